"""The big screen's lasting mark for a seat whose phone is not linked (issue 22, Reconnecting).

A toast says once that a phone lost its link; the game then waits for that phone, and whoever looks
up later must see why.  So while a phone seat is not linked, a plate under the turn banner shows a
crossed-out phone, the seat's symbol and name, and "phone lost" (or "no phone yet"), at a size read
from two metres.  The plates stand in a row inside the turn banner, at its right end (the banner's
line keeps clear of them, so no heading of the table is covered), and go as soon as the phone is
back.  When several phones are gone at once and their words would not fit, each plate keeps the
crossed-out phone, the symbol and the name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.core.i18n import _
from tabletop.core.seats import Seat
from tabletop.engine import chrome, text, theme
from tabletop.engine.phones.arrivals import Link, SeatDropped, SeatJoined

PLATE_H = 56  # inside the turn banner (68 px high)
PLATE_GAP = 12
ROW_MOST = 900  # the widest the row may be with its words; beyond it, names alone
WORDS_SIZE = 30
ICON = 40
LOST = (255, 130, 110)


@dataclass(frozen=True)
class LostPhone:
    """A phone seat that is not linked now; ``joined_before`` tells a lost link from one never made."""

    seat: int
    joined_before: bool


@dataclass
class PhoneLinks:
    """What the big screen knows of its phone seats' links: each one's as last heard, the ones
    that dropped at least once (back, they are greeted as back), and whether the phones were told
    the game is over."""

    links: dict[int, Link] = field(default_factory=dict)
    dropped_once: set[int] = field(default_factory=set)
    told_over: bool = False

    def hear(self, item: SeatDropped | SeatJoined, name: str) -> str | None:
        """Note a link lost or made; the line the screen says of it, if any."""
        if isinstance(item, SeatDropped):
            self.links[item.seat] = Link.DROPPED
            self.dropped_once.add(item.seat)
            return _("{name}'s phone lost its link: the game waits for it.").format(name=name)
        self.links[item.seat] = Link.JOINED
        return _("{name}'s phone is back.").format(name=name) if item.seat in self.dropped_once else None

    def not_linked(self) -> list[LostPhone]:
        """The phone seats not linked now: the game waits for them."""
        return [
            LostPhone(seat, seat in self.dropped_once)
            for seat, link in self.links.items()
            if link is not Link.JOINED
        ]


def plate_words(seat: Seat, lost: LostPhone) -> str:
    if lost.joined_before:
        return _("{name}: phone lost").format(name=seat.name)
    return _("{name}: no phone yet").format(name=seat.name)


def plate_rects(widths: Sequence[int], right: int) -> list[pygame.Rect]:
    """The plates' places: a row inside the turn banner, ending at ``right``."""
    left = right - row_width(widths)
    top = chrome.BANNER_RECT.centery - PLATE_H // 2
    rects = []
    for width in widths:
        rects.append(pygame.Rect(left, top, width, PLATE_H))
        left += width + PLATE_GAP
    return rects


def row_width(widths: Sequence[int]) -> int:
    return sum(widths) + PLATE_GAP * max(0, len(widths) - 1)


def plate_lines(seats: Sequence[Seat], lost: Sequence[LostPhone]) -> tuple[list[str], list[int]]:
    """Each plate's words and width: with "phone lost" while the row fits, else the names alone."""
    for words in (
        [plate_words(seats[item.seat], item) for item in lost],
        [seats[item.seat].name for item in lost],
    ):
        widths = [min(720, text.measure(line, WORDS_SIZE, bold=True)[0] + ICON * 2 + 56) for line in words]
        if row_width(widths) <= ROW_MOST:
            break
    return words, widths


def reserve(seats: Sequence[Seat], lost: Sequence[LostPhone]) -> int:
    """The room the plates take at the banner's right end (with a gap before the banner's line)."""
    if not lost:
        return 0
    return row_width(plate_lines(seats, lost)[1]) + 20


def draw_crossed_phone(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A phone's outline struck through: the one picture for "this phone is not here"."""
    body = pygame.Rect(0, 0, size * 5 // 9, size)
    body.center = centre
    pygame.draw.rect(surface, theme.TEXT, body, 3, border_radius=size // 8)
    pygame.draw.line(
        surface, theme.TEXT, (body.centerx - 4, body.bottom - 7), (body.centerx + 4, body.bottom - 7), 3
    )
    pygame.draw.line(surface, LOST, (body.left - 6, body.bottom + 2), (body.right + 6, body.top - 2), 5)


def draw_lost_phones(
    surface: pygame.Surface, seats: Sequence[Seat], lost: Sequence[LostPhone], right: int
) -> list[pygame.Rect]:
    """Draw a plate for each of ``lost``, the row ending at ``right``; their rects (for tips and tests)."""
    if not lost:
        return []
    words, widths = plate_lines(seats, lost)
    rects = plate_rects(widths, right)
    for item, line, rect in zip(lost, words, rects, strict=True):
        surface.blit(theme.rounded(rect.size, (24, 18, 20, 240), theme.RADIUS, 3, LOST), rect)
        draw_crossed_phone(surface, (rect.x + 14 + ICON // 2, rect.centery), ICON)
        symbol = chrome.seat_symbol(seats[item.seat].colour, ICON)
        surface.blit(symbol, symbol.get_rect(center=(rect.x + 24 + ICON + ICON // 2, rect.centery)))
        left = rect.x + 32 + 2 * ICON
        text.draw_text(
            surface,
            line,
            (left, rect.centery),
            WORDS_SIZE,
            LOST,
            "midleft",
            bold=True,
            max_width=rect.right - 12 - left,
        )
    return rects
