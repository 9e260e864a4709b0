"""Pause means pause (issue 8's pause hook): a menu opened over a table stops everything there."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.i18n import _ as translated
from tabletop.core.i18n import set_language
from tabletop.core.seats import Seat, SeatKind
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine import chrome, text
from tabletop.scenes.navigator import open_app
from tabletop.scenes.pause import PauseScene


def computers_only_table(game: str = "outnumbered"):
    app = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    info = catalogue.get(game)
    seats = [Seat(name, i, SeatKind.COMPUTER, "casual") for i, name in enumerate(("Ana", "Ben"))]
    session = GameSession.new(info, {"players": 2}, 3, seats)
    scene = info.table_class()(session, autosave=False)
    app.push(scene)
    return app, session, scene


def run_frames(app, frames: int) -> None:
    for _ in range(frames):
        app.step(dt=0.1)
        scene = app.scenes[0]
        move = scene.computers.move
        if move is not None:
            move.thread.join(2)


def test_computer_players_stop_while_the_menu_is_open_and_go_on_after():
    app, session, scene = computers_only_table()
    run_frames(app, 30)
    assert len(session.steps) > 0  # the computers play on their own
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    app.step()
    assert isinstance(app.top, PauseScene)
    assert scene.paused
    before = len(session.steps)
    run_frames(app, 60)
    assert len(session.steps) == before
    app.pop()
    run_frames(app, 60)
    assert len(session.steps) > before


def test_a_decision_being_made_when_the_menu_opens_is_thrown_away():
    app, session, scene = computers_only_table("fugitive")
    scene.computers.wait = 0
    app.step(dt=0.1)
    assert scene.computers.move is not None
    app.push(PauseScene(scene))
    assert scene.computers.move is None
    assert scene.computers.discarded == 1


def test_nothing_is_pushed_over_an_open_menu_when_the_game_ends_behind_it():
    app, session, scene = computers_only_table("fugitive")
    app.push(PauseScene(scene))
    while not session.over:  # the game ends behind the menu (a command that was already queued)
        session.apply(session.legal(session.to_act()[0])[0])
    run_frames(app, 20)
    assert isinstance(app.top, PauseScene)
    app.pop()
    run_frames(app, 5)
    assert app.top is not scene  # the result shows once the menu is closed


def test_the_computer_speed_setting_sets_how_long_computer_players_wait():
    from tabletop.core.settings import ComputerSpeed

    app, session, scene = computers_only_table()
    assert scene.computers.pause == app.settings.computer_pause == 0.7
    app.push(PauseScene(scene))
    app.update_settings(app.settings.with_(computer_speed=ComputerSpeed.FAST))
    app.pop()
    assert scene.computers.pause == 0.2


def test_resting_on_the_menu_button_explains_it_and_the_menu_stops_the_tip():
    app, session, scene = computers_only_table()
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=scene.menu_button.rect.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    for _ in range(10):
        app.step(dt=0.1)
    assert scene.tooltips.shown is not None and scene.tooltips.shown.title == "Menu"
    app.push(PauseScene(scene))
    assert not scene.tooltips.visible


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_paused_title_and_the_saved_toast_both_read_one_above_the_other(language: str) -> None:
    app = open_app(Settings(animation_speed=0.0, language=language), window_size=(1920, 1080))
    try:
        info = catalogue.get("outrun")
        seats = [Seat(name, i, SeatKind.HUMAN) for i, name in enumerate(("Ana", "Ben"))]
        session = GameSession.new(info, {"players": 2}, 3, seats)
        table = info.table_class()(session, autosave=False)
        app.push(table)  # a first game: Outrun's tutorial note goes up over the table
        app.step()
        pause = PauseScene(table)
        app.push(pause)
        app.step()
        drawn: list[tuple[str, pygame.Rect]] = []
        real = text.draw_text

        def spy(surface, words, *args, **kwargs):
            rect = real(surface, words, *args, **kwargs)
            drawn.append((words, rect))
            return rect

        pause.save()  # "Saved as ..." hangs under the banner
        text.draw_text = spy
        try:
            app.invalidate()
            app.draw()
        finally:
            text.draw_text = real
        title = next(rect for words, rect in drawn if words == translated("Paused"))
        saved = translated("Saved as {name}.").split("{")[0]
        toast = [rect for words, rect in drawn if words.startswith(saved)]
        assert toast, "the toast was drawn"
        box = pygame.Rect(toast[0]).inflate(40, 24)  # the toast's bubble around its line
        assert not title.colliderect(box) and title.bottom <= chrome.TOAST_TOP
        assert box.bottom <= pause.buttons[0].rect.top  # and it covers no button
    finally:
        set_language("en")
