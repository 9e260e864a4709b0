"""Settings: language, window size, fullscreen, animation speed, volume, notepad assist.

Every change applies at once and is saved to the user's config folder.
"""

from __future__ import annotations

import pygame

from tabletop.core.i18n import LANGUAGES, _
from tabletop.core.settings import ANIMATION_LABELS, ANIMATION_SPEEDS, WINDOW_SIZES
from tabletop.engine import text, theme
from tabletop.engine.intents import Intent
from tabletop.engine.scene import Scene
from tabletop.engine.widgets import Button, ButtonStyle, Choice, Slider, Toggle
from tabletop.scenes.common import draw_backdrop, draw_heading, draw_panel, route

PANEL = pygame.Rect(360, 236, 1200, 630)
ROW_H = 96


class SettingsScene(Scene):
    def enter(self) -> None:
        assert self.app is not None
        s = self.app.settings
        x, y, w, h = PANEL.x + 560, PANEL.y + 50, 560, 68
        speed = min(ANIMATION_SPEEDS, key=lambda v: abs(v - s.animation_speed))
        size = s.window_size if s.window_size in WINDOW_SIZES else WINDOW_SIZES[0]
        self.rows: list[tuple[str, object]] = [
            (
                _("Language"),
                Choice(
                    pygame.Rect(x, y, w, h),
                    "",
                    tuple(LANGUAGES),
                    tuple(LANGUAGES.values()),
                    s.language,
                    on_change=self.set_language,
                ),
            ),
            (
                _("Window size"),
                Choice(
                    pygame.Rect(x, y + ROW_H, w, h),
                    "",
                    WINDOW_SIZES,
                    tuple(f"{a} × {b}" for a, b in WINDOW_SIZES),
                    size,
                    on_change=self.set_size,
                ),
            ),
            (
                _("Fullscreen (F11)"),
                Toggle(
                    pygame.Rect(x, y + 2 * ROW_H, 160, h), "", s.fullscreen, on_change=self.set_fullscreen
                ),
            ),
            (
                _("Animations"),
                Choice(
                    pygame.Rect(x, y + 3 * ROW_H, w, h),
                    "",
                    ANIMATION_SPEEDS,
                    tuple((lambda label=label: _(label)) for label in ANIMATION_LABELS),
                    speed,
                    on_change=self.set_speed,
                ),
            ),
            (
                _("Volume"),
                Slider(pygame.Rect(x, y + 4 * ROW_H, w, h), "", s.volume, on_change=self.set_volume),
            ),
            (
                _("Fugitive: Marshal's notepad assist"),
                Toggle(
                    pygame.Rect(x, y + 5 * ROW_H, 160, h), "", s.notepad_assist, on_change=self.set_assist
                ),
            ),
        ]
        self.back = Button(
            pygame.Rect(810, 900, 300, 90), lambda: _("Back"), self.leave, hotkey=pygame.K_ESCAPE
        )
        self.back.style = ButtonStyle.PRIMARY

    def set_language(self, code: str) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(language=code))
        self.enter()

    def set_size(self, size: tuple[int, int]) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(window_size=size))
        self.app.set_window_size(size)

    def set_fullscreen(self, value: bool) -> None:
        assert self.app is not None
        if value != self.app.fullscreen:
            self.app.toggle_fullscreen()

    def set_speed(self, speed: float) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(animation_speed=speed))

    def set_volume(self, volume: float) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(volume=round(volume, 2)))

    def set_assist(self, value: bool) -> None:
        assert self.app is not None
        self.app.update_settings(self.app.settings.with_(notepad_assist=value))

    def leave(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, intent: Intent) -> None:
        route([widget for _label, widget in self.rows] + [self.back], intent)  # type: ignore[misc]
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        draw_heading(surface, _("Settings"), _("Changes apply at once and are remembered."))
        draw_panel(surface, PANEL)
        for label, widget in self.rows:
            text.draw_text(
                surface,
                label,
                (PANEL.x + 50, widget.rect.centery),
                34,
                theme.TEXT,
                anchor="midleft",
                max_width=480,
            )  # type: ignore[attr-defined]
            widget.draw(surface)  # type: ignore[attr-defined]
        self.back.draw(surface)
