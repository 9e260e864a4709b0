"""A table whose people play on phones (issue 22): the phones' moves go through the app's queue like
any input, the big screen shows only the public table and never a curtain, a refused move is told
on the phone that made it and not on the big screen, and a lost phone is said there."""

from __future__ import annotations

import json
import time

from tabletop.games.fugitive.table.scene import FugitiveScene
from tests.engine.phones.phone_night import PhoneNight, send

Night = PhoneNight[FugitiveScene]  # a Fugitive table with both seats on phones


def test_moves_made_on_two_phones_are_applied_and_the_big_screen_shows_no_curtain_and_no_hand(
    night: Night,
) -> None:
    phones = {0: night.phone(0), 1: night.phone(1)}
    for phone in phones.values():
        night.heard(phone, "view", dt=0.05)
    for _ in range(12):
        seat = night.session.to_act()[0]
        move = night.session.legal(seat)[0]
        steps = len(night.session.steps)
        send(phones[seat], move, steps)
        seen = night.heard(phones[seat], "view", dt=0.05)
        while seen["step"] <= steps:
            seen = night.heard(phones[seat], "view", dt=0.05)
        assert night.session.steps[-1].command == move
        assert night.scene.curtain_for is None and night.scene.viewer is None
        assert night.scene.view == night.session.view(None)  # the table as everyone may see it
    assert night.app.queue == type(night.app.queue)()


def test_a_move_the_rules_refuse_is_told_on_its_phone_and_not_on_the_big_screen(night: Night) -> None:
    fugitive = night.phone(0)
    night.heard(fugitive, "view", dt=0.05)
    hidden = night.session.legal(0)[0].to_json()
    marshal_move = {"type": "guess", "seat": 0, "numbers": [3]}  # not the Fugitive's to make
    fugitive.send(json.dumps({"type": "command", "command": marshal_move, "seq": 9}))
    refused = night.heard(fugitive, "refused", dt=0.05)
    assert refused["seq"] == 9 and refused["reason"]
    assert night.app._toasts == [], "a phone's refusal may name a secret card: not on the big screen"
    assert hidden == night.session.legal(0)[0].to_json() and night.session.steps == []


def test_a_phone_that_loses_its_link_is_said_on_the_big_screen(night: Night) -> None:
    night.heard(night.phone(1), "view", dt=0.05)
    night.links.close()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and not night.app._toasts:
        night.app.step(dt=0.05)
        time.sleep(0.01)
    assert [message for message, _seconds in night.app._toasts] == [
        "Ben's phone lost its link: the game waits for it."
    ]
