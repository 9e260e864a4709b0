"""Every piece explains itself: resting the pointer on a card, token, space or icon for a moment
(or a long press on a touch screen) shows its name and what it does, in the player's language.

The table answers one question, ``tip_at(pos)``: what is there (a :class:`Tip`), or None.  The
tooltip shows after :data:`DELAY` of stillness, follows nothing, and goes at the next move away,
click or key.  A long press that showed a tip swallows the release that ends it, so reading a
card never plays it.  Its timing is reading time: the animation speed does not change it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.intents import Click, Drag, Drop, Hover, Intent, Key, PickUp, Press, Wheel

DELAY = 0.6  # seconds the pointer rests (or a press is held) before the tip shows
WIDTH = 560  # the widest a tip's box grows before its words wrap
TITLE_SIZE = 28
BODY_SIZE = 24

Point = tuple[int, int]


@dataclass(frozen=True)
class Tip:
    """What a piece is called and what it does; ``area`` is the piece (the tip stays while the
    pointer is on it and is placed beside it)."""

    title: str
    body: str = ""
    area: pygame.Rect | None = None


class Tooltips:
    """The one tooltip of a table: armed by a resting pointer or a long press."""

    def __init__(self, tip_at: Callable[[Point], Tip | None]) -> None:
        self.tip_at = tip_at
        self.shown: Tip | None = None
        self._pos: Point | None = None
        self._rest = 0.0
        self._pressed = False
        self._swallow = False
        self._image: pygame.Surface | None = None
        self._image_for: Tip | None = None

    @property
    def visible(self) -> bool:
        return self.shown is not None

    def handle(self, intent: Intent) -> bool:
        """Follow the pointer; True when the intent was used up here (the release of a long press
        that showed a tip), so the table must not act on it."""
        if isinstance(intent, Hover):
            if (
                self.shown is not None
                and self.shown.area is not None
                and self.shown.area.collidepoint(intent.pos)
            ):
                self._pos = intent.pos  # where to look again (:meth:`update`), the tip staying up
                return False
            self._arm(intent.pos, pressed=False)
            return False
        if isinstance(intent, Press):
            self._arm(intent.pos, pressed=True)
            return False
        if isinstance(intent, Click) and self._swallow:
            self._swallow = False
            self.hide()
            return True
        if isinstance(intent, (Click, PickUp, Drag, Drop, Key, Wheel)):
            self.hide()
            self._pos = None
        return False

    def _arm(self, pos: Point, pressed: bool) -> None:
        if self.shown is not None:
            self.hide()
        self._pos, self._rest, self._pressed = pos, 0.0, pressed

    def hide(self) -> None:
        self.shown = None
        self._pressed = False

    def update(self, dt: float) -> bool:
        """Count the pointer's rest; True on the frame a tip appears, changes or goes (repaint then).

        A tip shown is asked for again every frame: when its piece has left the table (a card
        laid, discarded or turned) it goes in the same frame, and whatever lies under the pointer
        then gets its own tip after a rest, as usual; when what the piece says has changed, the
        tip says it too."""
        if self.shown is not None:
            return self._still_there()
        if self._pos is None:
            return False
        self._rest += dt
        if self._rest < DELAY:
            return False
        tip = self.tip_at(self._pos)
        if tip is None:
            self._pos = None
            return False
        self.shown = tip
        self._swallow = self._pressed
        return True

    def _still_there(self) -> bool:
        shown, pos = self.shown, self._pos
        tip = self.tip_at(pos) if pos is not None else None
        if tip == shown:
            return False
        if tip is not None and shown is not None and tip.area == shown.area and tip.area is not None:
            self.shown = tip  # the same piece, saying something new
            return True
        self.hide()
        if pos is not None:
            self._arm(pos, pressed=False)
        return True

    def wake_in(self) -> float | None:
        """When the loop must look again without input: the tip due to show."""
        if self._pos is None or self.shown is not None:
            return None
        return max(0.01, DELAY - self._rest)

    # -- drawing -------------------------------------------------------------------------------

    def _picture(self, tip: Tip) -> pygame.Surface:
        if self._image is not None and self._image_for == tip:
            return self._image
        title = txt.wrap(tip.title, TITLE_SIZE, WIDTH - 40, bold=True)
        body = txt.wrap(tip.body, BODY_SIZE, WIDTH - 40) if tip.body else []
        widths = [txt.measure(line, TITLE_SIZE, bold=True)[0] for line in title]
        widths += [txt.measure(line, BODY_SIZE)[0] for line in body]
        width = min(WIDTH, max(widths, default=0) + 40)
        step_t, step_b = txt.line_height(TITLE_SIZE, True), txt.line_height(BODY_SIZE)
        height = 24 + step_t * len(title) + (8 + step_b * len(body) if body else 0)
        image = pygame.Surface((width, height), pygame.SRCALPHA)
        image.fill((0, 0, 0, 0))
        image.blit(
            theme.rounded((width, height), (16, 18, 26, 240), theme.RADIUS, 2, theme.HOVER_GLOW), (0, 0)
        )
        y = 12
        for line in title:
            txt.draw_text(image, line, (20, y), TITLE_SIZE, theme.HIGHLIGHT, "topleft", bold=True)
            y += step_t
        y += 8
        for line in body:
            txt.draw_text(image, line, (20, y), BODY_SIZE, theme.TEXT, "topleft")
            y += step_b
        self._image, self._image_for = image, tip
        return image

    def rect(self, bounds: pygame.Rect) -> pygame.Rect | None:
        """Where the tip is drawn: beside its piece (above it, or below when there is no room),
        or under the pointer, always inside ``bounds``."""
        tip = self.shown
        if tip is None:
            return None
        size = self._picture(tip).get_size()
        box = pygame.Rect((0, 0), size)
        anchor = tip.area if tip.area is not None else pygame.Rect(self._pos or (0, 0), (1, 1))
        box.midbottom = (anchor.centerx, anchor.top - 12)
        if box.top < bounds.top + 90:  # no room above (the turn banner is there): below it
            box.midtop = (anchor.centerx, anchor.bottom + 12)
        box.clamp_ip(bounds)
        return box

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        box = self.rect(surface.get_rect())
        if box is None or self.shown is None:
            return None
        theme.blit_shadow(surface, box, theme.RADIUS, (4, 8), 10, 140)
        surface.blit(self._picture(self.shown), box)
        return box
