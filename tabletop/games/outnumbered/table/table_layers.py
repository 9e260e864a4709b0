"""How the Outnumbered table reaches the screen quickly, on the engine's layer cache
(:mod:`tabletop.engine.layers`).

- The *board* layer: the map, the lanes a mode leaves out, the route, the decks, the hero card,
  the team strip and the bonus hand's panel, painted once per new view.
- While a chip is dragged and nothing else moves, the *drag* layer: the whole table painted once
  (everything but the held chip, the tray's breathing glows and the bubbles), over which each
  frame only puts back the rectangles the last frame painted and paints the moving parts again
  (the engine's :class:`~tabletop.engine.layers.MovingLayer`).

The villains a dragged number matches pulse too.  Their glows sit *between* the cards (a
neighbour drawn later covers part of a halo), so they stay in the drag layer: when a glow reaches
a new brightness step (or a villain starts or stops glowing) only the rectangle that glow can
reach is repainted in the layer, clipped, by the same code that paints the whole table, so the
picture is the same as a full repaint.  The handful of steps a pulse cycles through are kept, so
after one breath a step change costs a small blit.

Any other frame (an attack playing out, a popup, a bonus power aiming, no drag at all) is painted
in full.  The rectangles a frame changed are offered to the app (``dirty_rects``), so at
1920x1080 it sends only those to the screen.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping

import pygame

from tabletop.engine.layers import MovingLayer, PaintMoving, PaintStill, StillLayer
from tabletop.engine.scene import Host


class TableLayers:
    """The board layer, the drag layer and the frames drawn over it.

    ``paint_board`` paints the board layer; ``paint_table`` paints the whole table without its
    moving parts (into the drag layer, or a clipped area of it)."""

    def __init__(self, paint_board: PaintStill, paint_table: PaintStill) -> None:
        self.board = StillLayer(paint_board)
        self.drag = StillLayer(paint_table)
        self.moving = MovingLayer()
        self._glows: Mapping[str, Hashable] = {}  # the villain glows the drag layer shows now

    # -- the board ------------------------------------------------------------------------------

    def board_picture(self, signature: Hashable) -> pygame.Surface:
        """The board layer for ``signature`` (repainted when it changed or was invalidated)."""
        picture, _repainted = self.board.get(signature)
        return picture

    def invalidate_board(self) -> None:
        """Something the board layer shows changed: repaint it on the next frame."""
        self.board.invalidate()

    # -- the drag frames ------------------------------------------------------------------------

    @property
    def layer_builds(self) -> int:
        """Whole repaints of the drag layer (tests and the benchmark read it)."""
        return self.drag.builds

    @property
    def patch_builds(self) -> int:
        """Glow rectangles repainted in the drag layer."""
        return self.drag.patches

    def reserve(self) -> None:
        """Make the drag layer's surface now (8 MB, slow to allocate), not on a drag's first frame."""
        self.drag.reserve()

    def draw_calm(
        self,
        host: Host,
        surface: pygame.Surface,
        signature: Hashable,
        glows: Mapping[str, Hashable],
        glow_rect: Callable[[str], pygame.Rect],
        paint_moving: PaintMoving,
        *,
        on_top: bool,
    ) -> None:
        """One frame of a calm drag: the drag layer for ``signature`` with the villains' ``glows``
        patched in (each in ``glow_rect(villain)``), the moving parts painted over it."""
        picture, rebuilt = self.drag.get(signature)
        patched = [] if rebuilt else self._patch_glows(glows, glow_rect)
        if rebuilt:
            self._glows = dict(glows)
        self.moving.draw(
            host, surface, picture, paint_moving, repainted=rebuilt, on_top=on_top, keep=True, patched=patched
        )

    def _patch_glows(
        self, glows: Mapping[str, Hashable], glow_rect: Callable[[str], pygame.Rect]
    ) -> list[pygame.Rect]:
        """Bring the drag layer's villain glows to this frame's; returns the rectangles repainted."""
        old = self._glows
        changed = [vid for vid, state in glows.items() if old.get(vid) != state]
        if not changed:
            return []
        key_all = tuple(sorted(glows.items()))
        rects = [self.drag.repaint(glow_rect(vid), (vid, key_all)) for vid in changed]
        self._glows = dict(glows)
        return rects

    def forget(self) -> None:
        """This frame was painted in full: the next calm frame puts the whole layer down."""
        self.moving.forget()

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """The canvas areas the last frame changed, when it changed only those (else None)."""
        return self.moving.dirty_rects()
