"""The frenzied scavenge's screen (rulebook, The Frenzied Method; Scavenging for Gear the Frenzied
Way): every seat answers at once on its own device, nobody's answer shows before all are in, and
the five-minute timer is the table's input."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator

import pygame
import pytest

from tabletop.core import catalogue, i18n
from tabletop.core.session import GameSession
from tabletop.engine.race_clock import NS_PER_MS
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.just_run.rules.commands import FightDice, TimeUp, Want
from tabletop.games.just_run.rules.frenzy import FRENZY_MS
from tabletop.games.just_run.table import frenzy_seats as fs
from tabletop.games.just_run.table.frenzy_panel import FrenzyPanel
from tabletop.games.just_run.table.frenzy_timer import TABLE_KEY, clock_text
from tests.just_run import frenzy_states as st
from tests.just_run.helpers import dice
from tests.readability import record, too_small

MS = NS_PER_MS
SECOND = 1000 * MS
START = 10**12  # the app's stamp clock is any monotonic count


@pytest.fixture(autouse=True)
def _display() -> Iterator[None]:
    pygame.init()
    yield
    i18n.set_language("en")


def devices() -> list[SeatDevice]:
    """Ana and Ben on keyboard zones 1 and 2, Cleo on the mouse, Dawid a computer."""
    return [
        SeatDevice(DeviceKind.KEYS, 0),
        SeatDevice(DeviceKind.KEYS, 1),
        SeatDevice(DeviceKind.MOUSE),
        SeatDevice(DeviceKind.COMPUTER),
    ]


def panel_at(state: st.State, table: dict | None = None, now: int = START) -> FrenzyPanel:
    panel = FrenzyPanel(st.seats(4, computers=(3,)), table if table is not None else {}, devices=devices())
    panel.set_view(st.rules.view(state, None), now)
    return panel


def key(panel: FrenzyPanel, code: int, stamp: int) -> bool:
    down = panel.raw_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0), stamp)
    panel.raw_event(pygame.event.Event(pygame.KEYUP, key=code, mod=0), stamp + MS)
    return down


def click(panel: FrenzyPanel, pos: tuple[int, int], stamp: int) -> bool:
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)
    return panel.raw_event(event, stamp)


def test_each_seats_own_keys_and_the_mouse_seats_buttons_answer_for_that_seat_frenzied_method() -> None:
    state = st.frenzied(4)
    panel = panel_at(state)
    assert key(panel, pygame.K_i, START + 3 * MS)  # zone 2's second key: Ben says No
    assert key(panel, pygame.K_q, START + 1 * MS)  # zone 1's first key: Ana says Yes (pressed first)
    assert click(panel, panel.buttons(2)[0].center, START + 5 * MS)  # Cleo clicks her own Yes
    assert panel.update(0.0, START + 10 * MS) == [Want(0, True), Want(1, False), Want(2, True)]
    for command in (Want(0, True), Want(1, False), Want(2, True)):
        assert command in st.rules.legal_commands(state, command.seat)


def test_a_seat_answers_once_and_clicks_on_another_seats_lane_answer_nothing_frenzied_method() -> None:
    panel = panel_at(st.frenzied(4))
    key(panel, pygame.K_w, START)
    key(panel, pygame.K_q, START + MS)  # Ana changes her mind: too late, the first answer went
    assert not click(panel, panel.buttons(0)[0].center, START + 2 * MS)  # the mouse is Cleo's
    assert not click(panel, panel.buttons(3)[0].center, START + 2 * MS)  # Dawid is a computer
    assert panel.update(0.0, START + 3 * MS) == [Want(0, False)]


def test_an_answer_the_rules_refused_may_be_given_again() -> None:
    panel = panel_at(st.frenzied(4))
    key(panel, pygame.K_q, START)
    assert panel.update(0.0, START + MS) == [Want(0, True)]
    key(panel, pygame.K_q, START + 2 * MS)
    assert panel.update(0.0, START + 3 * MS) == []
    panel.refused(Want(0, True))
    key(panel, pygame.K_w, START + 4 * MS)
    assert panel.update(0.0, START + 5 * MS) == [Want(0, False)]


def test_touch_lanes_and_a_claimed_gamepad_answer_for_their_own_seats_frenzied_method() -> None:
    kinds = [SeatDevice(DeviceKind.TOUCH), SeatDevice(DeviceKind.PAD)]
    panel = FrenzyPanel(st.seats(2), {}, devices=kinds)
    panel.set_view(st.rules.view(st.frenzied(2), None), START)
    finger = pygame.event.Event(pygame.FINGERDOWN, pos=panel.buttons(0)[1].center, finger_id=1, touch_id=1)
    assert panel.raw_event(finger, START + MS)
    pad = 77
    claim = pygame.event.Event(
        pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=pygame.CONTROLLER_BUTTON_Y
    )
    assert panel.raw_event(claim, START + 2 * MS)  # the first press claims the pad, answers nothing
    press = pygame.event.Event(
        pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=pygame.CONTROLLER_BUTTON_A
    )
    assert panel.raw_event(press, START + 3 * MS)
    assert panel.update(0.0, START + 4 * MS) == [Want(0, False), Want(1, True)]


def test_fighters_choose_one_or_two_dice_with_their_own_keys_frenzied_method() -> None:
    state, _ = st.answer(st.frenzied(4), {0: True, 1: True, 2: False, 3: False})
    panel = panel_at(state)
    key(panel, pygame.K_w, START)  # Ana: 2 dice
    key(panel, pygame.K_u, START + MS)  # Ben: 1 die
    key(panel, pygame.K_e, START + MS)  # not an answer key
    assert panel.update(0.0, START + 2 * MS) == [FightDice(0, 2, False), FightDice(1, 1, False)]
    assert "1 die" in fs.answer_words(FightDice(1, 1, False))


def test_fighters_without_dice_stay_in_or_give_up_no_dice_scavenging_for_gear_the_frenzied_way() -> None:
    state, _ = st.answer(st.frenzied(4, dice_left=(0, 0, 2, 2)), {0: True, 1: True, 2: False, 3: False})
    panel = panel_at(state)
    key(panel, pygame.K_q, START)
    key(panel, pygame.K_i, START + MS)
    assert panel.update(0.0, START + 2 * MS) == [FightDice(0, 0, False), FightDice(1, 0, True)]


def test_nobody_sees_an_answer_before_all_are_in_then_every_answer_shows_frenzied_method() -> None:
    state, _ = st.answer(st.frenzied(4), {0: True})
    panel = FrenzyPanel(st.seats(4, computers=(3,)), {}, devices=devices())
    panel.set_view(st.rules.view(state, 0), START)  # even Ana's own view: the lanes say only whether
    surface = pygame.Surface((1920, 1080))
    words = [d.text for d in record(lambda: panel.draw(surface))]
    assert panel.lane_status(0) == "Answered" and panel.lane_status(1) == "Answer now"
    assert "✓ Answered" in words and "YES" not in words and "NO" not in words
    state, events = st.answer(state, {1: False, 2: False, 3: True})
    panel.set_view(st.rules.view(state, None), START + SECOND)
    panel.show_events(events)
    words = [d.text for d in record(lambda: panel.draw(surface))]
    assert words.count("YES") == 2 and words.count("NO") == 2
    assert any("fight for it" in w for w in words)


@pytest.mark.parametrize(
    ("ana", "ben", "winner"), [([2, 5], [3], 0), ([6], [2, 6], None)], ids=["basic", "another_tie"]
)
def test_a_fights_dice_roll_in_the_fighters_lanes_the_winner_lit_and_a_tie_explained_frenzied_way(
    monkeypatch: pytest.MonkeyPatch, ana: list[int], ben: list[int], winner: int | None
) -> None:
    state, _ = st.answer(st.frenzied(4), {0: True, 1: True, 2: False, 3: False})
    panel = panel_at(state)
    with dice(monkeypatch, ana, ben):
        after, events = st.rules.apply(state, FightDice(0, len(ana), False))
        after, more = st.rules.apply(after, FightDice(1, len(ben), False))
    panel.set_view(st.rules.view(after, None), START + SECOND)
    panel.show_events(events + more)
    moment = panel.moments[0]
    assert moment.kind == "fight" and set(moment.dice) == {0, 1}
    assert [d.value for d in moment.dice[0]] == ana and [d.value for d in moment.dice[1]] == ben
    panel.update(2.0, START + 3 * SECOND)
    lit = {seat: [d.value for d in dice if d.highlight] for seat, dice in moment.dice.items()}
    if winner is None:
        assert lit == {0: [6], 1: [6]}
        assert "tie" in panel.status_line().lower() and "nobody loses a die" in panel.status_line()
    else:
        assert lit == {0: [5], 1: []} and panel.status_line().startswith("Ana wins the ")
    panel.update(5.0, START + 8 * SECOND)
    assert not panel.moments


def test_the_timer_sends_time_up_at_five_minutes_with_its_stamp_and_not_before_frenzied_method() -> None:
    state = st.frenzied(4)
    panel = panel_at(state)
    assert panel.update(0.0, START + (FRENZY_MS - 1) * MS) == []
    out = panel.update(0.0, START + (FRENZY_MS + 40) * MS)
    assert out == [TimeUp(0, FRENZY_MS + 40)]
    st.rules.apply(state, out[0])  # the rules take it
    assert panel.update(0.0, START + (FRENZY_MS + 80) * MS) == []  # once


def test_the_timer_stops_while_the_scene_is_paused_frenzied_method() -> None:
    table: dict = {}
    panel = panel_at(st.frenzied(4), table)
    panel.pause(START + 100 * SECOND)
    assert table[TABLE_KEY] == {"elapsed_ms": 100_000}
    assert panel.update(0.0, START + 500 * SECOND) == []
    key(panel, pygame.K_q, START + 500 * SECOND)  # presses in the menu are nobody's
    panel.resume(START + 500 * SECOND)
    assert panel.update(0.0, START + 699 * SECOND) == []
    assert panel.update(0.0, START + 700 * SECOND) == [TimeUp(0, FRENZY_MS)]


def test_a_game_loaded_mid_scavenge_goes_on_from_the_time_its_save_kept_frenzied_method() -> None:
    table = {TABLE_KEY: {"elapsed_ms": 250_000}}
    panel = panel_at(st.frenzied(4), table, now=START)
    assert clock_text(panel.timer.left_ms(START)) == "0:50"
    assert panel.update(0.0, START + 49_999 * MS) == []
    assert panel.update(0.0, START + 50 * SECOND) == [TimeUp(0, FRENZY_MS)]
    assert table[TABLE_KEY] == {"elapsed_ms": FRENZY_MS}


def test_the_devices_are_kept_with_the_game_and_read_back() -> None:
    table: dict = {}
    FrenzyPanel(st.seats(4, computers=(3,)), table, devices=devices())
    assert (plan := fs.DEVICES.saved_plan(table, st.seats(4, computers=(3,)))) is not None
    assert plan.devices == tuple(devices())
    assert fs.DEVICES.saved_plan(table, st.seats(4)) is None  # a computer seat became a person
    assert fs.DEVICES.default_plan(st.seats(6, computers=(5,))).devices[3] == SeatDevice(DeviceKind.MOUSE)


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_panel_is_readable_at_1080p_for_every_table_size(players: int, language: str) -> None:
    i18n.set_language(language)
    kinds = fs.DEVICES.default_plan(st.seats(players, computers=(players - 1,))).devices
    state = st.frenzied(players, seed=5, dice_left=(0,) + (2,) * (players - 1))
    wanting = {s: s < 2 for s in range(players)}
    fight, events = st.answer(state, wanting)
    surface = pygame.Surface((1920, 1080))
    for shown, moment_events in ((state, []), (fight, events)):
        panel = FrenzyPanel(st.seats(players, computers=(players - 1,)), {}, devices=kinds)
        panel.set_view(st.rules.view(shown, None), START)
        panel.show_events(moment_events)
        assert too_small(record(lambda p=panel: p.draw(surface))) == []
        panel.skip()
        assert too_small(record(lambda p=panel: p.draw(surface))) == []


def test_a_session_played_by_presses_and_a_computer_saves_mid_phase_and_goes_on_from_its_time() -> None:
    """Two people on keyboard zones and a computer survivor play cards through the panel; the save
    made mid-scavenge keeps the time, and the loaded game's panel counts on from it."""
    info = catalogue.get("just_run")
    seats = st.seats(3, computers=(2,))
    options = {"players": 3, "scavenge": "frenzied", "first": "first_seat"}
    session = GameSession(info, info.rules(), options, 7, seats)  # its table is not on the title yet
    panel = FrenzyPanel(seats, session.table)
    panel.set_view(session.view(None), START)
    bots = info.bots()
    assert bots is not None
    now = START
    keys = {0: (pygame.K_q, pygame.K_w), 1: (pygame.K_u, pygame.K_i)}
    for turn in range(12):
        now += 2 * SECOND
        for seat in (0, 1):
            key(panel, keys[seat][(turn + seat) % 2], now)
        now += 10 * SECOND  # every moment on show is over by then
        commands = panel.update(10.0, now)
        if 2 in session.to_act():
            rng = random.Random(turn)
            choice = bots.choose(session.view(2), session.legal(2), 2, "strong", rng)
            commands.append(choice)
        for command in commands:
            if command.seat in session.to_act():
                events = session.apply(command)
                panel.set_view(session.view(None), now)
                panel.show_events(events)
    assert session.view(None)["frenzy"] is not None, "the phase lasts past twelve cards' worth of time"
    assert any(event.kind == "card_taken" for event in session.events)
    elapsed = panel.timer.elapsed_ms(now)
    assert elapsed == 12 * 12_000
    panel.pause(now)  # the menu opens and the game is saved
    saved = json.loads(json.dumps(session.to_save()))
    # the table is not on the title screen yet: load as if it were (the save names no table)
    shown = dataclasses.replace(info, table="tabletop.games.just_run.table.scene:JustRunScene")
    loaded = GameSession.from_save(saved, lambda _game: shown)
    later = now + 3600 * SECOND  # loaded an hour later
    again = FrenzyPanel(loaded.seats, loaded.table)
    again.set_view(loaded.view(None), later)
    assert again.timer.elapsed_ms(later) == elapsed
    assert again.devices == panel.devices
    left = FRENZY_MS - elapsed
    assert again.update(0.0, later + (left - 1) * MS) == []
    assert [type(c) for c in again.update(0.0, later + left * MS)] == [TimeUp]
