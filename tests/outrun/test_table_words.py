"""What the Outrun table says and offers to whom: the banner under the relay's curtain, the
curtain's words for the runner's own device, and "Time's up" for people only."""

from __future__ import annotations

from tabletop.games.outrun import table_parts
from tabletop.games.outrun.devices import DeviceKind
from tests.outrun.test_scene import make_table, relay_table


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
    with_button = [seat for seat in range(3) if parts[f"lane {seat} race"].look[2] is not None]
    assert with_button == [0]
    assert [scene.lane_look(seat, False).racing for seat in range(3)] == [True, False, False]
    table.click(scene.time_up_buttons[1].rect.center)  # where a computer's button was: nothing asks
    assert not scene.confirmation.open
