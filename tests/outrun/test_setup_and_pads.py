"""Outrun's set-up rows and the table's questions before a race, driven by real events.

The set-up screen is clicked with mouse events posted to SDL's queue and read by the app's loop;
the pads are faked as the engine's tests fake them, by posting controller events (SDL opens no
real pad under the dummy driver, so a posted instance id stands for one)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.i18n import set_language
from tabletop.core.seats import SeatKind
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.engine.widgets import Choice
from tabletop.games.outrun.table.race_modes import DEVICES, DevicePlan, PlayMode
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.games.outrun.table.tutorial_scene import TutorialScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.setup import SetupScene
from tests.outrun.test_scene import make_table
from tests.readability import record, too_small


@pytest.fixture
def app():
    application = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    pygame.event.clear()
    yield application
    set_language("en")


def post_click(app: App, pos: tuple[int, int]) -> None:
    """A left click through SDL's queue, taken by the loop as a player's click is."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.collect()
    app.step()


def open_setup(app: App, players: int = 3) -> SetupScene:
    setup = SetupScene(catalogue.get("outrun"))
    app.push(setup)
    app.step()
    while setup.players < players:
        post_click(app, choice_with(setup, "players")._arrows()[2].center)
    return setup


def choice_with(setup: SetupScene, key: str) -> Choice:
    """The set-up's choice for a row: "players", "mode", or "device:N" (a seat's device)."""
    if key == "players":
        return next(w for w in setup.widgets if isinstance(w, Choice) and w.choices == list(range(1, 7)))
    if key == "mode":
        return next(w for w in setup.widgets if isinstance(w, Choice) and w.choices == list(PlayMode))
    seat = int(key.removeprefix("device:"))
    kinds = [w for w in setup.widgets if isinstance(w, Choice) and isinstance(w.value, SeatDevice)]
    rows = sorted(kinds, key=lambda w: w.rect.y)
    people = [s for s in range(setup.players) if setup.kinds[s] is SeatKind.HUMAN]
    return rows[people.index(seat)]


def step_choice(app: App, choice: Choice, times: int = 1) -> None:
    for _ in range(times):
        post_click(app, choice._arrows()[2].center)


def test_clicking_the_mode_and_a_seat_s_device_gives_the_plan_the_table_plays():
    application = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    pygame.event.clear()
    setup = open_setup(application)
    assert [choice_with(setup, f"device:{s}").value for s in range(3)] == [
        SeatDevice(DeviceKind.KEYS, 0),
        SeatDevice(DeviceKind.KEYS, 1),
        SeatDevice(DeviceKind.KEYS, 2),
    ]
    step_choice(application, choice_with(setup, "device:2"))  # zone 3 -> gamepad
    step_choice(application, choice_with(setup, "mode"))  # together -> relay
    assert setup.problems == []
    post_click(application, setup.start.rect.center)
    note = application.top  # a first game: the tutorial's first note is up over the table
    assert isinstance(note, TutorialScene) and isinstance(note.table, OutrunScene)
    table = note.table
    seats = table.session.seats
    expected = DevicePlan(
        PlayMode.RELAY,
        (SeatDevice(DeviceKind.KEYS, 0), SeatDevice(DeviceKind.KEYS, 1), SeatDevice(DeviceKind.PAD)),
    )
    assert DEVICES.remembered(application.settings, seats) == expected
    assert table.plan == expected and table.pads_to_claim == [2]


def test_start_is_refused_with_the_reason_while_two_people_share_a_keyboard_zone(app):
    setup = open_setup(app, players=2)
    step_choice(app, choice_with(setup, "device:1"), times=2)  # zone 2 -> zone 3 -> gamepad
    step_choice(app, choice_with(setup, "device:1"), times=5)  # touch, mouse, none, phone, zone 1: Anna's
    assert choice_with(setup, "device:1").value == SeatDevice(DeviceKind.KEYS, 0)
    reason = (
        "Anna and Ben both have keyboard zone 1. Racing together, a zone can serve one player only: "
        "give one of them another device, or choose Relay to take turns on it."
    )
    assert setup.problems == [reason]
    assert setup.start.label() == "Not ready yet"
    post_click(app, setup.start.rect.center)
    assert app.top is setup  # no game began
    assert any(reason in message for message, _t in app._toasts)
    drawn = record(lambda: (app.invalidate(), app.draw()))
    assert reason in " ".join(d.text for d in drawn)  # the reason is on the form, in words
    step_choice(app, choice_with(setup, "device:1"))  # zone 2: fine again
    assert setup.problems == [] and setup.start.label() == "Start game"


def test_a_seat_made_a_computer_needs_no_device_and_practice_needs_one_seat_alone(app):
    setup = open_setup(app, players=2)
    step_choice(app, choice_with(setup, "mode"), times=2)  # practice
    assert setup.problems and "Practice is one person alone" in setup.problems[0]
    kinds = [w for w in setup.widgets if isinstance(w, Choice) and SeatKind.COMPUTER in w.choices]
    kind = sorted(kinds, key=lambda w: w.rect.y)[1]
    post_click(app, kind._arrows()[2].center)  # Ben becomes a computer runner: still not alone
    assert setup.kinds[1] is SeatKind.COMPUTER
    assert setup.problems and "set Players to 1" in setup.problems[0]
    setup.remember()
    plan = DEVICES.remembered(app.settings, setup.seats())
    assert plan == DevicePlan(
        PlayMode.PRACTICE, (SeatDevice(DeviceKind.KEYS, 0), SeatDevice(DeviceKind.COMPUTER))
    )


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_outrun_set_up_with_six_seats_and_a_problem_is_readable_and_fits_its_panel(language):
    application = open_app(Settings(animation_speed=0.0, language=language), window_size=(1920, 1080))
    setup = open_setup(application, players=6)
    step_choice(application, choice_with(setup, "device:3"), times=6)  # a pad, round to zone 3: Chloe's too
    assert setup.problems
    assert too_small(record(lambda: (application.invalidate(), application.draw()))) == []
    buttons = (setup.start.rect, setup.back.rect, setup.rules.rect)
    for widget in setup.widgets:
        assert setup.panel.contains(widget.rect), widget.rect
        assert not any(widget.rect.colliderect(b) for b in buttons)
    set_language("en")


# -- at the table: pads and the shared keyboard ------------------------------------------------------


def pad_table(devices_of_seats: tuple[SeatDevice, ...], computers: tuple[int, ...] = ()):
    """A table whose remembered plan is ``devices_of_seats`` (entered as after a set-up)."""
    table = make_table(players=len(devices_of_seats), computers=computers)
    plan = DevicePlan(PlayMode.TOGETHER, devices_of_seats)
    table.app.update_settings(DEVICES.remember(table.app.settings, plan))
    scene = OutrunScene(table.session, autosave=False)
    table.app.replace(scene)
    table.scene = scene
    table.step()
    return table


def post_pad(table, instance_id: int, button: int = pygame.CONTROLLER_BUTTON_A) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id, button=button))
    table.app.collect()
    table.step()


PAD = SeatDevice(DeviceKind.PAD)
COMPUTER = SeatDevice(DeviceKind.COMPUTER)


def test_the_table_asks_each_pad_seat_in_turn_and_holds_the_countdown_until_both_have_pressed():
    table = pad_table((PAD, PAD, COMPUTER), computers=(2,))
    scene = table.scene
    for _ in range(40):
        table.step(0.25)
    assert scene.phase == "reveal" and not scene.countdown.started  # ten seconds: still waiting
    assert scene.hud_line() == "Anna: press a button on your gamepad"
    post_pad(table, 11)
    assert scene.seat_input.pads.pad_of(0) == 11
    assert scene.hud_line() == "Ben: press a button on your gamepad"
    post_pad(table, 11)  # Anna's pad again: Ben is still asked
    assert scene.seat_input.pads.pad_of(1) is None
    # a pad plugged in now (SDL announces it; none can really open here) and pressed
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    post_pad(table, 12, pygame.CONTROLLER_BUTTON_START)
    assert scene.seat_input.pads.pad_of(1) == 12
    table.to_race()
    race = scene.race
    assert race is not None and set(race.hands) == {0, 1}
    assert race.laid(0) == () and race.laid(1) == ()  # the claiming presses laid nothing


def test_pads_pressed_in_the_race_lay_their_seat_s_cards():
    table = pad_table((PAD, PAD))
    post_pad(table, 5)
    post_pad(table, 6)
    table.to_race()
    post_pad(table, 6, pygame.CONTROLLER_BUTTON_DPAD_UP)
    post_pad(table, 5, pygame.CONTROLLER_BUTTON_Y)
    race = table.scene.race
    assert race is not None
    assert len(race.laid(0)) == 1 and len(race.laid(1)) == 1


def test_a_seat_with_no_pad_can_take_the_free_keyboard_zone_and_the_choice_is_kept():
    table = pad_table((SeatDevice(DeviceKind.KEYS, 0), PAD))
    scene = table.scene
    before = scene.before
    assert before is not None and before.waiting() == 1
    button = before.buttons[0]
    assert button.label() == "Use keyboard zone 2 instead"
    table.click(button.rect.center)
    assert scene.seat_input.zone_of(1) == 1 and before.waiting() is None
    kept = DEVICES.remembered(table.app.settings, table.session.seats)
    assert kept.devices[1] == SeatDevice(DeviceKind.KEYS, 1)
    table.to_race()  # after the shared keyboard's notice, the race runs
    assert table.scene.race is not None


def test_with_no_pad_the_group_can_switch_to_a_relay_or_go_back_to_the_set_up():
    table = pad_table(
        (SeatDevice(DeviceKind.KEYS, 0), SeatDevice(DeviceKind.KEYS, 1), SeatDevice(DeviceKind.KEYS, 2), PAD)
    )
    scene = table.scene
    assert scene.before is not None
    labels = [b.label() for b in scene.before.buttons]
    assert labels == ["Play this game as a relay", "Back to the set-up"]  # no zone is free
    table.click(scene.before.buttons[0].rect.center)
    assert scene.plan is not None and scene.plan.mode is PlayMode.RELAY
    assert scene.plan.devices[3] == SeatDevice(DeviceKind.NONE)
    table.until(lambda: scene.relay is not None)

    other = pad_table((SeatDevice(DeviceKind.KEYS, 0), PAD))
    assert other.scene.before is not None
    back = other.scene.before.buttons[-1]
    other.click(back.rect.center)
    assert isinstance(other.app.top, SetupScene)


def test_two_keyboard_seats_see_the_shared_keyboard_notice_before_the_first_race_only():
    table = make_table(computers=())
    scene = table.scene
    before = scene.before
    assert before is not None and before.notice()
    drawn = record(lambda: (table.app.invalidate(), table.app.draw()))
    assert any("2 players share the keyboard" in d.text for d in drawn)
    table.to_race()
    assert not before.notice()
    again = OutrunScene(table.session, autosave=False)  # Continue later in the game
    table.app.replace(again)
    table.step()
    assert again.before is not None and not again.before.notice()


def test_one_keyboard_seat_and_a_computer_see_no_notice():
    table = make_table()
    assert table.scene.before is not None and not table.scene.before.notice()


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_pad_question_and_the_keyboard_notice_are_readable(language):
    table = pad_table((SeatDevice(DeviceKind.KEYS, 0), PAD, SeatDevice(DeviceKind.KEYS, 1)))
    set_language(language)
    try:
        assert too_small(record(lambda: (table.app.invalidate(), table.app.draw()))) == []
        post_pad(table, 4)
        assert table.scene.before is not None and table.scene.before.notice()
        assert too_small(record(lambda: (table.app.invalidate(), table.app.draw()))) == []
    finally:
        set_language("en")


def test_in_a_relay_three_people_may_all_play_with_the_one_mouse_and_each_runs_with_it(app):
    from tests.outrun.test_scene import FakeClock, Table, run_by_mouse

    clock = FakeClock()
    app.stamp_clock = clock
    app.fine_sleep = lambda seconds: None
    app.update_settings(app.settings.with_(outrun_tutorial_seen=True))
    setup = open_setup(app, players=3)
    step_choice(app, choice_with(setup, "mode"))  # together -> relay
    for seat, steps in ((0, 5), (1, 4), (2, 3)):  # from zone N+1 on through gamepad and touch to the mouse
        step_choice(app, choice_with(setup, f"device:{seat}"), times=steps)
    assert [choice_with(setup, f"device:{s}").value.kind for s in range(3)] == [DeviceKind.MOUSE] * 3
    assert setup.problems == []
    post_click(app, setup.start.rect.center)
    scene = app.top
    assert isinstance(scene, OutrunScene) and scene.plan is not None
    assert scene.plan.mode is PlayMode.RELAY
    table = Table(app, scene.session, scene, clock)
    table.until(lambda: scene.relay is not None)
    path = list(scene.view["path"])
    for seat in range(3):
        run_by_mouse(table, seat, 0.2, path)
    table.until(lambda: scene.phase != "race")
    assert [(run.seat, list(run.cards)) for run in table.runs()] == [(0, path), (1, path), (2, path)]


def test_racing_together_the_mouse_still_serves_one_person_only(app):
    setup = open_setup(app, players=2)
    step_choice(app, choice_with(setup, "device:0"), times=5)
    step_choice(app, choice_with(setup, "device:1"), times=4)
    assert setup.problems == ["Anna and Ben both have the mouse. The mouse can serve one player only."]
