"""Table geometry for Fugitive, from the map's zones (``maps/fugitive.tmx``) rather than constants:
the row's wrapping and slots, the hand fan, the other hand's stack, the piles and the panels that
open over the row.
"""

from __future__ import annotations

import pygame

from tabletop.core.layout import Layout
from tabletop.engine.piles import PileSprite
from tabletop.games.fugitive.table import art as ts
from tabletop.games.fugitive.table import board_map as table


class TableLayout:
    """Where things go on the Fugitive table, worked out once from the map's zones."""

    def __init__(self, layout: Layout | None = None) -> None:
        self.layout = layout if layout is not None else table.load()
        self.zones: dict[str, pygame.Rect] = {
            name: pygame.Rect(zone.rect) for name, zone in self.layout.zones.items()
        }
        row = self.layout.zone("hideout_row")
        self.row_card = (int(row.prop("card_w", 130)), int(row.prop("card_h", 182)))
        self.row_gap = int(row.prop("gap", 10))
        self.row_padding = int(row.prop("padding", 12))
        self.row_lines = int(row.prop("rows", 2))
        pad = self.layout.zone("notepad")
        #: the notepad's first and last number and how many go in a row
        self.notepad_numbers = (
            int(pad.prop("first", 1)),
            int(pad.prop("last", 41)),
            int(pad.prop("columns", 7)),
        )
        hand = self.layout.zone("hand_fugitive")
        self.hand_card = (int(hand.prop("card_w", 150)), int(hand.prop("card_h", 210)))
        hand_rect = self.zones["hand_fugitive"]
        #: the hand fan takes the zone but for the other hand's stack at its right end
        self.hand_rect = pygame.Rect(hand_rect.left, hand_rect.top, hand_rect.width - 190, hand_rect.height)
        self.other_hand_rect = pygame.Rect(
            hand_rect.right - 170, hand_rect.top + 14, 150, hand_rect.height - 14
        )
        deck_size = self.layout.zone("deck_1")
        self.pile_card = (int(deck_size.prop("card_w", 130)), int(deck_size.prop("card_h", 182)))
        events = self.layout.zone("event_area")
        #: the card the event panel shows (small, so its words have room)
        self.event_card = (int(events.prop("card_w", 104)), int(events.prop("card_h", 146)))

    def piles(self) -> list[PileSprite]:
        """The three draw piles in deck order, empty until the view fills them."""
        return [
            PileSprite(self.zones[name].center, ts.deck_back(i + 1), 0, "", self.pile_card)
            for i, name in enumerate(table.DECK_ZONES)
        ]

    def row_geometry(self, count: int) -> ts.RowGeometry:
        """The row's cells for ``count`` places (the hideouts plus the next slot or the pending card)."""
        return ts.row_geometry(
            count,
            self.zones["hideout_row"],
            card_size=self.row_card,
            gap=self.row_gap,
            padding=self.row_padding,
            max_lines=self.row_lines,
        )

    @staticmethod
    def slot_rect(geometry: ts.RowGeometry, next_index: int) -> pygame.Rect:
        """The next hideout's place (the pending card's, while one is being placed): a drop target."""
        if not geometry.cells:
            return pygame.Rect(0, 0, 0, 0)
        index = min(next_index, len(geometry.cells) - 1)
        return geometry.cells[index].inflate(10, 10)

    def other_hand_card(self) -> pygame.Rect:
        """The top card of the other seat's hand, drawn as a counted stack of backs."""
        rect = pygame.Rect(0, 0, *self.pile_card)
        rect.center = self.other_hand_rect.center
        return rect

    def offer_rect(self) -> pygame.Rect:
        """The manhunt offer's panel, over the middle of the row."""
        row = self.zones["hideout_row"]
        rect = pygame.Rect(0, 0, min(900, row.width - 80), 380)
        rect.center = row.center
        return rect

    def popup_rect(self) -> pygame.Rect:
        """Where a drawn event card is shown big, over the middle of the row."""
        row = self.zones["hideout_row"]
        rect = pygame.Rect(0, 0, min(900, row.width - 60), 420)
        rect.center = row.center
        return rect
