"""Setting Up and the Scavenge Phase (calm method)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import Combine, Discard, EndTurn, Pick, Start, Trade
from tabletop.games.just_run.rules.content import ANTIDOTES, CARDS, EXIT_TILES, Deck
from tabletop.games.just_run.rules.items import capacity, stats, used_space
from tabletop.games.just_run.rules.state import Item, Phase, with_survivor
from tests.just_run.helpers import item


def test_setting_up_lays_the_start_row_face_up_with_open_doors_between_its_rooms() -> None:
    state = rules.setup({"players": 4}, 3)
    view = rules.view(state, None)
    start = [r for r in view["rooms"] if r["row"] == 0]
    assert [r["tile"] for r in start] == [f"start_{c}" for c in range(5)]
    for col in range(4):
        assert start[col]["sides"]["e"] == "open" and start[col + 1]["sides"]["w"] == "open"
    assert start[0]["sides"]["w"] == "exterior" and start[4]["sides"]["e"] == "exterior"
    assert all(r["sides"]["s"] == "exterior" and r["sides"]["n"] == "door" for r in start)


@pytest.mark.parametrize(("length", "rows"), [("full", 10), ("shorter", 7)])
def test_setting_up_puts_five_face_down_exit_tiles_with_a_search_card_under_each_at_the_far_end(
    length: str, rows: int
) -> None:
    state = rules.setup({"players": 3, "length": length}, 5)
    assert state.rows == rows and len(state.grid) == rows * 5
    exits = [state.room(rows - 1, c) for c in range(5)]
    assert all(r is not None and not r.revealed and r.exit_card is not None for r in exits)
    assert sorted(r.exit_tile for r in exits if r is not None) == sorted(t.id for t in EXIT_TILES)
    view = rules.view(state, 0)
    assert [r["tile"] for r in view["rooms"] if r["row"] == rows - 1] == [None] * 5
    assert all(state.room(r, c) is None for r in range(1, rows - 1) for c in range(5))


def test_setting_up_sets_the_antidotes_aside_and_shuffles_the_three_decks() -> None:
    state = rules.setup({"players": 4}, 1)
    assert state.set_aside == ANTIDOTES and len(ANTIDOTES) == 6
    assert not set(ANTIDOTES) & set(state.search_deck)
    assert len(state.search_deck) == 47 - 6 - 5  # five went under the exit tiles
    assert len(state.supplies) == 8
    assert len(state.room_stack) == 45
    assert state.search_deck != rules.setup({"players": 4}, 2).search_deck


def test_each_survivor_starts_with_six_life_and_the_zombies_wait_in_reserve() -> None:
    state = rules.setup({"players": 6}, 1)
    view = rules.view(state, None)
    assert [s["body"] for s in view["survivors"]] == [6] * 6
    assert view["zombies_in_reserve"] == 43


def test_the_first_player_is_the_first_seat_or_chosen_at_random() -> None:
    assert rules.setup({"players": 4, "first": "first_seat"}, 9).first_player == 0
    firsts = {rules.setup({"players": 4, "first": "random"}, seed).first_player for seed in range(30)}
    assert firsts == {0, 1, 2, 3}


@pytest.mark.parametrize(("players", "cards"), [(2, 10), (3, 8), (4, 7), (5, 6), (6, 5)])
def test_the_calm_method_deals_each_player_the_books_number_of_scavenge_cards(
    players: int, cards: int
) -> None:
    state = rules.setup({"players": players}, 4)
    assert [len(s.hand) for s in state.survivors] == [cards] * players
    assert all(CARDS[c].deck is Deck.SCAVENGE for s in state.survivors for c in s.hand)
    assert len(state.left_over) == 46 - players * cards


def test_the_calm_method_picks_one_card_then_passes_the_hand_to_the_left() -> None:
    state = rules.setup({"players": 3}, 4)
    hands = [s.hand for s in state.survivors]
    for seat in range(3):
        assert seat in rules.to_act(state)
        state, _ = rules.apply(state, Pick(seat, state.survivors[seat].hand[0]))
    assert [len(s.items) for s in state.survivors] == [1, 1, 1]
    # seat 1 now holds what is left of seat 0's hand
    assert state.survivors[1].hand == hands[0][1:]
    assert state.survivors[0].hand == hands[2][1:]


def test_a_player_who_has_picked_waits_for_the_others() -> None:
    state = rules.setup({"players": 3}, 4)
    state, _ = rules.apply(state, Pick(0, state.survivors[0].hand[0]))
    with pytest.raises(IllegalCommand, match="wait for the others"):
        rules.apply(state, Pick(0, state.survivors[0].hand[0]))


def _draft_everything(players: int = 2, seed: int = 4) -> rules.State:
    state = rules.setup({"players": players}, seed)
    while state.phase is Phase.DRAFT:
        seat = rules.to_act(state)[0]
        state, _ = rules.apply(state, Pick(seat, state.survivors[seat].hand[0]))
    return state


def test_when_every_card_is_chosen_the_players_combine_and_discard_down_to_their_inventory() -> None:
    state = _draft_everything(2)
    assert state.phase is Phase.GEAR_UP
    survivor = state.survivors[0]
    assert len(survivor.items) == 10
    if used_space(survivor.items) > capacity(survivor):
        with pytest.raises(IllegalCommand, match="combine or discard first"):
            rules.apply(state, EndTurn(0))
    while used_space(state.survivors[0].items) > capacity(state.survivors[0]):
        state, _ = rules.apply(state, Discard(0, state.survivors[0].items[0].id))
    state, _ = rules.apply(state, EndTurn(0))
    assert 0 not in rules.to_act(state)


def test_there_is_no_trading_in_the_scavenge_phase() -> None:
    state = _draft_everything(2)
    with pytest.raises(IllegalCommand, match="only in the escape phase"):
        rules.apply(state, Trade(0, state.survivors[0].items[0].id, 1))


def test_combining_a_mop_and_scissors_makes_a_spear_with_both_bonuses_in_the_larger_space() -> None:
    mop, scissors = item("mop"), item("scissors")
    state = _with_items(_draft_everything(2), 0, (mop, scissors))
    assert Combine(0, mop.id, scissors.id) in rules.legal_commands(state, 0)
    state, _ = rules.apply(state, Combine(0, scissors.id, mop.id))
    (spear,) = state.survivors[0].items
    assert stats(spear).name == "Spear" and stats(spear).bonus == 2 and stats(spear).space == 2
    assert spear.cards == (mop.id, scissors.id)


def test_a_baseball_bat_and_scissors_make_a_spiked_club_of_two_spaces() -> None:
    state = _with_items(_draft_everything(2), 0, (item("baseball_bat"), item("scissors")))
    state, _ = rules.apply(state, Combine(0, state.survivors[0].items[0].id, state.survivors[0].items[1].id))
    club = state.survivors[0].items[0]
    assert (stats(club).name, stats(club).space, stats(club).bonus) == ("Spiked Club", 2, 2)


def test_black_borders_never_combine_and_combined_cards_do_not_combine_again() -> None:
    state = _with_items(_draft_everything(2), 0, (item("kitchen_knife"), item("scissors")))
    with pytest.raises(IllegalCommand, match="borders do not match"):
        rules.apply(state, Combine(0, state.survivors[0].items[0].id, state.survivors[0].items[1].id))
    state = _with_items(state, 0, (item("mop"), item("scissors"), item("scissors", 1)))
    state, _ = rules.apply(state, Combine(0, state.survivors[0].items[0].id, state.survivors[0].items[1].id))
    spear, extra = state.survivors[0].items[1], state.survivors[0].items[0]
    with pytest.raises(IllegalCommand):
        rules.apply(state, Combine(0, spear.id, extra.id))


def test_after_gearing_up_each_survivor_in_turn_steps_into_a_start_room() -> None:
    state = _draft_everything(2)
    for seat in range(2):
        state = _with_items(state, seat, ())
        state, _ = rules.apply(state, EndTurn(seat))
    assert state.phase is Phase.START
    first = state.first_player
    state, _ = rules.apply(state, Start(first, 2))
    state, _ = rules.apply(state, Start(1 - first, 4))
    assert state.phase is Phase.TURN and state.current == first
    assert state.survivors[first].room == (0, 2) and state.survivors[1 - first].room == (0, 4)


def _with_items(state: rules.State, seat: int, items: tuple[Item, ...]) -> rules.State:
    return with_survivor(state, seat, replace(state.survivors[seat], items=items))
