"""The screens the engine opens by name, and the one place an app is put together.

The engine knows no screen of its own (it sits below them); at start-up the app is handed a
:class:`Screens`, through which a table opens its pause menu or its result, and a demo goes back
to the title.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.scene import Host, Scene


class Screens:
    """The :class:`~tabletop.engine.scene.Navigator` of the real app."""

    def title(self, *, idle_demo: bool = True) -> Scene:
        from tabletop.scenes.title import TitleScene

        return TitleScene(idle_demo=idle_demo)

    def pause_menu(self, table: Any) -> Scene:
        from tabletop.scenes.pause import PauseScene

        return PauseScene(table)

    def game_over(self, table: Any) -> Scene:
        from tabletop.scenes.game_over import GameOverScene

        return GameOverScene(table)

    def prepare_game_over(self) -> None:
        from tabletop.scenes.game_over import prepare

        prepare()

    def start_demo(self, host: Host) -> None:
        from tabletop.scenes.demo import start_demo

        start_demo(host)


def open_app(settings: Settings, window_size: tuple[int, int] | None = None) -> App:
    """The window and loop, wired to the app's screens (the command line, the smoke run, tests)."""
    return App(settings, navigator=Screens(), window_size=window_size)
