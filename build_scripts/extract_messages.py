"""Collect every translatable string and keep the catalogs in step.

Finds the literal first argument of every ``_(...)`` and ``N_(...)`` call under ``tabletop/``,
writes ``tabletop/locale/tabletop.pot`` and adds any new msgid (with an empty translation) to each
language's ``.po`` file, keeping the translations already there.  Run it after adding UI text:

    python build_scripts/extract_messages.py          # update the catalogs
    python build_scripts/extract_messages.py --check  # exit 1 listing msgids with no translation
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop.core.i18n import LANGUAGES, parse_po, write_po  # noqa: E402

MARKERS = {"_", "N_"}


def extract(package: Path = ROOT / "tabletop") -> dict[str, list[str]]:
    """msgid -> places it was found (file:line), in source order."""
    found: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in MARKERS
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                place = f"{path.relative_to(ROOT)}:{node.lineno}"
                found.setdefault(node.args[0].value, []).append(place)
    return found


def po_path(code: str) -> Path:
    return ROOT / "tabletop" / "locale" / code / "LC_MESSAGES" / "tabletop.po"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="list untranslated msgids and exit 1 if any")
    args = parser.parse_args(argv)
    messages = extract()
    missing = 0
    for code in LANGUAGES:
        if code == "en":
            continue
        path = po_path(code)
        existing = parse_po(path.read_text(encoding="utf-8")) if path.exists() else {}
        merged = {msgid: existing.get(msgid, "") for msgid in messages}
        todo = [msgid for msgid, msgstr in merged.items() if not msgstr]
        missing += len(todo)
        if args.check:
            for msgid in todo:
                print(f"{code}: no translation for {msgid!r} ({messages[msgid][0]})")
        else:
            header = (
                f"# {LANGUAGES[code]} translation of Tabletop. "
                "Regenerate with build_scripts/extract_messages.py.\n"
            )
            write_po(path, merged, header)
    if not args.check:
        write_po(
            ROOT / "tabletop" / "locale" / "tabletop.pot",
            {msgid: "" for msgid in messages},
            "# Tabletop message template.\n",
        )
        print(f"{len(messages)} messages; {missing} without a translation")
    return 1 if args.check and missing else 0


if __name__ == "__main__":
    sys.exit(main())
