"""The rules kit (issue 8, section 2): randomness kept in the state, and apply's preamble."""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import ClassVar

import pytest

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.rules_kit import Dispatcher, StateRandom, evolver, is_whole, replaced_at


class Phase(enum.Enum):
    BID = "bid"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True)
class State:
    phase: Phase
    seat: int = 0
    players: int = 2
    seed: int = 7
    rng_calls: int = 0


@dataclass(frozen=True)
class Bid(Command):
    TYPE: ClassVar[str] = "bid"


@dataclass(frozen=True)
class Play(Command):
    TYPE: ClassVar[str] = "play"


@dataclass(frozen=True)
class Shout(Command):
    TYPE: ClassVar[str] = "shout"


evolve = evolver(State)


def _handled(name: str):
    def handler(state: State, command: Command) -> tuple[State, list[Event]]:
        return evolve(state, seat=1 - state.seat), [Event(kind=name, message=name)]

    return handler


def dispatcher() -> Dispatcher[State, Phase]:
    dispatch = Dispatcher(
        State,
        phase=lambda s: s.phase,
        over=lambda s: s.phase is Phase.OVER,
        seats=lambda s: s.players,
        to_act=lambda s: () if s.phase is Phase.OVER else (s.seat,),
        unknown="This game does not know this command.",
        turn_refusals={Phase.BID: "Wait for your bid."},
    )
    dispatch.on(Bid, _handled("bid"), phases=(Phase.BID,), refusal="The bidding is over.")
    dispatch.on(Play, {Phase.PLAY: _handled("play")}, refusal="Nobody plays yet.", refusals={})
    return dispatch


@pytest.mark.parametrize(
    ("state", "command", "reason"),
    [
        (State(Phase.OVER), Bid(0), "The game is over."),
        (State(Phase.BID), Bid(2), "There is no seat {seat} in this game."),
        (State(Phase.BID), Bid(True), "There is no seat {seat} in this game."),  # type: ignore[arg-type]
        (State(Phase.BID), Bid(1), "Wait for your bid."),
        (State(Phase.PLAY), Play(1), "It is not your turn."),
        (State(Phase.BID), Shout(0), "This game does not know this command."),
        (State(Phase.PLAY), Bid(0), "The bidding is over."),
        (State(Phase.BID), Play(0), "Nobody plays yet."),
    ],
)
def test_the_preamble_refuses_in_order_with_a_readable_reason(state, command, reason) -> None:
    with pytest.raises(IllegalCommand) as refused:
        dispatcher().apply(state, command)
    assert refused.value.reason == reason


def test_a_command_that_passes_the_preamble_goes_to_the_handler_of_its_class_and_phase() -> None:
    dispatch = dispatcher()
    state = State(Phase.PLAY)
    new, events = dispatch.apply(state, Play(0))
    assert [e.kind for e in events] == ["play"]
    assert new.seat == 1 and state.seat == 0
    assert dispatch.commands == (Bid, Play)


def test_a_dispatcher_wants_a_frozen_state_and_one_handler_per_class() -> None:
    @dataclass
    class Loose:
        phase: Phase

    with pytest.raises(TypeError, match="frozen"):
        Dispatcher(Loose, phase=lambda s: s.phase, over=bool, seats=len, to_act=tuple, unknown="?")
    dispatch = dispatcher()
    with pytest.raises(ValueError, match="already"):
        dispatch.on(Bid, _handled("again"), phases=(Phase.PLAY,), refusal="")
    with pytest.raises(ValueError, match="no phase"):
        dispatch.on(Shout, _handled("shout"), refusal="")


def test_random_outcomes_come_from_the_seed_and_the_draws_so_far() -> None:
    source = StateRandom("kit", evolve, setup_namespace="kit-setup")
    state = State(Phase.PLAY, seed=7)
    rng, after = source.draw(state)
    again, _ = source.draw(state)
    assert rng.random() == again.random()
    assert (state.rng_calls, after.rng_calls) == (0, 1)
    assert source.draw(after)[0].random() != source.draw(state)[0].random()
    assert source.for_setup(7).random() == random.Random("kit-setup:7").random()
    assert StateRandom("x", evolve, setup_namespace=None).for_setup(7).random() == random.Random(7).random()
    assert source.reseeded(state, random.Random(1)).seed != state.seed


def test_is_whole_takes_ints_but_not_bools_and_replaced_at_changes_one_entry() -> None:
    assert is_whole(3) and is_whole(-1)
    assert not any(is_whole(v) for v in (True, False, 3.0, "3", None))
    assert replaced_at((1, 2, 3), 1, 9) == (1, 9, 3)
    assert replaced_at((False, False), 0, True) == (True, False)
