"""The computer survivor guiding the rescuee in their own turn (Rescue Mission).

The rescuee moves only through openings and may check a door of their room; their two dice never
hurt a zombie.  So the guide walks them along the best way out the board knows, checks the door
that way when it is still closed, keeps them out of rooms full of zombies with nobody to share
the attacks, and (strong) keeps them with the group: no further ahead of the survivors than a
step, unless the next step is out of the building.  Nothing useful left: the turn ends.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.contract import Command
from tabletop.games.just_run.bot_board import STEP, Board, Cell
from tabletop.games.just_run.bot_goals import rescuee_cell

#: what each zombie in a room without survivors costs a step into it
LONE_ZOMBIE = 0.9
#: strong: how far (in actions) the rescuee may get ahead of the survivor nearest the way out
LEAD = 1.5
#: a step must gain at least this much to be worth taking
WORTH = 0.2


def guide(
    view: Mapping[str, Any], legal: Sequence[Command], seat: int, strong: bool, rng: random.Random
) -> Command | None:
    here = rescuee_cell(view)
    if here is None:
        return None
    board = Board.from_view(view, zombie_weight=0.4 if strong else 0.0)
    ahead = _leading(board)
    best: tuple[float, int] | None = None
    choice: Command | None = None
    for index, command in enumerate(legal):
        value = _score(board, here, command, ahead if strong else None)
        if not strong:
            value += rng.gauss(0.0, 0.3)
        if best is None or (value, -index) > best:
            best, choice = (value, -index), command
    return choice


def _leading(board: Board) -> float | None:
    """The distance to the way out of the survivor nearest it (None: nobody is inside)."""
    inside = [board.dist(board.where(s)) for s in board.inside()]
    return min(inside) if inside else None


def _score(board: Board, here: Cell, command: Command, ahead: float | None) -> float:
    if command.TYPE == "end_turn":
        return 0.0
    row, col = getattr(command, "row", None), getattr(command, "col", None)
    if not isinstance(row, int) or not isinstance(col, int):
        return -1.0
    if command.TYPE == "rescuee_move":
        dest = (row, col)
        if not board.on_board(dest):
            return 100.0
        gain = board.dist(here) - board.dist(dest) - WORTH
        if not board.people(dest):
            gain -= LONE_ZOMBIE * board.zombies(dest)
        if ahead is not None and board.dist(dest) < ahead - LEAD and board.zombies(dest) + _near(board, dest):
            gain -= 1.0  # too far ahead of the group with zombies about
        return gain
    if command.TYPE == "rescuee_check":
        side = str(getattr(command, "side", ""))
        if side not in STEP:
            return -1.0
        dr, dc = STEP[side]
        other = (here[0] + dr, here[1] + dc)
        if not board.on_board(other):
            return -1.0
        # a door is checked once, and opens a way the rescuee could never take otherwise: worth
        # it unless it leads away from the way out
        return board.dist(here) - board.dist(other) + 0.5
    return -1.0


def _near(board: Board, cell: Cell) -> int:
    return sum(board.zombies(other) for _side, other in board.open_neighbours(cell))


__all__ = ["guide"]
