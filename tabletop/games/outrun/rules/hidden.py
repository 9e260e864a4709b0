"""What each seat cannot see, declared as a redeal: the contract suite checks ``view`` against it.

Hidden from every seat but its owner, and from the table (None): a runner's interference hand
(its size is public), and, while the race is on, the cards of a run already laid (that the runner
finished, and the time, are public).  Hidden from everyone: the order of the path deck (which cards
are left is known: the turned ones are face up), the order of the interference deck, and the seed.

Public, and kept: the turned path cards, the cards in front of every runner and in the centre, the
discard pile, the spare copies, the boards and tokens, the checked runs.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.games.outrun.rules.state import RANDOM, Phase, State, evolve


def redeal_hidden(state: State, seat: int | None, rng: random.Random) -> State:
    """The same game as ``seat`` sees it, with everything hidden from ``seat`` dealt anew.

    The other runners' hands and the interference deck are pooled, shuffled and dealt back in the
    same sizes; the path deck is shuffled; a laid run of another runner is shuffled during the
    race; and the seed is drawn anew.  The result need not be one the rules could reach (a runner
    may hold a card no deck of this monster has); it only has to look the same to ``seat``.
    """
    others = [s for s in range(state.players) if s != seat]
    pool = list(state.deck)
    for other in others:
        pool += state.runners[other].hand
    rng.shuffle(pool)
    runners = list(state.runners)
    for other in others:
        runner = runners[other]
        count = len(runner.hand)
        hand, pool = tuple(pool[:count]), pool[count:]
        finish = runner.finish
        if state.phase is Phase.RACE and finish is not None and len(finish.cards) > 1:
            cards = list(finish.cards)
            rng.shuffle(cards)
            finish = replace(finish, cards=tuple(cards))
        runners[other] = replace(runner, hand=hand, finish=finish)
    paths = list(state.path_deck)
    rng.shuffle(paths)
    state = evolve(state, runners=tuple(runners), deck=tuple(pool), path_deck=tuple(paths))
    return RANDOM.reseeded(state, rng)
