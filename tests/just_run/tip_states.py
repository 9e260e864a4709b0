"""A Just Run board with one of every kind of piece on it, for the board's tooltips (the tests in
``test_board_tips`` and the frame ``scene_frames.tip_frames`` draws)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.just_run.rules.content import BOARD_WIDTH
from tabletop.games.just_run.rules.state import Mark, State
from tests.just_run.helpers import item, room
from tests.just_run.panel_states import turn_state

#: where each piece lies (row, col): the start row is row 0
RECEPTION = (0, 2)  # Anna and Ben, 2 zombies
CLOAKROOM = (0, 1)  # a hand print, nobody in it
COAT_CHECK = (0, 3)  # a Kitchen Knife on the floor
STAIRWELL = (1, 1)  # one zombie
BOILER_ROOM = (1, 2)  # a horde with a noise token


def every_piece() -> State:
    """Anna's turn in the Reception; beside it a horde held by a noise token (through an open
    door), a lone zombie behind a locked door, a dropped Kitchen Knife and a barricade."""
    state = turn_state()
    grid = list(state.grid)

    def put(at: tuple[int, int], new: object) -> None:
        grid[at[0] * BOARD_WIDTH + at[1]] = new  # type: ignore[call-overload]

    put(BOILER_ROOM, replace(room("room_01"), zombies=5, noise=True))
    put(STAIRWELL, replace(room("room_07"), zombies=1))
    coat_check = grid[COAT_CHECK[0] * BOARD_WIDTH + COAT_CHECK[1]]
    assert coat_check is not None
    put(COAT_CHECK, replace(coat_check, dropped=(item("kitchen_knife"),)))
    marks = dict(state.marks)
    marks[(0, 2, "n")] = Mark.OPEN
    marks[(0, 1, "n")] = Mark.LOCKED
    return replace(
        state,
        grid=tuple(grid),
        marks=tuple(sorted(marks.items())),
        reserve=state.reserve - 6,
        barricades=(((0, 0, "e"), False),),
    )
