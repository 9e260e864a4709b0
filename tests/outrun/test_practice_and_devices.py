"""Outrun's practice best and the devices each seat plays with (issue 9, "Playing at the same time
on one screen"): the best is kept per monster and board count in the settings, old settings files
still load, and a plan of devices that cannot work is refused in words."""

from __future__ import annotations

import json

import pygame

from tabletop.core.i18n import set_language
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.settings import Settings, load_settings, save_settings, settings_path
from tabletop.engine.key_zones import KeyZones
from tabletop.engine.seat_devices import DeviceKind, SeatDevice, apply_plan
from tabletop.engine.seat_input import SeatInput
from tabletop.games.outrun.table.practice import Practice, clock_text, practice_best
from tabletop.games.outrun.table.race_actions import RACE_ACTIONS
from tabletop.games.outrun.table.race_modes import DEVICES, DevicePlan, PlayMode, default_plan, problems


class FakeHost:
    """The part of the app practice uses: the settings, and saving new ones."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.saved = 0

    def update_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.saved += 1


# -- practice ---------------------------------------------------------------------------------------------


def test_a_first_practice_game_sets_the_best_for_its_monster_and_board_count_only():
    host = FakeHost(Settings())
    practice = Practice(0, "vampire", 2)
    for ms in (8_000, 9_500, 7_250):
        practice.add_race(ms)
    assert practice.record(host) and practice.total_ms == 24_750  # type: ignore[arg-type]
    assert practice_best(host.settings, "vampire", 2) == 24_750
    assert practice_best(host.settings, "vampire", 1) is None
    assert practice_best(host.settings, "bear", 2) is None
    assert practice.line() == "Your first practice with this monster and these boards: 24.750 s."


def test_a_slower_practice_keeps_the_best_and_a_faster_one_beats_it():
    host = FakeHost(Settings(outrun_practice_best={"zombie/3": 65_250}))
    slower = Practice(0, "zombie", 3)
    slower.add_race(70_000)
    assert not slower.record(host) and host.saved == 0  # type: ignore[arg-type]
    assert slower.line() == "Your best with this monster and these boards: 1:05.250."
    faster = Practice(0, "zombie", 3)
    faster.add_race(60_000)
    assert faster.record(host)  # type: ignore[arg-type]
    assert not faster.record(host)  # type: ignore[arg-type]  # a game is recorded once
    assert host.settings.outrun_practice_best == {"zombie/3": 60_000} and host.saved == 1
    assert faster.line() == "A new personal best: 1:00.000!"


def test_the_practice_best_survives_a_restart():
    save_settings(Settings(outrun_practice_best={"dragon/1": 12_345}))
    loaded, problem = load_settings()
    assert problem is None and practice_best(loaded, "dragon", 1) == 12_345


def test_a_settings_file_from_before_practice_bests_still_loads_with_no_best():
    old = {"language": "pl", "volume": 0.4, "outnumbered_training_best": 3, "last_setup": {}}
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps(old), encoding="utf-8")
    loaded, problem = load_settings()
    assert problem is None
    assert loaded == Settings(language="pl", volume=0.4, outnumbered_training_best=3)
    assert practice_best(loaded, "vampire", 2) is None
    set_language("en")


def test_a_damaged_practice_best_entry_is_dropped_and_the_rest_kept():
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    raw = {"outrun_practice_best": {"bear/1": 9000, "bear/2": "fast", "bear/3": -5, "dragon/2": True}}
    settings_path().write_text(json.dumps(raw), encoding="utf-8")
    loaded, _problem = load_settings()
    assert loaded.outrun_practice_best == {"bear/1": 9000}
    settings_path().write_text('{"outrun_practice_best": [1, 2], "volume": 0.2}', encoding="utf-8")
    loaded, _problem = load_settings()
    assert loaded == Settings(volume=0.2)


def test_race_times_read_as_seconds_or_minutes():
    assert clock_text(3_007) == "3.007 s"
    assert clock_text(125_500) == "2:05.500"


# -- devices ------------------------------------------------------------------------------------------------


def seats(*kinds: str) -> list[Seat]:
    names = ("Ola", "Piotr", "Kasia", "Tomek")
    return [
        Seat(names[i], i, SeatKind.COMPUTER if kind == "computer" else SeatKind.HUMAN)
        for i, kind in enumerate(kinds)
    ]


def keys(zone: int) -> SeatDevice:
    return SeatDevice(DeviceKind.KEYS, zone)


def test_the_issue_s_game_night_two_keyboard_zones_a_pad_and_a_computer_runner_is_fine():
    plan = DevicePlan(
        PlayMode.TOGETHER, (keys(0), keys(1), SeatDevice(DeviceKind.PAD), SeatDevice(DeviceKind.COMPUTER))
    )
    assert problems(plan, seats("human", "human", "human", "computer")) == []


def test_one_keyboard_zone_or_the_mouse_for_two_seats_is_refused_naming_both_players():
    plan = DevicePlan(
        PlayMode.TOGETHER,
        (keys(1), keys(1), SeatDevice(DeviceKind.MOUSE), SeatDevice(DeviceKind.MOUSE)),
    )
    assert problems(plan, seats("human", "human", "human", "human")) == [
        "Ola and Piotr both have keyboard zone 2. Racing together, a zone can serve one player only: "
        "give one of them another device, or choose Relay to take turns on it.",
        "Kasia and Tomek both have the mouse. The mouse can serve one player only.",
    ]


def test_two_people_on_one_keyboard_zone_are_accepted_in_a_relay_and_refused_racing_together():
    shared = (keys(0), keys(0), SeatDevice(DeviceKind.COMPUTER))
    people = seats("human", "human", "computer")
    assert problems(DevicePlan(PlayMode.RELAY, shared), people) == []
    refused = problems(DevicePlan(PlayMode.TOGETHER, shared), people)
    assert len(refused) == 1 and refused[0].startswith("Ola and Piotr both have keyboard zone 1.")
    assert "choose Relay" in refused[0]


def test_racing_together_with_a_person_who_has_no_device_suggests_relay():
    plan = DevicePlan(PlayMode.TOGETHER, (SeatDevice(DeviceKind.MOUSE), SeatDevice(DeviceKind.NONE)))
    found = problems(plan, seats("human", "human"))
    assert len(found) == 1 and found[0].startswith("Piotr cannot race with nothing to press.")
    assert "choose Relay" in found[0]
    assert problems(DevicePlan(PlayMode.RELAY, plan.devices), seats("human", "human")) == []


def test_computer_and_person_seats_must_match_their_devices_and_practice_is_for_one_seat_alone():
    plan = DevicePlan(PlayMode.TOGETHER, (SeatDevice(DeviceKind.COMPUTER), keys(0)))
    assert problems(plan, seats("human", "computer")) == [
        "Ola is a person: choose keys, a gamepad, touch or the mouse for them.",
        "Piotr is a computer player and needs no device.",
    ]
    alone = DevicePlan(PlayMode.PRACTICE, (keys(0),))
    assert problems(alone, seats("human")) == []
    practice_refused = [
        "Practice is one person alone against the clock: set Players to 1, or choose Together or Relay."
    ]
    beside_a_computer = DevicePlan(PlayMode.PRACTICE, (keys(0), SeatDevice(DeviceKind.COMPUTER)))
    assert problems(beside_a_computer, seats("human", "computer")) == practice_refused
    two = DevicePlan(PlayMode.PRACTICE, (keys(0), keys(1)))
    assert problems(two, seats("human", "human")) == practice_refused


def test_the_refusals_are_in_polish_when_the_game_is():
    set_language("pl")
    plan = DevicePlan(PlayMode.TOGETHER, (keys(0), keys(0)))
    found = problems(plan, seats("human", "human"))
    assert found and "Ola" in found[0] and "zone" not in found[0]
    set_language("en")


def test_the_default_plan_gives_people_zones_then_pads_and_passes_its_own_check():
    table = seats("human", "computer", "human", "human") + [Seat("Ula", 4), Seat("Wit", 5)]
    plan = default_plan(table)
    assert [d.kind for d in plan.devices] == [
        DeviceKind.KEYS,
        DeviceKind.COMPUTER,
        DeviceKind.KEYS,
        DeviceKind.KEYS,
        DeviceKind.PAD,
        DeviceKind.PAD,
    ]
    assert problems(plan, table) == []


def test_a_plan_gives_the_zones_and_the_mouse_to_their_seats_and_lists_who_must_claim_a_pad():
    plan = DevicePlan(
        PlayMode.TOGETHER,
        (SeatDevice(DeviceKind.PAD), keys(2), SeatDevice(DeviceKind.MOUSE), SeatDevice(DeviceKind.PAD)),
    )
    pygame.init()  # the key names of the zones are SDL's
    seat_input = SeatInput(KeyZones.default(), RACE_ACTIONS)
    assert apply_plan(plan, seat_input) == [0, 3]
    assert seat_input.zone_of(1) == 2 and seat_input.mouse_seat == 2


def test_the_plan_is_remembered_with_outruns_last_set_up_and_what_no_longer_fits_falls_back():
    table = seats("human", "human", "computer")
    plan = DevicePlan(
        PlayMode.RELAY, (SeatDevice(DeviceKind.MOUSE), keys(2), SeatDevice(DeviceKind.COMPUTER))
    )
    before = Settings(last_setup={"outrun": {"players": 3, "options": {"monster": "bear"}}})
    settings = DEVICES.remember(before, plan)
    assert settings.last_setup["outrun"]["options"] == {"monster": "bear"}
    save_settings(settings)
    loaded, _problem = load_settings()
    assert DEVICES.remembered(loaded, table) == plan
    changed = seats("human", "computer", "human", "human")  # seat 1 became a computer, seat 3 is new
    again = DEVICES.remembered(loaded, changed)
    assert again.mode is PlayMode.RELAY
    assert again.devices == (SeatDevice(DeviceKind.MOUSE), SeatDevice(DeviceKind.COMPUTER), keys(1), keys(2))
    assert DEVICES.remembered(Settings(), default_seats(2)) == default_plan(default_seats(2))


def test_a_damaged_remembered_plan_falls_back_to_the_default_seat_by_seat():
    table = seats("human", "human")
    settings = Settings(
        last_setup={"outrun": {"mode": "sideways", "devices": [{"kind": "keys", "zone": 9}, {"kind": "pad"}]}}
    )
    assert DEVICES.remembered(settings, table) == DevicePlan(
        PlayMode.TOGETHER, (keys(0), SeatDevice(DeviceKind.PAD))
    )


def test_the_set_up_screen_remembering_its_seats_and_options_keeps_the_remembered_devices():
    from tabletop.core import catalogue
    from tabletop.scenes.navigator import open_app
    from tabletop.scenes.setup import SetupScene

    app = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    plan = DevicePlan(PlayMode.RELAY, (SeatDevice(DeviceKind.MOUSE), keys(1)))
    app.update_settings(DEVICES.remember(app.settings, plan))
    setup = SetupScene(catalogue.GAMES["outrun"])
    app.push(setup)
    setup.remember()
    kept = app.settings.last_setup["outrun"]
    assert kept["players"] == 2 and kept["mode"] == "relay"
    assert DEVICES.remembered(app.settings, setup.seats()) == plan


def test_the_set_up_says_how_fast_each_strength_of_computer_runner_races() -> None:
    """Issue 20: the Strong runner laid 8 cards in 6-7 s every round and nobody knew to expect it."""
    from tabletop.core.seats import Seat, SeatKind, default_seats
    from tabletop.games.outrun.bots import bot_race
    from tabletop.games.outrun.table.setup_rows import OutrunSetupRows

    assert bot_race.typical_seconds("strong") == 7 and bot_race.typical_seconds("casual") == 11
    rows = OutrunSetupRows()
    people = default_seats(2)
    with_computer = [people[0], Seat(people[1].name, people[1].colour, SeatKind.COMPUTER, "strong")]
    line = "Computer runners need about 11 s (Casual) or 7 s (Strong) to lay 8 cards."
    assert line in rows.notes(with_computer)
    assert line not in rows.notes(people)
