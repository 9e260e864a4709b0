"""Who plays with what when everyone acts at once: one seat-device model for every such table.

Outrun's race and Just Run's frenzied scavenge have each person play on their own device, chosen
at set-up: a zone of the shared keyboard, a gamepad (claimed at the table by pressing a button on
it), the touch screen (each seat's lane is its zone), the mouse, a remote client (a phone; the
client's id names it), or the computer.  This module holds what both games share:

- :class:`SeatDevice` and :class:`SeatPlan`: a seat's device and every seat's (with the game's
  own mode, if it has modes), frozen and round-tripping through JSON;
- :class:`DeviceRules`: a game's side of it, subclassed once per game.  It says the game's default
  plan and what stops a plan, in words a player reads (the shared checks here, the game's own
  through :meth:`DeviceRules.extra_problems`); it keeps the plan with the game (the session's
  ``table`` data, so Continue and the replay know what each seat played with) and remembers it
  in the game's last set-up in the settings;
- :class:`Press` and :class:`ActionMap`: a game's named actions and what each device's presses
  mean in it (a zone's keys by place, a pad's buttons, a remote client's words);
- :func:`apply_plan`: hands the zones, the mouse and the remote clients to a table's
  :class:`~tabletop.engine.seat_input.SeatInput`.

A remote client reaches the table the way a keyboard does: ``SeatInput.feed_remote`` turns its
named action into the same :class:`~tabletop.engine.seat_input.SeatIntent`, so a table needs no
change for it.  The set-up row for these plans is ``tabletop.engine.seat_device_rows``.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from tabletop.core.i18n import N_, _, ngettext
from tabletop.core.seats import Seat
from tabletop.core.settings import DEFAULT_KEY_ZONES, Settings

ZONES = len(DEFAULT_KEY_ZONES)


class DeviceKind(enum.Enum):
    KEYS = "keys"  # a zone of the shared keyboard
    PAD = "pad"
    TOUCH = "touch"
    MOUSE = "mouse"
    REMOTE = "remote"  # a client on another device (a phone), named by its id
    COMPUTER = "computer"
    NONE = "none"  # a person with nothing of their own (fine where seats take turns)


DEVICE_NAMES: dict[DeviceKind, str] = {
    DeviceKind.KEYS: N_("Keyboard"),
    DeviceKind.PAD: N_("Gamepad"),
    DeviceKind.TOUCH: N_("Touch screen"),
    DeviceKind.MOUSE: N_("Mouse"),
    DeviceKind.REMOTE: N_("Phone"),
    DeviceKind.COMPUTER: N_("Computer"),
    DeviceKind.NONE: N_("No device"),
}

#: the devices a person presses with
PEOPLE_DEVICES = frozenset(
    {DeviceKind.KEYS, DeviceKind.PAD, DeviceKind.TOUCH, DeviceKind.MOUSE, DeviceKind.REMOTE}
)


@dataclass(frozen=True)
class SeatDevice:
    """One seat's device: ``zone`` (0-2) for the keyboard, ``client`` (its id) for a remote one."""

    kind: DeviceKind
    zone: int | None = None
    client: str | None = None

    def label(self) -> str:
        """How the set-up names it: "Keyboard zone 2", "Gamepad", ..."""
        if self.kind is DeviceKind.KEYS and self.zone is not None:
            return _("Keyboard zone {number}").format(number=self.zone + 1)
        return _(DEVICE_NAMES[self.kind])

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind.value, "zone": self.zone}
        if self.client is not None:
            data["client"] = self.client
        return data

    @classmethod
    def from_json(cls, data: Any) -> SeatDevice:
        """A device as :meth:`to_json` wrote it; Just Run's saves before the shared model wrote a
        computer seat's kind as null."""
        if not isinstance(data, Mapping):
            raise ValueError("a device must be an object")
        raw = data.get("kind")
        kind = DeviceKind.COMPUTER if raw is None else DeviceKind(raw)
        if kind is DeviceKind.KEYS:
            zone = data.get("zone")
            if not isinstance(zone, int) or isinstance(zone, bool) or not 0 <= zone < ZONES:
                raise ValueError("a keyboard device needs a zone")
            return cls(kind, zone)
        if kind is DeviceKind.REMOTE:
            client = data.get("client")
            if not isinstance(client, str) or not client:
                raise ValueError("a remote device needs its client's id")
            return cls(kind, client=client)
        return cls(kind)


# -- a game's named actions -------------------------------------------------------------------------


@dataclass(frozen=True)
class Press:
    """One of a game's named actions: ``action`` is a member of the game's own enum (Outrun's
    ``SeatAction.SYMBOL``, Just Run's ``Answer.FIRST``), ``slot`` the place it acts on where the
    action has several (Outrun's symbol 0-7), else None."""

    action: enum.Enum
    slot: int | None = None

    @property
    def name(self) -> str:
        """The action as a word a remote client sends: ``"symbol:3"``, ``"finish"``."""
        value = str(self.action.value)
        return value if self.slot is None else f"{value}:{self.slot}"


@dataclass(frozen=True)
class ActionMap:
    """What a game's presses mean on each kind of device.

    ``keys[i]`` is what the key at place ``i`` of a keyboard zone does (a zone's later keys do
    nothing in this game); ``pad`` maps a gamepad's buttons; ``labels[i]`` names place ``i`` for
    the keys screen (English msgids).  A remote client (the next issue's phones) sends the
    :attr:`Press.name` of an action, so a table reads its presses exactly as a keyboard's."""

    keys: tuple[Press, ...]
    pad: Mapping[int, Press] = field(default_factory=dict)
    labels: tuple[str, ...] = ()

    def by_name(self, name: str) -> Press | None:
        """The press a remote client means by ``name`` (None: no action of this game)."""
        return next((press for press in (*self.keys, *self.pad.values()) if press.name == name), None)


# -- the plan ----------------------------------------------------------------------------------------


class DeviceTaker(Protocol):
    """What a plan is handed to: a table's ``SeatInput`` (``engine/seat_input.py``)."""

    def use_keys(self, seat: int, zone: int) -> None: ...
    def use_mouse(self, seat: int | None, *, drags: bool = False) -> None: ...
    def use_remote(self, seat: int, client: str) -> None: ...
    def zone_of(self, seat: int) -> int | None: ...


class NoModes(enum.Enum):
    """The mode of a game with one way to play (Just Run's frenzy): never written down."""

    ONE = "one"


M = TypeVar("M", bound=enum.Enum)


@dataclass(frozen=True)
class SeatPlan(Generic[M]):
    """Every seat's device, in seat order, and the game's mode (:attr:`NoModes.ONE` for a game
    with one way to play, such as Just Run's frenzy)."""

    mode: M
    devices: tuple[SeatDevice, ...]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"devices": [device.to_json() for device in self.devices]}
        if not isinstance(self.mode, NoModes):
            data["mode"] = self.mode.value
        return data


def fits(devices: Sequence[SeatDevice], seats: Sequence[Seat]) -> bool:
    """Whether each computer seat has the computer and each person something else."""
    return len(devices) == len(seats) and all(
        (device.kind is DeviceKind.COMPUTER) == seat.is_computer
        for device, seat in zip(devices, seats, strict=True)
    )


# -- the words of a plan's problems ----------------------------------------------------------------

ZONE_TWICE = N_("{first} and {second} both have keyboard zone {number}. A zone can serve one player only.")
MOUSE_TWICE = N_("{first} and {second} both have the mouse. The mouse can serve one player only.")
REMOTE_TWICE = N_("{first} and {second} both have the same phone. A phone can serve one player only.")
COMPUTER_WITH_DEVICE = N_("{name} is a computer player and needs no device.")
PERSON_AS_COMPUTER = N_("{name} is a person: choose keys, a gamepad, touch or the mouse for them.")
UNPLANNED = N_("Choose how each player plays.")


def too_few_pads(names: Sequence[str], pads: int) -> str:
    """More seats on a gamepad than gamepads plugged in."""
    return ngettext(
        "A gamepad is chosen for {names}, but only {count} is plugged in. Plug one in, or "
        "choose keys, touch or the mouse.",
        "A gamepad is chosen for {names}, but only {count} are plugged in. Plug one in, or "
        "choose keys, touch or the mouse.",
        pads,
    ).format(names=", ".join(names), count=pads)


class DeviceRules(Generic[M]):
    """One game's side of the seat-device model; a game subclasses it once and sets the class
    attributes, overriding the hooks it needs."""

    #: the game's id: its key in the settings' last set-up
    game_id: str = ""
    #: the key of the plan in the session's ``table`` data (kept with the game)
    table_key: str = "devices"
    #: the game's modes (:class:`NoModes` for one way to play)
    modes: type[M]
    #: the game's named actions on a keyboard zone, a pad and a remote client
    actions: ActionMap
    #: the sentence for two seats on one keyboard zone (a game may point at its way out)
    zone_twice: str = ZONE_TWICE
    #: refuse more gamepad seats than gamepads plugged in (a game that lets a pad be claimed
    #: later at the table leaves it off)
    counts_pads: bool = False

    # -- hooks --------------------------------------------------------------------------------------

    def default_plan(self, seats: Sequence[Seat]) -> SeatPlan[M]:
        """A plan that works for these seats: people on keyboard zones 1, 2, 3, then gamepads."""
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
        return SeatPlan(self.default_mode(seats), tuple(devices))

    def default_mode(self, seats: Sequence[Seat]) -> M:
        """The mode of a plan nobody chose yet (the first of the game's modes)."""
        return next(iter(self.modes))

    def shares(self, mode: M) -> bool:
        """Whether in this mode the seats take turns, so one zone or the mouse may serve several."""
        return False

    def extra_problems(self, plan: SeatPlan[M], seats: Sequence[Seat]) -> list[str]:
        """The game's own checks, each a sentence a player reads (after the shared ones)."""
        return []

    def recalled_mode(self, raw: Any, seats: Sequence[Seat]) -> M:
        """The mode the last set-up chose, read from the settings (what no longer reads: the default)."""
        try:
            return self.modes(raw)
        except ValueError:
            return self.default_mode(seats)

    # -- what stops a plan ---------------------------------------------------------------------------

    def problems(self, plan: SeatPlan[M], seats: Sequence[Seat], pads: int | None = None) -> list[str]:
        """Everything that stops this plan, each a sentence for the set-up screen (empty: fine).
        ``pads``: the gamepads plugged in, where the game counts them."""
        if len(plan.devices) != len(seats):
            return [_(UNPLANNED)]
        names = [seat.name for seat in seats]
        found: list[str] = []
        owners: dict[tuple[DeviceKind, int | str | None], int] = {}
        on_pads: list[int] = []
        shared = self.shares(plan.mode)
        for index, (seat, device) in enumerate(zip(seats, plan.devices, strict=True)):
            if seat.is_computer:
                if device.kind is not DeviceKind.COMPUTER:
                    found.append(_(COMPUTER_WITH_DEVICE).format(name=names[index]))
                continue
            if device.kind is DeviceKind.COMPUTER:
                found.append(_(PERSON_AS_COMPUTER).format(name=names[index]))
                continue
            if device.kind is DeviceKind.PAD:
                on_pads.append(index)
            if device.kind not in (DeviceKind.KEYS, DeviceKind.MOUSE, DeviceKind.REMOTE) or shared:
                continue
            held = (device.kind, device.zone if device.kind is DeviceKind.KEYS else device.client)
            if held not in owners:
                owners[held] = index
                continue
            first, second = names[owners[held]], names[index]
            if device.kind is DeviceKind.KEYS and device.zone is not None:
                found.append(_(self.zone_twice).format(first=first, second=second, number=device.zone + 1))
            elif device.kind is DeviceKind.MOUSE:
                found.append(_(MOUSE_TWICE).format(first=first, second=second))
            else:
                found.append(_(REMOTE_TWICE).format(first=first, second=second))
        if self.counts_pads and pads is not None and len(on_pads) > pads:
            found.append(too_few_pads([names[index] for index in on_pads], pads))
        return found + self.extra_problems(plan, seats)

    # -- kept with the game ----------------------------------------------------------------------------

    def keep_with_game(self, table: dict[str, Any], plan: SeatPlan[M]) -> None:
        """Write the plan into a session's ``table`` data (saved with the game)."""
        table[self.table_key] = plan.to_json()

    def saved_plan(self, table: Mapping[str, Any], seats: Sequence[Seat]) -> SeatPlan[M] | None:
        """The plan a game was played with, from its session's ``table`` data; None when the save
        does not say (made before plans were kept) or says something that does not fit its seats.
        Reads Just Run's older form too, a bare list of devices."""
        raw = table.get(self.table_key)
        if isinstance(raw, list):
            raw = {"devices": raw}
        if not isinstance(raw, Mapping) or not isinstance(raw.get("devices"), list):
            return None
        try:
            devices = tuple(SeatDevice.from_json(entry) for entry in raw["devices"])
            mode = next(iter(self.modes)) if self.modes is NoModes else self.modes(raw.get("mode"))
        except ValueError:
            return None
        return SeatPlan(mode, devices) if fits(devices, seats) else None

    # -- remembered with the last set-up ------------------------------------------------------------

    def remembered_devices(self, settings: Settings, seats: Sequence[Seat]) -> dict[int, SeatDevice]:
        """The seats whose device the last set-up of this game named and that still fit it."""
        last = settings.last_setup.get(self.game_id, {})
        raw = last.get("devices") if isinstance(last, Mapping) else None
        found: dict[int, SeatDevice] = {}
        for index, entry in enumerate(raw if isinstance(raw, list) else []):
            if index >= len(seats):
                break
            try:
                device = SeatDevice.from_json(entry)
            except ValueError:
                continue
            if (device.kind is DeviceKind.COMPUTER) == seats[index].is_computer:
                found[index] = device
        return found

    def remembered(self, settings: Settings, seats: Sequence[Seat]) -> SeatPlan[M]:
        """The plan of the last set-up of this game for these seats; what no longer fits falls back
        to the default for that seat (a seat added since, a computer seat that became a person)."""
        plan = self.default_plan(seats)
        devices = list(plan.devices)
        for index, device in self.remembered_devices(settings, seats).items():
            devices[index] = device
        last = settings.last_setup.get(self.game_id, {})
        raw_mode = last.get("mode") if isinstance(last, Mapping) else None
        mode = plan.mode if raw_mode is None else self.recalled_mode(raw_mode, seats)
        return SeatPlan(mode, tuple(devices))

    def remember(self, settings: Settings, plan: SeatPlan[M]) -> Settings:
        """These settings with the plan kept in the game's last set-up (its seats and options stay)."""
        last = {game: dict(setup) for game, setup in settings.last_setup.items()}
        last[self.game_id] = {**last.get(self.game_id, {}), **plan.to_json()}
        return settings.with_(last_setup=last)


# -- at the table ---------------------------------------------------------------------------------


def apply_plan(plan: SeatPlan[Any], seat_input: DeviceTaker) -> list[int]:
    """Give the keyboard zones, the mouse and the remote clients to their seats; the seats that
    still have to claim a gamepad by pressing a button on it, in seat order (the table asks them
    one at a time).  A zone two seats share (they take turns) goes to the first of them;
    :func:`hand_over` moves it on."""
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
        elif device.kind is DeviceKind.REMOTE and device.client is not None:
            seat_input.use_remote(seat, device.client)
    seat_input.use_mouse(mouse)
    return pads


def hand_over(plan: SeatPlan[Any], seat_input: DeviceTaker, seat: int | None) -> None:
    """Where seats take turns, the keyboard zone of the seat up now (``seat``) plays for it: a
    zone shared with another seat passes to whoever is up (None: nobody is, nothing changes)."""
    if seat is None or not 0 <= seat < len(plan.devices):
        return
    device = plan.devices[seat]
    if device.kind is DeviceKind.KEYS and device.zone is not None and seat_input.zone_of(seat) != device.zone:
        seat_input.use_keys(seat, device.zone)
