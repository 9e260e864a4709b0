"""The 24 px floor at 1920 x 1080 for what issue 20 found small on the Outrun table: the key
letters on the lanes' hand cards (number-pad keys too: "7", not "Num 7" overrunning its
neighbours), the Right way / Wrong way labels, the room numbers on the map (once 20 px decoration)
and the log, in English and Polish.  The table is played by real key presses."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.i18n import _
from tabletop.engine import text
from tabletop.games.outrun.table import table_draw
from tests.outrun.test_scene import Table, draw_whole, make_table
from tests.readability import record, too_small


def drawn_now(table: Table) -> list[text.Drawn]:
    return record(lambda: draw_whole(table.scene, table.app.canvas))


def readable(drawn: list[text.Drawn], words: str) -> bool:
    """``words`` is drawn, at 24 px or more, whole, as a needed text."""
    found = [d for d in drawn if d.text == words]
    return bool(found) and all(d.size >= text.READABLE and not d.cut and not d.decoration for d in found)


@pytest.mark.parametrize("language", ["en", "pl"])
def test_key_letters_and_room_numbers_are_24_px_or_more_in_a_race_of_three_keyboard_zones(language: str):
    table = make_table(players=4, computers=(3,), language=language)
    table.to_race()
    table.post_keys(table.path_keys(2)[:2])
    scene = table.scene
    drawn = drawn_now(table)
    assert too_small(drawn) == []
    for seat in range(3):
        look = scene.lane_look(seat, False)
        assert look.keys and all(readable(drawn, key) for key in look.keys if key), look.keys
        assert readable(drawn, look.finish_key), look.finish_key
    assert scene.lane_look(2, False).keys[:3] == ("7", "8", "9")  # the number pad's, short
    rooms = len(scene.layout.rooms_in_play(int(scene.view["boards"])))
    assert all(readable(drawn, str(number)) for number in range(1, rooms + 1))


def test_no_key_letter_overruns_the_next_hand_card_in_any_lane():
    for players in (3, 5, 6):
        table = make_table(players=players, computers=tuple(range(3, players)))
        table.to_race()
        scene = table.scene
        for seat in range(3):
            look = scene.lane_look(seat, False)
            places = scene.parts(seat).places
            boxes = []
            for key, place in zip(look.keys, places, strict=False):
                width, height = text.measure(key, table_draw.LABEL_SIZE, True)
                boxes.append(pygame.Rect(0, 0, width, height))
                boxes[-1].bottomright = (place.right - 2, place.bottom + 2)
            assert all(box.right <= nxt.left for box, nxt in zip(boxes, places[1:], strict=False))


@pytest.mark.parametrize("language", ["en", "pl"])
def test_right_way_wrong_way_the_log_and_the_map_s_room_numbers_are_24_px_or_more_after_a_race(language: str):
    table = make_table(language=language)  # two runners: the log stands above the lanes
    scene = table.scene
    table.to_race()
    wrong = table.path_keys(0)
    wrong[0], wrong[1] = wrong[1], wrong[0]
    table.post_keys([*wrong, table.finish_key(0)])
    table.until(lambda: scene.race is None)
    table.until(lambda: len(scene.shown_checked) == 2, seconds=0.1)
    drawn = drawn_now(table)
    assert too_small(drawn) == []
    assert readable(drawn, _("Wrong way"))
    assert scene.lane_look(1, False).status in (_("Right way"), _("Wrong way"))
    assert readable(drawn, scene.lane_look(1, False).status)
    logged = [
        d for d in drawn if len(d.text) > 3 and any(d.text in line for line, _colour in scene.log.lines)
    ]
    assert logged and all(d.size >= text.READABLE and not d.decoration for d in logged)
    rooms = len(scene.layout.rooms_in_play(int(scene.view["boards"])))
    assert all(readable(drawn, str(number)) for number in range(1, rooms + 1))  # the map beside them
