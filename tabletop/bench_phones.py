"""``tabletop benchmark --only phones``: what a game night with phones feels like (issue 22).

Six phone pages in Debian's Chromium (Playwright, a test extra, through ``executable_path``; no
browser download) play against the real app's table: a ``GameScene`` in an ``App`` under the dummy
video driver, whose own loop (``App.run``, idle polling and all) this module runs on the main
thread while a worker thread drives the browser.  It measures, in the phones' own clock where the
phone is the judge and across clocks (calibrated) where the big screen is:

- a tap on a phone to the big screen's frame showing its move (applied and drawn), p50/p99;
- a tap to the phone's own view updated (its ``body[data-step]``), p50/p99;
- joining: the page opened with a token to the welcome and first view shown;
- coming back after a drop (the page's socket closed) and after a silent dead link (a proxy that
  swallows everything on the old link: the page's heartbeat must find it);
- Outrun's race timed on the phone: the ``elapsed_ms`` the phone reports minus the true time from
  its path card's reveal to the tap on Finish.

The game is the one with the most seats among those with a phone page; when it has fewer than six,
spectator pages make up the six, and the output says so.  Taps are found on the page the way a
person finds them: a button carrying a command (tapped twice where it asks to be sure), else a
choice (a card, a number) that leads to one.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import importlib.util
import os
import queue
import random
import secrets
import shutil
import socket
import statistics
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop.core import catalogue
from tabletop.core.bench import Row, format_figure

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

    from tabletop.engine.app import App

PAGES = 6
TARGET_TAP_P99_MS = 33.0  # two 60 Hz frames
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = "Pixel 7"
INSTALL_HINT = (
    "install the test extra (.venv/bin/pip install -c requirements.lock -e '.[test]') "
    "and Debian's Chromium (apt-get install chromium)"
)
OUTRUN_MISSING = "not measured: Outrun's phone page is missing"

#: put in every phone page before its own scripts: the page's clock at each tap, each view shown,
#: each link made, its first view and its end, the Outrun path card's reveal and Finish's tap, and
#: the ``elapsed_ms`` of what the page sends.  It changes nothing the page does.
WATCH_PAGE = r"""
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const bench = { taps: [], steps: [], links: [], elapsed: [], pathShownAt: null, finishTapAt: null };
  window.__bench = bench;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      const link = { made: now(), firstView: null, closed: null };
      bench.links.push(link);
      bench.socket = this;
      this.addEventListener("message", (event) => {
        if (link.firstView === null && typeof event.data === "string"
            && event.data.startsWith('{"type":"view"')) link.firstView = now();
      });
      this.addEventListener("close", () => { link.closed = now(); });
    }
    send(data) {
      if (typeof data === "string" && data.includes('"elapsed_ms"')) {
        try { bench.elapsed.push(JSON.parse(data).elapsed_ms); } catch (error) { /* not ours */ }
      }
      super.send(data);
    }
  };
  document.addEventListener("click", (event) => {
    const at = performance.timeOrigin + event.timeStamp;
    bench.taps.push(at);
    if (event.target.closest && event.target.closest("button[data-finish]")) bench.finishTapAt = at;
  }, true);
  const watch = () => {
    new MutationObserver((records) => {
      const at = now();
      for (const record of records) {
        if (record.type === "attributes" && record.attributeName === "data-step") {
          bench.steps.push([Number(document.body.dataset.step), at]);
        }
      }
      if (bench.pathShownAt === null && document.querySelector("[data-path-card]")) bench.pathShownAt = at;
    }).observe(document.body,
      { attributes: true, attributeFilter: ["data-step"], childList: true, subtree: true });
  };
  if (document.body) watch(); else document.addEventListener("DOMContentLoaded", watch);
})();
"""


# --------------------------------------------------------------------------------------------
# what is missing


def chromium_path() -> str:
    return shutil.which("chromium") or "/usr/bin/chromium"


def missing_browser() -> str | None:
    """Why the phones cannot be measured here (None: they can)."""
    if importlib.util.find_spec("playwright") is None:
        return f"Playwright is not installed: {INSTALL_HINT}"
    if not os.path.exists(chromium_path()):
        return f"Chromium is not installed: {INSTALL_HINT}"
    return None


def game_with_phones() -> catalogue.GameInfo | None:
    """The playable game with the most seats among those whose phone page exists."""
    from tabletop.engine.phones.server import PAGE_FILES

    with_pages = [info for info in catalogue.playable() if f"/{info.id}.js" in PAGE_FILES]
    return max(with_pages, key=lambda info: info.max_players, default=None)


# --------------------------------------------------------------------------------------------
# the main thread: the app's own loop, and the jobs the browser's thread asks of it


@dataclass
class Table:
    """One game on the big screen with its phone seats."""

    port: int
    tokens: list[str]  # one per phone seat, then one per spectator page
    seats: int


@dataclass
class BigScreen:
    """The app, its loop run here; the browser's thread asks for jobs through :meth:`on_main`."""

    app: App
    jobs: queue.SimpleQueue[tuple[Callable[[], Any], concurrent.futures.Future[Any]]] = field(
        default_factory=queue.SimpleQueue
    )
    #: when each step was first drawn (epoch ms), by table number and step
    drawn: dict[tuple[int, int], float] = field(default_factory=dict)
    applied_at: dict[tuple[int, int], float] = field(default_factory=dict)
    draw_ms: list[float] = field(default_factory=list)  # drawing each frame that showed a move
    table_number: int = 0
    finished: threading.Event = field(default_factory=threading.Event)
    _applied: list[int] = field(default_factory=list)

    def watch(self) -> None:
        """Note each applied step, and the time the next frame is on screen."""
        app = self.app
        draw = app.draw

        def applied(_command: Any, _events: Any) -> None:
            assert app.session is not None
            self._applied.append(len(app.session.steps))
            self.applied_at[(self.table_number, len(app.session.steps))] = time.time() * 1000

        def draw_and_note(high_quality: bool = True) -> None:
            began = time.perf_counter()
            draw(high_quality)
            if self._applied:
                self.draw_ms.append((time.perf_counter() - began) * 1000)
                shown = time.time() * 1000
                for step in self._applied:
                    self.drawn.setdefault((self.table_number, step), shown)
                self._applied.clear()

        app.on_command_applied.append(applied)
        app.draw = draw_and_note  # type: ignore[method-assign]

    def on_main(self, job: Callable[[], Any], timeout: float = 30.0) -> Any:
        """Run ``job`` on the main thread between two passes of the app's loop; its result."""
        done: concurrent.futures.Future[Any] = concurrent.futures.Future()
        self.jobs.put((job, done))
        self.app.running = False
        return done.result(timeout)

    def run(self) -> None:
        """The app's loop until the browser's thread is finished, doing its jobs between."""
        while not self.finished.is_set():
            self.app.running = True
            while True:
                try:
                    job, done = self.jobs.get_nowait()
                except queue.Empty:
                    break
                try:
                    done.set_result(job())
                except Exception as error:  # handed to the thread that asked
                    done.set_exception(error)
            if self.app.scenes:
                self.app.run(max_seconds=0.5)
            else:
                time.sleep(0.01)

    def open_table(self, info: catalogue.GameInfo, seats: int, seed: int) -> Table:
        """A new game of ``info`` on the big screen, every seat on a phone, with spectator tokens
        for the pages past the seats (runs on the main thread)."""
        from tabletop.core.seats import default_seats
        from tabletop.core.session import GameSession
        from tabletop.engine.phones.server import PhoneServer
        from tabletop.engine.phones.table_link import PhoneTable
        from tabletop.engine.phones.tokens import SeatTokens

        self.close_table()
        session = GameSession.new(info, {"players": seats}, seed, default_seats(seats))
        scene = info.table_class()(session, autosave=False)
        self.app.push(scene)
        tokens = SeatTokens()
        issued = tokens.issue(range(seats))
        server = PhoneServer(tokens, host="127.0.0.1")
        server.spectator_token = secrets.token_urlsafe(12)
        server.start()
        scene.use_phones(PhoneTable(session, server, tuple(range(seats)), decode=scene.phone_decode))
        self.table_number += 1
        self._applied.clear()
        return Table(server.port, [issued[seat] for seat in range(seats)] + [server.spectator_token], seats)

    def close_table(self) -> None:
        while self.app.scenes:
            self.app.pop()


# --------------------------------------------------------------------------------------------
# a silent dead link


class DeadLinkProxy:
    """A TCP proxy between the pages and the server; :meth:`silence` makes every link open now
    swallow everything both ways without closing (a phone's Wi-Fi gone quiet), while new links
    pass (the phone back in range)."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._lock = threading.Lock()
        self._links: list[tuple[socket.socket, socket.socket, threading.Event]] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _address = self._listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.target_port))
            quiet = threading.Event()
            with self._lock:
                self._links.append((client, upstream, quiet))
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink, quiet), daemon=True).start()

    @staticmethod
    def _pump(source: socket.socket, sink: socket.socket, quiet: threading.Event) -> None:
        with contextlib.suppress(OSError):
            while data := source.recv(65536):
                if not quiet.is_set():
                    sink.sendall(data)
        if not quiet.is_set():
            with contextlib.suppress(OSError):
                sink.shutdown(socket.SHUT_WR)

    def silence(self) -> None:
        with self._lock:
            for _client, _upstream, quiet in self._links:
                quiet.set()

    def close(self) -> None:
        self._listener.close()
        with self._lock:
            links, self._links = self._links, []
        for client, upstream, _quiet in links:
            for end in (client, upstream):
                with contextlib.suppress(OSError):
                    end.close()


# --------------------------------------------------------------------------------------------
# the browser's thread


@dataclass
class Figures:
    tap_to_screen: list[float] = field(default_factory=list)
    tap_to_phone: list[float] = field(default_factory=list)
    tap_to_applied: list[float] = field(default_factory=list)
    tap_to_all: list[float] = field(default_factory=list)
    join: list[float] = field(default_factory=list)
    drop: list[float] = field(default_factory=list)
    dead: list[float] = field(default_factory=list)
    race_error: list[float] = field(default_factory=list)
    race_note: str | None = None
    clock_spread_ms: float = 0.0
    stalls: int = 0
    refused: int = 0
    games: int = 0


@dataclass
class Plan:
    info: catalogue.GameInfo
    seats: int
    taps: int
    tap_seconds: float
    drops: int


class Phones:
    """The six pages and the measurements made through them (the browser's thread only)."""

    def __init__(self, browser: Browser, screen: BigScreen, plan: Plan, figures: Figures) -> None:
        self.browser = browser
        self.screen = screen
        self.plan = plan
        self.figures = figures
        self.pages: list[Page] = []
        self.offsets: list[float] = []  # page clock minus this process's clock, in ms
        self.rng = random.Random(22)
        self.tapped: list[tuple[int, float]] = []  # this game's timed taps: step, when (our clock)

    def new_page(self, playwright: Any) -> Page:
        context = self.browser.new_context(**playwright.devices[PHONE])
        context.add_init_script(WATCH_PAGE)
        return context.new_page()

    def open_all(self, playwright: Any, port: int, tokens: list[str], *, joins: bool = True) -> None:
        """Six pages, each opened from its code's address (the join times kept with ``joins``)."""
        self.every_page_saw()
        while len(self.pages) < PAGES:  # made once: a phone's browser is slow to open under load
            self.pages.append(self.new_page(playwright))
        for index, page in enumerate(self.pages):
            token = tokens[min(index, len(tokens) - 1)]
            # another port is another origin: a fresh page with its own storage, as a new code gives
            page.goto(f"http://127.0.0.1:{port}/#t={token}", wait_until="commit")  # all six at once
        for page in self.pages:
            page.wait_for_function("() => window.__bench.steps.length > 0", timeout=15_000)
            joined = page.evaluate("() => window.__bench.steps[0][1] - performance.timeOrigin")
            if joins:
                self.figures.join.append(joined)
        self.offsets = [self.clock_offset(page) for page in self.pages]

    def clock_offset(self, page: Page) -> float:
        """The page's clock minus ours (ms), from the closest of a few readings."""
        readings = []
        for _ in range(5):
            before = time.time() * 1000
            theirs = page.evaluate("() => performance.timeOrigin + performance.now()")
            after = time.time() * 1000
            readings.append((after - before, theirs - (before + after) / 2))
        spread, offset = min(readings)
        self.figures.clock_spread_ms = max(self.figures.clock_spread_ms, spread / 2)
        return float(offset)

    # -- taps ---------------------------------------------------------------------------------

    def play(self, playwright: Any) -> None:
        """Tap through games (a new one when one ends) until enough taps are timed."""
        started = time.monotonic()
        seed = 1
        while len(self.figures.tap_to_screen) < self.plan.taps:
            if time.monotonic() - started > self.plan.tap_seconds:
                break
            table = self.new_table(seed)
            self.figures.games += 1
            self.open_all(playwright, table.port, table.tokens)
            self.play_one(started)
            seed += 1

    def new_table(self, seed: int) -> Table:
        info, seats = self.plan.info, self.plan.seats
        table: Table = self.screen.on_main(lambda: self.screen.open_table(info, seats, seed))
        return table

    def play_one(self, started: float) -> None:
        seat_pages = self.pages[: self.plan.seats]
        while len(self.figures.tap_to_screen) < self.plan.taps:
            if time.monotonic() - started > self.plan.tap_seconds:
                return
            session = self.screen.app.session
            if session is None or session.over:
                return
            turn = [index for index, page in enumerate(seat_pages) if self._my_turn(page)]
            if not turn:
                time.sleep(0.01)
                continue
            self.tap_once(turn[0])

    def _my_turn(self, page: Page) -> bool:
        return bool(page.evaluate("() => document.body.classList.contains('my-turn')"))

    def tap_once(self, index: int) -> None:
        """One move on page ``index`` the way a person makes it, timed."""
        page = self.pages[index]
        before = int(page.evaluate("() => Number(document.body.dataset.step)"))
        sent = False
        for _ in range(10):
            commands = page.locator("#seat button[data-command]:not([disabled])")
            count = commands.count()
            if count:
                button = commands.nth(self.rng.randrange(count)).element_handle()
                button.click()
                if button.evaluate("b => b.isConnected && b.classList.contains('armed')"):
                    button.click()  # the second tap a turn-spending button asks for
                sent = True
                break
            choices = page.locator("#seat button:not([disabled]):not([data-command])")
            count = choices.count()
            if not count:
                break
            choices.nth(self.rng.randrange(count)).click()
        if not sent:
            self.figures.stalls += 1
            time.sleep(0.05)
            return
        try:
            page.wait_for_function(
                "before => Number(document.body.dataset.step) > before"
                " || document.getElementById('status').classList.contains('refused')",
                arg=before,
                timeout=5_000,
            )
        except Exception:
            self.figures.stalls += 1
            return
        tap, shown = page.evaluate(
            "before => [window.__bench.taps.at(-1),"
            " (window.__bench.steps.find(([s]) => s > before) || [0, null])[1]]",
            before,
        )
        if shown is None:
            self.figures.refused += 1
            with contextlib.suppress(Exception):  # the refusal's mark goes after 2.5 s
                page.wait_for_function(
                    "() => !document.getElementById('status').classList.contains('refused')", timeout=3_000
                )
            return
        step = before + 1
        key = (self.screen.table_number, step)
        deadline = time.monotonic() + 2
        while key not in self.screen.drawn and time.monotonic() < deadline:
            time.sleep(0.001)
        if key not in self.screen.drawn:
            self.figures.stalls += 1
            return
        self.figures.tap_to_phone.append(shown - tap)
        self.figures.tap_to_applied.append(self.screen.applied_at[key] - (tap - self.offsets[index]))
        self.figures.tap_to_screen.append(self.screen.drawn[key] - (tap - self.offsets[index]))
        self.tapped.append((step, tap - self.offsets[index]))

    def every_page_saw(self) -> None:
        """For each tap of this game, the time until the slowest of the six pages (seats and
        spectators) showed its move, read from the pages' own notes at once."""
        tapped, self.tapped = self.tapped, []
        if not tapped or not self.pages:
            return
        shown = [
            [(step, at - offset) for step, at in page.evaluate("() => window.__bench.steps")]
            for page, offset in zip(self.pages, self.offsets, strict=True)
        ]
        for step, tap in tapped:
            firsts = [next((at for seen, at in steps if seen >= step), None) for steps in shown]
            if all(first is not None for first in firsts):
                self.figures.tap_to_all.append(max(first for first in firsts if first is not None) - tap)

    # -- coming back ----------------------------------------------------------------------------

    def drops(self) -> None:
        """Each page's socket closed by the page; the time until its view is back."""
        for _ in range(self.plan.drops):
            marks = [
                page.evaluate(
                    "() => { const at = performance.timeOrigin + performance.now();"
                    " window.__bench.socket.close(); return [at, window.__bench.links.length]; }"
                )
                for page in self.pages
            ]
            for page, (dropped, links) in zip(self.pages, marks, strict=True):
                page.wait_for_function(
                    "n => window.__bench.links.length > n && window.__bench.links.at(-1).firstView !== null",
                    arg=links,
                    timeout=10_000,
                )
                self.figures.drop.append(
                    page.evaluate("() => window.__bench.links.at(-1).firstView") - dropped
                )

    def dead_links(self, playwright: Any, table: Table) -> None:
        """Every page through a proxy that goes silent: the time until each page's view is back
        on a new link (its heartbeat finds the dead one)."""
        proxy = DeadLinkProxy(table.port)
        try:
            self.open_all(playwright, proxy.port, table.tokens, joins=False)
            marks = [
                page.evaluate(
                    "() => [performance.timeOrigin + performance.now(), window.__bench.links.length]"
                )
                for page in self.pages
            ]
            proxy.silence()
            for page, (silenced, links) in zip(self.pages, marks, strict=True):
                page.wait_for_function(
                    "n => window.__bench.links.length > n && window.__bench.links.at(-1).firstView !== null",
                    arg=links,
                    timeout=40_000,
                )
                self.figures.dead.append(
                    page.evaluate("() => window.__bench.links.at(-1).firstView") - silenced
                )
        finally:
            proxy.close()

    # -- Outrun's race timed on the phone -------------------------------------------------------

    def race(self, playwright: Any) -> None:
        from tabletop.engine.phones.server import PAGE_FILES

        if "/outrun.js" not in PAGE_FILES:
            self.figures.race_note = OUTRUN_MISSING
            return
        info = catalogue.get("outrun")
        runners = min(4, info.max_players)
        try:
            table: Table = self.screen.on_main(lambda: self.screen.open_table(info, runners, 3))
            self.open_all(playwright, table.port, table.tokens[:runners])
            for page in self.pages[:runners]:
                page.wait_for_selector("[data-path-card]", timeout=30_000)
            for page in self.pages[:runners]:
                time.sleep(self.rng.uniform(0.2, 0.6))
                finish = page.locator("button[data-finish]")
                finish.click()
                if "armed" in (finish.get_attribute("class") or ""):
                    finish.click()
            for page in self.pages[:runners]:
                page.wait_for_function("() => window.__bench.elapsed.length > 0", timeout=5_000)
                sent, shown, tapped = page.evaluate(
                    "() => [window.__bench.elapsed.at(-1), window.__bench.pathShownAt,"
                    " window.__bench.finishTapAt]"
                )
                self.figures.race_error.append(sent - (tapped - shown))
        except Exception as error:  # the page's contract not met: say so, do not fake it
            self.figures.race_note = (
                f"not measured: {type(error).__name__}: {str(error).splitlines()[0][:120]}"
            )


def _browse(screen: BigScreen, plan: Plan, figures: Figures, errors: list[str]) -> None:
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True
            )
            try:
                phones = Phones(browser, screen, plan, figures)
                phones.play(playwright)
                table: Table = screen.on_main(lambda: screen.open_table(plan.info, plan.seats, 99))
                phones.open_all(playwright, table.port, table.tokens)
                phones.drops()
                phones.dead_links(playwright, table)
                phones.race(playwright)
            finally:
                browser.close()
    except Exception as error:
        errors.append(f"phones: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}")
    finally:
        screen.finished.set()
        screen.app.running = False


# --------------------------------------------------------------------------------------------
# the section


def _spread(values: list[float]) -> dict[str, float] | None:
    if not values:
        return None
    # linear interpolation between ranks, as ``tabletop.benchmark.percentile`` (and numpy) do
    cuts = statistics.quantiles(values * 2 if len(values) == 1 else values, n=100, method="inclusive")
    return {
        "p50_ms": round(cuts[49], 2),
        "p99_ms": round(cuts[98], 2),
        "max_ms": round(max(values), 2),
        "count": len(values),
    }


@contextlib.contextmanager
def _headless() -> Iterator[None]:
    """The dummy video and audio drivers for this process's app, put back afterwards."""
    saved = {name: os.environ.get(name) for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def measure(quick: bool, progress: Callable[[str], None]) -> dict[str, Any]:
    """The phones' figures as plain data (``{"missing": why}`` where they cannot be measured)."""
    missing = missing_browser()
    if missing is not None:
        return {"missing": missing}
    info = game_with_phones()
    if info is None:
        return {"missing": "no game has a phone page yet"}
    seats = min(PAGES, info.max_players)
    plan = Plan(
        info, seats, taps=100 if quick else 300, tap_seconds=20.0 if quick else 40.0, drops=2 if quick else 3
    )
    progress(
        f"phones: {PAGES} pages in Chromium on a {info.id} table "
        f"({seats} seats{f' and {PAGES - seats} spectators' if seats < PAGES else ''})"
    )
    from tabletop.core.settings import Settings
    from tabletop.scenes.navigator import open_app

    figures = Figures()
    errors: list[str] = []
    started = time.monotonic()
    load_before = os.getloadavg()[0]
    with _headless():
        import pygame

        app = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
        screen = BigScreen(app)
        screen.watch()
        worker = threading.Thread(target=_browse, args=(screen, plan, figures, errors), name="phones-bench")
        worker.start()
        try:
            screen.run()
        finally:
            worker.join(60)
            screen.close_table()
            pygame.quit()
    return {
        "game": info.id,
        "seats": seats,
        "spectators": PAGES - seats,
        "games_played": figures.games,
        "tap_to_screen": _spread(figures.tap_to_screen),
        "tap_to_applied": _spread(figures.tap_to_applied),
        "frame_draw": _spread(screen.draw_ms),
        "tap_to_phone": _spread(figures.tap_to_phone),
        "tap_to_every_page": _spread(figures.tap_to_all),
        "join": _spread(figures.join),
        "reconnect_after_drop": _spread(figures.drop),
        "reconnect_after_dead_link": _spread(figures.dead),
        "race_error": (
            {"note": figures.race_note}
            if figures.race_note
            else {
                "mean_ms": round(statistics.fmean(figures.race_error), 2),
                "max_abs_ms": round(max(abs(e) for e in figures.race_error), 2),
                "runs": len(figures.race_error),
            }
            if figures.race_error
            else {"note": "not measured"}
        ),
        "clock_uncertainty_ms": round(figures.clock_spread_ms, 2),
        "stalled_taps": figures.stalls,
        "refused_taps": figures.refused,
        "seconds": round(time.monotonic() - started, 1),
        "load_average": [round(load_before, 1), round(os.getloadavg()[0], 1)],
        "errors": errors,
    }


def tap_p99(data: dict[str, Any]) -> float | None:
    """The figure the target is judged on (None: not measured)."""
    spread = data.get("tap_to_screen")
    return None if not spread else float(spread["p99_ms"])


def rows(data: dict[str, Any]) -> list[Row]:
    """The section's rows of the benchmark's table."""
    if "missing" in data:
        return [("phones", f"not measured: {data['missing']}", "", "")]
    who = f"{data['seats']} seats" + (f" + {data['spectators']} spectators" if data["spectators"] else "")
    result: list[Row] = [("phones: pages", f"{PAGES} in Chromium, {data['game']} ({who})", "", "")]

    def spread_rows(label: str, key: str, target: float | None = None) -> None:
        spread = data.get(key)
        if not spread:
            result.append((f"phones: {label}", "not measured", "", ""))
            return
        p99 = spread["p99_ms"]
        verdict = "" if target is None else ("ok" if p99 <= target else "MISSED")
        result.append(
            (
                f"phones: {label} p50/p99",
                f"{format_figure(spread['p50_ms'], ' ms')} / {format_figure(p99, ' ms')}"
                f" (n={spread['count']})",
                f"p99 < {target:g} ms" if target is not None else "",
                verdict,
            )
        )

    spread_rows("tap to big screen's frame", "tap_to_screen", TARGET_TAP_P99_MS)
    spread_rows("  of which tap to applied", "tap_to_applied")
    spread_rows("  of which drawing the frame", "frame_draw")
    spread_rows("tap to its own view", "tap_to_phone")
    spread_rows("tap to all six pages", "tap_to_every_page")
    spread_rows("join to first view", "join")
    spread_rows("back after a drop", "reconnect_after_drop")
    spread_rows("back after a silent dead link", "reconnect_after_dead_link")
    race = data.get("race_error", {})
    if "note" in race:
        result.append(("phones: race timing error", race["note"], "", ""))
    else:
        result.append(
            (
                "phones: race timing error",
                f"mean {race['mean_ms']:+.1f} ms, worst {race['max_abs_ms']:.1f} ms (n={race['runs']})",
                "",
                "",
            )
        )
    result.append(
        (
            "  phones: clock uncertainty / stalled / refused",
            f"±{data['clock_uncertainty_ms']:.2f} ms / {data['stalled_taps']} / {data['refused_taps']}",
            "",
            "",
        )
    )
    load = data.get("load_average")
    if load:
        cpus = os.cpu_count() or 1
        busy = "  (busy: figures inflated)" if max(load) > cpus else ""
        result.append(
            ("  phones: load average, start / end", f"{load[0]} / {load[1]} on {cpus} CPUs{busy}", "", "")
        )
    return result
