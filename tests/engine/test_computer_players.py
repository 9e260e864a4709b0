"""Computer players: a decision is asked for when a computer seat is to act, after a short pause,
and thrown away when the game moved on or the table was paused while it was being made."""

from __future__ import annotations

import dataclasses

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


def calm_draft_with_two_computers() -> GameSession:
    """Just Run's calm draft: every seat picks at once; seat 0 is a person, 1 and 2 computers."""
    info = dataclasses.replace(catalogue.get("just_run"), bots_module="tests.engine.first_legal_bots")
    seats = [Seat("Ana", 0), Seat("Bo", 1, SeatKind.COMPUTER), Seat("Cy", 2, SeatKind.COMPUTER)]
    return GameSession(info=info, rules=info.rules(), options={"players": 3}, seed=5, seats=seats)


def collect(players: ComputerPlayers, session: GameSession, dt: float = 0.1) -> list:
    """One update that collects finished answers, applying each as the app's queue would."""
    submitted: list = []
    players.join(5)
    players.update(dt, blocked=False, submit=submitted.append, report=lambda problem: None)
    for command in submitted:
        session.apply(command)
    return submitted


def test_every_computer_among_seats_acting_at_once_thinks_at_the_same_time():
    session = calm_draft_with_two_computers()
    assert set(session.to_act()) == {0, 1, 2}
    players = ComputerPlayers(session, pause=0.0)
    players.update(0.1, blocked=False, submit=lambda c: None, report=lambda p: None)
    assert set(players.moves) == {1, 2}  # the person at seat 0 does not hold them up
    submitted = collect(players, session)
    assert sorted(c.seat for c in submitted) == [1, 2]
    assert set(session.to_act()) == {0}


def test_another_seats_answer_in_between_does_not_spoil_a_decision_still_legal():
    session = calm_draft_with_two_computers()
    players = ComputerPlayers(session, pause=0.0)
    players.update(0.1, blocked=False, submit=lambda c: None, report=lambda p: None)
    session.apply(session.legal(0)[0])  # the person picks while the computers think
    submitted = collect(players, session)
    assert sorted(c.seat for c in submitted) == [1, 2]
    assert players.discarded == 0


def test_a_game_taken_back_while_seats_act_at_once_throws_every_answer_away():
    session = calm_draft_with_two_computers()
    session.apply(session.legal(0)[0])
    players = ComputerPlayers(session, pause=0.0)
    players.update(0.1, blocked=False, submit=lambda c: None, report=lambda p: None)
    step = session.steps.pop()  # the log goes back a move, as loading an earlier save does
    session.state = step.state_before
    submitted = collect(players, session)
    assert submitted == []
    assert players.discarded == 2


def test_no_new_question_is_asked_in_the_update_that_submitted_an_answer():
    session = calm_draft_with_two_computers()
    players = ComputerPlayers(session, pause=0.0)
    players.update(0.1, blocked=False, submit=lambda c: None, report=lambda p: None)
    players.join(5)
    submitted: list = []
    players.update(0.1, blocked=False, submit=submitted.append, report=lambda p: None)
    assert len(submitted) == 2
    assert players.moves == {}  # the answers are queued, not applied: nobody is asked twice
