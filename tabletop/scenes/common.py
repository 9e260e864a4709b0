"""Shared pieces of the menu screens: the backdrop, a heading, a centred column of buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.engine import chrome, text, theme
from tabletop.engine.intents import Intent
from tabletop.engine.widgets import Button, Widget

Label = str | Callable[[], str]


_backdrops: dict[tuple[int, int], pygame.Surface] = {}


def draw_backdrop(surface: pygame.Surface) -> None:
    """The title art, darkened a little so menus read well over it (prepared once)."""
    size = surface.get_size()
    if size not in _backdrops:
        image = theme.load_art("title", "background.png")
        backdrop = pygame.Surface(size).convert()
        if image is not None:
            backdrop.blit(theme.scaled(image, size) if image.get_size() != size else image, (0, 0))
            chrome.dim(backdrop, 90)
        else:
            backdrop.fill(theme.TABLE_DARK)
        _backdrops[size] = backdrop
    surface.blit(_backdrops[size], (0, 0))


def draw_heading(surface: pygame.Surface, title: str, subtitle: str = "", top: int = 70) -> None:
    """The screen's title at ``top`` (a form that needs the room starts it higher)."""
    text.draw_text(
        surface, title, (960, top), 76, theme.TEXT, anchor="midtop", bold=True, shadow=True, max_width=1700
    )
    if subtitle:
        text.draw_text(surface, subtitle, (960, 170), 34, theme.TEXT_DIM, anchor="midtop", max_width=1600)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int | None = None) -> None:
    colour = theme.PANEL if alpha is None else (*theme.PANEL[:3], alpha)
    surface.blit(theme.rounded(rect.size, colour, theme.RADIUS, 2, theme.PANEL_BORDER), rect)


def button_column(
    entries: Sequence[tuple[Label, Callable[[], None], int | None]],
    centre_x: int = 960,
    top: int = 260,
    width: int = 560,
    height: int = 76,
    gap: int = 18,
) -> list[Button]:
    """A centred stack of big buttons: (label, action, hotkey)."""
    buttons = []
    for i, (label, action, hotkey) in enumerate(entries):
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (centre_x, top + i * (height + gap))
        buttons.append(Button(rect, label, action, hotkey=hotkey))
    return buttons


def spare_keys(buttons: Sequence[Button], taken: frozenset[int]) -> None:
    """Drop the shortcut of every button whose key a player plays with (see
    ``GameScene.seat_keys``); the button still works by a click."""
    for button in buttons:
        if button.hotkey in taken:
            button.hotkey = None


def route(widgets: Sequence[Widget], intent: Intent) -> bool:
    """Offer an intent to each widget in turn; True when one took it."""
    return any(widget.handle(intent) for widget in widgets)
