"""Rescue Mission: the rescuee's own turn, moved by their guide (Rescue Mission).

Two actions, only to move (a barricade takes both) or to check a door of their room; each, once
done, draws attacks of opportunity from the zombies in the room it was taken in, which the
rescuee's two dice never hurt.  ``end_turn`` forgoes what is left; then the zombies' turn.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.core.contract import Event, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import is_whole
from tabletop.games.just_run.rules.board import (
    OPPOSITE,
    barricaded,
    build,
    mark_at,
    neighbour,
    on_board,
    with_barricade_crossed,
    with_mark,
)
from tabletop.games.just_run.rules.commands import EndTurn, RescueeCheck, RescueeMove
from tabletop.games.just_run.rules.content import DOOR_DIE, SIDES, DoorFace
from tabletop.games.just_run.rules.rescue import Result, attacked, moves
from tabletop.games.just_run.rules.rooms import place_room
from tabletop.games.just_run.rules.state import Mark, Phase, State, evolve, rng_for
from tabletop.games.just_run.rules.turns import game_end, next_turn


def _spend(state: State, actions: int) -> State:
    if state.actions_left < actions:
        raise IllegalCommand(N_("The rescuee has no actions left: end their turn."))
    return evolve(state, actions_left=state.actions_left - actions)


def move(state: State, command: RescueeMove) -> Result:
    """The rescuee moves through an opening (across a barricade with both actions), or out."""
    rescuee = state.rescuee
    assert rescuee is not None and rescuee.room is not None
    side = next(
        (s for s, dest in moves(state) if (command.row, command.col) == dest),
        None,
    )
    if side is None or not is_whole(command.row) or not is_whole(command.col):
        raise IllegalCommand(N_("The rescuee can only move into a room next to theirs, through an opening."))
    where = rescuee.room
    blocked = barricaded(state, *where, side)
    state = _spend(state, 2 if blocked else 1)
    if blocked:
        state = evolve(state, barricades=with_barricade_crossed(state, *where, side))
    rng, state = rng_for(state)
    if not on_board(state, command.row, command.col):
        state = evolve(state, rescuee=replace(rescuee, room=None, escaped=True))
        events = [Event("rescuee_escaped", N_("The rescuee is out of the building!"))]
        return _after(state, rng, where, events, provoke=False)
    state = evolve(state, rescuee=replace(rescuee, room=(command.row, command.col)))
    events = [
        Event(
            "rescuee_moved",
            N_("The rescuee moves."),
            data={"from": list(where), "to": [command.row, command.col]},
        )
    ]
    return _after(state, rng, where, events)


def check(state: State, command: RescueeCheck) -> Result:
    """The rescuee checks a door of their room: the door die, and a new room beyond when unlocked."""
    rescuee = state.rescuee
    assert rescuee is not None and rescuee.room is not None
    row, col = rescuee.room
    side = command.side
    if (
        (command.row, command.col) != (row, col)
        or side not in SIDES
        or build(state, row, col, side) != "door"
        or mark_at(state, row, col, side) is not None
    ):
        raise IllegalCommand(N_("The rescuee can check an unchecked door of their own room."))
    state = _spend(state, 1)
    rng, state = rng_for(state)
    face = DOOR_DIE[rng.randrange(len(DOOR_DIE))]
    mark = {DoorFace.UNLOCKED: Mark.OPEN, DoorFace.LOCKED: Mark.LOCKED, DoorFace.BLOCKED: Mark.BLOCKED}[face]
    state = evolve(state, marks=with_mark(state, row, col, side, mark))
    text = {
        DoorFace.UNLOCKED: N_("The rescuee checks a door: it is unlocked."),
        DoorFace.LOCKED: N_("The rescuee checks a door: it is locked."),
        DoorFace.BLOCKED: N_("The rescuee checks a door: it is blocked."),
    }[face]
    events = [
        Event(
            "door_checked",
            text,
            data={"row": row, "col": col, "side": side, "face": face.value, "rescuee": True},
        )
    ]
    r2, c2 = neighbour(row, col, side)
    if face is DoorFace.UNLOCKED and on_board(state, r2, c2):
        state, more = place_room(state, rng, r2, c2, OPPOSITE[side])
        events += more
    return _after(state, rng, (row, col), events)


def end_turn(state: State, command: EndTurn) -> Result:
    """The rescuee's turn ends (actions left are forgone); then the zombies."""
    rescuee = state.rescuee
    if rescuee is not None:
        state = evolve(state, rescuee=replace(rescuee, acted=True))
    rng, state = rng_for(state)
    return next_turn(state, rng)


def _after(
    state: State, rng: random.Random, where: tuple[int, int], events: list[Event], *, provoke: bool = True
) -> Result:
    """After each action: attacks of opportunity from the zombies in the room it was taken in."""
    room = state.room(*where)
    if provoke and room is not None and room.zombies:
        events.append(
            Event(
                "opportunity",
                N_("The zombies in the room lash out at the rescuee."),
                data={"rescuee": True, "count": room.zombies},
            )
        )
        state, more = attacked(state, rng, room.zombies)
        events += more
    state, more = game_end(state)
    events += more
    rescuee = state.rescuee
    if state.phase is Phase.RESCUEE and (rescuee is None or not rescuee.in_building):
        state, more = end_turn(state, EndTurn(state.current))
        events += more
    return state, events
