"""Render every PNG in ``art/`` (except ``art/boards/``) from code.

Run ``python build_scripts/make_art.py`` to rewrite the committed art, or ``--out DIR`` to render
somewhere else (the tests do this and compare bytes).  ``--only PATTERN`` renders a subset and
``--contact FILE`` writes a sheet of the Fugitive cards for a quick look.  Drawing happens at twice
the final size and is shrunk at the end, which smooths every edge without any per-pixel Python.
"""

from __future__ import annotations

import argparse
import fnmatch
import importlib
import math
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import art_common as ac  # noqa: E402
import art_icon  # noqa: E402
import art_just_run  # noqa: E402
import art_outnumbered  # noqa: E402
import art_outrun  # noqa: E402
from art_common import pygame  # noqa: E402

ART_DIR = ac.REPO_ROOT / "art"

# --- palettes -------------------------------------------------------------------------------------

INK = (5, 7, 15)
NAVY = (12, 19, 40)
MIDNIGHT = (20, 30, 60)
SODIUM = (255, 188, 58)
CREAM = (246, 238, 218)
WHITE = (255, 255, 255)

CARD_SIZE = (200, 280)
EVENT_TEXT_RECT = (16, 100, 168, 160)  # where the scene writes an event's title and text (1x pixels)
ROLE_LABEL_RECT = (12, 228, 176, 40)  # plain band at the foot of a role card for the role's name

OKABE_ITO = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (0, 114, 178), (213, 94, 0))
SYMBOLS = ("circle", "triangle", "square", "diamond", "star", "cross")


@dataclass(frozen=True)
class Pile:
    """One Hideout pile: its number range, accent colour and the neighbourhood it shows."""

    number: int
    low: int
    high: int
    accent: tuple[int, int, int]
    scene: str


PILES = (
    Pile(1, 4, 14, (255, 70, 170), "downtown"),
    Pile(2, 15, 28, (40, 215, 200), "docks"),
    Pile(3, 29, 41, (255, 125, 35), "highway"),
)


def pile_of(card: int) -> Pile | None:
    for pile in PILES:
        if pile.low <= card <= pile.high:
            return pile
    return None


def sprint_value(card: int) -> int:
    """Footprints on a card: ``SPRINT`` from the rules when it exists, else +2 even / +1 odd.

    A card the rules leave out gets no badge.  By default that is 0 (it starts on the table) and
    42 (playing it ends the game), since neither can ever be placed under a hideout.
    """
    try:
        rules = importlib.import_module("tabletop.games.fugitive.rules")
        table = getattr(rules, "SPRINT", None)
    except Exception:  # the rules may not exist yet, or may fail to import mid-development
        table = None
    if table is None:
        return 0 if card in (0, 42) else (2 if card % 2 == 0 else 1)
    try:
        return int(table(card) if callable(table) else table[card])
    except (KeyError, IndexError, TypeError, ValueError):
        return 0


# --- Fugitive vignettes (drawn at 2x into a 352x204 window) ---------------------------------------

VIGNETTE = (352, 204)


def _night_sky(
    size: tuple[int, int], top: tuple[int, int, int], bottom: tuple[int, int, int]
) -> pygame.Surface:
    return ac.vertical_gradient(size, [(0.0, top), (1.0, bottom)])


def _lit_windows(
    s: pygame.Surface,
    rng: random.Random,
    rect: pygame.Rect,
    cell: tuple[int, int],
    chance: float,
    colors: tuple[ac.Color, ...],
) -> None:
    cw, ch = cell
    for y in range(rect.y + 6, rect.bottom - ch, ch + 6):
        for x in range(rect.x + 5, rect.right - cw, cw + 5):
            if rng.random() < chance:
                pygame.draw.rect(s, rng.choice(colors), (x, y, cw, ch))


def vignette_downtown(rng: random.Random, accent: tuple[int, int, int]) -> pygame.Surface:
    w, h = VIGNETTE
    s = _night_sky(VIGNETTE, (10, 12, 40), (60, 30, 80))
    moon = ac.radial_glow(60, (200, 190, 255), 120)
    s.blit(moon, (rng.randint(30, 280) - 60, 20 - 60 + 30))
    far = (28, 26, 60)
    x = -10
    while x < w:
        bw = rng.randint(26, 50)
        bh = rng.randint(60, 130)
        pygame.draw.rect(s, far, (x, h - 40 - bh, bw, bh + 40))
        x += bw - 4
    x = -20
    near = (8, 9, 22)
    while x < w:
        bw = rng.randint(44, 80)
        bh = rng.randint(70, 160)
        r = pygame.Rect(x, h - 30 - bh, bw, bh + 30)
        pygame.draw.rect(s, near, r)
        if rng.random() < 0.4:
            pygame.draw.rect(s, near, (r.centerx - 3, r.y - 22, 6, 22))
        _lit_windows(
            s, rng, r, (7, 9), 0.22, ((255, 205, 90), (255, 205, 90), (255, 170, 60), (140, 200, 255))
        )
        x += bw + rng.randint(-6, 4)
    # neon sign
    sx, sy = rng.randint(40, 250), rng.randint(60, 100)
    glow = ac.radial_glow(48, accent, 170)
    s.blit(glow, (sx + 26 - 48, sy + 14 - 48))
    pygame.draw.rect(s, accent, (sx, sy, 52, 28), 3, border_radius=6)
    pygame.draw.line(s, accent, (sx + 10, sy + 14), (sx + 42, sy + 14), 3)
    # wet street with reflections
    street = pygame.Rect(0, h - 30, w, 30)
    pygame.draw.rect(s, (12, 12, 26), street)
    for _ in range(18):
        rx = rng.randint(0, w)
        col = rng.choice(((255, 200, 90), accent))
        pygame.draw.line(s, ac.lerp_color(col, (12, 12, 26), 0.45)[:3], (rx, h - 26), (rx, h - 4), 2)
    return s


def vignette_docks(rng: random.Random, accent: tuple[int, int, int]) -> pygame.Surface:
    w, h = VIGNETTE
    s = _night_sky(VIGNETTE, (6, 20, 34), (20, 60, 70))
    s.blit(ac.radial_glow(80, (120, 220, 210), 70), (rng.randint(0, 200), -30))
    dark = (6, 10, 18)
    # gantry cranes
    for i in range(2):
        cx = 60 + i * 170 + rng.randint(-20, 20)
        top = 30 + rng.randint(0, 20)
        pygame.draw.line(s, dark, (cx, h - 40), (cx, top), 8)
        pygame.draw.line(s, dark, (cx + 40, h - 40), (cx + 40, top + 20), 8)
        pygame.draw.line(s, dark, (cx - 50, top), (cx + 110, top), 8)
        pygame.draw.line(s, dark, (cx, top + 40), (cx + 40, top + 60), 4)
        pygame.draw.line(s, dark, (cx + 90, top), (cx + 90, top + 50), 2)
        pygame.draw.circle(s, (255, 60, 60), (cx + 110, top - 2), 4)
    # containers
    palette = ((140, 40, 40), (30, 80, 120), (40, 110, 80), (160, 110, 30), (90, 60, 110))
    base = h - 44
    for row in range(3):
        x = rng.randint(-30, 0)
        while x < w:
            cw = rng.choice((70, 100))
            if rng.random() < 0.75 - row * 0.2:
                col = rng.choice(palette)
                col = ac.lerp_color(col, INK, 0.35)[:3]
                r = pygame.Rect(x, base - (row + 1) * 26, cw, 26)
                pygame.draw.rect(s, col, r)
                for rx in range(r.x + 6, r.right - 2, 8):
                    pygame.draw.line(
                        s, ac.lerp_color(col, INK, 0.4)[:3], (rx, r.y + 3), (rx, r.bottom - 3), 2
                    )
                pygame.draw.rect(s, INK, r, 2)
            x += cw + 2
    # quay and water
    pygame.draw.rect(s, (14, 16, 22), (0, h - 44, w, 10))
    water = ac.vertical_gradient((w, 34), [(0.0, (8, 30, 40)), (1.0, (4, 12, 20))])
    s.blit(water, (0, h - 34))
    for _ in range(22):
        rx, ry = rng.randint(0, w), rng.randint(h - 30, h - 4)
        col = rng.choice(((255, 190, 80), accent))
        pygame.draw.line(
            s, ac.lerp_color(col, (8, 30, 40), 0.3)[:3], (rx, ry), (rx + rng.randint(8, 24), ry), 2
        )
    return s


def vignette_highway(rng: random.Random, accent: tuple[int, int, int]) -> pygame.Surface:
    w, h = VIGNETTE
    s = _night_sky(VIGNETTE, (10, 12, 32), (90, 50, 50))
    horizon = 110
    s.blit(ac.radial_glow(120, accent, 110), (w // 2 - 120 + rng.randint(-60, 60), horizon - 120))
    # hills
    pts = [(0, h)]
    phase = rng.random() * 6
    for x in range(0, w + 8, 8):
        pts.append((x, horizon - 10 - 14 * math.sin(x / 40 + phase) - 8 * math.sin(x / 17 + phase * 2)))
    pts.append((w, h))
    ac.poly(s, (14, 14, 30), pts)
    # road in perspective
    vx = w // 2 + rng.randint(-30, 30)
    ac.poly(s, (30, 30, 40), [(vx - 4, horizon), (vx + 4, horizon), (w + 80, h), (-80, h)])
    for i in range(8):
        t0, t1 = (i / 8) ** 2, ((i + 0.5) / 8) ** 2
        y0, y1 = horizon + (h - horizon) * t0, horizon + (h - horizon) * t1
        ac.poly(
            s,
            (240, 210, 120),
            [(vx - 1 - 3 * t0, y0), (vx + 1 + 3 * t0, y0), (vx + 1 + 3 * t1, y1), (vx - 1 - 3 * t1, y1)],
        )
    # street lamps along the right side
    for i in range(5):
        t = ((i + 1) / 6) ** 1.7
        lx = vx + (w + 20 - vx) * t
        ly = horizon + (h - horizon) * t
        ph = 12 + 90 * t
        pygame.draw.line(s, (8, 8, 14), (lx, ly), (lx, ly - ph), max(1, round(4 * t)))
        g = ac.radial_glow(max(6, round(40 * t)), SODIUM, 200)
        s.blit(g, g.get_rect(center=(round(lx - 8 * t), round(ly - ph))))
    # tail lights
    for _light in range(2):
        t = 0.25 + 0.3 * rng.random()
        cx = vx - (vx + 40) * t * 0.5
        cy = horizon + (h - horizon) * t
        pygame.draw.circle(s, (255, 40, 40), (round(cx - 6 * t), round(cy)), max(2, round(5 * t)))
        pygame.draw.circle(s, (255, 40, 40), (round(cx + 10 * t), round(cy)), max(2, round(5 * t)))
    return s


def vignette_alley(rng: random.Random, accent: tuple[int, int, int]) -> pygame.Surface:
    w, h = VIGNETTE
    s = _night_sky(VIGNETTE, (14, 16, 34), (30, 28, 40))
    brick = (44, 26, 30)
    ac.poly(s, brick, [(0, 0), (110, 40), (110, h - 40), (0, h)])
    ac.poly(s, (36, 22, 28), [(w, 0), (w - 110, 40), (w - 110, h - 40), (w, h)])
    for i in range(9):
        y = 14 + i * 20
        pygame.draw.line(s, (26, 14, 18), (0, y), (110, 40 + (y - 0) * (h - 80) / h), 2)
        pygame.draw.line(s, (22, 12, 16), (w, y), (w - 110, 40 + y * (h - 80) / h), 2)
    # fire escape
    for i in range(3):
        y = 50 + i * 40
        pygame.draw.line(s, (10, 10, 16), (w - 104, y), (w - 20, y - 14), 4)
        pygame.draw.line(s, (10, 10, 16), (w - 104, y + 14), (w - 20, y), 2)
    pygame.draw.rect(s, (18, 18, 28), (110, h - 40, w - 220, 40))
    lamp_x = 140 + rng.randint(0, 60)
    s.blit(ac.radial_glow(90, SODIUM, 150), (lamp_x - 90, 40 - 90 + 10))
    pygame.draw.line(s, (8, 8, 12), (lamp_x, h - 36), (lamp_x, 44), 5)
    pygame.draw.line(s, (8, 8, 12), (lamp_x, 46), (lamp_x + 18, 46), 4)
    pygame.draw.circle(s, (255, 230, 150), (lamp_x + 18, 52), 6)
    # bins and a puddle
    pygame.draw.rect(s, (20, 26, 30), (150 + rng.randint(40, 90), h - 62, 34, 32), border_radius=3)
    pygame.draw.ellipse(s, (60, 50, 30), (120, h - 22, 110, 14))
    pygame.draw.ellipse(s, (120, 95, 45), (150, h - 19, 40, 6))
    return s


def vignette_safehouse(rng: random.Random, accent: tuple[int, int, int]) -> pygame.Surface:
    w, h = VIGNETTE
    s = _night_sky(VIGNETTE, (10, 14, 36), (40, 40, 70))
    for _ in range(20):
        pygame.draw.circle(s, (200, 200, 230), (rng.randint(0, w), rng.randint(0, 70)), 1)
    house = (16, 14, 22)
    ac.poly(s, house, [(90, 90), (176, 30), (262, 90), (262, h - 20), (90, h - 20)])
    pygame.draw.rect(s, house, (220, 36, 18, 40))
    s.blit(ac.radial_glow(80, SODIUM, 150), (130 - 80, 115 - 80))
    pygame.draw.rect(s, (255, 200, 90), (110, 98, 44, 40))
    pygame.draw.line(s, house, (132, 98), (132, 138), 4)
    pygame.draw.line(s, house, (110, 118), (154, 118), 4)
    pygame.draw.rect(s, (60, 40, 26), (190, 116, 38, h - 136))
    pygame.draw.circle(s, SODIUM, (220, 150), 3)
    pygame.draw.rect(s, (22, 22, 30), (0, h - 20, w, 20))
    return s


def vignette_border(rng: random.Random, accent: tuple[int, int, int]) -> pygame.Surface:
    w, h = VIGNETTE
    s = ac.vertical_gradient(
        VIGNETTE,
        [(0.0, (40, 30, 90)), (0.5, (240, 110, 80)), (0.75, (255, 200, 110)), (1.0, (255, 220, 150))],
    )
    horizon = 140
    s.blit(ac.radial_glow(70, (255, 240, 190), 255), (w // 2 - 70, horizon - 70))
    pygame.draw.circle(s, (255, 236, 180), (w // 2, horizon), 30)
    ac.poly(s, (60, 30, 50), [(0, horizon), (w, horizon), (w, h), (0, h)])
    ac.poly(
        s, (90, 70, 80), [(w // 2 - 4, horizon), (w // 2 + 4, horizon), (w // 2 + 120, h), (w // 2 - 120, h)]
    )
    # booth and barrier
    pygame.draw.rect(s, (30, 20, 40), (40, 90, 60, 80))
    pygame.draw.rect(s, (255, 220, 140), (50, 104, 40, 24))
    pygame.draw.rect(s, (30, 20, 40), (34, 82, 72, 12))
    pygame.draw.rect(s, (30, 20, 40), (100, 150, 14, 30))
    arm = pygame.Rect(110, 150, 220, 12)
    pygame.draw.rect(s, WHITE, arm)
    for x in range(arm.x, arm.right, 30):
        pygame.draw.rect(s, (220, 30, 40), (x, arm.y, 15, arm.h))
    pygame.draw.rect(s, (30, 20, 40), arm, 2)
    return s


VIGNETTES: dict[str, Callable[[random.Random, tuple[int, int, int]], pygame.Surface]] = {
    "downtown": vignette_downtown,
    "docks": vignette_docks,
    "highway": vignette_highway,
    "alley": vignette_alley,
    "safehouse": vignette_safehouse,
    "border": vignette_border,
}


# --- Fugitive cards ------------------------------------------------------------------------------


def _card_base(
    bg_top: ac.Color, bg_bottom: ac.Color, frame: ac.Color, size: tuple[int, int] = (400, 560)
) -> pygame.Surface:
    s = ac.vertical_gradient(size, [(0.0, bg_top), (1.0, bg_bottom)])
    r = s.get_rect()
    pygame.draw.rect(s, frame, r.inflate(-20, -20), 4, border_radius=18)
    return s


def _finish_card(
    s: pygame.Surface, edge: ac.Color = (0, 0, 0), size: tuple[int, int] = CARD_SIZE
) -> pygame.Surface:
    pygame.draw.rect(s, edge, s.get_rect(), 4, border_radius=26)
    return ac.downscale(ac.rounded_mask(s, 26), size)


def sprint_badge(
    s: pygame.Surface,
    value: int,
    accent: ac.Color,
    box: ac.Color = (8, 10, 22),
    prints: ac.Color | None = None,
) -> None:
    """Bottom-right badge: one or two footprints and the "+n" they stand for."""
    badge = pygame.Rect(190, 452, 190, 90)
    prints = prints or accent
    pygame.draw.rect(s, box, badge, border_radius=18)
    pygame.draw.rect(s, accent, badge, 4, border_radius=18)
    ac.text(s, f"+{value}", ac.CONDENSED, 54, CREAM, (badge.x + 46, badge.centery))
    if value >= 2:
        ac.footprint(s, badge.x + 112, badge.centery + 8, 0.6, prints, mirror=True, angle=-6)
        ac.footprint(s, badge.x + 156, badge.centery - 4, 0.6, prints, mirror=False, angle=-6)
    else:
        ac.footprint(s, badge.x + 132, badge.centery + 2, 0.62, prints, mirror=False, angle=-6)


def corner_index(s: pygame.Surface, card: int, fg: ac.Color, bg: ac.Color, accent: ac.Color) -> None:
    """The small number in the top-left corner, readable when cards overlap in a hand."""
    tab = pygame.Rect(18, 18, 84, 64)
    pygame.draw.rect(s, bg, tab, border_top_left_radius=16, border_bottom_right_radius=20)
    pygame.draw.rect(s, accent, tab, 3, border_top_left_radius=16, border_bottom_right_radius=20)
    ac.text(s, str(card), ac.CONDENSED, 46, fg, tab.center)


def big_number(
    s: pygame.Surface,
    card: int,
    color: ac.Color,
    outline_color: ac.Color,
    glow: ac.Color,
    center: tuple[int, int] = (200, 356),
) -> None:
    s.blit(ac.radial_glow(150, glow, 150), (center[0] - 150, center[1] - 150))
    size = 210 if card < 10 else 196
    ac.text(
        s,
        str(card),
        ac.CONDENSED,
        size,
        color,
        center,
        outline=9,
        outline_color=outline_color,
        shadow=8,
        shadow_color=(0, 0, 0, 170),
    )


def card_scene(card: int) -> tuple[str, tuple[int, int, int]]:
    pile = pile_of(card)
    if pile:
        return pile.scene, pile.accent
    if card == 0:
        return "safehouse", SODIUM
    if card == 42:
        return "border", (230, 40, 50)
    return "alley", SODIUM


def fugitive_card(card: int) -> pygame.Surface:
    """A Hideout card face: vignette on top, huge number, sprint badge bottom right."""
    scene, accent = card_scene(card)
    rng = random.Random(4200 + card)
    escape = card == 42
    if escape:
        s = _card_base((255, 205, 80), (235, 140, 30), (120, 20, 30))
    elif card == 0:
        s = _card_base((40, 34, 30), (16, 12, 12), SODIUM)
    else:
        s = _card_base(MIDNIGHT, INK, ac.lerp_color(accent, NAVY, 0.35))
    win = pygame.Rect(24, 24, *VIGNETTE)
    art = VIGNETTES[scene](rng, accent)
    if scene not in ("border",):
        ac.rain(art, rng, 70, (170, 190, 230, 70), (10, 22), slant=0.2)
    s.blit(ac.rounded_mask(art, 14), win)
    pygame.draw.rect(s, accent if not escape else (120, 20, 30), win, 4, border_radius=14)
    if escape:
        big_number(s, card, (255, 250, 235), (110, 15, 25), (255, 255, 220))
        corner_index(s, card, CREAM, (110, 15, 25), (255, 240, 200))
    elif card == 0:
        big_number(s, card, (255, 214, 110), INK, SODIUM)
        corner_index(s, card, SODIUM, INK, SODIUM)
    else:
        big_number(s, card, CREAM, INK, accent)
        corner_index(s, card, CREAM, INK, accent)
    value = sprint_value(card)
    if value > 0:
        if escape:
            sprint_badge(s, value, (110, 15, 25), box=(110, 15, 25), prints=(255, 226, 150))
        else:
            sprint_badge(s, value, accent)
    if escape:  # a trail of footprints running out of the card
        for i in range(5):
            ac.footprint(
                s, 70 + i * 64, 510 - (i % 2) * 26, 0.42, (110, 15, 25), mirror=bool(i % 2), angle=-90
            )
    return _finish_card(s)


def pile_icon(s: pygame.Surface, scene: str, center: tuple[int, int], color: ac.Color) -> None:
    """A flat pictogram of a pile's neighbourhood for the card backs."""
    cx, cy = center
    if scene == "downtown":
        for dx, bh in ((-48, 60), (-20, 96), (10, 74), (38, 110), (66, 50)):
            pygame.draw.rect(s, color, (cx + dx - 12, cy + 50 - bh, 26, bh))
        pygame.draw.rect(s, color, (cx + 38 - 2, cy + 50 - 130, 4, 24))
    elif scene == "docks":
        pygame.draw.line(s, color, (cx - 40, cy + 50), (cx - 40, cy - 50), 8)
        pygame.draw.line(s, color, (cx - 10, cy + 50), (cx - 10, cy - 36), 8)
        pygame.draw.line(s, color, (cx - 80, cy - 50), (cx + 70, cy - 50), 8)
        pygame.draw.line(s, color, (cx + 50, cy - 50), (cx + 50, cy - 10), 3)
        pygame.draw.rect(s, color, (cx + 20, cy + 16, 70, 34))
        pygame.draw.rect(s, color, (cx + 36, cy - 8, 50, 22))
    else:
        ac.poly(s, color, [(cx - 6, cy - 50), (cx + 6, cy - 50), (cx + 80, cy + 50), (cx - 80, cy + 50)])
        for t0, t1 in ((0.1, 0.25), (0.4, 0.6), (0.75, 1.0)):
            y0, y1 = cy - 50 + 100 * t0, cy - 50 + 100 * t1
            ac.poly(
                s,
                NAVY,
                [(cx - 2 - 5 * t0, y0), (cx + 2 + 5 * t0, y0), (cx + 2 + 5 * t1, y1), (cx - 2 - 5 * t1, y1)],
            )


def fugitive_back(pile: Pile) -> pygame.Surface:
    """A pile's back: its range big and its neighbourhood icon, in the pile's accent colour."""
    rng = random.Random(900 + pile.number)
    s = _card_base(NAVY, INK, pile.accent)
    pygame.draw.rect(
        s, ac.lerp_color(pile.accent, NAVY, 0.5), s.get_rect().inflate(-40, -40), 2, border_radius=12
    )
    ac.rain(s, rng, 120, ac.rgba(pile.accent, 45), (16, 40), slant=0.3, width=2)
    s.blit(ac.radial_glow(170, pile.accent, 120), (200 - 170, 300 - 170))
    pile_icon(s, pile.scene, (200, 150), ac.lerp_color(pile.accent, INK, 0.15))
    label = f"{pile.low}-{pile.high}"
    size = ac.fit_size(label, ac.CONDENSED, 128, 300)
    ac.text(s, label, ac.CONDENSED, size, CREAM, (200, 318), outline=8, outline_color=INK, shadow=6)
    for i in range(pile.number):
        x = 200 + (i - (pile.number - 1) / 2) * 44
        pygame.draw.circle(s, pile.accent, (round(x), 450), 15)
        pygame.draw.circle(s, INK, (round(x), 450), 15, 3)
    return _finish_card(s)


def hideout_back() -> pygame.Surface:
    """A face-down Hideout in the row: black and yellow with a huge question mark."""
    s = _card_base((26, 22, 14), INK, SODIUM)
    pygame.draw.rect(s, SODIUM, s.get_rect().inflate(-44, -44), 2, border_radius=12)
    for i in range(-6, 14):
        x = i * 48
        pygame.draw.line(s, (40, 32, 12), (x, 560), (x + 300, 0), 14)
    s.blit(ac.radial_glow(190, SODIUM, 150), (200 - 190, 280 - 190))
    ac.text(s, "?", ac.BOLD, 330, SODIUM, (200, 270), outline=12, outline_color=INK, shadow=10)
    for i, (x, y) in enumerate(((120, 500), (165, 470), (235, 500), (280, 470))):
        ac.footprint(s, x, y, 0.32, ac.lerp_color(SODIUM, INK, 0.35), mirror=bool(i % 2), angle=-80)
    return _finish_card(s, edge=(0, 0, 0))


def event_back() -> pygame.Surface:
    """Event deck back: police-light red and blue around a warning sign."""
    s = _card_base((20, 14, 40), INK, (235, 235, 255))
    s.blit(ac.radial_glow(220, (230, 30, 50), 200), (-90, 80))
    s.blit(ac.radial_glow(220, (40, 110, 255), 200), (400 - 350, 80))
    for i in range(14):
        a = math.radians(i * 360 / 14)
        layer = ac.surface((400, 560))
        ac.poly(
            layer,
            (255, 255, 255, 18),
            [
                (200, 280),
                (200 + 400 * math.cos(a), 280 + 400 * math.sin(a)),
                (200 + 400 * math.cos(a + 0.18), 280 + 400 * math.sin(a + 0.18)),
            ],
        )
        s.blit(layer, (0, 0))
    diamond = ac.regular_points(200, 280, 120, 4)
    ac.poly(s, INK, ac.regular_points(200, 286, 132, 4))
    ac.poly(s, (255, 214, 90), diamond)
    pygame.draw.polygon(s, INK, [(round(x), round(y)) for x, y in diamond], 6)
    ac.text(s, "!", ac.BOLD, 170, INK, (200, 282))
    return _finish_card(s)


def fugitive_icon(s: pygame.Surface, cx: int, cy: int, color: ac.Color) -> None:
    ac.footprint(s, cx - 16, cy + 8, 0.5, color, angle=-10)
    ac.footprint(s, cx + 18, cy - 8, 0.5, color, mirror=True, angle=-10)


def marshal_icon(s: pygame.Surface, cx: int, cy: int, color: ac.Color, r: int = 40) -> None:
    pts = ac.star_points(cx, cy, r, r * 0.45)
    ac.poly(s, color, pts)
    for x, y in pts[::2]:
        pygame.draw.circle(s, color, (round(x), round(y)), max(3, r // 7))
    pygame.draw.circle(s, INK, (cx, cy), r // 4, 3)


def neutral_icon(s: pygame.Surface, cx: int, cy: int, color: ac.Color) -> None:
    """Balanced scales: an event that helps nobody in particular."""
    pygame.draw.line(s, color, (cx, cy - 34), (cx, cy + 30), 6)
    pygame.draw.line(s, color, (cx - 38, cy - 22), (cx + 38, cy - 22), 6)
    pygame.draw.rect(s, color, (cx - 20, cy + 28, 40, 8))
    for side in (-1, 1):
        px = cx + side * 38
        pygame.draw.line(s, color, (px, cy - 22), (px - 14, cy + 8), 3)
        pygame.draw.line(s, color, (px, cy - 22), (px + 14, cy + 8), 3)
        pygame.draw.arc(s, color, (px - 20, cy - 8, 40, 30), math.pi, 2 * math.pi, 6)


def event_front(kind: str) -> pygame.Surface:
    """An event frame: coloured header with who it helps, a cream panel for the scene's text."""
    header = {"fugitive": (240, 170, 40), "marshal": (50, 110, 220), "neutral": (150, 140, 175)}[kind]
    s = _card_base(ac.lerp_color(header, INK, 0.55), INK, header)
    band = pygame.Rect(20, 20, 360, 164)
    pygame.draw.rect(s, header, band, border_top_left_radius=18, border_top_right_radius=18)
    rng = random.Random(77 + len(kind))
    ac.rain(s, rng, 40, (255, 255, 255, 50), (12, 26), slant=0.25, width=2, area=band)
    pygame.draw.circle(s, INK, (200, 100), 62)
    pygame.draw.circle(s, CREAM, (200, 100), 62, 5)
    if kind == "fugitive":
        fugitive_icon(s, 200, 100, SODIUM)
    elif kind == "marshal":
        marshal_icon(s, 200, 100, (255, 214, 90), 46)
    else:
        neutral_icon(s, 200, 104, CREAM)
    x, y, w, h = EVENT_TEXT_RECT
    panel = pygame.Rect(x * 2 - 8, y * 2 - 8, w * 2 + 16, h * 2 + 16)
    pygame.draw.rect(s, CREAM, panel, border_radius=14)
    pygame.draw.rect(s, header, panel, 4, border_radius=14)
    return _finish_card(s)


def role_card(role: str) -> pygame.Surface:
    """A role portrait: a silhouette against a light, the role's icon, an empty band for its name."""
    if role == "fugitive":
        light, top, icon_color = SODIUM, (50, 36, 20), SODIUM
    else:
        light, top, icon_color = (90, 160, 255), (16, 30, 64), (255, 214, 90)
    s = _card_base(top, INK, light)
    rng = random.Random(5 if role == "fugitive" else 6)
    s.blit(ac.radial_glow(230, light, 220), (200 - 230, 190 - 230))
    ac.rain(s, rng, 110, (200, 210, 240, 60), (16, 36), slant=0.22, width=2)
    sil = (6, 6, 12)
    if role == "fugitive":
        # hooded figure glancing back
        ac.poly(s, sil, [(60, 460), (90, 330), (140, 300), (200, 290), (262, 300), (312, 330), (340, 460)])
        pygame.draw.ellipse(s, sil, (134, 120, 132, 176))
        ac.poly(s, sil, [(126, 200), (140, 120), (200, 96), (262, 124), (276, 210), (250, 300), (150, 300)])
        ac.poly(s, (30, 24, 18), [(160, 180), (236, 180), (240, 250), (200, 280), (158, 250)])
        pygame.draw.line(s, SODIUM, (182, 214), (196, 214), 3)
        pygame.draw.line(s, SODIUM, (214, 214), (228, 214), 3)
    else:
        # fedora, turned-up collar, badge on the coat
        ac.poly(s, sil, [(50, 460), (80, 330), (140, 290), (200, 300), (260, 290), (320, 330), (350, 460)])
        pygame.draw.ellipse(s, sil, (142, 130, 116, 160))
        ac.poly(s, sil, [(140, 270), (120, 330), (200, 300), (280, 330), (260, 270), (200, 290)])
        pygame.draw.ellipse(s, sil, (86, 128, 228, 40))
        ac.poly(s, sil, [(136, 148), (150, 80), (200, 92), (250, 80), (264, 148)])
        pygame.draw.rect(s, (60, 40, 30), (136, 130, 128, 14))
        marshal_icon(s, 258, 372, icon_color, 30)
    if role == "fugitive":
        fugitive_icon(s, 320, 80, icon_color)
    else:
        marshal_icon(s, 320, 80, icon_color, 36)
    x, y, w, h = ROLE_LABEL_RECT
    band = pygame.Rect(x * 2, y * 2, w * 2, h * 2)
    pygame.draw.rect(s, INK, band, border_radius=12)
    pygame.draw.rect(s, light, band, 3, border_radius=12)
    return _finish_card(s)


def placeholder() -> pygame.Surface:
    """An empty card slot: a dashed outline on faint glass."""
    s = ac.surface((400, 560))
    pygame.draw.rect(s, (255, 255, 255, 22), s.get_rect().inflate(-8, -8), border_radius=24)
    r = s.get_rect().inflate(-16, -16)
    dash = 22
    col = (255, 255, 255, 120)
    for x in range(r.x + 30, r.right - 30, dash * 2):
        pygame.draw.line(s, col, (x, r.y), (min(x + dash, r.right - 30), r.y), 5)
        pygame.draw.line(s, col, (x, r.bottom - 1), (min(x + dash, r.right - 30), r.bottom - 1), 5)
    for y in range(r.y + 30, r.bottom - 30, dash * 2):
        pygame.draw.line(s, col, (r.x, y), (r.x, min(y + dash, r.bottom - 30)), 5)
        pygame.draw.line(s, col, (r.right - 1, y), (r.right - 1, min(y + dash, r.bottom - 30)), 5)
    for cx, cy in (
        (r.x + 24, r.y + 24),
        (r.right - 24, r.y + 24),
        (r.x + 24, r.bottom - 24),
        (r.right - 24, r.bottom - 24),
    ):
        pygame.draw.circle(
            s,
            col,
            (cx, cy),
            24,
            5,
            draw_top_left=cx < 200 and cy < 280,
            draw_top_right=cx > 200 and cy < 280,
            draw_bottom_left=cx < 200 and cy > 280,
            draw_bottom_right=cx > 200 and cy > 280,
        )
    return ac.downscale(s, CARD_SIZE)


def skyline(
    s: pygame.Surface,
    rng: random.Random,
    base: int,
    color: ac.Color,
    min_h: int,
    max_h: int,
    widths: tuple[int, int],
    windows: ac.Color | None = None,
    chance: float = 0.2,
) -> None:
    x = -20
    w = s.get_width()
    while x < w:
        bw = rng.randint(*widths)
        bh = rng.randint(min_h, max_h)
        r = pygame.Rect(x, base - bh, bw, bh + 10)
        pygame.draw.rect(s, color, r)
        if rng.random() < 0.3:
            pygame.draw.rect(s, color, (r.centerx - bw // 6, r.y - bh // 6, bw // 3, bh // 6))
        if windows is not None:
            _lit_windows(s, rng, r, (6, 8), chance, (windows,))
        x += bw + rng.randint(-4, 6)


def fugitive_table() -> pygame.Surface:
    """The play area: deep navy felt, a soft pool of light, a faint skyline along the bottom edge."""
    w, h = 1920, 1080
    s = ac.vertical_gradient((w, h), [(0.0, (16, 22, 44)), (1.0, (8, 11, 24))])
    s.blit(ac.radial_glow(900, (50, 70, 120), 90, steps=64), (w // 2 - 900, h // 2 - 900))
    rng = random.Random(1920)
    layer = ac.surface((w, 240))
    skyline(layer, rng, 240, (4, 6, 14, 110), 60, 220, (50, 120), windows=(255, 190, 70, 40), chance=0.06)
    s.blit(layer, (0, h - 240))
    ac.rain(s, rng, 500, (150, 170, 220, 10), (40, 110), slant=0.18, width=2)
    s.blit(ac.vignette((w, h), (0, 0, 8), 170), (0, 0))
    out = pygame.Surface((w, h))
    out.blit(s, (0, 0))
    return out


def notepad() -> pygame.Surface:
    """The Marshal's notepad: yellow ruled paper under a dark binding strip."""
    w, h = 560, 620
    s = ac.surface((w, h))
    pygame.draw.rect(s, (0, 0, 0, 90), (8, 12, w - 8, h - 12), border_radius=10)
    paper = pygame.Rect(0, 0, w - 8, h - 10)
    pygame.draw.rect(s, (252, 240, 170), paper, border_radius=8)
    for y in range(110, h - 30, 34):
        pygame.draw.line(s, (120, 160, 210), (8, y), (paper.right - 8, y), 2)
    pygame.draw.line(s, (220, 90, 90), (70, 70), (70, paper.bottom - 6), 2)
    pygame.draw.line(s, (220, 90, 90), (75, 70), (75, paper.bottom - 6), 1)
    pygame.draw.rect(
        s, (70, 22, 30), (0, 0, paper.w, 64), border_top_left_radius=8, border_top_right_radius=8
    )
    pygame.draw.rect(s, (45, 12, 20), (0, 56, paper.w, 8))
    for x in range(40, paper.w - 20, 60):
        pygame.draw.circle(s, (30, 20, 20), (x, 30), 9)
        pygame.draw.circle(s, (110, 50, 60), (x, 30), 9, 2)
    return s


# --- title screen ---------------------------------------------------------------------------------


def die_face(
    value: int,
    size: int = 192,
    body: ac.Color = (250, 246, 232),
    pip: ac.Color = (28, 28, 44),
    edge: ac.Color = (40, 36, 40),
) -> pygame.Surface:
    """A clean die face drawn at ``size`` (2x the final icon)."""
    s = ac.surface((size, size))
    m = size // 24
    r = pygame.Rect(m, m, size - 2 * m, size - 2 * m)
    pygame.draw.rect(s, ac.lerp_color(body, edge, 0.35), r.move(0, m // 2 + 1), border_radius=size // 6)
    grad = ac.vertical_gradient(r.size, [(0.0, body), (1.0, ac.lerp_color(body, edge, 0.12))])
    s.blit(ac.rounded_mask(grad, size // 6), r.topleft)
    pygame.draw.rect(s, edge, r, max(2, size // 40), border_radius=size // 6)
    c, d = size // 2, size * 0.27
    spots = {
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }[value]
    pr = round(size * 0.085)
    for dx, dy in spots:
        pygame.draw.circle(s, pip, (round(c + dx * d), round(c + dy * d)), pr)
    return s


def meeple(s: pygame.Surface, cx: int, cy: int, k: float, color: ac.Color) -> None:
    pts = [
        (0, -60),
        (18, -52),
        (22, -34),
        (14, -22),
        (54, -10),
        (58, 6),
        (24, 4),
        (44, 56),
        (8, 56),
        (0, 36),
        (-8, 56),
        (-44, 56),
        (-24, 4),
        (-58, 6),
        (-54, -10),
        (-14, -22),
        (-22, -34),
        (-18, -52),
    ]
    shadow = [(cx + x * k + 8, cy + y * k + 10) for x, y in pts]
    layer = ac.surface(s.get_size())
    ac.poly(layer, (0, 0, 0, 90), shadow)
    s.blit(layer, (0, 0))
    ac.poly(s, color, [(cx + x * k, cy + y * k) for x, y in pts])
    pygame.draw.polygon(
        s, ac.lerp_color(color, INK, 0.5), [(round(cx + x * k), round(cy + y * k)) for x, y in pts], 3
    )


def wood(size: tuple[int, int], rng: random.Random, plank: int = 240) -> pygame.Surface:
    """Warm planks with wavy grain lines, drawn as polylines so the PNG stays small."""
    w, h = size
    s = pygame.Surface(size)
    x = 0
    while x < w:
        base = ac.lerp_color((150, 92, 52), (118, 70, 40), rng.random())[:3]
        s.fill(base, (x, 0, plank, h))
        for _ in range(34):
            gx = x + rng.random() * plank
            amp, freq, ph = rng.uniform(2, 9), rng.uniform(0.004, 0.012), rng.random() * 6
            tone = ac.lerp_color(
                base, (70, 38, 20) if rng.random() < 0.7 else (190, 130, 80), rng.uniform(0.15, 0.45)
            )
            pts = [(gx + amp * math.sin(y * freq + ph), y) for y in range(0, h + 20, 20)]
            pygame.draw.lines(s, tone[:3], False, [(round(a), b) for a, b in pts], rng.choice((1, 2, 2, 3)))
        if rng.random() < 0.7:
            kx, ky = x + rng.randint(40, plank - 40), rng.randint(80, h - 80)
            for i in range(5, 0, -1):
                pygame.draw.ellipse(
                    s,
                    ac.lerp_color(base, (60, 32, 18), 0.15 * i)[:3],
                    (kx - 6 * i, ky - 14 * i, 12 * i, 28 * i),
                    2,
                )
        pygame.draw.line(s, (52, 28, 14), (x, 0), (x, h), 4)
        x += plank
    return s


def scattered_card(s: pygame.Surface, center: tuple[int, int], angle: float, color: ac.Color) -> None:
    card = ac.surface((150, 210))
    pygame.draw.rect(card, (250, 246, 236), card.get_rect(), border_radius=12)
    pygame.draw.rect(card, color, card.get_rect().inflate(-16, -16), border_radius=8)
    pygame.draw.rect(
        card, ac.lerp_color(color, WHITE, 0.4), card.get_rect().inflate(-36, -36), 3, border_radius=6
    )
    shadow = ac.surface((150, 210))
    pygame.draw.rect(shadow, (0, 0, 0, 100), shadow.get_rect(), border_radius=12)
    for layer, off in ((shadow, (10, 14)), (card, (0, 0))):
        rot = pygame.transform.rotate(layer, angle)
        s.blit(rot, rot.get_rect(center=(center[0] + off[0], center[1] + off[1])))


def title_background() -> pygame.Surface:
    """A games table from above under a warm lamp, props at the edges, the middle left free."""
    w, h = 1920, 1080
    rng = random.Random(2024)
    s = wood((w, h), rng)
    for center, angle, color in (
        ((170, 180), 18, (180, 40, 50)),
        ((260, 230), -8, (40, 80, 150)),
        ((1760, 880), -22, (30, 110, 80)),
        ((1680, 930), 9, (190, 120, 30)),
        ((1780, 160), 30, (90, 50, 120)),
    ):
        scattered_card(s, center, angle, color)
    for (cx, cy), value, angle in (((300, 900), 5, 14), ((410, 960), 3, -20), ((1560, 150), 6, 8)):
        d = die_face(value, 120)
        sh = ac.surface((120, 120))
        pygame.draw.rect(sh, (0, 0, 0, 90), sh.get_rect().inflate(-8, -8), border_radius=20)
        for layer, off in ((sh, 8), (d, 0)):
            rot = pygame.transform.rotate(layer, angle)
            s.blit(rot, rot.get_rect(center=(cx + off, cy + off)))
    for (cx, cy), k, color in (
        ((120, 620), 0.9, OKABE_ITO[0]),
        ((200, 700), 0.8, OKABE_ITO[4]),
        ((1820, 560), 0.9, OKABE_ITO[2]),
        ((1730, 470), 0.8, OKABE_ITO[5]),
    ):
        meeple(s, cx, cy, k, color)
    glow = ac.radial_glow(1000, (255, 200, 120), 110, steps=64)
    s.blit(glow, (w // 2 - 1000, h // 2 - 1100))
    s.blit(ac.vignette((w, h), (20, 8, 2), 200), (0, 0))
    out = pygame.Surface((w, h))
    out.blit(s, (0, 0))
    return out


def logo() -> pygame.Surface:
    """The word Tabletop in gold letters on a gentle arc, with a die and a pawn for company."""
    w, h = 1120, 340
    s = ac.surface((w * 2, h * 2))
    word = "Tabletop"
    size = 300
    f = ac.font(ac.BOLD, size)
    total = f.size(word)[0]
    fill = ac.vertical_gradient(
        (8, 64), [(0.0, (255, 240, 170)), (0.55, (255, 190, 60)), (1.0, (200, 110, 20))]
    )
    x = w - total / 2
    radius = 2600
    for ch in word:
        cw = f.size(ch)[0]
        mid = x + cw / 2 - w
        ang = math.degrees(math.asin(mid / radius))
        y = h + 20 + radius - math.sqrt(radius * radius - mid * mid)
        letter = ac.surface((cw + 80, size + 80))
        ac.text(
            letter,
            ch,
            ac.BOLD,
            size,
            WHITE,
            (letter.get_width() / 2, letter.get_height() / 2),
            outline=16,
            outline_color=(50, 22, 10),
            shadow=14,
            shadow_color=(0, 0, 0, 140),
            fill=fill,
        )
        rot = pygame.transform.rotate(letter, -ang)
        s.blit(rot, rot.get_rect(center=(round(x + cw / 2), round(y))))
        x += cw
    d = die_face(5, 150)
    for layer, cx, ang in ((d, 150, 16),):
        rot = pygame.transform.rotate(layer, ang)
        s.blit(rot, rot.get_rect(center=(cx, 170)))
    meeple(s, w * 2 - 150, 190, 1.3, OKABE_ITO[5])
    return ac.downscale(s, (w, h))


# --- covers ---------------------------------------------------------------------------------------

COVER = (400, 520)


def cover_title(
    s: pygame.Surface,
    title: str,
    subtitle: str | None,
    y: int,
    color: ac.Color,
    outline: ac.Color,
    sub_color: ac.Color,
    size: int = 150,
    fill: pygame.Surface | None = None,
) -> None:
    size = ac.fit_size(title, ac.CONDENSED, size, 740)
    ac.text(
        s,
        title,
        ac.CONDENSED,
        size,
        color,
        (400, y),
        outline=10,
        outline_color=outline,
        shadow=10,
        shadow_color=(0, 0, 0, 160),
        fill=fill,
    )
    if subtitle:
        sub = ac.fit_size(subtitle, ac.BOLD, 44, 700)
        ac.text(
            s,
            subtitle,
            ac.BOLD,
            sub,
            sub_color,
            (400, y + size * 0.62 + 16),
            outline=5,
            outline_color=outline,
        )


def running_man(s: pygame.Surface, cx: float, cy: float, k: float, color: ac.Color) -> None:
    """A noir silhouette mid-stride: hat, flapping coat, long limbs (``cy`` is the hip)."""

    def limb(points: list[tuple[float, float]], width: float) -> None:
        pts = [(round(cx + x * k), round(cy + y * k)) for x, y in points]
        pygame.draw.lines(s, color, False, pts, round(width * k))
        for p in pts:
            pygame.draw.circle(s, color, p, round(width * k / 2))

    limb([(0, 0), (70, 60), (60, 150)], 34)  # front leg
    limb([(60, 150), (92, 150)], 22)
    limb([(-10, 0), (-70, 70), (-150, 80)], 32)  # back leg
    limb([(-150, 80), (-160, 50)], 22)
    ac.poly(
        s,
        color,
        [
            (cx + x * k, cy + y * k)
            for x, y in (
                (-40, 10),
                (0, -186),
                (30, -200),
                (84, -184),
                (50, 10),
                (20, 40),
                (-40, 70),
                (-130, 96),
                (-80, 40),
            )
        ],
    )
    limb([(40, -160), (110, -110), (150, -150)], 26)  # front arm
    limb([(20, -160), (-40, -100), (-100, -120)], 26)  # back arm
    pygame.draw.circle(s, color, (round(cx + 56 * k), round(cy - 222 * k)), round(34 * k))
    pygame.draw.ellipse(s, color, (round(cx + 4 * k), round(cy - 256 * k), round(110 * k), round(22 * k)))
    ac.poly(s, color, [(cx + x * k, cy + y * k) for x, y in ((22, -246), (30, -290), (86, -292), (94, -246))])


def cover_fugitive() -> pygame.Surface:
    w, h = 800, 1040
    rng = random.Random(11)
    s = ac.vertical_gradient((w, h), [(0.0, (6, 8, 22)), (0.6, (26, 28, 64)), (1.0, (8, 8, 18))])
    skyline(s, rng, 700, (24, 24, 56), 200, 380, (60, 130), windows=(255, 190, 70), chance=0.06)
    skyline(s, rng, 760, (10, 10, 24), 100, 260, (80, 160), windows=(255, 200, 90), chance=0.1)
    street = ac.vertical_gradient((w, 300), [(0.0, (14, 14, 26)), (1.0, (4, 4, 10))])
    s.blit(street, (0, 740))
    s.blit(ac.radial_glow(380, SODIUM, 230), (420 - 380, 560 - 380))
    cone = ac.surface((w, h))
    ac.poly(cone, (255, 200, 90, 45), [(640, 500), (180, 1040), (800, 1040), (800, 800)])
    s.blit(cone, (0, 0))
    pygame.draw.line(s, (4, 4, 10), (690, 1040), (690, 480), 14)
    pygame.draw.line(s, (4, 4, 10), (692, 486), (630, 486), 10)
    pygame.draw.circle(s, (255, 236, 170), (630, 500), 16)
    for _ in range(30):
        x, y = rng.randint(0, w), rng.randint(790, 1030)
        col = rng.choice((SODIUM, (255, 70, 170), (120, 180, 255)))
        pygame.draw.line(
            s, ac.lerp_color(col, (10, 10, 20), 0.5)[:3], (x, y), (x + rng.randint(20, 60), y), 3
        )
    for i in range(5):
        ac.footprint(
            s,
            70 + i * 64,
            1000 - i * 24 + (i % 2) * 22,
            0.5,
            (255, 200, 90, 150),
            mirror=bool(i % 2),
            angle=-70,
        )
    running_man(s, 420, 770, 1.05, (2, 2, 8))
    ac.rain(s, rng, 420, (170, 190, 240, 70), (20, 50), slant=0.2, width=2)
    cover_title(s, "FUGITIVE", None, 170, SODIUM, INK, CREAM, 170)
    pygame.draw.rect(s, (255, 70, 170), (90, 262, 620, 6))
    s.blit(ac.radial_glow(40, (255, 70, 170), 160), (90 - 40, 265 - 40))
    s.blit(ac.radial_glow(40, (255, 70, 170), 160), (710 - 40, 265 - 40))
    return ac.downscale(ac.rounded_mask(s, 24), COVER)


def halftone(s: pygame.Surface, color: ac.Color, spacing: int, max_r: float, center: tuple[int, int]) -> None:
    """Comic-book dot screen that grows away from ``center``."""
    w, h = s.get_size()
    far = math.hypot(w, h)
    for y in range(0, h + spacing, spacing):
        for x in range((y // spacing) % 2 * spacing // 2, w + spacing, spacing):
            d = math.hypot(x - center[0], y - center[1]) / far
            r = round(max_r * d * 1.4)
            if r > 0:
                pygame.draw.circle(s, color, (x, y), r)


def cover_outnumbered() -> pygame.Surface:
    w, h = 800, 1040
    s = pygame.Surface((w, h))
    s.fill((255, 215, 50))
    cx, cy = 400, 600
    for i in range(24):
        a0, a1 = math.radians(i * 15), math.radians(i * 15 + 7.5)
        ac.poly(
            s,
            (255, 90, 40),
            [
                (cx, cy),
                (cx + 1400 * math.cos(a0), cy + 1400 * math.sin(a0)),
                (cx + 1400 * math.cos(a1), cy + 1400 * math.sin(a1)),
            ],
        )
    dots = ac.surface((w, h))
    halftone(dots, (200, 40, 20, 110), 22, 9, (cx, cy))
    s.blit(dots, (0, 0))
    # hero: cape, body, mask
    ink = (20, 16, 30)
    ac.poly(s, ink, [(250, 520), (550, 520), (660, 1040), (140, 1040)])
    ac.poly(s, (200, 30, 40), [(262, 530), (538, 530), (640, 1040), (160, 1040)])
    ac.poly(s, ink, [(300, 560), (500, 560), (540, 1040), (260, 1040)])
    ac.poly(s, (30, 110, 220), [(310, 570), (490, 570), (528, 1040), (272, 1040)])
    pygame.draw.circle(s, ink, (400, 470), 92)
    pygame.draw.circle(s, (250, 200, 160), (400, 470), 84)
    ac.poly(s, (30, 110, 220), [(318, 440), (482, 440), (478, 486), (322, 486)])
    pygame.draw.ellipse(s, WHITE, (346, 448, 38, 26))
    pygame.draw.ellipse(s, WHITE, (416, 448, 38, 26))
    pygame.draw.arc(s, ink, (364, 486, 72, 40), math.pi * 1.1, math.pi * 1.9, 6)
    # chest emblem: a plus sign
    pygame.draw.circle(s, ink, (400, 700), 72)
    pygame.draw.circle(s, (255, 215, 50), (400, 700), 64)
    pygame.draw.rect(s, (200, 30, 40), (388, 650, 24, 100))
    pygame.draw.rect(s, (200, 30, 40), (350, 688, 100, 24))
    # maths bursts
    for (bx, by), sym, col in (
        ((130, 430), "+", (30, 110, 220)),
        ((670, 420), "×", (0, 158, 115)),
        ((110, 820), "÷", (150, 60, 170)),
        ((690, 830), "−", (30, 110, 220)),
    ):
        pts = ac.star_points(bx, by, 96, 64, 10, 0)
        ac.poly(s, ink, [(x + 6, y + 8) for x, y in pts])
        ac.poly(s, WHITE, pts)
        pygame.draw.polygon(s, ink, [(round(x), round(y)) for x, y in pts], 5)
        ac.text(s, sym, ac.BOLD, 110, col, (bx, by - 4), outline=4, outline_color=ink)
    cover_title(
        s,
        "OUTNUMBERED",
        "IMPROBABLE HEROES",
        150,
        WHITE,
        ink,
        (255, 230, 80),
        150,
        fill=ac.vertical_gradient((8, 64), [(0.0, WHITE), (1.0, (255, 236, 150))]),
    )
    pygame.draw.rect(s, ink, s.get_rect(), 14)
    return ac.downscale(ac.rounded_mask(s, 24), COVER)


def bat(s: pygame.Surface, cx: float, cy: float, k: float, color: ac.Color) -> None:
    pts = [
        (0, -8),
        (6, -14),
        (8, -6),
        (30, -18),
        (60, -4),
        (44, 0),
        (38, 12),
        (24, 4),
        (10, 14),
        (0, 6),
        (-10, 14),
        (-24, 4),
        (-38, 12),
        (-44, 0),
        (-60, -4),
        (-30, -18),
        (-8, -6),
        (-6, -14),
    ]
    ac.poly(s, color, [(cx + x * k, cy + y * k) for x, y in pts])


def pumpkin(s: pygame.Surface, cx: int, cy: int, r: int) -> None:
    for dx in (-r // 2, r // 2, 0):
        pygame.draw.ellipse(s, (40, 16, 6), (cx + dx - r * 0.7 - 4, cy - r - 4, r * 1.4 + 8, r * 2 + 8))
        pygame.draw.ellipse(
            s, (240, 120, 20) if dx else (255, 140, 30), (cx + dx - r * 0.7, cy - r, r * 1.4, r * 2)
        )
    pygame.draw.rect(s, (60, 90, 30), (cx - 6, cy - r - 24, 12, 28), border_radius=4)
    for side in (-1, 1):
        ac.poly(
            s,
            (60, 20, 0),
            [
                (cx + side * r * 0.45, cy - r * 0.35),
                (cx + side * r * 0.2, cy - r * 0.05),
                (cx + side * r * 0.65, cy - r * 0.05),
            ],
        )
    ac.poly(
        s,
        (60, 20, 0),
        [
            (cx - r * 0.6, cy + r * 0.2),
            (cx + r * 0.6, cy + r * 0.2),
            (cx + r * 0.3, cy + r * 0.55),
            (cx, cy + r * 0.4),
            (cx - r * 0.3, cy + r * 0.55),
        ],
    )
    s.blit(ac.radial_glow(r, (255, 200, 60), 120), (cx - r, cy - r // 2))


def cover_outrun() -> pygame.Surface:
    w, h = 800, 1040
    rng = random.Random(31)
    s = ac.vertical_gradient(
        (w, h), [(0.0, (30, 8, 50)), (0.55, (110, 30, 80)), (0.8, (230, 100, 30)), (1.0, (60, 16, 30))]
    )
    s.blit(ac.radial_glow(220, (255, 240, 200), 200), (560 - 220, 340 - 220))
    pygame.draw.circle(s, (255, 244, 210), (560, 340), 110)
    pygame.draw.circle(s, (235, 220, 180), (520, 310), 18)
    pygame.draw.circle(s, (235, 220, 180), (590, 380), 12)
    # museum facade
    dark = (18, 6, 24)
    ac.poly(s, dark, [(90, 560), (400, 420), (710, 560)])
    pygame.draw.rect(s, dark, (100, 556, 600, 40))
    for i in range(6):
        x = 130 + i * 104
        pygame.draw.rect(s, dark, (x, 596, 40, 250))
        pygame.draw.rect(s, dark, (x - 8, 596, 56, 16))
    pygame.draw.rect(s, dark, (80, 846, 640, 30))
    pygame.draw.rect(s, dark, (60, 876, 680, 30))
    for i in range(5):
        x = 190 + i * 104
        glow = (255, 150, 40) if i != 2 else (140, 255, 120)
        pygame.draw.rect(
            s,
            ac.lerp_color(glow, dark, 0.3)[:3],
            (x - 6, 650 + (i % 2) * 10, 28, 130 - (i % 2) * 10),
            border_top_left_radius=14,
            border_top_right_radius=14,
        )
    pygame.draw.rect(s, (40, 10, 40), (0, 906, w, 134))
    for _ in range(9):
        bat(s, rng.randint(60, 740), rng.randint(350, 540), rng.uniform(0.6, 1.3), (10, 2, 14))
    pumpkin(s, 150, 960, 64)
    pumpkin(s, 660, 975, 52)
    cover_title(
        s,
        "OUTRUN",
        "MONSTER MOVIE MUSEUM",
        170,
        (255, 150, 30),
        (20, 4, 20),
        (200, 255, 160),
        190,
        fill=ac.vertical_gradient((8, 64), [(0.0, (255, 220, 100)), (1.0, (240, 90, 10))]),
    )
    return ac.downscale(ac.rounded_mask(s, 24), COVER)


def cover_justrun() -> pygame.Surface:
    w, h = 800, 1040
    rng = random.Random(41)
    s = ac.vertical_gradient((w, h), [(0.0, (18, 22, 20)), (0.6, (44, 52, 44)), (1.0, (10, 10, 10))])
    s.blit(ac.radial_glow(300, (150, 170, 130), 90), (400 - 300, 300 - 300))
    # abandoned block
    wall = (30, 32, 30)
    pygame.draw.rect(s, wall, (110, 360, 580, 680))
    pygame.draw.rect(s, (22, 24, 22), (110, 340, 580, 28))
    for row in range(4):
        for col in range(4):
            r = pygame.Rect(150 + col * 136, 410 + row * 130, 84, 92)
            lit = row == 1 and col == 2
            pygame.draw.rect(s, (200, 190, 110) if lit else (10, 12, 10), r)
            if lit:
                s.blit(ac.radial_glow(90, (230, 210, 120), 120), (r.centerx - 90, r.centery - 90))
                pygame.draw.rect(s, (40, 20, 20), (r.x + 30, r.y + 30, 26, 62))
                pygame.draw.circle(s, (40, 20, 20), (r.x + 43, r.y + 26), 12)
            elif rng.random() < 0.6:
                for _ in range(2):
                    pygame.draw.line(
                        s,
                        (70, 60, 40),
                        (r.x - 6, r.y + rng.randint(10, 80)),
                        (r.right + 6, r.y + rng.randint(10, 80)),
                        10,
                    )
            else:
                ac.poly(s, (60, 66, 60), [(r.x, r.y), (r.x + 40, r.y), (r.x + 10, r.y + 50)])
            pygame.draw.rect(s, (16, 16, 16), r, 4)
    # cracks and stains
    for _ in range(6):
        x, y = rng.randint(120, 680), rng.randint(370, 900)
        pts = [(x, y)]
        for _ in range(6):
            x += rng.randint(-20, 20)
            y += rng.randint(8, 30)
            pts.append((x, y))
        pygame.draw.lines(s, (12, 12, 12), False, pts, 3)
    pygame.draw.rect(s, (8, 8, 8), (330, 900, 140, 140))
    for i in range(3):
        pygame.draw.line(s, (80, 62, 40), (320, 920 + i * 40), (480, 930 + i * 40), 18)
    # reaching hands at the bottom
    for hx in (150, 640):
        hand = (70, 90, 60)
        pygame.draw.rect(s, hand, (hx - 20, 930, 40, 120))
        for i in range(4):
            pygame.draw.rect(s, hand, (hx - 24 + i * 13, 880 + abs(i - 1.5) * 10, 11, 60), border_radius=5)
        pygame.draw.rect(s, hand, (hx + 20, 930, 24, 12), border_radius=5)
    fog = ac.vertical_gradient((w, 260), [(0.0, (120, 130, 110, 0)), (1.0, (120, 130, 110, 140))])
    s.blit(fog, (0, h - 260))
    blood = (190, 20, 20)
    cover_title(s, "JUST RUN", "A GAME OF HORROR", 170, (236, 230, 210), (20, 0, 0), (230, 60, 50), 180)
    for x in (170, 260, 420, 590, 650):
        ln = rng.randint(30, 110)
        pygame.draw.line(s, blood, (x, 366), (x, 366 + ln), 8)
        pygame.draw.circle(s, blood, (x, 366 + ln), 8)
    pygame.draw.rect(s, blood, (110, 362, 580, 8))
    return ac.downscale(ac.rounded_mask(s, 24), COVER)


# --- generic pieces -------------------------------------------------------------------------------


def draw_symbol(s: pygame.Surface, kind: str, cx: float, cy: float, r: float, color: ac.Color) -> None:
    """The six shapes that keep pieces apart for players who cannot tell the colours apart."""
    if kind == "circle":
        pygame.draw.circle(s, color, (round(cx), round(cy)), round(r * 0.8))
    elif kind == "triangle":
        ac.poly(s, color, ac.regular_points(cx, cy + r * 0.15, r, 3))
    elif kind == "square":
        side = r * 1.4
        pygame.draw.rect(s, color, (round(cx - side / 2), round(cy - side / 2), round(side), round(side)))
    elif kind == "diamond":
        ac.poly(s, color, [(cx, cy - r), (cx + r * 0.75, cy), (cx, cy + r), (cx - r * 0.75, cy)])
    elif kind == "star":
        ac.poly(s, color, ac.star_points(cx, cy + r * 0.06, r * 1.05, r * 0.45))
    elif kind == "cross":
        t = r * 0.55
        pygame.draw.rect(s, color, (round(cx - t / 2), round(cy - r), round(t), round(2 * r)))
        pygame.draw.rect(s, color, (round(cx - r), round(cy - t / 2), round(2 * r), round(t)))


def token(index: int) -> pygame.Surface:
    """A round player token: Okabe-Ito colour, dark rim, white symbol with a dark edge."""
    size = 192
    s = ac.surface((size, size))
    c = size // 2
    color = OKABE_ITO[index]
    pygame.draw.circle(s, (0, 0, 0, 90), (c + 3, c + 6), 86)
    pygame.draw.circle(s, (24, 24, 32), (c, c), 86)
    pygame.draw.circle(s, color, (c, c), 78)
    pygame.draw.circle(s, ac.lerp_color(color, WHITE, 0.35), (c, c), 78, 6, draw_top_left=True)
    pygame.draw.circle(s, ac.lerp_color(color, INK, 0.25), (c, c), 78, 6, draw_bottom_right=True)
    kind = SYMBOLS[index]
    edge = ac.surface((size, size))
    draw_symbol(edge, kind, c, c, 50, (24, 24, 32))
    grown = pygame.transform.smoothscale(edge, (size + 16, size + 16))
    s.blit(grown, (-8, -8))
    draw_symbol(s, kind, c, c, 44, WHITE)
    return ac.downscale(s, (96, 96))


def symbol(index: int) -> pygame.Surface:
    s = ac.surface((96, 96))
    draw_symbol(s, SYMBOLS[index], 48, 48, 40, WHITE)
    return ac.downscale(s, (48, 48))


# --- manifest -------------------------------------------------------------------------------------

Renderer = Callable[[], pygame.Surface]


def _renderers() -> dict[str, tuple[tuple[int, int], Renderer]]:
    """Every PNG this script owns: path under art/ -> (size in pixels, how to draw it)."""
    r: dict[str, tuple[tuple[int, int], Renderer]] = {}
    for n in range(43):
        r[f"fugitive/card_{n:02d}.png"] = (CARD_SIZE, lambda n=n: fugitive_card(n))
    for pile in PILES:
        r[f"fugitive/back_{pile.number}.png"] = (CARD_SIZE, lambda p=pile: fugitive_back(p))
    r["fugitive/back_hideout.png"] = (CARD_SIZE, hideout_back)
    r["fugitive/event_back.png"] = (CARD_SIZE, event_back)
    for kind in ("fugitive", "marshal", "neutral"):
        r[f"fugitive/event_front_{kind}.png"] = (CARD_SIZE, lambda k=kind: event_front(k))
    for role in ("fugitive", "marshal"):
        r[f"fugitive/role_{role}.png"] = (CARD_SIZE, lambda k=role: role_card(k))
    r["fugitive/placeholder.png"] = (CARD_SIZE, placeholder)
    r["fugitive/table.png"] = ((1920, 1080), fugitive_table)
    r["fugitive/notepad.png"] = ((560, 620), notepad)
    r["title/background.png"] = ((1920, 1080), title_background)
    r["title/logo.png"] = ((1120, 340), logo)
    r["covers/fugitive.png"] = (COVER, cover_fugitive)
    r["covers/outnumbered.png"] = (COVER, cover_outnumbered)
    r["covers/outrun.png"] = (COVER, cover_outrun)
    r["covers/justrun.png"] = (COVER, cover_justrun)
    for i in range(6):
        r[f"common/token_{i}.png"] = ((96, 96), lambda i=i: token(i))
        r[f"common/symbol_{i}.png"] = ((48, 48), lambda i=i: symbol(i))
    for v in range(1, 7):
        r[f"common/die_{v}.png"] = ((96, 96), lambda v=v: ac.downscale(die_face(v), (96, 96)))
    r.update(art_outnumbered.renderers())
    r.update(art_outrun.renderers())
    r.update(art_just_run.renderers())
    r.update(art_icon.renderers())
    return r


#: Files replaced by scans or hand-made images (path -> size): still checked, never overwritten.
HAND_MADE: dict[str, tuple[int, int]] = {}
RENDERERS = {path: job for path, job in _renderers().items() if path not in HAND_MADE}
SOUNDS = ("card", "flip", "dice", "win", "loss", "click")
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansCondensed-Bold.ttf")

#: Every file under art/ the app relies on (boards excepted): image size, or None for non-images.
MANIFEST: dict[str, tuple[int, int] | None] = {
    **{path: size for path, (size, _) in RENDERERS.items()},
    **HAND_MADE,
    **{f"sounds/{name}.wav": None for name in SOUNDS},
    **{f"fonts/{name}": None for name in FONTS},
    "fonts/LICENSE-DejaVu.txt": None,
    art_icon.ICO: None,
    art_icon.ICNS: None,
}


def render(path: str) -> pygame.Surface:
    size, draw = RENDERERS[path]
    surf = draw()
    if surf.get_size() != size:
        raise ValueError(f"{path} came out {surf.get_size()}, expected {size}")
    return surf


def build(out: Path, patterns: list[str] | None = None) -> list[Path]:
    """Render the PNGs matching ``patterns`` (all when None) into ``out``; return what was written."""
    ac.init()
    if str(ac.REPO_ROOT) not in sys.path:
        sys.path.insert(0, str(ac.REPO_ROOT))
    written = []
    for path in RENDERERS:
        if patterns and not any(fnmatch.fnmatch(path, p) for p in patterns):
            continue
        target = out / path
        ac.save(render(path), target)
        written.append(target)
    icons = art_icon.containers_paths()
    if not patterns or any(fnmatch.fnmatch(path, p) for path in icons for p in patterns):
        written += art_icon.write(out)
    return written


def contact_sheet(source: Path, target: Path) -> None:
    """All 43 Hideout faces, the backs and the event frames on one sheet, for eyeballing."""
    names = [f"fugitive/card_{n:02d}.png" for n in range(43)] + [
        p
        for p in RENDERERS
        if p.startswith("fugitive/") and "card_" not in p and p.endswith(".png") and MANIFEST[p] == CARD_SIZE
    ]
    cols = 10
    rows = math.ceil(len(names) / cols)
    sheet = pygame.Surface((cols * 210 + 10, rows * 290 + 10))
    sheet.fill((60, 60, 70))
    for i, name in enumerate(names):
        img = pygame.image.load(str(source / name))
        sheet.blit(img, (10 + (i % cols) * 210, 10 + (i // cols) * 290))
    ac.save(sheet, target)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ART_DIR, help="folder to write into (default: art/)")
    parser.add_argument("--only", action="append", help="glob of paths under art/ to render, repeatable")
    parser.add_argument("--contact", type=Path, help="also write a contact sheet of the Fugitive cards here")
    args = parser.parse_args(argv)
    written = build(args.out, args.only)
    print(f"wrote {len(written)} images into {args.out}")
    if args.contact:
        contact_sheet(args.out, args.contact)
        print(f"contact sheet: {args.contact}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
