"""Outrun's runners on phones (issue 22), without a browser: the table reads a phone's run with the
phone's own time (rulebook, Run away!: each runner's time from the path card to their Finish card),
refusing a missing or impossible one with a reason; the turner's phone asks for the next race; and
the big screen's race neither times a phone runner nor calls their time limit on its own clock."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest
from websockets.sync.client import ClientConnection, connect

from tabletop.core import catalogue
from tabletop.core.contract import IllegalCommand
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.phones.arrivals import Link, PhoneCommand
from tabletop.engine.phones.server import PhoneServer
from tabletop.engine.phones.table_link import PhoneTable
from tabletop.engine.phones.tokens import SeatTokens
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Keep, Reveal, Run, TimeUp
from tabletop.games.outrun.rules.content import SYMBOL_IDS
from tabletop.games.outrun.rules.run_away import MAX_MS
from tabletop.games.outrun.rules.runners import correct_run
from tabletop.games.outrun.table import phone_runners
from tabletop.games.outrun.table.linked_time import ROUND_TRIP_SLACK_MS, LinkedTime
from tabletop.games.outrun.table.race import Race
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.scenes.navigator import open_app

NS_PER_MS = 1_000_000


@dataclass
class Table:
    """What ``phone_runners`` reads of the Outrun table."""

    session: GameSession
    phones: PhoneTable | None = None
    race: Race | None = None
    relay_scene: None = None
    result_waits: bool = False
    dirty: bool = False
    asked: list[str] = field(default_factory=list)

    def next_race(self) -> None:
        self.asked.append("next race")
        self.result_waits = False


def a_table(**options: object) -> Table:
    chosen = {"players": 3, "monster": "bear", "boards": 1, "first": "first_seat", **options}
    return Table(GameSession.new(catalogue.get("outrun"), chosen, 3, default_seats(3)))


def a_run(seat: int, elapsed: object, ms: int = 99_999) -> PhoneCommand:
    command = {"type": "run", "seat": seat, "cards": list(SYMBOL_IDS), "ms": ms}
    return PhoneCommand(seat, command, 1, elapsed, 0)  # type: ignore[arg-type]


def test_a_phones_run_takes_the_time_the_phone_measured_not_the_one_in_the_command() -> None:
    command = phone_runners.decode(a_table(), a_run(1, 4_321))
    assert command == Run(1, SYMBOL_IDS, 4_321)


@pytest.mark.parametrize("elapsed", [None, -1, MAX_MS + 1, 10**12, True, 2.5, "12"])
def test_a_phones_run_without_a_time_or_with_one_no_clock_could_give_is_refused_with_a_reason(
    elapsed: object,
) -> None:
    with pytest.raises(IllegalCommand) as refused:
        phone_runners.decode(a_table(), a_run(0, elapsed))
    assert refused.value.reason in (phone_runners.NO_TIME, phone_runners.ABSURD_TIME)


def test_a_run_of_zero_ms_and_of_a_whole_day_are_still_times() -> None:
    table = a_table()
    assert phone_runners.decode(table, a_run(0, 0)) == Run(0, SYMBOL_IDS, 0)
    assert phone_runners.decode(table, a_run(0, MAX_MS)) == Run(0, SYMBOL_IDS, MAX_MS)


def a_run_at(seat: int, elapsed_ms: int, arrived_s: float) -> PhoneCommand:
    command = {"type": "run", "seat": seat, "cards": list(SYMBOL_IDS), "ms": 0}
    return PhoneCommand(seat, command, 1, elapsed_ms, round(arrived_s * 1_000) * NS_PER_MS)


def at(seconds: float) -> int:
    return round(seconds * 1_000) * NS_PER_MS


def racing_table() -> Table:
    """A table whose path card is down, seats 1 and 2 racing on their phones."""
    table = a_table()
    table.session.apply(Reveal(table.session.to_act()[0]))
    table.race = Race(table.session.view(None), [0], {}, phones=[1, 2])
    return table


def linked(table: Table) -> LinkedTime:
    assert table.race is not None
    return table.race.linked


def test_a_page_reopened_with_fresh_storage_mid_race_is_timed_at_least_its_linked_time() -> None:
    # the tester's case: linked 10 s, closed, reopened 25 s later afresh, "finished in 12.07 s"
    table = racing_table()
    linked(table).start({1: Link.JOINED}, at(0))
    linked(table).observe({1: Link.DROPPED}, at(10))
    linked(table).observe({1: Link.JOINED}, at(35))
    command = phone_runners.decode(table, a_run_at(1, 12_070, arrived_s=47.07))
    assert command == Run(1, SYMBOL_IDS, 10_000 + 12_070 - ROUND_TRIP_SLACK_MS)


def test_an_honest_phones_run_behind_a_600_ms_delay_each_way_keeps_the_phones_own_time() -> None:
    table = racing_table()
    linked(table).start({1: Link.JOINED}, at(0))  # the card reaches the phone at 0.6 s
    command = phone_runners.decode(table, a_run_at(1, 15_000, arrived_s=0.6 + 15 + 0.6))
    assert command == Run(1, SYMBOL_IDS, 15_000)


def test_a_run_finished_while_offline_keeps_the_phones_time() -> None:
    table = racing_table()
    linked(table).start({1: Link.JOINED, 2: Link.JOINED}, at(0))
    linked(table).observe({1: Link.DROPPED, 2: Link.JOINED}, at(3))
    linked(table).observe({1: Link.JOINED, 2: Link.JOINED}, at(30))  # back with the run done
    command = phone_runners.decode(table, a_run_at(1, 25_000, arrived_s=30.05))
    assert command == Run(1, SYMBOL_IDS, 25_000)


def test_the_linked_time_counts_only_from_the_reveal_and_only_up_to_the_runs_arrival() -> None:
    clock = LinkedTime()
    clock.observe({0: Link.JOINED}, at(0))  # no race yet: nothing counts
    assert clock.linked_ms(0, at(50)) == 0
    clock.start({0: Link.WAITING}, at(5))
    clock.observe({0: Link.JOINED}, at(8))  # the card reached the phone when it joined
    assert clock.linked_ms(0, at(20)) == 12_000
    assert clock.linked_ms(0, at(6)) == 0


def test_the_linked_time_starts_once_the_reveals_views_have_gone_out_after_the_big_screens_frame() -> None:
    # the card reaches the phones after the frame showing it is drawn (hundreds of ms on a loaded
    # machine): linked time counted from the reveal's applying would floor an honest runner
    table = a_table()
    tokens = SeatTokens()
    tokens.issue([1, 2])
    server = PhoneServer(tokens, host="127.0.0.1")  # not started: nothing goes out
    table.phones = PhoneTable(table.session, server, (1, 2), publish_later=True)
    reveal = Reveal(table.session.to_act()[0])
    table.session.apply(reveal)
    table.race = Race(table.session.view(None), [0], {}, phones=[1, 2])
    phone_runners.applied(table, reveal)
    assert not linked(table).started  # the views wait for the frame
    table.phones.flush()  # after the frame: the views go out
    phone_runners.watch_links(table.phones, linked(table), at(0.3))  # the next look
    assert linked(table).started and not linked(table).due


def test_the_big_screens_menu_stops_the_linked_time_as_it_stops_every_phones_clock() -> None:
    clock = LinkedTime()
    clock.start({1: Link.JOINED}, at(0))
    clock.pause(at(5))
    clock.observe({1: Link.JOINED}, at(20))  # still under the menu: nothing runs
    clock.resume(at(65))
    clock.observe({1: Link.JOINED}, at(65))  # the menu stayed open a minute
    assert clock.linked_ms(1, at(70)) == 10_000
    # an honest phone paused with the table keeps its own 9.5 s
    assert clock.floor(1, 9_500, at(70)) == 9_500


def test_the_turners_phone_asks_for_the_next_race_and_sends_no_command_of_its_own() -> None:
    table = a_table()
    table.result_waits = True  # the big screen waits on Next race
    turner = table.session.to_act()[0]
    item = PhoneCommand(turner, {"type": "reveal", "seat": turner}, 3, None, 0)
    assert phone_runners.decode(table, item) is None
    assert table.asked == ["next race"] and not table.result_waits


def test_any_runners_phone_may_ask_for_the_next_race_as_anyone_at_the_big_screen_may() -> None:
    table = a_table()
    table.result_waits = True
    other = (table.session.to_act()[0] + 1) % 3  # not the turner (a computer turner asks nobody)
    item = PhoneCommand(other, {"type": "reveal", "seat": other}, 3, None, 0)
    assert phone_runners.decode(table, item) is None
    assert table.asked == ["next race"]


def test_a_reveal_asked_while_no_result_waits_changes_nothing() -> None:
    table = a_table()
    turner = table.session.to_act()[0]
    item = PhoneCommand(turner, {"type": "reveal", "seat": turner}, 3, None, 0)
    assert phone_runners.decode(table, item) is None
    assert table.asked == []


def test_a_reveal_for_another_seat_is_left_to_the_link_which_refuses_it() -> None:
    table = a_table()
    table.result_waits = True
    item = PhoneCommand(1, {"type": "reveal", "seat": 0}, 3, None, 0)
    assert phone_runners.decode(table, item) == Reveal(0)  # PhoneTable: "only for its own seat"
    assert table.asked == [] and table.result_waits


def test_other_moves_are_the_rules_own_commands() -> None:
    item = PhoneCommand(2, {"type": "keep", "seat": 2}, 4, None, 0)
    assert phone_runners.decode(a_table(), item) == Keep(2)


def test_the_big_screens_time_limit_times_out_the_runners_at_the_screen_but_not_those_on_phones() -> None:
    session = a_table(time_limit=30).session
    session.apply(Reveal(session.to_act()[0]))
    race = Race(session.view(None), [0], {}, time_limit_s=30, phones=[1, 2])
    race.start(0)
    assert race.racing == [0, 1, 2]
    due = race.update(31_000 * NS_PER_MS)
    assert due == [TimeUp(0)]
    assert race.racing == [1, 2] and not race.over
    assert race.wake_in(31_000 * NS_PER_MS) is None  # nothing on this clock is due for the phones


def test_a_phone_runners_run_finishes_their_lane_with_the_phones_time_and_goes_out_only_once() -> None:
    session = a_table().session
    session.apply(Reveal(session.to_act()[0]))
    race = Race(session.view(None), [0], {}, phones=[1])
    race.start(0)
    race.arrived(Run(1, SYMBOL_IDS, 2_500))
    race.arrived(Run(0, SYMBOL_IDS, 1_000))  # a run at the screen comes out of the race itself
    assert race.finished(1) and not race.finished(0)
    assert race.finish_place(1) == 1
    assert race.update(10_000 * NS_PER_MS) == []  # the phone's run is in the queue already


def test_the_group_can_still_call_times_up_for_a_phone_runner() -> None:
    session = a_table().session
    session.apply(Reveal(session.to_act()[0]))
    race = Race(session.view(None), [], {}, phones=[2])
    race.start(0)
    assert race.time_up(2, 5_000 * NS_PER_MS)
    assert race.update(5_000 * NS_PER_MS) == [TimeUp(2)]


TWO_RUNNERS = {"players": 2, "monster": "bear", "boards": 1, "first": "first_seat"}


def table_for_two_phones(session: GameSession, mode: PlayMode) -> tuple[App, OutrunScene, PhoneServer]:
    """The app's Outrun table for ``session``, both runners on phones, and its server started."""
    app = open_app(Settings(animation_speed=0.0, outrun_tutorial_seen=True), window_size=(1920, 1080))
    devices = (SeatDevice(DeviceKind.REMOTE, client="a"), SeatDevice(DeviceKind.REMOTE, client="b"))
    scene = OutrunScene(session, plan=DevicePlan(mode, devices), autosave=False)
    app.push(scene)
    tokens = SeatTokens()
    tokens.issue([0, 1])
    server = PhoneServer(tokens, host="127.0.0.1")
    server.start()
    return app, scene, server


def phones_joining(stack: contextlib.ExitStack, server: PhoneServer) -> list[ClientConnection]:
    """A phone link per seat, each saying hello with its seat's code (closed with ``stack``)."""
    address = f"ws://127.0.0.1:{server.port}/ws"
    links = [stack.enter_context(connect(address, open_timeout=5)) for _ in range(2)]
    for seat, link in enumerate(links):
        link.send(json.dumps({"type": "hello", "token": server.tokens.token(seat)}))
    return links


def test_in_a_relay_the_runners_on_phones_race_at_once_and_the_screen_runs_no_curtain_for_them() -> None:
    session = GameSession.new(catalogue.get("outrun"), TWO_RUNNERS, 3, default_seats(2))
    app, scene, server = table_for_two_phones(session, PlayMode.RELAY)
    stack = contextlib.ExitStack()
    try:
        scene.use_phones(PhoneTable(session, server, (0, 1)))
        links = phones_joining(stack, server)
        deadline = time.monotonic() + 10
        while session.view(None)["phase"] != "race":
            assert time.monotonic() < deadline, "the path card never turned"
            app.step(dt=0.02)
        app.step(dt=0.02)
        assert app.top is scene and scene.curtain_for is None  # no relay curtain for phone runners
        for seat, link in enumerate(links):
            run = {"type": "run", "seat": seat, "cards": correct_run(session.state, seat), "ms": 0}
            link.send(json.dumps({"type": "command", "command": run, "seq": 1, "elapsed_ms": 1_500 + seat}))
        while session.view(None)["phase"] == "race":
            assert time.monotonic() < deadline, "the runs never reached the rules"
            app.step(dt=0.02)
        runs = [command for command in session.commands if isinstance(command, Run)]
        assert [(run.seat, run.ms) for run in runs] == [(0, 1_500), (1, 1_501)]
    finally:
        stack.close()
        server.stop()


def test_a_keyboard_and_a_phone_runner_race_together_and_the_race_waits_for_a_lost_phone() -> None:
    options = {"players": 2, "monster": "bear", "boards": 1, "first": "first_seat"}
    session = GameSession.new(catalogue.get("outrun"), options, 5, default_seats(2))
    app = open_app(Settings(animation_speed=0.0, outrun_tutorial_seen=True), window_size=(1920, 1080))
    devices = (SeatDevice(DeviceKind.KEYS, zone=0), SeatDevice(DeviceKind.REMOTE, client="b"))
    scene = OutrunScene(session, plan=DevicePlan(PlayMode.TOGETHER, devices), autosave=False)
    app.push(scene)
    tokens = SeatTokens()
    tokens.issue([1])
    server = PhoneServer(tokens, host="127.0.0.1")
    server.start()
    stack = contextlib.ExitStack()
    try:
        scene.use_phones(PhoneTable(session, server, (1,)))
        phone = stack.enter_context(connect(f"ws://127.0.0.1:{server.port}/ws", open_timeout=5))
        phone.send(json.dumps({"type": "hello", "token": tokens.token(1)}))
        deadline = time.monotonic() + 10
        while scene.race is None:
            assert time.monotonic() < deadline, "the path card never turned"
            app.step(dt=0.02)
        race = scene.race
        assert list(race.hands) == [0] and race.phones == (1,)  # no keys waited for from the phone
        assert scene.lane_look(1, False).status == "Racing on their phone…"
        zone = app.settings.key_zones[0]
        path = tuple(scene.view["path"] or ())
        keys = [pygame.key.key_code(zone[SYMBOL_IDS.index(symbol)]) for symbol in path]
        for key in [*keys, pygame.key.key_code(zone[8])]:
            app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
            app.step([pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)])
        # the phone's link goes: its lane says so, and the race waits for it (no Time's up of its own)
        phone.close()
        while server.links()[1] is not Link.DROPPED:
            assert time.monotonic() < deadline, "the server never saw the phone go"
            app.step(dt=0.02)
        for _ in range(10):
            app.step(dt=0.02)
        assert scene.lane_look(1, False).status == "Phone link lost: the race waits…"
        assert session.view(None)["phase"] == "race" and race.racing == [1]
        phone = stack.enter_context(connect(f"ws://127.0.0.1:{server.port}/ws", open_timeout=5))
        phone.send(json.dumps({"type": "hello", "token": tokens.token(1)}))
        run = {"type": "run", "seat": 1, "cards": correct_run(session.state, 1), "ms": 0}
        phone.send(json.dumps({"type": "command", "command": run, "seq": 1, "elapsed_ms": 2_345}))
        while session.view(None)["phase"] == "race":
            assert time.monotonic() < deadline, "the runs never reached the rules"
            app.step(dt=0.02)
        runs = {command.seat: command for command in session.commands if isinstance(command, Run)}
        assert runs[0].cards == path  # the keyboard's run, timed on the big screen's race clock
        assert runs[1].ms == 2_345 and runs[1].cards == tuple(run["cards"])
    finally:
        stack.close()
        server.stop()


def frames_until(link: ClientConnection, app: App, found: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The big screen's loop runs until ``link`` receives a frame that is ``found``; that frame."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        app.step(dt=0.02)
        with contextlib.suppress(TimeoutError):
            frame = json.loads(link.recv(timeout=0.01))
            if found(frame):
                return dict(frame)
    raise AssertionError("the frame never came")


def test_a_game_loaded_mid_race_times_each_phone_from_the_loaded_tables_first_view_of_the_card() -> None:
    # rulebook, Run away!: each runner's time runs from the path card to their Finish card; a game
    # saved mid-race and opened again has no reveal of its own, so the phones' linked time starts
    # as the loaded table first shows them the card (the time the app was closed is no one's), and
    # each page hears it, with a mark that makes a clock kept from before the save give way
    before = GameSession.new(catalogue.get("outrun"), TWO_RUNNERS, 5, default_seats(2))
    before.apply(Reveal(int(before.view(None)["turner"])))
    session = GameSession.from_save(before.to_save(), catalogue.get)
    assert session.view(None)["phase"] == "race"
    app, scene, server = table_for_two_phones(session, PlayMode.TOGETHER)
    stack = contextlib.ExitStack()
    try:
        links = phones_joining(stack, server)  # the phones join on the join screen, before Start
        deadline = time.monotonic() + 10
        while set(server.links().values()) != {Link.JOINED}:
            assert time.monotonic() < deadline, "the phones never joined"
            time.sleep(0.01)
        scene.use_phones(PhoneTable(session, server, (0, 1)))
        told = frames_until(links[0], app, lambda frame: "race_sitting" in frame)
        shown = time.monotonic()
        assert told["type"] == "view" and 0 <= told["race_shown_ms_ago"] < 1_000
        assert told["view"]["phase"] == "race" and told["view"]["path"]
        for _ in range(150):  # three seconds on the loaded table, the phone linked
            app.step(dt=0.02)
            time.sleep(0.01)
        linked_ms = (time.monotonic() - shown) * 1000
        # a page that timed almost nothing (its clock restarted at its reopening) is floored at
        # the time linked since the loaded table showed it the card, less a round trip
        run = {"type": "run", "seat": 0, "cards": correct_run(session.state, 0), "ms": 0}
        links[0].send(json.dumps({"type": "command", "command": run, "seq": 1, "elapsed_ms": 100}))
        while not any(isinstance(command, Run) for command in session.commands):
            assert time.monotonic() < deadline + 10, "the run never reached the rules"
            app.step(dt=0.02)
        (ran,) = [command for command in session.commands if isinstance(command, Run)]
        assert linked_ms - ROUND_TRIP_SLACK_MS - 100 <= ran.ms <= linked_ms - ROUND_TRIP_SLACK_MS + 1_000
    finally:
        stack.close()
        server.stop()
