"""Placing hideouts and sprint cards by hand on the Fugitive table.

The drag controller asks two questions (where may this card go, why not there); the answers live
here, in words a player understands.  Every legal drop carries the rules command it means.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from tabletop.core.i18n import _
from tabletop.engine import theme
from tabletop.engine.cards import CardSprite
from tabletop.engine.drag import DragController, Target
from tabletop.games.fugitive.rules import AddSprint, PlaceHideout
from tabletop.games.fugitive.table import art as ts
from tabletop.games.fugitive.table.hand_cards import HandCards
from tabletop.games.fugitive.table.seat_view import ESCAPE, FUGITIVE, PLACE_PHASES, SeatView


class Placing:
    """The Fugitive's drag-and-drop (or click-then-click) placement: which cards may be picked up,
    where each may go and what that means, and why a refused card was refused.

    It owns the table's :class:`DragController`; :meth:`show` hands it the view and the next
    slot each time the table is rebuilt."""

    def __init__(self, hand: HandCards, bench: pygame.Rect) -> None:
        self.hand = hand
        self.bench = pygame.Rect(bench)  # the panel beside the row: a drop there places too
        self.drag = DragController(self.targets_for, self.reason_for)
        self.seen = SeatView()
        self.slot = pygame.Rect(0, 0, 0, 0)  # the next hideout's place (the pending card's)

    def show(self, seen: SeatView, slot: pygame.Rect) -> None:
        """Forget what was held and offer the hand's cards when the Fugitive may place now."""
        self.seen = seen
        self.slot = pygame.Rect(slot)
        self.drag.clear()
        if not seen.fugitive_acting() or seen.phase not in (*PLACE_PHASES, "placing"):
            return
        for sprite in self.hand.cards:
            card = int(sprite.key)  # type: ignore[call-overload]
            self.drag.register(card, sprite_rect(sprite), card, self.draw_held_card)
        self.warm_glows()

    def draw_held_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        held = self.drag.held
        if held is None:
            return
        surface.blit(ts.hand_face(int(held.payload), rect.size), rect)

    def targets_for(self, piece: Hashable, payload: Any) -> list[Target]:
        card = int(payload)
        seen = self.seen
        phase = seen.phase
        if phase in PLACE_PHASES and card in seen.playable():
            place = PlaceHideout(FUGITIVE, card)
            label = _("Hideout {card}").format(card=card)
            return [
                Target("slot", self.slot, place, label),
                Target("bench", self.bench, place, "", theme.RADIUS),
            ]
        if phase == "placing" and card != ESCAPE and not seen.no_sprint():
            sprint = AddSprint(FUGITIVE, card)
            label = _("Sprint +{value}").format(value=seen.sprint_of(card))
            return [
                Target("slot", self.slot, sprint, label),
                Target("bench", self.bench, sprint, "", theme.RADIUS),
            ]
        return []

    def reason_for(self, piece: Hashable, payload: Any, pos: tuple[int, int]) -> str | None:
        card = int(payload)
        if self.hand.rect.collidepoint(pos):
            return None
        return self.why_not(card)

    def why_not(self, card: int) -> str:
        """Why ``card`` cannot go to the table now, in words a player understands."""
        seen = self.seen
        phase = seen.phase
        if phase == "placing":
            if card == ESCAPE:
                return _("The 42 cannot be used as a sprint card.")
            if seen.no_sprint():
                return _("The Roadblock forbids sprint cards this turn.")
            return _("Drop it on the new hideout to add it as a sprint card.")
        if phase in PLACE_PHASES:
            if card in seen.playable():
                return _("Drop the card on the glowing slot to make it your next hideout.")
            last = seen.last_card()
            if card <= last:
                return _("{card} is not higher than your last hideout ({last}): hideouts only go up.").format(
                    card=card, last=last
                )
            normal = seen.normal_reach()
            if seen.no_sprint():
                return _(
                    "{card} is too far: the Roadblock stops sprinting, so the next hideout can be at "
                    "most {normal}."
                ).format(card=card, normal=normal)
            return _(
                "{card} is too far: the next hideout can be at most {normal} without sprint cards, "
                "{reach} with all of yours."
            ).format(card=card, normal=normal, reach=seen.reach())
        if phase == "fugitive_draw":
            return _("Draw a card first: click one of the three piles.")
        return _("It is not your turn.")

    def warm_glows(self) -> None:
        """Make the glows a drag will need now, while nothing moves, so the drag never waits on a blur."""
        for rect in (self.slot, self.bench):
            theme.glow(rect.size, theme.HIGHLIGHT, theme.CARD_RADIUS, 4)
            theme.glow(rect.size, theme.HOVER_GLOW, theme.CARD_RADIUS, 6)
            theme.glow(rect.size, theme.HIGHLIGHT, theme.RADIUS, 4)
            theme.glow(rect.size, theme.HOVER_GLOW, theme.RADIUS, 6)
        self.hand.warm_pictures()


def sprite_rect(sprite: CardSprite) -> Callable[[], pygame.Rect]:
    """Where a hand card is now, asked each time (cards glide and lift)."""
    return lambda: sprite.rect
