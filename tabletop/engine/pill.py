"""A short word on a rounded plate (a count, a state word, a tag on a card), readable over art.

Fugitive's and Outnumbered's tables, and Outnumbered's dice tray, draw the same plate; each says
how much room its words get (``pad``): Fugitive's crowded row hugs its words, Outnumbered's counts
over art have room around theirs.
"""

from __future__ import annotations

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme

#: the room a plate adds to its word's width and height, in pixels
Pad = tuple[int, int]


def pill_rect(
    label: str, center: tuple[int, int], size: int, pad: Pad | None = None, *, condensed: bool = False
) -> pygame.Rect:
    """Where :func:`pill` draws ``label`` around ``center``: the word's size plus ``pad`` (by
    default ``size`` across and a third of it down)."""
    w, h = txt.measure(label, size, bold=True, condensed=condensed)
    across, down = pad if pad is not None else (size, size // 3)
    rect = pygame.Rect(0, 0, w + across, h + down)
    rect.center = center
    return rect


def pill(
    surface: pygame.Surface,
    label: str,
    center: tuple[int, int],
    size: int,
    fill: theme.Colour,
    ink: theme.Colour,
    border: theme.Colour | None = None,
    *,
    pad: Pad | None = None,
    condensed: bool = False,
    decoration: bool = False,
) -> pygame.Rect:
    """``label`` in bold ``ink`` on a rounded plate of ``fill``, rimmed with ``border`` when one is
    given; returns the plate.  ``decoration``: the word is also said elsewhere (a tooltip), so it
    may be drawn below the readable size."""
    rect = pill_rect(label, center, size, pad, condensed=condensed)
    surface.blit(theme.rounded(rect.size, fill, rect.height // 2, 2 if border else 0, border), rect)
    txt.draw_text(
        surface,
        label,
        (rect.centerx, rect.centery + 1),
        size,
        ink,
        "center",
        bold=True,
        condensed=condensed,
        decoration=decoration,
    )
    return rect
