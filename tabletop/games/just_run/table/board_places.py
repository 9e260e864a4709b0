"""Where everything on the Just Run board goes, from the view alone, in world pixels (the board at
zoom 1, :mod:`board_geometry`): each room, the door and wall sides to draw (each edge once), and
the pieces in drawing order (tokens, zombies or a horde with its count, survivors side by side,
the first-player pawn).  Plain numbers, no pygame: the drawing and the hit tests in
:mod:`board_view` both read these rectangles, so what a player sees is what they click.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field

from tabletop.games.just_run.rules.view import JustRunView, RoomView
from tabletop.games.just_run.table import board_geometry as geo

WRect = tuple[float, float, float, float]
RoomKey = tuple[int, int]
DoorKey = tuple[int, int, str]

# -- where things sit inside a room (world pixels from the room's top-left) ------------------------

NAME_TOP = 30  # below the door marker reaching in from the side above
ZOMBIE_LEFT, ZOMBIE_TOP, ZOMBIE_STEP = 22, 94, 30
MAX_ZOMBIES_SHOWN = 3
#: more zombies than this in a room get a count badge
CROWDED = 2
HORDE_RECT: WRect = (24, 74, 100, 100)
TOKEN_DRAWN = 44
CURE_DRAWN = 60
TOKEN_SLOTS: tuple[tuple[int, int], ...] = ((172, 86), (172, 132), (128, 132), (128, 86), (84, 132), (84, 86))
SURVIVOR_TOP = 164
SURVIVOR_ROW = (20, 236)  # left and right edge of the survivors' row
#: door markers drawn per side state; walls and the outer wall get a bar instead
MARKED = frozenset(geo.DOOR_STATES)
WALLED = frozenset({"wall", "exterior"})


@dataclass(frozen=True)
class Placed:
    """A piece placed in the world: what it is (``kind`` and ``key`` for the hit tests), where, its
    picture and the count on its badge (0 for none)."""

    kind: str  # "survivor", "rescuee", "zombies", "horde", "token"
    key: Hashable
    rect: WRect
    image: str
    badge: int = 0


@dataclass
class Board:
    """The board as placed from one view: rooms by (row, col), the door and wall sides to draw
    (each edge once), and the pieces in drawing order."""

    rows: int
    rooms: dict[RoomKey, RoomView] = field(default_factory=dict)
    doors: dict[DoorKey, str] = field(default_factory=dict)
    walls: dict[DoorKey, str] = field(default_factory=dict)
    pieces: list[Placed] = field(default_factory=list)
    #: the seats whose survivor is infected (The Contagion Variation): their pawns are marked
    infected: frozenset[int] = frozenset()
    #: the rescuee's life points while on the board (Rescue Mission), else None
    rescuee_body: int | None = None


def _edge(row: int, col: int, side: str) -> DoorKey:
    """One name for the side two rooms share: the north or east side of one of them."""
    if side == "s":
        return (row - 1, col, "n")
    if side == "w":
        return (row, col - 1, "e")
    return (row, col, side)


def place(view: JustRunView) -> Board:
    """Everything on the board placed in world pixels (no pygame needed)."""
    rows = int(view["rows"])
    board = Board(rows)
    for room in view.get("rooms", ()):
        board.rooms[(int(room["row"]), int(room["col"]))] = room
    for (row, col), room in board.rooms.items():
        for side, state in room.get("sides", {}).items():
            key = _edge(row, col, side)
            if state in MARKED:
                board.doors.setdefault(key, state)
            elif state in WALLED:
                board.walls.setdefault(key, state)
    cure_room = _cure_room(view)
    for (row, col), room in sorted(board.rooms.items()):
        x, y, _w, _h = geo.room_rect(rows, row, col)
        cures = _cures(view) if (row, col) == cure_room else 0
        board.pieces += _tokens(row, col, x, y, room, cures)
        board.pieces += _zombies(row, col, x, y, int(room.get("zombies", 0)), bool(room.get("horde")))
    board.pieces += _survivors(rows, view)
    board.infected, board.rescuee_body = _scenario_marks(view)
    return board


# -- the scenarios' pieces (Find the Cure; Rescue Mission; The Contagion Variation) -----------------


def _cure_room(view: JustRunView) -> RoomKey | None:
    """The Lab where Find the Cure's tokens lie (from the view's ``cure``), or None."""
    cure = view.get("cure")
    if cure is None or cure["room"] is None or not cure["tokens"]:
        return None
    return (cure["room"]["row"], cure["room"]["col"])


def _cures(view: JustRunView) -> int:
    """How many cure tokens lie in the Lab (drawn among its tokens, with a count badge)."""
    cure = view.get("cure")
    return cure["tokens"] if cure is not None else 0


def _scenario_marks(view: JustRunView) -> tuple[frozenset[int], int | None]:
    infected = frozenset(
        seat
        for seat, survivor in enumerate(view.get("survivors", ()))
        if survivor.get("infected") and survivor.get("alive", True) and survivor.get("room")
    )
    rescuee = view.get("rescuee")
    body = None
    if rescuee is not None and rescuee["room"] is not None:
        body = rescuee["body"]
    return infected, body


def _zombies(row: int, col: int, x: float, y: float, count: int, horde: bool) -> list[Placed]:
    if count <= 0:
        return []
    if horde:
        hx, hy, hw, hh = HORDE_RECT
        return [Placed("horde", (row, col), (x + hx, y + hy, hw, hh), "horde", count)]
    shown = min(count, MAX_ZOMBIES_SHOWN)
    badge = count if count > CROWDED else 0
    return [
        Placed(
            "zombies",
            (row, col),
            (x + ZOMBIE_LEFT + i * ZOMBIE_STEP, y + ZOMBIE_TOP, geo.ZOMBIE, geo.ZOMBIE),
            "zombie",
            badge if i == shown - 1 else 0,
        )
        for i in range(shown)
    ]


def _tokens(row: int, col: int, x: float, y: float, room: RoomView, cures: int = 0) -> list[Placed]:
    """The room's tokens (``cures``: the cure tokens lying there) in its token slots."""
    tokens = room.get("tokens", {}) or {}
    shown: list[tuple[str, int]] = []
    if tokens.get("noise"):
        shown.append(("noise", 0))
    if tokens.get("disaster"):
        shown.append(("disaster", 0))
    dropped = len(tokens.get("dropped", ()) or ())
    if dropped:
        shown.append(("dropped", dropped if dropped > 1 else 0))
    bodies = int(tokens.get("bodies", 0) or 0)
    if bodies:
        shown.append(("body", bodies if bodies > 1 else 0))
    if cures:
        shown.append(("cure", cures if cures > 1 else 0))
    if tokens.get("exit_card"):
        shown.append(("exit_card", 0))
    placed = []
    for index, (kind, badge) in enumerate(shown):
        sx, sy = TOKEN_SLOTS[index % len(TOKEN_SLOTS)]
        shift = 6 * (index // len(TOKEN_SLOTS))
        size = CURE_DRAWN if kind == "cure" else TOKEN_DRAWN  # the cure is the Lab's point: larger
        rect = (x + sx - shift - (size - TOKEN_DRAWN), y + sy - shift - (size - TOKEN_DRAWN) // 2, size, size)
        placed.append(Placed("token", (row, col, kind), rect, f"token_{kind}", badge))
    return placed


def _survivors(rows: int, view: JustRunView) -> list[Placed]:
    by_room: dict[RoomKey, list[tuple[str, Hashable, str]]] = {}
    for seat, survivor in enumerate(view.get("survivors", ())):
        where = survivor.get("room")
        if where is None or not survivor.get("alive", True):
            continue
        key = (int(where["row"]), int(where["col"]))
        by_room.setdefault(key, []).append(("survivor", seat, f"survivor_{seat % geo.SURVIVOR_PAWNS}"))
    rescuee = view.get("rescuee")
    if rescuee is not None and rescuee["room"] is not None:
        where = rescuee["room"]
        by_room.setdefault((where["row"], where["col"]), []).append(("rescuee", "rescuee", "rescuee"))
    placed = []
    left, right = SURVIVOR_ROW
    size = geo.SURVIVOR
    for (row, col), pawns in sorted(by_room.items()):
        x, y, _w, _h = geo.room_rect(rows, row, col)
        n = len(pawns)
        step = min(size + 4.0, (right - left - size) / (n - 1)) if n > 1 else 0.0
        start = left + (right - left - (size + step * (n - 1))) / 2
        for i, (kind, piece, image) in enumerate(pawns):
            placed.append(Placed(kind, piece, (x + start + i * step, y + SURVIVOR_TOP, size, size), image))
    first = view.get("first_player")
    for pawn in list(placed):
        if pawn.kind == "survivor" and pawn.key == first:
            # the first-player pawn rides on its survivor's shoulder
            px, py, _pw, _ph = pawn.rect
            mark = geo.FIRST_PLAYER * 0.6
            placed.append(
                Placed("first_player", first, (px - mark / 3, py - mark / 3, mark, mark), "first_player")
            )
    return placed


def door_world_rect(rows: int, row: int, col: int, side: str) -> WRect:
    """A door marker's rectangle in the world, centred on the side."""
    cx, cy = geo.side_centre(rows, row, col, side)
    w, h = geo.DOOR_MARKER
    if side not in geo.ACROSS:
        w, h = h, w
    return (cx - w / 2, cy - h / 2, w, h)


def sides_of(view: JustRunView) -> Iterable[tuple[DoorKey, str]]:
    """Every side of every placed room with its state (tests and callers list them with this)."""
    for room in view.get("rooms", ()):
        for side, state in room.get("sides", {}).items():
            yield (int(room["row"]), int(room["col"]), side), state


def doors_of(view: JustRunView, states: Sequence[str] = geo.DOOR_STATES) -> list[DoorKey]:
    return [key for key, state in sides_of(view) if state in states]
