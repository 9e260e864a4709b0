"""The seat's own hand on the Fugitive table: a fan of card sprites, lit where a card may be
played now and dimmed where it may not, lifting under the pointer.

Every card shows its number and sprint value in a readable corner tab, and the fan never lets a
card cover the tab of the one before it: a long hand (the Marshal's, late in a game) fans closer
down to that, then goes on a second row of smaller cards.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

import pygame

from tabletop.engine import theme
from tabletop.engine.cards import CardSprite, FanStyle, HandFan
from tabletop.engine.tween import Point
from tabletop.games.fugitive.table import art as ts
from tabletop.games.fugitive.table.seat_view import ESCAPE, FUGITIVE, PLACE_PHASES, SeatView, deck_of

MOVE_TIME = 0.32  # a card gliding into its place in the hand, before the animation speed setting
DRAW_FLIP_TIME = 0.36 * 0.8  # a drawn card turning face up on its way from the pile
TAB_MARGIN = 8  # of each overlapped card, its tab and this much more stay in view
ROW_GAP = 10  # a second row's cards leave the first row's tabs this much room


class HandCard(CardSprite):
    """A card of the hand: its face is the art with the readable corner tab, at the size drawn."""

    def __init__(self, card: int, pos: Point, size: tuple[int, int]) -> None:
        super().__init__(ts.card_face(card), ts.deck_back(deck_of(card)), pos, size, key=card)
        self.number = card

    @property
    def face(self) -> pygame.Surface:
        return ts.hand_face(self.number, self.size)

    @face.setter
    def face(self, art: pygame.Surface) -> None:
        """The art is drawn with its tab at the card's size (see :func:`ts.hand_face`)."""


class ReadableFan(HandFan):
    """A hand fan that keeps every card's corner tab in view: one row while the cards fit with
    their tabs showing, else two rows of smaller cards, the second below the first's tabs."""

    def __init__(self, rect: pygame.Rect, card_size: tuple[int, int]) -> None:
        super().__init__(rect, card_size, FanStyle.FAN, max_step=0.74, max_angle=3.0, hover_lift=30)
        self.full_size = card_size
        self.min_step = 60
        self.rows = 1

    def fit(self, n: int, min_step: int, tab_height: int) -> float:
        """Choose one row or two for ``n`` cards whose tabs need ``min_step`` pixels each;
        returns the cards' scale."""
        self.min_step = min_step
        w, h = self.full_size
        if n <= 1 or w + (n - 1) * min_step <= self.rect.width:
            self.rows, scale = 1, 1.0
        else:
            self.rows = 2
            scale = min(1.0, (self.rect.height - 8 - tab_height - ROW_GAP) / h)
        self.card_size = (round(w * scale), round(h * scale))
        return scale

    def slots(self, n: int) -> list[tuple[Point, float]]:
        if self.rows == 1:
            return super().slots(n)
        w, h = self.card_size
        per = math.ceil(n / 2)
        step = min(w * self.max_step, (self.rect.width - w) / max(1, per - 1))
        top_y = self.rect.top + 4 + h / 2
        low_y = self.rect.bottom - 4 - h / 2
        out: list[tuple[Point, float]] = []
        for i in range(n):
            row, col = divmod(i, per)
            count = per if row == 0 else n - per
            x = self.rect.centerx + (col - (count - 1) / 2) * step
            out.append(((x, top_y if row == 0 else low_y), 0.0))
        return out


class HandCards:
    """The fan of the viewer's cards, one sprite per card kept while the card stays in the hand."""

    def __init__(self, rect: pygame.Rect, card_size: tuple[int, int]) -> None:
        self.card_size = card_size
        self.fan = ReadableFan(rect, card_size)
        self.sprites: dict[int, CardSprite] = {}

    @property
    def cards(self) -> list[CardSprite]:
        return self.fan.cards

    @property
    def rect(self) -> pygame.Rect:
        return self.fan.rect

    @property
    def busy(self) -> bool:
        return any(sprite.busy for sprite in self.fan.cards)

    def show(self, seen: SeatView, animated: bool) -> None:
        """Hold the viewer's cards, gliding into their places (or there at once), lit as playable."""
        cards = seen.my_hand()
        tabs = [ts.index_tab_size(card) for card in cards]
        scale = self.fan.fit(
            len(cards),
            max((w for w, _h in tabs), default=0) + TAB_MARGIN,
            max((h for _w, h in tabs), default=0),
        )
        keep: dict[int, CardSprite] = {}
        for card in cards:
            sprite = self.sprites.get(card)
            if sprite is None:
                sprite = HandCard(card, self.rect.center, self.card_size)
            sprite.scale = scale
            keep[card] = sprite
        self.sprites = keep
        playable = set(seen.playable()) if seen.viewer == FUGITIVE else set()
        placing = seen.phase == "placing" and seen.fugitive_acting()
        placing_now = seen.phase in PLACE_PHASES and seen.fugitive_acting()
        for card, sprite in keep.items():
            sprite.highlight = (placing_now and card in playable) or (
                placing and card != ESCAPE and not seen.no_sprint()
            )
            sprite.dimmed = (placing_now and card not in playable) or (
                placing and (card == ESCAPE or seen.no_sprint())
            )
            sprite.selected = False
        self.fan.set_cards([keep[c] for c in cards], MOVE_TIME if animated else 0.0)
        if not animated:
            self.fan.skip()

    def rects(self) -> dict[int, pygame.Rect]:
        """Where each card is now (a card leaving the hand flies on from there)."""
        return {card: pygame.Rect(sprite.rect) for card, sprite in self.sprites.items()}

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card under the pointer, topmost first."""
        index = self.fan.hit_test(pos)
        return int(self.fan.cards[index].key) if index is not None else None  # type: ignore[call-overload]

    def draw_in(self, card: int, start: pygame.Rect) -> None:
        """A card just drawn comes from ``start`` (its pile) face down and turns over on the way."""
        sprite = self.sprites.get(card)
        if sprite is None:
            return
        goal = sprite.motion.target
        sprite.pos = start.center
        sprite.move_to(goal, MOVE_TIME)
        sprite.face_up = False
        sprite.flip(DRAW_FLIP_TIME)

    def select(self, card: Hashable | None) -> None:
        """Mark the card chosen for click-then-click (none: no card)."""
        for key, sprite in self.sprites.items():
            sprite.selected = key == card

    def hover(self, pos: tuple[int, int] | None) -> None:
        self.fan.hover(pos)

    def update(self, dt: float) -> bool:
        return self.fan.update(dt)

    def skip(self) -> None:
        self.fan.skip()

    def signature(self, hides: Callable[[Hashable], bool]) -> tuple[object, ...]:
        """Everything that changes how the hand looks (the cached layer is repainted when it does)."""
        hidden = tuple(card for card in self.sprites if hides(card))
        shown = tuple(
            (
                s.key,
                s.scale,
                round(s.center[0]),
                round(s.center[1]),
                s.angle,
                round(s.lift),
                s.highlight,
                s.selected,
                s.dimmed,
                s.face_up,
                s.squash_step,
            )
            for s in self.fan.cards
            if not hides(s.key)
        )
        return hidden, shown

    def draw(self, surface: pygame.Surface, hides: Callable[[Hashable], bool]) -> None:
        """The fan, leaving out a card the drag draws under the pointer."""
        hidden = [i for i, s in enumerate(self.fan.cards) if hides(s.key)]
        self.fan.draw(surface, hidden)

    def warm_pictures(self) -> None:
        """Make the pictures a drag of these cards will need now, so a drag never waits on a blur."""
        for sprite in self.fan.cards:
            theme.shadow(sprite.rect.size, theme.CARD_RADIUS, 14, 110)
            theme.glow(sprite.rect.size, theme.SELECTED, theme.CARD_RADIUS, 5)
            break
