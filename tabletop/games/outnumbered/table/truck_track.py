"""The truck's route (painted by the map): the spaces already driven shaded, the next attack
counted down, the final assault announced, and the truck token gliding along it (a little
bounce while it drives).
"""

from __future__ import annotations

import math

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme, tween
from tabletop.engine.tween import Ease, Motion, Point
from tabletop.games.outnumbered.rules.view import OutnumberedView
from tabletop.games.outnumbered.table import art as art
from tabletop.games.outnumbered.table.layout import TableLayout
from tabletop.games.outnumbered.table.table_view import before_first_view

TRUCK_TIME = 0.7  # one space along the route, at speed 1


class TruckTrack:
    """The route (still layer) and the truck on it (every frame)."""

    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout
        self.view: OutnumberedView = before_first_view()
        self.motion = Motion(layout.route_center(0))
        self.bounce = tween.Tween(0.0, 0.0, 0.0)

    def set_view(self, view: OutnumberedView) -> None:
        self.view = view

    @property
    def pos(self) -> Point:
        """Where the truck is drawn now."""
        return self.motion.pos

    @property
    def busy(self) -> bool:
        return self.motion.busy

    # -- motion ---------------------------------------------------------------------------------

    def sync(self) -> None:
        """At rest on the view's space."""
        self.motion.set(self.layout.route_center(int(self.view.get("truck", 0))))

    def settle(self) -> None:
        """The end of a timeline: glide to the view's space if the beats left it elsewhere."""
        truck = self.layout.route_center(int(self.view.get("truck", 0)))
        if self.motion.target != (float(truck[0]), float(truck[1])):
            self.motion.to(truck, 0.4)

    def drive_to(self, index: int) -> None:
        """Drive to route space ``index``, bouncing on the way."""
        self.motion.to(self.layout.route_center(index), TRUCK_TIME, Ease.IN_OUT_CUBIC)
        self.bounce = tween.Tween(0.0, 1.0, TRUCK_TIME, Ease.LINEAR)

    def update(self, dt: float) -> bool:
        moving = self.motion.update(dt)
        self.bounce.update(dt)
        return moving

    def finish_motion(self) -> None:
        self.motion.skip()

    def skip(self) -> None:
        self.motion.skip()
        self.bounce.finish()

    # -- reading the view -----------------------------------------------------------------------

    def turns_to_attack(self) -> int | None:
        """How many more player turns until the truck reaches an attack space (or the lab)."""
        truck = int(self.view.get("truck", 0))
        stops = self.layout.route_stops
        for index in range(truck + 1, len(stops)):
            if stops[index] in ("attack", "lab"):
                return index - truck
        return None

    # -- painting -------------------------------------------------------------------------------

    def draw_route(self, surface: pygame.Surface) -> None:
        """The map paints the route; spaces already driven are shaded, the next attack counted down."""
        route_rects = self.layout.route_rects
        truck = int(self.view.get("truck", 0))
        for index, rect in enumerate(route_rects):
            if index < truck:
                surface.blit(theme.rounded(rect.size, (0, 0, 0, 150), 10), rect)
        lab = route_rects[-1]
        if self.view.get("final_assault"):
            theme.blit_glow(surface, lab, (255, 90, 70), 14, 5, 1.0)
            road = route_rects[0].union(route_rects[-2])
            art.pill(
                surface,
                _("FINAL ASSAULT · villains advance after every turn"),
                road.center,
                24,
                (120, 20, 14, 240),
                (255, 230, 220),
                (255, 120, 90),
            )
            return
        turns = self.turns_to_attack()
        if turns is None:
            return
        target = route_rects[truck + turns]
        colour = (255, 110, 90) if turns == 1 else theme.HIGHLIGHT
        theme.blit_glow(surface, target, colour, 10, 3, 0.9)
        badge = pygame.Rect(0, 0, 34, 34)
        badge.center = (target.centerx, target.bottom)
        surface.blit(theme.rounded(badge.size, colour, 17, 2, (20, 20, 20)), badge)
        txt.draw_text(
            surface,
            str(turns),
            (badge.centerx, badge.centery + 1),
            txt.READABLE,
            (30, 20, 10),
            "center",
            bold=True,
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The truck token where it is now."""
        x, y = self.motion.pos
        bounce = float(self.bounce.value)  # type: ignore[arg-type]
        hop = abs(math.sin(bounce * math.pi * 4)) * 7 * (1 - bounce) if 0 < bounce < 1 else 0
        image = art.truck()
        width = round(self.layout.route_rects[0].width * 1.75)
        height = round(image.get_height() * width / max(1, image.get_width()))
        image = theme.scaled(image, (width, height))
        box = image.get_rect(center=(round(x), round(y - hop)))
        theme.blit_shadow(
            surface, box.inflate(-12, -box.height // 2).move(0, box.height // 3), 10, (0, 4), 6, 150
        )
        surface.blit(image, box)
