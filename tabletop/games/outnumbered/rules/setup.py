"""Set-up (rulebook, GAME SETUP and TRAINING MODE): the decks for the chosen mode, the first villains,
a bonus power for everyone, and the heroes still to choose.

Every shuffle comes from one generator seeded with the game seed, so a seed fixes the deal.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tabletop.core.contract import validate_options
from tabletop.games.outnumbered.rules.board import LANES, ROWS, TRAINING_LANES
from tabletop.games.outnumbered.rules.content import (
    ABSOLUTE_ZERO,
    BRUTES,
    EVENTS,
    MINIONS,
    TRAINING_VALUES,
    bonus_deck,
)
from tabletop.games.outnumbered.rules.options import OPTIONS
from tabletop.games.outnumbered.rules.state import RANDOM, Mode, Phase, State

MIN_PLAYERS = 1
MAX_PLAYERS = 6


def active_lanes(mode: Mode) -> tuple[int, ...]:
    """The lanes villains use: all five, or the centre three in Training."""
    return TRAINING_LANES if mode is Mode.TRAINING else tuple(range(LANES))


def villain_cards(mode: Mode) -> tuple[str, ...]:
    """Every villain id the mode plays with (the accounting invariant checks against this)."""
    if mode is Mode.TRAINING:
        return tuple(v.id for v in MINIONS if v.value in TRAINING_VALUES)
    if mode is Mode.HERO:
        return tuple(v.id for v in (*MINIONS, *BRUTES, ABSOLUTE_ZERO))
    return tuple(v.id for v in MINIONS)


def shuffled_villains(mode: Mode, rng: random.Random) -> list[str]:
    """The villain deck, top first.  Hero mode keeps Absolute Zero in the bottom half of the full deck."""
    cards = [c for c in villain_cards(mode) if c != ABSOLUTE_ZERO.id]
    rng.shuffle(cards)
    if mode is Mode.HERO:
        total = len(cards) + 1
        cards.insert(rng.randint((total + 1) // 2, total - 1), ABSOLUTE_ZERO.id)
    return cards


def setup(options: Mapping[str, Any], seed: int) -> State:
    """A new game: the heroes are chosen first (phase CHOOSE_HERO, seat 0 picks first)."""
    chosen = validate_options(options, OPTIONS, MIN_PLAYERS, MAX_PLAYERS)
    mode = Mode(chosen["mode"])
    players: int = chosen["players"]
    rng = RANDOM.for_setup(seed)
    deck = shuffled_villains(mode, rng)
    lanes: list[tuple[str | None, ...]] = [(None,) * ROWS for _ in range(LANES)]
    for lane in active_lanes(mode):
        lanes[lane] = (deck.pop(0),) + (None,) * (ROWS - 1)
    hands: tuple[tuple[str, ...], ...] = ((),) * players
    bonus: list[str] = []
    if mode is not Mode.TRAINING:
        bonus = list(bonus_deck())
        rng.shuffle(bonus)
        hands = tuple((bonus.pop(0),) for _ in range(players))
    events: list[str] = []
    if mode is Mode.HERO:
        events = [e.id for e in EVENTS]
        rng.shuffle(events)
    return State(
        seed=seed,
        mode=mode,
        players=players,
        phase=Phase.CHOOSE_HERO,
        seat=0,
        turn=1,
        heroes=(None,) * players,
        hands=hands,
        lanes=tuple(lanes),
        barricades=(mode is not Mode.TRAINING,) * LANES,
        truck=0,
        villain_deck=tuple(deck),
        bonus_deck=tuple(bonus),
        event_deck=tuple(events),
    )
