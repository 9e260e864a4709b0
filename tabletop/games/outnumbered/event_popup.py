"""Event cards (Hero mode): a drawn event flies off its deck and pops up big beside the lanes,
its effect in words on the card, and stays until clicked, until the next player rolls, or for a
few seconds of reading time.  It covers only the dice tray and the expression panel (empty while
the next player is about to roll), never the Roll button or the hero's side.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.games.outnumbered import table_art as art
from tabletop.games.outnumbered.rules.content import EVENTS_BY_ID
from tabletop.games.outnumbered.villain_sprites import Flight

POPUP_TIME = 5.0  # reading time, not animation: the speed setting does not shorten it
KIND_WORDS = {
    "nothing": "",
    "add": "⚠",
    "advance_lanes": "▼",
    "advance_back": "▼▼",
}


@dataclass
class Popup:
    event_id: str
    left: float
    shown: bool = False  # False while the card is still flying up from the deck


class EventPopup:
    """The big event card and the last event under the event deck."""

    def _show_event(self, event_id: str) -> None:
        if event_id not in EVENTS_BY_ID:
            return
        self._play_flip()
        popup = Popup(event_id, POPUP_TIME)
        self.popup = popup
        card = self.popup_card_rect()
        start = pygame.Rect(self.zones["event_deck"])

        def land() -> None:
            popup.shown = True
            self._base_dirty = True

        self.flights.append(Flight(art.event_card(event_id), start, card, 0.5, land))

    def _play_flip(self) -> None:
        from tabletop.engine.sound import Sound

        if self.app is not None:
            self.app.play(Sound.FLIP)

    def popup_rect(self) -> pygame.Rect:
        """Over the dice tray and the expression panel (idle between turns), so the board stays in
        view while the event's pushes play out and the Roll button stays free."""
        area = self.tray_rects["dice_tray"].union(self.tray_rects["expression"])
        return area.inflate(-4, -4)

    def popup_card_rect(self) -> pygame.Rect:
        """The card on the popup's left, as large as the popup's height allows (3:2 like the art)."""
        rect = self.popup_rect()
        h = rect.height - 32
        card = pygame.Rect(0, 0, round(h * 1.5), h)
        card.midleft = (rect.left + 20, rect.centery)
        return card

    def _update_popup(self, dt: float) -> None:
        if self.popup is None:
            return
        if self.popup.shown:
            self.popup.left -= dt
            if self.popup.left <= 0:
                self.popup = None
                self._base_dirty = True
                self.dirty = True  # the loop is idle by now: without this the card stays painted

    def _draw_popup(self, surface: pygame.Surface) -> None:
        popup = self.popup
        if popup is None or not popup.shown:
            return
        card = EVENTS_BY_ID.get(popup.event_id)
        if card is None:
            return
        rect = self.popup_rect()
        colour = (236, 84, 70) if card.kind.value != "nothing" else (150, 200, 240)
        theme.blit_shadow(surface, rect, 22, (8, 14), 16, 170)
        surface.blit(theme.rounded(rect.size, (16, 18, 28, 255), 22, 4, colour), rect)
        card_rect = self.popup_card_rect()
        theme.blit_shadow(surface, card_rect, 16, (4, 8), 8, 140)
        surface.blit(
            art.card_with_text(
                art.event_card(popup.event_id), card_rect.size, "event", _(card.text), radius=16
            ),
            card_rect,
        )
        words = pygame.Rect(
            card_rect.right + 24, rect.top + 20, rect.right - card_rect.right - 44, rect.height - 40
        )
        txt.draw_text(
            surface,
            _("Event!"),
            (words.centerx, words.top + 6),
            40,
            colour,
            "midtop",
            bold=True,
            max_width=words.width,
        )
        txt.draw_wrapped(
            surface,
            _(card.name),
            pygame.Rect(words.left, words.top + 70, words.width, 110),
            38,
            theme.TEXT,
            bold=True,
            align="center",
        )
        txt.draw_text(
            surface, _("Click to close"), (words.centerx, words.bottom), 18, theme.TEXT_DIM, "midbottom"
        )

    def _draw_event_piles(self, surface: pygame.Surface) -> None:
        """The event deck and discard (Hero mode), the last event face up on the discard."""
        decks = self.view.get("decks", {})
        self._draw_pile(
            surface, self.zones["event_deck"], art.event_back(), int(decks.get("events", 0)), _("Events")
        )
        last = self.view.get("last_event")
        discard = self.zones["event_discard"]
        count = int(decks.get("event_discard", 0))
        top = art.event_card(str(last)) if last else None
        self._draw_pile(surface, discard, art.event_back(), count, _("Last event"), top=top)
