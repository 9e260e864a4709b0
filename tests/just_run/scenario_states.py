"""Prepared moments of the scenarios for the table's tests and frames (Find the Cure; Rescue
Mission; Extermination; Memento Mori; The Contagion Variation)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.just_run.rules.state import Mark, Phase, Rescuee, State
from tests.just_run.helpers import escape_state, item, room
from tests.just_run.panel_states import turn_state


def cure_state() -> State:
    """Find the Cure: Ana stands in the Lab north of the Reception, its six cure tokens laid there."""
    state = escape_state(
        4,
        at=[(1, 2), (0, 2), (0, 0), (0, 4)],
        rooms={(1, 2): room("lab_a")},
        marks=[(0, 2, "n", Mark.OPEN)],
    )
    return replace(state, scenarios=("get_out", "find_the_cure"), cure_room=(1, 2), cure_tokens=6)


def rescue_state(**rescuee: object) -> State:
    """Rescue Mission: Ana's turn in the Reception with her First Aid Kit, the rescuee beside her,
    hurt (the zombies' room of ``turn_state``)."""
    state = turn_state()
    found = Rescuee(room=(0, 2), guide=0, body=3)
    return replace(state, scenarios=("get_out", "rescue_mission"), rescuee=replace(found, **rescuee))


def rescuee_turn_state() -> State:
    """The rescuee's turn, guided by Ana: the rescuee in the start row's second room (no zombies)."""
    state = rescue_state(room=(0, 1))
    return replace(state, phase=Phase.RESCUEE, current=0, actions_left=2, turns_taken=(0, 1, 2, 3))


def scenarios_state() -> State:
    """Every scenario and the Contagion at once, competitive: Ben infected and on his way."""
    state = rescue_state()
    survivors = list(state.survivors)
    survivors[0] = replace(survivors[0], zombie_tokens=3)
    survivors[1] = replace(survivors[1], infected=True, zombie_tokens=5, items=(item("antidote"),))
    survivors[2] = replace(survivors[2], items=(item("wedding_ring"),))
    state = replace(state, survivors=tuple(survivors), mode="competitive", contagion=True)
    return replace(
        state,
        scenarios=("get_out", "extermination", "memento_mori", "find_the_cure", "rescue_mission"),
        cure_room=(0, 2),
        cure_tokens=4,
    )
