"""Outrun art: a Halloween night in the Monster Movie Museum, drawn by script into ``art/outrun/``.

``make_art.py`` registers :func:`renderers` in its manifest, so ``python build_scripts/make_art.py``
writes these files with the rest and the art test checks their bytes.  Run this script on its own
(``--contact FILE``) to render a sheet of every Outrun image for a quick look.

The table composes the pieces at run time rather than loading 48 finished path cards: the path card
face, the eight symbols, the glowing start, a footprint for the trail and the antidote icon, each
crisp at its size on a 1080p screen (a symbol is drawn 104 px wide on the path card).  The symbols
differ by shape as well as colour and carry a thick dark outline, so they read on any background
and without colour vision.  No picture carries words: card names and rules text are drawn by the
table in the player's language, in the plain panels named by the ``*_RECT`` constants (final-size
pixels).  Numbers and the "+" are pictures, not words.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import art_common as ac  # noqa: E402
import outrun_table as table  # noqa: E402  (the monster board's geometry, shared with the map)
from art_common import pygame  # noqa: E402

from tabletop.games.outrun.rules.boards import BOARDS, PLACES, Special  # noqa: E402
from tabletop.games.outrun.rules.content import CHARACTERS, SYMBOLS, Monster  # noqa: E402
from tabletop.games.outrun.rules.interference import KINDS, Kind, Lasts  # noqa: E402
from tabletop.games.outrun.table.art import ROOM_PROP_RECTS  # noqa: E402

Renderer = Callable[[], pygame.Surface]
Pt = tuple[float, float]
RGB = tuple[int, int, int]

# --- sizes and the places the table draws into (final-size pixels) ---------------------------------

SYMBOL_SIZE = (160, 160)
CARD_SIZE = (120, 168)  # movement, Finish and placeholder cards
INTERFERENCE_SIZE = (160, 224)
PATH_SIZE = (table.PATH_CARD[2], table.PATH_CARD[3])
PATH_BACK_SIZE = (200, 200)
TOKEN_SIZE = (128, 128)
ICON_SIZE = (64, 64)
ROOM_SIZE = (table.ROOM_W, table.ROW_H)
EXIT_SIZE = (table.EXIT_W - table.ROOM_GAP, table.ROW_H)
#: an interference card's plain panel for its translated name and text
INTERFERENCE_TEXT_RECT = (10, 122, 140, 92)
#: the picture at the top of an interference card
INTERFERENCE_PICTURE_RECT = (8, 8, 144, 105)
#: where the table draws a card's symbols: Not that way's one, inside the red ring; Switcheroo's
#: two, one in each dark disc; The long way's number (1-3) in its dark disc
NOT_THAT_WAY_SLOT_RECT = (48, 28, 64, 64)
SWITCHEROO_SLOT_RECTS = ((18, 38, 44, 44), (98, 38, 44, 44))
LONG_WAY_SLOT_RECT = (88, 36, 40, 40)
#: where the table draws the monster icons and the "+" a card carries (top corners of the picture)
INTERFERENCE_ICON_RECTS = ((10, 10, 26, 26), (124, 10, 26, 26))

# --- palette ------------------------------------------------------------------------------------------

INK: RGB = (16, 10, 24)
NIGHT: RGB = (30, 20, 46)
DUSK: RGB = (58, 34, 84)
BONE: RGB = (236, 224, 196)
BONE_DARK: RGB = (170, 150, 118)
PUMPKIN: RGB = (246, 134, 36)
SLIME: RGB = (120, 220, 90)
BLOOD: RGB = (196, 30, 46)
GOLD: RGB = (250, 200, 70)
WHITE: RGB = (255, 255, 255)


def _hex(colour: str) -> RGB:
    return (int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16))


def _mix(a: ac.Color, b: ac.Color, t: float) -> RGB:
    r, g, bl, _ = ac.lerp_color(a, b, t)
    return (r, g, bl)


def _outlined(shape: pygame.Surface, width: int, colour: ac.Color = INK) -> pygame.Surface:
    """``shape`` with a solid outline ``width`` px wide all round: its silhouette stamped in
    ``colour`` on a ring of offsets under it (works for any shape, holes and all)."""
    w, h = shape.get_size()
    out = ac.surface((w, h))
    mask = pygame.mask.from_surface(shape, 8)
    silhouette = mask.to_surface(setcolor=ac.rgba(colour), unsetcolor=(0, 0, 0, 0))
    for step in range(16):
        a = math.tau * step / 16
        out.blit(silhouette, (round(width * math.cos(a)), round(width * math.sin(a))))
    out.blit(shape, (0, 0))
    return out


# --- the eight symbols ------------------------------------------------------------------------------


def _pumpkin(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    dark = _mix(colour, INK, 0.35)
    for dx, tone in ((-0.42, dark), (0.42, dark), (0.0, colour)):
        pygame.draw.ellipse(s, tone, (cx + dx * r - r * 0.58, cy - r * 0.72, r * 1.16, r * 1.5))
    for dx in (-0.2, 0.2):
        pygame.draw.line(
            s, dark, (cx + dx * r, cy - r * 0.6), (cx + dx * r, cy + r * 0.68), max(2, round(r * 0.05))
        )
    pygame.draw.rect(
        s, (70, 120, 40), (cx - r * 0.1, cy - r * 0.98, r * 0.2, r * 0.34), border_radius=round(r * 0.06)
    )
    pygame.draw.ellipse(s, (70, 120, 40), (cx + r * 0.04, cy - r * 0.92, r * 0.4, r * 0.16))


def _bat(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    k = r / 60
    pts = [
        (0, -14),
        (8, -30),
        (13, -12),
        (30, -20),
        (62, -6),
        (50, 2),
        (44, 20),
        (30, 8),
        (14, 24),
        (0, 12),
        (-14, 24),
        (-30, 8),
        (-44, 20),
        (-50, 2),
        (-62, -6),
        (-30, -20),
        (-13, -12),
        (-8, -30),
    ]
    ac.poly(s, colour, [(cx + x * k, cy + y * k) for x, y in pts])
    for side in (-1, 1):
        pygame.draw.circle(s, GOLD, (cx + side * 5 * k, cy - 6 * k), max(2, 3.2 * k))


def _ghost(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    top = cy - r * 0.92
    w = r * 1.3
    pygame.draw.circle(s, colour, (cx, top + w / 2), w / 2)
    pygame.draw.rect(s, colour, (cx - w / 2, top + w / 2, w, r * 0.95))
    hem = cy + r * 0.78
    bumps = 4
    for i in range(bumps):
        bx = cx - w / 2 + (i + 0.5) * w / bumps
        pygame.draw.circle(s, colour, (bx, hem), w / bumps / 2)
    for i in range(bumps - 1):
        bx = cx - w / 2 + (i + 1) * w / bumps
        pygame.draw.circle(s, (0, 0, 0, 0), (bx, hem + w / bumps * 0.42), w / bumps / 2.6)
    for side in (-1, 1):
        pygame.draw.ellipse(s, INK, (cx + side * r * 0.24 - r * 0.1, cy - r * 0.42, r * 0.2, r * 0.3))
    pygame.draw.ellipse(s, INK, (cx - r * 0.1, cy - r * 0.02, r * 0.2, r * 0.26))


def _moon(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    layer = ac.surface(s.get_size())
    pygame.draw.circle(layer, colour, (cx - r * 0.1, cy), r * 0.9)
    pygame.draw.circle(layer, (0, 0, 0, 0), (cx + r * 0.32, cy - r * 0.12), r * 0.74)
    for dx, dy, rr in ((-0.55, -0.1, 0.1), (-0.42, 0.42, 0.07)):
        pygame.draw.circle(layer, _mix(colour, INK, 0.25), (cx + dx * r, cy + dy * r), rr * r)
    s.blit(layer, (0, 0))


def _hat(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    dark = _mix(colour, INK, 0.4)
    pygame.draw.ellipse(s, colour, (cx - r, cy + r * 0.42, r * 2, r * 0.44))
    ac.poly(
        s,
        colour,
        [
            (cx - r * 0.56, cy + r * 0.62),
            (cx + r * 0.1, cy - r * 0.95),
            (cx + r * 0.3, cy - r * 0.7),
            (cx + r * 0.56, cy + r * 0.62),
        ],
    )
    pygame.draw.rect(s, dark, (cx - r * 0.5, cy + r * 0.3, r * 1.0, r * 0.2))
    pygame.draw.rect(s, GOLD, (cx - r * 0.1, cy + r * 0.27, r * 0.2, r * 0.26), max(2, round(r * 0.05)))


def _candle(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    w = r * 0.62
    body = pygame.Rect(round(cx - w / 2), round(cy - r * 0.3), round(w), round(r * 1.22))
    pygame.draw.rect(s, colour, body, border_radius=round(r * 0.06))
    pygame.draw.circle(s, colour, (cx - w * 0.3, cy - r * 0.24), w * 0.18)
    pygame.draw.rect(
        s, colour, (cx - w * 0.44, cy - r * 0.3, w * 0.26, r * 0.42), border_radius=round(r * 0.1)
    )
    pygame.draw.rect(s, _mix(colour, WHITE, 0.35), (body.x + w * 0.12, body.y + r * 0.2, w * 0.14, r * 0.8))
    pygame.draw.line(s, INK, (cx, cy - r * 0.3), (cx, cy - r * 0.46), max(2, round(r * 0.05)))
    flame = [
        (cx, cy - r * 1.0),
        (cx + r * 0.2, cy - r * 0.62),
        (cx, cy - r * 0.42),
        (cx - r * 0.2, cy - r * 0.62),
    ]
    ac.poly(s, GOLD, flame)
    ac.poly(
        s,
        WHITE,
        [
            (cx, cy - r * 0.82),
            (cx + r * 0.08, cy - r * 0.6),
            (cx, cy - r * 0.5),
            (cx - r * 0.08, cy - r * 0.6),
        ],
    )


def _spider(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    width = max(3, round(r * 0.09))
    pygame.draw.line(s, colour, (cx, cy - r), (cx, cy - r * 0.3), max(2, round(r * 0.04)))
    for side in (-1, 1):
        for i, (ax, ay) in enumerate(((0.55, -0.55), (0.72, -0.12), (0.72, 0.28), (0.55, 0.62))):
            knee = (cx + side * r * ax, cy + r * (ay - 0.2 + 0.05 * i))
            foot = (cx + side * r * (ax + 0.3), cy + r * (ay + 0.25))
            start = (cx + side * r * 0.15, cy + r * (0.05 + 0.06 * i))
            pygame.draw.line(s, colour, start, knee, width)
            pygame.draw.line(s, colour, knee, foot, width)
    pygame.draw.circle(s, colour, (cx, cy + r * 0.18), r * 0.36)
    pygame.draw.circle(s, colour, (cx, cy - r * 0.24), r * 0.2)
    for side in (-1, 1):
        pygame.draw.circle(s, WHITE, (cx + side * r * 0.08, cy - r * 0.26), r * 0.06)


def _eye(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    top = [(cx + r * math.cos(a), cy - r * 0.62 * math.sin(a)) for a in (math.pi * i / 24 for i in range(25))]
    bottom = [
        (cx - r * math.cos(a), cy + r * 0.62 * math.sin(a)) for a in (math.pi * i / 24 for i in range(25))
    ]
    ac.poly(s, _mix(colour, WHITE, 0.75), top + bottom)
    pygame.draw.circle(s, colour, (cx, cy), r * 0.44)
    pygame.draw.circle(s, INK, (cx, cy), r * 0.2)
    pygame.draw.circle(s, WHITE, (cx + r * 0.12, cy - r * 0.12), r * 0.08)
    for i in range(-2, 3):
        x = cx + i * r * 0.26
        pygame.draw.line(
            s,
            colour,
            (x, cy - r * 0.58 + abs(i) * r * 0.06),
            (x + i * r * 0.05, cy - r * 0.82),
            max(2, round(r * 0.06)),
        )


SYMBOL_DRAW: dict[str, Callable[[pygame.Surface, float, float, float, RGB], None]] = {
    "pumpkin": _pumpkin,
    "bat": _bat,
    "ghost": _ghost,
    "moon": _moon,
    "hat": _hat,
    "candle": _candle,
    "spider": _spider,
    "eye": _eye,
}


def symbol_picture(symbol: str, size: int, outline: float = 0.06) -> pygame.Surface:
    """One symbol, ``size`` px square at 2x, in its colour with a dark outline all round."""
    colour = _hex(next(s.colour for s in SYMBOLS if s.id == symbol))
    shape = ac.surface((size, size))
    SYMBOL_DRAW[symbol](shape, size / 2, size / 2, size * 0.4, colour)
    return _outlined(shape, max(2, round(size * outline)))


def symbol(symbol_id: str) -> pygame.Surface:
    w, h = SYMBOL_SIZE
    return ac.downscale(symbol_picture(symbol_id, w * 2), SYMBOL_SIZE)


# --- cards -------------------------------------------------------------------------------------------


def _card_base(size: tuple[int, int], top: RGB, bottom: RGB, rim: RGB) -> pygame.Surface:
    """A card at 2x: a gradient face inside a rim, corners to be rounded by the caller."""
    w, h = size
    s = ac.vertical_gradient((w, h), [(0.0, top), (1.0, bottom)])
    pygame.draw.rect(s, rim, s.get_rect(), max(6, w // 24), border_radius=w // 10)
    pygame.draw.rect(s, _mix(rim, INK, 0.5), s.get_rect().inflate(-w // 8, -w // 8), 2, border_radius=w // 16)
    return s


def _finish_card(s: pygame.Surface, size: tuple[int, int], radius: int) -> pygame.Surface:
    return ac.downscale(ac.rounded_mask(s, radius), size)


def movement_card(symbol_id: str) -> pygame.Surface:
    """A movement card: the symbol huge in the middle and again in the top-left corner, so a fan of
    laid cards still shows every symbol."""
    w, h = CARD_SIZE[0] * 2, CARD_SIZE[1] * 2
    s = _card_base((w, h), (62, 44, 84), (28, 18, 40), BONE)
    big = symbol_picture(symbol_id, round(w * 0.84))
    s.blit(big, big.get_rect(center=(w // 2, round(h * 0.58))))
    corner = symbol_picture(symbol_id, round(w * 0.4), 0.08)
    s.blit(corner, (10, 10))
    return _finish_card(s, CARD_SIZE, 22)


def finish_card() -> pygame.Surface:
    """The Finish card: a chequered flag over a museum's exit door, no words."""
    w, h = CARD_SIZE[0] * 2, CARD_SIZE[1] * 2
    s = _card_base((w, h), (40, 110, 70), (16, 50, 32), BONE)
    cell = w // 8
    flag = pygame.Rect(w // 2 - 3 * cell, 44, 6 * cell, 4 * cell)
    pygame.draw.line(s, BONE, (flag.x, flag.y - 6), (flag.x, h - 44), 8)
    for row in range(4):
        for col in range(6):
            tone = WHITE if (row + col) % 2 == 0 else INK
            pygame.draw.rect(s, tone, (flag.x + col * cell, flag.y + row * cell, cell, cell))
    pygame.draw.rect(s, INK, flag, 4)
    for i in range(3):
        ac.footprint(
            s, w / 2 + (i % 2) * 34 - 10, h - 70 - i * 60, 0.42, _mix(SLIME, WHITE, 0.5), i % 2 == 1, -12
        )
    return _finish_card(s, CARD_SIZE, 22)


def card_back(kind: str) -> pygame.Surface:
    """Backs: a movement card's (a spider web) or an interference card's (a cracked museum ticket
    with a bat), each with its own colour so the piles never mix."""
    size = CARD_SIZE if kind == "move" else INTERFERENCE_SIZE
    w, h = size[0] * 2, size[1] * 2
    if kind == "move":
        s = _card_base((w, h), (50, 30, 70), (20, 12, 30), BONE_DARK)
        cx, cy = w / 2, h / 2
        for ring in range(1, 6):
            r = ring * w * 0.09
            pts = [
                (cx + r * math.cos(math.tau * i / 8), cy + r * math.sin(math.tau * i / 8)) for i in range(8)
            ]
            pygame.draw.polygon(s, BONE_DARK, pts, 2)
        for i in range(8):
            a = math.tau * i / 8
            pygame.draw.line(
                s, BONE_DARK, (cx, cy), (cx + w * 0.5 * math.cos(a), cy + w * 0.5 * math.sin(a)), 2
            )
        _spider(s, cx, cy - w * 0.05, w * 0.14, INK)
        return _finish_card(s, size, 22)
    s = _card_base((w, h), (120, 40, 40), (50, 12, 20), GOLD)
    inner = s.get_rect().inflate(-w // 4, -h // 4)
    pygame.draw.rect(s, _mix(GOLD, INK, 0.55), inner, 3, border_radius=16)
    for side in (inner.left, inner.right):
        for y in range(inner.top + 20, inner.bottom - 10, 28):
            pygame.draw.circle(s, (50, 12, 20), (side, y), 6)
    bat_layer = ac.surface((w, h))
    _bat(bat_layer, w / 2, h / 2, w * 0.3, INK)
    s.blit(_outlined(bat_layer, 4, _mix(GOLD, INK, 0.2)), (0, 0))
    return _finish_card(s, size, 26)


def placeholder_card(infected: bool) -> pygame.Surface:
    """The placeholder card: an empty gilded portrait frame (the table puts the runner's token in
    it); its red side, infected, shows a biohazard sign over the antidote's phial."""
    w, h = CARD_SIZE[0] * 2, CARD_SIZE[1] * 2
    if infected:
        s = _card_base((w, h), (150, 30, 40), (60, 10, 20), SLIME)
        _biohazard(s, w / 2, h * 0.36, w * 0.3, SLIME)
        _antidote(s, w / 2, h * 0.74, w * 0.2)
        return _finish_card(s, CARD_SIZE, 22)
    s = _card_base((w, h), (60, 50, 70), (30, 22, 38), BONE)
    frame = pygame.Rect(0, 0, round(w * 0.74), round(w * 0.9))
    frame.center = (w // 2, h // 2)
    pygame.draw.ellipse(s, GOLD, frame)
    pygame.draw.ellipse(s, (24, 16, 30), frame.inflate(-22, -22))
    pygame.draw.ellipse(s, _mix(GOLD, INK, 0.4), frame.inflate(-10, -10), 3)
    return _finish_card(s, CARD_SIZE, 22)


# --- icons --------------------------------------------------------------------------------------------


def _biohazard(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    layer = ac.surface(s.get_size())
    for i in range(3):
        a = math.radians(-90 + i * 120)
        pygame.draw.circle(layer, colour, (cx + r * 0.5 * math.cos(a), cy + r * 0.5 * math.sin(a)), r * 0.5)
    for i in range(3):
        a = math.radians(-90 + i * 120)
        pygame.draw.circle(
            layer, (0, 0, 0, 0), (cx + r * 0.68 * math.cos(a), cy + r * 0.68 * math.sin(a)), r * 0.34
        )
    pygame.draw.circle(layer, (0, 0, 0, 0), (cx, cy), r * 0.2)
    pygame.draw.circle(layer, colour, (cx, cy), r * 0.62, max(2, round(r * 0.1)))
    pygame.draw.circle(layer, (0, 0, 0, 0), (cx, cy), r * 0.12)
    s.blit(_outlined(layer, max(2, round(r * 0.08))), (0, 0))


def _antidote(s: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """A round-bellied phial of glowing green with a cork and a white cross."""
    layer = ac.surface(s.get_size())
    pygame.draw.rect(layer, (210, 230, 240), (cx - r * 0.26, cy - r * 1.0, r * 0.52, r * 0.6))
    pygame.draw.circle(layer, (210, 230, 240), (cx, cy + r * 0.18), r * 0.72)
    pygame.draw.circle(layer, SLIME, (cx, cy + r * 0.24), r * 0.6)
    pygame.draw.rect(layer, (150, 100, 60), (cx - r * 0.3, cy - r * 1.18, r * 0.6, r * 0.3), border_radius=4)
    t = r * 0.16
    pygame.draw.rect(layer, WHITE, (cx - t / 2, cy - r * 0.08, t, r * 0.64))
    pygame.draw.rect(layer, WHITE, (cx - r * 0.32, cy + r * 0.24 - t / 2, r * 0.64, t))
    s.blit(_outlined(layer, max(2, round(r * 0.1))), (0, 0))


def _claw(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    layer = ac.surface(s.get_size())
    for i in (-1, 0, 1):
        x = cx + i * r * 0.42
        ac.poly(
            layer,
            colour,
            [
                (x - r * 0.12 + r * 0.3, cy - r),
                (x + r * 0.12 + r * 0.3, cy - r * 0.9),
                (x + r * 0.05 - r * 0.3, cy + r),
                (x - r * 0.05 - r * 0.3, cy + r * 0.9),
            ],
        )
    s.blit(_outlined(layer, max(2, round(r * 0.1))), (0, 0))


def _fire(s: pygame.Surface, cx: float, cy: float, r: float) -> None:
    layer = ac.surface(s.get_size())
    for scale, colour in ((1.0, BLOOD), (0.7, PUMPKIN), (0.4, GOLD)):
        k = r * scale
        base = cy + r * 0.9
        pts = [
            (cx, base - 2 * k),
            (cx + k * 0.35, base - 1.3 * k),
            (cx + k * 0.55, base - 1.55 * k),
            (cx + k * 0.8, base - 0.6 * k),
            (cx + k * 0.5, base),
            (cx - k * 0.5, base),
            (cx - k * 0.8, base - 0.6 * k),
            (cx - k * 0.5, base - 1.2 * k),
            (cx - k * 0.25, base - 0.9 * k),
        ]
        ac.poly(layer, colour, pts)
    s.blit(_outlined(layer, max(2, round(r * 0.1))), (0, 0))


def _mini_card(s: pygame.Surface, rect: pygame.Rect, face: RGB, angle: float = 0) -> None:
    card = ac.surface(rect.size)
    pygame.draw.rect(card, INK, card.get_rect(), border_radius=max(2, rect.w // 6))
    pygame.draw.rect(card, face, card.get_rect().inflate(-6, -6), border_radius=max(2, rect.w // 7))
    if angle:
        card = pygame.transform.rotate(card, angle)
    s.blit(card, card.get_rect(center=rect.center))


def _cards(s: pygame.Surface, cx: float, cy: float, r: float, count: int = 2) -> None:
    for i in range(count):
        offset = (i - (count - 1) / 2) * r * 0.5
        rect = pygame.Rect(0, 0, round(r * 0.9), round(r * 1.3))
        rect.center = (round(cx + offset), round(cy))
        _mini_card(s, rect, (190, 60, 60) if i % 2 else GOLD, -offset / r * 30)


def _head(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    """A runner as a pictogram: a head on shoulders."""
    pygame.draw.circle(s, colour, (cx, cy - r * 0.4), r * 0.42)
    pygame.draw.ellipse(s, colour, (cx - r * 0.75, cy + r * 0.1, r * 1.5, r * 1.1))


def _hourglass(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    ac.poly(
        s,
        colour,
        [
            (cx - r * 0.6, cy - r),
            (cx + r * 0.6, cy - r),
            (cx + r * 0.1, cy),
            (cx + r * 0.6, cy + r),
            (cx - r * 0.6, cy + r),
            (cx - r * 0.1, cy),
        ],
    )
    ac.poly(s, INK, [(cx - r * 0.3, cy + r * 0.75), (cx + r * 0.3, cy + r * 0.75), (cx, cy + r * 0.35)])
    pygame.draw.rect(s, colour, (cx - r * 0.75, cy - r * 1.12, r * 1.5, r * 0.2))
    pygame.draw.rect(s, colour, (cx - r * 0.75, cy + r * 0.92, r * 1.5, r * 0.2))


def _digit(s: pygame.Surface, text: str, cx: float, cy: float, size: int, colour: RGB) -> None:
    ac.text(s, text, ac.BOLD, size, colour, (cx, cy), outline=max(2, size // 10), outline_color=INK)


def _monster_mark(s: pygame.Surface, monster: Monster, cx: float, cy: float, r: float) -> None:
    """The small icon of a monster on interference cards and panels: fangs, a paw, a rotting hand,
    a flame-tipped wing; each in its own colour and shape."""
    layer = ac.surface(s.get_size())
    if monster is Monster.VAMPIRE:
        pygame.draw.circle(layer, BLOOD, (cx, cy), r)
        pygame.draw.arc(
            layer,
            WHITE,
            (cx - r * 0.6, cy - r * 0.8, r * 1.2, r * 1.0),
            math.pi * 1.05,
            math.pi * 1.95,
            max(2, round(r * 0.12)),
        )
        for side in (-1, 1):
            ac.poly(
                layer,
                WHITE,
                [
                    (cx + side * r * 0.45, cy - r * 0.05),
                    (cx + side * r * 0.15, cy - r * 0.05),
                    (cx + side * r * 0.3, cy + r * 0.55),
                ],
            )
    elif monster is Monster.BEAR:
        colour = (150, 96, 52)
        pygame.draw.ellipse(layer, colour, (cx - r * 0.6, cy - r * 0.1, r * 1.2, r * 1.0))
        for i, (dx, dy) in enumerate(((-0.78, -0.3), (-0.3, -0.78), (0.3, -0.78), (0.78, -0.3))):
            del i
            pygame.draw.circle(layer, colour, (cx + dx * r, cy + dy * r), r * 0.26)
    elif monster is Monster.ZOMBIE:
        colour = (110, 170, 80)
        pygame.draw.rect(
            layer, colour, (cx - r * 0.55, cy - r * 0.1, r * 1.1, r * 1.05), border_radius=round(r * 0.2)
        )
        for i in range(4):
            x = cx - r * 0.5 + i * r * 0.33
            pygame.draw.rect(
                layer,
                colour,
                (x, cy - r * (0.95 - 0.12 * abs(i - 1.5)), r * 0.26, r * 1.0),
                border_radius=round(r * 0.12),
            )
        pygame.draw.line(
            layer, INK, (cx - r * 0.4, cy + r * 0.5), (cx + r * 0.4, cy + r * 0.3), max(2, round(r * 0.08))
        )
    else:
        colour = (200, 60, 40)
        ac.poly(
            layer,
            colour,
            [
                (cx - r, cy + r * 0.6),
                (cx - r * 0.2, cy - r),
                (cx + r * 0.1, cy - r * 0.3),
                (cx + r * 0.5, cy - r * 0.9),
                (cx + r * 0.6, cy - r * 0.1),
                (cx + r, cy - r * 0.4),
                (cx + r * 0.7, cy + r * 0.6),
            ],
        )
        ac.poly(
            layer,
            GOLD,
            [(cx - r * 0.5, cy + r * 0.6), (cx - r * 0.1, cy - r * 0.2), (cx + r * 0.3, cy + r * 0.6)],
        )
    s.blit(_outlined(layer, max(2, round(r * 0.12))), (0, 0))


def _plus(s: pygame.Surface, cx: float, cy: float, r: float) -> None:
    layer = ac.surface(s.get_size())
    pygame.draw.circle(layer, GOLD, (cx, cy), r)
    t = r * 0.36
    pygame.draw.rect(layer, INK, (cx - t / 2, cy - r * 0.62, t, r * 1.24))
    pygame.draw.rect(layer, INK, (cx - r * 0.62, cy - t / 2, r * 1.24, t))
    s.blit(_outlined(layer, max(2, round(r * 0.1))), (0, 0))


def _once(s: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """ "One at a time": a single card in a ring, for the cards a new one replaces."""
    layer = ac.surface(s.get_size())
    pygame.draw.circle(layer, (90, 160, 230), (cx, cy), r)
    rect = pygame.Rect(0, 0, round(r * 0.8), round(r * 1.15))
    rect.center = (round(cx), round(cy))
    _mini_card(layer, rect, WHITE)
    _digit(layer, "1", cx, cy, max(10, round(r * 0.9)), INK if False else (90, 160, 230))
    s.blit(_outlined(layer, max(2, round(r * 0.1))), (0, 0))


def _round(s: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """ "One round": an hourglass, for the cards that leave after a round."""
    layer = ac.surface(s.get_size())
    pygame.draw.circle(layer, (230, 200, 120), (cx, cy), r)
    _hourglass(layer, cx, cy, r * 0.62, INK)
    s.blit(_outlined(layer, max(2, round(r * 0.1))), (0, 0))


def icon(kind: str) -> pygame.Surface:
    """A 64 px icon at 2x: the "+" mark, a monster's mark, a board's special, a card's duration."""
    size = ICON_SIZE[0] * 2
    s = ac.surface((size, size))
    c, r = size / 2, size * 0.4
    if kind == "plus":
        _plus(s, c, c, r)
    elif kind in {m.value for m in Monster}:
        _monster_mark(s, Monster(kind), c, c, r)
    elif kind == Special.CLAW.value:
        _claw(s, c, c, r, (230, 230, 230))
    elif kind == Special.FIRE.value:
        _fire(s, c, c, r * 0.95)
    elif kind == Special.BIOHAZARD.value:
        _biohazard(s, c, c, r, SLIME)
    elif kind == Special.CARDS.value:
        layer = ac.surface((size, size))
        _cards(layer, c, c, r, 2)
        s.blit(layer, (0, 0))
    elif kind == "antidote":
        _antidote(s, c, c + r * 0.1, r * 0.78)
    elif kind == Lasts.UNTIL_REPLACED.value:
        _once(s, c, c, r)
    elif kind == Lasts.ROUND.value:
        _round(s, c, c, r)
    else:
        raise ValueError(kind)
    return ac.downscale(s, ICON_SIZE)


ICONS: tuple[str, ...] = (
    "plus",
    *(m.value for m in Monster),
    *(sp.value for sp in Special),
    "antidote",
    Lasts.UNTIL_REPLACED.value,
    Lasts.ROUND.value,
)


# --- the path card -----------------------------------------------------------------------------------


def path_card() -> pygame.Surface:
    """The path card's face: a dark museum floor plan in a bone frame, with a faint round spot under
    each of the 4 x 4 places a symbol may stand.  The table draws the trail, the glowing start, the
    symbols and the antidote icon on it."""
    w, h = PATH_SIZE[0] * 2, PATH_SIZE[1] * 2
    s = ac.vertical_gradient((w, h), [(0.0, (40, 28, 58)), (1.0, (24, 16, 36))])
    margin = table.PATH_MARGIN * 2
    cell = (w - 2 * margin) / table.PATH_GRID
    for row in range(table.PATH_GRID):
        for col in range(table.PATH_GRID):
            x, y = margin + col * cell, margin + row * cell
            pygame.draw.rect(s, (46, 34, 66) if (row + col) % 2 else (36, 26, 52), (x, y, cell, cell))
            pygame.draw.circle(s, (58, 44, 80), (x + cell / 2, y + cell / 2), cell * 0.44)
    pygame.draw.rect(s, BONE, s.get_rect(), 14, border_radius=44)
    pygame.draw.rect(s, BONE_DARK, s.get_rect().inflate(-30, -30), 3, border_radius=32)
    for corner in ((0, 0), (w, 0), (0, h), (w, h)):
        fx = 1 if corner[0] == 0 else -1
        fy = 1 if corner[1] == 0 else -1
        for ring in range(1, 4):
            rr = ring * 18
            pts = [
                (corner[0] + fx * rr * math.cos(a), corner[1] + fy * rr * math.sin(a))
                for a in (math.radians(d) for d in range(0, 91, 18))
            ]
            pygame.draw.lines(s, BONE_DARK, False, pts, 2)
    return ac.downscale(ac.rounded_mask(s, 44), PATH_SIZE)


def path_back() -> pygame.Surface:
    """The path deck's back: a full moon over the museum's roof, footprints leading away."""
    w, h = PATH_BACK_SIZE[0] * 2, PATH_BACK_SIZE[1] * 2
    s = ac.vertical_gradient((w, h), [(0.0, (26, 14, 50)), (0.7, (80, 30, 70)), (1.0, (150, 60, 40))])
    pygame.draw.circle(s, (250, 236, 190), (w * 0.68, h * 0.3), w * 0.16)
    roof = [(w * 0.08, h * 0.78), (w * 0.5, h * 0.5), (w * 0.92, h * 0.78)]
    ac.poly(s, INK, roof)
    pygame.draw.rect(s, INK, (w * 0.14, h * 0.76, w * 0.72, h * 0.24))
    for i in range(4):
        pygame.draw.rect(s, (255, 190, 80), (w * (0.2 + i * 0.17), h * 0.82, w * 0.06, h * 0.1))
    _bat(s, w * 0.3, h * 0.22, w * 0.08, INK)
    pygame.draw.rect(s, BONE, s.get_rect(), 12, border_radius=36)
    return ac.downscale(ac.rounded_mask(s, 36), PATH_BACK_SIZE)


def path_start() -> pygame.Surface:
    """The glowing start: a golden halo the table centres under the first symbol of the trail."""
    size = 200
    s = ac.surface((size * 2, size * 2))
    s.blit(ac.radial_glow(size, (255, 230, 120), 255, 40), (0, 0))
    pygame.draw.circle(s, (255, 236, 150), (size, size), size * 0.78, 10)
    for i in range(12):
        a = math.tau * i / 12
        inner, outer = size * 0.82, size * 0.96
        pygame.draw.line(
            s,
            (255, 220, 120),
            (size + inner * math.cos(a), size + inner * math.sin(a)),
            (size + outer * math.cos(a), size + outer * math.sin(a)),
            8,
        )
    return ac.downscale(s, (size, size))


def footprint() -> pygame.Surface:
    """One footprint pointing up, bone white with a dark edge: the table rotates it along the trail."""
    size = 96
    s = ac.surface((size, size))
    ac.footprint(s, size / 2, size / 2, 0.62, BONE)
    return ac.downscale(_outlined(s, 4), (48, 48))


# --- interference cards ----------------------------------------------------------------------------------

ARROW: RGB = (250, 230, 190)


def _arrow(s: pygame.Surface, points: Sequence[Pt], colour: RGB, width: int) -> None:
    """A thick polyline ending in an arrowhead."""
    pygame.draw.lines(s, colour, False, points, width)
    for p in points[1:-1]:
        pygame.draw.circle(s, colour, p, width / 2)
    (x0, y0), (x1, y1) = points[-2], points[-1]
    a = math.atan2(y1 - y0, x1 - x0)
    head = width * 1.8
    ac.poly(
        s,
        colour,
        [
            (x1 + math.cos(a) * head * 0.6, y1 + math.sin(a) * head * 0.6),
            (x1 + math.cos(a + 2.3) * head, y1 + math.sin(a + 2.3) * head),
            (x1 + math.cos(a - 2.3) * head, y1 + math.sin(a - 2.3) * head),
        ],
    )


def _curve(cx: float, cy: float, r: float, start: float, end: float, steps: int = 20) -> list[Pt]:
    return [
        (
            cx + r * math.cos(math.radians(start + (end - start) * i / steps)),
            cy + r * math.sin(math.radians(start + (end - start) * i / steps)),
        )
        for i in range(steps + 1)
    ]


def _double(rect: tuple[int, int, int, int]) -> pygame.Rect:
    """A final-size rectangle at the 2x the cards are drawn at."""
    x, y, w, h = rect
    return pygame.Rect(x * 2, y * 2, w * 2, h * 2)


def _dots(s: pygame.Surface, xs: Sequence[float], y: float, r: float, colour: RGB) -> None:
    for x in xs:
        pygame.draw.circle(s, colour, (x, y), r)


def _kind_picture(s: pygame.Surface, kind: Kind, area: pygame.Rect) -> None:
    """The picture of one kind of card, drawn into ``area`` (2x pixels)."""
    cx, cy, w, h = area.centerx, area.centery, area.w, area.h
    lw = max(6, w // 18)
    if kind is Kind.BACK_AWAY:
        _arrow(
            s,
            [
                (cx + w * 0.3, cy - h * 0.28),
                (cx - w * 0.1, cy - h * 0.28),
                *_curve(cx - w * 0.1, cy, h * 0.28, 270, 90)[1:],
                (cx + w * 0.25, cy + h * 0.28),
            ],
            ARROW,
            lw,
        )
    elif kind is Kind.BOOST:
        for dx in (-0.2, 0.1):
            pts = [(cx + w * dx, cy - h * 0.32), (cx + w * (dx + 0.2), cy), (cx + w * dx, cy + h * 0.32)]
            pygame.draw.lines(s, GOLD, False, pts, lw * 2)
        for i in range(3):
            y = cy + (i - 1) * h * 0.2
            pygame.draw.line(s, ARROW, (cx - w * 0.42, y), (cx - w * 0.28, y), lw // 2)
    elif kind is Kind.FAIR_TRADE:
        _arrow(s, _curve(cx, cy + h * 0.05, w * 0.26, 200, 340), ARROW, lw)
        _arrow(s, _curve(cx, cy - h * 0.05, w * 0.26, 20, 160), (230, 120, 120), lw)
        _digit(s, "?", cx, cy, round(h * 0.4), GOLD)
    elif kind is Kind.FOCUS:
        for i, colour in enumerate((BLOOD, BONE, BLOOD, BONE)):
            pygame.draw.circle(s, colour, (cx, cy), h * (0.4 - i * 0.1))
        pygame.draw.line(s, INK, (cx - h * 0.46, cy), (cx + h * 0.46, cy), 4)
        pygame.draw.line(s, INK, (cx, cy - h * 0.46), (cx, cy + h * 0.46), 4)
    elif kind is Kind.HAVE_MINE:
        for i in range(3):
            rect = pygame.Rect(0, 0, round(w * 0.18), round(h * 0.46))
            rect.center = (round(cx - w * 0.22 + i * 14), round(cy - i * 6))
            _mini_card(s, rect, (190, 60, 60), 10 - i * 10)
        _arrow(s, [(cx - w * 0.02, cy), (cx + w * 0.3, cy)], ARROW, lw)
        _head(s, cx + w * 0.4, cy, h * 0.22, BONE)
    elif kind is Kind.LITTLE_SHORTCUT:
        xs = [cx - w * 0.3, cx, cx + w * 0.3]
        _dots(s, xs, cy + h * 0.22, h * 0.08, BONE)
        pygame.draw.circle(s, BLOOD, (xs[1], cy + h * 0.22), h * 0.1, 4)
        _arrow(s, _curve(cx, cy + h * 0.22, w * 0.3, 180, 355), GOLD, lw)
    elif kind is Kind.THE_LONG_WAY:
        pts = [(cx - w * 0.42, cy + h * 0.34)]
        pts += _curve(cx - w * 0.16, cy + h * 0.05, h * 0.3, 150, -200)
        pts += [(cx + w * 0.42, cy + h * 0.34)]
        _arrow(s, pts, ARROW, lw)
        disc = _double(LONG_WAY_SLOT_RECT)
        pygame.draw.circle(s, INK, disc.center, disc.w / 2 + 4)
        pygame.draw.circle(s, GOLD, disc.center, disc.w / 2 + 4, 4)
    elif kind is Kind.MAJOR_SHORTCUT:
        xs = [cx - w * 0.36 + i * w * 0.12 for i in range(6)]
        _dots(s, xs, cy + h * 0.26, h * 0.05, BONE_DARK)
        _arrow(s, _curve(cx, cy + h * 0.3, w * 0.36, 190, 345), GOLD, lw + 4)
        flag = pygame.Rect(round(cx + w * 0.32), round(cy - h * 0.05), round(w * 0.14), round(h * 0.16))
        pygame.draw.line(s, BONE, flag.topleft, (flag.x, flag.bottom + h * 0.2), 4)
        for i in range(4):
            for j in range(2):
                pygame.draw.rect(
                    s,
                    WHITE if (i + j) % 2 == 0 else INK,
                    (flag.x + i * flag.w / 4, flag.y + j * flag.h / 2, flag.w / 4 + 1, flag.h / 2 + 1),
                )
    elif kind is Kind.NOT_THAT_WAY:
        ring = _double(NOT_THAT_WAY_SLOT_RECT).inflate(24, 24)
        pygame.draw.circle(s, BLOOD, ring.center, ring.w / 2, lw + 2)
        off = ring.w / 2 * 0.7
        pygame.draw.line(
            s,
            BLOOD,
            (ring.centerx - off, ring.centery - off),
            (ring.centerx + off, ring.centery + off),
            lw + 2,
        )
    elif kind is Kind.SHIELD:
        top, bottom = cy - h * 0.42, cy + h * 0.44
        pts = [
            (cx - w * 0.24, top + 10),
            (cx, top),
            (cx + w * 0.24, top + 10),
            (cx + w * 0.22, cy + h * 0.05),
            (cx, bottom),
            (cx - w * 0.22, cy + h * 0.05),
        ]
        ac.poly(s, (90, 160, 230), pts)
        pygame.draw.polygon(s, BONE, pts, 6)
        pygame.draw.line(s, BONE, (cx, top + 12), (cx, bottom - 12), 6)
    elif kind is Kind.STEAL:
        rect = pygame.Rect(0, 0, round(w * 0.2), round(h * 0.5))
        rect.center = (round(cx + w * 0.18), round(cy))
        _mini_card(s, rect, GOLD, -12)
        hand = (150, 200, 120)
        pygame.draw.ellipse(s, hand, (cx - w * 0.34, cy - h * 0.16, w * 0.26, h * 0.34))
        for i in range(4):
            y = cy - h * 0.14 + i * h * 0.09
            pygame.draw.line(s, hand, (cx - w * 0.12, y), (cx + w * 0.06, y - h * 0.02), 9)
        for i in range(3):
            y = cy + (i - 1) * h * 0.18
            pygame.draw.line(s, ARROW, (cx - w * 0.46, y), (cx - w * 0.38, y), 4)
    elif kind in (Kind.STEPPING_STONES_EVENS, Kind.STEPPING_STONES_ODDS):
        first, then = ("2468", "1357") if kind is Kind.STEPPING_STONES_EVENS else ("1357", "2468")
        pygame.draw.rect(s, (40, 70, 120), (area.x + 8, area.y + h * 0.3, w - 16, h * 0.5), border_radius=20)
        for row, digits, colour in ((0, first, GOLD), (1, then, BONE)):
            y = cy - h * 0.18 + row * h * 0.4
            for i, d in enumerate(digits):
                x = cx - w * 0.33 + i * w * 0.22 + row * w * 0.04
                pygame.draw.ellipse(s, (120, 116, 130), (x - 26, y - 18, 52, 36))
                _digit(s, d, x, y - 2, 30, colour)
        _arrow(
            s,
            [(cx + w * 0.42, cy - h * 0.16), (cx + w * 0.44, cy + h * 0.06), (cx + w * 0.36, cy + h * 0.16)],
            ARROW,
            6,
        )
    elif kind is Kind.SWITCHEROO:
        _arrow(s, _curve(cx, cy + h * 0.12, w * 0.3, 200, 340), ARROW, lw)
        _arrow(s, _curve(cx, cy - h * 0.12, w * 0.3, 20, 160), ARROW, lw)
        for slot in SWITCHEROO_SLOT_RECTS:
            disc = _double(slot)
            pygame.draw.circle(s, INK, disc.center, disc.w / 2 + 6)
            pygame.draw.circle(s, GOLD, disc.center, disc.w / 2 + 6, 3)


INTERFERENCE_TONES: dict[Kind, RGB] = {
    Kind.BACK_AWAY: (110, 40, 60),
    Kind.BOOST: (40, 110, 70),
    Kind.FAIR_TRADE: (90, 70, 40),
    Kind.FOCUS: (40, 90, 110),
    Kind.HAVE_MINE: (90, 70, 40),
    Kind.LITTLE_SHORTCUT: (40, 110, 70),
    Kind.THE_LONG_WAY: (110, 40, 60),
    Kind.MAJOR_SHORTCUT: (40, 110, 70),
    Kind.NOT_THAT_WAY: (110, 40, 60),
    Kind.SHIELD: (40, 90, 110),
    Kind.STEAL: (90, 70, 40),
    Kind.STEPPING_STONES_EVENS: (110, 40, 60),
    Kind.STEPPING_STONES_ODDS: (110, 40, 60),
    Kind.SWITCHEROO: (110, 40, 60),
}


def interference_card(kind: Kind) -> pygame.Surface:
    """An interference card: its picture on a coloured plate (red for cards that hinder, green for
    those that help, blue for guarding ones, brown for the ones acting at once), the duration icon in
    the bottom-left corner, and a plain dark panel below for the table's translated text."""
    w, h = INTERFERENCE_SIZE[0] * 2, INTERFERENCE_SIZE[1] * 2
    tone = INTERFERENCE_TONES[kind]
    s = _card_base((w, h), _mix(tone, WHITE, 0.1), _mix(tone, INK, 0.6), BONE)
    picture = _double(INTERFERENCE_PICTURE_RECT)
    pygame.draw.rect(s, _mix(tone, INK, 0.3), picture, border_radius=18)
    _kind_picture(s, kind, picture.inflate(-20, -20))
    tx, ty, tw, th = INTERFERENCE_TEXT_RECT
    panel = pygame.Rect(tx * 2, ty * 2, tw * 2, th * 2)
    pygame.draw.rect(s, (20, 14, 26), panel, border_radius=12)
    pygame.draw.rect(s, _mix(BONE, INK, 0.5), panel, 2, border_radius=12)
    lasts = ac.surface((56, 56))
    (_once if KINDS[kind].lasts is Lasts.UNTIL_REPLACED else _round)(lasts, 28, 28, 24)
    s.blit(lasts, (panel.x - 6, panel.y - 40))
    return _finish_card(s, INTERFERENCE_SIZE, 26)


# --- the monster boards -------------------------------------------------------------------------------------

BOARD_TONES: dict[Monster, tuple[RGB, RGB, RGB]] = {  # sky top, sky bottom, accent
    Monster.VAMPIRE: ((60, 10, 30), (20, 6, 18), (220, 40, 60)),
    Monster.BEAR: ((50, 40, 24), (20, 16, 12), (210, 150, 80)),
    Monster.ZOMBIE: ((26, 50, 30), (10, 20, 14), (130, 220, 90)),
    Monster.DRAGON: ((80, 30, 10), (26, 10, 8), (255, 140, 40)),
}


def _portrait(s: pygame.Surface, monster: Monster, rect: pygame.Rect) -> None:
    """The monster's head, big and plain, in the board's emblem box."""
    cx, cy, r = rect.centerx, rect.centery + rect.h * 0.06, rect.h * 0.4
    layer = ac.surface(s.get_size())
    if monster is Monster.VAMPIRE:
        ac.poly(
            layer,
            (30, 10, 20),
            [
                (cx - r * 1.15, cy + r * 1.1),
                (cx - r * 1.0, cy - r * 0.2),
                (cx + r * 1.0, cy - r * 0.2),
                (cx + r * 1.15, cy + r * 1.1),
            ],
        )
        ac.poly(
            layer,
            BLOOD,
            [(cx - r * 1.0, cy - r * 0.2), (cx - r * 1.3, cy - r * 1.0), (cx - r * 0.5, cy + r * 0.3)],
        )
        ac.poly(
            layer,
            BLOOD,
            [(cx + r * 1.0, cy - r * 0.2), (cx + r * 1.3, cy - r * 1.0), (cx + r * 0.5, cy + r * 0.3)],
        )
        pygame.draw.ellipse(layer, (226, 220, 230), (cx - r * 0.62, cy - r * 0.95, r * 1.24, r * 1.6))
        ac.poly(
            layer,
            INK,
            [
                (cx - r * 0.66, cy - r * 0.5),
                (cx - r * 0.6, cy - r * 1.0),
                (cx + r * 0.6, cy - r * 1.0),
                (cx + r * 0.66, cy - r * 0.5),
                (cx, cy - r * 0.62),
            ],
        )
        for side in (-1, 1):
            pygame.draw.ellipse(
                layer, BLOOD, (cx + side * r * 0.26 - r * 0.12, cy - r * 0.32, r * 0.24, r * 0.14)
            )
            ac.poly(
                layer,
                WHITE,
                [
                    (cx + side * r * 0.1, cy + r * 0.3),
                    (cx + side * r * 0.22, cy + r * 0.3),
                    (cx + side * r * 0.16, cy + r * 0.48),
                ],
            )
        pygame.draw.line(layer, INK, (cx - r * 0.24, cy + r * 0.3), (cx + r * 0.24, cy + r * 0.3), 4)
    elif monster is Monster.BEAR:
        fur, muzzle = (120, 76, 40), (200, 160, 110)
        for side in (-1, 1):
            pygame.draw.circle(layer, fur, (cx + side * r * 0.72, cy - r * 0.72), r * 0.34)
            pygame.draw.circle(layer, muzzle, (cx + side * r * 0.72, cy - r * 0.72), r * 0.16)
        pygame.draw.circle(layer, fur, (cx, cy), r)
        pygame.draw.ellipse(layer, muzzle, (cx - r * 0.42, cy + r * 0.05, r * 0.84, r * 0.66))
        pygame.draw.ellipse(layer, INK, (cx - r * 0.16, cy + r * 0.1, r * 0.32, r * 0.2))
        for side in (-1, 1):
            pygame.draw.circle(layer, INK, (cx + side * r * 0.36, cy - r * 0.22), r * 0.1)
            ac.poly(
                layer,
                WHITE,
                [
                    (cx + side * r * 0.14, cy + r * 0.5),
                    (cx + side * r * 0.26, cy + r * 0.5),
                    (cx + side * r * 0.2, cy + r * 0.68),
                ],
            )
    elif monster is Monster.ZOMBIE:
        skin = (120, 170, 100)
        pygame.draw.rect(
            layer, skin, (cx - r * 0.8, cy - r * 0.95, r * 1.6, r * 1.9), border_radius=round(r * 0.5)
        )
        for i in range(5):
            pygame.draw.rect(
                layer,
                (60, 40, 30),
                (cx - r * 0.8 + i * r * 0.34, cy - r * 1.0, r * 0.3, r * (0.3 + 0.1 * (i % 2))),
            )
        pygame.draw.circle(layer, (250, 250, 200), (cx - r * 0.32, cy - r * 0.2), r * 0.24)
        pygame.draw.circle(layer, INK, (cx - r * 0.32, cy - r * 0.2), r * 0.08)
        pygame.draw.circle(layer, (250, 250, 200), (cx + r * 0.34, cy - r * 0.14), r * 0.16)
        pygame.draw.circle(layer, INK, (cx + r * 0.36, cy - r * 0.12), r * 0.06)
        pygame.draw.rect(layer, (50, 30, 30), (cx - r * 0.4, cy + r * 0.34, r * 0.8, r * 0.26))
        for i in range(4):
            pygame.draw.rect(
                layer, (230, 220, 180), (cx - r * 0.36 + i * r * 0.2, cy + r * 0.34, r * 0.12, r * 0.12)
            )
        pygame.draw.line(layer, INK, (cx + r * 0.1, cy - r * 0.7), (cx + r * 0.6, cy - r * 0.5), 4)
        for i in range(4):
            x = cx + r * 0.18 + i * r * 0.13
            pygame.draw.line(
                layer, INK, (x, cy - r * 0.74 + i * 0.05 * r), (x, cy - r * 0.5 + i * 0.05 * r), 3
            )
    else:
        scale = (190, 50, 30)
        for side in (-1, 1):
            ac.poly(
                layer,
                BONE,
                [
                    (cx + side * r * 0.3, cy - r * 0.6),
                    (cx + side * r * 0.9, cy - r * 1.2),
                    (cx + side * r * 0.6, cy - r * 0.4),
                ],
            )
        pygame.draw.ellipse(layer, scale, (cx - r * 0.75, cy - r * 0.85, r * 1.5, r * 1.5))
        pygame.draw.ellipse(layer, scale, (cx - r * 0.55, cy - r * 0.1, r * 1.1, r * 1.05))
        for side in (-1, 1):
            pygame.draw.ellipse(
                layer, GOLD, (cx + side * r * 0.34 - r * 0.16, cy - r * 0.4, r * 0.32, r * 0.22)
            )
            pygame.draw.line(
                layer, INK, (cx + side * r * 0.34, cy - r * 0.38), (cx + side * r * 0.34, cy - r * 0.2), 4
            )
            pygame.draw.circle(layer, INK, (cx + side * r * 0.16, cy + r * 0.5), r * 0.06)
        _fire_layer = ac.surface(s.get_size())
        _fire(_fire_layer, cx, cy + r * 0.55, r * 0.3)
        layer.blit(_fire_layer, (0, r * 0.35))
    s.blit(_outlined(layer, 5), (0, 0))


def _panel_plate(s: pygame.Surface, rect: pygame.Rect, accent: RGB) -> None:
    pygame.draw.rect(s, (12, 8, 16, 200), rect, border_radius=14)
    pygame.draw.rect(s, _mix(accent, INK, 0.3), rect, 3, border_radius=14)


def _panel_pictures(s: pygame.Surface, monster: Monster, parts: dict[str, pygame.Rect]) -> None:
    """Pictograms for the three panels: who draws and how many, where cards go, what clears them
    (the table shows the panels' words on request, in the player's language)."""
    d, p, c = parts["draws"], parts["plays"], parts["clears"]
    count = {Monster.DRAGON: 2}.get(monster, 1)
    _cards(s, d.x + d.w * 0.26, d.centery, d.h * 0.4, count)
    _arrow(s, [(d.x + d.w * 0.46, d.centery), (d.x + d.w * 0.6, d.centery)], ARROW, 6)
    who = d.x + d.w * 0.8
    if monster is Monster.VAMPIRE:
        pygame.draw.circle(s, GOLD, (who, d.centery), d.h * 0.26, 5)
        pygame.draw.circle(s, GOLD, (who, d.centery), d.h * 0.08)
    elif monster is Monster.ZOMBIE:
        _head(s, who, d.centery, d.h * 0.3, (120, 190, 90))
    elif monster is Monster.DRAGON:
        big = ac.surface((80, 80))
        _cards(big, 40, 40, 34, 2)
        s.blit(big, (who - 40, d.centery - 40))
    else:
        for i in (-1, 0, 1):
            _head(s, who + i * d.h * 0.22, d.centery + abs(i) * 4, d.h * 0.22, BONE)
    # where the cards are played
    if monster is Monster.VAMPIRE:
        pygame.draw.circle(s, GOLD, (p.x + p.w * 0.5, p.centery - 6), p.h * 0.18, 5)
        for i in range(5):
            a = math.pi + math.pi * i / 4
            _head(
                s,
                p.x + p.w * 0.5 + p.w * 0.34 * math.cos(a),
                p.centery + 22 + p.h * 0.28 * math.sin(a) * -0.6,
                p.h * 0.16,
                BONE,
            )
    elif monster is Monster.ZOMBIE:
        _cards(s, p.x + p.w * 0.3, p.centery, p.h * 0.36, 1)
        _arrow(s, [(p.x + p.w * 0.45, p.centery), (p.x + p.w * 0.6, p.centery)], ARROW, 6)
        _head(s, p.x + p.w * 0.78, p.centery, p.h * 0.3, (120, 190, 90))
    else:
        _head(s, p.x + p.w * 0.2, p.centery, p.h * 0.3, GOLD)
        for i, dy in enumerate((-0.28, 0.0, 0.28)):
            _arrow(s, [(p.x + p.w * 0.34, p.centery), (p.x + p.w * 0.66, p.centery + dy * p.h)], ARROW, 5)
            _head(s, p.x + p.w * 0.84, p.centery + dy * p.h * 1.2, p.h * 0.16, BONE)
            del i
    # what clears them
    layer = ac.surface(s.get_size())
    r = c.h * 0.34
    if monster is Monster.VAMPIRE:
        _round(layer, c.centerx - r * 1.2, c.centery, r)
        _once(layer, c.centerx + r * 1.2, c.centery, r)
    elif monster is Monster.BEAR:
        _claw(layer, c.centerx, c.centery, r, (230, 230, 230))
    elif monster is Monster.DRAGON:
        _fire(layer, c.centerx, c.centery, r)
    else:
        _antidote(layer, c.centerx, c.centery + r * 0.1, r * 0.8)
    s.blit(layer, (0, 0))


def monster_board(monster: Monster) -> pygame.Surface:
    """One monster board: the monster's portrait, the three panels, the +0 box and the six places
    with their values (place 1, the fastest, on the right) and their special marks."""
    w, h = table.BOARD_SIZE[0] * 2, table.BOARD_SIZE[1] * 2
    top, bottom, accent = BOARD_TONES[monster]
    s = ac.vertical_gradient((w, h), [(0.0, top), (1.0, bottom)])
    rng = random.Random(f"board-{monster.value}")
    for _ in range(7):  # a few bats in the night behind the boxes
        _bat(s, rng.uniform(0, w), rng.uniform(10, h * 0.45), rng.uniform(10, 18), _mix(top, INK, 0.4))
    parts = {
        name: pygame.Rect(x * 2, y * 2, pw * 2, ph * 2) for name, (x, y, pw, ph) in table.BOARD_PARTS.items()
    }
    _portrait(s, monster, parts["emblem"])
    for name in ("draws", "plays", "clears"):
        _panel_plate(s, parts[name], accent)
    _panel_pictures(s, monster, parts)
    zero = parts["zero"]
    pygame.draw.rect(s, (60, 14, 20), zero, border_radius=16)
    pygame.draw.rect(s, BLOOD, zero, 5, border_radius=16)
    _digit(s, "+0", zero.x + 50, zero.centery, 44, BONE)
    board = BOARDS[monster]
    for place in range(1, PLACES + 1):
        x, y, bw, bh = table.place_box(place)
        box = pygame.Rect(x * 2, y * 2, bw * 2, bh * 2)
        fast = 1 - (place - 1) / (PLACES - 1)
        face = _mix(_mix(accent, INK, 0.55), accent, fast * 0.35)
        pygame.draw.rect(s, face, box, border_radius=18)
        pygame.draw.rect(s, BONE, box, 5, border_radius=18)
        _digit(
            s, f"+{board.value(place)}", box.x + 46, box.y + 40, 50, GOLD if board.value(place) else BONE_DARK
        )
        pygame.draw.circle(s, _mix(face, INK, 0.45), (box.centerx + 26, box.centery + 6), 50)
        specials = sorted(board.specials[place - 1], key=lambda sp: sp.value)
        for i, special in enumerate(specials):
            mark = pygame.transform.smoothscale(icon(special.value), (68, 68))
            s.blit(mark, (box.x + 8 + i * 60, box.bottom - 74))
    pygame.draw.rect(s, accent, s.get_rect(), 6, border_radius=24)
    return ac.downscale(ac.rounded_mask(s, 24), table.BOARD_SIZE)


# --- the map boards' rooms ------------------------------------------------------------------------------

ROOM_TONES: dict[Monster, RGB] = {
    Monster.VAMPIRE: (84, 36, 54),  # Gallery of Screams
    Monster.BEAR: (76, 58, 36),  # Wax Figure Hall
    Monster.ZOMBIE: (40, 64, 46),  # Props Store
    Monster.DRAGON: (44, 50, 84),  # Gift Shop
}


def room(monster: Monster) -> pygame.Surface:
    """A room of one map board: a museum room seen from above with the board's own furniture
    (screaming portraits, wax figures on plinths, prop crates, gift-shop shelves), kept dark in the
    middle where the tokens stand; the table writes the room's number."""
    w, h = ROOM_SIZE[0] * 2, ROOM_SIZE[1] * 2
    tone = ROOM_TONES[monster]
    s = ac.vertical_gradient((w, h), [(0.0, _mix(tone, WHITE, 0.12)), (1.0, _mix(tone, INK, 0.3))])
    pygame.draw.rect(s, _mix(tone, INK, 0.55), (10, 10, w - 20, h - 20), border_radius=10)
    edge = _mix(tone, WHITE, 0.35)
    props = [[2 * v for v in rect] for rect in ROOM_PROP_RECTS[monster.value]]  # drawn at twice the size
    if monster is Monster.VAMPIRE:
        for x, y, pw, ph in props:
            pygame.draw.rect(s, GOLD, (x, y, pw, ph), 3)
            pygame.draw.circle(s, BONE, (x + pw // 2, y + ph // 2 - 2), 6)
    elif monster is Monster.BEAR:
        for x, y, pw, ph in props:
            pygame.draw.rect(s, BONE_DARK, (x, y + ph - 16, pw, 16))
            _head(s, x + pw // 2, y + 14, 14, (230, 200, 160))
    elif monster is Monster.ZOMBIE:
        for x, y, pw, ph in props:
            pygame.draw.rect(s, (150, 110, 60), (x, y, pw, ph))
            pygame.draw.line(s, INK, (x, y), (x + pw, y + ph), 3)
            pygame.draw.line(s, INK, (x + pw, y), (x, y + ph), 3)
    else:
        for x, y, pw, ph in props:
            pygame.draw.rect(s, (120, 90, 60), (x, y + ph - 10, pw, 10))
            for i in range(5):
                pygame.draw.circle(s, PUMPKIN if i % 2 else BLOOD, (x + 12 + i * (pw - 24) / 4, y + 7), 7)
    pygame.draw.rect(s, edge, s.get_rect(), 4, border_radius=12)
    return ac.downscale(ac.rounded_mask(s, 12), ROOM_SIZE)


def exit_door(last: bool) -> pygame.Surface:
    """The end of a map board: the green exit sign's running figure on the last board (the way off
    the map), an arrow on to the next board otherwise."""
    w, h = EXIT_SIZE[0] * 2, EXIT_SIZE[1] * 2
    if last:
        s = ac.vertical_gradient((w, h), [(0.0, (40, 170, 90)), (1.0, (16, 90, 44))])
        cx, cy = w / 2, h / 2
        pygame.draw.circle(s, WHITE, (cx + 6, cy - 30), 9)
        body = [(cx + 2, cy - 18), (cx - 4, cy + 8)]
        pygame.draw.lines(s, WHITE, False, body, 9)
        pygame.draw.lines(s, WHITE, False, [(cx - 16, cy - 6), (cx, cy - 14), (cx + 16, cy - 2)], 7)
        pygame.draw.lines(s, WHITE, False, [(cx - 4, cy + 8), (cx - 18, cy + 34)], 7)
        pygame.draw.lines(s, WHITE, False, [(cx - 4, cy + 8), (cx + 10, cy + 18), (cx + 8, cy + 36)], 7)
    else:
        s = ac.vertical_gradient((w, h), [(0.0, (60, 50, 70)), (1.0, (30, 24, 38))])
        _arrow(s, [(w * 0.2, h * 0.5), (w * 0.62, h * 0.5)], BONE, 10)
    pygame.draw.rect(s, BONE, s.get_rect(), 4, border_radius=12)
    return ac.downscale(ac.rounded_mask(s, 12), EXIT_SIZE)


# --- the characters -------------------------------------------------------------------------------------

SKIN: RGB = (240, 196, 160)


def character(index: int) -> pygame.Surface:
    """A runner's token: a round badge in their colour with their party costume (helmet, tricorn,
    witch's hat, bandages, skull, cat ears), so the six differ by shape, not only by colour."""
    who = CHARACTERS[index]
    colour = _hex(who.colour)
    size = TOKEN_SIZE[0] * 2
    c = size / 2
    s = ac.surface((size, size))
    pygame.draw.circle(s, INK, (c, c), c - 2)
    pygame.draw.circle(s, colour, (c, c), c - 12)
    pygame.draw.circle(s, _mix(colour, INK, 0.35), (c, c + 8), c - 40)
    face = ac.surface((size, size))
    r = size * 0.25
    cy = c + 14
    kind = who.id
    if kind == "astronaut":
        pygame.draw.circle(face, (230, 236, 244), (c, cy - 6), r * 1.35)
        pygame.draw.ellipse(face, (40, 60, 110), (c - r * 0.95, cy - r * 0.9, r * 1.9, r * 1.3))
        pygame.draw.ellipse(face, (130, 190, 240), (c - r * 0.6, cy - r * 0.78, r * 0.5, r * 0.3))
        pygame.draw.rect(face, (180, 30, 30), (c - r * 0.3, cy + r * 0.7, r * 0.6, r * 0.24))
    elif kind == "pirate":
        pygame.draw.circle(face, SKIN, (c, cy), r)
        ac.poly(
            face,
            INK,
            [(c - r * 1.5, cy - r * 0.5), (c, cy - r * 1.7), (c + r * 1.5, cy - r * 0.5), (c, cy - r * 0.8)],
        )
        pygame.draw.circle(face, WHITE, (c, cy - r * 1.05), r * 0.16)
        pygame.draw.line(face, INK, (c - r * 0.9, cy - r * 0.5), (c + r * 0.9, cy + r * 0.1), 5)
        pygame.draw.circle(face, INK, (c + r * 0.38, cy - r * 0.1), r * 0.22)
        pygame.draw.circle(face, INK, (c - r * 0.38, cy - r * 0.1), r * 0.1)
        pygame.draw.arc(
            face, INK, (c - r * 0.4, cy + r * 0.1, r * 0.8, r * 0.5), math.pi * 1.1, math.pi * 1.9, 5
        )
    elif kind == "witch":
        pygame.draw.circle(face, (150, 210, 130), (c, cy), r)
        pygame.draw.ellipse(face, INK, (c - r * 1.5, cy - r * 0.72, r * 3.0, r * 0.5))
        ac.poly(
            face,
            INK,
            [(c - r * 0.8, cy - r * 0.55), (c + r * 0.3, cy - r * 2.1), (c + r * 0.8, cy - r * 0.55)],
        )
        pygame.draw.rect(face, (140, 80, 190), (c - r * 0.72, cy - r * 0.85, r * 1.44, r * 0.2))
        for side in (-1, 1):
            pygame.draw.circle(face, INK, (c + side * r * 0.38, cy), r * 0.12)
        ac.poly(
            face,
            (110, 170, 100),
            [(c - r * 0.1, cy + r * 0.05), (c + r * 0.1, cy + r * 0.05), (c + r * 0.3, cy + r * 0.45)],
        )
    elif kind == "mummy":
        pygame.draw.circle(face, (226, 214, 184), (c, cy), r * 1.1)
        for i in range(6):
            y = cy - r * 1.0 + i * r * 0.36
            pygame.draw.line(
                face, (170, 150, 120), (c - r * 1.05, y + (i % 2) * 6), (c + r * 1.05, y - (i % 2) * 6), 4
            )
        pygame.draw.rect(face, INK, (c - r * 0.75, cy - r * 0.2, r * 1.5, r * 0.36), border_radius=6)
        for side in (-1, 1):
            pygame.draw.circle(face, (250, 230, 120), (c + side * r * 0.36, cy - r * 0.02), r * 0.11)
    elif kind == "skeleton":
        pygame.draw.circle(face, (240, 240, 232), (c, cy - r * 0.1), r * 1.05)
        pygame.draw.rect(
            face, (240, 240, 232), (c - r * 0.6, cy + r * 0.4, r * 1.2, r * 0.6), border_radius=8
        )
        for side in (-1, 1):
            pygame.draw.circle(face, INK, (c + side * r * 0.4, cy - r * 0.1), r * 0.28)
        ac.poly(face, INK, [(c, cy + r * 0.16), (c - r * 0.12, cy + r * 0.36), (c + r * 0.12, cy + r * 0.36)])
        for i in range(4):
            pygame.draw.line(
                face,
                INK,
                (c - r * 0.42 + i * r * 0.28, cy + r * 0.55),
                (c - r * 0.42 + i * r * 0.28, cy + r * 0.95),
                3,
            )
    else:  # cat
        fur = (70, 60, 60)
        for side in (-1, 1):
            ac.poly(
                face,
                fur,
                [
                    (c + side * r * 0.95, cy - r * 0.3),
                    (c + side * r * 1.0, cy - r * 1.5),
                    (c + side * r * 0.2, cy - r * 0.9),
                ],
            )
            ac.poly(
                face,
                (240, 150, 170),
                [
                    (c + side * r * 0.82, cy - r * 0.5),
                    (c + side * r * 0.86, cy - r * 1.2),
                    (c + side * r * 0.42, cy - r * 0.85),
                ],
            )
        pygame.draw.circle(face, SKIN, (c, cy), r)
        ac.poly(
            face,
            (230, 110, 140),
            [(c - r * 0.14, cy + r * 0.1), (c + r * 0.14, cy + r * 0.1), (c, cy + r * 0.28)],
        )
        for side in (-1, 1):
            pygame.draw.ellipse(face, INK, (c + side * r * 0.4 - r * 0.1, cy - r * 0.35, r * 0.2, r * 0.3))
            for dy in (-0.05, 0.12):
                pygame.draw.line(
                    face,
                    INK,
                    (c + side * r * 0.3, cy + r * 0.25),
                    (c + side * r * 1.2, cy + r * (0.2 + dy * 2)),
                    3,
                )
    s.blit(_outlined(face, 5), (0, 0))
    return ac.downscale(s, TOKEN_SIZE)


# --- manifest -----------------------------------------------------------------------------------------


def renderers() -> dict[str, tuple[tuple[int, int], Renderer]]:
    """Every PNG under art/outrun/: path under art/ -> (size, how to draw it)."""
    r: dict[str, tuple[tuple[int, int], Renderer]] = {}
    for sym in SYMBOLS:
        r[f"outrun/symbol_{sym.id}.png"] = (SYMBOL_SIZE, lambda k=sym.id: symbol(k))
        r[f"outrun/move_{sym.id}.png"] = (CARD_SIZE, lambda k=sym.id: movement_card(k))
    r["outrun/finish.png"] = (CARD_SIZE, finish_card)
    r["outrun/move_back.png"] = (CARD_SIZE, lambda: card_back("move"))
    r["outrun/placeholder.png"] = (CARD_SIZE, lambda: placeholder_card(False))
    r["outrun/infected.png"] = (CARD_SIZE, lambda: placeholder_card(True))
    r["outrun/path_card.png"] = (PATH_SIZE, path_card)
    r["outrun/path_back.png"] = (PATH_BACK_SIZE, path_back)
    r["outrun/path_start.png"] = ((200, 200), path_start)
    r["outrun/footprint.png"] = ((48, 48), footprint)
    for kind in Kind:
        r[f"outrun/interference_{kind.value}.png"] = (INTERFERENCE_SIZE, lambda k=kind: interference_card(k))
    r["outrun/interference_back.png"] = (INTERFERENCE_SIZE, lambda: card_back("interference"))
    for name in ICONS:
        r[f"outrun/icon_{name}.png"] = (ICON_SIZE, lambda k=name: icon(k))
    for monster in Monster:
        r[f"outrun/board_{monster.value}.png"] = (table.BOARD_SIZE, lambda m=monster: monster_board(m))
        r[f"outrun/room_{monster.value}.png"] = (ROOM_SIZE, lambda m=monster: room(m))
    r["outrun/exit.png"] = (EXIT_SIZE, lambda: exit_door(True))
    r["outrun/next_board.png"] = (EXIT_SIZE, lambda: exit_door(False))
    for index, who in enumerate(CHARACTERS):
        r[f"outrun/character_{who.id}.png"] = (TOKEN_SIZE, lambda i=index: character(i))
    return r


def contact_sheet(source: Path, target: Path) -> None:
    """Every Outrun image on one sheet, for eyeballing."""
    names = sorted(renderers())
    width, x, y, row_h = 2000, 10, 10, 0
    placed: list[tuple[str, int, int]] = []
    for name in names:
        w, h = renderers()[name][0]
        if x + w > width - 10:
            x, y, row_h = 10, y + row_h + 10, 0
        placed.append((name, x, y))
        x += w + 10
        row_h = max(row_h, h)
    sheet = pygame.Surface((width, y + row_h + 10))
    sheet.fill((70, 70, 80))
    for name, px, py in placed:
        sheet.blit(pygame.image.load(str(source / name)), (px, py))
    ac.save(sheet, target)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ac.REPO_ROOT / "art", help="folder to write into")
    parser.add_argument("--contact", type=Path, help="also write a contact sheet of the Outrun art here")
    args = parser.parse_args(argv)
    ac.init()
    for path, (size, draw) in renderers().items():
        picture = draw()
        if picture.get_size() != size:
            raise ValueError(f"{path} came out {picture.get_size()}, expected {size}")
        ac.save(picture, args.out / path)
    if args.contact:
        contact_sheet(args.out, args.contact)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
