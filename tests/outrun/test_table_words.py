"""What the Outrun table says and offers to whom: the banner under the relay's curtain, the
curtain's words for the runner's own device, and "Time's up" for people only."""

from __future__ import annotations

from tabletop.games.outrun.devices import DeviceKind
from tests.outrun.test_scene import relay_table


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
