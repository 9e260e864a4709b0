"""The truck's route (painted by the map): the spaces already driven shaded, the next attack
counted down, the final assault announced, and the truck token gliding along it (a little
bounce while it drives).
"""

from __future__ import annotations

import math

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.games.outnumbered import table_art as art


class TruckTrack:
    """Drawing the route (still layer) and the truck (every frame)."""

    def turns_to_attack(self) -> int | None:
        """How many more player turns until the truck reaches an attack space (or the lab)."""
        truck = int(self.view.get("truck", 0))
        for index in range(truck + 1, len(self.route_stops)):
            if self.route_stops[index] in ("attack", "lab"):
                return index - truck
        return None

    def _draw_route(self, surface: pygame.Surface) -> None:
        """The map paints the route; spaces already driven are shaded, the next attack counted down."""
        truck = int(self.view.get("truck", 0))
        for index, rect in enumerate(self.route_rects):
            if index < truck:
                surface.blit(theme.rounded(rect.size, (0, 0, 0, 150), 10), rect)
        lab = self.route_rects[-1]
        if self.view.get("final_assault"):
            theme.blit_glow(surface, lab, (255, 90, 70), 14, 5, 1.0)
            road = self.route_rects[0].union(self.route_rects[-2])
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
        target = self.route_rects[truck + turns]
        colour = (255, 110, 90) if turns == 1 else theme.HIGHLIGHT
        theme.blit_glow(surface, target, colour, 10, 3, 0.9)
        badge = pygame.Rect(0, 0, 30, 30)
        badge.center = (target.centerx, target.bottom)
        surface.blit(theme.rounded(badge.size, colour, 15, 2, (20, 20, 20)), badge)
        txt.draw_text(
            surface, str(turns), (badge.centerx, badge.centery + 1), 20, (30, 20, 10), "center", bold=True
        )

    def _draw_truck(self, surface: pygame.Surface) -> None:
        x, y = self.truck.pos
        bounce = float(self.truck_bounce.value)
        hop = abs(math.sin(bounce * math.pi * 4)) * 7 * (1 - bounce) if 0 < bounce < 1 else 0
        image = art.truck()
        width = round(self.route_rects[0].width * 1.75)
        height = round(image.get_height() * width / max(1, image.get_width()))
        image = theme.scaled(image, (width, height))
        box = image.get_rect(center=(round(x), round(y - hop)))
        theme.blit_shadow(
            surface, box.inflate(-12, -box.height // 2).move(0, box.height // 3), 10, (0, 4), 6, 150
        )
        surface.blit(image, box)
