"""``tabletop replay FILE``: step through a saved game, forward and back, or jump to a move.

The whole table is shown as everyone sees it.  Keys: Right/Left one move, Home/End, type a move
number and press Enter to jump; Escape closes.

Some moves happened live, at a pace of their own: an Outrun race is a reveal and then every
runner's run with its time.  A table that can play such a stretch again offers
``live_replay(commands, position)``; when the table after ``position`` commands stands inside one,
it returns a playback the viewer runs on its clock (``advance(ms)``, ``position``: the move the
playback has reached, ``over``) and the table draws from it.  The move counter follows the
playback; Space pauses it and S changes its speed; the arrows and jumps work as anywhere, and a
move inside the race plays on from there.  When the playback is over, the table is rebuilt at the
move it reached.
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
#: the speeds of a live playback, in turn (1: the real pace)
SPEEDS = (1.0, 2.0, 4.0, 0.5)


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
        self.commands = self.full.commands
        self.live: Any = None  # the table's live playback of a race (see the module's docstring)
        self.speed = 1.0
        self.live_paused = False

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
        self.live_buttons = [
            Button(
                pygame.Rect(1130, BAR.y + 12, 250, 66),
                lambda: _("Play") if self.live_paused else _("Pause"),
                self.toggle_live,
                hotkey=pygame.K_SPACE,
            ),
            Button(
                pygame.Rect(1390, BAR.y + 12, 280, 66),
                lambda: _("Speed {speed}\u00d7").format(speed=f"{self.speed:g}"),
                self.next_speed,
                hotkey=pygame.K_s,
            ),
        ]
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
        starter = getattr(self.table, "live_replay", None)
        self.live = starter(self.commands, self.position) if callable(starter) else None
        self.dirty = True

    def toggle_live(self) -> None:
        self.live_paused = not self.live_paused

    def next_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)] if self.speed in SPEEDS else 1.0

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
            route(self.buttons + (self.live_buttons if self.live is not None else []), intent)
        self.dirty = True

    def update(self, dt: float) -> bool:
        moving = bool(self.table and self.table.update(dt))
        live = self.live
        if live is None or self.live_paused:
            return moving
        live.advance(dt * 1000 * self.speed)
        self.position = live.position
        if live.over:
            self.jump(self.position)  # the race is over: the table as it stood after it
        self.dirty = True
        return True

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
        if self.live is None:
            hint = _("Type a move number and press Enter to jump") + (f": {self.typed}" if self.typed else "")
            text.draw_text(
                surface, hint, (1670, BAR.centery), 26, theme.TEXT_DIM, anchor="midright", max_width=540
            )
        for button in self.buttons + (self.live_buttons if self.live is not None else []):
            button.draw(surface)
