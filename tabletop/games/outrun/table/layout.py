"""Where things go on the Outrun table, read from ``maps/outrun.tmx`` into plain data.

The map (written by ``build_scripts/outrun_table.py`` from the rules' boards) holds the path card,
the monster board's places and +0 box, the rooms of three map boards, the piles, and one layer of
lanes for every seat count from 2 to 6.  Everything here is rectangles and numbers, read through
the core loader without a window, so tests and bots can ask where a card goes as the table does.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from os import PathLike
from pathlib import Path
from types import MappingProxyType

from tabletop.core.layout import Layout, LayoutError, Rect, load_layout
from tabletop.games.outrun.rules.boards import PLACES, ROOMS_PER_BOARD
from tabletop.games.outrun.rules.setup import MAX_PLAYERS, MIN_PLAYERS
from tabletop.paths import map_path

MAP = "outrun.tmx"
MAX_BOARDS = 3
ROOMS = MAX_BOARDS * ROOMS_PER_BOARD
SEAT_COUNTS: tuple[int, ...] = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
#: the parts of one lane, each a zone called ``{part}_{seats}p_{seat}``
LANE_PARTS: tuple[str, ...] = ("lane", "runner", "keys", "laid", "placeholder", "front", "hand")
TABLE_ZONES: tuple[str, ...] = (
    "hud_top",
    "menu_button",
    "path_card",
    "path_deck",
    "interference_deck",
    "interference_discard",
    "finish_pile",
    "center_cards",
    "monster_board",
    "board_draws",
    "board_plays",
    "board_clears",
    "zero_box",
)


def lane_zone(part: str, seats: int, seat: int) -> str:
    return f"{part}_{seats}p_{seat}"


REQUIRED_ZONES: tuple[str, ...] = (
    *TABLE_ZONES,
    *(f"place_{place}" for place in range(1, PLACES + 1)),
    *(f"room_{index}" for index in range(ROOMS)),
    *(f"map_board_{board}" for board in range(MAX_BOARDS)),
    *(f"exit_{boards}" for boards in range(1, MAX_BOARDS + 1)),
    *(lane_zone(part, seats, seat) for seats in SEAT_COUNTS for seat in range(seats) for part in LANE_PARTS),
)


@dataclass(frozen=True, slots=True)
class Lane:
    """One runner's strip of the table: their name and controls on top, the race's cards laid in a
    fan (``laid_card`` each, ``laid_step`` apart), then the placeholder card, the interference cards
    in front of them and their hand of interference cards (``front_card`` each)."""

    seat: int
    rect: Rect
    runner: Rect
    keys: Rect
    laid: Rect
    placeholder: Rect
    front: Rect
    hand: Rect
    laid_card: tuple[int, int]
    laid_step: int
    front_card: tuple[int, int]


@dataclass(frozen=True, slots=True)
class PathCardArea:
    """The path card: a ``grid`` x ``grid`` of cells inside ``margin``, a symbol of ``symbol_px``
    centred in each cell (the path's spots are (column, row) of that grid)."""

    rect: Rect
    grid: int
    margin: int
    symbol_px: int

    @property
    def cell(self) -> float:
        return (self.rect[2] - 2 * self.margin) / self.grid

    def cell_center(self, column: int, row: int) -> tuple[int, int]:
        x, y, _, _ = self.rect
        return (
            round(x + self.margin + (column + 0.5) * self.cell),
            round(y + self.margin + (row + 0.5) * self.cell),
        )

    def symbol_rect(self, column: int, row: int) -> Rect:
        """The square a symbol is drawn in at spot (column, row)."""
        if not (0 <= column < self.grid and 0 <= row < self.grid):
            raise ValueError(f"spot ({column}, {row}) is off the {self.grid} x {self.grid} path card")
        cx, cy = self.cell_center(column, row)
        size = self.symbol_px
        return (cx - size // 2, cy - size // 2, size, size)


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The whole table as plain data (logical 1920 x 1080 pixels)."""

    layout: Layout
    zones: Mapping[str, Rect]
    path_card: PathCardArea
    #: the place boxes on the monster board, by place number (1 the fastest, on the right)
    places: Mapping[int, Rect]
    zero_box: Rect
    #: every room of the three map boards in route order: a game of N boards uses the first 9 N
    rooms: tuple[Rect, ...]
    #: the way out of a game of N boards, by N
    exits: Mapping[int, Rect]
    #: the lanes of each seat count, seat 0 first
    lanes: Mapping[int, tuple[Lane, ...]]

    def lanes_for(self, seats: int) -> tuple[Lane, ...]:
        try:
            return self.lanes[seats]
        except KeyError:
            raise ValueError(
                f"the table has lanes for {SEAT_COUNTS[0]} to {SEAT_COUNTS[-1]} seats, not {seats}"
            ) from None

    def room(self, index: int) -> Rect:
        """Room ``index`` (0 is where every runner starts)."""
        return self.rooms[index]

    def rooms_in_play(self, boards: int) -> tuple[Rect, ...]:
        return self.rooms[: boards * ROOMS_PER_BOARD]

    def exit(self, boards: int) -> Rect:
        return self.exits[boards]

    def place(self, place: int) -> Rect:
        return self.places[place]


def load(path: str | PathLike[str] | None = None) -> TableLayout:
    """The Outrun table from its map; a map that lacks a zone the table needs raises LayoutError."""
    source = Path(path) if path is not None else map_path(MAP)
    layout = load_layout(source, REQUIRED_ZONES)
    zones = {name: zone.rect for name, zone in layout.zones.items()}
    card = layout.zone("path_card")
    path_card = PathCardArea(
        card.rect,
        _int(layout, "path_card", "grid"),
        _int(layout, "path_card", "margin"),
        _int(layout, "path_card", "symbol_px"),
    )
    return TableLayout(
        layout=layout,
        zones=MappingProxyType(zones),
        path_card=path_card,
        places=MappingProxyType({place: zones[f"place_{place}"] for place in range(1, PLACES + 1)}),
        zero_box=zones["zero_box"],
        rooms=tuple(zones[f"room_{index}"] for index in range(ROOMS)),
        exits=MappingProxyType({boards: zones[f"exit_{boards}"] for boards in range(1, MAX_BOARDS + 1)}),
        lanes=MappingProxyType({seats: _lanes(layout, seats) for seats in SEAT_COUNTS}),
    )


def _lanes(layout: Layout, seats: int) -> tuple[Lane, ...]:
    lanes = []
    for seat in range(seats):
        rect = {part: layout.zone(lane_zone(part, seats, seat)).rect for part in LANE_PARTS}
        laid, front = lane_zone("laid", seats, seat), lane_zone("front", seats, seat)
        lanes.append(
            Lane(
                seat=seat,
                rect=rect["lane"],
                runner=rect["runner"],
                keys=rect["keys"],
                laid=rect["laid"],
                placeholder=rect["placeholder"],
                front=rect["front"],
                hand=rect["hand"],
                laid_card=(_int(layout, laid, "card_w"), _int(layout, laid, "card_h")),
                laid_step=_int(layout, laid, "step"),
                front_card=(_int(layout, front, "card_w"), _int(layout, front, "card_h")),
            )
        )
    return tuple(lanes)


def _int(layout: Layout, zone: str, name: str) -> int:
    """An int property the table cannot do without; a missing or mistyped one is a broken map."""
    value = layout.zone(zone).prop(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise LayoutError(f"{layout.path}: zone {zone!r} needs an int property {name!r}, not {value!r}")
    return value
