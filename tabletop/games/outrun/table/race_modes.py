"""How Outrun's seats race, chosen at set-up: the play mode, on top of the engine's device plan.

Modes: **together** (everyone races at once, each on their own device), **relay** (one person at a
time on the same path card, behind a curtain) and **practice** (one person against the clock).
The devices, the plan, keeping it with the game (the session's ``table["devices"]``) and
remembering it in Outrun's last set-up are the engine's (``engine/seat_devices.py``); Outrun adds
its checks: in a relay the runners take turns, so one keyboard zone or the mouse may serve them
all; a person with no device cannot race together (then it suggests relay); a table of computers
alone is no race; practice is one seat alone.  Saves made before plans were kept have none, and
``DEVICES.saved_plan`` says so.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.i18n import N_, _
from tabletop.core.seats import Seat
from tabletop.core.settings import Settings
from tabletop.engine.seat_devices import PEOPLE_DEVICES, DeviceKind, DeviceRules, SeatPlan
from tabletop.games.outrun.table.race_actions import RACE_ACTIONS

GAME_ID = "outrun"


class PlayMode(enum.Enum):
    TOGETHER = "together"
    RELAY = "relay"
    PRACTICE = "practice"


MODE_NAMES: dict[PlayMode, str] = {
    PlayMode.TOGETHER: N_("Together"),
    PlayMode.RELAY: N_("Relay"),
    PlayMode.PRACTICE: N_("Practice"),
}

#: Outrun's plan: every seat's device and how they race
DevicePlan = SeatPlan[PlayMode]

ZONE_TWICE = N_(
    "{first} and {second} both have keyboard zone {number}. Racing together, a zone can serve one "
    "player only: give one of them another device, or choose Relay to take turns on it."
)
NOBODY = N_("Outrun needs at least one person at the table.")
UNEQUIPPED = N_(
    "{names} cannot race with nothing to press. Give each person a device, or choose Relay: "
    "the players then take turns on one keyboard or mouse."
)
PRACTICE_ALONE = N_(
    "Practice is one person alone against the clock: set Players to 1, or choose Together or Relay."
)


class OutrunDevices(DeviceRules[PlayMode]):
    game_id = GAME_ID
    table_key = "devices"
    modes = PlayMode
    actions = RACE_ACTIONS
    zone_twice = ZONE_TWICE

    def default_mode(self, seats: Sequence[Seat]) -> PlayMode:
        """One seat is the solo practice; more race together."""
        return PlayMode.PRACTICE if len(seats) == 1 else PlayMode.TOGETHER

    def shares(self, mode: PlayMode) -> bool:
        """A relay runs one person at a time: a zone or the mouse serves whoever is up."""
        return mode is PlayMode.RELAY

    def recalled_mode(self, raw: Any, seats: Sequence[Seat]) -> PlayMode:
        """One seat is the solo practice, whatever the group chose before."""
        if len(seats) == 1:
            return PlayMode.PRACTICE
        try:
            return PlayMode(raw)
        except ValueError:
            return PlayMode.TOGETHER

    def extra_problems(self, plan: DevicePlan, seats: Sequence[Seat]) -> list[str]:
        names = [seat.name for seat in seats]
        found: list[str] = []
        unequipped = [
            names[index]
            for index, (seat, device) in enumerate(zip(seats, plan.devices, strict=True))
            if not seat.is_computer
            and device.kind not in PEOPLE_DEVICES
            and device.kind is not DeviceKind.COMPUTER
        ]
        if all(seat.is_computer for seat in seats):
            found.append(_(NOBODY))
        if plan.mode is PlayMode.TOGETHER and unequipped:
            found.append(_(UNEQUIPPED).format(names=", ".join(unequipped)))
        if plan.mode is PlayMode.PRACTICE and len(seats) != 1:
            found.append(_(PRACTICE_ALONE))
        return found


DEVICES = OutrunDevices()


def default_plan(seats: Sequence[Seat]) -> DevicePlan:
    """A plan that works: the people on keyboard zones 1, 2, 3, then gamepads; computers as such;
    one seat alone practises."""
    return DEVICES.default_plan(seats)


def problems(plan: DevicePlan, seats: Sequence[Seat]) -> list[str]:
    """Everything that stops this plan, each a sentence for the set-up screen (empty: it is fine)."""
    return DEVICES.problems(plan, seats)


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
