"""Two shortcuts a busy table leans on: the app sends only the rectangles a scene says it changed
to the screen (at 1920x1080, when nothing else was drawn), and art is found by its name parts."""

from __future__ import annotations

import pygame

from tabletop.core.settings import Settings
from tabletop.engine import theme
from tabletop.engine.scene import Scene
from tabletop.scenes.navigator import open_app

SMALL = pygame.Rect(100, 100, 40, 30)


class PatchingScene(Scene):
    """Says it changed only ``SMALL`` (once it has a picture up)."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[pygame.Rect] | None = [SMALL]

    def dirty_rects(self) -> list[pygame.Rect] | None:
        return self.rects


def recording(monkeypatch) -> list:
    sent: list = []
    monkeypatch.setattr(
        pygame.display,
        "update",
        lambda rects=None: sent.append(("update", list(rects) if rects is not None else None)),
    )
    monkeypatch.setattr(pygame.display, "flip", lambda: sent.append(("flip", None)))
    return sent


def test_a_scene_that_changed_only_some_rectangles_gets_only_those_sent_to_the_screen(monkeypatch):
    app = open_app(Settings(), window_size=(1920, 1080))
    scene = PatchingScene()
    app.push(scene)
    sent = recording(monkeypatch)
    app.draw()  # just pushed: the whole canvas goes up first
    app.draw()
    scene.rects = None
    app.draw()
    assert sent == [("flip", None), ("update", [SMALL]), ("flip", None)]


def test_a_toast_or_an_invalidated_window_sends_the_whole_canvas(monkeypatch):
    app = open_app(Settings(), window_size=(1920, 1080))
    app.push(PatchingScene())
    app.draw()
    sent = recording(monkeypatch)
    app.invalidate()  # a resize, an expose, a settings change
    app.draw()
    app.toast("Saved.")
    app.draw()
    assert sent == [("flip", None), ("flip", None)]


def test_a_scaled_window_always_presents_the_whole_canvas(monkeypatch):
    app = open_app(Settings(), window_size=(1280, 720))
    app.push(PatchingScene())
    app.draw()
    sent = recording(monkeypatch)
    app.draw()
    assert sent == [("flip", None)]


def test_art_is_found_again_by_its_name_and_a_missing_file_is_looked_for_again(monkeypatch):
    first = theme.load_art("common", "die_1.png")
    assert first is not None
    looked: list[tuple[str, ...]] = []
    real = theme.art_path
    monkeypatch.setattr(theme, "art_path", lambda *parts: looked.append(parts) or real(*parts))
    assert theme.load_art("common", "die_1.png") is first
    assert looked == []  # found by its name parts: no path built
    assert theme.load_art("common", "no_such_picture.png") is None
    assert theme.load_art("common", "no_such_picture.png") is None
    assert looked == [("common", "no_such_picture.png")] * 2  # it may still appear: asked again
