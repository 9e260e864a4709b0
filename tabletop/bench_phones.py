"""``tabletop benchmark --only phones``: what a game night with phones feels like (issue 22).

Six phone pages in Debian's Chromium (Playwright, a test extra, through ``executable_path``; no
browser download) play against the real app's table: a ``GameScene`` in an ``App`` under the dummy
video driver, whose own loop (``App.run``, idle polling and all) this module runs on the main
thread.  The browser is driven from a process of its own (:mod:`tabletop.bench_phones_browser`),
as real phones are other machines: it reaches the app only through the server's sockets, and asks
this process for tables over a pipe.  It measures, in the phones' own clock where the phone is the
judge and across clocks (calibrated) where the big screen is:

- a tap on a phone to the big screen's frame showing its move (applied and drawn), p50/p99;
- a tap to the phone's own view updated (its ``body[data-step]``), p50/p99;
- joining: the page opened with a token to the welcome and first view shown;
- coming back after a drop (the page's socket closed) and after a silent dead link (a proxy that
  swallows everything on the old link: the page's heartbeat must find it);
- Outrun's race timed on the phone, six runners: the ``ms`` that entered the run command minus the
  true time from its path card's appearance in the page to the tap on Finish;
- what the pages cost: the CPU-seconds of the whole Chromium (in the taps, and in the run), and
  each game's seat and spectator pages' own CPU for each view they show (Chrome's counters of the
  page: script, style, layout and the rest of its main thread's tasks, and its renderer's CPU),
  while a computer player moves on the big screen and no page is tapped or read.

The game is the one with the most seats among those with a phone page; when it has fewer than six,
spectator pages make up the six, and the output says so.  Taps are found on the page the way a
person finds them: a button carrying a command (tapped twice where it asks to be sure), else a
choice (a card, a number) that leads to one.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import importlib.util
import json
import os
import queue
import random
import secrets
import shutil
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop.core import catalogue
from tabletop.core.bench import Row, format_figure

if TYPE_CHECKING:
    from tabletop.engine.app import App

PAGES = 6
TARGET_TAP_P99_MS = 33.0  # two 60 Hz frames
INSTALL_HINT = (
    "install the test extra (.venv/bin/pip install -c requirements.lock -e '.[test]') "
    "and Debian's Chromium (apt-get install chromium)"
)
REAL_TIME = frozenset({"outrun"})  # games whose phones race rather than take turns
OUTRUN_MISSING = "not measured: Outrun's phone page is missing"

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
    """The playable game with the most seats among those whose phone page exists, taken in turns:
    Outrun's race is no turn to tap through (it is measured on its own, as the race's error)."""
    from tabletop.engine.phones.server import PAGE_FILES

    with_pages = [info for info in catalogue.playable() if f"/{info.id}.js" in PAGE_FILES]
    return max(with_pages, key=lambda info: (info.max_players, info.id not in REAL_TIME), default=None)


# --------------------------------------------------------------------------------------------
# the main thread: the app's own loop, and the jobs the browser's process asks of it


@dataclass
class BigScreen:
    """The app, its loop run here; the browser's process asks for jobs through :meth:`answer`."""

    app: App
    jobs: queue.SimpleQueue[tuple[Callable[[], Any], concurrent.futures.Future[Any]]] = field(
        default_factory=queue.SimpleQueue
    )
    #: when each step was first drawn (epoch ms), by table number and step
    drawn: dict[tuple[int, int], float] = field(default_factory=dict)
    applied_at: dict[tuple[int, int], float] = field(default_factory=dict)
    draw_ms: list[float] = field(default_factory=list)  # drawing each frame that showed a move
    #: the main thread's own CPU time in each of those draws: where it is far below ``draw_ms``,
    #: the frame waited for a CPU (the machine busy), it did not take long to draw
    draw_cpu_ms: list[float] = field(default_factory=list)
    publish_ms: list[float] = field(default_factory=list)  # every phone's view made and sent, a move
    table_number: int = 0
    rng: random.Random = field(default_factory=lambda: random.Random(22))
    #: the table, its step, the seats to act and whether it is over, after the last move
    turn: dict[str, Any] = field(default_factory=lambda: {"table": 0, "step": 0, "acting": [], "over": True})
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
            self.note_turn()

        def draw_and_note(high_quality: bool = True) -> None:
            began, began_cpu = time.perf_counter(), time.thread_time()
            draw(high_quality)
            if self._applied:
                self.draw_ms.append((time.perf_counter() - began) * 1000)
                self.draw_cpu_ms.append((time.thread_time() - began_cpu) * 1000)
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

    def answer(self, ask: dict[str, Any]) -> Any:
        """The browser's process asks: a new table, whether the game is over, the runs' times."""
        if ask["kind"] == "open":
            info = catalogue.get(ask["game"])
            return self.on_main(lambda: self.open_table(info, int(ask["seats"]), int(ask["seed"])))
        if ask["kind"] == "over":
            session = self.app.session
            return session is None or session.over
        if ask["kind"] == "turn":
            return self.turn  # noted on the main thread: this thread never reads the session
        if ask["kind"] == "runs":
            return self.on_main(lambda: self.runs(int(ask["table"])))
        if ask["kind"] == "move":
            return self.on_main(lambda: self.computer_move(int(ask["table"])))
        raise ValueError(f"unknown ask {ask['kind']!r}")

    def runs(self, table: int) -> dict[str, int]:
        """Outrun's run commands on the table now, by seat: the ``ms`` that entered the rules."""
        session = self.app.session
        if session is None or table != self.table_number:
            return {}
        return {
            str(step.command.seat): int(step.command.ms)
            for step in session.steps
            if step.command.TYPE == "run" and hasattr(step.command, "ms")
        }

    def note_turn(self) -> None:
        """Who is to act now, for the browser's process to tap on their page (main thread)."""
        session = self.app.session
        if session is not None:
            acting = [] if session.over else list(session.to_act())
            turn = {"table": self.table_number, "step": len(session.steps), "acting": acting}
            self.turn = turn | {"over": session.over}

    def computer_move(self, table: int) -> int | None:
        """A strong computer player's move for the first seat to act, queued as a click's is (the
        pages' CPU per move is measured with no page tapped or read meanwhile); the step it will
        make, or None when the game is over or the table is another."""
        session = self.app.session
        if session is None or table != self.table_number or session.over:
            return None
        bots = catalogue.get(session.game_id).bots()
        acting = session.to_act()
        if bots is None or not acting:
            return None
        seat = acting[0]
        command = bots.choose(session.view(seat), session.legal(seat), seat, "strong", self.rng)
        self.app.enqueue(command)
        return len(session.steps) + 1

    def open_table(self, info: catalogue.GameInfo, seats: int, seed: int) -> dict[str, Any]:
        """A new game of ``info`` on the big screen, every seat on a phone, with spectator tokens
        for the pages past the seats (runs on the main thread)."""
        from tabletop.core.i18n import language
        from tabletop.core.seats import default_seats
        from tabletop.core.session import GameSession
        from tabletop.engine.phones.server import SPECTATOR, PhoneServer
        from tabletop.engine.phones.table_link import PhoneTable, seat_cards
        from tabletop.engine.phones.tokens import SeatTokens

        self.close_table()
        session = GameSession.new(info, {"players": seats}, seed, default_seats(seats))
        scene = info.table_class()(session, autosave=False, **_race_plan(info, seats))
        self.app.push(scene)
        tokens = SeatTokens()
        issued = tokens.issue(range(seats))
        server = PhoneServer(tokens, host="127.0.0.1")
        server.spectator_token = secrets.token_urlsafe(12)
        server.start()
        link = PhoneTable(session, server, tuple(range(seats)), decode=scene.phone_decode)
        publish = link.publish

        def publish_and_note() -> None:
            began = time.perf_counter()
            publish()
            self.publish_ms.append((time.perf_counter() - began) * 1000)

        link.publish = publish_and_note  # type: ignore[method-assign]
        scene.use_phones(link)
        # spectators learn the game and the seats' names as the join screen tells them
        # (``scenes/phone_start.py``): without it their pages never load the game's part
        server.set_welcome(SPECTATOR, game=info.id, language=language(), seats=seat_cards(session.seats))
        self.table_number += 1
        self._applied.clear()
        self.note_turn()
        given = [issued[seat] for seat in range(seats)] + [server.spectator_token]
        return {"port": server.port, "tokens": given, "seats": seats, "number": self.table_number}

    def close_table(self) -> None:
        while self.app.scenes:
            self.app.pop()


def _race_plan(info: catalogue.GameInfo, seats: int) -> dict[str, Any]:
    """Outrun's runners all on phones, as its before-race screen would have them (other games
    need no plan)."""
    if info.id != "outrun":
        return {}
    from tabletop.engine.seat_devices import DeviceKind, SeatDevice
    from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode

    devices = tuple(SeatDevice(DeviceKind.REMOTE, client=f"phone-{seat}") for seat in range(seats))
    return {"plan": DevicePlan(PlayMode.TOGETHER, devices)}


# --------------------------------------------------------------------------------------------
# the browser's process, asking the app for tables


def serve_browser(browser: subprocess.Popen[str], screen: BigScreen, plan: dict[str, Any]) -> dict[str, Any]:
    """Answer the browser's process (a line of JSON each way) until it hands back its figures;
    this runs on a thread of ours, the app's loop on the main thread."""
    assert browser.stdin is not None and browser.stdout is not None
    figures: dict[str, Any] = {"errors": ["phones: the browser's process ended early"]}
    try:
        browser.stdin.write(json.dumps(plan) + "\n")
        browser.stdin.flush()
        for line in browser.stdout:
            ask = json.loads(line)
            if ask["kind"] == "done":
                figures = ask["figures"]
                break
            try:
                answer: dict[str, Any] = {"value": screen.answer(ask)}
            except Exception as error:  # told to the browser's side, which notes it
                answer = {"error": f"{type(error).__name__}: {error}"}
            browser.stdin.write(json.dumps(answer) + "\n")
            browser.stdin.flush()
    finally:
        screen.finished.set()
        screen.app.running = False
    return figures


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


def measure(
    quick: bool,
    progress: Callable[[str], None],
    parts: tuple[str, ...] = ("taps", "rejoin", "race", "pages"),
) -> dict[str, Any]:
    """The phones' figures as plain data (``{"missing": why}`` where they cannot be measured);
    ``parts`` (taps, rejoin, race, pages) narrows what is measured, for a test."""
    missing = missing_browser()
    if missing is not None:
        return {"missing": missing}
    info = game_with_phones()
    if info is None:
        return {"missing": "no game has a phone page yet"}
    seats = min(PAGES, info.max_players)
    from tabletop.engine.phones.server import PAGE_FILES

    race_missing = "/outrun.js" not in PAGE_FILES
    if race_missing:
        parts = tuple(part for part in parts if part != "race")
    plan = {
        "game": info.id,
        "seats": seats,
        "pages": PAGES,
        "taps": 100 if quick else 300,
        "tap_seconds": 20.0 if quick else 40.0,
        "drops": 2 if quick else 3,
        "page_moves": 30 if quick else 60,
        "chromium": chromium_path(),
        "parts": list(parts),
    }
    progress(
        f"phones: {PAGES} pages in Chromium (a process of their own) on a {info.id} table "
        f"({seats} seats{f' and {PAGES - seats} spectators' if seats < PAGES else ''})"
    )
    from tabletop.core.settings import Settings
    from tabletop.scenes.navigator import open_app

    started = time.monotonic()
    load_before = os.getloadavg()[0]
    with _headless():
        import pygame

        # a night with phones past its first game: Outrun's tutorial round is not on the phones
        app = open_app(Settings(animation_speed=0.0, outrun_tutorial_seen=True), window_size=(1920, 1080))
        screen = BigScreen(app)
        screen.watch()
        browser = subprocess.Popen(
            [sys.executable, "-m", "tabletop.bench_phones_browser"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        got: list[dict[str, Any]] = []
        talk = threading.Thread(
            target=lambda: got.append(serve_browser(browser, screen, plan)), name="phones-bench", daemon=True
        )
        talk.start()
        try:
            screen.run()
        finally:
            talk.join(60)
            with contextlib.suppress(subprocess.TimeoutExpired):
                browser.wait(30)
            if browser.poll() is None:
                browser.kill()
            screen.close_table()
            pygame.quit()
    figures: dict[str, Any] = got[0] if got else {"errors": ["phones: no figures came back"]}
    if race_missing:
        figures["race_note"] = OUTRUN_MISSING
    return summarise(figures, screen, info, seats) | {
        "seconds": round(time.monotonic() - started, 1),
        "load_average": [round(load_before, 1), round(os.getloadavg()[0], 1)],
    }


def summarise(
    figures: dict[str, Any], screen: BigScreen, info: catalogue.GameInfo, seats: int
) -> dict[str, Any]:
    """The browser's raw notes joined with the big screen's (both in epoch ms) into the figures."""
    tap_to_screen: list[float] = []
    tap_to_applied: list[float] = []
    stalls = int(figures.get("stalls", 0))
    for table, step, tap in figures.get("taps", []):
        key = (int(table), int(step))
        if key not in screen.drawn:
            stalls += 1  # applied on the phone's view, never shown on the big screen
            continue
        tap_to_screen.append(screen.drawn[key] - tap)
        tap_to_applied.append(screen.applied_at[key] - tap)
    race = figures.get("race_error", [])
    note = figures.get("race_note")
    return {
        "game": info.id,
        "seats": seats,
        "spectators": PAGES - seats,
        "games_played": figures.get("games", 0),
        "tap_to_screen": _spread(tap_to_screen),
        "tap_to_applied": _spread(tap_to_applied),
        "frame_draw": _spread(screen.draw_ms),
        "frame_draw_cpu": _spread(screen.draw_cpu_ms),
        "publish": _spread(screen.publish_ms),
        "tap_to_phone": _spread(figures.get("tap_to_phone", [])),
        "tap_to_every_page": _spread(figures.get("tap_to_all", [])),
        "join": _spread(figures.get("join", [])),
        "reconnect_after_drop": _spread(figures.get("drop", [])),
        "reconnect_after_dead_link": _spread(figures.get("dead", [])),
        "race_error": (
            {"note": note}
            if note
            else {
                "mean_ms": round(statistics.fmean(race), 2),
                "max_abs_ms": round(max(abs(e) for e in race), 2),
                "runs": len(race),
                "runners": figures.get("race_runners", len(race)),
                "network_ms": max((abs(e) for e in figures.get("race_unlike_sent", [])), default=None),
            }
            if race
            else {"note": "not measured"}
        ),
        "clock_uncertainty_ms": round(float(figures.get("clock_spread_ms", 0.0)), 2),
        "page_cost": figures.get("page_cost", []),
        "chromium_cpu_s": figures.get("chromium_cpu_s", {}),
        "stalled_taps": stalls,
        "refused_taps": figures.get("refused", 0),
        "errors": figures.get("errors", []),
    }


def tap_p99(data: dict[str, Any]) -> float | None:
    """The figure the target is judged on (None: not measured)."""
    spread = data.get("tap_to_screen")
    return None if not spread else float(spread["p99_ms"])


def cpu_rows(data: dict[str, Any]) -> list[Row]:
    """What the pages cost: Chromium's CPU-seconds in the taps and in the whole run, and each kind
    of page's own CPU per move (script, style and layout of its main thread, the rest of that
    thread's CPU, and its whole renderer's)."""
    result: list[Row] = []
    cpu = data.get("chromium_cpu_s") or {}
    taps = (data.get("tap_to_applied") or {}).get("count", 0)
    if "run" in cpu:
        during = f"; in the taps, joining left out, {cpu['taps']:.1f} s" if "taps" in cpu else ""
        each = f" ({cpu['taps'] * 1000 / taps:.0f} ms a tap, the harness's reading included)" if taps else ""
        result.append(
            ("phones: Chromium's CPU-seconds", f"{cpu['run']:.1f} s in the run{during}{each}", "", "")
        )
    for cost in data.get("page_cost") or []:
        rest = cost["task"] - cost["script"] - cost["style"] - cost["layout"]
        result.append(
            (
                f"phones: CPU a view, {cost['game']} {cost['kind']} page",
                f"script {cost['script']:.2f} + style {cost['style']:.2f} + layout {cost['layout']:.2f}"
                f" + rest {rest:.2f} (paint...) = {cost['task']:.2f} ms of tasks;"
                f" main thread {cost['thread']:.2f}, renderer {cost['process']:.1f} ms (n={cost['frames']})",
                "",
                "",
            )
        )
    return result


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
    spread_rows("    the drawing's own CPU time", "frame_draw_cpu")
    spread_rows("every view made and sent, after it", "publish")
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
                f"mean {race['mean_ms']:+.1f} ms, worst {race['max_abs_ms']:.1f} ms"
                f" ({race['runs']} of {race.get('runners', race['runs'])} runners;"
                f" network's share {race.get('network_ms')} ms)",
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
    result += cpu_rows(data)
    load = data.get("load_average")
    if load:
        cpus = os.cpu_count() or 1
        busy = "  (busy: figures inflated)" if max(load) > cpus else ""
        result.append(
            ("  phones: load average, start / end", f"{load[0]} / {load[1]} on {cpus} CPUs{busy}", "", "")
        )
    return result
