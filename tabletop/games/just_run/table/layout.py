"""Where things go on the Just Run table, read from ``maps/just_run.tmx`` into plain data, and which
cell of the tile atlas pictures each room tile, read from ``maps/just_run_tiles.tsx``.

Both are XML read without a window (``core.layout`` for the map, ``ElementTree`` for the tileset),
so tests and the computer survivors can ask where the board is as the table does.  The map and the
tilesets are written by ``build_scripts/just_run_table.py``.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

from tabletop.core.layout import Layout, LayoutError, Rect, load_layout
from tabletop.paths import map_path

MAP = "just_run.tmx"
TILESET = "just_run_tiles.tsx"
REQUIRED_ZONES: tuple[str, ...] = (
    "hud_top",
    "menu_button",
    "board",
    "caption",
    "fight",
    "whole_board",
    "actions",
    "team",
    "log",
    "inventory",
)


@dataclass(frozen=True, slots=True)
class TileAtlas:
    """The room tiles' picture: the image file, the cell size, and each tile id's cell."""

    image: Path
    tile: int
    cells: Mapping[str, Rect]
    names: Mapping[str, str]


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The table as rectangles (logical 1920 x 1080 pixels)."""

    layout: Layout
    zones: Mapping[str, Rect]
    #: the camera's window on the board
    board: Rect
    #: the board's world pixels per tile, the camera's first zoom and its closest zoom
    tile: int
    zoom: float
    max_zoom: float

    def zone(self, name: str) -> Rect:
        return self.zones[name]


def load(path: str | Path | None = None) -> TableLayout:
    """The table map; a missing zone or a board without its numbers raises :class:`LayoutError`."""
    file = Path(path) if path is not None else map_path(MAP)
    layout = load_layout(file, REQUIRED_ZONES)
    board = layout.zone("board")
    try:
        tile = int(board.prop("tile"))
        zoom = float(board.prop("zoom"))
        max_zoom = float(board.prop("max_zoom"))
    except (TypeError, ValueError):
        raise LayoutError(f"{file}: the board zone needs int tile, float zoom and float max_zoom") from None
    return TableLayout(
        layout=layout,
        zones=MappingProxyType({name: zone.rect for name, zone in layout.zones.items()}),
        board=board.rect,
        tile=tile,
        zoom=zoom,
        max_zoom=max_zoom,
    )


@lru_cache(maxsize=4)
def tile_atlas(path: str | None = None) -> TileAtlas:
    """Each room tile's cell in the atlas picture, by the ``tile`` property of the tileset's tiles."""
    file = Path(path) if path is not None else map_path(TILESET)
    try:
        root = ElementTree.parse(file).getroot()
    except (OSError, ElementTree.ParseError) as err:
        raise LayoutError(f"{file}: the tileset cannot be read ({err})") from None
    image = root.find("image")
    if image is None or not image.get("source"):
        raise LayoutError(f"{file}: the tileset has no image")
    size = int(root.get("tilewidth", "0"))
    columns = int(root.get("columns", "0"))
    if size <= 0 or columns <= 0:
        raise LayoutError(f"{file}: the tileset needs a tile width and columns")
    cells: dict[str, Rect] = {}
    names: dict[str, str] = {}
    for element in root.findall("tile"):
        index = int(element.get("id", "-1"))
        props = {p.get("name"): p.get("value", "") for p in element.iter("property")}
        face = props.get("tile")
        if not face:
            continue
        if face in cells:
            raise LayoutError(f"{file}: two cells show the tile {face!r}")
        cells[face] = ((index % columns) * size, (index // columns) * size, size, size)
        names[face] = props.get("name", face)
    return TileAtlas(
        image=(file.parent / str(image.get("source"))).resolve(),
        tile=size,
        cells=MappingProxyType(cells),
        names=MappingProxyType(names),
    )
