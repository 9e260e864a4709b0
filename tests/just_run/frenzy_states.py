"""Moments of a frenzied scavenge for the frenzy panel's tests and previews
(``build_scripts/just_run_frenzy.py`` draws them to PNGs)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.contract import Event
from tabletop.core.seats import Seat, SeatKind
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import Want
from tabletop.games.just_run.rules.state import State, with_survivor

NAMES = ("Ana", "Ben", "Cleo", "Dawid", "Ewa", "Filip")


def seats(players: int, computers: tuple[int, ...] = ()) -> list[Seat]:
    return [
        Seat(NAMES[s], s, SeatKind.COMPUTER if s in computers else SeatKind.HUMAN) for s in range(players)
    ]


def frenzied(players: int, seed: int = 1, dice_left: tuple[int, ...] = ()) -> State:
    """A frenzied scavenge at its first card."""
    state = rules.setup({"players": players, "scavenge": "frenzied", "first": "first_seat"}, seed)
    for seat, count in enumerate(dice_left):
        state = with_survivor(state, seat, replace(state.survivors[seat], dice=count))
    return state


def answer(state: State, wanting: dict[int, bool]) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for seat, wanted in wanting.items():
        state, more = rules.apply(state, Want(seat, wanted))
        events += more
    return state, events
