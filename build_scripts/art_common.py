"""Drawing helpers shared by the art scripts.

Everything here is deterministic on purpose: no clocks, no unseeded randomness, only pygame
primitives and the fonts bundled in ``art/fonts`` (never system fonts), so regenerating the art
gives byte-identical PNGs and the tests can prove the committed files match their scripts.
"""

from __future__ import annotations

import math
import os
import random
from collections.abc import Iterable, Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (the environment must be set before pygame loads)

REPO_ROOT = Path(__file__).resolve().parent.parent
FONT_DIR = REPO_ROOT / "art" / "fonts"

Color = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
CONDENSED = "DejaVuSansCondensed-Bold.ttf"

_fonts: dict[tuple[str, int, int], pygame.font.Font] = {}


def init() -> None:
    """Start only the pygame parts we draw with (no window, no audio device)."""
    pygame.font.init()


def font(name: str, size: int, outline: int = 0) -> pygame.font.Font:
    """A bundled font; cached because loading a TTF per card would be slow."""
    key = (name, size, outline)
    if key not in _fonts:
        f = pygame.font.Font(str(FONT_DIR / name), size)
        f.outline = outline
        _fonts[key] = f
    return _fonts[key]


def rgba(color: Color, alpha: int | None = None) -> tuple[int, int, int, int]:
    r, g, b = color[0], color[1], color[2]
    a = color[3] if len(color) == 4 else 255  # type: ignore[misc]
    return (r, g, b, a if alpha is None else alpha)


def lerp_color(a: Color, b: Color, t: float) -> tuple[int, int, int, int]:
    ca, cb = rgba(a), rgba(b)
    t = max(0.0, min(1.0, t))
    return tuple(round(ca[i] + (cb[i] - ca[i]) * t) for i in range(4))  # type: ignore[return-value]


def surface(size: tuple[int, int]) -> pygame.Surface:
    """A fully transparent RGBA surface."""
    s = pygame.Surface(size, pygame.SRCALPHA, 32)
    s.fill((0, 0, 0, 0))
    return s


def vertical_gradient(size: tuple[int, int], stops: Sequence[tuple[float, Color]]) -> pygame.Surface:
    """Row-by-row gradient through colour stops given as (position 0..1, colour)."""
    w, h = size
    s = surface(size)
    for y in range(h):
        t = y / max(1, h - 1)
        for (p0, c0), (p1, c1) in zip(stops, stops[1:], strict=False):
            if p0 <= t <= p1:
                s.fill(lerp_color(c0, c1, (t - p0) / max(1e-9, p1 - p0)), (0, y, w, 1))
                break
    return s


def radial_glow(radius: int, color: Color, strength: int = 160, steps: int = 48) -> pygame.Surface:
    """A soft round light made of stacked translucent discs (brightest in the middle)."""
    s = surface((radius * 2, radius * 2))
    for i in range(steps):
        r = round(radius * (1 - i / steps))
        a = round(strength * ((i + 1) / steps) ** 2 / steps * 3)
        layer = surface((radius * 2, radius * 2))
        pygame.draw.circle(layer, rgba(color, min(255, a)), (radius, radius), r)
        s.blit(layer, (0, 0))
    return s


def vignette(size: tuple[int, int], color: Color, strength: int = 200, steps: int = 40) -> pygame.Surface:
    """Darken the edges: a transparent centre ellipse growing into ``color`` at the rim."""
    w, h = size
    s = surface(size)
    s.fill(rgba(color, strength))
    for i in range(steps):
        t = i / steps
        a = round(strength * (1 - t) ** 1.6)
        rw, rh = round(w * (1.45 - 0.75 * t)), round(h * (1.45 - 0.75 * t))
        pygame.draw.ellipse(s, rgba(color, a), ((w - rw) // 2, (h - rh) // 2, rw, rh))
    return s


def rounded_mask(s: pygame.Surface, radius: int) -> pygame.Surface:
    """Cut the corners of ``s`` round (alpha outside the rounded rectangle becomes zero)."""
    mask = surface(s.get_size())
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out = s.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def text(
    s: pygame.Surface,
    message: str,
    name: str,
    size: int,
    color: Color,
    center: Point,
    outline: int = 0,
    outline_color: Color = (0, 0, 0),
    shadow: int = 0,
    shadow_color: Color = (0, 0, 0, 150),
    fill: pygame.Surface | None = None,
) -> pygame.Rect:
    """Draw centred text with an optional outline, drop shadow and gradient fill."""
    body = font(name, size).render(message, True, color)
    if fill is not None:
        tint = pygame.transform.scale(fill, body.get_size())
        body = body.copy()
        body.blit(tint, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    cx, cy = center
    rect = body.get_rect(center=(round(cx), round(cy)))
    if outline:
        ring = font(name, size, outline).render(message, True, outline_color)
        if shadow:
            sh = font(name, size, outline).render(message, True, shadow_color)
            sh.set_alpha(rgba(shadow_color)[3])
            s.blit(sh, (rect.x - outline + shadow, rect.y - outline + shadow))
        s.blit(ring, (rect.x - outline, rect.y - outline))
    elif shadow:
        sh = font(name, size).render(message, True, shadow_color)
        sh.set_alpha(rgba(shadow_color)[3])
        s.blit(sh, (rect.x + shadow, rect.y + shadow))
    s.blit(body, rect)
    return rect


def fit_size(message: str, name: str, size: int, max_width: int) -> int:
    """The largest font size up to ``size`` at which ``message`` fits in ``max_width``."""
    while size > 8 and font(name, size).size(message)[0] > max_width:
        size -= 2
    return size


def poly(s: pygame.Surface, color: Color, points: Iterable[Point]) -> None:
    pygame.draw.polygon(s, color, [(round(x), round(y)) for x, y in points])


def star_points(
    cx: float, cy: float, outer: float, inner: float, n: int = 5, turn: float = -90
) -> list[Point]:
    pts: list[Point] = []
    for i in range(n * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(turn + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def regular_points(cx: float, cy: float, r: float, n: int, turn: float = -90) -> list[Point]:
    return [
        (
            cx + r * math.cos(math.radians(turn + i * 360 / n)),
            cy + r * math.sin(math.radians(turn + i * 360 / n)),
        )
        for i in range(n)
    ]


def downscale(s: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Art is drawn at 2x and shrunk: the cheapest way to smooth every polygon edge."""
    return pygame.transform.smoothscale(s, size)


def rain(
    s: pygame.Surface,
    rng: random.Random,
    count: int,
    color: Color,
    length: tuple[int, int],
    slant: float = 0.25,
    width: int = 1,
    area: pygame.Rect | None = None,
) -> None:
    """Thin slanted streaks; the seeded ``rng`` keeps the pattern identical on every run."""
    area = area or s.get_rect()
    layer = surface(s.get_size())
    for _ in range(count):
        x = area.x + rng.random() * area.w
        y = area.y + rng.random() * area.h
        ln = rng.randint(*length)
        pygame.draw.line(layer, color, (round(x), round(y)), (round(x - ln * slant), round(y + ln)), width)
    s.blit(layer, (0, 0))


def footprint(
    s: pygame.Surface,
    cx: float,
    cy: float,
    scale: float,
    color: Color,
    mirror: bool = False,
    angle: float = 0.0,
) -> None:
    """One bare footprint pointing up: ball, heel, arch and five toes (``mirror`` for the other foot)."""
    k = scale
    layer = surface((round(70 * k) + 2, round(124 * k) + 2))
    ox = layer.get_width() / 2
    m = -1 if mirror else 1

    def ell(x: float, y: float, w: float, h: float) -> None:
        left = ox + (x if m > 0 else -x - w) * k
        pygame.draw.ellipse(layer, color, (round(left), round(y * k), round(w * k), round(h * k)))

    ell(-20, 28, 42, 52)  # ball of the foot
    ell(-15, 78, 30, 44)  # heel
    poly(layer, color, [(ox + m * x * k, y * k) for x, y in ((-19, 56), (-14, 100), (15, 100), (20, 52))])
    for x, y, r in ((11, 14, 10), (-4, 10, 8), (-15, 14, 7), (-23, 22, 6), (-28, 32, 5)):
        pygame.draw.circle(
            layer, color, (round(ox + m * x * k), round(y * k + r * k * 0.3)), max(1, round(r * k))
        )
    if angle:
        layer = pygame.transform.rotate(layer, angle)
    s.blit(layer, layer.get_rect(center=(round(cx), round(cy))))


def save(s: pygame.Surface, path: Path) -> None:
    """PNG via pygame's bundled libpng: no timestamps, so the bytes depend on pixels only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(s, str(path))
