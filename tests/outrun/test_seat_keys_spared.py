"""The screens over an Outrun table (the menu, game over) and the title reached from it take none
of the keys the runners race with as a shortcut: a runner still pressing their keys must not save,
load, start a new game or quit by them.  Found in a walkthrough: Esc, then Q, Q closed the app."""

from __future__ import annotations

import pygame

from tabletop.core import saves
from tabletop.engine.key_zones import DEFAULT_KEY_ZONES
from tabletop.scenes.game_over import GameOverScene
from tabletop.scenes.pause import PauseScene
from tabletop.scenes.title import TitleScene
from tests.outrun.test_scene import Table, make_table


def key(name: str) -> int:
    return pygame.key.key_code(name)


def press(table: Table, code: int) -> None:
    """A real key press through SDL's queue."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    table.app.collect()
    table.step(0.1)


def zone_keys(zone: int) -> set[int]:
    return {key(name) for name in DEFAULT_KEY_ZONES[zone]}


def test_the_outrun_table_names_the_keys_of_every_zone_its_seats_race_on():
    table = make_table(players=3, computers=(2,))
    assert table.scene.seat_keys() == frozenset(zone_keys(0) | zone_keys(1))


def test_race_keys_pressed_in_the_menu_neither_save_nor_quit_and_escape_still_resumes():
    table = make_table(players=3, computers=(2,))
    table.to_race()
    press(table, pygame.K_ESCAPE)
    assert isinstance(table.app.top, PauseScene)
    before = len(saves.list_saves())
    for name in ("q", "s", "r", "l", "u"):  # zone 1's and zone 2's keys, and the menu's letters
        press(table, key(name))
        assert isinstance(table.app.top, PauseScene), name
    assert len(saves.list_saves()) == before
    assert all(button.hotkey not in zone_keys(0) | zone_keys(1) for button in table.app.top.buttons)
    press(table, pygame.K_ESCAPE)
    assert table.app.top is table.scene


def test_the_title_reached_from_the_menu_is_not_closed_by_a_runner_s_q_but_its_quit_button_still_works():
    table = make_table(players=2, computers=(1,))
    table.to_race()
    press(table, pygame.K_ESCAPE)
    pause = table.app.top
    assert isinstance(pause, PauseScene)
    pause.quit_to_title()
    table.step()
    title = table.app.top
    assert isinstance(title, TitleScene)
    press(table, key("q"))
    press(table, key("q"))
    assert table.app.running and table.app.top is title
    quit_button = next(b for b in title.buttons if b.label() == "Quit")
    table.click(quit_button.rect.center)
    assert not table.app.running


def test_a_freshly_opened_title_still_quits_on_q():
    table = make_table(players=2, computers=(1,))
    table.app.replace(TitleScene())
    table.step()
    press(table, key("q"))
    assert not table.app.running


def test_zone_two_s_finish_key_at_game_over_does_not_start_a_new_game():
    table = make_table(players=3, computers=(2,))
    table.app.push(GameOverScene(table.scene))
    table.step()
    over = table.app.top
    assert isinstance(over, GameOverScene)
    press(table, pygame.K_RETURN)  # zone 2's Finish
    press(table, key("r"))  # zone 1's moon: not the replay either
    assert table.app.top is over
    assert over.buttons[0].hotkey is None and over.buttons[1].hotkey is None
