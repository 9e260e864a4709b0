"""The set-up the phone tests share (issue 22): a phone server on this computer with a token for each
phone seat, phones as plain WebSocket clients that say hello with their seat's token, and the real
app with a game's table whose phone seats play through that server.  One place, so that every test
builds the table and its phones the way the app does (``GameScene.use_phones``)."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Generic, TypeVar

from websockets.sync.client import ClientConnection, connect

from tabletop.core import catalogue
from tabletop.core.contract import Command
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.game_scene import GameScene
from tabletop.engine.phones.server import PhoneServer
from tabletop.engine.phones.table_link import PhoneTable
from tabletop.engine.phones.tokens import SeatTokens
from tabletop.games.fugitive.table.scene import FugitiveScene
from tabletop.scenes.join_phones import JoinPhonesScene
from tabletop.scenes.navigator import open_app

SceneT = TypeVar("SceneT", bound=GameScene)


def serve(seats: Iterable[int]) -> PhoneServer:
    """A running phone server on this computer only, with a token issued for each of ``seats``."""
    tokens = SeatTokens()
    tokens.issue(list(seats))
    server = PhoneServer(tokens, host="127.0.0.1")
    server.start()
    return server


@contextlib.contextmanager
def join(server: PhoneServer, seat: int) -> Iterator[ClientConnection]:
    """A phone opening ``seat``'s code: linked and its hello sent, until the block ends.  Its
    frames are read off the socket as they come, read by the test or not, as a page reads them: a
    phone with a full queue would not hear the server's goodbye, and its closing waited 10 s."""
    with connect(f"ws://127.0.0.1:{server.port}/ws", open_timeout=5, max_queue=None) as link:
        link.send(json.dumps({"type": "hello", "token": server.tokens.token(seat)}))
        yield link


def send(phone: ClientConnection, command: Command, seq: int) -> None:
    """``command`` sent from ``phone`` as its page sends a tapped move."""
    phone.send(json.dumps({"type": "command", "command": command.to_json(), "seq": seq}))


def hear(phone: ClientConnection, kind: str, step: Callable[[], object]) -> dict[str, Any]:
    """``step`` the table (as the app's loop does) until ``phone`` hears a frame of ``kind``, the
    frames before it passed over; that frame."""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        step()
        with contextlib.suppress(TimeoutError):
            frame: dict[str, Any] = json.loads(phone.recv(timeout=0.02))
            if frame["type"] == kind:
                return frame
    raise AssertionError(f"the phone never heard a {kind} frame")


class PhoneNight(Generic[SceneT]):
    """The real app with ``scene`` on top, its ``on_phones`` seats playing on phones."""

    def __init__(self, app: App, scene: SceneT, on_phones: Iterable[int] = (0, 1)) -> None:
        self.app = app
        self.scene = scene
        self.session: GameSession = scene.session
        self.app.push(scene)
        seats = tuple(on_phones)
        self.server = serve(seats)
        self.scene.use_phones(PhoneTable(self.session, self.server, seats))
        self.links = contextlib.ExitStack()

    def phone(self, seat: int) -> ClientConnection:
        """A phone for ``seat``, joined; closed with ``links`` (or ``close``)."""
        return self.links.enter_context(join(self.server, seat))

    def heard(self, phone: ClientConnection, kind: str, dt: float = 0.02) -> dict[str, Any]:
        """Step the app until ``phone`` hears a frame of ``kind``; that frame."""
        return hear(phone, kind, lambda: self.app.step(dt=dt))

    def close(self) -> None:
        self.links.close()
        self.server.stop()


def big_screen(speed: float = 0.0) -> App:
    """The real app at 1920x1080; ``speed`` its animations' (0: beats end at once)."""
    return open_app(Settings(animation_speed=speed), window_size=(1920, 1080))


def close_screens(app: App) -> None:
    """Every screen left on ``app`` exits, top first, and a join screen's server stops with it."""
    for scene in reversed(list(app.scenes)):
        if isinstance(scene, JoinPhonesScene):
            scene.server.stop()
        scene.exit()


def fugitive_night(seed: int = 5, speed: float = 0.0) -> PhoneNight[FugitiveScene]:
    """A two-seat Fugitive game on the big screen with both seats on phones (none joined yet)."""
    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, seed, default_seats(2))
    return PhoneNight(big_screen(speed), FugitiveScene(session, autosave=False))
