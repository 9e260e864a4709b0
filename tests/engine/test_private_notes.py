"""A seat's own notes at the table (the Marshal's pencil marks) go into the game's save at once,
so Continue after a crash brings them back."""

from __future__ import annotations

import json

import pytest

from tabletop.core import catalogue, saves
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.game_scene import GameScene
from tabletop.scenes.navigator import open_app


def table(autosave: bool = True, demo: bool = False) -> tuple[object, GameScene]:
    app = open_app(Settings(), window_size=(1920, 1080))
    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 5, default_seats(2))
    scene = GameScene(session, autosave=autosave, demo=demo)
    app.push(scene)
    return app, scene


def test_a_kept_note_is_in_the_autosave_at_once_and_comes_back_with_continue():
    _app, scene = table()
    scene.keep_private(1, "notepad", {"marks": {"12": 1}})
    raw = json.loads(saves.autosave_path().read_text(encoding="utf-8"))
    assert raw["private"] == {"1": {"notepad": {"marks": {"12": 1}}}}
    again = saves.continuable()
    assert again is not None and again.private_for(1) == {"notepad": {"marks": {"12": 1}}}
    assert again.private_for(0) == {}


@pytest.mark.parametrize("kind", ["no autosave", "demo"])
def test_a_table_that_does_not_autosave_keeps_the_note_in_the_session_only(kind):
    _app, scene = table(autosave=kind != "no autosave", demo=kind == "demo")
    scene.keep_private(1, "notepad", {"marks": {}})
    assert scene.session.private_for(1) == {"notepad": {"marks": {}}}
    assert not saves.autosave_path().exists()


def test_an_autosave_that_fails_says_so_and_keeps_the_note(monkeypatch):
    app, scene = table()

    def broken(_session: GameSession) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(saves, "autosave", broken)
    scene.keep_private(1, "notepad", {"marks": {"3": 2}})
    assert scene.session.private_for(1)["notepad"] == {"marks": {"3": 2}}
    assert any("disk full" in message for message, _t in app._toasts)  # type: ignore[attr-defined]
