"""The Outrun table's one door to the device plan: who plays with which keys, pad, touch or mouse.

Every call the table makes into the plan (the engine's :mod:`~tabletop.engine.seat_devices`, with
Outrun's modes in :mod:`~tabletop.games.outrun.table.race_modes`) and into the seat input's
keyboard zones is here: which plan a table plays with, keeping it with the game and for the
next set-up, opening the seat input for it, handing a relay's shared zone to the runner up, and the
words and key caps a lane shows for its seat's controls.
"""

from __future__ import annotations

from tabletop.core.i18n import _
from tabletop.core.seats import Seat
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.key_zones import KeyZones, key_cap, key_label
from tabletop.engine.scene import Host
from tabletop.engine.seat_devices import DeviceKind, apply_plan, hand_over
from tabletop.engine.seat_input import SeatInput
from tabletop.games.outrun.table.race_actions import RACE_ACTIONS, SLOTS
from tabletop.games.outrun.table.race_modes import DEVICES, DevicePlan


def choose_plan(
    session: GameSession, settings: Settings, *, demo: bool, spectator: bool
) -> DevicePlan | None:
    """The plan a table plays with (None: a replayed save that names no devices, shown as a race
    together).  The demo races together, as nobody presses; the replay shows the plan the game
    was played with; a loaded game (Load game, Continue) plays on with the plan it was saved with,
    whatever was set up since (a relay or a practice in between must not turn a race together
    into a relay); a new game plays as the last set-up said."""
    saved = DEVICES.saved_plan(session.table, session.seats)
    if spectator or demo:
        return saved if spectator else None
    if saved is not None and session.commands:
        return saved
    return DEVICES.remembered(settings, session.seats)


def together(seats: list[Seat]) -> DevicePlan:
    """Everyone races at once with the default devices (the demo; a save that does not say)."""
    return DEVICES.default_plan(seats)


def keep(session: GameSession, plan: DevicePlan) -> None:
    """The plan goes with the game (a save, Continue)."""
    DEVICES.keep_with_game(session.table, plan)


def remember(host: Host, plan: DevicePlan) -> None:
    """The plan is the next set-up's."""
    host.update_settings(DEVICES.remember(host.settings, plan))


def open_input(plan: DevicePlan, settings: Settings) -> tuple[SeatInput, list[int]]:
    """The seat input for ``plan`` (paused until a race) and the seats that must claim a pad."""
    seat_input = SeatInput(KeyZones.from_names(settings.key_zones), RACE_ACTIONS)
    seat_input.pause()
    pads = apply_plan(plan, seat_input)
    # the mouse runner's presses on their hand are read here, to tell a click from a drag
    seat_input.use_mouse(seat_input.mouse_seat, drags=True)
    return seat_input, pads


def hand_to_runner(plan: DevicePlan, seat_input: SeatInput, seat: int | None) -> None:
    """A relay's runner up takes over a keyboard zone shared with them."""
    hand_over(plan, seat_input, seat)


def label(plan: DevicePlan, seat_input: SeatInput, seat: int, *, spectator: bool) -> str:
    """The seat's device under its name."""
    device = plan.devices[seat]
    if device.kind is DeviceKind.PAD and seat_input.pads.pad_of(seat) is None and not spectator:
        return _("Gamepad: waiting")
    return device.label()


def key_labels(seat_input: SeatInput, seat: int, count: int) -> tuple[str, ...]:
    """The key caps over a seat's ``count`` hand places ("" past the eight symbols)."""
    zone = seat_input.zone_of(seat)
    if zone is None:
        return ()
    keys = seat_input.zones.zones[zone]
    return tuple(key_cap(keys[i]) if i < SLOTS else "" for i in range(count))


def finish_key(seat_input: SeatInput, seat: int) -> str:
    zone = seat_input.zone_of(seat)
    if zone is None:
        return ""
    return key_label(seat_input.zones.zones[zone][SLOTS])
