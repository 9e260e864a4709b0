"""Just Run's set-up rows for the frenzied scavenge's devices, and the table answering on them
(rulebook, The Frenzied Method: everyone calls out at once).  The set-up screen and the table are
driven by real mouse and key events; a plugged-in gamepad is faked as an open pad in the app's
``Pads`` (SDL opens no real pad under the dummy driver)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.i18n import set_language
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.seat_device_rows import phone_device
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.engine.widgets import Choice
from tabletop.games.just_run.rules.commands import Want
from tabletop.games.just_run.table import frenzy_setup
from tabletop.games.just_run.table.frenzy_panel import MISSING_NOTE
from tabletop.games.just_run.table.scene import JustRunScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.setup import SetupScene
from tests.just_run.scene_table import FakeClock, Table
from tests.readability import record, too_small
from tests.tables import driver

KEYS_1, KEYS_2, KEYS_3 = (SeatDevice(DeviceKind.KEYS, zone) for zone in range(3))
PAD, TOUCH, MOUSE = SeatDevice(DeviceKind.PAD), SeatDevice(DeviceKind.TOUCH), SeatDevice(DeviceKind.MOUSE)


@pytest.fixture
def app() -> Iterator[App]:
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
    setup = SetupScene(catalogue.get("just_run"))
    app.push(setup)
    app.step()
    counts = next(w for w in setup.widgets if isinstance(w, Choice) and w.choices == list(range(2, 7)))
    while setup.players < players:
        post_click(app, counts._arrows()[2].center)
        counts = next(w for w in setup.widgets if isinstance(w, Choice) and w.choices == list(range(2, 7)))
    return setup


def scavenge_choice(setup: SetupScene) -> Choice:
    return next(w for w in setup.widgets if isinstance(w, Choice) and "frenzied" in w.choices)


def choose_frenzied(app: App, setup: SetupScene) -> None:
    while setup.option_values["scavenge"] != "frenzied":
        post_click(app, scavenge_choice(setup)._arrows()[2].center)


def device_choices(setup: SetupScene) -> list[Choice]:
    """The seats' device choices, top to bottom."""
    found = [w for w in setup.widgets if isinstance(w, Choice) and isinstance(w.value, SeatDevice)]
    return sorted(found, key=lambda w: w.rect.y)


def step_device(app: App, setup: SetupScene, row: int, times: int = 1) -> None:
    for _ in range(times):
        post_click(app, device_choices(setup)[row]._arrows()[2].center)


class FakePad:
    name = "Test pad"


# -- the set-up rows ------------------------------------------------------------------------------


def test_the_device_column_shows_only_with_the_frenzied_scavenge_the_frenzied_method(app: App) -> None:
    setup = open_setup(app)
    assert setup.option_values["scavenge"] == "quick", "a first set-up suggests the quick start"
    assert device_choices(setup) == [] and setup.problems == []
    post_click(app, scavenge_choice(setup)._arrows()[2].center)
    assert setup.option_values["scavenge"] == "calm"
    assert device_choices(setup) == [] and setup.problems == []
    # the calm scavenge's line says what it asks of you and that a quick start does it for you
    assert setup.extras is not None and setup.extras.notes(setup.seats()) == [frenzy_setup.CALM_NOTE]
    choose_frenzied(app, setup)
    choices = device_choices(setup)
    assert [c.value for c in choices] == [KEYS_1, KEYS_2, KEYS_3]
    # the last of them: the seat's own phone (issue 22)
    assert choices[0].choices == [*frenzy_setup.JustRunSetupRows.choices, phone_device(0)]
    assert [label() for label in choices[0].labels] == [  # type: ignore[operator]
        "Keyboard zone 1",
        "Keyboard zone 2",
        "Keyboard zone 3",
        "Gamepad",
        "Touch screen",
        "Mouse",
        "Phone",
    ]
    assert setup.problems == []
    drawn = record(lambda: (app.invalidate(), app.draw()))
    assert any("everyone answers at once" in d.text for d in drawn)
    assert any(d.text == "Answers with" for d in drawn)


def test_start_is_refused_while_two_people_share_a_keyboard_zone_the_frenzied_method(app: App) -> None:
    setup = open_setup(app, players=2)
    choose_frenzied(app, setup)
    step_device(app, setup, 1, times=6)  # zone 2 -> zone 3, gamepad, touch, mouse, phone, zone 1: Anna's
    assert device_choices(setup)[1].value == KEYS_1
    names = [seat.name for seat in setup.seats()]
    reason = f"{names[0]} and {names[1]} both have keyboard zone 1. A zone can serve one player only."
    assert setup.problems == [reason]
    assert setup.start.label() == "Not ready yet"
    post_click(app, setup.start.rect.center)
    assert app.top is setup  # no game began
    drawn = record(lambda: (app.invalidate(), app.draw()))
    assert any(reason in d.text for d in drawn)
    while setup.option_values["scavenge"] != "calm":  # the calm scavenge needs no devices
        post_click(app, scavenge_choice(setup)._arrows()[2].center)
    assert setup.problems == [] and device_choices(setup) == []


def test_two_people_on_the_mouse_are_refused_the_frenzied_method(app: App) -> None:
    setup = open_setup(app, players=2)
    choose_frenzied(app, setup)
    step_device(app, setup, 0, times=5)  # zone 1 -> ... mouse
    step_device(app, setup, 1, times=4)  # zone 2 -> ... mouse
    names = [seat.name for seat in setup.seats()]
    assert setup.problems == [
        f"{names[0]} and {names[1]} both have the mouse. The mouse can serve one player only."
    ]
    step_device(app, setup, 1, times=1)  # zone 1 -> fine: Anna is on the mouse now
    assert setup.problems == []


def test_a_gamepad_seat_needs_a_pad_plugged_in_the_frenzied_method(app: App) -> None:
    setup = open_setup(app, players=3)
    choose_frenzied(app, setup)
    step_device(app, setup, 2)  # zone 3 -> gamepad
    name = setup.seats()[2].name
    assert setup.problems == [
        f"A gamepad is chosen for {name}, but only 0 are plugged in. Plug one in, or choose keys, "
        "touch or the mouse."
    ]
    app.pads._open[41] = FakePad()  # type: ignore[assignment]
    try:
        app.step()
        assert setup.problems == [] and setup.start.label() == "Start game"
        setup.remember()
        assert frenzy_setup.DEVICES.remembered(app.settings, setup.seats()).devices == (KEYS_1, KEYS_2, PAD)
    finally:
        app.pads._open.clear()
    app.step()
    assert setup.problems, "the pad unplugged again: not ready"


def test_a_computer_seat_needs_no_device_and_the_choice_is_remembered(app: App) -> None:
    setup = open_setup(app, players=3)
    choose_frenzied(app, setup)
    kinds = [w for w in setup.widgets if isinstance(w, Choice) and SeatKind.COMPUTER in w.choices]
    post_click(app, sorted(kinds, key=lambda w: w.rect.y)[0]._arrows()[2].center)  # Anna: computer
    assert setup.kinds[0] is SeatKind.COMPUTER
    assert [c.value for c in device_choices(setup)] == [KEYS_2, KEYS_3]
    step_device(app, setup, 1, times=2)  # zone 3 -> gamepad -> touch
    assert setup.problems == []
    setup.remember()
    seats = setup.seats()
    assert frenzy_setup.DEVICES.remembered(app.settings, seats).devices == (
        SeatDevice(DeviceKind.COMPUTER),
        KEYS_2,
        TOUCH,
    )


# -- at the table ---------------------------------------------------------------------------------


def frenzied_table(devices: list[SeatDevice]) -> Table:
    """A frenzied scavenge for two people, with the devices the last set-up chose."""
    last = {"just_run": {"devices": [device.to_json() for device in devices]}}
    app, clock = driver.open_headless_app(
        Settings(animation_speed=0.0, confirm_end_turn=False, last_setup=last)
    )
    seats = [Seat(s.name, s.colour, SeatKind.HUMAN) for s in default_seats(2)]
    info = catalogue.get("just_run")
    options: dict[str, Any] = {"players": 2, "mode": "coop", "scavenge": "frenzied"}
    session = GameSession(info, info.rules(), options, 3, seats)
    scene = JustRunScene(session, autosave=False)
    app.push(scene)
    app.step()
    return Table(app, session, scene, clock)


def test_a_person_on_the_mouse_and_one_on_a_keyboard_zone_answer_at_once_the_frenzied_method() -> None:
    table = frenzied_table([MOUSE, KEYS_1])
    scene = table.scene
    panel = scene.frenzy
    assert panel is not None and panel.devices == (MOUSE, KEYS_1)
    assert scene.phase == "frenzy"
    before = len(table.session.commands)
    table.click(panel.buttons(1)[0].center)  # the mouse in Ben's lane answers nothing
    table.click(panel.buttons(0)[0].center)  # Anna clicks her Yes
    table.key(pygame.K_w)  # zone 1's second key: Ben says No
    table.step()
    assert table.session.commands[before:] == [Want(0, True), Want(1, False)]


def test_a_lane_whose_gamepad_is_missing_answers_by_a_click_and_says_so_the_frenzied_method() -> None:
    table = frenzied_table([PAD, KEYS_1])
    scene = table.scene
    panel = scene.frenzy
    assert panel is not None and panel.device_missing(0) and not panel.device_missing(1)
    assert panel.lane_status(0) == "Press your pad, or tap an answer"
    drawn = record(lambda: (table.app.invalidate(), table.app.draw()))
    texts = " ".join(d.text for d in drawn)
    assert "Press your pad, or tap an answer" in texts and MISSING_NOTE.split("?")[0] in texts
    before = len(table.session.commands)
    table.click(panel.buttons(0)[1].center)  # Anna has no pad: her No clicked
    table.key(pygame.K_q)  # Ben says Yes on his keys
    table.step()
    assert table.session.commands[before:] == [Want(0, False), Want(1, True)]


def test_a_finger_on_a_lane_whose_gamepad_is_missing_answers_for_it_the_frenzied_method() -> None:
    table = frenzied_table([PAD, KEYS_1])
    panel = table.scene.frenzy
    assert panel is not None
    before = len(table.session.commands)
    pos = panel.buttons(0)[0].center
    finger = pygame.event.Event(pygame.FINGERDOWN, pos=pos, x=pos[0] / 1920, y=pos[1] / 1080, finger_id=1)
    table.app.dispatch(finger)
    table.step()
    table.step()  # the answer read, then applied
    assert table.session.commands[before:] == [Want(0, True)]


def test_in_polish_the_device_column_and_a_refused_start_speak_polish_the_frenzied_method() -> None:
    application = open_app(Settings(animation_speed=0.0, language="pl"), window_size=(1920, 1080))
    try:
        setup = open_setup(application, players=2)
        choose_frenzied(application, setup)
        step_device(application, setup, 1, times=6)  # zone 2 -> ... phone, zone 1: Anna's
        post_click(application, setup.start.rect.center)
        assert application.top is setup
        drawn = record(lambda: (application.invalidate(), application.draw()))
        texts = [d.text for d in drawn]
        assert "Odpowiada przez" in texts and "Strefa klawiatury 1" in texts
        assert any("mają tę samą strefę klawiatury 1" in t for t in texts)  # the toast says why
        assert too_small([d for d in drawn if "Strefa" in d.text or "strefę" in d.text]) == []
    finally:
        set_language("en")


def test_a_lone_person_with_two_computers_answers_by_clicking_their_lane_the_frenzied_method(
    app: App,
) -> None:
    """The tester's table: one person and two computer survivors.  The set-up gives the person the
    mouse by default, and after Start a click on their lane's Yes answers ``want``."""
    app.stamp_clock = FakeClock()
    setup = open_setup(app, players=3)
    choose_frenzied(app, setup)
    for row in (1, 2):  # Ben and Chloe become computer survivors
        kinds = [w for w in setup.widgets if isinstance(w, Choice) and SeatKind.COMPUTER in w.choices]
        post_click(app, sorted(kinds, key=lambda w: w.rect.y)[row]._arrows()[2].center)
    assert [seat.is_computer for seat in setup.seats()] == [False, True, True]
    assert [c.value for c in device_choices(setup)] == [MOUSE]
    assert setup.problems == []
    post_click(app, setup.start.rect.center)
    scene = app.top
    assert isinstance(scene, JustRunScene)
    panel = scene.frenzy
    assert panel is not None and panel.devices[0] == MOUSE
    for _ in range(20):
        app.step(dt=0.05)
    assert scene.phase == "frenzy"
    before = len(scene.session.commands)
    yes = panel.buttons(0)[0].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=yes, rel=(0, 0), buttons=(0, 0, 0)))
    app.collect()
    app.step()
    surface = pygame.Surface((1920, 1080))
    panel.draw(surface)
    rect = panel.buttons(0)[0]
    spot = (rect.left + 8, rect.centery)  # the button's face, clear of its word
    lit = surface.get_at(spot)
    panel._hover = (0, 0)
    panel.draw(surface)
    assert lit != surface.get_at(spot), "the button under the mouse is lit"
    post_click(app, yes)
    app.step()
    mine = [c for c in scene.session.commands[before:] if c.seat == 0]
    assert mine == [Want(0, True)]


def test_with_nobody_on_the_mouse_a_click_on_a_keyboard_lane_still_answers_the_frenzied_method() -> None:
    table = frenzied_table([KEYS_1, KEYS_2])
    panel = table.scene.frenzy
    assert panel is not None and panel.clickable(0) and panel.clickable(1)
    before = len(table.session.commands)
    table.click(panel.buttons(1)[1].center)  # Ben clicks his No
    table.step()
    assert table.session.commands[before:] == [Want(1, False)]
