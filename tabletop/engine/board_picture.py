"""A board's still picture (tiles, walls, doors: what changes only when the rooms do), painted and
scaled a square at a time as the camera brings it into sight, and warmed up ahead between frames.

Painting a whole building at zoom 1 and scaling it to the camera's zoom took 40-50 ms: the frame
that first showed the board (the move that ended Just Run's gear-up) came three frames late.  Here
a frame paints and scales only the squares it shows that are not ready yet, and :meth:`warm` does
the rest a square at a time while nothing else is asked of the loop, so by the time the board is
shown there is nothing left to make.

The picture is kept at zoom 1 and scaled for the zoom the camera rests at (the last few zooms are
kept); while the zoom glides, the part in view is scaled roughly each frame.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pygame

from tabletop.engine.camera import Camera

#: the squares (world pixels) the picture is made in: a frame makes only those it shows
SQUARE = 256
#: the scaled copies kept, by zoom (the default zoom, the whole-board view, one more)
KEPT_ZOOMS = 3
#: :meth:`BoardPicture.warm`'s default share of a loop pass (seconds)
WARM_BUDGET_S = 0.004

#: ``paint(picture, area)`` paints the still picture's part ``area`` (world pixels), clipped to it
Painter = Callable[[pygame.Surface, pygame.Rect], None]
Square = tuple[int, int]


class _Scaled:
    """The picture at one zoom, and which of its squares are made."""

    def __init__(self, zoom: float, world: tuple[int, int]) -> None:
        self.zoom = zoom
        size = (max(1, round(world[0] * zoom)), max(1, round(world[1] * zoom)))
        self.surface = pygame.Surface(size)
        self.made: set[Square] = set()

    def place(self, area: pygame.Rect) -> pygame.Rect:
        """Where a world area lies in this copy: edges rounded alike, so neighbours meet exactly."""
        z = self.zoom
        left, top = round(area.x * z), round(area.y * z)
        return pygame.Rect(left, top, round(area.right * z) - left, round(area.bottom * z) - top)


class BoardPicture:
    """The still picture of a ``world``-sized board, made lazily; ``paint`` draws any part of it."""

    def __init__(self, world: tuple[int, int], paint: Painter) -> None:
        self.world = (max(1, int(world[0])), max(1, int(world[1])))
        self._paint = paint
        self._still = pygame.Surface(self.world)
        self._painted: set[Square] = set()
        self._scaled: dict[int, _Scaled] = {}
        self.columns = -(-self.world[0] // SQUARE)
        self.rows = -(-self.world[1] // SQUARE)

    # -- squares ----------------------------------------------------------------------------------

    def _square_area(self, square: Square) -> pygame.Rect:
        col, row = square
        return pygame.Rect(col * SQUARE, row * SQUARE, SQUARE, SQUARE).clip(self._still.get_rect())

    def _squares(self, area: pygame.Rect) -> Iterator[Square]:
        """The squares a world area touches."""
        area = area.clip(self._still.get_rect())
        if area.w <= 0 or area.h <= 0:
            return
        for row in range(area.top // SQUARE, (area.bottom - 1) // SQUARE + 1):
            for col in range(area.left // SQUARE, (area.right - 1) // SQUARE + 1):
                yield col, row

    def _bounds(self, squares: list[Square]) -> pygame.Rect:
        first = self._square_area(squares[0])
        return first.unionall([self._square_area(square) for square in squares[1:]])

    # -- making it ----------------------------------------------------------------------------------

    def _ensure_painted(self, area: pygame.Rect) -> None:
        """Paint the squares of ``area`` not painted yet, in one go (their bounds)."""
        missing = [square for square in self._squares(area) if square not in self._painted]
        if missing:
            self._paint(self._still, self._bounds(missing))
            self._painted.update(self._squares(self._bounds(missing)))

    def _ensure_scaled(self, scaled: _Scaled, area: pygame.Rect) -> None:
        """Scale the squares of ``area`` this copy lacks, in one go (their bounds)."""
        missing = [square for square in self._squares(area) if square not in scaled.made]
        if not missing:
            return
        bounds = self._bounds(missing)
        self._ensure_painted(bounds)
        self._scale_into(scaled, bounds)
        scaled.made.update(self._squares(bounds))

    def _scale_into(self, scaled: _Scaled, area: pygame.Rect) -> None:
        target = scaled.place(area)
        if target.w > 0 and target.h > 0:
            part = pygame.transform.smoothscale(self._still.subsurface(area), target.size)
            scaled.surface.blit(part, target.topleft)

    def _copy(self, zoom: float) -> _Scaled:
        """The copy for ``zoom`` (made empty when new; the oldest dropped past ``KEPT_ZOOMS``)."""
        key = round(zoom * 1000)
        scaled = self._scaled.get(key)
        if scaled is None:
            if len(self._scaled) >= KEPT_ZOOMS:
                self._scaled.pop(next(iter(self._scaled)))
            scaled = self._scaled[key] = _Scaled(key / 1000, self.world)
        return scaled

    def whole(self) -> pygame.Surface:
        """The whole picture at zoom 1 (painted now where it was not)."""
        self._ensure_painted(self._still.get_rect())
        return self._still

    def ready(self, zoom: float) -> bool:
        """Whether the whole picture is made for ``zoom`` (nothing left for :meth:`warm`)."""
        if abs(zoom - 1.0) < 1e-6:
            return len(self._painted) == self.columns * self.rows
        scaled = self._scaled.get(round(zoom * 1000))
        return scaled is not None and len(scaled.made) == self.columns * self.rows

    def warm(self, camera: Camera, budget_s: float = WARM_BUDGET_S) -> bool:
        """Make squares for the camera's zoom, those in view first, until ``budget_s`` is spent;
        True while some are left.  Called between frames, so the frame that shows them has
        nothing to make."""
        if camera.busy:
            return False  # the zoom glides: the copy it rests at is not known yet
        zoom = camera.zoom
        if self.ready(zoom):
            return False
        began = time.perf_counter()
        in_view = self._view_area(camera)
        order = sorted(
            ((col, row) for row in range(self.rows) for col in range(self.columns)),
            key=lambda square: not self._square_area(square).colliderect(in_view),
        )
        unity = abs(zoom - 1.0) < 1e-6
        scaled = None if unity else self._copy(zoom)
        made_some = False
        for square in order:
            done = square in self._painted if scaled is None else square in scaled.made
            if done:
                continue
            if made_some and time.perf_counter() - began > budget_s:
                return True  # at least a square a call, however small the budget
            made_some = True
            area = self._square_area(square)
            if scaled is None:
                self._ensure_painted(area)
            else:
                self._ensure_scaled(scaled, area)
        return False

    # -- changes ------------------------------------------------------------------------------------

    def patch(self, area: pygame.Rect) -> None:
        """Repaint ``area`` (world pixels) where it was made, at zoom 1 and in every scaled copy."""
        area = area.clip(self._still.get_rect())
        if area.w <= 0 or area.h <= 0:
            return
        squares = list(self._squares(area))
        if not any(square in self._painted for square in squares):
            return  # painted whole when it is first shown
        self._paint(self._still, area)
        for scaled in self._scaled.values():
            if any(square in scaled.made for square in squares):
                # the area's unpainted squares are painted now too: scaling them is harmless, and
                # they are scaled again from the full square when first shown
                self._scale_into(scaled, area)

    # -- drawing ------------------------------------------------------------------------------------

    def _view_area(self, camera: Camera) -> pygame.Rect:
        vx, vy, vw, vh = camera.visible_world()
        return pygame.Rect(int(vx) - 1, int(vy) - 1, int(vw) + 3, int(vh) + 3).clip(self._still.get_rect())

    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        """Blit the part in view: from the copy for a resting zoom (made where it is not yet), or
        scaled roughly from zoom 1 while the zoom glides."""
        area = self._view_area(camera)
        if area.w <= 0 or area.h <= 0:
            return
        zoom = camera.zoom
        if abs(zoom - 1.0) < 1e-6:
            self._ensure_painted(area)
            left, top = camera.to_screen((area.x, area.y))
            surface.blit(self._still, (round(left), round(top)), area)
            return
        if not camera.busy:
            scaled = self._copy(zoom)
            self._ensure_scaled(scaled, area)
            left, top = camera.to_screen((0, 0))
            surface.blit(scaled.surface, (round(left), round(top)))
            return
        self._ensure_painted(area)
        target = camera.rect_to_screen(area)
        part = pygame.transform.scale(self._still.subsurface(area), (max(1, target.w), max(1, target.h)))
        surface.blit(part, target.topleft)
