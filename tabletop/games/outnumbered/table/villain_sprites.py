"""The moving pieces of the Outnumbered table: villain cards, bursts and banners, and the flight
a card makes across the table (the engine's :class:`~tabletop.engine.flight.Flight`, painted the
table's way).

Each has ``update(dt) -> bool`` (True while it moves) and ``skip()``; all motion goes through
:mod:`tabletop.engine.tween`, so the speed setting and skipping apply to every one of them.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.flight import Flight
from tabletop.engine.tween import Ease, Motion, Movable, Point, Tween
from tabletop.games.outnumbered.rules.view import VillainView
from tabletop.games.outnumbered.table import art as art

VILLAIN_RADIUS = 10
CARD_ARC = 60  # how far a flying card's path bows upwards


class VillainSprite(Movable):
    """One villain card on the board: it slides between spaces, drops in, shakes and flies off."""

    def __init__(self, villain: VillainView, center: Point, size: tuple[int, int]) -> None:
        self.villain = villain
        self.motion = Motion(center)
        self.size = size
        self.alpha = Tween(255.0, 255.0, 0.0)
        self.spin = Tween(0.0, 0.0, 0.0)
        self.grow = Tween(1.0, 1.0, 0.0)
        self.gone = False  # knocked off: drawn until its fade ends, then dropped

    @property
    def id(self) -> str:
        return str(self.villain.get("id"))

    @property
    def value(self) -> int:
        return int(self.villain.get("value", 0))

    @property
    def rect(self) -> pygame.Rect:
        x, y = self.motion.pos
        w, h = self.size
        return pygame.Rect(round(x - w / 2), round(y - h / 2), w, h)

    @property
    def busy(self) -> bool:
        return self.motion.busy or not (self.alpha.done and self.spin.done and self.grow.done)

    def slide_to(
        self, center: Point, duration: float = 0.38, delay: float = 0.0, ease: Ease = Ease.IN_OUT_CUBIC
    ) -> None:
        self.motion.to(center, duration, ease, delay)

    def drop_in(
        self, center: Point, height: float = 150.0, duration: float = 0.45, delay: float = 0.0
    ) -> None:
        """Fall onto ``center`` from above, fading in (a newly dealt villain)."""
        self.motion.set((center[0], center[1] - height))
        self.motion.to(center, duration, Ease.OUT_BACK, delay)
        self.alpha = Tween(0.0, 255.0, duration * 0.6, Ease.OUT_CUBIC, delay)

    def knock_off(self, direction: float = 1.0, duration: float = 0.7) -> None:
        """Defeated: a hop up, a spin away and a fade (the burst is drawn separately)."""
        x, y = self.motion.pos
        self.gone = True
        self.motion.to((x + 260 * direction, y - 160), duration, Ease.OUT_CUBIC)
        self.spin = Tween(0.0, -50.0 * direction, duration, Ease.OUT_CUBIC)
        self.grow = Tween(1.25, 0.7, duration, Ease.OUT_CUBIC)
        self.alpha = Tween(255.0, 0.0, duration, Ease.LINEAR, duration * 0.15)

    def fade_out(self, duration: float = 0.45, delay: float = 0.0) -> None:
        self.gone = True
        self.alpha = Tween(255.0, 0.0, duration, Ease.LINEAR, delay)

    def update(self, dt: float) -> bool:
        self.motion.update(dt)
        for t in (self.alpha, self.spin, self.grow):
            t.update(dt)
        return self.busy

    def skip(self) -> None:
        self.motion.skip()
        for t in (self.alpha, self.spin, self.grow):
            t.finish()

    @property
    def finished(self) -> bool:
        """A knocked-off villain whose exit has played out."""
        return self.gone and self.alpha.done and not self.motion.busy

    def image(self) -> pygame.Surface:
        face = art.villain_face(self.id, self.value, str(self.villain.get("kind", "minion")))
        return art.card_image(face, self.size, VILLAIN_RADIUS)

    def draw(
        self,
        surface: pygame.Surface,
        glow: float = 0.0,
        glow_colour: theme.Colour = theme.HIGHLIGHT,
        dim: bool = False,
    ) -> None:
        alpha = int(float(self.alpha.value))  # type: ignore[arg-type]
        if alpha <= 0:
            return
        image = self.image()
        if dim:
            image = theme.dimmed(image, 0.55)
        scale = float(self.grow.value)  # type: ignore[arg-type]
        angle = round(float(self.spin.value) / 5) * 5  # type: ignore[arg-type]
        rect = self.rect
        if scale != 1.0 or angle:
            size = (max(1, round(self.size[0] * scale)), max(1, round(self.size[1] * scale)))
            image = theme.scaled(image, size) if scale != 1.0 else image
            image = theme.rotated(image, angle) if angle else image
            rect = image.get_rect(center=rect.center)
        elif not self.gone:
            theme.blit_shadow(surface, rect, VILLAIN_RADIUS, (3, 6), 6, 130)
        if alpha < 255:
            image = theme.derived(
                image, ("alpha", alpha // 32), lambda: _faded(image, (alpha // 32) * 32 + 16)
            )
        surface.blit(image, rect)
        if glow > 0 and not self.gone:
            theme.blit_glow(surface, self.rect, glow_colour, VILLAIN_RADIUS, 6, glow)


def _faded(image: pygame.Surface, alpha: int) -> pygame.Surface:
    out = image.copy()
    if out.get_flags() & pygame.SRCALPHA:
        out.fill((255, 255, 255, max(0, min(255, alpha))), special_flags=pygame.BLEND_RGBA_MULT)
    else:
        out.set_alpha(alpha)
    return out


class _Timed:
    """An effect that plays once along one tween: it moves while its timer runs and can be skipped."""

    timer: Tween

    def update(self, dt: float) -> bool:
        return self.timer.update(dt)

    def skip(self) -> None:
        self.timer.finish()

    @property
    def done(self) -> bool:
        return self.timer.done


class Burst(_Timed):
    """Shards flying out from a defeated villain and a bright ring: the hit."""

    SHARDS = 14

    def __init__(
        self,
        center: Point,
        colour: tuple[int, int, int] = (255, 226, 120),
        duration: float = 0.65,
        size: float = 130.0,
    ) -> None:
        self.center = center
        self.colour = colour
        self.size = size
        self.timer = Tween(0.0, 1.0, duration, Ease.OUT_CUBIC)

    def draw(self, surface: pygame.Surface) -> None:
        t = float(self.timer.value)  # type: ignore[arg-type]
        if t >= 1.0:
            return
        level = 1.0 - t
        cx, cy = self.center
        ring = max(4, round(self.size * (0.35 + 0.75 * t)))
        rect = pygame.Rect(0, 0, ring * 2, ring * 2)
        rect.center = (round(cx), round(cy))
        theme.blit_glow(surface, rect, self.colour, ring, 5, level)
        for i in range(self.SHARDS):
            a = i * 2 * math.pi / self.SHARDS + 0.3 * (i % 3)
            r = self.size * (0.2 + 1.0 * t) * (0.8 + 0.3 * ((i * 7) % 5) / 4)
            d = max(4, round(16 * level))
            dot = theme.rounded((d, d), (*self.colour, round(255 * level)), d // 2)
            surface.blit(dot, dot.get_rect(center=(round(cx + math.cos(a) * r), round(cy + math.sin(a) * r))))


def card_flight(
    image: pygame.Surface,
    start: pygame.Rect,
    goal: pygame.Rect,
    duration: float,
    on_land: Callable[[], object] | None = None,
) -> Flight:
    """A card travelling between two places (a bonus card to the hand, an event card up big):
    the engine's flight along a 60 px arc, painted as the table paints its cards."""
    return Flight(
        image,
        start,
        goal,
        duration,
        arc=CARD_ARC,
        ease=Ease.IN_OUT_CUBIC,
        shadow=False,
        paint=_paint_card,
        on_land=on_land,
    )


def _paint_card(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect) -> None:
    art.blit_card(surface, image, rect)


class Banner(_Timed):
    """A big word across the board for a moment ("Villain attack!", "Final assault!")."""

    def __init__(
        self,
        text: str,
        colour: tuple[int, int, int],
        rect: pygame.Rect,
        duration: float = 1.4,
        size: int = 96,
        sub: str = "",
    ) -> None:
        self.text = text
        self.sub = sub
        self.colour = colour
        self.rect = pygame.Rect(rect)
        self.size = size
        self.timer = Tween(0.0, 1.0, duration, Ease.LINEAR)

    def draw(self, surface: pygame.Surface) -> None:
        t = float(self.timer.value)  # type: ignore[arg-type]
        if t >= 1.0:
            return
        # sweep in, hold, fade away
        appear = min(1.0, t / 0.15)
        fade = 1.0 if t < 0.8 else max(0.0, (1.0 - t) / 0.2)
        band_h = round((self.size + 70 + (44 if self.sub else 0)) * Ease.OUT_BACK(appear))
        if band_h <= 2:
            return
        band = pygame.Rect(self.rect.left, 0, self.rect.width, band_h)
        band.centery = self.rect.centery
        alpha = round(225 * fade)
        surface.blit(theme.rounded(band.size, (12, 14, 22, alpha), 18, 4, (*self.colour, alpha)), band)
        if appear >= 1.0 and fade > 0.05:
            image = txt.render(self.text, self.size, self.colour, bold=True, shadow=True)
            if fade < 1.0:
                image = _faded(image, round(255 * fade))
            offset = -22 if self.sub else 0
            surface.blit(image, image.get_rect(center=(band.centerx, band.centery + offset)))
            if self.sub:
                words, size = txt.fit(self.sub, 30, band.width - 60, bold=True)
                line = txt.render(words, size, theme.TEXT, bold=True)
                if fade < 1.0:
                    line = _faded(line, round(255 * fade))  # the line fades with its title and band
                surface.blit(line, line.get_rect(center=(band.centerx, band.centery + self.size // 2 + 8)))
