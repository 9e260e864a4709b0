"""Set-up (rulebook, Game Setup): the runners at the start, the shuffled path deck, the interference
deck built for the monster, the Vampire's spare copies, and the first turner.

Every shuffle comes from one generator seeded with the game seed, so a seed fixes the deal.

The book is for 2 to 6 runners; one runner alone plays our **solo practice** (CONTENT.md: one
person against the monster and the clock).  The options say so with ``"solo": True`` (saved with the
game); it needs exactly one runner, and one runner is always solo, so a save made before the
setting existed (two or more runners, no ``solo``) loads as the race it was.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.contract import IllegalCommand, validate_options
from tabletop.core.i18n import N_
from tabletop.games.outrun.rules.content import Monster
from tabletop.games.outrun.rules.interference import copies_for, deck_for
from tabletop.games.outrun.rules.options import OPTIONS
from tabletop.games.outrun.rules.paths import PATHS
from tabletop.games.outrun.rules.state import RANDOM, Phase, Runner, State

MIN_PLAYERS = 1  # the solo practice; a race of the book has 2 to 6
MAX_PLAYERS = 6
#: the option naming a solo practice (not one of ``OPTIONS``: the set-up's play mode sets it)
SOLO = "solo"


def setup(options: Mapping[str, Any], seed: int) -> State:
    """A new game, waiting for the first turner to turn the first path card."""
    rest = {name: value for name, value in options.items() if name != SOLO}
    chosen = validate_options(rest, OPTIONS, MIN_PLAYERS, MAX_PLAYERS)
    players: int = chosen["players"]
    solo = options.get(SOLO, players == 1)
    if not isinstance(solo, bool):
        raise IllegalCommand(N_("Option {name!r} cannot be {value!r}."), name=SOLO, value=solo)
    if solo != (players == 1):
        raise IllegalCommand(N_("The solo practice is one runner alone; two to six runners race each other."))
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
        solo=solo,
        time_limit=chosen["time_limit"],
        phase=Phase.REVEAL,
        round=1,
        turner=turner,
        runners=(Runner(),) * players,
        path_deck=tuple(paths),
        deck=tuple(deck),
        copies=copies_for(monster),
    )
