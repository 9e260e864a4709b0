"""The computer survivor guiding the rescuee in their own turn (Rescue Mission).

The rescuee moves only through openings and may check a door of their room; their two dice never
hurt a zombie.  So the guide walks them along the best way out the board knows, checks the door
that way when it is still closed, keeps them out of rooms full of zombies with nobody to share
the attacks, and (strong) keeps them with the group: no further ahead of the survivors than a
step, unless the next step is out of the building.  Nothing useful left: the turn ends.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop.core.contract import Command
from tabletop.games.just_run.bots.bot_board import STEP, Board, Cell, RescueeBoard
from tabletop.games.just_run.bots.bot_goals import rescuee_cell
from tabletop.games.just_run.bots.bot_values import zombie_odds
from tabletop.games.just_run.rules.view import JustRunView

#: what each zombie in a room without survivors costs a step into it
LONE_ZOMBIE = 0.9
#: strong: how far (in actions) the rescuee may get ahead of the survivor nearest the way out
LEAD = 1.5
#: a step must gain at least this much to be worth taking
WORTH = 0.2
#: what a life point of the rescuee is worth to a strong guide (the mission dies with them)
RESCUEE_HURT = 1.5
#: a distance this large means no known way out
NO_WAY = 99.0


def guide(
    view: JustRunView, legal: Sequence[Command], seat: int, strong: bool, rng: random.Random
) -> Command | None:
    here = rescuee_cell(view)
    if here is None:
        return None
    board = RescueeBoard.for_rescuee(view, zombie_weight=0.4 if strong else 0.0)
    ahead = _leading(board)
    rescuee = view["rescuee"]
    body = rescuee["body"] if rescuee is not None else 6
    lost = board.dist(here) >= NO_WAY
    explore = _door_distances(board) if lost else {}
    best: tuple[float, int] | None = None
    choice: Command | None = None
    for index, command in enumerate(legal):
        value = _score(board, here, command, ahead if strong else None)
        if strong:
            value += _safety(board, here, command, body, view)
        if lost:
            value += _exploring(board, here, command, explore, rng)
        if not strong:
            value += rng.gauss(0.0, 0.3)
        if best is None or (value, -index) > best:
            best, choice = (value, -index), command
    return choice


def _door_distances(board: Board) -> dict[Cell, float]:
    """With no known way out: every room's cost to the nearest room with a door still unchecked."""
    goals = [
        (0.0, cell)
        for cell, room in board.rooms.items()
        if any(board.side(cell, side) == "door" for side in STEP)
        and room.get("tile") not in (None, "inaccessible")
    ]
    return board.costs_from(goals)


def _exploring(
    board: Board, here: Cell, command: Command, explore: dict[Cell, float], rng: random.Random
) -> float:
    """No known way out: check a door of the room, else head for the nearest one still unchecked,
    else wander (so the rescuee never stands still for good while a way may yet be found)."""
    if command.TYPE == "rescuee_check":
        return 1.5
    if command.TYPE != "rescuee_move":
        return 0.0
    dest = (int(getattr(command, "row", 0)), int(getattr(command, "col", 0)))
    if here in explore and dest in explore:
        return 0.8 * (explore[here] - explore[dest]) + 0.2 + 0.1 * rng.random()
    return 0.25 + 0.2 * rng.random()


def _safety(board: Board, here: Cell, command: Command, body: int, view: JustRunView) -> float:
    """What the zombies cost the rescuee, whose death loses the mission: the attacks of opportunity
    an action here draws, and the zombie turn ahead where the turn ends (shared with the survivors
    in the room); a room with survivors to share the blows and fight is better than an empty one."""
    weight = RESCUEE_HURT * (1.0 + 3.0 / max(body, 1))
    actions = int(view.get("actions_left", 0))
    if command.TYPE == "end_turn":
        return -weight * _waiting(board, here)
    if command.TYPE == "rescuee_check":
        cost = zombie_odds(board.zombies(here), 2, False)[0]
        return -weight * (cost + (_waiting(board, here) if actions <= 1 else 0.5 * _waiting(board, here)))
    if command.TYPE != "rescuee_move":
        return 0.0
    dest = (int(getattr(command, "row", 0)), int(getattr(command, "col", 0)))
    if not board.on_board(dest):
        return 0.0
    cost = zombie_odds(board.zombies(here), 2, False)[0]  # the attacks of opportunity on leaving
    cost += _waiting(board, dest) * (1.0 if actions <= 1 else 0.6)
    company = 0.4 if board.people(dest) else 0.0
    return company - weight * cost


def _waiting(board: Board, cell: Cell) -> float:
    """Expected damage to the rescuee in the zombie turn for ending it in ``cell``."""
    people = len(board.people(cell)) + 1
    expected = (board.zombies(cell) + 0.5 * _near(board, cell)) / people
    return zombie_odds(round(expected), 2, False)[0] if expected >= 0.5 else 0.0


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
