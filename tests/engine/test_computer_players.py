"""Computer players: a decision is asked for when a computer seat is to act, after a short pause,
and thrown away when the game moved on or the table was paused while it was being made."""

from __future__ import annotations

from tabletop.core import catalogue
from tabletop.core.seats import Seat, SeatKind
from tabletop.core.session import GameSession
from tabletop.engine.computer_players import ComputerPlayers


def fugitive_against_the_computer() -> GameSession:
    seats = [Seat("Anna", 0, SeatKind.COMPUTER, "casual"), Seat("Ben", 1)]
    return GameSession.new(catalogue.get("fugitive"), {"players": 2}, 7, seats)


def run(players: ComputerPlayers, submitted: list, dt: float = 0.5) -> None:
    players.update(dt, blocked=False, submit=submitted.append, report=lambda problem: None)
    if players.move is not None:
        players.move.thread.join(5)


def test_a_computer_seat_moves_after_its_pause_with_a_legal_command():
    session = fugitive_against_the_computer()
    players = ComputerPlayers(session, pause=0.7)
    submitted: list = []
    run(players, submitted, dt=0.5)
    assert players.move is None and not submitted  # still pausing
    run(players, submitted, dt=0.5)
    run(players, submitted, dt=0.0)
    assert len(submitted) == 1
    assert submitted[0] in session.legal(0)


def test_an_answer_for_a_game_that_moved_on_is_thrown_away():
    session = fugitive_against_the_computer()
    players = ComputerPlayers(session, pause=0.0)
    submitted: list = []
    run(players, submitted, dt=0.1)
    assert players.move is not None
    session.apply(session.legal(0)[0])  # the game changes while the computer thinks
    run(players, submitted, dt=0.0)
    assert submitted == []
    assert players.discarded == 1


def test_stopping_forgets_a_decision_in_progress_and_waits_the_pause_again():
    session = fugitive_against_the_computer()
    players = ComputerPlayers(session, pause=0.0)
    submitted: list = []
    run(players, submitted, dt=0.1)
    players.pause = 0.7
    players.stop()
    assert players.move is None and players.wait == 0.7
    assert players.discarded == 1


def test_a_blocked_table_asks_for_no_decision():
    session = fugitive_against_the_computer()
    players = ComputerPlayers(session, pause=0.0)
    players.update(1.0, blocked=True, submit=lambda c: None, report=lambda p: None)
    assert players.move is None
    assert players.wake_in() == 0.01
