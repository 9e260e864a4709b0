"""Set-up (rulebook, Game Setup): the runners at the start, the shuffled path deck, the interference
deck built for the monster, the Vampire's spare copies, and the first turner.

Every shuffle comes from one generator seeded with the game seed, so a seed fixes the deal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.contract import validate_options
from tabletop.games.outrun.rules.content import Monster
from tabletop.games.outrun.rules.interference import copies_for, deck_for
from tabletop.games.outrun.rules.options import OPTIONS
from tabletop.games.outrun.rules.paths import PATHS
from tabletop.games.outrun.rules.state import RANDOM, Phase, Runner, State

MIN_PLAYERS = 2
MAX_PLAYERS = 6


def setup(options: Mapping[str, Any], seed: int) -> State:
    """A new game, waiting for the first turner to turn the first path card."""
    chosen = validate_options(options, OPTIONS, MIN_PLAYERS, MAX_PLAYERS)
    players: int = chosen["players"]
    monster = Monster(chosen["monster"])
    rng = RANDOM.for_setup(seed)
    paths = [card.id for card in PATHS]
    rng.shuffle(paths)
    deck = list(deck_for(monster))
    rng.shuffle(deck)
    turner = rng.randrange(players) if chosen["first"] == "random" else 0
    return State(
        seed=seed,
        players=players,
        monster=monster,
        boards=chosen["boards"],
        time_limit=chosen["time_limit"],
        phase=Phase.REVEAL,
        round=1,
        turner=turner,
        runners=(Runner(),) * players,
        path_deck=tuple(paths),
        deck=tuple(deck),
        copies=copies_for(monster),
    )
