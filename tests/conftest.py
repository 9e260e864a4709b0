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


@pytest.fixture(autouse=True)
def a_phone_port_of_this_tests_own(monkeypatch):
    """The phones' server prefers port 8765 for a new game; tests run side by side (xdist), so each
    test gets a free port of its own as that preference, or one test's server would move another's."""
    import socket

    from tabletop.engine import phone_seats
    from tabletop.scenes import phone_start

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setattr(phone_seats, "DEFAULT_PORT", port)
    monkeypatch.setattr(phone_start, "DEFAULT_PORT", port)
    return port


@pytest.fixture(autouse=True)
def normal_text_size_unless_a_test_says_otherwise():
    """An app opened with a larger text size in its settings scales every font the engine measures;
    the next test (a word's hyphenation measured at its plain size) starts at the normal size."""
    from tabletop.engine import text

    text.set_scale(1.0)
    yield
    text.set_scale(1.0)
