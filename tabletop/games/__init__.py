"""The one table of games.  A game is listed here or it does not exist.

``rules`` is ``None`` for a game not built yet: the title screen shows it as not yet available.
Scene classes are loaded on demand (they import pygame; the rules never do).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from tabletop.core.i18n import N_


def _outnumbered_rules() -> ModuleType:
    from tabletop.games.outnumbered import rules

    return rules


def _outnumbered_bots() -> ModuleType:
    from tabletop.games.outnumbered import bots

    return bots


def _outnumbered_scene() -> type:
    from tabletop.games.outnumbered.scene import OutnumberedScene

    return OutnumberedScene


def _fugitive_rules() -> ModuleType:
    from tabletop.games.fugitive import rules

    return rules


def _fugitive_bots() -> ModuleType:
    from tabletop.games.fugitive import bots

    return bots


def _fugitive_scene() -> type:
    from tabletop.games.fugitive.scene import FugitiveScene

    return FugitiveScene


@dataclass(frozen=True)
class GameInfo:
    """What the app knows of one game; titles and taglines are English msgids.

    The rules, bots and scene modules are named by loader functions and imported on first use,
    so the title screen comes up without loading any game.
    """

    id: str
    title: str
    tagline: str
    min_players: int
    max_players: int
    load_rules: Callable[[], ModuleType] | None = None
    load_bots: Callable[[], ModuleType] | None = None
    scene: Callable[[], type] | None = None
    help_file: str | None = None  # module-relative text file with the rules summary
    cover: str = ""  # art/ file shown on the title screen

    @property
    def available(self) -> bool:
        return self.load_rules is not None and self.scene is not None

    @property
    def rules(self) -> ModuleType | None:
        return self.load_rules() if self.load_rules else None

    @property
    def bots(self) -> ModuleType | None:
        return self.load_bots() if self.load_bots else None

    def options(self) -> tuple[Any, ...]:
        return tuple(getattr(self.rules, "OPTIONS", ())) if self.rules else ()


GAMES: dict[str, GameInfo] = {
    info.id: info
    for info in (
        GameInfo(
            id="outrun",
            title=N_("Outrun"),
            tagline=N_("Escape the monster movie museum before the night is out."),
            min_players=2,
            max_players=6,
            cover="covers/outrun.png",
        ),
        GameInfo(
            id="justrun",
            title=N_("Just Run: A Game of Horror"),
            tagline=N_("Survive an abandoned building full of the undead."),
            min_players=2,
            max_players=6,
            cover="covers/justrun.png",
        ),
        GameInfo(
            id="outnumbered",
            title=N_("Outnumbered: Improbable Heroes"),
            tagline=N_("Do the maths, beat the villains, save the city together."),
            min_players=1,
            max_players=6,
            load_rules=_outnumbered_rules,
            load_bots=_outnumbered_bots,
            scene=_outnumbered_scene,
            help_file="outnumbered/help",
            cover="covers/outnumbered.png",
        ),
        GameInfo(
            id="fugitive",
            title=N_("Fugitive"),
            tagline=N_("One player runs for the border; the other reads the trail."),
            min_players=2,
            max_players=2,
            load_rules=_fugitive_rules,
            load_bots=_fugitive_bots,
            scene=_fugitive_scene,
            help_file="fugitive/help",
            cover="covers/fugitive.png",
        ),
    )
}


def get(game_id: str) -> GameInfo:
    """The game with this id; a ``KeyError`` names the ids that exist."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"no game called {game_id!r}; the games are {', '.join(GAMES)}") from None
