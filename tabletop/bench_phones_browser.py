"""The browser's side of ``tabletop benchmark --only phones``, in a process of its own.

On a real night the phones are other machines: they cost the big screen's loop nothing.  So the
six Chromium pages (Playwright's sync API) run here, in ``python -m tabletop.bench_phones_browser``
started by :mod:`tabletop.bench_phones`, and reach the app only as phones do, through its server's
sockets.  A line of JSON on stdin/stdout asks the app for a new table (or whether a game is over,
or which run times entered Outrun's rules) and, at the end, hands back what was measured.  Times
cross processes as epoch milliseconds (``time.time()``, one clock on one machine); each page's own
clock is calibrated against it from the closest of a few readings.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import socket
import sys
import threading
import time
from dataclasses import asdict, dataclass, field
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

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
#: taps on the table; coming back; Outrun's race; what a page costs per move (its CPU)
PARTS = ("taps", "rejoin", "race", "pages")
#: the games whose pages' cost per move is measured, and the seats each is played with
PAGE_GAMES = (("just_run", 5), ("fugitive", 2), ("outnumbered", 4), ("outrun", 4))
#: Chrome's own counters of a page's main thread (``Performance.getMetrics``, in thread time, so
#: a page waiting for a CPU is not counted), and the renderer process's CPU time
PAGE_METRICS = {
    "script": "ScriptDuration",
    "style": "RecalcStyleDuration",
    "layout": "LayoutDuration",
    "task": "TaskDuration",
    "thread": "ThreadTime",
    "process": "ProcessTime",
}

#: put in every phone page before its own scripts: the page's clock at each tap, each view shown,
#: each link made, its first view and its end, the Outrun path card's reveal (put in the page, and
#: painted) and Finish's tap, and
#: the ``elapsed_ms`` of what the page sends.  It changes nothing the page does.
WATCH_PAGE = r"""
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const bench = {
    taps: [], steps: [], links: [], elapsed: [], pathInsertedAt: null, pathShownAt: null, finishTapAt: null,
  };
  window.__bench = bench;
  // the moment the runner can first see the path card: the browser's own record of painting the race
  // screen (Element Timing: the first line painted once the card is in the page), not the moment
  // the card was put in the page, which is a frame's layout and paint (tens of ms on a busy phone)
  // before anything shows
  if (PerformanceObserver.supportedEntryTypes.includes("element")) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (bench.pathShownAt === null && bench.pathInsertedAt !== null
            && performance.timeOrigin + entry.renderTime >= bench.pathInsertedAt) {
          bench.pathShownAt = performance.timeOrigin + entry.renderTime;
        }
      }
    }).observe({ type: "element", buffered: true });
  }
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
      if (bench.pathInsertedAt === null && document.querySelector("[data-path-card]")) {
        bench.pathInsertedAt = at;
        // the line drawn just above the card, marked for the browser to record its paint where
        // the page has not marked it itself (what is below the fold is painted only when scrolled to)
        const line = document.querySelector("[data-path-card]").previousElementSibling;
        if (line && !line.hasAttribute("elementtiming")) line.setAttribute("elementtiming", "bench-shown");
      }
    }).observe(document.body,
      { attributes: true, attributeFilter: ["data-step"], childList: true, subtree: true });
  };
  if (document.body) watch(); else document.addEventListener("DOMContentLoaded", watch);
})();
"""


#: the page's view of step ``step`` (or a later one) has come: whether it is the seat's turn.  A
#: promise the page keeps until then (2 s at most), watching its own body: no polling
WHEN_SHOWN = """
step => new Promise((resolve) => {
  const shown = () => Number(document.body.dataset.step) >= step;
  const answer = () => resolve(document.body.classList.contains('my-turn'));
  if (shown()) { answer(); return; }
  const watch = new MutationObserver(() => { if (shown()) { watch.disconnect(); answer(); } });
  watch.observe(document.body, { attributes: true, attributeFilter: ['data-step'] });
  setTimeout(() => { watch.disconnect(); answer(); }, 2000);
})
"""
#: the move tapped after step ``before`` is shown, or refused (true), or neither within 5 s (false)
WHEN_MOVED = """
before => new Promise((resolve) => {
  const done = () => Number(document.body.dataset.step) > before
    || document.getElementById('status').classList.contains('refused');
  if (done()) { resolve(true); return; }
  const watch = new MutationObserver(() => { if (done()) { watch.disconnect(); resolve(true); } });
  watch.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-step', 'class'] });
  setTimeout(() => { watch.disconnect(); resolve(done()); }, 5000);
})
"""

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
            try:
                upstream = socket.create_connection(("127.0.0.1", self.target_port))
            except OSError:  # the table has closed: this phone's link ends here
                client.close()
                continue
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
# the app, at the other end of a pipe


@dataclass
class Table:
    """One game on the big screen with its phone seats."""

    port: int
    tokens: list[str]  # one per phone seat, then one per spectator page
    seats: int
    number: int


class Host:
    """The app's process: asked a question a line at a time, its answer a line back."""

    def __init__(self, asks: IO[str], answers: IO[str]) -> None:
        self._asks = asks
        self._answers = answers

    def ask(self, kind: str, **details: Any) -> Any:
        self._asks.write(json.dumps({"kind": kind, **details}) + "\n")
        self._asks.flush()
        answer = json.loads(self._answers.readline() or '{"error": "the app is gone"}')
        if "error" in answer:
            raise RuntimeError(answer["error"])
        return answer["value"]

    def open_table(self, game: str, seats: int, seed: int) -> Table:
        return Table(**self.ask("open", game=game, seats=seats, seed=seed))


@dataclass
class Measured:
    """What the pages saw, handed back to the app's process (times in epoch ms)."""

    taps: list[tuple[int, int, float]] = field(default_factory=list)  # table, step, tap
    tap_to_phone: list[float] = field(default_factory=list)
    tap_to_all: list[float] = field(default_factory=list)
    join: list[float] = field(default_factory=list)
    drop: list[float] = field(default_factory=list)
    dead: list[float] = field(default_factory=list)
    race_error: list[float] = field(default_factory=list)
    race_unlike_sent: list[int] = field(default_factory=list)  # rules' ms minus the page's own
    race_runners: int = 0
    race_note: str | None = None
    clock_spread_ms: float = 0.0
    #: a page's CPU per move (ms), by game and kind of page (seat, spectator): see ``page_costs``
    page_cost: list[dict[str, Any]] = field(default_factory=list)
    #: CPU-seconds the whole Chromium (every process: pages, browser, GPU, network) used: in the
    #: taps (the pages' joining left out) and in the whole run
    chromium_cpu_s: dict[str, float] = field(default_factory=dict)
    stalls: int = 0
    refused: int = 0
    games: int = 0
    errors: list[str] = field(default_factory=list)


@dataclass
class Plan:
    game: str
    seats: int
    pages: int
    taps: int
    tap_seconds: float
    drops: int
    chromium: str
    page_moves: int = 60  # computer moves a game while the pages' cost is measured
    parts: tuple[str, ...] = PARTS  # which of the measurements to make


# --------------------------------------------------------------------------------------------
# the pages


class Phones:
    """The six pages and the measurements made through them."""

    def __init__(self, browser: Browser, host: Host, plan: Plan, figures: Measured) -> None:
        self.browser = browser
        self.host = host
        self.plan = plan
        self.figures = figures
        self.pages: list[Page] = []
        self.offsets: list[float] = []  # page clock minus this process's clock, in ms
        self.rng = random.Random(22)
        self.table_number = 0
        self.tapped: list[tuple[int, float]] = []  # this game's timed taps: step, when (our clock)
        self.cdp: list[Any] = []  # each page's DevTools session, for its counters

    def new_page(self, playwright: Any) -> Page:
        context = self.browser.new_context(**playwright.devices[PHONE])
        context.add_init_script(WATCH_PAGE)
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Performance.enable", {"timeDomain": "threadTicks"})
        self.cdp.append(cdp)
        return page

    def page_metrics(self, index: int) -> dict[str, float]:
        """Chrome's cumulative counters of page ``index`` (seconds), by :data:`PAGE_METRICS` key."""
        metrics = self.cdp[index].send("Performance.getMetrics")["metrics"]
        got = {metric["name"]: float(metric["value"]) for metric in metrics}
        return {key: got.get(name, 0.0) for key, name in PAGE_METRICS.items()}

    def open_all(self, playwright: Any, port: int, tokens: list[str], *, joins: bool = True) -> None:
        """Six pages, each opened from its code's address (the join times kept with ``joins``)."""
        self.every_page_saw()
        while len(self.pages) < self.plan.pages:  # made once: a phone's browser is slow to open
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
        while len(self.figures.taps) < self.plan.taps:
            if time.monotonic() - started > self.plan.tap_seconds:
                break
            table = self.host.open_table(self.plan.game, self.plan.seats, seed)
            self.table_number = table.number
            self.figures.games += 1
            self.open_all(playwright, table.port, table.tokens)
            began = chromium_cpu_seconds()
            self.play_one(started)
            tapping = self.figures.chromium_cpu_s
            tapping["taps"] = round(tapping.get("taps", 0.0) + chromium_cpu_seconds() - began, 2)
            seed += 1

    def play_one(self, started: float) -> None:
        """Tap on the page of the first seat to act until the game is over or enough taps are
        timed.  Who acts is asked of the app, and the page is waited on (its view of that step
        coming) without polling it: a harness reading six pages in a loop would use much of the
        CPU the big screen and the pages are measured on, and real phones have no harness."""
        seat_pages = self.pages[: self.plan.seats]
        while len(self.figures.taps) < self.plan.taps:
            if time.monotonic() - started > self.plan.tap_seconds:
                return
            turn = self.host.ask("turn")
            if turn["table"] != self.table_number or turn["over"]:
                return
            acting = [seat for seat in turn["acting"] if seat < len(seat_pages)]
            if not acting:
                time.sleep(0.01)
                continue
            if self._my_turn(seat_pages[acting[0]], turn["step"]):
                self.tap_once(acting[0])

    @staticmethod
    def _my_turn(page: Page, step: int) -> bool:
        """Whether ``page`` shows its seat's turn once its view of ``step`` (or a later one) came."""
        return bool(page.evaluate(WHEN_SHOWN, step))

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
        if not page.evaluate(WHEN_MOVED, before):
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
        self.figures.tap_to_phone.append(shown - tap)
        self.figures.taps.append((self.table_number, step, tap - self.offsets[index]))
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

    def race(self, playwright: Any, runners: int) -> None:
        """An Outrun race on ``runners`` phones: each lays a card and taps Finish a little after
        its path card showed.  The error is the ``ms`` that entered the rules' run command minus
        the true time on the phone, from the card's first paint (the browser's Element Timing
        record of the race screen, seen by a watcher of its own; where the browser keeps none, the
        card's appearance in the page) to the Finish tap's time stamp; beside it,
        the rules' ``ms`` minus the one the page timed (``window.outrunTiming``): the network's
        share, which must be nothing."""
        try:
            table = self.host.open_table("outrun", runners, 3)
            self.table_number = table.number
            self.open_all(playwright, table.port, table.tokens[:runners], joins=False)
            truth: dict[int, float] = {}
            own: dict[int, int] = {}  # the time each page says it sent
            for seat, page in enumerate(self.pages[:runners]):
                page.wait_for_selector("[data-path-card]", timeout=30_000)
                page.locator("button[data-card]:not([disabled])").first.click()
                time.sleep(self.rng.uniform(0.2, 0.6))
                page.locator("button[data-finish]").click()  # one tap: a Finish card is slapped
                page.wait_for_function("() => window.outrunTiming && window.outrunTiming.elapsedMs !== null")
                shown, tapped, sent = page.evaluate(
                    "() => [window.__bench.pathShownAt ?? window.__bench.pathInsertedAt,"
                    " window.__bench.finishTapAt, window.outrunTiming.elapsedMs]"
                )
                truth[seat] = tapped - shown
                own[seat] = int(sent)
            deadline = time.monotonic() + 10
            entered: dict[str, int] = {}
            while len(entered) < runners and time.monotonic() < deadline:
                entered = self.host.ask("runs", table=table.number)
                time.sleep(0.05)
            for seat, true_ms in truth.items():
                if str(seat) in entered:
                    self.figures.race_error.append(entered[str(seat)] - true_ms)
                    self.figures.race_unlike_sent.append(entered[str(seat)] - own[seat])
            self.figures.race_runners = runners
            if len(entered) < runners:
                self.figures.race_note = f"only {len(entered)} of {runners} runs reached the rules"
        except Exception as error:  # the page's contract not met: say so, do not fake it
            self.figures.race_note = (
                f"not measured: {type(error).__name__}: {str(error).splitlines()[0][:120]}"
            )

    # -- what a page costs per move ------------------------------------------------------------

    def page_costs(self, playwright: Any, game: str, seats: int, moves: int) -> None:
        """Each page's own CPU per move on a ``game`` table of ``seats`` phones and spectators
        (the pages past the seats): computer moves are made on the big screen, one every
        :data:`MOVE_EVERY_S`, while no page is tapped or read, so Chrome's counters of each page
        hold only what the page did with its frames.  Per frame shown, by kind of page."""
        table = self.host.open_table(game, seats, 2)  # a seed whose games last 80 moves and more
        self.table_number = table.number
        self.open_all(playwright, table.port, table.tokens, joins=False)
        time.sleep(0.5)  # the first frames' loading settles
        shown = [len(page.evaluate("() => window.__bench.steps")) for page in self.pages]
        before = [self.page_metrics(index) for index in range(len(self.pages))]
        made = 0
        for _ in range(moves):
            if self.host.ask("move", table=table.number) is None:
                break
            made += 1
            time.sleep(MOVE_EVERY_S)
        time.sleep(0.5)
        after = [self.page_metrics(index) for index in range(len(self.pages))]
        frames = [
            len(page.evaluate("() => window.__bench.steps")) - seen
            for page, seen in zip(self.pages, shown, strict=True)
        ]
        for kind, indices in (
            ("seat", range(min(seats, len(self.pages)))),
            ("spectator", range(seats, len(self.pages))),
        ):
            used = [index for index in indices if frames[index] > 0]
            if not used:
                continue
            count = sum(frames[index] for index in used)
            cost = {
                key: round(sum(after[index][key] - before[index][key] for index in used) * 1000 / count, 2)
                for key in PAGE_METRICS
            }
            self.figures.page_cost.append(
                {"game": game, "kind": kind, "pages": len(used), "frames": count, "moves": made} | cost
            )


MOVE_EVERY_S = 0.12  # a move on the big screen this often while the pages' cost is measured


def chromium_cpu_seconds() -> float:
    """CPU-seconds used so far by every Chromium process under this one (its own time and that of
    its processes already ended and reaped), read from ``/proc``; 0 where there is none."""
    tick = os.sysconf("SC_CLK_TCK")
    parents: dict[int, int] = {}
    used: dict[int, float] = {}
    names: dict[int, str] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                text = stat.read()
        except OSError:
            continue
        fields = text[text.rindex(")") + 2 :].split()
        pid = int(entry)
        names[pid] = text[text.index("(") + 1 : text.rindex(")")]
        parents[pid] = int(fields[1])
        used[pid] = sum(int(value) for value in fields[11:15]) / tick  # utime stime cutime cstime
    mine = {os.getpid()}
    grew = True
    while grew:
        grew = False
        for pid, parent in parents.items():
            if parent in mine and pid not in mine:
                mine.add(pid)
                grew = True
    # each living process's own time and its ended children's (reaped into its cutime): no process
    # is counted twice
    return round(sum(used[pid] for pid in mine if names[pid].startswith("chromium")), 2)


def browse(plan: Plan, host: Host, figures: Measured) -> None:
    """Everything measured, in order; a failure is noted and ends the run."""
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=plan.chromium, args=CHROMIUM_ARGS, headless=True
            )
            cpu = figures.chromium_cpu_s
            try:
                phones = Phones(browser, host, plan, figures)
                if "taps" in plan.parts:
                    phones.play(playwright)
                if "rejoin" in plan.parts:
                    table = host.open_table(plan.game, plan.seats, 99)
                    phones.table_number = table.number
                    phones.open_all(playwright, table.port, table.tokens)
                    phones.drops()
                    phones.dead_links(playwright, table)
                if "race" in plan.parts:
                    phones.race(playwright, min(plan.pages, OUTRUN_SEATS))
                if "pages" in plan.parts:
                    for game, seats in PAGE_GAMES:
                        phones.page_costs(playwright, game, seats, plan.page_moves)
            finally:
                cpu["run"] = chromium_cpu_seconds()
                browser.close()
    except Exception as error:
        figures.errors.append(
            f"phones: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
        )


OUTRUN_SEATS = 6  # Outrun's most runners (catalogue); every page is a runner


def main() -> None:
    """The plan on the first line of stdin; questions out on stdout, answers in on stdin; the
    figures as the last line.  Anything else printed goes to stderr, off the pipe."""
    asks, answers = sys.stdout, sys.stdin
    sys.stdout = sys.stderr
    given = json.loads(answers.readline())
    plan = Plan(**given | {"parts": tuple(given.get("parts", PARTS))})
    figures = Measured()
    browse(plan, Host(asks, answers), figures)
    asks.write(json.dumps({"kind": "done", "figures": asdict(figures)}) + "\n")
    asks.flush()


if __name__ == "__main__":
    main()
