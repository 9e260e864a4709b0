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
from dataclasses import dataclass
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect
from playwright.sync_api import Error as PlaywrightError

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
WIFI_OUT_S = 0.5  # how long a cut phone's Wi-Fi stays out


def compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True)
class Saved:
    """A game saved with its phones, as Continue finds it: the save, the codes, the port."""

    data: dict[str, Any]
    codes: dict[int, str]
    port: int


class Night:
    """The real app with the Outrun table, its server, and its seats on phones."""

    def __init__(
        self,
        players: int,
        options: dict[str, Any],
        language: str = "en",
        saved: Saved | None = None,
    ) -> None:
        """A new game; or, ``saved``, that game opened again as Continue opens it (the same codes
        on the same port: a phone's page keeps its storage)."""
        self.options = {**options, "players": players}
        self.seats = tuple(range(players))
        if saved is None:
            outrun = catalogue.get("outrun")
            self.session = GameSession.new(outrun, self.options, SEED, default_seats(players))
        else:
            self.session = GameSession.from_save(saved.data, catalogue.get)
        self.app: App = open_app(
            Settings(language=language, animation_speed=0.0, outrun_tutorial_seen=True),
            window_size=(1920, 1080),
        )
        devices = tuple(SeatDevice(DeviceKind.REMOTE, client=f"phone-{seat}") for seat in self.seats)
        self.scene = OutrunScene(self.session, plan=DevicePlan(PlayMode.TOGETHER, devices), autosave=False)
        self.app.push(self.scene)
        tokens = SeatTokens()
        if saved is None:
            tokens.issue(list(self.seats))
        else:
            tokens.restore(saved.codes)
        self.server = PhoneServer(tokens, host="127.0.0.1", port=0 if saved is None else saved.port)
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
def nights() -> Iterator[Callable[..., Night]]:
    """Nights made by a test (two runners unless told), each closed after it, however it ends."""
    made: list[Night] = []

    def make(
        players: int = 2,
        options: dict[str, Any] = OPTIONS,
        saved: Saved | None = None,
    ) -> Night:
        made.append(Night(players, options, saved=saved))
        return made[-1]

    yield make
    for night in made:
        with contextlib.suppress(Exception):
            night.close()


@pytest.fixture
def night(nights: Callable[..., Night]) -> Night:
    return nights(4)


def proxied(night: Night, delay_down: float = 0.0) -> Proxy:
    """A proxy between a phone and the night's server (closed with the night)."""
    proxy = Proxy(night.server.port, delay_down=delay_down)
    night.proxies.append(proxy)
    return proxy


def open_phones(
    night: Night,
    playwright: Playwright,
    browser: Browser,
    phones: list[BrowserContext],
    proxies: dict[int, Proxy] | None = None,
    prepare: dict[int, Callable[[BrowserContext], None]] | None = None,
    record: bool = True,
) -> tuple[list[Page], list[list[str]]]:
    """A phone per seat, each in its own storage (through its proxy, and ``prepare``d before its
    page opens, where given), all joined; and every frame each one received (unless not to
    ``record``: each frame is a trip to this process, which slows the pages' driving)."""
    pages: list[Page] = []
    frames: list[list[str]] = [[] for _ in night.seats]
    for seat in night.seats:
        context = new_phone(playwright, browser, phones)
        if prepare and seat in prepare:
            prepare[seat](context)
        page = context.new_page()
        if record:
            keep = frames[seat].append
            page.on(
                "websocket",
                lambda socket, keep=keep: socket.on("framereceived", lambda data: keep(str(data))),
            )
        page.goto(night.address(seat, (proxies or {}).get(seat)))
        pages.append(page)
    night.pump(lambda: all(link == "joined" for link in night.server.links().values()), what="phones joining")
    return pages, frames


def race_shown(night: Night, page: Page) -> Page:
    """The big screen's countdown turns the path card, and ``page`` shows it."""
    night.pump(lambda: night.phase() == "race", what="the countdown turning the path card")
    expect(page.locator("[data-path-card]")).to_be_visible()
    return page


def shown_step(page: Page, night: Night) -> None:
    """The phone shows the view of the table's latest step (its legal moves are today's)."""
    steps = len(night.session.steps)
    deadline = time.monotonic() + 10
    while page.locator("body").get_attribute("data-step") != str(steps):
        assert time.monotonic() < deadline, "the phone never showed the latest view"
        night.app.step(dt=0.02)
        time.sleep(0.01)


def lay_cards(page: Page, cards: list[str]) -> None:
    """Tap the run's cards in order (Finish not yet)."""
    for card in cards:
        page.locator(f'button[data-card="{card}"]').click()


def lay_run(page: Page, cards: list[str]) -> None:
    """Tap the run's cards in order, then Finish (one tap: the time counts)."""
    lay_cards(page, cards)
    page.locator("button[data-finish]").click()


def cut(night: Night, proxy: Proxy, seat: int = 0) -> None:
    """The phone's Wi-Fi goes for half a second, and the big screen sees it go."""
    proxy.cut(down_s=WIFI_OUT_S)
    night.pump(lambda: night.server.links()[seat] == "dropped", what="the server seeing the drop")


def run_in(night: Night, seat: int = 0, what: str = "the run reaching the rules") -> Run:
    """The big screen's loop runs until ``seat``'s run is in the rules; that run."""
    night.pump(lambda: any(isinstance(c, Run) and c.seat == seat for c in night.session.commands), what=what)
    (run,) = [c for c in night.session.commands if isinstance(c, Run) and c.seat == seat]
    return run


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
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], nights: Callable[..., Night]
) -> None:
    delay = 0.6
    night = nights()
    pages, _frames = open_phones(night, playwright, browser, phones, proxies={0: proxied(night, delay)})
    night.pump(lambda: night.phase() == "race", what="the countdown turning the path card")
    revealed = time.perf_counter_ns()  # the big screen turned the card (within a loop pass)
    fast = race_shown(night, pages[1])
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


#: put in a phone page before its own scripts: when the path card was put in the page, and when the
#: browser painted it (its own Element Timing record of a line drawn with it), on the page's clock
WATCH_PAINT = r"""
(() => {
  const seen = { inserted: null, painted: null, tapped: null };
  window.__paint = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (seen.painted === null && seen.inserted !== null && entry.renderTime >= seen.inserted) {
        seen.painted = entry.renderTime;
      }
    }
  }).observe({ type: "element", buffered: true });
  document.addEventListener("click", (event) => {
    if (event.target.closest("button[data-finish]")) seen.tapped = event.timeStamp;
  }, true);
  document.addEventListener("DOMContentLoaded", () => new MutationObserver(() => {
    if (seen.inserted === null && document.querySelector("[data-path-card]")) {
      seen.inserted = performance.now();
      // the line drawn just above the card, marked for the browser to record its paint where the
      // page has not marked it itself
      const line = document.querySelector("[data-path-card]").previousElementSibling;
      if (!line.hasAttribute("elementtiming")) line.setAttribute("elementtiming", "test-watch");
    }
  }).observe(document.body, { childList: true, subtree: true }));
})();
"""


def test_a_runners_clock_starts_when_the_path_card_is_painted_not_while_the_page_is_still_drawing_it(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], nights: Callable[..., Night]
) -> None:
    # the benchmark's +36 ms against every runner: the clock started before the race screen was
    # built and painted (tens of ms on a busy phone), while the runner could not see the card yet
    night = nights()
    watched = {0: lambda context: context.add_init_script(WATCH_PAINT)}
    pages, _frames = open_phones(night, playwright, browser, phones, prepare=watched)
    page = race_shown(night, pages[0])
    page.wait_for_function("() => window.__paint.painted !== null")
    time.sleep(0.2)
    lay_run(page, correct_run(night.session.state, 0))
    run = run_in(night)
    seen = page.evaluate("window.__paint")
    timing = page.evaluate("window.outrunTiming")
    assert timing["shownAt"] >= seen["inserted"]  # not before the card was even in the page
    assert abs(timing["shownAt"] - seen["painted"]) < 1  # but when the browser painted it
    assert run.ms == timing["elapsedMs"] and abs(run.ms - (seen["tapped"] - seen["painted"])) <= 0.5


def finished_offline(
    night: Night, playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> tuple[Page, list[str], dict[str, Any]]:
    """The first runner's phone lays the right run, its Wi-Fi goes just before Finish, and Finish
    is tapped offline: that page, the cards laid, and the page's ``outrunTiming``."""
    flaky = proxied(night)
    pages, _frames = open_phones(night, playwright, browser, phones, proxies={0: flaky})
    page = race_shown(night, pages[0])
    cards = correct_run(night.session.state, 0)
    lay_cards(page, cards)
    cut(night, flaky)
    page.locator("button[data-finish]").click()
    return page, cards, page.evaluate("window.outrunTiming")


def test_a_run_finished_while_the_phones_link_is_down_arrives_when_it_comes_back_with_the_phones_time(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], nights: Callable[..., Night]
) -> None:
    night = nights()
    page, cards, timing = finished_offline(night, playwright, browser, phones)
    assert timing["elapsedMs"] is not None
    # the big screen waits for the runner (no Time's up of its own), and the run comes in once
    # the page has joined again, with the time the phone took when Finish was tapped
    run = run_in(night, what="the run after the link came back")
    assert run.ms == timing["elapsedMs"] and list(run.cards) == cards
    expect(page.locator("body")).to_have_attribute("data-step", str(len(night.session.steps)))


def first_card_laid(
    night: Night, playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> tuple[Page, list[str], float]:
    """The first runner's phone shows the path card and lays the first card of the right run: that
    page, the right run, and when the card was seen shown (``time.monotonic``)."""
    pages, _frames = open_phones(night, playwright, browser, phones)
    page = race_shown(night, pages[0])
    shown = time.monotonic()
    cards = correct_run(night.session.state, 0)
    lay_cards(page, cards[:1])
    return page, cards, shown


def test_a_phone_reloaded_mid_race_keeps_its_runners_clock_and_the_cards_laid(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], nights: Callable[..., Night]
) -> None:
    night = nights()
    page, cards, shown = first_card_laid(night, playwright, browser, phones)
    time.sleep(0.5)
    page.reload()
    night.pump(lambda: night.server.links()[0] == "joined", what="the phone joining again")
    expect(page.locator("[data-path-card]")).to_be_visible()
    before_reload_ms = (time.monotonic() - shown) * 1000
    expect(page.locator(f'[data-laid="{cards[0]}"]')).to_be_visible()  # still laid
    lay_run(page, cards[1:])
    run = run_in(night)
    # timed from the card's first showing, not from the reload
    assert run.ms >= before_reload_ms - 50 and list(run.cards) == cards
    assert run.ms == page.evaluate("window.outrunTiming")["elapsedMs"]


def test_a_phone_keeps_the_time_limit_on_its_own_clock_and_past_it_calls_its_own_times_up(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], nights: Callable[..., Night]
) -> None:
    night = nights(options={**OPTIONS, "time_limit": 30})
    faked = {0: lambda context: context.clock.install()}  # this phone's clock, moved on by the test
    pages, _frames = open_phones(night, playwright, browser, phones, prepare=faked, record=False)
    page, other = pages
    race_shown(night, page)
    # from here the phone's time moves only as the test moves it (a loaded machine's slowness
    # must not run it out early)
    pause_phones_clock(page)
    lay_run(other, correct_run(night.session.state, 1))
    night.pump(lambda: len(night.session.steps) == 2, what="the other runner's run")
    assert night.scene.race is not None and night.scene.race.racing == [0]
    for _ in range(27):  # 27 s on the phone's clock, a second at a time, so its heartbeat's
        page.clock.run_for(1_000)  # pings are answered (in real time) as on a real phone
        for _ in range(3):  # the big screen's loop goes on: nothing comes for this runner yet
            night.app.step(dt=0.02)
            time.sleep(0.02)
    assert night.session.state.runners[0].finish is None  # within the limit on the phone's clock
    page.clock.run_for(4_000)  # past the limit on the phone: it calls its own Time's up
    night.pump(lambda: night.phase() != "race", what="the phone's own Time's up")
    assert TimeUp(0) in night.session.commands


def pause_phones_clock(page: Page) -> None:
    """The phone's faked clock stands still a quarter second from now (its time moves on only as
    the test moves it).  The moment is read on the phone first; on a loaded machine it may be
    past before the pause reaches the page, and then it is read again."""
    for _ in range(5):
        now_ms = page.evaluate("Date.now()")
        try:
            page.clock.pause_at(datetime.datetime.fromtimestamp(now_ms / 1000 + 0.25, tz=datetime.UTC))
            return
        except PlaywrightError as error:
            if "past" not in str(error):
                raise
    raise AssertionError("the phone's clock could not be paused")


def test_a_run_finished_offline_and_then_reloaded_is_sent_with_the_time_of_its_finish(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], nights: Callable[..., Night]
) -> None:
    night = nights()
    page, cards, timing = finished_offline(night, playwright, browser, phones)
    finished_ms = timing["elapsedMs"]
    time.sleep(WIFI_OUT_S + 0.1)  # the Wi-Fi is back
    page.reload()  # the run had not gone out: the reloaded page sends it, with its own time
    run = run_in(night, what="the run after the reload")
    assert run.ms == finished_ms and list(run.cards) == cards


def pump_for(night: Night, seconds: float) -> None:
    """The big screen's loop goes on for ``seconds`` (it sees the phones' links come and go)."""
    end = time.monotonic() + seconds
    night.pump(lambda: time.monotonic() >= end, seconds=seconds + 5, what="time passing")


def test_a_page_reopened_afresh_mid_race_times_the_run_from_when_its_card_first_showed(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], nights: Callable[..., Night]
) -> None:
    # the tester's case: a runner closes the page mid-race, waits, opens the code again in fresh
    # storage (a private tab) and finishes at once: the page has no clock of its own for this race,
    # and the big screen tells it how long ago the card first reached this seat
    night = nights()
    page, cards, shown = first_card_laid(night, playwright, browser, phones)
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
    lay_cards(fresh, cards)
    tapping = time.monotonic()  # Finish is tapped after this
    fresh.locator("button[data-finish]").click()
    finished = time.monotonic()  # and before this
    run = run_in(night)
    own = fresh.evaluate("window.outrunTiming")["elapsedMs"]
    # the page's own clock counts from the card's first showing (the raced time, the wait, and the
    # run laid on the reopened page), not from the reopening; the rules take it as it is (it is
    # above the floor of the time linked, less a round trip's slack)
    assert own >= (tapping - shown) * 1000 - 150, (own, (tapping - shown) * 1000)
    assert own <= (finished - shown) * 1000 + 1_500
    assert run.ms == own and run.ms >= raced_ms - ROUND_TRIP_SLACK_MS and list(run.cards) == cards


def test_a_phone_that_kept_its_clock_from_before_a_save_starts_afresh_when_the_loaded_game_shows_the_card(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], nights: Callable[..., Night]
) -> None:
    # a game saved mid-race and continued later: the time the app was closed is no one's, so the
    # runner's clock starts again when the loaded table shows the card, with every card back in
    # hand (as the screen's runners start again after Ready's countdown), though the page kept its
    # clock and its laid cards in its storage
    night = nights()
    page, cards, shown = first_card_laid(night, playwright, browser, phones)
    pump_for(night, 2.5)
    codes = {seat: str(night.server.tokens.token(seat)) for seat in night.seats}
    saved = Saved(night.session.to_save(), codes, night.server.port)
    night.close()  # the host closes the app mid-race
    time.sleep(1.0)
    loaded = nights(saved=saved)
    reopened = time.monotonic()
    page.goto(loaded.address(0))  # the phone opens the code again, its storage kept
    new_phone(playwright, browser, phones).new_page().goto(loaded.address(1))
    loaded.pump(lambda: all(link == "joined" for link in loaded.server.links().values()))
    pump_for(loaded, 0.3)
    expect(page.locator("[data-path-card]")).to_be_visible()
    expect(page.locator("[data-laid]")).to_have_count(0)  # the run starts afresh: cards back in hand
    lay_run(page, cards)
    finished = time.monotonic()
    run = run_in(loaded)
    own = page.evaluate("window.outrunTiming")["elapsedMs"]
    assert run.ms == own and list(run.cards) == cards
    # timed from the loaded table's card, not from the card before the save
    assert own <= (finished - reopened) * 1000 + 200, (own, (finished - reopened) * 1000)
    assert own < (finished - shown) * 1000 - 3_000
