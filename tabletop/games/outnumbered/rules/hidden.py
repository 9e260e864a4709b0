"""What no seat can see, declared as a redeal: the contract suite checks ``view`` against it.

The heroes play with open hands, so every seat and the table see the same.  Hidden from everyone:

* the order of the villain deck, the bonus power deck and the event deck (their sizes, and what
  is in them, can be worked out from the open discards and the board, but not the order);
* the seed, that is what the next rolls and reshuffles will bring.

Public, and kept: everything else (the board, the dice and the pool, every hand, the discards).
"""

from __future__ import annotations

import random

from tabletop.games.outnumbered.rules.state import RANDOM, State, evolve


def redeal_hidden(state: State, seat: int | None, rng: random.Random) -> State:
    """The same game with every deck shuffled and a new seed: the same for every seat.

    Nothing keeps Absolute Zero in the bottom half of a Hero mode deck: the result only has to look
    the same, not be a deal the set-up could make.
    """
    state = evolve(
        state,
        villain_deck=_shuffled(state.villain_deck, rng),
        bonus_deck=_shuffled(state.bonus_deck, rng),
        event_deck=_shuffled(state.event_deck, rng),
    )
    return RANDOM.reseeded(state, rng)


def _shuffled(items: tuple[str, ...], rng: random.Random) -> tuple[str, ...]:
    shuffled = list(items)
    rng.shuffle(shuffled)
    return tuple(shuffled)
