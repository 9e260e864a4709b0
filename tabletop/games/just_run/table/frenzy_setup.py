"""Just Run's own rows on the set-up screen: what each person answers the frenzied scavenge with,
and a line under the rows on the scavenge chosen (the quick start's says what it does for you).

In the frenzied scavenge (rulebook, The Frenzied Method) everyone answers at once, each on their
own device, as Outrun's runners race: a zone of the shared keyboard, a gamepad, their lane on the
touch screen, or the mouse (``frenzy_seats``).  The calm scavenge needs none of it, so the seats'
column and the notes show only while the frenzied scavenge is chosen.  :func:`problems` says, in
words a player reads, what stops the start: one keyboard zone or the mouse for two people, more
gamepad seats than gamepads plugged in.  What was chosen is remembered with the last set-up of Just
Run (``last_setup["just_run"]["devices"]``) and is what the table's frenzy panel starts with; the
table keeps it with the game itself (``frenzy_seats.TABLE_KEY``), so Continue answers as before.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.i18n import N_, _, ngettext
from tabletop.core.seats import Seat
from tabletop.core.settings import Settings
from tabletop.engine.seat_input import Device
from tabletop.engine.setup_rows import Row, SetupRows
from tabletop.games.just_run.table import frenzy_seats as fs
from tabletop.games.just_run.table.frenzy_seats import SeatDevice, default_devices

GAME_ID = "just_run"
MAX_SEATS = 6
#: what a person can answer with, in the order the choice steps through them
PERSON_DEVICES: tuple[SeatDevice, ...] = (
    *(SeatDevice(Device.KEYS, zone) for zone in range(fs.ZONES)),
    SeatDevice(Device.PAD),
    SeatDevice(Device.TOUCH),
    SeatDevice(Device.MOUSE),
)
DEVICE_NAMES: dict[Device, str] = {
    Device.KEYS: N_("Keyboard"),
    Device.PAD: N_("Gamepad"),
    Device.TOUCH: N_("Touch screen"),
    Device.MOUSE: N_("Mouse"),
}

ZONE_TWICE = N_("{first} and {second} both have keyboard zone {number}. A zone can serve one player only.")
MOUSE_TWICE = N_("{first} and {second} both have the mouse. The mouse can serve one player only.")
FRENZY_NOTE = N_(
    "The frenzied scavenge: everyone answers at once, each on their own keys, gamepad, touch lane "
    "or the mouse. A lane whose device is missing can still be answered by touching or clicking "
    "its buttons."
)

QUICK_NOTE = N_(
    "Quick start: the cards are dealt as in the calm scavenge, and every pick and the packing are "
    "made for you by a rule of thumb. You go straight to choosing your start rooms."
)
CALM_NOTE = N_(
    "Calm: each of you picks a card from a private hand and passes the rest, until all are taken, "
    "then packs their gear. Quick start does all this for you."
)


def device_label(device: SeatDevice) -> str:
    """How the set-up names a device: "Keyboard zone 2", "Gamepad", ..."""
    if device.kind is Device.KEYS and device.zone is not None:
        return _("Keyboard zone {number}").format(number=device.zone + 1)
    return _(DEVICE_NAMES[device.kind]) if device.kind is not None else ""


def problems(devices: Sequence[SeatDevice], seats: Sequence[Seat], pads: int) -> list[str]:
    """Everything that stops the frenzied scavenge's devices, each a sentence (empty: fine)."""
    names = [seat.name for seat in seats]
    found: list[str] = []
    zone_owner: dict[int, int] = {}
    mouse_owner: int | None = None
    on_pads: list[int] = []
    for index, (seat, device) in enumerate(zip(seats, devices, strict=False)):
        if seat.is_computer:
            continue
        if device.kind is Device.KEYS and device.zone is not None:
            if device.zone in zone_owner:
                first = names[zone_owner[device.zone]]
                found.append(_(ZONE_TWICE).format(first=first, second=names[index], number=device.zone + 1))
            else:
                zone_owner[device.zone] = index
        elif device.kind is Device.MOUSE:
            if mouse_owner is not None:
                found.append(_(MOUSE_TWICE).format(first=names[mouse_owner], second=names[index]))
            else:
                mouse_owner = index
        elif device.kind is Device.PAD:
            on_pads.append(index)
    if len(on_pads) > pads:
        who = ", ".join(names[index] for index in on_pads)
        found.append(
            ngettext(
                "A gamepad is chosen for {names}, but only {count} is plugged in. Plug one in, or "
                "choose keys, touch or the mouse.",
                "A gamepad is chosen for {names}, but only {count} are plugged in. Plug one in, or "
                "choose keys, touch or the mouse.",
                pads,
            ).format(names=who, count=pads)
        )
    return found


def remembered(settings: Settings, seats: Sequence[Seat]) -> tuple[SeatDevice, ...]:
    """The devices of the last Just Run set-up for these seats; a seat whose entry no longer fits
    (a seat added since, a computer seat that became a person) gets the default."""
    devices = list(default_devices(seats))
    for index, device in _remembered_entries(settings, seats).items():
        devices[index] = device
    return tuple(devices)


def _remembered_entries(settings: Settings, seats: Sequence[Seat]) -> dict[int, SeatDevice]:
    """The seats whose device the last set-up named and that still fit it."""
    last = settings.last_setup.get(GAME_ID, {})
    raw = last.get("devices") if isinstance(last, Mapping) else None
    found: dict[int, SeatDevice] = {}
    for index, entry in enumerate(raw if isinstance(raw, list) else []):
        if index >= len(seats):
            break
        try:
            device = SeatDevice.from_json(entry)
        except ValueError:
            continue
        if (device.kind is None) == seats[index].is_computer:
            found[index] = device
    return found


def remember(settings: Settings, devices: Sequence[SeatDevice]) -> Settings:
    """These settings with the devices kept in Just Run's last set-up (its seats and options stay)."""
    last = {game: dict(setup) for game, setup in settings.last_setup.items()}
    last[GAME_ID] = {**last.get(GAME_ID, {}), "devices": [device.to_json() for device in devices]}
    return settings.with_(last_setup=last)


class JustRunSetupRows(SetupRows):
    """Each person's device for the frenzied scavenge, in the seats' column."""

    seat_heading = N_("Answers with")

    def __init__(self) -> None:
        self.frenzied = False
        self.scavenge = ""
        self.pads = 0
        #: what each seat's person chose (None: nothing yet, they get a free device)
        self.chosen: list[SeatDevice | None] = [None] * MAX_SEATS
        #: the seats whose person chose their device here or in the last set-up
        self.picked: set[int] = set()

    def see_form(self, options: Mapping[str, Any], pads: int) -> None:
        self.scavenge = str(options.get("scavenge", ""))
        self.frenzied = self.scavenge == "frenzied"
        self.pads = pads
        # the column's heading shows only while the column does
        self.seat_heading = JustRunSetupRows.seat_heading if self.frenzied else ""

    def recall(self, last: Mapping[str, Any], settings: Settings, seats: Sequence[Seat]) -> None:
        for index, device in _remembered_entries(settings, seats).items():
            if device.kind is not None:
                self.chosen[index] = device
                self.picked.add(index)

    def devices(self, seats: Sequence[Seat]) -> tuple[SeatDevice, ...]:
        """The devices the form shows now: the people's choices, a free one for a person who has
        none yet (a keyboard zone nobody has, else the mouse, else touch), none for computers.  A
        lone person who chose nothing has the mouse: the lane's buttons are what they click."""
        lone = sum(not seat.is_computer for seat in seats) == 1
        taken = {
            device
            for device, seat in zip(self.chosen, seats, strict=False)
            if device is not None and not seat.is_computer
        }
        out: list[SeatDevice] = []
        for index, seat in enumerate(seats):
            if seat.is_computer:
                out.append(SeatDevice(None))
                continue
            if lone and index not in self.picked:
                out.append(SeatDevice(Device.MOUSE))
                continue
            device = self.chosen[index]
            if device is None:
                device = _free(taken)
                self.chosen[index] = device
                taken.add(device)
            out.append(device)
        return tuple(out)

    def seat_row(self, index: int, seats: Sequence[Seat]) -> Row | None:
        if not self.frenzied or seats[index].is_computer:
            return None
        device = self.devices(seats)[index]
        labels = tuple((lambda choice=choice: device_label(choice)) for choice in PERSON_DEVICES)
        return Row(f"device:{index}", "", PERSON_DEVICES, labels, device)

    def choose(self, key: str, value: Any, seats: Sequence[Seat]) -> None:
        if key.startswith("device:") and isinstance(value, SeatDevice):
            self.devices(seats)  # every person has a device before one changes
            index = int(key.removeprefix("device:"))
            self.chosen[index] = value
            self.picked.add(index)

    def notes(self, seats: Sequence[Seat]) -> list[str]:
        notes = {"frenzied": FRENZY_NOTE, "quick": QUICK_NOTE, "calm": CALM_NOTE}
        return [_(notes[self.scavenge])] if self.scavenge in notes else []

    def problems(self, seats: Sequence[Seat]) -> list[str]:
        return problems(self.devices(seats), seats, self.pads) if self.frenzied else []

    def remember(self, settings: Settings, seats: Sequence[Seat]) -> Settings:
        """The devices of a frenzied set-up (a calm one's defaults, never shown, are not choices)."""
        return remember(settings, self.devices(seats)) if self.frenzied else settings


def _free(taken: set[SeatDevice]) -> SeatDevice:
    for zone in range(fs.ZONES):
        if SeatDevice(Device.KEYS, zone) not in taken:
            return SeatDevice(Device.KEYS, zone)
    if SeatDevice(Device.MOUSE) not in taken:
        return SeatDevice(Device.MOUSE)
    return SeatDevice(Device.TOUCH)
