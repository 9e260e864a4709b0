"""What each seat cannot see, declared as a redeal: the contract suite checks ``view`` against it.

Hidden from the Marshal (seat 1) and from the table (None), until the game is over:

* the number of every face-down hideout, and the sprint cards under every hideout whose sprint
  cards are not revealed (the 42's stay hidden after it is played face up);
* the card and sprint cards of the hideout being placed.

Hidden from the Marshal and the table for the whole game: the Fugitive's hand.
Hidden from the Fugitive (seat 0) and the table: the Marshal's hand.
Hidden from everyone: the Hideout cards in the draw piles and the order of every draw pile (where
its event cards or placeholders lie), which events are in the piles and which were set aside
(Random variant), which pile each event went into, the order of the event piles, and the seed
(what a Pickpocket will take).

Public, and kept: sizes of hands, piles and event piles, how many event cards and placeholders
each pile holds, face-up cards, the turn each hideout went down, guesses, clues, effects, the
discard, the last event, the phase.
"""

from __future__ import annotations

import random

from tabletop.games.fugitive.rules.cards import PileCard
from tabletop.games.fugitive.rules.events import EVENT_IDS
from tabletop.games.fugitive.rules.state import (
    FUGITIVE,
    MARSHAL,
    RANDOM,
    Hideout,
    Pending,
    Phase,
    State,
    Variant,
    evolve,
)
from tabletop.games.fugitive.rules.variants import three_piles

_EVENT_SET = frozenset(EVENT_IDS)


class _Deal:
    """Hidden slots filled in order: the cards taken out, shuffled, then handed back slot by slot."""

    def __init__(self) -> None:
        self.cards: list[PileCard] = []
        self.events: list[str] = []

    def take(self, items: tuple[PileCard, ...]) -> None:
        for item in items:
            if isinstance(item, int):
                self.cards.append(item)
            elif item in _EVENT_SET:
                self.events.append(item)

    def shuffle(self, rng: random.Random) -> None:
        rng.shuffle(self.cards)
        rng.shuffle(self.events)

    def give(self, items: tuple[PileCard, ...]) -> tuple[PileCard, ...]:
        """``items`` with every Hideout card and event card replaced by the next dealt one."""
        out: list[PileCard] = []
        for item in items:
            if isinstance(item, int):
                out.append(self.cards.pop())
            elif item in _EVENT_SET:
                out.append(self.events.pop())
            else:
                out.append(item)
        return tuple(out)

    def give_cards(self, count: int) -> tuple[int, ...]:
        cards = []
        for _ in range(count):
            card = self.cards.pop()
            assert isinstance(card, int)
            cards.append(card)
        return tuple(cards)


def redeal_hidden(state: State, seat: int | None, rng: random.Random) -> State:
    """The same game as ``seat`` sees it, with everything hidden from ``seat`` dealt anew.

    Hideout cards hidden from the seat are pooled and dealt back into the same places (the hands
    sorted again); every draw pile is shuffled, the events in the piles (and, in the Random
    variant, the ones set aside) are dealt back among them, each event pile is shuffled, and the
    seed is drawn anew.  Nothing checks that the result obeys the rules (a face-down row may no
    longer rise): it only has to look the same to ``seat``.
    """
    marshal_blind = seat != FUGITIVE
    row_hidden = marshal_blind and state.phase is not Phase.OVER
    fugitive_hand_hidden = marshal_blind
    marshal_hand_hidden = seat != MARSHAL

    piles = tuple(_shuffled(pile, rng) for pile in state.piles)
    deal = _Deal()
    if fugitive_hand_hidden:
        deal.take(state.hands[FUGITIVE])
    if marshal_hand_hidden:
        deal.take(state.hands[MARSHAL])
    if row_hidden:
        for hideout in state.row:
            if not hideout.revealed:
                deal.take((hideout.card,))
            if not hideout.sprints_revealed:
                deal.take(hideout.sprints)
    if marshal_blind and state.pending is not None:
        deal.take((state.pending.card, *state.pending.sprints))
    for pile in piles:
        deal.take(pile)
    set_aside_events = tuple(e for e in state.set_aside if e in _EVENT_SET)
    if state.variant is Variant.RANDOM:
        deal.take(set_aside_events)
    deal.shuffle(rng)

    hands = state.hands
    if fugitive_hand_hidden:
        hands = (tuple(sorted(deal.give_cards(len(hands[FUGITIVE])))), hands[MARSHAL])
    if marshal_hand_hidden:
        hands = (hands[FUGITIVE], tuple(sorted(deal.give_cards(len(hands[MARSHAL])))))
    row = state.row
    if row_hidden:
        row = tuple(_redealt_hideout(h, deal) for h in row)
    pending = state.pending
    if marshal_blind and pending is not None:
        card, *sprints = deal.give_cards(1 + len(pending.sprints))
        pending = Pending(card=card, sprints=tuple(sprints))
    new_piles = three_piles(deal.give(pile) for pile in piles)
    set_aside = state.set_aside
    if state.variant is Variant.RANDOM:
        set_aside = tuple(deal.events.pop() if e in _EVENT_SET else e for e in set_aside)
    assert not deal.cards and not deal.events, "every hidden card goes back to a hidden place"
    event_piles = tuple(_shuffled(pile, rng) for pile in state.event_piles)
    state = evolve(
        state,
        hands=hands,
        row=row,
        pending=pending,
        piles=new_piles,
        set_aside=set_aside,
        event_piles=event_piles,
    )
    return RANDOM.reseeded(state, rng)


def _redealt_hideout(hideout: Hideout, deal: _Deal) -> Hideout:
    card = hideout.card
    if not hideout.revealed:
        (card,) = deal.give_cards(1)
    sprints = hideout.sprints
    if not hideout.sprints_revealed:
        sprints = deal.give_cards(len(sprints))
    if card == hideout.card and sprints == hideout.sprints:
        return hideout
    return Hideout(
        card=card,
        sprints=sprints,
        revealed=hideout.revealed,
        sprints_revealed=hideout.sprints_revealed,
        turn=hideout.turn,
        range_bonus=hideout.range_bonus,
    )


def _shuffled(items: tuple[PileCard, ...], rng: random.Random) -> tuple[PileCard, ...]:
    shuffled = list(items)
    rng.shuffle(shuffled)
    return tuple(shuffled)
