"""Phones wait for the big screen as its own players do (issue 22): the menu stops every phone (a
"paused" frame, a phone joining under it is told too) and a move sent meanwhile waits until the
menu closes; and a phone's move waits for the beats playing on the big screen, as a click does,
so the room sees what happened before the next move."""

from __future__ import annotations

import contextlib
import json
import time

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.games.fugitive.table.scene import FugitiveScene
from tabletop.games.outnumbered.rules import EndTurn, Roll
from tabletop.games.outnumbered.table.scene import OutnumberedScene
from tests.engine.phones.phone_night import PhoneNight, big_screen, send
from tests.just_run.test_table_on_phones import Night as FrenzyNight  # Just Run's, on a headless clock

Night = PhoneNight[FugitiveScene]  # a Fugitive table with both seats on phones


def open_menu(night: Night) -> None:
    night.scene.open_pause()
    assert night.scene.paused


def test_the_menu_pauses_every_phone_a_move_sent_meanwhile_waits_and_closing_it_goes_on(
    night: Night,
) -> None:
    phones = [night.phone(0), night.phone(1)]
    for phone in phones:
        night.heard(phone, "view")
    open_menu(night)
    for phone in phones:
        assert night.heard(phone, "paused") == {"type": "paused", "paused": True}
    move = night.session.legal(0)[0]
    send(phones[0], move, 1)  # sent anyway (an old page, a tap in flight)
    for _ in range(30):
        night.app.step(dt=0.02)
        time.sleep(0.01)
    assert night.session.steps == [], "a move was applied under the menu"
    night.app.pop()  # the menu closes
    for phone in phones:
        assert night.heard(phone, "paused") == {"type": "paused", "paused": False}
    view = night.heard(phones[0], "view")
    while view["step"] < 1:
        view = night.heard(phones[0], "view")
    assert [step.command for step in night.session.steps] == [move]


def test_a_phone_joining_while_the_menu_is_open_is_told_before_its_view(night: Night) -> None:
    open_menu(night)
    phone = night.phone(1)
    kinds = [json.loads(phone.recv(timeout=5))["type"] for _ in range(3)]
    assert kinds == ["welcome", "paused", "view"]


def test_a_roll_sent_at_once_after_end_turn_waits_for_the_villains_attack_to_play() -> None:
    options = {"players": 2, "mode": "sidekick"}
    session = GameSession.new(catalogue.get("outnumbered"), options, 11, default_seats(2))
    for _ in range(3):  # both heroes chosen, the first hero's dice rolled
        session.apply(session.legal(session.to_act()[0])[0])
    night = PhoneNight(big_screen(speed=1.0), OutnumberedScene(session, autosave=False))
    try:
        first, second = night.phone(0), night.phone(1)
        night.heard(first, "view")
        night.heard(second, "view")
        end_turn = next(c for c in session.legal(0) if isinstance(c, EndTurn))
        steps = len(session.steps)
        send(first, end_turn, 1)
        night.heard(first, "view")
        assert session.steps[-1].command == end_turn and night.scene.busy(), "End turn sets off beats"
        send(second, Roll(1), 2)  # the next hero's quick tap, while the attack plays
        beats = 0
        deadline = time.monotonic() + 30
        while night.scene.busy():
            assert time.monotonic() < deadline, "the beats never ended"
            assert len(session.steps) == steps + 1, "the roll cut the attack's beats short"
            night.app.step(dt=0.05)
            beats += 1
            time.sleep(0.002)
        assert beats > 3
        night.heard(second, "view")
        while len(session.steps) < steps + 2:
            night.app.step(dt=0.05)
        assert session.steps[-1].command == Roll(1)
    finally:
        night.close()


def test_the_menu_over_just_runs_frenzied_scavenge_stops_its_timer_and_shows_every_phone_paused() -> None:
    night = FrenzyNight()
    try:
        for seat in range(3):
            night.join(seat)
        night.run(2)
        assert night.scene.frenzy_on() and night.elapsed_s() == 2
        night.scene.open_pause()
        night.run(30)  # the clock goes on; the app does not update the table under the menu
        night.app.pop()
        night.run(1)
        assert night.elapsed_s() == 3, "the menu's time is not the frenzy's"
        for link in night.phones.values():
            kinds: list[bool] = []
            with contextlib.suppress(TimeoutError):
                while True:
                    frame = json.loads(link.recv(timeout=0.2))
                    if frame["type"] == "paused":
                        kinds.append(frame["paused"])
            assert kinds == [True, False]
    finally:
        night.close()
