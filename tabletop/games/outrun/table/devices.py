"""How each seat plays Outrun, chosen at set-up: the play mode and every seat's device.

Modes: **together** (everyone races at once, each on their own device), **relay** (one person at a
time on the same path card, behind a curtain) and **practice** (one person against the clock).
Devices: a zone of the shared keyboard (1, 2 or 3), a gamepad (claimed at the table by pressing a
button on it), the touch screen (each seat's lane is its zone), the mouse, or the computer.

:func:`problems` says, in words a player reads, what stops a plan: one keyboard zone for two
seats racing together and the mouse for two (in a relay each serves every runner in turn), a
person with no device in a race together (then it suggests relay), a computer seat given a
person's device, practice with more than one seat (it is one person alone: the solo practice).
The plan is remembered in the last set-up of Outrun (``last_setup["outrun"]["devices"]``,
``["mode"]``) like the options are, and kept with the game itself (the session's
``table["devices"]``) so that its replay shows what each seat really played with; saves made
before that have no plan, and :func:`saved_plan` says so.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.i18n import N_, _
from tabletop.core.seats import Seat
from tabletop.core.settings import DEFAULT_KEY_ZONES, Settings
from tabletop.engine.seat_input import SeatInput

GAME_ID = "outrun"
ZONES = len(DEFAULT_KEY_ZONES)


class PlayMode(enum.Enum):
    TOGETHER = "together"
    RELAY = "relay"
    PRACTICE = "practice"


MODE_NAMES: dict[PlayMode, str] = {
    PlayMode.TOGETHER: N_("Together"),
    PlayMode.RELAY: N_("Relay"),
    PlayMode.PRACTICE: N_("Practice"),
}


class DeviceKind(enum.Enum):
    KEYS = "keys"
    PAD = "pad"
    TOUCH = "touch"
    MOUSE = "mouse"
    COMPUTER = "computer"
    NONE = "none"  # a person with nothing to race with (fine in relay, not together)


@dataclass(frozen=True)
class SeatDevice:
    kind: DeviceKind
    zone: int | None = None  # the keyboard zone (0-2) for KEYS

    def label(self) -> str:
        """How the set-up names it: "Keyboard zone 2", "Gamepad", ..."""
        if self.kind is DeviceKind.KEYS and self.zone is not None:
            return _("Keyboard zone {number}").format(number=self.zone + 1)
        return _(DEVICE_NAMES[self.kind])

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "zone": self.zone}

    @classmethod
    def from_json(cls, data: Any) -> SeatDevice:
        if not isinstance(data, dict):
            raise ValueError("a device must be an object")
        kind = DeviceKind(data.get("kind"))
        zone = data.get("zone")
        if kind is DeviceKind.KEYS:
            if not isinstance(zone, int) or isinstance(zone, bool) or not 0 <= zone < ZONES:
                raise ValueError("a keyboard device needs a zone")
            return cls(kind, zone)
        return cls(kind)


DEVICE_NAMES: dict[DeviceKind, str] = {
    DeviceKind.KEYS: N_("Keyboard"),
    DeviceKind.PAD: N_("Gamepad"),
    DeviceKind.TOUCH: N_("Touch screen"),
    DeviceKind.MOUSE: N_("Mouse"),
    DeviceKind.COMPUTER: N_("Computer"),
    DeviceKind.NONE: N_("No device"),
}

_PEOPLE_DEVICES = (DeviceKind.KEYS, DeviceKind.PAD, DeviceKind.TOUCH, DeviceKind.MOUSE)


@dataclass(frozen=True)
class DevicePlan:
    mode: PlayMode
    devices: tuple[SeatDevice, ...]

    def to_json(self) -> dict[str, Any]:
        return {"mode": self.mode.value, "devices": [device.to_json() for device in self.devices]}


def default_plan(seats: Sequence[Seat]) -> DevicePlan:
    """A plan that works: the people on keyboard zones 1, 2, 3, then gamepads; computers as such;
    one seat alone practises."""
    devices: list[SeatDevice] = []
    zone = 0
    for seat in seats:
        if seat.is_computer:
            devices.append(SeatDevice(DeviceKind.COMPUTER))
        elif zone < ZONES:
            devices.append(SeatDevice(DeviceKind.KEYS, zone))
            zone += 1
        else:
            devices.append(SeatDevice(DeviceKind.PAD))
    mode = PlayMode.PRACTICE if len(seats) == 1 else PlayMode.TOGETHER  # one seat: the solo practice
    return DevicePlan(mode, tuple(devices))


ZONE_TWICE = N_(
    "{first} and {second} both have keyboard zone {number}. Racing together, a zone can serve one "
    "player only: give one of them another device, or choose Relay to take turns on it."
)
MOUSE_TWICE = N_("{first} and {second} both have the mouse. The mouse can serve one player only.")
COMPUTER_WITH_DEVICE = N_("{name} is a computer runner and needs no device.")
PERSON_AS_COMPUTER = N_("{name} is a person: choose keys, a gamepad, touch or the mouse for them.")
NOBODY = N_("Outrun needs at least one person at the table.")
UNEQUIPPED = N_(
    "{names} cannot race with nothing to press. Give each person a device, or choose Relay: "
    "the players then take turns on one keyboard or mouse."
)
PRACTICE_ALONE = N_(
    "Practice is one person alone against the clock: set Players to 1, or choose Together or Relay."
)
UNPLANNED = N_("Choose how each player plays.")


def problems(plan: DevicePlan, seats: Sequence[Seat]) -> list[str]:
    """Everything that stops this plan, each a sentence for the set-up screen (empty: it is fine)."""
    if len(plan.devices) != len(seats):
        return [_(UNPLANNED)]
    names = [seat.name for seat in seats]
    found: list[str] = []
    zone_owner: dict[int, int] = {}
    mouse_owner: int | None = None
    unequipped: list[int] = []
    for index, (seat, device) in enumerate(zip(seats, plan.devices, strict=True)):
        name = names[index]
        if seat.is_computer:
            if device.kind is not DeviceKind.COMPUTER:
                found.append(_(COMPUTER_WITH_DEVICE).format(name=name))
            continue
        if device.kind is DeviceKind.COMPUTER:
            found.append(_(PERSON_AS_COMPUTER).format(name=name))
            continue
        # a relay runs one person at a time: two may share a zone (it serves whoever is up)
        if device.kind is DeviceKind.KEYS and device.zone is not None and plan.mode is not PlayMode.RELAY:
            if device.zone in zone_owner:
                first = names[zone_owner[device.zone]]
                found.append(_(ZONE_TWICE).format(first=first, second=name, number=device.zone + 1))
            else:
                zone_owner[device.zone] = index
        if device.kind is DeviceKind.MOUSE and plan.mode is not PlayMode.RELAY:  # a relay runs one at a time
            if mouse_owner is not None:
                found.append(_(MOUSE_TWICE).format(first=names[mouse_owner], second=name))
            else:
                mouse_owner = index
        if device.kind not in _PEOPLE_DEVICES:
            unequipped.append(index)
    people = [index for index, seat in enumerate(seats) if not seat.is_computer]
    if not people:
        found.append(_(NOBODY))
    if plan.mode is PlayMode.TOGETHER and unequipped:
        found.append(_(UNEQUIPPED).format(names=", ".join(names[index] for index in unequipped)))
    if plan.mode is PlayMode.PRACTICE and len(seats) != 1:
        found.append(_(PRACTICE_ALONE))
    return found


def apply_plan(plan: DevicePlan, seat_input: SeatInput) -> list[int]:
    """Give the keyboard zones and the mouse to their seats; the seats that still have to claim a
    gamepad by pressing a button on it, in seat order (the table asks them one at a time).  A zone
    two seats share in a relay goes to the first of them; :func:`hand_to_runner` moves it on."""
    pads: list[int] = []
    mouse: int | None = None
    given: set[int] = set()
    for seat, device in enumerate(plan.devices):
        if device.kind is DeviceKind.KEYS and device.zone is not None:
            if device.zone not in given:
                seat_input.use_keys(seat, device.zone)
                given.add(device.zone)
        elif device.kind is DeviceKind.MOUSE:
            mouse = seat
        elif device.kind is DeviceKind.PAD:
            pads.append(seat)
    seat_input.use_mouse(mouse)
    return pads


def hand_to_runner(plan: DevicePlan, seat_input: SeatInput, seat: int | None) -> None:
    """In a relay, the keyboard zone of the runner up (``seat``) plays for them: a zone shared
    with another seat passes to whoever runs now (None: nobody is up, nothing changes)."""
    if seat is None or not 0 <= seat < len(plan.devices):
        return
    device = plan.devices[seat]
    if device.kind is DeviceKind.KEYS and device.zone is not None and seat_input.zone_of(seat) != device.zone:
        seat_input.use_keys(seat, device.zone)


# -- kept with the game ----------------------------------------------------------------------------

#: the key of the plan in the session's ``table`` data
TABLE_KEY = "devices"


def keep_with_game(table: dict[str, Any], plan: DevicePlan) -> None:
    """Write the plan into a session's ``table`` data (saved with the game)."""
    table[TABLE_KEY] = plan.to_json()


def saved_plan(table: Mapping[str, Any], seats: Sequence[Seat]) -> DevicePlan | None:
    """The plan a game was played with, from its session's ``table`` data; None when the save
    does not say (made before plans were kept) or says something that does not fit its seats."""
    raw = table.get(TABLE_KEY)
    if not isinstance(raw, Mapping):
        return None
    entries = raw.get("devices")
    if not isinstance(entries, list) or len(entries) != len(seats):
        return None
    try:
        mode = PlayMode(raw.get("mode"))
        found = tuple(SeatDevice.from_json(entry) for entry in entries)
    except ValueError:
        return None
    for device, seat in zip(found, seats, strict=True):
        if (device.kind is DeviceKind.COMPUTER) != seat.is_computer:
            return None
    return DevicePlan(mode, found)


# -- remembered with the last set-up -----------------------------------------------------------------


def remembered(settings: Settings, seats: Sequence[Seat]) -> DevicePlan:
    """The plan of the last Outrun set-up for these seats; what no longer fits falls back to the
    default for that seat (a seat added since, a computer seat that became a person)."""
    plan = default_plan(seats)
    last = settings.last_setup.get(GAME_ID, {})
    if not isinstance(last, Mapping):
        return plan
    try:
        mode = PlayMode(last.get("mode", PlayMode.TOGETHER.value))
    except ValueError:
        mode = PlayMode.TOGETHER
    if len(seats) == 1:
        mode = PlayMode.PRACTICE  # one seat is the solo practice, whatever the group chose before
    raw = last.get("devices")
    devices = list(plan.devices)
    for index, entry in enumerate(raw if isinstance(raw, list) else []):
        if index >= len(devices):
            break
        try:
            device = SeatDevice.from_json(entry)
        except ValueError:
            continue
        if (device.kind is DeviceKind.COMPUTER) == seats[index].is_computer:
            devices[index] = device
    return DevicePlan(mode, tuple(devices))


def group_mode(settings: Settings) -> PlayMode:
    """How the group last chose to race with more than one seat: Together or Relay.

    Practice is for one seat alone, so a remembered Practice (written by older versions after a
    solo set-up) reads as the default, Together: going back from one player to more never
    leaves the set-up on a mode that refuses to start."""
    last = settings.last_setup.get(GAME_ID, {})
    if not isinstance(last, Mapping):
        return PlayMode.TOGETHER
    try:
        mode = PlayMode(last.get("mode", PlayMode.TOGETHER.value))
    except ValueError:
        return PlayMode.TOGETHER
    return PlayMode.TOGETHER if mode is PlayMode.PRACTICE else mode


def remember(settings: Settings, plan: DevicePlan) -> Settings:
    """These settings with the plan kept in Outrun's last set-up (its seats and options stay)."""
    last = {game: dict(setup) for game, setup in settings.last_setup.items()}
    last[GAME_ID] = {**last.get(GAME_ID, {}), **plan.to_json()}
    return settings.with_(last_setup=last)
