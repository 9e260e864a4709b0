"""The board as a computer survivor reads it from the view: rooms, sides, zombies, survivors, and
how far each room is from the way out.

The way out is the main exit's door once its tile is turned, else any face-down exit tile (one of
them is the main exit).  Distances are costs in actions: an opening is one, an unchecked door two
(check, then step), a locked or blocked door what a bash is expected to take, a room not yet
placed a guess; zombies in a room make it dearer for a careful survivor.  A side state the bot
does not know (a new marker) counts as a dear but passable door, so new rules never strand it.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from dataclasses import dataclass, field

from tabletop.games.just_run.bots.bot_values import bash_odds
from tabletop.games.just_run.rules.view import JustRunView, RoomView, SurvivorView

Cell = tuple[int, int]
SIDES = ("n", "e", "s", "w")
STEP: dict[str, Cell] = {"n": (1, 0), "e": (0, 1), "s": (-1, 0), "w": (0, -1)}
OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e"}
WIDTH = 5

#: what crossing a side costs in actions, by the side's state in the view (None: never)
SIDE_COST: dict[str, float | None] = {
    "open": 1.0,
    "bashed": 1.0,
    "barricade": 2.0,
    "fire_barricade": 1.5,
    "door": 2.0,
    "locked": 1.0 + 1.0 / bash_odds(2),
    "blocked": 1.0 + 1.0 / bash_odds(2),
    "wall": None,
    "exterior": None,
}
#: a side state the bot does not know yet
UNKNOWN_SIDE_COST = 3.0
#: between two rooms neither of which is placed: a door may be there, or a wall
UNPLACED_COST = 2.6
#: what is left once inside a face-down exit room that turns out not to be the main exit
EXIT_SEARCH = 3.0


@dataclass
class Board:
    """What one view shows of the building."""

    rows: int
    rooms: dict[Cell, RoomView]
    survivors: list[SurvivorView]
    zombie_weight: float = 0.0
    #: what bashing through an interior wall costs this survivor (None: it carries nothing that can)
    wall_cost: float | None = None
    _dist: dict[Cell, float] | None = field(default=None, repr=False)

    @classmethod
    def from_view(cls, view: JustRunView, zombie_weight: float = 0.0) -> Board:
        rooms = {(int(r["row"]), int(r["col"])): r for r in view.get("rooms") or []}
        return cls(int(view.get("rows", 10)), rooms, list(view.get("survivors") or []), zombie_weight)

    # -- what is where ------------------------------------------------------------------------

    def on_board(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < WIDTH

    def side(self, cell: Cell, side: str) -> str | None:
        """The side as the view shows it; None where nothing is known yet (no room, or a face-down
        exit tile, whose walls show only once it is turned)."""
        room = self.rooms.get(cell)
        if room is None or (room.get("exit") and room.get("tile") is None):
            return None
        sides = room.get("sides") or {}
        value = sides.get(side)
        return str(value) if value is not None else None

    def zombies(self, cell: Cell) -> int:
        room = self.rooms.get(cell)
        return int(room.get("zombies", 0)) if room is not None else 0

    def where(self, seat: int) -> Cell | None:
        if not 0 <= seat < len(self.survivors):
            return None
        room = self.survivors[seat].get("room")
        return (int(room["row"]), int(room["col"])) if room else None

    def inside(self) -> Iterator[int]:
        """The seats still in the building."""
        for seat, survivor in enumerate(self.survivors):
            if survivor.get("room") is not None and survivor.get("alive", True):
                yield seat

    def people(self, cell: Cell) -> list[int]:
        return [seat for seat in self.inside() if self.where(seat) == cell]

    def neighbours(self, cell: Cell) -> Iterator[tuple[str, Cell]]:
        for side in SIDES:
            dr, dc = STEP[side]
            yield side, (cell[0] + dr, cell[1] + dc)

    def open_neighbours(self, cell: Cell) -> Iterator[tuple[str, Cell]]:
        """Rooms one step away through an opening (where zombies walk)."""
        for side, other in self.neighbours(cell):
            if self.on_board(other) and self.side(cell, side) in ("open", "bashed", "fire_barricade"):
                yield side, other

    def is_main_exit(self, cell: Cell) -> bool:
        room = self.rooms.get(cell)
        return bool(room and room.get("main_exit"))

    def face_down_exit(self, cell: Cell) -> bool:
        room = self.rooms.get(cell)
        return bool(room and room.get("exit") and room.get("tile") is None)

    # -- costs ----------------------------------------------------------------------------------

    def crossing(self, cell: Cell, side: str, bash_dice: int = 2) -> float | None:
        """Actions to get from ``cell`` through ``side`` (None: no way)."""
        dr, dc = STEP[side]
        other = (cell[0] + dr, cell[1] + dc)
        here = self.side(cell, side)
        if here is None:
            there = self.side(other, OPPOSITE[side]) if self.on_board(other) else None
            if there is None:
                return UNPLACED_COST if self.on_board(other) else None
            here = there
        if here in ("locked", "blocked"):
            room = self.rooms.get(other)
            if room is not None and room.get("tile") == "inaccessible":
                return None
            return 1.0 + 1.0 / bash_odds(bash_dice)
        if here == "exterior":
            return None
        if here == "wall":
            return self.wall_cost if self.bashable_wall(cell, other) else None
        if here in SIDE_COST:
            return SIDE_COST[here]
        return UNKNOWN_SIDE_COST

    def bashable_wall(self, cell: Cell, other: Cell) -> bool:
        """Bashing a Wall: never an outer wall, an exit-row wall or one onto the inaccessible room."""
        if self.wall_cost is None or not self.on_board(other) or self.rows - 1 in (cell[0], other[0]):
            return False
        room = self.rooms.get(other)
        return not (room is not None and room.get("tile") == "inaccessible")

    def exit_cost(self, cell: Cell) -> float | None:
        """From inside this exit-row room to outside, or to where the main exit may be."""
        if self.is_main_exit(cell):
            return self.crossing(cell, "n")
        if self.face_down_exit(cell):
            hidden = sum(1 for c in self.rooms if self.face_down_exit(c))
            return EXIT_SEARCH * (hidden - 1) / max(hidden, 1)
        return None

    def distances(self) -> dict[Cell, float]:
        """Every room's cost to the way out (rooms with no way out are missing)."""
        if self._dist is not None:
            return self._dist
        starts: list[tuple[float, Cell]] = []
        for col in range(WIDTH):
            cell = (self.rows - 1, col)
            cost = self.exit_cost(cell)
            if cost is not None:
                starts.append((cost, cell))
        self._dist = self.costs_from(starts)
        return self._dist

    def costs_from(self, starts: list[tuple[float, Cell]]) -> dict[Cell, float]:
        """Every room's cheapest cost from ``starts`` (cost, room), walking away from them through
        what can be crossed, each room's zombies adding their danger (Dijkstra)."""
        dist: dict[Cell, float] = {}
        heap = list(starts)
        heapq.heapify(heap)
        while heap:
            cost, cell = heapq.heappop(heap)
            if cell in dist:
                continue
            dist[cell] = cost
            for side, other in self.neighbours(cell):
                if other in dist or not self.on_board(other):
                    continue
                step = self.crossing(other, OPPOSITE[side])
                if step is None:
                    continue
                heapq.heappush(heap, (cost + step + self.danger(cell), other))
        return dist

    def danger(self, cell: Cell) -> float:
        """What the zombies in a room add to the cost of passing through it (a horde far more)."""
        zombies = self.zombies(cell)
        return self.zombie_weight * (zombies + (3 if zombies >= 5 else 0))

    def dist(self, cell: Cell | None) -> float:
        """Cost to the way out from ``cell`` (outside is 0; no way out is far)."""
        if cell is None:
            return 0.0
        if not self.on_board(cell):
            return 0.0 if cell[0] >= self.rows else 99.0
        return self.distances().get(cell, 99.0)


@dataclass
class RescueeBoard(Board):
    """The building as the rescuee can cross it (Rescue Mission): they only move or check doors, so
    a locked or blocked door, or a wall, is no way for them until a survivor bashes it."""

    def crossing(self, cell: Cell, side: str, bash_dice: int = 2) -> float | None:
        here = self.side(cell, side)
        if here is None:
            dr, dc = STEP[side]
            other = (cell[0] + dr, cell[1] + dc)
            here = self.side(other, OPPOSITE[side]) if self.on_board(other) else None
        if here in ("locked", "blocked"):
            return None
        return super().crossing(cell, side, bash_dice)

    @classmethod
    def for_rescuee(cls, view: JustRunView, zombie_weight: float = 0.0) -> RescueeBoard:
        rooms = {(int(r["row"]), int(r["col"])): r for r in view.get("rooms") or []}
        return cls(int(view.get("rows", 10)), rooms, list(view.get("survivors") or []), zombie_weight)
