"""A relay saved mid-race with runners on phones, then Continued (issue 22): the screen's relay goes
on with the people who had not run, the runs already in are kept (rulebook, Run away!: every
runner's time runs from the path card to their Finish card, and the check waits for every runner),
and each phone runner who had not finished gets the card again on a fresh clock from the loaded
table's first view of it (the time the app was closed is no one's), as a race together does
(``phone_runners.loaded_race``).  The real app on a fake clock, the real phone server, two phones
over real WebSockets, the mouse at the big screen."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from websockets.sync.client import ClientConnection

from tabletop.core import catalogue
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.phones.arrivals import Link
from tabletop.engine.phones.table_link import PhoneTable
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Reveal, Run, TimeUp
from tabletop.games.outrun.rules.runners import correct_run
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.relay import Stage
from tabletop.games.outrun.table.relay_scene import RelayScene
from tabletop.games.outrun.table.scene import OutrunScene
from tests.engine.phones.phone_night import join, serve
from tests.outrun.test_relay_with_phones import screen_run
from tests.outrun.test_scene import Table
from tests.tables import driver
from tests.tables.driver import open_headless_app

#: Anna (the mouse) ran and Cleo (a phone) finished before the save; Ben (no device of his own)
#: and Dev (a phone) had not
ANNA_MS, CLEO_MS = 7_250, 20_000
DEVICES = (
    SeatDevice(DeviceKind.MOUSE),
    SeatDevice(DeviceKind.NONE),
    SeatDevice(DeviceKind.REMOTE, client="phone-2"),
    SeatDevice(DeviceKind.REMOTE, client="phone-3"),
)


def saved_mid_relay() -> GameSession:
    """The game as Continue opens it: saved with two runs of the relay's race in."""
    options = {"players": 4, "monster": "bear", "boards": 1, "first": "first_seat"}
    before = driver.new_session(catalogue.get("outrun"), options, 5, driver.seats_for(4))
    before.apply(Reveal(int(before.view(None)["turner"])))
    before.apply(Run(0, tuple(correct_run(before.state, 0)), ANNA_MS))
    before.apply(Run(2, tuple(correct_run(before.state, 2)), CLEO_MS))
    return GameSession.from_save(before.to_save(), catalogue.get)


class Continued:
    """The loaded table with the two phones joined, as the app's Start opens it."""

    def __init__(self, stack: contextlib.ExitStack) -> None:
        self.session = saved_mid_relay()
        app, clock = open_headless_app(Settings(outrun_tutorial_seen=True, animation_speed=4.0))
        self.scene = OutrunScene(self.session, plan=DevicePlan(PlayMode.RELAY, DEVICES), autosave=False)
        app.push(self.scene)
        self.table = Table(app, self.session, self.scene, clock)
        self.server = serve((2, 3))
        stack.callback(self.server.stop)
        self.phones: dict[int, ClientConnection] = {
            seat: stack.enter_context(join(self.server, seat)) for seat in (2, 3)
        }
        self.heard: dict[int, list[dict[str, Any]]] = {2: [], 3: []}
        deadline = time.monotonic() + 10
        while set(self.server.links().values()) != {Link.JOINED}:  # on the join screen, before Start
            assert time.monotonic() < deadline, "the phones never joined"
            time.sleep(0.01)
        self.scene.use_phones(PhoneTable(self.session, self.server, (2, 3)))

    def until(self, done: Callable[[], bool], what: str) -> None:
        deadline = time.monotonic() + 15
        while not done():
            assert time.monotonic() < deadline, f"never: {what}"
            self.table.step(0.02)
            time.sleep(0.003)
            for seat, phone in self.phones.items():
                with contextlib.suppress(TimeoutError):
                    while True:
                        self.heard[seat].append(json.loads(phone.recv(timeout=0.001)))

    def pump(self, done: Callable[[], bool], what: str) -> None:
        """As a relay night's (what ``screen_run`` calls)."""
        self.until(done, what)

    def sittings(self, seat: int) -> list[dict[str, Any]]:
        """The frames that told ``seat``'s phone its race starts afresh on this table."""
        return [frame for frame in self.heard[seat] if "race_sitting" in frame]

    def runs(self) -> dict[int, Run | TimeUp]:
        return {c.seat: c for c in self.session.commands if isinstance(c, (Run, TimeUp))}

    @property
    def relay_scene(self) -> RelayScene:
        scene = self.scene.relay_scene
        assert scene is not None
        return scene

    def ready(self) -> None:
        panel = self.scene.ready_panel
        assert panel is not None
        self.table.click(panel.button.rect.center)


@pytest.fixture
def continued() -> Iterator[Continued]:
    with contextlib.ExitStack() as stack:
        yield Continued(stack)


def test_a_phone_runner_still_to_run_gets_the_card_on_a_fresh_clock_from_the_loaded_tables_first_view(
    continued: Continued,
) -> None:
    # before anyone presses Ready at the screen: the card is the phone's again, its clock from now
    continued.until(lambda: bool(continued.sittings(3)), "Dev's phone told its race starts afresh")
    told = continued.sittings(3)[0]
    assert told["type"] == "view" and told["view"]["phase"] == "race" and told["view"]["path"]
    assert 0 <= told["race_shown_ms_ago"] < 1_000
    cleo = [frame["view"]["seats"][2] for frame in continued.heard[2] if frame["type"] == "view"]
    assert cleo and all(seat["finished"] for seat in cleo)  # Cleo finished before the save: her run stands
    assert continued.scene.ready_panel is not None  # the screen's relay waits for Ready


def test_the_screens_relay_goes_on_with_who_had_not_run_and_the_runs_already_in_are_kept(
    continued: Continued,
) -> None:
    scene, session = continued.scene, continued.session
    continued.until(lambda: bool(continued.sittings(3)), "Dev's phone told its race starts afresh")
    assert continued.table.app.top is scene  # no curtain over the Ready panel
    assert not scene.lane_look(3, False).racing  # nor a Time's up that Ready's panel would not take
    panel = scene.ready_panel
    assert panel is not None and panel.running == ["Ben"] and panel.on_phones == ["Dev"]
    assert panel.lines()[-1] == "Racing again on their phones already: Dev."
    continued.ready()
    continued.until(lambda: continued.table.app.top is scene.relay_scene, "the relay's curtain")
    relay = continued.relay_scene.relay
    assert relay.queue == [1] and relay.stage is Stage.CURTAIN  # Anna ran before the save
    assert scene.lane_look(0, False).status == "Run done: 7.250 s"
    assert scene.lane_look(2, False).status == "Run done: 20.000 s"
    assert scene.lane_look(3, False).status == "Racing on their phone\u2026"
    assert scene.lane_look(3, False).racing  # the group may call Dev's time now
    run = {"type": "run", "seat": 3, "cards": correct_run(session.state, 3), "ms": 0}
    continued.phones[3].send(json.dumps({"type": "command", "command": run, "seq": 1, "elapsed_ms": 9_000}))
    continued.until(lambda: 3 in continued.runs(), "Dev's run reaching the rules")
    screen_run(continued, 1)  # type: ignore[arg-type]  # Ben, with the relay's mouse
    continued.until(lambda: scene.phase != "race", "the round ending with every run in")
    runs = continued.runs()
    assert runs[0].ms == ANNA_MS and runs[2].ms == CLEO_MS  # type: ignore[union-attr]
    assert runs[3].ms == 9_000 and set(runs) == {0, 1, 2, 3}  # type: ignore[union-attr]
    assert scene.relay_scene is None and continued.table.app.top is scene


def test_the_menu_before_ready_stops_the_phone_runners_race_and_closing_it_lets_them_race_on(
    continued: Continued,
) -> None:
    # the phones race from the loaded table's first view while the screen waits for Ready; the menu
    # stops the whole table, their race too, so the floor under a phone's time leaves it out
    continued.until(lambda: bool(continued.sittings(3)), "Dev's phone told its race starts afresh")
    phones = continued.relay_scene.phones
    assert phones is not None and continued.relay_scene.app is None

    def menu_heard() -> list[bool]:
        return [frame["paused"] for frame in continued.heard[3] if frame["type"] == "paused"]

    continued.scene.open_pause()
    continued.until(lambda: menu_heard() == [True], "the phone hearing the menu")
    assert phones.linked.paused and phones.paused
    continued.table.app.pop()
    continued.until(lambda: menu_heard() == [True, False], "the phone hearing the menu close")
    assert not phones.linked.paused and not phones.paused and continued.table.app.top is continued.scene
