"""The board as the beats have told it so far (the board must not run ahead of the narration).

A command's events are played as beats (a door die, a tile sliding in, the zombie turn's lines),
but the view the scene gets from the session is the END of them all.  :class:`BoardStory` starts
from the view before the command and steps it forward with each event as its beat begins, using
what the event says changed (zombies moved from a room to a room, a zombie spawned, a survivor
died); where an event names a room or a survivor whose other details changed (a tile laid, a door
checked, a token dropped) those details are copied from the view after the command.  Pure Python,
views in and a view out: the scene still draws views only.  When the beats end or are skipped the
scene draws the true view again, so anything told here only approximately never lasts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.contract import Event
from tabletop.games.just_run.rules.view import CellView, JustRunView, RoomView

#: a room holds a horde from this many zombies (the view's ``horde`` flag)
HORDE = 5
#: events told by their line before the board shows them: the zombies still stand where they were
#: while the line says they move, and are in their new room when the next beat begins; a door
#: checked opens (or shows its lock) once its die has been read
AFTER_ITS_LINE = frozenset({"zombies_move", "zombies_come", "door_checked"})
#: events whose rooms' details (tile, sides, tokens; never the zombies) are taken from the end view
ROOM_DETAILS = frozenset(
    {
        "room_placed",
        "exit_turned",
        "inaccessible",
        "door_checked",
        "bashed",
        "barricaded",
        "fire_barricade",
        "horde_bash",
        "disaster",
        "noise",
        "thrown",
        "molotov",
        "dropped",
        "picked_up",
        "died",
        "cure_tokens",
        "took_cure",
    }
)
#: events of a kind the narration tells in one line when they come one after another (the spawns)
TOLD_TOGETHER = frozenset({"spawned"})
#: events that lay a room on the board (the first room they name)
NEW_ROOMS = frozenset({"room_placed", "exit_turned", "inaccessible"})
#: events about one survivor whose entry is then taken from the end view as it stands
SURVIVOR_DETAILS = frozenset({"healed", "worn", "escaped", "took_cure", "infected", "disguise_on"})
STEP: dict[str, tuple[int, int]] = {"n": (1, 0), "e": (0, 1), "s": (-1, 0), "w": (0, -1)}

Cell = tuple[int, int]


def _copied(data: Any) -> Any:
    """A copy of a view's part to change freely: views are plain data (dicts, lists, numbers and
    strings), so this is ``copy.deepcopy`` without its bookkeeping (a fifth of its time)."""
    if isinstance(data, dict):
        return {key: _copied(value) for key, value in data.items()}
    if isinstance(data, list):
        return [_copied(value) for value in data]
    if isinstance(data, tuple):
        return tuple(_copied(value) for value in data)
    return data


class BoardStory:
    """The view the board draws while a command's beats play, stepped event by event."""

    def __init__(self, before: JustRunView, after: JustRunView, events: Sequence[Event]) -> None:
        self.view: JustRunView = _copied(before)
        self.after = after
        self.events = list(events)
        self.told = 0  # how many events the board shows so far
        self._after_rooms = {_key(room): room for room in after.get("rooms", ())}

    @staticmethod
    def fits(before: JustRunView, after: JustRunView) -> bool:
        """Whether the view before can be stepped into the one after (the same board)."""
        return bool(before.get("rooms")) and before.get("rows") == after.get("rows")

    # -- stepping ---------------------------------------------------------------------------------

    def reach(self, index: int) -> bool:
        """A beat about event ``index`` begins: every event before it is shown, and this one too
        unless its line tells it first.  True when the picture changed."""
        index = max(0, min(index, len(self.events) - 1))
        kind = self.events[index].kind
        upto = index if kind in AFTER_ITS_LINE else index + 1
        if kind in TOLD_TOGETHER:
            while upto < len(self.events) and self.events[upto].kind == kind:
                upto += 1
        return self._tell(upto)

    def finish(self) -> bool:
        return self._tell(len(self.events))

    def _tell(self, upto: int) -> bool:
        changed = False
        while self.told < upto:
            self.step(self.events[self.told])
            self.told += 1
            changed = True
        return changed

    def step(self, event: Event) -> None:
        """Show what one event changed."""
        data = event.data
        kind = event.kind
        if kind in ROOM_DETAILS:
            new = kind in NEW_ROOMS
            for n, cell in enumerate(_cells(data)):
                self._room_details(cell, new=new and n == 0)
        if kind == "zombies_move" or kind == "zombies_come":
            count = int(data.get("count", 0))
            start, end = _cell(data.get("from")), _cell(data.get("to"))
            if start is not None:
                self._add_zombies(start, -count)
            if end is not None:
                self._add_zombies(end, count)
        elif kind in ("spawned", "risen", "zombie_taken", "zombies_killed", "exit_zombies", "fire_damage"):
            self._zombie_count(kind, data)
        elif kind in ("moved", "fled", "crawled"):
            self._survivor(data.get("seat"), room=_room_json(data.get("to")))
        elif kind == "died":
            self._survivor(data.get("seat"), alive=False)
        elif kind == "damage":
            self._survivor(data.get("seat"), body=data.get("body"), armour=data.get("armour"))
        elif kind.startswith("rescuee"):
            self.view["rescuee"] = _copied(self.after.get("rescuee"))
        if kind in SURVIVOR_DETAILS:
            self._survivor_details(data.get("seat", event.seat))

    def _zombie_count(self, kind: str, data: Mapping[str, Any]) -> None:
        if kind == "fire_damage":
            start = _cell(data.get("from"))
            if start is not None:
                self._add_zombies(start, -int(data.get("zombies", 0)))
            return
        cell = _room_cell(data)
        if cell is None:
            return
        if kind == "spawned":
            self._add_zombies(cell, 1)
        elif kind == "risen":
            self._add_zombies(cell, int(data.get("count", 1)))
        elif kind == "zombie_taken":
            self._add_zombies(cell, -1)
        elif kind == "zombies_killed":
            self._add_zombies(cell, -int(data.get("count", 0)))
        elif kind == "exit_zombies":
            dice = list(data.get("dice") or [0])
            self._add_zombies(cell, min(HORDE, int(dice[-1])))

    # -- the pieces ----------------------------------------------------------------------------------

    def _room(self, cell: Cell) -> RoomView | None:
        for room in self.view.get("rooms", ()):
            if _key(room) == cell:
                return room
        return None

    def _room_details(self, cell: Cell, new: bool = False) -> None:
        """A room's tile, sides and tokens as the end view has them (its zombies stay as told);
        a room not on the board yet comes only with the event that lays it (``new``)."""
        after = self._after_rooms.get(cell)
        here = self._room(cell)
        if after is None or (here is None and not new):
            return
        fresh = _copied(after)
        if here is None:
            fresh["zombies"], fresh["horde"] = 0, False
            self.view["rooms"].append(fresh)
            return
        fresh["zombies"], fresh["horde"] = here["zombies"], here["horde"]
        here.update(fresh)  # every key anew: the room is the end view's but for its zombies

    def _add_zombies(self, cell: Cell, count: int) -> None:
        room = self._room(cell)
        if room is None:
            return
        zombies = max(0, room["zombies"] + count)
        room["zombies"] = zombies
        room["horde"] = zombies >= HORDE

    def _survivor(
        self,
        seat: Any,
        *,
        room: CellView | None = None,
        alive: bool | None = None,
        body: int | None = None,
        armour: int | None = None,
    ) -> None:
        """Move or hurt survivor ``seat`` as an event says (a None leaves that part as it was)."""
        survivors = self.view.get("survivors") or []
        if not isinstance(seat, int) or not 0 <= seat < len(survivors):
            return
        survivor = survivors[seat]
        if room is not None:
            survivor["room"] = room
        if alive is not None:
            survivor["alive"] = alive
        if body is not None:
            survivor["body"] = body
        if armour is not None:
            survivor["armour"] = armour

    def _survivor_details(self, seat: Any) -> None:
        survivors = self.view.get("survivors") or []
        ends = self.after.get("survivors") or []
        if isinstance(seat, int) and 0 <= seat < min(len(survivors), len(ends)):
            survivors[seat] = _copied(ends[seat])


def _key(room: RoomView) -> Cell:
    return int(room["row"]), int(room["col"])


def _cell(value: Any) -> Cell | None:
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return int(value[0]), int(value[1])
    return None


def _room_json(value: Any) -> CellView | None:
    cell = _cell(value)
    return {"row": cell[0], "col": cell[1]} if cell is not None else None


def _room_cell(data: Mapping[str, Any]) -> Cell | None:
    if "row" in data and "col" in data:
        return int(data["row"]), int(data["col"])
    return None


def _cells(data: Mapping[str, Any]) -> list[Cell]:
    """The rooms an event names: its room, the room beyond its side, where it came from and went."""
    cells: list[Cell] = []
    here = _room_cell(data)
    if here is not None:
        cells.append(here)
        side = data.get("side")
        if isinstance(side, str) and side in STEP:
            cells.append((here[0] + STEP[side][0], here[1] + STEP[side][1]))
    for key in ("from", "to"):
        cell = _cell(data.get(key))
        if cell is not None:
            cells.append(cell)
    return cells
