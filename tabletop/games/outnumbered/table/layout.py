"""Where things go on the Outnumbered table, from the map's zones (``maps/outnumbered.tmx``):
the villain spaces of the five lanes, the barricades, the truck's route, the decks, the hero
card, the team strip, the bonus hand and the dice tray's parts; and the log panel drawn there.
"""

from __future__ import annotations

import pygame

from tabletop.core.layout import Layout, load_layout
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.game_log import ScrollLog
from tabletop.games.outnumbered.rules.board import LANES, ROUTE, ROWS
from tabletop.paths import map_path

MAP = "outnumbered.tmx"

#: the dice tray's zones, handed to the tray by name
TRAY_ZONES: tuple[str, ...] = ("dice_tray", "expression", "ops", "formula", "hint", "end_turn", "roll")

REQUIRED_ZONES: tuple[str, ...] = (
    *(f"space_{lane}_{row}" for lane in range(LANES) for row in range(ROWS)),
    *(f"barricade_{lane}" for lane in range(LANES)),
    *(f"lane_{lane}" for lane in range(LANES)),
    *(f"route_{index}" for index in range(len(ROUTE))),
    *TRAY_ZONES,
    "hero_card",
    "team",
    "bonus_hand",
    "villain_deck",
    "villain_discard",
    "bonus_deck",
    "event_deck",
    "event_discard",
    "hud_top",
    "menu_button",
    "log",
)


def load() -> Layout:
    """The Outnumbered table, checked for every zone the scene needs."""
    return load_layout(map_path(MAP), REQUIRED_ZONES)


Space = tuple[int, int]


class TableLog(ScrollLog):
    """The game log with a slim title line, so its panel shows five lines of the story.

    The engine's log gives its title a body-sized heading; at this table the panel shares the
    right-hand column with the team and the bonus hand, so the title is set at the readable
    size and the lines start right under it (the Take back button sits on the title line)."""

    HEADER = 44
    TITLE_SIZE = txt.READABLE
    #: the Take back button's width at the right end of the title line
    BUTTON_W = 200

    def __init__(self, rect: pygame.Rect, heading: txt.Label, size: int = txt.READABLE) -> None:
        super().__init__(rect, None, size)
        self.heading = heading

    @property
    def body(self) -> pygame.Rect:
        return pygame.Rect(
            self.rect.left + 18,
            self.rect.top + self.HEADER,
            self.rect.width - 44,
            self.rect.height - self.HEADER - 10,
        )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.visible:
            txt.draw_text(
                surface,
                txt.resolve(self.heading),
                (self.rect.left + 18, self.rect.top + 10),
                self.TITLE_SIZE,
                theme.TEXT_DIM,
                "topleft",
                bold=True,
                max_width=self.rect.width - self.BUTTON_W - 40,
            )


class TableLayout:
    """The table's geometry, worked out once from the map: every part is handed what it needs."""

    def __init__(self) -> None:
        self.map = load()
        self.zones: dict[str, pygame.Rect] = {
            name: pygame.Rect(zone.rect) for name, zone in self.map.zones.items()
        }
        self.space_rects: dict[Space, pygame.Rect] = {}
        for lane in range(LANES):
            for row in range(ROWS):
                self.space_rects[(lane, row)] = self.zones[f"space_{lane}_{row}"]
        self.barricade_rects = [self.zones[f"barricade_{lane}"] for lane in range(LANES)]
        self.lane_rects = [self.zones[f"lane_{lane}"] for lane in range(LANES)]
        self.route_rects = [self.zones[f"route_{index}"] for index in range(len(ROUTE))]
        self.route_stops = [
            str(self.map.zone(f"route_{index}").prop("stop", ROUTE[index].value))
            for index in range(len(ROUTE))
        ]
        self.tray_rects = {name: pygame.Rect(self.zones[name]) for name in TRAY_ZONES}

    # -- geometry ---------------------------------------------------------------------------------

    def villain_rect(self, lane: int, row: int) -> pygame.Rect:
        """Where a villain card sits on a space: inset so the space's colour frames it.

        Row ``ROWS`` (a villain reaching the defences) is the barricade space."""
        if row >= ROWS:
            base = self.barricade_rects[lane]
            rect = pygame.Rect(0, 0, *self.villain_size)
            rect.midbottom = (base.centerx, base.top + 34)  # pressed against the barricade
            return rect
        if row < 0:
            rect = self.villain_rect(lane, 0)
            return rect.move(0, -(self.space_rects[(lane, 1)].top - self.space_rects[(lane, 0)].top))
        space = self.space_rects[(lane, row)]
        rect = pygame.Rect(0, 0, *self.villain_size)
        rect.center = space.center
        return rect

    @property
    def villain_size(self) -> tuple[int, int]:
        space = self.space_rects[(0, 0)]
        w = space.width - 16
        h = min(space.height - 14, round(w * 0.7))
        return (w, h)

    def space_at(self, pos: tuple[int, int]) -> Space | None:
        """The villain space under a point (a drop, a click)."""
        for key, rect in self.space_rects.items():
            if rect.collidepoint(pos):
                return key
        return None

    def lane_at(self, pos: tuple[int, int]) -> int | None:
        for lane, rect in enumerate(self.lane_rects):
            if rect.collidepoint(pos) or self.barricade_rects[lane].collidepoint(pos):
                return lane
        return None

    def route_center(self, index: int) -> tuple[int, int]:
        index = max(0, min(len(self.route_rects) - 1, index))
        return self.route_rects[index].center

    def board_rect(self) -> pygame.Rect:
        """The lanes and their barricades together (banners and the event card centre on it)."""
        rect = pygame.Rect(self.lane_rects[0])
        for lane in range(LANES):
            rect.union_ip(self.lane_rects[lane])
            rect.union_ip(self.barricade_rects[lane])
        return rect
