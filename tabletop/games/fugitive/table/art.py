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

from tabletop.engine import pill as plate
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.cards import blank_back, blank_face
from tabletop.games.fugitive.rules.cards import SPRINT

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

STRIP_HEIGHT = 38  # sprint cards peek this far out below their hideout card (a readable number)
SPRINT_TUCK = 10  # and are tucked this far under it
LABEL_HEIGHT = 34  # room under each place for its label (a range, "+2 needed") or more sprint cards
LINE_GAP = 14
CHIP_SIZE = txt.READABLE  # a sprint card's number, as it peeks out below its hideout
CHIP_GAP = 4
TAG_SIZE = txt.READABLE  # "hidden", "found", ranges and the other labels of the row
MIN_PLACE = 106  # narrow cards stand this far apart (centre to centre) when the row has room


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


# -- the hand's cards ---------------------------------------------------------------------------------

INDEX_SIZE = 30  # a hand card's number in its corner tab
INDEX_SPRINT_SIZE = txt.READABLE  # and its sprint value under it


def index_tab_size(card: int) -> tuple[int, int]:
    """The corner tab of a hand card: its number and its sprint value, readable however the
    cards overlap (the fan leaves at least this much of each card in view)."""
    w = txt.measure(str(card), INDEX_SIZE, bold=True, condensed=True)[0]
    h = txt.line_height(INDEX_SIZE, True, True) - 4
    if _sprint(card):
        w = max(w, txt.measure(f"+{_sprint(card)}", INDEX_SPRINT_SIZE, bold=True, condensed=True)[0])
        h += txt.line_height(INDEX_SPRINT_SIZE, True, True) - 6
    return w + 14, h + 8


def _sprint(card: int) -> int:
    return SPRINT.get(card, 0)


def hand_face(card: int, size: tuple[int, int]) -> pygame.Surface:
    """A hand card's face at ``size`` with its corner tab: the number large and the sprint value
    under it, both at a readable size over the card art's own small corner and badge."""
    base = card_image(card_face(card), size)
    return theme.derived(base, ("index", card, txt.get_scale()), lambda: _with_index(base, card))


def _with_index(base: pygame.Surface, card: int) -> pygame.Surface:
    out = base.copy()
    w, h = index_tab_size(card)
    tab = pygame.Rect(4, 4, w, h)
    colour = band_colour(card)
    out.blit(theme.rounded(tab.size, (14, 16, 30, 245), 10, 2, colour), tab)
    y = tab.top + 2
    txt.draw_text(
        out, str(card), (tab.centerx, y), INDEX_SIZE, (250, 244, 230), "midtop", bold=True, condensed=True
    )
    sprint = _sprint(card)
    if sprint:
        y += txt.line_height(INDEX_SIZE, True, True) - 6
        txt.draw_text(
            out,
            f"+{sprint}",
            (tab.centerx, y),
            INDEX_SPRINT_SIZE,
            colour,
            "midtop",
            bold=True,
            condensed=True,
        )
    return theme.prepare(out)


# -- the hideout row ------------------------------------------------------------------------------


@dataclass(frozen=True)
class RowGeometry:
    """Where each place of the hideout row goes: card rectangles in reading order, and the step
    from one place to the next (a place's labels and sprint cards may use all of it)."""

    cells: tuple[pygame.Rect, ...]
    scale: float
    lines: int
    step: int = 0

    @property
    def card_size(self) -> tuple[int, int]:
        return self.cells[0].size if self.cells else (0, 0)

    def place_width(self) -> int:
        """How wide a place's labels and sprint cards may be: its card and most of the gap."""
        cell_w = self.card_size[0]
        return max(cell_w, self.step - 6) if self.step else cell_w

    def strip_rect(self, index: int) -> pygame.Rect:
        """The band below card ``index`` where its sprint cards peek out (as wide as the place)."""
        cell = self.cells[index]
        width = self.place_width()
        return pygame.Rect(
            cell.centerx - width // 2, cell.bottom - SPRINT_TUCK, width, SPRINT_TUCK + STRIP_HEIGHT
        )

    def label_rect(self, index: int) -> pygame.Rect:
        """The band under the sprint cards: the place's label, or a second line of sprint cards."""
        strip = self.strip_rect(index)
        return pygame.Rect(strip.left, strip.bottom + 2, strip.width, LABEL_HEIGHT - 2)

    def label_pos(self, index: int) -> tuple[int, int]:
        """The centre of the place's label."""
        return self.label_rect(index).center

    def place_rect(self, index: int) -> pygame.Rect:
        """Card, sprint strip and label together: the whole place (hit area of a drop)."""
        cell = self.cells[index]
        return pygame.Rect(cell.left, cell.top, cell.width, self.label_rect(index).bottom - cell.top)


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
    Under each card there is room for its sprint cards and a label at the readable size, whatever
    the scale.
    """
    if count <= 0:
        return RowGeometry((), 1.0, 0)
    inner = pygame.Rect(zone).inflate(-2 * padding, -2 * padding)
    cw, ch = card_size
    below = STRIP_HEIGHT + LABEL_HEIGHT
    best: tuple[float, int] = (0.0, 1)
    for lines in range(1, max(1, max_lines) + 1):
        per_line = math.ceil(count / lines)
        by_width = ((inner.width + gap) / per_line - gap) / cw
        line_height = (inner.height - (lines - 1) * LINE_GAP) / lines
        by_height = (line_height - below) / ch
        scale = min(1.0, by_width, by_height)
        if scale > best[0] + 1e-6:
            best = (scale, lines)
        if scale >= 1.0:
            break
    scale, lines = best
    scale = max(0.2, scale)
    w, h = max(8, int(cw * scale)), max(10, int(ch * scale))
    per_line = math.ceil(count / lines)
    line_height = h + below
    block = lines * line_height + (lines - 1) * LINE_GAP
    top = inner.top + max(0, (inner.height - block) // 2)
    # narrow cards stand further apart, so each place's labels and sprint cards have room
    base = w + max(4, round(gap * scale))
    want = max(base, MIN_PLACE)
    margin = max(0, (want - 6 - w) // 2)
    spread = (inner.width - 2 * margin - w) / (per_line - 1) if per_line > 1 else want
    step = round(max(base, min(want, spread)))
    left = inner.left + max(0, min(margin, (inner.width - w - step * (per_line - 1)) // 2))
    cells = []
    for index in range(count):
        line, col = divmod(index, per_line)
        cells.append(pygame.Rect(left + col * step, top + line * (line_height + LINE_GAP), w, h))
    return RowGeometry(tuple(cells), scale, lines, step)


# -- sprint cards -----------------------------------------------------------------------------------

BACK_WIDTH = 22  # a face-down sprint card, as it peeks out below its hideout


def chip_width(card: int) -> int:
    """How wide a face-up sprint card is drawn: its number at the readable size, with a margin."""
    return max(30, txt.measure(str(card), CHIP_SIZE, condensed=True)[0] + 12)


@dataclass(frozen=True)
class SprintLayout:
    """Where a place's sprint cards go: one rectangle per card shown (in the strip below the
    card, then a second line in the label band), and how many did not fit."""

    rects: tuple[pygame.Rect, ...]
    more: int = 0
    two_lines: bool = False


def sprint_layout(geometry: RowGeometry, index: int, widths: Sequence[int]) -> SprintLayout:
    """Face-up sprint cards side by side under card ``index``, never over each other: a line
    in the strip, the rest on a second line under it; any that still do not fit are counted."""
    if not widths:
        return SprintLayout(())
    strip = geometry.strip_rect(index)
    band = geometry.label_rect(index)
    lines: list[list[int]] = [[], []]
    used = [0, 0]
    for width in widths:
        for line in (0, 1):
            extra = width + (CHIP_GAP if lines[line] else 0)
            if used[line] + extra <= strip.width:
                lines[line].append(width)
                used[line] += extra
                break
        else:
            break
    shown = len(lines[0]) + len(lines[1])
    more = len(widths) - shown
    rects: list[pygame.Rect] = []
    tops = (strip.top, band.top)
    heights = (strip.height - 2, band.height)
    for line in (0, 1):
        x = strip.centerx - used[line] // 2
        for width in lines[line]:
            rects.append(pygame.Rect(x, tops[line], width, heights[line]))
            x += width + CHIP_GAP
    return SprintLayout(tuple(rects), more, bool(lines[1]))


def sprint_target(geometry: RowGeometry, index: int, cards: Sequence[int] | None, count: int) -> pygame.Rect:
    """Where the newest of a place's sprint cards lies (a sprint card's flight ends there)."""
    if cards is not None and cards:
        layout = sprint_layout(geometry, index, [chip_width(c) for c in cards])
        if layout.rects:
            return layout.rects[-1]
    rects = back_rects(geometry.strip_rect(index), max(1, count))
    return rects[-1]


def back_rects(strip: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Face-down sprint cards along the strip: apart while they fit, then overlapping evenly."""
    if count <= 0:
        return []
    room = strip.width - BACK_WIDTH
    step = min(BACK_WIDTH + 3, room / (count - 1)) if count > 1 else 0
    total = BACK_WIDTH + step * (count - 1)
    left = strip.centerx - total / 2
    return [
        pygame.Rect(round(left + i * step), strip.top, BACK_WIDTH, strip.height - 2) for i in range(count)
    ]


def backs_apart(strip: pygame.Rect, count: int) -> bool:
    """Whether ``count`` face-down sprint cards fit side by side (each one seen, so counted)."""
    return count * (BACK_WIDTH + 3) - 3 <= strip.width


def draw_sprint_backs(surface: pygame.Surface, strip: pygame.Rect, count: int) -> None:
    """Face-down sprint cards: how many shows (counted aloud when they must overlap), not which."""
    rects = back_rects(strip, count)
    back = card_image(hideout_back(), (BACK_WIDTH, strip.height - 2))
    for rect in rects:
        theme.blit_shadow(surface, rect, 6, (1, 2), 3, 110)
        surface.blit(back, rect)
    if count > 1 and not backs_apart(strip, count):
        visible = pygame.Rect(strip.left, strip.top + SPRINT_TUCK, strip.width, strip.height - SPRINT_TUCK)
        pill(surface, f"×{count}", visible.center, TAG_SIZE, (16, 20, 40, 235), theme.TEXT, (120, 140, 220))


def draw_sprint_faces(
    surface: pygame.Surface,
    geometry: RowGeometry,
    index: int,
    cards: Sequence[int],
    sprint_table: dict[str, int],
) -> SprintLayout:
    """Face-up sprint cards as chips side by side, each number readable, never covering another."""
    layout = sprint_layout(geometry, index, [chip_width(c) for c in cards])
    for rect, card in zip(layout.rects, cards, strict=False):
        tucked = rect.top == geometry.strip_rect(index).top
        chip(surface, rect, card, sprint_table.get(str(card), 0), SPRINT_TUCK if tucked else 0)
    if layout.more:
        band = geometry.label_rect(index)
        pill(surface, "…", (band.right - 14, band.centery), TAG_SIZE, (26, 24, 34, 235), theme.TEXT)
    return layout


def chip(surface: pygame.Surface, rect: pygame.Rect, card: int, sprint: int, tucked: int = 0) -> None:
    """A sprint card as it shows below its hideout: the number at the readable size, and its
    sprint value as one or two dots under it (the tooltip says it in words)."""
    colour = band_colour(card)
    theme.blit_shadow(surface, rect, 6, (1, 2), 3, 110)
    surface.blit(theme.rounded(rect.size, (26, 24, 34), 6, 2, colour), rect)
    shown = pygame.Rect(rect.left, rect.top + tucked, rect.width, rect.height - tucked)
    txt.draw_text(
        surface,
        str(card),
        (shown.centerx, shown.top + 15),
        CHIP_SIZE,
        (248, 244, 236),
        "center",
        condensed=True,
    )
    for dot in range(sprint):
        x = shown.centerx + (dot - (sprint - 1) / 2) * 9
        pygame.draw.circle(surface, colour, (round(x), shown.bottom - 5), 3)


def tag_pad(size: int) -> tuple[int, int]:
    """The room around a Fugitive label: the row is crowded, so it hugs its words (half the size
    across, 12 px at least, and 2 px down)."""
    return max(12, size // 2), 2


def pill(
    surface: pygame.Surface,
    label: str,
    center: tuple[int, int],
    size: int,
    fill: theme.Colour,
    ink: theme.Colour,
    border: theme.Colour | None = None,
    *,
    condensed: bool = True,
    decoration: bool = False,
) -> pygame.Rect:
    """A rounded tag with a short label (ranges under cards, "hidden" ribbons, counts)."""
    return plate.pill(
        surface,
        label,
        center,
        size,
        fill,
        ink,
        border,
        pad=tag_pad(size),
        condensed=condensed,
        decoration=decoration,
    )


def pill_rect(label: str, center: tuple[int, int], size: int, condensed: bool = True) -> pygame.Rect:
    """Where :func:`pill` draws ``label`` around ``center``."""
    return plate.pill_rect(label, center, size, tag_pad(size), condensed=condensed)


def tag(
    surface: pygame.Surface,
    label: str,
    center: tuple[int, int],
    room: int,
    fill: theme.Colour,
    ink: theme.Colour,
    border: theme.Colour | None = None,
    icon: str = "",
) -> pygame.Rect:
    """A word on a card ("hidden", "found") at the readable size; where the card is too narrow
    for the word, its icon instead (``icon``: "eye" crossed out, "check"), which the tooltip
    names in words."""
    rect = pill_rect(label, center, TAG_SIZE)
    if rect.width <= room or not icon:
        return pill(surface, label, center, TAG_SIZE, fill, ink, border)
    badge = pygame.Rect(0, 0, 40, 32)
    badge.center = center
    surface.blit(theme.rounded(badge.size, fill, 16, 2 if border else 0, border), badge)
    colour = theme.rgba(ink)[:3]
    cx, cy = badge.center
    if icon == "check":
        pygame.draw.lines(surface, colour, False, [(cx - 10, cy), (cx - 3, cy + 7), (cx + 10, cy - 8)], 4)
    else:
        eye = pygame.Rect(0, 0, 26, 14)
        eye.center = (cx, cy)
        pygame.draw.ellipse(surface, colour, eye, 2)
        pygame.draw.circle(surface, colour, (cx, cy), 3)
        pygame.draw.line(surface, colour, (cx - 12, cy + 9), (cx + 12, cy - 9), 3)
    return badge


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
