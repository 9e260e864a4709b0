"""Event cards (Hero mode): a drawn event flies off its deck and pops up big beside the lanes,
its effect in words on the card, and stays until clicked, until the next player rolls, or for a
few seconds of reading time.  It covers only the dice tray and the expression panel (empty while
the next player is about to roll), never the Roll button or the hero's side.

The engine's :class:`~tabletop.engine.popup.Popup` keeps the time; its card flies up on the
table's :class:`~tabletop.engine.flight.Flights`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.flight import Flights
from tabletop.engine.popup import Popup
from tabletop.engine.sound import Sound
from tabletop.games.outnumbered.rules.content import EVENTS_BY_ID
from tabletop.games.outnumbered.table import art as art
from tabletop.games.outnumbered.table.villain_sprites import card_flight

POPUP_TIME = 5.0  # reading time, not animation: the speed setting does not shorten it
FLY_TIME = 0.5  # the card's flight from its deck up to the popup


def popup_area(tray_rects: dict[str, pygame.Rect]) -> pygame.Rect:
    """Over the dice tray and the expression panel (idle between turns), so the board stays in
    view while the event's pushes play out and the Roll button stays free."""
    area = tray_rects["dice_tray"].union(tray_rects["expression"])
    return area.inflate(-4, -4)


class EventCards:
    """The big event card: up after its flight, down on a click, a roll or its reading time."""

    def __init__(
        self,
        area: pygame.Rect,
        deck: pygame.Rect,
        flights: Flights,
        *,
        play: Callable[[Sound], None],
        changed: Callable[[], None],
    ) -> None:
        self.deck = pygame.Rect(deck)
        self.flights = flights
        self.play = play
        self.changed = changed  # the table under the card is to be repainted
        self.popup: Popup[str] = Popup(area)
        self._shown = 0  # counts cards put up, so a late landing never reveals a newer one

    @property
    def open(self) -> bool:
        """A card is up (or on its way up)."""
        return self.popup.open

    def show(self, event_id: str) -> None:
        """The event just drawn flies up from its deck; its reading time starts when it lands."""
        if event_id not in EVENTS_BY_ID:
            return
        self.play(Sound.FLIP)
        self._shown += 1
        shown = self._shown
        self.popup.show(event_id, POPUP_TIME, shown=False)

        def land() -> None:
            if shown == self._shown and self.popup.content == event_id:
                self.popup.reveal()
            self.changed()

        self.flights.add(card_flight(art.event_card(event_id), self.deck, self.card_rect(), FLY_TIME, land))

    def close(self) -> bool:
        """Take the card down (a click on it, a roll); True when one was up."""
        if not self.popup.close():
            return False
        self.changed()
        return True

    def update(self, dt: float) -> bool:
        """Run the reading time; True on the frame the card goes by itself (repaint then: the
        loop is idle by now, and without it the card stays painted)."""
        if self.popup.update(dt):
            self.changed()
            return True
        return False

    def wake_in(self) -> float | None:
        return self.popup.wake_in()

    def card_rect(self) -> pygame.Rect:
        """The card on the popup's left (3:2 like the art), leaving the words beside it room for
        the card's effect in readable type."""
        rect = self.popup.rect()
        h = min(rect.height - 32, 220)
        card = pygame.Rect(0, 0, round(h * 1.5), h)
        card.midleft = (rect.left + 20, rect.centery)
        return card

    def draw(self, surface: pygame.Surface) -> None:
        """The card and its words, once the card has arrived."""
        event_id = self.popup.content
        if event_id is None or not self.popup.shown:
            return
        card = EVENTS_BY_ID.get(event_id)
        if card is None:
            return
        rect = self.popup.rect()
        colour = (236, 84, 70) if card.kind.value != "nothing" else (150, 200, 240)
        theme.blit_shadow(surface, rect, 22, (8, 14), 16, 170)
        surface.blit(theme.rounded(rect.size, (16, 18, 28, 255), 22, 4, colour), rect)
        card_rect = self.card_rect()
        theme.blit_shadow(surface, card_rect, 16, (4, 8), 8, 140)
        surface.blit(
            art.card_with_text(art.event_card(event_id), card_rect.size, "event", _(card.text), radius=16),
            card_rect,
        )
        words = pygame.Rect(
            card_rect.right + 24, rect.top + 20, rect.right - card_rect.right - 44, rect.height - 40
        )
        txt.draw_text(
            surface,
            _("Event!"),
            (words.left, words.top - 4),
            40,
            colour,
            "topleft",
            bold=True,
            max_width=words.width,
        )
        txt.draw_text(
            surface, _("Click to close"), (words.right, words.bottom + 8), 24, theme.TEXT_DIM, "bottomright"
        )
        y = words.top + 50
        y += txt.draw_wrapped(
            surface, _(card.name), pygame.Rect(words.left, y, words.width, 2 * 46), 38, theme.TEXT, bold=True
        )
        # the effect in words beside the card (the card's own box is too small to read from afar)
        txt.draw_wrapped(
            surface,
            _(card.text),
            pygame.Rect(words.left, y + 6, words.width, words.bottom - 24 - y - 6),
            28,
            theme.TEXT,
        )
