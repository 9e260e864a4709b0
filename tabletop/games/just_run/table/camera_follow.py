"""How the Just Run table's camera follows play without moving the board under a player's pointer.

A player who acts clicks again at once (move, then click the next room or a door): if the board
slid after every action, that second click would land on whatever slid under the pointer.  So
after an action the board stays still while what matters (the acting survivor's room, the room
acted on) is wholly in sight, and glides to centre it only when it is not; a new turn of another
survivor (or the rescuee's turn) recentres as before, keeping its room well clear of the edges.
The zombie turn's narration follows its rooms as it tells them (``zombie_beats``).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.camera import FOLLOW_MARGIN, Camera
from tabletop.games.just_run.rules.view import JustRunView

#: what an action leaves wholly in sight stays where it is on screen
STILL_MARGIN = 0.0

Cell = tuple[int, int]
WorldRect = tuple[float, float, float, float]


def keep_in_sight(camera: Camera, world_rect: WorldRect) -> None:
    """The room acted on (a door's room, a room sliding in): the board moves only if it is not
    wholly in sight."""
    camera.follow(world_rect, STILL_MARGIN)


def whose_turn(view: JustRunView, rescuee_room: Cell | None) -> tuple[str, int | None, Cell | None]:
    """Whose turn the camera follows (the phase, the seat) and the room it looks at (None: none)."""
    phase = str(view.get("phase", ""))
    current = view.get("current")
    seat = int(current) if isinstance(current, int) else None
    if phase == "rescuee" and rescuee_room is not None:
        return phase, seat, rescuee_room
    survivors = view.get("survivors", [])
    room = survivors[seat]["room"] if seat is not None and 0 <= seat < len(survivors) else None
    if seat is not None and room is not None:
        return phase, seat, (room["row"], room["col"])
    return phase, seat, None


class TurnFollower:
    """Follows the acting survivor after every command: recentres on a new turn of someone else
    and keeps the board still for the same survivor's next action while their room is in sight."""

    def __init__(self) -> None:
        #: the (phase, seat) whose turn the camera last followed (None: nobody yet)
        self.following: tuple[str, int | None] | None = None

    def looked_at(self, view: JustRunView, rescuee_room: Cell | None) -> None:
        """The table opened looking at this turn's room: its next action keeps the board still."""
        phase, seat, _room = whose_turn(view, rescuee_room)
        self.following = self._turn(phase, seat)

    @staticmethod
    def _turn(phase: str, seat: int | None) -> tuple[str, int | None]:
        return ("rescuee" if phase == "rescuee" else "survivor", seat)

    def follow(self, camera: Camera, view: JustRunView, rescuee_room: Cell | None, rect: Any) -> None:
        """``rect(row, col)`` is a room's world rectangle (``BoardView.room_world_rect``)."""
        phase, seat, room = whose_turn(view, rescuee_room)
        if room is None:
            return
        turn = self._turn(phase, seat)
        margin = STILL_MARGIN if turn == self.following else FOLLOW_MARGIN
        self.following = turn
        camera.follow(rect(*room), margin)
