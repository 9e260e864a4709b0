"""The engine's one seat-device model (issue 21, point 2): the plan round-trips through JSON and
saves, its problems are sentences in English and Polish, a keyboard zone's keys do what each game
names, a remote client's named action arrives as any other press, and the plan is remembered per
game in the settings (settings written before the shared model still load)."""

from __future__ import annotations

import enum
import json

import pygame
import pytest

from tabletop.core.i18n import set_language
from tabletop.core.seats import Seat, SeatKind
from tabletop.core.settings import DEFAULT_KEY_ZONES, Settings, load_settings, settings_path
from tabletop.engine.key_zones import KeyZones
from tabletop.engine.seat_devices import (
    ActionMap,
    DeviceKind,
    DeviceRules,
    NoModes,
    Press,
    SeatDevice,
    SeatPlan,
    apply_plan,
    hand_over,
)
from tabletop.engine.seat_input import SeatInput, SeatIntent
from tabletop.games.just_run.table.frenzy_seats import DEVICES as FRENZY
from tabletop.games.just_run.table.frenzy_seats import Answer
from tabletop.games.outrun.table.race_actions import SeatAction
from tabletop.games.outrun.table.race_modes import DEVICES as OUTRUN
from tabletop.games.outrun.table.race_modes import PlayMode

KEYS_1, KEYS_2, KEYS_3 = (SeatDevice(DeviceKind.KEYS, zone) for zone in range(3))
PAD, TOUCH, MOUSE = SeatDevice(DeviceKind.PAD), SeatDevice(DeviceKind.TOUCH), SeatDevice(DeviceKind.MOUSE)
COMPUTER = SeatDevice(DeviceKind.COMPUTER)
PHONE = SeatDevice(DeviceKind.REMOTE, client="phone-7")


def seats(*kinds: str) -> list[Seat]:
    names = ["Ola", "Piotr", "Kasia", "Jan"]
    return [
        Seat(names[i], i, SeatKind.COMPUTER if kind == "computer" else SeatKind.HUMAN)
        for i, kind in enumerate(kinds)
    ]


class Light(enum.Enum):
    """A toy game's actions: the engine knows none of its own."""

    RED = "red"
    GREEN = "green"


TOY = ActionMap(
    keys=(Press(Light.RED), Press(Light.GREEN)),
    pad={pygame.CONTROLLER_BUTTON_X: Press(Light.GREEN)},
    labels=("Red", "Green"),
)


class ToyDevices(DeviceRules[NoModes]):
    game_id = "toy"
    table_key = "toy_devices"
    modes = NoModes
    actions = TOY
    counts_pads = True


@pytest.fixture(autouse=True)
def keys_known():
    """Key names need pygame started (the app starts it)."""
    pygame.init()
    yield


# -- the plan, through JSON and saves ---------------------------------------------------------------


def test_a_plan_of_every_device_kind_round_trips_through_json_and_the_games_table_data():
    people = seats("human", "human", "human", "human")
    plan = SeatPlan(PlayMode.RELAY, (KEYS_2, PAD, PHONE, SeatDevice(DeviceKind.NONE)))
    table: dict[str, object] = {}
    OUTRUN.keep_with_game(table, plan)
    through_json = json.loads(json.dumps(table))
    assert OUTRUN.saved_plan(through_json, people) == plan
    assert through_json["devices"]["devices"][2] == {"kind": "remote", "zone": None, "client": "phone-7"}


def test_a_game_with_one_way_to_play_writes_no_mode_and_reads_its_plan_back():
    plan = SeatPlan(NoModes.ONE, (TOUCH, COMPUTER))
    assert plan.to_json() == {
        "devices": [{"kind": "touch", "zone": None}, {"kind": "computer", "zone": None}]
    }
    table: dict[str, object] = {}
    FRENZY.keep_with_game(table, plan)
    assert FRENZY.saved_plan(json.loads(json.dumps(table)), seats("human", "computer")) == plan


def test_a_saved_plan_that_no_longer_fits_its_seats_or_is_damaged_reads_as_none():
    table = {"devices": SeatPlan(PlayMode.TOGETHER, (KEYS_1, COMPUTER)).to_json()}
    assert OUTRUN.saved_plan(table, seats("human", "human")) is None  # the computer seat became a person
    assert OUTRUN.saved_plan({"devices": {"mode": "sideways", "devices": []}}, []) is None
    damaged = {"devices": [{"kind": "keys", "zone": 7}]}
    assert FRENZY.saved_plan({"frenzy_devices": damaged["devices"]}, seats("human")) is None
    remote_without_client = {"frenzy_devices": [{"kind": "remote"}]}
    assert FRENZY.saved_plan(remote_without_client, seats("human")) is None


def test_just_runs_older_plan_a_bare_list_with_a_computers_kind_null_reads_as_the_same_plan():
    older = {"frenzy_devices": [{"kind": "keys", "zone": 1}, {"kind": None, "zone": None}]}
    plan = FRENZY.saved_plan(older, seats("human", "computer"))
    assert plan is not None and plan.devices == (KEYS_2, COMPUTER)


# -- problems in words ------------------------------------------------------------------------------


def test_a_plans_problems_are_sentences_naming_the_players_and_the_device():
    rules = ToyDevices()
    people = seats("human", "human", "human", "computer")
    plan = SeatPlan(NoModes.ONE, (KEYS_1, KEYS_1, MOUSE, MOUSE))
    assert rules.problems(plan, people) == [
        "Ola and Piotr both have keyboard zone 1. A zone can serve one player only.",
        "Jan is a computer player and needs no device.",
    ]
    two_phones = SeatPlan(NoModes.ONE, (PHONE, PHONE))
    assert rules.problems(two_phones, seats("human", "human")) == [
        "Ola and Piotr both have the same phone. A phone can serve one player only."
    ]
    on_pads = SeatPlan(NoModes.ONE, (PAD, PAD))
    assert rules.problems(on_pads, seats("human", "human"), pads=1) == [
        "A gamepad is chosen for Ola, Piotr, but only 1 is plugged in. Plug one in, or choose keys, "
        "touch or the mouse."
    ]
    assert rules.problems(SeatPlan(NoModes.ONE, (KEYS_1, PHONE)), seats("human", "human"), pads=0) == []


def test_a_plans_problems_read_in_polish_too():
    set_language("pl")
    people = seats("human", "human", "computer")
    found = ToyDevices().problems(SeatPlan(NoModes.ONE, (MOUSE, MOUSE, COMPUTER)), people)
    assert found == ["Ola i Piotr mają mysz. Myszą może grać tylko jeden gracz."]
    found = ToyDevices().problems(SeatPlan(NoModes.ONE, (PHONE, PHONE, PAD)), people)
    assert found == [
        "Ola i Piotr mają ten sam telefon. Telefonem może grać tylko jedna osoba.",
        "Kasia to komputer i nie potrzebuje urządzenia.",
    ]
    assert KEYS_3.label() == "Strefa klawiatury 3"


def test_each_game_adds_its_own_checks_through_its_hook():
    # Outrun: a relay's runners take turns, so they may share a zone; together they may not
    people = seats("human", "human")
    assert OUTRUN.problems(SeatPlan(PlayMode.RELAY, (KEYS_1, KEYS_1)), people) == []
    together = OUTRUN.problems(SeatPlan(PlayMode.TOGETHER, (KEYS_1, KEYS_1)), people)
    assert len(together) == 1 and "choose Relay to take turns on it" in together[0]
    assert OUTRUN.problems(
        SeatPlan(PlayMode.TOGETHER, (COMPUTER, COMPUTER)), seats("computer", "computer")
    ) == ["Outrun needs at least one person at the table."]
    # Just Run counts the gamepads plugged in; Outrun lets a pad be claimed at the table
    assert FRENZY.problems(SeatPlan(NoModes.ONE, (PAD, KEYS_1)), people, pads=0) != []
    assert OUTRUN.problems(SeatPlan(PlayMode.TOGETHER, (PAD, KEYS_1)), people, pads=0) == []


# -- named actions on a zone, a pad and a remote client --------------------------------------------


def feed_key(seat_input: SeatInput, key: int, stamp: int) -> bool:
    down = seat_input.feed(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""), stamp)
    seat_input.feed(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""), stamp + 1)
    return down


def test_a_zones_keys_do_the_actions_the_game_maps_onto_them_and_its_other_keys_nothing():
    seat_input = SeatInput(KeyZones.default(), TOY)
    seat_input.use_keys(1, 0)
    assert feed_key(seat_input, pygame.K_q, 10)  # zone 1's first key
    assert feed_key(seat_input, pygame.K_w, 20)  # its second
    assert feed_key(seat_input, pygame.K_SPACE, 30)  # its ninth: the toy gives it no action
    assert [(i.seat, i.action, i.device) for i in seat_input.take()] == [
        (1, Light.RED, DeviceKind.KEYS),
        (1, Light.GREEN, DeviceKind.KEYS),
    ]


def test_the_same_zone_key_is_a_symbol_in_outrun_and_the_first_answer_in_just_run():
    race = SeatInput(KeyZones.default(), OUTRUN.actions)
    frenzy = SeatInput(KeyZones.default(), FRENZY.actions)
    for seat_input in (race, frenzy):
        seat_input.use_keys(0, 1)
        feed_key(seat_input, pygame.K_u, 5)  # zone 2's first key
        feed_key(seat_input, pygame.K_RETURN, 9)  # zone 2's ninth key
    assert [(i.action, i.slot) for i in race.take()] == [(SeatAction.SYMBOL, 0), (SeatAction.FINISH, None)]
    assert [(i.action, i.slot) for i in frenzy.take()] == [(Answer.FIRST, None)]
    assert OUTRUN.actions.labels[8] == "Finish" and FRENZY.actions.labels == ("First answer", "Second answer")


def test_a_pad_button_does_what_the_game_maps_it_to_once_the_pad_is_claimed():
    seat_input = SeatInput(KeyZones.default(), TOY)
    pads = apply_plan(SeatPlan(NoModes.ONE, (COMPUTER, PAD)), seat_input)
    assert pads == [1]
    seat_input.pads.wait_for(1)
    press = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=4, button=pygame.CONTROLLER_BUTTON_X)
    assert seat_input.feed(press, 1)  # the claim
    assert seat_input.feed(press, 2)
    assert [(i.seat, i.action, i.device) for i in seat_input.take()] == [(1, Light.GREEN, DeviceKind.PAD)]


def test_a_remote_clients_named_action_arrives_as_the_seats_press_without_the_table_knowing():
    seat_input = SeatInput(KeyZones.default(), OUTRUN.actions)
    apply_plan(SeatPlan(PlayMode.TOGETHER, (KEYS_1, PHONE)), seat_input)
    assert seat_input.feed_remote("phone-7", "symbol:3", 40)
    assert seat_input.feed_remote("phone-7", "finish", 50)
    assert not seat_input.feed_remote("phone-7", "jump", 60)  # no action of this game
    assert not seat_input.feed_remote("phone-9", "finish", 70)  # nobody's client
    assert seat_input.take() == [
        SeatIntent(1, SeatAction.SYMBOL, 40, 3, DeviceKind.REMOTE),
        SeatIntent(1, SeatAction.FINISH, 50, None, DeviceKind.REMOTE),
    ]
    seat_input.pause()
    assert not seat_input.feed_remote("phone-7", "finish", 80)


def test_seats_taking_turns_on_one_zone_hand_it_to_whoever_is_up():
    seat_input = SeatInput(KeyZones.default(), OUTRUN.actions)
    plan = SeatPlan(PlayMode.RELAY, (KEYS_1, KEYS_1))
    apply_plan(plan, seat_input)
    assert seat_input.zone_of(0) == 0 and seat_input.zone_of(1) is None
    hand_over(plan, seat_input, 1)
    assert seat_input.zone_of(1) == 0 and seat_input.zone_of(0) is None


# -- remembered per game ----------------------------------------------------------------------------


def test_each_games_plan_is_remembered_in_its_own_last_set_up_with_its_seats_and_options_kept():
    people = seats("human", "human")
    settings = Settings(last_setup={"just_run": {"options": {"scavenge": "frenzied"}}})
    settings = OUTRUN.remember(settings, SeatPlan(PlayMode.RELAY, (MOUSE, MOUSE)))
    settings = FRENZY.remember(settings, SeatPlan(NoModes.ONE, (TOUCH, KEYS_3)))
    assert OUTRUN.remembered(settings, people) == SeatPlan(PlayMode.RELAY, (MOUSE, MOUSE))
    assert FRENZY.remembered(settings, people) == SeatPlan(NoModes.ONE, (TOUCH, KEYS_3))
    assert settings.last_setup["just_run"]["options"] == {"scavenge": "frenzied"}
    assert "mode" not in settings.last_setup["just_run"]
    # a seat added since gets the game's default; a seat that became a computer, the computer
    three = seats("human", "computer", "human")
    assert FRENZY.remembered(settings, three).devices == (TOUCH, COMPUTER, KEYS_2)


def test_settings_written_before_the_shared_model_load_with_the_same_plans_and_keys():
    older = {
        "language": "en",
        "key_zones": [list(zone) for zone in DEFAULT_KEY_ZONES],
        "last_setup": {
            "outrun": {
                "mode": "relay",
                "devices": [{"kind": "keys", "zone": 2}, {"kind": "computer", "zone": None}],
            },
            "just_run": {"devices": [{"kind": "mouse", "zone": None}, {"kind": None, "zone": None}]},
        },
    }
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps(older), encoding="utf-8")
    settings, problem = load_settings()
    assert problem is None
    assert settings.key_zones == DEFAULT_KEY_ZONES
    assert KeyZones.from_names(settings.key_zones) == KeyZones.default()
    table = seats("human", "computer")
    assert OUTRUN.remembered(settings, table) == SeatPlan(PlayMode.RELAY, (KEYS_3, COMPUTER))
    assert FRENZY.remembered(settings, table) == SeatPlan(NoModes.ONE, (MOUSE, COMPUTER))


@pytest.mark.parametrize("kind", list(DeviceKind))
def test_every_device_kind_has_a_name_a_player_reads(kind):
    device = SeatDevice(
        kind, 0 if kind is DeviceKind.KEYS else None, "x" if kind is DeviceKind.REMOTE else None
    )
    assert device.label() and "{" not in device.label()
    assert SeatDevice.from_json(json.loads(json.dumps(device.to_json()))) == device
