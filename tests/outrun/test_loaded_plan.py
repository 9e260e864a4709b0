"""A loaded Outrun game plays with the devices it was saved with, whatever was set up since
(issue 20, game-night play-through: a four-seat race saved, a solo practice played, then the race
loaded again put the mouse player on a keyboard zone and crashed at the end of the countdown).

A relay opened from the set-up (its plan read from the last set-up, not handed in) lowers its
curtain at once: each runner gets their own 3-2-1, and no shared one runs before the first.

The table is the real App's at 1920x1080 on a fake clock, opened the way Load game, Continue and
the set-up open it (no plan handed in), with the settings a solo practice leaves behind.
"""

from __future__ import annotations

from tabletop.core import catalogue
from tabletop.core.seats import SeatKind
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.relay import Stage
from tabletop.games.outrun.table.resume import READY_KEY
from tabletop.games.outrun.table.scene import OutrunScene
from tests.outrun.test_saved_table import new_session, table_of
from tests.outrun.test_scene import Table
from tests.tables import driver

#: the four seats of the book's first game at a game night: two keyboard zones, the mouse, a computer
GAME_NIGHT = DevicePlan(
    PlayMode.TOGETHER,
    (
        SeatDevice(DeviceKind.KEYS, 0),
        SeatDevice(DeviceKind.KEYS, 1),
        SeatDevice(DeviceKind.MOUSE),
        SeatDevice(DeviceKind.COMPUTER),
    ),
)
#: what Outrun's last set-up says after a relay and then a solo practice on keyboard zone 1 (the
#: practice is one seat; the mode chosen for the relay stays in the set-up)
AFTER_PRACTICE = {"outrun": {"players": 1, "mode": "relay", "devices": [{"kind": "keys", "zone": 0}]}}


def saved_game_night() -> GameSession:
    """The four-seat race saved at the start of its second round (with its plan, as the table
    keeps it with the game): the computer ran, the group called Time's up for the three people."""
    kinds = (SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.COMPUTER)
    bear = new_session(kinds)
    options = {**bear.options, "monster": "vampire"}  # the book's first game
    session = GameSession(bear.info, bear.info.rules(), options, 5, bear.seats)
    table = table_of(session, GAME_NIGHT)
    table.to_race()
    table.until(lambda: bool(table.runs()))
    scene = table.scene
    for seat in range(3):
        table.click(scene.time_up_buttons[seat].rect.center)
        table.click(scene.confirmation.yes.rect.center)
    table.until(lambda: scene.session.view(None)["phase"] == "reveal" and not scene.timeline.playing)
    return GameSession.from_save(table.session.to_save(), catalogue.get)


def loaded(session: GameSession, settings: Settings | None = None) -> Table:
    """The game opened as Load game and the set-up open it: no plan handed in, the last set-up's
    (by default the practice's) settings kept."""
    if settings is None:
        settings = Settings(outrun_tutorial_seen=True, animation_speed=4.0, last_setup=AFTER_PRACTICE)
    app, clock = driver.open_headless_app(settings)
    scene = OutrunScene(session, autosave=False)
    app.push(scene)
    table = Table(app, session, scene, clock)
    table.step()
    return table


def test_a_game_loaded_after_a_solo_practice_keeps_its_mouse_player_and_races_together():
    table = loaded(saved_game_night())
    assert table.scene.plan == GAME_NIGHT
    assert table.scene.seat_input.mouse_seat == 2
    table.post_keys([READY_KEY])
    table.click(table.scene.next_race_button.rect.center)  # the check's result, read again
    table.to_race()  # the countdown ends and the path card turns
    assert table.scene.relay is None  # the three people race at once, as before the save
    for _frame in range(20):  # the lanes draw through the race
        table.step(0.1)


def test_a_relay_with_a_computer_runner_shows_the_computer_s_time_in_its_lane():
    plan = DevicePlan(
        PlayMode.RELAY,
        (SeatDevice(DeviceKind.KEYS, 0), SeatDevice(DeviceKind.KEYS, 0), SeatDevice(DeviceKind.COMPUTER)),
    )
    table = table_of(new_session((SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.COMPUTER)), plan)
    table.until(lambda: table.scene.relay is not None)
    for _frame in range(10):  # the lanes draw behind the first runner's curtain
        table.step(0.1)
    relay = table.scene.relay
    assert relay is not None and relay.queue == [0, 1]
    computer = next(run for run in table.runs() if run.seat == 2)
    assert table.scene.lane_look(2, False).status == f"Run done: {computer.ms / 1000:.3f} s"


def test_a_relay_set_up_at_the_set_up_screen_lowers_its_curtain_with_no_shared_countdown_first():
    relay_set_up = {
        "outrun": {"players": 2, "mode": "relay", "devices": [{"kind": "keys", "zone": 0}] * 2},
    }
    settings = Settings(outrun_tutorial_seen=True, animation_speed=4.0, last_setup=relay_set_up)
    table = loaded(new_session((SeatKind.HUMAN, SeatKind.HUMAN)), settings)  # a new game: no plan in
    assert table.scene.plan is not None and table.scene.plan.mode is PlayMode.RELAY
    table.step(0.3)  # well inside what a 3-2-1 would take
    relay = table.scene.relay
    assert relay is not None and relay.stage is Stage.CURTAIN and relay.up == 0
