"""A relay with runners on phones (issue 22): the screen's people take turns behind the curtain
while the runners on phones race at once (rulebook, Run away!: every runner lays the path card's
trail and Finishes, each timed from the path card to their Finish).  The real app on a fake clock,
the real phone server, two phones over real WebSockets, and the mouse at the big screen."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from tabletop.core import catalogue
from tabletop.core.settings import Settings
from tabletop.engine.phones.server import PhoneServer
from tabletop.engine.phones.table_link import PhoneTable
from tabletop.engine.phones.tokens import SeatTokens
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Run, TimeUp
from tabletop.games.outrun.rules.runners import correct_run
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.relay import Stage
from tabletop.games.outrun.table.relay_scene import RelayScene
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.games.outrun.table.table_draw import tray_parts
from tabletop.games.outrun.table.tutorial import controls_words
from tests.outrun.test_scene import Table, count_down, tray_place
from tests.tables import driver
from tests.tables.driver import open_headless_app

SCREEN, PHONES = (0, 1), (2, 3)
#: the phones' own times: far above the floor a slow test machine could put under them (the
#: linked time since the reveal less a 2 s round trip)
PHONE_MS = {2: 20_000, 3: 21_500}


@dataclass
class Phone:
    """One phone's WebSocket, as the page speaks it, with every frame it received."""

    link: ClientConnection
    frames: list[dict[str, Any]] = field(default_factory=list)
    seq: int = 0

    def read(self) -> list[dict[str, Any]]:
        """The frames that arrived since the last look (waiting for none)."""
        while True:
            try:
                self.frames.append(json.loads(self.link.recv(timeout=0)))
            except TimeoutError:
                return self.frames

    def paused(self) -> list[bool]:
        return [bool(frame["paused"]) for frame in self.read() if frame["type"] == "paused"]

    def run(self, seat: int, cards: list[str], elapsed_ms: int) -> None:
        self.seq += 1
        command = {"type": "run", "seat": seat, "cards": cards, "ms": 0}
        frame = {"type": "command", "command": command, "seq": self.seq, "elapsed_ms": elapsed_ms}
        self.link.send(json.dumps(frame))


@dataclass
class Night:
    table: Table
    server: PhoneServer
    phones: dict[int, Phone]

    @property
    def scene(self) -> OutrunScene:
        return self.table.scene

    @property
    def relay_scene(self) -> RelayScene:
        relay_scene = self.scene.relay_scene
        assert relay_scene is not None
        return relay_scene

    def pump(self, done: Callable[[], bool], what: str) -> None:
        """Frames of the app until ``done``: a phone's frame takes real time on the server's thread."""
        deadline = time.monotonic() + 15
        while not done():
            assert time.monotonic() < deadline, f"never: {what}"
            self.table.step(0.02)
            time.sleep(0.005)

    def runs(self) -> dict[int, Run | TimeUp]:
        return {c.seat: c for c in self.table.session.commands if isinstance(c, (Run, TimeUp))}


@pytest.fixture
def night() -> Iterator[Night]:
    """Four people racing a relay: Anna with the mouse and Ben with no device of his own take turns
    at the screen; the two others race on their phones."""
    devices = (
        SeatDevice(DeviceKind.MOUSE),
        SeatDevice(DeviceKind.NONE),
        SeatDevice(DeviceKind.REMOTE, client="phone-2"),
        SeatDevice(DeviceKind.REMOTE, client="phone-3"),
    )
    options = {"players": 4, "monster": "bear", "boards": 1, "first": "first_seat"}
    session = driver.new_session(catalogue.get("outrun"), options, 5, driver.seats_for(4))
    app, clock = open_headless_app(Settings(outrun_tutorial_seen=True, animation_speed=4.0))
    scene = OutrunScene(session, plan=DevicePlan(PlayMode.RELAY, devices), autosave=False)
    app.push(scene)
    tokens = SeatTokens()
    tokens.issue(list(PHONES))
    server = PhoneServer(tokens, host="127.0.0.1")
    server.start()
    with contextlib.ExitStack() as stack:
        scene.use_phones(PhoneTable(session, server, PHONES))
        phones: dict[int, Phone] = {}
        for seat in PHONES:
            link = stack.enter_context(connect(f"ws://127.0.0.1:{server.port}/ws", open_timeout=5))
            link.send(json.dumps({"type": "hello", "token": tokens.token(seat)}))
            phones[seat] = Phone(link)
        made = Night(Table(app, session, scene, clock), server, phones)
        made.pump(lambda: all(link == "joined" for link in server.links().values()), "the phones joining")
        made.pump(lambda: scene.relay_scene is not None and app.top is scene.relay_scene, "the curtain")
        try:
            yield made
        finally:
            server.stop()


def race_shown(phone: Phone) -> bool:
    return any(frame["type"] == "view" and frame["view"]["phase"] == "race" for frame in phone.read())


def screen_run(night: Night, seat: int, *, between: Callable[[], None] = lambda: None) -> None:
    """``seat`` starts behind the curtain with the mouse, counts down, lays the trail in the tray
    and Finishes; ``between`` happens after their first card."""
    table, relay = night.table, night.relay_scene.relay
    assert relay.up == seat and relay.stage is Stage.CURTAIN
    table.click(night.relay_scene.start_button.rect.center)
    count_down(table)
    trail = list(night.scene.view["path"] or ())
    for number, symbol in enumerate(trail):
        table.clock.advance(0.4)
        table.click(tray_place(night.scene, symbol).center)
        if number == 0:
            between()
    table.clock.advance(0.4)
    table.click(tray_parts(len(relay.places())).finish.center)
    night.pump(lambda: seat in night.runs(), "the screen's run reaching the rules")


def test_in_a_relay_the_phone_runners_race_while_the_screens_people_take_turns_and_the_round_waits_for_all(
    night: Night,
) -> None:
    scene, session = night.scene, night.table.session
    relay = night.relay_scene.relay
    # the path card reached both phones at the reveal, and the relay's curtain paused neither
    night.pump(lambda: all(race_shown(phone) for phone in night.phones.values()), "the card on the phones")
    assert all(phone.paused() == [] for phone in night.phones.values())
    assert relay.queue == list(SCREEN) and relay.stage is Stage.CURTAIN
    assert scene.lane_look(2, False).status == "Racing on their phone\u2026"

    def phone_two_finishes() -> None:  # while Anna is mid-run at the screen
        night.phones[2].run(2, correct_run(session.state, 2), PHONE_MS[2])
        night.pump(lambda: 2 in night.runs(), "the phone's run reaching the rules")
        assert relay.up == 0 and relay.stage is Stage.RUNNING and night.table.app.top is night.relay_scene

    screen_run(night, 0, between=phone_two_finishes)
    assert night.runs()[2].ms == PHONE_MS[2]  # type: ignore[union-attr]
    assert scene.lane_look(2, False).status == "Run done: 20.000 s"
    assert scene.lane_look(2, False).finish_place is None  # no place among the phones alone
    screen_run(night, 1)
    # the screen's runs are in: the round waits for the last phone, and the banner says whose
    assert set(night.runs()) == {0, 1, 2} and scene.phase == "race"
    assert night.relay_scene.line().endswith("Still running on their phones: Dev.")
    assert scene.lane_look(3, False).status == "Racing on their phone…"
    night.phones[3].run(3, correct_run(session.state, 3), PHONE_MS[3])
    night.pump(lambda: scene.phase != "race", "the round ending with the last phone's run")
    runs = night.runs()
    assert {seat: runs[seat].ms for seat in PHONES} == PHONE_MS  # type: ignore[union-attr]
    assert scene.relay_scene is None and night.table.app.top is scene


def test_the_menu_over_a_relay_still_pauses_the_phones_and_closing_it_lets_them_race_on(night: Night) -> None:
    phone = night.phones[2]
    night.pump(lambda: race_shown(phone), "the card on the phone")
    assert phone.paused() == []
    night.scene.open_pause()
    night.pump(lambda: phone.paused() == [True], "the phone hearing the menu")
    night.table.app.pop()  # the menu closes: back to the relay
    night.pump(lambda: phone.paused() == [True, False], "the phone hearing the menu close")
    assert night.table.app.top is night.relay_scene


def test_the_tutorials_note_on_controls_tells_a_phone_runner_to_race_on_the_phone_not_with_the_mouse(
    night: Night,
) -> None:
    scene = night.scene
    assert scene.plan is not None
    words = [controls_words(scene.plan, scene.seat_input, seat) for seat in (0, 2)]
    assert words[0].startswith("the mouse")
    assert words[1] == "the phone: the path card shows on it; tap the cards in order, then Finish"
