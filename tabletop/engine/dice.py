"""A die that tumbles and lands on the value the rules rolled.

The rules decide the number; the die only performs it.  The tumbling faces come from the die's
own seeded cosmetic RNG, so a replay looks the same and no global randomness is touched.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from tabletop.engine import theme
from tabletop.engine.tween import Motion, Movable, Point, get_speed

ROLL_TIME = 0.6
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


@lru_cache(maxsize=32)
def die_face(value: int, size: int) -> pygame.Surface:
    """A generated ivory die face with pips (used when no die art exists)."""
    surf = theme.rounded((size, size), (250, 246, 236), max(6, size // 6), 2, (150, 140, 124)).copy()
    big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    for px, py in _PIPS.get(value, ()):
        pygame.draw.circle(big, (32, 30, 36), (px * size * 4, py * size * 4), size * 4 * 0.085)
    surf.blit(pygame.transform.smoothscale(big, (size, size)), (0, 0))
    return theme.prepare(surf)


class DiceSprite(Movable):
    """A six-sided die: ``roll(value)`` tumbles for about ``ROLL_TIME`` and settles on ``value``."""

    def __init__(
        self,
        pos: Point,
        value: int = 1,
        size: int = theme.DIE_SIZE,
        seed: int = 0,
        faces: Sequence[pygame.Surface | None] | None = None,
        sides: int = 6,
    ) -> None:
        self.motion = Motion(pos)
        self.value = value
        self.size = size
        self.sides = sides
        self.rng = random.Random(seed)
        self.faces = (
            list(faces)
            if faces is not None
            else [theme.load_art("common", f"die_{n}.png") for n in range(1, sides + 1)]
        )
        self.shown = value
        self.highlight = False
        self._elapsed = 0.0
        self._duration = 0.0
        self._next_change = 0.0
        self._angle = 0.0
        self._on_done: Callable[[], object] | None = None

    @property
    def rolling(self) -> bool:
        return self._elapsed < self._duration

    @property
    def rect(self) -> pygame.Rect:
        x, y = self.motion.pos
        return pygame.Rect(round(x - self.size / 2), round(y - self.size / 2), self.size, self.size)

    def roll(
        self, value: int, duration: float = ROLL_TIME, on_done: Callable[[], object] | None = None
    ) -> None:
        """Tumble, then show ``value`` (the number the rules rolled)."""
        self.value = value
        self._on_done = on_done
        self._elapsed = 0.0
        self._duration = max(0.0, duration) if get_speed() > 0 else 0.0
        self._next_change = 0.0
        if self._duration <= 0:
            self._land()
        else:
            self._tumble()

    def _tumble(self) -> None:
        choices = [n for n in range(1, self.sides + 1) if n != self.shown]
        self.shown = self.rng.choice(choices)
        self._angle = self.rng.choice((-24, -14, -6, 6, 14, 24))

    def _land(self) -> None:
        self._elapsed = self._duration
        self.shown = self.value
        self._angle = 0.0
        callback, self._on_done = self._on_done, None
        if callback is not None:
            callback()

    def update(self, dt: float) -> bool:
        moving = self.motion.update(dt)
        if not self.rolling:
            return moving
        self._elapsed += dt * get_speed()
        if self._elapsed >= self._duration:
            self._land()
            return moving
        while self._elapsed >= self._next_change:
            self._tumble()
            t = self._elapsed / self._duration
            self._next_change += 0.045 + 0.11 * t * t  # the tumble slows as it settles
        return True

    def skip(self) -> None:
        self.motion.skip()
        if self.rolling:
            self._land()

    @property
    def hop(self) -> float:
        """How high the die is off the table now (it bounces while rolling)."""
        if not self.rolling:
            return 0.0
        t = self._elapsed / self._duration
        return abs(math.sin(t * math.pi * 3)) * (1 - t) * self.size * 0.35

    def image(self) -> pygame.Surface:
        art = self.faces[self.shown - 1] if 0 < self.shown <= len(self.faces) else None
        face = (
            theme.scaled(art, (self.size, self.size), max(6, self.size // 6))
            if art is not None
            else die_face(self.shown, self.size)
        )
        return theme.rotated(face, self._angle) if self._angle else face

    def draw(self, surface: pygame.Surface) -> None:
        x, y = self.motion.pos
        hop = self.hop
        base = pygame.Rect(0, 0, self.size, self.size)
        base.center = (round(x), round(y))
        theme.blit_shadow(
            surface, base, max(6, self.size // 6), (4 + round(hop * 0.3), 6 + round(hop * 0.5)), 8, 130
        )
        image = self.image()
        rect = image.get_rect(center=(round(x), round(y - hop)))
        surface.blit(image, rect)
        if self.highlight:
            theme.blit_glow(surface, base.move(0, -round(hop)), theme.HIGHLIGHT, max(6, self.size // 6), 3)
