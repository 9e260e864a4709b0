"""Table geometry for Fugitive, from the map's zones (``maps/fugitive.tmx``) rather than constants:
the row's wrapping and slots, the hand fan, the other hand's stack and the piles.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.core.i18n import _
from tabletop.core.session import GameSession
from tabletop.engine.cards import FanStyle, HandFan
from tabletop.engine.piles import PileSprite
from tabletop.games.fugitive import table
from tabletop.games.fugitive import table_sprites as ts
from tabletop.games.fugitive.notepad import Notepad, notes_for


class TableLayout:
    """Where things go on the Fugitive table, worked out from the map's zones."""

    def _place_from_zones(self, session: GameSession) -> None:
        """Size and place the notepad, the hand fan and the piles from the map's zones."""
        self.layout = table.load()
        self.zones: dict[str, pygame.Rect] = {
            name: pygame.Rect(zone.rect) for name, zone in self.layout.zones.items()
        }
        row = self.layout.zone("hideout_row")
        self.row_props = {
            "card_size": (int(row.prop("card_w", 130)), int(row.prop("card_h", 182))),
            "gap": int(row.prop("gap", 10)),
            "padding": int(row.prop("padding", 12)),
            "rows": int(row.prop("rows", 2)),
        }
        pad = self.layout.zone("notepad")
        names = ",".join(seat.name for seat in session.seats)
        self.notes_key = f"{session.game_id}:{session.seed}:{names}"
        self.notepad = Notepad(
            self.zones["notepad"],
            int(pad.prop("first", 1)),
            int(pad.prop("last", 41)),
            int(pad.prop("columns", 7)),
            notes=notes_for(self.notes_key),
        )
        hand = self.layout.zone("hand_fugitive")
        self.hand_card = (int(hand.prop("card_w", 150)), int(hand.prop("card_h", 210)))
        hand_rect = self.zones["hand_fugitive"]
        self.other_hand_rect = pygame.Rect(
            hand_rect.right - 170, hand_rect.top + 14, 150, hand_rect.height - 14
        )
        self.hand = HandFan(
            pygame.Rect(hand_rect.left, hand_rect.top, hand_rect.width - 190, hand_rect.height),
            self.hand_card,
            FanStyle.FAN,
            max_step=0.74,
            max_angle=3.0,
            hover_lift=30,
        )
        deck_size = self.layout.zone("deck_1")
        self.pile_card = (int(deck_size.prop("card_w", 130)), int(deck_size.prop("card_h", 182)))
        self.piles = [
            PileSprite(self.zones[name].center, ts.deck_back(i + 1), 0, "", self.pile_card)
            for i, name in enumerate(table.DECK_ZONES)
        ]

    def layout_hud(self) -> None:
        self.log.rect = pygame.Rect(self.zones["log"])
        self.log.title = lambda: _("Game log")
        self.menu_button.rect = pygame.Rect(self.zones["menu_button"])
        self.menu_button.show_hotkey = False  # the zone is narrow: the label matters more than the Esc badge

    def _geometry_args(self) -> dict[str, Any]:
        return {
            "card_size": self.row_props["card_size"],
            "gap": self.row_props["gap"],
            "padding": self.row_props["padding"],
            "max_lines": self.row_props["rows"],
        }

    def row_geometry(self) -> ts.RowGeometry:
        """The row's cells for the hideouts on show (plus the next slot or the pending card)."""
        return ts.row_geometry(self.place_count(), self.zones["hideout_row"], **self._geometry_args())

    def slot_rect(self) -> pygame.Rect:
        """The next hideout's place (the pending card's, while one is being placed): a drop target."""
        index = min(self.next_index, len(self.geometry.cells) - 1)
        return self.geometry.cells[index].inflate(10, 10)

    def other_hand_rect_card(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, *self.pile_card)
        rect.center = self.other_hand_rect.center
        return rect
