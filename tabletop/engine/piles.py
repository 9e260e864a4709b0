"""A pile of cards: a stack with visible depth, a count badge, a label, and target highlighting."""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.cards import blank_back
from tabletop.engine.tween import Motion, Movable, Point, Pulse

LAYER_STEP = (-1.5, -2.5)  # each card deeper in the pile shows this far behind the one above


class PileSprite(Movable):
    """A deck, discard or hideout row: backs stacked so its size reads at a glance.

    ``top`` shows a face-up card on top (a discard pile).  ``highlight`` marks it a legal drop
    target (a soft pulse); an empty pile is drawn as a greyed outline so the place stays visible.
    """

    def __init__(
        self,
        pos: Point,
        back: pygame.Surface | None = None,
        count: int = 0,
        label: txt.Label = "",
        size: theme.Size = theme.CARD_SIZE,
        top: pygame.Surface | None = None,
        show_count: bool = True,
        max_layers: int = 6,
    ) -> None:
        self.size = (int(size[0]), int(size[1]))
        self.back = back if back is not None else blank_back(self.size)
        self.motion = Motion(pos)
        self.count = count
        self.label = label
        self.top = top
        self.show_count = show_count
        self.max_layers = max_layers
        self.highlight = False
        self.hovered = False
        self.pulse = Pulse()

    @property
    def layers(self) -> int:
        """How many card edges are drawn (the pile's visible depth)."""
        if self.count <= 0:
            return 0
        return min(self.max_layers, 1 + (self.count - 1 + 3) // 4)

    @property
    def top_rect(self) -> pygame.Rect:
        """Where the top card is drawn."""
        depth = max(0, self.layers - 1)
        w, h = self.size
        cx, cy = self.motion.pos
        return pygame.Rect(
            round(cx - w / 2 + LAYER_STEP[0] * depth), round(cy - h / 2 + LAYER_STEP[1] * depth), w, h
        )

    @property
    def rect(self) -> pygame.Rect:
        """The whole pile, every visible layer included (its hit area)."""
        w, h = self.size
        cx, cy = self.motion.pos
        base = pygame.Rect(round(cx - w / 2), round(cy - h / 2), w, h)
        return base.union(self.top_rect)

    def contains(self, point: tuple[float, float]) -> bool:
        return self.rect.collidepoint(point)

    def move_to(self, pos: Point, duration: float = 0.25) -> None:
        self.motion.to(pos, duration)

    def update(self, dt: float) -> bool:
        moving = self.motion.update(dt)
        pulsing = self.pulse.update(dt) if self.highlight else False
        return moving or pulsing

    def skip(self) -> None:
        self.motion.skip()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        cx, cy = self.motion.pos
        base = pygame.Rect(round(cx - w / 2), round(cy - h / 2), w, h)
        label = txt.resolve(self.label)
        if self.count <= 0:
            fill = theme.ZONE_HOVER_FILL if self.hovered else theme.ZONE_FILL
            surface.blit(theme.rounded((w, h), fill, theme.CARD_RADIUS, 2, theme.ZONE_BORDER), base)
            if self.highlight or self.hovered:
                self._draw_glow(surface, base)
            if label:
                txt.draw_text(
                    surface, label, base.center, theme.FONT_SMALL, theme.TEXT_DIM, "center", max_width=w - 16
                )
            return
        layers = self.layers
        theme.blit_shadow(surface, base, theme.CARD_RADIUS, theme.SHADOW_OFFSET, 8, 120)
        back = theme.scaled(self.back, (w, h), theme.CARD_RADIUS)
        edge = _layer_edge((w, h))
        for i in range(layers):
            rect = base.move(round(LAYER_STEP[0] * i), round(LAYER_STEP[1] * i))
            is_top = i == layers - 1
            image = (
                theme.scaled(self.top, (w, h), theme.CARD_RADIUS) if is_top and self.top is not None else back
            )
            surface.blit(image, rect)
            surface.blit(edge, rect)
        top = self.top_rect
        if self.highlight or self.hovered:
            self._draw_glow(surface, top)
        if label:
            txt.draw_text(
                surface,
                label,
                (base.centerx, base.bottom + 10),
                theme.FONT_SMALL,
                theme.TEXT,
                "midtop",
                max_width=w + 40,
                shadow=True,
            )
        if self.show_count:
            draw_badge(surface, str(self.count), (top.right - 8, top.top + 8))

    def _draw_glow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.hovered:
            theme.blit_glow(surface, rect, theme.HOVER_GLOW, theme.CARD_RADIUS, 4, 1.0)
        else:
            theme.blit_glow(surface, rect, theme.HIGHLIGHT, theme.CARD_RADIUS, 4, self.pulse.level)


@lru_cache(maxsize=32)
def _layer_edge(size: theme.Size) -> pygame.Surface:
    """A dark rim between stacked cards so the layers read as separate cards."""
    return theme.outline(size, (0, 0, 0, 120), theme.CARD_RADIUS, 1)


@lru_cache(maxsize=64)
def _badge_disc(diameter: int, width: int) -> pygame.Surface:
    return theme.rounded((width, diameter), theme.BADGE, diameter // 2, 3, (*theme.TEXT_DARK, 255))


def draw_badge(
    surface: pygame.Surface, label: str, center: tuple[int, int], size: int = theme.FONT_LARGE - 4
) -> pygame.Rect:
    """A large round count badge (a pill when the number is long), readable across the table."""
    text_w, text_h = txt.measure(label, size, bold=True)
    diameter = text_h + 10
    width = max(diameter, text_w + diameter // 2 + 14)
    disc = _badge_disc(diameter, width)
    rect = disc.get_rect(center=center)
    theme.blit_shadow(surface, rect, diameter // 2, (2, 3), 4, 110)
    surface.blit(disc, rect)
    txt.draw_text(
        surface, label, (rect.centerx, rect.centery + 1), size, theme.BADGE_TEXT, "center", bold=True
    )
    return rect
