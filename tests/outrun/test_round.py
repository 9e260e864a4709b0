"""Game Setup and the first five stages of a round: Which way to go?, Run away!, Was it the right way?
(the verdicts), Was I faster than the others? and Get moving!
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.outrun import rules
from tabletop.games.outrun.rules import Reveal, Run, TakeZero, TimeUp
from tabletop.games.outrun.rules.boards import BLOCKED, BOARDS, open_places
from tabletop.games.outrun.rules.content import SYMBOL_IDS, Monster
from tabletop.games.outrun.rules.interference import CARDS, DECK, DOUBLES, Kind, copies_for, deck_for
from tabletop.games.outrun.rules.paths import PATHS
from tabletop.games.outrun.rules.scenario import make_state
from tabletop.games.outrun.rules.state import ZERO, Phase
from tests.outrun.play import ORDER, PATH, kinds, play, race

WRONG = tuple(reversed(ORDER))
BOOST = 33
BACK_AWAY = 15

# -- Game Setup -------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_two_to_six_runners_start_at_the_first_room_with_nothing_in_hand(players: int) -> None:
    """Game Setup 1, 5, 6: each runner's token starts in the 1st room of the 1st map board."""
    state = rules.setup({"players": players}, 3)
    view = rules.view(state, 0)
    assert len(view["seats"]) == players
    for seat in view["seats"]:
        assert (seat["room"], seat["position"], seat["infected"]) == (0, None, False)
        assert (seat["hand_count"], seat["interference"], seat["last_run"]) == (0, [], None)


@pytest.mark.parametrize("players", [0, 7])
def test_the_game_is_for_two_to_six_players_or_one_practising_alone(players: int) -> None:
    """Game Setup 3: the game is meant for 2 to 6 players (and one alone plays our solo practice)."""
    with pytest.raises(rules.IllegalCommand, match="1 to 6 players"):
        rules.setup({"players": players}, 0)


@pytest.mark.parametrize(("boards", "rooms"), [(1, 9), (2, 18), (3, 27)])
def test_one_two_or_three_map_boards_of_nine_rooms_each(boards: int, rooms: int) -> None:
    """Game Setup 4: 1, 2 or 3 map boards, each of 9 rooms."""
    view = rules.view(rules.setup({"boards": boards}, 0), None)
    assert view["rooms"] == rooms
    assert len(view["maps"]) == boards
    with pytest.raises(rules.IllegalCommand):
        rules.setup({"boards": 4}, 0)


def test_the_blocked_places_leave_the_best_and_the_worst_place_open() -> None:
    """Game Setup 3: fewer than 6 players block places on the monster board, as per the grid."""
    assert {players: open_places(players) for players in range(2, 7)} == {
        2: (1, 6),
        3: (1, 3, 6),
        4: (1, 2, 4, 6),
        5: (1, 2, 3, 4, 6),
        6: (1, 2, 3, 4, 5, 6),
    }
    for players, blocked in BLOCKED.items():
        assert len(open_places(players)) == players
        assert not blocked & {1, 6} or players == 1  # the solo practice keeps place 1 alone
    assert rules.view(rules.setup({"players": 4}, 0), None)["board"]["blocked"] == [3, 5]


def test_the_path_deck_is_all_48_cards_shuffled_by_the_seed() -> None:
    """Game Setup 7: shuffle the path cards face down."""
    one, other = rules.setup({}, 1), rules.setup({}, 2)
    assert sorted(one.path_deck) == [card.id for card in PATHS] == list(range(1, 49))
    assert one.path_deck != other.path_deck
    assert rules.setup({}, 1) == one


@pytest.mark.parametrize(
    ("monster", "icon_count"), [("bear", 48), ("dragon", 48), ("zombie", 13), ("vampire", 15)]
)
def test_the_interference_deck_is_built_for_the_monster(monster: str, icon_count: int) -> None:
    """Game Setup 8: Bear/Dragon all interference cards; Zombie the Zombie-icon ones; Vampire the
    Vampire-icon ones."""
    state = rules.setup({"monster": monster}, 0)
    assert sorted(state.deck) == sorted(deck_for(Monster(monster)))
    assert len(state.deck) == icon_count
    assert all(Monster(monster) in CARDS[c].icons for c in state.deck)


def test_the_vampire_sets_the_twelve_plus_cards_and_the_three_zombie_plus_cards_aside() -> None:
    """Game Setup 9: Vampire only, the 12 additional "+" cards and the 3 "+" cards with the Zombie icon."""
    state = rules.setup({"monster": "vampire"}, 0)
    assert len(state.copies) == 15
    assert {c.id for c in DOUBLES} <= set(state.copies)
    zombie_plus = [c.id for c in DECK if c.plus and Monster.ZOMBIE in c.icons]
    assert len(zombie_plus) == 3 and set(zombie_plus) <= set(state.copies)
    assert not set(state.copies) & set(state.deck)
    assert copies_for(Monster.BEAR) == ()


def test_the_first_turner_is_chosen_at_random_or_is_the_first_seat() -> None:
    """Which way to go? 1a: the first turner is chosen between you (or by chance)."""
    turners = {rules.setup({"players": 6}, seed).turner for seed in range(40)}
    assert len(turners) > 3
    assert {rules.setup({"players": 6, "first": "first_seat"}, s).turner for s in range(10)} == {0}


# -- Which way to go? -------------------------------------------------------------------------------


def test_only_the_turner_turns_the_path_card_and_then_everyone_races() -> None:
    """Which way to go? 1: one player turns the top path card over for everyone."""
    state = rules.setup({"players": 3, "first": "first_seat"}, 5)
    assert rules.to_act(state) == (0,)
    assert rules.view(state, 1)["path"] is None
    with pytest.raises(rules.IllegalCommand, match="Only the turner"):
        rules.apply(state, Reveal(1))
    top = state.path_deck[0]
    state, events = rules.apply(state, Reveal(0))
    assert kinds(events) == ["revealed"] and events[0].barrier
    view = rules.view(state, 2)
    assert view["phase"] == "race"
    assert view["path"] == list(next(p.order for p in PATHS if p.id == top))
    assert rules.to_act(state) == (0, 1, 2)


def test_the_fastest_correct_runner_turns_the_next_card() -> None:
    """Which way to go? 1b: the fastest correct player from the previous round turns the card."""
    state = make_state("vampire", players=3, path=PATH, turner=0)
    state, _ = race(state, {0: (ORDER, 5000), 1: (WRONG, 1000), 2: (ORDER, 3000)})
    assert state.phase is Phase.REVEAL
    assert rules.to_act(state) == (2,)
    assert rules.view(state, 0)["turner"] == 2


def test_the_same_turner_turns_again_when_everybody_was_wrong() -> None:
    """Which way to go? 1b: if all players were wrong, the same player turns the card again."""
    state = make_state("vampire", players=3, path=PATH, turner=1)
    state, _ = race(state, {0: (WRONG, 1000), 2: (WRONG, 900)}, time_up=(1,))
    assert rules.to_act(state) == (1,)


# -- Run away! --------------------------------------------------------------------------------------


def test_during_the_race_every_runner_who_has_not_finished_is_to_act() -> None:
    """Run away! 1-2: everyone lays their cards at once, then their Finish card."""
    state = make_state("vampire", players=4, path=PATH)
    assert rules.to_act(state) == (0, 1, 2, 3)
    state = play(state, Run(2, ORDER, 4000))
    assert rules.to_act(state) == (0, 1, 3)
    assert rules.view(state, 0)["to_act"] == [0, 1, 3]
    with pytest.raises(rules.IllegalCommand, match="already finished"):
        rules.apply(state, Run(2, ORDER, 5000))


def test_the_race_lists_the_hand_order_run_and_times_up_never_the_answer() -> None:
    """Run away!: the listed run is the cards in hand order; any other order is accepted too."""
    for card in PATHS:
        state = make_state("vampire", players=2, path=card.id)
        assert rules.legal_commands(state, 1) == [Run(1, SYMBOL_IDS, 10_000), TimeUp(1)]
        assert list(SYMBOL_IDS) != rules.correct_run(state, 1)
        assert rules.is_shortcut(state, Run(1, tuple(rules.correct_run(state, 1)), 777))


def test_a_runner_the_group_declares_out_of_time_is_wrong() -> None:
    """Run away!: "Time's up" as a group; for the next step that player is considered wrong."""
    state = make_state("vampire", players=2, path=PATH)
    state, events = race(state, {0: (ORDER, 3000)}, time_up=(1,))
    assert "time_up" in kinds(events)
    assert state.runners[1].last_run is not None and not state.runners[1].last_run.correct
    assert state.runners[1].position == ZERO


def test_a_run_slower_than_the_set_time_limit_is_out_of_time() -> None:
    """Run away!: the optional time limit of the set-up counts like "Time's up"."""
    state = make_state("vampire", players=2, path=PATH, time_limit=30)
    state, _ = race(state, {0: (ORDER, 30_000), 1: (ORDER, 30_001)})
    assert state.runners[0].last_run.correct  # type: ignore[union-attr]
    assert not state.runners[1].last_run.correct  # type: ignore[union-attr]


def test_a_run_and_times_up_are_undo_barriers() -> None:
    """The command vocabulary: a race is a barrier, nobody runs a path twice."""
    assert Run.REVEALS and TimeUp.REVEALS and Reveal.REVEALS


def test_a_runs_time_must_be_whole_milliseconds() -> None:
    """Run away!: the time is milliseconds from the reveal to Finish."""
    state = make_state("vampire", players=2, path=PATH)
    for ms in (-1, 1.5, True, 86_400_001):
        with pytest.raises(rules.IllegalCommand, match="milliseconds"):
            rules.apply(state, Run(0, ORDER, ms))  # type: ignore[arg-type]


# -- Was it the right way? / Was I faster than the others? -----------------------------------------


def test_correct_runners_take_places_from_the_right_in_finish_order() -> None:
    """Was I faster than the others? 1-3: the fastest correct player takes the furthest right place."""
    state = make_state("vampire", players=4, path=PATH)
    state, events = race(state, {0: (ORDER, 9000), 1: (ORDER, 2000), 2: (ORDER, 5000), 3: (ORDER, 7000)})
    assert [state.runners[s].position for s in range(4)] == [6, 1, 2, 4]
    assert [e.data["place"] for e in events if e.kind == "placed"] == [1, 2, 4, 6]


def test_a_place_is_told_by_the_runners_rank_among_the_open_places_not_the_boards_slot() -> None:
    """Was I faster than the others? with two runners: the second right runner takes the board's
    sixth slot, and the line says 'place 2 of 2' and the rooms it gives (issue 20: 'place 6')."""
    state = make_state("vampire", players=2, path=PATH)
    state, events = race(state, {0: (ORDER, 9000), 1: (ORDER, 2000)})
    placed = [e for e in events if e.kind == "placed"]
    assert [e.data["place"] for e in placed] == [1, 6]
    board = BOARDS[state.monster]
    names = ["Anna", "Ben"]
    assert placed[0].text_for(None, names=names) == (
        f"Ben takes place 1 of 2: {board.value(1)} rooms ahead."
        if board.value(1) != 1
        else "Ben takes place 1 of 2: 1 room ahead."
    )
    assert placed[1].text_for(None, names=names).startswith("Anna takes place 2 of 2:")


def test_wrong_runners_go_into_the_zero_box_fastest_first_after_the_correct_ones() -> None:
    """Was it the right way? 1 and Was I faster 3: wrong ones in the +0 box, fastest to slowest."""
    state = make_state("vampire", players=4, path=PATH)
    state, _ = race(state, {0: (WRONG, 1000), 1: (ORDER, 8000), 2: (WRONG, 500)}, time_up=(3,))
    assert state.order == (1, 2, 0, 3)
    assert [state.runners[s].position for s in range(4)] == [ZERO, 1, ZERO, ZERO]
    assert rules.view(state, 0)["seats"][0]["position"] == "zero"


def test_equal_times_go_to_the_run_that_reached_the_rules_first() -> None:
    """Was I faster than the others?: the Finish pile keeps the order the cards landed in."""
    state = make_state("vampire", players=3, path=PATH)
    state, _ = race(state, {2: (ORDER, 4000), 0: (ORDER, 4000), 1: (ORDER, 4000)})
    assert state.order == (2, 0, 1)


def test_the_bears_slowest_correct_runner_may_take_the_vacant_zero_claw_to_clear_their_cards() -> None:
    """Was I faster than the others? 4: Bear, the slowest correct player may take the +0 position."""
    state = make_state("bear", players=4, path=PATH, fronts={2: (BACK_AWAY,)})
    expected = tuple(reversed(ORDER))
    state, _ = race(state, {0: (ORDER, 1000), 1: (WRONG, 2000), 2: (expected, 3000), 3: (WRONG, 500)})
    assert state.phase is Phase.TAKE_ZERO
    assert rules.to_act(state) == (2,)
    assert rules.legal_commands(state, 2) == [TakeZero(2, True), TakeZero(2, False)]
    assert state.runners[2].position == 2
    taken, events = rules.apply(state, TakeZero(2, True))
    assert taken.runners[2].position == BOARDS[Monster.BEAR].zero_place == 6
    assert taken.runners[2].room == 0 and taken.runners[2].front == ()
    assert "zero_taken" in kinds(events) and "cleared" in kinds(events)
    kept, _ = rules.apply(state, TakeZero(2, False))
    assert kept.runners[2].position == 2
    assert kept.runners[2].room == BOARDS[Monster.BEAR].value(2)
    assert kept.runners[2].front == (BACK_AWAY,)


def test_the_zero_claw_is_not_offered_when_it_is_taken() -> None:
    """Was I faster than the others? 4: only if the +0 position is vacant."""
    state = make_state("bear", players=2, path=PATH, fronts={1: (BACK_AWAY,)})
    state, _ = race(state, {0: (ORDER, 1000), 1: (tuple(reversed(ORDER)), 2000)})
    # two runners: places 1 and 6, so the slowest correct already stands on the +0 claw
    assert state.phase is not Phase.TAKE_ZERO
    assert state.runners[1].front == ()


def test_only_the_bear_offers_the_zero_claw() -> None:
    """Was I faster than the others? 4: the +0 choice is the Bear's."""
    for monster in ("vampire", "zombie", "dragon"):
        state = make_state(monster, players=4, path=PATH, fronts={1: (9,)})
        state, _ = race(state, {0: (ORDER, 1000), 1: (rules.correct_run(state, 1), 2000)})
        assert state.phase is not Phase.TAKE_ZERO
        assert BOARDS[Monster(monster)].zero_place is None


# -- Get moving! ------------------------------------------------------------------------------------


@pytest.mark.parametrize("monster", ["vampire", "bear", "zombie", "dragon"])
def test_each_token_moves_the_rooms_its_place_gives_and_the_zero_box_none(monster: str) -> None:
    """Get moving! 1: move by the number of rooms on the monster board (+0, +1, +2...)."""
    state = make_state(monster, players=6, path=PATH, boards=3)
    runs = {seat: (ORDER, 1000 * (seat + 1)) for seat in range(5)}
    state, _ = race(state, runs, time_up=(5,))
    board = BOARDS[Monster(monster)]
    for seat in range(5):
        assert state.runners[seat].room == board.value(seat + 1)
    assert state.runners[5].room == 0


def test_boost_doubles_the_rooms_moved() -> None:
    """Interference Card Descriptions, Boost: double the number of rooms you move this round."""
    state = make_state("bear", players=2, path=PATH, fronts={0: (BOOST,)}, boards=3)
    state, _ = race(state, {0: (ORDER, 1000), 1: (ORDER, 2000)})
    assert state.runners[0].room == 2 * BOARDS[Monster.BEAR].value(1)


def test_the_first_runner_off_the_map_wins_and_order_settles_a_photo_finish() -> None:
    """Get moving! and Winning: move fastest to slowest; the first off the map wins."""
    # seats 0 and 1 would both get out; 1 was faster, so 0 never moves
    state = make_state("vampire", players=3, path=PATH, rooms=(8, 8, 0))
    state, events = race(state, {0: (ORDER, 3000), 1: (ORDER, 2000), 2: (WRONG, 1000)})
    assert state.over and state.winner == 1
    assert state.runners[0].room == 8
    assert kinds(events)[-2:] == ["moved", "escaped"]
    result = rules.outcome(state)
    assert result is not None and result.winners == (1,)
    assert rules.to_act(state) == ()
    with pytest.raises(rules.IllegalCommand):
        rules.apply(state, Reveal(1))


def test_the_night_ends_when_the_path_deck_runs_out_and_the_furthest_runner_wins() -> None:
    """Winning (our ruling, the book is silent): no path card left, the furthest runner wins; a tie
    goes to whoever was ahead in the last round's order."""
    last_card = replace(make_state("vampire", players=2, path=PATH, rooms=(0, 3), boards=3), path_deck=())
    state, events = race(last_card, {0: (ORDER, 1000), 1: (WRONG, 2000)})
    assert state.over and state.night_over and "night_over" in kinds(events)
    assert state.winner == 1
    assert rules.outcome(state) is not None
    start = 3 - BOARDS[Monster.VAMPIRE].value(1)
    tied = replace(last_card, runners=(replace(last_card.runners[0], room=start), last_card.runners[1]))
    state, _ = race(tied, {0: (ORDER, 1000), 1: (WRONG, 2000)})
    assert [r.room for r in state.runners] == [3, 3]
    assert state.winner == 0


def test_the_vampire_centre_card_counts_for_every_runners_move_too() -> None:
    """Monsters, Vampire: everyone is affected by the centre (a Boost there doubles every move)."""
    state = make_state("vampire", players=2, path=PATH, center=(BOOST,), boards=3)
    state, _ = race(state, {0: (ORDER, 1000), 1: (ORDER, 2000)})
    board = BOARDS[Monster.VAMPIRE]
    assert [r.room for r in state.runners] == [2 * board.value(1), 2 * board.value(6)]
    assert CARDS[BOOST].kind is Kind.BOOST
