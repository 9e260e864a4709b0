"""Readable from two metres: every text a player needs at the Just Run table (the draft, the
gear-up, a turn with its menus and a held pawn, a fight, the zombie turn, the door die, a new
tile, the supplies, the start rooms) is drawn at 24 px or more on a 1920x1080 screen and none is
cut short, in English and in Polish.

One known exception, the item card's own: a combined item's parts line ("Cardboard Box + Duct
Tape") gets two lines on the card and is cut after them by design of ``item_cards`` (the hover
card spells it out whole); it is excused here, by name, and nothing else is."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from tabletop.games.just_run.item_cards import CardLook, item_name
from tests.just_run.scene_frames import all_frames
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


@pytest.mark.parametrize("language", ("en", "pl"))
def test_every_frame_of_the_table_draws_what_a_player_reads_at_24_px_or_more(language: str):
    problems: dict[str, list[tuple[int, bool, str]]] = {}
    seen = 0
    for name, table in all_frames(language):
        scene = table.scene
        drawn = record(lambda s=scene, t=table: s.draw(t.app.canvas))
        assert drawn, name
        seen += 1
        lines = parts_lines(scene.view)
        small = [p for p in too_small(drawn) if not excused(p, lines)]
        if small:
            problems[name] = small
    assert seen >= 14
    assert problems == {}
