"""Timing figures for the solver, for the benchmark and the closing note.

The issue asks for ``reachable`` on three dice in under 2 ms at p50; the figures time the
uncached search, since in play most rolls are new.  Benchmark code, so it may read the clock.
The keys are flat floats so the benchmark's table can print each one as a row.
"""

from __future__ import annotations

import random
import time

from tabletop.games.outnumbered.rules.solver import reachable_uncached

TARGET_P50_MS = 2.0


def _percentile(sorted_ms: list[float], share: float) -> float:
    index = min(len(sorted_ms) - 1, max(0, round(share * (len(sorted_ms) - 1))))
    return sorted_ms[index]


def _time_rolls(n_dice: int, rolls: int, rng: random.Random) -> dict[str, float]:
    times: list[float] = []
    for _ in range(rolls):
        dice = [rng.randint(1, 6) for _ in range(n_dice)]
        started = time.perf_counter()
        reachable_uncached(dice)
        times.append((time.perf_counter() - started) * 1000.0)
    times.sort()
    prefix = f"reachable_{n_dice}_dice"
    return {
        f"{prefix}_p50_ms": _percentile(times, 0.50),
        f"{prefix}_p95_ms": _percentile(times, 0.95),
        f"{prefix}_max_ms": times[-1],
    }


def solver_figures(rolls: int = 2000, seed: int = 1) -> dict[str, float]:
    """p50/p95/max milliseconds of an uncached ``reachable`` on random rolls of three and of two dice."""
    if rolls < 1:
        raise ValueError("solver_figures needs at least one roll")
    rng = random.Random(seed)
    figures = {"rolls": float(rolls), "target_p50_ms": TARGET_P50_MS}
    figures.update(_time_rolls(3, rolls, rng))
    figures.update(_time_rolls(2, rolls, rng))
    return figures
