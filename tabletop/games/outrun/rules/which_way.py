"""Stage 1, Which way to go? (rulebook): the turner turns the top path card for everyone.

The first turner is chosen at set-up; afterwards the fastest correct runner of the last round
turns, or the same turner again when everybody was wrong.
"""

from __future__ import annotations

from tabletop.core.contract import Event, seat_param
from tabletop.core.i18n import N_
from tabletop.games.outrun.rules.commands import Reveal
from tabletop.games.outrun.rules.paths import PATHS_BY_ID
from tabletop.games.outrun.rules.state import Phase, State, evolve


def next_turner(state: State) -> int:
    """Who turns the next path card: the fastest correct runner of the round, else the same turner."""
    for seat in state.order:
        last = state.runners[seat].last_run
        if last is not None and last.correct:
            return seat
    return state.turner


def reveal(state: State, command: Reveal) -> tuple[State, list[Event]]:
    """The top path card goes face up in the centre and the race is on."""
    card = PATHS_BY_ID[state.path_deck[0]]
    used = state.path_used + ((state.path,) if state.path is not None else ())
    state = evolve(
        state,
        phase=Phase.RACE,
        path=card.id,
        path_deck=state.path_deck[1:],
        path_used=used,
        arrivals=0,
    )
    event = Event(
        "revealed",
        N_("{seat} turns the path card: run!"),
        {"seat": seat_param(command.seat)},
        seat=command.seat,
        barrier=True,
        data={"path": card.id, "order": list(card.order), "antidote": card.antidote},
    )
    return state, [event]
