"""Set-up: card 0 on the table, the three piles shuffled apart, the Fugitive's starting hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.contract import validate_options
from tabletop.games.fugitive.rules.cards import (
    DECKS,
    START,
    STARTING_CARDS,
    STARTING_DRAWS,
    PileCard,
    deck_cards,
)
from tabletop.games.fugitive.rules.options import OPTIONS
from tabletop.games.fugitive.rules.state import FUGITIVE, MARSHAL, RANDOM, Hideout, Phase, State, Variant
from tabletop.games.fugitive.rules.variants import add_events, three_piles

MIN_PLAYERS = 2
MAX_PLAYERS = 2


def setup(options: Mapping[str, Any], seed: int) -> State:
    """A new game.  Every shuffle uses one ``random.Random(seed)``, so a seed fixes the deal."""
    chosen = validate_options(options, OPTIONS, MIN_PLAYERS, MAX_PLAYERS)
    rng = RANDOM.for_setup(seed)
    piles: list[tuple[PileCard, ...]] = []
    hand = list(STARTING_CARDS)
    for deck in DECKS:
        pile = list(deck_cards(deck))
        rng.shuffle(pile)
        take = STARTING_DRAWS[deck]
        hand += pile[:take]
        piles.append(tuple(pile[take:]))
    variant = Variant(chosen["variant"])
    helpful_for = FUGITIVE if chosen["helpful_for"] == "fugitive" else MARSHAL
    new_piles, event_piles, set_aside = add_events(variant, helpful_for, three_piles(piles), rng)
    return State(
        seed=seed,
        variant=variant,
        helpful_for=helpful_for,
        phase=Phase.FUGITIVE_FIRST,
        turn=1,
        row=(Hideout(card=START, revealed=True, sprints_revealed=True),),
        hands=(tuple(sorted(hand)), ()),
        piles=new_piles,
        event_piles=event_piles,
        set_aside=set_aside,
    )
