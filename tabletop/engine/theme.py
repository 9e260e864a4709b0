"""The one look of the app: colours, sizes, the seat palette, and the prepared surfaces they make.

Everything a scene or widget paints is built from these constants so the screens match.  The
surface recipes (rounded shapes, soft shadows, glows, seat symbols, scaled art) are expensive to
make and cheap to blit, so each is made once per size and kept in a cache: the table redraws up
to 60 times a second under software rendering and must never smoothscale or blur per frame.
"""

from __future__ import annotations

import enum
import math
from collections import OrderedDict
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

from tabletop.core.seats import PALETTE
from tabletop.paths import art_path

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
Colour = RGB | RGBA
Size = tuple[int, int]

# -- canvas and sizes -------------------------------------------------------------------------

CANVAS_SIZE: Size = (1920, 1080)
CARD_SIZE: Size = (150, 210)
CARD_RADIUS = 12
RADIUS = 14  # panels, buttons, zones
BUTTON_HEIGHT = 64
DIE_SIZE = 84
TOKEN_RADIUS = 26

FONT_SMALL = 22
FONT_BODY = 28
FONT_LARGE = 36
FONT_TITLE = 64

SHADOW_OFFSET = (5, 8)
LIFTED_SHADOW_OFFSET = (14, 22)

# -- colours ----------------------------------------------------------------------------------

TABLE = (24, 58, 52)  # deep felt green-teal
TABLE_DARK = (16, 40, 36)
TEXT = (242, 238, 228)
TEXT_DIM = (176, 182, 176)
TEXT_DARK = (28, 30, 34)
PANEL = (18, 24, 30, 215)
PANEL_BORDER = (255, 255, 255, 38)
SURFACE = (48, 58, 66)  # neutral button face
SURFACE_HOVER = (66, 80, 90)
SURFACE_PRESSED = (36, 44, 50)
DISABLED = (58, 62, 66)
DISABLED_TEXT = (128, 132, 134)
PRIMARY = (233, 166, 36)  # warm amber: the action the table expects next
PRIMARY_HOVER = (248, 188, 72)
PRIMARY_TEXT = (30, 24, 12)
DANGER = (196, 70, 48)
DANGER_HOVER = (222, 96, 72)
ACCENT = (120, 200, 240)  # focus rings, selection
HIGHLIGHT = (255, 214, 90)  # legal targets
HOVER_GLOW = (255, 246, 200)  # the target under the pointer
SELECTED = (120, 220, 255)
SHADOW = (0, 0, 0)
CARD_EDGE = (20, 20, 24)
BADGE = (250, 248, 240)
BADGE_TEXT = (26, 28, 32)
ZONE_FILL = (255, 255, 255, 16)
ZONE_BORDER = (255, 255, 255, 56)
ZONE_HOVER_FILL = (255, 255, 255, 34)
TOAST = (28, 30, 38, 236)
TOAST_BORDER = (233, 166, 36, 200)

# -- seats ------------------------------------------------------------------------------------


class Symbol(enum.Enum):
    """A shape for each seat, so a seat never depends on colour alone."""

    CIRCLE = "circle"
    TRIANGLE = "triangle"
    SQUARE = "square"
    DIAMOND = "diamond"
    STAR = "star"
    CROSS = "cross"


@dataclass(frozen=True)
class SeatStyle:
    """How one seat looks everywhere: an Okabe-Ito colour, its symbol, and a name for the UI."""

    colour: RGB
    symbol: Symbol
    name: str  # English msgid

    @property
    def ink(self) -> RGB:
        """A readable colour for text or a symbol drawn on top of ``colour``."""
        return TEXT_DARK if _luminance(self.colour) > 0.42 else (250, 250, 250)

    @property
    def dark(self) -> RGB:
        """A darker shade for rims and outlines."""
        return tuple(int(c * 0.55) for c in self.colour)  # type: ignore[return-value]


#: built from the seats' own palette (tabletop.core.seats.PALETTE): set-up, the tables, the banner
#: and the game-over screen all read a seat's colour and symbol from this one list
SEAT_STYLES: tuple[SeatStyle, ...] = tuple(
    SeatStyle(rgb, Symbol(symbol), name) for name, symbol, rgb in PALETTE
)


def seat_style(colour: int) -> SeatStyle:
    """The style of a seat's colour (``Seat.colour``, the palette entry set-up shows; an index
    beyond six wraps around)."""
    return SEAT_STYLES[colour % len(SEAT_STYLES)]


def _luminance(colour: Sequence[int]) -> float:
    r, g, b = (c / 255 for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def lighten(colour: Sequence[int], amount: float) -> RGB:
    """Mix a colour towards white by ``amount`` (0..1)."""
    return tuple(int(c + (255 - c) * amount) for c in colour[:3])  # type: ignore[return-value]


def darken(colour: Sequence[int], amount: float) -> RGB:
    """Mix a colour towards black by ``amount`` (0..1)."""
    return tuple(int(c * (1 - amount)) for c in colour[:3])  # type: ignore[return-value]


def rgba(colour: Sequence[int], alpha: int | None = None) -> RGBA:
    """A colour as a 4-tuple; ``alpha`` overrides the colour's own."""
    base = tuple(int(c) for c in colour)
    a = alpha if alpha is not None else (base[3] if len(base) > 3 else 255)
    return (base[0], base[1], base[2], max(0, min(255, int(a))))


# -- preparing surfaces -----------------------------------------------------------------------


def prepare(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format when there is a display: blits get several times faster."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


_SUPERSAMPLE = 4


@lru_cache(maxsize=64)
def _corner(radius: int) -> pygame.Surface:
    """A quarter-disc coverage mask (white, alpha = coverage) for a top-left corner, antialiased."""
    big = pygame.Surface((radius * _SUPERSAMPLE, radius * _SUPERSAMPLE), pygame.SRCALPHA)
    big.fill((255, 255, 255, 0))
    r = radius * _SUPERSAMPLE
    pygame.draw.circle(big, (255, 255, 255, 255), (r, r), r)
    return pygame.transform.smoothscale(big, (radius, radius))


def _mask(size: Size, radius: int) -> pygame.Surface:
    """White rounded-rect coverage: alpha 255 inside, antialiased at the corners, 0 outside."""
    w, h = max(1, size[0]), max(1, size[1])
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((255, 255, 255, 255))
    radius = max(0, min(radius, w // 2, h // 2))
    if radius:
        corner = _corner(radius)
        flips = (
            (False, False, 0, 0),
            (True, False, w - radius, 0),
            (False, True, 0, h - radius),
            (True, True, w - radius, h - radius),
        )
        for fx, fy, x, y in flips:
            piece = pygame.transform.flip(corner, fx, fy)
            surf.fill((255, 255, 255, 0), (x, y, radius, radius))
            surf.blit(piece, (x, y))
    return surf


def rounded(
    size: Sequence[int],
    colour: Sequence[int],
    radius: int = RADIUS,
    border: int = 0,
    border_colour: Sequence[int] | None = None,
) -> pygame.Surface:
    """A filled rounded rectangle with antialiased corners and an optional border ring (made once)."""
    return _rounded(
        _size(size),
        rgba(colour),
        int(radius),
        int(border),
        rgba(border_colour) if border_colour is not None else None,
    )


@lru_cache(maxsize=512)
def _rounded(
    size: Size, colour: Colour, radius: int, border: int, border_colour: Colour | None
) -> pygame.Surface:
    return prepare(stretched_rounded(size, colour, radius, border, border_colour))


def stretched_rounded(
    size: Size, colour: Colour, radius: int, border: int, border_colour: Colour | None
) -> pygame.Surface:
    """:func:`whole_rounded` made small and stretched: between its corners every row (and every
    column) of a rounded rectangle is the same, so a small one's middle line is repeated to the
    size, to the pixel the same (a big panel's first showing made it whole: 3-4 ms a panel)."""
    core = 2 * max(0, radius, border) + 1  # the corners and the border end before its middle
    if size[0] <= core and size[1] <= core:
        return whole_rounded(size, colour, radius, border, border_colour)
    small = whole_rounded((min(size[0], core), min(size[1], core)), colour, radius, border, border_colour)
    return _stretch(_stretch(small, size[0], across=True), size[1], across=False)


def whole_rounded(
    size: Size, colour: Colour, radius: int, border: int, border_colour: Colour | None
) -> pygame.Surface:
    """A rounded rectangle of ``size`` made at its whole size (see :func:`stretched_rounded`)."""
    fill = _mask(size, radius)
    if border > 0 and border_colour is not None:
        inner_size = (size[0] - 2 * border, size[1] - 2 * border)
        inner = _mask(inner_size, max(0, radius - border))
        ring = fill.copy()
        hole = inner.copy()
        hole.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
        ring.blit(hole, (border, border), special_flags=pygame.BLEND_RGBA_SUB)
        ring.fill(rgba(border_colour), special_flags=pygame.BLEND_RGBA_MULT)
        inner.fill(rgba(colour), special_flags=pygame.BLEND_RGBA_MULT)
        ring.blit(inner, (border, border))
        return ring
    fill.fill(rgba(colour), special_flags=pygame.BLEND_RGBA_MULT)
    return fill


def outline(
    size: Sequence[int], colour: Sequence[int], radius: int = RADIUS, width: int = 3
) -> pygame.Surface:
    """Only the ring of a rounded rectangle (for borders drawn over art)."""
    return rounded(size, (0, 0, 0, 0), radius, width, colour)


def shadow(size: Sequence[int], radius: int = RADIUS, blur: int = 10, alpha: int = 120) -> pygame.Surface:
    """A soft drop shadow for a rounded shape of ``size``; it is ``shadow_pad(blur)`` larger on every side."""
    return _shadow(_size(size), int(radius), int(blur), int(alpha))


@lru_cache(maxsize=256)
def _shadow(size: Size, radius: int, blur: int, alpha: int) -> pygame.Surface:
    return prepare(stretched_shadow(size, radius, blur, alpha))


def blurred_shadow(size: Size, radius: int, blur: int, alpha: int) -> pygame.Surface:
    """The shadow of a rounded shape of ``size``, blurred whole (30 ms for a large panel's)."""
    pad = blur * 2
    surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    shape = _mask(size, radius)
    shape.fill((0, 0, 0, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(shape, (pad, pad))
    if blur > 0:
        surf = pygame.transform.gaussian_blur(surf, blur, repeat_edge_pixels=False)
    return surf


def stretched_shadow(size: Size, radius: int, blur: int, alpha: int) -> pygame.Surface:
    """The same shadow as :func:`blurred_shadow`, made from a small one: away from its corners a
    blurred straight edge is the same all along it, so the small shadow's middle row and column are
    stretched to the size.  A panel that grows with its text needs no new blur of its whole size
    (the blur made a big panel's first frame 30 ms late)."""
    # a shape this wide has a middle column the blur of its ends and corners never reaches
    core = 2 * (radius + 2 * blur) + 1
    if blur <= 0 or (size[0] <= core and size[1] <= core):
        return blurred_shadow(size, radius, blur, alpha)
    small = blurred_shadow((min(size[0], core), min(size[1], core)), radius, blur, alpha)
    pad = blur * 2
    return _stretch(_stretch(small, size[0] + 2 * pad, across=True), size[1] + 2 * pad, across=False)


def _stretch(image: pygame.Surface, length: int, *, across: bool) -> pygame.Surface:
    """``image`` made ``length`` long (wide when ``across``), its middle line repeated."""
    w, h = image.get_size()
    have = w if across else h
    if have == length:
        return image
    head = have // 2
    tail = have - head - 1
    out = pygame.Surface((length, h) if across else (w, length), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    middle = length - head - tail
    if across:
        out.blit(image, (0, 0), (0, 0, head, h))
        out.blit(pygame.transform.scale(image.subsurface((head, 0, 1, h)), (middle, h)), (head, 0))
        out.blit(image, (length - tail, 0), (have - tail, 0, tail, h))
    else:
        out.blit(image, (0, 0), (0, 0, w, head))
        out.blit(pygame.transform.scale(image.subsurface((0, head, w, 1)), (w, middle)), (0, head))
        out.blit(image, (0, length - tail), (0, have - tail, w, tail))
    return out


def shadow_pad(blur: int = 10) -> int:
    """How far a :func:`shadow` surface extends beyond its shape on each side."""
    return blur * 2


GLOW_LEVELS = 8  # pulsing glows are drawn from this many brightness steps of one blurred surface


def glow(
    size: Sequence[int], colour: Sequence[int], radius: int = RADIUS, width: int = 4, level: int = GLOW_LEVELS
) -> pygame.Surface:
    """A bright ring with a soft halo around a rounded shape of ``size``.

    The surface is ``glow_pad(width)`` larger on every side.  ``level`` (0..GLOW_LEVELS) scales its
    opacity, so a pulse picks a cached step instead of changing alpha per frame.
    """
    return _glow(_size(size), rgba(colour), int(radius), int(width), max(0, min(GLOW_LEVELS, int(level))))


@lru_cache(maxsize=512)
def _glow(size: Size, colour: Colour, radius: int, width: int, level: int) -> pygame.Surface:
    """One brightness step: a faded copy of the full glow.  The blur (the slow part, tens of
    milliseconds for a big rectangle) happens once per shape in :func:`_glow_full`; a step only
    multiplies alpha, so a pulse that reaches a new level mid-drag costs about a blit."""
    full = _glow_full(size, colour, radius, width)
    if level >= GLOW_LEVELS:
        return full
    faded = full.copy()
    faded.fill((255, 255, 255, int(255 * level / GLOW_LEVELS)), special_flags=pygame.BLEND_RGBA_MULT)
    return faded


@lru_cache(maxsize=256)
def _glow_full(size: Size, colour: Colour, radius: int, width: int) -> pygame.Surface:
    pad = glow_pad(width)
    outer = (size[0] + 2 * pad, size[1] + 2 * pad)
    surf = pygame.Surface(outer, pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    halo_size = (size[0] + 2 * width * 2, size[1] + 2 * width * 2)
    halo = outline(halo_size, rgba(colour, 170), radius + width * 2, width * 2)
    surf.blit(halo, (pad - width * 2, pad - width * 2))
    surf = pygame.transform.gaussian_blur(surf, max(2, width * 2), repeat_edge_pixels=False)
    ring_size = (size[0] + 2 * width, size[1] + 2 * width)
    surf.blit(outline(ring_size, rgba(colour, 255), radius + width, width), (pad - width, pad - width))
    return prepare(surf)


def glow_pad(width: int = 4) -> int:
    """How far a :func:`glow` surface extends beyond its shape on each side."""
    return width * 5


def blit_glow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: Colour,
    radius: int = RADIUS,
    width: int = 4,
    strength: float = 1.0,
) -> None:
    """Draw a glow around ``rect``; ``strength`` (0..1) is rounded to one of the cached fade steps."""
    level = round(max(0.0, min(1.0, strength)) * GLOW_LEVELS)
    if level <= 0:
        return
    pad = glow_pad(width)
    image = glow((rect.width, rect.height), _key(colour), radius, width, level)
    x, y = rect.x - pad, rect.y - pad
    band = 2 * pad  # the glow never reaches further inside than this
    w, h = image.get_size()
    if w <= 3 * band or h <= 3 * band:
        surface.blit(image, (x, y))
        return
    # a large glow is mostly transparent inside: blit only its four edge bands
    surface.blit(image, (x, y), (0, 0, w, band))
    surface.blit(image, (x, y + h - band), (0, h - band, w, band))
    surface.blit(image, (x, y + band), (0, band, band, h - 2 * band))
    surface.blit(image, (x + w - band, y + band), (w - band, band, band, h - 2 * band))


def blit_shadow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = RADIUS,
    offset: tuple[int, int] = SHADOW_OFFSET,
    blur: int = 10,
    alpha: int = 120,
) -> None:
    """Draw a soft shadow under ``rect``, shifted by ``offset``."""
    pad = shadow_pad(blur)
    surface.blit(
        shadow((rect.width, rect.height), radius, blur, alpha),
        (rect.x - pad + offset[0], rect.y - pad + offset[1]),
    )


def _key(colour: Sequence[int]) -> Colour:
    """A hashable colour for the caches (pygame.Color is not hashable)."""
    return tuple(int(c) for c in colour)  # type: ignore[return-value]


def _size(size: Sequence[int]) -> Size:
    return (max(1, int(size[0])), max(1, int(size[1])))


# -- seat symbols -----------------------------------------------------------------------------


def _symbol_points(symbol: Symbol) -> list[tuple[float, float]]:
    """The outline of a symbol in unit coordinates (-1..1, y down)."""
    if symbol is Symbol.TRIANGLE:
        return [(0.0, -0.92), (0.95, 0.72), (-0.95, 0.72)]
    if symbol is Symbol.SQUARE:
        return [(-0.74, -0.74), (0.74, -0.74), (0.74, 0.74), (-0.74, 0.74)]
    if symbol is Symbol.DIAMOND:
        return [(0.0, -1.0), (0.78, 0.0), (0.0, 1.0), (-0.78, 0.0)]
    if symbol is Symbol.STAR:
        points = []
        for i in range(10):
            r = 1.0 if i % 2 == 0 else 0.44
            a = -math.pi / 2 + i * math.pi / 5
            points.append((r * math.cos(a), r * math.sin(a) + 0.08))
        return points
    if symbol is Symbol.CROSS:  # an upright plus, as in the token art
        t = 0.28  # half the bar thickness
        plus = [
            (-t, -1),
            (t, -1),
            (t, -t),
            (1, -t),
            (1, t),
            (t, t),
            (t, 1),
            (-t, 1),
            (-t, t),
            (-1, t),
            (-1, -t),
            (-t, -t),
        ]
        return [(0.88 * x, 0.88 * y) for x, y in plus]
    raise ValueError(symbol)


def symbol_surface(
    symbol: Symbol, size: int, colour: Sequence[int], outline_colour: Sequence[int] | None = None
) -> pygame.Surface:
    """A seat symbol of ``size`` pixels, antialiased by drawing it large and scaling it down once."""
    return _symbol_surface(
        symbol, int(size), rgba(colour), rgba(outline_colour) if outline_colour is not None else None
    )


@lru_cache(maxsize=256)
def _symbol_surface(
    symbol: Symbol, size: int, colour: Colour, outline_colour: Colour | None
) -> pygame.Surface:
    ss = _SUPERSAMPLE
    big_size = size * ss
    big = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    half = big_size / 2
    edge = max(2, int(size * 0.09)) * ss if outline_colour is not None else 0
    scale = half - edge - ss
    if symbol is Symbol.CIRCLE:
        if outline_colour is not None:
            pygame.draw.circle(big, rgba(outline_colour), (half, half), scale * 0.86 + edge)
        pygame.draw.circle(big, rgba(colour), (half, half), scale * 0.86)
    else:
        points = [(half + x * scale, half + y * scale) for x, y in _symbol_points(symbol)]
        if outline_colour is not None:
            pygame.draw.polygon(big, rgba(outline_colour), points, edge * 2)
            for p in points:
                pygame.draw.circle(big, rgba(outline_colour), p, edge)
        pygame.draw.polygon(big, rgba(colour), points)
    return prepare(pygame.transform.smoothscale(big, (size, size)))


# -- art --------------------------------------------------------------------------------------

_art_cache: dict[Path, pygame.Surface | None] = {}
_art_by_parts: dict[tuple[str, ...], pygame.Surface] = {}  # the same, found without building a Path


def load_art(*parts: str) -> pygame.Surface | None:
    """An image from ``art/``, loaded once; None while the file does not exist yet.

    Tables look their art up every frame, so a loaded image is found by its name parts first:
    building and hashing a ``Path`` each time costs more than the blit."""
    found = _art_by_parts.get(parts)
    if found is not None:
        return found
    path = art_path(*parts)
    if path not in _art_cache:
        surface: pygame.Surface | None = None
        if path.is_file():
            try:
                surface = prepare(pygame.image.load(str(path)))
            except (pygame.error, OSError):
                surface = None
        if surface is None:
            return None  # not cached: the file may appear later (art is generated alongside)
        _art_cache[path] = surface
    found = _art_cache[path]
    if found is not None:
        _art_by_parts[parts] = found
    return found


class SurfaceCache:
    """An LRU of surfaces derived from a source surface (scaled, rotated, dimmed...).

    Entries are keyed by the source's identity; the source is kept alive with its entry so an id
    is never reused for a different surface while cached.
    """

    def __init__(self, limit: int = 1024) -> None:
        self._items: OrderedDict[tuple[Any, ...], tuple[pygame.Surface, pygame.Surface]] = OrderedDict()
        self.limit = limit

    def get(
        self, source: pygame.Surface, key: tuple[Any, ...], make: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        full = (id(source), *key)
        hit = self._items.get(full)
        if hit is not None and hit[0] is source:
            self._items.move_to_end(full)
            return hit[1]
        out = make()
        self._items[full] = (source, out)
        if len(self._items) > self.limit:
            self._items.popitem(last=False)
        return out

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


_derived = SurfaceCache(2048)


def _make_scaled(source: pygame.Surface, size: Size, radius: int, smooth: bool) -> pygame.Surface:
    w, h = max(1, size[0]), max(1, size[1])
    if source.get_size() == (w, h):
        out = source.copy()
    elif smooth:
        src = source if source.get_bitsize() in (24, 32) else source.convert(32, 0)
        out = pygame.transform.smoothscale(src, (w, h))
    else:
        out = pygame.transform.scale(source, (w, h))
    if radius > 0:
        with_alpha = pygame.Surface((w, h), pygame.SRCALPHA)
        with_alpha.fill((0, 0, 0, 0))
        with_alpha.blit(out, (0, 0))
        with_alpha.blit(_mask((w, h), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        out = with_alpha
    return prepare(out)


def scaled(source: pygame.Surface, size: Size, radius: int = 0, smooth: bool = True) -> pygame.Surface:
    """``source`` scaled to ``size`` (and its corners rounded), made once and then reused."""
    key = ("scaled", int(size[0]), int(size[1]), radius, smooth)
    return _derived.get(
        source, key, lambda: _make_scaled(source, (int(size[0]), int(size[1])), radius, smooth)
    )


def rotated(source: pygame.Surface, angle: float) -> pygame.Surface:
    """``source`` turned by ``angle`` degrees (counter-clockwise), in half-degree steps, made once."""
    step = round(angle * 2) / 2
    if step % 360 == 0:
        return source
    return _derived.get(
        source, ("rotated", step), lambda: prepare(pygame.transform.rotozoom(source, step, 1.0))
    )


def dimmed(source: pygame.Surface, factor: float = 0.5) -> pygame.Surface:
    """A darker copy of ``source`` (for cards that cannot be played now)."""

    def make() -> pygame.Surface:
        out = source.copy()
        shade = int(255 * factor)
        out.fill((shade, shade, shade), special_flags=pygame.BLEND_RGB_MULT)
        return out

    return _derived.get(source, ("dimmed", round(factor, 2)), make)


def derived(
    source: pygame.Surface, key: tuple[Any, ...], make: Callable[[], pygame.Surface]
) -> pygame.Surface:
    """Any other surface made from ``source``, cached like the ones above."""
    return _derived.get(source, key, make)


def clear_caches(keep: Collection[Callable[..., Any]] = ()) -> None:
    """Drop every prepared surface (after a display mode change, for instance); ``keep`` names
    caches to leave as they are (the readability check keeps the wordless shadows and glows)."""
    _derived.clear()
    _art_cache.clear()
    _art_by_parts.clear()
    for fn in (_rounded, _shadow, _glow, _glow_full, _symbol_surface, _corner):
        if fn not in keep:
            fn.cache_clear()
