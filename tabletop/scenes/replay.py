"""``tabletop replay FILE``: step through a saved game, forward and back, or jump to a move.

The whole table is shown as everyone sees it.  Keys: Right/Left one move, Home/End, type a move
number and press Enter to jump; Escape closes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from tabletop.core import catalogue, saves
from tabletop.core.i18n import _
from tabletop.core.session import GameSession, SaveError
from tabletop.engine import text, theme
from tabletop.engine.intents import Intent, Key
from tabletop.engine.scene import Scene
from tabletop.engine.widgets import Button
from tabletop.scenes.common import route

BAR = pygame.Rect(0, 990, 1920, 90)


class ReplayScene(Scene):
    def __init__(self, data: dict[str, Any], name: str = "") -> None:
        super().__init__()
        self.full = GameSession.from_save(
            data, catalogue.get
        )  # fails here, with the command number, when broken
        self.data = data
        self.name = name
        self.total = len(self.full.steps)
        self.position = self.total
        self.typed = ""
        self.table: Any = None

    @classmethod
    def from_file(cls, path: Path) -> ReplayScene:
        try:
            return cls(saves.read_save_data(path), Path(path).name)
        except SaveError as err:
            raise ValueError(f"{Path(path).name}: {err}") from None

    def enter(self) -> None:
        self.buttons = [
            Button(pygame.Rect(40, BAR.y + 12, 90, 66), "|<", lambda: self.jump(0), hotkey=pygame.K_HOME),
            Button(
                pygame.Rect(140, BAR.y + 12, 90, 66),
                "<",
                lambda: self.jump(self.position - 1),
                hotkey=pygame.K_LEFT,
            ),
            Button(
                pygame.Rect(240, BAR.y + 12, 90, 66),
                ">",
                lambda: self.jump(self.position + 1),
                hotkey=pygame.K_RIGHT,
            ),
            Button(
                pygame.Rect(340, BAR.y + 12, 90, 66), ">|", lambda: self.jump(self.total), hotkey=pygame.K_END
            ),
            Button(
                pygame.Rect(1700, BAR.y + 12, 180, 66), lambda: _("Close"), self.close, hotkey=pygame.K_ESCAPE
            ),
        ]
        for button in self.buttons[:4]:
            button.show_hotkey = False  # the arrows say it already; the badges would cover them
        self.jump(self.position)

    def jump(self, position: int) -> None:
        """Show the table after ``position`` commands (rebuilt from the log)."""
        assert self.app is not None
        self.position = max(0, min(self.total, position))
        session = GameSession.from_save(self.data, catalogue.get, upto=self.position)
        info = session.info
        self.table = info.table_class()(session, autosave=False)
        self.table.spectator = True  # the table view, no bots, no input: see GameScene
        self.table.app = self.app
        self.table.enter()
        self.dirty = True

    def close(self) -> None:
        """End the ``tabletop replay`` command (it is a viewer, not a second copy of the app)."""
        assert self.app is not None
        self.app.quit()

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Key) and intent.text.isdigit():
            self.typed = (self.typed + intent.text)[-4:]
        elif isinstance(intent, Key) and intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.typed:
            self.jump(int(self.typed))
            self.typed = ""
        elif isinstance(intent, Key) and intent.key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
        else:
            route(self.buttons, intent)
        self.dirty = True

    def update(self, dt: float) -> bool:
        return bool(self.table and self.table.update(dt))

    def draw(self, surface: pygame.Surface) -> None:
        if self.table is not None:
            self.table.draw(surface)
        surface.blit(theme.rounded(BAR.size, (0, 0, 0, 215), 0), BAR)
        label = _("Replay {name}: move {position} of {total}").format(
            name=self.name, position=self.position, total=self.total
        )
        text.draw_text(
            surface, label, (470, BAR.centery), 32, theme.TEXT, anchor="midleft", bold=True, max_width=640
        )
        hint = _("Type a move number and press Enter to jump") + (f": {self.typed}" if self.typed else "")
        text.draw_text(
            surface, hint, (1670, BAR.centery), 26, theme.TEXT_DIM, anchor="midright", max_width=540
        )
        for button in self.buttons:
            button.draw(surface)
