"""A kept "Optional Event" card's face: its name and what it does, condensed to the card (the
strip's cards and the board's menus read the names from here)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.core.i18n import N_, _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.games.just_run.rules.view import HeldEventView

EVENT_FACE = (74, 22, 26)

#: the "Optional Event" cards a survivor may keep until the end of the turn: name, what it does
EVENT_TEXTS: dict[str, tuple[str, str]] = {
    "second_wind": (N_("Second Wind"), N_("Heal 2 life.")),
    "adrenaline": (N_("Adrenaline"), N_("One more action this turn.")),
    "slam_door": (N_("Slam the Door"), N_("Lock an open door of your room.")),
    "distant_crash": (N_("Distant Crash"), N_("A noise up to 3 rooms away in a straight line.")),
    "crawlspace": (N_("Crawlspace"), N_("Crawl into the next room, even through a wall.")),
    "air_duct": (N_("Air Duct"), N_("Crawl up to 2 rooms away in a straight line.")),
}


def event_name(event: HeldEventView) -> str:
    """A kept event card's name in the current language."""
    texts = EVENT_TEXTS.get(event["key"])
    return _(texts[0]) if texts else event["name"]


def event_card_lines(
    event: HeldEventView, width: int, height: int | None = None
) -> list[tuple[str, int, bool]]:
    """The lines of a kept event card's face, condensed to fit its width: (text, size, bold).
    With ``height``, lines too tall for it (Large text, or a crowded strip's narrower card: the
    card cannot grow) are made again nearer the readable floor, the words first, then the name;
    a long word is broken with a hyphen, never between two letters."""
    floor = txt.floor_for(24)
    tries: tuple[tuple[int, int, bool], ...] = (
        (24, 30, True),
        (floor, max(floor, round(30 * floor / 24)), True),
        (floor, floor, True),
    )
    tries += ((floor, floor, False),)  # last, the header goes: the red face says "event" too
    lines = _event_lines(event, width, *tries[0])
    for small, large, header in tries[1:]:  # a narrow card on a crowded strip, or Large text
        if height is None or event_lines_height(lines) <= height:
            break
        lines = _event_lines(event, width, small, large, header)
    return lines


def event_lines_height(lines: Sequence[tuple[str, int, bool]]) -> int:
    """How tall an event card's lines stand, with the air between header, name and effect."""
    gaps = sum(1 for a, b in zip(lines, lines[1:], strict=False) if a[2] != b[2])
    return sum(txt.line_height(size, bold, True) for _line, size, bold in lines) + 6 * gaps


def _event_lines(
    event: HeldEventView, width: int, small: int, large: int, header: bool = True
) -> list[tuple[str, int, bool]]:
    out = [(line, small, False) for line in _hyphenated(_("Optional event"), small, width, False) if header]
    out += [(line, large, True) for line in _hyphenated(event_name(event), large, width, True)]
    texts = EVENT_TEXTS.get(event["key"])
    if texts:
        out += [(line, small, False) for line in _hyphenated(_(texts[1]), small, width, False)]
    return out


def _hyphenated(words: str, size: int, width: int, bold: bool) -> list[str]:
    parts = [part for word in words.split() for part in txt.hyphenate(word, size, width, bold, True)]
    return txt.wrap(" ".join(parts), size, width, bold=bold, condensed=True)


def draw_event_card(surface: pygame.Surface, rect: pygame.Rect, event: HeldEventView) -> None:
    """A kept "Optional Event" card: its name and what it does, on a dark red face."""
    theme.blit_shadow(surface, rect, 14, (4, 8), 10, 140)
    surface.blit(theme.rounded(rect.size, EVENT_FACE, 14, 3, (200, 150, 90)), rect)
    inner = rect.inflate(-20, -20)
    y = inner.top
    last_bold = False
    for index, (line, size, bold) in enumerate(event_card_lines(event, inner.width, inner.height)):
        if index and bold != last_bold:
            y += 6  # a little air between the header, the name and what it does
        colour = theme.TEXT if bold else (240, 190, 120) if index == 0 else (230, 214, 196)
        y = txt.draw_text(
            surface, line, (inner.centerx, y), size, colour, "midtop", bold, condensed=True
        ).bottom
        last_bold = bold
