"""The camera after an action: the board stays still under the player's pointer while the acting
survivor's room is in sight, so a second click at the same spot lands on what the player aimed at;
it glides only when the room left the view, or for a new turn of another person."""

from __future__ import annotations

import pygame

from tabletop.games.just_run.rules.commands import Move, Search
from tabletop.games.just_run.table import board_clicks
from tests.just_run.helpers import escape_state
from tests.just_run.scene_table import Table, make_table


def _table() -> Table:
    """Ana's turn in the start row's middle room (Ben, Cyd and Dee at its ends), the camera where
    the table opened."""
    state = escape_state(4, at=[(0, 2), (0, 0), (0, 0), (0, 4)])
    table = make_table(4, computers=(1, 2, 3), state=state)
    table.settle()
    return table


def _floor(table: Table, room: tuple[int, int]) -> tuple[int, int]:
    """A spot on the room's floor, clear of pawns, doors and walls."""
    scene, board = table.scene, table.scene.board
    rect = board.room_rect(*room)
    for dx, dy in ((0, 3), (2, 3), (-2, 3), (0, -3), (2, -3), (-2, -3)):
        pos = (rect.centerx + rect.w * dx // 10, rect.centery + rect.h * dy // 10)
        clear = board.survivor_at(pos) is None and board.door_at(pos, room) is None
        wall = board_clicks.wall_side_at(scene.board, scene.view, pos, room)
        if clear and wall is None and board.room_at(pos) == room:
            return pos
    raise AssertionError(f"no clear floor in {room}")


def test_a_second_click_at_one_spot_lands_in_the_room_just_entered_and_a_room_cut_off_glides_in() -> None:
    table = _table()
    scene = table.scene
    spot = _floor(table, (0, 3))
    assert scene.camera.sees(scene.board.room_world_rect(0, 3)), "the room aimed at is in sight"
    before = scene.camera.centre
    table.click(spot)
    table.settle()
    assert table.last() == Move(0, 0, 3)
    assert scene.camera.centre == before, "the room Ana entered was in sight: the board stays still"
    assert scene.board.room_at(spot) == (0, 3)
    table.click(spot)  # the player's next click, where their pointer already is
    assert scene.menu.open, "the click opens the menu of the room Ana stands in"
    assert any(entry.command == Search(0, "search") for entry in scene.menu.entries)
    assert table.last() == Move(0, 0, 3), "no move to the room that would have slid under the pointer"

    # the player pans the board up a little and drags Ana on into the next room, now cut off at
    # the board's bottom edge: the board glides to show it whole
    table.key(pygame.K_ESCAPE)  # the menu closes
    table.drag((900, 500), (900, 400))
    camera, board = scene.camera, scene.board
    assert not camera.sees(board.room_world_rect(0, 4)), "the next room is cut off"
    before = camera.centre
    pawn = board.survivor_rect(0)
    assert pawn is not None
    seen = board.room_rect(0, 4).clip(camera.viewport)
    table.drag(pawn.center, seen.center)
    table.settle()
    assert table.last() == Move(0, 0, 4)
    assert camera.centre != before and camera.sees(board.room_world_rect(0, 4))
