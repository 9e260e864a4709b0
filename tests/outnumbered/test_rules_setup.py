"""Set-up per mode, hero choice and the first turn."""

from __future__ import annotations

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules.board import LANES, ROWS, TRAINING_LANES
from tabletop.games.outnumbered.rules.content import (
    ABSOLUTE_ZERO,
    BRUTES,
    MINIONS,
    VILLAINS,
    VillainKind,
    bonus_deck,
)
from tabletop.games.outnumbered.rules.setup import villain_cards
from tabletop.games.outnumbered.rules.state import Mode, Phase, State


def all_villains(state: State) -> list[str]:
    on_board = [v for rows in state.lanes for v in rows if v is not None]
    return sorted(list(state.villain_deck) + list(state.villain_discard) + on_board + list(state.escaped))


def test_the_contract_constants_are_exported() -> None:
    assert rules.MIN_PLAYERS == 1 and rules.MAX_PLAYERS == 6
    assert rules.HIDDEN_INFORMATION is False
    assert [o.name for o in rules.OPTIONS] == ["mode"]
    assert rules.OPTIONS[0].default == "sidekick"
    assert rules.OPTIONS[0].choices == ("sidekick", "hero", "training")


@pytest.mark.parametrize("players", [0, 7])
def test_more_than_six_or_no_players_are_refused(players: int) -> None:
    """Rulebook, cover: a game for 1-6 players."""
    with pytest.raises(IllegalCommand):
        rules.setup({"players": players}, 1)


def test_an_unknown_mode_is_refused() -> None:
    with pytest.raises(IllegalCommand):
        rules.setup({"mode": "legend"}, 1)


@pytest.mark.parametrize("seed", range(5))
def test_sidekick_mode_uses_only_the_blue_minions(seed: int) -> None:
    """Rulebook, GAME SETUP step 3: Sidekick uses only the Minions with a blue background."""
    state = rules.setup({"players": 2}, seed)
    assert all(VILLAINS[v].kind is VillainKind.MINION for v in all_villains(state))
    assert all_villains(state) == sorted(v.id for v in MINIONS)


def test_every_lane_starts_with_a_villain_on_its_top_space_and_a_barricade() -> None:
    """Rulebook, GAME SETUP steps 1 and 3: a barricade at the bottom
    of each lane, 5 villains in the top row.
    """
    state = rules.setup({"players": 1}, 3)
    assert state.truck == 0
    assert state.barricades == (True,) * LANES
    for rows in state.lanes:
        assert rows[0] is not None and rows[1:] == (None,) * (ROWS - 1)
    assert len(state.villain_deck) == len(MINIONS) - LANES


def test_hero_mode_keeps_absolute_zero_in_the_bottom_half_for_many_seeds() -> None:
    """Rulebook, GAME SETUP step 3: Hero mode uses all villains, Absolute Zero in the bottom half."""
    positions = set()
    for seed in range(200):
        state = rules.setup({"mode": "hero"}, seed)
        assert len(all_villains(state)) == len(MINIONS) + len(BRUTES) + 1 == 43
        full_deck = [rows[0] for rows in state.lanes] + list(state.villain_deck)
        index = full_deck.index(ABSOLUTE_ZERO.id)
        assert index >= 43 / 2
        positions.add(index)
    assert len(positions) > 10  # he really is shuffled within the bottom half


def test_hero_mode_shuffles_the_event_deck_and_other_modes_have_none() -> None:
    """Rulebook, GAME SETUP step 4: for Hero mode, shuffle the Event deck."""
    orders = {rules.setup({"mode": "hero"}, seed).event_deck for seed in range(5)}
    assert len(orders) > 1 and all(len(o) == 12 for o in orders)
    assert rules.setup({"mode": "sidekick"}, 1).event_deck == ()


def test_training_uses_minions_one_to_ten_two_dice_three_lanes_and_nothing_else() -> None:
    """Rulebook, TRAINING MODE: minions 1-10, no bonus powers, no events,
    2 dice, the centre 3 lanes, no barricades.
    """
    state = rules.setup({"mode": "training", "players": 2}, 4)
    assert all_villains(state) == sorted(villain_cards(Mode.TRAINING))
    assert sorted(VILLAINS[v].value for v in all_villains(state)) == list(range(1, 11))
    assert state.barricades == (False,) * LANES
    assert state.hands == ((), ()) and state.bonus_deck == () and state.event_deck == ()
    for lane, rows in enumerate(state.lanes):
        assert (rows[0] is not None) == (lane in TRAINING_LANES)
    state = choose_all(state)
    state, _ = rules.apply(state, rules.Roll(0))
    assert len(state.dice) == 2 and len(state.pool) == 2


def test_each_player_gets_one_bonus_power() -> None:
    """Rulebook, GAME SETUP step 4: give 1 Bonus Power to each player."""
    state = rules.setup({"players": 4}, 9)
    assert [len(hand) for hand in state.hands] == [1, 1, 1, 1]
    assert sorted(state.bonus_deck + tuple(c for hand in state.hands for c in hand)) == sorted(bonus_deck())


def choose_all(state: State) -> State:
    for seat in range(state.players):
        state, _ = rules.apply(state, rules.legal_commands(state, seat)[0])
    return state


def test_the_heroes_are_chosen_in_seat_order_and_then_seat_zero_rolls_first() -> None:
    """Rulebook, GAME SETUP step 2: each player selects a hero with a unique power; one player starts."""
    state = rules.setup({"players": 3}, 2)
    assert state.phase is Phase.CHOOSE_HERO and rules.to_act(state) == (0,)
    assert len(rules.legal_commands(state, 0)) == 6
    assert rules.legal_commands(state, 1) == []
    state, events = rules.apply(state, rules.ChooseHero(0, "digitizer"))
    assert events[0].kind == "hero_chosen" and events[0].text_for(None) == "Player 1 picks Digitizer."
    assert rules.to_act(state) == (1,)
    assert rules.ChooseHero(1, "digitizer") not in rules.legal_commands(state, 1)
    with pytest.raises(IllegalCommand, match="already on the team"):
        rules.apply(state, rules.ChooseHero(1, "digitizer"))
    with pytest.raises(IllegalCommand, match="no hero called"):
        rules.apply(state, rules.ChooseHero(1, "batman"))
    state, _ = rules.apply(state, rules.ChooseHero(1, "splice"))
    state, _ = rules.apply(state, rules.ChooseHero(2, "big_plus"))
    assert state.heroes == ("digitizer", "splice", "big_plus")
    assert state.phase is Phase.ROLL and state.seat == 0 and state.turn == 1 and state.hero_uses_left == 1
    assert rules.seat_role(1, state) == "Splice" and rules.seat_role(1) == "Hero"


def test_the_same_seed_gives_the_same_deal_and_different_seeds_differ() -> None:
    assert rules.setup({"mode": "hero"}, 7) == rules.setup({"mode": "hero"}, 7)
    assert rules.setup({}, 7).villain_deck != rules.setup({}, 8).villain_deck
