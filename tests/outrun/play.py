"""Helpers for the Outrun rule tests: play commands, run a whole race, and read the results."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tabletop.core.contract import Command, Event
from tabletop.games.outrun import rules
from tabletop.games.outrun.rules import Run, TimeUp
from tabletop.games.outrun.rules.paths import PATHS_BY_ID
from tabletop.games.outrun.rules.state import State

#: the path card most tests turn: eye, pumpkin, bat, hat, candle, ghost, moon, spider
PATH = 1
ORDER: tuple[str, ...] = PATHS_BY_ID[PATH].order


def play(state: State, *commands: Command) -> State:
    for command in commands:
        state, _ = rules.apply(state, command)
    return state


def play_events(state: State, *commands: Command) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for command in commands:
        state, more = rules.apply(state, command)
        events += more
    return state, events


def race(
    state: State, runs: Mapping[int, tuple[Sequence[str], int]], *, time_up: Sequence[int] = ()
) -> tuple[State, list[Event]]:
    """Every runner of ``runs`` lays its cards with its time (in the order of the mapping), the ones
    in ``time_up`` are declared out of time, and any other runner still racing after that too."""
    commands: list[Command] = [Run(seat, tuple(cards), ms) for seat, (cards, ms) in runs.items()]
    commands += [TimeUp(seat) for seat in time_up]
    state, events = play_events(state, *commands)
    for seat in rules.to_act(state) if state.phase.value == "race" else ():
        state, more = rules.apply(state, TimeUp(seat))
        events += more
    return state, events


def judged(state: State, cards: Sequence[str], seat: int = 0) -> bool:
    """Was ``cards`` right for ``seat`` in this race (everyone else out of time)?"""
    after, _ = race(state, {seat: (cards, 1000)})
    last = after.runners[seat].last_run
    assert last is not None
    return last.correct


def kinds(events: Sequence[Event]) -> list[str]:
    return [event.kind for event in events]
