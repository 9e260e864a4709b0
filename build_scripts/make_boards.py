"""Paint the board tilesets, write the Outnumbered map and (on request) the Fugitive table map.

Run from the repository root::

    python build_scripts/make_boards.py          # tilesets in art/boards/, .tsx files, outnumbered/outrun.tmx
    python build_scripts/make_boards.py --map    # also rewrite maps/fugitive.tmx from ZONES below

``outnumbered.tmx`` is always rewritten: its spaces come from ``tabletop/games/outnumbered/rules/board.py``
and a test checks the committed map equals the generated one, so change the board there (or the
geometry constants below), never in Tiled.  The city art is described in the Outnumbered section.

The output is deterministic (seeded noise, no clocks, no fonts), so running it twice gives the
same bytes.  ``--map`` overwrites any edits made to ``fugitive.tmx`` in Tiled; once a board has
been hand-tuned in Tiled, the ``.tmx`` is the source of truth and this script only repaints art.

Two tilesets, 40 px tiles (a 48 x 27 grid is exactly 1920 x 1080):

* ``noir_table``: felt, a faint street-map print, the table rim, the dark strip under the hideout
  row and the leather pad under the notepad column (the strip and pad are 3 x 3 nine-slices).
* ``noir_light``: one full-table RGBA overlay (a warm lamp pool over the row, a dimmer lamp on the
  notepad, dark corners) cut into tiles, painted in its own layer above the table.
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import os
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (the environment must be set before pygame loads)

ROOT = Path(__file__).resolve().parent.parent
ART_DIR = ROOT / "art" / "boards"
MAP_DIR = ROOT / "maps"

TILE = 40
COLS, ROWS = 48, 27  # 1920 x 1080
SEED = 4_1942

RGB = tuple[int, int, int]

FELT: RGB = (24, 33, 41)
STREET: RGB = (30, 40, 49)
STREET_EDGE: RGB = (36, 48, 58)
STRIP: RGB = (13, 17, 22)
STRIP_LINE: RGB = (70, 84, 96)
PAD: RGB = (46, 32, 27)
STITCH: RGB = (120, 92, 64)
RIM_DARK: RGB = (22, 15, 12)
RIM_LIGHT: RGB = (64, 44, 32)
BRASS: RGB = (146, 116, 66)

#: the table tileset, in image order (8 columns); names are used to paint the map
TABLE_TILES: tuple[str, ...] = (
    "felt0", "felt1", "felt2", "felt3", "felt4", "street_h", "street_v", "street_x",
    "rim_tl", "rim_t", "rim_tr", "rim_l", "rim_r", "rim_bl", "rim_b", "rim_br",
    "strip_tl", "strip_t", "strip_tr", "strip_l", "strip_c", "strip_r", "strip_bl", "strip_b",
    "strip_br", "pad_tl", "pad_t", "pad_tr", "pad_l", "pad_c", "pad_r", "pad_bl",
    "pad_b", "pad_br",
)  # fmt: skip
TABLE_COLUMNS = 8
TABLE_IMAGE_ROWS = math.ceil(len(TABLE_TILES) / TABLE_COLUMNS)

#: tile cells (inclusive column/row ranges) of the strip under the hideout row and the notepad pad
STRIP_CELLS = ((1, 32), (8, 18))  # x 40..1320, y 320..760
PAD_CELLS = ((34, 46), (3, 25))  # x 1360..1880, y 120..1040
STREET_COLUMNS = (9, 20, 29, 40)
STREET_ROWS = (5, 21)

Props = dict[str, tuple[str, Any]]

#: the Fugitive table: name, kind, (x, y, w, h), properties {name: (tiled type, value)}
ZONES: tuple[tuple[str, str, tuple[int, int, int, int], Props], ...] = (
    ("hud_top", "PANEL", (40, 20, 1700, 60), {}),
    ("menu_button", "BUTTON", (1752, 20, 128, 60), {}),
    (
        "deck_1",
        "DECK",
        (40, 100, 136, 200),
        {"deck": ("int", 1), "range": ("string", "4-14"), "card_w": ("int", 130), "card_h": ("int", 182)},
    ),
    (
        "deck_2",
        "DECK",
        (180, 100, 136, 200),
        {"deck": ("int", 2), "range": ("string", "15-28"), "card_w": ("int", 130), "card_h": ("int", 182)},
    ),
    (
        "deck_3",
        "DECK",
        (320, 100, 136, 200),
        {"deck": ("int", 3), "range": ("string", "29-41"), "card_w": ("int", 130), "card_h": ("int", 182)},
    ),
    ("event_area", "EVENT", (488, 100, 478, 200), {"card_w": ("int", 104), "card_h": ("int", 146)}),
    (
        "pending",
        "PENDING",
        (980, 100, 340, 200),
        {"card_w": ("int", 130), "card_h": ("int", 182), "sprint_step": ("int", 44)},
    ),
    (
        "hideout_row",
        "HIDEOUT_ROW",
        (40, 320, 1280, 440),
        {
            "card_w": ("int", 130),
            "card_h": ("int", 182),
            "gap": ("int", 10),
            "rows": ("int", 2),
            "padding": ("int", 12),
            "sprint_offset": ("int", 8),
        },
    ),
    (
        "hand_fugitive",
        "HAND",
        (40, 800, 1280, 240),
        {"seat": ("int", 0), "card_w": ("int", 150), "card_h": ("int", 210), "gap": ("int", 10)},
    ),
    (
        "hand_marshal",
        "HAND",
        (40, 800, 1280, 240),
        {"seat": ("int", 1), "card_w": ("int", 150), "card_h": ("int", 210), "gap": ("int", 10)},
    ),
    (
        "notepad",
        "NOTEPAD",
        (1360, 100, 520, 560),
        {"first": ("int", 1), "last": ("int", 41), "columns": ("int", 7)},
    ),
    ("action_bar", "PANEL", (1360, 672, 520, 136), {}),
    ("log", "PANEL", (1360, 820, 520, 220), {}),
)


# --- painting -----------------------------------------------------------------------------------


def _noisy(size: tuple[int, int], base: RGB, rng: random.Random, spread: int = 3) -> pygame.Surface:
    """A flat colour with fine per-pixel grain, so large areas read as cloth or leather, not plastic."""
    s = pygame.Surface(size, pygame.SRCALPHA, 32)
    w, h = size
    for y in range(h):
        for x in range(w):
            d = rng.randint(-spread, spread)
            s.set_at((x, y), (_c(base[0] + d), _c(base[1] + d), _c(base[2] + d + rng.randint(0, 1)), 255))
    return s


def _c(v: float) -> int:
    return max(0, min(255, int(round(v))))


def _lerp(a: RGB, b: RGB, t: float) -> RGB:
    return (_c(a[0] + (b[0] - a[0]) * t), _c(a[1] + (b[1] - a[1]) * t), _c(a[2] + (b[2] - a[2]) * t))


def _felt(rng: random.Random) -> pygame.Surface:
    tile = _noisy((TILE, TILE), FELT, rng)
    for _ in range(6):  # a few longer fibres
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        length = rng.randint(3, 7)
        shade = _lerp(FELT, (60, 72, 84), 0.18)
        pygame.draw.line(tile, shade, (x, y), (min(TILE - 1, x + length), y + rng.choice((-1, 0, 1))))
    return tile


def _street(rng: random.Random, horizontal: bool, vertical: bool) -> pygame.Surface:
    """A faint printed street, like a city map under glass; lines run through the tile centre."""
    tile = _felt(rng)
    mid = TILE // 2
    if horizontal:
        pygame.draw.rect(tile, STREET, (0, mid - 4, TILE, 8))
        pygame.draw.line(tile, STREET_EDGE, (0, mid - 4), (TILE - 1, mid - 4))
        pygame.draw.line(tile, STREET_EDGE, (0, mid + 3), (TILE - 1, mid + 3))
    if vertical:
        pygame.draw.rect(tile, STREET, (mid - 4, 0, 8, TILE))
        pygame.draw.line(tile, STREET_EDGE, (mid - 4, 0), (mid - 4, TILE - 1))
        pygame.draw.line(tile, STREET_EDGE, (mid + 3, 0), (mid + 3, TILE - 1))
    if horizontal and vertical:
        pygame.draw.rect(tile, STREET, (mid - 3, mid - 3, 7, 7))
    return tile


def _rim(rng: random.Random) -> list[pygame.Surface]:
    """The table edge: dark wood shading outwards with a thin brass inlay, as a 3 x 3 frame."""
    size = TILE * 3
    s = _noisy((size, size), FELT, rng)
    depth = 14
    for i in range(depth):
        colour = _lerp(RIM_DARK, RIM_LIGHT, i / (depth - 1))
        pygame.draw.rect(s, colour, (i, i, size - 2 * i, size - 2 * i), 1)
    pygame.draw.rect(s, BRASS, (depth + 2, depth + 2, size - 2 * depth - 4, size - 2 * depth - 4), 1)
    pygame.draw.rect(
        s, _lerp(BRASS, RIM_DARK, 0.55), (depth + 3, depth + 3, size - 2 * depth - 6, size - 2 * depth - 6), 1
    )
    return _nine(s)


def _strip(rng: random.Random) -> list[pygame.Surface]:
    """The sunken strip the hideout row lies on: darker inset with a soft rounded rule."""
    size = TILE * 3
    s = _noisy((size, size), FELT, rng)
    inner = _noisy((size - 8, size - 8), STRIP, rng, spread=2)
    mask = pygame.Surface(inner.get_size(), pygame.SRCALPHA, 32)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=14)
    inner.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    for i in range(4):  # a short shadow falling onto the felt
        pygame.draw.rect(
            s, _lerp(FELT, STRIP, 0.25 * (i + 1)), (i, i, size - 2 * i, size - 2 * i), 1, border_radius=18 - i
        )
    s.blit(inner, (4, 4))
    pygame.draw.rect(s, STRIP_LINE, (8, 8, size - 16, size - 16), 1, border_radius=10)
    return _nine(s)


def _pad(rng: random.Random) -> list[pygame.Surface]:
    """A leather desk pad under the notepad, log and buttons, with a stitched edge."""
    size = TILE * 3
    s = _noisy((size, size), FELT, rng)
    inner = _noisy((size - 4, size - 4), PAD, rng, spread=4)
    mask = pygame.Surface(inner.get_size(), pygame.SRCALPHA, 32)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=12)
    inner.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(s, _lerp(FELT, (0, 0, 0), 0.5), (1, 1, size - 2, size - 2), 2, border_radius=14)
    s.blit(inner, (2, 2))
    _stitches(s, 9, size)
    return _nine(s)


def _stitches(s: pygame.Surface, inset: int, size: int) -> None:
    """Dashes every 10 px: 40 px tiles hold exactly four, so edge tiles repeat seamlessly."""
    far = size - 1 - inset
    for t in range(0, size, 10):
        if inset + 6 <= t and t + 5 <= far - 6:
            pygame.draw.line(s, STITCH, (t, inset), (t + 5, inset))
            pygame.draw.line(s, STITCH, (t, far), (t + 5, far))
            pygame.draw.line(s, STITCH, (inset, t), (inset, t + 5))
            pygame.draw.line(s, STITCH, (far, t), (far, t + 5))
    pygame.draw.arc(s, STITCH, (inset, inset, 14, 14), math.pi / 2, math.pi)
    pygame.draw.arc(s, STITCH, (far - 13, inset, 14, 14), 0, math.pi / 2)
    pygame.draw.arc(s, STITCH, (inset, far - 13, 14, 14), math.pi, 3 * math.pi / 2)
    pygame.draw.arc(s, STITCH, (far - 13, far - 13, 14, 14), 3 * math.pi / 2, 2 * math.pi)


def _nine(s: pygame.Surface) -> list[pygame.Surface]:
    """Cut a 120 x 120 picture into its nine 40 px tiles, row by row."""
    return [s.subsurface((c * TILE, r * TILE, TILE, TILE)).copy() for r in range(3) for c in range(3)]


def paint_table_tileset() -> pygame.Surface:
    rng = random.Random(SEED)
    tiles: dict[str, pygame.Surface] = {f"felt{i}": _felt(rng) for i in range(5)}
    tiles["street_h"] = _street(rng, True, False)
    tiles["street_v"] = _street(rng, False, True)
    tiles["street_x"] = _street(rng, True, True)
    slices = ("tl", "t", "tr", "l", "c", "r", "bl", "b", "br")
    for prefix, parts in (("rim", _rim(rng)), ("strip", _strip(rng)), ("pad", _pad(rng))):
        for part, tile in zip(slices, parts, strict=False):
            if f"{prefix}_{part}" in TABLE_TILES:
                tiles[f"{prefix}_{part}"] = tile
    sheet = pygame.Surface((TABLE_COLUMNS * TILE, TABLE_IMAGE_ROWS * TILE), pygame.SRCALPHA, 32)
    sheet.fill((0, 0, 0, 0))
    for index, name in enumerate(TABLE_TILES):
        sheet.blit(tiles[name], ((index % TABLE_COLUMNS) * TILE, (index // TABLE_COLUMNS) * TILE))
    return sheet


def paint_light() -> pygame.Surface:
    """Lamp pools and dark corners as one RGBA overlay, computed coarse then smoothly scaled up."""
    scale = 8
    w, h = COLS * TILE // scale, ROWS * TILE // scale
    small = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    lamps = (  # centre x, centre y, radius x, radius y, strength (alpha), colour
        (680, 540, 860, 500, 44.0, (255, 196, 120)),
        (1620, 400, 420, 440, 22.0, (255, 214, 150)),
    )
    for y in range(h):
        for x in range(w):
            px, py = (x + 0.5) * scale, (y + 0.5) * scale
            glow_a = 0.0
            glow_rgb = [0.0, 0.0, 0.0]
            for cx, cy, rx, ry, strength, colour in lamps:
                d = math.hypot((px - cx) / rx, (py - cy) / ry)
                a = strength * _smooth(1.0 - d)
                glow_a += a
                for i in range(3):
                    glow_rgb[i] += colour[i] * a
            v = math.hypot((px - 960) / 960, (py - 540) / 540)
            shade_a = 150.0 * _smooth((v - 0.75) / 0.7)
            total = glow_a + shade_a
            if total <= 0:
                small.set_at((x, y), (0, 0, 0, 0))
                continue
            rgb = tuple(_c(glow_rgb[i] / total) for i in range(3))
            small.set_at((x, y), (*rgb, _c(total)))
    return pygame.transform.smoothscale(small, (COLS * TILE, ROWS * TILE))


def _smooth(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


# --- the map ------------------------------------------------------------------------------------


def table_cells() -> list[list[str]]:
    """Which table tile goes in each cell: felt and streets, then strip and pad, then the rim."""
    rng = random.Random(SEED + 1)
    grid = [[f"felt{rng.randrange(5)}" for _ in range(COLS)] for _ in range(ROWS)]
    for r in range(ROWS):
        for c in range(COLS):
            h, v = r in STREET_ROWS, c in STREET_COLUMNS
            if h or v:
                grid[r][c] = "street_x" if h and v else "street_h" if h else "street_v"
    for prefix, ((c0, c1), (r0, r1)) in (("strip", STRIP_CELLS), ("pad", PAD_CELLS)):
        _paint_nine(grid, prefix, c0, c1, r0, r1)
    _paint_nine(grid, "rim", 0, COLS - 1, 0, ROWS - 1, fill=False)
    return grid


def _paint_nine(
    grid: list[list[str]], prefix: str, c0: int, c1: int, r0: int, r1: int, fill: bool = True
) -> None:
    for r in range(r0, r1 + 1):
        for c in range(c0, c1 + 1):
            row = "t" if r == r0 else "b" if r == r1 else ""
            col = "l" if c == c0 else "r" if c == c1 else ""
            part = (row + col) or "c"
            if part == "c" and not fill:
                continue
            grid[r][c] = f"{prefix}_{part}"


def _csv(rows: Sequence[Sequence[int]]) -> str:
    lines = [",".join(str(g) for g in row) for row in rows]
    return ",\n".join(lines) + "\n"


def write_tsx(path: Path, name: str, image: str, size: tuple[int, int], columns: int) -> None:
    count = columns * (size[1] // TILE)
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<tileset version="1.8" tiledversion="1.8.2" name="{name}" tilewidth="{TILE}" tileheight="{TILE}"'
        f' tilecount="{count}" columns="{columns}">\n'
        f' <image source="{image}" width="{size[0]}" height="{size[1]}"/>\n'
        "</tileset>\n",
        encoding="utf-8",
    )


def write_map(path: Path) -> None:
    """Write ``fugitive.tmx`` the way Tiled 1.8 saves it (so a save in Tiled changes nothing)."""
    light_first = len(TABLE_TILES) + (TABLE_COLUMNS * TABLE_IMAGE_ROWS - len(TABLE_TILES)) + 1
    table = [[TABLE_TILES.index(name) + 1 for name in row] for row in table_cells()]
    light = [[light_first + r * COLS + c for c in range(COLS)] for r in range(ROWS)]
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down"'
        f' width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0"'
        f' backgroundcolor="#101418" nextlayerid="4" nextobjectid="{len(ZONES) + 1}">',
        ' <tileset firstgid="1" source="noir_table.tsx"/>',
        f' <tileset firstgid="{light_first}" source="noir_light.tsx"/>',
        f' <layer id="1" name="table" width="{COLS}" height="{ROWS}">',
        '  <data encoding="csv">',
        _csv(table) + "</data>",
        " </layer>",
        f' <layer id="2" name="light" width="{COLS}" height="{ROWS}">',
        '  <data encoding="csv">',
        _csv(light) + "</data>",
        " </layer>",
        ' <objectgroup id="3" name="zones">',
    ]
    out += _object_lines(ZONES)
    out += [" </objectgroup>", "</map>", ""]
    path.write_text("\n".join(out), encoding="utf-8")


def _object_lines(zones: Sequence[tuple[str, str, tuple[int, int, int, int], Props]]) -> list[str]:
    """The ``<object>`` elements of a zones layer, ids from 1, properties sorted as Tiled saves them."""
    out: list[str] = []
    for index, (name, kind, (x, y, w, h), props) in enumerate(zones, start=1):
        head = f'  <object id="{index}" name="{name}" type="{kind}" x="{x}" y="{y}" width="{w}" height="{h}"'
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


# --- Outnumbered: the city at dusk -------------------------------------------------------------
#
# The Outnumbered table is painted as three full-table pictures, each cut into a 48 x 27 stamp of
# 40 px tiles (like ``noir_light``): ``city_ground`` (sky, streets, the control console),
# ``city_marks`` (the villain spaces, the barricade slots, the truck's route, lane numbers) and
# ``city_light`` (dusk glow and dark corners).  Every rectangle comes from ``outnumbered_zones()``,
# which reads ``rules/board.py``, so the picture, the map and the rules cannot disagree.

import art_common  # noqa: E402  (a sibling script: the bundled fonts for the lane numbers)


def _load_board_rules() -> ModuleType:
    """``rules/board.py`` by its path: the board is plain data with no imports of its own, and
    loading it alone keeps this script independent of the rest of the rules package."""
    path = ROOT / "tabletop" / "games" / "outnumbered" / "rules" / "board.py"
    spec = importlib.util.spec_from_file_location("outnumbered_board_data", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


on_board = _load_board_rules()

CITY_SEED = 2_0024
CITY_TILESETS: tuple[str, ...] = ("city_ground", "city_marks", "city_light")
CANVAS_W, CANVAS_H = COLS * TILE, ROWS * TILE

#: the five lanes: columns of villain spaces with a numbered header and the barricade slot below
LANE_X0, LANE_W, LANE_GAP = 40, 186, 10
LANE_TOP, LANE_HEADER = 192, 42
SPACE_W, SPACE_H, SPACE_PITCH = 174, 120, 128
FIRST_ROW_Y = LANE_TOP + LANE_HEADER  # 234
BARRICADE_Y = FIRST_ROW_Y + on_board.ROWS * SPACE_PITCH  # 874
BARRICADE_H = 64
LANE_BOTTOM = BARRICADE_Y + BARRICADE_H + 6  # 944
BOARD_RIGHT = LANE_X0 + on_board.LANES * LANE_W + (on_board.LANES - 1) * LANE_GAP  # 1010

#: the truck's route along the top of the lanes: equal road spaces, then a wider Atomix Lab
ROUTE_Y, ROUTE_H = 100, 72
LAB_W, LAB_Y, LAB_H = 118, 88, 96
ROUTE_PITCH = (BOARD_RIGHT - LANE_X0 - LAB_W - 2) // on_board.LAB  # 50
ROUTE_W = ROUTE_PITCH - 4

#: the six card piles on the strip under the barricades (kind, name, card width, card height):
#: tall enough for a name of two lines of readable type over each pile
PILES: tuple[tuple[str, str, int, int], ...] = (
    ("DECK", "villain_deck", 120, 84),
    ("DISCARD", "villain_discard", 120, 84),
    ("DECK", "bonus_deck", 60, 84),
    ("DISCARD", "bonus_discard", 60, 84),
    ("DECK", "event_deck", 126, 84),
    ("DISCARD", "event_discard", 126, 84),
)
PILE_Y, PILE_H, PILE_GAP = 954, 110, 9
#: each pile's width: the event piles a little wider for their longer names ("Wydarzenia")
PILE_WIDTHS: tuple[int, ...] = (148, 148, 148, 148, 166, 166)

#: the console on the right: dice, the running formula, the operations and the Hint, the formula
#: field with Roll and End turn, then the hero, the team, the bonus hand and the log.  Every
#: zone is wide or tall enough for its words at the readable size (24 px and up) in English and
#: Polish: the buttons' row is split in two so no label is cut, the log shows five lines.
CONSOLE: tuple[tuple[str, str, tuple[int, int, int, int], Props], ...] = (
    ("dice_tray", "PANEL", (1040, 96, 840, 184), {}),
    ("expression", "PANEL", (1040, 290, 840, 116), {}),
    ("ops", "PANEL", (1040, 416, 672, 64), {}),
    ("hint", "BUTTON", (1722, 416, 158, 64), {}),
    ("formula", "PANEL", (1040, 490, 400, 64), {}),
    ("roll", "BUTTON", (1450, 490, 196, 64), {}),
    ("end_turn", "BUTTON", (1656, 490, 224, 64), {}),
    ("hero_card", "PANEL", (1040, 564, 300, 500), {"card_w": ("int", 300), "card_h": ("int", 420)}),
    ("team", "PANEL", (1356, 564, 524, 84), {}),
    ("bonus_hand", "HAND", (1356, 656, 524, 196), {}),
    ("log", "PANEL", (1356, 860, 524, 204), {}),  # five lines of the log's type under its title
)
CONSOLE_RECT = (1024, 86, 872, 988)  # the calm panel behind the controls
BOARD_RECT = (22, 84, 1004, 990)  # the city map behind the lanes, the route and the piles

# dusk palette
NIGHT: RGB = (17, 16, 38)
DUSK_TOP: RGB = (24, 22, 58)
DUSK_LOW: RGB = (120, 52, 96)
HORIZON: RGB = (246, 128, 84)
SKYLINE: RGB = (20, 16, 40)
WINDOW: RGB = (255, 206, 110)
ASPHALT: RGB = (38, 40, 62)
ASPHALT_HI: RGB = (50, 53, 80)
CURB: RGB = (92, 96, 128)
ROOF: RGB = (27, 25, 50)
INK: RGB = (10, 9, 20)
PLAIN: RGB = (58, 66, 104)
GOLD: RGB = (255, 204, 48)
GOLD_DEEP: RGB = (214, 140, 18)
HAZARD: RGB = (222, 46, 58)
HAZARD_DEEP: RGB = (132, 18, 40)
CONSOLE_BG: RGB = (24, 29, 46)
CONSOLE_EDGE: RGB = (58, 68, 98)
WELL: RGB = (16, 20, 34)
LAB_GLOW: RGB = (80, 230, 255)


def lane_x(lane: int) -> int:
    return LANE_X0 + lane * (LANE_W + LANE_GAP)


def space_rect(lane: int, row: int) -> tuple[int, int, int, int]:
    """One villain space: centred in its lane, rows stepping down from the header."""
    return (lane_x(lane) + (LANE_W - SPACE_W) // 2, FIRST_ROW_Y + row * SPACE_PITCH, SPACE_W, SPACE_H)


def barricade_rect(lane: int) -> tuple[int, int, int, int]:
    return (lane_x(lane) + (LANE_W - SPACE_W) // 2, BARRICADE_Y, SPACE_W, BARRICADE_H)


def route_rect(index: int) -> tuple[int, int, int, int]:
    """Route spaces run left to right; the last one (Atomix Lab) is wider and taller."""
    if index == on_board.LAB:
        x = LANE_X0 + on_board.LAB * ROUTE_PITCH + 2
        return (x, LAB_Y, BOARD_RIGHT - x, LAB_H)
    return (LANE_X0 + index * ROUTE_PITCH, ROUTE_Y, ROUTE_W, ROUTE_H)


def pile_rect(index: int) -> tuple[int, int, int, int]:
    return (LANE_X0 + sum(PILE_WIDTHS[:index]) + index * PILE_GAP, PILE_Y, PILE_WIDTHS[index], PILE_H)


def outnumbered_zones() -> list[tuple[str, str, tuple[int, int, int, int], Props]]:
    """Every zone of the Outnumbered table, built from the rules' board data."""
    zones: list[tuple[str, str, tuple[int, int, int, int], Props]] = [
        ("hud_top", "PANEL", (40, 18, 1700, 56), {}),
        ("menu_button", "BUTTON", (1760, 18, 140, 56), {}),
    ]
    for index, stop in enumerate(on_board.ROUTE):
        zones.append(
            (
                f"route_{index}",
                "SPACE",
                route_rect(index),
                {"index": ("int", index), "stop": ("string", str(stop))},
            )
        )
    for lane in range(on_board.LANES):
        zones.append(
            (
                f"lane_{lane}",
                "PANEL",
                (lane_x(lane), LANE_TOP, LANE_W, LANE_BOTTOM - LANE_TOP),
                {"lane": ("int", lane)},
            )
        )
    for lane in range(on_board.LANES):
        for row in range(on_board.ROWS):
            props: Props = {
                "lane": ("int", lane),
                "row": ("int", row),
                "kind": ("string", str(on_board.space_kind(lane, row))),
            }
            zones.append((f"space_{lane}_{row}", "SPACE", space_rect(lane, row), props))
    for lane in range(on_board.LANES):
        zones.append((f"barricade_{lane}", "SPACE", barricade_rect(lane), {"lane": ("int", lane)}))
    for index, (kind, name, card_w, card_h) in enumerate(PILES):
        zones.append((name, kind, pile_rect(index), {"card_w": ("int", card_w), "card_h": ("int", card_h)}))
    zones += CONSOLE
    return zones


def write_outnumbered_map(map_dir: Path) -> None:
    """``outnumbered.tmx`` and its three ``.tsx`` stamps, in Tiled 1.8's own layout."""
    per_set = COLS * ROWS
    for name in CITY_TILESETS:
        write_tsx(map_dir / f"{name}.tsx", name, f"../art/boards/{name}.png", (CANVAS_W, CANVAS_H), COLS)
    zones = outnumbered_zones()
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down"'
        f' width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0"'
        f' backgroundcolor="#111026" nextlayerid="{len(CITY_TILESETS) + 2}" nextobjectid="{len(zones) + 1}">',
    ]
    for number, name in enumerate(CITY_TILESETS):
        out.append(f' <tileset firstgid="{1 + number * per_set}" source="{name}.tsx"/>')
    for number, name in enumerate(CITY_TILESETS):
        first = 1 + number * per_set
        cells = [[first + r * COLS + c for c in range(COLS)] for r in range(ROWS)]
        out += [
            f' <layer id="{number + 1}" name="{name.removeprefix("city_")}" width="{COLS}" height="{ROWS}">',
            '  <data encoding="csv">',
            _csv(cells) + "</data>",
            " </layer>",
        ]
    out.append(f' <objectgroup id="{len(CITY_TILESETS) + 1}" name="zones">')
    out += _object_lines(zones)
    out += [" </objectgroup>", "</map>", ""]
    (map_dir / "outnumbered.tmx").write_text("\n".join(out), encoding="utf-8")


# painting helpers (all drawn big and smoothed down where edges show, so nothing looks jagged)


def _rect(r: tuple[int, int, int, int], grow: int = 0) -> pygame.Rect:
    return pygame.Rect(r).inflate(2 * grow, 2 * grow)


def _gradient(size: tuple[int, int], stops: Sequence[tuple[float, RGB]]) -> pygame.Surface:
    """A vertical gradient through colour stops (position 0..1, colour)."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA, 32)
    for y in range(h):
        t = y / max(1, h - 1)
        for (p0, c0), (p1, c1) in zip(stops, stops[1:], strict=False):
            if p0 <= t <= p1:
                s.fill((*_lerp(c0, c1, (t - p0) / max(1e-9, p1 - p0)), 255), (0, y, w, 1))
                break
    return s


def _halftone(
    target: pygame.Surface,
    area: pygame.Rect,
    colour: tuple[int, int, int, int],
    step: int,
    radius: float,
    fade: tuple[float, float] = (1.0, 1.0),
) -> None:
    """Comic-book Ben-Day dots over ``area``; dot size runs from ``fade[0]`` to ``fade[1]`` top to bottom."""
    layer = pygame.Surface(area.size, pygame.SRCALPHA, 32)
    for j, y in enumerate(range(step // 2, area.h, step)):
        t = y / max(1, area.h - 1)
        r = radius * (fade[0] + (fade[1] - fade[0]) * t)
        if r < 0.6:
            continue
        offset = step // 2 if j % 2 else 0
        for x in range(offset, area.w + step, step):
            pygame.draw.circle(layer, colour, (x, y), r)
    target.blit(layer, area.topleft)


def _icon(size: int, draw: Any, scale: int = 4) -> pygame.Surface:
    """Draw an icon at ``scale`` times its size with ``draw(surface, s)`` and shrink it smoothly."""
    big = pygame.Surface((size * scale, size * scale), pygame.SRCALPHA, 32)
    big.fill((0, 0, 0, 0))
    draw(big, size * scale)
    return pygame.transform.smoothscale(big, (size, size))


def _outlined(
    s: pygame.Surface, points: Sequence[tuple[float, float]], fill: RGB, ink: RGB, width: int
) -> None:
    pts = [(round(x), round(y)) for x, y in points]
    pygame.draw.polygon(s, ink, pts)
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    inner = []
    for x, y in points:  # shrink toward the centre by about ``width`` px for the ink rim
        d = math.hypot(x - cx, y - cy) or 1.0
        k = max(0.0, (d - width) / d)
        inner.append((round(cx + (x - cx) * k), round(cy + (y - cy) * k)))
    pygame.draw.polygon(s, fill, inner)


def _star_points(cx: float, cy: float, outer: float, inner: float, n: int = 5) -> list[tuple[float, float]]:
    pts = []
    for i in range(n * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(-90 + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def star_icon(size: int, fill: RGB = (255, 250, 226)) -> pygame.Surface:
    """The bonus mark: a fat five-point star in a black comic outline."""

    def draw(s: pygame.Surface, n: int) -> None:
        c = n / 2
        _outlined(s, _star_points(c, c * 1.06, c * 0.98, c * 0.46), fill, INK, max(3, n // 11))
        pygame.draw.polygon(
            s,
            (255, 255, 255, 150),
            [(round(x), round(y)) for x, y in _star_points(c * 0.86, c * 0.9, c * 0.3, c * 0.14)],
        )

    return _icon(size, draw)


def warning_icon(size: int) -> pygame.Surface:
    """The event mark: a rounded warning triangle with an exclamation mark."""

    def draw(s: pygame.Surface, n: int) -> None:
        w = max(3, n // 11)
        tri = [(n / 2, n * 0.06), (n * 0.97, n * 0.9), (n * 0.03, n * 0.9)]
        _outlined(s, tri, (255, 236, 214), INK, w)
        cx = n / 2
        pygame.draw.rect(
            s,
            INK,
            (round(cx - n * 0.06), round(n * 0.33), round(n * 0.12), round(n * 0.32)),
            border_radius=round(n * 0.05),
        )
        pygame.draw.circle(s, INK, (round(cx), round(n * 0.76)), round(n * 0.065))

    return _icon(size, draw)


def burst_icon(size: int) -> pygame.Surface:
    """The attack mark: a jagged comic 'POW' burst, yellow over red."""

    def draw(s: pygame.Surface, n: int) -> None:
        c = n / 2
        rng = random.Random(CITY_SEED + size)
        outer = []
        for i in range(24):
            r = c * (0.98 if i % 2 == 0 else 0.6 + rng.random() * 0.08)
            a = math.radians(-90 + i * 15)
            outer.append((c + r * math.cos(a), c + r * math.sin(a)))
        _outlined(s, outer, HAZARD, INK, max(3, n // 14))
        inner = [(c + (x - c) * 0.55, c + (y - c) * 0.55) for x, y in outer]
        pygame.draw.polygon(s, GOLD, [(round(x), round(y)) for x, y in inner])
        pygame.draw.circle(s, (255, 250, 226), (round(c), round(c)), round(c * 0.16))

    return _icon(size, draw)


def flag_icon(size: int) -> pygame.Surface:
    """The start mark: a chequered flag on a pole."""

    def draw(s: pygame.Surface, n: int) -> None:
        pole = max(3, n // 14)
        pygame.draw.rect(s, INK, (round(n * 0.16), round(n * 0.08), pole * 2, round(n * 0.86)))
        pygame.draw.rect(
            s,
            (230, 232, 240),
            (round(n * 0.16) + pole // 2, round(n * 0.08) + pole // 2, pole, round(n * 0.86) - pole),
        )
        x0, y0, w, h = n * 0.16 + pole * 2, n * 0.1, n * 0.74, n * 0.48
        pygame.draw.rect(s, INK, (round(x0), round(y0), round(w), round(h)))
        cells = 4
        cw, ch = (w - 2 * pole) / cells, (h - 2 * pole) / 3
        for r in range(3):
            for col in range(cells):
                colour = (245, 245, 250) if (r + col) % 2 == 0 else (26, 24, 40)
                pygame.draw.rect(
                    s,
                    colour,
                    (round(x0 + pole + col * cw), round(y0 + pole + r * ch), math.ceil(cw), math.ceil(ch)),
                )

    return _icon(size, draw)


def atom_icon(size: int) -> pygame.Surface:
    """Atomix Lab's sign: a glowing nucleus with three orbits."""

    def draw(s: pygame.Surface, n: int) -> None:
        c = n / 2
        w = max(3, n // 22)
        for angle in (0, 60, 120):
            orbit = pygame.Surface((n, n), pygame.SRCALPHA, 32)
            pygame.draw.ellipse(
                orbit, INK, (round(n * 0.04), round(n * 0.34), round(n * 0.92), round(n * 0.32)), w * 3
            )
            pygame.draw.ellipse(
                orbit,
                (*LAB_GLOW, 255),
                (round(n * 0.04) + w, round(n * 0.34) + w, round(n * 0.92) - 2 * w, round(n * 0.32) - 2 * w),
                w,
            )
            turned = pygame.transform.rotate(orbit, angle)
            s.blit(turned, turned.get_rect(center=(round(c), round(c))))
        pygame.draw.circle(s, INK, (round(c), round(c)), round(n * 0.13))
        pygame.draw.circle(s, (255, 250, 226), (round(c), round(c)), round(n * 0.13) - w)

    return _icon(size, draw)


def shield_icon(size: int, colour: tuple[int, int, int, int]) -> pygame.Surface:
    """The barricade slot's emblem: a police shield outline."""

    def draw(s: pygame.Surface, n: int) -> None:
        pts = [
            (n * 0.5, n * 0.04),
            (n * 0.92, n * 0.18),
            (n * 0.86, n * 0.58),
            (n * 0.5, n * 0.96),
            (n * 0.14, n * 0.58),
            (n * 0.08, n * 0.18),
        ]
        pygame.draw.polygon(s, colour, [(round(x), round(y)) for x, y in pts], max(3, n // 12))
        pygame.draw.polygon(
            s, colour, [(round(x), round(y)) for x, y in _star_points(n / 2, n * 0.46, n * 0.2, n * 0.09)]
        )

    return _icon(size, draw)


def paint_city_ground() -> pygame.Surface:
    """The opaque bottom layer: dusk sky and skyline, the streets, rooftops and the console."""
    rng = random.Random(CITY_SEED)
    s = pygame.Surface((CANVAS_W, CANVAS_H), pygame.SRCALPHA, 32)
    s.blit(
        _gradient(
            (CANVAS_W, CANVAS_H), ((0.0, DUSK_TOP), (0.075, (58, 34, 84)), (0.3, (30, 24, 60)), (1.0, NIGHT))
        ),
        (0, 0),
    )
    _skyline(s, rng)
    _halftone(s, pygame.Rect(0, 90, CANVAS_W, CANVAS_H - 90), (255, 255, 255, 10), 10, 2.2, (1.0, 0.3))

    # the city map under the lanes: dark rooftops with rows of lit windows, framed in ink
    board = _rect(BOARD_RECT)
    pygame.draw.rect(s, INK, board.inflate(8, 8), border_radius=18)
    pygame.draw.rect(s, ROOF, board, border_radius=14)
    _halftone(s, board.inflate(-8, -8), (70, 60, 120, 60), 7, 1.6, (0.4, 1.0))
    _windows(s, rng, board)

    # the road the truck takes: asphalt band with curbs, a dashed centre line under the spaces
    road = pygame.Rect(LANE_X0 - 10, ROUTE_Y - 8, BOARD_RIGHT - LANE_X0 + 14, ROUTE_H + 16)
    pygame.draw.rect(s, INK, road.inflate(6, 6), border_radius=12)
    pygame.draw.rect(s, ASPHALT, road, border_radius=10)
    pygame.draw.line(s, CURB, (road.x + 8, road.y + 3), (road.right - 8, road.y + 3), 3)
    pygame.draw.line(s, CURB, (road.x + 8, road.bottom - 4), (road.right - 8, road.bottom - 4), 3)

    # the five streets, each with sidewalks and a faint centre line running down to the barricade
    for lane in range(on_board.LANES):
        street = pygame.Rect(lane_x(lane), LANE_TOP, LANE_W, LANE_BOTTOM - LANE_TOP)
        paving = _gradient(street.size, ((0.0, ASPHALT_HI), (0.55, ASPHALT), (1.0, (30, 30, 50))))
        _halftone(paving, paving.get_rect().inflate(-12, -12), (255, 255, 255, 9), 6, 1.3, (1.0, 0.2))
        for side in (2, LANE_W - 5):  # the curbs
            pygame.draw.rect(paving, CURB, (side, LANE_HEADER, 3, street.h - LANE_HEADER - 4))
        for y in range(LANE_HEADER + 4, street.h - 8, 22):  # the centre line, seen between the spaces
            pygame.draw.rect(paving, (88, 86, 70), (LANE_W // 2 - 2, y, 4, 11))
        pygame.draw.rect(s, INK, street.inflate(4, 4), border_radius=12)
        s.blit(_rounded(paving, 10), street.topleft)

    # the card piles' strip under the barricades
    strip = pygame.Rect(LANE_X0 - 6, PILE_Y - 6, BOARD_RIGHT - LANE_X0 + 12, PILE_H + 12)
    pygame.draw.rect(s, INK, strip.inflate(4, 4), border_radius=12)
    pygame.draw.rect(s, (32, 30, 56), strip, border_radius=10)

    # the console: calm, flat and slightly lighter at the top so the text on it reads easily
    console = _rect(CONSOLE_RECT)
    pygame.draw.rect(s, INK, console.inflate(8, 8), border_radius=18)
    panel = _gradient(console.size, ((0.0, (32, 38, 60)), (1.0, CONSOLE_BG)))
    s.blit(_rounded(panel, 14), console.topleft)
    pygame.draw.rect(s, CONSOLE_EDGE, console, 2, border_radius=14)
    return s


def _rounded(s: pygame.Surface, radius: int) -> pygame.Surface:
    mask = pygame.Surface(s.get_size(), pygame.SRCALPHA, 32)
    mask.fill((0, 0, 0, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out = s.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _skyline(s: pygame.Surface, rng: random.Random) -> None:
    """Building silhouettes against the last of the sunset along the top edge."""
    glow = _gradient((CANVAS_W, 40), ((0.0, (58, 34, 84)), (1.0, (150, 66, 100))))
    s.blit(glow, (0, 50))
    for layer, (shade, low, high) in enumerate((((44, 28, 70), 20, 58), (SKYLINE, 8, 44))):
        x = -rng.randint(0, 30)
        while x < CANVAS_W:
            w = rng.randint(26, 70)
            top = 90 - rng.randint(low, high)
            pygame.draw.rect(s, shade, (x, top, w, 92 - top))
            if rng.random() < 0.25:  # a spire or water tank
                pygame.draw.rect(s, shade, (x + w // 2 - 3, top - rng.randint(6, 16), 6, 20))
            if layer == 1:
                for wy in range(top + 6, 86, 9):
                    for wx in range(x + 5, x + w - 6, 9):
                        if rng.random() < 0.16:
                            lit = _lerp(WINDOW, (255, 150, 90), rng.random() * 0.6)
                            pygame.draw.rect(s, _lerp(shade, lit, 0.55), (wx, wy, 4, 5))
            x += w + rng.randint(0, 6)
    pygame.draw.rect(s, INK, (0, 88, CANVAS_W, 4))


def _windows(s: pygame.Surface, rng: random.Random, area: pygame.Rect) -> None:
    """Tiny lit windows on the rooftops between the streets, so the gutters read as buildings."""
    for x in range(area.x + 6, area.right - 6, 5):
        for y in range(area.y + 6, area.bottom - 6, 7):
            if rng.random() < 0.07:
                colour = _lerp(WINDOW, (120, 200, 255), rng.random() * 0.7)
                pygame.draw.rect(s, (*_lerp(ROOF, colour, 0.35), 255), (x, y, 2, 3))


def paint_city_marks() -> pygame.Surface:
    """The printed board: lane numbers, the villain spaces, barricade slots and the truck's route."""
    s = pygame.Surface((CANVAS_W, CANVAS_H), pygame.SRCALPHA, 32)
    s.fill((0, 0, 0, 0))
    star, small_star = star_icon(58), star_icon(18)
    warning, small_warning = warning_icon(58), warning_icon(18)
    shield = shield_icon(44, (150, 160, 200, 120))
    _street_lamps(s)
    for lane in range(on_board.LANES):
        _lane_header(s, lane)
        for row in range(on_board.ROWS):
            kind = on_board.space_kind(lane, row)
            _space(s, space_rect(lane, row), kind, star, small_star, warning, small_warning)
            if row < on_board.ROWS - 1:
                _chevron(s, lane_x(lane) + LANE_W // 2, space_rect(lane, row)[1] + SPACE_H + 1)
        _chevron(s, lane_x(lane) + LANE_W // 2, space_rect(lane, on_board.ROWS - 1)[1] + SPACE_H + 1)
        _barricade_slot(s, barricade_rect(lane), shield)
    _route(s)
    for index in range(len(PILES)):
        _pile_slot(s, pile_rect(index))
    for name, _, rect, _ in CONSOLE:
        _console_well(s, name, _rect(rect))
    return s


def _lane_header(s: pygame.Surface, lane: int) -> None:
    """A comic badge with the lane's number (1-5) and a downward arrow: villains come this way."""
    art_common.init()
    x = lane_x(lane)
    cx, cy = x + LANE_W // 2, LANE_TOP + LANE_HEADER // 2 + 1
    badge = _icon(
        40,
        lambda b, n: (
            pygame.draw.circle(b, INK, (n // 2, n // 2), n // 2),
            pygame.draw.circle(b, (40, 110, 220), (n // 2, n // 2), n // 2 - n // 10),
            pygame.draw.circle(b, (70, 150, 255), (n // 2 - n // 16, n // 2 - n // 16), n // 2 - n // 6),
        ),
    )
    s.blit(badge, badge.get_rect(center=(cx, cy)))
    art_common.text(
        s, str(lane + 1), art_common.BOLD, 28, (255, 255, 255), (cx, cy), outline=2, outline_color=INK
    )
    for side in (-1, 1):  # little arrows either side of the badge
        ax = cx + side * 46
        pts = [(ax - 9, cy - 5), (ax + 9, cy - 5), (ax, cy + 7)]
        pygame.draw.polygon(s, INK, [(round(px), round(py)) for px, py in _grow(pts, 2.5)])
        pygame.draw.polygon(s, (255, 196, 70), pts)


def _street_lamps(s: pygame.Surface) -> None:
    """Street lamps on the sidewalks between the lanes, each throwing a warm pool of light."""
    glow = pygame.Surface((64, 64), pygame.SRCALPHA, 32)
    for i in range(16):
        pygame.draw.circle(glow, (255, 190, 100, 6 + 2 * i), (32, 32), 32 - 2 * i)
    gutters = (
        [lane_x(0) - 8]
        + [lane_x(lane) - LANE_GAP // 2 for lane in range(1, on_board.LANES)]
        + [BOARD_RIGHT + 7]
    )
    for x in gutters:
        for row in range(on_board.ROWS):
            y = FIRST_ROW_Y + row * SPACE_PITCH + SPACE_H + (SPACE_PITCH - SPACE_H) // 2
            s.blit(glow, (x - 32, y - 32))
            pygame.draw.circle(s, INK, (x, y), 4)
            pygame.draw.circle(s, (255, 236, 170), (x, y), 2)


def _grow(points: Sequence[tuple[float, float]], by: float) -> list[tuple[float, float]]:
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    out = []
    for x, y in points:
        d = math.hypot(x - cx, y - cy) or 1.0
        out.append((cx + (x - cx) * (d + by) / d, cy + (y - cy) * (d + by) / d))
    return out


def _chevron(s: pygame.Surface, cx: int, top: int) -> None:
    pts = [(cx - 8, top), (cx + 8, top), (cx, top + 6)]
    pygame.draw.polygon(s, (170, 176, 210, 150), pts)


def _space(
    s: pygame.Surface,
    r: tuple[int, int, int, int],
    kind: Any,
    star: pygame.Surface,
    small_star: pygame.Surface,
    warning: pygame.Surface,
    small_warning: pygame.Surface,
) -> None:
    """One villain space.  Yellow and red differ by pattern too: a solid gold rim with a star,
    diagonal hazard stripes with a warning triangle, so colour-blind players can tell them apart."""
    rect = _rect(r)
    plate = pygame.Surface(rect.size, pygame.SRCALPHA, 32)
    plate.fill((0, 0, 0, 0))
    inner = plate.get_rect().inflate(-10, -10)
    if kind == on_board.SpaceKind.YELLOW:
        glow = pygame.Surface(rect.inflate(24, 24).size, pygame.SRCALPHA, 32)
        for i in range(12):
            pygame.draw.rect(
                glow, (*GOLD, 10 + i * 3), glow.get_rect().inflate(-2 * i, -2 * i), border_radius=16
            )
        s.blit(glow, rect.inflate(24, 24).topleft)
        plate.blit(_gradient(rect.size, ((0.0, (255, 232, 96)), (1.0, (250, 184, 30)))), (0, 0))
        well = _gradient(inner.size, ((0.0, (255, 214, 64)), (1.0, (240, 160, 24))))
        _halftone(well, well.get_rect(), (214, 110, 0, 80), 8, 2.4, (0.3, 1.0))
        plate.blit(_rounded(well, 7), inner.topleft)
        pygame.draw.rect(plate, (150, 84, 0), inner, 2, border_radius=7)
        plate.blit(star, star.get_rect(center=inner.center))
        for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
            plate.blit(
                small_star,
                small_star.get_rect(
                    center=(
                        corner[0] + (9 if corner[0] == inner.x else -10),
                        corner[1] + (9 if corner[1] == inner.y else -10),
                    )
                ),
            )
    elif kind == on_board.SpaceKind.RED:
        plate.fill((*INK, 255))
        stripes = pygame.Surface(rect.size, pygame.SRCALPHA, 32)
        for x0 in range(-rect.h, rect.w + rect.h, 16):
            pygame.draw.polygon(
                stripes,
                (255, 64, 64, 255),
                [(x0, rect.h), (x0 + 8, rect.h), (x0 + 8 + rect.h, 0), (x0 + rect.h, 0)],
            )
        plate.blit(stripes, (0, 0))
        well = _gradient(inner.size, ((0.0, (214, 44, 56)), (1.0, (150, 20, 42))))
        _halftone(well, well.get_rect(), (90, 0, 20, 80), 8, 2.4, (0.3, 1.0))
        plate.blit(_rounded(well, 7), inner.topleft)
        pygame.draw.rect(plate, (255, 170, 160), inner, 2, border_radius=7)
        plate.blit(warning, warning.get_rect(center=(inner.centerx, inner.centery - 2)))
        for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
            plate.blit(
                small_warning,
                small_warning.get_rect(
                    center=(
                        corner[0] + (9 if corner[0] == inner.x else -10),
                        corner[1] + (9 if corner[1] == inner.y else -10),
                    )
                ),
            )
    else:
        plate.blit(_gradient(rect.size, ((0.0, (96, 108, 164)), (1.0, PLAIN))), (0, 0))
        well = _gradient(inner.size, ((0.0, (44, 52, 94)), (1.0, (32, 38, 72))))
        _halftone(well, well.get_rect(), (120, 140, 230, 30), 8, 2.2, (0.3, 1.0))
        plate.blit(_rounded(well, 7), inner.topleft)
        pygame.draw.rect(plate, (22, 26, 50), inner, 1, border_radius=7)
    s.blit(_rounded(plate, 11), rect.topleft)
    pygame.draw.rect(s, INK, rect.inflate(2, 2), 3, border_radius=12)


def _barricade_slot(s: pygame.Surface, r: tuple[int, int, int, int], shield: pygame.Surface) -> None:
    """Where the lane's barricade card stands: a dark steel slot with a dashed outline and a shield."""
    rect = _rect(r)
    pygame.draw.rect(s, (20, 22, 38, 255), rect, border_radius=10)
    pygame.draw.rect(s, INK, rect.inflate(2, 2), 3, border_radius=11)
    dash = (150, 160, 200, 150)
    inner = rect.inflate(-10, -10)
    for x in range(inner.x + 6, inner.right - 10, 14):
        pygame.draw.line(s, dash, (x, inner.y), (x + 7, inner.y), 2)
        pygame.draw.line(s, dash, (x, inner.bottom - 1), (x + 7, inner.bottom - 1), 2)
    for y in (inner.y + 10, inner.y + 26):
        pygame.draw.line(s, dash, (inner.x, y), (inner.x, y + 8), 2)
        pygame.draw.line(s, dash, (inner.right - 1, y), (inner.right - 1, y + 8), 2)
    s.blit(shield, shield.get_rect(center=rect.center))


def _route(s: pygame.Surface) -> None:
    """The truck's road: start flag, plain road plates, red 'POW' attack plates and Atomix Lab."""
    flag, burst, atom = flag_icon(34), burst_icon(38), atom_icon(64)
    for index, stop in enumerate(on_board.ROUTE):
        rect = _rect(route_rect(index))
        if stop == on_board.Stop.LAB:
            _lab(s, rect, atom)
            continue
        fill, edge = {
            on_board.Stop.START: ((44, 138, 96), (140, 240, 180)),
            on_board.Stop.ATTACK: (HAZARD_DEEP, (255, 140, 120)),
        }.get(stop, ((58, 62, 92), (124, 132, 176)))
        plate = pygame.Surface(rect.size, pygame.SRCALPHA, 32)
        top = _lerp(fill, (255, 255, 255), 0.12)
        plate.blit(_gradient(rect.size, ((0.0, top), (1.0, fill))), (0, 0))
        if stop == on_board.Stop.ATTACK:
            _halftone(plate, plate.get_rect(), (255, 120, 90, 70), 6, 1.8, (0.3, 1.0))
        pygame.draw.rect(plate, (*edge, 255), plate.get_rect().inflate(-6, -6), 2, border_radius=6)
        s.blit(_rounded(plate, 8), rect.topleft)
        pygame.draw.rect(s, INK, rect.inflate(2, 2), 3, border_radius=9)
        icon = {on_board.Stop.START: flag, on_board.Stop.ATTACK: burst}.get(stop)
        if icon is not None:
            s.blit(icon, icon.get_rect(center=rect.center))
        else:  # a road space: the dashed centre line of the street
            pygame.draw.rect(
                s, (236, 200, 90, 220), (rect.centerx - 9, rect.centery - 2, 18, 4), border_radius=2
            )
        if index + 1 < len(on_board.ROUTE):  # an arrow in the gap to the next space
            gx = rect.right + (ROUTE_PITCH - ROUTE_W) // 2
            pygame.draw.polygon(
                s,
                (240, 230, 200, 230),
                [(gx - 2, rect.centery - 5), (gx + 3, rect.centery), (gx - 2, rect.centery + 5)],
            )


def _lab(s: pygame.Surface, rect: pygame.Rect, atom: pygame.Surface) -> None:
    """Atomix Lab: a bigger end space, a lab dome glowing cyan with the atom sign."""
    halo = pygame.Surface(rect.inflate(28, 28).size, pygame.SRCALPHA, 32)
    for i in range(14):
        pygame.draw.rect(
            halo, (*LAB_GLOW, 6 + i * 3), halo.get_rect().inflate(-2 * i, -2 * i), border_radius=18
        )
    s.blit(halo, rect.inflate(28, 28).topleft)
    plate = _gradient(rect.size, ((0.0, (40, 120, 150)), (0.6, (22, 64, 96)), (1.0, (16, 40, 70))))
    _halftone(plate, plate.get_rect(), (140, 240, 255, 50), 7, 2.0, (1.0, 0.3))
    pygame.draw.rect(plate, (*LAB_GLOW, 255), plate.get_rect().inflate(-8, -8), 2, border_radius=9)
    s.blit(_rounded(plate, 12), rect.topleft)
    pygame.draw.rect(s, INK, rect.inflate(2, 2), 4, border_radius=13)
    s.blit(atom, atom.get_rect(center=rect.center))


def _pile_slot(s: pygame.Surface, r: tuple[int, int, int, int]) -> None:
    rect = _rect(r)
    pygame.draw.rect(s, (14, 14, 30, 170), rect, border_radius=10)
    pygame.draw.rect(s, (90, 96, 140, 160), rect, 2, border_radius=10)


def _console_well(s: pygame.Surface, name: str, rect: pygame.Rect) -> None:
    """Recessed wells under the console's zones: a felt dice tray, a dark display, quiet slots."""
    if name == "dice_tray":
        pygame.draw.rect(s, (*INK, 255), rect.inflate(6, 6), border_radius=18)
        pygame.draw.rect(s, (70, 46, 34, 255), rect.inflate(2, 2), border_radius=16)
        felt = _gradient(rect.inflate(-16, -16).size, ((0.0, (22, 62, 70)), (1.0, (16, 46, 56))))
        _halftone(felt, felt.get_rect(), (120, 220, 220, 16), 6, 1.4, (1.0, 0.5))
        s.blit(_rounded(felt, 12), rect.inflate(-16, -16).topleft)
        pygame.draw.rect(s, (110, 78, 56, 255), rect.inflate(2, 2), 2, border_radius=16)
        pygame.draw.rect(s, (*INK, 200), rect.inflate(-16, -16), 2, border_radius=12)
    elif name == "expression":
        pygame.draw.rect(s, (*INK, 255), rect.inflate(6, 6), border_radius=14)
        pygame.draw.rect(s, (*WELL, 255), rect, border_radius=12)
        pygame.draw.rect(s, (*LAB_GLOW, 90), rect.inflate(-6, -6), 1, border_radius=9)
    elif name in ("hero_card", "team", "bonus_hand", "log"):
        pygame.draw.rect(s, (*WELL, 150), rect, border_radius=12)
        pygame.draw.rect(s, (*CONSOLE_EDGE, 150), rect, 1, border_radius=12)


def paint_city_light() -> pygame.Surface:
    """Dusk light over the streets: a warm glow at the top of the lanes, dark table corners."""
    scale = 8
    w, h = CANVAS_W // scale, CANVAS_H // scale
    small = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    lamps = (  # centre x, centre y, radius x, radius y, strength (alpha), colour
        (520, 150, 760, 360, 26.0, (255, 150, 90)),
        (950, 130, 220, 160, 26.0, (90, 230, 255)),
    )
    for y in range(h):
        for x in range(w):
            px, py = (x + 0.5) * scale, (y + 0.5) * scale
            glow_a = 0.0
            glow_rgb = [0.0, 0.0, 0.0]
            for cx, cy, rx, ry, strength, colour in lamps:
                a = strength * _smooth(1.0 - math.hypot((px - cx) / rx, (py - cy) / ry))
                glow_a += a
                for i in range(3):
                    glow_rgb[i] += colour[i] * a
            v = math.hypot((px - 960) / 960, (py - 540) / 540)
            shade_a = 130.0 * _smooth((v - 0.8) / 0.7)
            calm = _smooth((px - CONSOLE_RECT[0] + 40) / 120)  # keep the console calm and even
            glow_a *= 1.0 - calm
            for i in range(3):
                glow_rgb[i] *= 1.0 - calm
            shade_a *= 1.0 - 0.5 * calm
            total = glow_a + shade_a
            if total <= 0:
                small.set_at((x, y), (0, 0, 0, 0))
                continue
            small.set_at((x, y), (*(_c(glow_rgb[i] / total) for i in range(3)), _c(total)))
    return pygame.transform.smoothscale(small, (CANVAS_W, CANVAS_H))


def write_outnumbered(art_dir: Path = ART_DIR, map_dir: Path = MAP_DIR) -> None:
    """Paint the three city stamps and write the map that uses them."""
    painters = (paint_city_ground, paint_city_marks, paint_city_light)
    for name, paint in zip(CITY_TILESETS, painters, strict=True):
        pygame.image.save(paint(), str(art_dir / f"{name}.png"))
    write_outnumbered_map(map_dir)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--map", action="store_true", help="also rewrite maps/fugitive.tmx (loses Tiled edits)"
    )
    args = parser.parse_args(argv)
    pygame.display.init()
    ART_DIR.mkdir(parents=True, exist_ok=True)
    MAP_DIR.mkdir(parents=True, exist_ok=True)

    table = paint_table_tileset()
    pygame.image.save(table, str(ART_DIR / "noir_table.png"))
    write_tsx(
        MAP_DIR / "noir_table.tsx",
        "noir_table",
        "../art/boards/noir_table.png",
        table.get_size(),
        TABLE_COLUMNS,
    )

    light = paint_light()
    pygame.image.save(light, str(ART_DIR / "noir_light.png"))
    write_tsx(
        MAP_DIR / "noir_light.tsx", "noir_light", "../art/boards/noir_light.png", light.get_size(), COLS
    )

    if args.map:
        write_map(MAP_DIR / "fugitive.tmx")

    write_outnumbered()  # generated from rules/board.py every time, so it cannot drift from the rules
    import outrun_table  # a sibling script that imports this one, so only once this one is loaded

    outrun_table.write()  # the same for Outrun, from rules/boards.py
    print(f"boards written to {ART_DIR.relative_to(ROOT)} and {MAP_DIR.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
