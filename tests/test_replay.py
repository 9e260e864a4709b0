"""``tabletop replay FILE`` (foundation issue, section 4): forward, back, jump to a move."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import catalogue, saves
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.scenes.navigator import open_app
from tabletop.scenes.replay import ReplayScene
from tests.helpers import played_session


def key(app: App, which: int, text: str = "") -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=which, mod=0, unicode=text))
    app.step()


@pytest.fixture
def replay(tmp_path):
    session = played_session(seed=8, moves=20)
    path = tmp_path / "game.json"
    saves.save_session(session, path)
    app = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    scene = ReplayScene.from_file(path)
    app.push(scene)
    app.step()
    return app, scene, session


def test_a_replay_opens_at_the_end_and_steps_back_and_forward_with_the_arrows(replay):
    app, scene, session = replay
    assert scene.position == scene.total == len(session.steps)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.position == scene.total - 2
    expected = GameSession.from_save(session.to_save(), catalogue.get, upto=scene.position)
    assert scene.table.view == expected.view(None)
    key(app, pygame.K_RIGHT)
    assert scene.position == scene.total - 1


def test_typing_a_move_number_and_enter_jumps_to_it(replay):
    app, scene, _session = replay
    key(app, pygame.K_5, "5")
    key(app, pygame.K_RETURN)
    assert scene.position == 5
    key(app, pygame.K_HOME)
    assert scene.position == 0
    key(app, pygame.K_END)
    assert scene.position == scene.total


def test_a_replay_shows_only_what_the_whole_table_may_see(replay):
    _app, scene, _session = replay
    assert scene.table.viewer is None
    assert all(h["card"] is None for h in scene.table.view["hideouts"] if not h["revealed"])


def test_a_broken_file_is_refused_with_its_name_and_the_problem(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{oops", encoding="utf-8")
    with pytest.raises(ValueError, match="bad.json.*damaged"):
        ReplayScene.from_file(path)
