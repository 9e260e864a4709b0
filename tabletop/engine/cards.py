"""Cards on the table and in the hand: a card sprite that moves, flips and glows, and a hand fan.

A card's pixels are prepared once per size, angle and state (see ``theme``); a frame only blits.
Positions are card centres in logical canvas coordinates, kept as floats so slow glides stay
smooth.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Hashable, Iterable, Sequence
from functools import lru_cache

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.tween import Ease, Motion, Movable, Point, Tween
from tabletop.engine.tween import Sequence as Steps

FLIP_STEPS = 10  # a flip squashes the card through this many pre-scaled widths


@lru_cache(maxsize=64)
def blank_back(size: theme.Size) -> pygame.Surface:
    """A plain card back for when no art is given (or it is not generated yet)."""
    w, h = size
    surf = theme.rounded(size, (38, 52, 92), theme.CARD_RADIUS, 3, (236, 228, 206)).copy()
    inner = pygame.Rect(10, 10, w - 20, h - 20)
    pygame.draw.rect(surf, (62, 82, 138), inner, 2, border_radius=6)
    step = 16
    for x in range(inner.left - inner.height, inner.right, step):
        pygame.draw.line(surf, (52, 70, 120), (x, inner.bottom - 3), (x + inner.height - 6, inner.top + 3))
    pygame.draw.circle(surf, (236, 228, 206), inner.center, min(w, h) // 6, 3)
    return theme.prepare(surf)


@lru_cache(maxsize=256)
def blank_face(size: theme.Size, label: str = "") -> pygame.Surface:
    """A plain cream card face with a big centred label, for when no art is given."""
    w, h = size
    surf = theme.rounded(size, (246, 240, 226), theme.CARD_RADIUS, 2, (200, 190, 170)).copy()
    if label:
        txt.draw_text(
            surf,
            label,
            (w // 2, h // 2),
            max(14, h // 4),
            theme.TEXT_DARK,
            "center",
            bold=True,
            max_width=w - 20,
        )
        txt.draw_text(surf, label, (12, 8), max(12, h // 10), theme.TEXT_DARK, "topleft", bold=True)
    return theme.prepare(surf)


class CardSprite(Movable):
    """One card: face and back images, a floating position, a flip, and highlight states.

    ``highlight`` (a legal card), ``selected`` (picked for click-then-click) and ``dimmed`` (not
    playable now) change only how it is drawn.  ``lift`` raises it (hover in a hand) without
    moving its slot.
    """

    def __init__(
        self,
        face: pygame.Surface | None = None,
        back: pygame.Surface | None = None,
        pos: Point = (0.0, 0.0),
        size: theme.Size = theme.CARD_SIZE,
        face_up: bool = True,
        key: Hashable = None,
        label: str = "",
        scale: float = 1.0,
    ) -> None:
        self.key = key
        self.base_size = (int(size[0]), int(size[1]))
        self.face = face if face is not None else blank_face(self.base_size, label)
        self.back = back if back is not None else blank_back(self.base_size)
        self.motion = Motion(pos)
        self.face_up = face_up
        self.scale = scale
        self.angle = 0.0
        self.lift = 0.0
        self._lift_tween: Tween | None = None
        self._flip: Steps | None = None
        self._squash = 1.0
        self.highlight = False
        self.selected = False
        self.dimmed = False
        self.visible = True

    # -- geometry -------------------------------------------------------------------------------

    @property
    def size(self) -> theme.Size:
        return (max(1, round(self.base_size[0] * self.scale)), max(1, round(self.base_size[1] * self.scale)))

    @property
    def center(self) -> Point:
        """Where it is drawn now: its position raised by ``lift``."""
        x, y = self.motion.pos
        return (x, y - self.lift)

    @property
    def rect(self) -> pygame.Rect:
        """The unrotated card rectangle at its drawn position."""
        w, h = self.size
        cx, cy = self.center
        return pygame.Rect(round(cx - w / 2), round(cy - h / 2), w, h)

    def contains(self, point: tuple[float, float]) -> bool:
        """True when ``point`` lies on the card as drawn (rotation included).

        The area reaches down to the card's resting place while it is lifted, so a hovered card
        does not drop back the moment it rises out from under the pointer.
        """
        w, h = self.size
        cx, cy = self.center
        dx, dy = point[0] - cx, point[1] - cy
        a = math.radians(self.angle)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        return -w / 2 <= lx <= w / 2 and -h / 2 <= ly <= h / 2 + max(0.0, self.lift)

    # -- animation ------------------------------------------------------------------------------

    def move_to(
        self, pos: Point, duration: float = 0.25, ease: Ease = Ease.OUT_CUBIC, delay: float = 0.0
    ) -> None:
        self.motion.to(pos, duration, ease, delay)

    def lift_to(self, amount: float, duration: float = 0.12) -> None:
        """Raise (or lower back) the card smoothly."""
        if duration <= 0:
            self.lift, self._lift_tween = amount, None
            return
        self._lift_tween = Tween(self.lift, float(amount), duration, Ease.OUT_CUBIC)
        if self._lift_tween.done:
            self.lift, self._lift_tween = amount, None

    def flip(self, duration: float = 0.3) -> None:
        """Turn the card over: it narrows to nothing, shows its other side, and widens again."""
        half = max(0.0, duration) / 2
        start = self._squash
        self._flip = Steps(
            [
                Tween(start, 0.0, half * start, Ease.IN_OUT_CUBIC),
                self._swap_side,
                Tween(0.0, 1.0, half, Ease.OUT_CUBIC),
            ]
        )

    def _swap_side(self) -> None:
        self.face_up = not self.face_up

    @property
    def flipping(self) -> bool:
        return self._flip is not None

    @property
    def busy(self) -> bool:
        return self.motion.busy or self._flip is not None or self._lift_tween is not None

    def update(self, dt: float) -> bool:
        """Advance moves, lifts and flips; True while any of them runs."""
        self.motion.update(dt)
        if self._lift_tween is not None:
            running = self._lift_tween.update(dt)
            self.lift = float(self._lift_tween.value)  # type: ignore[arg-type]
            if not running:
                self._lift_tween = None
        if self._flip is not None:
            running = self._flip.update(dt)
            self._squash = float(self._flip.value)  # type: ignore[arg-type]
            if not running:
                self._flip, self._squash = None, 1.0
        return self.busy

    def skip(self) -> None:
        """Jump every running animation to its end (a flip still ends on its other side)."""
        self.motion.skip()
        if self._lift_tween is not None:
            self.lift = float(self._lift_tween.end)  # type: ignore[arg-type]
            self._lift_tween = None
        if self._flip is not None:
            self._flip.finish()
            self._flip, self._squash = None, 1.0

    # -- drawing --------------------------------------------------------------------------------

    def image(self) -> pygame.Surface:
        """The prepared surface for the current side, size, state and flip width (unrotated)."""
        size = self.size
        art = self.face if self.face_up else self.back
        surf = theme.scaled(art, size, theme.CARD_RADIUS)
        surf = theme.derived(surf, ("edge",), lambda: _with_edge(surf))
        if self.dimmed:
            surf = theme.dimmed(surf, 0.5)
        squash = self.squash_step
        if squash < FLIP_STEPS:
            width = max(1, round(size[0] * squash / FLIP_STEPS))
            base = surf
            surf = theme.derived(
                base, ("squash", width), lambda: theme.prepare(pygame.transform.scale(base, (width, size[1])))
            )
        return surf

    @property
    def squash_step(self) -> int:
        """How wide the card is drawn during a flip, in FLIP_STEPS steps (FLIP_STEPS = full)."""
        return max(0, min(FLIP_STEPS, round(self._squash * FLIP_STEPS)))

    def draw(self, surface: pygame.Surface, lifted: bool = False) -> None:
        if self.visible:
            self.draw_at(surface, self.center, lifted)

    def draw_at(self, surface: pygame.Surface, center: Point, lifted: bool = False) -> None:
        """Draw the card centred at ``center`` (a drag draws it under the pointer this way)."""
        image = self.image()
        w, h = image.get_size()
        if w <= 1:
            return
        cx, cy = center
        raised = lifted or self.lift > 4
        offset = theme.LIFTED_SHADOW_OFFSET if raised else theme.SHADOW_OFFSET
        blur = 14 if raised else 8
        shade = theme.shadow((w, h), theme.CARD_RADIUS, blur, 110 if raised else 120)
        glow = None
        if self.selected:
            glow = theme.glow((w, h), theme.SELECTED, theme.CARD_RADIUS, 4)
        elif self.highlight:
            glow = theme.glow((w, h), theme.HIGHLIGHT, theme.CARD_RADIUS, 3)
        if self.angle:
            shade = theme.rotated(shade, self.angle)
            image = theme.rotated(image, self.angle)
            glow = theme.rotated(glow, self.angle) if glow is not None else None
        surface.blit(shade, shade.get_rect(center=(round(cx + offset[0]), round(cy + offset[1]))))
        surface.blit(image, image.get_rect(center=(round(cx), round(cy))))
        if glow is not None:
            surface.blit(glow, glow.get_rect(center=(round(cx), round(cy))))


def _with_edge(surf: pygame.Surface) -> pygame.Surface:
    """Add a thin dark rim so light cards stay distinct on light backgrounds."""
    out = surf.copy()
    out.blit(theme.outline(surf.get_size(), (*theme.CARD_EDGE, 150), theme.CARD_RADIUS, 1), (0, 0))
    return theme.prepare(out)


class FanStyle(enum.Enum):
    """How a hand spreads its cards."""

    FAN = "fan"  # a gentle arc, outer cards turned a little
    ROW = "row"  # a straight overlapping row


class HandFan:
    """Lays out a hand inside a rectangle and answers which card is under the pointer.

    Cards are placed from left to right, each drawn over the one before, so the topmost card at
    a point is the highest index containing it.  Hovering lifts the card under the pointer.
    """

    def __init__(
        self,
        rect: pygame.Rect,
        card_size: theme.Size = theme.CARD_SIZE,
        style: FanStyle = FanStyle.FAN,
        max_step: float = 0.82,
        max_angle: float = 4.0,
        hover_lift: float = 34.0,
        arc_drop: float = 26.0,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.card_size = card_size
        self.style = style
        self.max_step = max_step  # widest gap between card centres, in card widths
        self.max_angle = max_angle  # degrees between neighbouring cards in a fan
        self.hover_lift = hover_lift
        self.arc_drop = arc_drop
        self.cards: list[CardSprite] = []
        self.hovered: int | None = None

    def slots(self, n: int) -> list[tuple[Point, float]]:
        """Centre and angle of each of ``n`` cards."""
        if n <= 0:
            return []
        w, h = self.card_size
        room = max(0, self.rect.width - w)
        step = min(w * self.max_step, room / (n - 1)) if n > 1 else 0.0
        mid = (n - 1) / 2
        fan = self.style is FanStyle.FAN and n > 1
        drop = min(self.arc_drop, h * 0.15)  # how much lower the outermost cards sit
        base_y = self.rect.bottom - h / 2 - drop - 6 if fan else self.rect.centery
        out: list[tuple[Point, float]] = []
        for i in range(n):
            k = i - mid
            x = self.rect.centerx + k * step
            if fan:
                angle = -k * min(self.max_angle, 24.0 / (n - 1))
                y = base_y + drop * (k / mid) ** 2
            else:
                angle, y = 0.0, self.rect.centery
            out.append(((x, y), angle))
        return out

    def set_cards(self, cards: Iterable[CardSprite], duration: float = 0.25) -> None:
        """Hold these cards (in this order) and glide them into their slots."""
        self.cards = list(cards)
        if self.hovered is not None and self.hovered >= len(self.cards):
            self.hovered = None
        self.layout(duration)

    def layout(self, duration: float = 0.25) -> None:
        for card, (pos, angle) in zip(self.cards, self.slots(len(self.cards)), strict=False):
            card.move_to(pos, duration)
            card.angle = angle

    def hit_test(self, pos: tuple[float, float]) -> int | None:
        """The index of the topmost card under ``pos``, or None."""
        for i in range(len(self.cards) - 1, -1, -1):
            card = self.cards[i]
            if card.visible and card.contains(pos):
                return i
        return None

    def hover(self, pos: tuple[float, float] | None) -> int | None:
        """Lift the card under ``pos`` (lower the one lifted before); returns its index."""
        index = self.hit_test(pos) if pos is not None else None
        if index != self.hovered:
            if self.hovered is not None and self.hovered < len(self.cards):
                self.cards[self.hovered].lift_to(0.0)
            if index is not None:
                self.cards[index].lift_to(self.hover_lift)
            self.hovered = index
        return index

    def update(self, dt: float) -> bool:
        busy = False
        for card in self.cards:
            busy = card.update(dt) or busy
        return busy

    def skip(self) -> None:
        for card in self.cards:
            card.skip()

    def draw(self, surface: pygame.Surface, hidden: Sequence[int] = ()) -> None:
        """Draw the hand left to right; ``hidden`` indices (a card being dragged) are left out."""
        for i, card in enumerate(self.cards):
            if i not in hidden:
                card.draw(surface)
