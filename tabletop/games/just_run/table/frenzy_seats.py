"""Who answers with what in the frenzied scavenge, and what a press means (rulebook, The Frenzied
Method: every player calls out *Yes* or *No* at once).

Each person at the table answers on their own device, as Outrun's runners race: a zone of the
shared keyboard (its first key means the first answer, its second key the second), a gamepad (A
the first, B the second; claimed by pressing a button on it), a finger on their own lane's buttons
or the mouse on its seat's lane.  Computer seats answer through the engine's computer players.

Every question has two answers: *Yes* / *No* about the card shown; in a fight *1 die* / *2 dice*
for a fighter with dice (one die left: only *1 die*), *Stay in* / *Give up* for one without.  The
answers come from the view alone, so a press can never answer for a seat that owes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import N_, _
from tabletop.core.seats import Seat
from tabletop.core.settings import DEFAULT_KEY_ZONES
from tabletop.engine.key_zones import key_label
from tabletop.engine.seat_input import Device, SeatAction, SeatInput, SeatIntent
from tabletop.games.just_run.rules.commands import FightDice, Want
from tabletop.games.just_run.rules.view import JustRunView

ZONES = len(DEFAULT_KEY_ZONES)
#: the symbol slots of a keyboard zone and of a pad that give the first and second answer
KEY_SLOTS = (0, 1)
PAD_SLOTS = (6, 5)  # A and B (``seat_input.PAD_BUTTONS``)
PAD_LABELS = ("A", "B")

#: the key of the seats' devices in the session's ``table`` data
TABLE_KEY = "frenzy_devices"


@dataclass(frozen=True)
class SeatDevice:
    """How one seat answers: ``kind`` None for a computer seat; ``zone`` for the keyboard."""

    kind: Device | None
    zone: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value if self.kind is not None else None, "zone": self.zone}

    @classmethod
    def from_json(cls, data: Any) -> SeatDevice:
        if not isinstance(data, Mapping):
            raise ValueError("a device must be an object")
        raw = data.get("kind")
        kind = Device(raw) if raw is not None else None
        zone = data.get("zone")
        if kind is Device.KEYS:
            if not isinstance(zone, int) or isinstance(zone, bool) or not 0 <= zone < ZONES:
                raise ValueError("a keyboard device needs a zone")
            return cls(kind, zone)
        return cls(kind)


def default_devices(seats: Sequence[Seat]) -> tuple[SeatDevice, ...]:
    """A lone person on the mouse (the buttons they see are what they click); several people on
    keyboard zones 1, 2, 3, the fourth on the mouse, the rest on gamepads; computers need nothing."""
    out: list[SeatDevice] = []
    if sum(not seat.is_computer for seat in seats) == 1:
        return tuple(SeatDevice(None) if seat.is_computer else SeatDevice(Device.MOUSE) for seat in seats)
    people = 0
    for seat in seats:
        if seat.is_computer:
            out.append(SeatDevice(None))
            continue
        if people < ZONES:
            out.append(SeatDevice(Device.KEYS, people))
        elif people == ZONES:
            out.append(SeatDevice(Device.MOUSE))
        else:
            out.append(SeatDevice(Device.PAD))
        people += 1
    return tuple(out)


def keep_with_game(table: dict[str, Any], devices: Sequence[SeatDevice]) -> None:
    table[TABLE_KEY] = [device.to_json() for device in devices]


def saved_devices(table: Mapping[str, Any], seats: Sequence[Seat]) -> tuple[SeatDevice, ...] | None:
    """The devices kept with the game, None when the save does not say or they no longer fit."""
    raw = table.get(TABLE_KEY)
    if not isinstance(raw, list) or len(raw) != len(seats):
        return None
    try:
        found = tuple(SeatDevice.from_json(entry) for entry in raw)
    except ValueError:
        return None
    if any((device.kind is None) != seat.is_computer for device, seat in zip(found, seats, strict=True)):
        return None
    return found


def apply_devices(devices: Sequence[SeatDevice], seat_input: SeatInput) -> list[int]:
    """Hand the keyboard zones and the mouse to their seats; the seats still to claim a pad."""
    pads: list[int] = []
    mouse: int | None = None
    for seat, device in enumerate(devices):
        if device.kind is Device.KEYS and device.zone is not None:
            seat_input.use_keys(seat, device.zone)
        elif device.kind is Device.MOUSE:
            mouse = seat
        elif device.kind is Device.PAD:
            pads.append(seat)
    seat_input.use_mouse(mouse)
    return pads


# -- the question each seat owes --------------------------------------------------------------------

YES, NO = N_("Yes"), N_("No")
ONE_DIE, TWO_DICE = N_("1 die"), N_("2 dice")
STAY_IN, GIVE_UP = N_("Stay in"), N_("Give up")


def answers(view: JustRunView, seat: int) -> tuple[Command | None, Command | None]:
    """The two answers ``seat`` may give now (None where there is none), from the view's
    ``frenzy`` block: nothing once answered or when not asked."""
    frenzy = view.get("frenzy")
    if not frenzy or not 0 <= seat < len(frenzy["answered"]) or frenzy["answered"][seat]:
        return None, None
    if frenzy["stage"] == "want":
        return Want(seat, True), Want(seat, False)
    if seat not in frenzy["choosers"]:
        return None, None
    dice = view["survivors"][seat]["dice"] or 0
    if dice > 0:
        return FightDice(seat, 1, False), (FightDice(seat, 2, False) if dice >= 2 else None)
    return FightDice(seat, 0, False), FightDice(seat, 0, True)


def answer_words(command: Command | None) -> str:
    """A button's word for an answer ("Yes", "2 dice", "Give up")."""
    if isinstance(command, Want):
        return _(YES) if command.want else _(NO)
    if isinstance(command, FightDice):
        if command.give_up:
            return _(GIVE_UP)
        if command.dice == 0:
            return _(STAY_IN)
        return _(ONE_DIE) if command.dice == 1 else _(TWO_DICE)
    return ""


def choice_of(intent: SeatIntent) -> int | None:
    """Which of the two answers a press means (0 or 1), None for any other press."""
    if intent.action is not SeatAction.SYMBOL or intent.slot is None:
        return None
    slots = PAD_SLOTS if intent.device is Device.PAD else KEY_SLOTS
    return slots.index(intent.slot) if intent.slot in slots else None


def key_hints(device: SeatDevice, seat_input: SeatInput, seat: int) -> tuple[str, str]:
    """What a lane prints under its two answers: the zone's keys, the pad's buttons, or nothing
    (touch and the mouse press the buttons themselves)."""
    if device.kind is Device.KEYS:
        zone = seat_input.zone_of(seat)
        if zone is None:
            return "", ""
        keys = seat_input.zones.zones[zone]
        return key_label(keys[KEY_SLOTS[0]]), key_label(keys[KEY_SLOTS[1]])
    if device.kind is Device.PAD:
        return PAD_LABELS
    return "", ""


def no_button() -> pygame.Rect:
    """A lane's Finish place: the frenzy has none."""
    return pygame.Rect(0, 0, 0, 0)
