"""Seat pieces: a round token and a standing pawn, each in the seat's colour with its symbol.

The symbol makes a seat recognisable without colour (the palette is colour-blind safe, and the
shape is a second cue).  Generated pieces are drawn large and scaled down once per seat and size;
an art image can replace the generated look.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from functools import lru_cache

import pygame

from tabletop.engine import theme
from tabletop.engine.tween import Ease, Motion, Movable, Point

_SS = 4  # supersampling for the generated shapes


@lru_cache(maxsize=64)
def token_surface(seat: int, radius: int) -> pygame.Surface:
    """A coin: seat-coloured disc, darker rim, light inner ring and the seat symbol."""
    style = theme.seat_style(seat)
    d = radius * 2
    big = pygame.Surface((d * _SS, d * _SS), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    c = d * _SS / 2
    r = radius * _SS
    pygame.draw.circle(big, style.dark, (c, c), r)
    pygame.draw.circle(big, style.colour, (c, c), r * 0.86)
    pygame.draw.circle(big, theme.lighten(style.colour, 0.35), (c, c), r * 0.74, max(1, round(r * 0.05)))
    pygame.draw.circle(
        big,
        theme.lighten(style.colour, 0.25),
        (c, c - r * 0.04),
        r * 0.86,
        max(1, round(r * 0.04)),
        draw_top_left=True,
        draw_top_right=True,
    )
    surf = pygame.transform.smoothscale(big, (d, d))
    sym = theme.symbol_surface(style.symbol, round(radius * 1.05), style.ink, None)
    surf.blit(sym, sym.get_rect(center=(radius, radius)))
    return theme.prepare(surf)


@lru_cache(maxsize=64)
def pawn_surface(seat: int, height: int) -> pygame.Surface:
    """A standing pawn: round head, flared body and base, with the seat symbol on the body."""
    style = theme.seat_style(seat)
    w = round(height * 0.7)
    big = pygame.Surface((w * _SS, height * _SS), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    W, H = w * _SS, height * _SS
    edge = max(2, round(H * 0.025))
    head_r = W * 0.24
    head_c = (W / 2, head_r + edge)
    body = [
        (W * 0.36, head_c[1] + head_r * 0.7),
        (W * 0.64, head_c[1] + head_r * 0.7),
        (W * 0.84, H * 0.86),
        (W * 0.16, H * 0.86),
    ]
    base = pygame.Rect(edge, round(H * 0.78), W - 2 * edge, round(H * 0.2) - edge)
    for colour, grow in ((style.dark, edge), (style.colour, 0)):
        pygame.draw.polygon(big, colour, body if not grow else _grow(body, grow))
        pygame.draw.ellipse(big, colour, base.inflate(grow * 2, grow * 2) if grow else base)
        pygame.draw.circle(big, colour, head_c, head_r + grow)
    pygame.draw.circle(
        big,
        theme.lighten(style.colour, 0.4),
        (head_c[0] - head_r * 0.35, head_c[1] - head_r * 0.35),
        head_r * 0.22,
    )
    surf = pygame.transform.smoothscale(big, (w, height))
    sym = theme.symbol_surface(style.symbol, round(w * 0.42), style.ink, None)
    surf.blit(sym, sym.get_rect(center=(w // 2, round(height * 0.64))))
    return theme.prepare(surf)


def _grow(points: list[tuple[float, float]], by: float) -> list[tuple[float, float]]:
    """Push polygon points away from their centre (an outline for a convex shape)."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    out = []
    for x, y in points:
        dx, dy = x - cx, y - cy
        length = max(1e-6, (dx * dx + dy * dy) ** 0.5)
        out.append((x + dx / length * by, y + dy / length * by))
    return out


class _Piece(Movable, ABC):
    """What tokens and pawns share: a seat, a gliding centre, highlight states, a shadow."""

    def __init__(self, seat: int, pos: Point, image: pygame.Surface | None) -> None:
        self.seat = seat
        self.motion = Motion(pos)
        self.image_override = image
        self.highlight = False
        self.selected = False
        self.dimmed = False
        self.visible = True

    @property
    def style(self) -> theme.SeatStyle:
        return theme.seat_style(self.seat)

    @abstractmethod
    def image(self) -> pygame.Surface:
        """The prepared picture of the piece (each kind has its own look)."""

    @property
    def rect(self) -> pygame.Rect:
        image = self.image()
        x, y = self.motion.pos
        return image.get_rect(center=(round(x), round(y)))

    def contains(self, point: tuple[float, float]) -> bool:
        return self.rect.collidepoint(point)

    def move_to(
        self, pos: Point, duration: float = 0.35, ease: Ease = Ease.OUT_CUBIC, delay: float = 0.0
    ) -> None:
        self.motion.to(pos, duration, ease, delay)

    def update(self, dt: float) -> bool:
        return self.motion.update(dt)

    def skip(self) -> None:
        self.motion.skip()

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible:
            self.draw_at(surface, self.motion.pos)

    def draw_at(self, surface: pygame.Surface, center: Point, lifted: bool = False) -> None:
        image = self.image()
        if self.dimmed:
            image = theme.dimmed(image, 0.5)
        rect = image.get_rect(center=(round(center[0]), round(center[1])))
        radius = min(rect.width, rect.height) // 2
        offset = (8, 12) if lifted else (3, 5)
        theme.blit_shadow(surface, rect.inflate(-6, -4), radius, offset, 6, 120)
        surface.blit(image, rect)
        if self.selected:
            theme.blit_glow(surface, rect, theme.SELECTED, radius, 3)
        elif self.highlight:
            theme.blit_glow(surface, rect, theme.HIGHLIGHT, radius, 3)


class TokenSprite(_Piece):
    """A flat round marker in a seat's colour and symbol (the token art when it exists)."""

    def __init__(
        self,
        seat: int,
        pos: Point = (0.0, 0.0),
        radius: int = theme.TOKEN_RADIUS,
        image: pygame.Surface | None = None,
    ) -> None:
        super().__init__(seat, pos, image)
        self.radius = radius

    def image(self) -> pygame.Surface:
        art = (
            self.image_override
            if self.image_override is not None
            else theme.load_art("common", f"token_{self.seat % len(theme.SEAT_STYLES)}.png")
        )
        if art is not None:
            return theme.scaled(art, (self.radius * 2, self.radius * 2))
        return token_surface(self.seat, self.radius)


class PawnSprite(_Piece):
    """A standing player piece in a seat's colour and symbol."""

    def __init__(
        self, seat: int, pos: Point = (0.0, 0.0), height: int = 78, image: pygame.Surface | None = None
    ) -> None:
        super().__init__(seat, pos, image)
        self.height = height

    def image(self) -> pygame.Surface:
        if self.image_override is not None:
            src = self.image_override
            w = round(src.get_width() * self.height / max(1, src.get_height()))
            return theme.scaled(src, (w, self.height))
        return pawn_surface(self.seat, self.height)
