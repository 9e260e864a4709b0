"""What every game's rules would otherwise write by hand: randomness kept in the state, and ``apply``.

* :class:`StateRandom`: the game's random outcomes come from its seed and a count of draws kept in
  the state, so a seed and the command log replay a game exactly and a state is a plain value.
  :func:`randomness_watch` sees whether a command took a random number from it (an undo barrier).
* :class:`Dispatcher`: ``apply`` for a game.  Every command goes through the same preamble (the
  game is not over, the seat exists and is to act, the command is one the game knows, it is played
  in a phase that allows it) and then to the one handler registered for its class and phase.
* :func:`is_whole` and :func:`replaced_at`: the two small helpers each game had its own copy of.

Pure Python like the rules themselves: no pygame, no files, no clocks, no global randomness.
"""

from __future__ import annotations

import contextvars
import dataclasses
import random
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeGuard, TypeVar, overload

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.evolve import evolver
from tabletop.core.i18n import N_

__all__ = [
    "Dispatcher",
    "Handler",
    "SeededState",
    "StateRandom",
    "evolver",
    "is_whole",
    "randomness_watch",
    "replaced_at",
]

S = TypeVar("S")
P = TypeVar("P", bound=Hashable)
C = TypeVar("C", bound=Command)
T = TypeVar("T")

#: plays one command of class ``C`` on a state whose phase allows it: the new state and the events
Handler = Callable[[S, C], tuple[S, list[Event]]]


def is_whole(value: object) -> TypeGuard[int]:
    """True for an ``int`` that is not a ``bool``: JSON's ``true`` is not a card, a seat or a pile."""
    return isinstance(value, int) and not isinstance(value, bool)


@overload
def replaced_at(items: tuple[T, T], index: int, value: T) -> tuple[T, T]: ...


@overload
def replaced_at(items: tuple[T, T, T], index: int, value: T) -> tuple[T, T, T]: ...


@overload
def replaced_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]: ...


def replaced_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the entry at ``index`` replaced: how a per-seat or per-lane tuple changes."""
    return items[:index] + (value,) + items[index + 1 :]


# -- randomness -----------------------------------------------------------------------------------


class SeededState(Protocol):
    """A state that keeps its randomness: the game's seed and how many random draws were made."""

    @property
    def seed(self) -> int: ...

    @property
    def rng_calls(self) -> int: ...


R = TypeVar("R", bound=SeededState)


class RandomnessWatch:
    """Counts the random numbers taken from games' generators while it watches (see below)."""

    def __init__(self) -> None:
        self.taken = 0

    @property
    def used(self) -> bool:
        return self.taken > 0


#: the watch of the command being applied now, if anyone watches (the session does); a context
#: variable, so the computer players thinking on threads of their own never count in it
_WATCH: contextvars.ContextVar[RandomnessWatch | None] = contextvars.ContextVar(
    "rules_kit_watch", default=None
)


@contextmanager
def randomness_watch() -> Iterator[RandomnessWatch]:
    """Watch whether a random outcome was drawn while the block runs: a die rolled, a card taken
    at random, a deck shuffled, a tile drawn.

    A game takes a generator for every action (:meth:`StateRandom.draw`) whether or not the action
    rolls anything, so the state's count of draws cannot say it; the generator itself does.  The
    outcomes are those of a plain ``random.Random``: watching changes nothing in the game.
    """
    watch = RandomnessWatch()
    token = _WATCH.set(watch)
    try:
        yield watch
    finally:
        _WATCH.reset(token)


class _WatchedRandom(random.Random):
    """``random.Random`` that tells the watch (if any) each time a random number is taken from it.

    Every method of ``random.Random`` takes its numbers through ``random()`` or ``getrandbits()``;
    overriding both keeps ``random.Random``'s own way of drawing (``_randbelow`` by bits), so the
    same seed gives the same outcomes as ever (old saves replay the same).
    """

    def random(self) -> float:
        _taken()
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        _taken()
        return super().getrandbits(k)


def _taken() -> None:
    watch = _WATCH.get()
    if watch is not None:
        watch.taken += 1


class StateRandom(Generic[R]):
    """Randomness that lives in the state, for one game.

    Set-up deals with one generator made from the seed (:meth:`for_setup`).  Every random outcome
    after that (a roll, a reshuffle, a card taken at random) comes from a fresh generator seeded
    with ``"<namespace>:<seed>:<draws so far>"``, and the state handed back counts one more draw
    (:meth:`draw`).  So the seed and the command log replay a game exactly, a draw's outcome
    depends on nothing but the draws before it, and the state holds no generator object: it stays
    a frozen value that compares, copies and saves cheaply.

    ``setup_namespace`` None seeds the deal with the bare seed (how Fugitive has always dealt;
    changing it would deal old saves differently).  A new game names one.
    """

    def __init__(self, namespace: str, evolve: Callable[..., R], setup_namespace: str | None) -> None:
        self.namespace = namespace
        self.setup_namespace = setup_namespace
        self._evolve = evolve

    def for_setup(self, seed: int) -> random.Random:
        """The one generator that shuffles and deals a new game."""
        if self.setup_namespace is None:
            return random.Random(seed)
        return random.Random(f"{self.setup_namespace}:{seed}")

    def draw(self, state: R) -> tuple[random.Random, R]:
        """A generator for one random outcome, and the state that remembers it was used.

        What it gives is watched (:func:`randomness_watch`): the session makes a command that took
        a random number from it an undo barrier.
        """
        rng = _WatchedRandom(f"{self.namespace}:{state.seed}:{state.rng_calls}")
        return rng, self._evolve(state, rng_calls=state.rng_calls + 1)

    def reseeded(self, state: R, rng: random.Random) -> R:
        """The state with a new seed from ``rng``: future random outcomes dealt anew.

        For ``redeal_hidden``: what the dice will show is hidden from every seat.
        """
        return self._evolve(state, seed=rng.getrandbits(48))


# -- apply ------------------------------------------------------------------------------------------


def _state_phase(state: Any) -> Any:
    return state.phase


def _phase_is_over(state: Any) -> bool:
    return bool(getattr(state.phase, "name", None) == "OVER")


def _state_players(state: Any) -> int:
    return int(state.players)


@dataclass(frozen=True)
class _Route(Generic[S, P]):
    """The handlers of one command class, by phase, and what a player reads in any other phase."""

    handlers: Mapping[P, Callable[[S, Any], tuple[S, list[Event]]]]
    refusal: str
    refusals: Mapping[P, str] = field(default_factory=dict)


class Dispatcher(Generic[S, P]):
    """``apply`` for a game: the preamble every command goes through, then its handler.

    The preamble refuses, with a sentence a player can read and in this order: any command once the
    game is over; a seat that is not a whole number from 0 to ``seats(state) - 1``; a seat that is
    not to act (``turn_refusals`` may word this by phase); a command class nobody registered
    (``unknown``); a command played in a phase its class was not registered for (the
    registration's ``refusal``, or its ``refusals`` for a particular phase).  A handler may then
    assume the phase is one it was registered for and the seat is the one to act.

    Every game keeps its phase in ``state.phase`` (an enum with an ``OVER`` member) and its player
    count in ``state.players``, so those are the defaults for ``phase``, ``over`` and ``seats``;
    a game that keeps them otherwise passes its own (Fugitive's two seats are fixed).

    The state must be a frozen dataclass (checked here): handlers build the new state with an
    ``evolver`` and the old one is never touched, so a command refused halfway leaves nothing
    behind and the caller's state is never changed (the contract suite checks it deeply).
    """

    def __init__(
        self,
        state_class: type[S],
        *,
        to_act: Callable[[S], tuple[int, ...]],
        unknown: str,
        turn_refusals: Mapping[P, str] | None = None,
        phase: Callable[[S], P] | None = None,
        over: Callable[[S], bool] | None = None,
        seats: Callable[[S], int] | None = None,
    ) -> None:
        params = getattr(state_class, "__dataclass_params__", None)
        if not dataclasses.is_dataclass(state_class) or params is None or not params.frozen:
            raise TypeError(f"{state_class.__name__} must be a frozen dataclass: apply never changes a state")
        self.state_class = state_class
        self._phase: Callable[[S], P] = phase or _state_phase
        self._over: Callable[[S], bool] = over or _phase_is_over
        self._seats: Callable[[S], int] = seats or _state_players
        self._to_act = to_act
        self._unknown = unknown
        self._turn_refusals = dict(turn_refusals or {})
        self._routes: dict[type[Command], _Route[S, P]] = {}

    def on(
        self,
        command: type[C],
        handler: Handler[S, C] | Mapping[P, Handler[S, C]],
        *,
        phases: Iterable[P] = (),
        refusal: str,
        refusals: Mapping[P, str] | None = None,
    ) -> None:
        """Play ``command`` with ``handler`` in ``phases`` (or one handler per phase, as a mapping).

        ``refusal`` is what a player reads when the command comes in any other phase; ``refusals``
        words it for particular phases ("Roll the dice first.").
        """
        if command in self._routes:
            raise ValueError(f"{command.__name__} already has a handler")
        if isinstance(handler, Mapping):
            handlers: dict[P, Handler[S, C]] = dict(handler)
        else:
            handlers = dict.fromkeys(phases, handler)
        if not handlers:
            raise ValueError(f"{command.__name__} is registered for no phase")
        self._routes[command] = _Route(handlers, refusal, dict(refusals or {}))

    @property
    def commands(self) -> tuple[type[Command], ...]:
        """The command classes with a handler, in the order they were registered."""
        return tuple(self._routes)

    def check_seat(self, state: S, command: Command) -> None:
        """Refuse a command once the game is over, from a seat that does not exist or is not to act."""
        if self._over(state):
            raise IllegalCommand(N_("The game is over."))
        seat = command.seat
        if not is_whole(seat) or not 0 <= seat < self._seats(state):
            raise IllegalCommand(N_("There is no seat {seat} in this game."), seat=seat)
        if seat not in self._to_act(state):
            refusal = self._turn_refusals.get(self._phase(state))
            if refusal is not None:
                raise IllegalCommand(refusal)
            raise IllegalCommand(N_("It is not your turn."), about=N_("It is not {seat}'s turn."))

    def apply(self, state: S, command: Command) -> tuple[S, list[Event]]:
        """Play ``command``; the state passed in is never changed (a new one is returned).

        Raises IllegalCommand with a readable reason when the command is not allowed now.
        """
        self.check_seat(state, command)
        route = self._routes.get(type(command))
        if route is None:
            raise IllegalCommand(self._unknown)
        phase = self._phase(state)
        handler = route.handlers.get(phase)
        if handler is None:
            raise IllegalCommand(route.refusals.get(phase, route.refusal))
        return handler(state, command)
