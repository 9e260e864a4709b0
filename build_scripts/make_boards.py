"""Paint the board tilesets and (on request) write the Fugitive table map.

Run from the repository root::

    python build_scripts/make_boards.py          # tileset PNGs in art/boards/ and .tsx files in maps/
    python build_scripts/make_boards.py --map    # also rewrite maps/fugitive.tmx from ZONES below

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
import math
import os
import random
import sys
from collections.abc import Sequence
from pathlib import Path
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
    ("menu_button", "BUTTON", (1780, 20, 100, 60), {}),
    ("deck_1", "DECK", (40, 100, 140, 200), {"deck": ("int", 1), "range": ("string", "4-14"), "card_w": ("int", 130), "card_h": ("int", 182)}),
    ("deck_2", "DECK", (196, 100, 140, 200), {"deck": ("int", 2), "range": ("string", "15-28"), "card_w": ("int", 130), "card_h": ("int", 182)}),
    ("deck_3", "DECK", (352, 100, 140, 200), {"deck": ("int", 3), "range": ("string", "29-41"), "card_w": ("int", 130), "card_h": ("int", 182)}),
    ("event_area", "EVENT", (520, 100, 400, 200), {"card_w": ("int", 130), "card_h": ("int", 182)}),
    ("pending", "PENDING", (940, 100, 380, 200), {"card_w": ("int", 130), "card_h": ("int", 182), "sprint_step": ("int", 44)}),
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
    ("hand_fugitive", "HAND", (40, 800, 1280, 240), {"seat": ("int", 0), "card_w": ("int", 150), "card_h": ("int", 210), "gap": ("int", 10)}),
    ("hand_marshal", "HAND", (40, 800, 1280, 240), {"seat": ("int", 1), "card_w": ("int", 150), "card_h": ("int", 210), "gap": ("int", 10)}),
    ("notepad", "NOTEPAD", (1360, 120, 520, 560), {"first": ("int", 1), "last": ("int", 41), "columns": ("int", 7)}),
    ("log", "PANEL", (1360, 700, 520, 240), {}),
    ("action_bar", "PANEL", (1360, 960, 520, 80), {}),
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
    pygame.draw.rect(s, _lerp(BRASS, RIM_DARK, 0.55), (depth + 3, depth + 3, size - 2 * depth - 6, size - 2 * depth - 6), 1)
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
        pygame.draw.rect(s, _lerp(FELT, STRIP, 0.25 * (i + 1)), (i, i, size - 2 * i, size - 2 * i), 1, border_radius=18 - i)
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
        for part, tile in zip(slices, parts):
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


def _paint_nine(grid: list[list[str]], prefix: str, c0: int, c1: int, r0: int, r1: int, fill: bool = True) -> None:
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
    for index, (name, kind, (x, y, w, h), props) in enumerate(ZONES, start=1):
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
    out += [" </objectgroup>", "</map>", ""]
    path.write_text("\n".join(out), encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--map", action="store_true", help="also rewrite maps/fugitive.tmx (loses Tiled edits)")
    args = parser.parse_args(argv)
    pygame.display.init()
    ART_DIR.mkdir(parents=True, exist_ok=True)
    MAP_DIR.mkdir(parents=True, exist_ok=True)

    table = paint_table_tileset()
    pygame.image.save(table, str(ART_DIR / "noir_table.png"))
    write_tsx(MAP_DIR / "noir_table.tsx", "noir_table", "../art/boards/noir_table.png", table.get_size(), TABLE_COLUMNS)

    light = paint_light()
    pygame.image.save(light, str(ART_DIR / "noir_light.png"))
    write_tsx(MAP_DIR / "noir_light.tsx", "noir_light", "../art/boards/noir_light.png", light.get_size(), COLS)

    if args.map:
        write_map(MAP_DIR / "fugitive.tmx")
    print(f"boards written to {ART_DIR.relative_to(ROOT)} and {MAP_DIR.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
