"""The one list of games, as data.  A game is listed here or it does not exist.

Each entry names its rules, computer players and table by module path (strings, imported on first
use), so nothing here imports a game: the core stays at the bottom of the stack, the title screen
comes up without loading any game, and the command line, the benchmark and the smoke run all read
the same list.  A game not built yet has no table (and perhaps no rules); the title shows it as
coming soon until it has both.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.core.i18n import N_

if TYPE_CHECKING:
    from tabletop.core.contract import BotsFor, GameOption, Rules


@dataclass(frozen=True)
class GameInfo:
    """What the app knows of one game; ``title`` and ``tagline`` are English msgids.

    ``rules_module`` and ``bots_module`` are dotted module paths; ``table`` is
    ``"module.path:ClassName"`` of the game's table scene; ``benchmark_module`` is the game's
    figures and busy table for ``tabletop benchmark`` and ``bench-table`` (a
    ``tabletop.core.bench.GameBenchmark``); ``setup_rows`` is ``"module.path:ClassName"`` of the
    game's own rows on the set-up screen (a ``tabletop.engine.setup_rows.SetupRows``), for
    choices the rules know nothing of, such as how each seat plays.
    """

    id: str
    title: str
    tagline: str
    min_players: int
    max_players: int
    rules_module: str | None = None
    bots_module: str | None = None
    table: str | None = None
    benchmark_module: str | None = None
    setup_rows: str | None = None
    help_file: str | None = None  # package-relative text file with the rules summary, without ".txt"
    cover: str = ""  # art/ file shown on the title screen

    @property
    def available(self) -> bool:
        return self.rules_module is not None and self.table is not None

    def rules(self) -> Rules:
        """The game's rules module (imported now if it was not yet)."""
        if self.rules_module is None:
            raise LookupError(f"{self.id} has no rules yet")
        module: Any = importlib.import_module(self.rules_module)
        return module  # type: ignore[no-any-return]

    def bots(self) -> BotsFor[Any] | None:
        """The computer players' module, or None when the game has none."""
        if not self.bots_module:
            return None
        module: Any = importlib.import_module(self.bots_module)
        return module  # type: ignore[no-any-return]

    def table_class(self) -> type[Any]:
        """The game's table scene class (this imports pygame and the game's table modules)."""
        if self.table is None:
            raise LookupError(f"{self.id} has no table yet")
        return _resolve(self.table)

    def setup_rows_class(self) -> type[Any]:
        """The class of the game's own set-up rows (imported now; the engine and the game's
        table modules come with it)."""
        if self.setup_rows is None:
            raise LookupError(f"{self.id} has no set-up rows of its own")
        return _resolve(self.setup_rows)

    def options(self) -> tuple[GameOption, ...]:
        return tuple(self.rules().OPTIONS) if self.rules_module else ()


def _resolve(path: str) -> type[Any]:
    """The class a ``"module.path:ClassName"`` string names."""
    module_name, _, class_name = path.partition(":")
    cls: type[Any] = getattr(importlib.import_module(module_name), class_name)
    return cls


GAMES: dict[str, GameInfo] = {
    info.id: info
    for info in (
        GameInfo(
            id="outrun",
            title=N_("Outrun"),
            tagline=N_("Escape the monster movie museum before the night is out."),
            min_players=1,  # one: the solo practice against the clock
            max_players=6,
            rules_module="tabletop.games.outrun.rules",
            bots_module="tabletop.games.outrun.bots",
            table="tabletop.games.outrun.table.scene:OutrunScene",
            setup_rows="tabletop.games.outrun.table.setup_rows:OutrunSetupRows",
            help_file="outrun/help",
            benchmark_module="tabletop.games.outrun.bench.benchmark",
            cover="covers/outrun.png",
        ),
        GameInfo(
            id="just_run",
            title=N_("Just Run: A Game of Horror"),
            tagline=N_("Survive an abandoned building full of the undead."),
            min_players=2,
            max_players=6,
            rules_module="tabletop.games.just_run.rules",
            help_file="just_run/help",
            bots_module="tabletop.games.just_run.bots",
            benchmark_module="tabletop.games.just_run.bench.benchmark",
            table="tabletop.games.just_run.table.scene:JustRunScene",
            setup_rows="tabletop.games.just_run.table.frenzy_setup:JustRunSetupRows",
            cover="covers/justrun.png",
        ),
        GameInfo(
            id="outnumbered",
            title=N_("Outnumbered: Improbable Heroes"),
            tagline=N_("Do the maths, beat the villains, save the city together."),
            min_players=1,
            max_players=6,
            rules_module="tabletop.games.outnumbered.rules",
            bots_module="tabletop.games.outnumbered.bots",
            table="tabletop.games.outnumbered.table.scene:OutnumberedScene",
            setup_rows="tabletop.games.outnumbered.table.setup_rows:OutnumberedSetupRows",
            benchmark_module="tabletop.games.outnumbered.bench.benchmark",
            help_file="outnumbered/help",
            cover="covers/outnumbered.png",
        ),
        GameInfo(
            id="fugitive",
            title=N_("Fugitive"),
            tagline=N_("One player runs for the border; the other reads the trail."),
            min_players=2,
            max_players=2,
            rules_module="tabletop.games.fugitive.rules",
            bots_module="tabletop.games.fugitive.bots",
            table="tabletop.games.fugitive.table.scene:FugitiveScene",
            setup_rows="tabletop.games.fugitive.table.setup_rows:FugitiveSetupRows",
            benchmark_module="tabletop.games.fugitive.bench.benchmark",
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


def playable() -> list[GameInfo]:
    """The games that can be played now (rules and a table), in the catalogue's order."""
    return [info for info in GAMES.values() if info.available]


def with_rules() -> list[GameInfo]:
    """Every game whose rules exist, with a table or not yet, in the catalogue's order.

    The contract suite plays these, so a game's rules meet the contract before its table is built.
    """
    return [info for info in GAMES.values() if info.rules_module is not None]
