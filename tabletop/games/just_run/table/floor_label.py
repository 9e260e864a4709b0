"""The "On the floor" label between the survivor's cards and the items lying in the room.

It stands in the strip's own gap before the floor's cards (not above the strip, where the game
log's panel lies and where it outlived a panel covering the strip): the words are wrapped one or
two to a line, so the gap only grows as wide as the longest word at the readable size.
"""

from __future__ import annotations

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme

#: the label's text size: readable at two metres (``text.READABLE``)
SIZE = txt.READABLE
#: room on either side of the words inside the gap
PAD = 10


def words() -> str:
    return _("On the floor")


def lines() -> list[str]:
    """The label's lines: each word on its own line (narrow), short words joined when they fit."""
    widest = max(txt.measure(word, SIZE, bold=True)[0] for word in words().split())
    return txt.wrap(words(), SIZE, widest, bold=True)


def width() -> int:
    """How wide the gap before the floor's cards is, to hold the label whole."""
    return max(txt.measure(line, SIZE, bold=True)[0] for line in lines()) + 2 * PAD


def rect(gap: pygame.Rect) -> pygame.Rect:
    """The label's box, centred in ``gap`` (the space between the last own card and the floor)."""
    height = len(lines()) * txt.line_height(SIZE, True) + 2 * PAD
    box = pygame.Rect(0, 0, width(), height)
    box.center = gap.center
    return box


def draw(surface: pygame.Surface, gap: pygame.Rect) -> None:
    box = rect(gap)
    surface.blit(theme.rounded(box.size, (60, 50, 40, 240), 10), box)
    y = box.top + PAD
    step = txt.line_height(SIZE, True)
    for line in lines():
        txt.draw_text(surface, line, (box.centerx, y + step // 2), SIZE, theme.TEXT, "center", True)
        y += step
