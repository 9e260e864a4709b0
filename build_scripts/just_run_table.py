"""Write the Just Run table map, ``maps/just_run.tmx``, and its tilesets ``maps/just_run_*.tsx``.

    python build_scripts/just_run_table.py

The table, in logical 1920 x 1080 pixels: the banner and the menu button along the top; the board's
viewport (the camera's window on the building) filling the left; down the right, the "Whole board"
button, the actions left, the team and the log; the acting survivor's inventory along the bottom;
the zombie turn's caption along the foot of the board, and the fight panel over the board's middle.

The tilesets let Tiled show the board's art: ``just_run_tiles.tsx`` is the room-tile atlas
(``art/just_run/tiles.png``) with each cell's tile id (``tile``) and printed name (``name``) as
properties, which is also how the table finds a tile's picture; ``just_run_pieces.tsx`` is a
collection of the door markers, pawns and tokens.  Both are written from the rules' tile list and
``board_geometry``, and a test checks the committed files equal what this writes; change them
here, never in Tiled.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tabletop.games.just_run.rules.content import TILES  # noqa: E402
from tabletop.games.just_run.table import board_geometry as geo  # noqa: E402

MAP_DIR = ROOT / "maps"
MAP_NAME = "just_run.tmx"
TILESET = "just_run_tiles"
PIECES = "just_run_pieces"
GRID = 40
COLS, ROWS = 48, 27

Props = dict[str, tuple[str, object]]
Zone = tuple[str, str, tuple[int, int, int, int], Props]

BOARD = (24, 80, 1400, 720)
SIDE_X, SIDE_W = 1440, 456
INVENTORY = (24, 816, 1872, 248)


def table_zones() -> list[Zone]:
    bx, by, bw, bh = BOARD
    return [
        ("hud_top", "PANEL", (24, 12, 1720, 56), {}),
        ("menu_button", "BUTTON", (1760, 12, 136, 56), {}),
        (
            "board",
            "PANEL",
            BOARD,
            {
                "tile": ("int", geo.TILE),
                "zoom": ("float", 0.85),
                "max_zoom": ("float", 2.0),
            },
        ),
        ("caption", "LABEL", (bx + 16, by + bh - 76, bw - 32, 60), {}),
        ("fight", "PANEL", (bx + 150, by + 110, bw - 300, bh - 220), {}),
        ("whole_board", "BUTTON", (SIDE_X, 80, SIDE_W, 64), {}),
        ("actions", "PANEL", (SIDE_X, 156, SIDE_W, 120), {}),
        ("team", "PANEL", (SIDE_X, 288, SIDE_W, 232), {}),
        ("log", "PANEL", (SIDE_X, 532, SIDE_W, 268), {}),
        (
            "inventory",
            "HAND",
            INVENTORY,
            {"card_w": ("int", 150), "card_h": ("int", 210), "gap": ("int", 12)},
        ),
    ]


def _objects(zones: Sequence[Zone], first: int) -> list[str]:
    out: list[str] = []
    for number, (name, kind, (x, y, w, h), props) in enumerate(zones, start=first):
        head = f'  <object id="{number}" name="{name}" type="{kind}" x="{x}" y="{y}" width="{w}" height="{h}"'
        if not props:
            out.append(head + "/>")
            continue
        out += [head + ">", "   <properties>"]
        for key in sorted(props):
            kind_name, value = props[key]
            type_attr = "" if kind_name == "string" else f' type="{kind_name}"'
            out.append(f'    <property name="{key}"{type_attr} value="{value}"/>')
        out += ["   </properties>", "  </object>"]
    return out


def map_text() -> str:
    zones = table_zones()
    pieces_first = 1 + atlas_cells()
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down"'
        f' width="{COLS}" height="{ROWS}" tilewidth="{GRID}" tileheight="{GRID}" infinite="0"'
        f' backgroundcolor="#141214" nextlayerid="2" nextobjectid="{len(zones) + 1}">',
        f' <tileset firstgid="1" source="{TILESET}.tsx"/>',
        f' <tileset firstgid="{pieces_first}" source="{PIECES}.tsx"/>',
        ' <objectgroup id="1" name="table">',
        *_objects(zones, 1),
        " </objectgroup>",
        "</map>",
        "",
    ]
    return "\n".join(out)


def atlas_cells() -> int:
    """Cells in the atlas picture, used or not (Tiled counts the whole grid)."""
    width, height = geo.atlas_size()
    return (width // geo.TILE) * (height // geo.TILE)


def tiles_text() -> str:
    """The room-tile atlas as a Tiled tileset, each cell named by its tile id and room name."""
    width, height = geo.atlas_size()
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.8" tiledversion="1.8.2" name="{TILESET}" tilewidth="{geo.TILE}"'
        f' tileheight="{geo.TILE}" tilecount="{atlas_cells()}" columns="{geo.ATLAS_COLUMNS}">',
        f' <image source="../art/just_run/tiles.png" width="{width}" height="{height}"/>',
    ]
    for index, face in enumerate(geo.TILE_FACES):
        tile = TILES.get(face)
        name = tile.name if tile is not None else ("Face down" if face == geo.BACK else "Inaccessible")
        out += [
            f' <tile id="{index}">',
            "  <properties>",
            f'   <property name="name" value={quoteattr(name)}/>',
            f'   <property name="tile" value="{face}"/>',
            "  </properties>",
            " </tile>",
        ]
    out += ["</tileset>", ""]
    return "\n".join(out)


def piece_files() -> list[tuple[str, tuple[int, int]]]:
    """Every piece picture under art/ with its size, in the pieces tileset's order."""
    files = [(f"just_run/door_{state}.png", geo.DOOR_MARKER) for state in geo.DOOR_STATES]
    files.append(("just_run/zombie.png", (geo.ZOMBIE, geo.ZOMBIE)))
    files.append(("just_run/horde.png", (geo.HORDE_PAWN, geo.HORDE_PAWN)))
    files += [
        (f"just_run/survivor_{seat}.png", (geo.SURVIVOR, geo.SURVIVOR)) for seat in range(geo.SURVIVOR_PAWNS)
    ]
    files.append(("just_run/rescuee.png", (geo.SURVIVOR, geo.SURVIVOR)))
    files.append(("just_run/first_player.png", (geo.FIRST_PLAYER, geo.FIRST_PLAYER)))
    files += [(f"just_run/token_{kind}.png", (geo.TOKEN, geo.TOKEN)) for kind in geo.TOKENS]
    return files


def pieces_text() -> str:
    files = piece_files()
    most_w = max(size[0] for _, size in files)
    most_h = max(size[1] for _, size in files)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.8" tiledversion="1.8.2" name="{PIECES}" tilewidth="{most_w}"'
        f' tileheight="{most_h}" tilecount="{len(files)}" columns="0">',
        ' <grid orientation="orthogonal" width="1" height="1"/>',
    ]
    for index, (path, (w, h)) in enumerate(files):
        piece = Path(path).stem
        out += [
            f' <tile id="{index}">',
            "  <properties>",
            f'   <property name="piece" value="{piece}"/>',
            "  </properties>",
            f'  <image width="{w}" height="{h}" source="../art/{path}"/>',
            " </tile>",
        ]
    out += ["</tileset>", ""]
    return "\n".join(out)


def write(map_dir: Path = MAP_DIR) -> list[Path]:
    written = []
    for name, text in (
        (MAP_NAME, map_text()),
        (f"{TILESET}.tsx", tiles_text()),
        (f"{PIECES}.tsx", pieces_text()),
    ):
        path = map_dir / name
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def main() -> int:
    for path in write():
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
