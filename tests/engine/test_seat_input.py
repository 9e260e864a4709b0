"""Several seats at once on one screen (issue 9, the engine part): keyboard zones, pads claimed by a
press, touch lanes and the mouse become per-seat intents stamped on arrival, in stamp order.

The events are real pygame events: posted to SDL's queue and read by the app's own loop
(``collect``, ``wait_finely``), or dispatched through ``App.dispatch`` as the loop does."""

from __future__ import annotations

import threading
import time

import pygame
import pytest

from tabletop.core.i18n import set_language
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.intents import Intent, Key
from tabletop.engine.key_zones import KeyClash, KeyZones
from tabletop.engine.race_clock import RaceClock
from tabletop.engine.scene import Scene
from tabletop.engine.seat_devices import DeviceKind
from tabletop.engine.seat_input import Lane, SeatInput, SeatIntent
from tabletop.games.outrun.table.race_actions import RACE_ACTIONS, SeatAction, race_lane
from tabletop.scenes.navigator import open_app


class RaceTable(Scene):
    """A table as a race uses the layer: it owns a SeatInput and a RaceClock, feeds raw events to
    the one, and stops both while a menu is over it."""

    def __init__(self, *, fine: bool = True) -> None:
        super().__init__()
        self.seats = SeatInput(KeyZones.default(), RACE_ACTIONS)
        self.clock = RaceClock()
        self.fine = fine
        self.got: list[SeatIntent] = []
        self.intents: list[Intent] = []

    def raw_event(self, event: pygame.event.Event, stamp_ns: int) -> bool:
        return self.seats.feed(event, stamp_ns)

    def fine_input(self) -> bool:
        return self.fine

    def handle(self, intent: Intent) -> None:
        self.intents.append(intent)

    def update(self, dt: float) -> bool:
        self.got.extend(self.seats.take())
        return False

    def pause(self) -> None:
        super().pause()
        assert self.app is not None
        self.seats.pause()
        self.clock.pause(self.app.now_ns())

    def resume(self) -> None:
        super().resume()
        assert self.app is not None
        self.seats.resume()
        self.clock.resume(self.app.now_ns())


def lane(x: int) -> Lane:
    """A 400-px lane at ``x``: eight 40x80 slots in a row, Finish under them."""
    slots = tuple(pygame.Rect(x + 10 + 45 * i, 700, 40, 80) for i in range(8))
    return race_lane(pygame.Rect(x, 680, 400, 400), slots, pygame.Rect(x + 10, 800, 380, 80))


@pytest.fixture
def app():
    application = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    pygame.event.clear()
    yield application
    set_language("en")


@pytest.fixture
def table(app):
    scene = RaceTable()
    app.push(scene)
    app.step()
    return scene


def post_key(key: int, down: bool = True) -> None:
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    text = pygame.key.name(key) if down and len(pygame.key.name(key)) == 1 else ""
    pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode=text, scancode=0))


def post_pad(instance_id: int, button: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id, button=button))


def post_finger(x: float, y: float, finger: int = 0) -> None:
    pygame.event.post(
        pygame.event.Event(
            pygame.FINGERDOWN, touch_id=1, finger_id=finger, x=x, y=y, dx=0.0, dy=0.0, pressure=1.0
        )
    )


def one_frame(app: App) -> None:
    """What the loop does each frame: take the queue, stamp it, dispatch it, update."""
    app.collect()
    app.step()


def summary(intents: list[SeatIntent]) -> list[tuple[int, SeatAction, int | None]]:
    return [(i.seat, i.action, i.slot) for i in intents]


# -- keyboard zones ---------------------------------------------------------------------------------


def test_two_keyboard_seats_pressing_in_the_same_frame_both_get_their_intents(app, table):
    table.seats.use_keys(0, 0)  # Q W E R A S D F + Space
    table.seats.use_keys(1, 1)  # U I O P J K L ; + Enter
    post_key(pygame.K_e)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="e"))  # SDL's echo of the letter
    post_key(pygame.K_RETURN)
    post_key(pygame.K_j)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="j"))
    one_frame(app)
    assert summary(table.got) == [
        (0, SeatAction.SYMBOL, 2),
        (1, SeatAction.FINISH, None),
        (1, SeatAction.SYMBOL, 4),
    ]
    assert all(i.device is DeviceKind.KEYS for i in table.got)
    stamps = [i.stamp_ns for i in table.got]
    assert stamps == sorted(stamps)
    assert not any(isinstance(i, Key) for i in table.intents)  # a seat's key, or its echo, is no key


def test_intents_come_out_in_stamp_order_not_in_the_order_they_were_handled(app, table):
    table.seats.use_keys(0, 0)
    table.seats.use_keys(1, 1)
    now = time.perf_counter_ns()
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "), now + 3_000_000)
    app.dispatch(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"), now + 1_000_000
    )
    app.step()
    assert [(i.seat, i.stamp_ns - now) for i in table.got] == [(1, 1_000_000), (0, 3_000_000)]


def test_a_held_key_lays_one_card_not_one_per_keyboard_repeat(app, table):
    table.seats.use_keys(0, 0)
    for _ in range(3):  # SDL repeats a held key as more KEYDOWNs
        post_key(pygame.K_q)
    post_key(pygame.K_q, down=False)
    post_key(pygame.K_q)
    one_frame(app)
    assert summary(table.got) == [(0, SeatAction.SYMBOL, 0), (0, SeatAction.SYMBOL, 0)]


def test_keys_of_a_zone_nobody_uses_stay_ordinary_keys(app, table):
    table.seats.use_keys(0, 0)
    post_key(pygame.K_u)  # zone 1's, and zone 1 is nobody's
    one_frame(app)
    assert table.got == []
    assert [i.key for i in table.intents if isinstance(i, Key)] == [pygame.K_u]


def test_a_key_already_bound_is_refused_for_another_place_with_a_message_naming_the_clash():
    zones = KeyZones.default()
    with pytest.raises(KeyClash) as refused:
        zones.rebound(1, 0, pygame.K_q)
    assert (
        str(refused.value)
        == "Q is already the key for Key 1 in zone 1. One key can belong to one player only."
    )
    assert refused.value.words(lambda place: f"Symbol {place + 1}").startswith(
        "Q is already the key for Symbol 1"
    )
    with pytest.raises(KeyClash, match="Key 9 in zone 2"):
        zones.rebound(0, 3, pygame.K_RETURN)
    with pytest.raises(KeyClash, match="opens the menu"):
        zones.rebound(2, 0, pygame.K_ESCAPE)
    moved = zones.rebound(1, 0, pygame.K_z)
    assert moved.find(pygame.K_z) == (1, 0) and moved.find(pygame.K_u) is None
    assert zones.find(pygame.K_u) == (1, 0)  # the old zones are unchanged


def test_zones_that_share_a_key_cannot_be_built_at_all():
    keys = KeyZones.default().zones
    with pytest.raises(KeyClash):
        KeyZones((keys[0], (pygame.K_q, *keys[1][1:]), keys[2]))


def test_the_default_zones_round_trip_through_the_settings_names():
    from tabletop.core.settings import DEFAULT_KEY_ZONES

    zones = KeyZones.from_names(DEFAULT_KEY_ZONES)
    assert zones == KeyZones.default()
    assert zones.names() == DEFAULT_KEY_ZONES
    assert KeyZones.from_names([["No such key"] * 9] * 3) == KeyZones.default()


def test_a_zone_serves_one_seat_and_a_seat_one_zone(table):
    table.seats.use_keys(0, 0)
    table.seats.use_keys(1, 0)  # zone 0 moves to seat 1
    table.seats.use_keys(1, 2)  # seat 1 moves to zone 2
    assert table.seats.zone_of(0) is None and table.seats.zone_of(1) == 2


# -- pads -------------------------------------------------------------------------------------------------


def test_a_seat_claims_a_pad_by_pressing_a_button_on_it_and_a_pad_never_serves_two_seats(app, table):
    post_pad(7, pygame.CONTROLLER_BUTTON_A)  # nobody is waiting: nobody's press
    one_frame(app)
    assert table.got == []
    table.seats.pads.wait_for(0)
    post_pad(7, pygame.CONTROLLER_BUTTON_A)  # the claim lays nothing
    one_frame(app)
    assert table.got == [] and table.seats.pads.pad_of(0) == 7
    table.seats.pads.wait_for(1)
    post_pad(7, pygame.CONTROLLER_BUTTON_B)  # seat 0's pad: seat 1 cannot take it
    post_pad(9, pygame.CONTROLLER_BUTTON_X)  # a free pad: seat 1's now
    one_frame(app)
    assert summary(table.got) == [(0, SeatAction.SYMBOL, 5)]
    assert table.seats.pads.pad_of(1) == 9 and table.seats.pads.waiting is None


def test_two_pads_and_two_touch_lanes_pressed_in_the_same_frame_give_all_four_intents(app, table):
    seats = table.seats
    for seat, pad in ((0, 3), (1, 4)):
        seats.pads.wait_for(seat)
        post_pad(pad, pygame.CONTROLLER_BUTTON_START)
        one_frame(app)
    seats.set_lanes({2: lane(960), 3: lane(1440)})
    post_pad(4, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    post_finger((1440 + 10 + 45 * 3 + 20) / 1920, 740 / 1080)  # seat 3's fourth slot
    post_pad(3, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    post_finger((960 + 200) / 1920, 840 / 1080, finger=1)  # seat 2's Finish
    one_frame(app)
    assert summary(table.got) == [
        (1, SeatAction.FINISH, None),
        (3, SeatAction.SYMBOL, 3),
        (0, SeatAction.SYMBOL, 2),
        (2, SeatAction.FINISH, None),
    ]
    assert [i.device for i in table.got] == [
        DeviceKind.PAD,
        DeviceKind.TOUCH,
        DeviceKind.PAD,
        DeviceKind.TOUCH,
    ]


def test_plugging_and_unplugging_pads_with_no_device_present_breaks_nothing(app, table):
    table.seats.pads.wait_for(0)
    post_pad(5, pygame.CONTROLLER_BUTTON_A)
    one_frame(app)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=42))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=5))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=77))
    one_frame(app)
    assert app.pads.connected == {}
    assert table.seats.pads.pad_of(0) is None  # the unplugged pad is no longer seat 0's
    post_pad(5, pygame.CONTROLLER_BUTTON_A)
    one_frame(app)
    assert table.got == []


# -- touch and mouse ------------------------------------------------------------------------------------


def test_a_touch_on_a_lane_between_its_buttons_is_used_but_lays_nothing(app, table):
    table.seats.set_lanes({0: lane(0)})
    post_finger(300 / 1920, 1000 / 1080)
    post_finger(0.5, 0.1)  # outside every lane: left to the table
    one_frame(app)
    assert table.got == []


def test_the_mouse_plays_for_its_one_seat_and_clicks_elsewhere_stay_clicks(app, table):
    from tabletop.engine.intents import Click

    table.seats.set_lanes({0: lane(0), 1: lane(480)})
    table.seats.use_mouse(1)
    slot = (480 + 10 + 45 * 6 + 20, 740)
    for pos in (slot, (20 + 45 * 2, 740), (960, 200)):  # seat 1's slot 7, seat 0's lane, a button
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()
    assert summary(table.got) == [(1, SeatAction.SYMBOL, 6)]
    assert [i.device for i in table.got] == [DeviceKind.MOUSE]
    assert [i.pos for i in table.intents if isinstance(i, Click)] == [(20 + 45 * 2, 740), (960, 200)]


def test_a_mouse_that_drags_leaves_its_slot_presses_to_the_table_and_the_table_puts_them_back_stamped(
    app, table
):
    from tabletop.engine.intents import Click

    table.seats.set_lanes({1: lane(480)})
    table.seats.use_mouse(1, drags=True)
    slot = (480 + 10 + 45 * 6 + 20, 740)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=slot, button=1), 5_000)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=slot, button=1), 6_000)
    app.step()
    assert table.got == []  # the press on a slot became an ordinary click, for the table to read
    assert [i.pos for i in table.intents if isinstance(i, Click)] == [slot]
    finish = lane(480).buttons[8][0].center  # its ninth button: Finish
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=finish, button=1), 9_000)
    table.seats.put(SeatIntent(1, SeatAction.SYMBOL, 5_000, 6, DeviceKind.MOUSE, at=0))
    app.step()
    # Finish still acts on its press; the card the table put in comes first, by its stamp
    assert [(i.action, i.stamp_ns, i.at) for i in table.got] == [
        (SeatAction.SYMBOL, 5_000, 0),
        (SeatAction.FINISH, 9_000, None),
    ]
    table.seats.pause()
    assert not table.seats.put(SeatIntent(1, SeatAction.SYMBOL, 10_000, 6, DeviceKind.MOUSE))


def test_a_touch_repeated_by_sdl_as_a_mouse_press_is_not_counted_twice(app, table):
    table.seats.set_lanes({0: lane(0)})
    table.seats.use_mouse(0)
    pos = (20, 740)
    post_finger(pos[0] / 1920, pos[1] / 1080)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True))
    one_frame(app)
    assert [i.device for i in table.got] == [DeviceKind.TOUCH]


# -- stamps to the millisecond -------------------------------------------------------------------------


class FakeClock:
    """Time that moves only when the app sleeps, and real events posted when their moment comes."""

    def __init__(self, posts: list[tuple[int, pygame.event.Event]]) -> None:
        self.now = 1_000_000_000
        self.start = self.now
        self.posts = sorted(posts, key=lambda p: p[0])

    def clock(self) -> int:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += int(seconds * 1e9)
        while self.posts and self.posts[0][0] <= self.now - self.start:
            pygame.event.post(self.posts.pop(0)[1])


def test_fine_polling_stamps_presses_five_ms_apart_to_the_millisecond(app, table):
    table.seats.use_keys(0, 0)
    table.seats.use_keys(1, 1)
    key = pygame.event.Event
    fake = FakeClock(
        [
            (2_000_000, key(pygame.KEYDOWN, key=pygame.K_w, mod=0, unicode="w")),
            (7_000_000, key(pygame.KEYDOWN, key=pygame.K_i, mod=0, unicode="i")),
            (12_000_000, key(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")),
        ]
    )
    app.stamp_clock, app.fine_sleep = fake.clock, fake.sleep
    app.wait_finely(1 / 60)  # the time between two frames
    app.step()
    assert summary(table.got) == [
        (0, SeatAction.SYMBOL, 1),
        (1, SeatAction.SYMBOL, 1),
        (0, SeatAction.FINISH, None),
    ]
    ms = [(i.stamp_ns - fake.start) / 1e6 for i in table.got]
    assert ms == [2.0, 7.0, 12.0]  # each stamped at its own millisecond, not at the frame


def test_between_the_frames_of_a_race_a_press_ends_the_wait_at_once_and_a_release_does_not(app, table):
    table.seats.use_keys(0, 0)
    key = pygame.event.Event
    fake = FakeClock(
        [
            (2_000_000, key(pygame.KEYUP, key=pygame.K_q, mod=0, unicode="q")),
            (5_000_000, key(pygame.KEYDOWN, key=pygame.K_w, mod=0, unicode="w")),
            (9_000_000, key(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e")),
        ]
    )
    app.stamp_clock, app.fine_sleep = fake.clock, fake.sleep
    app.wait_finely(1 / 60, until_press=True)
    assert fake.now - fake.start == 5_000_000  # the frame showing the press is drawn now
    app.step()
    assert summary(table.got) == [(0, SeatAction.SYMBOL, 1)]
    app.wait_finely(1 / 60)  # a plain wait takes the whole time between two frames
    assert fake.now - fake.start == 5_000_000 + int(1e9 / 60)


def test_without_fine_polling_presses_between_two_frames_share_one_stamp(app, table):
    """The check above can fail: the frame's own look at the queue stamps all alike."""
    table.seats.use_keys(0, 0)
    post_key(pygame.K_w)
    post_key(pygame.K_s)
    one_frame(app)
    assert len({i.stamp_ns for i in table.got}) == 1


def test_fine_polling_with_real_posts_from_another_thread_keeps_their_order_and_tells_them_apart(app, table):
    """Real time on a busy machine: only the order and that the stamps are not one frame's."""
    table.seats.use_keys(0, 0)
    keys = (pygame.K_q, pygame.K_w, pygame.K_e, pygame.K_r, pygame.K_a, pygame.K_s, pygame.K_d, pygame.K_f)

    def press() -> None:
        for key in keys:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
            time.sleep(0.005)

    thread = threading.Thread(target=press)
    thread.start()
    app.wait_finely(0.1)
    thread.join()
    app.wait_finely(0.01)
    app.step()
    assert [i.slot for i in table.got] == list(range(8))
    stamps = [i.stamp_ns for i in table.got]
    assert stamps == sorted(stamps)
    assert len({s // 1_000_000 for s in stamps}) >= 2


def test_the_loop_polls_finely_only_while_the_top_scene_asks(app, table):
    assert app.fine_polling
    table.fine = False
    assert not app.fine_polling
    table.fine = True
    app.push(Scene())  # a menu over the race
    assert not app.fine_polling


def test_the_loop_itself_stamps_posted_presses_in_order_while_a_race_is_on(app, table):
    table.seats.use_keys(0, 0)
    table.seats.use_keys(1, 2)
    post_key(pygame.K_KP_7)
    post_key(pygame.K_a)
    app.run(max_seconds=0.05)
    assert summary(table.got) == [(1, SeatAction.SYMBOL, 0), (0, SeatAction.SYMBOL, 4)]


# -- pausing -----------------------------------------------------------------------------------------------


def test_with_the_menu_open_the_layer_yields_nothing_and_the_race_clock_stands_still(app, table):
    fake = FakeClock([])
    app.stamp_clock, app.fine_sleep = fake.clock, fake.sleep
    table.seats.use_keys(0, 0)
    table.clock.start(app.now_ns())
    fake.sleep(0.250)
    menu = Scene()
    app.push(menu)  # the menu opens at 250 ms
    fake.sleep(5.0)
    post_key(pygame.K_q)
    one_frame(app)
    assert table.got == []
    assert table.clock.elapsed_ms(app.now_ns()) == 250
    app.pop()  # back to the race at 5250 ms
    fake.sleep(0.100)
    post_key(pygame.K_SPACE)
    one_frame(app)
    assert summary(table.got) == [(0, SeatAction.FINISH, None)]
    assert table.clock.elapsed_ms(table.got[0].stamp_ns) == 350


def test_the_race_clock_counts_whole_milliseconds_and_leaves_out_every_pause():
    clock = RaceClock()
    assert clock.elapsed_ms(5_000_000) == 0  # not started
    clock.start(1_000_000_000)
    assert clock.elapsed_ms(1_004_999_999) == 4
    clock.pause(1_010_000_000)
    assert clock.paused and clock.elapsed_ms(1_900_000_000) == 10
    clock.resume(1_500_000_000)
    assert clock.elapsed_ms(1_502_000_000) == 12
    assert clock.elapsed_ms(1_200_000_000) == 10  # a stamp taken during the pause
    assert clock.elapsed_ms(1_008_000_000) == 8  # one taken before it
    clock.pause(1_600_000_000)
    clock.resume(1_700_000_000)
    assert clock.elapsed_ms(1_800_000_000) == 1_800 - 1_000 - 490 - 100
