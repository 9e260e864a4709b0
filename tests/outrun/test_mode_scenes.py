"""The modes pushed over the Outrun table as scenes of their own (issue 21, point 4): the tutorial's
notes and a relay's runs.  Each is pushed on the app's stack over the table when its stretch begins,
takes the input (real mouse and key events through the app), draws the table under it through the
table's own draw, lets the menu open over it and stop it, and pops itself when its stretch is over."""

from __future__ import annotations

import pygame

from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.relay import Stage
from tabletop.games.outrun.table.relay_scene import RelayScene
from tabletop.games.outrun.table.tutorial import Page
from tabletop.games.outrun.table.tutorial_scene import TutorialScene
from tabletop.scenes.pause import PauseScene
from tests.outrun.test_scene import Table, draw_whole, make_table, relay_table, tray_parts, tray_place
from tests.outrun.test_tutorial import first_game, key
from tests.readability import record


def words_on_screen(table: Table) -> str:
    return " ".join(d.text for d in record(lambda: draw_whole(table.app.top, table.app.canvas)))


def press(table: Table, key: int) -> None:
    table.post_keys([key])


# -- the tutorial's notes -----------------------------------------------------------------------------


def test_a_first_game_pushes_the_tutorial_note_over_the_table_which_stands_still_under_it():
    table = first_game()
    note = table.app.top
    assert isinstance(note, TutorialScene) and note.table is table.scene
    assert table.app.scenes[-2] is table.scene and table.scene.paused  # the table is under it, paused
    table.step(5.0)
    assert not table.scene.countdown.started and not table.session.commands
    assert "This is the path card" in words_on_screen(table)  # the note over the table's own picture
    assert "Anna" in words_on_screen(table)  # the lanes under it come from the table's draw


def test_the_note_takes_a_key_and_pops_itself_when_its_last_page_is_read():
    table = first_game()
    note = table.app.top
    press(table, pygame.K_n)  # Next, by its key
    assert note.tutorial.page is Page.KEYS and table.app.top is note
    press(table, pygame.K_n)
    assert note.tutorial.page is Page.RUN and table.app.top is note
    table.click(note.tutorial.next_button.rect.center)  # Ready, by a click
    assert table.app.top is table.scene and not table.scene.paused  # popped: the table runs again
    table.until(lambda: table.scene.race is not None)


def test_esc_opens_the_menu_over_the_note_and_resume_brings_the_note_back():
    table = first_game()
    note = table.app.top
    press(table, pygame.K_ESCAPE)
    menu = table.app.top
    assert isinstance(menu, PauseScene) and table.app.scenes[-2] is note
    table.click(menu.buttons[0].rect.center)  # Resume
    assert table.app.top is note and note.tutorial.page is Page.PATH


def test_a_note_opened_by_a_beat_of_the_check_is_pushed_at_once_and_holds_the_beats():
    table = first_game()
    for _ in range(3):
        press(table, pygame.K_n)
    table.until(lambda: table.scene.race is not None)
    hand = table.scene.race.hand(0)
    table.post_keys([*(key(hand.index(symbol)) for symbol in table.scene.view["path"]), key(8)])
    table.until(lambda: isinstance(table.app.top, TutorialScene))
    note = table.app.top
    assert note.tutorial.page is Page.CHECK and table.scene.timeline.playing
    at = table.scene.timeline.position
    table.step(5.0)
    assert table.scene.timeline.position == at


# -- a relay's runs -----------------------------------------------------------------------------------


def test_a_relay_is_pushed_over_the_table_when_the_path_card_goes_down_behind_the_curtain():
    table = relay_table()
    relay_scene = table.app.top
    assert isinstance(relay_scene, RelayScene) and relay_scene is table.scene.relay_scene
    assert relay_scene.table is table.scene and table.scene.paused
    assert relay_scene.relay is table.scene.relay and relay_scene.relay.stage is Stage.CURTAIN
    words = words_on_screen(table)
    assert "Start my run" in words and "Anna" in words  # its curtain, over the table's lanes


def test_the_relay_takes_the_runs_by_mouse_and_pops_itself_when_the_last_run_is_in():
    table = relay_table()
    relay_scene = table.app.top
    assert isinstance(relay_scene, RelayScene)
    relay = relay_scene.relay
    path = list(table.scene.view["path"])
    for seat in range(3):
        assert table.app.top is relay_scene and relay.up == seat
        table.click(relay_scene.start_button.rect.center)  # a real click lifts the curtain
        assert relay.stage is Stage.COUNTDOWN
        table.step(3.05)
        assert relay.stage is Stage.RUNNING
        for symbol in path:
            table.click(tray_place(table.scene, symbol).center)
        table.click(tray_parts(len(relay.places())).finish.center)
    table.step(0.0)
    assert len([c for c in table.session.commands if c.to_json()["type"] == "run"]) == 3
    assert table.app.top is table.scene and table.scene.relay_scene is None  # popped for the check
    assert not table.scene.paused and table.scene.phase != "race"


def test_the_menu_over_a_relay_run_stops_the_runner_s_clock():
    table = relay_table()
    relay_scene = table.app.top
    assert isinstance(relay_scene, RelayScene)
    table.click(relay_scene.start_button.rect.center)
    table.step(3.05)
    relay = relay_scene.relay
    assert relay.stage is Stage.RUNNING
    before = relay.elapsed_ms(table.clock.now)
    press(table, pygame.K_ESCAPE)
    assert isinstance(table.app.top, PauseScene) and relay_scene.paused
    table.clock.advance(20)
    table.step(0.0)
    table.click(table.app.top.buttons[0].rect.center)  # Resume
    assert table.app.top is relay_scene
    assert relay.elapsed_ms(table.clock.now) - before < 1000  # the twenty seconds in the menu did not count


def test_a_note_or_a_relay_curtain_at_rest_lets_the_app_sleep_after_one_frame():
    """The mode shares the table's dirty flag: drawing the mode's frame draws the table's, so once
    nothing moves the app stops drawing (an idle table costs no CPU)."""
    for table in (first_game(), relay_table()):
        table.step(0.5)
        table.app.draw()
        assert not table.app.needs_draw()
        table.scene.dirty = True  # the table under the mode asks for a frame: the mode's frame
        assert table.app.needs_draw() and table.app.top.dirty
        table.app.draw()
        assert not table.app.needs_draw() and not table.scene.dirty


def test_a_relay_that_ends_while_the_menu_is_open_over_it_leaves_when_the_menu_closes():
    table = relay_table()
    relay_scene = table.app.top
    assert isinstance(relay_scene, RelayScene)
    relay = relay_scene.relay
    for _seat in range(3):
        table.click(relay_scene.start_button.rect.center)
        table.step(3.05)
        table.click(tray_parts(len(relay.places())).finish.center)  # a run of no cards
    assert table.app.commands_pending  # the last run is queued, not yet applied
    table.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    menu = table.app.top
    assert isinstance(menu, PauseScene)
    table.step()  # the last run is applied under the menu: the check begins
    assert table.scene.relay_scene is None and table.scene.phase != "race"
    table.click(menu.buttons[0].rect.center)  # Resume
    table.step()
    assert table.app.top is table.scene and not table.scene.paused
    assert table.scene.seat_input.paused  # every seat's input stays off until the next race


def test_a_relay_whose_path_card_goes_down_under_the_menu_is_pushed_once_the_menu_closes():
    table = relay_table_before_the_reveal()
    table.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    menu = table.app.top
    assert isinstance(menu, PauseScene)
    table.step()  # the reveal is applied under the menu: the relay is ready behind its curtain
    assert table.app.top is menu and table.scene.relay is not None
    table.click(menu.buttons[0].rect.center)  # Resume
    table.step()
    relay_scene = table.app.top
    assert isinstance(relay_scene, RelayScene) and relay_scene.relay.stage is Stage.CURTAIN
    table.click(relay_scene.start_button.rect.center)
    assert relay_scene.relay.stage is Stage.COUNTDOWN


def relay_table_before_the_reveal() -> Table:
    """A relay of three people with one mouse, stopped as the path card's reveal is queued."""
    plan = DevicePlan(
        PlayMode.RELAY,
        (SeatDevice(DeviceKind.MOUSE), SeatDevice(DeviceKind.NONE), SeatDevice(DeviceKind.NONE)),
    )
    table = make_table(players=3, computers=(), plan=plan)
    table.until(lambda: table.app.commands_pending, seconds=0.05)
    assert table.scene.phase == "reveal"
    return table
