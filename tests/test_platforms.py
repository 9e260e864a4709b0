"""The code that touches the system, run as Windows and macOS would run it (issue 19, part 3).

There is no Windows or macOS machine here, so these tests set ``sys.platform``, the environment
(``LOCALAPPDATA``, ``APPDATA``, ``HOME``) and, for Windows, stand in for the shell's known-folder
lookup, then check where the settings and saves go, that every file name the app writes is valid
on Windows, and the other places the app once assumed Linux.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path, PureWindowsPath

import platformdirs.windows
import pygame
import pytest

from tabletop import paths
from tabletop.core import catalogue, files, saves
from tabletop.core.settings import Settings, load_settings, save_settings, settings_path
from tabletop.engine import app as app_module
from tabletop.engine import key_zones
from tabletop.engine.intents import shortcut_held, word_step_held

#: names Windows keeps for devices, whatever the extension (``con.json`` is the console)
WINDOWS_RESERVED = {
    "CON",
    "PRN",
    "AUX",
    "NUL",
    *(f"COM{n}" for n in range(1, 10)),
    *(f"LPT{n}" for n in range(1, 10)),
}


def windows_name_problem(name: str) -> str | None:
    """Why Windows would refuse ``name`` as a file name, or None."""
    if re.search(r'[<>:"/\\|?*\x00-\x1f]', name):
        return "a character Windows does not allow"
    if name != name.rstrip(". "):
        return "a trailing dot or space"
    if name.split(".")[0].upper() in WINDOWS_RESERVED:
        return "a reserved device name"
    if len(name) > 255:
        return "too long"
    return None


@pytest.fixture
def as_windows(monkeypatch, tmp_path):
    """This process as a Windows one: the user's folders under ``tmp_path/Users/ann``."""
    profile = tmp_path / "Users" / "ann"
    folders = {
        "CSIDL_LOCAL_APPDATA": profile / "AppData" / "Local",
        "CSIDL_APPDATA": profile / "AppData" / "Roaming",
    }
    monkeypatch.delenv("TABLETOP_HOME")
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("USERPROFILE", str(profile))
    monkeypatch.setenv("LOCALAPPDATA", str(folders["CSIDL_LOCAL_APPDATA"]))
    monkeypatch.setenv("APPDATA", str(folders["CSIDL_APPDATA"]))
    # Windows answers this from the shell (SHGetKnownFolderPath), which Linux does not have
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", lambda csidl: str(folders[csidl]))
    return folders


@pytest.fixture
def as_macos(monkeypatch, tmp_path):
    """This process as a macOS one, with its home folder at ``tmp_path/Users/ann``."""
    home = tmp_path / "Users" / "ann"
    monkeypatch.delenv("TABLETOP_HOME")
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))  # what ~ means to Python when the tests run on Windows
    return home


@pytest.fixture
def as_linux(monkeypatch, tmp_path):
    home = tmp_path / "home" / "ann"
    monkeypatch.delenv("TABLETOP_HOME")
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        monkeypatch.delenv(name, raising=False)
    return home


# -- where the settings and saves go ------------------------------------------------------------------


def test_on_windows_settings_and_saves_go_to_the_local_appdata_tabletop_folder(as_windows):
    local = as_windows["CSIDL_LOCAL_APPDATA"]
    save_settings(Settings(volume=0.3))
    assert settings_path() == local / "Tabletop" / "settings.json"
    assert load_settings() == (Settings(volume=0.3), None)
    assert saves.autosave_path() == local / "Tabletop" / "saves" / "autosave.json"
    assert not as_windows["CSIDL_APPDATA"].exists(), "nothing goes to the roaming AppData"


def test_on_macos_settings_and_saves_go_to_application_support(as_macos):
    support = as_macos / "Library" / "Application Support" / "Tabletop"
    save_settings(Settings(fullscreen=True))
    assert settings_path() == support / "settings.json"
    assert load_settings()[0].fullscreen
    assert saves.new_save_path("fugitive") == support / "saves" / "fugitive-001.json"


def test_on_linux_settings_go_to_dot_config_and_saves_to_dot_local_share(as_linux):
    assert settings_path() == as_linux / ".config" / "Tabletop" / "settings.json"
    assert saves.saves_dir() == as_linux / ".local" / "share" / "Tabletop" / "saves"


def test_the_readme_table_names_the_folders_the_code_uses():
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    for folder in (
        "`~/.local/share/Tabletop/saves/`",
        "`~/.config/Tabletop/settings.json`",
        "`%LOCALAPPDATA%\\Tabletop\\saves\\`",
        "`%LOCALAPPDATA%\\Tabletop\\settings.json`",
        "`~/Library/Application Support/Tabletop/saves/`",
        "`~/Library/Application Support/Tabletop/settings.json`",
    ):
        assert folder in readme


def test_tabletop_home_overrides_the_system_folders_on_every_system(as_windows, monkeypatch, tmp_path):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "elsewhere"))
    assert settings_path() == tmp_path / "elsewhere" / "config" / "settings.json"
    assert saves.saves_dir() == tmp_path / "elsewhere" / "data" / "saves"


def test_a_save_written_and_listed_on_windows_loads_back(as_windows):
    info = catalogue.get("fugitive")
    from tabletop.core.seats import default_seats
    from tabletop.core.session import GameSession

    session = GameSession.new(info, {}, 3, default_seats(info.min_players))
    path = saves.new_save_path(info.id)
    saves.save_session(session, path)
    assert [slot.path for slot in saves.list_saves()] == [path]
    assert saves.load_session(path).game_id == "fugitive"


# -- file names ---------------------------------------------------------------------------------------


def test_the_name_check_catches_what_windows_refuses():
    for bad in ("game:1.json", "what?.json", "a*b.json", "CON.json", "nul", "com1.txt", "save.", "save "):
        assert windows_name_problem(bad), bad
    assert windows_name_problem("console-001.json") is None


def test_every_file_name_the_app_writes_is_valid_on_windows(isolated_home):
    names = [saves.AUTOSAVE_NAME, saves.LAST_FINISHED_NAME, settings_path().name]
    names += [saves.new_save_path(info.id).name for info in catalogue.GAMES.values()]
    assert {name: windows_name_problem(name) for name in names} == dict.fromkeys(names)


@pytest.mark.parametrize("game_id", ["con", "Just Run: Rescue?", "nul", "a/b\\c", "...", "LPT1"])
def test_a_new_save_is_named_validly_on_windows_whatever_the_game_is_called(game_id):
    name = saves.new_save_path(game_id).name
    assert windows_name_problem(name) is None, name
    assert name == name.lower(), "names differing only in case are one file on Windows and macOS"


def test_saves_are_numbered_so_none_replaces_another_on_a_case_blind_disk(isolated_home):
    first = saves.new_save_path("fugitive")
    first.write_text("{}", encoding="utf-8")
    second = saves.new_save_path("Fugitive")
    assert second.name.lower() != first.name.lower()


def test_paths_are_joined_from_parts_so_windows_separators_come_out_right():
    windows = PureWindowsPath("C:/Users/ann/AppData/Local/Tabletop") / "saves" / saves.AUTOSAVE_NAME
    assert str(windows) == r"C:\Users\ann\AppData\Local\Tabletop\saves\autosave.json"
    source = (Path(paths.__file__)).read_text(encoding="utf-8")
    assert '+ "/"' not in source and "os.sep" not in source


# -- writing files on Windows ---------------------------------------------------------------------------


def test_on_windows_a_save_is_written_even_if_a_scanner_holds_the_old_file_for_a_moment(
    monkeypatch, tmp_path
):
    real_replace, refused = os.replace, []

    def busy_then_free(source, target):
        if len(refused) < 2:
            refused.append(target)
            raise PermissionError(13, "The process cannot access the file")
        real_replace(source, target)

    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(files.os, "replace", busy_then_free)
    monkeypatch.setattr(files, "REPLACE_PAUSE", 0.0)
    target = tmp_path / "autosave.json"
    files.write_json_atomic(target, {"moves": 3})
    assert len(refused) == 2 and target.read_text(encoding="utf-8").strip().startswith("{")
    assert list(tmp_path.iterdir()) == [target], "no temporary file is left behind"


def test_elsewhere_a_refused_rename_is_reported_at_once(monkeypatch, tmp_path):
    def refuse(source, target):
        raise PermissionError(13, "denied")

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(files.os, "replace", refuse)
    with pytest.raises(PermissionError):
        files.write_json_atomic(tmp_path / "settings.json", {})
    assert list(tmp_path.iterdir()) == []


# -- keys -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("platform", "gui", "alt"),
    [
        ("darwin", "Left Cmd", "Left Option"),
        ("win32", "Left Windows", "Left Alt"),
        ("linux", "Left Super", "Left Alt"),
    ],
)
def test_modifier_keys_are_named_as_each_system_prints_them(monkeypatch, platform, gui, alt):
    pygame.init()
    monkeypatch.setattr(sys, "platform", platform)
    assert key_zones.key_label(pygame.K_LGUI) == gui
    assert key_zones.key_label(pygame.K_LALT) == alt
    assert "GUI" not in key_zones.key_label(pygame.K_RGUI)


def test_undo_and_paste_take_cmd_on_a_mac_and_ctrl_everywhere():
    for platform in ("linux", "win32", "darwin"):
        assert shortcut_held(pygame.KMOD_LCTRL, platform)
    assert shortcut_held(pygame.KMOD_LGUI, "darwin")
    assert not shortcut_held(pygame.KMOD_LGUI, "win32"), "the Windows key is the system's"


def test_altgr_which_windows_reports_as_ctrl_alt_types_rather_than_making_a_shortcut():
    assert not shortcut_held(pygame.KMOD_LCTRL | pygame.KMOD_RALT, "win32")


def test_option_moves_a_word_at_a_time_on_a_mac_only():
    assert word_step_held(pygame.KMOD_LALT, "darwin")
    assert not word_step_held(pygame.KMOD_LALT, "win32")
    assert word_step_held(pygame.KMOD_LCTRL, "win32")


# -- the icon -------------------------------------------------------------------------------------------


def test_the_window_shows_the_app_icon_from_the_asset_folder(monkeypatch):
    shown = []
    monkeypatch.setattr(pygame.display, "set_icon", shown.append)
    assert app_module.set_window_icon()
    assert [surface.get_size() for surface in shown] == [(256, 256)]


def test_a_packaged_app_finds_the_icon_inside_its_bundle(monkeypatch, tmp_path):
    icon = tmp_path / "art" / "icon" / "tabletop.png"
    icon.parent.mkdir(parents=True)
    pygame.image.save(pygame.Surface((32, 32)), str(icon))
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    shown = []
    monkeypatch.setattr(pygame.display, "set_icon", shown.append)
    assert app_module.set_window_icon()
    assert shown[0].get_size() == (32, 32)


def test_without_the_icon_file_the_app_still_opens_with_the_system_icon(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: pytest.fail("no icon to set"))
    assert app_module.set_window_icon() is False


def test_bench_table_reports_no_memory_figure_rather_than_failing_where_resource_is_missing(monkeypatch):
    from tabletop import bench_table

    monkeypatch.setitem(sys.modules, "resource", None)  # as on Windows: importing it fails
    assert bench_table._rss_mb() == 0.0


def test_fullscreen_is_f11_everywhere_and_also_ctrl_cmd_f_on_a_mac_where_f11_shows_the_desktop():
    both = pygame.KMOD_LCTRL | pygame.KMOD_LGUI
    for platform in ("linux", "win32", "darwin"):
        assert app_module.is_fullscreen_key(pygame.K_F11, 0, platform)
    assert app_module.is_fullscreen_key(pygame.K_f, both, "darwin")
    assert not app_module.is_fullscreen_key(pygame.K_f, both, "win32")
    assert not app_module.is_fullscreen_key(pygame.K_f, pygame.KMOD_LGUI, "darwin"), "Cmd+F alone is not it"
    assert not app_module.is_fullscreen_key(pygame.K_f, 0, "darwin"), "F is a player's key in a race"


def test_the_settings_screen_names_the_fullscreen_key_of_the_system_it_runs_on(monkeypatch):
    from tabletop.core.i18n import _

    monkeypatch.setattr(sys, "platform", "darwin")
    assert _("Fullscreen ({key})").format(key=app_module.fullscreen_key_label()) == "Fullscreen (Ctrl+Cmd+F)"
    monkeypatch.setattr(sys, "platform", "win32")
    assert app_module.fullscreen_key_label() == "F11"
