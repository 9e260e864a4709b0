"""The set-up row of a seat-device plan: each person's device in the seats' column.

One class for every game whose people play at once on their own devices (Outrun's race, Just
Run's frenzied scavenge); a game subclasses it to add its own rows (Outrun's mode) and notes, and
to say when the column shows.  It keeps only what the players chose; the plan shown is derived
from the seats each time (a person with no choice yet gets a free device, a computer seat the
computer), so the form stays startable wherever it can.  What still stops the plan is the game's
:meth:`~tabletop.engine.seat_devices.DeviceRules.problems`, word for word.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Generic

from tabletop.core.seats import Seat
from tabletop.core.settings import Settings
from tabletop.engine.phone_seats import PlaysOn, plays_on_row
from tabletop.engine.seat_devices import ZONES, DeviceKind, DeviceRules, M, SeatDevice, SeatPlan
from tabletop.engine.setup_rows import Row, SetupRows

MAX_SEATS = 6
KEY_DEVICES: tuple[SeatDevice, ...] = tuple(SeatDevice(DeviceKind.KEYS, zone) for zone in range(ZONES))


def phone_device(index: int) -> SeatDevice:
    """Seat ``index``'s own phone (a remote client; each seat's is its own, issue 22)."""
    return SeatDevice(DeviceKind.REMOTE, client=f"phone-{index + 1}")


class SeatDeviceRows(SetupRows, Generic[M]):
    """Each person's device in the seats' column, for the game whose :class:`DeviceRules` it has."""

    #: the game's side of the model
    rules: DeviceRules[M]
    #: what a person can choose, in the order the choice steps through them
    choices: tuple[SeatDevice, ...] = (
        *KEY_DEVICES,
        SeatDevice(DeviceKind.PAD),
        SeatDevice(DeviceKind.TOUCH),
        SeatDevice(DeviceKind.MOUSE),
    )
    #: a person with no choice yet gets the first keyboard zone nobody has, else the first of these
    #: nobody has, else the last of them
    spares: tuple[SeatDevice, ...] = (SeatDevice(DeviceKind.PAD),)
    #: the device a lone person who chose nothing plays with (None: as anyone else)
    lone: SeatDevice | None = None

    def __init__(self) -> None:
        self.mode: M = next(iter(self.rules.modes))
        self.pads: int | None = None  # the gamepads plugged in, as the form last said
        #: what each seat's person chose (None: nothing yet, they get a free device)
        self.chosen: list[SeatDevice | None] = [None] * MAX_SEATS
        #: the seats whose person chose their device here or in the last set-up
        self.picked: set[int] = set()

    # -- the plan --------------------------------------------------------------------------------

    def shows_devices(self) -> bool:
        """Whether the seats' column shows now (Just Run shows it for its frenzy only)."""
        return True

    def mode_for(self, seats: Sequence[Seat]) -> M:
        """The mode the plan has for these seats (a game may decide it from the seats)."""
        return self.mode

    def plan(self, seats: Sequence[Seat]) -> SeatPlan[M]:
        """The plan the form shows now: the people's choices, a free device for a person who has
        none yet, the computer for the computer seats."""
        lone = sum(not seat.is_computer for seat in seats) == 1
        taken = {
            device
            for device, seat in zip(self.chosen, seats, strict=False)
            if device is not None and not seat.is_computer
        }
        result: list[SeatDevice] = []
        for index, seat in enumerate(seats):
            if seat.is_computer:
                result.append(SeatDevice(DeviceKind.COMPUTER))
                continue
            if lone and self.lone is not None and index not in self.picked:
                result.append(self.lone)
                continue
            device = self.chosen[index]
            if device is None:
                device = self._free(taken)
                self.chosen[index] = device
                taken.add(device)
            result.append(device)
        return SeatPlan(self.mode_for(seats), tuple(result))

    def _free(self, taken: set[SeatDevice]) -> SeatDevice:
        spare = next((device for device in (*KEY_DEVICES, *self.spares) if device not in taken), None)
        return spare if spare is not None else self.spares[-1]

    # -- the form ----------------------------------------------------------------------------------

    def see_form(self, options: Mapping[str, Any], pads: int) -> None:
        self.pads = pads

    def recall(self, last: Mapping[str, Any], settings: Settings, seats: Sequence[Seat]) -> None:
        plan = self.rules.remembered(settings, seats)
        self.mode = plan.mode
        for index, device in self.rules.remembered_devices(settings, seats).items():
            if device.kind is not DeviceKind.COMPUTER:
                self.chosen[index] = device
                self.picked.add(index)

    def seat_row(self, index: int, seats: Sequence[Seat]) -> Row | None:
        """A person's device, the last choice their own phone; while the column is hidden (Just
        Run's calm scavenge) the one choice left is this screen or a phone."""
        if seats[index].is_computer:
            return None
        device = self.plan(seats).devices[index]
        if not self.shows_devices():
            return plays_on_row(f"plays_on:{index}", device.kind is DeviceKind.REMOTE)
        choices = (*self.choices, phone_device(index))
        labels = tuple(choice.label for choice in choices)
        return Row(f"device:{index}", "", choices, labels, device)

    def choose(self, key: str, value: Any, seats: Sequence[Seat]) -> None:
        if key.startswith("device:") and isinstance(value, SeatDevice):
            self.plan(seats)  # every person has a device before one changes
            index = int(key.removeprefix("device:"))
            self.chosen[index] = value
            self.picked.add(index)
        elif key.startswith("plays_on:") and isinstance(value, PlaysOn):
            index = int(key.removeprefix("plays_on:"))
            if value is PlaysOn.PHONE:
                self.chosen[index] = phone_device(index)
                self.picked.add(index)
            elif self.chosen[index] == phone_device(index):
                self.chosen[index] = None  # a free device again, as nobody chose one
                self.picked.discard(index)

    def phone_seats(self, seats: Sequence[Seat]) -> list[int]:
        """The people whose device is their phone."""
        devices = self.plan(seats).devices
        return [index for index, device in enumerate(devices) if device.kind is DeviceKind.REMOTE]

    def problems(self, seats: Sequence[Seat]) -> list[str]:
        if not self.shows_devices():
            return []
        return self.rules.problems(self.plan(seats), seats, self.pads)

    def remember(self, settings: Settings, seats: Sequence[Seat]) -> Settings:
        """The plan, for the next set-up of this game (nothing while the column is hidden, unless a
        seat is on a phone: the other devices, never shown, are nobody's choice)."""
        plan = self.plan(seats)
        if not self.shows_devices() and not self.phone_seats(seats):
            return settings
        return self.rules.remember(settings, SeatPlan(self.mode, plan.devices))
