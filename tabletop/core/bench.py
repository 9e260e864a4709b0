"""What a game's benchmark module offers, so the benchmark tools can measure it without naming it.

A game with figures of its own names a benchmark module in the catalogue (``benchmark_module``).
That module is a ``GameBenchmark``: it builds a busy table to measure drawing on (a session, plus
how to show it once its table scene is up), says how a hand drags a piece over that table, and
measures and prints its own figures (rules, computer players) as one section of ``tabletop
benchmark``, whose ``--only`` name and JSON key are the game's id.  ``tabletop bench-table`` and
``tabletop benchmark`` read the catalogue and call these; they know no game by name.

It lives in the core because it is data and signatures only: scenes are passed through as
``Any`` (the core may not import the engine), and nothing here imports a game until asked.  The
one measurement every game's benchmark makes alike, random full games per second
(:func:`playouts_per_second`), is here once too.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable, Sized
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from tabletop.core import catalogue

if TYPE_CHECKING:
    from tabletop.core.catalogue import GameInfo
    from tabletop.core.session import GameSession

Point = tuple[int, int]
#: one row of the benchmark's table: figure, value, target, verdict ("ok", "MISSED" or "")
Row = tuple[str, str, str, str]


class DragScript(NamedTuple):
    """Where the benchmark's hand presses, the points it sweeps through (one a frame, looping) and
    where it lets go; in the table's 1920x1080 coordinates."""

    grab: Point
    path: list[Point]
    release: Point


@dataclass(frozen=True)
class BenchLabels:
    """How a game's figures are named in the report.

    ``table_key`` is the JSON section its table's "frame" and "idle" figures go in, and
    ``table_label`` starts their rows.  A game without them keeps the report's top-level "frame"
    and "idle" keys and unlabelled rows, where the first table ever measured has always reported;
    at most one game may do so, and it is measured and listed first so the report reads as before.
    """

    name: str  # in progress and error lines: "Fugitive"
    piece: str  # what the drag holds, in the progress line: "a card"
    table_key: str | None = None
    table_label: str | None = None

    def __post_init__(self) -> None:
        if (self.table_key is None) != (self.table_label is None):
            raise ValueError("a table's section key and row label come together")

    @property
    def top_level(self) -> bool:
        return self.table_key is None


class GameBenchmark(Protocol):
    """The members of a game's benchmark module (``GameInfo.benchmark_module``)."""

    LABELS: BenchLabels

    def busy_session(self) -> GameSession:
        """A game played, by script or computer players, until its table is as busy as it gets."""
        ...

    def show_table(self, scene: Any) -> None:
        """Called once the table scene of ``busy_session()`` is pushed: make it show what is measured
        (Fugitive lifts the curtain so the hand is on screen)."""
        ...

    def drag_script(self, scene: Any) -> DragScript:
        """The piece to hold on that table and the way to sweep it, so the costly path is drawn."""
        ...

    def section_figures(
        self, games: int | None, quick: bool, progress: Callable[[str], None]
    ) -> dict[str, Any]:
        """The game's own figures as plain data; ``games`` is ``--games`` (None: the game's default,
        smaller with ``quick``); ``progress`` takes a line to show while it works."""
        ...

    def section_rows(self, data: dict[str, Any]) -> list[Row]:
        """Rows of the benchmark's table for what ``section_figures`` returned."""
        ...


def load(info: GameInfo) -> GameBenchmark:
    """The benchmark module of ``info`` (imported now if it was not yet)."""
    if info.benchmark_module is None:
        raise LookupError(f"{info.id} has no benchmark module")
    module: Any = importlib.import_module(info.benchmark_module)
    return module  # type: ignore[no-any-return]


def benchmarked() -> list[GameInfo]:
    """The games with a benchmark module, in the catalogue's order; imports nothing."""
    return [info for info in catalogue.GAMES.values() if info.benchmark_module is not None]


def with_tables() -> list[GameInfo]:
    """The benchmarked games whose table exists, whose busy table can be measured; a game with
    rules and a benchmark but no table yet reports its own figures only.  Imports nothing."""
    return [info for info in benchmarked() if info.table is not None]


def in_report_order() -> list[tuple[GameInfo, GameBenchmark]]:
    """Each benchmarked game with its module: the one reporting at the top level first (see
    ``BenchLabels``), then the catalogue's order."""
    loaded = [(info, load(info)) for info in benchmarked()]
    top = [info.id for info, module in loaded if module.LABELS.top_level]
    if len(top) > 1:
        raise ValueError(f"only one table can report at the top level, not {', '.join(top)}")
    return sorted(loaded, key=lambda pair: not pair[1].LABELS.top_level)


def format_figure(value: Any, unit: str = "", digits: int = 2) -> str:
    """A figure as the benchmark's table shows it: numbers with ``digits``, dicts as "key value, ..."."""
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, (int, float)):
        return f"{value:.{digits}f}{unit}" if isinstance(value, float) else f"{value}{unit}"
    if isinstance(value, dict):
        return ", ".join(f"{k} {format_figure(v, '', digits)}" for k, v in value.items())
    return str(value)


def playouts_per_second(play: Callable[[int], Sized], games: int) -> dict[str, float]:
    """Random full games played per second, and commands per second: ``play(n)`` plays the n-th
    game (each game picks its own seed, seats and options from ``n``) and returns its commands."""
    started = time.perf_counter()
    commands = 0
    for game in range(games):
        commands += len(play(game))
    seconds = time.perf_counter() - started
    return {
        "games": float(games),
        "seconds": seconds,
        "games_per_second": games / seconds if seconds else 0.0,
        "commands_per_second": commands / seconds if seconds else 0.0,
    }
