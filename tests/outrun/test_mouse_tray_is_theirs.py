"""The mouse runner's hand, in the panel under the path card: the tutorial sends a mouse runner
there (and everyone else to their lane), and the panel is drawn in the runner's colour with their
name on it, so it is clearly theirs."""

from __future__ import annotations

from functools import partial

import pygame
import pytest

from tabletop.core.i18n import language, set_language
from tabletop.engine.key_zones import KeyZones
from tabletop.engine.seat_devices import DeviceKind, SeatDevice, apply_plan
from tabletop.engine.seat_input import SeatInput
from tabletop.games.outrun.table.race_actions import RACE_ACTIONS
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.table_draw import TRAY_BORDER, TRAY_PANEL, seat_colour, tray_parts
from tabletop.games.outrun.table.tutorial import controls_words
from tests.outrun.test_scene import Table, draw_whole, mouse_together_table
from tests.readability import record, too_small

PLAN = DevicePlan(
    PlayMode.TOGETHER,
    (
        SeatDevice(DeviceKind.KEYS, 0),
        SeatDevice(DeviceKind.MOUSE),
        SeatDevice(DeviceKind.TOUCH),
        SeatDevice(DeviceKind.PAD),
    ),
)


def words(lang: str) -> list[str]:
    pygame.init()  # the keys are named by SDL
    seat_input = SeatInput(KeyZones.default(), RACE_ACTIONS)
    apply_plan(PLAN, seat_input)
    was = language()
    set_language(lang)
    try:
        return [controls_words(PLAN, seat_input, seat) for seat in range(4)]
    finally:
        set_language(was)


def mouse_race(lang: str) -> Table:
    return mouse_together_table(lang)


def test_the_tutorial_points_the_mouse_runner_at_the_panel_under_the_path_card_and_the_others_at_theirs():
    keys, mouse, touch, pad = words("en")
    assert "panel under the path card" in mouse and "lane" not in mouse
    assert "Q W E R A S D F" in keys and "Space" in keys
    assert "your lane" in touch and "panel" not in touch
    assert "gamepad" in pad and "panel" not in pad


def test_the_polish_note_points_the_mouse_runner_at_the_panel_too():
    keys, mouse, touch, _pad = words("pl")
    assert "panelu pod kartą ścieżki" in mouse and "pasie" not in mouse
    assert "pasie" in touch and "panelu" not in touch


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_tray_is_bordered_in_the_runner_s_colour_and_names_them(lang: str):
    table = mouse_race(lang)
    scene = table.scene
    look = scene.hand.look()
    assert look is not None and look.seat == 1 and look.name == table.session.seats[1].name
    surface = pygame.Surface((1920, 1080))
    drawn = record(partial(draw_whole, scene, surface))
    assert [d for d in drawn if d.text == look.name and d.size >= 24]
    assert too_small(drawn) == []
    edge = surface.get_at((TRAY_PANEL.centerx, TRAY_PANEL.top + TRAY_BORDER // 2))[:3]
    assert edge == seat_colour(table.session.seats[1].colour) != (233, 166, 36)
    tag = tray_parts(len(look.places)).tag
    assert surface.get_at((tag.centerx, tag.top + 3))[:3] == seat_colour(table.session.seats[1].colour)


def test_the_name_tag_keeps_clear_of_every_card_and_button_of_the_tray():
    for places in range(8, 12):
        parts = tray_parts(places)
        assert parts.tag.width >= 80 and TRAY_PANEL.contains(parts.tag)
        for rect in (*parts.places, parts.undo, parts.finish):
            assert not parts.tag.colliderect(rect)
