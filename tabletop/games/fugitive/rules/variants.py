"""How each event variant puts the event cards into the game, and which event a Catch-up draws.

* Random: two random events are shuffled into each draw pile; the other four are set aside.
* Discovery: all ten events form one shuffled event pile, drawn from by the Fugitive after every
  successful guess.
* Helpful: the three events helping the chosen player go one into each draw pile.
* Catch-up: three event piles by icon (Fugitive, none, Marshal); two placeholders are shuffled
  into each draw pile, and a drawn placeholder calls for an event from the pile matching the
  number of face-down hideouts (1: Fugitive's, 2: neutral, 3 or more: Marshal's).
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from tabletop.games.fugitive.rules.cards import PLACEHOLDER, PileCard
from tabletop.games.fugitive.rules.events import EVENT_IDS, Helps, events_helping
from tabletop.games.fugitive.rules.state import FUGITIVE, Variant

#: placeholders shuffled into each draw pile by the Catch-up variant
PLACEHOLDERS_PER_DECK = 2
#: events shuffled into each draw pile by the Random variant
RANDOM_EVENTS_PER_DECK = 2
#: Catch-up event piles, in the order they are kept in the state
CATCHUP_PILES: tuple[Helps, ...] = (Helps.FUGITIVE, Helps.DRAWER, Helps.MARSHAL)
#: placeholder cards in the box: the Catch-up variant uses all six
PLACEHOLDER_COUNT = 6

Piles = tuple[tuple[PileCard, ...], tuple[PileCard, ...], tuple[PileCard, ...]]


def three_piles(piles: Iterable[tuple[PileCard, ...]]) -> Piles:
    """The three draw piles as the state keeps them (taken in order, so shuffles stay in order)."""
    first, second, third = piles
    return first, second, third


def _shuffled(items: list[PileCard], rng: random.Random) -> tuple[PileCard, ...]:
    rng.shuffle(items)
    return tuple(items)


def add_events(
    variant: Variant, helpful_for: int, piles: Piles, rng: random.Random
) -> tuple[Piles, tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """Put the event (and placeholder) cards into play after the hands are dealt.

    Returns the new draw piles, the event piles and the cards set aside.
    """
    placeholders = (PLACEHOLDER,) * PLACEHOLDER_COUNT
    if variant is Variant.NONE:
        return piles, (), EVENT_IDS + placeholders
    if variant is Variant.RANDOM:
        events = list(EVENT_IDS)
        rng.shuffle(events)
        per = RANDOM_EVENTS_PER_DECK
        new = three_piles(
            _shuffled([*pile, *events[i * per : (i + 1) * per]], rng) for i, pile in enumerate(piles)
        )
        return new, (), tuple(events[3 * per :]) + placeholders
    if variant is Variant.DISCOVERY:
        events = list(EVENT_IDS)
        rng.shuffle(events)
        return piles, (tuple(events),), placeholders
    if variant is Variant.HELPFUL:
        helped = list(events_helping(Helps.FUGITIVE if helpful_for == FUGITIVE else Helps.MARSHAL))
        rng.shuffle(helped)
        # deal round the piles so they differ by at most one card
        deal: list[list[PileCard]] = [list(p) for p in piles]
        for i, event in enumerate(helped):
            deal[i % 3].append(event)
        new = three_piles(_shuffled(pile, rng) for pile in deal)
        unused = tuple(e for e in EVENT_IDS if e not in helped)
        return new, (), unused + placeholders
    if variant is Variant.CATCHUP:
        event_piles = []
        for helps in CATCHUP_PILES:
            pile = list(events_helping(helps))
            rng.shuffle(pile)
            event_piles.append(tuple(pile))
        new = three_piles(_shuffled([*pile, *[PLACEHOLDER] * PLACEHOLDERS_PER_DECK], rng) for pile in piles)
        return new, tuple(event_piles), ()
    raise ValueError(f"unknown variant {variant!r}")


def catchup_pile(face_down: int) -> int:
    """Which Catch-up event pile a placeholder calls for (index into the state's event piles)."""
    if face_down <= 1:
        return 0
    if face_down == 2:
        return 1
    return 2
