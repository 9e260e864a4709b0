"""Random full games, for the invariant tests and the benchmark.

The players pick among legal commands with a light bias (the Fugitive prefers placing to passing,
the Marshal avoids her own cards and sometimes names a series) so games end in every possible way
in a few hundred commands.  The seed fixes the variant, the deal and every choice.
"""

from __future__ import annotations

import random

from tabletop.core.contract import Command
from tabletop.games.fugitive.rules.commands import AddSprint, Done, Guess, Pass, PlaceHideout
from tabletop.games.fugitive.rules.flow import apply, legal_commands, to_act
from tabletop.games.fugitive.rules.setup import setup
from tabletop.games.fugitive.rules.state import MARSHAL, Phase, State, Variant

#: no random game may take more commands than this (the tests assert it ended well before)
STEP_CAP = 5000
VARIANTS: tuple[str, ...] = tuple(v.value for v in Variant)


def options_for(seed: int) -> dict[str, str]:
    """The variant mix: every variant, and Helpful events for either side, by seed."""
    return {
        "variant": VARIANTS[seed % len(VARIANTS)],
        "helpful_for": "marshal" if (seed // len(VARIANTS)) % 2 else "fugitive",
    }


def pick(state: State, rng: random.Random) -> Command:
    """One random legal command for the seat to act."""
    seat = to_act(state)[0]
    legal = legal_commands(state, seat)
    phase = state.phase
    if phase is Phase.FUGITIVE_PLACE:
        places = [c for c in legal if isinstance(c, PlaceHideout)]
        if places and rng.random() < 0.75:
            return rng.choice(places)
        return next(c for c in legal if isinstance(c, Pass))
    if phase is Phase.PLACING:
        done = [c for c in legal if isinstance(c, Done)]
        sprints = [c for c in legal if isinstance(c, AddSprint)]
        if done and (not sprints or rng.random() < 0.6):
            return done[0]
        return rng.choice(sprints)
    if phase in (Phase.MARSHAL_GUESS, Phase.MANHUNT):
        own = set(state.hands[MARSHAL])
        numbers = [c.numbers[0] for c in legal if isinstance(c, Guess) and c.numbers[0] not in own]
        if not numbers:
            return rng.choice(legal)
        if (
            phase is Phase.MARSHAL_GUESS
            and not state.effects.single_guess_only
            and len(numbers) > 2
            and rng.random() < 0.15
        ):
            return Guess(seat, tuple(rng.sample(numbers, rng.choice((2, 3)))))
        return Guess(seat, (rng.choice(numbers),))
    return rng.choice(legal)


def random_playout(seed: int) -> tuple[State, list[Command]]:
    """Play one random game from ``seed``; returns the final state and the commands played."""
    rng = random.Random(seed)
    state = setup(options_for(seed), seed)
    commands: list[Command] = []
    while state.phase is not Phase.OVER and len(commands) < STEP_CAP:
        command = pick(state, rng)
        state, _ = apply(state, command)
        commands.append(command)
    return state, commands
