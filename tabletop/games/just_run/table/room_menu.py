"""The room menu and the door menu of a survivor's turn (Things That Take One Action; Things That
Take Two Actions; Fleeing; Barricading a Door; Checking a Door; Bashing a Door).

A click on the survivor's own room opens the room menu: search the search deck or the supplies,
barricade a doorway, do nothing, flee, bash a wall, pour Whiskey on a barricade or set it alight,
play a kept event that needs no target.  A click on a door or wall of that room opens the door
menu: check it, bash it (bare-handed or with which door-icon weapon, with the dice each throws),
bash a wall, barricade it, walk or flee through, the Fire Barricade's two steps, Slam the Door.
Both list only the legal commands they are given, each with what it costs in actions, so the menu
and the rules never disagree.  A click on an entry gives its command; Esc or a click outside
closes the menu.  A menu widens (up to :data:`MAX_WIDTH`) so that its longest line is read whole.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import _, ngettext
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.intents import Click, Hover, Intent, Key
from tabletop.games.just_run.rules.commands import (
    Barricade,
    BashDoor,
    BashWall,
    CheckDoor,
    DoNothing,
    FireBarricade,
    Flee,
    HealRescuee,
    IgniteBarricade,
    Move,
    PlayEvent,
    RescueeCheck,
    RescueeMove,
    Search,
    TakeCure,
)
from tabletop.games.just_run.rules.view import JustRunView
from tabletop.games.just_run.table.board_words import room_name, side_place, side_way
from tabletop.games.just_run.table.event_card_face import event_name
from tabletop.games.just_run.table.item_cards import item_name

SIDE_STEP = {"n": (1, 0), "s": (-1, 0), "e": (0, 1), "w": (0, -1)}
WIDTH = 600
#: a menu grows up to this wide so that its longest line is read whole
MAX_WIDTH = 1000
ENTRY = 66
TITLE = 64
BASE_DICE = 2


@dataclass(frozen=True)
class MenuEntry:
    """One line of a menu: what it says, the command it makes and its cost in actions."""

    label: str
    command: Command
    cost: int

    def cost_text(self) -> str:
        if self.cost == 0:
            return _("free")
        return ngettext("{count} action", "{count} actions", self.cost).format(count=self.cost)


def _side_of(row: int, col: int, dest: tuple[int, int]) -> str | None:
    for side, (dr, dc) in SIDE_STEP.items():
        if (row + dr, col + dc) == dest:
            return side
    return None


def _room_name(view: JustRunView, row: int, col: int) -> str | None:
    for room in view.get("rooms", []):
        if room["row"] == row and room["col"] == col:
            name = room.get("name")
            return room_name(str(name)) if name else None
    return None


def _items(view: JustRunView, seat: int) -> dict[int, Mapping[str, Any]]:
    return {int(i["id"]): i for i in view["survivors"][seat]["items"]}


def _dice(count: int) -> str:
    return ngettext("{count} die", "{count} dice", count).format(count=count)


def _move_label(view: JustRunView, command: Move | Flee, side: str, flee: bool) -> str:
    if command.row >= int(view.get("rows", 10)):
        return _("Flee out through the main exit") if flee else _("Step out through the main exit")
    name = _room_name(view, command.row, command.col)
    where = side_way(side)
    if name:
        if flee:
            return _("Flee {side} into the {room}").format(side=where, room=name)
        return _("Go {side} into the {room}").format(side=where, room=name)
    return _("Flee {side}").format(side=where) if flee else _("Go {side}").format(side=where)


def _cell_of(view: JustRunView, seat: int) -> tuple[int, int] | None:
    """The room ``seat``'s survivor stands in; None once out of the building (or not in yet)."""
    room = view["survivors"][seat]["room"]
    return None if room is None else (room["row"], room["col"])


def room_entries(legal: Sequence[Command], view: JustRunView, seat: int) -> list[MenuEntry]:
    """The room menu: search, barricade, do nothing, flee (only what ``legal`` holds)."""
    here = _cell_of(view, seat)
    if here is None:
        return []
    row, col = here
    out: list[MenuEntry] = []
    for command in legal:
        if isinstance(command, Search):
            label = _("Search the supplies") if command.deck == "supplies" else _("Search the room")
            out.append(MenuEntry(label, command, 1))
    for command in legal:
        if isinstance(command, Barricade):
            label = _("Barricade the {side} doorway").format(side=side_place(command.side))
            out.append(MenuEntry(label, command, 2))
    for command in legal:
        if isinstance(command, DoNothing):
            out.append(MenuEntry(_("Do nothing"), command, 1))
    for command in legal:
        if isinstance(command, Flee) and _zombies_here(view, row, col):
            side = _side_of(row, col, (command.row, command.col))
            if side is not None:
                out.append(MenuEntry(_move_label(view, command, side, True), command, 2))
    return out


def door_entries(legal: Sequence[Command], view: JustRunView, seat: int, side: str) -> list[MenuEntry]:
    """The door menu for one side of the survivor's room: check, bash (with what), bash the wall,
    barricade, go or flee through (only what ``legal`` holds)."""
    here = _cell_of(view, seat)
    if here is None:
        return []
    row, col = here
    dest = (row + SIDE_STEP[side][0], col + SIDE_STEP[side][1])
    items = _items(view, seat)
    barricaded = view_side(view, row, col, side) == "barricade"
    out: list[MenuEntry] = []
    for command in legal:
        if isinstance(command, CheckDoor) and command.side == side:
            out.append(MenuEntry(_("Check the door (roll the door die)"), command, 1))
    for command in legal:
        if isinstance(command, BashDoor) and command.side == side:
            if command.item is None:
                label = _("Bash it bare-handed ({dice})").format(dice=_dice(BASE_DICE))
            else:
                item = items.get(command.item, {})
                dice = BASE_DICE + int(item.get("bonus", 0))
                label = _("Bash it with the {item} ({dice})").format(
                    item=item_name(str(item.get("name", ""))), dice=_dice(dice)
                )
            out.append(MenuEntry(label, command, 1))
    for command in legal:
        if isinstance(command, BashWall) and command.side == side:
            item = items.get(command.item, {})
            label = _("Bash the wall with the {item} (1 die)").format(
                item=item_name(str(item.get("name", "")))
            )
            out.append(MenuEntry(label, command, 1))
    for command in legal:
        if isinstance(command, Barricade) and command.side == side:
            out.append(MenuEntry(_("Barricade this doorway"), command, 2))
    for command in legal:
        if isinstance(command, Move) and (command.row, command.col) == dest:
            label = _move_label(view, command, side, False)
            if barricaded:
                label = _("Climb over the barricade")
            out.append(MenuEntry(label, command, 2 if barricaded else 1))
    for command in legal:
        if isinstance(command, Flee) and (command.row, command.col) == dest and _zombies_here(view, row, col):
            out.append(MenuEntry(_move_label(view, command, side, True), command, 2))
    return out


def _zombies_here(view: JustRunView, row: int, col: int) -> bool:
    """Whether zombies share the room: fleeing (both actions) only spares their attack, so with
    none there it would be a plain move at twice the price, and the menus leave it out."""
    for room in view.get("rooms", ()):
        if int(room.get("row", -1)) == row and int(room.get("col", -1)) == col:
            return int(room.get("zombies", 0) or 0) > 0
    return False


def _combining_cost(view: JustRunView) -> int:
    """Pouring Whiskey is combining: an action while actions are left, free after them."""
    return 1 if int(view.get("actions_left", 0)) > 0 else 0


def _event_label(view: JustRunView, seat: int, card: int) -> str:
    for event in view["survivors"][seat].get("events") or []:
        if event.get("card") == card:
            return event_name(event)
    return "?"


def special_door_entries(
    legal: Sequence[Command], view: JustRunView, seat: int, side: str
) -> list[MenuEntry]:
    """The door menu's special lines (Barricading a Door: the Fire Barricade; Optional Event):
    pour Whiskey on this barricade, set it alight, slam this door with a kept event card."""
    items = _items(view, seat)
    out: list[MenuEntry] = []
    for command in legal:
        if isinstance(command, FireBarricade) and command.side == side:
            item = item_name(str(items.get(command.item, {}).get("name", "")))
            label = _("Pour the {item} on the barricade").format(item=item)
            out.append(MenuEntry(label, command, _combining_cost(view)))
    for command in legal:
        if isinstance(command, IgniteBarricade) and command.side == side:
            out.append(MenuEntry(_("Set the barricade alight"), command, 0))
    for command in legal:
        if isinstance(command, PlayEvent) and command.side == side:
            label = _("Play {event} on this door").format(event=_event_label(view, seat, command.card))
            out.append(MenuEntry(label, command, 0))
    return out


def special_room_entries(legal: Sequence[Command], view: JustRunView, seat: int) -> list[MenuEntry]:
    """The room menu's special lines: bash a wall (with what), the Fire Barricade's two steps on
    each barricaded side, and the kept events that need no room or door."""
    items = _items(view, seat)
    out: list[MenuEntry] = []
    for command in legal:
        if isinstance(command, BashWall):
            item = item_name(str(items.get(command.item, {}).get("name", "")))
            label = _("Bash the {side} wall with the {item} (1 die)").format(
                side=side_place(command.side), item=item
            )
            out.append(MenuEntry(label, command, 1))
    for command in legal:
        if isinstance(command, FireBarricade):
            label = _("Pour Whiskey on the {side} barricade").format(side=side_place(command.side))
            out.append(MenuEntry(label, command, _combining_cost(view)))
    for command in legal:
        if isinstance(command, IgniteBarricade):
            label = _("Set the {side} barricade alight").format(side=side_place(command.side))
            out.append(MenuEntry(label, command, 0))
    for command in legal:
        if isinstance(command, PlayEvent) and command.row is None and command.side is None:
            label = _("Play {event}").format(event=_event_label(view, seat, command.card))
            out.append(MenuEntry(label, command, 0))
    return out


def menu_width(title: str, entries: Sequence[MenuEntry]) -> int:
    """The menu's width: :data:`WIDTH`, or more (up to :data:`MAX_WIDTH`) for a long line."""
    need = txt.measure(title, 32, bold=True)[0] + 48
    for entry in entries:
        label = txt.measure(entry.label, 28)[0]
        cost = txt.measure(entry.cost_text(), 24, bold=True)[0]
        need = max(need, label + cost + 20 + 16 + 32 + 16)
    return max(WIDTH, min(MAX_WIDTH, need))


def scenario_entries(legal: Sequence[Command], view: JustRunView, seat: int) -> list[MenuEntry]:
    """The room menu's scenario lines (Find the Cure; Rescue Mission): take a cure token in the
    Lab, heal the rescuee with a medical item; each a normal action."""
    items = _items(view, seat)
    out: list[MenuEntry] = []
    for command in legal:
        if isinstance(command, TakeCure):
            out.append(MenuEntry(_("Take a cure token (an Antidote)"), command, 1))
    for command in legal:
        if isinstance(command, HealRescuee):
            item = items.get(command.item, {})
            label = _("Heal the rescuee with the {item}").format(item=item_name(str(item.get("name", ""))))
            out.append(MenuEntry(label, command, 1))
    return out


def rescuee_entries(legal: Sequence[Command], view: JustRunView, side: str | None = None) -> list[MenuEntry]:
    """The rescuee's menu (Rescue Mission): check a door of their room, go through a side; only
    the sides ``side`` names when given (a click on one door), else every way they may go."""
    rescuee = view.get("rescuee")
    room = rescuee["room"] if rescuee is not None else None
    row, col = (room["row"], room["col"]) if room is not None else (-1, -1)
    out: list[MenuEntry] = []
    for command in legal:
        if isinstance(command, RescueeCheck) and (side is None or command.side == side):
            out.append(MenuEntry(_("Check the door (roll the door die)"), command, 1))
    for command in legal:
        if not isinstance(command, RescueeMove):
            continue
        towards = _side_of(row, col, (command.row, command.col))
        if towards is None or side is not None and towards != side:
            continue
        barricaded = view_side(view, row, col, towards) == "barricade"
        if command.row >= int(view.get("rows", 10)):
            label = _("Lead the rescuee out through the main exit")
        elif barricaded:
            label = _("Climb over the barricade")
        else:
            name = _room_name(view, command.row, command.col)
            where = side_way(towards)
            label = (
                _("Go {side} into the {room}").format(side=where, room=name)
                if name
                else _("Go {side}").format(side=where)
            )
        out.append(MenuEntry(label, command, 2 if barricaded else 1))
    return out


def door_title(view: JustRunView, seat: int, side: str) -> str:
    """The door menu's title: the side named by where it is on screen and what is there ("The
    right-hand door", "The upper wall")."""
    row, col = _cell_of(view, seat) or (-1, -1)
    state = view_side(view, row, col, side)
    place = side_place(side)
    if state in ("wall", "exterior"):
        return _("The {side} wall").format(side=place)
    if state in ("open", "bashed"):
        return _("The {side} doorway").format(side=place)
    if state in ("barricade", "fire_barricade"):
        return _("The {side} barricade").format(side=place)
    return _("The {side} door").format(side=place)


def view_side(view: JustRunView, row: int, col: int, side: str) -> str | None:
    """What the view says a side of a room is ("door", "open", "barricade", ...)."""
    for room in view.get("rooms", []):
        if room["row"] == row and room["col"] == col:
            return str(room["sides"].get(side))
    return None


class RoomMenu:
    """A small menu over the board listing legal commands; it gives the one clicked."""

    def __init__(self) -> None:
        self.entries: list[MenuEntry] = []
        self.title = ""
        self.rect = pygame.Rect(0, 0, WIDTH, 0)
        self.hovered: int | None = None
        self.consumed = False  # whether the last intent was the menu's

    @property
    def open(self) -> bool:
        return bool(self.entries)

    def open_room(
        self, legal: Sequence[Command], view: JustRunView, seat: int, anchor: tuple[int, int]
    ) -> None:
        here = _cell_of(view, seat)
        name = (_room_name(view, *here) if here is not None else None) or _("This room")
        self._open(name, room_entries(legal, view, seat), anchor)

    def open_door(
        self, legal: Sequence[Command], view: JustRunView, seat: int, side: str, anchor: tuple[int, int]
    ) -> None:
        title = door_title(view, seat, side)
        entries = door_entries(legal, view, seat, side) + special_door_entries(legal, view, seat, side)
        self._open(title, entries, anchor)

    def open_entries(self, title: str, entries: list[MenuEntry], anchor: tuple[int, int]) -> None:
        """Open a menu of the table's own entries (the scene's attack menu: how many, with what)."""
        self._open(title, entries, anchor)

    def _open(self, title: str, entries: list[MenuEntry], anchor: tuple[int, int]) -> None:
        self.title = title
        self.entries = entries
        self.hovered = None
        height = TITLE + len(entries) * ENTRY + 16
        self.rect = pygame.Rect(0, 0, menu_width(title, entries), height)
        self.rect.midtop = (anchor[0], anchor[1] + 20)
        self.rect.clamp_ip(pygame.Rect(0, 0, *theme.CANVAS_SIZE))

    def close(self) -> None:
        self.entries = []
        self.hovered = None

    def entry_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(
            self.rect.left + 10, self.rect.top + TITLE + index * ENTRY, self.rect.width - 20, ENTRY - 6
        )

    def entry_at(self, pos: tuple[int, int]) -> int | None:
        for index in range(len(self.entries)):
            if self.entry_rect(index).collidepoint(pos):
                return index
        return None

    def handle(self, intent: Intent) -> Command | None:
        """The clicked entry's command; Esc or a click outside closes.  ``consumed`` says whether
        the intent was the menu's."""
        self.consumed = False
        if not self.open:
            return None
        if isinstance(intent, Hover):
            self.hovered = self.entry_at(intent.pos)
            return None
        if isinstance(intent, Key) and intent.key == pygame.K_ESCAPE:
            self.close()
            self.consumed = True
            return None
        if isinstance(intent, Click):
            self.consumed = True
            index = self.entry_at(intent.pos) if intent.button == 1 else None
            if index is not None:
                command = self.entries[index].command
                self.close()
                return command
            if not self.rect.collidepoint(intent.pos):
                self.close()
                self.consumed = False  # the click may mean something on the board too
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.open:
            return
        theme.blit_shadow(surface, self.rect, 16, (6, 12), 14, 170)
        surface.blit(theme.rounded(self.rect.size, (22, 20, 20, 246), 16, 3, (120, 104, 84)), self.rect)
        txt.draw_text(
            surface,
            self.title,
            (self.rect.left + 24, self.rect.top + 14),
            32,
            theme.TEXT,
            bold=True,
            max_width=self.rect.width - 48,
        )
        for index, entry in enumerate(self.entries):
            rect = self.entry_rect(index)
            fill = theme.SURFACE_HOVER if index == self.hovered else (40, 38, 36)
            surface.blit(theme.rounded(rect.size, fill, 10), rect)
            cost = entry.cost_text()
            colour = theme.PRIMARY if entry.cost >= 2 else theme.TEXT_DIM
            cost_rect = txt.draw_text(
                surface, cost, (rect.right - 16, rect.centery), 24, colour, "midright", True
            )
            txt.draw_text(
                surface,
                entry.label,
                (rect.left + 16, rect.centery),
                28,
                theme.TEXT,
                "midleft",
                max_width=cost_rect.left - rect.left - 32,
            )
