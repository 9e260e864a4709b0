"""What the Outrun table says and offers to whom: the banner under the relay's curtain, the
curtain's words for the runner's own device, and "Time's up" for people only."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.core import saves
from tabletop.core.i18n import set_language
from tabletop.core.settings import Settings
from tabletop.engine.seat_devices import DeviceKind
from tabletop.games.outrun.table import table_parts
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.scenes.game_over import GameOverScene
from tabletop.scenes.navigator import open_app
from tests.outrun.test_scene import make_table, relay_table
from tests.readability import record, too_small

SAVES = Path(__file__).resolve().parent.parent / "saves"


def test_under_the_relay_curtain_the_banner_names_the_runner_up_and_asks_the_others_to_look_away():
    table = relay_table()
    scene = table.scene
    relay = scene.relay
    assert relay is not None and relay.stage.value == "curtain"
    _who, _label, line = scene.banner_words()
    name = table.session.seats[relay.up].name
    assert name in line and "look away" in line


def test_the_relay_curtain_speaks_of_clicking_to_a_mouse_runner_and_of_keys_to_a_keyboard_runner():
    table = relay_table()  # seat 0 plays with the mouse, the others with nothing of their own
    relay = table.scene.relay
    assert relay is not None and relay.devices[0] is DeviceKind.MOUSE
    names = [seat.name for seat in table.session.seats]
    curtain = relay.curtain(names)
    assert curtain is not None
    start = curtain.lines[-1]
    assert "key" not in start and "click Start my run" in start
    relay.devices[0] = DeviceKind.KEYS
    keys = relay.curtain(names)
    assert keys is not None and "press one of your keys" in keys.lines[-1]
    relay.devices[0] = DeviceKind.PAD
    pad = relay.curtain(names)
    assert pad is not None and "gamepad" in pad.lines[-1]


def test_only_the_people_racing_get_a_time_s_up_button_never_the_computer_runners():
    table = make_table(players=3, computers=(1, 2))
    table.to_race()
    scene = table.scene
    parts = {part.name: part for part in table_parts.frame_parts(scene)}
    with_button = [seat for seat in range(3) if f"lane {seat} time up" in parts]
    assert with_button == [0]
    assert [scene.lane_look(seat, False).racing for seat in range(3)] == [True, False, False]
    table.click(scene.time_up_buttons[1].rect.center)  # where a computer's button was: nothing asks
    assert not scene.confirmation.open


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_game_over_scores_say_each_runner_s_room_of_the_map_or_that_they_got_out(language: str):
    app = open_app(Settings(outrun_tutorial_seen=True, language=language), window_size=(1920, 1080))
    try:
        session = saves.load_session(SAVES / "outrun-zombie-4-players-finished.json")
        outcome = session.outcome()
        assert outcome is not None and outcome.scores
        scene = OutrunScene(session, autosave=False)
        app.push(scene)
        app.push(GameOverScene(scene))
        drawn = record(lambda: app.top.draw(app.canvas))
        assert too_small(drawn) == []
        texts = [d.text for d in drawn]
        rooms = session.view(None)["rooms"]
        for seat, room in outcome.scores.items():
            line = scene.score_text(int(seat), room)
            assert line in texts and session.seats[int(seat)].name in line
            if room < rooms:
                assert f"{room + 1}" in line and f"{rooms}" in line
        winner = outcome.winners[0]
        if language == "en":
            assert scene.score_text(winner, rooms) == f"{session.seats[winner].name}: out of the museum"
            assert scene.score_text(winner, 4) == f"{session.seats[winner].name}: room 5 of {rooms}"
    finally:
        set_language("en")
