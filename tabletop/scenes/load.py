"""Loading a saved game.  A broken save loads nothing, says what is wrong (and which command), and
leaves every file, the autosave included, exactly as it was."""

from __future__ import annotations

import time

import pygame

from tabletop.core import catalogue, saves
from tabletop.core.i18n import _, describe, ngettext
from tabletop.core.session import SaveError
from tabletop.engine import text, theme
from tabletop.engine.intents import Click, Hover, Intent, Wheel
from tabletop.engine.scene import Scene
from tabletop.engine.widgets import Button
from tabletop.scenes.common import draw_backdrop, draw_heading, draw_panel, route

PANEL = pygame.Rect(360, 236, 1200, 650)
ROW_H = 80


class LoadScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.scroll = 0
        self.hover: int | None = None
        self.error: str | None = None

    def enter(self) -> None:
        self.slots = saves.list_saves()
        self.back = Button(
            pygame.Rect(810, 920, 300, 90), lambda: _("Back"), self.leave, hotkey=pygame.K_ESCAPE
        )

    def rows(self) -> list[tuple[pygame.Rect, saves.SaveSlot]]:
        visible = (PANEL.height - 40) // ROW_H
        out = []
        for i, slot in enumerate(self.slots[self.scroll : self.scroll + visible]):
            out.append(
                (pygame.Rect(PANEL.x + 20, PANEL.y + 20 + i * ROW_H, PANEL.width - 40, ROW_H - 10), slot)
            )
        return out

    def open(self, slot: saves.SaveSlot) -> None:
        assert self.app is not None
        try:
            session = saves.load_session(slot.path)
        except SaveError as err:
            self.error = _("{name} could not be loaded: {problem}").format(
                name=slot.name, problem=describe(err)
            )
            self.app.toast(self.error, 6.0)
            return
        from tabletop.scenes.play import start_session

        start_session(self.app, session)

    def leave(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, intent: Intent) -> None:
        if route([self.back], intent):
            return
        if isinstance(intent, Wheel):
            self.scroll = max(0, min(max(0, len(self.slots) - 1), self.scroll - intent.dy))
        elif isinstance(intent, Hover):
            self.hover = next(
                (i for i, (rect, _s) in enumerate(self.rows()) if rect.collidepoint(intent.pos)), None
            )
        elif isinstance(intent, Click):
            for rect, slot in self.rows():
                if rect.collidepoint(intent.pos):
                    self.open(slot)
                    break
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        draw_heading(surface, _("Load game"), _("Click a saved game to carry on where you left it."))
        draw_panel(surface, PANEL)
        if not self.slots:
            text.draw_text(
                surface,
                _("No saved games yet. Save from the pause menu during a game."),
                PANEL.center,
                34,
                theme.TEXT_DIM,
                anchor="center",
            )
        for i, (rect, slot) in enumerate(self.rows()):
            colour = theme.SURFACE_HOVER if i == self.hover else theme.SURFACE
            surface.blit(theme.rounded(rect.size, colour, theme.RADIUS), rect)
            info = catalogue.GAMES.get(slot.game)
            title = _(info.title) if info else slot.game
            text.draw_text(
                surface,
                title,
                (rect.x + 24, rect.centery),
                34,
                theme.TEXT,
                anchor="midleft",
                bold=True,
                max_width=470,
            )
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(slot.modified))
            detail = ngettext("{moves} move · {when}", "{moves} moves · {when}", slot.moves).format(
                moves=slot.moves, when=when
            )
            text.draw_text(
                surface, detail, (rect.right - 24, rect.centery), 28, theme.TEXT_DIM, anchor="midright"
            )
            # the file name gets what room the moves and date leave, so the two never overlap
            room = rect.right - 24 - text.measure(detail, 28)[0] - 24 - (rect.x + 520)
            text.draw_text(
                surface,
                slot.name,
                (rect.x + 520, rect.centery),
                28,
                theme.TEXT_DIM,
                anchor="midleft",
                max_width=max(60, room),
            )
        self.back.draw(surface)
