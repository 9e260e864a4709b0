"""Write the Outrun table: ``maps/outrun.tmx`` and its floor, ``art/boards/museum_floor.png``.

    python build_scripts/outrun_table.py      # or make_boards.py, which runs this too

Every zone comes from the rules' data (``rules/boards.py``: the places and their values, specials
and blocking, the rooms of a map board) and from the geometry below, so the map cannot drift from
the rules; a test checks the committed files equal what this writes.  Change the table here, never
in Tiled.  ``art_outrun.py`` draws the monster boards with the same geometry (``BOARD_PARTS``), so
the place boxes in the picture sit exactly on the map's place zones.

The table, in logical 1920 x 1080 pixels:

* along the top, the banner for the stage's line of text and the menu button;
* the centre column: the monster board, under it the path card (540 px square, a 4 x 4 grid of
  125 px cells, so each symbol is drawn 104 px wide), the path and interference decks to its left,
  the Finish pile and the Vampire's centre cards to its right, and at the bottom the three map
  boards, one row of nine rooms each with the exit at its right end;
* left and right of the centre, one lane per seat: for every seat count from 1 (the solo practice)
  to 6 an object layer ``lanes_N`` holds the N lanes (seats alternate left and right, top to
  bottom), and in each lane the runner's name, the controls label, the cards laid in the race, the
  placeholder card, the cards in front of the runner and their hand of interference cards.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_boards as mb  # noqa: E402  (the shared .tmx/.tsx writers, 40 px tiles on a 48 x 27 grid)
from make_boards import pygame  # noqa: E402

ROOT = mb.ROOT
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tabletop.games.outrun.rules.boards import (  # noqa: E402
    BLOCKED,
    BOARDS,
    PLACES,
    ROOMS_PER_BOARD,
)
from tabletop.games.outrun.rules.content import Monster  # noqa: E402

Rect = tuple[int, int, int, int]
Zone = tuple[str, str, Rect, mb.Props]

MAP_NAME = "outrun.tmx"
FLOOR = "museum_floor"
MAX_BOARDS = 3
MIN_SEATS, MAX_SEATS = 1, 6  # one: the solo practice

# --- the centre column -----------------------------------------------------------------------------

CENTRE_X, CENTRE_W = 552, 816
HUD: Rect = (24, 12, 1720, 56)
MENU: Rect = (1760, 12, 136, 56)
MONSTER_BOARD: Rect = (CENTRE_X, 80, CENTRE_W, 200)
PATH_CARD: Rect = (690, 290, 540, 540)
#: the path card's grid: 4 x 4 cells inside a 20 px margin, a symbol drawn at 104 px in each cell
PATH_GRID, PATH_MARGIN, PATH_SYMBOL = 4, 20, 104
#: the decks left of the path card, the Finish pile and the Vampire's centre cards right of it
STRIP_W = 124
LEFT_STRIP_X = CENTRE_X + 3
RIGHT_STRIP_X = PATH_CARD[0] + PATH_CARD[2] + 11
PILE_CARD = (100, 140)  # an interference card on a pile
PATH_PILE_CARD = (100, 100)  # path cards are square
#: the map boards: one row each of nine rooms and, at the right end, the way on (or out)
MAP_Y, ROW_H, ROW_GAP = 838, 74, 4
ROOM_W, ROOM_GAP = 80, 4
EXIT_W = CENTRE_W - ROOMS_PER_BOARD * (ROOM_W + ROOM_GAP)  # 60

# --- the monster board's parts, relative to its top-left corner ------------------------------------

BOARD_SIZE = (MONSTER_BOARD[2], MONSTER_BOARD[3])
PLACE_W, PLACE_H, PLACE_GAP, PLACE_Y, PLACE_X0 = 126, 92, 8, 100, 10
#: the picture of the monster, the three panels (who draws, where cards are played, what clears
#: them) and the +0 box, along the top of the board
BOARD_PARTS: dict[str, Rect] = {
    "emblem": (8, 8, 96, 84),
    "draws": (112, 8, 168, 84),
    "plays": (288, 8, 168, 84),
    "zero": (464, 8, 176, 84),
    "clears": (648, 8, 160, 84),
}


def place_box(place: int) -> Rect:
    """Place 1 (the fastest) at the right end of the row, place 6 at the left, on the board."""
    index = PLACES - place
    return (PLACE_X0 + index * (PLACE_W + PLACE_GAP), PLACE_Y, PLACE_W, PLACE_H)


def _on_board(rect: Rect) -> Rect:
    x, y, w, h = rect
    return (MONSTER_BOARD[0] + x, MONSTER_BOARD[1] + y, w, h)


# --- the lanes -----------------------------------------------------------------------------------------

LANE_W = 520
LANE_X = (16, 1920 - 16 - LANE_W)  # left, right
LANES_TOP, LANES_BOTTOM, LANE_GAP = 80, 1068, 12
LANE_MAX_H = 480
LANE_PAD = 8
HEADER_H = 48
#: the tallest cards a lane lays: a two-seat lane is roomy, but a card fan should stay a fan
LAID_CARD_MAX_H, FRONT_CARD_MAX_H = 168, 126


def lane_rect(seats: int, seat: int) -> Rect:
    """Seats alternate left and right, top to bottom; the lanes of one count share one height."""
    rows = math.ceil(seats / 2)
    room = LANES_BOTTOM - LANES_TOP - (rows - 1) * LANE_GAP
    h = min(LANE_MAX_H, room // rows)
    top = LANES_TOP + (room - rows * h) // 2
    row, side = divmod(seat, 2)
    return (LANE_X[side], top + row * (h + LANE_GAP), LANE_W, h)


def lane_zones(seats: int, seat: int) -> list[Zone]:
    """A lane and its parts: the runner and their controls on the top line, the race's cards under
    them, then the placeholder card, the cards in front and the hand along the bottom."""
    x, y, w, h = lane_rect(seats, seat)
    key = f"{seats}p_{seat}"
    base: mb.Props = {"seat": ("int", seat), "seats": ("int", seats)}
    inner_w = w - 2 * LANE_PAD
    rows_h = h - HEADER_H - 3 * LANE_PAD - LANE_PAD  # what the two card rows share
    laid_h = rows_h * 52 // 100
    front_h = rows_h - laid_h - LANE_PAD
    laid_card_h = min(laid_h - 8, LAID_CARD_MAX_H)
    laid_card_w = laid_card_h * 5 // 7
    most = 10  # eight moves, The long way and the antidote
    step = min(laid_card_w + 6, (inner_w - laid_card_w) // (most - 1))
    front_card_h = min(front_h - 8, FRONT_CARD_MAX_H)
    front_card_w = front_card_h * 5 // 7
    side_w = front_card_w + 8
    header_y = y + LANE_PAD
    laid_y = header_y + HEADER_H + LANE_PAD
    front_y = laid_y + laid_h + LANE_PAD
    name_w = (inner_w - LANE_PAD) // 2
    card: mb.Props = {"card_w": ("int", front_card_w), "card_h": ("int", front_card_h)}
    return [
        (f"lane_{key}", "PANEL", (x, y, w, h), base),
        (f"runner_{key}", "LABEL", (x + LANE_PAD, header_y, name_w, HEADER_H), base),
        (
            f"keys_{key}",
            "LABEL",
            (x + LANE_PAD + name_w + LANE_PAD, header_y, inner_w - name_w - LANE_PAD, HEADER_H),
            base,
        ),
        (
            f"laid_{key}",
            "PENDING",
            (x + LANE_PAD, laid_y, inner_w, laid_h),
            {
                **base,
                "card_w": ("int", laid_card_w),
                "card_h": ("int", laid_card_h),
                "step": ("int", step),
            },
        ),
        (f"placeholder_{key}", "SPACE", (x + LANE_PAD, front_y, side_w, front_h), {**base, **card}),
        (
            f"front_{key}",
            "PANEL",
            (x + 2 * LANE_PAD + side_w, front_y, inner_w - 2 * side_w - 2 * LANE_PAD, front_h),
            {**base, **card},
        ),
        (f"hand_{key}", "HAND", (x + w - LANE_PAD - side_w, front_y, side_w, front_h), {**base, **card}),
    ]


# --- every zone ------------------------------------------------------------------------------------------


def _csv_ints(values: Sequence[int]) -> str:
    return ",".join(str(v) for v in values)


def board_zones() -> list[Zone]:
    """The monster board: its panels, the +0 box and the six places with every monster's values."""
    zones: list[Zone] = [("monster_board", "PANEL", MONSTER_BOARD, {})]
    for part in ("draws", "plays", "clears"):
        zones.append((f"board_{part}", "LABEL", _on_board(BOARD_PARTS[part]), {}))
    zones.append(("zero_box", "SPACE", _on_board(BOARD_PARTS["zero"]), {"value": ("int", 0)}))
    for place in range(1, PLACES + 1):
        props: mb.Props = {
            "place": ("int", place),
            "blocked": ("string", _csv_ints(sorted(n for n, shut in BLOCKED.items() if place in shut))),
        }
        for monster in Monster:
            board = BOARDS[monster]
            props[f"value_{monster.value}"] = ("int", board.value(place))
            specials = sorted(special.value for special in board.specials[place - 1])
            props[f"special_{monster.value}"] = ("string", ",".join(specials))
        zones.append((f"place_{place}", "SPACE", _on_board(place_box(place)), props))
    return zones


def room_rect(index: int) -> Rect:
    board, room = divmod(index, ROOMS_PER_BOARD)
    return (CENTRE_X + room * (ROOM_W + ROOM_GAP), MAP_Y + board * (ROW_H + ROW_GAP), ROOM_W, ROW_H)


def map_zones() -> list[Zone]:
    """Three map boards of nine rooms, numbered through (a one-board game uses rooms 0-8); the
    exit of an N-board game sits at the right end of board N."""
    zones: list[Zone] = []
    for board in range(MAX_BOARDS):
        y = MAP_Y + board * (ROW_H + ROW_GAP)
        zones.append(
            (f"map_board_{board}", "PANEL", (CENTRE_X, y, CENTRE_W, ROW_H), {"board": ("int", board)})
        )
        for room in range(ROOMS_PER_BOARD):
            index = board * ROOMS_PER_BOARD + room
            props: mb.Props = {"index": ("int", index), "board": ("int", board), "room": ("int", room)}
            zones.append((f"room_{index}", "SPACE", room_rect(index), props))
        exit_x = CENTRE_X + CENTRE_W - EXIT_W + ROOM_GAP
        zones.append(
            (
                f"exit_{board + 1}",
                "SPACE",
                (exit_x, y, EXIT_W - ROOM_GAP, ROW_H),
                {"boards": ("int", board + 1)},
            )
        )
    return zones


def centre_zones() -> list[Zone]:
    px, py, pw, ph = PATH_CARD
    cw, ch = PILE_CARD
    sw, sh = PATH_PILE_CARD
    cards: mb.Props = {"card_w": ("int", cw), "card_h": ("int", ch)}
    return [
        ("hud_top", "PANEL", HUD, {}),
        ("menu_button", "BUTTON", MENU, {}),
        (
            "path_card",
            "PANEL",
            PATH_CARD,
            {
                "grid": ("int", PATH_GRID),
                "margin": ("int", PATH_MARGIN),
                "symbol_px": ("int", PATH_SYMBOL),
            },
        ),
        (
            "path_deck",
            "DECK",
            (LEFT_STRIP_X, py, STRIP_W, sh + 40),
            {"card_w": ("int", sw), "card_h": ("int", sh)},
        ),
        ("interference_deck", "DECK", (LEFT_STRIP_X, py + sh + 52, STRIP_W, ch + 40), cards),
        ("interference_discard", "DISCARD", (LEFT_STRIP_X, py + sh + ch + 104, STRIP_W, ch + 40), cards),
        (
            "finish_pile",
            "PENDING",
            (RIGHT_STRIP_X, py, STRIP_W, 300),
            {"card_w": ("int", cw), "card_h": ("int", ch * 5 // 7), "step": ("int", 30)},
        ),
        ("center_cards", "PANEL", (RIGHT_STRIP_X, py + 312, STRIP_W, ph - 312), cards),
    ]


def base_zones() -> list[Zone]:
    """Everything but the lanes: the same for every seat count."""
    return [*centre_zones(), *board_zones(), *map_zones()]


def lanes_layer(seats: int) -> list[Zone]:
    return [zone for seat in range(seats) for zone in lane_zones(seats, seat)]


# --- the floor -------------------------------------------------------------------------------------------

NIGHT = (14, 10, 24)
TILE_DARK = (24, 18, 36)
TILE_LIGHT = (31, 24, 45)
GROUT = (10, 7, 16)
CARPET = (92, 18, 30)
CARPET_EDGE = (196, 140, 56)
WELL = (12, 9, 20)
PUMPKIN_GLOW = (255, 140, 40)
MOON_GLOW = (150, 120, 255)


def paint_floor() -> pygame.Surface:
    """The museum's hall at night: a dark checkered marble floor, a red carpet under the centre
    column with a gold edge, a warm light on the path card and a cold one on the lanes' sides.
    Flat fills and a few soft glows (no noise), so the picture stays small on disk."""
    w, h = mb.COLS * mb.TILE, mb.ROWS * mb.TILE
    s = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    s.fill((*NIGHT, 255))
    check = 120
    for row in range(h // check + 1):
        for col in range(w // check + 1):
            colour = TILE_LIGHT if (row + col) % 2 else TILE_DARK
            pygame.draw.rect(s, colour, (col * check + 1, row * check + 1, check - 2, check - 2))
    for x in range(0, w, check):
        pygame.draw.line(s, GROUT, (x, 0), (x, h), 2)
    for y in range(0, h, check):
        pygame.draw.line(s, GROUT, (0, y), (w, y), 2)

    # a few cobwebs in the top corners
    for corner_x, flip in ((0, 1), (w, -1)):
        for ring in range(1, 6):
            r = ring * 34
            pts = [
                (corner_x + flip * r * math.cos(math.radians(a)), r * math.sin(math.radians(a)))
                for a in range(0, 91, 15)
            ]
            pygame.draw.lines(s, (60, 52, 78), False, pts, 1)
        for a in range(0, 91, 15):
            end = (corner_x + flip * 200 * math.cos(math.radians(a)), 200 * math.sin(math.radians(a)))
            pygame.draw.line(s, (60, 52, 78), (corner_x, 0), end, 1)

    # the carpet under the centre column
    carpet = pygame.Rect(CENTRE_X - 16, 72, CENTRE_W + 32, h - 72)
    pygame.draw.rect(s, CARPET, carpet)
    for edge in (carpet.left + 6, carpet.right - 9):
        pygame.draw.rect(s, CARPET_EDGE, (edge, carpet.top, 3, carpet.h))
    for y in range(carpet.top + 24, carpet.bottom, 48):  # a woven diamond down each edge
        for edge in (carpet.left + 7, carpet.right - 8):
            pygame.draw.polygon(s, CARPET_EDGE, [(edge, y - 7), (edge + 6, y), (edge, y + 7), (edge - 6, y)])

    # soft light: warm on the path card, cold moonlight on the lanes
    glow = _glow(420, PUMPKIN_GLOW, 70)
    s.blit(glow, glow.get_rect(center=(PATH_CARD[0] + PATH_CARD[2] // 2, PATH_CARD[1] + PATH_CARD[3] // 2)))
    for cx in (LANE_X[0] + LANE_W // 2, LANE_X[1] + LANE_W // 2):
        cold = _glow(520, MOON_GLOW, 34)
        s.blit(cold, cold.get_rect(center=(cx, 560)))

    # wells: the dark slots the table lays things into
    for rect, radius in (
        (PATH_CARD, 22),
        ((LEFT_STRIP_X, PATH_CARD[1], STRIP_W, PATH_CARD[3]), 14),
        ((RIGHT_STRIP_X, PATH_CARD[1], STRIP_W, PATH_CARD[3]), 14),
        ((CENTRE_X, MAP_Y, CENTRE_W, MAX_BOARDS * ROW_H + (MAX_BOARDS - 1) * ROW_GAP), 12),
    ):
        r = pygame.Rect(rect).inflate(8, 8)
        pygame.draw.rect(s, (*WELL, 255), r, border_radius=radius)
        pygame.draw.rect(s, (70, 54, 40), r, 2, border_radius=radius)
    return s


def _glow(radius: int, colour: tuple[int, int, int], strength: int) -> pygame.Surface:
    """A soft round light of stacked translucent discs."""
    s = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA, 32)
    s.fill((0, 0, 0, 0))
    steps = 24
    for i in range(steps):
        r = round(radius * (1 - i / steps))
        layer = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA, 32)
        layer.fill((0, 0, 0, 0))
        pygame.draw.circle(layer, (*colour, max(1, strength * (i + 1) // steps // 6)), (radius, radius), r)
        s.blit(layer, (0, 0))
    return s


# --- writing -------------------------------------------------------------------------------------------


def write_map(map_dir: Path) -> None:
    """``outrun.tmx`` and the floor's ``.tsx``, in Tiled 1.8's own layout: one tile layer (the floor
    stamp), the ``table`` object layer, then one ``lanes_N`` layer per seat count."""
    mb.write_tsx(map_dir / f"{FLOOR}.tsx", FLOOR, f"../art/boards/{FLOOR}.png", (1920, 1080), mb.COLS)
    layers: list[tuple[str, list[Zone]]] = [("table", base_zones())]
    layers += [(f"lanes_{n}", lanes_layer(n)) for n in range(MIN_SEATS, MAX_SEATS + 1)]
    total = sum(len(zones) for _, zones in layers)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down"'
        f' width="{mb.COLS}" height="{mb.ROWS}" tilewidth="{mb.TILE}" tileheight="{mb.TILE}" infinite="0"'
        f' backgroundcolor="#0e0a18" nextlayerid="{len(layers) + 2}" nextobjectid="{total + 1}">',
        f' <tileset firstgid="1" source="{FLOOR}.tsx"/>',
        f' <layer id="1" name="floor" width="{mb.COLS}" height="{mb.ROWS}">',
        '  <data encoding="csv">',
        mb._csv([[1 + r * mb.COLS + c for c in range(mb.COLS)] for r in range(mb.ROWS)]) + "</data>",
        " </layer>",
    ]
    first = 1
    for number, (name, zones) in enumerate(layers, start=2):
        out.append(f' <objectgroup id="{number}" name="{name}">')
        out += _objects(zones, first)
        out.append(" </objectgroup>")
        first += len(zones)
    out += ["</map>", ""]
    (map_dir / MAP_NAME).write_text("\n".join(out), encoding="utf-8")


def _objects(zones: Sequence[Zone], first: int) -> list[str]:
    """The layer's ``<object>`` elements, ids numbered on from ``first`` (unique across the map),
    properties sorted as Tiled saves them."""
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


def write(art_dir: Path = mb.ART_DIR, map_dir: Path = mb.MAP_DIR) -> None:
    """Paint the floor and write the map that uses it."""
    pygame.image.save(paint_floor(), str(art_dir / f"{FLOOR}.png"))
    write_map(map_dir)


def main() -> int:
    pygame.display.init()
    write()
    print(f"wrote art/boards/{FLOOR}.png and maps/{MAP_NAME}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
