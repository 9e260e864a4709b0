"""Cards seen travelling and turning over on the Fugitive table, and words stamped over the row.

After a command the table is rebuilt for the new view at once; the events then send cards on
their way from where they were (a placement, a sprint card, the other seat's draw) or turn found
hideouts over, while their place in the still picture stays empty until they arrive.  Skipping
lands everything where it belongs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme, tween
from tabletop.engine.cards import FLIP_STEPS
from tabletop.engine.flight import Flight, Flights
from tabletop.games.fugitive.table import art as ts

MOVE_TIME = 0.32  # a card travelling (draw, placement), before the animation speed setting
FLIP_TIME = 0.36
STAMP_TIME = 1.2


@dataclass
class Stamp:
    """A big word over the row for a moment: "Nothing found", "Found!", "Pass"."""

    text: str
    colour: tuple[int, int, int]
    timer: tween.Tween


class TableMotion:
    """The cards in the air over the table, the hideouts turning over and the stamped word.

    ``hidden_places`` are row places left empty in the still picture while their card travels or
    turns; ``held_sprints`` are sprint cards still flying to the pending hideout (not drawn there
    yet)."""

    def __init__(self) -> None:
        self.flights = Flights()
        self.flips = Flights()
        self.hidden_places: set[int] = set()
        self.held_sprints = 0
        self.stamp: Stamp | None = None

    @property
    def busy(self) -> bool:
        return bool(self.flights or self.flips or self.stamp is not None)

    def still_key(self) -> tuple[object, ...]:
        """What of this shows in the still picture (its places left empty, its sprint cards)."""
        return tuple(sorted(self.hidden_places)), self.held_sprints

    # -- starting ---------------------------------------------------------------------------------

    def fly(
        self,
        art: pygame.Surface,
        start: pygame.Rect,
        goal: pygame.Rect,
        place: int | None = None,
        on_land: Callable[[], object] | None = None,
    ) -> None:
        """A card at ``goal``'s size travels from ``start``'s centre to ``goal``; the row place
        ``place`` stays empty until it lands."""
        origin = pygame.Rect(0, 0, *goal.size)
        origin.center = start.center
        if place is not None:
            self.hidden_places.add(place)

        def land() -> None:
            if place is not None:
                self.hidden_places.discard(place)
            if on_land is not None:
                on_land()

        self.flights.add(Flight(art, origin, goal, MOVE_TIME, on_land=land))

    def fly_sprint(self, art: pygame.Surface, start: pygame.Rect, goal: pygame.Rect) -> None:
        """A sprint card travelling under the pending hideout: drawn there only once it lands."""
        self.held_sprints += 1
        self.fly(art, start, goal, on_land=self._land_sprint)

    def _land_sprint(self) -> None:
        self.held_sprints = max(0, self.held_sprints - 1)

    def turn_over(self, place: int, cell: pygame.Rect, face: pygame.Surface) -> None:
        """A found hideout turns over in its place, from its back to ``face``."""
        self.hidden_places.add(place)
        self.flips.add(
            Flight(
                face,
                cell,
                cell,
                FLIP_TIME,
                back=ts.hideout_back(),
                face_up=False,
                flip=True,
                ease=tween.Ease.LINEAR,
                lifted=False,
                flip_steps=FLIP_STEPS,
                on_land=lambda: self.hidden_places.discard(place),
            )
        )

    def show_stamp(self, text: str, colour: tuple[int, int, int]) -> None:
        timer = tween.Tween(0.0, 1.0, STAMP_TIME, tween.Ease.LINEAR)
        self.stamp = None if timer.done else Stamp(text, colour, timer)

    # -- running ----------------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        """Advance everything; True while anything was moving (the frame it lands on included)."""
        moving = self.busy
        self.flights.update(dt)
        self.flips.update(dt)
        if self.stamp is not None and not self.stamp.timer.update(dt):
            self.stamp = None
        return moving

    def skip(self) -> None:
        """Land every card and finish every turn now."""
        self.flights.skip()
        self.flips.skip()
        self.clear()

    def clear(self) -> None:
        """Forget everything in motion (the table was rebuilt at rest)."""
        self.flights = Flights()
        self.flips = Flights()
        self.hidden_places.clear()
        self.held_sprints = 0
        self.stamp = None

    # -- drawing ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, row: pygame.Rect) -> list[pygame.Rect]:
        """Cards turning, cards in the air, then the stamp over the middle of ``row``; returns
        the areas painted."""
        painted = self.flips.draw(surface)
        painted += self.flights.draw(surface)
        if self.stamp is not None:
            painted.append(draw_stamp(surface, self.stamp, row))
        return painted


def draw_stamp(surface: pygame.Surface, stamp: Stamp, row: pygame.Rect) -> pygame.Rect:
    image = txt.render(stamp.text, 84, stamp.colour, bold=True, shadow=True)
    rect = image.get_rect(center=row.center)
    back = theme.rounded((rect.width + 80, rect.height + 30), (10, 12, 18, 200), 24, 4, stamp.colour)
    area = surface.blit(back, back.get_rect(center=rect.center))
    surface.blit(image, rect)
    return area
