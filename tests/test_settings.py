"""Settings persist in the user's config folder, and a broken file never stops the app."""

from __future__ import annotations

import pytest

from tabletop.core.settings import Settings, load_settings, save_settings, settings_path


def test_settings_survive_a_restart():
    wanted = Settings(
        language="pl",
        window_size=(1600, 900),
        fullscreen=True,
        animation_speed=2.0,
        volume=0.25,
        notepad_assist=False,
    )
    save_settings(wanted)
    loaded, problem = load_settings()
    assert problem is None
    assert loaded == wanted


def test_settings_live_under_the_config_folder_not_beside_the_saves(isolated_home):
    save_settings(Settings())
    assert settings_path().is_relative_to(isolated_home / "config")


def test_a_broken_settings_file_falls_back_to_defaults_with_a_message():
    settings_path().write_text("{not json", encoding="utf-8")
    loaded, problem = load_settings()
    assert loaded == Settings()
    assert problem and "defaults" in problem


def test_out_of_range_values_are_clamped_and_unknown_languages_fall_back():
    settings_path().write_text('{"volume": 7, "language": "klingon"}', encoding="utf-8")
    loaded, _problem = load_settings()
    assert loaded.volume == 1.0 and loaded.language == "en"


def test_the_new_settings_survive_a_restart():
    from tabletop.core.settings import ComputerSpeed, TextSize

    wanted = Settings(
        window_size=None,
        text_size=TextSize.LARGE,
        computer_speed=ComputerSpeed.FAST,
        confirm_end_turn=True,
        last_setup={"fugitive": {"seats": [{"name": "Ola"}], "options": {"variant": "none"}}},
    )
    save_settings(wanted)
    loaded, problem = load_settings()
    assert problem is None
    assert loaded == wanted


def test_one_entry_that_makes_no_sense_falls_back_alone():
    settings_path().write_text(
        '{"text_size": "huge", "volume": 0.3, "window_size": [10, 10], "confirm_end_turn": "yes"}',
        encoding="utf-8",
    )
    loaded, problem = load_settings()
    assert problem is None
    assert loaded.volume == 0.3
    assert loaded == Settings(volume=0.3)


def test_the_first_launch_opens_the_largest_window_that_fits_a_display_larger_than_the_table(monkeypatch):
    """Issue 11: not 1280x720, but as large as the display allows (16:9, room for a task bar)."""
    import pygame

    from tabletop.engine.app import fitting_window
    from tabletop.scenes.navigator import open_app

    assert fitting_window((1920, 1080)) == (1742, 980)
    assert fitting_window((3840, 2160)) == (3662, 2060)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(3840, 2160)])
    app = open_app(Settings())
    assert not app.fullscreen
    assert app.window.get_size() == fitting_window((3840, 2160))
    chosen = open_app(Settings(window_size=(1280, 720)))
    assert not chosen.fullscreen and chosen.window.get_size() == (1280, 720)


@pytest.mark.parametrize("desktop", [(1920, 1080), (1600, 1000), (1366, 768)])
def test_the_first_launch_opens_fullscreen_where_a_window_would_shrink_the_table_below_24_px_text(
    monkeypatch, desktop
):
    """Issue 20: on a 1920x1080 display the largest window is 1742x980, where the table's 24 px text
    is drawn at 22 px; before anyone chooses, the app opens fullscreen instead (1:1 there)."""
    import pygame

    from tabletop.scenes.navigator import open_app

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    app = open_app(Settings())
    assert app.fullscreen
    assert app.settings.fullscreen is None, "nothing was chosen, so nothing is written as chosen"


def test_a_window_once_chosen_is_kept_on_a_small_display(monkeypatch):
    """Fullscreen is only the first launch's default: F11 back to a window, or a settings file that
    says ``"fullscreen": false`` (every file written before this default), opens a window."""
    import pygame

    from tabletop.scenes.navigator import open_app

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    settings_path().write_text('{"language": "en", "fullscreen": false}', encoding="utf-8")
    loaded, problem = load_settings()
    assert problem is None and loaded.fullscreen is False
    assert not open_app(loaded).fullscreen
    app = open_app(Settings())
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert not app.fullscreen and app.settings.fullscreen is False
    assert not open_app(load_settings()[0]).fullscreen


def test_choosing_a_window_size_in_settings_leaves_the_first_launch_fullscreen(monkeypatch):
    import pygame

    from tabletop.scenes.navigator import open_app
    from tabletop.scenes.settings import SettingsScene

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    app = open_app(Settings())
    assert app.fullscreen
    screen = SettingsScene()
    app.push(screen)
    screen.set_size((1280, 720))
    assert not app.fullscreen and app.window.get_size() == (1280, 720)
    assert app.settings.fullscreen is False and app.settings.window_size == (1280, 720)


def test_f11_goes_fullscreen_and_back_to_the_window_it_was():
    import pygame

    from tabletop.scenes.navigator import open_app

    app = open_app(Settings(window_size=(1000, 600)))
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert app.fullscreen and app.settings.fullscreen
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert not app.fullscreen
    assert app.window.get_size() == (1000, 600)


def test_an_old_settings_file_without_key_zones_still_loads_with_the_default_zones():
    """Issue 9: settings written before the keyboard zones existed keep everything they had."""
    from tabletop.core.settings import DEFAULT_KEY_ZONES

    settings_path().write_text('{"language": "pl", "volume": 0.4, "fullscreen": false}', encoding="utf-8")
    loaded, problem = load_settings()
    assert problem is None
    assert loaded.language == "pl" and loaded.volume == 0.4
    assert loaded.key_zones == DEFAULT_KEY_ZONES


def test_rebound_key_zones_survive_a_restart():
    from tabletop.core.settings import DEFAULT_KEY_ZONES

    zones = (("Z", *DEFAULT_KEY_ZONES[0][1:]), *DEFAULT_KEY_ZONES[1:])
    save_settings(Settings(key_zones=zones))
    loaded, problem = load_settings()
    assert problem is None
    assert loaded.key_zones == zones


def test_key_zones_that_give_one_key_to_two_players_fall_back_to_the_defaults():
    import json

    from tabletop.core.settings import DEFAULT_KEY_ZONES

    zones = [list(zone) for zone in DEFAULT_KEY_ZONES]
    zones[1][0] = "q"  # zone 1 already has Q
    settings_path().write_text(json.dumps({"key_zones": zones, "volume": 0.5}), encoding="utf-8")
    loaded, _problem = load_settings()
    assert loaded.key_zones == DEFAULT_KEY_ZONES
    assert loaded.volume == 0.5


def test_the_narration_pace_survives_a_restart_and_an_unknown_one_falls_back_to_normal():
    import json

    save_settings(Settings(narration_pace="wait"))
    assert load_settings()[0].narration_pace == "wait"
    path = settings_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["narration_pace"] = "ludicrous"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, problem = load_settings()
    assert problem is None and loaded.narration_pace == "normal"
