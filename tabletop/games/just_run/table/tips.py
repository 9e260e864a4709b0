"""What every piece of the Just Run board is and does, in the player's language: the tooltips of
the board (a resting pointer or a long press; the engine's :mod:`~tabletop.engine.tooltip` shows
them).

:func:`board_tip` answers for a screen point with what lies there, the topmost first: a door
marker, a survivor's or the rescuee's pawn, a room's zombies or horde, a token, a hand print on a
tile, then the room itself (its name, who and how many zombies are in it, its special rule, and
for the exit row what it takes to get out).  Everything is read from the board as placed from the
view (:class:`~tabletop.games.just_run.table.board_places.Board`), never from the rules' state, so a tip
says what the player sees now.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import pygame

from tabletop.core.i18n import _, ngettext
from tabletop.engine.table_contract import Piece
from tabletop.engine.tooltip import Tip
from tabletop.engine.widgets import Button
from tabletop.games.just_run.rules.view import JustRunView, RoomView
from tabletop.games.just_run.table import board_geometry as geo
from tabletop.games.just_run.table.board_places import RoomKey
from tabletop.games.just_run.table.board_view import STEP, BoardView
from tabletop.games.just_run.table.board_words import room_name
from tabletop.games.just_run.table.item_cards import item_name

#: where the tile art puts its hand print, by the face's place in the atlas (tile pixels, drawn
#: north up; ``build_scripts/art_just_run.py`` paints it there)
HAND_CORNERS: tuple[tuple[int, int], ...] = (
    (54, geo.TILE - 62),
    (geo.TILE - 54, geo.TILE - 62),
    (geo.TILE - 56, 70),
    (56, 70),
)
#: the hand print's size on the tile (world pixels): what the pointer may rest on
HAND_SIZE = 70


def hand_print_world(room: RoomView, rows: int) -> tuple[float, float, float, float] | None:
    """Where a spawn room's hand print lies in the world (the tile turned as laid), or None."""
    face = room.get("tile")
    if not room.get("spawn") or face not in geo.TILE_FACES:
        return None
    x, y = HAND_CORNERS[geo.TILE_FACES.index(str(face)) % len(HAND_CORNERS)]
    for _turn in range((int(room.get("rotation", 0) or 0) + geo.TURN) % 4):
        x, y = geo.TILE - y, x  # a quarter turn clockwise
    left, top, _w, _h = geo.room_rect(rows, int(room["row"]), int(room["col"]))
    return (left + x - HAND_SIZE / 2, top + y - HAND_SIZE / 2, HAND_SIZE, HAND_SIZE)


class BoardTips:
    """The board's tooltips, read from the board view and the view the table shows."""

    def __init__(self, board: BoardView) -> None:
        self.board = board

    def at(self, pos: tuple[int, int], view: JustRunView, names: Sequence[str]) -> Tip | None:
        board = self.board
        if not board.camera.viewport.collidepoint(pos) or not board.board.rooms:
            return None
        self.view, self.names = view, names
        door = board.door_at(pos)
        if door is not None:
            return Tip(*self.door(door), board.door_rect(*door))
        seat = board.survivor_at(pos)
        if seat is not None:
            return Tip(*self.survivor(seat), board.survivor_rect(seat))
        if board.rescuee_at(pos):
            return Tip(*self.rescuee(), board.rescuee_rect())
        zombies = board.zombies_at(pos)
        if zombies is not None:
            return Tip(*self.zombies(zombies), board.zombie_rect(*zombies))
        for placed, rect in reversed(board.piece_rects("token")):
            if rect.collidepoint(pos):
                row, col, kind = cast(tuple[int, int, str], placed.key)
                return Tip(*self.token((row, col), kind), rect)
        for key, room in board.board.rooms.items():
            hand = hand_print_world(room, board.board.rows)
            if hand is not None:
                rect = board.camera.rect_to_screen(hand)
                if rect.collidepoint(pos):
                    return Tip(*self.hand_print(key), rect)
        room_key = board.room_at(pos)
        if room_key is not None:
            return Tip(*self.room(room_key), board.room_rect(*room_key))
        return None

    # -- reading the board -------------------------------------------------------------------------

    def _room(self, key: RoomKey) -> RoomView | None:
        return self.board.board.rooms.get(key)

    def room_title(self, key: RoomKey) -> str:
        room = self._room(key)
        if room is None:
            return _("Room, face down")
        if room.get("tile") == "inaccessible":
            return _("Inaccessible room")
        if room.get("name"):
            return room_name(str(room["name"]))
        if room.get("exit"):
            return _("Exit room, face down")
        return _("Room, face down")

    def _who(self, key: RoomKey) -> list[str]:
        out = []
        for seat, survivor in enumerate(self.view.get("survivors", ())):
            where = survivor.get("room")
            if where is not None and survivor.get("alive", True) and (where["row"], where["col"]) == key:
                out.append(self._name(seat))
        rescuee = self.view.get("rescuee")
        if rescuee is not None and rescuee["room"] is not None:
            where = rescuee["room"]
            if (where["row"], where["col"]) == key:
                out.append(_("the rescuee"))
        return out

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else _("Player {number}").format(number=seat + 1)

    # -- the pieces --------------------------------------------------------------------------------

    def room(self, key: RoomKey) -> tuple[str, str]:
        room = self._room(key)
        lines: list[str] = []
        if room is None:  # nothing laid there
            return self.room_title(key), _("Not turned up yet: it is laid when a door into it is opened.")
        if room.get("tile") == "inaccessible":
            lines.append(
                _("No tile fits here: nothing can enter, and the doors onto it stay blocked for good.")
            )
            return self.room_title(key), " ".join(lines)
        if room.get("tile") is None:  # face down: nobody is inside yet
            return self.room_title(key), self._exit_row(room) if room.get("exit") else _(
                "Not turned up yet: it is laid when a door into it is opened."
            )
        who = self._who(key)
        if who:
            lines.append(_("Here: {names}.").format(names=", ".join(who)))
        else:
            lines.append(_("No survivors here."))
        lines.append(self._zombie_count(int(room.get("zombies", 0) or 0), bool(room.get("horde"))))
        if room.get("spawn") and room.get("tile") is not None:
            lines.append(_("Hand print: a zombie crawls in here at each spawn while the room is empty."))
        if room.get("lab"):
            lines.append(
                _(
                    "Lab: in Find the Cure, the first survivor in lays the cure tokens here; one action "
                    "swaps a token for an Antidote."
                )
            )
        tokens = room.get("tokens", {}) or {}
        if tokens.get("noise"):
            lines.append(_("A noise token holds its zombies here on the next zombie turn."))
        if tokens.get("disaster"):
            lines.append(_("Burnt out: it can no longer be searched."))
        elif room.get("tile") is not None and not room.get("exit"):
            lines.append(_("A survivor here may search it (one action)."))
        if room.get("exit"):
            lines.append(self._exit_row(room))
        return self.room_title(key), " ".join(lines)

    def _zombie_count(self, count: int, horde: bool) -> str:
        if count <= 0:
            return _("No zombies.")
        if horde:
            return ngettext("A horde of {count} zombie.", "A horde of {count} zombies.", count).format(
                count=count
            )
        return ngettext("{count} zombie.", "{count} zombies.", count).format(count=count)

    def _exit_row(self, room: RoomView) -> str:
        if room.get("main_exit"):
            return _(
                "The Main Exit: step through its outer door (one move) to leave the building, once "
                "the mission allows it."
            )
        if room.get("tile") is None:
            return _(
                "Exit row: one of these rooms is the Main Exit, the only way out. Zombies wait in "
                "each one when it is turned up."
            )
        return _(
            "Exit row: this room has no way out; find the Main Exit. Walls in this row cannot be bashed."
        )

    def door(self, key: tuple[int, int, str]) -> tuple[str, str]:
        row, col, side = key
        state = self.board.board.doors.get(key, "door")
        room = self._room((row, col))
        if room is not None and room.get("main_exit") and side == "n":
            return _("The main exit"), _(
                "The only door out of the building: a survivor in the Main Exit steps through it to "
                "escape, once the mission allows it."
            )
        titles = {
            "door": _("Unchecked door"),
            "open": _("Open door"),
            "locked": _("Locked door"),
            "blocked": _("Blocked door"),
            "bashed": _("Bashed doorway"),
            "barricade": _("Barricade"),
            "fire_barricade": _("Fire barricade"),
        }
        bodies = {
            "door": _(
                "Nobody knows what is behind it. Check it (one action): the door die says open, "
                "locked or blocked. A weapon with the door icon may bash it unchecked."
            ),
            "open": _(
                "Survivors and zombies pass freely; ranged weapons and thrown items go through. Two "
                "actions barricade it."
            ),
            "locked": _(
                "Nobody passes. Bash it (one action): your highest die must beat the door's die; "
                "weapons with the door icon add their bonus dice. A horde outside bashes it open."
            ),
            "blocked": _(
                "Nobody passes. Only a bash opens it (one action: your highest die must beat the "
                "door's die); a horde outside bashes it too. A door onto an inaccessible room never "
                "opens."
            ),
            "bashed": _(
                "Broken open for good: survivors and zombies pass freely. It can be barricaded, never "
                "locked again."
            ),
            "barricade": _(
                "Crossing it takes two actions; zombies are held too. Ranged weapons and thrown items "
                "pass over it. It cannot be bashed."
            ),
            "fire_barricade": _(
                "A burning barricade: anyone crossing it loses 1 life point, and zombies cross it to "
                "reach survivors. Ranged weapons pass over it."
            ),
        }
        body = bodies.get(state, bodies["door"])
        dr, dc = STEP[side]
        other = (row + dr, col + dc)
        there = self._room(other)
        if there is not None and there.get("name") and room is not None and room.get("name"):
            between = _("Between the {a} and the {b}.").format(
                a=self.room_title((row, col)), b=self.room_title(other)
            )
            body = f"{between} {body}"
        return titles.get(state, titles["door"]), body

    def survivor(self, seat: int) -> tuple[str, str]:
        survivor = self.view["survivors"][seat]
        body = int(survivor.get("body", 0) or 0)
        lines = [ngettext("{count} life point.", "{count} life points.", body).format(count=body)]
        armour = int(survivor.get("armour", 0) or 0)
        if armour:
            lines.append(
                ngettext("{count} armour token.", "{count} armour tokens.", armour).format(count=armour)
            )
        items = [item_name(str(i["name"])) for i in survivor.get("items") or []]
        lines.append(
            _("Carries: {items}.").format(items=", ".join(items)) if items else _("Carries nothing.")
        )
        if self.view.get("first_player") == seat:
            lines.append(_("First player this round."))
        if survivor.get("infected"):
            lines.append(
                _("Infected: loses 1 life point at the start of each turn until an Antidote cures it.")
            )
        return self._name(seat), " ".join(lines)

    def rescuee(self) -> tuple[str, str]:
        rescuee = self.view.get("rescuee")
        body = rescuee["body"] if rescuee is not None else 0
        life = ngettext("{count} life point.", "{count} life points.", body).format(count=body)
        return _("The rescuee"), " ".join(
            (
                life,
                _("Rescue Mission: guide them out through the Main Exit; they move on a turn of their own."),
            )
        )

    def zombies(self, key: RoomKey) -> tuple[str, str]:
        room = self._room(key)
        count = room["zombies"] if room is not None else 0
        where = self.room_title(key)
        noise = room is not None and room["tokens"]["noise"]
        held = _("A noise token holds them here on the next zombie turn.") if noise else ""
        if room is not None and room.get("horde"):
            title = ngettext("A horde of {count} zombie", "A horde of {count} zombies", count).format(
                count=count
            )
            body = _(
                "In the {room}. A horde acts as one creature: it attacks one survivor with 5 dice and "
                "moves as one. It bashes open a locked or blocked door in its way, and splits only "
                "when some are killed or it moves into a room with fewer than 5."
            ).format(room=where)
        else:
            title = ngettext("{count} zombie", "{count} zombies", count).format(count=count)
            body = _(
                "In the {room}. Each zombie attacks a survivor in its room with 1 die, then they move "
                "toward survivors they can reach, stopping at locked or blocked doors. Five in one "
                "room make a horde."
            ).format(room=where)
        return title, f"{body} {held}".strip()

    def token(self, key: RoomKey, kind: str) -> tuple[str, str]:
        room = self._room(key)
        if room is None:
            return self.room(key)
        tokens = room["tokens"]
        if kind == "noise":
            return _("Noise token"), _(
                "The zombies in this room will not move on the next zombie turn; then it is gone."
            )
        if kind == "disaster":
            return _("Burnt room"), _("A fire swept through: this room can no longer be searched.")
        if kind == "dropped":
            items = [item_name(str(i.get("name", ""))) for i in tokens.get("dropped", ()) or ()]
            return ngettext("{count} dropped item", "{count} dropped items", len(items)).format(
                count=len(items)
            ), ngettext(
                "Lying here: {items}. A survivor in this room may pick it up.",
                "Lying here: {items}. A survivor in this room may pick them up.",
                len(items),
            ).format(items=", ".join(items))
        if kind == "body":
            count = int(tokens.get("bodies", 0) or 0)
            return ngettext("A fallen survivor", "{count} fallen survivors", count).format(count=count), _(
                "At the next spawn each one rises here as a zombie."
            )
        if kind == "cure":
            # the cure tokens are the view's own part, not among the room's tokens
            cure = self.view.get("cure")
            count = cure["tokens"] if cure is not None else 0
            return ngettext("{count} cure token", "{count} cure tokens", count).format(count=count), _(
                "Find the Cure: a survivor in this Lab swaps a token for an Antidote with one action."
            )
        if kind == "exit_card":
            return _("Hidden card"), _(
                "The first survivor into this exit room turns it up: an event happens at once, an "
                "item stays on the floor."
            )
        return self.room(key)

    def hand_print(self, key: RoomKey) -> tuple[str, str]:
        return _("Hand print"), _("A zombie crawls in here at each spawn while the room is empty.")


def drawn_pieces(board: BoardView, board_shown: bool, whole: Button, mission: pygame.Rect) -> list[Piece]:
    """The pieces the table drew that explain themselves (``TableFor.drawn_pieces``): the Whole
    board button and the mission card, and, while the board is what the player looks at
    (``board_shown``: no draft, fight or menu over it), each pawn, zombie group, token, door and
    room the camera shows, probed inside the camera's viewport."""
    pieces: list[Piece] = []
    if whole.visible:
        pieces.append(Piece("Whole board", pygame.Rect(whole.rect)))
    if mission.h > 0:
        pieces.append(Piece("the mission", pygame.Rect(mission)))
    if not board_shown or not board.board.rooms:
        return pieces
    viewport = board.camera.viewport

    def seen(name: str, rect: pygame.Rect) -> None:
        shown = pygame.Rect(rect).clip(viewport)
        if shown.w > 2 and shown.h > 2:
            pieces.append(Piece(name, pygame.Rect(rect), shown.center))

    for placed, rect in board.piece_rects():
        seen(f"{placed.kind} {placed.key}", rect)
    for row, col, side in board.board.doors:
        seen(f"door {row} {col} {side}", board.door_rect(row, col, side))
    for row, col in board.board.rooms:
        seen(f"room {row} {col}", board.room_rect(row, col))
    return pieces
