"""How the Outrun table reaches the screen within a frame of a key press, on the engine's layer
cache (:mod:`tabletop.engine.layers`).

During a race the table draws 60 frames a second, and painting all of it (the floor, the monster
board, the path card, two or three map boards, six lanes, the banner) costs more than a frame on a
software renderer.  Yet from one frame to the next almost nothing changes: a card goes down in
one lane, the practice clock ticks, a token steps to its place during a beat.

So the scene describes each frame as its *parts*, bottom to top: where each may paint, what it
shows (a plain value, compared with the last frame's) and how to paint it.  The whole table is one
:class:`~tabletop.engine.layers.StillLayer` picture, painted in full only when the table itself
changes (another language, another text size); after that, each frame repaints only the areas of
the parts whose look changed (the old place and the new), clipped, by painting every part that
reaches into that area in the usual order, so the pixels are those of a whole repaint.  The
engine's :class:`~tabletop.engine.layers.MovingLayer` then puts just those areas on the canvas and
offers them to the app as the frame's dirty areas: a frame where nothing changed repaints nothing
and sends nothing to the screen.

A part must never paint outside its area (a test checks every part of every situation), and its
look must hold everything its painting reads; a part whose look cannot be told cheaply says
:data:`ALWAYS`, and its area is repainted every frame.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.engine.layers import MovingLayer, StillLayer
from tabletop.engine.scene import Host

#: when the areas to repaint add up to more than this share of the table, it is repainted whole
WHOLE_SHARE = 0.6


class _Always:
    """A look equal to nothing, not even itself: the part is repainted every frame."""

    def __eq__(self, other: object) -> bool:
        return False

    def __hash__(self) -> int:
        return 0

    def __repr__(self) -> str:
        return "ALWAYS"


ALWAYS = _Always()


@dataclass(frozen=True)
class Part:
    """One part of a frame: ``area`` bounds everything ``paint`` puts down, ``look`` is what it
    shows now (any value that compares with ``==``)."""

    name: str
    area: pygame.Rect
    look: object
    paint: Callable[[pygame.Surface], None] = field(compare=False, repr=False)


def _merged(areas: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """The areas with every overlapping pair joined, so no pixel is repainted twice."""
    merged: list[pygame.Rect] = []
    for area in areas:
        area = pygame.Rect(area)
        joined = True
        while joined:
            joined = False
            for other in merged:
                if other.colliderect(area):
                    merged.remove(other)
                    area = area.union(other)
                    joined = True
                    break
        merged.append(area)
    return merged


class TableLayers:
    """The Outrun table's picture, repainted part by part, and the frames drawn from it."""

    def __init__(self) -> None:
        self.still = StillLayer(self._paint)
        self.moving = MovingLayer()
        self._parts: Sequence[Part] = ()  # the parts being painted (this frame's)
        self._shown: dict[str, Part] = {}  # the parts the picture shows
        #: the areas of the picture the last frame repainted (empty: none; the whole table after a
        #: whole repaint); tests and the draw-time measure read it
        self.repainted: list[pygame.Rect] = []

    def invalidate(self) -> None:
        """Paint the whole table again on the next frame (the tests that record every text)."""
        self.still.invalidate()

    def forget(self) -> None:
        """This frame was painted some other way (the curtain): the next one puts the picture down whole."""
        self.moving.forget()

    def draw(
        self,
        host: Host,
        surface: pygame.Surface,
        parts: Sequence[Part],
        signature: Hashable,
        *,
        on_top: bool,
        paint_moving: Callable[[pygame.Surface], list[pygame.Rect]] | None = None,
    ) -> None:
        """One frame of ``parts`` onto ``surface``.  ``signature``: what the whole table depends
        on (it is repainted whole when that changes); ``on_top``: nothing was drawn over it;
        ``paint_moving``: what moves over the picture this frame (a dragged card), returning the
        areas it painted, put back from the picture on the next frame."""
        self._parts = parts
        areas = self._changed(parts) if self.still.picture is not None else []
        if self._too_much(areas):
            self.still.invalidate()
        picture, whole = self.still.get(signature)
        patched = [] if whole else [self.still.repaint(area) for area in areas]
        self._shown = {part.name: part for part in parts}
        self.repainted = [picture.get_rect()] if whole else patched
        self.moving.draw(
            host,
            surface,
            picture,
            paint_moving or _nothing_moves,
            repainted=whole,
            on_top=on_top,
            keep=True,
            patched=patched,
        )

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """The canvas areas the last frame changed, when it changed only those (else None)."""
        return self.moving.dirty_rects()

    def area_of(self, name: str) -> pygame.Rect | None:
        """Where the part called ``name`` was painted in the last frame (None: it was not there)."""
        part = self._shown.get(name)
        return pygame.Rect(part.area) if part is not None else None

    # -- what changed ------------------------------------------------------------------------------

    def _changed(self, parts: Sequence[Part]) -> list[pygame.Rect]:
        """The areas to repaint: where a part that changed was and is, where one came or went."""
        areas: list[pygame.Rect] = []
        names = {part.name for part in parts}
        for part in parts:
            old = self._shown.get(part.name)
            if old is None:
                areas.append(part.area)
            elif old.look != part.look or old.area != part.area:
                areas += [old.area, part.area]
        areas += [old.area for name, old in self._shown.items() if name not in names]
        return _merged([area for area in areas if area.width and area.height])

    def _too_much(self, areas: Sequence[pygame.Rect]) -> bool:
        """Repainting these areas one by one would cost about as much as the whole table."""
        picture = self.still.picture
        if picture is None:
            return False
        size = picture.get_width() * picture.get_height()
        return sum(area.width * area.height for area in areas) > WHOLE_SHARE * size

    def _paint(self, surface: pygame.Surface) -> None:
        """Every part that reaches into the surface's clip, bottom to top (the clip does the rest)."""
        clip = surface.get_clip()
        for part in self._parts:
            if part.area.colliderect(clip):
                part.paint(surface)


def _nothing_moves(surface: pygame.Surface) -> list[pygame.Rect]:
    """Every part of the Outrun table is in the picture: nothing is painted over it per frame."""
    return []
