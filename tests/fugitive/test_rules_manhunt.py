"""Playing the 42, and <Start a Manhunt>."""

from __future__ import annotations

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules import Done, Guess, PlaceHideout, StartManhunt
from tabletop.games.fugitive.rules.scenario import make_state
from tabletop.games.fugitive.rules.state import Manhunt, Phase, State
from tests.contract.harness import undo_leaks_at


def play_42(row: list) -> tuple[State, list]:
    state = make_state(row=row, fugitive_hand=[42])
    state, _ = rules.apply(state, PlaceHideout(0, 42))
    return rules.apply(state, Done(0))


def test_playing_42_with_a_hideout_above_29_face_up_wins_at_once() -> None:
    """The Fugitive wins by playing card 42; no manhunt once a hideout above 29 is face up."""
    state, events = play_42([10, 20, (30, (), True), 35, 40])
    assert state.phase is Phase.OVER
    assert rules.outcome(state).winners == (0,)  # type: ignore[union-attr]
    placed = events[0]
    assert placed.kind == "hideout_placed" and placed.data["card"] == 42
    assert events[-1].kind == "game_over"


def test_playing_42_with_nothing_above_29_face_up_offers_a_manhunt() -> None:
    """Start a Manhunt: only when the highest revealed hideout is 29 or lower."""
    state, events = play_42([10, (29, (), True), 33, 36, 40])
    assert state.phase is Phase.MANHUNT_OFFER
    assert rules.to_act(state) == (1,)
    assert set(rules.legal_commands(state, 1)) == {StartManhunt(1, True), StartManhunt(1, False)}
    assert state.row[-1].card == 42 and state.row[-1].revealed
    assert rules.view(state, 1)["hideouts"][-1]["card"] == 42
    assert rules.view(state, 1)["manhunt"] == "offered"


def test_declining_the_manhunt_lets_the_fugitive_escape() -> None:
    state, _ = play_42([10, 33, 40])
    state, events = rules.apply(state, StartManhunt(1, False))
    assert rules.outcome(state).winners == (0,)  # type: ignore[union-attr]
    assert state.manhunt is Manhunt.DECLINED


def test_a_manhunt_that_finds_every_hideout_catches_the_fugitive() -> None:
    """Start a Manhunt: one right guess after another until all are found, and the Marshal wins."""
    state, _ = play_42([10, (20, (), True), 33, 40])
    state, events = rules.apply(state, StartManhunt(1, True))
    assert events[0].kind == "manhunt_started" and state.phase is Phase.MANHUNT
    for number in (40, 10):
        state, events = rules.apply(state, Guess(1, (number,)))
        assert state.phase is Phase.MANHUNT
        assert rules.outcome(state) is None
    state, events = rules.apply(state, Guess(1, (33,)))
    assert rules.outcome(state).winners == (1,)  # type: ignore[union-attr]
    assert state.manhunt is Manhunt.CAUGHT


def test_one_miss_in_a_manhunt_lets_the_fugitive_escape() -> None:
    """Start a Manhunt: a wrong guess at any point and the Fugitive gets away."""
    state, _ = play_42([10, 33, 40])
    state, _ = rules.apply(state, StartManhunt(1, True))
    state, _ = rules.apply(state, Guess(1, (10,)))
    state, events = rules.apply(state, Guess(1, (11,)))
    assert rules.outcome(state).winners == (0,)  # type: ignore[union-attr]
    assert state.manhunt is Manhunt.ESCAPED
    assert [e.kind for e in events] == ["guess_miss", "game_over"]


def test_manhunt_guesses_are_single_numbers() -> None:
    """Start a Manhunt: she guesses a single hideout at a time."""
    state, _ = play_42([10, 33, 40])
    state, _ = rules.apply(state, StartManhunt(1, True))
    with pytest.raises(IllegalCommand, match="exactly one"):
        rules.apply(state, Guess(1, (10, 33)))
    assert all(len(c.numbers) == 1 for c in rules.legal_commands(state, 1))  # type: ignore[attr-defined]


def test_a_manhunt_cannot_start_at_any_other_time() -> None:
    state = make_state(row=[10], fugitive_hand=[], phase=Phase.MARSHAL_GUESS, turn=4)
    with pytest.raises(IllegalCommand, match="only start"):
        rules.apply(state, StartManhunt(1, True))


def test_starting_or_declining_a_manhunt_shows_nobody_anything_undo_could_cross() -> None:
    """Random games never come to a Manhunt: the contract's undo-barrier check here (issue 20)."""
    state, _ = play_42([10, (29, (), True), 33, 36, 40])
    assert undo_leaks_at(rules, state, 2) == []
    started, _ = rules.apply(state, StartManhunt(1, True))
    assert undo_leaks_at(rules, started, 2) == []
