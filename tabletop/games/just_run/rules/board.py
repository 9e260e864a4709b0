"""The board's geometry: rooms, sides, edges, and which doorways are openings (All About Doors and
Walls; All About Rooms).

A side of a room is what a player sees there: a wall, a door (unchecked) or one of the markers.
What it is made of comes from the tiles either side: a doorway only where every turned tile
beside it has one (a face-down tile shows nothing yet).
"""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.games.just_run.rules.content import BOARD_WIDTH, SIDES, TILES
from tabletop.games.just_run.rules.state import Edge, Mark, Room, State

STEP: dict[str, tuple[int, int]] = {"n": (1, 0), "e": (0, 1), "s": (-1, 0), "w": (0, -1)}
OPPOSITE: dict[str, str] = {"n": "s", "s": "n", "e": "w", "w": "e"}
#: markers through which creatures pass (an *opening*)
OPENINGS = frozenset({Mark.OPEN, Mark.BASHED})
#: markers zombies collect behind until a horde bashes them
BARRIERS = frozenset({Mark.LOCKED, Mark.BLOCKED})


def neighbour(row: int, col: int, side: str) -> tuple[int, int]:
    dr, dc = STEP[side]
    return row + dr, col + dc


def edge_of(row: int, col: int, side: str) -> Edge:
    """The one name of the doorway or wall on this side of this room."""
    if side == "s":
        return (row - 1, col, "n")
    if side == "w":
        return (row, col - 1, "e")
    return (row, col, side)


def on_board(state: State, row: int, col: int) -> bool:
    return 0 <= row < state.rows and 0 <= col < BOARD_WIDTH


def tile_doors(tile_id: str, rotation: int) -> tuple[bool, bool, bool, bool]:
    """The tile's doorways (n, e, s, w) once turned ``rotation`` quarter turns clockwise."""
    doors = TILES[tile_id].doors
    k = rotation % 4
    return (doors[(0 - k) % 4], doors[(1 - k) % 4], doors[(2 - k) % 4], doors[(3 - k) % 4])


def has_door(room: Room | None, side: str) -> bool | None:
    """True/False for a turned tile's side; None where nothing shows (no tile, face down)."""
    if room is None or room.tile is None:
        return None
    return tile_doors(room.tile, room.rotation)[SIDES.index(side)]


def is_main_exit_door(state: State, row: int, col: int, side: str) -> bool:
    room = state.room(row, col)
    return (
        side == "n"
        and row == state.rows - 1
        and room is not None
        and room.tile is not None
        and TILES[room.tile].main_exit
    )


def marks(state: State) -> dict[Edge, Mark]:
    return dict(state.marks)


def mark_at(state: State, row: int, col: int, side: str) -> Mark | None:
    return _mark_table(state.marks).get(edge_of(row, col, side))


#: the last marks looked up, as a table: a zombie turn asks about the same marks thousands of times
_LAST_MARKS: tuple[tuple[tuple[Edge, Mark], ...], dict[Edge, Mark]] = ((), {})


def _mark_table(marks: tuple[tuple[Edge, Mark], ...]) -> dict[Edge, Mark]:
    """The marks as a dict, kept for the very tuple last asked about (states are immutable)."""
    global _LAST_MARKS
    last = _LAST_MARKS
    if last[0] is marks:
        return last[1]
    table = dict(marks)
    _LAST_MARKS = (marks, table)
    return table


def with_mark(state: State, row: int, col: int, side: str, mark: Mark) -> tuple[tuple[Edge, Mark], ...]:
    edge = edge_of(row, col, side)
    kept = [(key, m) for key, m in state.marks if key != edge]
    return tuple(sorted([*kept, (edge, mark)]))


def build(state: State, row: int, col: int, side: str) -> str:
    """What this side is made of, as far as the turned tiles show: "exterior", "wall" or "door"."""
    if is_main_exit_door(state, row, col, side):
        return "door"
    r2, c2 = neighbour(row, col, side)
    if not on_board(state, r2, c2):
        return "exterior"
    here = has_door(state.room(row, col), side)
    there = has_door(state.room(r2, c2), OPPOSITE[side])
    shown = [d for d in (here, there) if d is not None]
    if not shown:
        return "wall"
    return "door" if all(shown) else "wall"


def barricaded(state: State, row: int, col: int, side: str) -> bool:
    edge = edge_of(row, col, side)
    return any(key == edge for key, _crossed in state.barricades)


def with_barricade_crossed(state: State, row: int, col: int, side: str) -> tuple[tuple[Edge, bool], ...]:
    edge = edge_of(row, col, side)
    return tuple((key, crossed or key == edge) for key, crossed in state.barricades)


def side_state(state: State, row: int, col: int, side: str) -> str:
    """The side as ``view`` names it: wall, door, open, locked, blocked, bashed, barricade,
    fire_barricade (burning) or exterior."""
    if barricaded(state, row, col, side):
        return "fire_barricade" if fire_at(state, row, col, side) else "barricade"
    mark = mark_at(state, row, col, side)
    if mark is Mark.SEALED:
        return "blocked"
    if mark is not None:
        return mark.value
    return build(state, row, col, side)


def is_opening(state: State, row: int, col: int, side: str) -> bool:
    return mark_at(state, row, col, side) in OPENINGS


def leads_out(state: State, row: int, col: int, side: str) -> bool:
    """The side leads outside the building (only the main exit's door can be passed)."""
    r2, c2 = neighbour(row, col, side)
    return not on_board(state, r2, c2)


def rooms(state: State) -> Iterator[tuple[int, int, Room]]:
    """Every placed room, row by row from the start row."""
    for index, room in enumerate(state.grid):
        if room is not None:
            yield index // BOARD_WIDTH, index % BOARD_WIDTH, room


def passable_rooms(
    state: State, row: int, col: int, barriers: bool = False
) -> Iterator[tuple[str, int, int]]:
    """The rooms reachable in one step through an opening (and through locked or blocked doors when
    ``barriers``); never out of the building."""
    for side in SIDES:
        r2, c2 = neighbour(row, col, side)
        if not on_board(state, r2, c2):
            continue
        mark = mark_at(state, row, col, side)
        if mark in OPENINGS or (barriers and mark in BARRIERS):
            yield side, r2, c2


def straight_line(state: State, row: int, col: int, side: str, reach: int) -> list[tuple[int, int]]:
    """The rooms up to ``reach`` away in a straight line through openings (ranged attacks)."""
    out: list[tuple[int, int]] = []
    for _ in range(reach):
        if not is_opening(state, row, col, side):
            break
        row, col = neighbour(row, col, side)
        if not on_board(state, row, col):
            break
        out.append((row, col))
    return out


# -- fire barricades (Barricading a Door: the Fire Barricade) -------------------------------------


def fire_at(state: State, row: int, col: int, side: str) -> bool | None:
    """A barricade's fire: None without Whiskey, False poured but not lit, True burning."""
    if not barricaded(state, row, col, side):
        return None
    edge = edge_of(row, col, side)
    for key, lit in state.fire_barricades:
        if key == edge:
            return lit
    return None


def with_fire(state: State, row: int, col: int, side: str, lit: bool) -> tuple[tuple[Edge, bool], ...]:
    edge = edge_of(row, col, side)
    kept = [(key, burning) for key, burning in state.fire_barricades if key != edge]
    return tuple(sorted([*kept, (edge, lit)]))
