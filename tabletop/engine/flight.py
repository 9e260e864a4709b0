"""Pieces seen travelling across the table: a card drawn from a pile, a chip, a pawn, an event card
flying up big.  A flight moves a picture from one rectangle to another (growing or shrinking on
the way, optionally along an arc and turning over halfway), and runs ``on_land`` when it arrives
or is skipped.  The table keeps the piece hidden in its place until then.

Every flight runs on :mod:`tabletop.engine.tween`, so the animation speed setting and skipping
apply; the table owns one :class:`Flights` and draws it over its still layer.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import pygame

from tabletop.engine import theme, tween
from tabletop.engine.tween import Ease, Tween

#: paints the piece's picture into a rectangle (the default: a card with a rim)
PaintPiece = Callable[[pygame.Surface, pygame.Surface, pygame.Rect], None]


def paint_card(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect) -> None:
    """A card's picture with rounded corners and a thin dark rim."""
    surface.blit(theme.scaled(image, rect.size, theme.CARD_RADIUS), rect)
    surface.blit(theme.outline(rect.size, (*theme.CARD_EDGE, 150), theme.CARD_RADIUS, 1), rect)


class Flight:
    """One piece in the air: ``front`` (and ``back`` for a flip) from ``start`` to ``goal``.

    ``arc`` lifts the middle of the path by that many pixels; ``flip`` turns the piece from its
    back to its front (or the other way, with ``face_up``) while it travels; ``shadow`` draws the
    raised shadow of a piece held above the table, or with ``lifted`` False the shadow of one
    lying on it (a card turning over in its place: ``start`` == ``goal``).  ``flip_steps`` makes
    a flip narrow through that many widths, so its pictures are made once and reused (0: every
    width).
    """

    def __init__(
        self,
        front: pygame.Surface,
        start: pygame.Rect,
        goal: pygame.Rect,
        duration: float,
        *,
        back: pygame.Surface | None = None,
        face_up: bool = True,
        flip: bool = False,
        arc: float = 0.0,
        ease: Ease = Ease.OUT_CUBIC,
        delay: float = 0.0,
        shadow: bool = True,
        lifted: bool = True,
        flip_steps: int = 0,
        radius: int = theme.CARD_RADIUS,
        paint: PaintPiece = paint_card,
        on_land: Callable[[], object] | None = None,
    ) -> None:
        self.front = front
        self.back = back if back is not None else front
        self.start = pygame.Rect(start)
        self.goal = pygame.Rect(goal)
        self.face_up = face_up
        self.flip = flip
        self.arc = arc
        self.shadow = shadow
        self.lifted = lifted
        self.flip_steps = max(0, flip_steps)
        self.radius = radius
        self.paint = paint
        self.on_land = on_land
        self.timer = Tween(0.0, 1.0, duration, ease, delay)
        self.landed = False
        if self.timer.done:
            self._land()

    # -- motion -----------------------------------------------------------------------------------

    @property
    def progress(self) -> float:
        return float(self.timer.value)  # type: ignore[arg-type]

    @property
    def busy(self) -> bool:
        return not self.landed

    def update(self, dt: float) -> bool:
        """Advance; True while still in the air (``on_land`` has run once it returns False)."""
        if self.landed:
            return False
        if not self.timer.update(dt):
            self._land()
        return not self.landed

    def skip(self) -> None:
        """Arrive now."""
        self.timer.finish()
        self._land()

    def _land(self) -> None:
        if not self.landed:
            self.landed = True
            if self.on_land is not None:
                self.on_land()

    # -- drawing -----------------------------------------------------------------------------------

    def rect(self) -> pygame.Rect:
        """Where the piece is now (its size eased between the two rectangles)."""
        t = self.progress
        w = tween.lerp(self.start.width, self.goal.width, t)
        h = tween.lerp(self.start.height, self.goal.height, t)
        cx = tween.lerp(self.start.centerx, self.goal.centerx, t)
        cy = tween.lerp(self.start.centery, self.goal.centery, t) - math.sin(t * math.pi) * self.arc
        return pygame.Rect(round(cx - w / 2), round(cy - h / 2), max(1, round(w)), max(1, round(h)))

    def showing_front(self) -> bool:
        turned = self.flip and self.progress >= 0.5
        return self.face_up != turned

    def face_rect(self) -> pygame.Rect:
        """Where the picture is painted now: :meth:`rect`, narrowed while the piece turns over."""
        rect = self.rect()
        if not self.flip:
            return rect
        squash = abs(1.0 - 2.0 * self.progress)  # full, narrowing to nothing halfway, full again
        if self.flip_steps:
            squash = round(squash * self.flip_steps) / self.flip_steps
        width = max(1, round(rect.width * squash))
        return pygame.Rect(0, 0, width, rect.height).move(rect.centerx - width // 2, rect.top)

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Paint the piece where it is; returns the area painted (None before its delay ends)."""
        if self.landed or self.timer.elapsed < self.timer.delay:
            return None
        painted = self.rect()
        rect = self.face_rect()
        if self.shadow:
            blur, alpha = (14, 110) if self.lifted else (8, 120)
            dx, dy = theme.LIFTED_SHADOW_OFFSET if self.lifted else theme.SHADOW_OFFSET
            pad = theme.shadow_pad(blur)
            shade = theme.shadow(rect.size, self.radius, blur, alpha)
            painted.union_ip(surface.blit(shade, (rect.x - pad + dx, rect.y - pad + dy)))
        image = self.front if self.showing_front() else self.back
        if rect.width > 1:
            self.paint(surface, image, rect)
        return painted


class Flights:
    """The flights in the air over one table: added, advanced, skipped and drawn together."""

    def __init__(self) -> None:
        self._items: list[Flight] = []

    def add(self, flight: Flight) -> Flight:
        if not flight.landed:
            self._items.append(flight)
        return flight

    def __bool__(self) -> bool:
        return bool(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[Flight]:
        return iter(list(self._items))

    def update(self, dt: float) -> bool:
        """Advance every flight; landed ones leave.  True while any is in the air."""
        for flight in list(self._items):
            flight.update(dt)
        self._items = [flight for flight in self._items if not flight.landed]
        return bool(self._items)

    def skip(self) -> None:
        """Land everything now, in the order they took off (their callbacks run in that order)."""
        items, self._items = self._items, []
        for flight in items:
            flight.skip()

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Paint every flight; returns the areas painted."""
        painted = []
        for flight in self._items:
            rect = flight.draw(surface)
            if rect is not None:
                painted.append(rect)
        return painted
