"""Keep the translation catalogues in step with the code, with Babel (a development tool only).

    python build_scripts/messages.py extract   # the code's messages -> tabletop/locale/tabletop.pot
    python build_scripts/messages.py update    # the .pot's messages -> each language's .po
    python build_scripts/messages.py compile   # each .po -> its .mo, which the app reads
    python build_scripts/messages.py check     # exit 1, naming every problem (CI runs this)

After adding or changing text a player reads: ``extract``, ``update``, translate what is new or
fuzzy in ``tabletop/locale/<lang>/LC_MESSAGES/tabletop.po`` (delete what is obsolete), then
``compile`` and commit the .pot, the .po and the .mo together.  ``check`` fails when the .pot is
out of date with the code; when a msgid carries its context the old way, ``"role|Fugitive"``;
when a message has no translation, or a fuzzy or obsolete one; when a counted message lacks one
of the language's plural forms; when a translation's ``{placeholders}`` differ from its msgid's;
or when a committed .mo is not what its .po compiles to.

The markers Babel looks for are ``_``, ``N_``, ``ngettext``, ``pgettext``, ``npgettext`` (its
defaults) and our lazy ``Np_(context, message)`` and ``Nn_(singular, plural)`` from
``tabletop.core.i18n``; they are listed once, in ``KEYWORDS`` below.
"""

from __future__ import annotations

import argparse
import ast
import gettext
import io
import re
import sys
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tabletop"
LOCALE = PACKAGE / "locale"
DOMAIN = "tabletop"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
#: the translated languages (English is the msgids); each has locale/<code>/LC_MESSAGES/tabletop.po
LANGUAGES: tuple[str, ...] = ("pl",)

#: Babel's own markers plus the lazy ones in tabletop.core.i18n: Np_ has a context, Nn_ a plural
KEYWORDS = {**DEFAULT_KEYWORDS, "Np_": ((1, "c"), 2), "Nn_": (1, 2)}
WIDTH = 100
TEMPLATE_HEADER = "# Tabletop's messages, extracted from the code by build_scripts/messages.py.\n#"
FIELD = re.compile(r"\{[^{}]*\}")
#: header lines that only say when and by which Babel a catalogue was written
WRITTEN = re.compile(r'^"(POT-Creation-Date|PO-Revision-Date|Generated-By): .*"\n', re.MULTILINE)
#: the old way of writing a context, "role|Fugitive", which gettext would show whole in English
BAR_CONTEXT = re.compile(r"^[a-z_]+\|\S")


def po_path(code: str, locale: Path = LOCALE) -> Path:
    return locale / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str, locale: Path = LOCALE) -> Path:
    return locale / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


# -- reading and writing ---------------------------------------------------------------------------


def extract(package: Path = PACKAGE) -> Catalog:
    """A template of every marked message in the package, in source order, located by file."""
    template = Catalog(
        domain=DOMAIN,
        project="Tabletop",
        version=_version(),
        header_comment=TEMPLATE_HEADER,
        charset="utf-8",
        fuzzy=False,
    )
    found = extract_from_dir(package, [("**.py", extract_python)], keywords=KEYWORDS)  # type: ignore[list-item]
    for filename, lineno, message, comments, context in found:
        place = (f"{package.name}/{Path(filename).as_posix()}", lineno)
        template.add(message, None, [place], auto_comments=comments, context=context)
    return template


def _version() -> str:
    """``tabletop.__version__``, the one place the version is written (pyproject reads it too)."""
    source = (ROOT / "tabletop" / "__init__.py").read_text(encoding="utf-8")
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets
        ):
            return str(ast.literal_eval(node.value))
    raise SystemExit("messages: no __version__ in tabletop/__init__.py")


def extract_python(
    fileobj: BinaryIO, keywords: Iterable[str], comment_tags: Iterable[str], options: Mapping[str, Any]
) -> Iterator[tuple[int, str, tuple[str | None, ...], list[str]]]:
    """A Babel extraction method that reads the syntax tree, in source order.

    Babel's own Python extractor reads tokens: it takes the key in ``_(row["name"])`` for a
    message and misses a marker nested in another call, ``_(PROMPTS.get(mode, N_("Pick a
    target.")))``.  Here only a call whose first argument is a string literal counts, at any depth.
    """
    names = set(keywords)
    calls = [
        node
        for node in ast.walk(ast.parse(fileobj.read()))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names
    ]
    for call in sorted(calls, key=lambda node: (node.lineno, node.col_offset)):
        args = tuple(
            arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else None
            for arg in call.args
        )
        if args and args[0] is not None:
            assert isinstance(call.func, ast.Name)
            yield call.lineno, call.func.id, args, []


def render_po(catalog: Catalog, **options: bool) -> str:
    """A catalogue as .po text: locations by file only, so moving code within a file changes nothing."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=WIDTH, include_lineno=False, **options)
    return buffer.getvalue().decode("utf-8")


def read_catalog(path: Path, code: str | None = None) -> Catalog:
    """A .po or .pot file; a line Babel cannot read (a merge conflict left in it) raises PoFileError."""
    with path.open("rb") as handle:
        return read_po(handle, locale=code, domain=DOMAIN, abort_invalid=True)


def compile_mo(catalog: Catalog) -> bytes:
    """The .mo the app reads: fuzzy and untranslated entries are left out (English shows instead)."""
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def same_text(a: str, b: str) -> bool:
    """Two catalogue texts that differ at most in when and by which Babel they were written."""
    return WRITTEN.sub("", a) == WRITTEN.sub("", b)


def write_if_changed(path: Path, text: str) -> bool:
    if path.exists() and same_text(path.read_text(encoding="utf-8"), text):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


# -- the commands ----------------------------------------------------------------------------------


def cmd_extract() -> int:
    template = extract()
    changed = write_if_changed(TEMPLATE, render_po(template))
    note = "" if changed else " (unchanged)"
    print(f"extract: {len(template)} messages -> {_rel(TEMPLATE)}{note}")
    return 0


def cmd_update(ignore_obsolete: bool = False) -> int:
    template = read_catalog(TEMPLATE)
    for code in LANGUAGES:
        path = po_path(code)
        if path.exists():
            catalog = read_catalog(path, code)
        else:
            catalog = Catalog(locale=code, domain=DOMAIN, project="Tabletop", charset="utf-8", fuzzy=False)
            catalog.header_comment = f"# {Locale.parse(code).english_name} translation of Tabletop.\n#"
        catalog.update(template)
        changed = write_if_changed(path, render_po(catalog, ignore_obsolete=ignore_obsolete))
        todo = [m for m in catalog if m.id and (m.fuzzy or not _translated(m))]
        print(
            f"update: {_rel(path)}: {len(todo)} to translate or review, "
            f"{len(catalog.obsolete)} obsolete{'' if changed else ' (unchanged)'}"
        )
    return 0


def cmd_compile() -> int:
    """Compile each language's .po into the .mo beside it (rewritten only when it changes)."""
    for code in LANGUAGES:
        catalog = read_catalog(po_path(code), code)
        target = mo_path(code)
        data = compile_mo(catalog)
        if not (target.exists() and target.read_bytes() == data):
            target.write_bytes(data)
        print(f"compile: {_rel(po_path(code))} -> {_rel(target)}")
    return 0


def cmd_check() -> int:
    problems = check()
    for problem in problems:
        print(f"messages check: {problem}")
    if problems:
        print(
            f"messages check: {len(problems)} problem(s); see `python build_scripts/messages.py --help`",
            file=sys.stderr,
        )
        return 1
    languages = ", ".join(LANGUAGES)
    print(f"messages check: the template, {languages} and their .mo files are complete and current")
    return 0


# -- the check -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Problem:
    where: str
    what: str
    message: str = ""

    def __str__(self) -> str:
        return f"{self.where}: {self.what}" + (f": {self.message}" if self.message else "")


def check(locale: Path = LOCALE, package: Path = PACKAGE) -> list[Problem]:
    """Everything wrong with the catalogues, one problem per line; empty when all is well."""
    problems: list[Problem] = []
    template_path = locale / f"{DOMAIN}.pot"
    fresh = extract(package)
    problems += _bar_contexts(fresh)
    if not template_path.exists():
        problems.append(Problem(_rel(template_path), "missing; run `messages.py extract`"))
        template = fresh
    else:
        try:
            template = read_catalog(template_path)
        except PoFileError as error:
            return [*problems, Problem(_rel(template_path), f"cannot be read: {error}")]
        if _outline(template) != _outline(fresh):
            problems += _template_drift(template_path, template, fresh)
    for code in LANGUAGES:
        path = po_path(code, locale)
        if not path.exists():
            problems.append(Problem(_rel(path), "missing; run `messages.py update`"))
            continue
        try:
            catalog = read_catalog(path, code)
        except PoFileError as error:
            problems.append(Problem(_rel(path), f"cannot be read: {error}"))
            continue
        problems += check_translations(_rel(path), template, catalog, code)
        problems += check_compiled(mo_path(code, locale), catalog, code)
    return problems


def _bar_contexts(template: Catalog) -> list[Problem]:
    found = []
    for message in template:
        msgid = message.id[0] if isinstance(message.id, (tuple, list)) else message.id
        if msgid and BAR_CONTEXT.match(msgid):
            where = message.locations[0][0] if message.locations else "code"
            found.append(
                Problem(where, "a context written into the msgid; use Np_(context, message)", _show(message))
            )
    return found


def _outline(catalog: Catalog) -> list[tuple[object, ...]]:
    """What a template says, whatever Babel version wrote it: messages, contexts, files, comments."""
    return [
        (m.id, m.context, sorted({place for place, _ in m.locations}), list(m.auto_comments))
        for m in catalog
        if m.id
    ]


def _template_drift(path: Path, template: Catalog, fresh: Catalog) -> list[Problem]:
    where = _rel(path)
    hint = "run `messages.py extract` and `update`"
    added = [m for m in fresh if m.id and template.get(m.id, m.context) is None]
    gone = [m for m in template if m.id and fresh.get(m.id, m.context) is None]
    found = [Problem(where, f"not in the template yet ({hint})", _show(m)) for m in added]
    found += [Problem(where, f"no longer in the code ({hint})", _show(m)) for m in gone]
    return found or [Problem(where, f"out of date with the code (places or order; {hint})")]


def check_translations(where: str, template: Catalog, catalog: Catalog, code: str) -> list[Problem]:
    problems: list[Problem] = []
    expected = Catalog(locale=code)
    wrong = plural_mismatch(catalog.num_plurals, catalog.plural_expr, code)
    if wrong:
        problems.append(Problem(where, f"Plural-Forms header {catalog.plural_forms!r} {wrong}"))
    for wanted in template:
        if not wanted.id:
            continue
        entry = catalog.get(wanted.id, wanted.context)
        if entry is None or not _translated(entry):
            problems.append(Problem(where, "no translation", _show(wanted)))
            continue
        if entry.id != wanted.id:
            problems.append(Problem(where, "plural msgid differs from the template's", _show(wanted)))
        if entry.fuzzy:
            problems.append(Problem(where, "fuzzy (review it, then remove the fuzzy flag)", _show(wanted)))
        problems += _check_forms(where, wanted, entry, expected.num_plurals)
    for entry in catalog:
        if entry.id and template.get(entry.id, entry.context) is None:
            problems.append(Problem(where, "not in the template (run `messages.py update`)", _show(entry)))
    for entry in catalog.obsolete.values():
        problems.append(Problem(where, "obsolete (delete the #~ entry)", _show(entry)))
    return problems


def _check_forms(where: str, wanted: Message, entry: Message, num_plurals: int) -> list[Problem]:
    """Plural forms complete, and each form keeping the placeholders of the msgid it stands for."""
    if wanted.pluralizable != entry.pluralizable:
        return [Problem(where, "counted in the code but not in the catalogue (or back)", _show(wanted))]
    if not wanted.pluralizable:
        return _check_fields(where, wanted, str(wanted.id), str(entry.string))
    forms = tuple(entry.string) if isinstance(entry.string, (tuple, list)) else (entry.string or "",)
    problems: list[Problem] = []
    if len(forms) != num_plurals or not all(forms):
        filled = sum(1 for form in forms if form)
        problems.append(Problem(where, f"needs {num_plurals} plural forms, has {filled}", _show(wanted)))
    singular, plural = wanted.id[0], wanted.id[1]
    for index, form in enumerate(forms):
        # form 0 is the one-of form (English singular); the others stand for English plurals
        if form:
            problems += _check_fields(where, wanted, singular if index == 0 else plural, form)
    return problems


def _check_fields(where: str, wanted: Message, msgid: str, text: str) -> list[Problem]:
    if sorted(FIELD.findall(msgid)) == sorted(FIELD.findall(text)):
        return []
    return [Problem(where, f"placeholders differ in {text!r}", _show(wanted))]


def check_compiled(path: Path, catalog: Catalog, code: str | None = None) -> list[Problem]:
    """The committed .mo must hold the messages compiling the .po gives, and pick plural forms
    as the language needs.

    The header is not compared as text: it says which Babel wrote it and how that Babel spells
    the plural rule, and two spellings that choose the same form for every count are the same rule.
    """
    if not path.exists():
        return [Problem(_rel(path), "missing; run `messages.py compile`")]
    try:
        committed = gettext.GNUTranslations(io.BytesIO(path.read_bytes()))
    except (OSError, UnicodeDecodeError, ValueError, SyntaxError) as error:
        return [Problem(_rel(path), f"cannot be read ({error}); run `messages.py compile`")]
    fresh = gettext.GNUTranslations(io.BytesIO(compile_mo(catalog)))
    if _messages(committed) != _messages(fresh):
        return [Problem(_rel(path), "not what its .po compiles to; run `messages.py compile`")]
    language = code or (str(catalog.locale) if catalog.locale else None)
    if language:
        wanted = [_plural_form(Catalog(locale=language).plural_expr, n) for n in PLURAL_PROBE]
        found = [committed.plural(n) for n in PLURAL_PROBE]  # type: ignore[attr-defined]
        wrong = [n for n, a, b in zip(PLURAL_PROBE, found, wanted, strict=True) if a != b]
        if wrong:
            return [
                Problem(
                    _rel(path),
                    f"its plural rule picks the wrong form for {_counts(wrong)}; run `messages.py compile`",
                )
            ]
    return []


#: the counts a plural rule is tried on: every ending a language's rule can tell apart shows by 200
PLURAL_PROBE = range(0, 201)


def plural_mismatch(num_plurals: int, expression: str, code: str) -> str:
    """Why a catalogue's plural rule is wrong for ``code`` ("" when it is right).

    The rule is judged by the form it picks for each count from 0 to 200, compared with the one
    the language's own rule (from Babel's locale data) picks, never by the header's spelling."""
    expected = Catalog(locale=code)
    if num_plurals != expected.num_plurals:
        return f"has {num_plurals} forms; {code} needs {expected.num_plurals}"
    try:
        found = [_plural_form(expression, n) for n in PLURAL_PROBE]
    except (ValueError, SyntaxError) as error:
        return f"cannot be read ({error})"
    wanted = [_plural_form(expected.plural_expr, n) for n in PLURAL_PROBE]
    wrong = [n for n, a, b in zip(PLURAL_PROBE, found, wanted, strict=True) if a != b]
    return f"picks the wrong form for {_counts(wrong)}" if wrong else ""


def _plural_form(expression: str, count: int) -> int:
    return int(gettext.c2py(expression)(count))


def _counts(counts: Sequence[int]) -> str:
    shown = ", ".join(str(n) for n in counts[:8])
    return shown + (f" and {len(counts) - 8} more counts" if len(counts) > 8 else "")


def _messages(translations: gettext.GNUTranslations) -> dict[object, object]:
    """A compiled catalogue's messages, without its header (the empty msgid)."""
    entries = dict(translations._catalog)  # type: ignore[attr-defined]
    entries.pop("", None)
    return entries


def _translated(message: Message) -> bool:
    if isinstance(message.string, (tuple, list)):
        return any(message.string)
    return bool(message.string)


def _show(message: Message) -> str:
    msgid = message.id[0] if isinstance(message.id, (tuple, list)) else message.id
    context = f"[{message.context}] " if message.context else ""
    places = sorted({place for place, _ in message.locations})
    return f"{context}{msgid!r}" + (f" ({', '.join(places)})" if places else "")


def _rel(path: Path) -> str:
    try:
        return path.relative_to(ROOT).as_posix()
    except ValueError:
        return str(path)


# -- command line ----------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="messages.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("extract", help="write tabletop/locale/tabletop.pot from the code")
    update = commands.add_parser("update", help="bring each language's .po in line with the .pot")
    update.add_argument("--ignore-obsolete", action="store_true", help="drop entries the code no longer has")
    commands.add_parser("compile", help="compile each .po into the .mo the app reads")
    commands.add_parser("check", help="exit 1 naming every problem (CI)")
    args = parser.parse_args(argv)
    if args.command == "extract":
        return cmd_extract()
    if args.command == "update":
        return cmd_update(args.ignore_obsolete)
    if args.command == "compile":
        return cmd_compile()
    return cmd_check()


if __name__ == "__main__":
    sys.exit(main())
