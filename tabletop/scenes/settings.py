"""Settings, in two columns: how the app looks (language, window, fullscreen, text size,
animations) and how the table plays (volume, computer players' speed, the end-of-turn question,
the Marshal's notepad assist, and the keys of a shared keyboard, on a screen of their own).

Every change applies at once and is saved to the user's config folder.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from tabletop.core.i18n import LANGUAGES, _
from tabletop.core.settings import (
    ANIMATION_LABELS,
    ANIMATION_SPEEDS,
    COMPUTER_SPEED_LABELS,
    TEXT_SIZE_LABELS,
    WINDOW_SIZES,
    ComputerSpeed,
    TextSize,
)
from tabletop.engine import text, theme
from tabletop.engine.app import fullscreen_key_label
from tabletop.engine.intents import Intent
from tabletop.engine.scene import Scene
from tabletop.engine.widgets import Button, ButtonStyle, Choice, Label, Slider, Toggle, Widget
from tabletop.scenes.common import draw_backdrop, draw_heading, draw_panel, route
from tabletop.scenes.keys import KeysScene

PANEL = pygame.Rect(100, 236, 1720, 620)
COLUMNS = (PANEL.x + 40, PANEL.centerx + 30)  # where each column's labels start
LABEL_W = 380
CONTROL_W = 400
ROW_H = 112
LABEL_SIZE = 30
TOGGLE_W = 160


def _labels(words: Sequence[str]) -> tuple[Any, ...]:
    """Choice labels translated each time they are drawn (a language switch shows at once)."""
    return tuple((lambda word=word: _(word)) for word in words)


class SettingsScene(Scene):
    def enter(self) -> None:
        assert self.app is not None
        s = self.app.settings
        speed = min(ANIMATION_SPEEDS, key=lambda v: abs(v - s.animation_speed))
        offered = self.app.window_sizes_offered(WINDOW_SIZES)
        sizes: tuple[tuple[int, int] | None, ...] = (None, *offered)
        size = s.window_size if s.window_size in offered else None
        size_labels: tuple[Label, ...] = (lambda: _("Fit the screen"), *(f"{a} × {b}" for a, b in offered))
        looks: list[tuple[Any, Widget]] = [
            (
                lambda: _("Language"),
                Choice(
                    self._control(0, 0),
                    "",
                    tuple(LANGUAGES),
                    tuple(LANGUAGES.values()),
                    s.language,
                    on_change=self.set_language,
                ),
            ),
            (
                lambda: _("Window size"),
                Choice(self._control(0, 1), "", sizes, size_labels, size, on_change=self.set_size),
            ),
            (
                lambda: _("Fullscreen ({key})").format(key=fullscreen_key_label()),
                Toggle(self._control(0, 2, TOGGLE_W), "", self.app.fullscreen, on_change=self.set_fullscreen),
            ),
            (
                lambda: _("Text size"),
                Choice(
                    self._control(0, 3),
                    "",
                    tuple(TextSize),
                    _labels([TEXT_SIZE_LABELS[size] for size in TextSize]),
                    s.text_size,
                    on_change=self.set_text_size,
                ),
            ),
            (
                lambda: _("Animations"),
                Choice(
                    self._control(0, 4),
                    "",
                    ANIMATION_SPEEDS,
                    _labels(ANIMATION_LABELS),
                    speed,
                    on_change=self.set_speed,
                ),
            ),
        ]
        play: list[tuple[Any, Widget]] = [
            (
                lambda: _("Volume"),
                Slider(self._control(1, 0), "", s.volume, on_change=self.set_volume),
            ),
            (
                lambda: _("Computer players"),
                Choice(
                    self._control(1, 1),
                    "",
                    tuple(ComputerSpeed),
                    _labels([COMPUTER_SPEED_LABELS[speed] for speed in ComputerSpeed]),
                    s.computer_speed,
                    on_change=self.set_computer_speed,
                ),
            ),
            (
                lambda: _("Ask before ending a turn"),
                Toggle(self._control(1, 2, TOGGLE_W), "", s.confirm_end_turn, on_change=self.set_confirm),
            ),
            (
                lambda: _("Fugitive: Marshal's notepad assist"),
                Toggle(self._control(1, 3, TOGGLE_W), "", s.notepad_assist, on_change=self.set_assist),
            ),
            (
                lambda: _("Keys when everyone plays at once"),
                Button(self._control(1, 4), lambda: _("Change keys"), self.open_keys),
            ),
        ]
        self.rows: list[tuple[Any, Widget]] = looks + play
        self.back = Button(
            pygame.Rect(810, 900, 300, 90), lambda: _("Back"), self.leave, hotkey=pygame.K_ESCAPE
        )
        self.back.style = ButtonStyle.PRIMARY

    @staticmethod
    def _control(column: int, row: int, width: int = CONTROL_W) -> pygame.Rect:
        x = COLUMNS[column] + LABEL_W + 20
        return pygame.Rect(x, PANEL.y + 30 + row * ROW_H + (ROW_H - 68) // 2 - 10, width, 68)

    # -- changes ------------------------------------------------------------------------------------

    def set_language(self, code: str) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(language=code))
        self.enter()

    def set_size(self, size: tuple[int, int] | None) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(window_size=size))
        self.app.set_window_size(size)
        if self.app.fullscreen:  # a window size chosen means a window
            self.app.toggle_fullscreen()

    def set_fullscreen(self, value: bool) -> None:
        assert self.app is not None
        if value != self.app.fullscreen:
            self.app.toggle_fullscreen()

    def set_text_size(self, size: TextSize) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(text_size=size))

    def set_speed(self, speed: float) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(animation_speed=speed))

    def set_volume(self, volume: float) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(volume=round(volume, 2)))

    def set_computer_speed(self, speed: ComputerSpeed) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(computer_speed=speed))

    def set_confirm(self, value: bool) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(confirm_end_turn=value))

    def set_assist(self, value: bool) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(notepad_assist=value))

    def open_keys(self) -> None:
        assert self.app is not None
        self.app.push(KeysScene())

    def leave(self) -> None:
        assert self.app is not None
        self.app.pop()

    # -- the loop -----------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        route([widget for _label, widget in self.rows] + [self.back], intent)
        self.dirty = True

    def update(self, dt: float) -> bool:
        """Buttons show their press for a moment (Change keys, back from the keys screen)."""
        return any([widget.update(dt) for _label, widget in self.rows])

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        draw_heading(surface, _("Settings"), _("Changes apply at once and are remembered."))
        draw_panel(surface, PANEL)
        divider = pygame.Rect(PANEL.centerx - 1, PANEL.y + 30, 2, PANEL.height - 60)
        surface.blit(theme.rounded(divider.size, (255, 255, 255, 30), 1), divider)
        for label, widget in self.rows:
            column = 0 if widget.rect.x < PANEL.centerx else 1
            box = pygame.Rect(COLUMNS[column], widget.rect.centery - 40, LABEL_W, 80)
            words = text.resolve(label)
            lines = text.wrap(words, LABEL_SIZE, box.width)
            step = text.line_height(LABEL_SIZE)
            y = box.centery - len(lines) * step // 2
            for line in lines[:2]:
                text.draw_text(surface, line, (box.x, y), LABEL_SIZE, theme.TEXT, "topleft")
                y += step
            widget.draw(surface)
        self.back.draw(surface)
