"""The spectators' log (issue 22, "Any phone or laptop browser can open a spectator page: the
public view only"): the view keeps no log, so a spectator's frame carries the log's last public
lines beside it, worded by the game's table as the big screen's log is, and never a line only one
seat may read.  The page's side is in ``tests/phones/test_spectators.py``."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.sync.client import connect

from tabletop.core import catalogue, i18n
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.phones.server import SPECTATOR, PhoneServer
from tabletop.engine.phones.table_link import SPECTATOR_LOG_LINES, PhoneTable
from tabletop.engine.phones.tokens import SeatTokens
from tabletop.games.just_run.table.scene import JustRunScene
from tests.tables.driver import open_headless_app

WATCHING = "W" * 24


def played(game: str, players: int, moves: int, options: dict[str, Any] | None = None) -> GameSession:
    """A seeded game after ``moves`` moves of its casual computer players."""
    info = catalogue.get(game)
    session = GameSession.new(info, {"players": players, **(options or {})}, 11, default_seats(players))
    bots, rng = info.bots(), random.Random(11)
    assert bots is not None
    for _ in range(moves):
        seat = session.to_act()[0]
        session.apply(bots.choose(session.view(seat), session.legal(seat), seat, "casual", rng))
    return session


@pytest.fixture
def server() -> Iterator[PhoneServer]:
    started = PhoneServer(SeatTokens(), host="127.0.0.1")
    started.spectator_token = WATCHING
    started.start()
    yield started
    started.stop()
    i18n.set_language("en")


def spectators_view_frame(server: PhoneServer) -> dict[str, Any]:
    """The view frame a spectator joining now is sent."""
    with connect(f"ws://127.0.0.1:{server.port}/ws", open_timeout=5) as page:
        page.send(json.dumps({"type": "hello", "token": WATCHING}))
        for _ in range(5):
            frame: dict[str, Any] = json.loads(page.recv(timeout=5))
            if frame["type"] == "view":
                return frame
    raise AssertionError("the spectator was sent no view")


def test_a_spectators_frame_carries_the_last_public_log_lines_and_no_seats_secret(
    server: PhoneServer,
) -> None:
    session = played("fugitive", 2, 40)
    server.set_welcome(SPECTATOR, game="fugitive", language="en", seats=[])
    PhoneTable(session, server, ()).publish()
    log = spectators_view_frame(server)["log"]
    names = [seat.name for seat in session.seats]
    public = [event.text_for(None, names=names) for event in session.events]
    assert len(public) > SPECTATOR_LOG_LINES and log == public[-SPECTATOR_LOG_LINES:]
    secrets = {
        event.text_for(event.secret_to, names=names) for event in session.events if event.secret
    } - set(public)
    assert secrets, "the Fugitive's own draws and hideouts are in the game's events"
    assert not secrets & set(log)


def test_a_tables_spectators_read_its_own_log_with_just_runs_rooms_in_the_apps_language(
    server: PhoneServer,
) -> None:
    i18n.set_language("pl")
    session = played("just_run", 3, 60, {"scavenge": "quick"})
    app, _clock = open_headless_app(Settings(animation_speed=0.0, language="pl"))
    scene = JustRunScene(session, autosave=False)
    app.push(scene)
    link = PhoneTable(session, server, ())
    scene.use_phones(link)
    shown = link.spectator_log()
    assert shown == [line for line in scene.log_for(None) if line][-SPECTATOR_LOG_LINES:]
    rooms = [event.params["name"] for event in session.events if event.kind == "room_placed"]
    polish = {i18n.translations("pl").gettext(name) for name in rooms} - set(rooms)
    assert polish and any(name in line for line in shown for name in polish), "rooms named in Polish"
