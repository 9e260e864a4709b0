"""Outrun on phones in real Chromium (issue 22): a four-seat game against the Bear played entirely
from four phone pages through the real table (the app's Outrun scene with its phones), every move
a tap; and the race timed fairly, on each phone from the moment it showed the path card.

The saved log equals the same commands applied directly; every view frame a phone received equals
its own seat's view at that step (no other runner's hand or unchecked run crosses the wire); and
with the server's frames to one phone held back by a slow link, that runner's time is the phone's
own, from its path card to its Finish, not the delay.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from tabletop.core import catalogue
from tabletop.core.contract import Command
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.phones.server import PhoneServer
from tabletop.engine.phones.table_link import PhoneTable
from tabletop.engine.phones.tokens import SeatTokens
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Keep, Play, Reveal, Run, TakeZero, TimeUp
from tabletop.games.outrun.rules.runners import correct_run
from tabletop.games.outrun.table.linked_time import ROUND_TRIP_SLACK_MS
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.scenes.navigator import open_app
from tests.phones.conftest import new_phone
from tests.phones.proxy import Proxy

SEED = 12
OPTIONS = {"players": 4, "monster": "bear", "boards": 1, "first": "first_seat", "time_limit": 0}
MOST_ROUNDS = 14


def compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


class Night:
    """The real app with the Outrun table, its server, and its seats on phones."""

    def __init__(self, players: int, options: dict[str, Any], language: str = "en") -> None:
        self.options = {**options, "players": players}
        self.seats = tuple(range(players))
        self.session = GameSession.new(catalogue.get("outrun"), self.options, SEED, default_seats(players))
        self.app: App = open_app(
            Settings(language=language, animation_speed=0.0, outrun_tutorial_seen=True),
            window_size=(1920, 1080),
        )
        devices = tuple(SeatDevice(DeviceKind.REMOTE, client=f"phone-{seat}") for seat in self.seats)
        self.scene = OutrunScene(self.session, plan=DevicePlan(PlayMode.TOGETHER, devices), autosave=False)
        self.app.push(self.scene)
        tokens = SeatTokens()
        tokens.issue(list(self.seats))
        self.server = PhoneServer(tokens, host="127.0.0.1")
        self.server.start()
        self.scene.use_phones(PhoneTable(self.session, self.server, self.seats))
        self.proxies: list[Proxy] = []

    def address(self, seat: int, proxy: Proxy | None = None) -> str:
        port = proxy.port if proxy is not None else self.server.port
        return f"http://127.0.0.1:{port}/#t={self.server.tokens.token(seat)}"

    def pump(self, done: Callable[[], bool], seconds: float = 15.0, what: str = "") -> None:
        """Run the app's loop until ``done`` (the phones' moves are applied in its passes)."""
        deadline = time.monotonic() + seconds
        while not done():
            if time.monotonic() > deadline:
                raise AssertionError(f"waited {seconds} s for {what or done}")
            self.app.step(dt=0.02)
            time.sleep(0.005)

    def phase(self) -> str:
        return str(self.session.view(None)["phase"])

    def close(self) -> None:
        for proxy in self.proxies:
            proxy.close()
        self.server.stop()


@pytest.fixture
def night() -> Iterator[Night]:
    made = Night(4, OPTIONS)
    yield made
    made.close()


def open_phones(
    night: Night,
    playwright: Playwright,
    browser: Browser,
    phones: list[BrowserContext],
    proxies: dict[int, Proxy] | None = None,
) -> tuple[list[Page], list[list[str]]]:
    pages: list[Page] = []
    frames: list[list[str]] = [[] for _ in night.seats]
    for seat in night.seats:
        page = new_phone(playwright, browser, phones).new_page()
        keep = frames[seat].append
        page.on(
            "websocket", lambda socket, keep=keep: socket.on("framereceived", lambda data: keep(str(data)))
        )
        page.goto(night.address(seat, (proxies or {}).get(seat)))
        pages.append(page)
    night.pump(lambda: all(link == "joined" for link in night.server.links().values()), what="phones joining")
    return pages, frames


def shown_step(page: Page, night: Night) -> None:
    """The phone shows the view of the table's latest step (its legal moves are today's)."""
    steps = len(night.session.steps)
    deadline = time.monotonic() + 10
    while page.locator("body").get_attribute("data-step") != str(steps):
        assert time.monotonic() < deadline, "the phone never showed the latest view"
        night.app.step(dt=0.02)
        time.sleep(0.01)


def lay_run(page: Page, cards: list[str]) -> None:
    """Tap the run's cards in order, then Finish (one tap: the time counts)."""
    for card in cards:
        page.locator(f'button[data-card="{card}"]').click()
    page.locator("button[data-finish]").click()


def tap_twice(page: Page, command: Command) -> None:
    button = page.locator(f"button[data-command='{compact(command.to_json())}']")
    button.click()
    button.click()  # every move that spends a turn or a card asks for a second tap


def choose(night: Night, pages: list[Page], rng: random.Random) -> None:
    """The runner whose turn it is after the check chooses on their phone."""
    seat = night.session.to_act()[0]
    page = pages[seat]
    shown_step(page, night)
    command = rng.choice(night.session.legal(seat))
    if isinstance(command, Play):
        page.locator(f'button[data-icard="{command.card}"]').click()
    assert isinstance(command, (Play, Keep, TakeZero)), command  # the Bear's choices
    steps = len(night.session.steps)
    tap_twice(page, command)
    night.pump(lambda: len(night.session.steps) > steps, what=f"{command} from the phone")
    assert night.session.steps[steps].command == command


def race(night: Night, pages: list[Page], rng: random.Random) -> dict[int, list[str]]:
    """Every phone sees the path card and lays a run (most the right way, some not), then Finish."""
    laid: dict[int, list[str]] = {}
    for seat in night.seats:
        expect(pages[seat].locator("[data-path-card]")).to_be_visible()
        right = correct_run(night.session.state, seat)
        cards = right if rng.random() < 0.75 else rng.sample(right, len(right))
        lay_run(pages[seat], cards)
        laid[seat] = cards
    night.pump(lambda: night.phase() != "race", what="every run reaching the rules")
    return laid


def test_a_four_seat_outrun_game_is_played_to_its_end_from_four_phones(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    pages, frames = open_phones(night, playwright, browser, phones)
    rng = random.Random(SEED)
    runs: list[dict[int, list[str]]] = []
    for round_ in range(MOST_ROUNDS):
        if night.session.over:
            break
        if night.scene.result_waits:
            # a runner's phone asks for the next race (the turner's, or another's, as anyone may
            # press Next race at the big screen): the big screen's countdown turns the card
            turner = int(night.session.view(None)["turner"])
            asking = turner if round_ % 2 else (turner + 1) % 4
            shown_step(pages[asking], night)
            tap_twice(pages[asking], Reveal(asking))
        night.pump(lambda: night.phase() == "race", what="the countdown turning the path card")
        assert night.scene.curtain_for is None and night.scene.viewer is None
        runs.append(race(night, pages, rng))
        night.pump(lambda: not night.scene.timeline.playing, what="the check's beats")
        while not night.session.over and night.phase() in ("take_zero", "interfere"):
            choose(night, pages, rng)
    assert night.session.over, f"the game did not end within {MOST_ROUNDS} rounds"
    logged = [step.command for step in night.session.steps]
    # every run is the cards tapped on that phone, with the phone's own time
    logged_runs = [command for command in logged if isinstance(command, Run)]
    tapped = [(seat, tuple(cards)) for laid in runs for seat, cards in laid.items()]
    assert sorted((run.seat, run.cards) for run in logged_runs) == sorted(tapped)
    assert all(run.ms > 0 for run in logged_runs)
    # the phones made every kind of move the Bear's game asks of a runner
    assert {"reveal", "run", "play", "keep", "take_zero"} <= {command.TYPE for command in logged}
    assert night.app.queue == type(night.app.queue)()
    # the log the phones made is the same commands applied directly
    direct = GameSession.new(catalogue.get("outrun"), night.options, SEED, default_seats(4))
    views: dict[int, list[Any]] = {0: [json.loads(compact(direct.view(seat))) for seat in night.seats]}
    for command in logged:
        direct.apply(direct.rules.command_from_json(command.to_json()))
        views[len(direct.steps)] = [json.loads(compact(direct.view(seat))) for seat in night.seats]
    assert night.session.to_save()["commands"] == direct.to_save()["commands"]
    assert night.session.state == direct.state
    # every view a phone received was exactly its own seat's view at that step: nothing else crossed
    for seat in night.seats:
        shown = [frame for frame in map(json.loads, frames[seat]) if frame["type"] == "view"]
        assert len(shown) >= len(runs) * 2
        for frame in shown:
            assert frame["view"] == views[frame["step"]][seat], f"seat {seat} saw more than its view"
        welcome = next(frame for frame in map(json.loads, frames[seat]) if frame["type"] == "welcome")
        assert welcome["seat"] == seat and len(welcome["seats"]) == 4


def test_a_runner_behind_a_slow_link_is_timed_by_their_phone_not_by_the_delay(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> None:
    delay = 0.6
    night = Night(2, OPTIONS)
    try:
        slow = Proxy(night.server.port, delay_down=delay)
        night.proxies.append(slow)
        pages, _frames = open_phones(night, playwright, browser, phones, proxies={0: slow})
        night.pump(lambda: night.phase() == "race", what="the countdown turning the path card")
        revealed = time.perf_counter_ns()  # the big screen turned the card (within a loop pass)
        fast = pages[1]
        expect(fast.locator("[data-path-card]")).to_be_visible()
        lay_run(fast, correct_run(night.session.state, 1))
        slow_page = pages[0]
        expect(slow_page.locator("[data-path-card]")).to_be_visible(timeout=5000)
        lay_run(slow_page, correct_run(night.session.state, 0))
        night.pump(lambda: night.phase() != "race", what="both runs reaching the rules")
        finished = time.perf_counter_ns()
        timing = slow_page.evaluate("window.outrunTiming")
        runs = {command.seat: command for command in night.session.commands if isinstance(command, Run)}
        own = timing["finishedAt"] - timing["shownAt"]
        assert runs[0].ms == timing["elapsedMs"] and abs(runs[0].ms - own) <= 2
        # the big screen saw this run take the delay longer (the path card reached the phone that
        # much after the reveal), and none of that is in the runner's time
        seen_by_screen_ms = (finished - revealed) / 1e6
        assert seen_by_screen_ms - runs[0].ms >= delay * 1000 * 0.9
        fast_timing = fast.evaluate("window.outrunTiming")
        assert runs[1].ms == fast_timing["elapsedMs"]
    finally:
        with contextlib.suppress(Exception):
            night.close()


def test_a_run_finished_while_the_phones_link_is_down_arrives_when_it_comes_back_with_the_phones_time(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> None:
    night = Night(2, OPTIONS)
    try:
        flaky = Proxy(night.server.port)
        night.proxies.append(flaky)
        pages, _frames = open_phones(night, playwright, browser, phones, proxies={0: flaky})
        night.pump(lambda: night.phase() == "race", what="the countdown turning the path card")
        page = pages[0]
        expect(page.locator("[data-path-card]")).to_be_visible()
        cards = correct_run(night.session.state, 0)
        for card in cards:
            page.locator(f'button[data-card="{card}"]').click()
        flaky.cut()  # the Wi-Fi goes just before Finish
        night.pump(lambda: night.server.links()[0] == "dropped", what="the server seeing the drop")
        page.locator("button[data-finish]").click()
        timing = page.evaluate("window.outrunTiming")
        assert timing["elapsedMs"] is not None
        # the big screen waits for the runner (no Time's up of its own), and the run comes in once
        # the page has joined again, with the time the phone took when Finish was tapped
        night.pump(
            lambda: any(isinstance(c, Run) and c.seat == 0 for c in night.session.commands),
            what="the run after the link came back",
        )
        (run,) = [c for c in night.session.commands if isinstance(c, Run) and c.seat == 0]
        assert run.ms == timing["elapsedMs"] and list(run.cards) == cards
        expect(page.locator("body")).to_have_attribute("data-step", str(len(night.session.steps)))
    finally:
        with contextlib.suppress(Exception):
            night.close()


def test_a_phone_reloaded_mid_race_keeps_its_runners_clock_and_the_cards_laid(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> None:
    night = Night(2, OPTIONS)
    try:
        pages, _frames = open_phones(night, playwright, browser, phones)
        night.pump(lambda: night.phase() == "race", what="the countdown turning the path card")
        page = pages[0]
        expect(page.locator("[data-path-card]")).to_be_visible()
        shown = time.monotonic()
        cards = correct_run(night.session.state, 0)
        page.locator(f'button[data-card="{cards[0]}"]').click()
        time.sleep(0.5)
        page.reload()
        night.pump(lambda: night.server.links()[0] == "joined", what="the phone joining again")
        expect(page.locator("[data-path-card]")).to_be_visible()
        before_reload_ms = (time.monotonic() - shown) * 1000
        expect(page.locator(f'[data-laid="{cards[0]}"]')).to_be_visible()  # still laid
        for card in cards[1:]:
            page.locator(f'button[data-card="{card}"]').click()
        page.locator("button[data-finish]").click()
        night.pump(lambda: any(isinstance(c, Run) and c.seat == 0 for c in night.session.commands))
        (run,) = [c for c in night.session.commands if isinstance(c, Run) and c.seat == 0]
        # timed from the card's first showing, not from the reload
        assert run.ms >= before_reload_ms - 50 and list(run.cards) == cards
        assert run.ms == page.evaluate("window.outrunTiming")["elapsedMs"]
    finally:
        with contextlib.suppress(Exception):
            night.close()


def test_a_phone_keeps_the_time_limit_on_its_own_clock_and_past_it_calls_its_own_times_up(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> None:
    night = Night(2, {**OPTIONS, "time_limit": 30})
    try:
        context = new_phone(playwright, browser, phones)
        context.clock.install()  # this phone's clock, moved on by the test
        page = context.new_page()
        page.goto(night.address(0))
        other = new_phone(playwright, browser, phones).new_page()
        other.goto(night.address(1))
        night.pump(lambda: all(link == "joined" for link in night.server.links().values()))
        night.pump(lambda: night.phase() == "race", what="the countdown turning the path card")
        expect(page.locator("[data-path-card]")).to_be_visible()
        # from here the phone's time moves only as the test moves it (a loaded machine's slowness
        # must not run it out early)
        now_ms = page.evaluate("Date.now()")
        page.clock.pause_at(datetime.datetime.fromtimestamp(now_ms / 1000 + 0.001, tz=datetime.UTC))
        lay_run(other, correct_run(night.session.state, 1))
        night.pump(lambda: len(night.session.steps) == 2, what="the other runner's run")
        assert night.scene.race is not None and night.scene.race.racing == [0]
        for _ in range(28):  # 28 s on the phone's clock, a second at a time, so its heartbeat's
            page.clock.run_for(1_000)  # pings are answered (in real time) as on a real phone
            for _ in range(3):  # the big screen's loop goes on: nothing comes for this runner yet
                night.app.step(dt=0.02)
                time.sleep(0.02)
        assert night.session.state.runners[0].finish is None  # within the limit on the phone's clock
        page.clock.run_for(3_000)  # past the limit on the phone: it calls its own Time's up
        night.pump(lambda: night.phase() != "race", what="the phone's own Time's up")
        assert TimeUp(0) in night.session.commands
    finally:
        with contextlib.suppress(Exception):
            night.close()


def test_a_run_finished_offline_and_then_reloaded_is_sent_with_the_time_of_its_finish(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> None:
    night = Night(2, OPTIONS)
    try:
        flaky = Proxy(night.server.port)
        night.proxies.append(flaky)
        pages, _frames = open_phones(night, playwright, browser, phones, proxies={0: flaky})
        night.pump(lambda: night.phase() == "race", what="the countdown turning the path card")
        page = pages[0]
        expect(page.locator("[data-path-card]")).to_be_visible()
        cards = correct_run(night.session.state, 0)
        for card in cards:
            page.locator(f'button[data-card="{card}"]').click()
        flaky.cut()
        night.pump(lambda: night.server.links()[0] == "dropped", what="the server seeing the drop")
        page.locator("button[data-finish]").click()
        finished_ms = page.evaluate("window.outrunTiming")["elapsedMs"]
        time.sleep(0.3)
        page.reload()  # the run had not gone out: the reloaded page sends it, with its own time
        night.pump(
            lambda: any(isinstance(c, Run) and c.seat == 0 for c in night.session.commands),
            what="the run after the reload",
        )
        (run,) = [c for c in night.session.commands if isinstance(c, Run) and c.seat == 0]
        assert run.ms == finished_ms and list(run.cards) == cards
    finally:
        with contextlib.suppress(Exception):
            night.close()


def pump_for(night: Night, seconds: float) -> None:
    """The big screen's loop goes on for ``seconds`` (it sees the phones' links come and go)."""
    end = time.monotonic() + seconds
    night.pump(lambda: time.monotonic() >= end, seconds=seconds + 5, what="time passing")


def test_a_page_reopened_afresh_mid_race_cannot_finish_in_less_than_the_time_already_raced(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> None:
    # the tester's case: a runner closes the page mid-race, waits, opens the code again in fresh
    # storage (a private tab) and finishes at once: the phone's own clock began at the reopening
    night = Night(2, OPTIONS)
    try:
        pages, _frames = open_phones(night, playwright, browser, phones)
        night.pump(lambda: night.phase() == "race", what="the countdown turning the path card")
        page = pages[0]
        expect(page.locator("[data-path-card]")).to_be_visible()
        shown = time.monotonic()
        cards = correct_run(night.session.state, 0)
        page.locator(f'button[data-card="{cards[0]}"]').click()
        pump_for(night, 4.0)  # racing, linked
        raced_ms = (time.monotonic() - shown) * 1000
        page.close()
        night.pump(lambda: night.server.links()[0] == "dropped", what="the server seeing the page go")
        pump_for(night, 3.0)  # the wait
        fresh = new_phone(playwright, browser, phones).new_page()  # no stored clock
        fresh.goto(night.address(0))
        night.pump(lambda: night.server.links()[0] == "joined", what="the code opened again")
        pump_for(night, 0.2)  # the big screen's loop runs on (a join wakes it) and sees the phone back
        expect(fresh.locator("[data-path-card]")).to_be_visible()
        lay_run(fresh, cards)
        night.pump(lambda: any(isinstance(c, Run) and c.seat == 0 for c in night.session.commands))
        (run,) = [c for c in night.session.commands if isinstance(c, Run) and c.seat == 0]
        own = fresh.evaluate("window.outrunTiming")["elapsedMs"]
        # the time raced before the page closed counts (less a round trip's slack), and the run
        # laid on the reopened page on top of it
        assert run.ms >= raced_ms + own - ROUND_TRIP_SLACK_MS - 100
        assert run.ms > own + 1_500 and list(run.cards) == cards
    finally:
        with contextlib.suppress(Exception):
            night.close()
