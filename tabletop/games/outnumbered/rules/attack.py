"""The villains' attack (rulebook, THE VILLAINS ATTACK!): advancing down the lanes, breaching the
barricades, and dealing new villains to the top row.

Villains move only down their own lane.  A villain pushed off the last row reaches the barricade
space: the first time the villain and the barricade are discarded, after that the heroes lose
(in Training the villain is set aside and counted instead).
"""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.core.contract import Event
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import replaced_at
from tabletop.games.outnumbered.rules import decks
from tabletop.games.outnumbered.rules.board import ROWS
from tabletop.games.outnumbered.rules.content import VILLAINS
from tabletop.games.outnumbered.rules.ending import check_win, lose
from tabletop.games.outnumbered.rules.messages import event, villain_param
from tabletop.games.outnumbered.rules.setup import active_lanes
from tabletop.games.outnumbered.rules.state import LaneRow, Mode, State, evolve


def shift(rows: LaneRow, first: int, last: int) -> tuple[LaneRow, str | None]:
    """Move rows ``first..last`` one row down; returns the lane and the villain pushed off the bottom.

    The space below ``last`` must be empty (or be the barricade row).
    """
    if last == ROWS - 1:
        return rows[:first] + (None,) + rows[first:last], rows[last]
    return rows[:first] + (None,) + rows[first : last + 1] + rows[last + 2 :], None


def _moves(rows: LaneRow, lane: int, first: int, last: int) -> list[list[object]]:
    return [[rows[r], lane, r, r + 1] for r in range(last, first - 1, -1) if rows[r] is not None]


def push(state: State, segments: Iterable[tuple[int, int, int]]) -> tuple[State, list[Event]]:
    """Move each ``(lane, first, last)`` segment one row down, then settle the breaches.

    All segments move together (one step of the attack); a loss is declared after the step, for the
    first undefended lane breached.
    """
    lanes = list(state.lanes)
    moves: list[list[object]] = []
    breaches: list[tuple[int, str]] = []
    for lane, first, last in segments:
        rows = lanes[lane]
        moves += _moves(rows, lane, first, last)
        lanes[lane], off = shift(rows, first, last)
        if off is not None:
            breaches.append((lane, off))
    if not moves:
        return state, []
    state = evolve(state, lanes=tuple(lanes))
    events = [
        event(
            "advanced",
            N_("The villains advance."),
            data={"moves": moves},
        )
    ]
    lost: tuple[int, str] | None = None
    for lane, villain in breaches:
        if state.mode is Mode.TRAINING:
            state = evolve(state, escaped=state.escaped + (villain,))
            events.append(
                event(
                    "escaped",
                    N_("{villain} slipped through lane {lane}; the other heroes will stop it."),
                    {"villain": villain_param(villain), "lane": lane + 1},
                    data={"lane": lane, "villain": villain},
                )
            )
        elif state.barricades[lane]:
            state = evolve(
                state,
                barricades=replaced_at(state.barricades, lane, False),
                villain_discard=state.villain_discard + (villain,),
            )
            events.append(
                event(
                    "barricade_lost",
                    N_("{villain} smashed the barricade of lane {lane}."),
                    {"villain": villain_param(villain), "lane": lane + 1},
                    data={"lane": lane, "villain": villain},
                )
            )
        else:
            state = evolve(state, escaped=state.escaped + (villain,))
            if lost is None:
                lost = (lane, villain)
    if lost is not None:
        state, more = lose(state, *lost)
        return state, events + more
    state, more = check_win(state)
    return state, events + more


def advance_all(state: State, lanes: Iterable[int] | None = None) -> tuple[State, list[Event]]:
    """Every villain in ``lanes`` (default: every active lane) moves one row down."""
    chosen = active_lanes(state.mode) if lanes is None else lanes
    return push(state, [(lane, 0, ROWS - 1) for lane in chosen])


def place_new(state: State, lane: int, row: int) -> tuple[State, str | None, list[Event]]:
    """Draw the top villain onto an empty space (nothing when both villain piles are empty)."""
    state, villain, events = decks.draw(state, "villain")
    if villain is not None:
        rows = replaced_at(state.lanes[lane], row, villain)
        state = evolve(state, lanes=replaced_at(state.lanes, lane, rows))
    return state, villain, events


def deal_row(state: State) -> tuple[State, list[Event]]:
    """A new villain on the top space of every active lane that is free."""
    events: list[Event] = []
    for lane in active_lanes(state.mode):
        if state.lanes[lane][0] is not None:
            continue
        state, villain, more = place_new(state, lane, 0)
        events += more
        if villain is None:
            break
        events.append(
            event(
                "dealt",
                N_("{villain} ({value}) appears in lane {lane}."),
                {"villain": villain_param(villain), "value": VILLAINS[villain].value, "lane": lane + 1},
                data={"lane": lane, "row": 0, "villain": villain},
            )
        )
    return state, events
