"""The Outrun table driven as players drive it: real key and mouse events through the App.

Each test opens an Outrun game (the tutorial round seen: see test_practice_table and
test_tutorial for it) on the shared table driver (``tests/tables/driver.py``: the real App at
1920x1080 on a fake clock, so race times are exact) and posts pygame events.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.i18n import language as current_language
from tabletop.core.i18n import translate
from tabletop.core.session import GameSession
from tabletop.core.settings import DEFAULT_KEY_ZONES, Settings
from tabletop.engine.intents import Click
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Play, Run
from tabletop.games.outrun.rules.content import SYMBOL_IDS, SYMBOLS_BY_ID
from tabletop.games.outrun.table.race import computer_runs
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.games.outrun.table.table_draw import symbol_spots, tray_parts
from tabletop.scenes.game_over import GameOverScene
from tests.readability import record, too_small
from tests.tables import driver
from tests.tables.driver import NS, FakeClock, draw_whole

__all__ = ["NS", "FakeClock", "Table", "draw_whole", "make_table"]


class Table(driver.Table[OutrunScene]):
    """Outrun's table on the shared driver (``tests/tables/driver.py``), with the race's keys."""

    def until(self, done: Callable[[], bool], seconds: float = 0.25, limit: int = 4000) -> None:
        super().until(done, seconds, limit)

    def to_race(self) -> None:
        self.until(lambda: self.scene.race is not None)

    def path_keys(self, zone: int) -> list[int]:
        names = DEFAULT_KEY_ZONES[zone]
        return [pygame.key.key_code(names[SYMBOL_IDS.index(s)]) for s in self.scene.view["path"]]

    def finish_key(self, zone: int) -> int:
        return pygame.key.key_code(DEFAULT_KEY_ZONES[zone][8])

    def runs(self) -> list[Run]:
        return [c for c in self.session.commands if isinstance(c, Run)]


def tray_place(scene: OutrunScene, symbol: str) -> pygame.Rect:
    """Where ``symbol`` lies in the mouse runner's hand (the tray under the path card)."""
    places = scene.hand.places()
    return tray_parts(len(places)).places[places.index(symbol)]


def make_table(
    players: int = 2,
    computers: tuple[int, ...] = (1,),
    monster: str = "bear",
    seed: int = 5,
    language: str = "en",
    speed: float = 4.0,
    *,
    plan: DevicePlan | None = None,
    time_limit: int | None = None,
    tutorial_seen: bool = True,
) -> Table:
    """An Outrun table on a fake clock, one board; ``plan`` as the set-up would give it (None: the
    default, people on keyboard zones 1, 2, 3)."""
    settings = Settings(outrun_tutorial_seen=tutorial_seen, animation_speed=speed, language=language)
    info = catalogue.get("outrun")
    options: dict[str, object] = {"players": players, "monster": monster, "boards": 1}
    if time_limit is not None:
        options["time_limit"] = time_limit
    session = driver.new_session(info, options, seed, driver.seats_for(players, computers))
    opened = driver.open_table(session, OutrunScene, settings, plan=plan)
    return Table(opened.app, session, opened.scene, opened.clock)


def test_a_keyboard_seat_and_a_computer_runner_play_a_whole_round():
    table = make_table()
    assert table.scene.view["path"] is None  # face down through the countdown
    table.to_race()
    expected = computer_runs(table.session)[1]
    race = table.scene.race
    assert race is not None
    table.post_keys(table.path_keys(0))
    pressed = table.clock.now
    table.post_keys([table.finish_key(0)])
    table.step()
    mine = table.runs()[0]
    assert mine.seat == 0 and list(mine.cards) == table.scene.view["path"]
    assert mine.ms == race.elapsed_ms(pressed) > 0
    table.until(lambda: len(table.runs()) == 2)
    assert table.runs()[1] == expected
    table.until(lambda: not table.scene.timeline.playing and table.scene.phase != "race")
    assert table.session.view(None)["seats"][0]["last_run"]["correct"] is True
    assert table.scene.phase in ("interfere", "reveal")


def test_two_keyboard_seats_pressing_in_the_same_frame_finish_in_the_order_of_their_stamps():
    table = make_table(computers=())
    table.to_race()
    zero = table.clock.now
    app = table.app
    for first, second in zip(table.path_keys(0), table.path_keys(1), strict=True):
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=first, mod=0, unicode="", scancode=0), zero + NS)
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=second, mod=0, unicode="", scancode=0), zero + NS)
    # the same frame: seat 0's Finish reaches the loop first, but seat 1 pressed 3 ms earlier
    finish = pygame.KEYDOWN
    app.dispatch(
        pygame.event.Event(finish, key=table.finish_key(0), mod=0, unicode="", scancode=0), zero + 2 * NS
    )
    app.dispatch(
        pygame.event.Event(finish, key=table.finish_key(1), mod=0, unicode="", scancode=0),
        zero + 2 * NS - 3_000_000,
    )
    table.step()
    table.step()
    runs = table.runs()
    assert [run.seat for run in runs] == [1, 0]
    assert runs[0].ms == runs[1].ms - 3
    assert all(list(run.cards) == table.scene.view["path"] for run in runs)


def test_the_race_clock_stops_while_the_menu_is_open():
    table = make_table(computers=())
    table.to_race()
    table.step(1.0)
    race = table.scene.race
    assert race is not None
    before = race.elapsed_ms(table.clock.now)
    table.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    table.step()
    assert table.app.top is not table.scene and race.paused
    table.clock.advance(30)
    assert race.elapsed_ms(table.clock.now) == before
    table.app.pop()
    table.step()  # 50 ms of racing after the menu
    table.post_keys([table.finish_key(1)])  # nothing laid: the seat's run is empty
    run = table.runs()[0]
    assert run.seat == 1
    assert run.ms == before + 50


def interference_turn(table: Table) -> None:
    """Play rounds (seat 0 always right and first, keeping its cards) until seat 0 holds a card
    it may play in the interference stage."""
    scene = table.scene
    for _ in range(12):
        table.until(lambda: not scene.timeline.playing and (scene.race is not None or scene.my_choice()))
        if scene.race is not None:
            table.post_keys([*table.path_keys(0), table.finish_key(0)])
            table.until(lambda: scene.race is None and not scene.timeline.playing)
            continue
        if scene.phase == "interfere" and scene.panel.choices.playable():
            return
        if scene.phase == "take_zero":
            scene.panel.ask_take_zero(False)
        else:
            scene.panel.ask_keep()
        table.click(scene.confirmation.yes.rect.center)
    raise AssertionError("seat 0 never had a card to play")


def test_an_interference_card_is_not_played_by_one_click():
    table = make_table()
    interference_turn(table)
    scene = table.scene
    commands = len(table.session.commands)
    card, rect = next(
        (c, r) for c, r in scene.panel.hand_rects() if c["id"] in scene.panel.choices.playable()
    )
    table.click(rect.center)
    assert len(table.session.commands) == commands
    assert scene.panel.choices.selected == card["id"]
    if not scene.confirmation.open:
        target = sorted(scene.panel.choices.lit())[0]
        table.click(pygame.Rect(scene.lanes[target].rect).center)
        assert len(table.session.commands) == commands
    assert scene.confirmation.open
    table.click(scene.confirmation.yes.rect.center)
    played = table.session.commands[commands]
    assert isinstance(played, Play) and played.card == card["id"]


def test_a_click_on_an_unlit_lane_plays_nothing():
    table = make_table()
    interference_turn(table)
    scene = table.scene
    commands = len(table.session.commands)
    card = next(c for c, _r in scene.panel.hand_rects() if c["id"] in scene.panel.choices.playable())
    scene.panel.choices.select(card["id"])
    unlit = [seat for seat in range(2) if seat not in scene.panel.choices.lit()]
    for seat in unlit:
        scene.handle(Click(pygame.Rect(scene.lanes[seat].rect).center, 1))
    assert not scene.confirmation.open or not unlit
    assert len(table.session.commands) == commands


def screens(language: str):
    """The race, the check's beats and the interference choice, each drawn from scratch."""
    table = make_table(players=6, computers=(1, 2, 3, 4, 5), language=language, speed=0.25)
    table.to_race()
    table.post_keys(table.path_keys(0)[:3])
    yield "race", table
    table.post_keys([*table.path_keys(0)[3:], table.finish_key(0)])
    table.until(lambda: table.scene.timeline.playing and table.scene.phase != "race")
    table.step(0.5)
    yield "check", table
    interference_turn(table)
    yield "interference", table


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_race_the_check_and_the_interference_screens_draw_every_text_at_24_px_or_more(language: str):
    seen = []
    for name, table in screens(language):
        assert current_language() == language
        drawn = record(lambda t=table: draw_whole(t.scene, t.app.canvas))
        assert drawn, name
        assert too_small(drawn) == [], name
        seen.append(name)
    assert seen == ["race", "check", "interference"]


def test_the_readability_check_can_fail_on_this_table():
    table = make_table()
    table.to_race()
    drawn = record(lambda: draw_whole(table.scene, table.app.canvas))
    assert too_small(drawn) == []
    import tabletop.games.outrun.table.table_draw as td

    old = td.NAME_SIZE
    td.NAME_SIZE = 20
    try:
        assert too_small(record(lambda: draw_whole(table.scene, table.app.canvas)))
    finally:
        td.NAME_SIZE = old


def test_a_game_of_computer_runners_plays_through_the_table_to_the_game_over_screen():
    table = make_table(players=3, computers=(0, 1, 2), seed=8)
    table.until(lambda: isinstance(table.app.top, GameOverScene), seconds=0.5, limit=20000)
    assert table.session.over and table.session.outcome() is not None
    assert any(isinstance(c, Run) for c in table.session.commands)


def test_a_save_taken_mid_game_loads_back_onto_the_table():
    table = make_table()
    table.to_race()
    table.post_keys([*table.path_keys(0), table.finish_key(0)])
    table.until(lambda: table.scene.phase not in ("race",) and not table.scene.timeline.playing)
    data = table.session.to_save()
    # Outrun is not on the title's list yet, so the save is read as it will be once it is
    listed = dataclasses.replace(
        catalogue.get("outrun"), table="tabletop.games.outrun.table.scene:OutrunScene"
    )
    loaded = GameSession.from_save(data, lambda game: listed)
    assert loaded.view(0) == table.session.view(0)
    again = OutrunScene(loaded, autosave=False)
    table.app.replace(again)
    table.step()
    assert again.shown_rooms == table.scene.shown_rooms and again.shown_places == table.scene.shown_places
    assert again.phase == table.scene.phase


def test_time_up_is_asked_first_and_then_ends_that_runner_s_race():
    table = make_table(computers=())
    table.to_race()
    scene = table.scene
    button = scene.time_up_buttons[1]
    table.click(button.rect.center)
    assert scene.confirmation.open and not table.session.commands[1:]
    table.click(scene.confirmation.yes.rect.center)
    table.step()
    assert [c.to_json() for c in table.session.commands[1:]] == [{"type": "time_up", "seat": 1}]
    assert scene.race is not None and scene.race.racing == [0]


def test_a_mouse_seat_lays_its_cards_by_clicking_its_lane_and_finishes():
    plan = DevicePlan(PlayMode.TOGETHER, (SeatDevice(DeviceKind.KEYS, 0), SeatDevice(DeviceKind.MOUSE)))
    table = make_table(computers=(), plan=plan)
    scene = table.scene
    table.to_race()
    assert scene.hand.seat() == 1 and scene.parts(1).places == ()  # the hand is in the tray
    for symbol in scene.view["path"]:
        table.click(tray_place(scene, symbol).center)
    assert scene.race.laid(1) == tuple(scene.view["path"])
    table.click(tray_parts(len(scene.hand.places())).finish.center)
    table.step()
    run = table.runs()[0]
    assert run.seat == 1 and list(run.cards) == scene.view["path"]


def test_with_two_people_the_curtain_comes_down_before_a_hand_is_shown_and_after_the_beats():
    table = make_table(computers=(), speed=1.0)
    scene = table.scene
    table.to_race()
    table.post_keys([*table.path_keys(0), table.finish_key(0)])
    table.post_keys([*table.path_keys(1), table.finish_key(1)])
    table.until(lambda: scene.race is None)
    assert scene.timeline.playing and scene.curtain_for is None  # everyone watches the round end
    table.until(lambda: not scene.timeline.playing)
    acting = table.session.to_act()[0]
    assert scene.curtain_for == acting
    hidden = {d.text for d in record(lambda: draw_whole(scene, table.app.canvas))}
    assert "Your interference cards" not in hidden  # the curtain alone is on screen
    table.click((960, 540))  # the person whose turn it is lifts the curtain
    assert scene.curtain_for is None and scene.viewer == acting
    assert [card["id"] for card, _rect in scene.panel.hand_rects()] == [
        card["id"] for card in table.session.view(acting)["hand"]
    ]
    shown = {d.text for d in record(lambda: draw_whole(scene, table.app.canvas))}
    assert "Your interference cards" in shown


def test_a_symbol_on_the_path_card_has_a_tooltip_naming_it_once_the_race_is_over():
    table = make_table()
    scene = table.scene
    table.to_race()
    symbol, square = symbol_spots(scene.layout.path_card, scene.view)[0]
    # while racing, the step numbers would read the card for the runner with the mouse, and a
    # lane's note would cover the next lane: no tips there
    assert scene.tip_at(square.center) is None
    assert scene.tip_at(scene.parts(1).finish.center) is None
    assert scene.tip_at(pygame.Rect(scene.lanes[0].rect).center) is None
    table.post_keys([*table.path_keys(0), table.finish_key(0)])
    table.until(lambda: scene.race is None)
    tip = scene.tip_at(square.center)
    assert tip is not None
    assert tip.title == translate(SYMBOLS_BY_ID[symbol].name)
    assert "Step 1 of the path" in tip.body


def test_the_path_card_shows_its_eight_symbols_at_96_px_or_more_once_it_turns():
    table = make_table()
    assert symbol_spots(table.scene.layout.path_card, table.scene.view) == []  # face down first
    table.to_race()
    spots = symbol_spots(table.scene.layout.path_card, table.scene.view)
    assert [symbol for symbol, _square in spots] == table.scene.view["path"]
    assert len({square.topleft for _symbol, square in spots}) == 8
    assert all(square.width >= 96 and square.height >= 96 for _symbol, square in spots)


# -- a relay at the table ------------------------------------------------------------------------------


def relay_table(language: str = "en") -> Table:
    """Three people and one mouse: each runs the same path card in turn behind the curtain."""
    plan = DevicePlan(
        PlayMode.RELAY,
        (SeatDevice(DeviceKind.MOUSE), SeatDevice(DeviceKind.NONE), SeatDevice(DeviceKind.NONE)),
    )
    table = make_table(players=3, computers=(), language=language, plan=plan)
    table.until(lambda: table.scene.relay is not None)
    return table


def path_card_drawn(table: Table) -> bool:
    """Whether any of the path's symbols is on screen (its pixels differ from the face-down card)."""
    scene = table.scene
    return not scene.path_hidden() and scene.phase == "race"


def count_down(table: Table) -> None:
    """The relay runner's 3-2-1 after their start, to the moment the path card turns (their zero)."""
    relay = table.scene.relay
    assert relay is not None and relay.stage.value == "countdown"
    zero = relay.countdown.zero_ns
    assert zero is not None
    table.clock.now = max(table.clock.now, zero)
    table.step(0.0)
    assert relay.stage.value == "running"


def run_by_mouse(table: Table, seat: int, seconds_per_card: float, cards: list[str]) -> None:
    scene = table.scene
    relay = scene.relay
    assert relay is not None and relay.up == seat and relay.curtain(["a", "b", "c"]) is not None
    table.click(scene.relay_scene.start_button.rect.center)
    count_down(table)
    assert relay.stage.value == "running" and relay.up == seat
    for symbol in cards:
        table.clock.advance(seconds_per_card)
        table.click(tray_place(scene, symbol).center)
    table.clock.advance(seconds_per_card)
    table.click(tray_parts(len(relay.places())).finish.center)


def test_a_relay_of_three_people_with_the_mouse_gives_three_runs_each_timed_from_its_own_start():
    table = relay_table()
    scene = table.scene
    path = list(scene.view["path"])
    wrong = [path[1], path[0], *path[2:]]
    run_by_mouse(table, 0, 0.5, path)
    table.clock.advance(30)  # the next runner takes their time behind the curtain: not on their clock
    run_by_mouse(table, 1, 0.25, wrong)
    table.clock.advance(12)
    run_by_mouse(table, 2, 0.1, path)
    table.until(lambda: scene.phase != "race")
    runs = table.runs()
    assert [(r.seat, list(r.cards)) for r in runs] == [(0, path), (1, wrong), (2, path)]
    # each clock starts as that runner's path card turns (their countdown's zero): nine waits before
    # the eight cards and Finish, plus the 0.05 s frame after each of the eight card clicks; the
    # curtain time counts not
    assert [r.ms for r in runs] == [4500 + 400, 2250 + 400, 900 + 400]
    table.until(lambda: not scene.timeline.playing and scene.phase != "race", seconds=0.5)
    seats = table.session.view(None)["seats"]
    assert [s["last_run"]["correct"] for s in seats] == [True, False, True]


def test_the_relay_curtain_hides_the_path_card_and_the_earlier_runs_between_runners():
    table = relay_table()
    scene = table.scene
    path = list(scene.view["path"])
    assert scene.path_hidden() and not path_card_drawn(table)
    spot = symbol_spots(scene.layout.path_card, scene.view)[0][1]
    assert scene.tip_at(spot.center) is None or "Step" not in scene.tip_at(spot.center).body
    run_by_mouse(table, 0, 0.2, path)
    relay = scene.relay
    assert relay is not None and relay.up == 1 and relay.stage.value == "curtain"
    assert scene.path_hidden()
    first = scene.lane_look(0, False)
    assert first.laid == () and first.places == () and first.status.startswith("Run done")
    # the curtain's words name the runner up and tell the rest to look away
    drawn = [d.text for d in record(lambda: draw_whole(scene, table.app.canvas))]
    name = table.session.seats[1].name
    assert any(name in line and "up" in line for line in drawn)
    assert any("look away" in line for line in drawn)
    assert not any(scene.lane_look(seat, False).laid for seat in range(3))
    table.click(scene.relay_scene.start_button.rect.center)
    assert scene.path_hidden()  # 3-2-1 over the face-down card first
    count_down(table)
    assert not scene.path_hidden() and path_card_drawn(table)


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_relay_curtain_and_a_relay_run_draw_every_text_at_24_px_or_more(language: str):
    table = relay_table(language)
    scene = table.scene
    curtain = record(lambda: draw_whole(scene, table.app.canvas))
    assert current_language() == language
    assert too_small(curtain) == []
    table.click(scene.relay_scene.start_button.rect.center)
    count_down(table)
    running = record(lambda: draw_whole(scene, table.app.canvas))
    assert running and too_small(running) == []


def test_in_a_relay_a_keyboard_runner_starts_with_a_key_and_the_next_runner_s_keys_wait_their_turn():
    plan = DevicePlan(PlayMode.RELAY, (SeatDevice(DeviceKind.KEYS, 0), SeatDevice(DeviceKind.KEYS, 1)))
    table = make_table(computers=(), plan=plan)
    scene = table.scene
    table.until(lambda: scene.relay is not None)
    relay = scene.relay
    table.post_keys([table.finish_key(1)])  # not their turn: the curtain stays down
    assert relay.up == 0 and relay.stage.value == "curtain"
    table.post_keys([table.finish_key(0)])  # the press that lifts the curtain lays nothing
    count_down(table)
    assert relay.stage.value == "running" and relay.laid() == ()
    table.post_keys(table.path_keys(1)[:2])  # the next runner's keys do nothing meanwhile
    assert relay.laid() == ()
    table.post_keys([*table.path_keys(0), table.finish_key(0)])
    assert relay.up == 1 and relay.stage.value == "curtain"
    table.post_keys([table.finish_key(1)])
    count_down(table)
    table.post_keys([*table.path_keys(1), table.finish_key(1)])
    table.until(lambda: scene.phase != "race")
    path = list(table.session.view(None)["path"])
    runs = table.runs()
    assert [(r.seat, list(r.cards)) for r in runs] == [(0, path), (1, path)]
    # from each path card's turn (the first press at that moment): eight cards and Finish, 0.1 s
    # apart (the first runner's clock also ran through the two presses of the other seat's keys)
    assert [r.ms for r in runs] == [200 + 800, 800]


def test_in_a_relay_the_keyboard_zone_two_runners_share_lays_cards_for_whoever_is_running():
    plan = DevicePlan(PlayMode.RELAY, (SeatDevice(DeviceKind.KEYS, 0), SeatDevice(DeviceKind.KEYS, 0)))
    table = make_table(computers=(), plan=plan)
    scene = table.scene
    table.until(lambda: scene.relay is not None)
    relay = scene.relay
    assert relay.up == 0 and scene.seat_input.zone_of(0) == 0
    table.post_keys([table.finish_key(0)])  # Anna lifts her curtain
    count_down(table)
    table.post_keys(table.path_keys(0)[:3])  # and runs
    assert relay.up == 0 and len(relay.laid()) == 3
    table.post_keys([*table.path_keys(0)[3:], table.finish_key(0)])
    assert relay.up == 1 and relay.stage.value == "curtain"
    assert scene.seat_input.zone_of(1) == 0  # the zone is Ben's now: he is up
    table.post_keys([table.finish_key(0)])
    count_down(table)
    table.post_keys(table.path_keys(0)[:2])  # the same keys, for Ben
    assert relay.up == 1 and relay.stage.value == "running" and len(relay.laid()) == 2
    assert scene.key_labels(1, 2) != ()  # his lane names the keys he presses
    table.post_keys([*table.path_keys(0)[2:], table.finish_key(0)])
    table.until(lambda: scene.phase != "race")
    path = list(table.session.view(None)["path"])
    assert [(r.seat, list(r.cards)) for r in table.runs()] == [(0, path), (1, path)]


def test_a_finish_card_keeps_the_number_it_got_in_the_race_while_the_runs_are_checked():
    table = make_table(computers=())
    scene = table.scene
    table.to_race()
    wrong = table.path_keys(0)
    wrong[0], wrong[1] = wrong[1], wrong[0]
    table.post_keys([*wrong, table.finish_key(0)])  # first down, but the wrong way
    assert scene.lane_look(0, False).finish_place == 1
    table.post_keys([*table.path_keys(1), table.finish_key(1)])
    table.until(lambda: scene.race is None)
    assert table.session.view(None)["order"] == [1, 0]  # the check puts the right runner first...
    numbers = []
    while scene.timeline.playing:
        numbers.append((scene.lane_look(0, False).finish_place, scene.lane_look(1, False).finish_place))
        table.step()
    numbers.append((scene.lane_look(0, False).finish_place, scene.lane_look(1, False).finish_place))
    assert set(numbers) == {(1, 2)}  # ...but the Finish cards went down 1, 2 and say so throughout


# -- the mouse runner's hand: dragging cards into the line ------------------------------------------------


def drag(table: Table, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """A real drag: the button down on ``start``, the pointer moved in steps, the button up on ``end``."""
    app = table.app
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    table.step()


def mouse_together_table(language: str = "en") -> Table:
    """Anna on keyboard zone 1, Ben on the mouse, in a race."""
    plan = DevicePlan(PlayMode.TOGETHER, (SeatDevice(DeviceKind.KEYS, 0), SeatDevice(DeviceKind.MOUSE)))
    table = make_table(players=2, computers=(), language=language, plan=plan)
    table.to_race()
    return table


def test_a_relay_runner_drags_cards_into_their_line_where_they_drop_them_and_finishes_with_their_time():
    table = relay_table()
    scene = table.scene
    relay = scene.relay
    table.click(scene.relay_scene.start_button.rect.center)
    count_down(table)
    started = table.clock.now  # the path card turns: the runner's clock starts there
    path = list(scene.view["path"])
    line = pygame.Rect(scene.lanes[0].laid)
    for symbol in path[1:]:  # each dropped on the right of the line: it goes at the end
        table.clock.advance(0.3)
        drag(table, tray_place(scene, symbol).center, (line.right - 20, line.centery))
    assert relay.laid() == tuple(path[1:])
    table.clock.advance(0.3)
    drag(table, tray_place(scene, path[0]).center, (line.left + 4, line.centery))  # before the first card
    assert relay.laid() == tuple(path)
    assert scene.hand.places() == [None] * 8 and not scene.hand.drag.active
    table.clock.advance(0.3)
    finish = tray_parts(8).finish.center
    pressed = table.clock.now
    table.click(finish)
    table.until(lambda: bool(table.runs()), seconds=0.05)
    run = table.runs()[0]
    assert run.seat == 0 and list(run.cards) == path
    assert run.ms == (pressed - started) // 1_000_000  # timed to the Finish press's stamp


def test_a_card_dropped_off_the_line_flies_back_to_the_hand_and_lays_nothing():
    table = relay_table()
    scene = table.scene
    relay = scene.relay
    table.click(scene.relay_scene.start_button.rect.center)
    count_down(table)
    symbol = scene.view["path"][0]
    home = tray_place(scene, symbol)
    drag(table, home.center, pygame.Rect(scene.layout.path_card.rect).center)  # onto the path card
    assert relay.laid() == ()
    assert scene.hand.drag.active  # on its way back
    table.until(lambda: not scene.hand.drag.active, seconds=0.05)
    assert tray_place(scene, symbol) == home  # back in its place
    drag(table, home.center, pygame.Rect(scene.lanes[1].laid).center)  # another runner's lane: not theirs
    table.until(lambda: not scene.hand.drag.active, seconds=0.05)
    assert relay.laid() == ()
    table.click(home.center)  # a click still lays it
    assert relay.laid() == (symbol,)


def test_the_mouse_seat_of_a_race_drags_clicks_and_takes_back_its_cards_then_finishes():
    table = mouse_together_table()
    scene = table.scene
    race = scene.race
    path = list(scene.view["path"])
    line = pygame.Rect(scene.lanes[1].laid)
    drag(table, tray_place(scene, path[0]).center, (line.right - 10, line.centery))
    assert race.laid(1) == (path[0],)
    drag(table, tray_place(scene, path[2]).center, pygame.Rect(scene.lanes[0].laid).center)  # not theirs
    table.until(lambda: not scene.hand.drag.active, seconds=0.05)
    assert race.laid(1) == (path[0],)
    table.click(tray_place(scene, path[2]).center)  # clicked: laid at the end, after the first
    assert race.laid(1) == (path[0], path[2])
    tray = tray_parts(len(scene.hand.places()))
    table.click(tray.undo.center)  # Take back: the card laid last
    assert race.laid(1) == (path[0],)
    for symbol in path[1:]:
        drag(table, tray_place(scene, symbol).center, (line.right - 10, line.bottom - 10))
    assert race.laid(1) == tuple(path)
    pressed = table.clock.now
    table.click(tray.finish.center)
    table.step()
    run = table.runs()[0]
    assert run.seat == 1 and list(run.cards) == path
    assert run.ms == race.clock.elapsed_ms(pressed)  # timed to the Finish press's stamp


def test_the_mouse_runner_s_hand_cards_are_at_least_96_px_and_apart_from_each_other():
    for places in (8, 9, 10, 11):
        tray = tray_parts(places)
        rects = [*tray.places, tray.undo, tray.finish]
        assert all(rect.width >= 96 and rect.height >= 96 for rect in rects)
        assert all(tray.area.contains(rect) for rect in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert pygame.Rect(0, 0, 1920, 1080).contains(tray_parts(11).area)
