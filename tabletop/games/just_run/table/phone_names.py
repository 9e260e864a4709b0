"""The names a Just Run phone page shows (rooms, items, item kinds, kept events) in every language
the app speaks, written out as the page's module ``just_run_names.js``.

The view names rooms, items and events by the rules' English names, and the big screen translates
them through the catalogue (``board_words``, ``item_cards``, ``event_card_face``).  The phone page
has no catalogue, so this module writes the same translations into a plain JavaScript module
shipped with the page: one source (the catalogue) for both screens, no build step when the page
loads.  ``tests/just_run/test_phone_names.py`` fails when the shipped module is out of date; run
``python -m tabletop.games.just_run.table.phone_names`` to write it again.
"""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.core.i18n import translations
from tabletop.games.just_run.table.board_words import TILE_NAMES
from tabletop.games.just_run.table.event_card_face import EVENT_TEXTS
from tabletop.games.just_run.table.event_words import EVENT_CARD_NAMES
from tabletop.games.just_run.table.item_cards import ITEM_NAMES, TYPE_NAMES

#: the languages besides English the page is given names in
LANGUAGES = ("pl",)
#: where the page's files are shipped
MODULE = Path(__file__).resolve().parents[3] / "engine" / "phones" / "page" / "just_run_names.js"


def english_names() -> list[str]:
    """Every English name the page may show, sorted (items and rooms by the rules' names)."""
    names = {*TILE_NAMES, *ITEM_NAMES.values(), *TYPE_NAMES.values(), *EVENT_CARD_NAMES.values()}
    for name, words in EVENT_TEXTS.values():
        names.update((name, words))
    return sorted(names)


def names_in(language: str) -> dict[str, str]:
    """Each English name with its translation in ``language`` (as the big screen shows it)."""
    catalogue = translations(language)
    return {name: catalogue.gettext(name) for name in english_names()}


def module_text() -> str:
    """The page's module: ``NAMES[language][english name]``, English itself left out."""
    table = {language: names_in(language) for language in LANGUAGES}
    body = json.dumps(table, ensure_ascii=False, indent=1, sort_keys=True)
    return (
        "// Written by tabletop/games/just_run/table/phone_names.py from the app's catalogue: do not\n"
        "// edit; run `python -m tabletop.games.just_run.table.phone_names` after changing a name.\n"
        f"export const NAMES = {body};\n"
    )


if __name__ == "__main__":
    MODULE.write_text(module_text(), encoding="utf-8")
