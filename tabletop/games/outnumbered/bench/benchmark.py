"""Figures for Outnumbered: solver time, random games per second, computer heroes' speed and results.

Pure functions returning plain data; ``tabletop benchmark --only outnumbered --games N`` prints
them (N is the number of games per mode and table size), and so does running this module.  Every
game is seeded, so a run is repeatable.  Win rates are the balance evidence for the content note:
a table of strong computer heroes should win most Sidekick games and struggle in Hero mode.

This module is Outnumbered's ``GameBenchmark`` (see ``tabletop.core.bench``): its figures are the
"outnumbered" section of ``tabletop benchmark``, and the busy table it offers is built in
``bench_table``.
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.bench import BenchLabels, Row, playouts_per_second
from tabletop.core.contract import Command
from tabletop.games.outnumbered import bots, rules
from tabletop.games.outnumbered.bench.bench_table import busy_session as busy_session
from tabletop.games.outnumbered.bench.bench_table import drag_script as drag_script
from tabletop.games.outnumbered.bench.bench_table import show_table as show_table
from tabletop.games.outnumbered.rules import solver
from tabletop.games.outnumbered.rules.playout import random_playout
from tabletop.games.outnumbered.rules.view import OutnumberedView

MODES: tuple[str, ...] = ("sidekick", "hero", "training")
SEATS: tuple[int, ...] = (1, 3, 6)
#: a game of computer heroes that has not ended after this many commands counts as unfinished
STEP_CAP = 5000
#: games per mode and table size when the caller gives none (a full run takes a few minutes)
DEFAULT_GAMES = 40
QUICK_GAMES = 8
DEFAULT_DECISIONS = 2000
QUICK_DECISIONS = 400
#: the promise in the issue: a computer hero decides within this at the 95th percentile
TARGET_DECISION_P95_MS = 300.0
#: its busy table's frame and idle figures have a section and rows of their own
LABELS = BenchLabels(
    name="Outnumbered", piece="a value chip", table_key="outnumbered_table", table_label="Outnumbered table"
)

Chooser = Callable[[OutnumberedView, Sequence[Command], int, str, random.Random], Command]


@dataclass
class GameResult:
    """How one game of computer heroes went."""

    won: bool
    finished: bool
    score: int | None  # the team's score on a win (None in Training and on a loss)
    escaped: int  # Training: villains that got through
    turns: int
    commands: int


def play_game(
    seed: int,
    mode: str = "sidekick",
    players: int = 1,
    strength: str = "strong",
    timings: list[float] | None = None,
) -> GameResult:
    """Play one seeded game with every seat a computer hero of ``strength`` ("random": uniform moves).

    ``timings``, when given, collects each decision's seconds.
    """
    state = rules.setup({"mode": mode, "players": players}, seed)
    chooser: Chooser = bots.random_move if strength == "random" else bots.choose
    commands = 0
    while state.phase is not rules.Phase.OVER and commands < STEP_CAP:
        seat = rules.to_act(state)[0]
        legal = rules.legal_commands(state, seat)
        view = rules.view(state, seat)
        rng = random.Random(seed * 1_000_003 + commands * 7 + seat)  # as the app seeds a bot's move
        started = time.perf_counter()
        command = chooser(view, legal, seat, strength, rng)
        if timings is not None:
            timings.append(time.perf_counter() - started)
        state, _ = rules.apply(state, command)
        commands += 1
    final = rules.view(state, None)
    return GameResult(
        won=bool(state.won),
        finished=state.phase is rules.Phase.OVER,
        score=final.get("score"),
        escaped=int(final.get("escaped") or 0),
        turns=int(final.get("turn") or 0),
        commands=commands,
    )


def _percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def solver_time(rolls: int = 216) -> dict[str, float]:
    """The solver's figures: the solver engineer's ``solver_bench.solver_figures`` when it exists.

    Without it, ``reachable`` is timed afresh (uncached) on every roll of three dice.
    """
    try:
        module = importlib.import_module("tabletop.games.outnumbered.bench.solver_bench")
    except ImportError:
        module = None
    function = getattr(module, "solver_figures", None) if module else None
    if callable(function):
        return dict(function())
    times: list[float] = []
    faces = solver.FACES
    for index in range(rolls):
        roll = (faces[index % 6], faces[index // 6 % 6], faces[index // 36 % 6])
        started = time.perf_counter()
        solver.reachable_uncached(roll, 1000)
        times.append(time.perf_counter() - started)
    return {
        "reachable_3_dice_p50_ms": 1000.0 * _percentile(times, 0.50),
        "reachable_3_dice_p95_ms": 1000.0 * _percentile(times, 0.95),
        "rolls": float(len(times)),
    }


def games_per_second(games: int = 300, seed: int = 0) -> dict[str, float]:
    """Random full games (the rules' own playout, every mode and 1-6 seats) played per second."""
    return playouts_per_second(
        lambda game: random_playout(seed + game, MODES[game % len(MODES)], 1 + game % 6)[1], games
    )


def decision_times(decisions: int = DEFAULT_DECISIONS, seed: int = 0) -> dict[str, dict[str, float]]:
    """p50, p95 and worst milliseconds per decision for each strength (at least ``decisions`` each).

    Each strength plays whole games (Sidekick and Hero in turn, three seats), so it meets the
    positions it would really reach, including the planner's cold caches at the start.
    """
    out: dict[str, dict[str, float]] = {}
    for strength in ("casual", "strong"):
        timings: list[float] = []
        game = seed
        while len(timings) < decisions:
            play_game(game, ("sidekick", "hero")[game % 2], 3, strength, timings)
            game += 1
        out[strength] = {
            "p50_ms": 1000.0 * _percentile(timings, 0.50),
            "p95_ms": 1000.0 * _percentile(timings, 0.95),
            "max_ms": 1000.0 * max(timings),
            "decisions": float(len(timings)),
        }
    return out


def win_rates(
    games: int = DEFAULT_GAMES,
    seed: int = 0,
    modes: Sequence[str] = MODES,
    seats: Sequence[int] = SEATS,
    strength: str = "strong",
) -> dict[str, dict[str, dict[str, float]]]:
    """For each mode and table size: the share of games won, the mean score of the wins, and more.

    Training cannot be lost, so its figure is the mean number of villains that got through.
    """
    out: dict[str, dict[str, dict[str, float]]] = {}
    for mode in modes:
        out[mode] = {}
        for players in seats:
            started = time.perf_counter()
            results = [play_game(seed + game, mode, players, strength) for game in range(games)]
            scores = [r.score for r in results if r.won and r.score is not None]
            out[mode][str(players)] = {
                "games": float(games),
                "win_rate": sum(r.won for r in results) / games if games else 0.0,
                "mean_score": statistics.fmean(scores) if scores else 0.0,
                "mean_escaped": statistics.fmean(r.escaped for r in results) if results else 0.0,
                "unfinished": float(sum(not r.finished for r in results)),
                "seconds": time.perf_counter() - started,
            }
    return out


def figures(
    games: int | None = None, quick: bool = False, seed: int = 0, decisions: int | None = None
) -> dict[str, Any]:
    """Every Outnumbered figure at once, as plain data (``games`` per mode and table size)."""
    if games is None:
        games = QUICK_GAMES if quick else DEFAULT_GAMES
    if decisions is None:
        decisions = QUICK_DECISIONS if quick else DEFAULT_DECISIONS
    return {
        "solver": solver_time(),
        "random_games": games_per_second(60 if quick else 300, seed),
        "decision_ms": decision_times(decisions, seed),
        "win_rates": win_rates(games, seed),
        "casual_win_rates": win_rates(games, seed, modes=("sidekick", "hero"), seats=(3,), strength="casual"),
    }


def section_figures(games: int | None, quick: bool, progress: Callable[[str], None]) -> dict[str, Any]:
    """``figures`` for ``tabletop benchmark`` (``games`` per mode and table size)."""
    progress("Outnumbered: solver, random games, computer heroes")
    return figures(games=games, quick=quick)


def section_rows(data: dict[str, Any]) -> list[Row]:
    """(figure, value, target, verdict) rows for the benchmark's table."""
    rows: list[Row] = []
    solver = data.get("solver") or {}
    for dice in (3, 2):
        key = f"reachable_{dice}_dice"
        if f"{key}_p50_ms" not in solver:
            continue
        p50 = solver[f"{key}_p50_ms"]
        target = solver.get("target_p50_ms", 2.0) if dice == 3 else None
        rows.append(
            (
                f"Outnumbered solver, {dice} dice, p50 / p95 / max",
                f"{p50:.2f} / {solver[f'{key}_p95_ms']:.2f} / {solver[f'{key}_max_ms']:.1f} ms"
                f" ({solver.get('rolls', 0):.0f} rolls)",
                f"p50 <= {target:g} ms" if target else "",
                ("ok" if p50 <= target else "MISSED") if target else "",
            )
        )
    random_games = data.get("random_games") or {}
    if random_games:
        rows.append(
            (
                "Outnumbered random full games per second",
                f"{random_games['games_per_second']:.1f}"
                f" ({random_games['commands_per_second']:.0f} commands/s)",
                "",
                "",
            )
        )
    for strength, entry in (data.get("decision_ms") or {}).items():
        p95 = entry["p95_ms"]
        rows.append(
            (
                f"Outnumbered {strength} hero decision p50 / p95 / max",
                f"{entry['p50_ms']:.1f} / {p95:.1f} / {entry['max_ms']:.0f} ms ({entry['decisions']:.0f})",
                f"p95 <= {TARGET_DECISION_P95_MS:g} ms",
                "ok" if p95 <= TARGET_DECISION_P95_MS else "MISSED",
            )
        )
    for label, key in (("strong", "win_rates"), ("casual", "casual_win_rates")):
        for mode, by_seats in (data.get(key) or {}).items():
            for seats, entry in by_seats.items():
                what = f"Outnumbered {label} heroes, {mode}, {seats} seat{'s' if seats != '1' else ''}"
                if mode == "training":
                    value = f"{entry['mean_escaped']:.2f} villains through on average"
                else:
                    value = f"won {100 * entry['win_rate']:.0f}%, mean score {entry['mean_score']:.1f}"
                unfinished = f", {entry['unfinished']:.0f} unfinished" if entry.get("unfinished") else ""
                rows.append((what, f"{value} ({entry['games']:.0f} games{unfinished})", "", ""))
    return rows


def render(data: dict[str, Any]) -> str:
    """The figures as a readable table."""
    rows = section_rows(data)
    header = ("figure", "value", "target", "")
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(4)]
    lines = [
        "  ".join(h.ljust(w) for h, w in zip(header, widths, strict=False)).rstrip(),
        "  ".join("-" * w for w in widths[:3]),
    ]
    lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=False)).rstrip() for row in rows]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Outnumbered figures: solver, random games, computer heroes."
    )
    parser.add_argument(
        "--games", type=int, default=None, help=f"games per mode and table size (default {DEFAULT_GAMES})"
    )
    parser.add_argument("--quick", action="store_true", help="fewer games and decisions")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(list(argv) if argv is not None else None)
    print(render(figures(args.games, args.quick, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
