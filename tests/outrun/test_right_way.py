"""Was it the right way? and the Interference Card Descriptions: how each card in front of a runner
(or in the Vampire's centre) bends the run the check expects, alone and combined (CONTENT.md,
"How the cards bend a run"), with both FAQ answers and the book's worked examples.
"""

from __future__ import annotations

import pytest

from tabletop.games.outrun import rules
from tabletop.games.outrun.rules.content import ANTIDOTE, LONG_WAY, MAJOR_SHORTCUT
from tabletop.games.outrun.rules.scenario import make_state
from tests.outrun.play import ORDER, PATH, judged

# card ids (see interference.DECK)
NOT_PUMPKIN, NOT_BAT, NOT_HAT = 1, 2, 5
SWITCH_PUMPKIN_MOON, SWITCH_BAT_HAT, SWITCH_MOON_CANDLE = 9, 10, 13
BACK_AWAY = 15
EVENS, ODDS = 18, 20
LONG_1, LONG_2, LONG_3 = 22, 23, 24
LITTLE = 28
MAJOR = 31
BOOST = 33
SHIELD = 37


def facing(*cards: int, monster: str = "bear", players: int = 2) -> rules.State:
    """A race on path card 1 with ``cards`` in front of seat 0."""
    return make_state(monster, players=players, path=PATH, fronts={0: cards})


def test_the_path_card_read_from_the_glowing_start_is_the_run_without_interference() -> None:
    """Was it the right way? 1: the movement cards match the order on the path card."""
    assert ORDER == ("eye", "pumpkin", "bat", "hat", "candle", "ghost", "moon", "spider")
    assert judged(facing(), ORDER)
    assert rules.correct_run(facing(), 0) == list(ORDER)


def test_any_other_order_or_a_missing_card_is_the_wrong_way() -> None:
    """Was it the right way? 1: a run in the wrong order goes to the +0 box."""
    state = facing()
    swapped = list(ORDER)
    swapped[0], swapped[1] = swapped[1], swapped[0]
    assert not judged(state, swapped)
    assert not judged(state, ORDER[:-1])
    assert not judged(state, ())


def test_back_away_lays_the_cards_in_reverse_order() -> None:
    """Interference Card Descriptions, Back away: lay your movement cards in reverse order."""
    state = facing(BACK_AWAY)
    assert judged(state, tuple(reversed(ORDER)))
    assert not judged(state, ORDER)


def test_stepping_stones_evens_plays_the_even_moves_then_the_odd_ones() -> None:
    """Interference Card Descriptions, Stepping Stones (evens, then odds): e.g. 2, 4, 6 then 1, 3, 5."""
    evens_then_odds = ("pumpkin", "hat", "ghost", "spider", "eye", "bat", "candle", "moon")
    state = facing(EVENS)
    assert judged(state, evens_then_odds)
    assert not judged(state, ORDER)
    assert rules.correct_run(state, 0) == list(evens_then_odds)


def test_stepping_stones_odds_plays_the_odd_moves_then_the_even_ones() -> None:
    """Interference Card Descriptions, Stepping Stones (odds, then evens): e.g. 1, 3, 5 then 2, 4, 6."""
    odds_then_evens = ("eye", "bat", "candle", "moon", "pumpkin", "hat", "ghost", "spider")
    assert judged(facing(ODDS), odds_then_evens)
    assert not judged(facing(ODDS), ORDER)


def test_not_that_way_leaves_out_the_move_of_its_symbol() -> None:
    """Interference Card Descriptions, Not that way: ignore this move when you get to it on the path."""
    state = facing(NOT_BAT)
    assert judged(state, ("eye", "pumpkin", "hat", "candle", "ghost", "moon", "spider"))
    assert not judged(state, ORDER)


def test_switcheroo_lays_the_other_symbol_of_its_pair() -> None:
    """Interference Card Descriptions, Switcheroo: when you need to play either move, play the other."""
    state = facing(SWITCH_PUMPKIN_MOON)
    assert judged(state, ("eye", "moon", "bat", "hat", "candle", "ghost", "pumpkin", "spider"))
    assert not judged(state, ORDER)


@pytest.mark.parametrize(("card", "after"), [(LONG_1, 1), (LONG_2, 2), (LONG_3, 3)])
def test_the_long_way_is_laid_after_the_first_second_or_third_card_from_the_hand(
    card: int, after: int
) -> None:
    """Interference Card Descriptions, The long way: between the 1st & 2nd, 2nd & 3rd or 3rd & 4th card."""
    state = facing(card)
    right = [*ORDER[:after], LONG_WAY, *ORDER[after:]]
    assert judged(state, right)
    for wrong_at in {0, 1, 2, 3, 4} - {after}:
        assert not judged(state, [*ORDER[:wrong_at], LONG_WAY, *ORDER[wrong_at:]])
    assert not judged(state, ORDER)


def test_little_shortcut_leaves_out_any_one_movement_card_of_the_runners_choice() -> None:
    """Interference Card Descriptions, Little shortcut: play 1 fewer movement card of your choice."""
    state = facing(LITTLE)
    for left_out in range(8):
        assert judged(state, ORDER[:left_out] + ORDER[left_out + 1 :])
    assert not judged(state, ORDER)
    assert not judged(state, ORDER[2:])


def test_major_shortcut_is_the_whole_run_by_itself() -> None:
    """Interference Card Descriptions, Major shortcut: instead of the movement cards, this card and Finish."""
    state = facing(MAJOR)
    assert judged(state, (MAJOR_SHORTCUT,))
    assert not judged(state, ORDER)
    assert not judged(state, (MAJOR_SHORTCUT, *ORDER))
    assert rules.correct_run(state, 0) == [MAJOR_SHORTCUT]


def test_helping_cards_and_the_shield_do_not_bend_the_run() -> None:
    """Interference Card Descriptions, Boost and Shield act on the move and on others, not on the run."""
    assert judged(facing(BOOST, SHIELD), ORDER)


def test_the_cards_combine_in_the_order_stepping_not_that_way_back_switcheroo_long_way() -> None:
    """Interference: how the cards combine, where the book is silent (CONTENT.md): start from the path,
    Stepping Stones reorders, Not that way removes, Back away reverses, Switcheroo swaps, The long way
    goes in after the 1st, 2nd or 3rd card played."""
    state = facing(EVENS, NOT_HAT, BACK_AWAY, SWITCH_PUMPKIN_MOON, LONG_1)
    # evens then odds: pumpkin hat ghost spider eye bat candle moon; no hat; reversed;
    # pumpkin and moon swapped; The long way after the first card
    expected = ("pumpkin", LONG_WAY, "candle", "bat", "eye", "spider", "ghost", "moon")
    assert rules.correct_run(state, 0) == list(expected)
    assert judged(state, expected)


def test_little_shortcut_with_the_long_way_counts_the_cards_actually_played() -> None:
    """Interference: The long way goes after the n-th card played, once Little shortcut dropped one."""
    state = facing(LITTLE, LONG_2)
    # bat left out: the long way comes after eye, pumpkin (the 2nd card played), before hat
    assert judged(state, ("eye", "pumpkin", LONG_WAY, "hat", "candle", "ghost", "moon", "spider"))
    # eye left out: after pumpkin, bat
    assert judged(state, ("pumpkin", "bat", LONG_WAY, "hat", "candle", "ghost", "moon", "spider"))
    assert not judged(state, ("pumpkin", LONG_WAY, "bat", "hat", "candle", "ghost", "moon", "spider"))


def test_major_shortcut_overrides_every_other_card() -> None:
    """Interference: Major shortcut replaces all movement cards, whatever else is in front."""
    state = facing(MAJOR, BACK_AWAY, LONG_2, NOT_BAT)
    assert judged(state, (MAJOR_SHORTCUT,))
    assert not judged(state, (MAJOR_SHORTCUT, LONG_WAY))


def test_faq_not_that_way_refers_to_the_path_card_under_a_switcheroo() -> None:
    """FAQ 1: with Switcheroo (A, B) and Not that way (A), at move A of the path card no card is
    played; at move B the Switcheroo applies and A is played from the hand."""
    # A = pumpkin (move 2), B = moon (move 7)
    state = facing(SWITCH_PUMPKIN_MOON, NOT_PUMPKIN)
    expected = ("eye", "bat", "hat", "candle", "ghost", "pumpkin", "spider")
    assert rules.correct_run(state, 0) == list(expected)
    assert judged(state, expected)
    # reading Not that way as "never lay a pumpkin from the hand" would be wrong
    assert not judged(state, ("eye", "bat", "hat", "candle", "ghost", "moon", "spider"))


def test_two_switcheroos_each_swap_their_own_pair() -> None:
    """Interference: a runner follows every card in front of them exactly."""
    state = make_state("vampire", players=2, path=PATH, center=(SWITCH_BAT_HAT,), fronts={0: (9,)})
    # the centre's bat/hat and the front's pumpkin/moon
    assert judged(state, ("eye", "moon", "hat", "bat", "candle", "ghost", "pumpkin", "spider"))


def test_against_the_vampire_the_cards_in_the_centre_count_for_every_runner() -> None:
    """Monsters, Vampire: interference cards are placed in the centre and everyone is affected."""
    state = make_state("vampire", players=3, path=PATH, center=(BACK_AWAY + 1,))  # card 16: Back away
    for seat in range(3):
        assert rules.correct_run(state, seat) == list(reversed(ORDER))
        assert judged(state, tuple(reversed(ORDER)), seat=seat)
        assert not judged(state, ORDER, seat=seat)


def test_a_runner_may_only_lay_their_own_cards_but_any_order_is_accepted_until_the_check() -> None:
    """Run away! 1: any sequence of the runner's own cards is laid; wrong is judged at the check."""
    state = facing()
    assert not judged(state, ("eye",))
    with pytest.raises(rules.IllegalCommand, match="no card “The long way”"):
        rules.apply(state, rules.Run(0, ("eye", LONG_WAY), 900))
    with pytest.raises(rules.IllegalCommand, match="no card “Antidote”"):
        rules.apply(state, rules.Run(0, (*ORDER, ANTIDOTE), 900))
    with pytest.raises(rules.IllegalCommand, match="only once"):
        rules.apply(state, rules.Run(0, ("eye", "eye"), 900))
    with pytest.raises(rules.IllegalCommand, match="no card “dragon”"):
        rules.apply(state, rules.Run(0, ("dragon",), 900))


def test_the_long_way_and_major_shortcut_can_be_laid_only_when_they_count_for_the_runner() -> None:
    """Interference Card Descriptions: the card in front is the one laid in the run."""
    state = facing(LONG_2, MAJOR)
    rules.apply(state, rules.Run(0, (LONG_WAY,), 900))
    rules.apply(state, rules.Run(0, (MAJOR_SHORTCUT,), 900))
    with pytest.raises(rules.IllegalCommand):
        rules.apply(state, rules.Run(1, (LONG_WAY,), 900))


def test_the_moves_of_a_switcheroo_symbol_that_is_left_out_are_not_swapped_in() -> None:
    """Interference: Switcheroo swaps which card is played, only for the moves that are played."""
    state = facing(SWITCH_MOON_CANDLE, NOT_HAT, ODDS)
    # odds: eye bat candle moon, evens: pumpkin hat ghost spider; no hat; candle <-> moon
    expected = ("eye", "bat", "moon", "candle", "pumpkin", "ghost", "spider")
    assert rules.correct_run(state, 0) == list(expected)
    assert judged(state, expected)
