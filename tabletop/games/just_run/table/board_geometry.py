"""The Just Run board's geometry as plain numbers: where each room, door and piece sits in the
world (the board at zoom 1), shared by the art script, the map and the board drawing.

The building lies along the screen, which is wide: rows count from 0 at the start row on the left
to the exit row on the right, and column 0 is at the top.  That is the rules' board (north, towards
the exit, up) turned a quarter clockwise: a room's north side is on its right, east below, south on
its left, west above.  Tile pictures are drawn north up and turned by :data:`TURN` more.  No pygame.
"""

from __future__ import annotations

from tabletop.games.just_run.rules.content import BOARD_WIDTH, EXIT_TILES, ROOM_TILES, START_TILES

__all__ = ["BOARD_WIDTH"]  # the rooms across the building, for the board's callers

#: a room tile's side in world pixels (the board at zoom 1)
TILE = 256
#: quarter turns clockwise from the rules' north-up board to the screen
TURN = 1
#: sides whose edge lies across the screen (a horizontal line): their door markers are drawn as
#: painted; the others' are turned a quarter
ACROSS: frozenset[str] = frozenset({"e", "w"})
#: world pixels round the building (the main exit's door marker reaches out into it)
MARGIN = 40
#: the dark wall band drawn round every tile, world pixels
WALL = 14
#: a doorway's opening in the wall, world pixels
DOORWAY = 96
#: door markers: long across the doorway, short through the wall
DOOR_MARKER = (112, 56)
ZOMBIE = 64
HORDE_PAWN = 112
SURVIVOR = 72
TOKEN = 48
FIRST_PLAYER = 56

#: the two extra faces of the tile atlas: the face-down back and the inaccessible room
BACK = "back"
INACCESSIBLE_FACE = "inaccessible"
#: every face in the tile atlas, in atlas order (the tileset names each with its ``tile`` property)
TILE_FACES: tuple[str, ...] = (
    *(t.id for t in ROOM_TILES),
    *(t.id for t in START_TILES),
    *(t.id for t in EXIT_TILES),
    BACK,
    INACCESSIBLE_FACE,
)
ATLAS_COLUMNS = 8

#: the door markers drawn on a side, by the side's state in the view (walls and the outer wall
#: need none: the tile art draws them)
DOOR_STATES: tuple[str, ...] = ("door", "open", "locked", "blocked", "bashed", "barricade", "fire_barricade")
#: survivor pawns: the six seat colours and the rescuee
SURVIVOR_PAWNS = 6
#: tokens drawn on a room
TOKENS: tuple[str, ...] = ("noise", "disaster", "dropped", "cure", "dead_zombie", "body", "exit_card")


def world_size(rows: int) -> tuple[int, int]:
    return rows * TILE + 2 * MARGIN, BOARD_WIDTH * TILE + 2 * MARGIN


def room_rect(rows: int, row: int, col: int) -> tuple[int, int, int, int]:
    """A room's square in the world: the start row on the left, column 0 at the top."""
    del rows  # the same place for any board length
    return MARGIN + row * TILE, MARGIN + col * TILE, TILE, TILE


def room_at(rows: int, x: float, y: float) -> tuple[int, int] | None:
    """The (row, col) under a world point, or None off the board."""
    x, y = x - MARGIN, y - MARGIN
    if x < 0 or y < 0:
        return None
    row, col = int(x // TILE), int(y // TILE)
    if row >= rows or col >= BOARD_WIDTH:
        return None
    return row, col


def side_centre(rows: int, row: int, col: int, side: str) -> tuple[float, float]:
    """The middle of a room's side in the world (where its door marker sits)."""
    x, y, w, h = room_rect(rows, row, col)
    return {
        "n": (float(x + w), y + h / 2),
        "s": (float(x), y + h / 2),
        "e": (x + w / 2, float(y + h)),
        "w": (x + w / 2, float(y)),
    }[side]


def atlas_cell(face: str) -> tuple[int, int, int, int]:
    """The face's square in the tile atlas."""
    index = TILE_FACES.index(face)
    return (index % ATLAS_COLUMNS) * TILE, (index // ATLAS_COLUMNS) * TILE, TILE, TILE


def atlas_size() -> tuple[int, int]:
    rows = -(-len(TILE_FACES) // ATLAS_COLUMNS)
    return ATLAS_COLUMNS * TILE, rows * TILE
