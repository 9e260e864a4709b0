"""Outrun's own rows on the set-up screen: the play mode, and what each person plays with.

The generic set-up screen (``scenes/setup.py``) draws them; this class only keeps what the group
chose and turns it into a :class:`~tabletop.games.outrun.table.devices.DevicePlan` for the seats of the
moment.  One seat is the solo practice (the only mode it offers, and the rules' ``solo`` option),
with its own row: whether the ghost of the best run races beside the person (in the place of the
rules' "first to turn" row, which one runner does not need, so the form keeps its layout).  A computer seat
needs no device (its column shows its strength); a seat that becomes a person is given the first
keyboard zone nobody has, else a gamepad, so the form stays startable wherever it can.  What
still stops the plan is :func:`devices.problems`, word for word.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.i18n import N_, _
from tabletop.core.seats import Seat
from tabletop.core.settings import Settings
from tabletop.engine.setup_rows import Row, SetupRows
from tabletop.games.outrun.bots import bot_race
from tabletop.games.outrun.rules.setup import SOLO
from tabletop.games.outrun.table import devices, ghost
from tabletop.games.outrun.table.devices import MODE_NAMES, DeviceKind, DevicePlan, PlayMode, SeatDevice

MODE_LINES: dict[PlayMode, str] = {
    PlayMode.TOGETHER: N_(
        "Together: everyone races at once, each on their own keys, gamepad, touch screen or the mouse."
    ),
    PlayMode.RELAY: N_(
        "Relay: one runner at a time runs the same path card against the clock while the others look "
        "away. One mouse or keyboard is enough."
    ),
    PlayMode.PRACTICE: N_(
        "Practice: one person alone against the monster and the clock, to beat their best time."
    ),
}
#: what a person can play with, in the order the choice steps through them
PERSON_DEVICES: tuple[SeatDevice, ...] = (
    *(SeatDevice(DeviceKind.KEYS, zone) for zone in range(devices.ZONES)),
    SeatDevice(DeviceKind.PAD),
    SeatDevice(DeviceKind.TOUCH),
    SeatDevice(DeviceKind.MOUSE),
    SeatDevice(DeviceKind.NONE),
)
MAX_SEATS = 6


class OutrunSetupRows(SetupRows):
    seat_heading = N_("Plays with")

    def __init__(self) -> None:
        self.mode = PlayMode.TOGETHER
        self.ghost = True  # the ghost of the best run in a solo practice
        #: what each seat's person chose (None: nothing yet, they get a free device)
        self.chosen: list[SeatDevice | None] = [None] * MAX_SEATS

    def recall(self, last: Mapping[str, Any], settings: Settings, seats: Sequence[Seat]) -> None:
        plan = devices.remembered(settings, seats)
        self.mode = devices.group_mode(settings)  # one seat's Practice is not the group's choice
        self.ghost = ghost.wanted(settings)
        for index, device in enumerate(plan.devices):
            if device.kind is not DeviceKind.COMPUTER:
                self.chosen[index] = device

    def plan(self, seats: Sequence[Seat]) -> DevicePlan:
        """The plan the form shows now: the people's choices, a free device for a person who has
        none yet, the computer for the computer seats."""
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
            device = self.chosen[index]
            if device is None:
                device = self._free(taken)
                self.chosen[index] = device
                taken.add(device)
            result.append(device)
        return DevicePlan(self.mode_for(seats), tuple(result))

    def mode_for(self, seats: Sequence[Seat]) -> PlayMode:
        """One seat can only practise; more race as the group chose."""
        return PlayMode.PRACTICE if len(seats) == 1 else self.mode

    @staticmethod
    def _free(taken: set[SeatDevice]) -> SeatDevice:
        for zone in range(devices.ZONES):
            if SeatDevice(DeviceKind.KEYS, zone) not in taken:
                return SeatDevice(DeviceKind.KEYS, zone)
        return SeatDevice(DeviceKind.PAD)

    # -- the rows -------------------------------------------------------------------------------

    def seat_row(self, index: int, seats: Sequence[Seat]) -> Row | None:
        if seats[index].is_computer:
            return None
        device = self.plan(seats).devices[index]
        labels = tuple(choice.label for choice in PERSON_DEVICES)
        return Row(f"device:{index}", "", PERSON_DEVICES, labels, device)

    def rows(self, seats: Sequence[Seat]) -> list[Row]:
        mode = self.mode_for(seats)
        modes = (PlayMode.PRACTICE,) if len(seats) == 1 else tuple(PlayMode)
        labels = tuple((lambda mode=mode: _(MODE_NAMES[mode])) for mode in modes)
        rows = [Row("mode", N_("How you race"), modes, labels, mode)]
        if mode is PlayMode.PRACTICE:
            rows.append(
                Row("ghost", ghost.ROW_LABEL, (True, False), (lambda: _("On"), lambda: _("Off")), self.ghost)
            )
        return rows

    def choose(self, key: str, value: Any, seats: Sequence[Seat]) -> None:
        if key == "mode" and isinstance(value, PlayMode):
            if len(seats) > 1:  # one seat offers Practice alone: the group's choice stays
                self.mode = value
        elif key == "ghost" and isinstance(value, bool):
            self.ghost = value
        elif key.startswith("device:") and isinstance(value, SeatDevice):
            self.plan(seats)  # every person has a device before one changes
            self.chosen[int(key.removeprefix("device:"))] = value

    def notes(self, seats: Sequence[Seat]) -> list[str]:
        mode = self.mode_for(seats)
        lines = [_(MODE_LINES[mode])]
        if mode is PlayMode.PRACTICE and self.ghost:
            lines.append(_(ghost.ROW_NOTE))
        if any(seat.is_computer for seat in seats):
            lines.append(
                _(
                    "Computer runners need about {casual} s (Casual) or {strong} s (Strong) to lay 8 cards."
                ).format(casual=bot_race.typical_seconds("casual"), strong=bot_race.typical_seconds("strong"))
            )
        return lines

    def problems(self, seats: Sequence[Seat]) -> list[str]:
        return devices.problems(self.plan(seats), seats)

    def rules_options(self, seats: Sequence[Seat]) -> dict[str, Any]:
        """One seat: the rules' solo practice (saved with the game)."""
        return {SOLO: True} if len(seats) == 1 else {}

    def remember(self, settings: Settings, seats: Sequence[Seat]) -> Settings:
        """The plan, and the ghost's on/off, for the next set-up (the mode the group chose for
        more seats is kept as they chose it)."""
        settings = devices.remember(settings, DevicePlan(self.mode, self.plan(seats).devices))
        return ghost.remember_wanted(settings, self.ghost)
