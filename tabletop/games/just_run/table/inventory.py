"""The acting survivor's inventory, a strip along the bottom of the Just Run table.

It shows the survivor's item cards, the space used of the space they can carry, body and armour
life, and the actions left (when the two normal actions are spent the strip says plainly that
only free actions remain).  Everything it offers comes from the legal commands it is given, so
what glows is what the rules allow:

- drag a card onto another (or click one, then the other) to combine them: while a card is held
  the cards whose borders match it glow (from the legal ``Combine`` commands);
- a card clicked stays selected and shows its own buttons (put on, heal, drop, discard, light a
  Molotov, make or put on the Vile Disguise, mend or mend with, pour Whiskey on a barricade),
  each saying what it costs; a discard is the card's click, then its red "Discard the Crowbar"
  button (the one confirm); dropping a broken card, lost for good, asks first
  (:class:`~tabletop.engine.confirm.Confirmation`);
  a card that may be lit now (a free action) carries a flame chip saying so;
- the kept "Optional Event" cards lie after the gear: clicked, one shows a button per way to play
  it (when there are few); dragged out, it is an :class:`ItemDrop` the scene plays on the room or
  door under the pointer;
- the items lying in the survivor's room wait at the strip's right end ("On the floor"): drag one
  onto the survivor's cards, or click it, to pick it up (from the legal ``PickUp`` commands);
- a card dragged out of the strip and let go is an :class:`ItemDrop`: the scene asks the board
  what lies under the pointer (``board_view``'s hit test) and picks the matching command with
  :meth:`ItemDrop.commands`.

The strip is a component: it owns its cards, its drag controller and its question, and answers
intents with a command, an :class:`ItemDrop` or nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import _, ngettext
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.confirm import Confirmation
from tabletop.engine.drag import DragController, Mode, Target
from tabletop.engine.intents import Click, Drop, Hover, Intent
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.just_run.rules.commands import (
    Attack,
    Combine,
    Discard,
    Disguise,
    FireBarricade,
    Ignite,
    PickUp,
    PlayEvent,
    Repair,
    Throw,
    Trade,
    Use,
)
from tabletop.games.just_run.rules.commands import Drop as DropItem
from tabletop.games.just_run.rules.view import HeldEventView, ItemView, JustRunView, SurvivorView
from tabletop.games.just_run.table import floor_label
from tabletop.games.just_run.table.board_words import side_place
from tabletop.games.just_run.table.event_card_face import draw_event_card
from tabletop.games.just_run.table.item_cards import (
    CARD_SIZE,
    CardLook,
    card_image,
    detail_image,
    draw_card,
    item_name,
)

#: the strip's place on the 1920x1080 table
STRIP_RECT = pygame.Rect(0, 790, 1920, 290)
INFO_WIDTH = 400
GAP = 14
FLOOR_GAP = 40
ACTION_BUTTON = (400, 60)
MAX_BUTTON_WIDTH = 640
#: a crowded row's cards shrink to this width at the least (every card text stays >= 24 px)
MIN_CARD_WIDTH = 172
#: the gap between a crowded row's cards
TIGHT_GAP = 6
#: a card's buttons stay left of this (past it, the table's log panel lies over them)
BUTTONS_RIGHT = 1424

LIFE = (200, 56, 48)
ARMOUR = (196, 186, 120)
EMPTY = (64, 60, 58)
FREE = (233, 166, 36)
FLAME = (255, 120, 30)
#: how many of an event card's targets get a button of their own (the rest: drag it onto the board)
EVENT_BUTTONS = 6


@dataclass(frozen=True)
class ItemDrop:
    """An item card let go outside the strip, at ``pos`` (screen coordinates).

    The strip cannot know what lies there: the scene asks the board's hit test and passes what it
    found to :meth:`commands`, which lists the legal commands that drop means: onto another
    survivor, ``trade``; onto the survivor's own room, ``drop``; onto a room's zombies, ``attack``
    with this item (one command per number of zombies; the scene asks which when several).
    """

    item: int
    pos: tuple[int, int]

    def commands(
        self,
        legal: Sequence[Command],
        *,
        survivor: int | None = None,
        room: tuple[int, int] | None = None,
        own_room: bool = False,
        zombies: bool = False,
    ) -> list[Command]:
        """The legal commands this drop means, given what the board found under ``pos``."""
        return [c for c in legal if self._means(c, survivor, room, own_room, zombies)]

    def _means(
        self,
        command: Command,
        survivor: int | None,
        room: tuple[int, int] | None,
        own_room: bool,
        zombies: bool,
    ) -> bool:
        if getattr(command, "item", None) != self.item:
            return False
        if isinstance(command, Trade):
            return command.to == survivor
        if isinstance(command, DropItem):
            return own_room and survivor is None
        if isinstance(command, Attack):
            return zombies and command.survivor is None and (command.row, command.col) == room
        return False


InventoryResult = Command | ItemDrop


def floor_items(view: JustRunView, seat: int) -> list[ItemView]:
    """The items lying in ``seat``'s room, from the view."""
    room = view["survivors"][seat].get("room")
    if room is None:
        return []
    for entry in view.get("rooms", []):
        if entry["row"] == room["row"] and entry["col"] == room["col"]:
            return list(entry.get("tokens", {}).get("dropped", []))
    return []


def fit_cards(count: int, width: int, gap: int) -> tuple[tuple[int, int], int]:
    """The size of ``count`` cards in a row ``width`` wide and the step between them: full size
    where they fit; narrower (down to :data:`MIN_CARD_WIDTH`, text still readable) so that none
    covers another's coloured borders, which show what combines; past that they overlap."""
    full = CARD_SIZE[0] + gap
    if count <= 1 or count * full - gap <= width:
        return CARD_SIZE, full
    spacing = TIGHT_GAP
    card_width = min(CARD_SIZE[0], (width - (count - 1) * spacing) // count)
    if card_width >= MIN_CARD_WIDTH:
        return (card_width, round(card_width * CARD_SIZE[1] / CARD_SIZE[0])), card_width + spacing
    size = (MIN_CARD_WIDTH, round(MIN_CARD_WIDTH * CARD_SIZE[1] / CARD_SIZE[0]))
    return size, (width - MIN_CARD_WIDTH) // (count - 1)


@dataclass
class _Card:
    """A card on the strip: an item (carried or on the floor) or a kept "Optional Event" card."""

    item: ItemView | HeldEventView
    look: CardLook
    rect: pygame.Rect

    @property
    def id(self) -> int:
        """What commands name it by: the item's id, the event's card."""
        return self.item["id"] if "id" in self.item else self.item["card"]

    @property
    def event(self) -> HeldEventView | None:
        """The kept event card it is (None: an item)."""
        return None if "id" in self.item else self.item


class InventoryStrip:
    """One survivor's cards and counters, and the commands their cards can make."""

    def __init__(self, rect: pygame.Rect = STRIP_RECT, names: Sequence[str] = ()) -> None:
        self.rect = pygame.Rect(rect)
        self.names = list(names)
        self.colours: list[int] = []  # each seat's own colour (Seat.colour), set by the table
        self.seat: int | None = None
        self.survivor: SurvivorView | None = None
        self.cards: list[_Card] = []
        self.floor: list[_Card] = []  # items lying in the survivor's room
        self.events: list[_Card] = []  # kept "Optional Event" cards, after the gear
        self.room_names: dict[tuple[int, int], str] = {}
        self.step = CARD_SIZE[0] + GAP  # how far apart the cards lie (closer when crowded)
        self.card_size = CARD_SIZE  # narrower when crowded, so every coloured border shows
        self.legal: list[Command] = []
        self.actions_left = 0
        self.actions_per_turn = 2
        self.escape = True  # False in the scavenge and gear-up: no actions are spent there
        self.phase = ""
        self.hovered: _Card | None = None
        self.drag = DragController(self._targets_for, self._reason_for)
        self.confirmation = Confirmation()
        self.buttons: list[Button] = []
        self.aiming: int | None = None  # the card whose Throw button was pressed: a room is next
        self._result: InventoryResult | None = None

    # -- reading the view -------------------------------------------------------------------------

    def set_view(self, view: JustRunView, seat: int, legal: Sequence[Command]) -> None:
        """Show ``seat``'s survivor from ``view``, offering only ``legal`` (that seat's commands)."""
        self.seat = seat
        self.survivor = view["survivors"][seat]
        self.legal = list(legal)
        self.phase = str(view["phase"])
        self.escape = self.phase not in ("draft", "gear_up")
        self.actions_left = int(view.get("actions_left", 0)) if view.get("current") == seat else 0
        self.actions_per_turn = 3 if view["players"] == 2 else 2
        if not self.names:
            self.names = [_("Player {number}").format(number=n + 1) for n in range(view["players"])]
        selected = self.drag.selected_id
        self.drag.clear()
        self.cards = [
            _Card(item, CardLook.of(item), pygame.Rect(0, 0, 0, 0)) for item in self.survivor["items"]
        ]
        self.floor = [
            _Card(item, CardLook.of(item), pygame.Rect(0, 0, 0, 0))
            for item in (floor_items(view, seat) if self.escape else [])
        ]
        self.events = [
            _Card(event, CardLook.of_event(event["name"]), pygame.Rect())
            for event in (self.survivor["events"] if self.escape else [])
        ]
        self.room_names = {
            (int(r["row"]), int(r["col"])): str(r["name"]) for r in view.get("rooms", []) if r.get("name")
        }
        self._place()
        self._place_events()
        for card in self.events:
            self.drag.register(card.id, self._rect_of(card), card.item, self._event_painter(card))
        for card in self.cards:
            self.drag.register(card.id, self._rect_of(card), card.item, self._painter(card))
        for card in self.floor:
            if self.pick_up_command(card.id) is not None:
                self.drag.register(card.id, self._rect_of(card), card.item, self._painter(card))
        self.hovered = None
        if selected is not None and any(c.id == selected for c in (*self.cards, *self.floor, *self.events)):
            self.select(int(str(selected)))
        else:
            self._build_buttons()

    def _place(self) -> None:
        """The survivor's cards from the left, then (after a gap) the items on the room's floor;
        crowded rows overlap."""
        area = self.cards_area()
        # a survivor with no cards keeps one empty place before the floor's: the floor's items are
        # picked up by dropping them there
        own = len(self.cards) if self.cards or not self.floor else 1
        slots = own + len(self.floor)
        label = floor_label.width() if self.floor else 0  # the floor's cards follow the last own one's edge
        gap = label + (FLOOR_GAP if self.events and (self.cards or self.floor) else 0)
        slots += len(self.events)  # the kept event cards come last, after a gap of their own
        size, step = fit_cards(slots, area.width - gap, GAP)
        for _try in range(4):  # overlapping own cards do not reach into the label's gap
            size, step = fit_cards(slots, area.width - gap - max(0, size[0] - step), GAP)
        self.card_size, self.step = size, step
        for index, card in enumerate(self.cards):
            card.rect = pygame.Rect(area.left + index * step, area.top, *size)
        for index, card in enumerate(self.floor):
            x = area.left + (own - 1) * step + size[0] + label + index * step
            card.rect = pygame.Rect(x, area.top, *size)

    def floor_gap(self) -> pygame.Rect | None:
        """The gap between the survivor's own cards and the floor's, where "On the floor" stands."""
        if not self.floor:
            return None
        area = self.cards_area()
        first = self.floor[0].rect
        left = first.left - floor_label.width()
        return pygame.Rect(left, area.top, first.left - left, self.card_size[1])

    def pick_up_command(self, item_id: int) -> PickUp | None:
        return next((c for c in self.legal if isinstance(c, PickUp) and c.item == item_id), None)

    def own_area(self) -> pygame.Rect:
        """Where the survivor's own cards lie: a floor item dropped here is picked up."""
        area = self.cards_area()
        if self.floor:
            area.width = max(CARD_SIZE[0], self.floor[0].rect.left - area.left - 10)
        return area

    def cards_area(self) -> pygame.Rect:
        return pygame.Rect(
            self.rect.left + INFO_WIDTH, self.rect.top + 2, self.rect.width - INFO_WIDTH - 16, CARD_SIZE[1]
        )

    def _rect_of(self, card: _Card) -> Callable[[], pygame.Rect]:
        return lambda: card.rect

    def _painter(self, card: _Card) -> Callable[[pygame.Surface, pygame.Rect], None]:
        return lambda surface, rect: draw_card(surface, rect, card.look)

    def card(self, item_id: int) -> _Card | None:
        return next((c for c in (*self.cards, *self.floor, *self.events) if c.id == item_id), None)

    def on_floor(self, item_id: int) -> bool:
        return any(c.id == item_id for c in self.floor)

    # -- what the cards may do --------------------------------------------------------------------

    def combine_targets(self, item_id: int) -> dict[int, Combine]:
        """The cards ``item_id`` combines with, from the legal commands (either order)."""
        out: dict[int, Combine] = {}
        for command in self.legal:
            if isinstance(command, Combine):
                if command.item == item_id:
                    out[command.other] = command
                elif command.other == item_id:
                    out[command.item] = command
        return out

    def cost(self, actions: int = 1) -> str:
        """What a command that may be a normal action costs now."""
        if not self.escape or self.actions_left == 0:
            return _("free")
        return ngettext("{count} action", "{count} actions", actions).format(count=actions)

    def _targets_for(self, item_id: Any, payload: Any) -> list[Target]:
        pick = self.pick_up_command(int(item_id)) if self.on_floor(int(item_id)) else None
        if pick is not None:
            label = _("Pick up ({cost})").format(cost=self.cost())
            return [Target("inventory", self.own_area(), pick, label, radius=14)]
        label = _("Combine ({cost})").format(cost=self.cost())
        targets = []
        for other, command in self.combine_targets(int(item_id)).items():
            card = self.card(other)
            if card is not None:
                targets.append(Target(other, card.rect, command, label, radius=14))
        return targets

    def _reason_for(self, item_id: Any, payload: Any, pos: tuple[int, int]) -> str | None:
        if self.is_event(int(str(item_id))) and self.rect.collidepoint(pos):
            return _("Drop the event card on the room or the door it is played on.")
        over = next((c for c in self.cards if c.rect.collidepoint(pos) and c.id != item_id), None)
        if over is not None:
            return _("These two do not combine: their borders do not match.")
        return None

    def item_commands(self, item_id: int) -> list[tuple[str, Command, bool]]:
        """The buttons a selected card shows: (label, command, asks first)."""
        out: list[tuple[str, Command, bool]] = []
        card = self.card(item_id)
        if card is None:
            return out
        if self.on_floor(item_id):
            pick = self.pick_up_command(item_id)
            if pick is not None:
                out.append((_("Pick up ({cost})").format(cost=self.cost()), pick, False))
            return out
        if self.is_event(item_id):
            return self.event_commands(item_id)
        for command in self.legal:
            if isinstance(command, Use) and command.item == item_id:
                if card.item.get("disguise"):
                    out.append((_("Put on the disguise ({cost})").format(cost=self.cost()), command, False))
                elif card.look.type == "armour":
                    out.append((_("Put on ({cost})").format(cost=self.cost()), command, False))
                elif command.target is None:
                    out.append((_("Heal yourself ({cost})").format(cost=self.cost()), command, False))
                elif command.target != self.seat:
                    who = self._name(command.target)
                    out.append((_("Heal {name} ({cost})").format(name=who, cost=self.cost()), command, False))
        for command in self.legal:
            if isinstance(command, DropItem) and command.item == item_id:
                label = _("Drop here (free)") if not card.look.broken else _("Drop: lost (free)")
                out.append((label, command, card.look.broken))
        for command in self.legal:
            if isinstance(command, Discard) and command.item == item_id:
                # the click on the card chose it; this button, naming it, is the one confirm
                name = item_name(card.look.name)
                label = _("Discard the {item} (free)") if self.escape else _("Discard the {item}")
                out.append((label.format(item=name), command, False))
        throw = next((c for c in self.legal if isinstance(c, Throw) and c.item == item_id), None)
        if throw is not None:  # it aims: the rooms it can hit glow, a click on one throws it
            out.append((_("Throw ({cost})").format(cost=self.cost()), throw, False))
        out += self.special_commands(item_id)
        return out

    def aimed(self) -> int | None:
        """The selected card being aimed (its Throw button pressed), or None."""
        selected = self.drag.selected_id
        return self.aiming if selected is not None and int(str(selected)) == self.aiming else None

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    # -- the special items and the kept events (igniting, fire, the disguise, repairs, events) -------

    def special_commands(self, item_id: int) -> list[tuple[str, Command, bool]]:
        """A selected item card's buttons for the special commands: light it, make the disguise,
        mend with it or mend it, pour it on a barricade (each from the legal commands)."""
        out: list[tuple[str, Command, bool]] = []
        for command in self.legal:
            if isinstance(command, Ignite) and command.item == item_id:
                out.append((_("Light it (free)"), command, False))
            elif isinstance(command, Disguise) and command.item == item_id:
                out.append((_("Make a Vile Disguise ({cost})").format(cost=self.cost()), command, False))
            elif isinstance(command, Repair) and command.item == item_id:
                target = self._item_label(command.target)
                label = _("Mend the {item} ({cost})").format(item=target, cost=self.cost())
                out.append((label, command, False))
            elif isinstance(command, Repair) and command.target == item_id:
                kit = self._item_label(command.item)
                out.append(
                    (_("Mend with the {item} ({cost})").format(item=kit, cost=self.cost()), command, False)
                )
            elif isinstance(command, FireBarricade) and command.item == item_id:
                side = side_place(command.side)
                label = _("Pour on the {side} barricade ({cost})").format(side=side, cost=self.cost())
                out.append((label, command, False))
        return out

    def _item_label(self, item_id: int) -> str:
        card = self.card(item_id)
        return item_name(card.look.name) if card is not None else "?"

    def can_light(self, item_id: int) -> bool:
        return any(isinstance(c, Ignite) and c.item == item_id for c in self.legal)

    def is_event(self, card_id: int) -> bool:
        return any(c.id == card_id for c in self.events)

    def event_plays(self, card_id: int) -> list[PlayEvent]:
        return [c for c in self.legal if isinstance(c, PlayEvent) and c.card == card_id]

    def event_commands(self, card_id: int) -> list[tuple[str, Command, bool]]:
        """A kept event card's buttons: one per way to play it (a door of the room, a room), up to
        :data:`EVENT_BUTTONS`; past that the card is dragged onto the room it is played on."""
        plays = self.event_plays(card_id)
        if len(plays) > EVENT_BUTTONS:
            return []
        out: list[tuple[str, Command, bool]] = []
        for command in plays:
            if command.side is not None:
                side = side_place(command.side)
                label = _("Play it on the {side} door (free)").format(side=side)
            elif command.row is not None and command.col is not None:
                room = self.room_names.get((command.row, command.col))
                where = (
                    _(room)
                    if room
                    else _("row {row}, column {col}").format(row=command.row + 1, col=command.col + 1)
                )
                label = _("Play it: the {room} (free)").format(room=where)
            else:
                label = _("Play it (free)")
            out.append((label, command, False))
        return out

    def _place_events(self) -> None:
        """The kept event cards after the gear and the floor, at the strip's right end when crowded."""
        if not self.events:
            return
        area = self.cards_area()
        placed = [c.rect for c in (*self.cards, *self.floor)]
        left = area.left
        if placed:
            left = max(r.left for r in placed) + self.step + FLOOR_GAP
        for index, card in enumerate(self.events):
            card.rect = pygame.Rect(left + index * self.step, area.top, *self.card_size)

    def _event_painter(self, card: _Card) -> Callable[[pygame.Surface, pygame.Rect], None]:
        return lambda surface, rect: self._draw_event(surface, rect, card)

    def _draw_event(self, surface: pygame.Surface, rect: pygame.Rect, card: _Card) -> None:
        if card.event is not None:
            draw_event_card(surface, rect, card.event)

    def _draw_events(self, surface: pygame.Surface) -> None:
        for card in self.events:
            if not self.drag.hides(card.id):
                self._draw_event(surface, card.rect, card)

    def _draw_lights(self, surface: pygame.Surface) -> None:
        """A flame chip on every card that may be lit now (a free action)."""
        for card in self.cards:
            if self.drag.hides(card.id) or not self.can_light(card.id):
                continue
            words = _("Light it: free")
            width = min(card.rect.w - 8, txt.measure(words, 24, condensed=True)[0] + 20)
            # a narrow card (a crowded strip) takes the words on two lines rather than cut them
            lines = txt.wrap(words, 24, width - 8, condensed=True)
            high = txt.line_height(24, False, True)
            chip = pygame.Rect(0, 0, width, 36 + (len(lines) - 1) * high)
            chip.center = (card.rect.centerx, card.rect.bottom - 66)  # between the type strip and the foot
            surface.blit(theme.rounded(chip.size, FLAME, 10, 2, (0, 0, 0)), chip)
            y = chip.centery - (len(lines) - 1) * high // 2
            for line in lines:
                txt.draw_text(
                    surface,
                    line,
                    (chip.centerx, y),
                    24,
                    (20, 10, 6),
                    "center",
                    False,
                    chip.w - 8,
                    condensed=True,
                )
                y += high

    # -- selection and buttons --------------------------------------------------------------------

    def select(self, item_id: int) -> None:
        """Select a card as a click would (its buttons show; its partners glow)."""
        card = self.card(item_id)
        if card is None:
            return
        if self.drag.mode is not Mode.IDLE:  # a click on a partner would combine: let go first
            self.drag.cancel()
            self.drag.skip()
        self.drag.handle(Click(card.rect.center))
        self._build_buttons()

    def deselect(self) -> bool:
        """Put a selected card back (Esc): True when one was selected, so the key is spent here."""
        if self.drag.selected_id is None:
            return False
        self.aiming = None
        self.drag.cancel()
        self._build_buttons()
        return True

    def _build_buttons(self) -> None:
        self.buttons = []
        selected = self.drag.selected_id
        if selected is None:
            return
        card = self.card(int(str(selected)))
        if card is None or self.aimed() is not None:  # aiming: the glowing rooms are the choice
            return
        entries = self.item_commands(card.id)
        y = card.rect.top - 16 - len(entries) * (ACTION_BUTTON[1] + 10)
        # one width for the card's buttons: the standard one, or wider for a long label
        longest = max((txt.measure(label, 24, bold=True)[0] + 48 for label, _c, _a in entries), default=0)
        width = min(max(ACTION_BUTTON[0], longest), MAX_BUTTON_WIDTH)
        for label, command, asks in entries:
            rect = pygame.Rect(0, y, width, ACTION_BUTTON[1])
            rect.centerx = min(max(card.rect.centerx, width // 2 + 10), BUTTONS_RIGHT - width // 2)
            style = ButtonStyle.DANGER if asks or isinstance(command, Discard) else ButtonStyle.NORMAL
            self.buttons.append(Button(rect, label, self._press(label, command, asks), style, font_size=24))
            y += ACTION_BUTTON[1] + 10

    def _press(self, label: str, command: Command, asks: bool) -> Callable[[], None]:
        def choose() -> None:
            if isinstance(command, Throw):
                self.aiming, self.buttons = command.item, []
                return
            if not asks:
                self._choose(command)
                return
            card = self.card(getattr(command, "item", -1))
            name = item_name(card.look.name) if card is not None else ""
            self.confirmation.ask(
                _("Throw away the {item} for good?").format(item=name), lambda: self._choose(command)
            )

        return choose

    def _choose(self, command: Command) -> None:
        self._result = command
        self.drag.cancel()
        self.buttons = []

    # -- input ------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> InventoryResult | None:
        """A command, an :class:`ItemDrop` for the scene to resolve, or None."""
        self._result = None
        if self.confirmation.handle(intent):
            return self._take()
        for button in self.buttons:
            if button.handle(intent):
                return self._take()
        if isinstance(intent, Click) and self.aimed() is not None and not self.rect.collidepoint(intent.pos):
            self.drag.consumed = False  # aiming: the click is the board's (a glowing room throws)
            return None
        if isinstance(intent, Hover):
            self.hovered = next(
                (c for c in reversed((*self.cards, *self.floor)) if c.rect.collidepoint(intent.pos)), None
            )
        if (
            isinstance(intent, Drop)
            and self.drag.mode is Mode.DRAGGING
            and self.drag.held is not None
            and self.is_event(int(str(self.drag.held.id)))
            and not self.rect.collidepoint(intent.pos)
        ):
            card = int(str(self.drag.held.id))
            self.drag.cancel()
            self.drag.skip()
            self.buttons = []
            self.hovered = None
            return ItemDrop(card, intent.pos)
        if (
            isinstance(intent, Drop)
            and self.drag.mode is Mode.DRAGGING
            and self.drag.held is not None
            and self.drag.target_at(intent.pos) is None
            and not self.rect.collidepoint(intent.pos)
            and not self.on_floor(int(str(self.drag.held.id)))
        ):
            item = int(str(self.drag.held.id))
            self.drag.cancel()
            self.drag.skip()
            self.buttons = []
            self.hovered = None  # the card left the strip: no detail card over the board's answer
            return ItemDrop(item, intent.pos)
        command = self.drag.handle(intent)
        if command is not None:
            self.buttons = []
            return command  # type: ignore[no-any-return]
        if isinstance(intent, Click):
            self._build_buttons()
        return None

    @property
    def consumed(self) -> bool:
        """Whether the last intent was the strip's (so the board should not act on it too)."""
        return self.drag.consumed or self.confirmation.open

    def _take(self) -> InventoryResult | None:
        result, self._result = self._result, None
        return result

    def update(self, dt: float) -> bool:
        busy = self.drag.update(dt) | self.confirmation.update(dt)
        for button in self.buttons:
            busy |= button.update(dt)
        return busy

    # -- drawing ------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, *, detail: bool = True) -> None:
        """The strip; ``detail`` False leaves the hovered card's detail for :meth:`draw_detail`, so
        a table can draw it over its other panels (the game log lies beside the strip)."""
        panel = theme.rounded(self.rect.size, (14, 13, 14, 236), 0)
        surface.blit(panel, self.rect)
        pygame.draw.line(surface, (90, 30, 26), self.rect.topleft, self.rect.topright, 3)
        self._draw_info(surface)
        for card in self.cards:
            if not self.drag.hides(card.id):
                draw_card(surface, card.rect, card.look)
        self._draw_events(surface)
        self._draw_lights(surface)
        for card in self.floor:
            if not self.drag.hides(card.id):
                image = card_image(card.look, card.rect.size)  # the size the floor's row gives it
                surface.blit(image if self.pick_up_command(card.id) else theme.dimmed(image, 0.55), card.rect)
        gap = self.floor_gap()
        if gap is not None:
            floor_label.draw(surface, gap)
        if not self.cards:
            txt.draw_text(
                surface, _("No gear"), self.cards_area().center, 30, theme.TEXT_DIM, "center", bold=True
            )
        self.drag.draw(surface)
        if detail:
            self.draw_detail(surface)
        for button in self.buttons:
            button.draw(surface)
        self.confirmation.draw(surface)

    def detail_rect(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Where the hovered card's detail shows (None: no card is hovered, or one is held)."""
        if self.hovered is None or self.drag.mode is not Mode.IDLE:
            return None
        size = detail_image(self.hovered.look).get_size()
        rect = pygame.Rect((0, 0), size)
        rect.midbottom = (self.hovered.rect.centerx, self.rect.top - 10)
        return rect.clamp(surface.get_rect())

    def draw_detail(self, surface: pygame.Surface) -> None:
        """The hovered card's large detail above the strip."""
        rect = self.detail_rect(surface)
        if rect is None or self.hovered is None:
            return
        theme.blit_shadow(surface, rect, 18, (6, 10), 12, 150)
        surface.blit(detail_image(self.hovered.look), rect)

    def _draw_info(self, surface: pygame.Surface) -> None:
        s = self.survivor
        if s is None or self.seat is None:
            return
        x, y = self.rect.left + 24, self.rect.top + 12
        style = theme.seat_style(self.colours[self.seat] if self.seat < len(self.colours) else self.seat)
        icon = theme.symbol_surface(style.symbol, 40, style.colour, (0, 0, 0))
        surface.blit(icon, (x, y))
        txt.draw_text(
            surface, self._name(self.seat), (x + 52, y + 20), 32, style.colour, "midleft", True, 310
        )
        y += 56
        y = self._pips(surface, x, y, _("Life"), int(s["body"]), 6, LIFE)
        if s["armour"]:
            y = self._pips(surface, x, y, _("Armour"), int(s["armour"]), int(s["armour"]), ARMOUR)
        used, room = int(s["space"]), int(s["capacity"])
        colour = theme.DANGER if used > room else theme.TEXT
        space = _("Space {used} of {limit}").format(used=used, limit=room)
        y += max(36, txt.draw_text(surface, space, (x, y), 26, colour).height + 6)
        if not self.escape:
            words = _("Your gear so far") if self.phase == "draft" else _("Gear up: no actions spent")
            txt.draw_text(surface, words, (x, y), 26, theme.TEXT_DIM)
            return
        if self.actions_left > 0:
            label = _("Actions left: {count}").format(count=self.actions_left)
            rect = txt.draw_text(surface, label, (x, y), 28, theme.TEXT, bold=True)
            px = rect.right + 16
            for n in range(self.actions_per_turn):
                full = n < self.actions_left
                pygame.draw.circle(surface, FREE if full else EMPTY, (px + 12, rect.centery), 11)
                pygame.draw.circle(surface, (0, 0, 0), (px + 12, rect.centery), 11, 2)
                px += 30
        else:
            badge = pygame.Rect(x - 8, y - 4, INFO_WIDTH - 32, self.rect.bottom - y - 6)
            surface.blit(theme.rounded(badge.size, FREE, 10), badge)
            rect = txt.draw_text(
                surface,
                _("FREE ACTIONS ONLY"),
                (badge.centerx, badge.top + 4),
                28,
                theme.PRIMARY_TEXT,
                "midtop",
                True,
                badge.width - 12,
            )
            box = pygame.Rect(badge.left + 10, rect.bottom + 2, badge.width - 20, badge.bottom - rect.bottom)
            txt.draw_wrapped(
                surface, _("drop, pick up, trade, combine"), box, 24, theme.PRIMARY_TEXT, align="center"
            )

    def _pips(
        self, surface: pygame.Surface, x: int, y: int, label: str, value: int, full: int, colour: Any
    ) -> int:
        rect = txt.draw_text(surface, label, (x, y), 26, theme.TEXT)
        px = max(x + 118, rect.right + 10)  # Large text's longer label pushes the pips along
        for n in range(max(full, value)):
            lit = n < value
            pygame.draw.circle(surface, colour if lit else EMPTY, (px + 11, rect.centery), 11)
            pygame.draw.circle(surface, (0, 0, 0), (px + 11, rect.centery), 11, 2)
            px += 28
        return y + max(36, rect.height + 6)
