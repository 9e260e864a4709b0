"""Turning the player's gestures on the board into Just Run commands and menu entries.

Pure functions, apart from the scene so it only routes: each takes what it needs (the view, the
legal commands, what the board's hit test found under the pointer (:class:`Hits`), the thing
held) and returns the command to submit, the menu entries to offer, or an :class:`Outcome` (the
commands, the question asked first, a menu, a toast) the scene carries out.  Nothing here draws,
reads a surface or knows the scene, so the gestures are tested without a window
(``tests/just_run/test_gestures*.py``).  Only what ``rules.legal_commands`` holds is offered; a
fallback command the rules refuse is still returned where the player clearly meant it, so the
toast says the rules' own reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from tabletop.core.contract import Command
from tabletop.core.i18n import _, ngettext
from tabletop.games.just_run.rules.commands import (
    AnswerTrade,
    Attack,
    Choose,
    DoNothing,
    EndTurn,
    Exchange,
    Flee,
    HealRescuee,
    Move,
    PlayEvent,
    RescueeMove,
    Start,
    Throw,
    Trade,
)
from tabletop.games.just_run.rules.commands import Drop as DropItem
from tabletop.games.just_run.rules.view import CardView, JustRunView
from tabletop.games.just_run.table.event_card_face import event_name as card_event_name
from tabletop.games.just_run.table.item_cards import item_name as card_item_name
from tabletop.games.just_run.table.room_menu import (
    MenuEntry,
    room_entries,
    scenario_entries,
    special_room_entries,
    view_side,
)

if TYPE_CHECKING:
    from tabletop.games.just_run.table.inventory import ItemDrop

RoomKey = tuple[int, int]
Legal = Sequence[Command]
View = JustRunView
STEP: dict[str, RoomKey] = {"n": (1, 0), "e": (0, 1), "s": (-1, 0), "w": (0, -1)}


def side_towards(here: RoomKey, there: RoomKey) -> str | None:
    """The side of ``here`` that opens onto the neighbouring room ``there`` (None: not neighbours)."""
    for side, (dr, dc) in STEP.items():
        if (here[0] + dr, here[1] + dc) == there:
            return side
    return None


def own_room(view: View, seat: int | None) -> RoomKey | None:
    """The room ``seat``'s survivor stands in (None: not on the board)."""
    survivors = view.get("survivors", [])
    if seat is None or seat >= len(survivors):
        return None
    room = survivors[seat].get("room")
    return (room["row"], room["col"]) if room is not None else None


def rescuee_room(view: View) -> RoomKey | None:
    """The room the rescuee stands in (Rescue Mission; None: no rescuee on the board)."""
    rescuee = view.get("rescuee")
    if rescuee is None or rescuee["room"] is None:
        return None
    return (rescuee["room"]["row"], rescuee["room"]["col"])


def item_name(view: View, item_id: Any) -> str:
    """An item card's name in the player's language, found among the survivors' items."""
    for survivor in view.get("survivors", []):
        for item in survivor.get("items") or []:
            if item.get("id") == item_id:
                return card_item_name(str(item["name"]))
    return "?"


def seat_name(names: Sequence[str], seat: int) -> str:
    """A seat's name, or its number when the names do not reach it."""
    return names[seat] if 0 <= seat < len(names) else str(seat + 1)


def action_cost(view: View) -> int:
    """What trading (like combining and picking up) costs now: an action, or free after them."""
    return 1 if int(view.get("actions_left", 0)) > 0 else 0


def crosses_barricade(view: View, here: RoomKey | None, room: RoomKey) -> bool:
    """Whether going from ``here`` into ``room`` goes through a barricade (both actions)."""
    if here is None:
        return False
    side = side_towards(here, room)
    return side is not None and view_side(view, here[0], here[1], side) == "barricade"


def move_command(legal: Legal, seat: int, room: RoomKey) -> Command:
    """The pawn let go over ``room``: the legal move there (plain first, else through a barricade);
    else the plain move, which the rules refuse with a reason."""
    moves = [c for c in legal if isinstance(c, (Move, Flee)) and (c.row, c.col) == room]
    plain = next((c for c in moves if isinstance(c, Move)), None)
    return plain or (moves[0] if moves else Move(seat, room[0], room[1]))


def rescuee_move_command(legal: Legal, seat: int, room: RoomKey) -> Command:
    """The rescuee let go over ``room``: their legal move there, else one the rules refuse."""
    return next(
        (c for c in legal if isinstance(c, RescueeMove) and (c.row, c.col) == room),
        RescueeMove(seat, room[0], room[1]),
    )


def heal_rescuee_command(legal: Legal, seat: int, item: int) -> Command:
    """A medical card dropped on the rescuee's pawn: the legal heal, else one the rules refuse."""
    return next((c for c in legal if isinstance(c, HealRescuee) and c.item == item), HealRescuee(seat, item))


def room_menu_entries(legal: Legal, view: View, seat: int) -> list[MenuEntry]:
    """The room menu's lines; in the main exit it also offers the way out (a move past the last row)."""
    entries = room_entries(legal, view, seat) + scenario_entries(legal, view, seat)
    rows = int(view.get("rows", 10))
    for command in legal:
        if isinstance(command, Move) and command.row >= rows:
            entries.append(MenuEntry(_("Step out through the main exit"), command, 1))
    entries += special_room_entries(legal, view, seat)
    return entries


def room_title(view: View, room: RoomKey) -> str:
    """A menu's title for ``room``: its name, else "This room"."""
    for entry in view.get("rooms", []):
        if (entry["row"], entry["col"]) == room and entry.get("name"):
            return _(str(entry["name"]))
    return _("This room")


def _with_what(view: View, item: int | None) -> str:
    return _("bare-handed") if item is None else _("with the {item}").format(item=item_name(view, item))


def attack_label(view: View, command: Command) -> str:
    """A line of the attack menu: how many zombies with what, a drop or a throw."""
    if isinstance(command, Attack):
        what = _with_what(view, command.item)
        return ngettext("{count} zombie, {what}", "{count} zombies, {what}", command.zombies).format(
            count=command.zombies, what=what
        )
    if isinstance(command, DropItem):  # a free action (Things That Are Free Actions)
        return _("Drop the {item} here").format(item=item_name(view, command.item))
    if isinstance(command, Throw):
        return _("Throw the {item} there").format(item=item_name(view, command.item))
    return str(getattr(command, "TYPE", ""))


def attack_entries(view: View, commands: Sequence[Command]) -> list[MenuEntry]:
    """A menu of attacks (how many zombies, with what); a drop among them is free."""
    return [MenuEntry(attack_label(view, c), c, 0 if isinstance(c, DropItem) else 1) for c in commands]


def zombie_attacks(legal: Legal, zombies: RoomKey | None) -> list[Command]:
    """The attacks on the zombies of the room clicked (none on a survivor)."""
    return [c for c in legal if isinstance(c, Attack) and (c.row, c.col) == zombies and c.survivor is None]


def survivor_drop_entries(
    legal: Legal, view: View, names: Sequence[str], item: int, survivor: int
) -> list[MenuEntry]:
    """An item card let go on another survivor (Trading; Attacking): give it, offer it for one of
    theirs, or attack them with it; only what ``legal`` holds."""
    name = seat_name(names, survivor)
    cost = action_cost(view)
    out: list[MenuEntry] = []
    for command in legal:
        if isinstance(command, Trade) and command.item == item and command.to == survivor:
            out.append(MenuEntry(_("Give it to {name}").format(name=name), command, cost))
    for command in legal:
        if isinstance(command, Exchange) and command.item == item and command.to == survivor:
            back = item_name(view, command.back)
            label = _("Offer it for {name}'s {item}").format(name=name, item=back)
            out.append(MenuEntry(label, command, cost))
    for command in legal:
        if isinstance(command, Attack) and command.item == item and command.survivor == survivor:
            out.append(MenuEntry(_("Attack {name} with it").format(name=name), command, 1))
    return out


def survivor_attacks(legal: Legal, survivor: int) -> list[Attack]:
    """The legal attacks on another survivor (Attacking)."""
    return [c for c in legal if isinstance(c, Attack) and c.survivor == survivor]


def survivor_attack_entries(
    view: View, names: Sequence[str], survivor: int, attacks: Sequence[Attack]
) -> list[MenuEntry]:
    """The lines offering the attacks on another survivor, bare-handed or with each weapon."""
    entries = []
    name = seat_name(names, survivor)
    for command in attacks:
        what = _with_what(view, command.item)
        entries.append(MenuEntry(_("Attack {name} {what}").format(name=name, what=what), command, 1))
    return entries


def event_name(view: View, seat: int | None, card: int) -> str:
    """The name of a kept event card ``seat`` holds."""
    survivors = view.get("survivors", [])
    if seat is not None and seat < len(survivors):
        for event in survivors[seat].get("events") or []:
            if event.get("card") == card:
                return card_event_name(event)
    return "?"


def event_entries(legal: Legal, view: View, seat: int | None, room: RoomKey) -> list[MenuEntry]:
    """The kept events that can be played on ``room`` (Optional Event: Crawlspace, Air Duct,
    Distant Crash), each free."""
    out = []
    for command in legal:
        if isinstance(command, PlayEvent) and (command.row, command.col) == room and command.side is None:
            label = _("Play {event} here").format(event=event_name(view, seat, command.card))
            out.append(MenuEntry(label, command, 0))
    return out


def event_room_entries(legal: Legal, view: View, seat: int | None, room: RoomKey) -> list[MenuEntry]:
    """A click on a room a kept event reaches: the events, and the move there when there is one."""
    entries = event_entries(legal, view, seat, room)
    if not entries:
        return entries
    here = own_room(view, seat)
    side = side_towards(here, room) if here is not None else None
    for command in legal:
        if isinstance(command, Move) and (command.row, command.col) == room and side is not None:
            cost = 2 if crosses_barricade(view, here, room) else 1
            entries.insert(0, MenuEntry(_("Go there"), command, cost))
    return entries


def throw_targets(legal: Legal, item: int) -> list[RoomKey]:
    """The rooms ``item`` can be thrown into (Throwing Items: up to two rooms in a straight line)."""
    return [(c.row, c.col) for c in legal if isinstance(c, Throw) and c.item == item]


def throw_room_entries(
    legal: Legal, view: View, here: RoomKey | None, item: int, room: RoomKey
) -> list[MenuEntry]:
    """A click on a room the selected item can be thrown into: the throw, and the move there
    when there is one."""
    throws = [c for c in legal if isinstance(c, Throw) and c.item == item and (c.row, c.col) == room]
    if not throws:
        return []
    entries = [MenuEntry(attack_label(view, throws[0]), throws[0], 1)]
    for command in legal:
        if (
            isinstance(command, Move)
            and (command.row, command.col) == room
            and here is not None
            and side_towards(here, room) is not None
        ):
            entries.append(MenuEntry(_("Go there"), command, 2 if crosses_barricade(view, here, room) else 1))
    return entries


def event_drop_command(
    legal: Legal,
    seat: int,
    card: int,
    here: RoomKey,
    door: tuple[int, int, str] | None,
    room: RoomKey | None,
) -> Command:
    """A kept event card let go on the board: played on the room (or door of the own room) under
    the pointer; elsewhere a play the rules refuse, saying why."""
    plays = [c for c in legal if isinstance(c, PlayEvent) and c.card == card]
    chosen = None
    if door is not None and (door[0], door[1]) == here:
        chosen = next((c for c in plays if c.side == door[2]), None)
    if chosen is None and room is not None:
        chosen = next((c for c in plays if (c.row, c.col) == room and c.side is None), None)
    if chosen is None and room == here:
        chosen = next((c for c in plays if c.row is None), None)
    if chosen is None:
        row, col = room if room is not None else (None, None)
        chosen = PlayEvent(seat, card, row, col, None)  # the rules say why not
    return chosen


def throws_into(legal: Legal, item: int, room: RoomKey) -> list[Command]:
    """The throws of ``item`` into ``room`` (an item let go on a room it can reach)."""
    return [c for c in legal if isinstance(c, Throw) and c.item == item and (c.row, c.col) == room]


def refused_drop(
    seat: int,
    item: int,
    survivor: int | None,
    zombies_room: RoomKey | None,
    room: RoomKey | None,
    here: RoomKey | None,
) -> Command | None:
    """An item let go where nothing legal answers: the command the player meant, which the rules
    refuse with their reason (None: nothing was meant, the scene says where to drop)."""
    if survivor is not None:
        return Trade(seat, item, survivor)
    if zombies_room is not None:
        return Attack(seat, zombies_room[0], zombies_room[1], item, 1, None)
    if room is not None and room == here:
        return DropItem(seat, item)
    return None


def end_turn_commands(view: View, seat: int) -> list[Command]:
    """Ending the turn with actions left: do nothing with each (the book's "Doing Nothing",
    zombies in the room still strike), then end it."""
    left = int(view.get("actions_left", 0))
    return [DoNothing(seat) for _n in range(left)] + [EndTurn(seat)]


def supply_command(legal: Legal, card: CardView) -> Command | None:
    """The legal choice of a supplies card clicked (None: not one to take)."""
    return next((c for c in legal if isinstance(c, Choose) and c.card == card["card"]), None)


# -- what a gesture comes to ------------------------------------------------------------------------


@dataclass(frozen=True)
class Hits:
    """What the board's hit tests found under the pointer (``board_clicks.hits_at``)."""

    zombies: RoomKey | None
    survivor: int | None
    door: tuple[int, int, str] | None
    wall: str | None
    room: RoomKey | None
    rescuee: bool = False


@dataclass(frozen=True)
class Outcome:
    """What a gesture comes to, for the scene to carry out: submit ``commands`` in order (once the
    player said yes to ``question``, when there is one: what costs both actions or spends them
    is never done by one stray click), open ``menu`` (title, entries) where the gesture ended,
    or say ``toast``."""

    commands: tuple[Command, ...] = ()
    question: str = ""
    menu: tuple[str, list[MenuEntry]] | None = None
    toast: str = ""


class Pawn(Enum):
    """The pawns a player may pick up and drag into a room."""

    SURVIVOR = "survivor"  # the acting survivor's own, in their turn
    RESCUEE = "rescuee"  # the rescuee's, by their guide in the rescuee's turn (Rescue Mission)


@dataclass(frozen=True)
class Held:
    """A pawn the pointer holds: which, whose hand (the seat gesturing) and where the pointer is."""

    pawn: Pawn
    seat: int
    pos: tuple[int, int]


@dataclass(frozen=True)
class Moment:
    """What a gesture is read against: the gesturing seat's view, their legal commands, who they
    are (None: nobody may act here) and the seats' names."""

    view: View
    legal: Legal
    seat: int | None
    names: Sequence[str]

    @property
    def phase(self) -> str:
        return str(self.view.get("phase", ""))


# -- the pawns --------------------------------------------------------------------------------------


def pawn_to_pick(
    view: View, phase: str, seat: int | None, survivor_hit: int | None, rescuee_hit: bool
) -> Pawn | None:
    """The pawn a press at a point picks up: the rescuee's in their turn, else the acting
    survivor's by their own player in their turn (None: nothing to pick up there)."""
    if seat is None:
        return None
    if phase == "rescuee" and rescuee_hit and rescuee_room(view) is not None:
        return Pawn.RESCUEE
    if phase == "turn" and survivor_hit is not None and survivor_hit == seat == view.get("current"):
        return Pawn.SURVIVOR
    return None


def move_to(legal: Legal, view: View, seat: int, room: RoomKey) -> Outcome:
    """The survivor sent into ``room``: the legal move there (through a barricade asked first,
    since it costs both actions); else the plain move, which the rules refuse with a reason."""
    command = move_command(legal, seat, room)
    if crosses_barricade(view, own_room(view, seat), room):
        return Outcome((command,), _("Crossing the barricade takes both your actions. Go through?"))
    return Outcome((command,))


def move_rescuee(legal: Legal, view: View, seat: int, room: RoomKey) -> Outcome:
    """The rescuee sent into ``room`` by their guide: their legal move there (through a
    barricade asked first, it takes both actions); else the move, which the rules refuse."""
    command = rescuee_move_command(legal, seat, room)
    if crosses_barricade(view, rescuee_room(view), room):
        question = _("Crossing the barricade takes both the rescuee's actions. Go through?")
        return Outcome((command,), question)
    return Outcome((command,))


def pawn_drop(legal: Legal, view: View, seat: int | None, pawn: Pawn, room: RoomKey | None) -> Outcome | None:
    """A pawn let go over ``room`` (or a cell where no room lies): the move there; None when it
    is let go off the board or back in its own room (nothing happens)."""
    here = rescuee_room(view) if pawn is Pawn.RESCUEE else own_room(view, seat)
    if seat is None or room is None or here is None or room == here:
        return None
    if pawn is Pawn.RESCUEE:
        return move_rescuee(legal, view, seat, room)
    return move_to(legal, view, seat, room)


def held_pawn_note(view: View, seat: int | None, room: RoomKey | None, lit: frozenset[Any]) -> str:
    """What the survivor's pawn held over ``room`` says: the barricade's cost, or that the room
    cannot be reached (``lit``: the rooms that glow); nothing over its own room or off the board."""
    here = own_room(view, seat)
    if room is None or room == here:
        return ""
    if crosses_barricade(view, here, room):
        return _("Through the barricade: both actions")
    return "" if room in lit else _("You cannot move there")


def rescuee_refused(view: View, room: RoomKey | None, lit: frozenset[Any]) -> bool:
    """Whether the rescuee's pawn held over ``room`` is over a room they cannot reach."""
    return room is not None and room != rescuee_room(view) and room not in lit


# -- clicks, cards let go, buttons ------------------------------------------------------------------


def start_command(seat: int, room: RoomKey | None) -> Command | None:
    """A click on a start room in the start phase steps in there (None: not a start room)."""
    if room is None or room[0] != 0:
        return None
    return Start(seat, room[1])


def item_drop(
    legal: Legal, view: View, names: Sequence[str], seat: int, drop: ItemDrop, hits: Hits
) -> Outcome:
    """An item card let go on the board: on the rescuee (heal), on another survivor (give at once
    when giving is its one meaning, else a menu: an attack is never made by a slip of the hand),
    on the own room (drop), on a room's zombies (attack, a menu when the weapon could take on
    several) or on a room it can be thrown into; elsewhere the command meant, which the rules
    refuse saying why, or a toast saying where to let it go."""
    item = drop.item
    if hits.rescuee:
        return Outcome((heal_rescuee_command(legal, seat, item),))
    here = own_room(view, seat)
    survivor = hits.survivor if hits.survivor != seat else None
    if survivor is not None:
        entries = survivor_drop_entries(legal, view, names, item, survivor)
        if len(entries) == 1 and isinstance(entries[0].command, Trade):
            return Outcome((entries[0].command,))
        if entries:
            title = _("The {item} and {name}").format(
                item=item_name(view, item), name=seat_name(names, survivor)
            )
            return Outcome(menu=(title, entries))
    room = hits.zombies or hits.room
    commands = drop.commands(
        legal,
        survivor=survivor,
        room=room,
        own_room=room is not None and room == here,
        zombies=hits.zombies is not None,
    )
    if not commands and room is not None and room != here:
        commands = throws_into(legal, item, room)
    if len(commands) == 1:
        return Outcome((commands[0],))
    if commands:
        return Outcome(menu=(_("Attack"), attack_entries(view, commands)))
    meant = refused_drop(seat, item, survivor, hits.zombies, room, here)
    if meant is not None:
        return Outcome((meant,))  # the rules say why not
    return Outcome(toast=_("Drop the card on a survivor, on your room or on zombies."))


def event_drop(legal: Legal, view: View, seat: int, card: int, hits: Hits) -> Outcome:
    """A kept event card let go on the board: played on the room (or door of the own room) under
    the pointer; elsewhere a play the rules refuse, saying why (nothing off the board)."""
    here = own_room(view, seat)
    if here is None:
        return Outcome()
    return Outcome((event_drop_command(legal, seat, card, here, hits.door, hits.room),))


def held_glows(legal: Legal, card: int | None, is_event: bool) -> tuple[int | None, int | None]:
    """What a card held or selected lights on the board: (the kept event whose rooms and doors
    glow, the item whose throw targets glow); the moves glow again when neither."""
    if card is None:
        return None, None
    if is_event:
        return card, None
    return None, (card if throw_targets(legal, card) else None)


def can_end_turn(legal: Legal, phase: str) -> bool:
    """Whether the End turn button is offered: the survivor's turn or the rescuee's."""
    if phase == "rescuee":
        return any(isinstance(c, EndTurn) for c in legal)
    return phase == "turn" and any(isinstance(c, (EndTurn, DoNothing)) for c in legal)


def end_turn(legal: Legal, view: View, seat: int, phase: str) -> Outcome | None:
    """The End turn button.  With actions left the rules want them spent: it asks first, then
    does nothing with each (the book's "Doing Nothing", zombies in the room still strike); the
    rescuee's turn just ends, asked first too (None: no turn to end)."""
    if not can_end_turn(legal, phase):
        return None
    left = int(view.get("actions_left", 0))
    if phase == "rescuee":
        question = ngettext(
            "The rescuee still has {count} action: end their turn?",
            "The rescuee still has {count} actions: end their turn?",
            left,
        )
        return Outcome((EndTurn(seat),), question.format(count=left) if left > 0 else "")
    question = ngettext(
        "You still have {count} action: do nothing with it and end your turn?",
        "You still have {count} actions: do nothing with them and end your turn?",
        left,
    )
    return Outcome(tuple(end_turn_commands(view, seat)), question.format(count=left) if left > 0 else "")


def answer_command(legal: Legal, accept: bool) -> Command | None:
    """The Accept or Decline button under an offered exchange (None: nothing offered)."""
    return next((c for c in legal if isinstance(c, AnswerTrade) and c.accept == accept), None)
