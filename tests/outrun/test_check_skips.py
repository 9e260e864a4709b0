"""After a race only Next and Skip all move the check's beats on (issue 20).

A double click on Finish, a click on an empty part of the table or a runner's key pressed once more
used to skip every beat of the check at once (right or wrong, the places, the moves, the new card),
and with three runners or more the table has no log to read them back.  Real mouse and key events.
"""

from __future__ import annotations

import pygame

from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.table_draw import tray_parts
from tests.outrun.test_scene import Table, make_table


def checking_after_a_double_click_on_finish() -> tuple[Table, tuple[int, int]]:
    """Three runners: the person on the mouse is the last one in and double-clicks Finish; the
    check's beats are on screen.  Returns the table and where the beats stood after the first click."""
    plan = DevicePlan(
        PlayMode.TOGETHER,
        (SeatDevice(DeviceKind.MOUSE), SeatDevice(DeviceKind.COMPUTER), SeatDevice(DeviceKind.COMPUTER)),
    )
    table = make_table(players=3, computers=(1, 2), speed=0.5, plan=plan)  # beats of 1.2 s or more
    table.to_race()
    scene = table.scene
    race = scene.race
    assert race is not None
    table.until(lambda: race.finished(1) and race.finished(2), seconds=0.1)
    finish = tray_parts(len(scene.hand.places())).finish.center
    table.click(finish)
    table.until(lambda: scene.timeline.playing, seconds=0.02)
    assert scene.skip_controls_shown()
    where = scene.timeline.position
    table.click(finish)  # the second click of the double click
    return table, where


def test_a_double_click_on_finish_leaves_the_check_s_beats_where_they_were():
    table, where = checking_after_a_double_click_on_finish()
    assert table.scene.timeline.playing
    assert table.scene.timeline.position == where


def test_a_click_on_an_empty_part_of_the_table_or_a_stray_key_leaves_the_beats_where_they_were():
    table, where = checking_after_a_double_click_on_finish()
    scene = table.scene
    table.click(pygame.Rect(scene.layout.zones["monster_board"]).center)
    table.click((960, 1060))  # the bare table under the lanes
    table.post_keys([pygame.K_a, pygame.K_SPACE])
    assert scene.timeline.playing
    assert scene.timeline.position == where


def test_next_shows_the_next_beat_and_skip_all_ends_the_check():
    table, where = checking_after_a_double_click_on_finish()
    scene = table.scene
    table.click(scene.skip_beat_button.rect.center)
    assert scene.timeline.playing
    assert scene.timeline.position[0] > where[0]
    table.click(scene.skip_all_button.rect.center)
    assert not scene.timeline.playing


def test_the_check_s_result_stays_on_the_table_and_the_next_countdown_waits_for_next_race():
    table, _where = checking_after_a_double_click_on_finish()
    scene = table.scene
    table.click(scene.skip_all_button.rect.center)
    table.until(lambda: scene.phase == "reveal" or scene.my_choice())
    while scene.my_choice():  # the interference stage: Anna keeps her cards
        scene.panel.ask_keep() if scene.phase == "interfere" else scene.panel.ask_take_zero(False)
        table.click(scene.confirmation.yes.rect.center)
        table.until(lambda: scene.phase == "reveal" or scene.my_choice())
    table.step(10.0)
    table.click(pygame.Rect(scene.layout.zones["monster_board"]).center)  # a stray click starts nothing
    table.post_keys([pygame.K_SPACE])
    assert scene.phase == "reveal" and not scene.countdown.started
    statuses = [scene.lane_look(seat, False).status for seat in range(3)]
    assert all(status in ("Right way", "Wrong way") for status in statuses)
    assert scene.next_race_shown() and "Next race" in scene.hud_line()
    table.click(scene.next_race_button.rect.center)
    assert scene.countdown.started and not scene.next_race_shown()
