"""The escape phase's rhythm (rulebook, Survivor Turn; Zombie Turn; Escaping and Winning).

A survivor takes two normal actions (three in a two-player game); each, once complete, draws an
attack of opportunity from every zombie in the room it was taken in.  Then free actions, and the
turn passes to the left.  When every survivor in the building has had a turn the zombies take
theirs and the first-player pawn passes to the left.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.core.contract import Event, seat_param
from tabletop.core.i18n import N_
from tabletop.games.just_run.rules import disguise, escape_route, objectives, rescue
from tabletop.games.just_run.rules.board import barricaded
from tabletop.games.just_run.rules.contagion import infection_tick
from tabletop.games.just_run.rules.fighting import zombies_attack
from tabletop.games.just_run.rules.state import Phase, State, evolve, with_survivor
from tabletop.games.just_run.rules.zombies import zombie_turn


def chopper_seats(state: State) -> int:
    """Cooperative: a seat for everyone; competitive: half the survivors, rounded down."""
    return state.players if state.mode == "coop" else state.players // 2


def settle(state: State, rng: random.Random) -> tuple[State, list[Event]]:
    """End the game when Get Out is decided; pass the turn on if its survivor is gone."""
    state, events = game_end(state)
    if state.phase in (Phase.TURN, Phase.SUPPLIES) and not state.survivors[state.current].in_building:
        state, more = next_turn(state, rng)
        events += more
    return state, events


def game_end(state: State) -> tuple[State, list[Event]]:
    """Get Out (All About Scenarios): over once every survivor is out or fallen, a cooperative
    game at the first death, a competitive one when the chopper's seats are taken.  With the other
    scenarios (``objectives``): over, lost, once a team objective cannot be met; the rescuee still
    inside keeps the game going, and a full chopper waits for a rescuee who may still come."""
    if state.phase is Phase.OVER:
        return state, []
    survivors = state.survivors
    escaped = sum(s.escaped for s in survivors)
    inside = [s for s in survivors if s.in_building]
    if state.mode == "coop" and any(not s.alive for s in survivors):
        return evolve(state, phase=Phase.OVER, lost=True), [
            Event("game_over", N_("A survivor has fallen: the mission has failed."))
        ]
    if objectives.impossible(state):
        return evolve(state, phase=Phase.OVER, lost=True), [
            Event("game_over", N_("The mission can no longer be accomplished: the zombies win."))
        ]
    walled = walled_in(state)
    if walled is not None:
        return walled
    if objectives.rescuee_inside(state) and (inside or state.mode == "coop" or escaped):
        return state, []
    if state.mode == "coop" and not inside:
        return evolve(state, phase=Phase.OVER), [
            Event("game_over", N_("Everyone is out: the chopper lifts off!"))
        ]
    seats_taken = escaped >= chopper_seats(state) and not objectives.rescuee_pending(state)
    if state.mode == "competitive" and (seats_taken or not inside):
        return evolve(state, phase=Phase.OVER), [Event("game_over", N_("The chopper lifts off."))]
    return state, []


def walled_in(state: State) -> tuple[State, list[Event]] | None:
    """Escaping and Winning: "if there is no escape, then everybody loses" (``escape_route``).  A
    cooperative game is lost once a survivor inside, or the rescuee, can never get out; a
    competitive one ends once nobody inside can (those aboard keep their seats), lost if the
    rescuee can never come out."""
    if escape_route.rescuee_stranded(state):
        return evolve(state, phase=Phase.OVER, lost=True), [
            Event("game_over", N_("The rescuee is walled in for good: the mission has failed."))
        ]
    stuck = escape_route.stranded(state)
    if not stuck:
        return None
    if state.mode == "coop":
        return evolve(state, phase=Phase.OVER, lost=True), [
            Event(
                "game_over", N_("No way out is left for everyone: the survivors are walled in and all lose.")
            )
        ]
    inside = [seat for seat, survivor in enumerate(state.survivors) if survivor.in_building]
    if len(stuck) < len(inside) or objectives.rescuee_inside(state):
        return None
    return evolve(state, phase=Phase.OVER, lost=objectives.rescuee_pending(state)), [
        Event("game_over", N_("Nobody left inside can ever get out: the chopper lifts off."))
    ]


def finish_action(
    state: State,
    rng: random.Random,
    seat: int,
    where: tuple[int, int],
    events: list[Event],
    *,
    provoke: bool = True,
    keeps_disguise: bool = False,
) -> tuple[State, list[Event]]:
    """After a normal action: attacks of opportunity from the zombies in the room it was taken in.

    ``keeps_disguise``: the action (moving, fleeing, checking a door, doing nothing) keeps a Vile
    Disguise on, and zombies do not see it; any other action throws the disguise away first.
    """
    state, more = disguise.after_action(state, seat, keeps_disguise)
    events += more
    room = state.room(*where)
    survivor = state.survivors[seat]
    if keeps_disguise and disguise.is_disguised(survivor):
        provoke = False
    if provoke and room is not None and room.zombies and survivor.in_building:
        events.append(
            Event(
                "opportunity",
                N_("The zombies in the room lash out at {seat}."),
                {"seat": seat_param(seat)},
                seat=seat,
                data={"seat": seat, "count": room.zombies},
            )
        )
        state, more = zombies_attack(state, rng, seat, room.zombies, hurt_zombies=False)
        events += more
    state, more = settle(state, rng)
    return state, events + more


def next_turn(state: State, rng: random.Random) -> tuple[State, list[Event]]:
    """The next survivor to the left who has not had a turn this round; else the zombies' turn."""
    state, lapsed = _lapse_optional_events(state, state.current)
    taken = (
        state.turns_taken + (state.current,) if state.current not in state.turns_taken else state.turns_taken
    )
    n = state.players
    for k in range(n):
        seat = (state.first_player + k) % n
        if seat not in taken and state.survivors[seat].in_building:
            state = evolve(
                state, phase=Phase.TURN, current=seat, actions_left=state.actions_per_turn, turns_taken=taken
            )
            state, ticked = disguise.tick(state, seat)
            return begin_survivor_turn(
                state,
                rng,
                [
                    *lapsed,
                    Event("turn", N_("{seat}'s turn."), {"seat": seat_param(seat)}, seat=seat),
                    *ticked,
                ],
            )
    if rescue.wants_turn(state):
        state, events = rescue.begin_turn(evolve(state, turns_taken=taken))
        return state, lapsed + events
    state, events = zombie_turn(evolve(state, turns_taken=taken), rng)
    events = lapsed + events
    state, more = game_end(evolve(state, phase=Phase.TURN, actions_left=0))
    events += more
    if state.phase is Phase.OVER:
        return state, events
    first = state.first_player
    for k in range(1, n + 1):
        seat = (state.first_player + k) % n
        if state.survivors[seat].in_building:
            first = seat
            break
    state = evolve(
        state,
        barricades=tuple((edge, False) for edge, crossed in state.barricades if not crossed),
        round=state.round + 1,
        first_player=first,
        current=first,
        actions_left=state.actions_per_turn,
        turns_taken=(),
    )
    state = _put_out_fallen_fire(state)
    events.append(Event("round", N_("Round {round} begins."), {"round": state.round}))
    if state.rescuee is not None:
        state = evolve(state, rescuee=replace(state.rescuee, acted=False))
    if not state.survivors[first].in_building:
        # Rescue Mission: nobody is left inside but the rescuee, whose turn comes straight away
        state, more = next_turn(evolve(state, turns_taken=tuple(range(n))), rng)
        return state, events + more
    state, ticked = disguise.tick(state, first)
    return begin_survivor_turn(
        state,
        rng,
        [*events, Event("turn", N_("{seat}'s turn."), {"seat": seat_param(first)}, seat=first), *ticked],
    )


def begin_survivor_turn(state: State, rng: random.Random, events: list[Event]) -> tuple[State, list[Event]]:
    """The Contagion Variation: an infected survivor loses a body point as their turn begins; if it
    kills them, the turn passes on."""
    seat = state.current
    state, more = infection_tick(state, rng, seat)
    events = events + more
    if state.survivors[seat].in_building:
        return state, events
    state, more = game_end(state)
    events += more
    if state.phase is Phase.OVER:
        return state, events
    state, more = next_turn(state, rng)
    return state, events + more


def _lapse_optional_events(state: State, seat: int) -> tuple[State, list[Event]]:
    """Doing Any of These Before the End of Your Turn: "Optional Event" cards not played by the end
    of the turn are discarded."""
    if not 0 <= seat < state.players or not state.survivors[seat].events:
        return state, []
    survivor = state.survivors[seat]
    state = with_survivor(state, seat, replace(survivor, events=()))
    state = evolve(state, discarded=state.discarded + survivor.events)
    return state, [
        Event(
            "events_lapsed",
            N_("{seat}'s unplayed optional events are discarded."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"seat": seat, "cards": list(survivor.events)},
        )
    ]


def _put_out_fallen_fire(state: State) -> State:
    """A fire barricade falls with its barricade; its marker goes (the Whiskey is already spent)."""
    fires = tuple(
        (edge, lit) for edge, lit in state.fire_barricades if barricaded(state, edge[0], edge[1], edge[2])
    )
    return evolve(state, fire_barricades=fires)
