"""Content tuned by measuring computer survivors (CONTENT.md, "Balance by measurement")."""

from __future__ import annotations

from tabletop.games.just_run import rules
from tabletop.games.just_run.bots.bot_board import Board
from tabletop.games.just_run.rules.commands import BashWall
from tabletop.games.just_run.rules.state import Room
from tests.just_run.helpers import escape_state, item

#: the Storage Closet turned so its one doorway faces the start row: walls east, west and north
CLOSET = Room(tile="room_04", rotation=2)


def test_a_fire_axe_and_a_crowbar_break_walls_but_a_hammer_does_not_bashing_a_wall() -> None:
    for key, breaks in (("fire_axe", True), ("crowbar", True), ("sledgehammer", True), ("hammer", False)):
        tool = item(key)
        state = escape_state(2, at=[(1, 1), (0, 0)], rooms={(1, 1): CLOSET}, items={0: [tool]})
        legal = rules.legal_commands(state, 0)
        assert (BashWall(0, 1, 1, "e", tool.id) in legal) is breaks, key
        assert BashWall(0, 1, 1, "s", tool.id) not in legal  # a doorway, not a wall


def test_a_survivor_who_can_break_walls_counts_interior_walls_as_a_way_but_never_the_exit_rows() -> None:
    state = escape_state(2, at=[(1, 1), (0, 0)], rooms={(1, 1): CLOSET, (8, 1): CLOSET})
    board = Board.from_view(rules.view(state, 0))
    assert board.crossing((1, 1), "e") is None
    board.wall_cost = 3.4
    assert board.crossing((1, 1), "e") == 3.4
    assert board.crossing((8, 1), "n") is None  # exit-row walls are never bashed
