"""Every test runs headless and with its own empty home, so no test sees the player's saves."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def english_unless_a_test_says_otherwise():
    """A test that switches to Polish and fails half-way must not leave the next test in Polish."""
    from tabletop.core import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def normal_animation_speed_unless_a_test_says_otherwise():
    """An app opened at animation speed 0 sets the engine's global speed; the next test (a camera
    glide that must take its time) starts at the normal speed again."""
    from tabletop.engine import tween

    tween.set_speed(1.0)
    yield
    tween.set_speed(1.0)
