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
