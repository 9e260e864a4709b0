"""A phone's move reaches an idle table through the app's own loop (issue 22): ``App.run`` sleeps
between looks while nothing moves, and a phone's move is not an SDL event, so the phone server
wakes the loop and the table says the move is due."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator

import pytest
from websockets.sync.client import connect

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.phones.server import PhoneServer
from tabletop.engine.phones.table_link import PhoneTable
from tabletop.engine.phones.tokens import SeatTokens
from tabletop.games.fugitive.table.scene import FugitiveScene
from tabletop.scenes.navigator import open_app


@pytest.fixture
def table() -> Iterator[tuple[App, GameSession, PhoneServer]]:
    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 5, default_seats(2))
    app = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    app.push(FugitiveScene(session, autosave=False))
    tokens = SeatTokens()
    tokens.issue([0, 1])
    server = PhoneServer(tokens, host="127.0.0.1")
    server.start()
    scene = app.top
    assert isinstance(scene, FugitiveScene)
    scene.use_phones(PhoneTable(session, server, (0, 1)))
    yield app, session, server
    server.stop()


def test_a_phone_move_on_an_idle_table_is_applied_by_the_apps_own_loop_at_once(
    table: tuple[App, GameSession, PhoneServer],
) -> None:
    app, session, server = table
    seat = session.to_act()[0]
    move = session.legal(seat)[0]
    sent: list[float] = []
    applied: list[float] = []

    def phone() -> None:
        with connect(f"ws://127.0.0.1:{server.port}/ws", open_timeout=5) as link:
            link.send(json.dumps({"type": "hello", "token": server.tokens.token(seat)}))
            link.recv(timeout=5)  # the welcome
            time.sleep(0.5)  # the loop has gone idle: nothing moves on the table
            sent.append(time.perf_counter())
            link.send(json.dumps({"type": "command", "command": move.to_json(), "seq": 1}))
            time.sleep(0.5)

    def stop_on_applied(_command: object, _events: object) -> None:
        applied.append(time.perf_counter())
        app.running = False

    app.on_command_applied.append(stop_on_applied)
    talking = threading.Thread(target=phone)
    talking.start()
    app.run(max_seconds=10.0)  # stops as soon as the move is applied
    talking.join(5)
    # before the wake, the idle loop ran no scene without an SDL event: the move waited forever;
    # how soon it is applied is a figure of `tabletop benchmark --only phones`, not of a test
    assert [step.command for step in session.steps] == [move], "the idle loop never took the move"
    assert applied and applied[0] >= sent[0]
