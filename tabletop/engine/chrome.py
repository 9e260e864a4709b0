"""The app's own furniture drawn over every table: turn banner, privacy curtain, demo banner, toasts.

Kept in one place so each game's scene looks like part of the same app.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.core.i18n import _
from tabletop.core.seats import Seat
from tabletop.engine import text, theme

BANNER_RECT = pygame.Rect(20, 14, 1720, 68)
TOAST_TOP = BANNER_RECT.bottom + 12  # toasts hang from just under the banner


def seat_symbol(seat_colour: int, size: int) -> pygame.Surface:
    """The seat's colour with its symbol, so colour is never the only cue."""
    style = theme.seat_style(seat_colour)
    return theme.symbol_surface(style.symbol, size, style.colour, (20, 20, 20))


#: the banner's line: its size on one line, and the size from which a long line takes two lines
BANNER_LINE_SIZE = 32
BANNER_TWO_LINE_SIZE = 26


def banner_line_fit(line: str, width: int, two_lines: bool) -> tuple[list[str], int]:
    """The banner's line in ``width`` pixels: its lines and size.  One line shrinks from 32 px;
    with ``two_lines`` a line that would go below 26 px there takes two lines of 26 to 24 px
    instead (a long line in Polish beside a game's own boxes).  Never below the readable floor:
    a line too long even for that is cut, as ever."""
    size = text.fit_size(line, BANNER_LINE_SIZE, width)
    fits = text.measure(line, size)[0] <= width
    if not two_lines or (fits and size >= BANNER_TWO_LINE_SIZE):
        return [line], size
    for size in range(BANNER_TWO_LINE_SIZE, text.READABLE - 1, -1):
        lines = text.wrap(line, size, width)
        if len(lines) <= 2:
            return lines, size
    return [line], text.READABLE


def draw_turn_banner(
    surface: pygame.Surface,
    seat: Seat | None,
    role: str,
    line: str,
    reserve: int = 0,
    two_lines: bool = False,
) -> None:
    """Top bar: whose turn it is (name, role, colour and symbol) and one line of what to do;
    ``reserve`` pixels at its right end stay free (buttons go there); ``two_lines``: a line too
    long for its room may take two lines rather than shrink further (see :func:`banner_line_fit`)."""
    panel = theme.rounded(BANNER_RECT.size, theme.PANEL, theme.RADIUS)
    surface.blit(panel, BANNER_RECT)
    x = banner_line_left(seat, role, surface)
    width = BANNER_RECT.right - reserve - x - 20
    lines, size = banner_line_fit(line, width, two_lines)
    if len(lines) == 1:
        text.draw_text(
            surface,
            line,
            (x, BANNER_RECT.centery),
            BANNER_LINE_SIZE,
            theme.TEXT,
            anchor="midleft",
            max_width=width,
        )
        return
    step = text.line_height(size)
    top = BANNER_RECT.centery - step * len(lines) // 2
    for index, part in enumerate(lines):
        text.draw_text(surface, part, (x, top + index * step), size, theme.TEXT, "topleft", max_width=width)


def banner_line_left(seat: Seat | None, role: str, surface: pygame.Surface | None = None) -> int:
    """Where the banner's line starts: after the seat's symbol and name, when a seat is named
    (drawn on ``surface`` when given)."""
    x = BANNER_RECT.x + 18
    if seat is None:
        return x
    icon = seat_symbol(seat.colour, 44)
    if surface is not None:
        surface.blit(icon, icon.get_rect(midleft=(x, BANNER_RECT.centery)))
    x += 56
    who = f"{seat.name} · {role}" if role else seat.name
    if surface is None:
        width = text.measure(who, text.fit_size(who, 34, 520, bold=True), bold=True)[0]
        return x + width + 30
    rect = text.draw_text(
        surface, who, (x, BANNER_RECT.centery), 34, seat.rgb, anchor="midleft", bold=True, max_width=520
    )
    return rect.right + 30


def draw_curtain(surface: pygame.Surface, seat: Seat, role: str) -> None:
    """A full-screen, fully opaque cover while the screen passes to another player."""
    surface.fill((10, 12, 18))
    colour = seat.rgb
    pygame.draw.rect(surface, colour, surface.get_rect(), 14)
    icon = seat_symbol(seat.colour, 150)
    surface.blit(icon, icon.get_rect(center=(960, 330)))
    text.draw_text(
        surface,
        _("Pass to {name}").format(name=seat.name),
        (960, 500),
        110,
        theme.TEXT,
        anchor="center",
        bold=True,
        max_width=1700,
    )
    if role:
        text.draw_text(surface, role, (960, 600), 54, colour, anchor="center", bold=True)
    text.draw_text(
        surface,
        _("Everyone else, look away. {name}: click or press any key when you are ready.").format(
            name=seat.name
        ),
        (960, 720),
        36,
        theme.TEXT_DIM,
        anchor="center",
        max_width=1700,
    )


def draw_demo_banner(surface: pygame.Surface) -> None:
    rect = pygame.Rect(0, 1000, 1920, 80)
    band = pygame.Surface(rect.size, pygame.SRCALPHA)
    band.fill((0, 0, 0, 190))
    surface.blit(band, rect)
    text.draw_text(
        surface,
        _("DEMO · computer players at the table · click or press any key to play yourself"),
        rect.center,
        36,
        (255, 214, 90),
        anchor="center",
        bold=True,
        max_width=1860,
    )


def draw_toasts(surface: pygame.Surface, messages: list[str]) -> None:
    """Short messages stacked under the turn banner, above everything: never over the buttons,
    which every screen keeps in its bottom rows or its side columns."""
    y = TOAST_TOP
    for message in messages[-3:]:
        lines = text.wrap(message, 30, 1120)
        height = 24 + 40 * len(lines)
        rect = pygame.Rect(0, y, 1180, height)
        rect.centerx = 960
        surface.blit(theme.rounded(rect.size, (28, 20, 16, 235), theme.RADIUS, 3, (255, 196, 84)), rect)
        for i, line in enumerate(lines):
            text.draw_text(
                surface, line, (rect.centerx, rect.y + 12 + 40 * i), 30, theme.TEXT, anchor="midtop"
            )
        y = rect.bottom + 10


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken what is beneath an overlay (pause menu, game over)."""
    surface.blit(_shade(surface.get_size(), alpha), (0, 0))


@lru_cache(maxsize=8)
def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A screen of black at ``alpha``, made once (a new one each frame cost the overlay's first
    frame and every frame after it 3-5 ms)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    return shade


def winners_headline(names: list[str]) -> str:
    """The game-over headline for the winners' names (the game-over screen and a table's own
    game-over panel say it alike)."""
    if not names:
        return _("Nobody wins")
    if len(names) == 1:
        return _("{name} wins!").format(name=names[0])
    return _("{names} win!").format(names=", ".join(names))
