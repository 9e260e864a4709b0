"""The map's room numbers and each board's furniture (issue 20, "crate icons print over room
numbers"): the number is written at 24 px bold in its own corner of the room, and the portraits,
wax figures, prop crates and lantern shelf stand at rects clear of it, which the art script draws
from, so both read.  Checked by rectangles, and the art on disk is what the script draws now."""

from __future__ import annotations

import sys
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from tabletop.engine import text
from tabletop.games.outrun.rules.content import Monster
from tabletop.games.outrun.table.art import ROOM_NUMBER_RECT, ROOM_PROP_RECTS
from tabletop.games.outrun.table.layout import load
from tabletop.games.outrun.table.table_draw import ROOM_NUMBER_SIZE
from tabletop.paths import art_path

SCRIPTS = Path(__file__).resolve().parents[2] / "build_scripts"


def test_every_room_number_fits_its_corner_and_no_furniture_stands_there():
    layout = load()
    room = pygame.Rect((0, 0), layout.room(0)[2:])
    corner = pygame.Rect(ROOM_NUMBER_RECT)
    assert ROOM_NUMBER_SIZE >= text.READABLE and room.contains(corner)
    for number in range(1, len(layout.rooms) + 1):
        width, height = text.measure(str(number), ROOM_NUMBER_SIZE, True)
        assert corner.contains(pygame.Rect(corner.topleft, (width, height))), number
    assert {monster.value for monster in Monster} == set(ROOM_PROP_RECTS)
    for monster, props in ROOM_PROP_RECTS.items():
        rects = [pygame.Rect(prop) for prop in props]
        assert all(room.contains(rect) for rect in rects), monster
        assert not any(corner.colliderect(rect) for rect in rects), monster
        assert not any(a.colliderect(b) for a, b in combinations(rects, 2)), monster


@pytest.mark.parametrize("monster", list(Monster))
def test_the_room_art_on_disk_is_drawn_from_those_rects(monster: Monster):
    sys.path.insert(0, str(SCRIPTS))
    try:
        import art_outrun
    finally:
        sys.path.remove(str(SCRIPTS))
    drawn = art_outrun.room(monster)
    on_disk = pygame.image.load(str(art_path("outrun", f"room_{monster.value}.png")))
    assert drawn.get_size() == on_disk.get_size()
    assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(on_disk, "RGBA")
