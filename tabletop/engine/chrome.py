"""The app's own furniture drawn over every table: turn banner, privacy curtain, demo banner, toasts.

Kept in one place so each game's scene looks like part of the same app.
"""

from __future__ import annotations

import pygame

from tabletop.core.i18n import _
from tabletop.core.seats import PALETTE, Seat
from tabletop.engine import text, theme

BANNER_RECT = pygame.Rect(20, 14, 1720, 68)
TOAST_TOP = BANNER_RECT.bottom + 12  # toasts hang from just under the banner


def seat_symbol(seat_colour: int, size: int) -> pygame.Surface:
    """The seat's colour with its symbol, so colour is never the only cue."""
    name, _symbol, rgb = PALETTE[seat_colour % len(PALETTE)]
    return theme.symbol_surface(list(theme.Symbol)[seat_colour % len(theme.Symbol)], size, rgb, (20, 20, 20))


def draw_turn_banner(
    surface: pygame.Surface, seat: Seat | None, role: str, line: str, reserve: int = 0
) -> None:
    """Top bar: whose turn it is (name, role, colour and symbol) and one line of what to do;
    ``reserve`` pixels at its right end stay free (buttons go there)."""
    panel = theme.rounded(BANNER_RECT.size, theme.PANEL, theme.RADIUS)
    surface.blit(panel, BANNER_RECT)
    x = BANNER_RECT.x + 18
    if seat is not None:
        icon = seat_symbol(seat.colour, 44)
        surface.blit(icon, icon.get_rect(midleft=(x, BANNER_RECT.centery)))
        x += 56
        who = f"{seat.name} · {role}" if role else seat.name
        rect = text.draw_text(
            surface, who, (x, BANNER_RECT.centery), 34, seat.rgb, anchor="midleft", bold=True, max_width=520
        )
        x = rect.right + 30
    text.draw_text(
        surface,
        line,
        (x, BANNER_RECT.centery),
        32,
        theme.TEXT,
        anchor="midleft",
        max_width=BANNER_RECT.right - reserve - x - 20,
    )


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
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))
