"""The one translation layer: gettext ``.po`` catalogs, English msgids, a language chosen in settings.

Every string a player reads goes through ``_``.  Code that only *names* a string to be translated
later (rules modules, data tables) wraps it in ``N_``, which returns it unchanged, so that
``build_scripts/extract_messages.py`` finds it and the completeness test can demand a Polish
translation.  The catalogs are plain ``.po`` files read by a small parser here, so no compile step
is needed in a fresh checkout or a frozen build.  This module imports no pygame.
"""

from __future__ import annotations

import ast
from pathlib import Path

LANGUAGES: dict[str, str] = {"en": "English", "pl": "Polski"}
DOMAIN = "tabletop"

_catalogs: dict[str, dict[str, str]] = {}
_current: dict[str, str] = {}
_language = "en"


def N_(message: str) -> str:
    """Mark a string for translation without translating it now."""
    return message


def _(message: str) -> str:
    """Translate a msgid into the current language (English when no translation exists).

    A msgid may start with a context, ``"role|Fugitive"``, where the same English word needs two
    translations (the game called Fugitive, the player called the Fugitive); English shows the
    part after the bar.
    """
    found = _current.get(message)
    if found:
        return found
    context, bar, rest = message.partition("|")
    if bar and context.isidentifier() and context.islower():
        return rest
    return message


def describe(err: BaseException) -> str:
    """An error in the current language: its msgid translated, its
    parameters (nested errors too) filled in.
    """
    message = getattr(err, "reason", None) or getattr(err, "message", None) or str(err)
    params = {
        key: describe(value) if isinstance(value, BaseException) else value
        for key, value in dict(getattr(err, "params", {}) or {}).items()
    }
    try:
        return _(message).format(**params) if params else _(message)
    except (KeyError, IndexError, ValueError):
        return str(err)


def language() -> str:
    return _language


def set_language(code: str) -> None:
    """Switch every later ``_`` call to ``code``; unknown codes fall back to English."""
    global _current, _language
    if code not in LANGUAGES:
        code = "en"
    _language = code
    _current = catalog(code) if code != "en" else {}


def catalog(code: str) -> dict[str, str]:
    """The msgid -> msgstr table for a language, read once."""
    if code not in _catalogs:
        from tabletop.paths import locale_dir

        path = locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.po"
        _catalogs[code] = parse_po(path.read_text(encoding="utf-8")) if path.exists() else {}
    return _catalogs[code]


def parse_po(text: str) -> dict[str, str]:
    """Read the msgid/msgstr pairs of a ``.po`` file (no plurals or contexts are used here)."""
    entries: dict[str, str] = {}
    msgid: list[str] | None = None
    msgstr: list[str] | None = None
    target: list[str] | None = None

    def flush() -> None:
        if msgid is not None and msgstr is not None:
            key = "".join(msgid)
            if key:
                entries[key] = "".join(msgstr)

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("msgid "):
            flush()
            msgid, msgstr = [_unquote(line[6:])], None
            target = msgid
        elif line.startswith("msgstr "):
            msgstr = [_unquote(line[7:])]
            target = msgstr
        elif line.startswith('"') and target is not None:
            target.append(_unquote(line))
    flush()
    return entries


def _unquote(token: str) -> str:
    return ast.literal_eval(token.strip())


def po_quote(text: str) -> str:
    """Quote a string the way ``.po`` files want it."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{escaped}"'


def write_po(path: Path, entries: dict[str, str], header: str = "") -> None:
    """Write a catalog (used by the extraction script)."""
    lines = [header.rstrip("\n"), 'msgid ""', 'msgstr "Content-Type: text/plain; charset=UTF-8\\n"', ""]
    for msgid, msgstr in entries.items():
        lines += [f"msgid {po_quote(msgid)}", f"msgstr {po_quote(msgstr)}", ""]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines).lstrip("\n"), encoding="utf-8")
