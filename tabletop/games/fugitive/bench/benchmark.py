"""Figures for the Fugitive bots and rules: decision times, win rates and random games per second.

Pure functions returning numbers; ``tabletop benchmark`` prints them as its "fugitive" section.
Every game is seeded, so a run is repeatable.  This module is Fugitive's ``GameBenchmark`` (see
``tabletop.core.bench``): the busy table it offers is built in ``bench_table``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from tabletop.core.bench import BenchLabels, Row, format_figure, playouts_per_second
from tabletop.core.contract import Command
from tabletop.games.fugitive import bots, rules
from tabletop.games.fugitive.bench.bench_table import busy_session as busy_session
from tabletop.games.fugitive.bench.bench_table import drag_script as drag_script
from tabletop.games.fugitive.bench.bench_table import show_table as show_table
from tabletop.games.fugitive.rules.playout import STEP_CAP, random_playout
from tabletop.games.fugitive.rules.view import FugitiveView

FUGITIVE = 0
MARSHAL = 1
#: a seat's player: "casual", "strong" or "random" (uniform among the legal commands)
Player = str
Chooser = Callable[[FugitiveView, Sequence[Command], int, str, random.Random], Command]


def _chooser(player: Player) -> Chooser:
    return bots.random_move if player == "random" else bots.choose


def play_game(
    seed: int,
    fugitive: Player,
    marshal: Player,
    options: dict[str, Any] | None = None,
    timings: dict[str, list[float]] | None = None,
) -> int | None:
    """Play one seeded game between two players; returns the winning seat (None if capped).

    ``timings``, when given, collects each bot decision's seconds under "fugitive_<player>" and
    "marshal_<player>".
    """
    state = rules.setup(options or {}, seed)
    rng = random.Random(seed * 7919 + 1)
    players = {FUGITIVE: fugitive, MARSHAL: marshal}
    names = {FUGITIVE: f"fugitive_{fugitive}", MARSHAL: f"marshal_{marshal}"}
    for _ in range(STEP_CAP):
        result = rules.outcome(state)
        if result is not None:
            return result.winners[0] if result.winners else None
        seat = rules.to_act(state)[0]
        legal = rules.legal_commands(state, seat)
        view = rules.view(state, seat)
        player = players[seat]
        started = time.perf_counter()
        command = _chooser(player)(view, legal, seat, player, rng)
        if timings is not None and player != "random":
            timings.setdefault(names[seat], []).append(time.perf_counter() - started)
        state, _ = rules.apply(state, command)
    result = rules.outcome(state)
    return result.winners[0] if result and result.winners else None


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))
    return ordered[index]


def decision_times(n: int = 200, seed: int = 0) -> dict[str, dict[str, float]]:
    """p50 and p95 milliseconds per decision for each bot (at least ``n`` decisions each).

    Strong plays strong and casual plays casual, so each bot meets positions it would really
    reach.
    """
    timings: dict[str, list[float]] = {}
    game = seed
    for strength in ("strong", "casual"):
        keys = (f"fugitive_{strength}", f"marshal_{strength}")
        while min(len(timings.get(k, ())) for k in keys) < n:
            play_game(game, strength, strength, timings=timings)
            game += 1
    return {
        name: {
            "p50_ms": 1000.0 * _percentile(values, 0.50),
            "p95_ms": 1000.0 * _percentile(values, 0.95),
            "decisions": float(len(values)),
        }
        for name, values in sorted(timings.items())
    }


MATCHES: dict[str, tuple[Player, Player]] = {
    "strong_marshal_vs_strong_fugitive": ("strong", "strong"),
    "strong_marshal_vs_random_fugitive": ("random", "strong"),
    "strong_fugitive_vs_random_marshal": ("strong", "random"),
}


def win_rates(
    games: int = 100, seed: int = 0, matches: dict[str, tuple[Player, Player]] | None = None
) -> dict[str, dict[str, float]]:
    """Share of games each side won in each match-up (fugitive player, marshal player)."""
    out: dict[str, dict[str, float]] = {}
    for name, (fugitive, marshal) in (matches or MATCHES).items():
        wins = {FUGITIVE: 0, MARSHAL: 0}
        unfinished = 0
        started = time.perf_counter()
        for game in range(games):
            winner = play_game(seed + game, fugitive, marshal)
            if winner is None:
                unfinished += 1
            else:
                wins[winner] += 1
        out[name] = {
            "games": float(games),
            "fugitive": wins[FUGITIVE] / games if games else 0.0,
            "marshal": wins[MARSHAL] / games if games else 0.0,
            "unfinished": float(unfinished),
            "seconds": time.perf_counter() - started,
        }
    return out


#: how many more of the same seeded games the look-ahead Fugitive must win than the plain strong one
#: (both against the strong Marshal) for the look-ahead to have earned its thinking time
LOOK_AHEAD_MARGIN = 0.1
#: the strong bots against a random opponent: the share of games each must win at least
STRONG_MARSHAL_TARGET = 0.8
STRONG_FUGITIVE_TARGET = 0.75


def look_ahead_wins(games: int = 40, seed: int = 0) -> dict[str, float]:
    """The same seeded games against the strong Marshal, played by the strong Fugitive with and
    without its look-ahead (weighing the Marshal's likely answer): the share each won."""
    from tabletop.games.fugitive.bots import bot_fugitive

    wins = {True: 0, False: 0}
    saved = bot_fugitive.LOOK_AHEAD
    try:
        for look_ahead in (True, False):
            bot_fugitive.LOOK_AHEAD = look_ahead
            wins[look_ahead] = sum(
                play_game(seed + game, "strong", "strong") == FUGITIVE for game in range(games)
            )
    finally:
        bot_fugitive.LOOK_AHEAD = saved
    return {
        "games": float(games),
        "look_ahead": wins[True] / games if games else 0.0,
        "plain": wins[False] / games if games else 0.0,
    }


def strength_checks(games: int, seed: int = 0) -> dict[str, dict[str, float]]:
    """What the bots must beat, as figures rather than timed tests (the games take a minute)."""
    rates = win_rates(
        games,
        seed=seed,
        matches={
            "strong_marshal_vs_random_fugitive": ("random", "strong"),
            "strong_fugitive_vs_random_marshal": ("strong", "random"),
        },
    )
    return {**rates, "look_ahead_vs_plain": look_ahead_wins(games, seed)}


#: the strength checks against random opponents: (key, label, the side that must win, its target)
AGAINST_RANDOM: tuple[tuple[str, str, str, float], ...] = (
    (
        "strong_marshal_vs_random_fugitive",
        "strong Marshal v random Fugitive",
        "marshal",
        STRONG_MARSHAL_TARGET,
    ),
    (
        "strong_fugitive_vs_random_marshal",
        "strong Fugitive v random Marshal",
        "fugitive",
        STRONG_FUGITIVE_TARGET,
    ),
)


def strength_rows(checks: dict[str, dict[str, float]]) -> list[Row]:
    """Each strength check with its target and whether it was met."""
    rows: list[Row] = []
    for key, label, side, target in AGAINST_RANDOM:
        match = checks.get(key)
        if match:
            rows.append(
                (
                    f"Fugitive {label} ({match['games']:.0f} games): {side.title()} wins",
                    f"{match[side]:.0%}",
                    f">= {target:.0%}",
                    "ok" if match[side] >= target else "MISSED",
                )
            )
    ahead = checks.get("look_ahead_vs_plain")
    if ahead:
        met = ahead["look_ahead"] >= ahead["plain"] + LOOK_AHEAD_MARGIN
        rows.append(
            (
                f"Fugitive look-ahead v plain strong Fugitive ({ahead['games']:.0f} games each): wins",
                f"{ahead['look_ahead']:.0%} v {ahead['plain']:.0%}",
                f"+{LOOK_AHEAD_MARGIN:.0%} or more",
                "ok" if met else "MISSED",
            )
        )
    return rows


def games_per_second(games: int = 200, seed: int = 0) -> dict[str, float]:
    """Random full games (the rules' own playout, all variants) played per second."""
    return playouts_per_second(lambda game: random_playout(seed + game)[1], games)


def report(games: int = 100, decisions: int = 200) -> dict[str, Any]:
    """Every figure at once, as plain data for the CLI to print."""
    return {
        "decision_times": decision_times(decisions),
        "win_rates": win_rates(games),
        "random_games": games_per_second(max(games, 50)),
    }


# --------------------------------------------------------------------------------------------
# the "fugitive" section of ``tabletop benchmark``

#: its table reports at the top level ("frame", "idle"): it was the first table measured
LABELS = BenchLabels(name="Fugitive", piece="a card")
#: games per match-up for the win rates, and for games per second, when ``--games`` is not given
DEFAULT_GAMES = 1000
QUICK_GAMES = 100
SECTION_SEED = 1
#: (JSON key, row label) of each figure, in the order they are measured and listed
FIGURES: tuple[tuple[str, str], ...] = (
    ("games_per_second", "random full games per second"),
    ("bot_decision_ms", "bot decision time (ms)"),
    ("win_rates", "win rates"),
    ("strength", "strength checks"),
)
#: games in each strength check (a full run; --quick plays fewer)
STRENGTH_GAMES = 40
QUICK_STRENGTH_GAMES = 10


def section_figures(games: int | None, quick: bool, progress: Callable[[str], None]) -> dict[str, Any]:
    """Random games per second, the bots' decision times and their win rates (``games`` each)."""
    count = max(1, games) if games is not None else (QUICK_GAMES if quick else DEFAULT_GAMES)
    measures: dict[str, Callable[[], Any]] = {
        "games_per_second": lambda: games_per_second(count, seed=SECTION_SEED),
        "bot_decision_ms": lambda: decision_times(seed=SECTION_SEED),
        "win_rates": lambda: win_rates(count, seed=SECTION_SEED),
        "strength": lambda: strength_checks(QUICK_STRENGTH_GAMES if quick else STRENGTH_GAMES, seed=0),
    }
    results: dict[str, Any] = {}
    for key, label in FIGURES:
        progress(f"Fugitive: {label}")
        results[key] = measures[key]()
    return results


def section_rows(data: dict[str, Any]) -> list[Row]:
    """One row per figure, each value written out in full."""
    rows = [
        (f"Fugitive {label}", format_figure(data[key]), "", "")
        for key, label in FIGURES
        if key in data and key != "strength"
    ]
    return rows + strength_rows(data.get("strength") or {})
