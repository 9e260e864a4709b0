"""Stage 4, Was I faster than the others? (rulebook): the places on the monster board.

Correct runners take the open places from the right (place 1) in the round's order; the wrong ones
go to the +0 box, fastest first.  On the Bear's board the slowest correct runner may move to the
+0 claw (place 6) when it is vacant, to be rid of the cards in front of them; we ask only when
they have cards in front, since otherwise it only costs rooms.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.contract import Event, seat_param
from tabletop.core.i18n import N_, Nn_
from tabletop.games.outrun.rules.boards import BOARDS, open_places
from tabletop.games.outrun.rules.commands import TakeZero
from tabletop.games.outrun.rules.right_way import is_right
from tabletop.games.outrun.rules.state import ZERO, State, evolve, with_runner


def place(state: State) -> tuple[State, list[Event]]:
    """Every runner's token onto its place or into the +0 box."""
    open_ = open_places(state.players)
    places = iter(open_)
    runners = list(state.runners)
    events: list[Event] = []
    board = BOARDS[state.monster]
    for seat in state.order:
        if is_right(state, seat):
            spot = next(places)
            # said as the runner's rank among the open places and what it moves them: the board's
            # own numbering skips the places closed for fewer runners ("place 6" for second of two)
            events.append(
                Event(
                    "placed",
                    Nn_(
                        "{seat} takes place {rank} of {open}: {count} room ahead.",
                        "{seat} takes place {rank} of {open}: {count} rooms ahead.",
                    ),
                    {
                        "seat": seat_param(seat),
                        "rank": open_.index(spot) + 1,
                        "open": len(open_),
                        "count": board.value(spot),
                    },
                    seat=seat,
                    data={"place": spot},
                )
            )
        else:
            spot = ZERO
            events.append(
                Event(
                    "placed",
                    N_("{seat} goes into the +0 box."),
                    {"seat": seat_param(seat)},
                    seat=seat,
                    data={"place": None},
                )
            )
        runners[seat] = replace(runners[seat], position=spot)
    return evolve(state, runners=tuple(runners)), events


def zero_chooser(state: State) -> int | None:
    """The Bear's slowest correct runner, when the +0 claw is open and vacant and they have cards
    to lose."""
    zero = BOARDS[state.monster].zero_place
    if zero is None or zero not in open_places(state.players):
        return None  # the solo practice blocks the claw's place
    correct = [seat for seat in state.order if is_right(state, seat)]
    if not correct:
        return None
    slowest = correct[-1]
    if any(r.position == zero for r in state.runners) or not state.runners[slowest].front:
        return None
    return slowest


def take_zero(state: State, command: TakeZero) -> tuple[State, list[Event]]:
    seat = command.seat
    if not command.take:
        event = Event("zero_declined", N_("{seat} keeps their place."), {"seat": seat_param(seat)}, seat=seat)
        return state, [event]
    zero = BOARDS[state.monster].zero_place
    assert zero is not None
    runner = replace(state.runners[seat], position=zero)
    event = Event(
        "zero_taken",
        N_("{seat} gives up the move for the +0 claw, to shake off their cards."),
        {"seat": seat_param(seat)},
        seat=seat,
        data={"place": zero},
    )
    return evolve(state, runners=with_runner(state, seat, runner)), [event]
