"""A toy game that keeps the whole rules contract in one page, built with the rules kit.

Players take turns adding 1 or 2 to a count; whoever reaches the goal wins.  Each seat holds one
secret card that nobody else sees (and that does nothing: it is there to be hidden).  The contract
suite's own tests copy and break this game on purpose, to show that each check can fail.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, TypedDict

from tabletop.core.contract import (
    Command,
    Event,
    GameOption,
    IllegalCommand,
    Outcome,
    make_command_reader,
    validate_options,
)
from tabletop.core.rules_kit import Dispatcher, StateRandom, evolver, is_whole, replaced_at

OPTIONS: tuple[GameOption, ...] = (GameOption(name="goal", label="Goal", choices=(5, 9), default=5),)
MIN_PLAYERS = 1
MAX_PLAYERS = 3
HIDDEN_INFORMATION = True
LONGEST_GAME = 200


@dataclass(frozen=True)
class Add(Command):
    TYPE: ClassVar[str] = "add"
    amount: int


COMMAND_CLASSES: tuple[type[Command], ...] = (Add,)
command_from_json = make_command_reader(COMMAND_CLASSES)


@dataclass(frozen=True)
class State:
    seed: int
    goal: int
    players: int
    secrets: tuple[int, ...]
    count: int = 0
    seat: int = 0
    winner: int | None = None
    rng_calls: int = 0


evolve = evolver(State)
RANDOM = StateRandom("toy", evolve, setup_namespace="toy-setup")


def setup(options: Mapping[str, Any], seed: int) -> State:
    chosen = validate_options(options, OPTIONS, MIN_PLAYERS, MAX_PLAYERS)
    rng = RANDOM.for_setup(seed)
    players: int = chosen["players"]
    return State(seed, chosen["goal"], players, tuple(rng.randint(1, 9) for _ in range(players)))


def to_act(state: State) -> tuple[int, ...]:
    return () if state.winner is not None else (state.seat,)


def legal_commands(state: State, seat: int) -> list[Command]:
    if seat not in to_act(state):
        return []
    return [Add(seat, 1), Add(seat, 2)]


def _add(state: State, command: Add) -> tuple[State, list[Event]]:
    if not is_whole(command.amount) or command.amount not in (1, 2):
        raise IllegalCommand("Add 1 or 2.")
    count = state.count + command.amount
    winner = command.seat if count >= state.goal else None
    state = evolve(state, count=count, seat=(state.seat + 1) % state.players, winner=winner)
    return state, [Event(kind="added", message="The count is {count}.", params={"count": count})]


def _phase(state: State) -> str:
    return "over" if state.winner is not None else "play"


_DISPATCH = Dispatcher(
    State,
    phase=_phase,
    over=lambda state: state.winner is not None,
    seats=lambda state: state.players,
    to_act=to_act,
    unknown="The toy game does not know this command.",
)
_DISPATCH.on(Add, _add, phases=("play",), refusal="The game is over.")
apply = _DISPATCH.apply


class View(TypedDict):
    """What a seat sees: the count, the goal, its own secret card (None for the table)."""

    count: int
    goal: int
    to_act: list[int]
    secret: int | None
    winner: int | None


def view(state: State, seat: int | None) -> View:
    return {
        "count": state.count,
        "goal": state.goal,
        "to_act": list(to_act(state)),
        "secret": state.secrets[seat] if seat is not None else None,
        "winner": state.winner,
    }


def outcome(state: State) -> Outcome | None:
    return None if state.winner is None else Outcome(winners=(state.winner,), reason="The goal is reached.")


def seat_role(seat: int) -> str:
    return "Player"


def is_shortcut(state: State, command: Command) -> bool:
    return False


def redeal_hidden(state: State, seat: int | None, rng: random.Random) -> State:
    """Every secret card but the seat's own is dealt anew, and the seed."""
    secrets = state.secrets
    for other in range(state.players):
        if other != seat:
            secrets = replaced_at(secrets, other, rng.randint(1, 9))
    return RANDOM.reseeded(evolve(state, secrets=secrets), rng)


if TYPE_CHECKING:
    from tabletop.core.contract import RulesFor
    from tests.contract import toy_game as _this

    _contract: RulesFor[State, View] = _this
