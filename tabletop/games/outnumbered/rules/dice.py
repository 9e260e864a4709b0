"""Rolling (rulebook, PLAYER TURNS): every turn starts with the dice; each becomes a raw pool value."""

from __future__ import annotations

import random

from tabletop.core.contract import Event
from tabletop.core.i18n import N_
from tabletop.games.outnumbered.rules.commands import Roll
from tabletop.games.outnumbered.rules.messages import event, hero_param
from tabletop.games.outnumbered.rules.pool import BUILT_IDS, die_value
from tabletop.games.outnumbered.rules.state import Die, Mode, Phase, State, evolve, rng_for

FACES = (1, 2, 3, 4, 5, 6)


def dice_count(mode: Mode) -> int:
    """Three dice, two in Training (rulebook, TRAINING MODE)."""
    return 2 if mode is Mode.TRAINING else 3


def roll_face(rng: random.Random) -> int:
    return rng.randint(1, 6)


def apply_roll(state: State, command: Roll) -> tuple[State, list[Event]]:
    """The turn's roll (ROLL): every die becomes a raw value of the pool."""
    rng, state = rng_for(state)
    dice = tuple(Die(i, roll_face(rng)) for i in range(dice_count(state.mode)))
    state = evolve(
        state, dice=dice, pool=tuple(die_value(d) for d in dice), next_value=BUILT_IDS, phase=Phase.ACT
    )
    faces = [d.face for d in dice]
    return state, [
        event(
            "rolled",
            N_("{hero} rolled {faces}."),
            {"hero": hero_param(state, command.seat), "faces": ", ".join(map(str, faces))},
            data={"faces": faces, "dice": [d.id for d in dice]},
            seat=command.seat,
            barrier=True,
        )
    ]
