"""How the Fugitive table reaches the screen quickly, on the engine's layer cache.

Three still pictures, each repainted only when its signature changes:

- the *base*: the board, piles, row, notepad, bench, banner and log;
- the *table*: the base plus the hand and the buttons (they change on hover, the base does not);
- while a card is dragged, the *targets*: the table with the card's legal places already glowing,
  made once per pick-up (and again when the pointer enters or leaves a place).

Each frame the :class:`~tabletop.engine.layers.MovingLayer` puts one of them down (whole, or only
where the last frame's moving parts were while just a dragged card moves) and the table paints
what moves over it.  That keeps dragging smooth under software rendering on a full table.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.drag import DragController
from tabletop.engine.layers import MovingLayer, PaintStill, StillLayer
from tabletop.engine.scene import Host

#: paints what moves over the still picture (``baked``: the drag's places are in the picture);
#: returns the areas painted
PaintMoving = Callable[[pygame.Surface, bool], list[pygame.Rect]]


class TableLayers:
    """The table's cached pictures and the frames drawn over them (see the module docstring)."""

    def __init__(self, paint_base: PaintStill, paint_hand: PaintStill, drag: DragController) -> None:
        self.base = StillLayer(paint_base)
        self.table = StillLayer(self._paint_table)
        self.targets = StillLayer(self._paint_targets)
        self.moving = MovingLayer()
        self.paint_hand = paint_hand
        self.drag = drag

    @property
    def builds(self) -> int:
        """How often a picture was repainted (tests and the benchmark read it)."""
        return self.base.builds + self.table.builds + self.targets.builds

    def invalidate(self) -> None:
        """What the base shows changed in a way its signature does not say (a new view)."""
        self.base.invalidate()

    def baked(self) -> bool:
        """A card is dragged to places that glow: they are painted into the targets picture."""
        drag = self.drag
        return drag.held is not None and drag.hides(drag.held.id) and bool(drag.targets)

    def draw(
        self,
        host: Host,
        surface: pygame.Surface,
        base_signature: Hashable,
        table_signature: Hashable,
        paint_moving: PaintMoving,
        *,
        on_top: bool,
        keep: bool,
    ) -> None:
        """One frame: the still picture for these signatures, then what moves over it."""
        self.base.get(base_signature)
        picture, repainted = self.table.get((self.base.builds, table_signature))
        baked = self.baked()
        if baked:
            picture, targets_new = self.targets.get(self._targets_signature())
            repainted = repainted or targets_new
        self.moving.draw(
            host,
            surface,
            picture,
            lambda canvas: paint_moving(canvas, baked),
            repainted=repainted,
            on_top=on_top,
            keep=keep,
        )

    def dirty_rects(self) -> list[pygame.Rect] | None:
        return self.moving.dirty_rects()

    def forget(self) -> None:
        """The next frame puts the whole picture down."""
        self.moving.forget()

    # -- the pictures --------------------------------------------------------------------------------

    def _paint_table(self, surface: pygame.Surface) -> None:
        base = self.base.picture
        assert base is not None
        surface.blit(base, (0, 0))
        self.paint_hand(surface)

    def _targets_signature(self) -> Hashable:
        drag = self.drag
        hovered = drag.hovered.id if drag.hovered is not None else None
        return (
            self.table.builds,
            id(drag.held),
            tuple((t.id, tuple(t.rect)) for t in drag.targets),
            hovered,
            tuple(drag.origin),
        )

    def _paint_targets(self, surface: pygame.Surface) -> None:
        """The table with the legal places already glowing: a drag frame then only moves the card."""
        table = self.table.picture
        assert table is not None
        surface.blit(table, (0, 0))
        drag = self.drag
        for target in drag.targets:
            if target is not drag.hovered:
                theme.blit_glow(surface, target.rect, theme.HIGHLIGHT, target.radius, 4, 1.0)
        if drag.hovered is not None:
            rect = drag.hovered.rect
            pad = theme.glow_pad(6)
            surface.blit(
                theme.glow(rect.size, theme.HOVER_GLOW, drag.hovered.radius, 6), (rect.x - pad, rect.y - pad)
            )
            if drag.hovered.label:
                draw_caption(surface, rect, drag.hovered.label)
        if drag.held is not None:
            surface.blit(
                theme.rounded(drag.origin.size, (0, 0, 0, 60), drag.held.radius, 2, (255, 255, 255, 70)),
                drag.origin,
            )


def draw_drag(
    surface: pygame.Surface,
    drag: DragController,
    baked: bool,
    draw_held: Callable[[pygame.Surface, pygame.Rect], None],
) -> list[pygame.Rect]:
    """The drag controller's picture: legal places (already in the picture when ``baked``), the
    selection, the held card and the toast explaining a refused move; returns the areas painted."""
    painted: list[pygame.Rect] = []
    if not baked:
        for target in drag.targets:
            if target is drag.hovered:
                continue
            pad = theme.glow_pad(4)
            painted.append(
                surface.blit(
                    theme.glow(target.rect.size, theme.HIGHLIGHT, target.radius, 4),
                    (target.rect.x - pad, target.rect.y - pad),
                )
            )
        if drag.hovered is not None:
            rect = drag.hovered.rect
            pad = theme.glow_pad(6)
            painted.append(
                surface.blit(
                    theme.glow(rect.size, theme.HOVER_GLOW, drag.hovered.radius, 6),
                    (rect.x - pad, rect.y - pad),
                )
            )
            if drag.hovered.label:
                painted.append(draw_caption(surface, rect, drag.hovered.label))
    if drag.held is not None:
        if drag.selected_id is not None:
            rect = pygame.Rect(drag.held.rect())
            pad = theme.glow_pad(5)
            painted.append(
                surface.blit(
                    theme.glow(rect.size, theme.SELECTED, drag.held.radius, 5),
                    (rect.x - pad, rect.y - pad),
                )
            )
        elif drag.hides(drag.held.id):
            if not baked:
                origin = drag.origin
                painted.append(
                    surface.blit(
                        theme.rounded(origin.size, (0, 0, 0, 60), drag.held.radius, 2, (255, 255, 255, 70)),
                        origin,
                    )
                )
            rect = drag.held_rect
            pad = theme.shadow_pad(14)
            shadow = theme.shadow(rect.size, drag.held.radius, 14, 110)
            offset = theme.LIFTED_SHADOW_OFFSET
            painted.append(surface.blit(shadow, (rect.x - pad + offset[0], rect.y - pad + offset[1])))
            draw_held(surface, rect)
            painted.append(pygame.Rect(rect))
    toast = drag.toast.draw(surface)
    if toast is not None:
        painted.append(toast)
    return painted


def draw_caption(surface: pygame.Surface, rect: pygame.Rect, label: str) -> pygame.Rect:
    """The name of the place under the held card, in a chip above it."""
    size = theme.FONT_SMALL
    w, h = txt.measure(label, size, bold=True)
    chip = pygame.Rect(0, 0, w + 28, h + 12)
    chip.midbottom = (rect.centerx, rect.top - 12)
    chip.clamp_ip(surface.get_rect())
    surface.blit(theme.rounded(chip.size, (20, 22, 28, 230), chip.height // 2, 2, theme.HOVER_GLOW), chip)
    txt.draw_text(surface, label, chip.center, size, theme.TEXT, "center", bold=True)
    return chip
