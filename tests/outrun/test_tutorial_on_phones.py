"""The Outrun tutorial with every runner on a phone (issue 22): nobody need be at the mouse, so
while a note waits each phone shows it (its title, words and Next, in the app's language) and a
phone's Next reads it exactly as the big screen's Next does; a tap with no note waiting, or for a
note already read, is refused with a reason.  The real app, the real phone server and two phones
over real WebSockets; the big screen's own Next (the N key) keeps working beside them."""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest
from websockets.exceptions import ConnectionClosed

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.phones.table_link import PhoneTable
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Run
from tabletop.games.outrun.rules.runners import correct_run
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.games.outrun.table.tutorial import Page
from tabletop.games.outrun.table.tutorial_scene import TutorialScene
from tests.engine.phones.phone_night import join, serve
from tests.tables.driver import open_headless_app

Frame = dict[str, Any]


class Night:
    """Two runners on phones on a computer that has not seen the tutorial; nobody at the mouse."""

    def __init__(self, stack: contextlib.ExitStack) -> None:
        options = {"players": 2, "monster": "bear", "boards": 1, "first": "first_seat"}
        self.session = GameSession.new(catalogue.get("outrun"), options, 5, default_seats(2))
        self.app: App
        self.app, self.clock = open_headless_app(Settings(animation_speed=4.0, outrun_tutorial_seen=False))
        devices = (SeatDevice(DeviceKind.REMOTE, client="a"), SeatDevice(DeviceKind.REMOTE, client="b"))
        self.scene = OutrunScene(self.session, plan=DevicePlan(PlayMode.TOGETHER, devices), autosave=False)
        self.app.push(self.scene)
        self.server = serve((0, 1))
        stack.callback(self.server.stop)
        self.scene.use_phones(PhoneTable(self.session, self.server, (0, 1)))
        self.phones = [stack.enter_context(join(self.server, seat)) for seat in (0, 1)]
        self.heard: list[list[Frame]] = [[], []]
        self.seq = 0

    def until(self, done: Callable[[], bool], what: str) -> None:
        """The app's loop (a phone's frame takes real time on the server's thread) until ``done``."""
        deadline = time.monotonic() + 10
        while not done():
            assert time.monotonic() < deadline, f"never: {what}"
            self.clock.advance(0.02)
            self.app.step(dt=0.02)
            for seat, phone in enumerate(self.phones):
                # a phone closed by the test (asleep) has nothing more to hear
                with contextlib.suppress(TimeoutError, ConnectionClosed):
                    while True:
                        self.heard[seat].append(json.loads(phone.recv(timeout=0.002)))

    def notes(self, seat: int) -> list[Frame | None]:
        """The notes ``seat``'s phone was shown, in order (None: the note left)."""
        return [frame["note"] for frame in self.heard[seat] if frame["type"] == "note"]

    def refusals(self, seat: int) -> list[str]:
        return [frame["reason"] for frame in self.heard[seat] if frame["type"] == "refused"]

    def read(self, seat: int, key: str) -> None:
        """``seat``'s phone taps the note's button, as note.js sends it."""
        self.seq += 1
        self.phones[seat].send(json.dumps({"type": "note_read", "note": key, "seq": self.seq}))

    def last_note(self, seat: int) -> str | None:
        notes = self.notes(seat)
        last = notes[-1] if notes else None
        return None if last is None else str(last["key"])


@pytest.fixture
def night() -> Iterator[Night]:
    with contextlib.ExitStack() as stack:
        yield Night(stack)


def test_each_phone_shows_the_waiting_note_in_the_apps_words_and_no_pause(night: Night) -> None:
    night.until(lambda: all(night.last_note(seat) == "path" for seat in (0, 1)), "the first note")
    note = night.notes(0)[-1]
    assert note is not None
    assert note["title"] == "Your first round of Outrun"
    assert note["lines"][0].startswith("This is the path card.")
    assert note["button"] == "Next"
    assert isinstance(night.app.top, TutorialScene) and night.scene.tutorial.page is Page.PATH
    # the note is the table's own play, not a menu: no phone is told the big screen paused
    assert not [frame for frame in night.heard[0] if frame["type"] == "paused"]


def test_a_phones_next_moves_the_tutorial_on_as_the_big_screens_next_does(night: Night) -> None:
    scene = night.scene
    night.until(lambda: night.last_note(1) == "path", "the first note")
    night.read(1, "path")
    night.until(lambda: night.last_note(0) == "keys", "the note on the cards and controls")
    assert scene.tutorial.page is Page.KEYS
    note = night.notes(0)[-1]
    assert note is not None and any("the phone: the path card shows on it" in line for line in note["lines"])
    assert "They are on your phone" in note["lines"][0]  # not "at the bottom of your lane"
    # and the big screen shows no hand in their lanes: a phone runner's hand is on the phone
    assert scene.hand_preview(0) == () and scene.lane_look(0, False).places == ()
    # the big screen's Next still works beside the phones, and they follow it
    night.app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)])
    night.until(lambda: night.last_note(1) == "run", "the note on the run")
    assert night.notes(1)[-1]["button"] == "Ready"  # type: ignore[index]
    night.read(0, "run")
    night.until(lambda: night.last_note(0) is night.last_note(1) is None, "the notes leaving the phones")
    assert not scene.tutorial.holding and night.app.top is scene
    night.until(lambda: scene.countdown.started, "the first countdown after the notes")
    assert scene.session.commands == []  # a note's Next is no rules command


def test_a_second_tap_on_a_note_already_read_reads_nothing_more_and_says_why(night: Night) -> None:
    night.until(lambda: night.last_note(0) == "path", "the first note")
    night.read(0, "path")
    night.read(1, "path")  # both runners tapped Next on the same note at once
    night.until(lambda: bool(night.refusals(1)), "the second tap's refusal")
    assert night.refusals(1) == ["That note was read already: the next one is showing."]
    assert night.scene.tutorial.page is Page.KEYS  # one note read, not two


def test_a_phones_next_with_no_note_waiting_is_refused_with_a_reason(night: Night) -> None:
    night.until(lambda: night.last_note(0) == "path", "the first note")
    for key in ("path", "keys", "run"):
        night.until(lambda key=key: night.last_note(0) == key, f"the note {key}")  # type: ignore[misc]
        night.read(0, key)
    night.until(lambda: night.last_note(0) is None, "the notes leaving the phones")
    night.read(1, "check")
    night.until(lambda: bool(night.refusals(1)), "the refusal")
    assert night.refusals(1) == ["No note is waiting to be read on the big screen."]
    assert night.scene.session.commands == []  # nothing else moved


def test_the_checks_note_is_read_from_a_phone_while_the_beats_wait_and_the_beats_go_on(night: Night) -> None:
    # rulebook, "Is it the right way?" (Czy to poprawna droga?): once every runner is in, each run
    # is compared with the path card; the tutorial's note on it opens as its beat starts
    scene, session = night.scene, night.session
    for key in ("path", "keys", "run"):
        night.until(lambda key=key: night.last_note(0) == key, f"the note {key}")  # type: ignore[misc]
        night.read(0, key)
    night.until(lambda: scene.phase == "race", "the path card turning")
    for seat in (0, 1):
        command = {"type": "run", "seat": seat, "cards": correct_run(session.state, seat), "ms": 0}
        frame = {"type": "command", "command": command, "seq": 100 + seat, "elapsed_ms": 4_000 + seat}
        night.phones[seat].send(json.dumps(frame))
    night.until(lambda: night.last_note(1) == "check", "the check's note on the phones")
    assert scene.timeline.playing and isinstance(night.app.top, TutorialScene)
    assert sum(isinstance(command, Run) for command in session.commands) == 2
    night.read(1, "check")  # the beats wait on the note, and the note's Next is not held with them
    night.until(lambda: night.last_note(0) == "places", "the note on the places, as the beats go on")
    assert scene.tutorial.page is Page.PLACES and Page.CHECK in scene.tutorial.shown


def test_a_phones_next_reaches_a_note_on_an_idle_big_screen_through_the_apps_own_loop(night: Night) -> None:
    # the app's loop sleeps while nothing moves; a phone's Next is no SDL event, so the server
    # wakes the loop and the note over the table must say the phone's news is due
    night.until(lambda: night.last_note(0) == "path", "the first note")
    app, tutorial = night.app, night.scene.tutorial

    def phone() -> None:
        time.sleep(0.5)  # the loop has gone idle under the note
        night.read(1, "path")

    def stop_when_read() -> None:
        deadline = time.monotonic() + 10
        while tutorial.page is Page.PATH and time.monotonic() < deadline:
            time.sleep(0.01)
        app.running = False

    talking, watching = threading.Thread(target=phone), threading.Thread(target=stop_when_read)
    talking.start()
    watching.start()
    app.run(max_seconds=5.0)
    talking.join(5)
    watching.join(5)
    assert tutorial.page is Page.KEYS, "the idle loop never took the phone's Next"


def test_a_phone_that_comes_back_while_a_note_waits_is_shown_it_again(night: Night) -> None:
    night.until(lambda: night.last_note(1) == "path", "the first note")
    night.phones[1].close()  # the phone slept; its page comes back with the seat's code
    night.until(lambda: night.server.links()[1] == "dropped", "the server seeing the phone go")
    with join(night.server, 1) as again:
        night.phones[1], night.heard[1] = again, []
        night.until(lambda: night.last_note(1) == "path", "the note on the phone that came back")


def test_the_menu_over_a_note_pauses_the_phones_and_closing_it_lets_them_read_on(night: Night) -> None:
    night.until(lambda: night.last_note(0) == "path", "the first note")

    def menu_heard() -> list[bool]:
        return [frame["paused"] for frame in night.heard[0] if frame["type"] == "paused"]

    night.app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    night.until(lambda: menu_heard() == [True], "the phone hearing the menu")
    night.app.pop()  # the menu closes: back to the note
    night.until(lambda: menu_heard() == [True, False], "the phone hearing the menu close")
    assert isinstance(night.app.top, TutorialScene)
    night.read(0, "path")
    night.until(lambda: night.last_note(1) == "keys", "the next note")
