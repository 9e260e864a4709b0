"""The Outrun table in the situations its drawing must get right, one after another, for the tests
of its layer cache (``test_table_layers``): a countdown, a six-seat race with cards laid, a tooltip
and the Time's up question over it, the check's beats, the interference choice with lit lanes, the
menu over the table, a relay's curtain and run, a practice game's clock and target, a tutorial note
and the pads' question.  Every table runs on a fake clock, so each situation is the same every run.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tests.outrun.test_practice_table import key as practice_key
from tests.outrun.test_practice_table import practice_table
from tests.outrun.test_scene import Table, interference_turn, make_table, relay_table
from tests.outrun.test_setup_and_pads import pad_table
from tests.outrun.test_tutorial import first_game


def race_frames() -> Iterator[tuple[str, Table]]:
    """Six seats (three people on the keyboard zones, three computer runners) through a round."""
    table = make_table(players=6, computers=(3, 4, 5), monster="vampire")
    scene = table.scene
    table.step(0.3)
    table.step(0.3)
    yield "countdown", table
    table.to_race()
    table.post_keys(table.path_keys(0)[:3] + table.path_keys(1)[:2])
    table.step(1.0)
    yield "race", table
    lane = pygame.Rect(scene.lanes[4].rect)
    table.hover((lane.left + 30, lane.top + 30))
    yield "race with a tooltip", table
    table.hover((960, 1075), rest=0.05)
    table.click(scene.time_up_buttons[2].rect.center)
    yield "race with the Time's up question", table
    table.click(scene.confirmation.no.rect.center)
    table.post_keys([*table.path_keys(0)[3:], table.finish_key(0)])
    table.post_keys([*table.path_keys(1)[2:], table.finish_key(1)])
    table.post_keys([*table.path_keys(2), table.finish_key(2)])
    table.until(lambda: scene.timeline.playing and scene.phase != "race")
    table.step(0.5)
    yield "beats", table


def choice_frames() -> Iterator[tuple[str, Table]]:
    """Two seats after a few rounds: the log above the lanes, the hand panel, a card chosen."""
    table = make_table()
    scene = table.scene
    interference_turn(table)
    yield "choices", table
    targeted = [c for c in scene.panel.choices.playable() if c != scene.panel.choices.selected]
    if targeted:
        scene.panel.choices.select(targeted[0])
        scene.dirty = True
        table.step()
        yield "a card chosen", table
    table.press(pygame.K_ESCAPE)
    yield "the menu over the table", table
    table.app.pop()
    table.step()
    yield "after the menu", table


def relay_frames() -> Iterator[tuple[str, Table]]:
    table = relay_table()
    yield "relay curtain", table
    table.click(table.scene.relay_scene.start_button.rect.center)
    table.step(1.0)
    yield "relay countdown", table
    table.step(2.5)
    yield "relay run", table


def practice_frames() -> Iterator[tuple[str, Table]]:
    table = practice_table(best=61_250)
    table.step(0.3)
    yield "practice target", table
    table.to_race()
    table.press(practice_key(0))
    table.step(1.3)
    yield "practice race", table


def other_frames() -> Iterator[tuple[str, Table]]:
    yield "tutorial note", first_game()
    pads = pad_table((SeatDevice(DeviceKind.PAD), SeatDevice(DeviceKind.PAD)))
    yield "pads' question", pads


def all_frames() -> Iterator[tuple[str, Table]]:
    for frames in (race_frames, choice_frames, relay_frames, practice_frames, other_frames):
        yield from frames()
