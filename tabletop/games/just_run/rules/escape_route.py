"""Whether anyone inside can still get out (Escaping and Winning: "if there is no escape, then
everybody loses").

A board can wall itself in: tiles that fit only with walls where the way on would be, doors onto
the inaccessible room, exit-row walls that nothing bashes.  The game must then end rather than run
for ever, so after every action we ask, generously, whether a way to the main exit's room could
still be made: through openings and barricades, doors still unchecked, locked and blocked doors
(survivors bash them), rooms not placed yet (any side may prove a doorway), and interior walls
while an item that breaks walls can still be had (carried inside, lying in a room, or still in the
search deck or the supplies).  Zombies are left out: they can be fought or outwaited.  Only when
even that finds no way is there no escape.
"""

from __future__ import annotations

from tabletop.games.just_run.rules.board import OPPOSITE, has_door, mark_at, neighbour, on_board
from tabletop.games.just_run.rules.content import BOARD_WIDTH, CARDS, SIDES, TILES, ItemKind
from tabletop.games.just_run.rules.items import stats
from tabletop.games.just_run.rules.state import Mark, State


def main_exit_room(state: State) -> tuple[int, int] | None:
    """Where the main exit lies (known to the rules even while its tile is face down)."""
    row = state.rows - 1
    for col in range(BOARD_WIDTH):
        room = state.room(row, col)
        if room is None:
            continue
        tile = room.tile if room.revealed else room.exit_tile
        if tile is not None and TILES[tile].main_exit:
            return row, col
    return None


def walls_breakable(state: State) -> bool:
    """An item that bashes walls can still be had: carried by someone inside, lying in a room, or
    still to be drawn from the search deck or the supplies."""
    carried = any(
        stats(item).walls for survivor in state.survivors if survivor.in_building for item in survivor.items
    )
    lying = any(stats(item).walls for room in state.grid if room is not None for item in room.dropped)
    to_draw = any(_breaks_walls(CARDS[card].item) for card in (*state.search_deck, *state.supplies))
    return carried or lying or to_draw


def _breaks_walls(kind: ItemKind | None) -> bool:
    return kind is not None and kind.walls


def _inaccessible(state: State, row: int, col: int) -> bool:
    room = state.room(row, col)
    return room is not None and room.revealed and room.tile is None


def _crossable(state: State, row: int, col: int, side: str, walls: bool) -> bool:
    r2, c2 = neighbour(row, col, side)
    if not on_board(state, r2, c2) or _inaccessible(state, r2, c2):
        return False
    mark = mark_at(state, row, col, side)
    if mark is Mark.SEALED:
        return False
    if mark is not None:
        return True  # open, bashed, or a locked or blocked door that can be bashed
    shown = [has_door(state.room(row, col), side), has_door(state.room(r2, c2), OPPOSITE[side])]
    if all(door is not False for door in shown):
        return True  # a door still to check, or sides of rooms not placed (or face down) yet
    return walls and state.rows - 1 not in (row, r2)


def _ways_out(state: State, walls: bool) -> set[tuple[int, int]] | None:
    """Every room from which a way to the main exit's room could still be made, found by one walk
    out from that room (a side is crossed alike either way); None: no main exit known yet."""
    goal = main_exit_room(state)
    if goal is None:
        return None
    seen = {goal}
    todo = [goal]
    while todo:
        here = todo.pop()
        for side in SIDES:
            there = neighbour(*here, side)
            if there not in seen and _crossable(state, *here, side, walls):
                seen.add(there)
                todo.append(there)
    return seen


def can_escape_from(state: State, start: tuple[int, int], walls: bool | None = None) -> bool:
    """A way from ``start`` to the main exit's room could still be made (see the module's note);
    with nothing known to aim at, never call the game off on a guess."""
    ways = _ways_out(state, walls_breakable(state) if walls is None else walls)
    return ways is None or start in ways


def stranded(state: State) -> list[int]:
    """The seats of the survivors inside who can never get out."""
    ways = _ways_out(state, walls_breakable(state))
    if ways is None:
        return []
    return [
        seat
        for seat, survivor in enumerate(state.survivors)
        if survivor.in_building and survivor.room is not None and survivor.room not in ways
    ]


def rescuee_stranded(state: State) -> bool:
    """Rescue Mission: the rescuee inside can never get out, even with the survivors bashing for them."""
    rescuee = state.rescuee
    if rescuee is None or not rescuee.in_building or rescuee.room is None:
        return False
    return not can_escape_from(state, rescuee.room)
