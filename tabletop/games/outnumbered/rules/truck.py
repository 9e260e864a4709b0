"""The end of a player turn (rulebook, THE INFINITY GENERATOR MOVES, THE VILLAINS ATTACK!, REACHING
ATOMIX LAB): the truck moves one space and the space decides what the villains do.  The attack
never moves the truck again; at the lab every turn ends with the villains advancing.
"""

from __future__ import annotations

from tabletop.core.contract import Event
from tabletop.core.i18n import N_
from tabletop.games.outnumbered.rules.attack import advance_all, deal_row
from tabletop.games.outnumbered.rules.board import LAB, ROUTE, Stop
from tabletop.games.outnumbered.rules.commands import EndTurn
from tabletop.games.outnumbered.rules.ending import check_win
from tabletop.games.outnumbered.rules.events import draw_event
from tabletop.games.outnumbered.rules.messages import event, hero_param
from tabletop.games.outnumbered.rules.pool import BUILT_IDS
from tabletop.games.outnumbered.rules.state import Mode, Phase, State, evolve

_STOP_MESSAGES = {
    Stop.ROAD: N_("The truck rolls on to space {to}."),
    Stop.ATTACK: N_("The truck reaches space {to}: the villains attack!"),
    Stop.LAB: N_("The truck reaches Atomix Lab: the final assault begins!"),
}


def attack(state: State) -> tuple[State, list[Event]]:
    """An attack space: advance, deal a new top row, then (Hero mode) an event card."""
    events = [event("attack", N_("The villains attack!"), barrier=True)]
    state, more = advance_all(state)
    events += more
    if state.phase is Phase.OVER:
        return state, events
    state, more = deal_row(state)
    events += more
    if state.mode is Mode.HERO:
        state, more = draw_event(state)
        events += more
    return state, events


def apply_end_turn(state: State, command: EndTurn) -> tuple[State, list[Event]]:
    """End the turn (ACT): the truck moves on and the villains do what its new space says."""
    seat = command.seat
    state = evolve(state, dice=(), pool=(), hero_uses_left=0, next_value=BUILT_IDS)
    events = [
        event(
            "turn_ended",
            N_("{hero} ends the turn."),
            {"hero": hero_param(state, seat)},
            data={"seat": seat},
            seat=seat,
        )
    ]
    if state.truck < LAB:
        start = state.truck
        to = start + 1
        stop = ROUTE[to]
        state = evolve(state, truck=to)
        events.append(
            event(
                "truck_moved",
                _STOP_MESSAGES[stop],
                {"to": to},
                data={"from": start, "to": to, "stop": stop.value},
            )
        )
        if stop is Stop.ATTACK:
            state, more = attack(state)
            events += more
        elif stop is Stop.LAB:
            state = evolve(state, final_assault=True)
            events.append(
                event("final_assault", N_("No more villains arrive, but they advance after every turn."))
            )
            state, more = advance_all(state)
            events += more
    else:
        state, more = advance_all(state)
        events += more
    if state.phase is not Phase.OVER:
        state, more = check_win(state)
        events += more
    if state.phase is Phase.OVER:
        return state, events
    following = (seat + 1) % state.players
    state = evolve(state, seat=following, phase=Phase.ROLL, turn=state.turn + 1, hero_uses_left=1)
    return state, events
