"""Random full games, for the invariant tests and the benchmark: uniformly random legal commands,
except that the frenzied scavenge's time's up is called only now and then (``TIME_UP_CHANCE``), so
that cards are fought over before the five minutes are up, and some games empty the deck."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tabletop.core.contract import Command
from tabletop.games.just_run.rules.commands import TimeUp
from tabletop.games.just_run.rules.flow import apply, legal_commands, to_act
from tabletop.games.just_run.rules.setup import setup
from tabletop.games.just_run.rules.state import State

#: no random game may take more commands than this (the tests assert it ended well before)
STEP_CAP = 20_000
#: the chance, at each answer of a frenzied scavenge, that the table's timer runs out instead
TIME_UP_CHANCE = 1 / 150


def random_playout(seed: int, options: Mapping[str, Any]) -> tuple[list[State], list[Command]]:
    """Play one random game from ``seed``: every state (first and last included) and the commands."""
    rng = random.Random(seed)
    state = setup(options, seed)
    states = [state]
    commands: list[Command] = []
    while to_act(state) and len(commands) < STEP_CAP:
        seat = rng.choice(to_act(state))
        command = rng.choice(_without_early_time_up(legal_commands(state, seat), rng))
        state, _ = apply(state, command)
        commands.append(command)
        states.append(state)
    return states, commands


def _without_early_time_up(legal: list[Command], rng: random.Random) -> list[Command]:
    """The listed commands, the time's up left out unless the timer runs out this time."""
    answers = [command for command in legal if not isinstance(command, TimeUp)]
    if len(answers) == len(legal) or rng.random() < TIME_UP_CHANCE:
        return legal  # other phases draw nothing more, so their random games stay as they were
    return answers
