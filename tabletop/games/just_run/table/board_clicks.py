"""The board's hit tests under the pointer, and what a click on the board means.

``hits_at`` gathers the board's hit tests under the pointer (zombies, a survivor, the rescuee, a
door, a wall, a room) into a :class:`~tabletop.games.just_run.table.gestures.Hits`; ``cell_at`` and
``wall_side_at`` are the finer ones.  For a click, this module answers with an :class:`Answer`: a
menu to open, a door menu, a move or a toast.  Apart from the scene so the order of meanings
(zombies first, the own room last) reads in one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.core.contract import Command
from tabletop.core.i18n import _
from tabletop.games.just_run.rules.view import JustRunView
from tabletop.games.just_run.table import board_geometry as geo
from tabletop.games.just_run.table import gestures
from tabletop.games.just_run.table.board_view import BoardView
from tabletop.games.just_run.table.gestures import Hits
from tabletop.games.just_run.table.room_menu import MenuEntry, door_entries, rescuee_entries, view_side

RoomKey = tuple[int, int]


def hits_at(board: BoardView, pos: tuple[int, int], here: RoomKey | None, wall: str | None = None) -> Hits:
    """The board's hit tests at ``pos`` (``here``: the room doors are named from; ``wall``: the
    own room's wall side under it, if any)."""
    return Hits(
        zombies=board.zombies_at(pos),
        survivor=board.survivor_at(pos),
        door=board.door_at(pos, here),
        wall=wall,
        room=board.room_at(pos),
        rescuee=board.rescuee_at(pos),
    )


def cell_at(board: BoardView, pos: tuple[int, int]) -> RoomKey | None:
    """The cell under a point of the board even where no room lies (past the main exit)."""
    camera = board.camera
    if not camera.viewport.collidepoint(pos):
        return None
    x, y = camera.to_world(pos)
    row, col = int((x - geo.MARGIN) // geo.TILE), int((y - geo.MARGIN) // geo.TILE)
    return (row, col) if row >= 0 and col >= 0 else None


def wall_side_at(board: BoardView, view: JustRunView, pos: tuple[int, int], here: RoomKey) -> str | None:
    """The side of the survivor's own room whose wall lies under ``pos`` (a band along the
    side, a sixth of the room deep), for bashing a wall; None elsewhere and on doors."""
    rect = board.room_rect(*here)
    if not rect.collidepoint(pos):
        return None
    depth = max(24, min(rect.w, rect.h) // 6)
    for side in ("n", "e", "s", "w"):
        if view_side(view, here[0], here[1], side) != "wall":
            continue
        centre = board.door_rect(here[0], here[1], side).center
        across = min(abs(centre[0] - rect.left), abs(centre[0] - rect.right))
        along = min(abs(centre[1] - rect.top), abs(centre[1] - rect.bottom))
        axis = 0 if across <= along else 1  # a left or right edge: measure across x
        if abs(pos[axis] - centre[axis]) <= depth:
            return side
    return None


@dataclass(frozen=True)
class Answer:
    """What the scene does for a click: open ``menu`` (title, entries; only when it has entries)
    or the door menu of ``door``'s side, move to ``move``, submit ``command``; then ``toast`` if
    no menu is open."""

    menu: tuple[str, list[MenuEntry]] | None = None
    command: Command | None = None
    door: str | None = None
    move: RoomKey | None = None
    toast: str = ""


def survivor_click(
    legal: Sequence[Command], view: JustRunView, names: Sequence[str], seat: int | None, hit: int | None
) -> Answer | None:
    """A click on another survivor's pawn: the ways to attack them (Attacking), when any; in the
    survivor's own room they come after the room menu's lines (the pawn stands on the room, and
    a click there is more often meant for the room)."""
    if hit is None or hit == seat:
        return None
    attacks = gestures.survivor_attacks(legal, hit)
    if not attacks:
        return None
    entries = gestures.survivor_attack_entries(view, names, hit, attacks)
    here = gestures.own_room(view, seat)
    if seat is not None and here is not None and all((c.row, c.col) == here for c in attacks):
        title = gestures.room_title(view, here)
        return Answer(menu=(title, gestures.room_menu_entries(legal, view, seat) + entries))
    return Answer(menu=(_("Attack {name}").format(name=gestures.seat_name(names, hit)), entries))


def turn_click(
    legal: Sequence[Command],
    view: JustRunView,
    names: Sequence[str],
    seat: int,
    here: RoomKey,
    throw_item: int | None,
    hits: Hits,
    aimed: bool = False,
) -> Answer | None:
    """A click in the survivor's turn: attack the zombies, another survivor, the door menu of a
    door or wall of the own room, a kept event's or a throw's room (``aimed``: the card's Throw
    button was pressed, so the click throws it), the room menu, or a move next door (None: the
    click means nothing here)."""
    attacks = gestures.zombie_attacks(legal, hits.zombies)
    if hits.zombies is not None and attacks:
        return Answer(menu=(_("Attack"), gestures.attack_entries(view, attacks)))
    answer = survivor_click(legal, view, names, seat, hits.survivor)
    if answer is not None:
        return answer
    door = hits.door
    if door is not None and (door[0], door[1]) == here:
        return Answer(door=door[2], toast=_("Nothing can be done with that doorway now."))
    if hits.wall is not None and door_entries(legal, view, seat, hits.wall):
        return Answer(door=hits.wall)
    room = hits.room
    if room is not None and room != here:
        entries = gestures.event_room_entries(legal, view, seat, room)
        if entries:
            return Answer(menu=(gestures.room_title(view, room), entries))
        throws = gestures.throws_into(legal, throw_item, room) if throw_item is not None else []
        if aimed and throws:  # its Throw button was pressed: the click on the room throws it
            return Answer(command=throws[0])
        if throw_item is not None:
            entries = gestures.throw_room_entries(legal, view, here, throw_item, room)
            if entries:
                return Answer(menu=(gestures.room_title(view, room), entries))
    if room == here:
        entries = gestures.room_menu_entries(legal, view, seat)
        title = gestures.room_title(view, here)
        return Answer(menu=(title, entries), toast=_("Nothing can be done in this room now."))
    if room is not None and gestures.side_towards(here, room) is not None:
        return Answer(move=room)
    return None


def rescuee_click(
    legal: Sequence[Command],
    view: JustRunView,
    here: RoomKey,
    door: tuple[int, int, str] | None,
    room: RoomKey | None,
) -> Answer | None:
    """A click in the rescuee's turn, by their guide: a door of their room offers its checks, their
    room its entries, a room next to theirs the move there (None: the click means nothing)."""
    if door is not None and (door[0], door[1]) == here:
        entries = rescuee_entries(legal, view, door[2])
        return Answer(
            menu=(_("The rescuee"), entries), toast=_("The rescuee can do nothing with that doorway now.")
        )
    if room == here:
        return Answer(menu=(_("The rescuee"), rescuee_entries(legal, view)))
    if room is not None and gestures.side_towards(here, room) is not None:
        return Answer(move=room)
    return None
