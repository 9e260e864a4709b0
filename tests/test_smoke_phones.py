"""``tabletop --smoke``'s game night on phones (issue 22): the packaged build must carry what the join
screen and the table need for phones (``segno``'s QR codes, ``ifaddr``'s addresses, the server and
the page), so the smoke run opens the join screen, joins two phones and plays a move from one, and
fails in words when any of it is missing."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop import smoke
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.phones import addresses
from tabletop.scenes.navigator import open_app
from tests.engine.phones.phone_night import close_screens


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    made = open_app(Settings(animation_speed=0.0), window_size=(1280, 720))
    pygame.event.clear()
    yield made
    close_screens(made)


def test_the_smoke_run_joins_two_phones_by_the_join_screen_and_plays_a_move_from_one(
    app: App, capsys: pytest.CaptureFixture[str]
) -> None:
    smoke._phones_night(app)
    assert "two phones played a move" in capsys.readouterr().out


def test_the_smoke_run_fails_when_the_build_lacks_segno_for_the_qr_codes(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "segno", None)  # as a bundle without it: importing fails
    with pytest.raises(ImportError):
        smoke._phones_night(app)


def test_the_smoke_run_fails_when_the_join_screen_finds_no_address(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(addresses, "host_addresses", lambda: [])
    with pytest.raises(RuntimeError, match="did not open the join screen"):
        smoke._phones_night(app)
