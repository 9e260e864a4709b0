"""Placing hideouts and sprint cards by hand on the Fugitive table.

The drag controller asks two questions (where may this card go, why not there); the answers live
here, in words a player understands.  Every legal drop carries the rules command it means.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from tabletop.core.i18n import _
from tabletop.engine import theme
from tabletop.engine.drag import Target
from tabletop.games.fugitive import table_sprites as ts
from tabletop.games.fugitive.view_queries import ESCAPE, FUGITIVE, NORMAL_RANGE, PLACE_PHASES


class Placing:
    """The Fugitive's drag-and-drop (or click-then-click) placement: which cards may be picked up,
    where each may go and what that means, and why a refused card was refused."""

    def _rebuild_drag(self) -> None:
        self.drag.clear()
        if not self.fugitive_acting() or self.phase not in (*PLACE_PHASES, "placing"):
            return
        for sprite in self.hand.cards:
            card = int(sprite.key)  # type: ignore[arg-type]
            self.drag.register(card, (lambda s=sprite: s.rect), card, self._draw_held_card)
        self._warm_drag_glows()

    def _draw_held_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        held = self.drag.held
        if held is None:
            return
        surface.blit(ts.card_image(ts.card_face(int(held.payload)), rect.size), rect)

    def _targets_for(self, piece: Hashable, payload: Any) -> list[Target]:
        card = int(payload)
        phase = self.phase
        bench = self.zones["pending"]
        if phase in PLACE_PHASES and card in self.view.get("playable", []):
            command = self.rules.PlaceHideout(FUGITIVE, card)
            label = _("Hideout {card}").format(card=card)
            return [
                Target("slot", self.slot_rect(), command, label),
                Target("bench", bench, command, "", theme.RADIUS),
            ]
        if phase == "placing" and card != ESCAPE and not self.no_sprint():
            command = self.rules.AddSprint(FUGITIVE, card)
            label = _("Sprint +{value}").format(value=self.sprint_of(card))
            return [
                Target("slot", self.slot_rect(), command, label),
                Target("bench", bench, command, "", theme.RADIUS),
            ]
        return []

    def _reason_for(self, piece: Hashable, payload: Any, pos: tuple[int, int]) -> str | None:
        card = int(payload)
        if self.hand.rect.collidepoint(pos):
            return None
        return self.why_not(card)

    def why_not(self, card: int) -> str:
        """Why ``card`` cannot go to the table now, in words a player understands."""
        phase = self.phase
        if phase == "placing":
            if card == ESCAPE:
                return _("The 42 cannot be used as a sprint card.")
            if self.no_sprint():
                return _("The Roadblock forbids sprint cards this turn.")
            return _("Drop it on the new hideout to add it as a sprint card.")
        if phase in PLACE_PHASES:
            if card in self.view.get("playable", []):
                return _("Drop the card on the glowing slot to make it your next hideout.")
            last = self.last_card()
            if card <= last:
                return _("{card} is not higher than your last hideout ({last}): hideouts only go up.").format(
                    card=card, last=last
                )
            normal = last + NORMAL_RANGE + self.range_bonus()
            if self.no_sprint():
                return _(
                    "{card} is too far: the Roadblock stops sprinting, so the next hideout can be at "
                    "most {normal}."
                ).format(card=card, normal=normal)
            power = sum(self.sprint_of(c) for c in self.my_hand() if c not in (card, ESCAPE))
            return _(
                "{card} is too far: the next hideout can be at most {normal} without sprint cards, "
                "{reach} with all of yours."
            ).format(card=card, normal=normal, reach=normal + power)
        if phase == "fugitive_draw":
            return _("Draw a card first: click one of the three piles.")
        return _("It is not your turn.")
