"""Just Run's own rows on the set-up screen: what each person answers the frenzied scavenge with,
and a line under the rows on the scavenge chosen (the quick start's says what it does for you).

In the frenzied scavenge (rulebook, The Frenzied Method) everyone answers at once, each on their
own device, as Outrun's runners race.  The seats' column is the engine's
(``engine/seat_device_rows.py``, the plan's model and words in ``engine/seat_devices.py``); the
calm scavenge needs none of it, so the column and the notes show only while the frenzied
scavenge is chosen.  A lone person who chose nothing answers with the mouse (the lane's buttons are
what they click); a person with no choice yet gets a keyboard zone nobody has, else the mouse,
else touch.  What was chosen is remembered with the last set-up of Just Run and is what the
table's frenzy panel starts with; the table keeps it with the game (``frenzy_seats.TABLE_KEY``),
so Continue answers as before.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.i18n import N_, _
from tabletop.core.seats import Seat
from tabletop.engine.phone_seats import PhoneRows
from tabletop.engine.seat_device_rows import SeatDeviceRows
from tabletop.engine.seat_devices import DeviceKind, NoModes, SeatDevice
from tabletop.games.just_run.table.frenzy_seats import DEVICES

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


class JustRunSetupRows(SeatDeviceRows[NoModes]):
    """Each person's device for the frenzied scavenge, in the seats' column."""

    seat_heading = N_("Answers with")
    rules = DEVICES
    spares = (SeatDevice(DeviceKind.MOUSE), SeatDevice(DeviceKind.TOUCH))
    lone = SeatDevice(DeviceKind.MOUSE)

    def __init__(self) -> None:
        super().__init__()
        self.frenzied = False
        self.scavenge = ""

    def see_form(self, options: Mapping[str, Any], pads: int) -> None:
        super().see_form(options, pads)
        self.scavenge = str(options.get("scavenge", ""))
        self.frenzied = self.scavenge == "frenzied"
        # the frenzy's devices, else each person's choice of this screen or a phone
        self.seat_heading = JustRunSetupRows.seat_heading if self.frenzied else PhoneRows.seat_heading

    def shows_devices(self) -> bool:
        return self.frenzied

    def devices(self, seats: Sequence[Seat]) -> tuple[SeatDevice, ...]:
        """The devices the form shows now."""
        return self.plan(seats).devices

    def notes(self, seats: Sequence[Seat]) -> list[str]:
        notes = {"frenzied": FRENZY_NOTE, "quick": QUICK_NOTE, "calm": CALM_NOTE}
        return [_(notes[self.scavenge])] if self.scavenge in notes else []
