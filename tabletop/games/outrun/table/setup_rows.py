"""Outrun's own rows on the set-up screen: the play mode, and what each person plays with.

The seats' column is the engine's (``engine/seat_device_rows.py``); Outrun adds the play mode and
the solo practice's row.  One seat is the solo practice (the only mode it offers, and the rules'
``solo`` option), with its own row: whether the ghost of the best run races beside the person (in
the place of the rules' "first to turn" row, which one runner does not need, so the form keeps its
layout).  A person may also choose no device (fine in a relay, where they take turns).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.i18n import N_, _
from tabletop.core.seats import Seat
from tabletop.core.settings import Settings
from tabletop.engine.seat_device_rows import KEY_DEVICES, SeatDeviceRows
from tabletop.engine.seat_devices import DeviceKind, SeatDevice, SeatPlan
from tabletop.engine.setup_rows import Row
from tabletop.games.outrun.bots import bot_race
from tabletop.games.outrun.rules.setup import SOLO
from tabletop.games.outrun.table import ghost, race_modes
from tabletop.games.outrun.table.race_modes import DEVICES, MODE_NAMES, PlayMode

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


class OutrunSetupRows(SeatDeviceRows[PlayMode]):
    seat_heading = N_("Plays with")
    rules = DEVICES
    choices = (
        *KEY_DEVICES,
        SeatDevice(DeviceKind.PAD),
        SeatDevice(DeviceKind.TOUCH),
        SeatDevice(DeviceKind.MOUSE),
        SeatDevice(DeviceKind.NONE),
    )

    def __init__(self) -> None:
        super().__init__()
        self.mode = PlayMode.TOGETHER
        self.ghost = True  # the ghost of the best run in a solo practice

    def recall(self, last: Mapping[str, Any], settings: Settings, seats: Sequence[Seat]) -> None:
        super().recall(last, settings, seats)
        self.mode = race_modes.group_mode(settings)  # one seat's Practice is not the group's choice
        self.ghost = ghost.wanted(settings)

    def mode_for(self, seats: Sequence[Seat]) -> PlayMode:
        """One seat can only practise; more race as the group chose."""
        return PlayMode.PRACTICE if len(seats) == 1 else self.mode

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
        else:
            super().choose(key, value, seats)

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

    def rules_options(self, seats: Sequence[Seat]) -> dict[str, Any]:
        """One seat: the rules' solo practice (saved with the game)."""
        return {SOLO: True} if len(seats) == 1 else {}

    def remember(self, settings: Settings, seats: Sequence[Seat]) -> Settings:
        """The plan, and the ghost's on/off, for the next set-up (the mode the group chose for
        more seats is kept as they chose it)."""
        settings = DEVICES.remember(settings, SeatPlan(self.mode, self.plan(seats).devices))
        return ghost.remember_wanted(settings, self.ghost)
