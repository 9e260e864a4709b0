"""Issue 19, part 2: a damaged autosave does not make Continue vanish without a word.  The title
says once that the last game could not be restored and why, and keeps the file, renamed aside,
for a bug report; the Load screen lists it as a damaged save.  A write killed half-way leaves a
temporary file that the next start removes (only those files)."""

from __future__ import annotations

import json
import os

import pygame
import pytest

from tabletop import cli
from tabletop.core import catalogue, saves
from tabletop.core.i18n import set_language
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.paths import config_dir
from tabletop.scenes.load import LoadScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.title import TitleScene
from tests.readability import record, too_small


@pytest.fixture
def app():
    application = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    yield application
    set_language("en")


def press(app: App, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
    app.step()


def click(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


DAMAGED = b'{"format": "tabletop-save", "version": 1, "game": "fugitive", "seed": '


def test_a_damaged_autosave_is_kept_aside_and_the_title_says_once_why_continue_is_gone(app):
    saves.autosave_path().write_bytes(DAMAGED)
    app.push(TitleScene(idle_demo=False))
    app.step()
    title = app.top
    assert title.continuable is None
    (aside,) = [path for path in saves.saves_dir().iterdir() if path.name != "last-finished-game.json"]
    assert aside.name.startswith("autosave.damaged-") and aside.suffix == ".json"
    assert aside.read_bytes() == DAMAGED  # kept whole, for a bug report
    assert not saves.autosave_path().exists()
    messages = [message for message, _t in app._toasts]
    assert messages == [
        "The last game could not be restored: The save file autosave.json is damaged (line 1, "
        f"column 71). Its file was kept as {aside.name}."
    ]
    drawn = record(app.draw)
    assert too_small(drawn) == []
    assert any("could not be restored" in d.text for d in drawn)
    app._toasts.clear()
    app.replace(TitleScene(idle_demo=False))  # the title again: said once, not at every visit
    app.step()
    assert app._toasts == []
    assert [path.name for path in saves.saves_dir().iterdir()] == [aside.name]


def test_an_autosave_that_cannot_be_replayed_is_kept_aside_with_the_command_named(app):
    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 5, default_seats(2))
    data = session.to_save()
    data["commands"] = [{"type": "guess", "seat": 1, "numbers": [3]}]
    raw = json.dumps(data).encode("utf-8")
    saves.autosave_path().write_bytes(raw)
    app.push(TitleScene(idle_demo=False))
    app.step()
    (message,) = [message for message, _t in app._toasts]
    assert message.startswith("The last game could not be restored: Command 1 in the save")
    (aside,) = saves.saves_dir().iterdir()
    assert aside.read_bytes() == raw


def test_a_damaged_autosave_put_aside_is_listed_on_the_load_screen_as_damaged(app):
    saves.autosave_path().write_bytes(DAMAGED)
    app.push(TitleScene(idle_demo=False))
    app.step()
    (aside,) = saves.saves_dir().iterdir()
    before = aside.read_bytes()
    press(app, pygame.K_l)
    load = app.top
    assert isinstance(load, LoadScene)
    (slot,) = load.slots
    assert slot.problem is not None and slot.name == aside.stem
    (row,) = [rect for rect, _slot in load.rows()]
    click(app, row.center)
    assert app.top is load and "damaged (line 1" in load.error
    assert aside.read_bytes() == before and list(saves.saves_dir().iterdir()) == [aside]


def test_a_second_damaged_autosave_in_the_same_second_does_not_replace_the_first(monkeypatch):
    monkeypatch.setattr(saves.time, "strftime", lambda fmt: "20260101-120000")
    saves.autosave_path().write_bytes(b"{first")
    first = saves.restore_autosave()
    saves.autosave_path().write_bytes(b"{second")
    second = saves.restore_autosave()
    assert first.kept_as is not None and second.kept_as is not None
    assert first.kept_as.read_bytes() == b"{first" and second.kept_as.read_bytes() == b"{second"
    assert second.kept_as.name == "autosave.damaged-20260101-120000-2.json"


def test_a_start_removes_the_temporary_files_a_killed_write_left_and_nothing_else(capsys):
    saves_folder, settings_folder = saves.saves_dir(), config_dir()
    stale = [
        saves_folder / "autosave.json.k2j4x_9q.tmp",
        saves_folder / "fugitive-001.json.a1b2c3d4.tmp",
        settings_folder / "settings.json.zz9_ab12.tmp",
    ]
    kept = [
        saves_folder / "notes.tmp",
        saves_folder / "autosave.json.tmp",
        saves_folder / "my.json.tmp.json",
        saves_folder / "fugitive-001.json",
        settings_folder / "settings.json.bak",
    ]
    for path in stale + kept:
        path.write_bytes(b"{}")
    assert cli.main(["--ready-exit"]) == 0
    assert "READY" in capsys.readouterr().out
    assert not any(path.exists() for path in stale)
    assert all(path.read_bytes() == b"{}" for path in kept)
    assert sorted(os.listdir(saves_folder)) == sorted(p.name for p in kept if p.parent == saves_folder)
