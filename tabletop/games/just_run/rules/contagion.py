"""The Contagion Variation's infection as a turn begins (The Contagion Variation).

The bite itself is in ``cure.infect`` (called from the zombies' fights); here an infected survivor
loses a body point at the start of each of their later turns, and may die of it.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.core.contract import Event, seat_param
from tabletop.core.i18n import N_
from tabletop.games.just_run.rules.cure import antidote_risk
from tabletop.games.just_run.rules.fighting import die
from tabletop.games.just_run.rules.items import armour_tokens
from tabletop.games.just_run.rules.state import State, with_survivor


def infection_tick(state: State, rng: random.Random, seat: int) -> tuple[State, list[Event]]:
    """The Contagion Variation: at the start of an infected survivor's turn, 1 body point goes."""
    survivor = state.survivors[seat]
    if not survivor.infected or not survivor.in_building:
        return state, []
    state, events = antidote_risk(state, rng, seat)
    survivor = state.survivors[seat]
    body = max(0, survivor.body - 1)
    state = with_survivor(state, seat, replace(survivor, body=body))
    events.append(
        Event(
            "infection",
            N_("The infection costs {seat} a body point."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"seat": seat, "body": body},
        )
    )
    if body == 0 and armour_tokens(survivor) == 0:
        state, more = die(state, seat)
        events += more
    return state, events
