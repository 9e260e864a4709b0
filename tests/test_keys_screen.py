"""Settings, then Keys (issue 9): each keyboard zone's keys shown and rebound by pressing a key; a
key another place has is refused with a message naming the clash; changes are saved at once."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.i18n import set_language
from tabletop.core.settings import DEFAULT_KEY_ZONES, Settings, load_settings
from tabletop.engine.app import App
from tabletop.scenes.keys import KeysScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.settings import SettingsScene


@pytest.fixture
def app():
    application = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    yield application
    set_language("en")


def click(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def press(app: App, key: int, text: str = "") -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
    app.step()


def open_keys(app: App) -> KeysScene:
    settings = SettingsScene()
    app.push(settings)
    app.step()
    button = next(widget for _label, widget in settings.rows if getattr(widget, "on_click", None))
    click(app, button.rect.center)
    assert isinstance(app.top, KeysScene)
    return app.top


def test_the_settings_open_the_keys_screen_showing_every_zones_keys(app):
    keys = open_keys(app)
    assert keys.zones.names() == DEFAULT_KEY_ZONES
    assert [cap.label() for cap in keys.caps[0]] == ["Q", "W", "E", "R", "A", "S", "D", "F", "Space"]
    assert keys.caps[2][0].label() == "Num 7"


def test_a_key_is_rebound_by_clicking_it_and_pressing_the_new_one_and_is_saved(app):
    keys = open_keys(app)
    click(app, keys.caps[1][7].rect.center)  # zone 2's Symbol 8, the ";" key
    assert keys.waiting == (1, 7)
    press(app, pygame.K_m, "m")
    assert keys.waiting is None
    assert app.settings.key_zones[1][7] == "M"
    assert load_settings()[0].key_zones[1][7] == "M"
    assert "Symbol 8 in zone 2 is now M" in keys.note


def test_a_key_another_place_has_is_refused_with_the_clash_named_and_nothing_changes(app):
    keys = open_keys(app)
    click(app, keys.caps[2][8].rect.center)  # zone 3's Finish
    press(app, pygame.K_SPACE, " ")  # zone 1's Finish
    assert keys.refused
    assert (
        keys.note == "Space is already the key for Finish in zone 1. One key can belong to one player only."
    )
    assert app.settings.key_zones == DEFAULT_KEY_ZONES
    assert keys.waiting == (2, 8)  # still waiting for a key that fits
    press(app, pygame.K_ESCAPE)  # Esc keeps the old key and stays on the screen
    assert keys.waiting is None and app.top is keys
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, SettingsScene)


def test_default_keys_undo_every_change(app):
    keys = open_keys(app)
    click(app, keys.caps[0][0].rect.center)
    press(app, pygame.K_z, "z")
    assert app.settings.key_zones[0][0] == "Z"
    click(app, keys.defaults.rect.center)
    assert app.settings.key_zones == DEFAULT_KEY_ZONES


def test_keys_held_down_together_light_up_to_show_what_the_keyboard_reports(app):
    keys = open_keys(app)
    for key in (pygame.K_q, pygame.K_u, pygame.K_KP_7):
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_u, mod=0, unicode=""))
    app.step()
    assert keys.held == {pygame.K_q, pygame.K_KP_7}


def test_the_rows_name_each_games_actions_and_a_click_steps_to_the_next_game(app):
    keys = open_keys(app)
    assert keys.names_button.label() == "Names: Outrun"
    assert [keys.place_label(i) for i in (0, 7, 8)] == ["Symbol 1", "Symbol 8", "Finish"]
    click(app, keys.names_button.rect.center)
    assert keys.names_button.label() == "Names: Just Run: A Game of Horror"
    assert [keys.place_label(i) for i in (0, 1, 2)] == ["First answer", "Second answer", "Key 3"]
    click(app, keys.caps[1][0].rect.center)  # zone 2's first key, the U
    press(app, pygame.K_q, "q")  # zone 1's first key
    assert keys.note.startswith("Q is already the key for First answer in zone 1.")
    press(app, pygame.K_ESCAPE)
    click(app, keys.names_button.rect.center)
    assert keys.place_label(0) == "Symbol 1"
