"""Two panels over the board that answer one question each: the supplies (take one card) and an
exchange offered to the viewer (Accept or Decline).

Small components apart from the scene, each owning its state (where the supplies' cards lie; the
offer's two buttons); the scene asks them for the command a click means and submits it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import _
from tabletop.engine.intents import Click, Intent
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.just_run.rules.commands import AnswerTrade
from tabletop.games.just_run.rules.view import CardView, JustRunView
from tabletop.games.just_run.table import gestures
from tabletop.games.just_run.table import table_panels as panels
from tabletop.games.just_run.table.item_cards import CardLook, card_image

Place = tuple[CardView, pygame.Rect]


def supply_places(cards: Sequence[CardView], area: pygame.Rect, size: tuple[int, int]) -> list[Place]:
    """The supplies face up over the board, in rows of up to six whole cards of ``size``."""
    width, height = size
    places: list[Place] = []
    per_row = max(1, min(len(cards), (area.w - 40) // (width + 16)))
    rows = [cards[i : i + per_row] for i in range(0, len(cards), per_row)]
    top = area.top + 70
    for row in rows:
        left = area.centerx - (len(row) * (width + 16) - 16) // 2
        for i, card in enumerate(row):
            places.append((card, pygame.Rect(left + i * (width + 16), top, width, height)))
        top += height + 16
    return places


class SuppliesPanel:
    """The supplies over the board in the supplies phase: where each card lies, which one a
    click takes."""

    def __init__(self) -> None:
        #: each supplies card and where it lies (empty outside the supplies phase)
        self.places: list[Place] = []

    def place(self, view: JustRunView, area: pygame.Rect) -> None:
        """Lay out the view's supplies in ``area`` (none outside the supplies phase)."""
        cards = list(view.get("supplies", [])) if view.get("phase") == "supplies" else []
        self.places = []
        if cards:
            size = card_image(CardLook.of(cards[0])).get_size()
            self.places = supply_places(cards, area, size)

    def handle(self, intent: Intent, legal: Sequence[Command]) -> tuple[bool, Command | None]:
        """A click on a card: (whether the click was on a card, the legal choice of it if any)."""
        if not isinstance(intent, Click):
            return False, None
        for card, rect in reversed(self.places):
            if rect.collidepoint(intent.pos):
                return True, gestures.supply_command(legal, card)
        return False, None

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        panels.draw_supplies(surface, area, self.places)


class OfferPanel:
    """An exchange offered to the viewer: who offers what for what, and Accept and Decline."""

    def __init__(self, answer: Callable[[bool], None]) -> None:
        self.rect = pygame.Rect(300, 300, 900, 260)
        rect = self.rect
        self.accept_button = Button(
            pygame.Rect(rect.left + 40, rect.bottom - 90, 360, 64),
            lambda: _("Accept"),
            lambda: answer(True),
            ButtonStyle.PRIMARY,
        )
        self.decline_button = Button(
            pygame.Rect(rect.right - 400, rect.bottom - 90, 360, 64),
            lambda: _("Decline"),
            lambda: answer(False),
        )

    @property
    def buttons(self) -> list[Button]:
        return [self.accept_button, self.decline_button]

    @property
    def visible(self) -> bool:
        return self.accept_button.visible

    def show(self, legal: Sequence[Command]) -> None:
        """Shown while the viewer has an offer to answer."""
        offered = any(isinstance(c, AnswerTrade) for c in legal)
        self.accept_button.visible = self.decline_button.visible = offered

    def draw(self, surface: pygame.Surface, view: JustRunView, names: Sequence[str]) -> None:
        offer = view.get("offer")
        if offer is None:
            return
        seat = offer["seat"]
        who = names[seat] if seat < len(names) else ""
        give = gestures.item_name(view, offer["item"])
        back = gestures.item_name(view, offer["back"])
        panels.draw_offer(surface, self.rect, who, give, back)
        self.accept_button.draw(surface)
        self.decline_button.draw(surface)
