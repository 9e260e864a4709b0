"""The phones' server: WebSockets on a background thread, the game on the main thread.

The app's loop never waits for the network.  The server runs its own asyncio loop on a daemon
thread; what phones send arrives on the main thread through :meth:`PhoneServer.take_inbound`
(applied there as any input is), and what the table publishes (:meth:`PhoneServer.publish`) is
handed to the loop thread.  Each phone receives only the frames published for its own seat; the
last one is kept so a phone that reloads or comes back from sleep sees its view at once.

The same port serves the page (the files shipped in the package, listed once, never a path a
phone chose) and the WebSocket at :data:`WS_PATH`.  A link without a good token is told to scan
the code and closed; a second phone with a seat's token waits until the host confirms it on the
big screen (:meth:`PhoneServer.answer_takeover`).  Pings every few seconds find a dead link.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
import time
from collections.abc import Callable, Mapping
from http import HTTPStatus
from importlib import resources
from typing import Any, Final

from websockets.asyncio.server import ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.protocol import State

from tabletop.core.i18n import N_, _
from tabletop.engine.phones.arrivals import (
    Inbound,
    Link,
    NoteRead,
    PhoneCommand,
    SeatDropped,
    SeatJoined,
    TakeoverAsked,
)
from tabletop.engine.phones.protocol import (
    MAX_FRAME_BYTES,
    BadFrame,
    ClientFrame,
    Hello,
    NoteReadFrame,
    Ping,
    Reply,
    parse_frame,
    reply,
)
from tabletop.engine.phones.rate import Bucket
from tabletop.engine.phones.tokens import SeatTokens

#: where the page opens its WebSocket
WS_PATH: Final = "/ws"
#: the seat number a spectator's link is filed under (it sees the public view only)
SPECTATOR: Final = -1
#: the content type of each kind of page file
PAGE_KINDS: Final[Mapping[str, str]] = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
}


def _page_files() -> dict[str, tuple[str, str]]:
    """The page's files, URL path -> (file in ``phones/page/``, content type): the files the
    package ships there (the shell and each game's module), listed once when the app loads; a
    phone's request is only ever looked up in this table, never used as a path."""
    files: dict[str, tuple[str, str]] = {"/": ("index.html", PAGE_KINDS[".html"])}
    folder = resources.files("tabletop.engine.phones").joinpath("page")
    for entry in sorted(folder.iterdir(), key=lambda item: item.name):
        suffix = entry.name[entry.name.rfind(".") :]
        if entry.is_file() and suffix in PAGE_KINDS and entry.name != "index.html":
            files[f"/{entry.name}"] = (entry.name, PAGE_KINDS[suffix])
    return files


#: the page's files: URL path -> (file in ``phones/page/``, content type)
PAGE_FILES: Final[Mapping[str, tuple[str, str]]] = _page_files()
HELLO_TIMEOUT = 10.0  # seconds a new link has to show its token
PING_INTERVAL = 2.0  # seconds between the server's pings; a ping unanswered for PING_TIMEOUT is dead
PING_TIMEOUT = 4.0  # generous for a slow Wi-Fi, and a dead link is dropped (with CLOSE_TIMEOUT) within
# 7 s, before the page's own new link (made after 5 s of silence, see page.js) stops waiting for it
CLOSE_TIMEOUT = 1.0  # a dead link's closing handshake never ends: websockets' 10 s default held the seat
#: websockets' own cap, above ours, so an oversized frame is refused by us with a reason (and the
#: link kept) rather than cut by the library; only a frame beyond this closes the link (1009)
LINK_MAX_BYTES = 4 * MAX_FRAME_BYTES

#: the page loads nothing from elsewhere (it works offline) and talks only to this server
CONTENT_POLICY = "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:"
# what a phone is told, in the app's language (translated as it is sent)
NOT_FOR_THIS_GAME = N_("This code is not for the game on the big screen. Scan the code shown there.")
SAY_HELLO_FIRST = N_("Open the page from the code on the big screen.")
TAKEN_OVER = N_("This seat is now played from another phone.")
TAKEOVER_REFUSED = N_("The big screen kept this seat with the phone that had it.")
SLOW_DOWN = N_("Too many taps at once: wait a moment, then try again.")
JOINED_ALREADY = N_("This phone has joined already.")
SPECTATORS_WATCH = N_("This page only watches the game: it cannot make moves.")
GAME_OVER = N_("The game is over: no more moves.")


class PhoneServer:
    """One game's server for its phone seats (and spectators), started for that game only."""

    def __init__(self, tokens: SeatTokens, *, host: str = "0.0.0.0", port: int = 0) -> None:
        self.tokens = tokens
        self.host = host
        self.port = port
        self.spectator_token: str | None = None
        self._inbound: queue.SimpleQueue[Inbound] = queue.SimpleQueue()
        #: called on the server's thread whenever something arrives, so an idle app's loop wakes
        #: at once instead of at its next look (the app sets it to ``App.wake``)
        self.on_arrival: Callable[[], None] | None = None
        self._lock = threading.Lock()  # guards the fields below, read by both threads
        self._links: dict[int, Link] = dict.fromkeys(tokens.seats, Link.WAITING)
        self._last: dict[int, str] = {}  # the last frame published per seat, sent on (re)joining
        self._welcome: dict[int, str] = {}
        self._moves_open = True
        self._paused = False  # the big screen's menu is open: every phone shows the table waiting
        self._note: str | None = None  # the note the table waits on (a ``note`` frame), for joiners
        # touched on the loop thread only
        self._connections: dict[int, ServerConnection] = {}
        self._spectators: set[ServerConnection] = set()
        self._takeovers: dict[int, asyncio.Future[bool]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._pages = {path: (_page_file(name), kind) for path, (name, kind) in PAGE_FILES.items()}

    # -- the main thread's side -------------------------------------------------------------

    def start(self) -> int:
        """Listen (on a background thread) and return the port; raises OSError if it cannot."""
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise OSError("the phone server did not start within 10 seconds")
        if self._error is not None:
            raise OSError(f"the phone server could not listen: {self._error}") from self._error
        return self.port

    def stop(self) -> None:
        """Close every link and stop listening (the game ended or the table closed)."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop ended already
                loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join(5)

    def take_inbound(self) -> list[Inbound]:
        """Everything phones sent since the last call, in arrival order."""
        taken: list[Inbound] = []
        while True:
            try:
                taken.append(self._inbound.get_nowait())
            except queue.Empty:
                return taken

    def has_inbound(self) -> bool:
        """Whether anything waits for :meth:`take_inbound` (read by the app's loop to wake)."""
        return not self._inbound.empty()

    def links(self) -> dict[int, Link]:
        with self._lock:
            return dict(self._links)

    def set_welcome(self, seat: int, **fields: Any) -> None:
        """What a phone joining ``seat`` is told first (its name, colour, the language, ...); for
        :data:`SPECTATOR`, what every spectator is told (the game and the language: its page
        draws the public table), with no seat."""
        shown = None if seat == SPECTATOR else seat
        with self._lock:
            self._welcome[seat] = reply(Reply.WELCOME, seat=shown, **fields)

    def publish(self, seat: int, frame: str) -> None:
        """Send ``frame`` (made with :func:`~.protocol.reply`) to ``seat``'s phone, or to every
        spectator for :data:`SPECTATOR`; kept as that seat's latest for a phone that comes back."""
        with self._lock:
            self._last[seat] = frame
        self._on_loop(self._deliver(seat, frame))

    def refuse(self, seat: int, seq: int | None, reason: str) -> None:
        """Tell ``seat``'s phone its move ``seq`` was refused, with the rules' reason."""
        self._on_loop(self._deliver(seat, reply(Reply.REFUSED, seq=seq, reason=reason)))

    def answer_takeover(self, seat: int, allow: bool) -> None:
        """The host's answer to :class:`TakeoverAsked`: the new phone gets the seat, or goes."""
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(self._settle_takeover, seat, allow)

    def set_paused(self, paused: bool) -> None:
        """The big screen's menu opened (True) or closed: every phone and spectator is told, and a
        phone joining while it is open is told on joining (moves sent meanwhile wait on the table)."""
        with self._lock:
            if self._paused == paused:
                return
            self._paused = paused
        self._on_loop(self._tell_all(reply(Reply.PAUSED, paused=paused)))

    def set_note(self, note: dict[str, Any] | None) -> None:
        """The note the table waits on (its key, title, lines and button, in the app's language),
        or None once none waits: every seat's phone shows it over its part and may read it (a
        ``note_read`` frame, :class:`NoteRead`); a phone joining meanwhile is shown it on joining."""
        frame = reply(Reply.NOTE, note=note)
        with self._lock:
            if self._note == frame or (self._note is None and note is None):
                return
            self._note = None if note is None else frame
        self._on_loop(self._tell_seats(frame))

    def end_game(self, reason: str) -> None:
        """The game is over: moves are refused, tokens forgotten, every phone told why."""
        with self._lock:
            self._moves_open = False
        self.tokens.revoke_all()
        self._on_loop(self._goodbye_all(reason))

    # -- the loop thread -------------------------------------------------------------------

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as error:  # noqa: BLE001 - reported to start(), the app keeps running
            self._error = error
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        async with serve(
            self._handle,
            self.host,
            self.port,
            process_request=self._http,
            max_size=LINK_MAX_BYTES,
            ping_interval=PING_INTERVAL,
            ping_timeout=PING_TIMEOUT,
            close_timeout=CLOSE_TIMEOUT,
            server_header=None,
        ) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self._ready.set()
            await self._stop.wait()
            for connection in [*self._connections.values(), *self._spectators]:
                await connection.close(1001, "the table closed")

    def _on_loop(self, coroutine: Any) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            coroutine.close()
            return
        try:
            asyncio.run_coroutine_threadsafe(coroutine, loop)
        except RuntimeError:  # the loop is shutting down
            coroutine.close()

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        path = request.path.split("?", 1)[0]
        if path == WS_PATH:
            return None
        page = self._pages.get(path)
        if page is None or page[0] is None:
            return _response(HTTPStatus.NOT_FOUND, _(SAY_HELLO_FIRST).encode(), "text/plain; charset=utf-8")
        return _response(HTTPStatus.OK, page[0], page[1])

    async def _handle(self, connection: ServerConnection) -> None:
        try:
            seat = await self._join(connection)
            if seat is None:
                return
            await self._serve_seat(connection, seat)
        except ConnectionClosed:
            return

    async def _join(self, connection: ServerConnection) -> int | None:
        """The seat a new link shows the token of, or None once it has been told why not."""
        try:
            first = await asyncio.wait_for(connection.recv(), HELLO_TIMEOUT)
            frame = parse_frame(first)
        except (TimeoutError, BadFrame):
            frame = None
        if not isinstance(frame, Hello):
            await _goodbye(connection, _(SAY_HELLO_FIRST))
            return None
        if self.spectator_token is not None and frame.token == self.spectator_token:
            self._spectators.add(connection)
            with self._lock:
                last, welcome = self._last.get(SPECTATOR), self._welcome.get(SPECTATOR)
                paused = self._paused
            await connection.send(welcome or reply(Reply.WELCOME, seat=None))
            if paused:
                await connection.send(reply(Reply.PAUSED, paused=True))
            if last is not None:
                await connection.send(last)
            return SPECTATOR
        seat = self.tokens.seat_for(frame.token)
        if seat is None:
            await _goodbye(connection, _(NOT_FOR_THIS_GAME))
            return None
        held = self._connections.get(seat)
        if held is not None and held.state is State.OPEN:
            await connection.send(reply(Reply.WAIT_FOR_HOST, seat=seat))
            asked = self._loop_future()
            self._takeovers[seat] = asked
            self._arrive(TakeoverAsked(seat))
            if not await asked:
                await _goodbye(connection, _(TAKEOVER_REFUSED))
                return None
        self._connections[seat] = connection  # first, so the old link's end is no drop
        if held is not None:
            await _goodbye(held, _(TAKEN_OVER))
        with self._lock:
            self._links[seat] = Link.JOINED
            welcome, last = self._welcome.get(seat), self._last.get(seat)
            paused, note = self._paused, self._note
        self._arrive(SeatJoined(seat))
        await connection.send(welcome or reply(Reply.WELCOME, seat=seat))
        if paused:  # before the view, so the page draws it paused from the start
            await connection.send(reply(Reply.PAUSED, paused=True))
        if last is not None:
            await connection.send(last)
        if note is not None:  # over the view it came with
            await connection.send(note)
        return seat

    async def _serve_seat(self, connection: ServerConnection, seat: int) -> None:
        bucket = Bucket()
        try:
            async for raw in connection:
                if not bucket.allow(time.monotonic()):
                    await connection.send(reply(Reply.REFUSED, seq=None, reason=_(SLOW_DOWN)))
                    continue
                try:
                    frame = parse_frame(raw)
                except BadFrame as bad:
                    refusal = reply(Reply.REFUSED, seq=None, reason=bad.reason, detail=bad.detail)
                    await connection.send(refusal)
                    continue
                await self._answer(connection, seat, frame)
        finally:
            self._spectators.discard(connection)
            if self._connections.get(seat) is connection:
                del self._connections[seat]
                with self._lock:
                    self._links[seat] = Link.DROPPED
                self._arrive(SeatDropped(seat))
                # a phone waiting to take the seat over needs no answer from the host any more
                self._settle_takeover(seat, True)

    async def _answer(self, connection: ServerConnection, seat: int, frame: ClientFrame) -> None:
        if isinstance(frame, Ping):
            await connection.send(reply(Reply.PONG, seq=frame.seq))
        elif isinstance(frame, Hello):
            await connection.send(reply(Reply.REFUSED, seq=None, reason=_(JOINED_ALREADY)))
        elif seat == SPECTATOR:
            await connection.send(reply(Reply.REFUSED, seq=frame.seq, reason=_(SPECTATORS_WATCH)))
        else:
            with self._lock:
                open_ = self._moves_open
            if not open_:
                await connection.send(reply(Reply.REFUSED, seq=frame.seq, reason=_(GAME_OVER)))
                return
            if isinstance(frame, NoteReadFrame):
                self._arrive(NoteRead(seat, frame.note, frame.seq))
                return
            stamp = time.perf_counter_ns()
            self._arrive(PhoneCommand(seat, frame.command, frame.seq, frame.elapsed_ms, stamp))

    async def _deliver(self, seat: int, frame: str) -> None:
        targets = list(self._spectators) if seat == SPECTATOR else [self._connections.get(seat)]
        for connection in targets:
            if connection is not None:
                with contextlib.suppress(ConnectionClosed):
                    await connection.send(frame)

    async def _tell_all(self, frame: str) -> None:
        for connection in [*self._connections.values(), *self._spectators]:
            with contextlib.suppress(ConnectionClosed):
                await connection.send(frame)

    async def _tell_seats(self, frame: str) -> None:
        for connection in list(self._connections.values()):
            with contextlib.suppress(ConnectionClosed):
                await connection.send(frame)

    async def _goodbye_all(self, reason: str) -> None:
        for connection in [*self._connections.values(), *self._spectators]:
            await _goodbye(connection, reason)

    def _arrive(self, item: Inbound) -> None:
        self._inbound.put(item)
        wake = self.on_arrival
        if wake is not None:
            wake()

    def _loop_future(self) -> asyncio.Future[bool]:
        assert self._loop is not None
        return self._loop.create_future()

    def _settle_takeover(self, seat: int, allow: bool) -> None:
        asked = self._takeovers.pop(seat, None)
        if asked is not None and not asked.done():
            asked.set_result(allow)


async def _goodbye(connection: ServerConnection, reason: str) -> None:
    with contextlib.suppress(ConnectionClosed):
        await connection.send(reply(Reply.GOODBYE, reason=reason))
        await connection.close(1008, "goodbye")


def _response(status: HTTPStatus, body: bytes, kind: str) -> Response:
    headers = Headers(
        [
            ("Content-Type", kind),
            ("Content-Length", str(len(body))),
            ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            (
                "Content-Security-Policy",
                "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:",
            ),
        ]
    )
    return Response(status.value, status.phrase, headers, body)


def _page_file(name: str) -> bytes | None:
    """A file of the phone page, found through the package (the same frozen or not)."""
    try:
        return resources.files("tabletop.engine.phones").joinpath("page", name).read_bytes()
    except OSError:
        return None
