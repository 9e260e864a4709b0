"""A table whose people play on phones (issue 22): the phones' moves go through the app's queue like
any input, the big screen shows only the public table and never a curtain, a refused move is told
on the phone that made it and not on the big screen, and a lost phone is said there."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

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


class Night:
    def __init__(self) -> None:
        self.session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 5, default_seats(2))
        self.app: App = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
        self.scene = FugitiveScene(self.session, autosave=False)
        self.app.push(self.scene)
        tokens = SeatTokens()
        tokens.issue([0, 1])
        self.server = PhoneServer(tokens, host="127.0.0.1")
        self.server.start()
        self.scene.use_phones(PhoneTable(self.session, self.server, (0, 1)))
        self.links = contextlib.ExitStack()

    def phone(self, seat: int) -> ClientConnection:
        link = self.links.enter_context(connect(f"ws://127.0.0.1:{self.server.port}/ws", open_timeout=5))
        link.send(json.dumps({"type": "hello", "token": self.server.tokens.token(seat)}))
        return link

    def frames(self, phone: ClientConnection, kind: str) -> dict[str, Any]:
        """Step the app until ``phone`` hears a frame of ``kind``; that frame."""
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            self.app.step(dt=0.05)
            with contextlib.suppress(TimeoutError):
                frame: dict[str, Any] = json.loads(phone.recv(timeout=0.02))
                if frame["type"] == kind:
                    return frame
        raise AssertionError(f"the phone never heard a {kind} frame")


@pytest.fixture
def night() -> Iterator[Night]:
    made = Night()
    with made.links:
        yield made
    made.server.stop()


def test_moves_made_on_two_phones_are_applied_and_the_big_screen_shows_no_curtain_and_no_hand(
    night: Night,
) -> None:
    phones = {0: night.phone(0), 1: night.phone(1)}
    for phone in phones.values():
        night.frames(phone, "view")
    for _ in range(12):
        seat = night.session.to_act()[0]
        move = night.session.legal(seat)[0]
        steps = len(night.session.steps)
        phones[seat].send(json.dumps({"type": "command", "command": move.to_json(), "seq": steps}))
        seen = night.frames(phones[seat], "view")
        while seen["step"] <= steps:
            seen = night.frames(phones[seat], "view")
        assert night.session.steps[-1].command == move
        assert night.scene.curtain_for is None and night.scene.viewer is None
        assert night.scene.view == night.session.view(None)  # the table as everyone may see it
    assert night.app.queue == type(night.app.queue)()


def test_a_move_the_rules_refuse_is_told_on_its_phone_and_not_on_the_big_screen(night: Night) -> None:
    fugitive = night.phone(0)
    night.frames(fugitive, "view")
    hidden = night.session.legal(0)[0].to_json()
    marshal_move = {"type": "guess", "seat": 0, "numbers": [3]}  # not the Fugitive's to make
    fugitive.send(json.dumps({"type": "command", "command": marshal_move, "seq": 9}))
    refused = night.frames(fugitive, "refused")
    assert refused["seq"] == 9 and refused["reason"]
    assert night.app._toasts == [], "a phone's refusal may name a secret card: not on the big screen"
    assert hidden == night.session.legal(0)[0].to_json() and night.session.steps == []


def test_a_phone_that_loses_its_link_is_said_on_the_big_screen(night: Night) -> None:
    night.frames(night.phone(1), "view")
    night.links.close()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and not night.app._toasts:
        night.app.step(dt=0.05)
        time.sleep(0.01)
    assert [message for message, _seconds in night.app._toasts] == [
        "Ben's phone lost its link: the game waits for it."
    ]
