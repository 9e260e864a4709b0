"""How a busy table reaches the screen quickly under software rendering.

A table is dozens of shadows, cards, badges and texts; painting all of it 60 times a second
misses the frame budget.  So a table keeps

- a :class:`StillLayer`: a full-canvas picture of everything that is not moving, repainted only
  when what it shows changes (its *signature*), or only in one clipped area when just that area
  changed (a glow stepping brighter);
- a :class:`MovingLayer`: each frame it puts the still picture on the canvas, either whole or,
  when the canvas still holds the last frame, only where the last frame's moving parts were, then
  lets the table paint what moves (a dragged card, a flight) and remembers where that went.  The
  areas a frame changed are the *dirty areas* the app may send alone to the screen.

Both read the app only through :class:`~tabletop.engine.scene.Host` (frame number, whether a whole
frame is due), never its private state.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from tabletop.engine import theme
from tabletop.engine.scene import Host

#: paints the still parts of a table onto a canvas-sized surface (honouring its clip)
PaintStill = Callable[[pygame.Surface], None]
#: paints the moving parts over the still picture; returns the areas it painted
PaintMoving = Callable[[pygame.Surface], list[pygame.Rect]]

PATCH_LIMIT = 96  # clipped repaints kept for reuse (a few pulse steps of a few glows; each small)


def canvas_surface(alpha: bool = False) -> pygame.Surface:
    """A canvas-sized surface in the display's pixel format when there is a display (fast blits);
    with ``alpha``, a transparent one with per-pixel alpha (a layer laid over other pictures)."""
    if alpha:
        return pygame.Surface(theme.CANVAS_SIZE, pygame.SRCALPHA)
    display = pygame.display.get_surface()
    if display is not None:
        return pygame.Surface(theme.CANVAS_SIZE, 0, display)
    return pygame.Surface(theme.CANVAS_SIZE)


class StillLayer:
    """A cached picture of what does not move, repainted when its signature changes.

    With ``alpha`` the picture has per-pixel alpha and starts transparent: a part of a table (a
    tray, a panel) painted into its own area and laid over the rest, rather than the whole table.
    """

    def __init__(self, paint: PaintStill, *, alpha: bool = False) -> None:
        self.paint = paint
        self.alpha = alpha
        self.builds = 0  # whole repaints (tests and the benchmark read it)
        self.patches = 0  # clipped repaints
        self._surface: pygame.Surface | None = None
        self._signature: Hashable = None
        self._stale = True
        self._patch_cache: dict[Hashable, pygame.Surface] = {}

    def invalidate(self) -> None:
        """Repaint on the next :meth:`get` whatever the signature says."""
        self._stale = True

    @property
    def picture(self) -> pygame.Surface | None:
        """The last picture painted (None before the first)."""
        return self._surface

    def reserve(self) -> None:
        """Make the picture's surface now, painting nothing: a canvas-sized surface is slow to
        allocate, so a table reserves it while nothing moves rather than on a drag's first frame."""
        if self._surface is None:
            self._surface = canvas_surface(self.alpha)

    def get(self, signature: Hashable) -> tuple[pygame.Surface, bool]:
        """The picture for ``signature``, and True when it was repainted just now."""
        if self._surface is not None and not self._stale and signature == self._signature:
            return self._surface, False
        if self._surface is None:
            self._surface = canvas_surface(self.alpha)
        self.paint(self._surface)
        self._signature = signature
        self._stale = False
        self._patch_cache.clear()
        self.builds += 1
        return self._surface, True

    def repaint(self, rect: pygame.Rect, key: Hashable | None = None) -> pygame.Rect:
        """Repaint only ``rect`` of the picture (the paint runs clipped to it).

        With a ``key`` the result is kept, so the same area in the same state (a glow's pulse
        step, say) is later restored by a small blit instead of a repaint."""
        surface = self._surface
        assert surface is not None, "repaint before the first get"
        area = pygame.Rect(rect).clip(surface.get_rect())
        patch = self._patch_cache.get(key) if key is not None else None
        if patch is not None and patch.get_size() == area.size:
            surface.blit(patch, area)
            return area
        clip = surface.get_clip()
        surface.set_clip(area)
        self.paint(surface)
        surface.set_clip(clip)
        self.patches += 1
        if key is not None:
            if len(self._patch_cache) >= PATCH_LIMIT:
                self._patch_cache.pop(next(iter(self._patch_cache)))
            self._patch_cache[key] = surface.subsurface(area).copy()
        return area


class MovingLayer:
    """Paints frames as a still picture plus moving parts, restoring only what moved when it can."""

    def __init__(self) -> None:
        self._live: list[pygame.Rect] = []
        self._drawn_at = -2
        self._drawn_on: pygame.Surface | None = None
        self._picture: pygame.Surface | None = None
        self._may_patch = False
        self._dirty: list[pygame.Rect] | None = None

    def draw(
        self,
        host: Host,
        surface: pygame.Surface,
        picture: pygame.Surface,
        paint_moving: PaintMoving,
        *,
        repainted: bool,
        on_top: bool,
        keep: bool,
        patched: Sequence[pygame.Rect] = (),
    ) -> None:
        """One frame onto ``surface``.

        ``repainted``: the still picture changed since the last frame (put it down whole).
        ``on_top``: the table is the top scene (nothing was drawn over it last frame).
        ``keep``: the next frame may restore only this frame's moving parts (the table says so
        while just a dragged piece moves).  ``patched``: areas of the picture repainted since the
        last frame, restored with the moving parts.
        """
        frame = host.frame_number
        restore = (
            self._may_patch
            and not repainted
            and on_top
            and not host.whole_frame_pending
            and surface is self._drawn_on
            and picture is self._picture
            and surface.get_size() == theme.CANVAS_SIZE
            and frame == self._drawn_at + 1
        )
        if restore:
            changed = [*self._live, *patched]
            for rect in changed:
                surface.blit(picture, rect, rect)
        else:
            changed = []
            surface.blit(picture, (0, 0))
        live = paint_moving(surface)
        self._live = live
        self._drawn_at = frame
        self._drawn_on = surface
        self._picture = picture
        self._may_patch = keep and on_top
        self._dirty = [*changed, *live] if restore else None

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """The canvas areas the last frame changed, when it changed only those (else None)."""
        return self._dirty

    def forget(self) -> None:
        """The next frame puts the whole picture down (the table drew some other way)."""
        self._may_patch = False
        self._dirty = None
