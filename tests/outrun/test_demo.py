"""The demo can show Outrun (issue 9, "Done when"): computer runners race on their own, their
cards going down live, the game plays to its end, and then the demo moves on to the next game as
it does for every game.  Headless, on a fake clock the table's race clock reads."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import catalogue, saves
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.games.outrun.rules import Reveal, Run
from tabletop.games.outrun.table.scene import DEMO_RUNNERS, OutrunScene
from tabletop.scenes import demo
from tabletop.scenes.title import TitleScene
from tests.tables import driver
from tests.tables.driver import NS, FakeClock


def step(app: App, clock: FakeClock, seconds: float) -> None:
    clock.now += int(seconds * NS)
    app.step(dt=seconds)


@pytest.fixture
def outrun_demo(monkeypatch):
    app, clock = driver.open_headless_app(Settings(animation_speed=4.0))
    monkeypatch.setattr(demo.catalogue, "playable", lambda: [catalogue.get("outrun")])
    monkeypatch.setattr(demo, "new_seed", lambda: 4242)
    app.push(TitleScene(idle_demo=False))
    demo.start_demo(app)
    app.step()
    scene = app.top
    assert isinstance(scene, OutrunScene) and scene.demo
    return app, clock, scene


def test_the_demo_races_four_computer_runners_on_one_board_with_their_cards_going_down_live(outrun_demo):
    app, clock, scene = outrun_demo
    view = scene.session.view(None)
    assert len(scene.session.seats) == DEMO_RUNNERS and view["boards"] == 1
    assert all(seat.is_computer for seat in scene.session.seats)
    for _ in range(2000):
        step(app, clock, 0.02)
        if scene.race is not None and any(scene.race.results.values()):
            break
    race = scene.race
    assert race is not None and scene.viewer is None
    looks = [scene.lane_look(seat, False) for seat in range(DEMO_RUNNERS)]
    finished = [seat for seat in range(DEMO_RUNNERS) if race.finished(seat)]
    for seat in finished:
        assert looks[seat].laid == race.computers[seat].cards  # face up: nobody here could copy them
        assert looks[seat].finish_place == race.finish_order.index(seat) + 1
    racing = race.racing
    for seat in racing:  # part of the run down, the rest still to come, nothing said of right or wrong
        laid = looks[seat].laid
        run = race.computers[seat]
        assert len(laid) > 0 and laid == run.cards[: len(laid)] and looks[seat].finish_place is None
    assert racing


def test_a_demo_game_of_outrun_plays_to_its_end_then_the_demo_moves_on(outrun_demo, tmp_path):
    app, clock, scene = outrun_demo
    autosave = saves.autosave_path()
    before = autosave.read_bytes() if autosave.exists() else None
    for _ in range(20_000):
        step(app, clock, 0.25)
        if app.top is not scene:
            break
    assert scene.session.over, "the demo game never ended"
    commands = scene.session.commands
    reveals = sum(isinstance(c, Reveal) for c in commands)
    runs = [c for c in commands if isinstance(c, Run)]
    assert reveals >= 2 and len(runs) >= DEMO_RUNNERS * reveals - DEMO_RUNNERS
    assert all(run.ms > 0 for run in runs)
    after = app.top
    assert after is not scene and getattr(after, "demo", False)  # the next demo game is on
    assert (autosave.read_bytes() if autosave.exists() else None) == before
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(960, 540), button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(960, 540), button=1))
    app.step()
    assert isinstance(app.top, TitleScene)
