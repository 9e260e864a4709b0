"""The Outrun table's one door to the device plan: who plays with which keys, pad, touch or mouse.

Every call the table makes into the plan (:mod:`~tabletop.games.outrun.table.devices`) and into the
seat input's keyboard zones is here, so the plan can be replaced (issue 21 moves it into the engine)
by changing this module alone: which plan a table plays with, keeping it with the game and for the
next set-up, opening the seat input for it, handing a relay's shared zone to the runner up, and the
words and key caps a lane shows for its seat's controls.
"""

from __future__ import annotations

from tabletop.core.i18n import _
from tabletop.core.seats import Seat
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.key_zones import SLOTS, KeyZones, key_cap, key_label
from tabletop.engine.scene import Host
from tabletop.engine.seat_input import SeatInput
from tabletop.games.outrun.table import devices
from tabletop.games.outrun.table.devices import DeviceKind, DevicePlan


def choose_plan(
    session: GameSession, settings: Settings, *, demo: bool, spectator: bool
) -> DevicePlan | None:
    """The plan a table plays with (None: a replayed save that names no devices, shown as a race
    together).  The demo races together, as nobody presses; the replay shows the plan the game
    was played with; a loaded game (Load game, Continue) plays on with the plan it was saved with,
    whatever was set up since (a relay or a practice in between must not turn a race together
    into a relay); a new game plays as the last set-up said."""
    saved = devices.saved_plan(session.table, session.seats)
    if spectator or demo:
        return saved if spectator else None
    if saved is not None and session.commands:
        return saved
    return devices.remembered(settings, session.seats)


def together(seats: list[Seat]) -> DevicePlan:
    """Everyone races at once with the default devices (the demo; a save that does not say)."""
    return devices.default_plan(seats)


def keep(session: GameSession, plan: DevicePlan) -> None:
    """The plan goes with the game (a save, Continue)."""
    devices.keep_with_game(session.table, plan)


def remember(host: Host, plan: DevicePlan) -> None:
    """The plan is the next set-up's."""
    host.update_settings(devices.remember(host.settings, plan))


def open_input(plan: DevicePlan, settings: Settings) -> tuple[SeatInput, list[int]]:
    """The seat input for ``plan`` (paused until a race) and the seats that must claim a pad."""
    seat_input = SeatInput(KeyZones.from_names(settings.key_zones))
    seat_input.pause()
    pads = devices.apply_plan(plan, seat_input)
    # the mouse runner's presses on their hand are read here, to tell a click from a drag
    seat_input.use_mouse(seat_input.mouse_seat, drags=True)
    return seat_input, pads


def hand_to_runner(plan: DevicePlan, seat_input: SeatInput, seat: int | None) -> None:
    """A relay's runner up takes over a keyboard zone shared with them."""
    devices.hand_to_runner(plan, seat_input, seat)


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
