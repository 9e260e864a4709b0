"""The pause menu over a game: resume, undo, save, load, rules, restart, settings, quit to title."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from tabletop.core import saves
from tabletop.core.i18n import _
from tabletop.engine import chrome, text, theme
from tabletop.engine.intents import Intent
from tabletop.engine.scene import Scene
from tabletop.engine.widgets import ButtonStyle
from tabletop.scenes.common import Label, button_column, draw_panel, route, spare_keys

#: the panel reaches up beside the banner and the title sits in the banner's row, so a toast
#: ("Saved as ...", hung under the banner) shows between the title and the first button
PANEL_TOP, PANEL_BOTTOM = 6, 940
TITLE_TOP = 14
BUTTONS_TOP = 200

if TYPE_CHECKING:
    from tabletop.engine.game_scene import GameScene


class PauseScene(Scene):
    overlay = True

    def __init__(self, game: GameScene) -> None:
        super().__init__()
        self.game = game
        self.confirm_restart = False

    def enter(self) -> None:
        extras: list[tuple[Label, Callable[[], None], int | None]] = [
            (label, partial(self.extra, action), None) for label, action in self.game.menu_extras()
        ]
        entries: list[tuple[Label, Callable[[], None], int | None]] = [
            (lambda: _("Resume"), self.resume_game, pygame.K_ESCAPE),
            (lambda: _("Undo my last move"), self.undo, pygame.K_u),
            (lambda: _("Save game"), self.save, pygame.K_s),
            (lambda: _("Load game"), self.load, pygame.K_l),
            (lambda: _("Rules"), self.rules, pygame.K_r),
            *extras,
            (self._restart_label, self.restart, None),
            (lambda: _("Settings"), self.settings, None),
            (lambda: _("Quit to title"), self.quit_to_title, pygame.K_q),
        ]
        # eight buttons fill the panel; a table's own entries make every button a little lower
        height, gap = (74, 14) if len(entries) <= 8 else (66, 10)
        self.buttons = button_column(entries, top=BUTTONS_TOP, height=height, gap=gap)
        self.buttons[0].style = ButtonStyle.PRIMARY
        spare_keys(self.buttons, self.game.seat_keys())
        self.refresh_buttons()

    def resume(self) -> None:
        super().resume()
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        self.buttons[1].enabled = self.game.can_undo()

    def _restart_label(self) -> str:
        return _("Really restart? Click again") if self.confirm_restart else _("Restart")

    # -- actions ----------------------------------------------------------------------------------

    def resume_game(self) -> None:
        assert self.app is not None
        self.app.pop()

    def extra(self, action: Callable[[], None]) -> None:
        """A table's own entry: back to the table, where the action happens."""
        assert self.app is not None
        self.app.pop()
        action()

    def undo(self) -> None:
        assert self.app is not None
        self.game.undo()
        self.app.pop()

    def save(self) -> None:
        assert self.app is not None
        path = saves.new_save_path(self.game.session.game_id)
        try:
            saves.save_session(self.game.session, path)
        except OSError as err:
            self.app.toast(_("The game could not be saved: {problem}").format(problem=err))
            return
        self.app.toast(_("Saved as {name}.").format(name=path.stem))

    def load(self) -> None:
        assert self.app is not None
        from tabletop.scenes.load import LoadScene

        self.app.push(LoadScene())

    def rules(self) -> None:
        assert self.app is not None
        from tabletop.scenes.rules_help import RulesScene

        self.app.push(RulesScene(self.game.session.info))

    def restart(self) -> None:
        assert self.app is not None
        if not self.confirm_restart:
            self.confirm_restart = True
            return
        from tabletop.engine.phone_seats import phone_seats_in
        from tabletop.scenes.play import start_new_game

        session = self.game.session
        phones = phone_seats_in(session.table, session.seats)  # the same seats on phones, new codes
        start_new_game(self.app, session.info, dict(session.options), list(session.seats), phones)

    def settings(self) -> None:
        assert self.app is not None
        from tabletop.scenes.settings import SettingsScene

        self.app.push(SettingsScene())

    def quit_to_title(self) -> None:
        """The game stays in the autosave, so Continue brings it back."""
        assert self.app is not None
        from tabletop.scenes.title import TitleScene

        self.app.replace(TitleScene(spare=self.game.seat_keys()))

    # -- lifecycle ------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        route(self.buttons, intent)
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        chrome.dim(surface)
        panel = pygame.Rect(0, 0, 680, PANEL_BOTTOM - PANEL_TOP)
        panel.midtop = (960, PANEL_TOP)
        draw_panel(surface, panel, alpha=245)
        text.draw_text(surface, _("Paused"), (960, TITLE_TOP), 60, theme.TEXT, anchor="midtop", bold=True)
        for button in self.buttons:
            button.draw(surface)
