"""Stage 6, Special effects! (rulebook): claws and fire clear cards, biohazard infects.

Bear: a clawed runner discards every card in front of them.  Dragon: so does a runner on fire.
Zombie: a runner on a biohazard place who was not infected becomes infected (unless the antidote
made them immune this round); one who was already infected when the stage began infects a
neighbour of their choice: the runner on the next open place to the left or right (blocked places
are skipped, an empty place has nobody on it).  With one neighbour to infect it happens at once;
with two the infector chooses.  Infectors act fastest first.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.contract import Event, seat_param
from tabletop.core.i18n import N_
from tabletop.games.outrun.rules.boards import BOARDS, Special, open_places
from tabletop.games.outrun.rules.commands import Infect
from tabletop.games.outrun.rules.state import ZERO, State, evolve, with_runner


def clear_burned(state: State) -> tuple[State, list[Event]]:
    """Claws (Bear) and fire (Dragon): the cards in front of those runners go to the discard pile."""
    board = BOARDS[state.monster]
    events: list[Event] = []
    for seat in state.order:
        runner = state.runners[seat]
        spot = runner.position
        if spot is None or spot == ZERO or not runner.front:
            continue
        if board.has(spot, Special.CLAW):
            message = N_("The Bear claws {seat}: the cards in front of them are discarded.")
        elif board.has(spot, Special.FIRE):
            message = N_("The Dragon sets {seat} on fire: the cards in front of them burn away.")
        else:
            continue
        state = evolve(
            state,
            discard=state.discard + runner.front,
            runners=with_runner(state, seat, replace(runner, front=())),
        )
        events.append(Event("cleared", message, {"seat": seat_param(seat)}, seat=seat))
    return state, events


def neighbours(state: State, seat: int) -> tuple[int, ...]:
    """The runners on the open places next to ``seat``'s place, right side first."""
    spot = state.runners[seat].position
    if spot is None or spot == ZERO:
        return ()
    places = open_places(state.players)
    at = {r.position: s for s, r in enumerate(state.runners) if r.position not in (None, ZERO)}
    index = places.index(spot)
    out = []
    for other in (index - 1, index + 1):
        if 0 <= other < len(places) and places[other] in at:
            out.append(at[places[other]])
    return tuple(out)


def can_be_infected(state: State, seat: int) -> bool:
    runner = state.runners[seat]
    return not runner.infected and not runner.immune


def bite(state: State) -> tuple[State, list[Event], list[int]]:
    """Biohazard places: infect the healthy, and list who was infected already (the infectors)."""
    board = BOARDS[state.monster]
    events: list[Event] = []
    infectors: list[int] = []
    already = {seat for seat, runner in enumerate(state.runners) if runner.infected}
    for seat in state.order:
        spot = state.runners[seat].position
        if spot is None or spot == ZERO or not board.has(spot, Special.BIOHAZARD):
            continue
        if seat in already:
            infectors.append(seat)
        elif can_be_infected(state, seat):
            state = infect_seat(state, seat)
            events.append(
                Event(
                    "infected",
                    N_("The Zombie bites {seat}: infected!"),
                    {"seat": seat_param(seat)},
                    seat=seat,
                )
            )
    return state, events, infectors


def infect_seat(state: State, seat: int) -> State:
    return evolve(state, runners=with_runner(state, seat, replace(state.runners[seat], infected=True)))


def targets(state: State, infector: int) -> tuple[int, ...]:
    """The neighbours ``infector`` may infect now."""
    return tuple(s for s in neighbours(state, infector) if can_be_infected(state, s))


def spread(state: State, infector: int, target: int) -> tuple[State, list[Event]]:
    state = infect_seat(state, target)
    event = Event(
        "infected",
        N_("{seat} infects {target}."),
        {"seat": seat_param(infector), "target": seat_param(target)},
        seat=infector,
        data={"target": target},
    )
    return state, [event]


def resolve_infectors(
    state: State, infectors: list[int]
) -> tuple[State, list[Event], tuple[tuple[int, tuple[int, ...]], ...]]:
    """Infect where there is one neighbour to infect; stop at the first infector with a choice.

    Returns the state, what happened, and the infectors still to act (the first must choose).
    """
    events: list[Event] = []
    for index, infector in enumerate(infectors):
        options = targets(state, infector)
        if len(options) == 1:
            state, more = spread(state, infector, options[0])
            events += more
        elif len(options) > 1:
            rest = tuple((seat, ()) for seat in infectors[index + 1 :])
            return state, events, ((infector, options), *rest)
    return state, events, ()


def apply_infect(
    state: State, command: Infect
) -> tuple[State, list[Event], tuple[tuple[int, tuple[int, ...]], ...]]:
    """The chosen neighbour is infected; the infectors after this one resolve in turn."""
    state, events = spread(state, command.seat, command.target)
    rest = [seat for seat, _ in state.queue[1:]]
    state, more, queue = resolve_infectors(state, rest)
    return state, events + more, queue
