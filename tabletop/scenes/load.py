"""Loading a saved game, or watching its replay.  A broken save loads nothing, says what is wrong
(and which command), and leaves every file, the autosave included, exactly as it was.

Each save's row has its own Load and Replay buttons, apart from each other; a click elsewhere on
a row does nothing (a damaged row says why it cannot be loaded), so a stray click never leaves
the game on the table for another one."""

from __future__ import annotations

import functools
import time

import pygame

from tabletop.core import catalogue, saves
from tabletop.core.i18n import _, describe, ngettext
from tabletop.core.layout import LayoutError
from tabletop.core.session import SaveError
from tabletop.engine import text, theme
from tabletop.engine.intents import Click, Hover, Intent, Wheel
from tabletop.engine.scene import Scene
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.scenes.common import draw_backdrop, draw_heading, draw_panel, route

PANEL = pygame.Rect(300, 236, 1320, 650)
ROW_H = 96
MESSAGE = pygame.Rect(PANEL.x + 20, PANEL.bottom - 150, PANEL.width - 40, 130)  # a damaged save's reason
DAMAGED = (255, 130, 110)
LOAD_W, REPLAY_W, BUTTON_H = 200, 220, 64
BUTTONS_GAP = 40  # between Load and Replay: one is not pressed for the other
#: the title and file name end here, before the moves, the date and the buttons
TEXT_W = 500


class LoadScene(Scene):
    """The saved games, newest first; a damaged one is listed as damaged, and a click on it says
    why in the panel below the list (never over a button)."""

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
        #: each loadable save's Load and Replay buttons, placed on its row while it is shown
        self.row_buttons: dict[saves.SaveSlot, tuple[Button, Button]] = {
            slot: (
                Button(
                    pygame.Rect(0, 0, LOAD_W, BUTTON_H),
                    lambda: _("Load"),
                    functools.partial(self.open, slot),
                    ButtonStyle.PRIMARY,
                ),
                Button(
                    pygame.Rect(0, 0, REPLAY_W, BUTTON_H),
                    lambda: _("Replay"),
                    functools.partial(self.replay, slot),
                ),
            )
            for slot in self.slots
            if slot.problem is None
        }
        self.place_row_buttons()

    def visible_rows(self) -> int:
        room = (MESSAGE.top - 10 if self.error else PANEL.bottom - 20) - (PANEL.y + 20)
        return max(1, room // ROW_H)

    def rows(self) -> list[tuple[pygame.Rect, saves.SaveSlot]]:
        out = []
        for i, slot in enumerate(self.slots[self.scroll : self.scroll + self.visible_rows()]):
            out.append(
                (pygame.Rect(PANEL.x + 20, PANEL.y + 20 + i * ROW_H, PANEL.width - 40, ROW_H - 12), slot)
            )
        return out

    def place_row_buttons(self) -> None:
        """Put the Load and Replay buttons of the rows on screen on their rows (after a scroll or
        when the reason box takes room) and hide the others."""
        for pair in self.row_buttons.values():
            for button in pair:
                button.visible = False
        for rect, slot in self.rows():
            buttons = self.row_buttons.get(slot)
            if buttons is None:
                continue
            load, replay = buttons
            replay.rect.midright = (rect.right - 16, rect.centery)
            load.rect.midright = (replay.rect.left - BUTTONS_GAP, rect.centery)
            load.visible = replay.visible = True

    def shown_buttons(self) -> list[Button]:
        """The Load and Replay buttons of the rows on screen."""
        return [button for pair in self.row_buttons.values() for button in pair if button.visible]

    def replay(self, slot: saves.SaveSlot) -> None:
        """Watch the save from its first move; Close comes back to this list."""
        assert self.app is not None
        from tabletop.scenes.replay import ReplayScene

        try:
            name = _("The last finished game") if slot.last_finished else slot.name
            scene = ReplayScene(saves.read_save_data(slot.path), name, start=0)
        except SaveError as err:  # changed on disk since the list was made
            self.error = _("{name} cannot be loaded: {problem}").format(name=slot.name, problem=describe(err))
            self.place_row_buttons()
            return
        try:
            self.app.push(scene)  # its table is built (and its board art) as it opens
        except LayoutError as err:
            if self.app.top is scene:
                self.app.pop()
            self.app.toast(_("The board cannot be shown: {problem}").format(problem=err), 8.0)

    def open(self, slot: saves.SaveSlot) -> None:
        assert self.app is not None
        if slot.problem is not None:
            self.error = _("{name} cannot be loaded: {problem}").format(
                name=slot.name, problem=describe(slot.problem)
            )
            return
        try:
            session = saves.load_session(slot.path)
        except SaveError as err:  # changed on disk since the list was made
            self.error = _("{name} cannot be loaded: {problem}").format(name=slot.name, problem=describe(err))
            return
        from tabletop.scenes.play import start_session

        start_session(self.app, session)

    def leave(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, intent: Intent) -> None:
        if route([self.back, *self.shown_buttons()], intent):
            self.place_row_buttons()
            self.dirty = True
            return
        if isinstance(intent, Wheel):
            self.scroll = max(0, min(max(0, len(self.slots) - 1), self.scroll - intent.dy))
        elif isinstance(intent, Hover):
            self.hover = next(
                (i for i, (rect, _s) in enumerate(self.rows()) if rect.collidepoint(intent.pos)), None
            )
        elif isinstance(intent, Click):
            for rect, slot in self.rows():
                if rect.collidepoint(intent.pos) and slot.problem is not None:
                    self.open(slot)  # says why it cannot be loaded
                    break
        self.place_row_buttons()
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        draw_heading(
            surface,
            _("Load game"),
            _("Carry on a saved game, or watch its replay."),
        )
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
            self._draw_row(surface, rect, slot, i == self.hover)
        if self.error:
            surface.blit(theme.rounded(MESSAGE.size, (40, 18, 16, 235), theme.RADIUS, 2, DAMAGED), MESSAGE)
            text.draw_wrapped(surface, self.error, MESSAGE.inflate(-40, -28), 26, theme.TEXT)
        for button in self.shown_buttons():
            button.draw(surface)
        self.back.draw(surface)

    def _draw_row(
        self, surface: pygame.Surface, rect: pygame.Rect, slot: saves.SaveSlot, hovered: bool
    ) -> None:
        colour = theme.SURFACE_HOVER if hovered and slot.problem is not None else theme.SURFACE
        surface.blit(theme.rounded(rect.size, colour, theme.RADIUS), rect)
        info = catalogue.GAMES.get(slot.game)
        title = _(info.title) if info else (slot.game or _("Unknown game"))
        name = _("The last finished game") if slot.last_finished else slot.name
        top, bottom = rect.y + 8, rect.bottom - 8
        text.draw_text(
            surface, title, (rect.x + 24, top), 32, theme.TEXT, "topleft", bold=True, max_width=TEXT_W
        )
        text.draw_text(
            surface, name, (rect.x + 24, bottom), 26, theme.TEXT_DIM, "bottomleft", max_width=TEXT_W
        )
        pair = self.row_buttons.get(slot)
        right = rect.right - 24 if pair is None else rect.right - 16 - REPLAY_W - BUTTONS_GAP - LOAD_W - 24
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(slot.modified))
        if slot.problem is None:
            moves = ngettext("{moves} move", "{moves} moves", slot.moves).format(moves=slot.moves)
            text.draw_text(surface, moves, (right, top), 28, theme.TEXT, "topright")
        else:
            text.draw_text(
                surface,
                _("Damaged: click to see why"),
                (right, top),
                28,
                DAMAGED,
                "topright",
                bold=True,
            )
        text.draw_text(surface, when, (right, bottom), 26, theme.TEXT_DIM, "bottomright")
