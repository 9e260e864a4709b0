"""Outrun's relay and countdown (issue 9, "Playing at the same time on one screen"): in relay each
person runs the same path card in turn behind a "look away" curtain, timed from their own start;
before a race, 3-2-1 and then the turner's reveal at the race clock's zero."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.settings import Settings
from tabletop.engine.key_zones import KeyZones
from tabletop.engine.seat_devices import DeviceKind
from tabletop.engine.seat_input import SeatInput, SeatIntent
from tabletop.games.outrun import rules
from tabletop.games.outrun.rules import Reveal, Run, TimeUp
from tabletop.games.outrun.rules.scenario import make_state
from tabletop.games.outrun.rules.state import Phase
from tabletop.games.outrun.table.countdown import Countdown
from tabletop.games.outrun.table.race_actions import RACE_ACTIONS, SeatAction
from tabletop.games.outrun.table.relay import Relay, Stage
from tabletop.scenes.navigator import open_app
from tests.outrun.play import PATH

MS = 1_000_000
NAMES = ["Anna", "Ben", "Chloe"]


def relay_for(people: tuple[int, ...], **kwargs: object) -> Relay:
    state = make_state("vampire", players=3, path=PATH)
    return Relay(rules.view(state, None), people, **kwargs)  # type: ignore[arg-type]


def press(
    seat: int, at_ms: int, action: SeatAction = SeatAction.SYMBOL, slot: int | None = None
) -> SeatIntent:
    return SeatIntent(seat, action, at_ms * MS, slot, DeviceKind.KEYS)


def test_each_relay_runner_is_timed_from_their_own_start_behind_a_curtain_between_runs():
    relay = relay_for((0, 1))
    curtain = relay.curtain(NAMES)
    assert curtain is not None and curtain.seat == 0
    assert curtain.lines[0] == "Anna, you are up." and "look away" in curtain.lines[1]
    assert relay.places() == []  # nothing of the hand (or the path) shows behind the curtain
    relay.feed([press(1, 100, slot=0)])  # not Ben's turn
    assert relay.stage is Stage.CURTAIN
    relay.feed([press(0, 1_000, slot=3)])  # Anna lifts the curtain: that press lays nothing
    assert relay.stage is Stage.RUNNING and relay.laid() == ()
    relay.feed([press(0, 1_500, slot=0), press(0, 2_000, slot=1), press(0, 4_250, SeatAction.FINISH)])
    assert relay.update(4_300 * MS) == [Run(0, ("pumpkin", "bat"), 3_250)]
    curtain = relay.curtain(NAMES)
    assert relay.stage is Stage.CURTAIN and curtain is not None and curtain.seat == 1
    relay.feed([press(1, 60_000, SeatAction.CONFIRM)])  # Ben starts a minute later
    assert relay.elapsed_ms(61_000 * MS) == 1_000
    relay.feed([press(1, 62_000, SeatAction.FINISH)])
    assert relay.update(62_000 * MS) == [Run(1, (), 2_000)]
    assert relay.over and relay.times == {0: 3_250, 1: 2_000}


def test_mouse_clicks_append_cards_a_drag_puts_one_into_the_line_and_undo_takes_the_last_back():
    relay = relay_for((2,))
    assert not relay.click_place(0)  # behind the curtain a click only lifts it
    relay.lift(0)
    for place in (7, 0, 4):  # eye, pumpkin, hat
        assert relay.click_place(place)
    assert relay.click_place(1, at=0)  # the bat dragged to the front of the line
    assert relay.laid() == ("bat", "eye", "pumpkin", "hat")
    assert not relay.click_place(7)  # the eye is laid: its place is empty
    assert relay.places()[7] is None
    assert relay.take_back()  # the bat, laid last, though it is first in the line
    assert relay.laid() == ("eye", "pumpkin", "hat")
    assert relay.finish(9_000 * MS)
    assert relay.update(9_000 * MS) == [Run(2, ("eye", "pumpkin", "hat"), 9_000)]


def test_relay_runs_apply_in_turn_and_computer_runs_go_in_at_once():
    state = make_state("bear", players=3, path=PATH)
    bot = Run(2, tuple(rules.correct_run(state, 2)), 4_321)
    relay = Relay(rules.view(state, None), (0, 1), {2: bot})
    sent = relay.update(0)
    assert sent == [bot]
    for seat, start in ((0, 10_000), (1, 50_000)):
        relay.lift(start * MS)
        for card in rules.correct_run(state, seat):
            relay.click_place(relay.places().index(card))
        relay.finish((start + 5_000 + seat) * MS)
        sent += relay.update((start + 6_000) * MS)
    assert [(c.seat, c.ms) for c in sent if isinstance(c, Run)] == [(2, 4_321), (0, 5_000), (1, 5_001)]
    for command in sent:
        state, _events = rules.apply(state, command)
    assert state.phase is not Phase.RACE
    assert [s["last_run"]["correct"] for s in rules.view(state, None)["seats"]] == [True, True, True]


def test_a_relay_run_over_the_time_limit_is_out_of_time_and_the_next_runner_is_up():
    relay = relay_for((0, 1), time_limit_s=30)
    relay.lift(0)
    assert relay.update(30_000 * MS) == []
    assert relay.update(30_001 * MS) == [TimeUp(0)]
    assert relay.stage is Stage.CURTAIN and relay.up == 1


def test_a_paused_relay_run_does_not_count_the_menu_time_and_takes_no_clicks():
    relay = relay_for((0,))
    relay.lift(0)
    relay.pause(1_000 * MS)
    assert not relay.click_place(0)
    relay.resume(31_000 * MS)
    relay.finish(31_500 * MS)
    assert relay.update(31_500 * MS) == [Run(0, (), 1_500)]


def test_a_relay_runner_on_the_keyboard_plays_through_the_input_layer_and_others_keys_do_nothing():
    app = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    seats = SeatInput(KeyZones.default(), RACE_ACTIONS)
    seats.use_keys(0, 0)
    seats.use_keys(1, 1)
    relay = relay_for((0, 1))
    now = app.now_ns()
    for k, ms in ((pygame.K_u, 1), (pygame.K_w, 2), (pygame.K_a, 3), (pygame.K_i, 4), (pygame.K_SPACE, 900)):
        seats.feed(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""), now + ms * MS)
    relay.feed(seats.take())
    assert relay.update(now + 1_000 * MS) == [Run(0, ("hat",), 898)]  # W lifted the curtain at 2 ms


# -- the countdown ----------------------------------------------------------------------------------------


def test_the_countdown_shows_three_two_one_and_the_reveal_is_due_once_at_zero():
    countdown = Countdown()
    assert countdown.number(0) is None and not countdown.due(10**12)
    countdown.start(1_000 * MS)
    assert [countdown.number(t * MS) for t in (1_000, 1_999, 2_000, 3_500, 3_999, 4_000)] == [
        3,
        3,
        2,
        1,
        1,
        None,
    ]
    assert not countdown.due(3_999 * MS)
    assert countdown.due(4_000 * MS) and not countdown.due(4_001 * MS)
    assert countdown.zero_ns == 4_000 * MS


def test_the_menu_stops_the_countdown_and_moves_the_races_zero_by_the_time_it_was_open():
    countdown = Countdown()
    countdown.start(0)
    countdown.pause(1_500 * MS)
    assert countdown.number(9_000 * MS) == 2 and not countdown.due(9_000 * MS)
    countdown.resume(11_500 * MS)
    assert countdown.zero_ns == 13_000 * MS
    assert countdown.number(12_999 * MS) == 1 and countdown.due(13_000 * MS)


def test_the_turner_turns_the_path_card_after_the_countdown():
    state = make_state("vampire", players=3, turner=2)
    assert rules.view(state, None)["phase"] == "reveal"
    command = Countdown.reveal_command(rules.view(state, None))
    assert command == Reveal(2)
    state, _events = rules.apply(state, command)
    assert rules.view(state, None)["phase"] == "race"


@pytest.mark.parametrize("seconds", [1, 3])
def test_the_countdown_starts_at_its_length(seconds):
    countdown = Countdown(seconds)
    countdown.start(0)
    assert countdown.number(0) == seconds


def test_a_relay_run_with_a_countdown_starts_its_clock_at_zero_and_the_menu_stops_the_count():
    relay = relay_for((0,), countdown_s=3)
    relay.feed([press(0, 1_000, slot=3)])  # the start: 3-2-1 begins, nothing is laid
    assert relay.stage is Stage.COUNTDOWN and relay.number(1_000 * MS) == 3 and relay.places() == []
    relay.feed([press(0, 1_500, slot=0)])  # a key before the card turns lays nothing
    relay.pause(2_000 * MS)  # the menu, for ten seconds
    relay.resume(12_000 * MS)
    assert relay.update(13_999 * MS) == [] and relay.stage is Stage.COUNTDOWN
    assert relay.number(13_500 * MS) == 1
    relay.update(14_000 * MS)  # 3 s of counting after the start, the menu's time left out
    assert relay.stage is Stage.RUNNING and relay.laid() == () and relay.number(14_000 * MS) is None
    relay.feed([press(0, 14_500, slot=0), press(0, 15_250, SeatAction.FINISH)])
    assert relay.update(15_300 * MS) == [Run(0, ("pumpkin",), 1_250)]
