"""The solo practice at the table, driven by real clicks and key presses: one person alone against
the monster and the clock, the time that always counts, and the ghost of the best run."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.core import catalogue, saves
from tabletop.core.i18n import _, set_language
from tabletop.core.i18n import language as current_language
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.engine.widgets import Choice
from tabletop.games.outrun.rules import Run
from tabletop.games.outrun.table import ghost, table_parts
from tabletop.games.outrun.table.practice import practice_best
from tabletop.games.outrun.table.race_modes import DEVICES, DevicePlan, PlayMode
from tabletop.games.outrun.table.resume import READY_KEY
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.scenes.game_over import GameOverScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.setup import SetupScene
from tests.outrun.test_practice_table import play_to_the_end, run_right, texts
from tests.outrun.test_scene import FakeClock, Table, draw_whole
from tests.outrun.test_setup_and_pads import pad_table, post_click
from tests.readability import record, too_small
from tests.tables import driver

OLD_PRACTICE = Path(__file__).resolve().parents[1] / "saves" / "outrun-practice-2-seats-before-solo.json"
ALONE = DevicePlan(PlayMode.PRACTICE, (SeatDevice(DeviceKind.KEYS, 0),))


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def solo_app(best: int | None = None, language: str = "en", ghost_on: bool = True) -> App:
    """The app as a solo practice's set-up leaves it: one person on keyboard zone 1."""
    bests = {} if best is None else {"dragon/1": best}
    settings = Settings(
        animation_speed=4.0, language=language, outrun_tutorial_seen=True, outrun_practice_best=bests
    )
    settings = ghost.remember_wanted(DEVICES.remember(settings, ALONE), ghost_on)
    app, _clock = driver.open_headless_app(settings)
    return app


def solo_table(app: App, seed: int = 5, monster: str = "dragon") -> Table:
    """A solo practice on one map board (the Dragon deals a lone runner no cards: five right runs
    leave the map)."""
    seat = default_seats(1)[0]
    info = catalogue.get("outrun")
    options = {"players": 1, "solo": True, "monster": monster, "boards": 1}
    session = GameSession(info, info.rules(), options, seed, [Seat(seat.name, seat.colour, SeatKind.HUMAN)])
    scene = OutrunScene(session, autosave=False)
    if isinstance(app.top, GameOverScene):
        app.replace(scene)
    else:
        app.push(scene)
    app.step()
    clock = app.stamp_clock
    assert isinstance(clock, FakeClock)
    return Table(app, session, scene, clock)


def my_runs(table: Table) -> list[Run]:
    return [c for c in table.session.commands if isinstance(c, Run)]


def test_a_solo_practice_is_set_up_with_one_person_by_clicks_and_needs_no_computer():
    app = open_app(Settings(animation_speed=0.0, outrun_tutorial_seen=True), window_size=(1920, 1080))
    pygame.event.clear()
    setup = SetupScene(catalogue.get("outrun"))
    app.push(setup)
    app.step()
    players = next(w for w in setup.widgets if isinstance(w, Choice) and w.choices == list(range(1, 7)))
    post_click(app, players._arrows()[0].center)  # 2 -> 1
    assert setup.players == 1 and setup.problems == []
    mode = next(w for w in setup.widgets if isinstance(w, Choice) and PlayMode.PRACTICE in w.choices)
    assert mode.choices == [PlayMode.PRACTICE]  # one seat practises
    shown = " ".join(d.text for d in record(lambda: (app.invalidate(), app.draw())))
    assert "Ghost of your best" in shown and "Practice: one person alone" in shown
    assert "First to turn a path card" not in shown  # one runner turns every card
    assert setup.row_h == 68  # the ghost row takes that row's room: the form keeps its layout
    post_click(app, setup.start.rect.center)
    table = app.top
    assert isinstance(table, OutrunScene)
    assert len(table.session.seats) == 1 and not table.session.seats[0].is_computer
    assert table.session.options["solo"] is True and table.session.state.solo
    assert table.plan is not None and table.plan.mode is PlayMode.PRACTICE
    assert table.practice is not None and table.practice.solo


def test_five_right_runs_alone_get_off_the_map_and_record_the_first_best_with_its_ghost():
    app = solo_app()
    table = solo_table(app)
    play_to_the_end(table, run_right)
    runs = my_runs(table)
    assert len(runs) == 5
    assert table.session.outcome().winners == (0,)
    total = sum(run.ms for run in runs)
    assert practice_best(app.settings, "dragon", 1) == total > 0
    kept = ghost.kept(app.settings, "dragon", 1)
    assert kept is not None and [race.room for race in kept] == [2, 4, 6, 8, 10]
    assert [race.ms for race in kept] == [run.ms for run in runs]
    assert all(len(race.laid) == 8 and max(race.laid) <= race.ms for race in kept)
    shown = " ".join(texts(table))
    assert "Off the map!" in shown and "Your first practice with this monster and these boards" in shown


def test_a_slower_solo_time_still_counts_and_the_game_over_says_by_how_much_it_missed():
    app = solo_app(best=1_000)
    table = solo_table(app)
    play_to_the_end(table, run_right)
    total = sum(run.ms for run in my_runs(table))
    assert practice_best(app.settings, "dragon", 1) == 1_000  # kept: this one was slower
    shown = " ".join(texts(table))
    assert "Your best with this monster and these boards: 1.000 s." in shown
    missed = (total - 1_000) / 1000
    assert f"{missed:.3f} s slower than your best." in shown


def test_a_faster_solo_time_is_the_new_best_and_says_by_how_much_it_beat_the_old():
    app = solo_app(best=10 * 60_000)
    table = solo_table(app)
    play_to_the_end(table, run_right)
    total = sum(run.ms for run in my_runs(table))
    assert practice_best(app.settings, "dragon", 1) == total
    shown = " ".join(texts(table))
    assert "New personal best!" in shown and "faster than your best before (10:00.000)." in shown


def ghost_shown(table: Table) -> bool:
    return table_parts.ghost_part(table.scene) is not None


def test_the_ghost_of_the_best_run_races_in_the_second_game_lane_and_banner():
    app = solo_app()
    first = solo_table(app, seed=5)
    play_to_the_end(first, run_right)
    second = solo_table(app, seed=9)
    scene = second.scene
    assert scene.practice is not None and scene.practice.ghost is not None
    second.to_race()
    second.step(0.35)  # the best run laid its cards 0.1 s apart: a few are down by now
    assert 0 < scene.practice.ghost_cards(scene.race, second.clock.now) < 8
    assert ghost_shown(second)
    lane = [d.text for d in record(lambda: draw_whole(scene, app.canvas))]
    assert "Best" in lane  # the word on the ghost's edge, in the person's lane
    assert not any("your best" in line for line in lane)  # no room reached yet, nobody behind yet
    second.step(30.0)  # long after the best run had finished its first race
    live = " ".join(texts(second, scene))
    assert "behind your best" in live
    run_right(second)
    second.until(lambda: scene.race is None and not scene.timeline.playing)
    banner = " ".join(texts(second, scene))
    assert "your best" in banner and ("ahead of" in banner or "behind" in banner or "Level" in banner)
    assert not ghost_shown(second)  # between races the ghost rests


def test_the_ghost_is_absent_when_the_set_up_turned_it_off():
    app = solo_app()
    play_to_the_end(solo_table(app, seed=5), run_right)
    app.update_settings(ghost.remember_wanted(app.settings, False))
    second = solo_table(app, seed=9)
    assert second.scene.practice is not None and second.scene.practice.ghost is None
    second.to_race()
    second.step(1.5)
    assert not ghost_shown(second)
    run_right(second)
    second.until(lambda: second.scene.race is None and not second.scene.timeline.playing)
    assert "your best" not in " ".join(texts(second, second.scene))


def test_an_old_practice_beside_a_computer_runner_still_loads_and_plays_to_its_end():
    plan = DevicePlan(PlayMode.PRACTICE, (SeatDevice(DeviceKind.KEYS, 0), SeatDevice(DeviceKind.COMPUTER)))
    settings = Settings(animation_speed=4.0, outrun_tutorial_seen=True)
    app, _clock = driver.open_headless_app(DEVICES.remember(settings, plan))
    session = saves.load_session(OLD_PRACTICE)
    assert "solo" not in session.options and not session.state.solo
    scene = OutrunScene(session, autosave=False)
    app.push(scene)
    app.step()
    clock = app.stamp_clock
    assert isinstance(clock, FakeClock)
    table = Table(app, session, scene, clock)
    assert scene.practice is not None and not scene.practice.solo
    assert scene.practice.practice.times == [4200, 4900]  # the times kept with the save
    assert scene.ready_panel is not None
    table.post_keys([READY_KEY])
    assert scene.ready_panel is None
    play_to_the_end(table, run_right)
    assert session.over and isinstance(app.top, GameOverScene)
    assert session.outcome().winners == (0,)  # the person was two rooms ahead and ran right
    assert practice_best(app.settings, "vampire", 1) == scene.practice.practice.total_ms


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_solo_practice_set_up_ghost_banner_and_result_draw_every_text_at_24_px_or_more(language: str):
    app = solo_app(best=10 * 60_000, language=language)
    first = solo_table(app, seed=5)
    assert current_language() == language
    play_to_the_end(first, run_right)
    over = record(lambda: draw_whole(app.top, app.canvas))
    assert over and too_small(over) == []
    second = solo_table(app, seed=9)
    second.to_race()
    second.step(1.5)
    assert ghost_shown(second)
    assert too_small(record(lambda: draw_whole(second.scene, app.canvas))) == []
    run_right(second)
    second.until(lambda: second.scene.race is None and not second.scene.timeline.playing)
    assert too_small(record(lambda: draw_whole(second.scene, app.canvas))) == []
    setup = SetupScene(catalogue.get("outrun"))
    app.push(setup)
    app.step()
    players = next(w for w in setup.widgets if isinstance(w, Choice) and w.choices == list(range(1, 7)))
    while setup.players > 1:
        post_click(app, players._arrows()[0].center)
    drawn = record(lambda: (app.invalidate(), app.draw()))
    assert _(ghost.ROW_LABEL) in [d.text for d in drawn]
    assert too_small(drawn) == []


def test_a_lone_runner_with_no_pad_is_offered_a_keyboard_zone_not_a_relay_of_one():
    table = pad_table((SeatDevice(DeviceKind.PAD),))
    scene = table.scene
    assert scene.before is not None
    buttons = {b.label(): b for b in scene.before.buttons}
    assert list(buttons) == ["Use keyboard zone 1 instead", "Back to the set-up"]
    table.click(buttons["Use keyboard zone 1 instead"].rect.center)
    assert scene.plan is not None and scene.plan.mode is PlayMode.PRACTICE
    assert scene.practice is not None and scene.practice.solo


def players_choice(setup: SetupScene) -> Choice:
    return next(w for w in setup.widgets if isinstance(w, Choice) and w.choices == list(range(1, 7)))


def test_going_back_from_one_player_to_two_races_together_again_and_starts():
    """Issue 20: after a solo practice, the next set-up opens with one player; clicking Players up
    to two must leave Practice (it refuses two seats) for the group's mode, here the default."""
    app = open_app(Settings(animation_speed=0.0, outrun_tutorial_seen=True), window_size=(1920, 1080))
    pygame.event.clear()
    setup = SetupScene(catalogue.get("outrun"))
    app.push(setup)
    app.step()
    post_click(app, players_choice(setup)._arrows()[0].center)  # 2 -> 1
    post_click(app, setup.start.rect.center)  # a solo practice: remembered for the next set-up
    assert isinstance(app.top, OutrunScene)
    again = SetupScene(catalogue.get("outrun"))
    app.push(again)
    app.step()
    assert again.players == 1
    post_click(app, players_choice(again)._arrows()[1].center)  # 1 -> 2
    assert again.players == 2 and again.problems == []
    mode = next(w for w in again.widgets if isinstance(w, Choice) and PlayMode.PRACTICE in w.choices)
    assert mode.value is PlayMode.TOGETHER
    post_click(app, again.start.rect.center)
    table = app.top
    assert isinstance(table, OutrunScene) and table.plan is not None
    assert table.plan.mode is PlayMode.TOGETHER and len(table.session.seats) == 2


def test_a_relay_chosen_before_one_player_comes_back_with_the_second_player():
    """The mode the group chose for more seats survives a detour to one player."""
    app = open_app(Settings(animation_speed=0.0, outrun_tutorial_seen=True), window_size=(1920, 1080))
    pygame.event.clear()
    setup = SetupScene(catalogue.get("outrun"))
    app.push(setup)
    app.step()
    mode = next(w for w in setup.widgets if isinstance(w, Choice) and PlayMode.PRACTICE in w.choices)
    post_click(app, mode._arrows()[1].center)  # Together -> Relay
    assert setup.extras is not None and setup.extras.mode_for(setup.seats()) is PlayMode.RELAY
    post_click(app, players_choice(setup)._arrows()[0].center)  # 2 -> 1
    post_click(app, setup.start.rect.center)
    again = SetupScene(catalogue.get("outrun"))
    app.push(again)
    app.step()
    post_click(app, players_choice(again)._arrows()[1].center)  # 1 -> 2
    mode = next(w for w in again.widgets if isinstance(w, Choice) and PlayMode.PRACTICE in w.choices)
    assert mode.value is PlayMode.RELAY and again.problems == []
