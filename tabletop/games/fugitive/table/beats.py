"""The events of one command as beats on the table's timeline.

Fugitive's events happen together: a placement's card takes off as the guess's stamp comes down
and the found hideouts turn over.  So every event is a beat that holds no time (they all start on
the same frame), except the last, which holds while the command plays out, its log line lit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.contract import Event
from tabletop.core.i18n import _
from tabletop.engine.piles import PileSprite
from tabletop.engine.popup import Popup
from tabletop.engine.sound import Sound
from tabletop.engine.timeline import Beat
from tabletop.games.fugitive.table import art as ts
from tabletop.games.fugitive.table.event_popup import POPUP_TIME, EventCard, event_card
from tabletop.games.fugitive.table.guessing import HIT_COLOUR, MISS_COLOUR, Guessing
from tabletop.games.fugitive.table.hand_cards import HandCards
from tabletop.games.fugitive.table.seat_view import SeatView
from tabletop.games.fugitive.table.table_motion import FLIP_TIME, MOVE_TIME, STAMP_TIME, TableMotion

#: how long each kind of event keeps something moving (before the animation speed setting)
MOTION_TIME = {
    "draw": MOVE_TIME,
    "hideout_started": MOVE_TIME,
    "sprint_added": MOVE_TIME,
    "reveal": FLIP_TIME,
    "guess_hit": STAMP_TIME,
    "guess_miss": STAMP_TIME,
    "pass": STAMP_TIME,
    "manhunt_started": STAMP_TIME,
}
PASS_COLOUR = (200, 200, 210)
MANHUNT_COLOUR = (230, 80, 60)


@dataclass
class Before:
    """Where things were before the command: each hand card's place, and where a dropped card was
    let go (its flight starts there)."""

    hand: dict[int, pygame.Rect]
    drop_from: pygame.Rect | None = None


@dataclass(frozen=True)
class After:
    """What the events act on, as it is after the command: the new view and the row's places."""

    seen: SeatView
    geometry: ts.RowGeometry
    other_hand: pygame.Rect  # the other seat's stack of cards


class EventBeats:
    """Turns a command's events into beats whose starts set the table's pieces moving."""

    def __init__(
        self,
        motion: TableMotion,
        hand: HandCards,
        guessing: Guessing,
        popup: Popup[EventCard],
        piles: Sequence[PileSprite],
        play: Callable[[Sound], None],
    ) -> None:
        self.motion = motion
        self.hand = hand
        self.guessing = guessing
        self.popup = popup
        self.piles = piles
        self.play = play

    def beats(
        self,
        events: Sequence[Event],
        first_log_index: int,
        now: Callable[[], After],
        before: Before,
    ) -> list[Beat]:
        """One beat per event, all starting together; the last holds while things move.

        ``now`` says how the table is when the beats start (the first beat's start rebuilds it)."""
        beats = [
            Beat(start=partial(self._start_on, event, now, before), log_index=first_log_index + i)
            for i, event in enumerate(events)
        ]
        if beats:
            beats[-1].hold = max(MOTION_TIME.get(event.kind, 0.0) for event in events)
        return beats

    def _start_on(self, event: Event, now: Callable[[], After], before: Before) -> None:
        self.start(event, now(), before)

    def start(self, event: Event, after: After, before: Before) -> None:
        """Set off what ``event`` shows on the table."""
        kind = event.kind
        data = event.data
        seen = after.seen
        geometry = after.geometry
        pending = seen.pending()
        if kind == "draw" and "deck" in data and "event" not in data:
            self.play(Sound.CARD)
            deck = int(data["deck"])
            seat = data.get("seat", event.seat)
            start = self.piles[deck - 1].top_rect
            if seat == seen.viewer:
                for card in seen.my_hand():
                    if card not in before.hand:
                        self.hand.draw_in(card, start)
            else:
                self.motion.fly(ts.deck_back(deck), start, after.other_hand)
        elif kind == "hideout_started":
            self.play(Sound.CARD)
            index = int(data.get("position", seen.next_index))
            placed = pending["card"] if pending is not None else None
            if index >= len(geometry.cells):
                return
            goal = geometry.cells[index]
            if placed is not None:
                start = before.drop_from or before.hand.get(int(placed)) or self.hand.rect
                self.motion.fly(ts.card_face(int(placed)), start, goal, place=index)
            else:
                self.motion.fly(ts.hideout_back(), after.other_hand, goal, place=index)
        elif kind == "sprint_added":
            self.play(Sound.CARD)
            index = int(data.get("position", seen.next_index))
            if index >= len(geometry.cells):
                return
            count = pending["sprints"] if pending is not None else 1
            under = pending["sprint_cards"] if pending is not None else None
            cards = under or []
            target = ts.sprint_target(geometry, index, under, count)
            art = ts.card_face(int(cards[-1])) if cards else ts.hideout_back()
            start = (
                before.drop_from or (before.hand.get(int(cards[-1])) if cards else None) or after.other_hand
            )
            self.motion.fly_sprint(art, start, target)
        elif kind == "hideout_placed":
            self.play(Sound.CARD)
        elif kind == "reveal":
            self.play(Sound.FLIP)
            for position, card in zip(data.get("positions", []), data.get("cards", []), strict=False):
                if position < len(geometry.cells):
                    self.motion.turn_over(int(position), geometry.cells[position], ts.card_face(int(card)))
        elif kind in ("guess_hit", "guess_miss"):
            hit = kind == "guess_hit"
            self.guessing.flash([int(n) for n in data.get("numbers", [])], hit)
            self.motion.show_stamp(
                _("Found!") if hit else _("Nothing found"), HIT_COLOUR if hit else MISS_COLOUR
            )
        elif kind == "pass":
            self.motion.show_stamp(_("Pass"), PASS_COLOUR)
        elif kind == "event_drawn" and data.get("event"):
            shown = event_card(str(data["event"]))
            if shown is not None:
                self.play(Sound.FLIP)
                self.popup.show(shown, POPUP_TIME)
        elif kind == "event_drawn" and data.get("placeholder"):
            self.play(Sound.FLIP)
        elif kind == "event_resolved":
            content = self.popup.content
            if content is not None and data.get("event") == content.event_id:
                content.result = event.text_for(seen.viewer)
        elif kind == "manhunt_started":
            self.motion.show_stamp(_("Manhunt!"), MANHUNT_COLOUR)
