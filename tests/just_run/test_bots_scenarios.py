"""Just Run's computer survivors and the new rules: every scenario and variation played to its end
by strong tables, the frenzied scavenge answered, the rescuee guided out, and the special items,
cure and mementos scored sensibly (each test names the rulebook section it plays)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from tabletop.core.contract import Command
from tabletop.games.just_run import bots, rules
from tabletop.games.just_run.bench import benchmark
from tabletop.games.just_run.bots import bot_escape, bot_frenzy, bot_rescuee
from tabletop.games.just_run.rules.commands import (
    AnswerTrade,
    EndTurn,
    FightDice,
    Move,
    RescueeCheck,
    RescueeMove,
    TakeCure,
    Throw,
    TimeUp,
    Use,
    Want,
)
from tabletop.games.just_run.rules.content import BOARD_WIDTH, CARDS
from tabletop.games.just_run.rules.options import EXTRA_SCENARIOS, OPTIONS
from tabletop.games.just_run.rules.state import Item, Mark, Phase, State, evolve
from tests.just_run.helpers import escape_state, item, room

#: a strong table that has not finished after this many commands has stalled
BOUND = 3000

ALL = {"extermination": "on", "memento_mori": "on", "find_the_cure": "on", "rescue_mission": "on"}
#: every scenario alone, all together, and the two variations
CONFIGS: dict[str, dict[str, Any]] = {
    "get_out": {},
    "extermination": {"extermination": "on"},
    "memento_mori": {"memento_mori": "on"},
    "find_the_cure": {"find_the_cure": "on"},
    "rescue_mission": {"rescue_mission": "on"},
    "all": ALL,
    "easier": {"easier": 2},
    "contagion": {"contagion": "on"},
}
#: each scenario in both modes, calm in one and frenzied in the other; all together in all four
GAMES = [
    (name, mode, scavenge)
    for name in CONFIGS
    for mode, scavenge in (
        (("coop", "calm"), ("competitive", "frenzied"))
        if name != "all"
        else (("coop", "calm"), ("coop", "frenzied"), ("competitive", "calm"), ("competitive", "frenzied"))
    )
]


def play(
    seed: int, options: dict[str, Any], players: int, strength: str = "strong"
) -> tuple[State, list[Command]]:
    """A seeded game of computer survivors, every answer checked against the legal commands."""
    state = rules.setup({**options, "players": players}, seed)
    rng = random.Random(seed)
    played: list[Command] = []
    while rules.to_act(state) and len(played) < BOUND:
        seat = rules.to_act(state)[0]
        legal = rules.legal_commands(state, seat)
        command = bots.choose(rules.view(state, seat), legal, seat, strength, rng)
        assert command in legal, (seed, command)
        state, _ = rules.apply(state, command)
        played.append(command)
    return state, played


@pytest.mark.parametrize(("index", "game"), list(enumerate(GAMES)))
def test_strong_tables_finish_every_scenario_and_variation_all_about_scenarios(
    index: int, game: tuple[str, str, str]
) -> None:
    """All About Scenarios (and The Frenzied Method, the Easier and Contagion variations): a strong
    table of 2 to 6 computer survivors plays each to its end within the bound."""
    name, mode, scavenge = game
    players = 2 + index % 5
    options = {**CONFIGS[name], "mode": mode, "scavenge": scavenge, "length": "shorter"}
    state, played = play(index + 1, options, players)
    assert state.phase is Phase.OVER, f"{name} {mode} {scavenge} {players}: {len(played)} commands"
    assert rules.outcome(state) is not None
    assert not any(c.TYPE == "time_up" for c in played), "the table calls time, never a computer"


@pytest.mark.parametrize("mode", ["coop", "competitive"])
def test_casual_tables_finish_all_scenarios_at_once_all_about_scenarios(mode: str) -> None:
    state, played = play(7, {**ALL, "mode": mode, "scavenge": "frenzied", "length": "shorter"}, 4, "casual")
    assert state.phase is Phase.OVER, f"{mode}: {len(played)} commands"


# -- the frenzied scavenge ---------------------------------------------------------------------------


@pytest.mark.parametrize("strength", ["casual", "strong"])
def test_computers_answer_the_frenzied_scavenge_legally_and_take_cards_frenzied_method(strength: str) -> None:
    """The Frenzied Method: every answer is legal, wanted cards end up in hands, no time_up."""
    state = rules.setup({"players": 4, "scavenge": "frenzied"}, 3)
    rng = random.Random(3)
    answers: list[Command] = []
    while state.phase is Phase.FRENZY:
        for seat in rules.to_act(state):
            if state.phase is not Phase.FRENZY or seat not in rules.to_act(state):
                continue
            legal = rules.legal_commands(state, seat)
            command = bots.choose(rules.view(state, seat), legal, seat, strength, rng)
            assert command in legal and not isinstance(command, TimeUp)
            answers.append(command)
            state, _ = rules.apply(state, command)
    wanted = [c for c in answers if isinstance(c, Want) and c.want]
    assert wanted and any(not c.want for c in answers if isinstance(c, Want))
    assert sum(len(s.items) for s in state.survivors) >= 8, "the computers took cards"


def _fight_view(my_dice: int, rival_dice: int, card: int, mode: str = "competitive") -> dict[str, Any]:
    return {
        "phase": "frenzy",
        "mode": mode,
        "scenarios": ["get_out"],
        "survivors": [
            {"items": [], "space": 0, "capacity": 5, "dice": my_dice},
            {"items": [], "space": 0, "capacity": 5, "dice": rival_dice},
        ],
        "frenzy": {"card": {"card": card}, "stage": "fight", "fighters": [0, 1]},
    }


def _card(key: str) -> int:
    return next(c.id for c in CARDS if c.key == key)


def test_a_bare_handed_fight_against_a_die_is_given_up_frenzied_method_no_dice() -> None:
    legal = [FightDice(0, 0, False), FightDice(0, 0, True)]
    view = _fight_view(0, 1, _card("fire_axe"))
    assert bot_frenzy.answer(view, legal, 0, True, random.Random(1)) == FightDice(0, 0, True)


def test_both_dice_for_what_matters_most_one_otherwise_frenzied_method() -> None:
    legal = [FightDice(0, 1, False), FightDice(0, 2, False)]
    axe = bot_frenzy.answer(_fight_view(2, 2, _card("fire_axe")), legal, 0, True, random.Random(1))
    assert axe == FightDice(0, 2, False)
    rags = bot_frenzy.answer(_fight_view(2, 2, _card("rags")), legal, 0, True, random.Random(1))
    assert rags == FightDice(0, 1, False)


# -- Rescue Mission -----------------------------------------------------------------------------------


def _column_view(north_of_rescuee: str) -> dict[str, Any]:
    """A four-row building by hand: start room, the rescuee's room, one more, a face-down exit."""

    def room(row: int, n: str, s: str, exit_row: bool = False) -> dict[str, Any]:
        sides = {"n": n, "e": "wall", "s": s, "w": "wall"}
        return {
            "row": row,
            "col": 1,
            "tile": None if exit_row else f"room_0{row}",
            "sides": sides,
            "zombies": 0,
            "exit": exit_row,
            "main_exit": False,
            "tokens": {},
        }

    return {
        "phase": "rescuee",
        "mode": "coop",
        "rows": 4,
        "round": 3,
        "scenarios": ["get_out", "rescue_mission"],
        "rooms": [
            room(0, "open", "exterior"),
            room(1, north_of_rescuee, "open"),
            room(2, "open", north_of_rescuee),
            room(3, "exterior", "open", exit_row=True),
        ],
        "survivors": [{"room": {"row": 1, "col": 1}, "items": [], "alive": True}],
        "rescuee": {"room": {"row": 1, "col": 1}, "alive": True, "body": 6, "guide": 0},
    }


def test_the_guide_moves_the_rescuee_toward_the_way_out_rescue_mission() -> None:
    """Rescue Mission: the rescuee steps through an opening nearer the exit row, not back."""
    legal: list[Command] = [RescueeMove(0, 0, 1), RescueeMove(0, 2, 1), EndTurn(0)]
    choice = bots.choose(_column_view("open"), legal, 0, "strong", random.Random(2))
    assert choice == RescueeMove(0, 2, 1)


def test_the_guide_checks_a_closed_door_on_the_way_rescue_mission() -> None:
    legal: list[Command] = [RescueeMove(0, 0, 1), RescueeCheck(0, 1, 1, "n"), EndTurn(0)]
    choice = bot_rescuee.guide(_column_view("door"), legal, 0, True, random.Random(1))
    assert choice == RescueeCheck(0, 1, 1, "n")


def test_computer_tables_move_the_rescuee_and_bring_them_out_rescue_mission() -> None:
    moved = escaped = 0
    for seed in range(1, 5):
        state, played = play(seed, {"rescue_mission": "on", "length": "shorter"}, 3)
        moved += sum(1 for c in played if c.TYPE == "rescuee_move")
        escaped += bool(state.rescuee is not None and state.rescuee.escaped)
    assert moved > 0 and escaped > 0


# -- the scenarios' errands and the special items -------------------------------------------------


def _turn(state: State, seat: int = 0) -> bot_escape.Turn:
    turn = bot_escape.read_turn(rules.view(state, seat), seat, True)
    assert turn is not None
    return turn


def _with_zombies(state: State, cells: dict[tuple[int, int], int]) -> State:
    grid = list(state.grid)
    for (row, col), count in cells.items():
        here = grid[row * BOARD_WIDTH + col]
        assert here is not None
        grid[row * BOARD_WIDTH + col] = replace(here, zombies=count)
    return evolve(state, grid=tuple(grid), reserve=state.reserve - sum(cells.values()))


def test_a_lit_molotov_goes_into_the_crowded_room_without_teammates_molotov_cocktail() -> None:
    """Molotov Cocktail: never into a room a teammate stands in (cooperative)."""
    lit = Item((item("whiskey").id, item("rags").id), lit=True)
    state = escape_state(3, at=[(0, 1), (0, 2), (0, 4)], items={0: [lit]})
    state = _with_zombies(state, {(0, 0): 3, (0, 2): 3})
    legal = rules.legal_commands(state, 0)
    mine = state.survivors[0].items[0].id
    into_teammate, into_crowd = Throw(0, mine, 0, 2), Throw(0, mine, 0, 0)
    assert into_teammate in legal and into_crowd in legal
    turn = _turn(state)
    assert bot_escape.score(turn, into_teammate) < -100
    assert bot_escape.score(turn, into_crowd) > 0


def test_an_antidote_cures_an_infection_contagion_variation() -> None:
    """The Contagion Variation: an infected survivor uses an Antidote."""
    state = escape_state(2, items={0: [item("antidote")]})
    state = evolve(state, survivors=(replace(state.survivors[0], infected=True, body=5), state.survivors[1]))
    state = evolve(state, contagion=True)
    use = Use(0, state.survivors[0].items[0].id, None)
    assert use in rules.legal_commands(state, 0)
    assert bot_escape.score(_turn(state), use) > 0


def test_the_antidote_is_kept_for_the_objective_find_the_cure() -> None:
    state = escape_state(2, items={0: [item("antidote")]})
    state = evolve(state, scenarios=(*state.scenarios, "find_the_cure"))
    state = evolve(state, survivors=(replace(state.survivors[0], body=4), state.survivors[1]))
    use = Use(0, state.survivors[0].items[0].id, None)
    assert bot_escape.score(_turn(state), use) < 0


def test_a_survivor_without_an_antidote_takes_a_cure_token_find_the_cure() -> None:
    state = escape_state(2)
    state = evolve(state, scenarios=(*state.scenarios, "find_the_cure"), cure_room=(0, 0), cure_tokens=6)
    assert bot_escape.score(_turn(state), TakeCure(0)) > 1.0


def _exit_state(tokens: int, scenario: str, items: list[Item] | None = None) -> State:
    """Two survivors in the turned main exit room, its exit door open."""
    state = escape_state(
        2,
        at=[(6, 1), (6, 1)],
        length="shorter",
        items={0: items or []},
        rooms={(6, 1): room("exit_main", revealed=True)},
        marks=[(6, 1, "n", Mark.OPEN)],
    )
    state = evolve(
        state,
        scenarios=(*state.scenarios, scenario),
        survivors=(replace(state.survivors[0], zombie_tokens=tokens), state.survivors[1]),
    )
    return state


def test_no_survivor_leaves_short_of_five_kills_extermination() -> None:
    """Extermination: leaving without 5 dead-zombie tokens loses; with them, out at once."""
    out = Move(0, 7, 1)
    assert out in rules.legal_commands(_exit_state(5, "extermination"), 0)
    short, done = _turn(_exit_state(2, "extermination")), _turn(_exit_state(5, "extermination"))
    assert bot_escape.score(short, out) < 0 < bot_escape.score(done, out)


def test_no_survivor_leaves_without_a_memento_memento_mori() -> None:
    out = Move(0, 7, 1)
    empty = _turn(_exit_state(0, "memento_mori"))
    carrying = _turn(_exit_state(0, "memento_mori", [item("wedding_ring")]))
    assert bot_escape.score(empty, out) < 0 < bot_escape.score(carrying, out)


def test_an_exchange_is_accepted_when_it_helps_the_team_trading_items() -> None:
    """Trading Items: a survivor with two weapons is asked for one by a teammate who has none:
    cooperative, accepted (the team gains); competitive, refused (it loses its best weapon)."""
    chosen = {}
    for mode in ("coop", "competitive"):
        state = escape_state(
            2, at=[(0, 1), (0, 1)], items={0: [item("fire_axe"), item("crowbar")], 1: [item("bandages")]}
        )
        state = evolve(state, mode=mode)
        axe, bandages = state.survivors[0].items[0].id, state.survivors[1].items[0].id
        state = evolve(state, offer=(1, bandages, 0, axe), current=1)
        legal = rules.legal_commands(state, 0)
        assert legal == [AnswerTrade(0, True), AnswerTrade(0, False)]
        chosen[mode] = bots.choose(rules.view(state, 0), legal, 0, "strong", random.Random(1))
    assert chosen == {"coop": AnswerTrade(0, True), "competitive": AnswerTrade(0, False)}


def test_the_benchmark_measures_every_scenario_and_variation_all_about_scenarios() -> None:
    measured = benchmark.SCENARIOS.values()
    for name in EXTRA_SCENARIOS:
        assert any(options.get(name) == "on" for options in measured), name
    assert any(options.get("easier") for options in measured)
    assert any(options.get("contagion") == "on" for options in measured)
    assert all(set(options) <= {o.name for o in OPTIONS} for options in measured)
