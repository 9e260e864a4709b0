"""The calm scavenge and the gear-up step on the Just Run table (Scavenge Phase, the calm method).

The draft: the hand in front of the viewer is laid out face up; a click selects a card (its
details show) and Take picks it, so a stray click never takes a card.  Each hand is private: the
table shows only the viewer's (the scene drops the privacy curtain between players, as every
hidden-information table does), and the other players' hands as counts, with whether each has
picked from the hand in front of them yet.  The viewer's gear so far waits in the strip below.

Gear-up: the viewer's cards in the inventory strip (drop one on another to combine; click a card,
then its "Discard the Crowbar" button, to discard what does not fit), the space used against the
limit, and Ready, which asks first and is offered only when the gear fits.

Everything offered comes from the legal commands given to :meth:`DraftPanel.set_view`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import _, ngettext
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.confirm import Confirmation
from tabletop.engine.intents import Click, Hover, Intent
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.just_run.rules.commands import EndTurn, Pick
from tabletop.games.just_run.rules.view import CardView, JustRunView
from tabletop.games.just_run.table.inventory import STRIP_RECT, InventoryStrip, fit_cards
from tabletop.games.just_run.table.item_cards import (
    CARD_SIZE,
    CardLook,
    card_image,
    detail_image,
    draw_card,
    item_name,
)
from tabletop.games.just_run.table.table_view import before_first_view

HAND_TOP = 250
#: the hand spans the table; a card's large detail shows on the side away from it
HAND_AREA = pygame.Rect(60, HAND_TOP, 1800, CARD_SIZE[1])
GAP = 16
#: a hovered card's detail hangs below the heading, on the side away from the card
DETAIL_TOP = 212
#: how far the chosen card rises above the hand
LIFT = 24


@dataclass
class _HandCard:
    card: CardView
    look: CardLook
    rect: pygame.Rect

    @property
    def id(self) -> int:
        return int(self.card["card"])


class DraftPanel:
    """The calm draft's hand and the gear-up step, for one viewer."""

    def __init__(self, names: Sequence[str] = ()) -> None:
        self.names = list(names)
        self.colours: list[int] = []  # each seat's own colour (Seat.colour), set by the table
        self.on_phones = False  # the hands are on their players' phones (set by the table)
        self.strip = InventoryStrip(STRIP_RECT, names)
        self.phase = ""
        self.seat: int | None = None
        self.view: JustRunView = before_first_view()
        self.legal: list[Command] = []
        self.hand: list[_HandCard] = []
        self.selected: int | None = None
        self.hovered: _HandCard | None = None
        self.confirmation = Confirmation()
        self.take_button = Button(pygame.Rect(0, 0, 420, 72), "", self._take, ButtonStyle.PRIMARY)
        self.ready_button = Button(
            pygame.Rect(1480, 640, 380, 80), lambda: _("Ready"), self._ready, ButtonStyle.PRIMARY
        )
        self._result: Command | None = None

    # -- reading the view -------------------------------------------------------------------------

    def set_view(self, view: JustRunView, seat: int | None, legal: Sequence[Command]) -> None:
        self.view = view
        self.phase = str(view["phase"])
        if seat != self.seat:
            self.hovered = None  # the last player's hovered card must not show on the next one's hand
        self.seat = seat
        self.legal = list(legal)
        if not self.names:
            self.names = [_("Player {number}").format(number=n + 1) for n in range(view["players"])]
            self.strip.names = self.names
        if seat is not None:
            self.strip.set_view(view, seat, legal)
        cards = list(view.get("hand", [])) if self.phase == "draft" else []
        n = len(cards)
        size, step = fit_cards(n, HAND_AREA.width, GAP)  # narrower when many, borders all showing
        left = HAND_AREA.centerx - (step * (n - 1) + size[0]) // 2
        self.hand = [
            _HandCard(card, CardLook.of(card), pygame.Rect(left + i * step, HAND_TOP, *size))
            for i, card in enumerate(cards)
        ]
        if self.selected not in {c.id for c in self.hand} or self.pick_for(self.selected) is None:
            self.selected = None
        self._place_take()
        self.ready_button.visible = self.phase == "gear_up" and seat is not None
        self.ready_button.enabled = self.ready_command() is not None

    def pick_for(self, card: int | None) -> Pick | None:
        return next((c for c in self.legal if isinstance(c, Pick) and c.card == card), None)

    def ready_command(self) -> EndTurn | None:
        return next((c for c in self.legal if isinstance(c, EndTurn)), None)

    def card(self, card_id: int) -> _HandCard | None:
        return next((c for c in self.hand if c.id == card_id), None)

    def _place_take(self) -> None:
        chosen = self.card(self.selected) if self.selected is not None else None
        self.take_button.visible = chosen is not None
        if chosen is not None:
            name = item_name(chosen.look.name)
            self.take_button.label = _("Take the {item}").format(item=name)
            self.take_button.rect.midtop = (HAND_AREA.centerx, HAND_TOP + CARD_SIZE[1] + 36)

    # -- input ------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> Command | None:
        """A ``pick``, or during gear-up a ``combine``, ``discard`` or ``end_turn``; else None."""
        self._result = None
        if self.confirmation.handle(intent):
            return self._take_result()
        if self.phase == "gear_up":
            if self.ready_button.handle(intent):
                return self._take_result()
            result = self.strip.handle(intent)
            return result if isinstance(result, Command) else None
        if self.take_button.handle(intent):
            return self._take_result()
        if isinstance(intent, Hover):
            self.hovered = next((c for c in reversed(self.hand) if c.rect.collidepoint(intent.pos)), None)
        if isinstance(intent, Click) and intent.button == 1:
            over = self._card_at(intent.pos)
            if over is not None and self.pick_for(over.id) is not None:
                if self.selected == over.id:
                    # a second click (or a double-click) on the chosen card takes it, never undoes it
                    self._take()
                    return self._take_result()
                self.selected = over.id
                self._place_take()
        return None

    def _card_at(self, pos: tuple[int, int]) -> _HandCard | None:
        """The card under ``pos``: the chosen card where it is drawn, lifted, first."""
        chosen = self.card(self.selected) if self.selected is not None else None
        if chosen is not None and chosen.rect.move(0, -LIFT).collidepoint(pos):
            return chosen
        return next((c for c in reversed(self.hand) if c.rect.collidepoint(pos)), None)

    def _take(self) -> None:
        command = self.pick_for(self.selected)
        if command is not None:
            self._result = command
            self.selected = None
            self._place_take()

    def _ready(self) -> None:
        command = self.ready_command()
        if command is None:
            return

        def confirm() -> None:
            self._result = command

        self.confirmation.ask(_("Your gear is set: ready to go in?"), confirm)

    def _take_result(self) -> Command | None:
        result, self._result = self._result, None
        return result

    def update(self, dt: float) -> bool:
        busy = self.strip.update(dt) | self.confirmation.update(dt)
        for button in (self.take_button, self.ready_button):
            busy |= button.update(dt)
        return busy

    # -- drawing ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.phase == "draft":
            self._draw_draft(surface)
        elif self.phase == "gear_up":
            self._draw_gear_up(surface)
        else:
            return
        self._draw_others(surface)
        if self.seat is not None:
            self.strip.draw(surface)
        self.confirmation.draw(surface)

    def _draw_draft(self, surface: pygame.Surface) -> None:
        txt.draw_text(
            surface,
            _("The scavenge: pick one card, then the hands pass left"),
            (HAND_AREA.centerx, 110),
            44,
            theme.TEXT,
            "midtop",
            True,
            HAND_AREA.width,
        )
        if self.seat is None and self.on_phones:
            line = _("Each hand is private: its player picks on their own phone.")
        elif self.seat is None:
            line = _("Each hand is private: it shows to its player alone.")
        elif not self.hand:
            line = _("No cards are in front of you: wait for the hands to pass.")
        elif self.pick_for(self.hand[0].id) is None:
            line = _("You have picked: wait for the others to pick from their hands.")
        else:
            line = ngettext(
                "{count} card in front of you: click one, then take it.",
                "{count} cards in front of you: click one, then take it.",
                len(self.hand),
            ).format(count=len(self.hand))
        txt.draw_text(
            surface, line, (HAND_AREA.centerx, 176), 30, theme.TEXT_DIM, "midtop", max_width=HAND_AREA.width
        )
        waiting = self.seat is not None and bool(self.hand) and self.pick_for(self.hand[0].id) is None
        for card in self.hand:
            if card.id == self.selected:
                continue
            if waiting:
                surface.blit(theme.dimmed(card_image(card.look, card.rect.size), 0.5), card.rect)
            else:
                draw_card(surface, card.rect, card.look)
        chosen = self.card(self.selected) if self.selected is not None else None
        if chosen is not None:
            lifted = chosen.rect.move(0, -LIFT)
            theme.blit_shadow(surface, lifted, 14, theme.LIFTED_SHADOW_OFFSET, 14, 120)
            draw_card(surface, lifted, chosen.look)
            theme.blit_glow(surface, lifted, theme.SELECTED, 14, 5)
        self.take_button.draw(surface)
        shown = self.hovered  # the chosen card is lifted; its detail comes back under the pointer
        if shown is not None:
            image = detail_image(shown.look)
            if shown.rect.centerx > HAND_AREA.centerx:
                rect = image.get_rect(topleft=(30, DETAIL_TOP))
            else:
                rect = image.get_rect(topright=(1890, DETAIL_TOP))
            surface.blit(image, rect)

    def _draw_gear_up(self, surface: pygame.Surface) -> None:
        txt.draw_text(
            surface,
            _("Gear up: combine, then discard until your gear fits"),
            (960, 110),
            44,
            theme.TEXT,
            "midtop",
            True,
            1800,
        )
        if self.seat is not None:
            s = self.view["survivors"][self.seat]
            used, limit = int(s["space"]), int(s["capacity"])
            if used > limit:
                line = ngettext(
                    "Your gear takes {used} spaces and you can carry {limit}: free {count} more space.",
                    "Your gear takes {used} spaces and you can carry {limit}: free {count} more spaces.",
                    used - limit,
                ).format(used=used, limit=limit, count=used - limit)
                colour = theme.DANGER_HOVER
            else:
                line = _("Your gear fits: {used} of {limit} spaces.").format(used=used, limit=limit)
                colour = (150, 210, 130)
            txt.draw_text(surface, line, (960, 176), 32, colour, "midtop", max_width=1800)
            hint = _("Drop a card on another to combine them; click a card, then its Discard button.")
            txt.draw_text(surface, hint, (960, 226), 28, theme.TEXT_DIM, "midtop", max_width=1800)
            self.ready_button.draw(surface)

    def _draw_others(self, surface: pygame.Surface) -> None:
        """Every player's state, three to a row: hand sizes and picks in the draft (the passed
        hands as counts), ready or not in gear-up."""
        survivors = self.view.get("survivors", [])
        top = 650 if self.phase == "draft" else 300
        for seat, s in enumerate(survivors):
            chip = pygame.Rect(60 + (seat % 3) * 456, top + (seat // 3) * 52, 440, 44)
            mine = seat == self.seat
            surface.blit(
                theme.rounded(chip.size, (34, 32, 32, 230), 12, 2 if mine else 0, theme.SELECTED), chip
            )
            style = theme.seat_style(self.colours[seat] if seat < len(self.colours) else seat)
            icon = theme.symbol_surface(style.symbol, 30, style.colour, (0, 0, 0))
            surface.blit(icon, icon.get_rect(midleft=(chip.left + 10, chip.centery)))
            name = self.names[seat] if seat < len(self.names) else str(seat + 1)
            if self.phase == "draft":
                count = int(s.get("hand_size", 0))
                cards = ngettext("{count} card", "{count} cards", count).format(count=count)
                state = _("picked") if s.get("picked") else _("choosing")
                line = f"{name} · {cards} · {state}"
            else:
                state = _("ready") if s.get("ready") else _("gearing up")
                line = f"{name} · {state}"
            colour = theme.TEXT if mine else theme.TEXT_DIM
            txt.draw_text(
                surface, line, (chip.left + 48, chip.centery), 26, colour, "midleft", mine, chip.width - 58
            )
