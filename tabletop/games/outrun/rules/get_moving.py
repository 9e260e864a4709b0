"""Stage 5, Get moving! (rulebook): fastest to slowest, each token moves the rooms its place gives
(Boost doubles them), and the first runner off the last map board wins: the order settles a
photo finish.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.contract import Event, seat_param
from tabletop.core.i18n import N_, Nn_
from tabletop.games.outrun.rules.boards import BOARDS
from tabletop.games.outrun.rules.interference import Kind
from tabletop.games.outrun.rules.runners import in_effect
from tabletop.games.outrun.rules.state import ZERO, Phase, State, evolve, with_runner


def rooms_to_move(state: State, seat: int) -> int:
    position = state.runners[seat].position
    if position is None or position == ZERO:
        return 0
    rooms = BOARDS[state.monster].value(position)
    if any(card.kind is Kind.BOOST for card in in_effect(state, seat)):
        rooms *= 2
    return rooms


def move(state: State) -> tuple[State, list[Event]]:
    """Move every token in the round's order; stop at the first runner off the map."""
    events: list[Event] = []
    for seat in state.order:
        rooms = rooms_to_move(state, seat)
        if rooms == 0:
            continue
        runner = state.runners[seat]
        start = runner.room
        state = evolve(state, runners=with_runner(state, seat, replace(runner, room=start + rooms)))
        events.append(
            Event(
                "moved",
                Nn_("{seat} moves {count} room.", "{seat} moves {count} rooms."),
                {"seat": seat_param(seat), "count": rooms},
                seat=seat,
                data={"from": start, "to": start + rooms},
            )
        )
        if start + rooms >= state.rooms:
            events.append(
                Event(
                    "escaped",
                    N_("{seat} is out of the museum and wins!"),
                    {"seat": seat_param(seat)},
                    seat=seat,
                    data={"winner": seat},
                )
            )
            return evolve(state, winner=seat, phase=Phase.OVER), events
    return state, events
