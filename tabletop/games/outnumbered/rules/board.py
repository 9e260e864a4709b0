"""The board as plain data: five lanes of villain spaces and the truck's route.

The printed board's exact spaces are not in the rulebook, so these are our design (CONTENT.md).
``maps/outnumbered.tmx`` lays the same spaces out for the table; a test checks the two agree, so
the rules never read a file and the map can never drift from them.
"""

from __future__ import annotations

import enum

#: lanes are numbered 0-4 from the left; rows 0 (top, where villains arrive) to ROWS-1 (bottom).
LANES = 5
ROWS = 5
#: a villain that moves down from the last row reaches the lane's barricade space
BARRICADE_ROW = ROWS
#: Training mode plays only the three centre lanes
TRAINING_LANES = (1, 2, 3)


class SpaceKind(enum.StrEnum):
    """What a villain space is printed with."""

    PLAIN = "plain"
    YELLOW = "yellow"  # defeating a villain here with dice earns a bonus power
    RED = "red"  # events put new villains here


class Stop(enum.StrEnum):
    """A space on the truck's route."""

    START = "start"
    ROAD = "road"  # nothing happens: the next player takes a turn
    ATTACK = "attack"  # the villains attack before the next turn
    LAB = "lab"  # Atomix Lab: the final assault begins


YELLOW: frozenset[tuple[int, int]] = frozenset({(0, 1), (1, 3), (2, 1), (3, 3), (4, 1)})
RED: frozenset[tuple[int, int]] = frozenset({(0, 2), (1, 1), (2, 2), (3, 1), (4, 2)})

#: Start, then one space per player turn; the truck stops at the lab.
ROUTE: tuple[Stop, ...] = (
    Stop.START,
    Stop.ROAD,
    Stop.ROAD,
    Stop.ATTACK,
    Stop.ROAD,
    Stop.ROAD,
    Stop.ATTACK,
    Stop.ROAD,
    Stop.ROAD,
    Stop.ATTACK,
    Stop.ROAD,
    Stop.ROAD,
    Stop.ATTACK,
    Stop.ROAD,
    Stop.ROAD,
    Stop.ATTACK,
    Stop.ROAD,
    Stop.LAB,
)
LAB = len(ROUTE) - 1


def space_kind(lane: int, row: int) -> SpaceKind:
    """The colour printed on one villain space."""
    if (lane, row) in YELLOW:
        return SpaceKind.YELLOW
    if (lane, row) in RED:
        return SpaceKind.RED
    return SpaceKind.PLAIN


def red_space(lane: int) -> int:
    """The row of the one red space in ``lane``."""
    return next(row for (red_lane, row) in RED if red_lane == lane)
