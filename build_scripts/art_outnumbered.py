"""Outnumbered: Improbable Heroes art: villains, heroes, bonus powers, events and the board tokens.

``make_art.py`` registers :func:`renderers` in its manifest, so ``python build_scripts/make_art.py``
writes these files with the rest and the art test checks their bytes.  Run this script on its own
(``--contact FILE``) to render only this game's art and a contact sheet for a quick look.

The style is a comic book: bright colours, thick ink outlines, halftone dots and burst rays.  Every
piece is drawn at twice its final size and shrunk at the end (``ac.downscale``) to smooth edges.
The numbers on villain cards are the focus; names are small because the scene may draw translated
names over them, and the hero, bonus and event cards keep a plain panel (the ``*_TEXT_RECT``
constants, in final-size pixels) where the scene writes the translated rules text.
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import art_common as ac  # noqa: E402
from art_common import pygame  # noqa: E402

Renderer = Callable[[], pygame.Surface]
Pt = tuple[float, float]

# --- sizes and the panels the scene writes into (final-size pixels) ---------------------------------

VILLAIN_SIZE = (200, 140)
HERO_SIZE = (300, 420)
BONUS_SIZE = (200, 280)
EVENT_SIZE = (300, 200)
HERO_GLOW_SIZE = (332, 452)
HERO_TEXT_RECT = (18, 284, 264, 118)  # the plain panel under a hero's portrait
BONUS_TEXT_RECT = (14, 190, 172, 76)  # the plain panel under a bonus power's icon
EVENT_TEXT_RECT = (14, 150, 272, 40)  # the plain band under an event's picture
#: where each card prints its English name, should the scene cover it with a translation
NAME_BAND = {
    "villain": (0, 0, 200, 22),
    "hero": (11, 9, 278, 38),
    "bonus": (7, 8, 186, 32),
    "event": (8, 5, 284, 29),
}

# --- palette ----------------------------------------------------------------------------------------

INK = (20, 16, 34)
PAPER = (250, 244, 226)
WHITE = (255, 255, 255)
YELLOW = (255, 212, 38)
ORANGE = (255, 128, 30)
RED = (226, 40, 52)
ICE = (160, 232, 255)
FROST = (228, 248, 255)
SKIN = ((247, 206, 168), (214, 160, 112), (150, 96, 62), (240, 190, 150), (120, 76, 48), (232, 180, 130))


def _load_content() -> ModuleType:
    """The card data, loaded from its file so the art builds even while the rules package is half-written."""
    root = str(ac.REPO_ROOT)
    if root not in sys.path:
        sys.path.insert(0, root)
    name = "_outnumbered_art_content"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(
        name, ac.REPO_ROOT / "tabletop/games/outnumbered/rules/content.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is being built
    spec.loader.exec_module(module)
    return module


content = _load_content()

# --- drawing helpers (all coordinates at 2x) ------------------------------------------------------


def _ipts(points: Sequence[Pt]) -> list[tuple[int, int]]:
    return [(round(x), round(y)) for x, y in points]


def outlined(
    s: pygame.Surface, points: Sequence[Pt], fill: ac.Color, width: int = 6, line: ac.Color = INK
) -> None:
    """A filled polygon with a comic ink edge (round joins, so corners never show gaps)."""
    pts = _ipts(points)
    pygame.draw.polygon(s, fill, pts)
    if width:
        pygame.draw.lines(s, line, True, pts, width)
        for p in pts:
            pygame.draw.circle(s, line, p, width // 2)


def stroke(
    s: pygame.Surface, points: Sequence[Pt], color: ac.Color, width: int, closed: bool = False
) -> None:
    """A thick polyline with round ends and joins (arms, arrows, swirls)."""
    pts = _ipts(points)
    if len(pts) > 1:
        pygame.draw.lines(s, color, closed, pts, width)
    for p in pts:
        pygame.draw.circle(s, color, p, max(1, width // 2))


def inked_stroke(s: pygame.Surface, points: Sequence[Pt], color: ac.Color, width: int, edge: int = 5) -> None:
    stroke(s, points, INK, width + 2 * edge)
    stroke(s, points, color, width)


def disc(
    s: pygame.Surface, center: Pt, r: float, fill: ac.Color, width: int = 5, line: ac.Color = INK
) -> None:
    c = (round(center[0]), round(center[1]))
    if width:
        pygame.draw.circle(s, line, c, round(r + width))
    pygame.draw.circle(s, fill, c, round(r))


def ellipse(
    s: pygame.Surface, rect: tuple[float, float, float, float], fill: ac.Color, width: int = 5
) -> None:
    x, y, w, h = rect
    if width:
        pygame.draw.ellipse(
            s, INK, (round(x - width), round(y - width), round(w + 2 * width), round(h + 2 * width))
        )
    pygame.draw.ellipse(s, fill, (round(x), round(y), round(w), round(h)))


def shadowed(
    s: pygame.Surface, points: Sequence[Pt], fill: ac.Color, width: int = 6, drop: Pt = (7, 8)
) -> None:
    """A polygon with a solid ink drop shadow: the printed-comic look of the icons."""
    ac.poly(s, INK, [(x + drop[0], y + drop[1]) for x, y in points])
    outlined(s, points, fill, width)


_gradients: dict[tuple, pygame.Surface] = {}


def gradient(size: tuple[int, int], stops: Sequence[tuple[float, ac.Color]]) -> pygame.Surface:
    """A fresh copy of a vertical gradient: one column computed once, then stretched sideways."""
    key = (size, tuple(stops))
    if key not in _gradients:
        _gradients[key] = pygame.transform.scale(ac.vertical_gradient((1, size[1]), stops), size)
    return _gradients[key].copy()


_halftones: dict[tuple, pygame.Surface] = {}


def halftone(
    size: tuple[int, int], color: ac.Color, spacing: int, max_r: float, center: Pt, grow_out: bool = True
) -> pygame.Surface:
    """A dot screen whose dots grow away from (or toward) ``center``; cached, never modify the result."""
    key = (size, color, spacing, max_r, center, grow_out)
    if key not in _halftones:
        w, h = size
        s = ac.surface(size)
        far = math.hypot(max(center[0], w - center[0]), max(center[1], h - center[1]))
        for row, y in enumerate(range(0, h + spacing, spacing)):
            for x in range((row % 2) * spacing // 2, w + spacing, spacing):
                d = min(1.0, math.hypot(x - center[0], y - center[1]) / far)
                r = round(max_r * (d if grow_out else 1 - d))
                if r > 0:
                    pygame.draw.circle(s, color, (x, y), r)
        _halftones[key] = s
    return _halftones[key]


def rays(
    size: tuple[int, int], center: Pt, color: ac.Color, count: int = 18, turn: float = 0.0
) -> pygame.Surface:
    """Comic burst rays: alternate wedges of ``color`` around ``center``."""
    s = ac.surface(size)
    reach = 2 * math.hypot(*size)
    cx, cy = center
    for i in range(count):
        a0 = math.radians(turn + i * 360 / count)
        a1 = math.radians(turn + (i + 0.5) * 360 / count)
        ac.poly(
            s,
            color,
            [
                (cx, cy),
                (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                (cx + reach * math.cos(a1), cy + reach * math.sin(a1)),
            ],
        )
    return s


_glows: dict[tuple, pygame.Surface] = {}


def glow(radius: int, color: ac.Color, strength: int = 160) -> pygame.Surface:
    key = (radius, color, strength)
    if key not in _glows:
        _glows[key] = ac.radial_glow(radius, color, strength, steps=24)
    return _glows[key]


def blit_glow(s: pygame.Surface, center: Pt, radius: int, color: ac.Color, strength: int = 160) -> None:
    s.blit(glow(radius, color, strength), (round(center[0] - radius), round(center[1] - radius)))


def gradient_fill(body: pygame.Surface, stops: Sequence[tuple[float, ac.Color]]) -> pygame.Surface:
    """Tint white text with a vertical gradient spanning its visible glyphs (not the line box)."""
    box = body.get_bounding_rect()
    tint = ac.surface(body.get_size())
    tint.fill(ac.rgba(stops[0][1]))
    tint.fill(ac.rgba(stops[-1][1]), (0, box.bottom, body.get_width(), body.get_height() - box.bottom))
    tint.blit(
        pygame.transform.scale(gradient((1, max(1, box.h)), stops), (body.get_width(), max(1, box.h))),
        (0, box.y),
    )
    out = body.copy()
    out.blit(tint, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def fit_font(message: str, name: str, box: tuple[int, int], outline: int, largest: int = 400) -> int:
    """The font size whose visible glyphs (plus outline) fill ``box`` as far as the tighter side allows."""
    probe = ac.font(name, 100).render(message, True, WHITE).get_bounding_rect()
    size = int(100 * min((box[0] - 2 * outline) / max(1, probe.w), (box[1] - 2 * outline) / max(1, probe.h)))
    return max(8, min(largest, size))


def big_text(
    s: pygame.Surface,
    message: str,
    name: str,
    center: Pt,
    box: tuple[int, int],
    fill: ac.Color | Sequence[tuple[float, ac.Color]],
    outline: int = 8,
    line: ac.Color = INK,
    drop: int = 0,
    drop_color: ac.Color = INK,
    largest: int = 400,
) -> pygame.Rect:
    """Outlined display text centred on its visible glyphs, sized to fill ``box``."""
    size = fit_font(message, name, box, outline, largest)
    if isinstance(fill, tuple) and isinstance(fill[0], int):
        body = ac.font(name, size).render(message, True, fill)
    else:
        body = gradient_fill(ac.font(name, size).render(message, True, WHITE), fill)  # type: ignore[arg-type]
    ring = ac.font(name, size, outline).render(message, True, line)
    tight = ring.get_bounding_rect()
    x = round(center[0] - tight.centerx)
    y = round(center[1] - tight.centery)
    if drop:
        s.blit(ac.font(name, size, outline).render(message, True, drop_color), (x + drop, y + drop))
    s.blit(ring, (x, y))
    s.blit(body, (x + outline, y + outline))
    return tight.move(x, y)


def small_text(
    s: pygame.Surface,
    message: str,
    center: Pt,
    max_width: int,
    size: int,
    color: ac.Color = WHITE,
    outline: int = 0,
    line: ac.Color = INK,
    name: str = ac.CONDENSED,
) -> None:
    size = ac.fit_size(message, name, size, max_width)
    ac.text(s, message, name, size, color, center, outline=outline, outline_color=line)


def finish(s: pygame.Surface, size: tuple[int, int], radius: int, border: int = 8) -> pygame.Surface:
    """Ink edge, round corners, shrink to the final size."""
    pygame.draw.rect(s, INK, s.get_rect(), border, border_radius=radius)
    return ac.downscale(ac.rounded_mask(s, radius), size)


def banner(
    s: pygame.Surface,
    rect: tuple[int, int, int, int],
    message: str,
    fill: ac.Color,
    color: ac.Color = INK,
    slant: int = 14,
    size: int = 40,
) -> None:
    """A slanted comic caption box with the card's name."""
    x, y, w, h = rect
    pts = [(x + slant, y), (x + w, y), (x + w - slant, y + h), (x, y + h)]
    shadowed(s, pts, fill, 5, (5, 6))
    small_text(s, message.upper(), (x + w / 2, y + h / 2 + 1), w - 2 * slant - 16, size, color)


def snowflake(s: pygame.Surface, center: Pt, r: float, color: ac.Color, width: int = 4) -> None:
    cx, cy = center
    for i in range(6):
        a = math.radians(90 + i * 60)
        ex, ey = cx + r * math.cos(a), cy + r * math.sin(a)
        stroke(s, [(cx, cy), (ex, ey)], color, width)
        for t, b in ((0.55, 0.38), (0.8, 0.25)):
            px, py = cx + r * t * math.cos(a), cy + r * t * math.sin(a)
            for side in (-1, 1):
                a2 = a + side * math.radians(45)
                stroke(
                    s,
                    [(px, py), (px + r * b * math.cos(a2), py + r * b * math.sin(a2))],
                    color,
                    max(2, width - 1),
                )


def sparkle(s: pygame.Surface, center: Pt, r: float, color: ac.Color) -> None:
    cx, cy = center
    ac.poly(
        s,
        color,
        [
            (cx, cy - r),
            (cx + r * 0.22, cy - r * 0.22),
            (cx + r, cy),
            (cx + r * 0.22, cy + r * 0.22),
            (cx, cy + r),
            (cx - r * 0.22, cy + r * 0.22),
            (cx - r, cy),
            (cx - r * 0.22, cy - r * 0.22),
        ],
    )


def die(
    s: pygame.Surface,
    center: Pt,
    size: float,
    value: int,
    body: ac.Color = WHITE,
    pip: ac.Color = INK,
    angle: float = 0.0,
    edge: int = 5,
) -> None:
    """A chunky die face with an ink rim (``value`` 0 draws a blank face)."""
    full = round(size + 2 * edge + 12)
    layer = ac.surface((full, full))
    r = pygame.Rect(0, 0, round(size), round(size))
    r.center = (full // 2, full // 2)
    pygame.draw.rect(layer, INK, r.inflate(2 * edge, 2 * edge), border_radius=round(size * 0.2) + edge)
    pygame.draw.rect(layer, body, r, border_radius=round(size * 0.2))
    pygame.draw.rect(
        layer,
        ac.lerp_color(body, INK, 0.18),
        (r.x, r.bottom - size * 0.14, r.w, size * 0.14),
        border_bottom_left_radius=round(size * 0.2),
        border_bottom_right_radius=round(size * 0.2),
    )
    spots = {
        0: [],
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }[value]
    d = size * 0.27
    for dx, dy in spots:
        pygame.draw.circle(
            layer, pip, (round(r.centerx + dx * d), round(r.centery + dy * d)), max(2, round(size * 0.1))
        )
    if angle:
        layer = pygame.transform.rotate(layer, angle)
    s.blit(layer, layer.get_rect(center=(round(center[0]), round(center[1]))))


def arc_arrow(
    s: pygame.Surface,
    center: Pt,
    radius: float,
    start: float,
    end: float,
    width: int,
    color: ac.Color,
    head: float = 2.2,
) -> None:
    """A curved arrow from angle ``start`` to ``end`` (degrees, screen y down) with a head at ``end``."""
    cx, cy = center
    steps = max(6, int(abs(end - start) / 6))
    direction = 1 if end > start else -1
    stop = end - direction * math.degrees(width * 0.9 / radius)
    pts = [
        (
            cx + radius * math.cos(math.radians(start + (stop - start) * i / steps)),
            cy + radius * math.sin(math.radians(start + (stop - start) * i / steps)),
        )
        for i in range(steps + 1)
    ]
    a = math.radians(end)
    tip = (cx + radius * math.cos(a), cy + radius * math.sin(a))
    back = math.radians(stop)
    bx, by = cx + radius * math.cos(back), cy + radius * math.sin(back)
    nx, ny = math.cos(back), math.sin(back)
    hw = width * head / 2
    tri = [(bx + nx * hw, by + ny * hw), tip, (bx - nx * hw, by - ny * hw)]
    tdx, tdy = tip[0] - bx, tip[1] - by
    length = math.hypot(tdx, tdy) or 1
    tip = (tip[0] + tdx / length * width * 0.6, tip[1] + tdy / length * width * 0.6)
    tri = [tri[0], tip, tri[2]]
    stroke(s, pts, INK, width + 10)
    outlined(s, tri, INK, 10)
    stroke(s, pts, color, width)
    ac.poly(s, color, tri)


def straight_arrow(
    s: pygame.Surface,
    tail: Pt,
    tip: Pt,
    width: float,
    color: ac.Color,
    head: float = 2.2,
    edge: int = 6,
    drop: Pt = (0, 0),
) -> None:
    """A fat block arrow from ``tail`` to ``tip``."""
    tx, ty = tail
    px, py = tip
    length = math.hypot(px - tx, py - ty)
    ux, uy = (px - tx) / length, (py - ty) / length
    nx, ny = -uy, ux
    hl = width * head * 0.8
    bx, by = px - ux * hl, py - uy * hl
    w2, h2 = width / 2, width * head / 2
    pts = [
        (tx + nx * w2, ty + ny * w2),
        (bx + nx * w2, by + ny * w2),
        (bx + nx * h2, by + ny * h2),
        (px, py),
        (bx - nx * h2, by - ny * h2),
        (bx - nx * w2, by - ny * w2),
        (tx - nx * w2, ty - ny * w2),
    ]
    if drop != (0, 0):
        shadowed(s, pts, color, edge, drop)
    else:
        outlined(s, pts, color, edge)


def chevron(
    s: pygame.Surface, center: Pt, w: float, h: float, thick: float, color: ac.Color, edge: int = 5
) -> None:
    """A downward chevron (villains moving down their lane)."""
    cx, cy = center
    pts = [
        (cx - w / 2, cy - h / 2),
        (cx, cy + h / 2 - thick),
        (cx + w / 2, cy - h / 2),
        (cx + w / 2, cy - h / 2 + thick),
        (cx, cy + h / 2),
        (cx - w / 2, cy - h / 2 + thick),
    ]
    outlined(s, pts, color, edge)


def starburst(
    s: pygame.Surface,
    center: Pt,
    outer: float,
    inner: float,
    points: int,
    fill: ac.Color,
    turn: float = -90,
    edge: int = 6,
    drop: Pt = (8, 9),
) -> None:
    shadowed(s, ac.star_points(center[0], center[1], outer, inner, points, turn), fill, edge, drop)


# --- villains ----------------------------------------------------------------------------------------

#: each villain name gets its own head: (head shape, visor, top piece)
VILLAIN_LOOKS = {
    "Frost Flunky": ("dome", "band", "none"),
    "Icicle Imp": ("round", "eyes", "horns"),
    "Chill Drone": ("round", "mono", "antenna"),
    "Sleet Sneak": ("hood", "eyes", "none"),
    "Snowball Goon": ("wide", "band", "none"),
    "Brr-Bot": ("box", "band", "antenna"),
    "Hailstone Henchman": ("dome", "slit", "crest"),
    "Slush Crawler": ("blob", "eyes", "drips"),
    "Glacier Golem": ("box", "eyes", "spikes"),
    "Permafrost Brute": ("wide", "band", "horns"),
    "Blizzard Knight": ("knight", "slit", "crest"),
    "Avalanche Ape": ("ape", "eyes", "none"),
    "Absolute Zero": ("knight", "band", "spikes"),
}


def villain_head(
    s: pygame.Surface,
    base: Pt,
    k: float,
    look: tuple[str, str, str],
    body: ac.Color,
    rim: ac.Color,
    eye: ac.Color,
) -> None:
    """An icy villain bust standing on ``base`` (bottom centre): shoulders, head, visor, top piece."""
    bx, by = base
    shape, visor, top = look

    def p(x: float, y: float) -> Pt:
        return (bx + x * k, by + y * k)

    edge = max(3, round(5 * k))

    def part(points: Sequence[Pt]) -> None:
        outlined(s, [p(x, y) for x, y in points], body, edge, rim)

    hx, hy = 0.0, -112.0  # head centre
    if top == "horns":
        for m in (-1, 1):
            part([(m * 30, -140), (m * 70, -190), (m * 56, -136)])
    elif top == "antenna":
        stroke(s, [p(0, -150), p(14, -196)], rim, max(2, round(6 * k)))
        disc(s, p(14, -198), 9 * k, eye, max(2, round(3 * k)), rim)
    elif top == "crest":
        part([(-12, -150), (0, -198), (12, -150)])
    elif top == "spikes":
        for x, hgt in ((-32, 40), (0, 60), (32, 40)):
            part([(x - 14, -142), (x, -142 - hgt), (x + 14, -142)])
    part([(-118, 0), (-96, -52), (-40, -66), (40, -66), (96, -52), (118, 0)])  # shoulders
    if shape == "dome":
        part([(-50, -64), (-52, -118), (-36, -148), (0, -160), (36, -148), (52, -118), (50, -64)])
    elif shape == "round":
        part(ac.regular_points(hx, hy, 48, 20))
    elif shape == "box":
        part([(-50, -62), (-54, -150), (54, -150), (50, -62)])
    elif shape == "wide":
        part([(x, y * 0.78 - 24) for x, y in ac.regular_points(0, -112, 62, 22)])
    elif shape == "hood":
        part([(-62, -60), (-56, -130), (-20, -168), (10, -178), (40, -150), (60, -100), (62, -60)])
    elif shape == "blob":
        part([(-58, -60), (-62, -110), (-40, -150), (0, -160), (44, -146), (62, -104), (58, -60)])
    elif shape == "knight":
        part([(-48, -62), (-52, -140), (0, -176), (52, -140), (48, -62)])
    elif shape == "ape":
        part([(-60, -62), (-66, -116), (-44, -152), (44, -152), (66, -116), (60, -62)])
        part([(-56, -124), (56, -124), (50, -108), (-50, -108)])  # heavy brow
    ey = -110
    if visor == "band":
        pygame.draw.rect(
            s,
            eye,
            (round(bx - 44 * k), round(by + (ey - 10) * k), round(88 * k), round(20 * k)),
            border_radius=round(10 * k),
        )
        pygame.draw.rect(
            s,
            WHITE,
            (round(bx - 30 * k), round(by + (ey - 4) * k), round(34 * k), round(6 * k)),
            border_radius=round(3 * k),
        )
    elif visor == "eyes":
        for m in (-1, 1):
            ac.poly(s, eye, [p(m * 10, ey - 2), p(m * 40, ey - 14), p(m * 36, ey + 8), p(m * 12, ey + 8)])
    elif visor == "mono":
        disc(s, p(0, ey), 20 * k, eye, 0)
        disc(s, p(-6, ey - 6), 6 * k, WHITE, 0)
    elif visor == "slit":
        pygame.draw.rect(s, eye, (round(bx - 40 * k), round(by + (ey - 6) * k), round(80 * k), round(12 * k)))
        pygame.draw.rect(s, eye, (round(bx - 6 * k), round(by + (ey - 6) * k), round(12 * k), round(44 * k)))
    if top == "drips":
        for x, ln in ((-40, 26), (-8, 40), (30, 30)):
            pygame.draw.rect(
                s,
                body,
                (round(bx + (x - 7) * k), round(by - 64 * k), round(14 * k), round(ln * k)),
                border_radius=round(7 * k),
            )


def kind_emblem(s: pygame.Surface, kind: str, center: Pt, r: float) -> None:
    """The shape that tells minions, brutes and the boss apart without colour: circle, spiky star, crown."""
    cx, cy = center
    if kind == "minion":
        disc(s, center, r, (120, 210, 255), 5)
        snowflake(s, center, r * 0.72, INK, 4)
    elif kind == "brute":
        shadowed(s, ac.star_points(cx, cy, r * 1.3, r * 0.72, 8, -90), (255, 120, 60), 5, (3, 4))
        ac.text(s, "!", ac.CONDENSED, round(r * 1.5), INK, (cx, cy + 1))
    else:
        crown(s, (cx, cy + r * 0.2), r * 1.4, r * 1.1, (255, 214, 70))


def crown(
    s: pygame.Surface, center: Pt, w: float, h: float, fill: ac.Color, gem: ac.Color = (90, 200, 255)
) -> None:
    cx, cy = center
    pts = [
        (cx - w / 2, cy + h / 2),
        (cx - w / 2, cy - h / 2),
        (cx - w / 4, cy),
        (cx, cy - h / 2 - h * 0.1),
        (cx + w / 4, cy),
        (cx + w / 2, cy - h / 2),
        (cx + w / 2, cy + h / 2),
    ]
    shadowed(s, pts, fill, 4, (3, 4))
    disc(s, (cx, cy + h * 0.2), h * 0.14, gem, 3)


def frost_crown(s: pygame.Surface, center: Pt, w: float, h: float) -> None:
    """Absolute Zero's crown: a band of jagged icicles with a glowing gem."""
    cx, cy = center
    blit_glow(s, (cx, cy), round(w * 0.7), (120, 220, 255), 130)
    spikes = (0.45, 0.75, 0.55, 1.0, 0.55, 0.75, 0.45)
    pts: list[Pt] = [(cx - w / 2, cy + h * 0.3)]
    n = len(spikes)
    for i, t in enumerate(spikes):
        x0 = cx - w / 2 + w * i / n
        pts.append((x0, cy))
        pts.append((x0 + w / n / 2, cy - h * t))
    pts.append((cx + w / 2, cy))
    pts.append((cx + w / 2, cy + h * 0.3))
    grad = gradient((round(w) + 20, round(h * 1.4) + 20), [(0.0, WHITE), (0.6, ICE), (1.0, (80, 170, 230))])
    mask = ac.surface(grad.get_size())
    ox, oy = cx - w / 2 - 10, cy - h - 10
    ac.poly(mask, WHITE, [(x - ox, y - oy) for x, y in pts])
    grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    ac.poly(s, INK, [(x + 5, y + 6) for x, y in pts])
    s.blit(grad, (round(ox), round(oy)))
    stroke(s, pts, INK, 5, closed=True)
    pygame.draw.rect(s, (70, 150, 220), (round(cx - w / 2), round(cy), round(w), round(h * 0.3)))
    pygame.draw.rect(s, INK, (round(cx - w / 2), round(cy), round(w), round(h * 0.3)), 4)
    for i in range(3):
        x = cx + (i - 1) * w * 0.3
        ac.poly(
            s,
            (200, 240, 255),
            [
                (x, cy + h * 0.05),
                (x + h * 0.08, cy + h * 0.15),
                (x, cy + h * 0.25),
                (x - h * 0.08, cy + h * 0.15),
            ],
        )
    blit_glow(s, (cx, cy + h * 0.15), round(h * 0.35), (160, 240, 255), 220)
    disc(s, (cx, cy + h * 0.15), h * 0.12, (60, 220, 255), 3)


VILLAIN_STYLES = {
    "minion": {
        "stops": [(0.0, (110, 205, 255)), (0.55, (40, 130, 230)), (1.0, (16, 60, 160))],
        "rays": (190, 235, 255, 50),
        "dots": (10, 40, 120, 70),
        "body": (18, 46, 110),
        "rim": (150, 225, 255),
        "eye": (120, 255, 250),
        "band": (14, 30, 80),
        "frame": (170, 230, 255),
        "number": [(0.0, WHITE), (0.6, WHITE), (1.0, (200, 236, 255))],
    },
    "brute": {
        "stops": [(0.0, (236, 70, 110)), (0.5, (160, 30, 110)), (1.0, (70, 16, 90))],
        "rays": (255, 170, 200, 50),
        "dots": (50, 0, 50, 80),
        "body": (48, 12, 58),
        "rim": (230, 110, 170),
        "eye": (255, 230, 80),
        "band": (40, 8, 40),
        "frame": (255, 190, 90),
        "number": [(0.0, WHITE), (0.6, (255, 250, 220)), (1.0, (255, 220, 120))],
    },
}


def villain_card(villain_id: str) -> pygame.Surface:
    """A villain tile: the number huge in the middle, a small name band, the villain's bust behind."""
    v = content.VILLAINS[villain_id]
    if v.kind == "boss":
        return absolute_zero()
    style = VILLAIN_STYLES[v.kind.value]
    w, h = 400, 280
    rng = random.Random(1000 + v.value)
    s = gradient((w, h), style["stops"])
    s.blit(rays((w, h), (250, 170), style["rays"], 16, rng.uniform(0, 22)), (0, 0))
    s.blit(halftone((w, h), style["dots"], 12, 5.5, (250, 160)), (0, 0))
    # frost creeping in from the bottom corners
    for side in (0, 1):
        for _ in range(4):
            x = rng.uniform(0, 70) if side == 0 else rng.uniform(330, 400)
            hgt = rng.uniform(24, 60)
            ac.poly(
                s,
                (255, 255, 255, 70) if v.kind == "minion" else (255, 220, 240, 60),
                [(x - 14, h), (x + rng.uniform(-10, 10), h - hgt), (x + 14, h)],
            )
    villain_head(
        s,
        (86, h + 6),
        1.05,
        VILLAIN_LOOKS.get(v.name, ("dome", "band", "none")),
        style["body"],
        style["rim"],
        style["eye"],
    )
    # inner frame: smooth for minions; riveted for brutes
    frame = pygame.Rect(12, 54, w - 24, h - 66)
    pygame.draw.rect(s, style["frame"], frame, 3, border_radius=14)
    if v.kind == "brute":
        for x, y in (frame.topleft, frame.topright, frame.bottomleft, frame.bottomright):
            disc(s, (x + (10 if x < w / 2 else -10), y + (10 if y < h / 2 else -10)), 5, (255, 200, 120), 3)
    digits = str(v.value)
    if len(digits) < 3:
        big_text(s, digits, ac.CONDENSED, (236, 168), (280, 196), style["number"], outline=9, drop=8)
    else:
        big_text(s, digits, ac.CONDENSED, (212, 168), (326, 196), style["number"], outline=9, drop=8)
    # name band with icicles hanging from it
    pygame.draw.rect(s, style["band"], (0, 0, w, 44))
    for i in range(12):
        x = 10 + i * 34 + rng.uniform(-6, 6)
        ln = rng.uniform(8, 18)
        ac.poly(s, style["frame"], [(x - 6, 43), (x, 43 + ln), (x + 6, 43)])
    pygame.draw.line(s, style["frame"], (0, 44), (w, 44), 3)
    small_text(s, v.name.upper(), (w / 2, 23), 290, 28, WHITE)
    for x in (26, w - 26):
        kind_emblem(s, v.kind.value, (x, 23), 14)
    return finish(s, VILLAIN_SIZE, 22)


def absolute_zero() -> pygame.Surface:
    """The boss tile: frost crown, the 273 in ice, a double frame and crowns in the corners."""
    w, h = 400, 280
    s = gradient((w, h), [(0.0, (8, 12, 40)), (0.5, (24, 50, 110)), (1.0, (6, 10, 30))])
    s.blit(rays((w, h), (200, 170), (120, 220, 255, 45), 24, 4), (0, 0))
    s.blit(halftone((w, h), (140, 230, 255, 60), 12, 5.0, (200, 170)), (0, 0))
    rng = random.Random(273)
    for _ in range(14):
        x = rng.uniform(10, w - 10)
        hgt = rng.uniform(30, 80)
        ac.poly(s, (200, 240, 255, 60), [(x - 16, h), (x + rng.uniform(-12, 12), h - hgt), (x + 16, h)])
    pygame.draw.rect(s, (150, 230, 255), s.get_rect().inflate(-16, -16), 4, border_radius=18)
    pygame.draw.rect(s, (230, 245, 255), s.get_rect().inflate(-26, -26), 2, border_radius=14)
    frost_crown(s, (200, 98), 210, 54)
    blit_glow(s, (200, 190), 150, (90, 200, 255), 120)
    big_text(
        s,
        str(content.ABSOLUTE_ZERO_VALUE),
        ac.CONDENSED,
        (200, 192),
        (330, 160),
        [(0.0, WHITE), (0.45, FROST), (1.0, (110, 200, 255))],
        outline=9,
        drop=8,
        drop_color=(0, 40, 90),
    )
    band = gradient((w, 46), [(0.0, WHITE), (0.5, (200, 236, 255)), (1.0, (120, 190, 240))])
    s.blit(band, (0, 0))
    for i in range(14):
        x = 14 + i * 28 + rng.uniform(-5, 5)
        if abs(x - w / 2) < 110:
            continue
        ac.poly(s, (200, 236, 255), [(x - 7, 46), (x, 46 + rng.uniform(14, 30)), (x + 7, 46)])
    pygame.draw.line(s, INK, (0, 46), (w, 46), 4)
    small_text(s, content.ABSOLUTE_ZERO.name.upper(), (w / 2, 24), 280, 30, INK)
    for x in (28, w - 28):
        kind_emblem(s, "boss", (x, 24), 15)
    return finish(s, VILLAIN_SIZE, 22)


def villain_back() -> pygame.Surface:
    """Face-down villain: Absolute Zero's snowflake emblem on icy stripes (no words to translate)."""
    w, h = 400, 280
    s = gradient((w, h), [(0.0, (30, 80, 170)), (1.0, (10, 26, 80))])
    stripes = ac.surface((w, h))
    for x in range(-h, w, 36):
        ac.poly(stripes, (255, 255, 255, 22), [(x, h), (x + 18, h), (x + 18 + h, 0), (x + h, 0)])
    s.blit(stripes, (0, 0))
    s.blit(halftone((w, h), (150, 220, 255, 60), 14, 6, (200, 140), grow_out=False), (0, 0))
    blit_glow(s, (200, 140), 120, (150, 230, 255), 150)
    hexagon = ac.regular_points(200, 140, 92, 6, 0)
    shadowed(s, hexagon, (20, 40, 100), 6)
    pygame.draw.polygon(s, ICE, _ipts(ac.regular_points(200, 140, 80, 6, 0)), 3)
    snowflake(s, (200, 140), 62, FROST, 7)
    disc(s, (200, 140), 18, (120, 255, 250), 5)
    for x, y in ((30, 30), (370, 30), (30, 250), (370, 250)):
        snowflake(s, (x, y), 12, (150, 210, 255), 3)
    pygame.draw.rect(s, ICE, s.get_rect().inflate(-18, -18), 3, border_radius=16)
    return finish(s, VILLAIN_SIZE, 22)


# --- heroes ------------------------------------------------------------------------------------------

#: suit, cape/trim, mask, skin, hair, hair style, pose, burst colours (light, dark)
HERO_LOOKS: dict[str, dict[str, Any]] = {
    "big_plus": {
        "suit": (30, 110, 230),
        "cape": (226, 40, 52),
        "mask": (226, 40, 52),
        "skin": SKIN[0],
        "hair": (60, 36, 20),
        "style": "quiff",
        "pose": "hips",
        "bg": ((255, 220, 60), (255, 150, 30)),
    },
    "digitizer": {
        "suit": (130, 60, 200),
        "cape": (40, 200, 140),
        "mask": (40, 200, 140),
        "skin": SKIN[2],
        "hair": (30, 20, 40),
        "style": "pony",
        "pose": "raised",
        "bg": ((120, 240, 200), (30, 170, 150)),
    },
    "minus_mite": {
        "suit": (255, 130, 30),
        "cape": (30, 170, 190),
        "mask": (30, 170, 190),
        "skin": SKIN[3],
        "hair": (220, 60, 40),
        "style": "spiky",
        "pose": "hips",
        "bg": ((110, 215, 255), (40, 130, 230)),
    },
    "twin_turbo": {
        "suit": (225, 35, 60),
        "cape": (255, 200, 30),
        "mask": (255, 200, 30),
        "skin": SKIN[1],
        "hair": (250, 230, 150),
        "style": "helmet",
        "pose": "raised",
        "bg": ((255, 170, 60), (240, 80, 40)),
    },
    "second_chance": {
        "suit": (90, 60, 180),
        "cape": (255, 190, 40),
        "mask": (255, 190, 40),
        "skin": SKIN[4],
        "hair": (20, 16, 24),
        "style": "curly",
        "pose": "hips",
        "bg": ((200, 150, 255), (120, 70, 210)),
    },
    "splice": {
        "suit": (20, 170, 200),
        "cape": (235, 50, 150),
        "mask": (235, 50, 150),
        "skin": SKIN[5],
        "hair": (240, 240, 250),
        "style": "bob",
        "pose": "raised",
        "bg": ((255, 150, 210), (220, 50, 140)),
    },
}


def power_icon(s: pygame.Surface, power: str, center: Pt, r: float, color: ac.Color) -> None:
    """What a hero's power does, as a picture: +1, -1, x2, a flip arrow, a looped die, two dice joined."""
    cx, cy = center
    words = {"plus_one": "+1", "minus_one": "\u22121", "double": "\u00d72"}
    if power in words:
        big_text(
            s,
            words[power],
            ac.CONDENSED,
            (cx, cy),
            (round(r * 1.9), round(r * 1.3)),
            color,
            outline=max(4, round(r / 9)),
            drop=max(3, round(r / 12)),
        )
    elif power == "flip":
        d = r * 0.72
        die(s, (cx - r * 0.5, cy + r * 0.28), d, 2, edge=max(3, round(r / 16)))
        die(s, (cx + r * 0.5, cy + r * 0.28), d, 5, body=color, pip=WHITE, edge=max(3, round(r / 16)))
        arc_arrow(s, (cx, cy + r * 0.1), r * 0.58, 200, 340, max(5, round(r * 0.16)), YELLOW)
    elif power == "reroll":
        die(s, (cx, cy), r * 0.86, 3, body=color, pip=WHITE, angle=12, edge=max(3, round(r / 16)))
        arc_arrow(s, (cx, cy), r * 0.86, 150, 420, max(5, round(r * 0.14)), YELLOW)
    elif power == "splice":
        d = r * 0.78
        link = pygame.Rect(0, 0, round(d * 1.4), round(d * 0.34))
        link.center = (round(cx), round(cy + d * 0.02))
        pygame.draw.rect(s, INK, link.inflate(10, 10), border_radius=8)
        pygame.draw.rect(s, YELLOW, link, border_radius=6)
        die(s, (cx - d * 0.56, cy), d, 1, edge=max(3, round(r / 16)))
        die(s, (cx + d * 0.56, cy), d, 4, body=color, pip=WHITE, edge=max(3, round(r / 16)))


def hero_figure(s: pygame.Surface, cx: float, look: dict[str, Any], power: str, bottom: int) -> None:
    """A three-quarter comic hero: cape, broad chest with the power emblem, gloves, masked face."""
    suit, cape, skin = look["suit"], look["cape"], look["skin"]
    shade = ac.lerp_color(suit, INK, 0.35)
    glove = cape
    top = 250  # shoulder line
    # cape flaring behind
    outlined(
        s,
        [
            (cx - 100, top - 10),
            (cx + 100, top - 10),
            (cx + 215, bottom + 10),
            (cx + 150, bottom - 20),
            (cx + 80, bottom + 10),
            (cx - 80, bottom + 10),
            (cx - 150, bottom - 20),
            (cx - 215, bottom + 10),
        ],
        cape,
        6,
    )
    outlined(
        s,
        [(cx - 96, top - 6), (cx + 96, top - 6), (cx + 150, bottom - 20), (cx - 150, bottom - 20)],
        ac.lerp_color(cape, INK, 0.3),
        0,
    )
    # arms behind the torso edge
    if look["pose"] == "hips":
        for m in (-1, 1):
            inked_stroke(
                s, [(cx + m * 118, top + 30), (cx + m * 178, top + 120), (cx + m * 100, top + 178)], suit, 54
            )
            disc(s, (cx + m * 100, top + 178), 30, glove, 5)
    else:
        inked_stroke(s, [(cx + 118, top + 30), (cx + 178, top + 120), (cx + 100, top + 178)], suit, 54)
        disc(s, (cx + 100, top + 178), 30, glove, 5)
        inked_stroke(s, [(cx - 118, top + 24), (cx - 180, top - 50), (cx - 176, top - 120)], suit, 54)
        inked_stroke(s, [(cx - 178, top - 86), (cx - 176, top - 120)], glove, 60)
        disc(s, (cx - 176, top - 140), 40, glove, 5)
        for i in range(3):
            pygame.draw.line(
                s,
                INK,
                (round(cx - 194 + i * 18), round(top - 168)),
                (round(cx - 194 + i * 18), round(top - 146)),
                4,
            )
    # torso
    torso = [
        (cx - 130, top + 10),
        (cx - 100, top - 12),
        (cx + 100, top - 12),
        (cx + 130, top + 10),
        (cx + 84, bottom + 10),
        (cx - 84, bottom + 10),
    ]
    outlined(s, torso, suit, 6)
    ac.poly(
        s,
        shade,
        [
            (cx + 20, top - 8),
            (cx + 100, top - 8),
            (cx + 126, top + 12),
            (cx + 82, bottom + 8),
            (cx + 40, bottom + 8),
        ],
    )
    pygame.draw.line(s, INK, (round(cx - 70), round(top + 150)), (round(cx - 30), round(top + 160)), 4)
    pygame.draw.rect(s, INK, (round(cx - 92), bottom - 44, 184, 34))
    pygame.draw.rect(s, cape, (round(cx - 88), bottom - 40, 176, 26))
    disc(s, (cx, bottom - 27), 16, YELLOW, 4)
    # neck and head
    pygame.draw.rect(s, INK, (round(cx - 30), top - 70, 60, 70))
    pygame.draw.rect(s, ac.lerp_color(skin, INK, 0.15), (round(cx - 24), top - 66, 48, 66))
    hy = 168
    hair = look["hair"]
    style = look["style"]
    if style == "pony":
        inked_stroke(s, [(cx - 50, hy - 40), (cx - 100, hy), (cx - 96, hy + 70)], hair, 34)
    if style == "curly":
        for a in range(0, 360, 40):
            disc(
                s,
                (
                    cx + 66 * math.cos(math.radians(a - 90)),
                    hy - 10 + 62 * math.sin(math.radians(a - 90)) * 0.9,
                ),
                28,
                hair,
                5,
            )
    if style == "bob":
        outlined(
            s,
            [
                (cx - 84, hy + 40),
                (cx - 82, hy - 40),
                (cx - 40, hy - 84),
                (cx + 40, hy - 84),
                (cx + 82, hy - 40),
                (cx + 84, hy + 40),
            ],
            hair,
            6,
        )
    ellipse(s, (cx - 66, hy - 74, 132, 150), skin, 6)
    # hair on top
    if style == "quiff":
        outlined(
            s,
            [
                (cx - 66, hy - 18),
                (cx - 64, hy - 60),
                (cx - 20, hy - 90),
                (cx + 50, hy - 100),
                (cx + 30, hy - 76),
                (cx + 68, hy - 54),
                (cx + 66, hy - 18),
                (cx + 30, hy - 46),
                (cx - 20, hy - 40),
            ],
            hair,
            5,
        )
    elif style == "pony":
        outlined(
            s,
            [
                (cx - 68, hy - 4),
                (cx - 62, hy - 60),
                (cx, hy - 82),
                (cx + 62, hy - 60),
                (cx + 68, hy - 4),
                (cx + 30, hy - 44),
                (cx - 40, hy - 40),
            ],
            hair,
            5,
        )
    elif style == "spiky":
        spikes = [(cx - 68, hy - 6)]
        for i in range(7):
            x = cx - 68 + i * 136 / 6
            spikes.append((x - 8, hy - 58 - (i % 2) * 14))
            spikes.append((x + (i - 3) * 4, hy - 104 + (i % 2) * 22))
        spikes += [(cx + 68, hy - 6), (cx + 30, hy - 40), (cx - 30, hy - 40)]
        outlined(s, spikes, hair, 5)
    elif style == "helmet":
        outlined(
            s,
            [
                (cx - 70, hy - 4),
                (cx - 66, hy - 60),
                (cx, hy - 86),
                (cx + 66, hy - 60),
                (cx + 70, hy - 4),
                (cx + 40, hy - 30),
                (cx - 40, hy - 30),
            ],
            look["cape"],
            5,
        )
        for m in (-1, 1):
            outlined(s, [(cx + m * 62, hy - 50), (cx + m * 110, hy - 92), (cx + m * 72, hy - 20)], WHITE, 5)
    elif style == "curly":
        for x in (-40, 0, 40):
            disc(s, (cx + x, hy - 66), 26, hair, 5)
        pygame.draw.ellipse(s, hair, (round(cx - 58), round(hy - 80), 116, 50))
    elif style == "bob":
        outlined(
            s,
            [
                (cx - 68, hy - 10),
                (cx - 60, hy - 64),
                (cx, hy - 84),
                (cx + 60, hy - 64),
                (cx + 68, hy - 10),
                (cx + 10, hy - 44),
            ],
            hair,
            5,
        )
    # mask and face
    mask = [
        (cx - 74, hy - 14),
        (cx - 20, hy - 26),
        (cx, hy - 16),
        (cx + 20, hy - 26),
        (cx + 74, hy - 14),
        (cx + 62, hy + 22),
        (cx + 14, hy + 22),
        (cx, hy + 10),
        (cx - 14, hy + 22),
        (cx - 62, hy + 22),
    ]
    outlined(s, mask, look["mask"], 5)
    for m in (-1, 1):
        ac.poly(
            s,
            WHITE,
            [(cx + m * 14, hy - 4), (cx + m * 50, hy - 10), (cx + m * 44, hy + 10), (cx + m * 18, hy + 10)],
        )
        stroke(s, [(cx + m * 12, hy - 36), (cx + m * 50, hy - 44)], INK, 7)
    pygame.draw.arc(s, INK, (round(cx - 30), hy + 22, 60, 36), math.pi * 1.1, math.pi * 1.9, 6)
    ac.poly(s, ac.lerp_color(skin, INK, 0.2), [(cx + 4, hy + 14), (cx + 12, hy + 30), (cx, hy + 30)])
    # chest emblem with the power
    emblem = (cx, top + 80)
    shadowed(
        s,
        [
            (emblem[0], emblem[1] - 58),
            (emblem[0] + 70, emblem[1]),
            (emblem[0], emblem[1] + 58),
            (emblem[0] - 70, emblem[1]),
        ],
        YELLOW,
        6,
        (5, 6),
    )
    power_icon(s, power, emblem, 36, suit)


def hero_card(hero_id: str) -> pygame.Surface:
    """A hero card: name caption on top, the hero in a burst with a power badge, a clean panel below."""
    hero = content.HEROES_BY_ID[hero_id]
    look = HERO_LOOKS[hero_id]
    w, h = 600, 840
    s = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    s.fill(look["suit"])
    s.blit(
        halftone(
            (w, h), (*ac.lerp_color(look["suit"], INK, 0.4)[:3], 120), 14, 5, (300, 420), grow_out=False
        ),
        (0, 0),
    )
    # the portrait panel
    pw, ph = 548, 450
    portrait = gradient((pw, ph), [(0.0, look["bg"][0]), (1.0, look["bg"][1])])
    portrait.blit(
        rays((pw, ph), (250, 240), (*ac.lerp_color(look["bg"][0], WHITE, 0.5)[:3], 110), 20, 5), (0, 0)
    )
    portrait.blit(halftone((pw, ph), (*look["bg"][1], 150), 14, 6, (250, 230)), (0, 0))
    hero_figure(portrait, 250, look, hero.power.value, ph)
    # the power badge: a starburst by the hero's head
    bx, by = 436, 112
    starburst(portrait, (bx, by), 100, 72, 12, WHITE, -90, 6, (7, 8))
    power_icon(portrait, hero.power.value, (bx, by + 2), 58, look["suit"])
    px, py = 26, 112
    pygame.draw.rect(s, INK, (px - 6, py - 6, pw + 12, ph + 12), border_radius=14)
    s.blit(ac.rounded_mask(portrait, 10), (px, py))
    # name caption over the top edge of the portrait
    banner(s, (22, 18, 556, 76), hero.name, YELLOW, INK, 18, 52)
    # the clean panel for the power's text
    tx, ty, tw, th = (v * 2 for v in HERO_TEXT_RECT)
    pygame.draw.rect(s, INK, (tx - 6 + 6, ty - 6 + 8, tw + 12, th + 12), border_radius=16)
    pygame.draw.rect(s, INK, (tx - 6, ty - 6, tw + 12, th + 12), border_radius=16)
    pygame.draw.rect(s, PAPER, (tx, ty, tw, th), border_radius=12)
    return finish(s, HERO_SIZE, 28, 10)


def hero_glow() -> pygame.Surface:
    """A golden glow ring the scene lays around the selected or acting hero card (16 px margin)."""
    w, h = HERO_GLOW_SIZE[0] * 2, HERO_GLOW_SIZE[1] * 2
    s = ac.surface((w, h))
    for i in range(16):
        a = round(12 + 9 * i)
        inset = 32 - i * 2
        pygame.draw.rect(
            s,
            (255, 214, 60, min(255, a)),
            (inset, inset, w - 2 * inset, h - 2 * inset),
            4,
            border_radius=40 + (16 - i),
        )
    pygame.draw.rect(s, (255, 246, 190, 255), (28, 28, w - 56, h - 56), 6, border_radius=34)
    pygame.draw.rect(s, (0, 0, 0, 0), (34, 34, w - 68, h - 68), border_radius=28)
    for x, y in ((34, 34), (w - 34, 34), (34, h - 34), (w - 34, h - 34)):
        sparkle(s, (x, y), 26, (255, 250, 220))
    return ac.downscale(s, HERO_GLOW_SIZE)


# --- bonus powers ------------------------------------------------------------------------------------

BONUS_COLORS = {
    "lightning": ((80, 150, 255), (20, 50, 170)),
    "knockout": ((255, 90, 70), (170, 20, 40)),
    "wild_die": ((200, 110, 255), (100, 30, 170)),
    "extra_die": ((90, 220, 120), (20, 130, 70)),
    "second_wind": ((100, 230, 230), (20, 130, 160)),
    "power_surge": ((255, 180, 60), (220, 80, 20)),
    "push_back": ((120, 200, 255), (30, 90, 200)),
    "rebuild": ((255, 200, 90), (190, 100, 30)),
}


def bolt_points(cx: float, cy: float, k: float) -> list[Pt]:
    pts = [(14, -100), (-46, 10), (-6, 10), (-24, 100), (50, -20), (8, -20), (34, -100)]
    return [(cx + x * k, cy + y * k) for x, y in pts]


def fist(s: pygame.Surface, center: Pt, k: float, glove: ac.Color) -> None:
    """A punching glove-fist seen from the front, drawn on its own layer and tilted."""
    size = round(260 * k)
    layer = ac.surface((size, size))
    c = size / 2
    pygame.draw.rect(
        layer,
        INK,
        (round(c - 48 * k), round(c + 30 * k), round(96 * k), round(90 * k)),
        border_radius=round(10 * k),
    )
    pygame.draw.rect(
        layer,
        ac.lerp_color(glove, WHITE, 0.6),
        (round(c - 42 * k), round(c + 34 * k), round(84 * k), round(80 * k)),
        border_radius=round(8 * k),
    )
    pygame.draw.rect(
        layer,
        INK,
        (round(c - 82 * k), round(c - 70 * k), round(164 * k), round(124 * k)),
        border_radius=round(40 * k),
    )
    pygame.draw.rect(
        layer,
        glove,
        (round(c - 76 * k), round(c - 64 * k), round(152 * k), round(112 * k)),
        border_radius=round(36 * k),
    )
    for i in range(4):
        x = c - 57 * k + i * 38 * k
        disc(layer, (x, c - 52 * k), 22 * k, ac.lerp_color(glove, WHITE, 0.12), max(3, round(5 * k)))
    for i in range(3):
        x = c - 38 * k + i * 38 * k
        pygame.draw.line(
            layer, INK, (round(x), round(c - 40 * k)), (round(x), round(c - 6 * k)), max(2, round(5 * k))
        )
    outlined(
        layer,
        [
            (c - 76 * k, c + 2 * k),
            (c + 40 * k, c - 6 * k),
            (c + 50 * k, c + 20 * k),
            (c - 70 * k, c + 34 * k),
        ],
        ac.lerp_color(glove, INK, 0.15),
        max(3, round(5 * k)),
    )
    pygame.draw.line(
        layer,
        WHITE,
        (round(c - 50 * k), round(c - 62 * k)),
        (round(c + 40 * k), round(c - 62 * k)),
        max(2, round(4 * k)),
    )
    layer = pygame.transform.rotate(layer, 24)
    s.blit(layer, layer.get_rect(center=(round(center[0]), round(center[1]))))


def battery(s: pygame.Surface, center: Pt, k: float) -> None:
    cx, cy = center
    body = pygame.Rect(0, 0, round(120 * k), round(200 * k))
    body.center = (round(cx), round(cy + 10 * k))
    pygame.draw.rect(s, INK, body.move(8, 9), border_radius=round(18 * k))
    pygame.draw.rect(
        s,
        INK,
        (round(cx - 30 * k) - 5, body.y - round(26 * k) - 5, round(60 * k) + 10, round(30 * k) + 10),
        border_radius=round(8 * k),
    )
    pygame.draw.rect(
        s,
        (200, 200, 210),
        (round(cx - 30 * k), body.y - round(26 * k), round(60 * k), round(30 * k)),
        border_radius=round(6 * k),
    )
    pygame.draw.rect(s, INK, body.inflate(12, 12), border_radius=round(18 * k) + 6)
    pygame.draw.rect(s, (60, 60, 80), body, border_radius=round(18 * k))
    for i in range(4):
        cell = pygame.Rect(
            body.x + round(14 * k),
            body.bottom - round((14 + (i + 1) * 44) * k) + round(4 * k),
            body.w - round(28 * k),
            round(36 * k),
        )
        pygame.draw.rect(s, (90, 240, 110) if i < 3 else (255, 230, 80), cell, border_radius=round(6 * k))
    shadowed(s, bolt_points(cx, cy + 6 * k, 0.9 * k), YELLOW, 5, (4, 5))


def brick_wall(s: pygame.Surface, rect: pygame.Rect, rng: random.Random, rows: int = 3) -> None:
    pygame.draw.rect(s, INK, rect.inflate(12, 12).move(8, 9), border_radius=6)
    pygame.draw.rect(s, INK, rect.inflate(12, 12), border_radius=6)
    bh = rect.h / rows
    bw = rect.w / 3
    for row in range(rows):
        x0 = rect.x - (bw / 2 if row % 2 else 0)
        for i in range(4):
            x = max(rect.x, x0 + i * bw)
            x1 = min(rect.right, x0 + (i + 1) * bw)
            if x1 - x < 8:
                continue
            col = ac.lerp_color((220, 90, 50), (180, 60, 40), rng.random())
            r = pygame.Rect(round(x) + 3, round(rect.y + row * bh) + 3, round(x1 - x) - 6, round(bh) - 6)
            pygame.draw.rect(s, col, r, border_radius=4)
            pygame.draw.line(s, (255, 160, 120), (r.x + 4, r.y + 4), (r.right - 6, r.y + 4), 3)


def bonus_icon(s: pygame.Surface, kind: str, center: Pt, rng: random.Random) -> None:
    """The big picture on a bonus power card."""
    cx, cy = center
    if kind == "lightning":
        blit_glow(s, center, 150, (255, 255, 200), 200)
        shadowed(s, bolt_points(cx, cy, 1.35), YELLOW, 7, (10, 11))
        ac.poly(
            s, WHITE, [(cx + x * 1.35, cy + y * 1.35) for x, y in ((16, -90), (-30, 4), (-18, 4), (26, -90))]
        )
        for a in (200, 240, 300, 340):
            r0, r1 = 130, 165
            stroke(
                s,
                [
                    (cx + r0 * math.cos(math.radians(a)), cy + r0 * math.sin(math.radians(a))),
                    (cx + r1 * math.cos(math.radians(a)), cy + r1 * math.sin(math.radians(a))),
                ],
                WHITE,
                8,
            )
    elif kind == "knockout":
        starburst(s, (cx, cy), 150, 100, 12, YELLOW, -90, 6, (8, 9))
        starburst(s, (cx, cy), 100, 70, 10, (255, 120, 40), -72, 5, (0, 0))
        fist(s, (cx + 6, cy), 1.0, RED)
    elif kind == "wild_die":
        for i, a in enumerate(range(0, 360, 45)):
            col = (
                (255, 90, 90),
                (255, 190, 50),
                (250, 240, 80),
                (90, 220, 110),
                (80, 180, 255),
                (170, 110, 255),
                (255, 120, 220),
                (255, 255, 255),
            )[i]
            sparkle(
                s,
                (cx + 142 * math.cos(math.radians(a + 20)), cy + 112 * math.sin(math.radians(a + 20))),
                22,
                col,
            )
        die(s, (cx, cy), 170, 0, body=WHITE, angle=-8, edge=7)
        big_text(
            s,
            "?",
            ac.CONDENSED,
            (cx, cy),
            (130, 130),
            [(0.0, (200, 110, 255)), (1.0, (100, 30, 170))],
            outline=7,
        )
    elif kind == "extra_die":
        die(s, (cx - 40, cy + 20), 140, 4, body=(230, 230, 240), angle=14, edge=7)
        die(s, (cx + 30, cy - 10), 150, 6, body=WHITE, angle=-10, edge=7)
        shadowed(s, ac.regular_points(cx + 110, cy - 100, 46, 16), (90, 220, 120), 6, (5, 6))
        pygame.draw.rect(s, WHITE, (round(cx + 110 - 28), round(cy - 100 - 8), 56, 16))
        pygame.draw.rect(s, WHITE, (round(cx + 110 - 8), round(cy - 100 - 28), 16, 56))
    elif kind == "second_wind":
        # three gusts, each a straight line that ends in a curl
        for gy, x0, x1, r in ((-100, -120, 70, 30), (-30, -160, 100, 38), (46, -110, 50, 28)):
            curl = []
            for a in range(0, 330, 10):
                rr = r * (1 - a / 900)
                curl.append(
                    (cx + x1 + rr * math.sin(math.radians(a)), cy + gy + r - rr * math.cos(math.radians(a)))
                )
            inked_stroke(s, [(cx + x0, cy + gy), (cx + x1, cy + gy)] + curl, WHITE, 16, 5)
        die(s, (cx - 110, cy + 96), 78, 5, angle=24, edge=6)
        die(s, (cx + 120, cy + 100), 64, 2, body=(230, 250, 255), angle=-20, edge=6)
    elif kind == "power_surge":
        blit_glow(s, center, 160, (255, 240, 150), 200)
        starburst(s, (cx, cy + 8), 150, 108, 16, (255, 240, 120), -90, 6, (8, 9))
        battery(s, (cx, cy + 8), 0.95)
    elif kind == "push_back":
        villain_head(
            s, (cx, cy - 44), 0.5, ("dome", "band", "none"), (18, 46, 110), (150, 225, 255), (120, 255, 250)
        )
        for x in (-60, 0, 60):
            stroke(s, [(cx + x, cy + 150), (cx + x, cy + 120)], WHITE, 8)
        straight_arrow(s, (cx, cy + 140), (cx, cy - 40), 70, (255, 214, 40), 2.0, 7, (9, 10))
        for m in (-1, 1):
            stroke(s, [(cx + m * 90, cy - 70), (cx + m * 120, cy - 90)], WHITE, 7)
            stroke(s, [(cx + m * 96, cy - 30), (cx + m * 132, cy - 34)], WHITE, 7)
    elif kind == "rebuild":
        brick_wall(s, pygame.Rect(round(cx - 130), round(cy - 30), 260, 120), rng)
        stripes = pygame.Rect(round(cx - 140), round(cy - 90), 280, 50)
        barricade_board(s, stripes)
        # hammer swinging in from the top right
        layer = ac.surface((240, 240))
        pygame.draw.rect(layer, INK, (108, 60, 28, 170), border_radius=8)
        pygame.draw.rect(layer, (170, 110, 60), (113, 65, 18, 160), border_radius=6)
        pygame.draw.rect(layer, INK, (60, 20, 124, 56), border_radius=10)
        pygame.draw.rect(layer, (180, 190, 210), (66, 26, 112, 44), border_radius=8)
        pygame.draw.line(layer, WHITE, (74, 34), (170, 34), 4)
        layer = pygame.transform.rotate(layer, -35)
        s.blit(layer, layer.get_rect(center=(round(cx + 100), round(cy + 40))))


def bonus_card(kind: str) -> pygame.Surface:
    """A bonus power: name on top, the power's icon in a burst, a clean panel below for the text."""
    power = content.BONUS_BY_KIND[kind]
    light, dark = BONUS_COLORS[kind]
    w, h = 400, 560
    rng = random.Random(sum(map(ord, kind)))
    s = gradient((w, h), [(0.0, light), (0.7, dark), (1.0, ac.lerp_color(dark, INK, 0.4))])
    s.blit(rays((w, h), (200, 230), (*ac.lerp_color(light, WHITE, 0.45)[:3], 120), 18, 4), (0, 0))
    s.blit(halftone((w, h), (*ac.lerp_color(dark, INK, 0.2)[:3], 130), 14, 6, (200, 230)), (0, 0))
    bonus_icon(s, kind, (200, 232), rng)
    banner(s, (14, 16, 372, 64), power.name, WHITE, INK, 14, 40)
    tx, ty, tw, th = (v * 2 for v in BONUS_TEXT_RECT)
    pygame.draw.rect(s, INK, (tx - 6 + 6, ty - 6 + 8, tw + 12, th + 12), border_radius=16)
    pygame.draw.rect(s, INK, (tx - 6, ty - 6, tw + 12, th + 12), border_radius=16)
    pygame.draw.rect(s, PAPER, (tx, ty, tw, th), border_radius=12)
    pygame.draw.rect(s, light, s.get_rect().inflate(-12, -12), 4, border_radius=22)
    return finish(s, BONUS_SIZE, 26)


def bonus_back() -> pygame.Surface:
    """Face-down bonus power: a lightning star on yellow and orange rays."""
    w, h = 400, 560
    s = gradient((w, h), [(0.0, (255, 226, 70)), (1.0, (255, 140, 30))])
    s.blit(rays((w, h), (200, 280), (255, 90, 40, 150), 22, 0), (0, 0))
    s.blit(halftone((w, h), (200, 40, 20, 110), 16, 7, (200, 280)), (0, 0))
    starburst(s, (200, 280), 150, 104, 14, WHITE, -90, 7, (10, 11))
    disc(s, (200, 280), 92, (30, 110, 230), 7)
    pygame.draw.circle(s, (90, 170, 255), (200, 280), 80, 5)
    shadowed(s, bolt_points(200, 282, 0.95), YELLOW, 6, (6, 7))
    for x, y in ((50, 54), (350, 54), (50, 506), (350, 506)):
        sparkle(s, (x, y), 22, WHITE)
    pygame.draw.rect(s, WHITE, s.get_rect().inflate(-20, -20), 5, border_radius=22)
    return finish(s, BONUS_SIZE, 26)


# --- events ------------------------------------------------------------------------------------------

EVENT_STYLES = {
    "nothing": [(0.0, (20, 30, 80)), (1.0, (60, 50, 130))],
    "add": [(0.0, (250, 80, 60)), (1.0, (130, 10, 40))],
    "advance_lanes": [(0.0, (255, 170, 40)), (1.0, (200, 60, 20))],
    "advance_back": [(0.0, (120, 210, 255)), (1.0, (30, 70, 180))],
}


def drop_pod(s: pygame.Surface, center: Pt, k: float) -> None:
    """A villain drop pod falling with a flame trail above it."""
    cx, cy = center
    for col, wd, ln in (((255, 120, 30), 34, 90), ((255, 220, 60), 20, 70), (WHITE, 8, 44)):
        ac.poly(s, col, [(cx - wd * k, cy - 20 * k), (cx, cy - (20 + ln) * k), (cx + wd * k, cy - 20 * k)])
    outlined(
        s,
        [
            (cx - 32 * k, cy - 26 * k),
            (cx + 32 * k, cy - 26 * k),
            (cx + 26 * k, cy + 20 * k),
            (cx, cy + 42 * k),
            (cx - 26 * k, cy + 20 * k),
        ],
        (200, 220, 240),
        max(3, round(5 * k)),
    )
    for m in (-1, 1):
        outlined(
            s,
            [(cx + m * 28 * k, cy - 22 * k), (cx + m * 48 * k, cy - 34 * k), (cx + m * 26 * k, cy + 4 * k)],
            (80, 140, 220),
            max(3, round(4 * k)),
        )
    pygame.draw.rect(
        s,
        (120, 255, 250),
        (round(cx - 16 * k), round(cy - 8 * k), round(32 * k), round(12 * k)),
        border_radius=round(6 * k),
    )


def lanes_picture(s: pygame.Surface, rect: pygame.Rect, card: Any, rng: random.Random) -> None:
    """Five lanes of the board in miniature; the card's lanes lit and showing what happens in them."""
    gap = 10
    lw = (rect.w - 4 * gap) / 5
    kind = card.kind.value
    for lane in range(5):
        x = rect.x + lane * (lw + gap)
        lit = lane in card.lanes
        col = (50, 50, 70) if lit else (0, 0, 0, 70)
        strip = pygame.Rect(round(x), rect.y, round(lw), rect.h)
        layer = ac.surface(strip.size)
        pygame.draw.rect(layer, col, layer.get_rect(), border_radius=10)
        s.blit(layer, strip)
        if lit:
            pygame.draw.rect(s, INK, strip, 4, border_radius=10)
        if not lit:
            continue
        for y in range(strip.y + 12, strip.bottom - 10, 30):
            pygame.draw.line(s, (230, 230, 210), (strip.centerx, y), (strip.centerx, y + 14), 4)
        if kind == "add":
            red = pygame.Rect(0, 0, round(lw - 22), 40)
            red.midbottom = (strip.centerx, strip.bottom - 12)
            pygame.draw.rect(s, INK, red.inflate(8, 8), border_radius=10)
            pygame.draw.rect(s, (240, 40, 50), red, border_radius=8)
            drop_pod(s, (strip.centerx, strip.bottom - 88 - rng.uniform(0, 30)), 0.9)
        elif kind == "advance_lanes":
            for i in range(3):
                chevron(
                    s, (strip.centerx, strip.y + 44 + i * 56), lw - 26, 44, 18, YELLOW if i < 2 else WHITE
                )
        else:
            for i in range(3):
                blk = pygame.Rect(0, 0, round(lw - 34), 30)
                blk.center = (strip.centerx, strip.bottom - 30 - i * 38)
                pygame.draw.rect(s, INK, blk.inflate(8, 8), border_radius=8)
                pygame.draw.rect(s, (30, 60, 130), blk, border_radius=6)
                pygame.draw.rect(s, (120, 255, 250), (blk.x + 8, blk.y + 10, blk.w - 16, 8), border_radius=4)
            straight_arrow(s, (strip.centerx, strip.y + 10), (strip.centerx, strip.y + 98), 22, WHITE, 2.2, 5)


def night_picture(s: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """A quiet night: crescent moon, stars and a dark skyline."""
    for _ in range(26):
        x, y = rng.uniform(rect.x, rect.right), rng.uniform(rect.y, rect.bottom - 70)
        sparkle(s, (x, y), rng.uniform(4, 10), (255, 250, 210))
    mx, my = rect.x + rect.w * rng.uniform(0.62, 0.78), rect.y + 70
    blit_glow(s, (mx, my), 110, (255, 240, 180), 150)
    moon = ac.surface((140, 140))
    pygame.draw.circle(moon, INK, (70, 70), 60)
    pygame.draw.circle(moon, (255, 236, 150), (70, 70), 54)
    pygame.draw.circle(moon, (0, 0, 0, 0), (100, 52), 50)
    s.blit(moon, (round(mx - 70), round(my - 70)))
    x = rect.x - 10
    base = rect.bottom
    while x < rect.right:
        bw = rng.randint(40, 80)
        bh = rng.randint(50, 110)
        r = pygame.Rect(x, base - bh, bw, bh)
        pygame.draw.rect(s, (14, 14, 34), r)
        for wy in range(r.y + 10, r.bottom - 10, 18):
            for wx in range(r.x + 8, r.right - 10, 16):
                if rng.random() < 0.18:
                    pygame.draw.rect(s, (255, 210, 100), (wx, wy, 8, 10))
        x += bw + rng.randint(-4, 6)


def event_card(event_id: str) -> pygame.Surface:
    """An event: name on top, its picture (moon, drop pods or arrows in the lanes it names), a text band."""
    card = content.EVENTS_BY_ID[event_id]
    kind = card.kind.value
    w, h = 600, 400
    rng = random.Random(sum(ord(c) * (i + 1) for i, c in enumerate(event_id)))
    s = gradient((w, h), EVENT_STYLES[kind])
    s.blit(rays((w, h), (300, 180), (255, 255, 255, 36), 20, rng.uniform(0, 18)), (0, 0))
    s.blit(halftone((w, h), (0, 0, 0, 60), 14, 6, (300, 180)), (0, 0))
    art = pygame.Rect(30, 76, 540, 214)
    if kind == "nothing":
        night_picture(s, art, rng)
    else:
        lanes_picture(s, art, card, rng)
    banner(s, (16, 10, 568, 58), card.name, YELLOW if kind != "nothing" else (200, 220, 255), INK, 14, 38)
    tx, ty, tw, th = (v * 2 for v in EVENT_TEXT_RECT)
    pygame.draw.rect(s, INK, (tx - 6, ty - 6, tw + 12, th + 12), border_radius=14)
    pygame.draw.rect(s, PAPER, (tx, ty, tw, th), border_radius=10)
    return finish(s, EVENT_SIZE, 24)


def event_back() -> pygame.Surface:
    """Face-down event: a warning sign between red and blue alarm lights."""
    w, h = 600, 400
    s = gradient((w, h), [(0.0, (40, 20, 60)), (1.0, (10, 8, 24))])
    blit_glow(s, (90, 200), 170, (255, 50, 60), 220)
    blit_glow(s, (510, 200), 170, (60, 140, 255), 220)
    s.blit(halftone((w, h), (255, 255, 255, 30), 14, 5, (300, 200), grow_out=False), (0, 0))
    for x, col in ((90, (255, 70, 70)), (510, (80, 160, 255))):
        disc(s, (x, 200), 44, col, 6)
        disc(s, (x - 12, 186), 12, WHITE, 0)
    tri = [(300, 70), (420, 300), (180, 300)]
    shadowed(s, tri, YELLOW, 8, (9, 10))
    pygame.draw.polygon(s, INK, _ipts([(300, 110), (388, 282), (212, 282)]), 5)
    big_text(s, "!", ac.CONDENSED, (300, 216), (60, 130), INK, outline=0)
    for x in range(0, w, 40):
        ac.poly(s, YELLOW, [(x, h - 30), (x + 20, h - 30), (x + 40, h), (x + 20, h)])
        ac.poly(s, YELLOW, [(x, 0), (x + 20, 0), (x + 40, 30), (x + 20, 30)])
    pygame.draw.line(s, INK, (0, h - 32), (w, h - 32), 4)
    pygame.draw.line(s, INK, (0, 32), (w, 32), 4)
    return finish(s, EVENT_SIZE, 24)


# --- board tokens ------------------------------------------------------------------------------------


def barricade_board(s: pygame.Surface, rect: pygame.Rect) -> None:
    """A hazard-striped plank: yellow and black diagonals with an ink rim."""
    board = ac.surface(rect.size)
    board.fill(YELLOW)
    for x in range(-rect.h, rect.w + rect.h, 48):
        ac.poly(board, INK, [(x, rect.h), (x + 24, rect.h), (x + 24 + rect.h, 0), (x + rect.h, 0)])
    pygame.draw.line(board, (255, 255, 255, 120), (6, 6), (rect.w - 6, 6), 4)
    pygame.draw.rect(s, INK, rect.inflate(12, 12).move(6, 7), border_radius=10)
    pygame.draw.rect(s, INK, rect.inflate(12, 12), border_radius=10)
    s.blit(ac.rounded_mask(board, 6), rect)


def barricade() -> pygame.Surface:
    """The barricade at the foot of a lane: a striped plank on two trestles with warning lamps."""
    w, h = 400, 140
    s = ac.surface((w, h))
    for x in (70, 330):
        outlined(
            s,
            [
                (x - 40, h - 6),
                (x - 8, 40),
                (x + 8, 40),
                (x + 40, h - 6),
                (x + 22, h - 6),
                (x, 70),
                (x - 22, h - 6),
            ],
            (150, 150, 165),
            5,
        )
    barricade_board(s, pygame.Rect(16, 44, w - 32, 56))
    for x in (70, 330):
        pygame.draw.rect(s, INK, (x - 16, 20, 32, 28), border_radius=6)
        blit_glow(s, (x, 22), 40, (255, 150, 40), 200)
        disc(s, (x, 22), 15, (255, 150, 40), 5)
        disc(s, (x - 5, 17), 5, (255, 240, 200), 0)
    return ac.downscale(s, (200, 70))


def truck() -> pygame.Surface:
    """The armoured truck facing right, carrying the glowing Infinity Generator in a cage on its back."""
    w, h = 256, 160
    s = ac.surface((w, h))
    steel, plate = (112, 132, 162), (84, 100, 130)
    # the generator: a glowing core in a cage, standing on the armoured box
    blit_glow(s, (90, 40), 62, (120, 240, 255), 230)
    pygame.draw.rect(s, INK, (50, 44, 80, 20), border_radius=4)
    pygame.draw.rect(s, plate, (54, 48, 72, 14), border_radius=3)
    disc(s, (90, 34), 24, (150, 245, 255), 4)
    disc(s, (90, 34), 14, (240, 255, 255), 0)
    blit_glow(s, (90, 34), 22, (255, 255, 255), 255)
    for x in (66, 90, 114):
        pygame.draw.line(s, INK, (x, 8), (x, 48), 4)
    outlined(s, [(58, 6), (122, 6), (122, 12), (58, 12)], (200, 210, 230), 4)
    # armoured cargo box with bevelled corners, rivets and a hazard stripe
    outlined(s, [(12, 70), (22, 58), (160, 58), (166, 66), (166, 126), (12, 126)], steel, 5)
    stripe = ac.surface((150, 14))
    stripe.fill(YELLOW)
    for x in range(-14, 150, 16):
        ac.poly(stripe, INK, [(x, 14), (x + 8, 14), (x + 22, 0), (x + 14, 0)])
    s.blit(stripe, (15, 106))
    pygame.draw.line(s, INK, (14, 104), (164, 104), 3)
    pygame.draw.line(s, INK, (14, 121), (164, 121), 3)
    for x in range(26, 160, 22):
        pygame.draw.circle(s, INK, (x, 66), 3)
    pygame.draw.rect(s, INK, (30, 76, 40, 8), border_radius=3)
    shadowed(s, bolt_points(120, 84, 0.18), YELLOW, 3, (2, 2))
    # cab with an armoured windscreen slit
    outlined(s, [(168, 126), (168, 52), (206, 52), (238, 86), (246, 92), (246, 126)], (60, 150, 230), 5)
    outlined(s, [(178, 62), (202, 62), (224, 84), (178, 84)], (180, 230, 255), 4)
    pygame.draw.rect(s, (40, 110, 190), (178, 72, 48, 12))
    pygame.draw.line(s, INK, (178, 72), (226, 72), 3)
    pygame.draw.line(s, WHITE, (186, 65), (192, 70), 3)
    pygame.draw.rect(s, INK, (232, 98, 18, 14), border_radius=3)
    pygame.draw.rect(s, (255, 240, 150), (236, 100, 12, 10), border_radius=2)
    pygame.draw.rect(s, INK, (150, 124, 100, 8))
    # wheels
    for x in (48, 126, 208):
        disc(s, (x, 130), 22, (40, 40, 50), 4)
        disc(s, (x, 130), 10, (170, 180, 200), 3)
    return ac.downscale(s, (128, 80))


def lab() -> pygame.Surface:
    """Atomix Lab, the end of the route: a domed building under a glowing atom."""
    size = 240
    s = ac.surface((size, size))
    disc(s, (120, 120), 110, (40, 60, 120), 6)
    s.blit(halftone((size, size), (90, 150, 230, 120), 12, 5, (120, 120), grow_out=False), (0, 0))
    mask = ac.surface((size, size))
    pygame.draw.circle(mask, WHITE, (120, 120), 110)
    body = ac.surface((size, size))
    # building with a dome
    outlined(body, [(40, 196), (40, 140), (200, 140), (200, 196)], (220, 226, 240), 5)
    pygame.draw.ellipse(body, INK, (54, 72, 132, 140))
    pygame.draw.ellipse(body, (170, 220, 255), (60, 78, 120, 128))
    pygame.draw.rect(body, (220, 226, 240), (40, 140, 160, 56))
    pygame.draw.line(body, INK, (40, 140), (200, 140), 5)
    pygame.draw.arc(body, WHITE, (74, 88, 60, 60), math.pi * 0.55, math.pi * 0.95, 5)
    for x in (58, 92, 148, 182):
        pygame.draw.rect(body, (255, 220, 110), (x - 8, 152, 16, 20), border_radius=3)
        pygame.draw.rect(body, INK, (x - 8, 152, 16, 20), 3, border_radius=3)
    pygame.draw.rect(body, INK, (108, 160, 24, 36))
    pygame.draw.rect(body, (60, 150, 230), (112, 164, 16, 32))
    pygame.draw.rect(body, INK, (20, 196, 200, 14))
    # atom over the dome
    ax, ay = 120, 86
    blit_glow(body, (ax, ay), 70, (120, 255, 240), 200)
    for angle in (0, 60, 120):
        orbit = ac.surface((140, 56))
        pygame.draw.ellipse(orbit, INK, (0, 0, 140, 56), 9)
        pygame.draw.ellipse(orbit, (120, 255, 240), (3, 3, 134, 50), 4)
        orbit = pygame.transform.rotate(orbit, angle)
        body.blit(orbit, orbit.get_rect(center=(ax, ay)))
    disc(body, (ax, ay), 13, (255, 90, 120), 4)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(body, (0, 0))
    pygame.draw.circle(s, INK, (120, 120), 114, 8)
    pygame.draw.circle(s, (120, 255, 240), (120, 120), 108, 3)
    return ac.downscale(s, (120, 120))


def start_token() -> pygame.Surface:
    """The start of the route: a chequered flag on a green badge."""
    size = 128
    s = ac.surface((size, size))
    disc(s, (64, 64), 56, (40, 180, 90), 6)
    pygame.draw.circle(s, (120, 230, 150), (64, 64), 50, 3)
    stroke(s, [(40, 104), (40, 24)], INK, 10)
    stroke(s, [(40, 104), (40, 26)], (230, 230, 240), 4)
    flag = ac.surface((56, 40))
    for row in range(4):
        for col in range(6):
            pygame.draw.rect(flag, WHITE if (row + col) % 2 else INK, (col * 10, row * 10, 10, 10))
    flag = pygame.transform.rotate(flag, 6)
    pygame.draw.rect(s, INK, (40, 26, 60, 44))
    s.blit(flag, (42, 26))
    pygame.draw.rect(s, INK, (40, 26, 60, 44), 4)
    return ac.downscale(s, (64, 64))


def attack_token() -> pygame.Surface:
    """An attack stop on the route: a red comic burst with a bold '!'."""
    size = 128
    s = ac.surface((size, size))
    starburst(s, (62, 62), 60, 38, 11, RED, -90, 5, (4, 5))
    starburst(s, (62, 62), 40, 28, 11, YELLOW, -74, 0, (0, 0))
    big_text(s, "!", ac.CONDENSED, (62, 63), (44, 64), WHITE, outline=5)
    return ac.downscale(s, (64, 64))


# --- registration -----------------------------------------------------------------------------------


def renderers() -> dict[str, tuple[tuple[int, int], Renderer]]:
    """Every PNG under art/outnumbered/: path under art/ -> (size, how to draw it)."""
    r: dict[str, tuple[tuple[int, int], Renderer]] = {}
    for vid in content.VILLAINS:
        r[f"outnumbered/villain_{vid}.png"] = (VILLAIN_SIZE, lambda v=vid: villain_card(v))
    r["outnumbered/villain_back.png"] = (VILLAIN_SIZE, villain_back)
    for hero in content.HEROES:
        r[f"outnumbered/hero_{hero.id}.png"] = (HERO_SIZE, lambda k=hero.id: hero_card(k))
    r["outnumbered/hero_glow.png"] = (HERO_GLOW_SIZE, hero_glow)
    for power in content.BONUS_POWERS:
        r[f"outnumbered/bonus_{power.kind.value}.png"] = (
            BONUS_SIZE,
            lambda k=power.kind.value: bonus_card(k),
        )
    r["outnumbered/bonus_back.png"] = (BONUS_SIZE, bonus_back)
    for event in content.EVENTS:
        r[f"outnumbered/event_{event.id}.png"] = (EVENT_SIZE, lambda k=event.id: event_card(k))
    r["outnumbered/event_back.png"] = (EVENT_SIZE, event_back)
    r["outnumbered/truck.png"] = ((128, 80), truck)
    r["outnumbered/barricade.png"] = ((200, 70), barricade)
    r["outnumbered/lab.png"] = ((120, 120), lab)
    r["outnumbered/start.png"] = ((64, 64), start_token)
    r["outnumbered/attack.png"] = ((64, 64), attack_token)
    return r


def contact_sheet(source: Path, target: Path) -> None:
    """Every Outnumbered image on one sheet, grouped by kind, for eyeballing."""
    names = sorted(renderers())
    groups = [[n for n in names if f"/{p}" in n] for p in ("villain_", "hero_", "bonus_", "event_")]
    groups.append([n for n in names if not any(n in g for g in groups)])
    width = 2000
    placed: list[tuple[str, int, int]] = []
    y = 10
    for group in groups:
        x, row_h = 10, 0
        for name in group:
            img_w, img_h = renderers()[name][0]
            if x + img_w > width - 10:
                x, y = 10, y + row_h + 10
                row_h = 0
            placed.append((name, x, y))
            x += img_w + 10
            row_h = max(row_h, img_h)
        y += row_h + 20
    sheet = pygame.Surface((width, y))
    sheet.fill((96, 96, 108))
    for name, x, yy in placed:
        sheet.blit(pygame.image.load(str(source / name)), (x, yy))
    ac.save(sheet, target)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render only the Outnumbered art.")
    parser.add_argument(
        "--out", type=Path, default=ac.REPO_ROOT / "art", help="folder to write into (default: art/)"
    )
    parser.add_argument(
        "--contact", type=Path, help="also write a contact sheet of every Outnumbered image here"
    )
    args = parser.parse_args(argv)
    ac.init()
    for path, (size, draw) in renderers().items():
        surf = draw()
        if surf.get_size() != size:
            raise ValueError(f"{path} came out {surf.get_size()}, expected {size}")
        ac.save(surf, args.out / path)
    if args.contact:
        contact_sheet(args.out, args.contact)
        print(f"contact sheet: {args.contact}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
