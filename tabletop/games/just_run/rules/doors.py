"""The survivors' actions on doors and walls: checking a door, bashing a door or a wall, and
barricading a doorway (the plain actions of a survivor's turn are in ``actions``)."""

from __future__ import annotations

import random

from tabletop.core.contract import Event, IllegalCommand, seat_param
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import is_whole
from tabletop.games.just_run.rules.actions import Result, spend, survivor_room
from tabletop.games.just_run.rules.board import (
    OPPOSITE,
    barricaded,
    build,
    edge_of,
    is_opening,
    mark_at,
    neighbour,
    on_board,
    with_mark,
)
from tabletop.games.just_run.rules.commands import (
    Barricade,
    BashDoor,
    BashWall,
    CheckDoor,
)
from tabletop.games.just_run.rules.content import DOOR_DIE, SIDES, DoorFace
from tabletop.games.just_run.rules.fighting import (
    dice_for,
    dice_text,
    roll_dice,
    wear_and_tear,
)
from tabletop.games.just_run.rules.items import (
    find,
    stats,
)
from tabletop.games.just_run.rules.rooms import place_room
from tabletop.games.just_run.rules.state import (
    Item,
    Mark,
    State,
    Survivor,
    evolve,
    rng_for,
)
from tabletop.games.just_run.rules.turns import finish_action


def door_side(command: CheckDoor | BashDoor | BashWall | Barricade, state: State) -> str:
    """The side named, from the survivor's own room (the room given must be theirs)."""
    if (
        not is_whole(command.row)
        or not is_whole(command.col)
        or (command.row, command.col) != survivor_room(state, command.seat)
        or command.side not in SIDES
    ):
        raise IllegalCommand(N_("Name a side (n, e, s or w) of the room you are in."))
    return command.side


# -- doors and walls ----------------------------------------------------------------------------------


def can_check(state: State, row: int, col: int, side: str) -> bool:
    return build(state, row, col, side) == "door" and mark_at(state, row, col, side) is None


def check_door(state: State, command: CheckDoor) -> Result:
    """Checking a Door: the door die says unlocked (a new room beyond), locked or blocked."""
    side = door_side(command, state)
    seat = command.seat
    row, col = survivor_room(state, seat)
    if not can_check(state, row, col, side):
        raise IllegalCommand(N_("There is no unchecked door on that side."))
    state = spend(state)
    rng, state = rng_for(state)
    face = DOOR_DIE[rng.randrange(len(DOOR_DIE))]
    mark = {DoorFace.UNLOCKED: Mark.OPEN, DoorFace.LOCKED: Mark.LOCKED, DoorFace.BLOCKED: Mark.BLOCKED}[face]
    state = evolve(state, marks=with_mark(state, row, col, side, mark))
    text = {
        DoorFace.UNLOCKED: N_("The door is unlocked."),
        DoorFace.LOCKED: N_("The door is locked."),
        DoorFace.BLOCKED: N_("The door is blocked."),
    }[face]
    events = [Event("door_checked", text, data={"row": row, "col": col, "side": side, "face": face.value})]
    if face is DoorFace.UNLOCKED:
        state, more = _beyond(state, rng, row, col, side, entry=True)
        events += more
    return finish_action(state, rng, seat, (row, col), events, keeps_disguise=True)


def _beyond(state: State, rng: random.Random, row: int, col: int, side: str, *, entry: bool) -> Result:
    r2, c2 = neighbour(row, col, side)
    if not on_board(state, r2, c2):
        return state, []
    return place_room(state, rng, r2, c2, OPPOSITE[side] if entry else None)


def door_weapon(survivor: Survivor, item_id: object) -> Item | None:
    """The whole door-icon weapon named for a bash (None for bare hands)."""
    if item_id is None:
        return None
    item = find(survivor, item_id)
    if item is None or item.broken or not stats(item).door:
        raise IllegalCommand(N_("Only a whole item with the door icon helps bash a door."))
    return item


def can_bash_door(state: State, row: int, col: int, side: str, armed: bool) -> bool:
    mark = mark_at(state, row, col, side)
    if mark in (Mark.LOCKED, Mark.BLOCKED):
        return True
    return armed and mark is None and build(state, row, col, side) == "door"


def bash_door(state: State, command: BashDoor) -> Result:
    """Bashing a Door: 2 dice plus a door-icon weapon's bonus against the door's die; the door wins
    ties; a bashed door stays open for good."""
    side = door_side(command, state)
    seat = command.seat
    row, col = survivor_room(state, seat)
    weapon = door_weapon(state.survivors[seat], command.item)
    if not can_bash_door(state, row, col, side, weapon is not None):
        raise IllegalCommand(
            N_("You can bash a locked or blocked door; an unchecked one only with a door-icon weapon.")
        )
    state = spend(state)
    rng, state = rng_for(state)
    dice = roll_dice(rng, dice_for(weapon))
    door = roll_dice(rng, 1)
    won = max(dice) > door[0]
    events = [
        Event(
            "bash",
            N_("Bash: {dice} against the door's {door}."),
            {"dice": dice_text(dice), "door": door[0]},
            seat=seat,
            data={"row": row, "col": col, "side": side, "dice": dice, "door": door, "won": won},
        )
    ]
    state, more = wear_and_tear(state, rng, seat, weapon, fought=True)
    events += more
    if won:
        state = evolve(state, marks=with_mark(state, row, col, side, Mark.BASHED))
        events.append(Event("bashed", N_("The door gives way."), data={"row": row, "col": col, "side": side}))
        state, more = _beyond(state, rng, row, col, side, entry=True)
        events += more
    else:
        events.append(_held(N_("The door holds: the action is spent."), row, col, side))
    return finish_action(state, rng, seat, (row, col), events)


def _held(message: str, row: int, col: int, side: str) -> Event:
    """A bash that failed says so: the log and the board read its result, not only its dice."""
    return Event("bash_held", message, data={"row": row, "col": col, "side": side})


def wall_weapon(survivor: Survivor, item_id: object) -> Item:
    item = find(survivor, item_id)
    if item is None or item.broken or not stats(item).walls:
        raise IllegalCommand(N_("Only a whole item that breaks walls can bash one."))
    return item


def can_bash_wall(state: State, row: int, col: int, side: str) -> bool:
    """Interior walls only: never the outer walls nor the exit row's, nor an inaccessible room's."""
    r2, c2 = neighbour(row, col, side)
    if not on_board(state, r2, c2) or state.rows - 1 in (row, r2):
        return False
    there = state.room(r2, c2)
    if there is not None and there.tile is None:
        return False
    return build(state, row, col, side) == "wall" and mark_at(state, row, col, side) is None


def bash_wall(state: State, command: BashWall) -> Result:
    """Bashing a Wall: 1 die against the wall's 1; the wall wins ties, flail or not."""
    side = door_side(command, state)
    seat = command.seat
    row, col = survivor_room(state, seat)
    weapon = wall_weapon(state.survivors[seat], command.item)
    if not can_bash_wall(state, row, col, side):
        raise IllegalCommand(N_("That wall cannot be bashed."))
    state = spend(state)
    rng, state = rng_for(state)
    die, wall = roll_dice(rng, 1), roll_dice(rng, 1)
    won = die[0] > wall[0]
    events = [
        Event(
            "bash",
            N_("Bash: {dice} against the wall's {door}."),
            {"dice": die[0], "door": wall[0]},
            seat=seat,
            data={"row": row, "col": col, "side": side, "dice": die, "door": wall, "won": won},
        )
    ]
    state, more = wear_and_tear(state, rng, seat, weapon, fought=True)
    events += more
    if won:
        state = evolve(state, marks=with_mark(state, row, col, side, Mark.BASHED))
        events.append(
            Event("bashed", N_("The wall comes down."), data={"row": row, "col": col, "side": side})
        )
        state, more = _beyond(state, rng, row, col, side, entry=False)
        events += more
    else:
        events.append(_held(N_("The wall holds: the action is spent."), row, col, side))
    return finish_action(state, rng, seat, (row, col), events)


BARRICADES = 6


def can_barricade(state: State, row: int, col: int, side: str) -> bool:
    """An unlocked or bashed opening between two rooms, not barricaded yet, with a marker left."""
    r2, c2 = neighbour(row, col, side)
    return (
        on_board(state, r2, c2)
        and is_opening(state, row, col, side)
        and not barricaded(state, row, col, side)
        and len(state.barricades) < BARRICADES
    )


def barricade(state: State, command: Barricade) -> Result:
    """Barricading a Door: both actions spent piling rubble across an opening of your room."""
    side = door_side(command, state)
    seat = command.seat
    row, col = survivor_room(state, seat)
    if not can_barricade(state, row, col, side):
        raise IllegalCommand(N_("Barricade an unlocked or bashed opening of your room that has none yet."))
    if state.actions_left < 2:
        raise IllegalCommand(N_("Barricading takes two actions."))
    state = spend(state, 2)
    rng, state = rng_for(state)
    state = evolve(state, barricades=(*state.barricades, (edge_of(row, col, side), False)))
    events = [
        Event(
            "barricaded",
            N_("{seat} barricades the doorway."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"row": row, "col": col, "side": side},
        )
    ]
    return finish_action(state, rng, seat, (row, col), events)
