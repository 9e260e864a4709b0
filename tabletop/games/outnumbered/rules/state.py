"""The game state: one frozen dataclass of tuples, so ``apply`` copies only what changes.

Nothing is secret in this cooperative game except the order of the decks; :mod:`.view` hides that.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tabletop.core.rules_kit import StateRandom, evolver

#: a lane's villains, one entry per row (0 = top); ``None`` is an empty space
LaneRow = tuple[str | None, ...]


class Mode(enum.StrEnum):
    SIDEKICK = "sidekick"  # standard: blue minions only
    HERO = "hero"  # hard: every villain, Absolute Zero low in the deck, events
    TRAINING = "training"  # young players: minions 1-10, 2 dice, 3 lanes, nothing lost


class Phase(enum.StrEnum):
    CHOOSE_HERO = "choose_hero"  # each seat in turn picks a hero with a distinct power
    ROLL = "roll"  # the acting seat must roll (bonus powers needing no dice may come first)
    ACT = "act"  # build numbers, defeat villains, play bonus powers, then end the turn
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Value:
    """A number in the acting player's pool: a die as rolled, or something built from dice.

    ``raw`` marks a single die not yet combined (hero powers and dice bonus powers need one);
    ``bonus`` marks a value a bonus power touched, which earns no bonus card when it defeats.
    """

    id: int
    number: int
    text: str
    dice: tuple[int, ...]
    raw: bool = False
    bonus: bool = False


@dataclass(frozen=True, slots=True)
class Die:
    id: int
    face: int
    spent: bool = False


@dataclass(frozen=True)
class State:
    seed: int
    mode: Mode
    players: int
    phase: Phase
    seat: int  # whose turn (or whose hero choice) it is
    turn: int  # player turns begun, from 1
    heroes: tuple[str | None, ...]  # hero id per seat
    hands: tuple[tuple[str, ...], ...]  # bonus power kinds held per seat
    lanes: tuple[LaneRow, ...]  # LANES lanes of ROWS rows
    barricades: tuple[bool, ...]  # per lane
    truck: int  # index into board.ROUTE
    villain_deck: tuple[str, ...]  # top of the deck first
    villain_discard: tuple[str, ...] = ()
    bonus_deck: tuple[str, ...] = ()
    bonus_discard: tuple[str, ...] = ()
    event_deck: tuple[str, ...] = ()
    event_discard: tuple[str, ...] = ()
    dice: tuple[Die, ...] = ()
    pool: tuple[Value, ...] = ()
    next_value: int = 0  # the id the next built value gets (dice take the first ids)
    hero_uses_left: int = 0
    final_assault: bool = False
    escaped: tuple[str, ...] = ()  # Training: villains that got through, set aside
    zero_defeated_with_dice: bool = False
    last_event: str | None = None
    lost_lane: int | None = None
    won: bool = False
    rng_calls: int = 0

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER


evolve = evolver(State)

#: the deal comes from the seed; each later random outcome (a roll, a reshuffle) from the seed and
#: ``rng_calls``, so a seed and the command log replay a game exactly
RANDOM = StateRandom("outnumbered", evolve, setup_namespace="outnumbered-setup")
rng_for = RANDOM.draw
