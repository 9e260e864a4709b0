"""The game state: one frozen dataclass of tuples, so ``apply`` copies only what changes.

Nothing here is hidden by itself; :mod:`.view` decides what each seat may see and :mod:`.hidden`
declares it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tabletop.core.rules_kit import StateRandom, evolver
from tabletop.games.outrun.rules.boards import ROOMS_PER_BOARD
from tabletop.games.outrun.rules.content import Monster

#: ``Runner.position`` for the +0 box (places are 1-6)
ZERO = 0


class Phase(enum.StrEnum):
    """Where the round stands; the value is what ``view`` reports as ``"phase"``."""

    REVEAL = "reveal"  # Which way to go?: the turner turns the path card
    RACE = "race"  # Run away!: every runner who has not finished is to act
    TAKE_ZERO = "take_zero"  # the Bear's slowest correct runner may take the +0 claw
    INFECT = "infect"  # a Zombie infector chooses which neighbour to infect
    INTERFERE = "interfere"  # Bear and Dragon: the runner to play cards, fastest first
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Finish:
    """A runner's part of this round's race, as it reached the rules.

    ``ms`` is None for a runner the group declared out of time.  ``arrival`` counts the runs the
    rules received this round: equal times go to the one that arrived first.
    """

    cards: tuple[str, ...]
    ms: int | None
    arrival: int


@dataclass(frozen=True, slots=True)
class LastRun:
    """A checked run (public once checked)."""

    cards: tuple[str, ...]
    ms: int | None
    correct: bool


@dataclass(frozen=True, slots=True)
class Runner:
    room: int = 0
    #: None before the first check, ZERO for the +0 box, else a place 1-6
    position: int | None = None
    infected: bool = False
    #: cured by the antidote this round: nobody can infect them until the round ends
    immune: bool = False
    hand: tuple[int, ...] = ()
    front: tuple[int, ...] = ()
    finish: Finish | None = None
    last_run: LastRun | None = None


@dataclass(frozen=True)
class State:
    seed: int
    players: int
    monster: Monster
    boards: int
    time_limit: int  # seconds, 0 for none
    phase: Phase
    round: int
    turner: int
    runners: tuple[Runner, ...]
    path_deck: tuple[int, ...]  # top first, face down
    path: int | None = None  # the path card of this round, once turned
    path_used: tuple[int, ...] = ()  # earlier rounds' path cards, face up
    deck: tuple[int, ...] = ()  # interference deck, top first
    discard: tuple[int, ...] = ()
    center: tuple[int, ...] = ()  # Vampire: the cards that count for every runner
    copies: tuple[int, ...] = ()  # Vampire: spare "+" copies beside the board
    lent: tuple[int, ...] = ()  # Vampire: copies handed out for the "+" card in the centre
    arrivals: int = 0
    #: this round's order from the check on: correct runners fastest first, then the wrong ones
    order: tuple[int, ...] = ()
    #: INFECT: (infector, the neighbours they may choose) still to resolve, first is acting;
    #: INTERFERE: the runners still to play, first is acting (as 1-tuples of the seat)
    queue: tuple[tuple[int, tuple[int, ...]], ...] = ()
    winner: int | None = None
    night_over: bool = False
    #: one runner alone against the monster and the clock (set-up's ``solo``; CONTENT.md)
    solo: bool = False
    rng_calls: int = 0

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def rooms(self) -> int:
        """The rooms between the start and the way out: off the map at this many or more."""
        return ROOMS_PER_BOARD * self.boards


evolve = evolver(State)

#: the deal comes from the seed; each later random outcome (a reshuffle of the discards) from the
#: seed and ``rng_calls``, so a seed and the command log replay a game exactly
RANDOM = StateRandom("outrun", evolve, setup_namespace="outrun-setup")
rng_for = RANDOM.draw


def with_runner(state: State, seat: int, runner: Runner) -> tuple[Runner, ...]:
    return state.runners[:seat] + (runner,) + state.runners[seat + 1 :]
