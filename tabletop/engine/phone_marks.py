"""The big screen's lasting mark for a seat whose phone is not linked (issue 22, Reconnecting).

A toast says once that a phone lost its link; the game then waits for that phone, and whoever looks
up later must see why.  So while a phone seat is not linked, a plate under the turn banner shows a
crossed-out phone, the seat's symbol and name, and "phone lost" (or "no phone yet"), at a size read
from two metres.  The plates stand in a row at the banner's foot, centred, and go as soon as the
phone is back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tabletop.core.i18n import _
from tabletop.core.seats import Seat
from tabletop.engine import chrome, text, theme

PLATE_H = 64
PLATE_GAP = 16
WORDS_SIZE = 30
ICON = 40
LOST = (255, 130, 110)


@dataclass(frozen=True)
class LostPhone:
    """A phone seat that is not linked now; ``joined_before`` tells a lost link from one never made."""

    seat: int
    joined_before: bool


def plate_words(seat: Seat, lost: LostPhone) -> str:
    if lost.joined_before:
        return _("{name}: phone lost").format(name=seat.name)
    return _("{name}: no phone yet").format(name=seat.name)


def plate_rects(widths: Sequence[int]) -> list[pygame.Rect]:
    """The plates' places: a centred row under the turn banner."""
    total = sum(widths) + PLATE_GAP * max(0, len(widths) - 1)
    left = chrome.BANNER_RECT.centerx - total // 2
    top = chrome.BANNER_RECT.bottom + 10
    rects = []
    for width in widths:
        rects.append(pygame.Rect(left, top, width, PLATE_H))
        left += width + PLATE_GAP
    return rects


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
    surface: pygame.Surface, seats: Sequence[Seat], lost: Sequence[LostPhone]
) -> list[pygame.Rect]:
    """Draw a plate for each of ``lost``; their rects (for tips and tests)."""
    if not lost:
        return []
    words = [plate_words(seats[item.seat], item) for item in lost]
    widths = [min(720, text.measure(line, WORDS_SIZE, bold=True)[0] + ICON * 2 + 56) for line in words]
    rects = plate_rects(widths)
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
