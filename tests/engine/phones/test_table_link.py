"""A session's phone seats (issue 22): each phone gets only its own seat's view and legal moves;
its moves come back as the rules' commands; junk, another seat's move and a move the rules refuse
are answered with a reason and change nothing."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.sync.client import ClientConnection

from tabletop.core import catalogue
from tabletop.core.contract import IllegalCommand
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.engine.phones.table_link import PhoneTable
from tests.engine.phones.phone_night import join, serve


class Game:
    def __init__(self) -> None:
        self.session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 5, default_seats(2))
        self.server = serve((0, 1))
        self.link = PhoneTable(self.session, self.server, (0, 1))
        self.open = contextlib.ExitStack()

    def phone(self, seat: int) -> ClientConnection:
        phone = self.open.enter_context(join(self.server, seat))
        assert receive(phone)["type"] == "welcome"
        return phone

    def commands(self) -> list[Any]:
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            commands, _ = self.link.take()
            if commands:
                return commands
            time.sleep(0.01)
        return []


def receive(phone: ClientConnection) -> dict[str, Any]:
    frame: dict[str, Any] = json.loads(phone.recv(timeout=5))
    return frame


def refusal(game: Game, phone: ClientConnection) -> dict[str, Any]:
    """The refusal the phone hears, taking what arrives meanwhile (no move may get through)."""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        assert game.link.take()[0] == [], "the move reached the rules"
        with contextlib.suppress(TimeoutError):
            frame: dict[str, Any] = json.loads(phone.recv(timeout=0.05))
            if frame["type"] == "refused":
                return frame
    raise AssertionError("the phone heard no refusal")


def latest_view(phone: ClientConnection) -> dict[str, Any]:
    frame = receive(phone)
    while frame["type"] != "view":
        frame = receive(phone)
    return frame


@pytest.fixture
def game() -> Iterator[Game]:
    made = Game()
    with made.open:
        yield made
    made.server.stop()


def test_each_phone_receives_its_own_seats_view_and_only_its_own_legal_moves(game: Game) -> None:
    fugitive, marshal = game.phone(0), game.phone(1)
    game.link.publish()
    mine, hers = latest_view(fugitive), latest_view(marshal)
    assert mine["view"] == json.loads(json.dumps(game.session.view(0)))
    assert hers["view"] == json.loads(json.dumps(game.session.view(1)))
    acting = game.session.to_act()
    for seat, frame in ((0, mine), (1, hers)):
        expected = [command.to_json() for command in game.session.legal(seat)] if seat in acting else []
        assert frame["legal"] == json.loads(json.dumps(expected)) and frame["your_turn"] == (seat in acting)
    assert mine["view"] != hers["view"]  # the Fugitive's hand is not the Marshal's to see


def test_a_legal_move_from_a_phone_becomes_the_rules_command_and_every_phone_sees_the_result(
    game: Game,
) -> None:
    fugitive, marshal = game.phone(0), game.phone(1)
    game.link.publish()
    latest_view(fugitive), latest_view(marshal)
    seat = game.session.to_act()[0]
    move = game.session.legal(seat)[0]
    (fugitive if seat == 0 else marshal).send(
        json.dumps({"type": "command", "command": move.to_json(), "seq": 1})
    )
    (command,) = game.commands()
    assert command == move
    game.session.apply(command)
    game.link.applied(command)
    assert latest_view(fugitive)["view"] == json.loads(json.dumps(game.session.view(0)))
    assert latest_view(marshal)["view"] == json.loads(json.dumps(game.session.view(1)))


def test_a_move_for_another_seat_is_refused_to_the_phone_and_never_reaches_the_rules(game: Game) -> None:
    fugitive = game.phone(0)
    steps = len(game.session.steps)
    forged = {**game.session.legal(0)[0].to_json(), "seat": 1}
    fugitive.send(json.dumps({"type": "command", "command": forged, "seq": 4}))
    assert refusal(game, fugitive) == {
        "type": "refused",
        "seq": 4,
        "reason": "A phone can only move for its own seat.",
    }
    assert len(game.session.steps) == steps


def test_a_command_the_game_does_not_know_is_refused_with_the_rules_own_words(game: Game) -> None:
    phone = game.phone(0)
    phone.send(json.dumps({"type": "command", "command": {"type": "teleport", "seat": 0}, "seq": 2}))
    assert refusal(game, phone) == {"type": "refused", "seq": 2, "reason": "Unknown command type 'teleport'."}


def test_a_move_the_rules_refuse_is_answered_on_that_phone_with_the_reason(game: Game) -> None:
    phone = game.phone(0)
    legal = game.session.legal(0)
    move = legal[0] if legal else None
    assert move is not None, "the Fugitive moves first"
    phone.send(json.dumps({"type": "command", "command": move.to_json(), "seq": 7}))
    (command,) = game.commands()
    game.link.refused(command, IllegalCommand("Not your turn."))
    frame = receive(phone)
    while frame["type"] != "refused":
        frame = receive(phone)
    assert frame == {"type": "refused", "seq": 7, "reason": "Not your turn."}


def test_a_phone_is_welcomed_with_every_seats_name_colour_and_symbol(game: Game) -> None:
    """A page draws each seat's pawn in its colour with its symbol (Just Run's map), as the big
    screen's seat tokens do, so colour is never the only cue."""
    game.link.welcome()
    with join(game.server, 1) as phone:
        welcome = receive(phone)
    assert welcome["type"] == "welcome"
    assert welcome["seats"] == [
        {"name": "Anna", "colour": "#e69f00", "symbol": "circle"},
        {"name": "Ben", "colour": "#56b4e9", "symbol": "triangle"},
    ]
