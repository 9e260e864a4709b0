"""A game's cards (an id, a name and what it does) in every language the app speaks, written out
as a plain JavaScript module for the phone pages.

A view names a card by its id (Outnumbered's last event) or by English msgids (Fugitive's); the big
screen translates them through the catalogue, the page has none.  A game's table writes the same
translations into a module shipped with the page (one source, the catalogue, for both screens; no
build step when the page loads), and a test fails when the shipped module is out of date.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

from tabletop.core.i18n import translations

#: the languages the page is given the cards in (English is the msgids themselves)
LANGUAGES = ("en", "pl")
#: where the page's files are shipped
PAGE = Path(__file__).resolve().parent / "page"


def cards_in(language: str, cards: Mapping[str, tuple[str, str]]) -> dict[str, list[str]]:
    """Each card's [name, text] in ``language``, by its id (as the big screen says them)."""
    catalogue = translations(language)
    return {card: [catalogue.gettext(name), catalogue.gettext(text)] for card, (name, text) in cards.items()}


def module_text(writer: str, cards: Mapping[str, tuple[str, str]]) -> str:
    """The page's module: ``CARDS[language][id] = [name, text]``; ``writer`` is the Python module
    that writes it (named in its first line, so nobody edits the output)."""
    table = {language: cards_in(language, cards) for language in LANGUAGES}
    body = json.dumps(table, ensure_ascii=False, indent=1, sort_keys=True)
    return (
        f"// Written by `python -m {writer}` from the app's catalogue: do not edit; run it again\n"
        "// after changing a card's name or text.\n"
        f"export const CARDS = {body};\n"
    )


def write(writer: str, module: Path, cards: Mapping[str, tuple[str, str]]) -> None:
    module.write_text(module_text(writer, cards), encoding="utf-8")
