"""A phone's move is on the big screen before the phones' views of it are made (issue 22, "tap on a
phone to the big screen's frame showing it", p99 under two 60 Hz frames): making every seat's view
and its JSON costs a two-core machine 5-30 ms a move, so the app's loop draws the frame first and
the table sends the views right after it (``Scene.after_frame``)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from tabletop.core import catalogue, saves
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.games.fugitive.table.scene import FugitiveScene
from tests.engine.phones.phone_night import PhoneNight, big_screen, join, send


def test_a_phones_move_is_drawn_on_the_big_screen_before_the_phones_views_are_made_and_then_sent(
    night: PhoneNight[FugitiveScene],
) -> None:
    app, session, server = night.app, night.session, night.server
    seat = session.to_act()[0]
    move = session.legal(seat)[0]
    order: list[str] = []
    draw, publish = app.draw, server.publish

    def noting_draw(high_quality: bool = True) -> None:
        draw(high_quality)
        order.append(f"frame at step {len(session.steps)}")

    def noting_publish(to: int, frame: str) -> None:
        order.append(f"view to {to}")
        publish(to, frame)

    app.draw = noting_draw  # type: ignore[method-assign]
    server.publish = noting_publish  # type: ignore[method-assign]
    with join(server, seat) as phone:
        assert json.loads(phone.recv(timeout=5))["type"] == "welcome"
        assert json.loads(phone.recv(timeout=5))["step"] == 0
        app.step(dt=0.02)
        order.clear()  # from the move on
        send(phone, move, 1)
        deadline = time.monotonic() + 5
        while not session.steps and time.monotonic() < deadline:
            app.step(dt=0.02)
            time.sleep(0.005)
        assert [step.command for step in session.steps] == [move]
        shown = order.index("frame at step 1")
        views = [entry for entry in order if entry.startswith("view")]
        assert sorted(views) == ["view to -1", "view to 0", "view to 1"], order
        assert order.index(views[0]) > shown, f"the big screen shows the move first: {order}"
        assert json.loads(phone.recv(timeout=5))["step"] == 1, "then the phone hears its view"


def wait_for_inbound(night: PhoneNight[FugitiveScene]) -> None:
    """Until the phone's move has reached the server (not yet taken in by the table)."""
    deadline = time.monotonic() + 5
    while not night.server.has_inbound() and time.monotonic() < deadline:
        time.sleep(0.002)
    assert night.server.has_inbound(), "the move reached the server"


def test_a_phones_move_is_applied_in_the_same_pass_of_the_loop_that_takes_it_in(
    night: PhoneNight[FugitiveScene],
) -> None:
    app, session = night.app, night.session
    seat = session.to_act()[0]
    move = session.legal(seat)[0]
    phone = night.phone(seat)
    assert json.loads(phone.recv(timeout=5))["type"] == "welcome"
    app.step(dt=0.02)
    send(phone, move, 1)
    wait_for_inbound(night)
    app.step(dt=0.02)  # one pass: the table takes the move in, and it is applied and drawn
    assert [step.command for step in session.steps] == [move], "not left for the next frame"


def test_a_phones_move_is_autosaved_in_the_same_pass_after_its_frame_and_the_phones_views(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 5, default_seats(2))
    night = PhoneNight(big_screen(), FugitiveScene(session, autosave=True))
    app, server = night.app, night.server
    try:
        seat = session.to_act()[0]
        move = session.legal(seat)[0]
        order: list[str] = []
        draw, publish, write = app.draw, server.publish, saves.write_json_atomic

        def noting_draw(high_quality: bool = True) -> None:
            draw(high_quality)
            order.append(f"frame at step {len(session.steps)}")

        def noting_publish(to: int, frame: str) -> None:
            order.append("view")
            publish(to, frame)

        def noting_write(path: Path, data: Any) -> None:
            order.append(f"autosave of {len(data['commands'])} moves")
            write(path, data)

        app.draw = noting_draw  # type: ignore[method-assign]
        server.publish = noting_publish  # type: ignore[method-assign]
        monkeypatch.setattr(saves, "write_json_atomic", noting_write)
        phone = night.phone(seat)
        assert json.loads(phone.recv(timeout=5))["type"] == "welcome"
        app.step(dt=0.02)
        order.clear()
        send(phone, move, 1)
        wait_for_inbound(night)
        app.step(dt=0.02)
        # the fsync of the save waits for the frame and the views, and is not left for later
        assert order == ["frame at step 1", "view", "view", "view", "autosave of 1 moves"], order
        assert saves.load_session(saves.autosave_path()).commands == [move]
    finally:
        night.close()
