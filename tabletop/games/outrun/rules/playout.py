"""Random full games, for the invariant tests and the benchmark.

The random runners are not wholly random: a share of their runs is the correct one (``correct_run``)
so that tokens move, places fill and every stage of every monster comes round; the rest are the
listed run or "Time's up".  Times are drawn from the seed.  The seed fixes the deal and every choice.
"""

from __future__ import annotations

import random

from tabletop.core.contract import Command
from tabletop.games.outrun.rules.commands import Run
from tabletop.games.outrun.rules.flow import apply, legal_commands, to_act
from tabletop.games.outrun.rules.runners import correct_run
from tabletop.games.outrun.rules.setup import setup
from tabletop.games.outrun.rules.state import Phase, State

#: no random game may take more commands than this (the tests assert it ended well before)
STEP_CAP = 20_000


def pick(state: State, rng: random.Random, skill: float = 0.7) -> Command:
    """One command for a seat to act: during the race a correct run with chance ``skill``."""
    seat = rng.choice(to_act(state))
    legal = legal_commands(state, seat)
    if state.phase is Phase.RACE:
        ms = rng.randint(2_000, 20_000)
        if rng.random() < skill:
            return Run(seat, tuple(correct_run(state, seat)), ms)
        if rng.random() < 0.8:
            cards = list(correct_run(state, seat))
            rng.shuffle(cards)
            return Run(seat, tuple(cards), ms)
    return rng.choice(legal)


def random_playout(
    seed: int, monster: str = "vampire", players: int = 4, boards: int = 1, skill: float = 0.7
) -> tuple[State, list[Command]]:
    """Play one random game from ``seed``; returns the final state and the commands played."""
    rng = random.Random(seed)
    state = setup({"monster": monster, "players": players, "boards": boards}, seed)
    commands: list[Command] = []
    while state.phase is not Phase.OVER and len(commands) < STEP_CAP:
        command = pick(state, rng, skill)
        state, _ = apply(state, command)
        commands.append(command)
    return state, commands
