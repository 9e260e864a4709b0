"""Saves written by an earlier version still load and replay to the very same table.

The files ``tests/saves/before-engine-*`` were written by the app at commit 7743b56, before the
engine issue began (random legal moves, written by its own ``save_session``); the others at commit
72a0131 (before the rules kit).  ``NAME.json`` is the save exactly as the app wrote it,
``NAME.views.json`` the final view of every seat and of the table as that version showed them.
The ``outrun-*`` saves were written when Outrun became playable (random legal commands, mostly
runs, saved by ``save_session``): one mid-game against the Vampire, one finished against the Zombie;
``outrun-practice-2-seats-before-solo`` is a practice game of a person beside a computer runner,
two races in, written at commit 6e859ac (before the solo practice) with its practice times and plan.
The ``just_run-*`` saves were written when Just Run became playable (computer survivors playing
every seat, saved by ``save_session``): a cooperative Find the Cure with Rescue Mission in the
escape phase, and a competitive frenzied game with Extermination and Memento Mori played out;
``just_run-frenzied-plan-before-shared-devices`` is that frenzied game with its frenzy's devices kept
as the table did before the engine's seat-device model (written at commit f686b56: a bare list,
a computer seat's kind null).
A change to the rules that alters a deal, a roll, a shuffle or what a view shows breaks this test;
such a change needs a new save format version, not a silent difference.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.core import catalogue, saves

SAVES = Path(__file__).resolve().parent / "saves"
NAMES = sorted(p.name.removesuffix(".json") for p in SAVES.glob("*.json") if ".views." not in p.name)


def test_there_is_an_old_save_for_every_playable_game() -> None:
    games = {json.loads((SAVES / f"{name}.json").read_text(encoding="utf-8"))["game"] for name in NAMES}
    assert games == {info.id for info in catalogue.playable()}


@pytest.mark.parametrize("name", NAMES)
def test_an_old_save_loads_and_replays_to_the_same_views_for_every_seat(name: str) -> None:
    session = saves.load_session(SAVES / f"{name}.json")
    expected = json.loads((SAVES / f"{name}.views.json").read_text(encoding="utf-8"))
    seats: list[int | None] = [None, *range(len(session.seats))]
    assert len(expected) == len(seats)
    for seat in seats:
        key = "table" if seat is None else str(seat)
        # through JSON, as the views were stored (tuples and lists, int and str keys alike)
        assert json.loads(json.dumps(session.view(seat))) == expected[key], f"view of {key} differs"


def test_an_old_outrun_save_keeps_its_device_plan_in_the_shared_model() -> None:
    from tabletop.engine.seat_devices import DeviceKind, SeatDevice
    from tabletop.games.outrun.table.race_modes import DEVICES, PlayMode

    session = saves.load_session(SAVES / "outrun-practice-2-seats-before-solo.json")
    plan = DEVICES.saved_plan(session.table, session.seats)
    assert plan is not None
    assert plan.mode is PlayMode.PRACTICE
    assert plan.devices == (SeatDevice(DeviceKind.KEYS, 0), SeatDevice(DeviceKind.COMPUTER))


def test_an_old_just_run_save_keeps_its_frenzy_devices_in_the_shared_model() -> None:
    from tabletop.engine.seat_devices import DeviceKind, SeatDevice
    from tabletop.games.just_run.table.frenzy_seats import DEVICES

    session = saves.load_session(SAVES / "just_run-frenzied-plan-before-shared-devices.json")
    plan = DEVICES.saved_plan(session.table, session.seats)
    assert plan is not None
    computer = SeatDevice(DeviceKind.COMPUTER)
    assert plan.devices == (SeatDevice(DeviceKind.KEYS, 1), computer, computer)
