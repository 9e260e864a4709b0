"""Times read in the player's language (issue 20): Polish writes "25,287 s" with a decimal comma,
English "25.287 s", in the practice clock, the relay, the panel of a resumed race and the log of
the race's finishes, old saves' logs included (their events are made again as they load)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.core import saves
from tabletop.core.i18n import set_language
from tabletop.core.session import GameSession
from tabletop.games.outrun.table import relay
from tabletop.games.outrun.table.practice import clock_text
from tabletop.games.outrun.table.resume import ResumePanel

FINISHED_GAME = Path(__file__).resolve().parents[1] / "saves" / "outrun-zombie-4-players-finished.json"


@pytest.fixture
def polish() -> Iterator[None]:
    set_language("pl")
    try:
        yield
    finally:
        set_language("en")


def test_the_practice_clock_reads_with_a_decimal_point_in_english():
    assert clock_text(25_287) == "25.287 s"
    assert clock_text(65_250) == "1:05.250"


def test_the_practice_clock_reads_with_a_decimal_comma_in_polish(polish):
    assert clock_text(25_287) == "25,287 s"
    assert clock_text(65_250) == "1:05,250"


def test_a_relay_run_s_time_reads_with_the_language_s_separator(polish):
    assert relay.seconds(1_759) == "1,759"
    set_language("en")
    assert relay.seconds(1_759) == "1.759"


def test_the_resumed_race_panel_lists_the_kept_times_in_the_language_s_decimals(polish):
    panel = ResumePanel(lambda: None, in_race=True, finished=[("Ola", 12_345)], running=["Piotr"])
    assert "Ola 12,345 s" in " ".join(panel.lines())
    set_language("en")
    assert "Ola 12.345 s" in " ".join(panel.lines())


def finish_lines(session: GameSession) -> list[str]:
    names = [seat.name for seat in session.seats]
    return [event.text_for(None, names=names) for event in session.events if event.kind == "finished"]


def test_an_old_save_s_log_says_the_finish_times_with_a_decimal_comma_in_polish(polish):
    session = saves.load_session(FINISHED_GAME)
    polish_lines = finish_lines(session)
    assert polish_lines and all(re.search(r"\d,\d{3} s", line) for line in polish_lines)
    assert not any(re.search(r"\d\.\d", line) or "#decimal" in line for line in polish_lines)
    set_language("en")
    assert all(re.search(r"after \d+\.\d{3} s\.", line) for line in finish_lines(session))
