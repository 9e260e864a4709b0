"""<Set up> and the contract constants of Fugitive."""

from __future__ import annotations

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.core.i18n import _
from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules.cards import deck_cards
from tabletop.games.fugitive.rules.events import EVENT_IDS
from tabletop.games.fugitive.rules.state import Phase


def test_the_contract_constants_are_exported() -> None:
    assert rules.MIN_PLAYERS == rules.MAX_PLAYERS == 2
    assert rules.HIDDEN_INFORMATION is True
    assert (rules.FUGITIVE, rules.MARSHAL) == (0, 1)
    assert _(rules.seat_role(0)) == "Fugitive" and _(rules.seat_role(1)) == "Marshal"
    for name in (
        "OPTIONS",
        "setup",
        "to_act",
        "legal_commands",
        "apply",
        "view",
        "outcome",
        "command_from_json",
    ):
        assert hasattr(rules, name), name


def test_every_card_from_1_to_41_sprints_one_or_two_and_the_guess_is_even_two_odd_one() -> None:
    """Hideout cards: each card has a sprint number of +1 or +2 (values are our documented guess)."""
    assert set(rules.SPRINT) == set(range(1, 42))
    assert all(rules.SPRINT[c] == (2 if c % 2 == 0 else 1) for c in rules.SPRINT)
    assert 0 not in rules.SPRINT and 42 not in rules.SPRINT


def test_set_up_puts_card_0_face_up_as_the_first_hideout() -> None:
    """<Set up>: the 0 card is the first card of the centre row."""
    state = rules.setup({}, 1)
    assert len(state.row) == 1
    assert state.row[0].card == 0 and state.row[0].revealed


def test_set_up_deals_the_fugitive_1_2_3_42_and_three_low_and_two_middle_cards() -> None:
    """<Set up>: starting hand 1, 2, 3, 42, plus 3 cards of pile 1 and 2 of pile 2."""
    for seed in range(20):
        state = rules.setup({}, seed)
        hand = state.hands[0]
        assert {1, 2, 3, 42} <= set(hand)
        rest = [c for c in hand if c not in (1, 2, 3, 42)]
        assert len([c for c in rest if 4 <= c <= 14]) == 3
        assert len([c for c in rest if 15 <= c <= 28]) == 2
        assert len(hand) == 9


def test_set_up_leaves_the_marshal_with_no_cards() -> None:
    """<Set up>: the Marshal has no starting hand."""
    assert rules.setup({}, 5).hands[1] == ()


def test_set_up_shuffles_the_three_piles_apart() -> None:
    """<Set up>: three piles 4-14, 15-28, 29-41, each shuffled on its own."""
    state = rules.setup({}, 3)
    hand = set(state.hands[0])
    for deck, pile in zip((1, 2, 3), state.piles, strict=False):
        assert sorted(pile) == sorted(c for c in deck_cards(deck) if c not in hand)
    orders = {rules.setup({}, seed).piles[2] for seed in range(10)}
    assert len(orders) > 1, "pile 3 should be shuffled differently for different seeds"
    assert sorted(state.piles[2]) != list(state.piles[2]) or len(orders) > 1


def test_the_same_seed_gives_the_same_deal() -> None:
    assert rules.setup({}, 42) == rules.setup({}, 42)
    assert rules.setup({"variant": "random"}, 7) == rules.setup({"variant": "random"}, 7)


def test_the_first_move_is_the_fugitives_first_turn() -> None:
    """<Game Progress>: the Fugitive begins by placing hideouts; there is no draw on turn one."""
    state = rules.setup({}, 0)
    assert rules.to_act(state) == (0,)
    assert state.phase is Phase.FUGITIVE_FIRST
    assert rules.legal_commands(state, 1) == []


def test_events_are_off_by_default_and_set_aside() -> None:
    """<Set up>: for a first game the event cards stay in the box."""
    state = rules.setup({}, 0)
    assert state.variant.value == "none"
    assert all(isinstance(c, int) for pile in state.piles for c in pile)
    assert set(EVENT_IDS) <= set(state.set_aside)


def test_unknown_or_bad_options_are_refused_with_a_reason() -> None:
    with pytest.raises(IllegalCommand, match="Unknown option"):
        rules.setup({"colour": "red"}, 0)
    with pytest.raises(IllegalCommand, match="cannot be"):
        rules.setup({"variant": "chaos"}, 0)
    with pytest.raises(IllegalCommand, match="players"):
        rules.setup({"players": 3}, 0)


def test_the_options_offer_every_variant_and_whom_helpful_events_help() -> None:
    by_name = {opt.name: opt for opt in rules.OPTIONS}
    assert set(by_name["variant"].choices) == {"none", "random", "discovery", "helpful", "catchup"}
    assert by_name["variant"].default == "none"
    assert set(by_name["helpful_for"].choices) == {"fugitive", "marshal"}
    for opt in rules.OPTIONS:
        assert len(opt.labels) == len(opt.choices)
