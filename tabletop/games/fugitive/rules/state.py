"""The game state: one frozen dataclass built from tuples so ``apply`` copies only what changes.

Nothing here is hidden by itself; :mod:`.view` decides what each seat may see.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace

from tabletop.core.rules_kit import StateRandom, evolver
from tabletop.games.fugitive.rules.cards import PileCard

FUGITIVE = 0
MARSHAL = 1
SEATS = (FUGITIVE, MARSHAL)


class Phase(enum.StrEnum):
    """Where the game stands; the value is what ``view`` reports as ``"phase"``."""

    FUGITIVE_FIRST = "fugitive_first"  # first turn: place one or two hideouts, no draw
    FUGITIVE_DRAW = "fugitive_draw"
    FUGITIVE_PLACE = "fugitive_place"  # place a hideout or pass
    PLACING = "placing"  # a hideout has been started: add sprint cards, then done
    MARSHAL_DRAW = "marshal_draw"
    MARSHAL_GUESS = "marshal_guess"
    MANHUNT_OFFER = "manhunt_offer"
    MANHUNT = "manhunt"
    EVENT_CHOICE = "event_choice"
    OVER = "over"


class Variant(enum.StrEnum):
    """The event variants of the rulebook; NONE plays without event cards."""

    NONE = "none"
    RANDOM = "random"
    DISCOVERY = "discovery"
    HELPFUL = "helpful"
    CATCHUP = "catchup"


class Manhunt(enum.StrEnum):
    NONE = "none"
    OFFERED = "offered"
    ACTIVE = "active"
    DECLINED = "declined"
    CAUGHT = "caught"  # the Marshal found every hideout
    ESCAPED = "escaped"  # the Marshal missed


@dataclass(frozen=True, slots=True)
class Hideout:
    """One card of the centre row with the sprint cards under it."""

    card: int
    sprints: tuple[int, ...] = ()
    revealed: bool = False
    #: the 42 is played face up but its sprint cards stay hidden until the game ends
    sprints_revealed: bool = False
    #: the turn it was placed on (0 for the start card): public, the Marshal sees it go down
    turn: int = 0
    #: extra normal range in force when it was placed (a Getaway Car): public, the event was seen
    range_bonus: int = 0


@dataclass(frozen=True, slots=True)
class Pending:
    """A hideout the Fugitive has started but not finished placing."""

    card: int
    sprints: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class GuessRecord:
    numbers: tuple[int, ...]
    hit: bool
    turn: int
    manhunt: bool = False


@dataclass(frozen=True, slots=True)
class Clue:
    """What an Informant event told the table: face-down hideouts counted in a number range."""

    turn: int
    low: int
    high: int
    count: int


@dataclass(frozen=True, slots=True)
class Effects:
    """Lasting effects of resolved events (all public)."""

    marshal_skips_draw: bool = False
    single_guess_only: bool = False
    range_bonus: int = 0
    no_sprint: bool = False
    extra_action: tuple[bool, bool] = (False, False)
    bonus_draws: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True)
class Choice:
    """An event waiting for its drawer to choose; ``resume`` is where play continues after."""

    event: str
    seat: int
    resume: Phase
    after_guess: bool = False


@dataclass(frozen=True, slots=True)
class LastEvent:
    event: str
    drawer: int
    turn: int


@dataclass(frozen=True)
class State:
    seed: int
    variant: Variant
    helpful_for: int
    phase: Phase
    turn: int
    row: tuple[Hideout, ...]
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    piles: tuple[tuple[PileCard, ...], tuple[PileCard, ...], tuple[PileCard, ...]]
    draws_left: int = 0
    placed_this_turn: int = 0
    pending: Pending | None = None
    guesses: tuple[GuessRecord, ...] = ()
    manhunt: Manhunt = Manhunt.NONE
    #: Discovery: one pile; Catch-up: three piles (helps Fugitive, neutral, helps Marshal)
    event_piles: tuple[tuple[str, ...], ...] = ()
    #: event cards resolved and placeholders drawn
    discard: tuple[str, ...] = ()
    #: event and placeholder cards not used in this game
    set_aside: tuple[str, ...] = ()
    effects: Effects = field(default_factory=Effects)
    choice: Choice | None = None
    clues: tuple[Clue, ...] = ()
    last_event: LastEvent | None = None
    rng_calls: int = 0
    winner: int | None = None
    end_reason: str = ""


evolve = evolver(State)

#: the deal comes from ``random.Random(seed)``; each later random outcome (a Pickpocket's card) from
#: the seed and ``rng_calls``, so a seed and the command log replay a game exactly
RANDOM = StateRandom("fugitive", evolve, setup_namespace=None)
rng_for = RANDOM.draw


def add_to_hand(hand: tuple[int, ...], *cards: int) -> tuple[int, ...]:
    return tuple(sorted(hand + cards))


def remove_from_hand(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    index = hand.index(card)
    return hand[:index] + hand[index + 1 :]


def with_hand(state: State, seat: int, hand: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return (hand, state.hands[1]) if seat == FUGITIVE else (state.hands[0], hand)


def with_effects(state: State, **changes: object) -> State:
    return evolve(state, effects=replace(state.effects, **changes))  # type: ignore[arg-type]
