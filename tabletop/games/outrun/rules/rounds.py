"""How a round runs on by itself between the choices players make.

After the last runner finishes: the check (stage 3) and the places (stage 4), then the Bear's +0
choice if there is one, the moves (stage 5), the special effects (stage 6) with any Zombie choice,
and the interfering (stage 7) with the Bear's and Dragon's plays; then the next round waits for its
turner.  Each function goes as far as it can and stops at the next choice (or the end).

When the path deck is used up and nobody has got out, the night is over (our ruling: the book is
silent): the runner furthest through the museum wins, a tie going to whoever was ahead in the last
round's order.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.contract import Event, seat_param
from tabletop.core.i18n import N_
from tabletop.games.outrun.rules import faster, get_moving, interfering, right_way, special_effects
from tabletop.games.outrun.rules.content import Monster
from tabletop.games.outrun.rules.state import Phase, State, evolve
from tabletop.games.outrun.rules.which_way import next_turner


def after_race(state: State) -> tuple[State, list[Event]]:
    state, events = right_way.check(state)
    state, more = faster.place(state)
    events += more
    chooser = faster.zero_chooser(state)
    if chooser is not None:
        return evolve(state, phase=Phase.TAKE_ZERO, queue=((chooser, ()),)), events
    return after_places(state, events)


def after_places(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    state, more = get_moving.move(state)
    events += more
    if state.over:
        return state, events
    state, more = special_effects.clear_burned(state)
    events += more
    if state.monster is Monster.ZOMBIE:
        state, more, infectors = special_effects.bite(state)
        events += more
        state, more, queue = special_effects.resolve_infectors(state, infectors)
        events += more
        if queue:
            return evolve(state, phase=Phase.INFECT, queue=queue), events
    return interfere(state, events)


def interfere(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    state, more = interfering.clear_one_round(state)
    events += more
    state, more, queue = interfering.deal(state)
    events += more
    if queue:
        return evolve(state, phase=Phase.INTERFERE, queue=queue), events
    return next_round(state, events)


def after_player(state: State, events: list[Event], done: bool) -> tuple[State, list[Event]]:
    """The runner at the head of the queue played (``done``: or kept the rest); who plays next."""
    queue = state.queue[1:] if done or not state.runners[state.queue[0][0]].hand else state.queue
    queue = interfering.next_players(state, queue)
    if queue:
        return evolve(state, queue=queue), events
    return next_round(evolve(state, queue=()), events)


def next_round(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    runners = tuple(replace(r, finish=None, immune=False) for r in state.runners)
    state = evolve(state, runners=runners, turner=next_turner(state), queue=())
    if not state.path_deck:
        return night_over(state, events)
    return evolve(state, phase=Phase.REVEAL, round=state.round + 1), events


def night_over(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    ranks = {seat: index for index, seat in enumerate(state.order)}
    winner = min(range(state.players), key=lambda s: (-state.runners[s].room, ranks.get(s, s)))
    events.append(
        Event(
            "night_over",
            N_("The last path card is run and dawn breaks: {seat}, furthest through the museum, wins."),
            {"seat": seat_param(winner)},
            seat=winner,
            data={"winner": winner},
        )
    )
    return evolve(state, phase=Phase.OVER, winner=winner, night_over=True), events
