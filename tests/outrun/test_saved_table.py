"""What an Outrun save keeps of the table besides the log (issue 9, "Playing at the same time on
one screen": saves and replays): each seat's device, shown again in the replay, and the race a
game was saved in, shown again as it stood when the game is loaded.

The tables are the real App's at 1920x1080 with a fake clock, as in ``test_scene``.
"""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.core import catalogue, saves
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Run
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.resume import READY_KEY
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.replay import ReplayScene
from tests.outrun.test_scene import Table
from tests.tables import driver

SAVES = Path(__file__).resolve().parent.parent / "saves"


def table_of(session: GameSession, plan: DevicePlan | None = None) -> Table:
    app, clock = driver.open_headless_app(Settings(outrun_tutorial_seen=True, animation_speed=4.0))
    scene = OutrunScene(session, plan=plan, autosave=False)
    app.push(scene)
    table = Table(app, session, scene, clock)
    table.step()
    return table


def new_session(kinds: tuple[SeatKind, ...], seed: int = 5) -> GameSession:
    seats = [Seat(s.name, s.colour, kind) for s, kind in zip(default_seats(len(kinds)), kinds, strict=True)]
    info = catalogue.get("outrun")
    options = {"players": len(kinds), "monster": "bear", "boards": 1}
    return GameSession(info, info.rules(), options, seed, seats)


def replay_of(path: Path) -> ReplayScene:
    app = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    viewer = ReplayScene.from_file(path)
    app.push(viewer)
    app.step()
    return viewer


def test_the_replay_names_the_device_each_seat_really_played_with(tmp_path):
    session = new_session((SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.COMPUTER))
    plan = DevicePlan(
        PlayMode.TOGETHER,
        (SeatDevice(DeviceKind.KEYS, 2), SeatDevice(DeviceKind.MOUSE), SeatDevice(DeviceKind.COMPUTER)),
    )
    table = table_of(session, plan)
    table.to_race()
    path = tmp_path / "mouse.json"
    saves.save_session(session, path)
    assert json.loads(path.read_text(encoding="utf-8"))["table"]["devices"] == plan.to_json()
    viewer = replay_of(path)
    looks = [viewer.table.lane_look(seat, False) for seat in range(3)]
    assert [look.controls for look in looks] == ["Keyboard zone 3", "Mouse", "Computer"]
    viewer.jump(0)  # the set-up, before any race: the same devices
    assert viewer.table.lane_look(1, False).controls == "Mouse"


def test_a_save_from_before_devices_were_kept_replays_with_no_device_named():
    path = SAVES / "outrun-vampire-3-players-mid-game.json"
    assert "table" not in json.loads(path.read_text(encoding="utf-8"))
    viewer = replay_of(path)
    players = len(viewer.full.seats)
    assert [viewer.table.lane_look(seat, False).controls for seat in range(players)] == [""] * players


def test_a_plan_that_does_not_fit_the_seats_is_not_shown_either(tmp_path):
    session = new_session((SeatKind.HUMAN, SeatKind.COMPUTER))
    data = session.to_save()
    data["table"] = {"devices": {"mode": "together", "devices": [{"kind": "mouse", "zone": None}]}}
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    viewer = replay_of(path)
    assert [viewer.table.lane_look(seat, False).controls for seat in range(2)] == ["", ""]


def test_a_game_loaded_mid_race_shows_the_computer_that_had_finished_with_its_cards_and_place():
    session = new_session((SeatKind.HUMAN, SeatKind.COMPUTER))
    table = table_of(session)
    table.to_race()
    table.until(lambda: bool(table.runs()))  # the computer runner finishes; the person races on
    run = table.runs()[0]
    assert run.seat == 1
    before = table.scene.lane_look(1, False)
    assert before.finish_place == 1 and len(before.laid) == len(run.cards)

    loaded = GameSession.from_save(json.loads(json.dumps(session.to_save())), catalogue.get)
    again = table_of(loaded)
    again.to_race()
    again.post_keys([READY_KEY])  # a loaded race waits for Ready, then a fresh countdown
    again.until(lambda: not again.scene.race_waits, seconds=0.05)
    look = again.scene.lane_look(1, False)
    assert look.finish_place == 1
    assert look.laid == before.laid  # face down, as before the save
    assert look.status != "Racing\u2026"
    assert again.scene.race is not None and again.scene.race.racing == [0]
    assert again.scene.lane_look(0, False).finish_place is None

    # the person finishes after the load, timed from the fresh countdown; the computer's run stays
    again.post_keys([*again.path_keys(0), again.finish_key(0)])
    again.until(lambda: len([c for c in loaded.commands if isinstance(c, Run)]) == 2, seconds=0.05)
    runs = [c for c in loaded.commands if isinstance(c, Run)]
    assert runs[0] == run and runs[1].seat == 0
