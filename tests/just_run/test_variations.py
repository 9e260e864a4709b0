"""The Easier and Contagion variations (Easier Variation; The Contagion Variation), and random games
of every scenario alone and all at once, with the invariants checked at every step."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from tabletop.games.just_run import rules
from tabletop.games.just_run.rules import fighting
from tabletop.games.just_run.rules.commands import DoNothing, EndTurn, Use
from tabletop.games.just_run.rules.content import ANTIDOTES
from tabletop.games.just_run.rules.playout import random_playout
from tabletop.games.just_run.rules.state import Phase, State
from tests.just_run.helpers import dice, escape_state, item
from tests.just_run.test_escape_and_playouts import _check


def _zombies(state: State, row: int, col: int, count: int) -> State:
    grid = list(state.grid)
    here = grid[row * 5 + col]
    assert here is not None
    grid[row * 5 + col] = replace(here, zombies=count)
    return replace(state, grid=tuple(grid), reserve=state.reserve - count)


# -- Easier ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [1, 2, 3])
def test_some_antidotes_are_shuffled_into_the_search_deck_easier_variation(count: int) -> None:
    state = rules.setup({"players": 3, "easier": count}, 4)
    in_deck = [c for c in state.search_deck if c in ANTIDOTES]
    under = [r.exit_card for r in state.grid if r is not None and r.exit_card in ANTIDOTES]
    assert not under, "the exit rooms' cards were dealt before the Antidotes came in"
    assert len(in_deck) == count and len(state.set_aside) == 6 - count
    assert not any(c in ANTIDOTES for c in rules.setup({"players": 3}, 4).search_deck)


# -- Contagion ----------------------------------------------------------------------------------------


def test_all_six_antidotes_go_into_the_search_deck_contagion_variation() -> None:
    state = rules.setup({"players": 3, "contagion": "on", "easier": 1}, 4)
    assert sorted(c for c in state.search_deck if c in ANTIDOTES) == sorted(ANTIDOTES)
    assert state.set_aside == () and state.contagion
    assert rules.view(state, 0)["contagion"] is True


def _contagious(players: int = 2, **kwargs: Any) -> State:
    return replace(escape_state(players, **kwargs), contagion=True)


def test_a_zombie_bite_that_costs_a_body_point_infects_contagion_variation(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombies(_contagious(), 0, 0, 1)
    with dice(monkeypatch, [6], [1, 1]):
        bitten, events = fighting.zombies_attack(state, random.Random(1), 0, 1, hurt_zombies=True)
    assert bitten.survivors[0].infected and bitten.survivors[0].body == 5
    assert any(e.kind == "infected" for e in events)
    assert rules.view(bitten, 1)["survivors"][0]["infected"] is True
    with dice(monkeypatch, [1], [6, 6]):
        missed, _ = fighting.zombies_attack(state, random.Random(1), 0, 1, hurt_zombies=True)
    assert not missed.survivors[0].infected, "no body point lost, no infection"
    plain = replace(state, contagion=False)
    with dice(monkeypatch, [6], [1, 1]):
        healthy, _ = fighting.zombies_attack(plain, random.Random(1), 0, 1, hurt_zombies=True)
    assert not healthy.survivors[0].infected, "without the variation bites do not infect"


def test_armour_that_takes_the_whole_bite_keeps_the_survivor_clean_contagion_variation(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    box = replace(item("cardboard_box"), worn=True)
    state = _zombies(_contagious(items={0: [box]}), 0, 0, 1)
    with dice(monkeypatch, [6], [1, 1]):
        state, _ = fighting.zombies_attack(state, random.Random(1), 0, 1, hurt_zombies=True)
    assert state.survivors[0].body == 6 and not state.survivors[0].infected


def _infected(state: State, seat: int, body: int = 6) -> State:
    survivors = list(state.survivors)
    survivors[seat] = replace(survivors[seat], infected=True, body=body)
    return replace(state, survivors=tuple(survivors))


def _pass_turn(state: State, seat: int) -> State:
    for command in (DoNothing(seat), DoNothing(seat), EndTurn(seat)):
        state, _ = rules.apply(state, command)
    return state


def test_an_infected_survivor_loses_a_body_point_as_each_later_turn_begins_contagion_variation() -> None:
    state = _infected(_contagious(3, at=[(0, 0), (0, 2), (0, 4)]), 1)
    state = _pass_turn(state, 0)
    assert state.current == 1 and state.survivors[1].body == 5
    state = _pass_turn(state, 1)
    assert state.survivors[1].body == 5, "only at the start of their own turn"
    state = _pass_turn(state, 2)  # the zombie turn; the next round's first player is seat 1
    assert state.round == 2 and state.current == 1 and state.survivors[1].body == 4


def test_the_infection_can_kill_and_the_turn_passes_on_contagion_variation() -> None:
    state = _infected(_contagious(3, mode="competitive", at=[(0, 0), (0, 2), (0, 4)]), 1, body=1)
    state = _pass_turn(state, 0)
    assert not state.survivors[1].alive and state.current == 2 and state.phase is Phase.TURN


def test_the_antidote_cures_the_infection_contagion_variation() -> None:
    antidote = item("antidote")
    state = _infected(_contagious(items={0: [antidote]}), 0, body=6)
    assert Use(0, antidote.id, None) in rules.legal_commands(state, 0), "an infected survivor at full body"
    state, _ = rules.apply(state, Use(0, antidote.id, None))
    assert not state.survivors[0].infected and state.survivors[0].body == 6


# -- random games -----------------------------------------------------------------------------------


def _check_all(state: State) -> None:
    """The invariants of every random game; a room may hold more than five zombies once per fall
    (a survivor or the rescuee rising)."""
    _check(replace(state, grid=tuple(replace(r, bodies=0) if r is not None else r for r in state.grid)))
    fallen = sum(not s.alive for s in state.survivors)
    fallen += state.rescuee is not None and not state.rescuee.alive
    assert all(r.zombies <= 5 + fallen for r in state.grid if r is not None)
    for survivor in state.survivors:
        antidotes = sum(c in ANTIDOTES for i in survivor.items for c in i.cards)
        assert antidotes <= 1 or "find_the_cure" not in state.scenarios, "one Antidote each"
    if state.rescuee is not None:
        assert state.rescuee.alive or state.rescuee.room is None
        assert 0 <= state.rescuee.body <= 6


SCENARIO_SETS: list[dict[str, Any]] = [
    {"extermination": "on"},
    {"memento_mori": "on"},
    {"find_the_cure": "on"},
    {"rescue_mission": "on"},
    {"extermination": "on", "memento_mori": "on", "find_the_cure": "on", "rescue_mission": "on"},
    {"contagion": "on", "easier": 2, "find_the_cure": "on"},
]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("mode", ["coop", "competitive"])
@pytest.mark.parametrize("extra", SCENARIO_SETS, ids=lambda e: "+".join(sorted(e)))
def test_random_games_of_every_scenario_keep_the_invariants_all_about_scenarios(
    players: int, mode: str, extra: dict[str, Any]
) -> None:
    options = {"players": players, "mode": mode, "length": "shorter", **extra}
    states, _ = random_playout(players, options)
    assert states[-1].phase is Phase.OVER, "a random game ends"
    for state in states:
        _check_all(state)
    result = rules.outcome(states[-1])
    assert result is not None
    for seat in result.winners:
        assert states[-1].survivors[seat].escaped, "only survivors who got out win"


def _onward(state: State, legal: list[Any]) -> list[Any]:
    """Commands that lead up the board: moving to a higher row, checking or bashing a door north."""
    here = state.survivors[state.current].room if state.phase is Phase.TURN else None
    if here is None:
        return []
    up = [c for c in legal if c.TYPE == "move" and c.row > here[0]]
    return up or [c for c in legal if c.TYPE in ("check_door", "bash_door") and c.side == "n"]


def _rescue_playout(seed: int, mode: str) -> list[State]:
    """A random game that walks the survivors up the board until the rescuee is found."""
    rng = random.Random(seed)
    options = {"players": 3, "mode": mode, "rescue_mission": "on", "length": "shorter"}
    state = rules.setup(options, seed)
    states = [state]
    steps = 0
    while rules.to_act(state) and steps < 20_000:
        seat = rng.choice(rules.to_act(state))
        legal = rules.legal_commands(state, seat)
        command = rng.choice(_onward(state, legal) or legal)
        state, _ = rules.apply(state, command)
        states.append(state)
        steps += 1
    return states


@pytest.mark.parametrize("mode", ["coop", "competitive"])
def test_random_games_that_find_the_rescuee_keep_the_invariants_rescue_mission(mode: str) -> None:
    found = turns = 0
    for seed in range(6):
        states = _rescue_playout(seed, mode)
        assert states[-1].phase is Phase.OVER
        for state in states:
            _check_all(state)
        found += states[-1].rescuee is not None
        turns += any(s.phase is Phase.RESCUEE for s in states)
        assert states == _rescue_playout(seed, mode), "the same seed and commands give the same game"
    assert found and turns, "some random game found the rescuee, who then took turns"
