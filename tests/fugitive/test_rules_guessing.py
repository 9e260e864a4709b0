"""<The Marshal's Options>: single guesses, series, and winning by finding every hideout."""

from __future__ import annotations

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules import Guess
from tabletop.games.fugitive.rules.scenario import make_state
from tabletop.games.fugitive.rules.state import Phase, State


def guessing(row: list, marshal_hand: tuple[int, ...] = ()) -> State:
    return make_state(
        row=row, fugitive_hand=[20, 42], marshal_hand=marshal_hand, phase=Phase.MARSHAL_GUESS, turn=4
    )


def test_a_right_single_guess_reveals_the_hideout_and_its_sprint_cards() -> None:
    """Guess a single Hideout: a match turns the hideout and its sprint cards face up."""
    state = guessing([3, (8, (12, 9)), 10])
    after, events = rules.apply(state, Guess(1, (8,)))
    assert after.row[2].revealed and after.row[2].sprints_revealed
    seen = rules.view(after, 1)["hideouts"][2]
    assert seen == {
        "card": 8,
        "revealed": True,
        "sprints": 2,
        "sprint_cards": [12, 9],
        "turn": seen["turn"],
        "range_bonus": 0,
    }
    kinds = [e.kind for e in events]
    assert kinds[:2] == ["guess_hit", "reveal"]
    reveal = events[1]
    assert reveal.barrier and reveal.data == {"positions": [2], "cards": [8], "sprint_cards": [[12, 9]]}
    assert after.guesses[-1].hit and after.guesses[-1].numbers == (8,)


def test_a_wrong_single_guess_reveals_nothing_and_ends_the_marshals_turn() -> None:
    """Guess a single Hideout: no match, no reveal."""
    state = guessing([3, 8])
    after, events = rules.apply(state, Guess(1, (9,)))
    assert not any(h.revealed for h in after.row[1:])
    assert [e.kind for e in events][0] == "guess_miss" and events[0].barrier
    assert rules.to_act(after) == (0,)


def test_the_marshal_need_not_point_at_a_card_a_number_anywhere_in_the_row_counts() -> None:
    """Guess a single Hideout: she names a number, not a position."""
    state = guessing([3, 6, 8, 11])
    after, _ = rules.apply(state, Guess(1, (6,)))
    assert [h.revealed for h in after.row] == [True, False, True, False, False]


def test_a_sprint_card_number_is_never_found_by_a_guess() -> None:
    """Guess a single Hideout: the Marshal never has to guess sprint cards (they do not match)."""
    state = guessing([(8, (12,)), 10])
    after, events = rules.apply(state, Guess(1, (12,)))
    assert events[0].kind == "guess_miss"
    assert not after.row[1].revealed


def test_a_series_all_right_reveals_every_guessed_hideout() -> None:
    """Guess a series of Hideouts: all numbers right, all those hideouts turn up."""
    state = guessing([3, (5, (14,)), 8, 10])
    after, events = rules.apply(state, Guess(1, (8, 3)))
    assert [h.revealed for h in after.row] == [True, True, False, True, False]
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.data["cards"] == [3, 8]


def test_a_series_with_one_wrong_number_reveals_nothing_at_all() -> None:
    """Guess a series of Hideouts: one wrong number and no card is revealed."""
    state = guessing([3, 5, 8, 10])
    after, events = rules.apply(state, Guess(1, (3, 5, 9)))
    assert not any(h.revealed for h in after.row[1:])
    assert events[0].kind == "guess_miss"
    assert not after.guesses[-1].hit


def test_finding_every_hideout_wins_for_the_marshal() -> None:
    """Continue taking turns until one player wins: the Marshal finds all the hideouts."""
    state = guessing([3, (5, (14,), True), 8])
    after, events = rules.apply(state, Guess(1, (3, 8)))
    assert after.phase is Phase.OVER
    result = rules.outcome(after)
    assert result is not None and result.winners == (1,)
    assert events[-1].kind == "game_over" and events[-1].data["winner"] == 1


def test_the_game_goes_on_while_a_hideout_is_still_face_down() -> None:
    state = guessing([3, 8])
    after, _ = rules.apply(state, Guess(1, (3,)))
    assert rules.outcome(after) is None


@pytest.mark.parametrize(
    ("numbers", "reason"),
    [
        ((0,), "from 1 to 41"),
        ((42,), "from 1 to 41"),
        ((), "at least one"),
        ((7, 7), "only once"),
        ((True,), "whole numbers"),
    ],
)
def test_guesses_outside_1_to_41_or_malformed_are_refused(numbers: tuple, reason: str) -> None:
    """Guess a single Hideout: a number between 1 and 41."""
    state = guessing([3, 8])
    with pytest.raises(IllegalCommand, match=reason):
        rules.apply(state, Guess(1, numbers))


def test_a_face_up_hideout_cannot_be_guessed_again() -> None:
    state = guessing([(3, (), True), 8])
    with pytest.raises(IllegalCommand, match="already face up"):
        rules.apply(state, Guess(1, (3,)))
    assert Guess(1, (3,)) not in rules.legal_commands(state, 1)


def test_legal_commands_list_single_numbers_but_any_series_is_accepted() -> None:
    state = guessing([3, 8], marshal_hand=(30,))
    legal = rules.legal_commands(state, 1)
    assert all(isinstance(c, Guess) and len(c.numbers) == 1 for c in legal)
    assert {c.numbers[0] for c in legal} == set(range(1, 42))
    after, _ = rules.apply(state, Guess(1, (3, 8)))
    assert after.phase is Phase.OVER
