"""Several seats playing at the same moment on one screen: raw device events become per-seat intents.

A race (Outrun) or a frenzied scavenge (Just Run) has every person act at once, each with their own
device: a zone of a shared keyboard (``key_zones``), a gamepad claimed by pressing a button on it, a
finger on their lane of a touch screen, or the mouse for one seat.  A table owns one
:class:`SeatInput`, gives it the lanes it draws and who uses what, feeds it every raw event with the
stamp the app took when the event arrived (``Scene.raw_event``), and takes the intents in stamp
order.  The stamps, not the order frames handle events in, decide who was first; they are inputs
(a race's times enter the command log from them), never read by rules.

What a press means is the game's: a table gives its :class:`ActionMap` (its own named actions
on a zone's keys, a pad's buttons and a lane's places), so the engine names no game's actions,
and an intent carries the game's action.  A remote client (a phone) sends an action's name
(:meth:`SeatInput.feed_remote`) and becomes the same intent, so a table needs nothing more for it.

Events it does not use (a click on a button outside the lanes, a key no zone has) are left for the
ordinary intents, so menus and buttons keep working during a race.  While paused (the menu is
open, or no race is on) it yields nothing.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from tabletop.engine.key_zones import KeyZones
from tabletop.engine.seat_devices import ActionMap, DeviceKind, Press

Point = tuple[int, int]


@dataclass(frozen=True)
class SeatIntent:
    seat: int
    action: enum.Enum  # a member of the game's own action enum (see :class:`Press`)
    stamp_ns: int  # when the press arrived, on ``time.perf_counter_ns``'s clock
    slot: int | None = None  # the place the action acts on, where it has several
    device: DeviceKind = DeviceKind.KEYS
    at: int | None = None  # where in the line a dragged card goes (None: at its end)


@dataclass(frozen=True)
class Lane:
    """A seat's strip of the table in logical pixels: touches inside ``area`` are that seat's, and
    land on one of its ``buttons`` (each a place and the press it gives)."""

    area: pygame.Rect
    buttons: tuple[tuple[pygame.Rect, Press], ...]

    def action_at(self, pos: Point) -> Press | None:
        return next((press for rect, press in self.buttons if rect.collidepoint(pos)), None)


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

    def __init__(self, zones: KeyZones, actions: ActionMap) -> None:
        self.zones = zones
        self.actions = actions
        self.pads = PadClaims()
        self._zone_seat: dict[int, int] = {}  # keyboard zone -> seat
        self._mouse_seat: int | None = None
        self._remote_seat: dict[str, int] = {}  # a remote client's id -> seat
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

        ``drags``: a press on a place with a slot (Outrun's symbol places) is left to the table (as
        an ordinary press), which tells a click from a drag and hands the card laid back with
        :meth:`put`; the other places (Finish, Undo) still act on the press.
        """
        self._mouse_seat = seat
        self._mouse_drags = drags

    @property
    def mouse_seat(self) -> int | None:
        return self._mouse_seat

    def use_remote(self, seat: int, client: str) -> None:
        """Give the remote client ``client`` to a seat (a seat has one client, a client one seat)."""
        self._remote_seat = {c: s for c, s in self._remote_seat.items() if s != seat and c != client}
        self._remote_seat[client] = seat

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

    def feed_remote(self, client: str, name: str, stamp_ns: int) -> bool:
        """A remote client's press: the :attr:`Press.name` of one of the game's actions, stamped
        when it arrived.  True when the client plays for a seat and the name is an action."""
        seat = self._remote_seat.get(client)
        press = self.actions.by_name(name)
        if self.paused or seat is None or press is None:
            return False
        self._add(seat, press, stamp_ns, DeviceKind.REMOTE)
        return True

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

    def _add(self, seat: int, press: Press, stamp_ns: int, device: DeviceKind) -> None:
        self._pending.append(SeatIntent(seat, press.action, stamp_ns, press.slot, device))

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
        if index < len(self.actions.keys):  # a zone's key this game gives no action does nothing
            self._add(seat, self.actions.keys[index], stamp_ns, DeviceKind.KEYS)
        return True

    def _pad_button(self, instance_id: int, button: int, stamp_ns: int) -> bool:
        seat, claimed = self.pads.press(instance_id)
        if seat is None:
            return False
        if not claimed and button in self.actions.pad:
            self._add(seat, self.actions.pad[button], stamp_ns, DeviceKind.PAD)
        return True

    def _lane_at(self, pos: Point) -> int | None:
        return next((seat for seat, lane in self._lanes.items() if lane.area.collidepoint(pos)), None)

    def _touch(self, pos: Point, stamp_ns: int) -> bool:
        seat = self._lane_at(pos)
        if seat is None:
            return False
        found = self._lanes[seat].action_at(pos)
        if found is not None:
            self._add(seat, found, stamp_ns, DeviceKind.TOUCH)
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
        if found is not None and self._mouse_drags and found.slot is not None:
            return False  # a click or the start of a drag: the table reads it and puts the card
        if found is not None:
            self._add(seat, found, stamp_ns, DeviceKind.MOUSE)
        return True
