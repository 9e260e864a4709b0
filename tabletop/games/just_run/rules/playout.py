"""Random full games, for the invariant tests and the benchmark: uniformly random legal commands."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tabletop.core.contract import Command
from tabletop.games.just_run.rules.flow import apply, legal_commands, to_act
from tabletop.games.just_run.rules.setup import setup
from tabletop.games.just_run.rules.state import State

#: no random game may take more commands than this (the tests assert it ended well before)
STEP_CAP = 20_000


def random_playout(seed: int, options: Mapping[str, Any]) -> tuple[list[State], list[Command]]:
    """Play one random game from ``seed``: every state (first and last included) and the commands."""
    rng = random.Random(seed)
    state = setup(options, seed)
    states = [state]
    commands: list[Command] = []
    while to_act(state) and len(commands) < STEP_CAP:
        seat = rng.choice(to_act(state))
        command = rng.choice(legal_commands(state, seat))
        state, _ = apply(state, command)
        commands.append(command)
        states.append(state)
    return states, commands
