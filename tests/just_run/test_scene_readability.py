"""Readable from two metres: every text a player needs at the Just Run table (the draft, the
gear-up, a turn with its menus and a held pawn, a fight, the zombie turn with its log, the door
die, a new tile, the supplies, the start rooms, the gestures' menus, a board tip, an event card's
beat, a combined card's hover card, the scenarios' lines and the game over) is drawn at 24 px or
more on a 1920x1080 screen and none is cut short, in English and in Polish, with normal and with
Large text (issue 20).  A text on a picture scaled down counts at the size it shows.

One known exception, the item card's own: a combined item's parts line ("Cardboard Box + Duct
Tape") gets two lines on the card and is cut after them by design of ``item_cards`` (the hover
card spells it out whole); it is excused here, by name, and nothing else is."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from tabletop.core.settings import TextSize
from tabletop.games.just_run.table.item_cards import CardLook, item_name
from tests.just_run.scenario_frames import scenario_frames
from tests.just_run.scene_frames import all_frames
from tests.just_run.scene_table import Table, text_size
from tests.readability import record, too_small


def parts_lines(view: Mapping[str, Any]) -> list[str]:
    """Every combined item's parts line on the table, as its card prints it."""
    items: list[Any] = []
    for survivor in view.get("survivors", []):
        items += list(survivor.get("items") or [])
    for room in view.get("rooms", []):
        items += list(room.get("tokens", {}).get("dropped", []))
    items += list(view.get("hand", [])) + list(view.get("supplies", []))
    looks = [CardLook.of(item) for item in items]
    return [" + ".join(item_name(p) for p in look.parts) for look in looks if look.parts]


def excused(problem: tuple[int, bool, str], lines: list[str]) -> bool:
    size, cut, words = problem
    return cut and size >= 24 and any(words.rstrip("…") in line for line in lines)


def every_frame(language: str) -> Iterator[tuple[str, Table]]:
    yield from all_frames(language)
    yield from scenario_frames(language)


@pytest.mark.parametrize("size", (TextSize.NORMAL, TextSize.LARGE), ids=("normal", "large"))
@pytest.mark.parametrize("language", ("en", "pl"))
def test_every_frame_of_the_table_draws_what_a_player_reads_at_24_px_or_more(language: str, size: TextSize):
    problems: dict[str, list[tuple[int, bool, str]]] = {}
    seen = 0
    with text_size(size):
        for name, table in every_frame(language):
            scene = table.scene
            drawn = record(lambda s=scene, t=table: s.draw(t.app.canvas))
            assert drawn, name
            seen += 1
            lines = parts_lines(scene.view)
            small = [p for p in too_small(drawn) if not excused(p, lines)]
            if small:
                problems[name] = small
    assert seen >= 30
    assert problems == {}
