"""The survivors' item cards drawn ahead, at the size their strip will show them: a card's face is
made the first time it is drawn (1-4 ms each), and the move that ended the gear-up showed a
survivor's four new cards in the frame that first showed the board.  Between frames the table
makes each survivor's strip's faces, one survivor a call, so the strip it shows has them made."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.games.just_run.rules.view import JustRunView
from tabletop.games.just_run.table.inventory import InventoryStrip
from tabletop.games.just_run.table.item_cards import card_image


class CardsAhead:
    """Makes the faces a strip of ``rect`` would show for each survivor of a view (a strip of its
    own lays them out, so the sizes are the strip's own)."""

    def __init__(self, rect: pygame.Rect, names: Sequence[str]) -> None:
        self._strip = InventoryStrip(pygame.Rect(rect), names)
        self._view: JustRunView | None = None
        self._left: list[int] = []

    def warm(self, view: JustRunView) -> bool:
        """One survivor's faces (a new view starts over: its cards may have moved); True while
        some survivors are left."""
        if view is not self._view:
            self._view = view
            self._left = [
                seat for seat, survivor in enumerate(view.get("survivors", [])) if survivor.get("items")
            ]
        if not self._left:
            return False
        seat = self._left.pop(0)
        self._strip.set_view(view, seat, [])
        for card in (*self._strip.cards, *self._strip.floor):
            card_image(card.look, card.rect.size)
        return bool(self._left)
