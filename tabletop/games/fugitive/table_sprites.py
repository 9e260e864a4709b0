"""Fugitive's own pieces for the table: card art, the hideout row's geometry, sprint cards.

Everything here paints from prepared (cached) surfaces, so the scene can rebuild its table layer
often without ever scaling art per frame.  The row geometry is plain arithmetic, kept apart so
tests can check the wrapping without drawing anything.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.cards import blank_back, blank_face

ART_SIZE = (200, 280)
ART_DIR = "fugitive"

#: a colour per number band, echoing the card art (start cards, the three piles, the escape)
BAND_COLOURS: tuple[tuple[tuple[int, int], tuple[int, int, int]], ...] = (
    ((0, 3), (232, 186, 72)),
    ((4, 14), (226, 72, 170)),
    ((15, 28), (40, 196, 200)),
    ((29, 41), (240, 146, 40)),
    ((42, 42), (246, 160, 40)),
)

STRIP_FRACTION = 0.24  # sprint cards peek this much of a card's height out below it
MINI_FRACTION = 0.36  # a sprint card is drawn at this fraction of the hideout card's size
LABEL_HEIGHT = 26  # room under each row card for its range label
LINE_GAP = 14


def band_colour(number: int) -> tuple[int, int, int]:
    for (low, high), colour in BAND_COLOURS:
        if low <= number <= high:
            return colour
    return (200, 200, 200)


# -- art ------------------------------------------------------------------------------------------


def card_face(number: int) -> pygame.Surface:
    """The face of Hideout card ``number`` (a plain numbered card while the art is missing)."""
    return theme.load_art(ART_DIR, f"card_{number:02d}.png") or blank_face(ART_SIZE, str(number))


def deck_back(deck: int) -> pygame.Surface:
    return theme.load_art(ART_DIR, f"back_{deck}.png") or blank_back(ART_SIZE)


def hideout_back() -> pygame.Surface:
    return theme.load_art(ART_DIR, "back_hideout.png") or blank_back(ART_SIZE)


def event_front(helps: str) -> pygame.Surface:
    name = {"fugitive": "fugitive", "marshal": "marshal"}.get(helps, "neutral")
    return theme.load_art(ART_DIR, f"event_front_{name}.png") or blank_face(ART_SIZE, "!")


def event_back() -> pygame.Surface:
    return theme.load_art(ART_DIR, "event_back.png") or blank_back(ART_SIZE)


def role_card(seat: int) -> pygame.Surface | None:
    return theme.load_art(ART_DIR, "role_fugitive.png" if seat == 0 else "role_marshal.png")


def notepad_paper() -> pygame.Surface | None:
    return theme.load_art(ART_DIR, "notepad.png")


def slot_placeholder() -> pygame.Surface | None:
    return theme.load_art(ART_DIR, "placeholder.png")


def card_image(art: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Art scaled to ``size`` with rounded corners and a thin rim, made once per size."""
    surf = theme.scaled(art, size, theme.CARD_RADIUS)
    return theme.derived(surf, ("rim",), lambda: _with_rim(surf))


def _with_rim(surf: pygame.Surface) -> pygame.Surface:
    out = surf.copy()
    out.blit(theme.outline(surf.get_size(), (*theme.CARD_EDGE, 160), theme.CARD_RADIUS, 1), (0, 0))
    return theme.prepare(out)


def blit_card(
    surface: pygame.Surface, art: pygame.Surface, rect: pygame.Rect, dim: float = 1.0, shadow: bool = True
) -> None:
    """A card at ``rect`` with a soft shadow; ``dim`` < 1 darkens it (a cached copy)."""
    image = card_image(art, rect.size)
    if dim < 1.0:
        image = theme.dimmed(image, dim)
    if shadow:
        theme.blit_shadow(surface, rect, theme.CARD_RADIUS, (3, 6), 6, 120)
    surface.blit(image, rect)


# -- the hideout row ------------------------------------------------------------------------------


@dataclass(frozen=True)
class RowGeometry:
    """Where each place of the hideout row goes: card rectangles in reading order."""

    cells: tuple[pygame.Rect, ...]
    scale: float
    lines: int

    @property
    def card_size(self) -> tuple[int, int]:
        return self.cells[0].size if self.cells else (0, 0)

    def strip_rect(self, index: int) -> pygame.Rect:
        """The band below card ``index`` where its sprint cards peek out."""
        cell = self.cells[index]
        h = max(10, round(cell.height * STRIP_FRACTION))
        return pygame.Rect(cell.left, cell.bottom - 2, cell.width, h)

    def label_pos(self, index: int) -> tuple[int, int]:
        strip = self.strip_rect(index)
        return strip.centerx, strip.bottom + 3

    def place_rect(self, index: int) -> pygame.Rect:
        """Card, sprint strip and label together: the whole place (hit area of a drop)."""
        cell = self.cells[index]
        return pygame.Rect(
            cell.left, cell.top, cell.width, self.strip_rect(index).bottom + LABEL_HEIGHT - cell.top
        )


def row_geometry(
    count: int,
    zone: pygame.Rect,
    card_size: tuple[int, int] = (130, 182),
    gap: int = 10,
    padding: int = 12,
    max_lines: int = 2,
) -> RowGeometry:
    """Lay ``count`` places out in ``zone``: one line while they fit at full size, then wrapped
    onto more lines and scaled down together, always reading left to right, top to bottom.
    """
    if count <= 0:
        return RowGeometry((), 1.0, 0)
    inner = pygame.Rect(zone).inflate(-2 * padding, -2 * padding)
    cw, ch = card_size
    best: tuple[float, int] = (0.0, 1)
    for lines in range(1, max(1, max_lines) + 1):
        per_line = math.ceil(count / lines)
        by_width = ((inner.width + gap) / per_line - gap) / cw
        line_height = (inner.height - (lines - 1) * LINE_GAP) / lines
        by_height = (line_height - LABEL_HEIGHT) / (ch * (1 + STRIP_FRACTION))
        scale = min(1.0, by_width, by_height)
        if scale > best[0] + 1e-6:
            best = (scale, lines)
        if scale >= 1.0:
            break
    scale, lines = best
    scale = max(0.2, scale)
    w, h = max(8, int(cw * scale)), max(10, int(ch * scale))
    per_line = math.ceil(count / lines)
    line_height = h + round(h * STRIP_FRACTION) + LABEL_HEIGHT
    block = lines * line_height + (lines - 1) * LINE_GAP
    top = inner.top + max(0, (inner.height - block) // 2)
    step = w + max(4, round(gap * scale))
    cells = []
    for index in range(count):
        line, col = divmod(index, per_line)
        cells.append(pygame.Rect(inner.left + col * step, top + line * (line_height + LINE_GAP), w, h))
    return RowGeometry(tuple(cells), scale, lines)


# -- sprint cards -----------------------------------------------------------------------------------


def mini_size(card: tuple[int, int]) -> tuple[int, int]:
    return max(12, round(card[0] * MINI_FRACTION)), max(16, round(card[1] * MINI_FRACTION))


def sprint_positions(strip: pygame.Rect, count: int, mini: tuple[int, int]) -> list[pygame.Rect]:
    """Small cards fanned along the strip, tucked half under the hideout card above them."""
    if count <= 0:
        return []
    w, h = mini
    room = strip.width - w
    step = min(w * 0.62, room / (count - 1)) if count > 1 else 0
    total = w + step * (count - 1)
    left = strip.centerx - total / 2
    top = strip.bottom - h
    return [pygame.Rect(round(left + i * step), top, w, h) for i in range(count)]


def draw_sprint_backs(surface: pygame.Surface, strip: pygame.Rect, count: int, mini: tuple[int, int]) -> None:
    """Face-down sprint cards: their number shows, their values do not."""
    back = card_image(hideout_back(), mini)
    for rect in sprint_positions(strip, count, mini):
        theme.blit_shadow(surface, rect, 6, (1, 2), 3, 110)
        surface.blit(back, rect)


def draw_sprint_faces(
    surface: pygame.Surface,
    strip: pygame.Rect,
    cards: Sequence[int],
    mini: tuple[int, int],
    sprint_table: dict[str, int],
) -> None:
    """Face-up sprint cards as small chips; the number and its sprint value sit in the part that
    shows below the hideout card."""
    for rect, card in zip(sprint_positions(strip, len(cards), mini), cards, strict=False):
        chip(surface, rect, card, sprint_table.get(str(card), 0), rect.clip(strip))


def chip(
    surface: pygame.Surface, rect: pygame.Rect, card: int, sprint: int, visible: pygame.Rect | None = None
) -> None:
    """A small card showing a number large and its sprint value (readable when tiny)."""
    colour = band_colour(card)
    area = visible if visible is not None and visible.height > 8 else rect
    theme.blit_shadow(surface, rect, 6, (1, 2), 3, 110)
    surface.blit(theme.rounded(rect.size, (26, 24, 34), 6, 2, colour), rect)
    size = max(11, min(rect.width * 40 // 100, area.height * 50 // 100))
    txt.draw_text(
        surface,
        str(card),
        (area.centerx, area.top + area.height * 34 // 100),
        size,
        (248, 244, 236),
        "center",
        bold=True,
    )
    if sprint:
        label = f"+{sprint}"
        txt.draw_text(
            surface,
            label,
            (area.centerx, area.top + area.height * 76 // 100),
            max(10, size * 3 // 4),
            colour,
            "center",
            bold=True,
        )


def pill(
    surface: pygame.Surface,
    label: str,
    center: tuple[int, int],
    size: int,
    fill: theme.Colour,
    ink: theme.Colour,
    border: theme.Colour | None = None,
) -> pygame.Rect:
    """A rounded tag with a short label (ranges under cards, "hidden" ribbons, counts)."""
    w, h = txt.measure(label, size, bold=True)
    rect = pygame.Rect(0, 0, w + size, h + 4)
    rect.center = center
    surface.blit(theme.rounded(rect.size, fill, rect.height // 2, 2 if border else 0, border), rect)
    txt.draw_text(surface, label, (rect.centerx, rect.centery + 1), size, ink, "center", bold=True)
    return rect


def panel(surface: pygame.Surface, rect: pygame.Rect, border: theme.Colour = theme.PANEL_BORDER) -> None:
    """A rounded panel of the table (the bench beside the row, the event panel)."""
    surface.blit(theme.rounded(rect.size, theme.PANEL, theme.RADIUS, 2, border), rect)


def veil(size: tuple[int, int]) -> pygame.Surface:
    """A dark wash over the lower part of a card: the Fugitive's mark for "still face down"."""
    return _veil(size)


_veils: dict[tuple[int, int], pygame.Surface] = {}


def _veil(size: tuple[int, int]) -> pygame.Surface:
    if size not in _veils:
        surf = theme.rounded(size, (10, 14, 30, 96), theme.CARD_RADIUS).copy()
        _veils[size] = theme.prepare(surf)
    return _veils[size]
