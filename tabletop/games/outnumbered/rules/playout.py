"""Random full games, for the invariant tests and the benchmark.

The random heroes are not wholly random: they prefer defeating a villain when one is in reach and
end the turn after a few building steps, so games run through every stage (attacks, events,
breaches, the lab) in a few hundred commands.  The seed fixes the deal and every choice.
"""

from __future__ import annotations

import random

from tabletop.core.contract import Command
from tabletop.games.outnumbered.rules.commands import Build, Combine, Defeat, EndTurn, PlayBonus, Square
from tabletop.games.outnumbered.rules.content import VILLAINS
from tabletop.games.outnumbered.rules.flow import apply, legal_commands
from tabletop.games.outnumbered.rules.helpers import danger_order
from tabletop.games.outnumbered.rules.setup import setup
from tabletop.games.outnumbered.rules.solver import reachable
from tabletop.games.outnumbered.rules.state import Phase, State

#: no random game may take more commands than this (the tests assert it ended well before)
STEP_CAP = 20_000
#: building steps a random hero takes at most before it ends the turn
STEPS_PER_TURN = 3
#: the highest number the aiming heroes ask the solver for (Absolute Zero is 273)
REACH = 300


_NUMBER: dict[str, int] = {v.id: v.value for v in VILLAINS.values()}


def _result(command: Command, numbers: dict[int, int]) -> int | None:
    """What a building step would make (without applying it), for aiming at a villain."""
    if isinstance(command, Square):
        return numbers[command.value] ** 2
    if isinstance(command, Combine):
        a, b = numbers[command.a], numbers[command.b]
        if command.op == "+":
            return a + b
        if command.op == "-":
            return a - b
        if command.op == "*":
            return a * b
        return a // b if b else None
    return None


def aimed(state: State) -> Command | None:
    """A Defeat or a typed Build towards the most dangerous villain the pool can make, if any."""
    if not state.pool:
        return None
    ways = reachable([v.number for v in state.pool], REACH)
    for lane, row, villain in danger_order(state):
        number = VILLAINS[villain].value
        formula = ways.get(number)
        if formula is None:
            continue
        direct = next((v for v in state.pool if v.number == number), None)
        if direct is not None:
            return Defeat(state.seat, direct.id, lane, row)
        return Build(state.seat, formula)
    return None


def pick(state: State, rng: random.Random, steps_this_turn: int = 0, skill: float = 0.0) -> Command:
    """One legal command for the seat to act, with a light bias towards progress.

    ``skill`` (0..1) is the chance of asking the solver for a way to beat the most dangerous villain.
    """
    if state.phase is Phase.ACT and skill and rng.random() < skill:
        command = aimed(state)
        if command is not None:
            return command
    legal = legal_commands(state, state.seat)
    if state.phase is not Phase.ACT:
        return rng.choice(legal)
    defeats: list[Command] = []
    bonus: list[Command] = []
    steps: list[Command] = []
    for command in legal:
        kind = type(command)
        if kind is Defeat:
            defeats.append(command)
        elif kind is PlayBonus:
            bonus.append(command)
        elif kind is not EndTurn:
            steps.append(command)
    if defeats:
        return rng.choice(defeats)
    if steps_this_turn >= STEPS_PER_TURN or rng.random() < 0.15:
        return legal[0]
    if bonus and rng.random() < 0.2:
        return rng.choice(bonus)
    if not steps:
        return legal[0]
    if rng.random() < 0.8:
        wanted = {_NUMBER[v] for rows in state.lanes for v in rows if v is not None}
        numbers = {v.id: v.number for v in state.pool}
        aiming = [c for c in steps if _result(c, numbers) in wanted]
        if aiming:
            return rng.choice(aiming)
    return rng.choice(steps)


def random_playout(
    seed: int, mode: str = "sidekick", players: int = 1, skill: float = 0.0
) -> tuple[State, list[Command]]:
    """Play one random game from ``seed``; returns the final state and the commands played."""
    rng = random.Random(seed)
    state = setup({"mode": mode, "players": players}, seed)
    commands: list[Command] = []
    steps = 0
    while state.phase is not Phase.OVER and len(commands) < STEP_CAP:
        command = pick(state, rng, steps, skill)
        state, _ = apply(state, command)
        commands.append(command)
        steps = 0 if isinstance(command, EndTurn) else steps + 1
    return state, commands
