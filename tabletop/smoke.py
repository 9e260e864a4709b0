"""``tabletop --smoke``: a headless self-check of the whole app, for CI and the packaged builds.

It needs no screen (dummy video and audio drivers), never touches the player's own saves (it works
in a temporary home), opens every screen, lets computer players make moves in every implemented
game through the real command queue, saves, reloads and compares, then plays a move from two phones
through the join screen (issue 22).  Exit 0 means all of that worked.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
import traceback
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tabletop.engine.app import App

MOVES = 14  # commands each game must get through before saving
TIME_LIMIT = 90.0  # seconds per game


def smoke() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-smoke-"))
    try:
        _run()
    except Exception as err:  # noqa: BLE001 - the smoke run reports any failure in words
        traceback.print_exc()
        print(f"SMOKE FAILED: {err}", file=sys.stderr)
        return 1
    print("SMOKE OK")
    return 0


def _run() -> None:
    from tabletop.core import catalogue, saves
    from tabletop.core.seats import SeatKind, default_seats
    from tabletop.core.session import GameSession
    from tabletop.core.settings import Settings
    from tabletop.scenes.navigator import open_app
    from tabletop.scenes.settings import SettingsScene
    from tabletop.scenes.setup import SetupScene
    from tabletop.scenes.title import TitleScene

    app = open_app(Settings(), window_size=(1280, 720))
    app.push(TitleScene(idle_demo=False))
    app.step()
    print("title screen: ok")
    app.push(SettingsScene())
    app.step()
    app.pop()
    for info in catalogue.GAMES.values():
        if not info.available:
            print(f"{info.id}: not available yet (shown as such on the title screen)")
            continue
        app.push(SetupScene(info))
        app.step()
        app.pop()
        seats = [
            seat.__class__(seat.name, seat.colour, SeatKind.COMPUTER, "casual")
            for seat in default_seats(info.min_players)
        ]
        session = GameSession.new(info, {"players": info.min_players}, seed=2024, seats=seats)
        scene = info.table_class()(session)
        app.replace(scene)
        started = time.perf_counter()
        while len(session.steps) < MOVES and not session.over:
            if time.perf_counter() - started > TIME_LIMIT:
                raise RuntimeError(
                    f"{info.id}: computer players made only {len(session.steps)} moves in {TIME_LIMIT:.0f} s"
                )
            app.step(dt=0.1)
            time.sleep(0.002)
        print(f"{info.id}: {len(session.steps)} commands through the queue")
        app.push(app.navigator.pause_menu(scene))
        app.step()
        app.pop()
        path = saves.new_save_path(info.id)
        saves.save_session(session, path)
        loaded = saves.load_session(path)
        if loaded.to_save() != session.to_save():
            raise RuntimeError(f"{info.id}: the reloaded save differs from the game")
        for seat in [None, *range(len(seats))]:
            if loaded.view(seat) != session.view(seat):
                raise RuntimeError(f"{info.id}: seat {seat}'s view differs after reloading")
        auto = saves.load_session(saves.autosave_path())
        if len(auto.steps) != len(session.steps):
            raise RuntimeError(f"{info.id}: the autosave is behind the game")
        print(f"{info.id}: saved, reloaded and autosaved: identical")
    app.replace(TitleScene(idle_demo=False))
    app.step()
    _phones()
    _phones_night(app)
    app.replace(TitleScene(idle_demo=False))
    app.step()


def _phones() -> None:
    """The phones' server in this build: it listens, serves the page's files from the package and
    answers a phone's hello over a real WebSocket (issue 22: the one-folder build must carry them).
    The build carries no ``ssl`` (a tunnel gives friends far away their TLS), so the phone here
    speaks through websockets' sans-I/O client on a plain socket, as the server needs no ``ssl``."""
    import urllib.request

    from tabletop.core import catalogue
    from tabletop.engine.phones.server import PAGE_FILES, PhoneServer
    from tabletop.engine.phones.tokens import SeatTokens

    shell = {"/", "/page.js", "/page.css", "/words.js", "/ui.js", "/pause.js", "/note.js", "/watch.js"}
    games = {f"/{info.id}.js" for info in catalogue.playable()}  # each game's part of the page
    missing = (shell | games) - set(PAGE_FILES)
    if missing:
        raise RuntimeError(f"phones: this build lacks the page's {sorted(missing)}")
    tokens = SeatTokens()
    tokens.issue([0])
    server = PhoneServer(tokens, host="127.0.0.1")
    port = server.start()
    try:
        for path in PAGE_FILES:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as page:
                if not page.read():
                    raise RuntimeError(f"phones: the page's {path} is empty in this build")
        welcome = _phone_hello(port, str(tokens.token(0)))
        if welcome.get("type") != "welcome":
            raise RuntimeError(f"phones: a phone with its seat's token was answered {welcome}")
    finally:
        server.stop()
    print(f"phones: the server served {len(PAGE_FILES)} page files and welcomed a phone")


def _phone_hello(port: int, token: str) -> dict[str, object]:
    """Open a WebSocket to the server, say hello with ``token`` and return the first frame back."""
    import json
    import socket

    from websockets.client import ClientProtocol
    from websockets.frames import Frame, Opcode
    from websockets.protocol import State
    from websockets.uri import parse_uri

    phone = ClientProtocol(parse_uri(f"ws://127.0.0.1:{port}/ws"))
    phone.send_request(phone.connect())
    with socket.create_connection(("127.0.0.1", port), timeout=5) as link:
        link.sendall(b"".join(phone.data_to_send()))
        hello_sent = False
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if phone.handshake_exc is not None:
                raise RuntimeError(f"phones: the handshake failed: {phone.handshake_exc}")
            if not hello_sent and phone.state is State.OPEN:
                phone.send_text(json.dumps({"type": "hello", "token": token}).encode())
                link.sendall(b"".join(phone.data_to_send()))
                hello_sent = True
            for event in phone.events_received():
                if isinstance(event, Frame) and event.opcode is Opcode.TEXT:
                    answer: dict[str, object] = json.loads(bytes(event.data).decode())
                    return answer
            data = link.recv(65536)
            if not data:
                break
            phone.receive_data(data)
    raise RuntimeError("phones: the server never answered the phone's hello")


def _phones_night(app: App) -> None:
    """A game night on phones in this build, as the app runs it: a two-seat game with both seats
    on phones opens the join screen (this computer's addresses from ``ifaddr``, each seat's QR code
    from ``segno``, checked module by module against the address it must open), two phones join
    with their seats' tokens, Start opens the table, each phone gets its seat's view, and a move
    sent from the phone whose turn it is goes through the app's queue."""
    import segno

    from tabletop.core import catalogue
    from tabletop.core.seats import default_seats
    from tabletop.core.session import GameSession
    from tabletop.engine.phones.qr import QUIET_MODULES
    from tabletop.scenes.join_phones import JoinPhonesScene
    from tabletop.scenes.phone_start import open_with_phones, seat_phones

    info = min(catalogue.playable(), key=lambda game: game.max_players)  # a two-seat game, both on phones
    session = GameSession.new(info, {"players": 2}, seed=2024, seats=default_seats(2))
    seat_phones(session, [0, 1])
    table = info.table_class()(session)
    if not open_with_phones(app, session, table) or not isinstance(app.top, JoinPhonesScene):
        raise RuntimeError("phones: a game with seats on phones did not open the join screen")
    join = app.top
    app.step()
    if not join.addresses:
        raise RuntimeError("phones: the join screen found no address of this computer")
    for seat in (0, 1):
        url = join.join_url(seat, join.addresses[0])
        code = join.codes[seat]
        matrix = segno.make(url, error="m", micro=False).matrix
        scale = code.get_width() // (len(matrix) + 2 * QUIET_MODULES)
        for row, line in enumerate(matrix):
            for column, dark in enumerate(line):
                centre = (
                    (column + QUIET_MODULES) * scale + scale // 2,
                    (row + QUIET_MODULES) * scale + scale // 2,
                )
                if (code.get_at(centre)[0] < 128) != bool(dark):
                    raise RuntimeError(f"phones: seat {seat}'s QR code does not draw {url}")
    phones = {seat: _SmokePhone(join.server.port) for seat in (0, 1)}
    try:
        for seat, phone in phones.items():
            phone.send({"type": "hello", "token": join.server.tokens.token(seat)})
            welcome = phone.next_frame(app, "welcome")
            if welcome.get("seat") != seat or welcome.get("game") != info.id:
                raise RuntimeError(f"phones: seat {seat}'s phone was welcomed as {welcome}")
        deadline = time.monotonic() + 10
        while not join.all_joined():
            if time.monotonic() > deadline:
                raise RuntimeError("phones: the join screen never saw both phones join")
            app.step(dt=0.05)
        join.start()
        if app.top is not table:
            raise RuntimeError("phones: Start on the join screen did not open the table")
        views = {seat: phone.next_frame(app, "view") for seat, phone in phones.items()}
        seat = session.to_act()[0]
        legal = views[seat]["legal"]
        if not isinstance(legal, list) or not legal:
            raise RuntimeError(f"phones: seat {seat}'s phone was offered no move: {views[seat]}")
        steps = len(session.steps)
        phones[seat].send({"type": "command", "command": legal[0], "seq": steps})
        while (view := phones[seat].next_frame(app, "view"))["step"] == views[seat]["step"]:
            pass
        if len(session.steps) != steps + 1 or view.get("type") != "view":
            raise RuntimeError("phones: a move sent from a phone was not applied")
    finally:
        for phone in phones.values():
            phone.close()
    print(f"phones: join screen, QR codes and {len(join.addresses)} address(es); two phones played a move")


class _SmokePhone:
    """A phone for the smoke run: websockets' sans-I/O client on a plain socket (the build has no
    ``ssl`` for the threaded client), read while the app steps."""

    def __init__(self, port: int) -> None:
        import socket

        from websockets.client import ClientProtocol
        from websockets.uri import parse_uri

        self.protocol = ClientProtocol(parse_uri(f"ws://127.0.0.1:{port}/ws"))
        self.link = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.link.settimeout(0.02)
        self.protocol.send_request(self.protocol.connect())
        self._flush()
        self.frames: list[dict[str, Any]] = []

    def _flush(self) -> None:
        self.link.sendall(b"".join(self.protocol.data_to_send()))

    def _read(self) -> None:
        from websockets.frames import Frame, Opcode

        try:
            data = self.link.recv(65536)
        except TimeoutError:
            return
        if not data:
            raise RuntimeError("phones: the server closed a phone's link")
        self.protocol.receive_data(data)
        self._flush()  # pongs and the like
        for event in self.protocol.events_received():
            if isinstance(event, Frame) and event.opcode is Opcode.TEXT:
                self.frames.append(json.loads(bytes(event.data).decode()))

    def send(self, frame: dict[str, Any]) -> None:
        from websockets.protocol import State

        deadline = time.monotonic() + 10
        while self.protocol.state is not State.OPEN:
            if self.protocol.handshake_exc is not None or time.monotonic() > deadline:
                raise RuntimeError(f"phones: the handshake failed: {self.protocol.handshake_exc}")
            self._read()
        self.protocol.send_text(json.dumps(frame).encode())
        self._flush()

    def next_frame(self, app: App, kind: str) -> dict[str, Any]:
        """Step the app until this phone hears a frame of ``kind``; that frame."""
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            while self.frames:
                frame = self.frames.pop(0)
                if frame.get("type") == kind:
                    return frame
            app.step(dt=0.05)
            self._read()
        raise RuntimeError(f"phones: a phone never heard a {kind} frame")

    def close(self) -> None:
        self.link.close()
