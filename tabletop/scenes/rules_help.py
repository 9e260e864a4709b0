"""A game's rules summary, in our own words, in the current language; scrolls with the wheel."""

from __future__ import annotations

import pygame

from tabletop.core.catalogue import GameInfo
from tabletop.core.i18n import _, language
from tabletop.engine import text, theme
from tabletop.engine.intents import Intent, Key, Wheel
from tabletop.engine.scene import Scene
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.paths import PACKAGE_DIR
from tabletop.scenes.common import draw_backdrop, draw_heading, draw_panel, route

PANEL = pygame.Rect(260, 228, 1400, 664)
LINE_H = 40
SIZE = 30


def help_text(info: GameInfo, lang: str) -> str:
    """The summary file for this language, falling back to English."""
    if not info.help_file:
        return ""
    base = PACKAGE_DIR / "games" / info.help_file
    for candidate in (base.with_name(f"{base.name}.{lang}.txt"), base.with_name(f"{base.name}.txt")):
        if candidate.exists():
            return candidate.read_text(encoding="utf-8")
    return ""


def paragraphs(source: str) -> list[tuple[str, bool]]:
    """Headings (``#`` lines) and paragraphs, with hard-wrapped lines joined so they re-wrap to the panel."""
    out: list[tuple[str, bool]] = []
    current: list[str] = []

    def flush() -> None:
        if current:
            out.append((" ".join(current), False))
            current.clear()

    for raw in source.splitlines():
        line = raw.strip()
        if line.startswith("#"):
            flush()
            out.append((line.lstrip("# ").strip(), True))
        elif not line:
            flush()
            out.append(("", False))
        elif line.startswith(("-", "*", "•")) or (
            line[:2].rstrip(".").isdigit() and line[1:3].startswith(".")
        ):
            flush()
            current.append(line)
        else:
            current.append(line)
    flush()
    return out


class RulesScene(Scene):
    def __init__(self, info: GameInfo) -> None:
        super().__init__()
        self.info = info
        self.scroll = 0

    def enter(self) -> None:
        self.lines: list[tuple[str, bool]] = []
        for body, heading in paragraphs(help_text(self.info, language())):
            if not body:
                self.lines.append(("", False))
                continue
            for line in text.wrap(body, SIZE, PANEL.width - 80, bold=heading):
                self.lines.append((line, heading))
        self.back = Button(
            pygame.Rect(810, 920, 300, 90), lambda: _("Back"), self.leave, hotkey=pygame.K_ESCAPE
        )
        self.back.style = ButtonStyle.PRIMARY

    @property
    def visible(self) -> int:
        return (PANEL.height - 60) // LINE_H

    def leave(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, intent: Intent) -> None:
        top = max(0, len(self.lines) - self.visible)
        if isinstance(intent, Wheel):
            self.scroll = max(0, min(top, self.scroll - 3 * intent.dy))
        elif isinstance(intent, Key) and intent.key in (
            pygame.K_DOWN,
            pygame.K_PAGEDOWN,
            pygame.K_UP,
            pygame.K_PAGEUP,
        ):
            step = {
                pygame.K_DOWN: 1,
                pygame.K_UP: -1,
                pygame.K_PAGEDOWN: self.visible,
                pygame.K_PAGEUP: -self.visible,
            }[intent.key]
            self.scroll = max(0, min(top, self.scroll + step))
        else:
            route([self.back], intent)
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        draw_heading(
            surface,
            _("How to play {game}").format(game=_(self.info.title)),
            _("Scroll with the mouse wheel or the arrow keys."),
        )
        draw_panel(surface, PANEL)
        y = PANEL.y + 30
        for line, heading in self.lines[self.scroll : self.scroll + self.visible]:
            text.draw_text(
                surface,
                line,
                (PANEL.x + 40, y),
                SIZE,
                (255, 214, 90) if heading else theme.TEXT,
                bold=heading,
            )
            y += LINE_H
        if not self.lines:
            text.draw_text(
                surface, _("No rules summary yet."), PANEL.center, 36, theme.TEXT_DIM, anchor="center"
            )
        total = len(self.lines)
        if total > self.visible:
            shown = _("Lines {first}-{last} of {total}").format(
                first=self.scroll + 1, last=min(total, self.scroll + self.visible), total=total
            )
            text.draw_text(
                surface,
                shown,
                (PANEL.right - 24, PANEL.bottom - 10),
                24,
                theme.TEXT_DIM,
                anchor="bottomright",
            )
        self.back.draw(surface)
