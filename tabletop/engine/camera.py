"""A camera over a world bigger than the screen: pan, zoom, follow and a whole-world view.

A table whose board does not fit the screen at a readable size (Just Run's building of 5 x 10 room
tiles) draws the board through a :class:`Camera`: world pixels (the board at zoom 1) map to screen
pixels inside ``viewport``.  Players pan by dragging the background, with the arrow keys or by
resting the pointer at the viewport's edge, and zoom with the wheel (about the pointer, so the spot
under it stays put) or + and -.  The table asks it to :meth:`Camera.follow` what happens (the acting
survivor, each zombie step) and toggles :meth:`Camera.show_all` for the whole board.

The camera owns its state and knows no game; it reads the engine's intents, never pygame events.
Glides run on the animation speed (instant at speed 0); the view is always clamped to the world,
and a world smaller than the viewport sits in its middle.  The app stops calling ``update`` while
the scene is paused; :meth:`Camera.pause` also drops a pan or edge scroll in progress so nothing
runs away when the table comes back.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from tabletop.engine import tween
from tabletop.engine.intents import Drag, Drop, Hover, Intent, Key, PickUp, Wheel

Point = tuple[int, int]
FPoint = tuple[float, float]

#: how far one wheel notch or one + / - press zooms
ZOOM_STEP = 1.2
#: the pointer this close to the viewport's edge (screen pixels) scrolls the view
EDGE = 28
#: edge scrolling speed, screen pixels a second
EDGE_SPEED = 900.0
#: the pointer must rest by the edge this long before the view scrolls (passing by does nothing)
EDGE_DELAY = 0.25
#: an arrow key moves the view this part of the viewport
KEY_STEP = 0.3
#: how long a glide (follow, show all, arrow key, + / -) takes at normal speed
GLIDE_TIME = 0.35
#: the part of the viewport a followed target keeps clear of the edge
FOLLOW_MARGIN = 0.12

ZOOM_IN_KEYS = frozenset({pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS})
ZOOM_OUT_KEYS = frozenset({pygame.K_MINUS, pygame.K_KP_MINUS})
ARROWS: dict[int, tuple[int, int]] = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


@dataclass(frozen=True)
class View:
    """Where the camera looks: the world point at the viewport's centre, and the zoom."""

    cx: float
    cy: float
    zoom: float


class Camera:
    """World <-> screen through a pannable, zoomable view of ``world`` (width, height) pixels."""

    def __init__(
        self,
        viewport: pygame.Rect | tuple[int, int, int, int],
        world: tuple[int, int],
        zoom: float = 1.0,
        max_zoom: float = 2.0,
    ) -> None:
        self.viewport = pygame.Rect(viewport)
        #: the part of the viewport a panel over it leaves in sight (None: all of it)
        self.sight: pygame.Rect | None = None
        #: the view to go back to when the whole-world view is toggled off (None: not showing all)
        self._before_all: View | None = None
        self.world = (max(1, int(world[0])), max(1, int(world[1])))
        self._asked = (zoom, max_zoom)
        self.max_zoom = max(max_zoom, self.fit_zoom)
        self.default_zoom = self._clamp_zoom(zoom)
        self._view = self._clamped(View(self.world[0] / 2, self.world[1] / 2, self.default_zoom))
        self._glide: tween.Tween | None = None
        self._glide_from = self._view
        self._glide_to = self._view
        self._pan_from: tuple[Point, View] | None = None
        self._edge: FPoint = (0.0, 0.0)
        self._edge_rest = 0.0  # seconds the pointer has rested by the edge
        self.paused = False

    # -- the view ---------------------------------------------------------------------------------

    @property
    def view(self) -> View:
        return self._view

    @property
    def zoom(self) -> float:
        return self._view.zoom

    @property
    def centre(self) -> FPoint:
        return self._view.cx, self._view.cy

    @property
    def fit_zoom(self) -> float:
        """The zoom at which the whole world fits the viewport (the least the camera allows)."""
        return min(self.viewport.w / max(1, self.world[0]), self.viewport.h / max(1, self.world[1]))

    @property
    def showing_all(self) -> bool:
        return self._before_all is not None

    @property
    def busy(self) -> bool:
        """Something moves the view by itself (a glide or an edge scroll): keep drawing."""
        return self._glide is not None or self._edge != (0.0, 0.0)

    @property
    def panning(self) -> bool:
        return self._pan_from is not None

    def set_view(self, cx: float, cy: float, zoom: float | None = None) -> None:
        """Jump (no glide) to look at world point (cx, cy), clamped to the world."""
        self._glide = None
        self._view = self._clamped(View(cx, cy, self.zoom if zoom is None else zoom))

    def set_viewport(self, viewport: pygame.Rect | tuple[int, int, int, int]) -> None:
        """The board area changed (a new layout): keep looking at the same point."""
        self.viewport = pygame.Rect(viewport)
        self._limits()
        self._view = self._clamped(self._view)

    def set_world(self, world: tuple[int, int]) -> None:
        """The world grew or shrank (a shorter board): keep looking at the same point, clamped."""
        self.world = (max(1, int(world[0])), max(1, int(world[1])))
        self._limits()
        self._view = self._clamped(self._view)

    def _limits(self) -> None:
        zoom, max_zoom = self._asked
        self.max_zoom = max(max_zoom, self.fit_zoom)
        self.default_zoom = self._clamp_zoom(zoom)

    # -- transforms -------------------------------------------------------------------------------

    def to_screen(self, point: FPoint) -> FPoint:
        """A world point's screen position (floats; round when drawing)."""
        v = self._view
        return (
            self.viewport.centerx + (point[0] - v.cx) * v.zoom,
            self.viewport.centery + (point[1] - v.cy) * v.zoom,
        )

    def to_world(self, point: FPoint) -> FPoint:
        """The world point under a screen position."""
        v = self._view
        return (
            v.cx + (point[0] - self.viewport.centerx) / v.zoom,
            v.cy + (point[1] - self.viewport.centery) / v.zoom,
        )

    def rect_to_screen(self, rect: pygame.Rect | tuple[float, float, float, float]) -> pygame.Rect:
        """A world rectangle on screen; edges are rounded so neighbouring tiles meet exactly."""
        x, y, w, h = rect
        left, top = self.to_screen((x, y))
        right, bottom = self.to_screen((x + w, y + h))
        return pygame.Rect(round(left), round(top), round(right) - round(left), round(bottom) - round(top))

    def visible_world(self) -> tuple[float, float, float, float]:
        """The world rectangle the viewport shows (x, y, w, h)."""
        left, top = self.to_world(self.viewport.topleft)
        right, bottom = self.to_world(self.viewport.bottomright)
        return left, top, right - left, bottom - top

    def _in_sight(self) -> pygame.Rect:
        return self.sight if self.sight is not None else self.viewport

    def set_sight(self, sight: pygame.Rect | None) -> None:
        """A panel now covers part of the viewport (Just Run's zombie narration over the board), or
        no longer does (None): the world's edges may then meet the edges of the part in sight, so a
        room by the edge can still be brought out from under the panel; :meth:`follow` centres its
        targets there, and :meth:`sees` counts only what is in sight."""
        self.sight = pygame.Rect(sight).clip(self.viewport) if sight is not None else None
        goal = self._glide_to if self._glide is not None else self._view
        clamped = self._clamped(goal)
        if clamped != goal:
            self._start_glide(clamped, GLIDE_TIME)

    def sees(self, rect: pygame.Rect | tuple[float, float, float, float], margin: float = 0.0) -> bool:
        """True when the world rectangle lies wholly in sight, ``margin`` (a part of the viewport)
        clear of every edge."""
        x, y, w, h = rect
        sight = self._in_sight()
        left, top = self.to_world(sight.topleft)
        right, bottom = self.to_world(sight.bottomright)
        vx, vy, vw, vh = left, top, right - left, bottom - top
        mx, my = vw * margin, vh * margin
        return (
            x >= vx + mx - 0.5
            and y >= vy + my - 0.5
            and x + w <= vx + vw - mx + 0.5
            and y + h <= vy + vh - my + 0.5
        )

    # -- moving ------------------------------------------------------------------------------------

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the view by (dx, dy) screen pixels at once (the world slides the other way)."""
        self._glide = None
        v = self._view
        self._view = self._clamped(View(v.cx + dx / v.zoom, v.cy + dy / v.zoom, v.zoom))

    def zoom_at(self, factor: float, anchor: FPoint | None = None) -> None:
        """Zoom by ``factor`` at once, keeping the world point under the screen ``anchor`` (the
        viewport's centre by default) where it is."""
        self._glide = None
        self._before_all = None
        anchor = (
            anchor if anchor is not None else (float(self.viewport.centerx), float(self.viewport.centery))
        )
        self._view = self._zoomed(self._view, factor, anchor)

    def glide_to(self, cx: float, cy: float, zoom: float | None = None, seconds: float = GLIDE_TIME) -> None:
        """Glide to look at world point (cx, cy) (at ``zoom``, or the current one)."""
        goal = self._clamped(View(cx, cy, self.zoom if zoom is None else zoom))
        self._start_glide(goal, seconds)

    def follow(
        self, world_rect: pygame.Rect | tuple[float, float, float, float], margin: float = FOLLOW_MARGIN
    ) -> None:
        """Keep a target in view: if it is not already inside, ``margin`` (a part of the viewport)
        clear of the edges, glide so that it is centred.  A small margin keeps the board still
        under a player's pointer while what they act on is in sight.

        In the whole-world view everything is in sight already, so the view stays.  A target bigger
        than the viewport is centred as far as it goes."""
        if self.showing_all:
            return
        target = self._glide_to if self._glide is not None else self._view
        if self._sees_from(target, world_rect, margin):
            return
        x, y, w, h = world_rect
        sight = self._in_sight()
        shift_x = (sight.centerx - self.viewport.centerx) / target.zoom
        shift_y = (sight.centery - self.viewport.centery) / target.zoom
        self.glide_to(x + w / 2 - shift_x, y + h / 2 - shift_y, target.zoom)

    def show_all(self) -> None:
        """Toggle the whole-world view: fit everything; the second call glides back."""
        if self._before_all is not None:
            back, self._before_all = self._before_all, None
            self._start_glide(self._clamped(back), GLIDE_TIME)
            return
        self._before_all = self._glide_to if self._glide is not None else self._view
        self._start_glide(
            self._clamped(View(self.world[0] / 2, self.world[1] / 2, self.fit_zoom)), GLIDE_TIME
        )

    def reset(self) -> None:
        """Back to the default zoom, looking at the middle of the world (no glide)."""
        self._before_all = None
        self.set_view(self.world[0] / 2, self.world[1] / 2, self.default_zoom)

    # -- input -------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> bool:
        """Use an intent the table did not want for its pieces; True when the camera used it.

        A pick-up that starts inside the viewport pans (the table passes only pick-ups on the
        background), drags move the world with the pointer, the drop ends the pan; a wheel inside
        the viewport zooms about the pointer; arrows and + / - glide; hovering by an edge scrolls."""
        if isinstance(intent, PickUp):
            if not self.viewport.collidepoint(intent.start):
                return False
            self._glide = None
            self._pan_from = (intent.start, self._view)
            self._drag_to(intent.pos)
            return True
        if isinstance(intent, Drag):
            if self._pan_from is None:
                return False
            self._drag_to(intent.pos)
            return True
        if isinstance(intent, Drop):
            if self._pan_from is None:
                return False
            self._drag_to(intent.pos)
            self._pan_from = None
            return True
        if isinstance(intent, Wheel):
            if not self.viewport.collidepoint(intent.pos) or intent.dy == 0:
                return False
            self.zoom_at(ZOOM_STEP ** max(-3, min(3, intent.dy)), intent.pos)
            return True
        if isinstance(intent, Hover):
            edge = self._edge_velocity(intent.pos)
            if edge != self._edge:
                self._edge_rest = 0.0
            self._edge = edge
            return False  # hovering also lights things up: never swallow it
        if isinstance(intent, Key):
            return self._key(intent.key)
        return False

    def _key(self, key: int) -> bool:
        target = self._glide_to if self._glide is not None else self._view
        if key in ARROWS:
            dx, dy = ARROWS[key]
            step_x = self.viewport.w * KEY_STEP / target.zoom
            step_y = self.viewport.h * KEY_STEP / target.zoom
            self._before_all = None
            self.glide_to(target.cx + dx * step_x, target.cy + dy * step_y, target.zoom)
            return True
        if key in ZOOM_IN_KEYS or key in ZOOM_OUT_KEYS:
            factor = ZOOM_STEP if key in ZOOM_IN_KEYS else 1 / ZOOM_STEP
            self._before_all = None
            self.glide_to(target.cx, target.cy, target.zoom * factor)
            return True
        return False

    def _drag_to(self, pos: Point) -> None:
        assert self._pan_from is not None
        (sx, sy), start = self._pan_from
        self._view = self._clamped(
            View(start.cx - (pos[0] - sx) / start.zoom, start.cy - (pos[1] - sy) / start.zoom, start.zoom)
        )

    def _edge_velocity(self, pos: Point) -> FPoint:
        if self.paused or self._pan_from is not None or not self.viewport.collidepoint(pos):
            return (0.0, 0.0)
        r = self.viewport
        vx = -1.0 if pos[0] < r.left + EDGE else 1.0 if pos[0] >= r.right - EDGE else 0.0
        vy = -1.0 if pos[1] < r.top + EDGE else 1.0 if pos[1] >= r.bottom - EDGE else 0.0
        return (vx * EDGE_SPEED, vy * EDGE_SPEED)

    def stop_edge(self) -> None:
        """The pointer left (or a menu opened): stop edge scrolling."""
        self._edge = (0.0, 0.0)
        self._edge_rest = 0.0

    # -- time --------------------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        """Run a glide and edge scrolling; True while the view moves (repaint)."""
        if self.paused:
            return False
        moved = False
        if self._glide is not None:
            running = self._glide.update(dt)
            self._view = self._between(self._glide_from, self._glide_to, float(self._glide.value))  # type: ignore[arg-type]
            if not running:
                self._view = self._glide_to
                self._glide = None
            moved = True
        if self._edge != (0.0, 0.0) and self._pan_from is None:
            self._edge_rest += dt
            if self._edge_rest < EDGE_DELAY:
                return moved
            dt = min(dt, self._edge_rest - EDGE_DELAY)
            before = self._view
            v = self._view
            ex, ey = self._edge
            self._view = self._clamped(View(v.cx + ex * dt / v.zoom, v.cy + ey * dt / v.zoom, v.zoom))
            if self._view != before:
                self._glide = None
                moved = True
        return moved

    def skip(self) -> None:
        """Finish a glide at once (a skipped animation)."""
        if self._glide is not None:
            self._view = self._glide_to
            self._glide = None

    def pause(self) -> None:
        """The scene is paused: a pan in progress and edge scrolling stop; glides wait."""
        self.paused = True
        self._pan_from = None
        self._edge = (0.0, 0.0)

    def resume(self) -> None:
        self.paused = False

    # -- helpers -----------------------------------------------------------------------------------

    def _start_glide(self, goal: View, seconds: float) -> None:
        self._glide_from = self._view
        self._glide_to = goal
        if goal == self._view or seconds <= 0 or tween.get_speed() == 0:
            self._view = goal
            self._glide = None
            return
        self._glide = tween.Tween(0.0, 1.0, seconds, tween.Ease.OUT_CUBIC)

    @staticmethod
    def _between(a: View, b: View, t: float) -> View:
        """A view part way along a glide; zoom moves evenly in scale (log space)."""
        zoom = math.exp(math.log(a.zoom) + (math.log(b.zoom) - math.log(a.zoom)) * t)
        return View(a.cx + (b.cx - a.cx) * t, a.cy + (b.cy - a.cy) * t, zoom)

    def _clamp_zoom(self, zoom: float) -> float:
        return max(self.fit_zoom, min(self.max_zoom, zoom))

    def _clamped(self, view: View) -> View:
        """The same view kept inside the world: no empty space shows past the world's edge unless
        the world is smaller than the viewport, when it sits in the middle."""
        zoom = self._clamp_zoom(view.zoom)
        if self.sight is not None and self._before_all is None:
            return self._clamped_to_sight(View(view.cx, view.cy, zoom), self.sight)
        half_w = self.viewport.w / 2 / zoom
        half_h = self.viewport.h / 2 / zoom
        ww, wh = self.world
        cx = ww / 2 if half_w * 2 >= ww else max(half_w, min(ww - half_w, view.cx))
        cy = wh / 2 if half_h * 2 >= wh else max(half_h, min(wh - half_h, view.cy))
        return View(cx, cy, zoom)

    def _clamped_to_sight(self, view: View, sight: pygame.Rect) -> View:
        """As :meth:`_clamped`, with the part in sight standing for the viewport: the view's centre
        is off the sight's centre by the panel's share."""
        zoom = view.zoom
        ox = (sight.centerx - self.viewport.centerx) / zoom
        oy = (sight.centery - self.viewport.centery) / zoom
        half_w, half_h = sight.w / 2 / zoom, sight.h / 2 / zoom
        ww, wh = self.world
        sx = ww / 2 if half_w * 2 >= ww else max(half_w, min(ww - half_w, view.cx + ox))
        sy = wh / 2 if half_h * 2 >= wh else max(half_h, min(wh - half_h, view.cy + oy))
        return View(sx - ox, sy - oy, zoom)

    def _zoomed(self, view: View, factor: float, anchor: FPoint) -> View:
        zoom = self._clamp_zoom(view.zoom * factor)
        ax = view.cx + (anchor[0] - self.viewport.centerx) / view.zoom
        ay = view.cy + (anchor[1] - self.viewport.centery) / view.zoom
        cx = ax - (anchor[0] - self.viewport.centerx) / zoom
        cy = ay - (anchor[1] - self.viewport.centery) / zoom
        return self._clamped(View(cx, cy, zoom))

    def _sees_from(
        self, view: View, rect: pygame.Rect | tuple[float, float, float, float], margin: float
    ) -> bool:
        saved = self._view
        self._view = view
        try:
            return self.sees(rect, margin)
        finally:
            self._view = saved
