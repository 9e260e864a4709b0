"""The pieces scenes draw with, in one place: cards, hands, piles, tokens, pawns, dice and zones.

Every sprite draws onto a surface it is given and never touches the display; every one that
moves has ``update(dt) -> bool`` (True while animating) and ``skip()``.  The larger kinds live in
their own modules and are re-exported here; the zone is small and lives here.
"""

from __future__ import annotations

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.cards import CardSprite, FanStyle, HandFan, blank_back, blank_face
from tabletop.engine.dice import DiceSprite, die_face
from tabletop.engine.piles import PileSprite, draw_badge
from tabletop.engine.tokens import PawnSprite, TokenSprite, pawn_surface, token_surface
from tabletop.engine.tween import Pulse

__all__ = [
    "CardSprite",
    "DiceSprite",
    "FanStyle",
    "HandFan",
    "PawnSprite",
    "PileSprite",
    "TokenSprite",
    "ZoneSprite",
    "blank_back",
    "blank_face",
    "die_face",
    "draw_badge",
    "pawn_surface",
    "token_surface",
]


class ZoneSprite:
    """A marked area of the table (a play row, a player's area) with a label.

    ``highlight`` makes its border pulse softly (a legal place to drop); ``hover`` brightens it
    (the place the piece would land).  ``tint`` colours the fill, e.g. with a seat colour.
    """

    def __init__(
        self,
        rect: pygame.Rect,
        label: txt.Label = "",
        tint: theme.Colour | None = None,
        radius: int = theme.RADIUS,
        label_anchor: str = "topleft",
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.tint = tint
        self.radius = radius
        self.label_anchor = label_anchor
        self.highlight = False
        self.hover = False
        self.pulse = Pulse()

    def contains(self, point: tuple[float, float]) -> bool:
        return self.rect.collidepoint(point)

    def update(self, dt: float) -> bool:
        return self.pulse.update(dt) if self.highlight and not self.hover else False

    def skip(self) -> None:
        """Zones only pulse; there is nothing to finish."""

    def draw(self, surface: pygame.Surface) -> None:
        size = self.rect.size
        if self.tint is not None:
            fill = theme.rgba(self.tint, 48 if self.hover else 30)
            border = theme.rgba(self.tint, 150)
        else:
            fill = theme.ZONE_HOVER_FILL if self.hover else theme.ZONE_FILL
            border = theme.ZONE_BORDER
        surface.blit(theme.rounded(size, fill, self.radius, 2, border), self.rect)
        if self.hover:
            theme.blit_glow(surface, self.rect, theme.HOVER_GLOW, self.radius, 4, 1.0)
        elif self.highlight:
            theme.blit_glow(surface, self.rect, theme.HIGHLIGHT, self.radius, 4, self.pulse.level)
        label = txt.resolve(self.label)
        if label:
            colour = theme.TEXT if self.hover or self.highlight else theme.TEXT_DIM
            inner = self.rect.inflate(-28, -20)
            pos = getattr(inner, self.label_anchor)
            txt.draw_text(
                surface,
                label,
                pos,
                theme.FONT_SMALL,
                colour,
                self.label_anchor,
                bold=True,
                max_width=inner.width,
            )
