"""The decks and discards around the lanes: villains to come and beaten, bonus powers to draw and
used, Hero mode's event deck with the last event face up, and what Training shows in their
places (how many villains got through, the best count so far).  All of it is in the still layer.
"""

from __future__ import annotations

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.games.outnumbered.rules.view import OutnumberedView
from tabletop.games.outnumbered.table import art as art

LABEL_SIZE = txt.READABLE


class Decks:
    """Paints the piles in their zones of the map."""

    def __init__(self, zones: dict[str, pygame.Rect]) -> None:
        self.zones = zones

    def draw(self, surface: pygame.Surface, view: OutnumberedView, escaped: int, best: int | None) -> None:
        """Every deck and discard for ``view``; Training shows ``escaped`` and the ``best`` so far."""
        decks = view.get("decks", {})
        self._draw_pile(
            surface,
            self.zones["villain_deck"],
            art.villain_back(),
            int(decks.get("villains", 0)),
            _("Villains"),
        )
        self._draw_pile(
            surface,
            self.zones["villain_discard"],
            art.villain_back(),
            int(decks.get("villain_discard", 0)),
            _("Beaten"),
        )
        bonus_zone = self.zones["bonus_deck"]
        used_zone = self.zones.get("bonus_discard")
        if view.get("mode") != "training":
            self._draw_pile(
                surface, bonus_zone, art.bonus_back(), int(decks.get("bonus", 0)), _("Bonus powers")
            )
            if used_zone is not None:
                self._draw_pile(
                    surface, used_zone, art.bonus_back(), int(decks.get("bonus_discard", 0)), _("Powers used")
                )
        else:
            self._draw_training_counts(
                surface, escaped, bonus_zone.union(used_zone) if used_zone is not None else bonus_zone
            )
        both = self.zones["event_deck"].union(self.zones["event_discard"])
        if view.get("mode") == "hero":
            self._draw_event_piles(surface, view)
        elif view.get("mode") == "training":
            self._draw_training_best(surface, both, best)
        else:
            self._draw_unused_slot(surface, both, _("Event cards come out in Hero mode"))

    def _draw_pile(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        back: pygame.Surface,
        count: int,
        label: str,
        top: pygame.Surface | None = None,
    ) -> None:
        """A deck or discard in its slot: its name along the top (two lines when it needs them),
        the stack, and its count."""
        under = self._draw_label(surface, rect, label)
        area = pygame.Rect(rect.left + 6, under + 2, rect.width - 12, rect.bottom - 6 - under - 2)
        art_w, art_h = (top or back).get_size()
        scale = min(area.width / art_w, area.height / art_h)
        size = (max(1, round(art_w * scale)), max(1, round(art_h * scale)))
        card = pygame.Rect(0, 0, *size)
        card.midleft = (area.left + 4, area.centery)
        if count <= 0:  # an empty outline: the 0 beside it says it in numbers
            surface.blit(theme.rounded(card.size, (255, 255, 255, 14), 8, 2, (255, 255, 255, 50)), card)
        else:
            layers = min(3, 1 + (count - 1) // 5)
            for i in range(layers):
                layer = card.move(-2 * (layers - 1 - i), -2 * (layers - 1 - i))
                image = top if (top is not None and i == layers - 1) else back
                art.blit_card(surface, image, layer, shadow=i == 0, radius=8)
        art.pill(
            surface,
            str(count),
            (min(rect.right - 28, card.right + 32), area.centery),
            txt.READABLE,
            theme.BADGE,
            theme.BADGE_TEXT,
            (20, 20, 20),
        )

    def _draw_label(self, surface: pygame.Surface, rect: pygame.Rect, label: str) -> int:
        """A pile's name in readable type, on one line or wrapped onto two; returns where the
        stack under it may start."""
        width = rect.width - 14
        step = txt.line_height(LABEL_SIZE, bold=True) - 4
        y = rect.top + 4
        for line in txt.wrap(label, LABEL_SIZE, width, bold=True, condensed=True):
            art.draw_label(surface, line, (rect.left + 7, y + step // 2), LABEL_SIZE, theme.TEXT, width)
            y += step
        return y

    def _draw_unused_slot(self, surface: pygame.Surface, rect: pygame.Rect, words: str) -> None:
        txt.draw_wrapped(
            surface, words, rect.inflate(-20, -16), LABEL_SIZE, theme.DISABLED_TEXT, align="center"
        )

    def _draw_event_piles(self, surface: pygame.Surface, view: OutnumberedView) -> None:
        """The event deck and discard (Hero mode), the last event face up on the discard."""
        decks = view.get("decks", {})
        self._draw_pile(
            surface, self.zones["event_deck"], art.event_back(), int(decks.get("events", 0)), _("Events")
        )
        last = view.get("last_event")
        discard = self.zones["event_discard"]
        count = int(decks.get("event_discard", 0))
        top = art.event_card(str(last)) if last else None
        self._draw_pile(surface, discard, art.event_back(), count, _("Last event"), top=top)

    def _draw_training_counts(self, surface: pygame.Surface, escaped: int, rect: pygame.Rect) -> None:
        """Training: how many villains got through so far (fewer is better)."""
        count = int(escaped)
        surface.blit(theme.rounded(rect.size, (40, 22, 16, 160), 10, 2, (255, 170, 90, 120)), rect)
        txt.draw_text(
            surface, _("Got through"), (rect.left + 16, rect.centery), 24, theme.TEXT, "midleft", bold=True
        )
        txt.draw_text(
            surface,
            str(count),
            (rect.right - 30, rect.centery),
            56,
            (255, 190, 110),
            "midright",
            bold=True,
            shadow=True,
        )

    def _draw_training_best(self, surface: pygame.Surface, rect: pygame.Rect, best: int | None) -> None:
        words = (
            _("Best so far: {count}").format(count=best)
            if best is not None
            else _("First Training game: set a best!")
        )
        txt.draw_wrapped(
            surface, words, rect.inflate(-20, -30), LABEL_SIZE, theme.TEXT_DIM, bold=True, align="center"
        )
