"""The 43 Hideout cards, their sprint values and the three draw piles.

SPRINT is a guess: the printed rulebook says every card carries a sprint value of +1 or +2 but
the text we have lost the card faces, so we give +2 to even numbers and +1 to odd ones (see
CONTENT.md).  Card 0 (the starting hideout) and card 42 (the escape) carry no sprint value:
0 never leaves the table and 42 is never sacrificed, so neither can go under a hideout.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

START: Final = 0
ESCAPE: Final = 42
ALL_CARDS: Final = tuple(range(START, ESCAPE + 1))

#: the lowest and highest number the Marshal may name in a guess
GUESS_LOW: Final = 1
GUESS_HIGH: Final = 41

#: a new hideout may be this much higher than the previous one without sprinting
NORMAL_RANGE: Final = 3

#: the Fugitive's fixed starting cards
STARTING_CARDS: Final = (1, 2, 3, ESCAPE)

#: the three draw piles by their number (1, 2, 3) and the cards sorted into each
DECK_RANGES: Final[Mapping[int, tuple[int, int]]] = MappingProxyType({1: (4, 14), 2: (15, 28), 3: (29, 41)})
DECKS: Final = (1, 2, 3)

#: how many cards the Fugitive draws from each pile while setting up
STARTING_DRAWS: Final[Mapping[int, int]] = MappingProxyType({1: 3, 2: 2, 3: 0})

#: card -> sprint value (our guess: +2 for even numbers, +1 for odd ones)
SPRINT: Final[Mapping[int, int]] = MappingProxyType(
    {card: 2 if card % 2 == 0 else 1 for card in range(1, ESCAPE)}
)

#: the card put into draw piles by the Catch-up variant in place of an event
PLACEHOLDER: Final = "placeholder"

#: what a draw pile holds: a Hideout card number, an event id or the placeholder
PileCard = int | str


def deck_cards(deck: int) -> tuple[int, ...]:
    """The Hideout cards sorted into draw pile ``deck`` during set-up."""
    low, high = DECK_RANGES[deck]
    return tuple(range(low, high + 1))


def sprint_value(card: int) -> int:
    """The sprint value of ``card``; 0 for the two cards that can never sprint."""
    return SPRINT.get(card, 0)


def sprint_total(cards: tuple[int, ...] | list[int]) -> int:
    return sum(SPRINT.get(card, 0) for card in cards)
