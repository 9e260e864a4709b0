"""Dice and draws are fair over many seeds: every random outcome a game takes, at set-up and in play,
is uniform over what it was drawn from.

Every roll, card taken at random, shuffle and tile draw of ``random.Random`` comes down to
``_randbelow(n)`` (a whole number below ``n``), so recording those over random games of each game
and testing each ``n`` for uniformity (a chi-square test) checks the games' randomness without
knowing a game.  What it catches is randomness that is not random: a generator seeded the same for
every draw, a count of draws that is never advanced, a deal taken from the seed's first number.
The seeds are fixed, so the test gives the same answer on every run.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import pytest

from tabletop.core import rules_kit
from tabletop.core.catalogue import GameInfo
from tabletop.core.rules_kit import StateRandom
from tests.contract.harness import each_game, play_random, rules_of

#: the random games recorded per game (seeds 1000, 1001, ...: not the suite's cached ones, which
#: were played before the recorder was in place)
GAMES_RECORDED = 16
#: a range is tested once it has this many outcomes per possible value
PER_VALUE = 8
#: the chi-square statistic's chance under fair draws below which the draws are called unfair
#: (fixed seeds: a fair game never crosses it by bad luck on one run and passes on the next)
UNLIKELY = 1e-6


def chi_square_chance(counts: Counter[int], n: int) -> float:
    """How likely a fair draw below ``n`` gives counts at least this uneven (chi-square with n - 1
    degrees of freedom, by the Wilson-Hilferty normal approximation)."""
    total = sum(counts.values())
    expected = total / n
    statistic = sum((counts.get(value, 0) - expected) ** 2 / expected for value in range(n))
    freedom = n - 1
    z = ((statistic / freedom) ** (1 / 3) - (1 - 2 / (9 * freedom))) / math.sqrt(2 / (9 * freedom))
    return 0.5 * math.erfc(z / math.sqrt(2))


def unfair_ranges(games: Iterable[Sequence[tuple[int, int]]]) -> dict[str, float]:
    """Of the ranges drawn from often enough to tell, those whose outcomes are too uneven to be
    fair, with the chance of such counts under fair draws: each range's outcomes (``"6"``), and the
    pairs of one game's successive outcomes in it (``"6 then 6"``: a draw that repeats the one
    before, or follows from it, is not fair even when each face comes up as often)."""
    by_range: dict[str, tuple[int, Counter[int]]] = {}
    for outcomes in games:
        last: dict[int, int] = {}
        for n, value in outcomes:
            by_range.setdefault(str(n), (n, Counter()))[1][value] += 1
            if n in last:
                by_range.setdefault(f"{n} then {n}", (n * n, Counter()))[1][last[n] * n + value] += 1
            last[n] = value
    unfair: dict[str, float] = {}
    for name, (n, counts) in by_range.items():
        if n < 2 or sum(counts.values()) < PER_VALUE * n:
            continue
        chance = chi_square_chance(counts, n)
        if chance < UNLIKELY:
            unfair[name] = chance
    return unfair


@contextmanager
def recorded_outcomes() -> Iterator[list[tuple[int, int]]]:
    """Every ``_randbelow(n)`` the rules take while the block runs, from set-up's generator and
    from every draw, as ``(n, outcome)``."""
    outcomes: list[tuple[int, int]] = []

    class RecordingDraws(rules_kit._WatchedRandom):
        def _randbelow(self, n: int) -> int:
            value = super()._randbelow(n)
            outcomes.append((n, value))
            return value

    class RecordingSetup(random.Random):
        def _randbelow(self, n: int) -> int:
            value = super()._randbelow(n)
            outcomes.append((n, value))
            return value

    original_setup = StateRandom.for_setup

    def for_setup(self: StateRandom[Any], seed: int) -> random.Random:
        recording = RecordingSetup()
        recording.setstate(original_setup(self, seed).getstate())
        return recording

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(rules_kit, "_WatchedRandom", RecordingDraws)
        patch.setattr(StateRandom, "for_setup", for_setup)
        yield outcomes


@each_game
def test_every_random_outcome_of_set_up_and_play_is_uniform_over_many_seeds(info: GameInfo) -> None:
    rules = rules_of(info)
    games: list[list[tuple[int, int]]] = []
    for seed in range(1000, 1000 + GAMES_RECORDED):
        with recorded_outcomes() as outcomes:
            play_random(rules, seed)
        games.append(outcomes)
    drawn = Counter(n for outcomes in games for n, _v in outcomes)
    assert any(n >= 2 and count >= PER_VALUE * n for n, count in drawn.items()), f"{info.id} drew too little"
    assert unfair_ranges(games) == {}, f"{info.id} draws unevenly (range: chance under fair draws)"


# -- the check can fail -------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class _DieState:
    seed: int
    rng_calls: int = 0


def _rolls(random_source: StateRandom[_DieState], seeds: range, rolls: int) -> list[list[tuple[int, int]]]:
    """Each seed's game of ``rolls`` die rolls, as the recorder saw them."""
    games = []
    for seed in seeds:
        with recorded_outcomes() as outcomes:
            state = _DieState(seed)
            for _ in range(rolls):
                rng, state = random_source.draw(state)
                rng.randint(1, 6)
        games.append(outcomes)
    return games


def test_a_die_rolled_through_the_state_s_randomness_passes_the_check() -> None:
    fair = StateRandom("die", lambda state, **changes: dataclasses.replace(state, **changes), "die-setup")
    games = _rolls(fair, range(40), 30)
    assert sum(map(len, games)) == 1200 and unfair_ranges(games) == {}


def test_a_game_that_never_counts_its_draws_rolls_the_same_die_every_time_and_fails_the_check() -> None:
    stuck = StateRandom("die", lambda state, **changes: state, "die-setup")  # rng_calls never advances
    assert "6 then 6" in unfair_ranges(_rolls(stuck, range(40), 30))


def test_a_loaded_die_fails_the_check() -> None:
    loaded = [(6, 5)] * 300 + [(6, value) for value in range(6) for _ in range(50)]
    assert "6" in unfair_ranges([loaded])
    fair = [(6, random.Random(seed).randrange(6)) for seed in range(300)]
    assert unfair_ranges([fair]) == {}
