"""Settings persist in the user's config folder, and a broken file never stops the app."""

from __future__ import annotations

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
