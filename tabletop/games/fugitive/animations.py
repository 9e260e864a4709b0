"""The Fugitive table's motion: after a command the scene rebuilds for the new view at once, and
the events say which cards should be seen travelling there (a draw, a placement, a sprint card,
a reveal) or which word to stamp over the row.  Skipping lands everything where it belongs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.core.contract import Command, Event
from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme, tween
from tabletop.engine.cards import CardSprite
from tabletop.engine.sound import Sound
from tabletop.games.fugitive import table_sprites as ts

MOVE_TIME = 0.32  # a card travelling (draw, placement), before the animation speed setting
FLIP_TIME = 0.36
STAMP_TIME = 1.2
FLASH_TIME = 1.6


@dataclass
class Flight:
    """A card moving across the table; ``on_land`` runs when it arrives (or is skipped)."""

    sprite: CardSprite
    on_land: Callable[[], None] | None = None


@dataclass
class Stamp:
    """A big word over the row for a moment: "Nothing found", "Found!", "Pass"."""

    text: str
    colour: tuple[int, int, int]
    timer: tween.Tween


class Animations:
    """Cards travelling, flipping and stamped words, started from the events a command produced."""

    def animate(self, command: Command, events: list[Event]) -> None:
        """Rebuild for the new view, then send cards on their way from where they were."""
        old = self.shown_view
        old_hand_rects = {card: pygame.Rect(s.rect) for card, s in self.hand_sprites.items()}
        drop_from = self.drop_from
        self.drop_from = None
        self.drag.clear()
        self._rebuild(animate_from=old)
        self.shown_view = self.view
        for event in events:
            self._animate_event(event, old, old_hand_rects, drop_from)
        self._base_dirty = True

    def _animate_event(
        self,
        event: Event,
        old: dict[str, Any],
        old_hand: dict[int, pygame.Rect],
        drop_from: pygame.Rect | None,
    ) -> None:
        assert self.app is not None
        kind = event.kind
        data = event.data
        if kind == "draw" and "deck" in data and "event" not in data:
            self.app.play(Sound.CARD)
            deck = int(data["deck"])
            seat = data.get("seat", event.seat)
            start = self.piles[deck - 1].top_rect
            if seat == self.viewer:
                new_cards = [c for c in self.my_hand() if c not in old_hand]
                for card in new_cards:
                    sprite = self.hand_sprites.get(card)
                    if sprite is not None:
                        goal = sprite.motion.target
                        sprite.pos = start.center
                        sprite.move_to(goal, MOVE_TIME)
                        sprite.face_up = False
                        sprite.flip(FLIP_TIME * 0.8)
            else:
                self._fly(ts.deck_back(deck), start, self.other_hand_rect_card(), face_up=True)
        elif kind == "hideout_started":
            self.app.play(Sound.CARD)
            index = int(data.get("position", self.next_index))
            card = (self.view.get("pending") or {}).get("card")
            if index >= len(self.geometry.cells):
                return
            goal = self.geometry.cells[index]
            if card is not None:
                start = drop_from or old_hand.get(int(card)) or self.hand.rect
                self._fly(ts.card_face(int(card)), start, goal, place=index)
            else:
                self._fly(ts.hideout_back(), self.other_hand_rect_card(), goal, place=index)
        elif kind == "sprint_added":
            self.app.play(Sound.CARD)
            index = int(data.get("position", self.next_index))
            if index >= len(self.geometry.cells):
                return
            strip = self.geometry.strip_rect(index)
            count = int((self.view.get("pending") or {}).get("sprints", 1))
            target = ts.sprint_positions(strip, count, ts.mini_size(self.geometry.card_size))[-1]
            cards = (self.view.get("pending") or {}).get("sprint_cards") or []
            art = ts.card_face(int(cards[-1])) if cards else ts.hideout_back()
            start = (
                drop_from or (old_hand.get(int(cards[-1])) if cards else None) or self.other_hand_rect_card()
            )
            self.held_sprints += 1
            self._fly(art, start, target, on_land=self._land_sprint)
        elif kind == "hideout_placed":
            self.app.play(Sound.CARD)
        elif kind == "reveal":
            self.app.play(Sound.FLIP)
            for position, card in zip(data.get("positions", []), data.get("cards", []), strict=False):
                if position < len(self.geometry.cells):
                    self._flip_place(int(position), int(card))
        elif kind in ("guess_hit", "guess_miss"):
            hit = kind == "guess_hit"
            numbers = [int(n) for n in data.get("numbers", [])]
            colour = (46, 160, 84) if hit else (210, 50, 40)
            self.notepad.flash = {n: colour for n in numbers}
            self.flash_left = FLASH_TIME
            self._stamp(_("Found!") if hit else _("Nothing found"), colour)
        elif kind == "pass":
            self._stamp(_("Pass"), (200, 200, 210))
        elif kind == "event_drawn" and data.get("event"):
            self._show_event(str(data["event"]))
        elif kind == "event_drawn" and data.get("placeholder"):
            self.app.play(Sound.FLIP)
        elif kind == "event_resolved" and self.popup is not None and data.get("event") == self.popup.event_id:
            self.popup.result = event.text_for(self.viewer)
        elif kind == "manhunt_started":
            self._stamp(_("Manhunt!"), (230, 80, 60))

    def _fly(
        self,
        art: pygame.Surface,
        start: pygame.Rect,
        goal: pygame.Rect,
        place: int | None = None,
        face_up: bool = True,
        on_land: Callable[[], None] | None = None,
    ) -> None:
        sprite = CardSprite(art, ts.hideout_back(), start.center, goal.size, face_up=face_up)
        sprite.move_to(goal.center, MOVE_TIME, tween.Ease.OUT_CUBIC)
        if place is not None:
            self.hidden_places.add(place)

        def land() -> None:
            if place is not None:
                self.hidden_places.discard(place)
            if on_land is not None:
                on_land()
            self._base_dirty = True

        self.flights.append(Flight(sprite, land))
        if not sprite.busy:
            self._finish_flights()
        self._base_dirty = True

    def _land_sprint(self) -> None:
        self.held_sprints = max(0, self.held_sprints - 1)

    def _flip_place(self, position: int, card: int) -> None:
        cell = self.geometry.cells[position]
        sprite = CardSprite(ts.card_face(card), ts.hideout_back(), cell.center, cell.size, face_up=False)
        sprite.flip(FLIP_TIME)
        if not sprite.busy:
            return
        self.flips[position] = sprite
        self.hidden_places.add(position)
        self._base_dirty = True

    def _stamp(self, text: str, colour: tuple[int, int, int]) -> None:
        timer = tween.Tween(0.0, 1.0, STAMP_TIME, tween.Ease.LINEAR)
        self.stamp = None if timer.done else Stamp(text, colour, timer)

    def animating(self) -> bool:
        return bool(self.flights or self.flips or self.stamp is not None) or any(
            s.busy for s in self.hand.cards
        )

    def skip_animations(self) -> None:
        self._finish_flights()
        for position in list(self.flips):
            self.flips[position].skip()
        self.flips.clear()
        self.hidden_places.clear()
        self.held_sprints = 0
        self.stamp = None
        self.hand.skip()
        self.drag.skip()
        self._base_dirty = True
        self.dirty = True

    def _finish_flights(self) -> None:
        flights, self.flights = self.flights, []
        for flight in flights:
            flight.sprite.skip()
            if flight.on_land is not None:
                flight.on_land()

    def _draw_stamp(self, surface: pygame.Surface, stamp: Stamp) -> None:
        row = self.zones["hideout_row"]
        image = txt.render(stamp.text, 84, stamp.colour, bold=True, shadow=True)
        rect = image.get_rect(center=row.center)
        back = theme.rounded((rect.width + 80, rect.height + 30), (10, 12, 18, 200), 24, 4, stamp.colour)
        surface.blit(back, back.get_rect(center=rect.center))
        surface.blit(image, rect)
