"""Several seats playing at the same moment on one screen: raw device events become per-seat intents.

A race (Outrun) or a frenzied scavenge (Just Run) has every person act at once, each with their own
device: a zone of a shared keyboard (``key_zones``), a gamepad claimed by pressing a button on it, a
finger on their lane of a touch screen, or the mouse for one seat.  A table owns one
:class:`SeatInput`, gives it the lanes it draws and who uses what, feeds it every raw event with the
stamp the app took when the event arrived (``Scene.raw_event``), and takes the intents in stamp
order.  The stamps, not the order frames handle events in, decide who was first; they are inputs
(a race's times enter the command log from them), never read by rules.

Events it does not use (a click on a button outside the lanes, a key no zone has) are left for the
ordinary intents, so menus and buttons keep working during a race.  While paused (the menu is
open, or no race is on) it yields nothing.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from tabletop.engine.key_zones import FINISH_INDEX, KeyZones

Point = tuple[int, int]


class SeatAction(enum.Enum):
    """What a seat pressed."""

    SYMBOL = "symbol"  # one of the symbol slots; ``SeatIntent.slot`` says which
    FINISH = "finish"
    UNDO = "undo"  # take back the last card laid
    CONFIRM = "confirm"


class Device(enum.Enum):
    KEYS = "keys"
    PAD = "pad"
    TOUCH = "touch"
    MOUSE = "mouse"


@dataclass(frozen=True)
class SeatIntent:
    seat: int
    action: SeatAction
    stamp_ns: int  # when the press arrived, on ``time.perf_counter_ns``'s clock
    slot: int | None = None  # the symbol slot (0-7) for SYMBOL
    device: Device = Device.KEYS
    at: int | None = None  # where in the line a dragged card goes (None: at its end)


#: pad buttons: the d-pad and the four face buttons are the eight slots, each cluster clockwise from
#: the top; the right shoulder lays Finish, the left takes a card back, Start confirms
PAD_BUTTONS: dict[int, tuple[SeatAction, int | None]] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: (SeatAction.SYMBOL, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (SeatAction.SYMBOL, 1),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (SeatAction.SYMBOL, 2),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (SeatAction.SYMBOL, 3),
    pygame.CONTROLLER_BUTTON_Y: (SeatAction.SYMBOL, 4),
    pygame.CONTROLLER_BUTTON_B: (SeatAction.SYMBOL, 5),
    pygame.CONTROLLER_BUTTON_A: (SeatAction.SYMBOL, 6),
    pygame.CONTROLLER_BUTTON_X: (SeatAction.SYMBOL, 7),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (SeatAction.FINISH, None),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (SeatAction.UNDO, None),
    pygame.CONTROLLER_BUTTON_START: (SeatAction.CONFIRM, None),
}


@dataclass(frozen=True)
class Lane:
    """A seat's strip of the table in logical pixels: touches inside ``area`` are that seat's, and
    land on one of its buttons (the eight symbol slots, Finish, and Undo where the table has it)."""

    area: pygame.Rect
    slots: tuple[pygame.Rect, ...]
    finish: pygame.Rect
    undo: pygame.Rect | None = None

    def action_at(self, pos: Point) -> tuple[SeatAction, int | None] | None:
        for slot, rect in enumerate(self.slots):
            if rect.collidepoint(pos):
                return SeatAction.SYMBOL, slot
        if self.finish.collidepoint(pos):
            return SeatAction.FINISH, None
        if self.undo is not None and self.undo.collidepoint(pos):
            return SeatAction.UNDO, None
        return None


class PadClaims:
    """Which pad is whose: a seat waiting for a pad gets the next unclaimed pad a button is pressed
    on; a pad never belongs to two seats, and a seat has one pad at most."""

    def __init__(self) -> None:
        self._seat_of: dict[int, int] = {}  # pad instance id -> seat
        self.waiting: int | None = None

    def wait_for(self, seat: int | None) -> None:
        """Let ``seat`` claim the next pad pressed (None: nobody is waiting)."""
        self.waiting = seat

    def seat_of(self, instance_id: int) -> int | None:
        return self._seat_of.get(instance_id)

    def pad_of(self, seat: int) -> int | None:
        return next((pad for pad, owner in self._seat_of.items() if owner == seat), None)

    def release(self, seat: int) -> None:
        self._seat_of = {pad: owner for pad, owner in self._seat_of.items() if owner != seat}

    def unplugged(self, instance_id: int) -> None:
        self._seat_of.pop(instance_id, None)

    def press(self, instance_id: int) -> tuple[int | None, bool]:
        """(the seat this pad's press is for, whether the press was a claim).  A claiming press
        lays nothing; a press on an unclaimed pad with nobody waiting is nobody's."""
        owner = self._seat_of.get(instance_id)
        if owner is not None:
            return owner, False
        if self.waiting is None:
            return None, False
        seat, self.waiting = self.waiting, None
        self.release(seat)
        self._seat_of[instance_id] = seat
        return seat, True


class SeatInput:
    """Raw events in, :class:`SeatIntent` out, for the seats of one table."""

    def __init__(self, zones: KeyZones) -> None:
        self.zones = zones
        self.pads = PadClaims()
        self._zone_seat: dict[int, int] = {}  # keyboard zone -> seat
        self._mouse_seat: int | None = None
        self._mouse_drags = False
        self._lanes: dict[int, Lane] = {}
        self._held: set[int] = set()  # keys down now: SDL's key repeat must not lay a card again
        self._pending: list[SeatIntent] = []
        self.paused = False

    # -- who uses what -----------------------------------------------------------------------------

    def use_keys(self, seat: int, zone: int) -> None:
        """Give a keyboard zone to a seat (the zone's previous seat loses it; a seat has one zone)."""
        if not 0 <= zone < len(self.zones.zones):
            raise ValueError(f"there is no keyboard zone {zone}")
        self._zone_seat = {z: s for z, s in self._zone_seat.items() if s != seat}
        self._zone_seat[zone] = seat

    def keys_in_use(self) -> frozenset[int]:
        """Every key of the zones that seats play on."""
        return frozenset(key for zone in self._zone_seat for key in self.zones.zones[zone])

    def zone_of(self, seat: int) -> int | None:
        return next((zone for zone, owner in self._zone_seat.items() if owner == seat), None)

    def use_mouse(self, seat: int | None, *, drags: bool = False) -> None:
        """The seat whose lane the mouse plays in (None: the mouse plays for nobody).

        ``drags``: a press on a symbol slot is left to the table (as an ordinary press), which tells
        a click from a drag and hands the card laid back with :meth:`put`; Finish and Undo still
        act on the press.
        """
        self._mouse_seat = seat
        self._mouse_drags = drags

    @property
    def mouse_seat(self) -> int | None:
        return self._mouse_seat

    def set_lanes(self, lanes: Mapping[int, Lane]) -> None:
        """Where each seat's lane and buttons are on the table now (touch and the mouse use them)."""
        self._lanes = dict(lanes)

    # -- pausing ---------------------------------------------------------------------------------------

    def pause(self) -> None:
        """Yield nothing until :meth:`resume`; presses not yet taken are forgotten."""
        self.paused = True
        self._pending.clear()
        self._held.clear()

    def resume(self) -> None:
        self.paused = False

    # -- events ------------------------------------------------------------------------------------------

    def feed(self, event: pygame.event.Event, stamp_ns: int) -> bool:
        """Read one raw event stamped on arrival; True when it was a seat's (it then becomes no
        ordinary intent).  Pointer events carry logical positions (the app maps them)."""
        kind = event.type
        if kind == pygame.WINDOWFOCUSLOST:
            self._held.clear()  # the key-ups go to another window
            return False
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            self.pads.unplugged(event.instance_id)
            return False
        if self.paused:
            return False
        if kind == pygame.KEYDOWN:
            return self._key_down(event.key, stamp_ns)
        if kind == pygame.KEYUP:
            if event.key in self._held:
                self._held.discard(event.key)
                return True
            return False
        if kind == pygame.CONTROLLERBUTTONDOWN:
            return self._pad_button(event.instance_id, event.button, stamp_ns)
        if kind == pygame.CONTROLLERBUTTONUP:
            return self.pads.seat_of(event.instance_id) is not None
        if kind == pygame.FINGERDOWN:
            return self._touch(event.pos, stamp_ns)
        if kind in (pygame.FINGERUP, pygame.FINGERMOTION):
            return self._lane_at(event.pos) is not None
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return self._mouse(event, stamp_ns)
        return False

    def take(self) -> list[SeatIntent]:
        """The intents since the last take, oldest stamp first (presses stamped alike keep the
        order they arrived in)."""
        taken = sorted(self._pending, key=lambda intent: intent.stamp_ns)
        self._pending = []
        return taken

    def put(self, intent: SeatIntent) -> bool:
        """A press the table read itself (the mouse seat's click or drop on a slot, stamped as its
        event arrived): taken in stamp order with the rest.  False while paused."""
        if self.paused:
            return False
        self._pending.append(intent)
        return True

    def _add(self, seat: int, found: tuple[SeatAction, int | None], stamp_ns: int, device: Device) -> None:
        action, slot = found
        self._pending.append(SeatIntent(seat, action, stamp_ns, slot, device))

    def _key_down(self, key: int, stamp_ns: int) -> bool:
        where = self.zones.find(key)
        if where is None:
            return False
        zone, index = where
        seat = self._zone_seat.get(zone)
        if seat is None:
            return False
        if key in self._held:
            return True  # held down: the keyboard's repeat, not a new press
        self._held.add(key)
        found = (SeatAction.FINISH, None) if index == FINISH_INDEX else (SeatAction.SYMBOL, index)
        self._add(seat, found, stamp_ns, Device.KEYS)
        return True

    def _pad_button(self, instance_id: int, button: int, stamp_ns: int) -> bool:
        seat, claimed = self.pads.press(instance_id)
        if seat is None:
            return False
        if not claimed and button in PAD_BUTTONS:
            self._add(seat, PAD_BUTTONS[button], stamp_ns, Device.PAD)
        return True

    def _lane_at(self, pos: Point) -> int | None:
        return next((seat for seat, lane in self._lanes.items() if lane.area.collidepoint(pos)), None)

    def _touch(self, pos: Point, stamp_ns: int) -> bool:
        seat = self._lane_at(pos)
        if seat is None:
            return False
        found = self._lanes[seat].action_at(pos)
        if found is not None:
            self._add(seat, found, stamp_ns, Device.TOUCH)
        return True

    def _mouse(self, event: pygame.event.Event, stamp_ns: int) -> bool:
        pos = event.pos
        if getattr(event, "touch", False):
            # SDL repeats every touch as a mouse event; the finger was read already
            return self._lane_at(pos) is not None
        seat = self._mouse_seat
        if seat is None or seat not in self._lanes or not self._lanes[seat].area.collidepoint(pos):
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False  # hovering, and the release of a press already used, stay ordinary
        found = self._lanes[seat].action_at(pos)
        if found is not None and self._mouse_drags and found[0] is SeatAction.SYMBOL:
            return False  # a click or the start of a drag: the table reads it and puts the card
        if found is not None:
            self._add(seat, found, stamp_ns, Device.MOUSE)
        return True
