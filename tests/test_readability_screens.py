"""Readable from two metres (issue 11): every screen outside the tables, in English and Polish at
1920x1080, draws every text a player needs at 24 px or more and cuts none short.  The tables
have their own checks (tests/fugitive/, tests/outnumbered/)."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.core import catalogue, saves
from tabletop.core.i18n import set_language
from tabletop.core.seats import Seat, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine import chrome
from tabletop.scenes.keys import KeysScene
from tabletop.scenes.load import LoadScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.pause import PauseScene
from tabletop.scenes.rules_help import RulesScene
from tabletop.scenes.settings import SettingsScene
from tabletop.scenes.setup import SetupScene
from tabletop.scenes.title import TitleScene
from tests.readability import record, too_small

LANGUAGES = ("en", "pl")


def played(game: str, moves: int, seed: int = 3) -> GameSession:
    info = catalogue.get(game)
    session = GameSession.new(info, {"players": 2}, seed, default_seats(2))
    rng = random.Random(seed)
    for _ in range(moves):
        if session.over:
            break
        session.apply(rng.choice(session.legal(session.to_act()[0])))
    return session


@pytest.fixture
def app(request):
    language = request.param
    application = open_app(Settings(animation_speed=0.0, language=language), window_size=(1920, 1080))
    yield application
    set_language("en")


def show(app, scene) -> list:
    def draw() -> None:
        app.replace(scene)
        app.step()
        app.invalidate()
        app.draw()

    return record(draw)


@pytest.mark.parametrize("app", LANGUAGES, indirect=True)
def test_the_title_with_continue_is_readable(app):
    saves.autosave(played("fugitive", 12))
    assert too_small(show(app, TitleScene(idle_demo=False))) == []


@pytest.mark.parametrize("app", LANGUAGES, indirect=True)
@pytest.mark.parametrize("game", [info.id for info in catalogue.playable()])
def test_set_up_with_every_seat_and_option_is_readable(app, game):
    info = catalogue.get(game)
    scene = SetupScene(info)
    app.replace(scene)
    scene.players = info.max_players
    scene.kinds = [scene.kinds[0], *[k.COMPUTER for k in scene.kinds[1:]]]
    scene.names = [name + "owska-Wiśniewska"[: 16 - len(name)] for name in scene.names]
    scene.build()
    assert too_small(show(app, scene)) == []


@pytest.mark.parametrize("app", LANGUAGES, indirect=True)
def test_settings_are_readable(app):
    assert too_small(show(app, SettingsScene())) == []


@pytest.mark.parametrize("app", LANGUAGES, indirect=True)
def test_the_keys_screen_with_a_clash_and_while_waiting_for_a_key_is_readable(app):
    scene = KeysScene()
    assert too_small(show(app, scene)) == []
    scene.choose(2, 8)  # the number pad's Finish waits for its key: the longest labels and prompt

    def draw() -> None:
        app.invalidate()
        app.draw()

    assert too_small(record(draw)) == []
    scene.press(pygame.K_SEMICOLON)  # zone 2's: refused, the clash named
    assert scene.refused
    assert too_small(record(draw)) == []


@pytest.mark.parametrize("app", LANGUAGES, indirect=True)
def test_the_load_list_with_a_damaged_save_and_its_reason_is_readable(app):
    saves.save_session(played("fugitive", 30), saves.new_save_path("fugitive"))
    saves.save_session(played("outnumbered", 10), saves.new_save_path("outnumbered"))
    data = played("fugitive", 8).to_save()
    data["commands"][3]["seat"] = 1 - data["commands"][3]["seat"]
    (saves.saves_dir() / "hand-edited.json").write_text(__import__("json").dumps(data), encoding="utf-8")
    scene = LoadScene()
    assert too_small(show(app, scene)) == []
    damaged = next(slot for slot in scene.slots if slot.problem is not None)
    scene.open(damaged)
    assert scene.error

    def draw() -> None:
        app.invalidate()
        app.draw()

    assert too_small(record(draw)) == []


@pytest.mark.parametrize("app", LANGUAGES, indirect=True)
@pytest.mark.parametrize("game", [info.id for info in catalogue.playable()])
def test_the_rules_summary_is_readable(app, game):
    assert too_small(show(app, RulesScene(catalogue.get(game)))) == []


@pytest.mark.parametrize("app", LANGUAGES, indirect=True)
@pytest.mark.parametrize("game", [info.id for info in catalogue.playable()])
def test_the_pause_menu_over_a_table_is_readable(app, game):
    session = played(game, 10)
    table = session.info.table_class()(session, autosave=False)
    app.replace(table)
    app.step()
    menu = PauseScene(table)
    app.push(menu)
    app.step()
    surface = pygame.Surface((1920, 1080))
    assert too_small(record(lambda: menu.draw(surface))) == []  # the menu itself; the table has its own test


@pytest.mark.parametrize("app", LANGUAGES, indirect=True)
def test_the_curtain_the_demo_banner_and_a_toast_are_readable(app):
    surface = pygame.Surface((1920, 1080))

    def draw() -> None:
        chrome.draw_curtain(surface, Seat("Małgorzata", 3), "Szeryf")
        chrome.draw_demo_banner(surface)
        chrome.draw_toasts(surface, ["A message that is long enough to wrap onto a second line " * 3])

    assert too_small(record(draw)) == []


def test_the_check_can_fail():
    surface = pygame.Surface((200, 100))
    drawn = record(
        lambda: __import__("tabletop.engine.text", fromlist=["x"]).draw_text(
            surface, "tiny", (0, 0), 14, (255, 255, 255)
        )
    )
    assert too_small(drawn) == [(14, False, "tiny")]
