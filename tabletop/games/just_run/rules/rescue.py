"""Rescue Mission: the rescuee (Rescue Mission).

When a survivor first enters any room of the 5th row, two dice (6s rolled again) give the row and
the column, counted from the start row's left, where the rescuee hides; a room not yet placed is
drawn there.  The rescuee has 6 life points and 2 actions, only to move or check doors; they carry
and use no items but can be healed; they defend with 2 dice that never hurt a zombie; they provoke
attacks of opportunity like anyone; they act last in the survivor turn and are never the first
player; and they have a chopper seat of their own.

Who moves them (the book is silent): the seat whose survivor found them, for the rest of the game,
even once that survivor is out or fallen, so the rescuee always has a player.  Their turn is a phase
of its own (``rescuee``) in which only that seat acts, with ``rescuee_move``, ``rescuee_check`` and
``end_turn`` (the handlers are in ``rescuee_turn``).
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.core.contract import Command, Event, seat_param
from tabletop.core.i18n import N_, Nn_
from tabletop.games.just_run.rules.board import (
    barricaded,
    build,
    is_main_exit_door,
    is_opening,
    mark_at,
    neighbour,
    on_board,
)
from tabletop.games.just_run.rules.commands import EndTurn, RescueeCheck, RescueeMove
from tabletop.games.just_run.rules.content import BODY, SIDES
from tabletop.games.just_run.rules.fighting import pair_dice, roll_dice
from tabletop.games.just_run.rules.rooms import place_room
from tabletop.games.just_run.rules.state import Phase, Rescuee, State, evolve, with_room

#: the row whose first visitor sets off the search for the rescuee (0 is the start row)
FIFTH_ROW = 4
ACTIONS = 2
DEFENCE_DICE = 2

Result = tuple[State, list[Event]]


def active(state: State) -> bool:
    return "rescue_mission" in state.scenarios


def rescuee_seat(state: State) -> int:
    """The number that stands for the rescuee where zombies pick survivors (one past the seats)."""
    return state.players


def who(state: State, seat: int) -> str:
    """A message param naming a survivor, or the rescuee."""
    return seat_param(seat) if seat < state.players else "@" + N_("the rescuee")


def _die(rng: random.Random) -> tuple[int, list[int]]:
    thrown = [rng.randint(1, 6)]
    while thrown[-1] == 6:
        thrown.append(rng.randint(1, 6))
    return thrown[-1], thrown


def find_rescuee(state: State, rng: random.Random, seat: int, row: int) -> Result:
    """Rescue Mission: the first survivor into the 5th row rolls where the rescuee hides."""
    if not active(state) or state.rescuee is not None or row != FIFTH_ROW:
        return state, []
    row_number, row_dice = _die(rng)
    col_number, col_dice = _die(rng)
    where = (row_number - 1, col_number - 1)
    events = [
        Event(
            "rescuee_found",
            N_("Someone is alive in there! The dice say row {row}, column {col}."),
            {"row": row_number, "col": col_number},
            seat=seat,
            data={"seat": seat, "row": where[0], "col": where[1], "dice": [row_dice, col_dice]},
        )
    ]
    if state.room(*where) is None:
        state, more = place_room(state, rng, where[0], where[1], None)
        events += more
    return evolve(state, rescuee=Rescuee(room=where, guide=seat)), events


# -- the rescuee's turn --------------------------------------------------------------------------------


def wants_turn(state: State) -> bool:
    """The rescuee is in the building and has not had their turn this round."""
    rescuee = state.rescuee
    return rescuee is not None and rescuee.in_building and not rescuee.acted


def begin_turn(state: State) -> Result:
    """The rescuee acts last in the survivor turn, moved by their guide."""
    rescuee = state.rescuee
    assert rescuee is not None
    state = evolve(state, phase=Phase.RESCUEE, current=rescuee.guide, actions_left=ACTIONS)
    return state, [
        Event(
            "rescuee_turn",
            N_("The rescuee's turn, guided by {seat}."),
            {"seat": seat_param(rescuee.guide)},
            seat=rescuee.guide,
        )
    ]


def moves(state: State) -> list[tuple[str, tuple[int, int]]]:
    rescuee = state.rescuee
    assert rescuee is not None and rescuee.room is not None
    row, col = rescuee.room
    out = []
    for side in SIDES:
        dest = neighbour(row, col, side)
        if not is_opening(state, row, col, side):
            continue
        if on_board(state, *dest) or is_main_exit_door(state, row, col, side):
            out.append((side, dest))
    return out


def legal(state: State, seat: int) -> list[Command]:
    rescuee = state.rescuee
    if rescuee is None or rescuee.room is None or seat != rescuee.guide:
        return []
    out: list[Command] = []
    if state.actions_left > 0:
        row, col = rescuee.room
        for side, dest in moves(state):
            if not barricaded(state, row, col, side) or state.actions_left >= 2:
                out.append(RescueeMove(seat, *dest))
        for side in SIDES:
            if build(state, row, col, side) == "door" and mark_at(state, row, col, side) is None:
                out.append(RescueeCheck(seat, row, col, side))
    out.append(EndTurn(seat))
    return out


# -- fighting and healing ---------------------------------------------------------------------------


def attacked(state: State, rng: random.Random, zombies: int) -> Result:
    """Zombies attack the rescuee: their dice against the rescuee's two, which never hurt a zombie."""
    rescuee = state.rescuee
    if zombies <= 0 or rescuee is None or not rescuee.in_building:
        return state, []
    attack = roll_dice(rng, zombies)
    defence = roll_dice(rng, DEFENCE_DICE)
    hits, _ = pair_dice(attack, defence, zombie_attacker=True)
    events = [
        Event(
            "zombie_fight",
            N_("Zombies attack the rescuee: {attack} against {defence}."),
            {
                "attack": " ".join(str(d) for d in sorted(attack, reverse=True)),
                "defence": " ".join(str(d) for d in sorted(defence, reverse=True)),
            },
            data={"rescuee": True, "attack": attack, "defence": defence, "hits": [hits, 0]},
        )
    ]
    return hurt(state, hits, events)


def hurt(state: State, points: int, events: list[Event] | None = None) -> Result:
    """Damage to the rescuee; at 0 they fall, and rise as a zombie at the next spawn."""
    events = list(events or [])
    rescuee = state.rescuee
    if points <= 0 or rescuee is None or not rescuee.in_building:
        return state, events
    assert rescuee.room is not None
    body = max(0, rescuee.body - points)
    events.append(
        Event(
            "rescuee_damage",
            Nn_(
                "The rescuee loses {count} life point.",
                "The rescuee loses {count} life points.",
                count="count",
            ),
            {"count": points},
            data={"points": points, "body": body},
        )
    )
    if body > 0:
        return evolve(state, rescuee=replace(rescuee, body=body)), events
    row, col = rescuee.room
    room = state.room(row, col)
    assert room is not None
    state = with_room(state, row, col, replace(room, bodies=room.bodies + 1))
    state = evolve(state, rescuee=replace(rescuee, body=0, alive=False, room=None))
    events.append(Event("rescuee_died", N_("The rescuee is dead."), data={"row": row, "col": col}))
    return state, events


def can_heal(state: State, seat: int) -> bool:
    """Other survivors can heal the rescuee: a survivor in the rescuee's room, if they are hurt."""
    rescuee = state.rescuee
    survivor = state.survivors[seat]
    return (
        rescuee is not None and rescuee.in_building and rescuee.room == survivor.room and rescuee.body < BODY
    )


def heal(state: State, points: int) -> State:
    rescuee = state.rescuee
    assert rescuee is not None
    return evolve(state, rescuee=replace(rescuee, body=min(BODY, rescuee.body + points)))


def trapped(state: State) -> bool:
    """The rescuee can never reach the exit row on their own: no way there through openings,
    barricades or doors still unchecked (only survivors bash locked or blocked doors)."""
    rescuee = state.rescuee
    if rescuee is None or rescuee.room is None:
        return False
    seen = {rescuee.room}
    todo = [rescuee.room]
    while todo:
        row, col = todo.pop()
        if row == state.rows - 1:
            return False
        here = state.room(row, col)
        if here is not None and here.tile is None:
            continue  # the inaccessible room
        for side in SIDES:
            dest = neighbour(row, col, side)
            mark = mark_at(state, row, col, side)
            # a room not placed yet might have a doorway anywhere
            passable = here is None or is_opening(state, row, col, side)
            passable = passable or (mark is None and build(state, row, col, side) == "door")
            if passable and on_board(state, *dest) and dest not in seen:
                seen.add(dest)
                todo.append(dest)
    return True
