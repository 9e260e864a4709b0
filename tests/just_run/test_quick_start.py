"""The quick start (issue 20): the rulebook's simple way to gear up, Scavenge Phase, The Calm Method
(the one it recommends to beginners), dealt and played through at set-up."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.core import catalogue, saves
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import Start
from tabletop.games.just_run.rules.content import CALM_DEAL
from tabletop.games.just_run.rules.items import capacity, stats, used_space
from tabletop.games.just_run.rules.quick_start import quick_start
from tabletop.games.just_run.rules.state import Phase


@pytest.mark.parametrize("players", [2, 3, 6])
def test_a_quick_start_deals_the_calm_methods_hands_and_keeps_every_card_dealt_or_discarded(
    players: int,
) -> None:
    """The Calm Method: 10/8/7/6/5 cards to each of 2/3/4/5/6 players, the rest set aside; every
    dealt card is picked, then kept in a kit that fits the inventory or discarded."""
    calm = rules.setup({"players": players, "scavenge": "calm"}, 21)
    quick = rules.setup({"players": players, "scavenge": "quick"}, 21)
    dealt = [card for survivor in calm.survivors for card in survivor.hand]
    assert all(len(s.hand) == CALM_DEAL[players] for s in calm.survivors)
    kept = [card for survivor in quick.survivors for item in survivor.items for card in item.cards]
    assert Counter(kept + list(quick.discarded)) == Counter(dealt)
    assert quick.left_over == calm.left_over  # the rest of the scavenge deck is discarded unseen
    for survivor in quick.survivors:
        assert survivor.items and used_space(survivor.items) <= capacity(survivor)
        assert survivor.hand == () and survivor.ready


def test_a_quick_start_is_the_calm_scavenge_played_through_on_the_same_deal() -> None:
    """Setting Up is untouched (board, decks, first player): only the scavenge is played for you."""
    calm = rules.setup({"players": 2}, 5)
    quick = rules.setup({"players": 2, "scavenge": "quick"}, 5)
    assert quick_start(calm) == quick
    assert (quick.grid, quick.search_deck, quick.room_stack) == (calm.grid, calm.search_deck, calm.room_stack)
    assert quick.first_player == calm.first_player


def test_a_quick_start_goes_straight_to_the_start_rooms_first_player_first() -> None:
    state = rules.setup({"players": 2, "scavenge": "quick", "first": "first_seat"}, 8)
    assert state.phase is Phase.START and state.current == 0
    assert rules.legal_commands(state, 0) == [Start(0, col) for col in range(5)]
    view = rules.view(state, 1)
    assert view["phase"] == "start"
    assert all(s["items"] for s in view["survivors"])  # each kit lies face up for all to see


def test_a_quick_start_deals_the_same_kits_for_the_same_seed_and_differs_between_seeds() -> None:
    kits = [rules.setup({"players": 4, "scavenge": "quick"}, seed).survivors for seed in (3, 3, 4)]
    assert kits[0] == kits[1] != kits[2]


def test_a_quick_start_game_is_saved_and_loads_again_to_the_same_table(tmp_path) -> None:
    info = catalogue.get("just_run")
    session = GameSession.new(info, {"players": 2, "scavenge": "quick"}, 12, default_seats(2))
    seat = session.to_act()[0]
    session.apply(Start(seat, 2))
    path = tmp_path / "quick.json"
    saves.save_session(session, path)
    again = saves.load_session(path)
    assert again.options["scavenge"] == "quick"
    assert again.view(None) == session.view(None)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_rule_of_thumb_picks_a_weapon_first_so_every_survivor_goes_in_armed(players: int) -> None:
    for seed in range(40):
        for survivor in rules.setup({"players": players, "scavenge": "quick"}, seed).survivors:
            assert any(stats(item).melee for item in survivor.items)
