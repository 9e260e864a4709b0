"""Compose a still of the Outrun table from the map and the art, to judge the design by eye.

    python build_scripts/outrun_preview.py /tmp/outrun.png [--seats 6] [--monster vampire] [--path 7]

It lays out a moment of a race as the table would: the floor from ``maps/outrun.tmx``, the monster
board, a path card composed from its pieces (the trail's footprints, the glowing start, the eight
symbols, the antidote icon), the piles, tokens in the rooms and on the places, and every lane with
its cards.  Texts are English here; the table draws them translated.  Nothing of the app uses it.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import art_common as ac  # noqa: E402
import art_outrun as ao  # noqa: E402
from art_common import pygame  # noqa: E402

from tabletop.core.i18n import english  # noqa: E402
from tabletop.engine import board as board_art  # noqa: E402
from tabletop.games.outrun.rules.boards import ROOMS_PER_BOARD, map_route  # noqa: E402
from tabletop.games.outrun.rules.content import CHARACTERS, Monster  # noqa: E402
from tabletop.games.outrun.rules.interference import KINDS, Kind  # noqa: E402
from tabletop.games.outrun.rules.paths import PATHS_BY_ID  # noqa: E402
from tabletop.games.outrun.table import layout as table_layout  # noqa: E402

ART = ac.REPO_ROOT / "art" / "outrun"
KEYS = ("Q W E R A S D F + Space", "U I O P J K L ; + Enter", "pad 1", "touch", "mouse", "computer")
_images: dict[tuple[str, tuple[int, int] | None], pygame.Surface] = {}


def image(name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    key = (name, size)
    if key not in _images:
        picture = pygame.image.load(str(ART / f"{name}.png"))
        _images[key] = pygame.transform.smoothscale(picture, size) if size else picture
    return _images[key]


def label(
    s: pygame.Surface, text: str, pos: tuple[int, int], size: int, colour: ac.Color, anchor: str = "topleft"
) -> None:
    body = ac.font(ac.BOLD, size).render(text, True, colour)
    shadow = ac.font(ac.BOLD, size).render(text, True, (0, 0, 0))
    rect = body.get_rect(**{anchor: pos})
    s.blit(shadow, rect.move(2, 2))
    s.blit(body, rect)


def path_card(s: pygame.Surface, area: table_layout.PathCardArea, card_id: int) -> None:
    card = PATHS_BY_ID[card_id]
    x, y, w, h = area.rect
    s.blit(image("path_card", (w, h)), (x, y))
    centres = [area.cell_center(col, row) for col, row in card.spots]
    for (ax, ay), (bx, by) in zip(centres, centres[1:], strict=False):
        angle = math.degrees(math.atan2(bx - ax, -(by - ay)))
        for i, t in enumerate((0.38, 0.62)):
            side = -9 if i % 2 else 9
            nx, ny = (by - ay), -(bx - ax)
            norm = math.hypot(nx, ny) or 1
            px = ax + (bx - ax) * t + side * nx / norm
            py = ay + (by - ay) * t + side * ny / norm
            step = pygame.transform.rotozoom(image("footprint", (40, 40)), -angle, 1.0)
            s.blit(step, step.get_rect(center=(round(px), round(py))))
    glow = image("path_start", (150, 150))
    s.blit(glow, glow.get_rect(center=centres[0]))
    size = area.symbol_px
    for (col, row), symbol in zip(card.spots, card.order, strict=True):
        sx, sy, _, _ = area.symbol_rect(col, row)
        s.blit(image(f"symbol_{symbol}", (size, size)), (sx, sy))
    if card.antidote:
        s.blit(image("icon_antidote", (56, 56)), (x + w - 64, y + 8))


def compose(seats: int, monster: Monster, path_id: int, boards: int) -> pygame.Surface:
    layout = table_layout.load()
    zones = layout.zones
    s = pygame.Surface((1920, 1080))
    s.blit(board_art.render_layers(table_layout.map_path(table_layout.MAP)), (0, 0))
    # the banner and the menu
    hx, hy, hw, hh = zones["hud_top"]
    pygame.draw.rect(s, (20, 12, 30), zones["hud_top"], border_radius=14)
    label(
        s,
        "Run away! Lay your cards in the order of the path.",
        (hx + hw // 2, hy + hh // 2),
        30,
        (250, 230, 190),
        "center",
    )
    pygame.draw.rect(s, (40, 28, 56), zones["menu_button"], border_radius=14)
    label(s, "Menu", pygame.Rect(zones["menu_button"]).center, 26, (240, 240, 240), "center")
    # the monster board, tokens on places and in the +0 box
    s.blit(image(f"board_{monster.value}"), zones["monster_board"][:2])
    for seat, place in ((0, 1), (2, 2)):
        rect = pygame.Rect(layout.place(place))
        s.blit(image(f"character_{CHARACTERS[seat].id}", (64, 64)), (rect.centerx - 20, rect.centery - 29))
    zx, zy, zw, zh = layout.zero_box
    s.blit(image(f"character_{CHARACTERS[1].id}", (56, 56)), (zx + 96, zy + 14))
    # the path card, the piles
    path_card(s, layout.path_card, path_id)
    for name, picture, count in (
        ("path_deck", "path_back", 5),
        ("interference_deck", "interference_back", 4),
    ):
        x, y, w, h = zones[name]
        zone = layout.layout.zone(name)
        cw, ch = zone.prop("card_w"), zone.prop("card_h")
        for i in range(count):
            s.blit(image(picture, (cw, ch)), (x + (w - cw) // 2 - i, y + 4 - i))
    x, y, w, h = zones["interference_discard"]
    pygame.draw.rect(s, (60, 50, 70), (x + 12, y + 4, 100, 140), 2, border_radius=10)
    fx, fy, fw, fh = zones["finish_pile"]
    for i, seat in enumerate((0, 2, 4)[: max(1, seats - 3)]):
        s.blit(image("finish", (100, 140)), (fx + 12, fy + 4 + i * 30))
        label(s, f"{i + 1}", (fx + 22, fy + 10 + i * 30), 22, (255, 255, 255))
        s.blit(image(f"character_{CHARACTERS[seat].id}", (26, 26)), (fx + 82, fy + 8 + i * 30))
    if monster is Monster.VAMPIRE:
        cx, cy, cw, ch = zones["center_cards"]
        interference(s, Kind.STEPPING_STONES_ODDS, (cx + 12, cy + 4, 100, 140), ())
    # the map boards
    route = map_route(monster, boards)
    for board in range(table_layout.MAX_BOARDS):
        in_play = board < len(route)
        for room in range(ROOMS_PER_BOARD):
            index = board * ROOMS_PER_BOARD + room
            rx, ry, rw, rh = layout.room(index)
            tile = image(f"room_{route[board].id if in_play else 'bear'}", (rw, rh)).copy()
            if not in_play:
                tile.set_alpha(70)
            s.blit(tile, (rx, ry))
            label(s, str(index + 1), (rx + 6, ry + 2), 20, (240, 230, 200) if in_play else (120, 110, 100))
        ex = layout.exit(board + 1)
        s.blit(image("exit" if board == boards - 1 else "next_board", (ex[2], ex[3])), ex[:2])
    for seat in range(seats):
        room = (3, 5, 3, 1, 0, 0)[seat]
        rx, ry, rw, rh = layout.room(room)
        col, row = divmod(sum(1 for other in range(seat) if (3, 5, 3, 1, 0, 0)[other] == room), 2)
        s.blit(image(f"character_{CHARACTERS[seat].id}", (34, 34)), (rx + 10 + col * 22, ry + 22 + row * 18))
    # the lanes
    laid_by_seat = {
        0: list(PATHS_BY_ID[path_id].order),
        1: list(PATHS_BY_ID[path_id].order[:5]),
        2: list(PATHS_BY_ID[path_id].order[:3]),
        3: [],
        4: list(PATHS_BY_ID[path_id].order[:7]),
        5: list(PATHS_BY_ID[path_id].order[:1]),
    }
    fronts = {
        0: [(Kind.NOT_THAT_WAY, ("bat",))],
        1: [(Kind.SWITCHEROO, ("moon", "candle")), (Kind.SHIELD, ())],
        3: [(Kind.BOOST, ())],
        4: [(Kind.THE_LONG_WAY, ("2",)), (Kind.BACK_AWAY, ())],
    }
    for lane in layout.lanes_for(seats):
        who = CHARACTERS[lane.seat]
        colour = pygame.Color(who.colour)
        pygame.draw.rect(s, (16, 10, 24), lane.rect, border_radius=16)
        pygame.draw.rect(s, colour, lane.rect, 3, border_radius=16)
        rx, ry, rw, rh = lane.runner
        s.blit(image(f"character_{who.id}", (rh, rh)), (rx, ry))
        label(s, NAMES[lane.seat], (rx + rh + 8, ry + rh // 2), 26, (245, 235, 215), "midleft")
        kx, ky, kw, kh = lane.keys
        pygame.draw.rect(s, (34, 26, 46), lane.keys, border_radius=10)
        label(s, KEYS[lane.seat], (kx + kw // 2, ky + kh // 2), 20, (200, 200, 220), "center")
        lx, ly, lw, lh = lane.laid
        cw, ch = lane.laid_card
        cards = laid_by_seat[lane.seat]
        if not cards:
            label(s, "reading the path...", (lx + lw // 2, ly + lh // 2), 24, (150, 140, 160), "center")
        for i, symbol in enumerate(cards):
            s.blit(image(f"move_{symbol}", (cw, ch)), (lx + i * lane.laid_step, ly + (lh - ch) // 2))
        px, py, pw, ph = lane.placeholder
        fw, fh = lane.front_card
        s.blit(
            image("infected" if lane.seat == 3 and monster is Monster.ZOMBIE else "placeholder", (fw, fh)),
            (px + (pw - fw) // 2, py + (ph - fh) // 2),
        )
        s.blit(
            image(f"character_{who.id}", (fw * 2 // 3, fw * 2 // 3)),
            (px + (pw - fw * 2 // 3) // 2, py + (ph - fw * 2 // 3) // 2),
        )
        fx, fy, _, fh2 = lane.front
        for i, (kind, extra) in enumerate(fronts.get(lane.seat, [])):
            interference(s, kind, (fx + i * (fw + 8), fy + (fh2 - fh) // 2, fw, fh), extra)
        hx, hy, hw, hh = lane.hand
        if lane.seat % 2 == 0:
            s.blit(image("interference_back", (fw, fh)), (hx + (hw - fw) // 2, hy + (hh - fh) // 2))
            label(s, "x2", (hx + hw // 2, hy + hh // 2), 26, (255, 255, 255), "center")
    return s


NAMES = ("Astro Ada", "Pirate Pete", "Witchy Wanda", "Mummy Max", "Skeleton Sam", "Kitty Kim")


def interference(
    s: pygame.Surface, kind: Kind, rect: tuple[int, int, int, int], extra: tuple[str, ...]
) -> None:
    """An interference card as the table draws it: the picture, its symbols or number in the slots,
    and its name in the text panel (scaled from the card's 160 x 224)."""
    x, y, w, h = rect
    k = w / 160
    card = image(f"interference_{kind.value}").copy()
    if kind is Kind.NOT_THAT_WAY:
        sx, sy, sw, sh = ao.NOT_THAT_WAY_SLOT_RECT
        card.blit(image(f"symbol_{extra[0]}", (sw, sh)), (sx, sy))
    elif kind is Kind.SWITCHEROO:
        for slot, symbol in zip(ao.SWITCHEROO_SLOT_RECTS, extra, strict=True):
            card.blit(image(f"symbol_{symbol}", (slot[2], slot[3])), slot[:2])
    elif kind is Kind.THE_LONG_WAY:
        sx, sy, sw, sh = ao.LONG_WAY_SLOT_RECT
        ac.text(card, extra[0], ac.BOLD, 32, (250, 200, 70), (sx + sw / 2, sy + sh / 2))
    tx, ty, tw, th = ao.INTERFERENCE_TEXT_RECT
    name = english(KINDS[kind].name)
    size = ac.fit_size(name, ac.BOLD, 24, tw - 8)
    ac.text(card, name, ac.BOLD, size, (245, 235, 215), (tx + tw / 2, ty + 22))
    s.blit(pygame.transform.smoothscale(card, (round(160 * k), round(224 * k))), (x, y))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--monster", default="vampire")
    parser.add_argument("--path", type=int, default=7)
    parser.add_argument("--boards", type=int, default=2)
    args = parser.parse_args(argv)
    ac.init()
    pygame.display.init()
    ac.save(compose(args.seats, Monster(args.monster), args.path, args.boards), args.out)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
