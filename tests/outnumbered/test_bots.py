"""The computer heroes: always a command the rules accept, sensible priorities, whole games played.

Timing is not asserted here (it belongs to ``tabletop benchmark --only outnumbered``).
"""

from __future__ import annotations

import random

import pytest

from tabletop.core.contract import Command
from tabletop.games.outnumbered import bots, rules
from tabletop.games.outnumbered.bench.benchmark import play_game
from tabletop.games.outnumbered.bots import bot_planner
from tabletop.games.outnumbered.rules import (
    Build,
    Combine,
    Defeat,
    EndTurn,
    PlayBonus,
    Roll,
    Square,
    UseHeroPower,
)
from tabletop.games.outnumbered.rules.board import LAB
from tabletop.games.outnumbered.rules.scenario import make_state
from tabletop.games.outnumbered.rules.state import Phase, State


def ask(state: State, strength: str = "strong", seed: int = 0) -> Command:
    """The computer hero's next command, checked to be one the rules accept."""
    seat = rules.to_act(state)[0]
    legal = rules.legal_commands(state, seat)
    view = rules.view(state, seat)
    command = bots.choose(view, legal, seat, strength, random.Random(seed))
    assert bots.is_allowed(command, legal, view)
    return command


def play_turn(state: State, strength: str = "strong") -> tuple[State, list[Command]]:
    """Let the computer hero play until it ends its turn; returns the state just before EndTurn."""
    played: list[Command] = []
    for _ in range(60):
        command = ask(state, strength)
        played.append(command)
        if isinstance(command, EndTurn):
            return state, played
        state, _ = rules.apply(state, command)
    raise AssertionError(f"the turn never ended: {played}")


def defeats(played: list[Command]) -> list[tuple[int, int]]:
    return [(c.lane, c.row) for c in played if isinstance(c, Defeat)]


@pytest.mark.parametrize("mode", ["sidekick", "hero", "training"])
@pytest.mark.parametrize("strength", bots.STRENGTHS)
def test_computer_heroes_always_answer_with_commands_the_rules_accept(mode: str, strength: str) -> None:
    """Whole seeded games of every mode, tables of 1 to 6: every answer is legal or an accepted Build."""
    asked = 0
    for seed, players in ((seed, 1 + (seed * 5) % 6) for seed in range(2)):
        state = rules.setup({"mode": mode, "players": players}, seed)
        while state.phase is not Phase.OVER:
            command = ask(state, strength, seed=asked)
            state, _ = rules.apply(state, command)  # raises IllegalCommand if the hero was wrong
            asked += 1
            assert asked < 4000, "a game of computer heroes should end long before this"
    assert asked > 50


def test_a_table_of_computer_heroes_plays_a_whole_game_with_distinct_heroes() -> None:
    """The demo: six computer heroes choose distinct heroes and play until the game is decided."""
    state = rules.setup({"mode": "sidekick", "players": 6}, 3)
    steps = 0
    while state.phase is not Phase.OVER:
        state, _ = rules.apply(state, ask(state, seed=steps))
        steps += 1
    assert len(set(state.heroes)) == 6
    assert rules.outcome(state) is not None
    assert state.truck == LAB or not state.won


def test_the_same_seed_gives_the_same_game() -> None:
    """Bots decide from the view and the rng they are given, nothing else."""
    first = play_game(11, "hero", 3, "casual")
    second = play_game(11, "hero", 3, "casual")
    assert first == second


def test_a_strong_hero_beats_the_villain_at_the_barricade_before_one_at_the_top() -> None:
    """Rulebook, THE VILLAINS ATTACK: row 4 breaks through next; with
    dice for one villain only, take that one.
    """
    for near, far in ((12, 7), (7, 12)):
        state = make_state(
            heroes=["big_plus"], dice=[3, 4], villains={(2, 0): far, (3, 4): near}, hero_uses_left=0
        )
        _, played = play_turn(state)
        assert defeats(played) == [(3, 4)]


def test_a_lane_without_barricade_is_more_urgent_than_one_with_it() -> None:
    """Rulebook, WINNING AND LOSING: a villain reaching a lane with no barricade loses the game."""
    state = make_state(
        heroes=["big_plus"],
        dice=[3, 4],
        villains={(0, 4): 12, (1, 4): 7},
        barricades=[True, False, True, True, True],
        hero_uses_left=0,
    )
    _, played = play_turn(state)
    assert defeats(played) == [(1, 4)]


def test_a_strong_hero_uses_its_power_when_that_is_the_only_way() -> None:
    """Rulebook, PLAYER TURNS, tool 3: a 4 cannot make 5 without Big Plus's +1."""
    state = make_state(heroes=["big_plus"], dice=[4], villains={(1, 2): 5})
    state, played = play_turn(state)
    assert isinstance(played[0], UseHeroPower)
    assert defeats(played) == [(1, 2)]


def test_a_strong_hero_leaves_its_power_alone_when_the_dice_already_do_it() -> None:
    state = make_state(heroes=["big_plus"], dice=[5], villains={(1, 2): 5})
    _, played = play_turn(state)
    assert not any(isinstance(c, UseHeroPower) for c in played)
    assert defeats(played) == [(1, 2)]


def test_the_rulebook_big_plus_example_beats_both_villains() -> None:
    """Rulebook, PLAYER TURNS example: Big Plus rolls 4, 4, 2, makes a 5 with +1 and 8 from 4 x 2."""
    state = make_state(heroes=["big_plus"], dice=[4, 4, 2], villains={(0, 3): 5, (4, 3): 8})
    state, played = play_turn(state)
    assert sorted(defeats(played)) == [(0, 3), (4, 3)]
    assert not state.pool


def test_the_plan_is_built_with_listed_steps_and_powers_up_for_big_numbers() -> None:
    """Rulebook, PLAYER TURNS, tool 2: 4 + 1 then squared makes 25; the steps come from the legal list."""
    state = make_state(heroes=["big_plus"], dice=[4, 1], villains={(2, 4): 25}, hero_uses_left=0)
    _, played = play_turn(state)
    building = [c for c in played if isinstance(c, (Combine, Square, Build))]
    assert building and all(isinstance(c, (Combine, Square)) for c in building)
    assert defeats(played) == [(2, 4)]


def test_splice_reads_two_dice_as_a_two_digit_number_when_it_helps() -> None:
    state = make_state(heroes=["splice"], dice=[4, 3], villains={(2, 4): 43}, hero_uses_left=1)
    _, played = play_turn(state)
    assert isinstance(played[0], UseHeroPower)
    assert defeats(played) == [(2, 4)]


def test_lightning_strikes_a_villain_about_to_break_through_an_open_lane() -> None:
    """Bonus powers: spend a card when a loss is otherwise certain (dice 1, 1 cannot make 9)."""
    state = make_state(
        heroes=["big_plus"],
        dice=[1, 1],
        villains={(1, 4): 9},
        barricades=[True, False, True, True, True],
        hands=[["lightning"]],
        hero_uses_left=0,
        truck=2,
    )
    _, played = play_turn(state)
    assert PlayBonus(0, "lightning", 1, 4) in played


def test_cards_are_kept_when_nothing_is_urgent() -> None:
    state = make_state(
        heroes=["big_plus"],
        dice=[1, 1],
        villains={(1, 0): 9},
        hands=[["lightning", "knockout"]],
        hero_uses_left=0,
    )
    _, played = play_turn(state)
    assert not any(isinstance(c, PlayBonus) for c in played)


def test_a_lost_barricade_is_rebuilt_before_rolling() -> None:
    state = make_state(
        heroes=["big_plus"],
        villains={(3, 4): 9},
        barricades=[True, True, True, False, True],
        hands=[["rebuild"]],
    )
    assert state.phase is Phase.ROLL
    assert ask(state) == PlayBonus(0, "rebuild", 3)


def test_a_hero_is_chosen_by_preference_and_never_twice() -> None:
    state = rules.setup({"mode": "sidekick", "players": 2}, 0)
    first = ask(state)
    state, _ = rules.apply(state, first)
    second = ask(state)
    assert first.hero == bot_planner.HERO_PREFERENCE[0]
    assert second.hero == bot_planner.HERO_PREFERENCE[1]


def test_the_casual_hero_rolls_and_beats_what_it_can() -> None:
    state = make_state(heroes=["big_plus"], villains={(0, 2): 6})
    assert ask(state, "casual") == Roll(0)
    state = make_state(heroes=["big_plus"], dice=[2, 3], villains={(0, 2): 6, (1, 4): 5})
    _, played = play_turn(state, "casual")
    assert defeats(played) == [(1, 4)]


def test_random_move_is_one_of_the_legal_commands() -> None:
    state = make_state(heroes=["big_plus"], dice=[2, 3, 5], villains={(0, 2): 6})
    legal = rules.legal_commands(state, 0)
    picks = {bots.random_move(rules.view(state, 0), legal, 0, "random", random.Random(i)) for i in range(30)}
    assert picks <= set(legal) and len(picks) > 1


def test_a_refused_formula_is_never_sent() -> None:
    """The safety net: a Build whose numbers are not in the pool is not allowed out."""
    state = make_state(heroes=["big_plus"], dice=[2, 3], villains={(0, 2): 6})
    view = rules.view(state, 0)
    legal = rules.legal_commands(state, 0)
    assert bots.is_allowed(Build(0, "2*3"), legal, view)
    assert not bots.is_allowed(Build(0, "2*4"), legal, view)
    assert not bots.is_allowed(Build(0, "3/2"), legal, view)
    assert not bots.is_allowed(Build(0, "2-3"), legal, view)


def test_the_planner_reads_the_solver_formulas_back_through_the_rules_parser() -> None:
    """The planner takes a formula's first step with the rules' own reading of it (issue 21: no
    second parser in the bots), squares and brackets included."""
    atoms = [bot_planner.Atom(10, 4, True, False), bot_planner.Atom(11, 1, True, False)]
    legal = [Combine(0, 10, "+", 11), Combine(0, 10, "*", 11), Square(0, 10)]
    assert bot_planner.first_operation("(4+1)^2", atoms, 0, legal) == Combine(0, 10, "+", 11)
    assert bot_planner.first_operation("(4^2)*1", atoms, 0) == Square(0, 10)
    assert bot_planner.first_operation("6/(3-1)", [bot_planner.Atom(1, 6, True, False)], 0) is None
    assert bot_planner.first_operation("4 x 1", atoms, 0, legal) == Combine(0, 10, "*", 11), (
        "the rules read x"
    )
    assert bot_planner.first_operation("4 +", atoms, 0) is None
