"""New rooms (All About Rooms) and zombies placed on the board.

A new room tile must line up with every turned tile around it, doorway to doorway and wall to
wall, and have a doorway on the side it is entered from.  We try the drawn tile in its four
turns and, of those that fit, place it in one that leaves a way further in (``best_rotation``);
a tile that fits in none is discarded and the next drawn.  When the stack runs out the discards
are reshuffled; when every tile has been tried the last one goes face down: the inaccessible room.
An exit-row room is not drawn: its face-down exit tile is turned, and a die (6s rolled again)
says how many zombies wait there.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.core.contract import Event
from tabletop.core.i18n import N_
from tabletop.games.just_run.rules.board import (
    OPPOSITE,
    has_door,
    mark_at,
    neighbour,
    on_board,
    tile_doors,
    with_mark,
)
from tabletop.games.just_run.rules.content import BOARD_WIDTH, HORDE, INACCESSIBLE, SIDES, TILES
from tabletop.games.just_run.rules.state import Mark, Room, State, evolve, with_room


def fits(state: State, row: int, col: int, tile: str, rotation: int, entry: str | None) -> bool:
    """The tile, turned so, lines up with every turned neighbour and has a doorway at ``entry``."""
    doors = tile_doors(tile, rotation)
    for index, side in enumerate(SIDES):
        if side == entry and not doors[index]:
            return False
        r2, c2 = neighbour(row, col, side)
        if not on_board(state, r2, c2):
            continue
        other = has_door(state.room(r2, c2), OPPOSITE[side])
        if other is not None and other != doors[index]:
            return False
    return True


def onward_doors(state: State, row: int, col: int, tile: str, rotation: int) -> int:
    """The tile's doorways, turned so, onto rooms of the board not found yet (a face-down exit tile
    included): the ways further in it leaves open."""
    doors = tile_doors(tile, rotation)
    return sum(
        1
        for index, side in enumerate(SIDES)
        if doors[index] and _unexplored(state, *neighbour(row, col, side))
    )


def _unexplored(state: State, row: int, col: int) -> bool:
    """A room of the board still to be found: not placed yet, or an exit tile still face down."""
    if not on_board(state, row, col):
        return False
    room = state.room(row, col)
    return room is None or not room.revealed


def _openness(state: State, row: int, col: int, tile: str, rotation: int) -> bool:
    """Whether the turn leaves a way further in (a doorway onto a room still to be found)."""
    return onward_doors(state, row, col, tile, rotation) > 0


def best_rotation(
    state: State, rng: random.Random, row: int, col: int, tile: str, entry: str | None
) -> int | None:
    """All About Rooms: the book asks only that the tile line up; of the turns that do, the player
    lays one that leaves a doorway onto a room still to be found (so a board walls itself in only
    when no turn of the tile drawn could help it), a die choosing among equal ones.  (Preferring a
    doorway towards the exit row too opened more ways for the zombies: strong cooperative tables
    won 20 of 60 with it, 28 of 60 without.)  None: no turn fits."""
    fitting = [rotation for rotation in range(4) if fits(state, row, col, tile, rotation, entry)]
    if not fitting:
        return None
    keys = {rotation: _openness(state, row, col, tile, rotation) for rotation in fitting}
    most = max(keys.values())
    best = [rotation for rotation in fitting if keys[rotation] == most]
    return best[0] if len(best) == 1 else rng.choice(best)


def roll(rng: random.Random) -> int:
    return rng.randint(1, 6)


def place_room(
    state: State, rng: random.Random, row: int, col: int, entry: str | None
) -> tuple[State, list[Event]]:
    """Fill the empty (or face-down exit) room at ``row, col``, entered from side ``entry``."""
    here = state.room(row, col)
    if here is not None and not here.revealed:
        return _turn_exit(state, rng, row, col, here)
    if here is not None:
        return state, []
    stack = list(state.room_stack)
    discards = list(state.room_discards)
    total = len(stack) + len(discards)
    events: list[Event] = []
    for _ in range(total):
        if not stack:
            stack, discards = discards, []
            rng.shuffle(stack)
            events.append(Event("tiles_reshuffled", N_("The room tiles run out: the discards are shuffled.")))
        tile = stack.pop(0)
        rotation = best_rotation(state, rng, row, col, tile, entry)
        if rotation is not None:
            state = evolve(state, room_stack=tuple(stack), room_discards=tuple(discards))
            state = with_room(state, row, col, Room(tile=tile, rotation=rotation))
            events.append(
                Event(
                    "room_placed",
                    N_("A new room: {name}."),
                    {"name": TILES[tile].name},
                    data={"row": row, "col": col, "tile": tile, "rotation": rotation},
                )
            )
            return state, events
        discards.append(tile)
        events.append(Event("tile_discarded", N_("{name} does not fit there."), {"name": TILES[tile].name}))
    # nothing fits: the last tile tried goes face down, for good
    buried = discards.pop() if discards else None
    stack += discards
    rng.shuffle(stack)
    state = evolve(state, room_stack=tuple(stack), room_discards=())
    state = with_room(state, row, col, Room(tile=None, exit_tile=buried))
    for side in SIDES:
        r2, c2 = neighbour(row, col, side)
        if has_door(state.room(r2, c2), OPPOSITE[side]) or mark_at(state, row, col, side) is not None:
            state = evolve(state, marks=with_mark(state, row, col, side, Mark.SEALED))
    events.append(
        Event(
            "inaccessible",
            N_("No room tile fits: this room is inaccessible."),
            data={"row": row, "col": col, "tile": INACCESSIBLE},
        )
    )
    return state, events


def _turn_exit(state: State, rng: random.Random, row: int, col: int, room: Room) -> tuple[State, list[Event]]:
    """Escaping and Winning: a turned exit room gets a die of zombies, 6s rolled again."""
    tile = room.exit_tile
    assert tile is not None
    dice = [roll(rng)]
    while dice[-1] == 6:
        dice.append(roll(rng))
    state = with_room(state, row, col, Room(tile=tile, revealed=True, exit_card=room.exit_card))
    events = [
        Event(
            "exit_turned",
            N_("The exit tile turns: {name}."),
            {"name": TILES[tile].name},
            data={"row": row, "col": col, "tile": tile},
        )
    ]
    state, more = add_zombies(state, row, col, dice[-1], always=True)
    events += more
    events.append(
        Event(
            "exit_zombies",
            N_("{count} zombies wait there."),
            {"count": dice[-1]},
            data={"dice": dice, "row": row, "col": col},
        )
    )
    return state, events


def add_zombies(
    state: State, row: int, col: int, count: int, *, always: bool = False, crowd: bool = False
) -> tuple[State, list[Event]]:
    """Put ``count`` zombie pawns into a room from the reserve, never past five (a horde) unless
    ``crowd`` (a fallen survivor rising).

    With ``always`` (the exit rooms, a fallen survivor) pawns the reserve lacks are taken from the
    rooms nearest the start row; otherwise only as many as the reserve holds come.
    """
    events: list[Event] = []
    here = state.room(row, col)
    assert here is not None
    if not crowd:
        count = max(0, min(count, HORDE - here.zombies))
    placed = min(count, state.reserve)
    state = evolve(state, reserve=state.reserve - placed)
    short = count - placed if always else 0
    for _ in range(short):
        taken = _first_rows_room(state, row, col)
        if taken is None:
            break
        r, c = taken
        room = state.room(r, c)
        assert room is not None
        state = with_room(state, r, c, _with_zombies(room, room.zombies - 1))
        placed += 1
        events.append(
            Event(
                "zombie_taken",
                N_("No zombies are left: one is taken from near the start."),
                data={"row": r, "col": c},
            )
        )
    room = state.room(row, col)
    assert room is not None
    return with_room(state, row, col, _with_zombies(room, room.zombies + placed)), events


def _with_zombies(room: Room, zombies: int) -> Room:
    return replace(room, zombies=zombies)


def _first_rows_room(state: State, row: int, col: int) -> tuple[int, int] | None:
    for index, room in enumerate(state.grid):
        r, c = index // BOARD_WIDTH, index % BOARD_WIDTH
        if room is not None and room.zombies > 0 and (r, c) != (row, col):
            return r, c
    return None
