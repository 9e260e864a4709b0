"""<Game Progress>: the order of turns and the draws."""

from __future__ import annotations

import pytest

from tabletop.core.contract import Command, IllegalCommand
from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules import Done, Draw, Guess, Pass, PlaceHideout
from tabletop.games.fugitive.rules.scenario import make_state
from tabletop.games.fugitive.rules.state import Phase, State


def play(state: State, *commands: Command) -> State:
    for command in commands:
        state, _ = rules.apply(state, command)
    return state


def test_the_fugitives_first_turn_may_end_after_one_hideout() -> None:
    """Fugitive's first turn: one hideout, then done hands the turn to the Marshal."""
    state = play(rules.setup({}, 0), PlaceHideout(0, 1), Done(0))
    assert state.phase is Phase.FUGITIVE_FIRST
    assert Done(0) in rules.legal_commands(state, 0)
    state = play(state, Done(0))
    assert rules.to_act(state) == (1,)
    assert [h.card for h in state.row] == [0, 1]


def test_the_fugitives_first_turn_ends_by_itself_after_two_hideouts() -> None:
    """Fugitive's first turn: at most two new hideouts."""
    state = play(rules.setup({}, 0), PlaceHideout(0, 2), Done(0), PlaceHideout(0, 3), Done(0))
    assert [h.card for h in state.row] == [0, 2, 3]
    assert state.phase is Phase.MARSHAL_DRAW


def test_the_first_turn_cannot_be_passed_or_ended_empty() -> None:
    """Fugitive's first turn: he must place at least one hideout."""
    state = rules.setup({}, 0)
    with pytest.raises(IllegalCommand, match="first turn"):
        rules.apply(state, Pass(0))
    with pytest.raises(IllegalCommand, match="at least one"):
        rules.apply(state, Done(0))


def test_the_marshals_first_turn_draws_two_cards_from_one_pile_or_two() -> None:
    """Marshal's first turn: two cards in total, from the same pile or different piles."""
    state = play(rules.setup({}, 0), PlaceHideout(0, 1), Done(0), Done(0))
    assert state.draws_left == 2
    same = play(state, Draw(1, 3), Draw(1, 3))
    assert len(same.hands[1]) == 2 and all(29 <= c <= 41 for c in same.hands[1])
    mixed = play(state, Draw(1, 1), Draw(1, 2))
    assert len(mixed.hands[1]) == 2
    assert mixed.phase is Phase.MARSHAL_GUESS
    with pytest.raises(IllegalCommand, match="cannot draw"):
        rules.apply(mixed, Draw(1, 1))


def test_the_marshal_guesses_after_drawing_and_then_the_fugitive_draws_one() -> None:
    """Fugitive's subsequent turns: draw one card from any pile, then place or pass."""
    state = play(rules.setup({}, 0), PlaceHideout(0, 1), Done(0), Done(0), Draw(1, 1), Draw(1, 1))
    with pytest.raises(IllegalCommand):
        rules.apply(state, Draw(1, 1))
    state = play(state, Guess(1, (40,)))
    assert state.phase is Phase.FUGITIVE_DRAW and state.draws_left == 1
    before = len(state.hands[0])
    state = play(state, Draw(0, 2))
    assert len(state.hands[0]) == before + 1
    assert state.phase is Phase.FUGITIVE_PLACE
    state = play(state, Pass(0))
    assert state.phase is Phase.MARSHAL_DRAW and state.draws_left == 1, "later Marshal turns draw one card"
    state = play(state, Draw(1, 3))
    assert state.phase is Phase.MARSHAL_GUESS


def test_an_empty_pile_cannot_be_chosen() -> None:
    """A pile with no cards left cannot be drawn from."""
    state = make_state(
        row=[2], fugitive_hand=[3], phase=Phase.FUGITIVE_DRAW, draws_left=1, piles=[(), (20,), ()]
    )
    assert rules.legal_commands(state, 0) == [Draw(0, 2)]
    with pytest.raises(IllegalCommand, match="empty"):
        rules.apply(state, Draw(0, 1))


def test_nobody_draws_when_every_pile_is_empty() -> None:
    """When all three piles are gone, the draw step is skipped for both players."""
    state = make_state(row=[2], fugitive_hand=[3, 4], phase=Phase.MARSHAL_GUESS, piles=[(), (), ()])
    state = play(state, Guess(1, (30,)))
    assert state.phase is Phase.FUGITIVE_PLACE and state.draws_left == 0
    state = play(state, Pass(0))
    assert state.phase is Phase.MARSHAL_GUESS


def test_a_pass_places_nothing_and_hands_over_to_the_marshal() -> None:
    """The Fugitive can choose to pass his turn and play no cards."""
    state = make_state(row=[2], fugitive_hand=[3, 4])
    after, events = rules.apply(state, Pass(0))
    assert after.row == state.row and after.hands[0] == state.hands[0]
    assert rules.to_act(after) == (1,)
    assert events[0].kind == "pass"


def test_turns_alternate_and_are_counted() -> None:
    state = play(rules.setup({}, 0), PlaceHideout(0, 1), Done(0), Done(0))
    assert state.turn == 2
    state = play(state, Draw(1, 1), Draw(1, 1), Guess(1, (41,)))
    assert state.turn == 3 and rules.to_act(state) == (0,)


def test_nobody_may_act_out_of_turn() -> None:
    state = rules.setup({}, 0)
    with pytest.raises(IllegalCommand, match="not your turn"):
        rules.apply(state, Draw(1, 1))
    with pytest.raises(IllegalCommand, match="no seat"):
        rules.apply(state, PlaceHideout(2, 1))
