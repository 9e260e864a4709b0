"""Outrun's race at the table (issue 9, "Playing at the same time on one screen"): real key, pad
and touch events through the app's input layer become each seat's cards laid live, their ``run``
with its time from the reveal, in the order of the presses' stamps; the rules accept what the race
sends."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.i18n import set_language
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.key_zones import KeyZones
from tabletop.engine.scene import Scene
from tabletop.engine.seat_devices import DeviceKind
from tabletop.engine.seat_input import SeatInput, SeatIntent
from tabletop.games.outrun import rules
from tabletop.games.outrun.rules import Run, TimeUp
from tabletop.games.outrun.rules.content import LONG_WAY, MAJOR_SHORTCUT, SYMBOL_IDS
from tabletop.games.outrun.rules.scenario import make_state
from tabletop.games.outrun.rules.state import State
from tabletop.games.outrun.table.countdown import Countdown
from tabletop.games.outrun.table.race import Race, computer_runs, logged_so_far
from tabletop.games.outrun.table.race_actions import RACE_ACTIONS, SeatAction, race_lane
from tabletop.scenes.navigator import open_app
from tests.outrun.play import PATH

MS = 1_000_000  # nanoseconds
LONG_1, MAJOR = 22, 31  # interference card ids: The long way (after the 1st card), Major shortcut
PUMPKIN, BAT, GHOST, MOON, HAT, CANDLE, SPIDER, EYE = range(8)  # hand places
ZONE_0 = (pygame.K_q, pygame.K_w, pygame.K_e, pygame.K_r, pygame.K_a, pygame.K_s, pygame.K_d, pygame.K_f)
ZONE_1 = (
    pygame.K_u,
    pygame.K_i,
    pygame.K_o,
    pygame.K_p,
    pygame.K_j,
    pygame.K_k,
    pygame.K_l,
    pygame.K_SEMICOLON,
)


class FakeClock:
    """Time that moves only when the app sleeps; real events are posted when their moment comes."""

    def __init__(self) -> None:
        self.now = 1_000_000_000
        self.posts: list[tuple[int, pygame.event.Event]] = []

    def clock(self) -> int:
        return self.now

    def at(self, ms: float, event: pygame.event.Event) -> None:
        self.posts.append((self.now + int(ms * MS), event))
        self.posts.sort(key=lambda post: post[0])

    def sleep(self, seconds: float) -> None:
        self.now += int(seconds * 1e9)
        while self.posts and self.posts[0][0] <= self.now:
            pygame.event.post(self.posts.pop(0)[1])


class RaceTable(Scene):
    """The least a table does with a race: feed the raw events to its SeatInput, the intents to the
    race, and keep the commands the race sends; stop both while a menu is over it."""

    def __init__(self, race: Race) -> None:
        super().__init__()
        self.seats = SeatInput(KeyZones.default(), RACE_ACTIONS)
        self.race = race
        self.sent: list[rules.Run | rules.TimeUp] = []

    def raw_event(self, event: pygame.event.Event, stamp_ns: int) -> bool:
        return self.seats.feed(event, stamp_ns)

    def fine_input(self) -> bool:
        return True

    def update(self, dt: float) -> bool:
        assert self.app is not None
        self.race.feed(self.seats.take())
        for command in self.race.update(self.app.now_ns()):
            assert isinstance(command, (Run, TimeUp))
            self.sent.append(command)
        return False

    def pause(self) -> None:
        super().pause()
        assert self.app is not None
        self.seats.pause()
        self.race.pause(self.app.now_ns())

    def resume(self) -> None:
        super().resume()
        assert self.app is not None
        self.seats.resume()
        self.race.resume(self.app.now_ns())


@pytest.fixture
def app():
    application = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    pygame.event.clear()
    yield application
    set_language("en")


@pytest.fixture
def fake(app):
    clock = FakeClock()
    app.stamp_clock, app.fine_sleep = clock.clock, clock.sleep
    return clock


def racing_state(players: int = 3, **kwargs: object) -> State:
    return make_state("vampire", players=players, path=PATH, **kwargs)  # type: ignore[arg-type]


def open_table(app: App, state: State, people: tuple[int, ...], **kwargs: object) -> RaceTable:
    race = Race(rules.view(state, None), people, **kwargs)  # type: ignore[arg-type]
    table = RaceTable(race)
    app.push(table)
    app.step()
    race.start(app.now_ns())  # the reveal: the race clock's zero
    return table


def key(k: int, down: bool = True) -> pygame.event.Event:
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    return pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0)


def post_keys(*keys: int) -> None:
    for k in keys:
        pygame.event.post(key(k))
        pygame.event.post(key(k, down=False))


def apply_all(state: State, commands: list[Run | TimeUp]) -> State:
    for command in commands:
        state, _events = rules.apply(state, command)
    return state


# -- two seats at once --------------------------------------------------------------------------------


def test_two_keyboard_seats_racing_in_the_same_frame_send_both_runs_timed_from_the_reveal_in_stamp_order(
    app, fake
):
    state = racing_state()
    table = open_table(app, state, (0, 1))
    table.seats.use_keys(0, 0)
    table.seats.use_keys(1, 1)
    fake.at(2, key(ZONE_1[EYE]))  # seat 1: eye, then Finish at 9 ms
    fake.at(3, key(ZONE_0[PUMPKIN]))  # seat 0: pumpkin, bat, then Finish at 7 ms
    fake.at(4, key(ZONE_0[BAT]))
    fake.at(7, key(pygame.K_SPACE))
    fake.at(9, key(pygame.K_RETURN))
    app.wait_finely(1 / 60)  # all of it between two frames
    app.step()
    assert table.sent == [Run(0, ("pumpkin", "bat"), 7), Run(1, ("eye",), 9)]
    assert table.race.finish_order == [0, 1]
    state = apply_all(state, table.sent)
    assert [seat["finish_ms"] for seat in rules.view(state, None)["seats"]] == [7, 9, None]


def test_a_later_press_handled_first_still_finishes_second(app, fake):
    table = open_table(app, racing_state(), (0, 1))
    table.seats.use_keys(0, 0)
    table.seats.use_keys(1, 1)
    zero = app.now_ns()
    app.dispatch(key(pygame.K_RETURN), zero + 40 * MS)  # seat 1's Finish, handled first
    app.dispatch(key(pygame.K_SPACE), zero + 30 * MS)
    fake.now = zero + 50 * MS
    app.step()
    assert table.sent == [Run(0, (), 30), Run(1, (), 40)]


def test_a_pad_and_a_touch_lane_in_the_same_frame_lay_their_cards_and_finish_in_stamp_order(app, fake):
    table = open_table(app, racing_state(), (0, 1))
    table.seats.pads.wait_for(0)
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=4, button=0), app.now_ns())
    slots = tuple(pygame.Rect(10 + 45 * i, 700, 40, 80) for i in range(8))
    table.seats.set_lanes({1: race_lane(pygame.Rect(0, 680, 480, 400), slots, pygame.Rect(10, 800, 380, 80))})
    zero = app.now_ns()

    def pad(button: int, ms: int) -> None:
        event = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=4, button=button)
        app.dispatch(event, zero + ms * MS)

    def finger(pos: tuple[int, int], ms: int) -> None:
        event = pygame.event.Event(
            pygame.FINGERDOWN, touch_id=1, finger_id=0, x=pos[0] / 1920, y=pos[1] / 1080, dx=0, dy=0
        )
        app.dispatch(event, zero + ms * MS)

    pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, 10)  # seat 0: bat
    finger((10 + 45 * 7 + 5, 740), 11)  # seat 1: eye
    pad(pygame.CONTROLLER_BUTTON_X, 12)  # seat 0: eye
    finger((200, 840), 13)  # seat 1: Finish
    pad(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, 14)  # seat 0: Finish
    fake.now = zero + 20 * MS
    app.step()
    assert table.sent == [Run(1, ("eye",), 13), Run(0, ("bat", "eye"), 14)]


# -- laying and taking back ------------------------------------------------------------------------------


def test_the_lane_shows_the_cards_laid_so_far_and_the_last_can_be_taken_back_before_finish(app, fake):
    table = open_table(app, racing_state(), (0, 1))
    table.seats.use_keys(0, 0)
    table.seats.pads.wait_for(1)
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=2, button=0), app.now_ns())
    post_keys(ZONE_0[PUMPKIN], ZONE_0[GHOST])
    app.collect()
    app.step()
    assert table.race.laid(0) == ("pumpkin", "ghost")
    assert table.race.hand(0)[GHOST] is None and table.race.hand(0)[BAT] == "bat"
    post_keys(ZONE_0[GHOST])  # the key of an empty place takes the last card back
    app.collect()
    app.step()
    assert table.race.laid(0) == ("pumpkin",) and table.race.hand(0)[GHOST] == "ghost"
    for button in (
        pygame.CONTROLLER_BUTTON_DPAD_UP,
        pygame.CONTROLLER_BUTTON_Y,
        pygame.CONTROLLER_BUTTON_LEFTSHOULDER,  # the pad's Undo takes the hat back
        pygame.CONTROLLER_BUTTON_B,
        pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    ):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=2, button=button))
    post_keys(
        ZONE_0[MOON], pygame.K_SPACE, ZONE_0[BAT], ZONE_0[MOON]
    )  # presses after Finish count for nothing
    app.collect()
    app.step()
    assert [(run.seat, run.cards) for run in table.sent if isinstance(run, Run)] == [
        (1, ("pumpkin", "candle")),
        (0, ("pumpkin", "moon")),
    ]
    assert table.race.laid(0) == ("pumpkin", "moon")


def test_nothing_the_race_shows_depends_on_whether_the_run_is_right(app, fake):
    """Two runners laying the right and a wrong card see their lanes change the same way."""
    state = racing_state()
    right = rules.correct_run(state, 0)[0]
    wrong = next(card for card in SYMBOL_IDS if card != right)
    race = Race(rules.view(state, None), (0, 1))
    race.start(0)
    race.press(SeatIntent(0, SeatAction.SYMBOL, 1, SYMBOL_IDS.index(right)))
    race.press(SeatIntent(1, SeatAction.SYMBOL, 2, SYMBOL_IDS.index(wrong)))
    assert race.hand(0).count(None) == race.hand(1).count(None) == 1
    assert race.laid(0) == (right,) and race.laid(1) == (wrong,)


def test_the_long_way_moves_into_the_first_gap_so_a_keyboard_can_lay_it_after_the_first_card(app, fake):
    state = racing_state(center=(LONG_1,))
    table = open_table(app, state, (0,))
    table.seats.use_keys(0, 0)
    assert table.race.hand(0)[8:] == [LONG_WAY]  # waiting after the eight, where touch reaches it
    run = rules.correct_run(state, 0)
    assert run[1] == LONG_WAY
    first = SYMBOL_IDS.index(run[0])
    keys = [ZONE_0[first], ZONE_0[first]]  # the second press lays The long way from that place
    keys += [ZONE_0[SYMBOL_IDS.index(card)] for card in run[2:]]
    post_keys(*keys, pygame.K_SPACE)
    app.collect()
    app.step()
    assert [command.cards for command in table.sent] == [tuple(run)]
    state = apply_all(state, table.sent)
    assert state.runners[0].finish is not None


def test_finish_with_nothing_laid_lays_the_major_shortcut_and_the_second_finish_ends_the_run(app, fake):
    state = racing_state(center=(MAJOR,))
    table = open_table(app, state, (0,))
    table.seats.use_keys(0, 0)
    post_keys(pygame.K_SPACE, pygame.K_SPACE)
    app.collect()
    app.step()
    assert table.sent == [Run(0, (MAJOR_SHORTCUT,), 0)]
    assert rules.correct_run(state, 0) == [MAJOR_SHORTCUT]


def test_touch_reaches_the_special_places_after_the_eight_movement_cards():
    race = Race(rules.view(racing_state(center=(LONG_1,)), None), (0,))
    race.start(0)
    race.press(SeatIntent(0, SeatAction.SYMBOL, 5 * MS, 8, DeviceKind.TOUCH))
    assert race.laid(0) == (LONG_WAY,)
    race.press(SeatIntent(0, SeatAction.SYMBOL, 6 * MS, 8, DeviceKind.TOUCH))  # nothing is left there
    race.press(SeatIntent(0, SeatAction.SYMBOL, 7 * MS, 0, DeviceKind.TOUCH))  # the pumpkin's place
    assert race.laid(0) == (LONG_WAY, "pumpkin")


# -- the clock: time limit, pause, computer runners ------------------------------------------------------


def test_the_time_limit_calls_time_up_for_the_runners_still_racing_only(app, fake):
    state = racing_state(players=2, time_limit=30)
    table = open_table(app, state, (0, 1), time_limit_s=30)
    table.seats.use_keys(0, 0)
    table.seats.use_keys(1, 1)
    fake.at(12_000, key(pygame.K_SPACE))
    app.wait_finely(29.0)
    app.step()
    assert table.sent == [Run(0, (), 12_000)]
    fake.sleep(1.0)  # exactly 30 s: a run could still finish in time
    app.step()
    assert len(table.sent) == 1
    fake.sleep(0.002)
    app.step()
    assert table.sent == [Run(0, (), 12_000), TimeUp(1)]
    post_keys(pygame.K_RETURN)  # too late: seat 1 has been called out of time
    app.collect()
    app.step()
    assert len(table.sent) == 2 and table.race.over
    state = apply_all(state, table.sent)
    assert state.phase.value != "race"


def test_a_finish_stamped_after_the_limit_is_out_of_time_even_if_its_frame_came_first():
    race = Race(rules.view(racing_state(), None), (0,), time_limit_s=30)
    race.start(0)
    race.press(SeatIntent(0, SeatAction.FINISH, 30_001 * MS))
    assert race.update(30_001 * MS) == [TimeUp(0)]


def test_the_menu_stops_the_race_clock_and_a_finish_after_it_leaves_out_the_paused_time(app, fake):
    table = open_table(app, racing_state(), (0,))
    table.seats.use_keys(0, 0)
    fake.sleep(0.250)
    app.push(Scene())  # the menu opens at 250 ms
    fake.sleep(5.0)
    post_keys(pygame.K_q)  # nobody races in the menu
    app.collect()
    app.step()
    app.pop()
    fake.sleep(0.100)
    post_keys(pygame.K_SPACE)
    app.collect()
    app.step()
    assert table.sent == [Run(0, (), 350)]


def test_a_computer_runner_is_released_when_the_race_clock_reaches_its_time_and_not_before(app, fake):
    bot = Run(2, ("eye", "pumpkin"), 1_200)
    table = open_table(app, racing_state(), (0,), computers={2: bot})
    table.seats.use_keys(0, 0)
    assert table.race.wake_in(app.now_ns()) == pytest.approx(1.2)
    app.push(Scene())  # a minute in the menu does not count
    fake.sleep(60)
    app.pop()
    fake.now += 1_199 * MS
    app.step()
    assert table.sent == []
    app.dispatch(key(pygame.K_SPACE), fake.now)  # the person finishes 1 ms before the computer's time
    fake.now += 1 * MS
    app.step()
    assert table.sent == [Run(0, (), 1_199), bot]
    assert table.race.finish_order == [0, 2] and table.race.over


def test_computer_runs_are_decided_once_from_the_game_and_are_the_same_when_the_race_is_run_again():
    seats = default_seats(3, computer_from=1)

    def revealed() -> GameSession:
        # Outrun has no table yet, so the session is built by hand as ``GameSession.new`` would
        session = GameSession(catalogue.get("outrun"), rules, {"players": 3}, 5, list(seats))
        session.apply(Countdown.reveal_command(session.view(None)))
        return session

    first, again = computer_runs(revealed()), computer_runs(revealed())
    assert set(first) == {1, 2}
    assert first == again
    assert all(run.ms > 0 and run.seat == seat for seat, run in first.items())


def test_times_up_from_the_group_stops_a_person_or_a_computer_runner_and_counts_once():
    bot = Run(2, ("eye",), 5_000)
    race = Race(rules.view(racing_state(), None), (0, 1), {2: bot})
    race.start(0)
    assert race.time_up(1, 2_000 * MS) and race.time_up(2, 2_500 * MS)
    assert not race.time_up(1, 3_000 * MS)  # already out of time
    race.press(SeatIntent(1, SeatAction.FINISH, 3_000 * MS))  # too late to finish
    race.press(SeatIntent(0, SeatAction.FINISH, 1_000 * MS))
    assert race.update(6_000 * MS) == [Run(0, (), 1_000), TimeUp(1), TimeUp(2)]
    assert race.over and race.update(7_000 * MS) == []


def test_a_race_loaded_mid_way_keeps_the_logged_runs_finished_and_sends_nothing_for_them_again():
    state = racing_state(players=3)
    computer = Run(2, ("back",), 900)  # still to come: its time is after the logged ones
    race = Race(rules.view(state, None), (1,), {2: computer})
    logged = logged_so_far([rules.Reveal(0), Run(0, ("a",), 400), TimeUp(2)])
    assert [c.seat for c in logged] == [0, 2]
    assert logged_so_far([rules.Reveal(0)]) == [] and logged_so_far([Run(0, (), 5)]) == []
    assert race.restore(logged) == 400  # the clock goes on from the last logged time
    race.start(0)
    assert race.finish_order == [0, 2] and race.racing == [1]
    assert race.results[2].ms == 400  # Time's up at the time of the result before it
    assert race.update(2_000_000_000) == []  # the computer's run was already in the log


def test_a_computer_whose_fresh_run_is_faster_than_a_logged_one_finishes_after_it_on_a_load():
    state = racing_state(players=3)
    computer = Run(2, ("back",), 150)  # decided again on the load, faster than the logged 400 ms
    race = Race(rules.view(state, None), (1,), {2: computer})
    assert race.restore(logged_so_far([rules.Reveal(0), Run(0, ("a",), 400)])) == 400
    race.start(0)
    assert race.update(400 * MS) == [Run(2, ("back",), 400)]
    assert race.finish_order == [0, 2]


def test_a_touch_lane_keeps_the_long_way_in_its_own_place_and_a_second_tap_on_a_gap_lays_nothing(app, fake):
    state = racing_state(center=(LONG_1,))
    table = open_table(app, state, (0,))
    slots = tuple(pygame.Rect(10 + 45 * i, 700, 40, 80) for i in range(9))
    table.seats.set_lanes({0: race_lane(pygame.Rect(0, 680, 480, 400), slots, pygame.Rect(10, 800, 380, 80))})
    zero = app.now_ns()

    def tap(place: int, ms: int) -> None:
        x, y = slots[place].center
        event = pygame.event.Event(
            pygame.FINGERDOWN, touch_id=1, finger_id=0, x=x / 1920, y=y / 1080, dx=0, dy=0
        )
        app.dispatch(event, zero + ms * MS)
        fake.now = zero + ms * MS
        app.step()

    tap(PUMPKIN, 10)
    assert table.race.laid(0) == ("pumpkin",)
    assert table.race.hand(0, fixed=True) == [None, *SYMBOL_IDS[1:], LONG_WAY]  # nothing moved in
    tap(PUMPKIN, 20)  # a second tap where the pumpkin was: the long way did not jump under the finger
    assert table.race.laid(0) == ("pumpkin",)
    tap(8, 30)  # The long way, in its own place after the eight
    assert table.race.laid(0) == ("pumpkin", LONG_WAY)
