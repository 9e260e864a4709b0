"""Readable from two metres (issue 11, section 2): every text and number a player needs at the
Outnumbered table is drawn at 24 px or more on a 1920x1080 screen, and none is cut short, in
English and in Polish, with one, three and six heroes.

Each screen of :mod:`tests.outnumbered.screens` is brought about on a real table (hero choice,
the roll, built numbers and the operation popup, a refused formula, the Hint, a hero power, every
bonus card shown large and aiming, an event card, an attack half played, Hero mode, Training,
the final assault, a computer's turn, tooltips, and the game-over details of a win, a loss and
Training) and drawn from scratch while the text layer records every string it draws.
"""

from __future__ import annotations

import pytest

from tabletop.core.settings import TextSize
from tabletop.engine import text as txt
from tabletop.games.outnumbered.table.layout import TableLog
from tests.outnumbered import screens
from tests.readability import record, too_small

LANGUAGES = ("en", "pl")
SEATS = (1, 3, 6)


@pytest.mark.parametrize("players", SEATS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_screen_of_the_table_draws_what_a_player_reads_at_24_px_or_more(language: str, players: int):
    problems: dict[str, list[tuple[int, bool, str]]] = {}
    seen = 0
    for name, table in screens.each_state(players, language):
        drawn = screens.record_screen(table.app)
        assert drawn, name  # the recorder saw the screen
        seen += 1
        small = too_small(drawn)
        if small:
            problems[name] = small
    assert seen == len(screens.STATES)
    assert problems == {}


def test_the_quick_recording_sees_every_text_the_full_one_sees():
    """The screens above are recorded without repainting shadows and the map (they hold no
    words): the engine's recorder, which drops every picture, sees the very same texts."""
    for state in (screens.hero_choice, screens.bonus_target("wild_die"), screens.win, screens.TOOLTIPS[0]):
        table = screens.open_table(3, language="pl")
        state(table)
        full = record(lambda t=table: screens.redraw(t.app))
        quick = screens.record_screen(table.app)
        assert set(full) == set(quick), state.__name__


def test_the_check_fails_on_a_log_drawn_below_the_floor(monkeypatch):
    """The test above can fail: the log at its old 20 px is found, named by its lines."""
    table = screens.open_table(3, language="en")
    screens.built(table)
    assert too_small(record(lambda: screens.redraw(table.app))) == []
    table.scene.log.size = 20
    table.scene.log._rows = None
    monkeypatch.setattr(TableLog, "TITLE_SIZE", 20)
    found = too_small(record(lambda: screens.redraw(table.app)))
    assert (20, False, "Game log") in found
    assert any(size == 20 and "6*2 makes 12." in words for size, _cut, words in found)


def test_the_check_fails_on_a_label_cut_short():
    """A Polish label wider than its button is cut with "…", and the check names it."""
    table = screens.open_table(3, language="pl")
    screens.roll(table)
    table.scene.tray.end_button.rect.width = 120
    found = too_small(record(lambda: screens.redraw(table.app)))
    assert any(cut and words.startswith("Kon") and words.endswith("…") for _size, cut, words in found)


def test_large_text_draws_every_screen_without_error_at_its_larger_size():
    """The large text size (the settings' other choice) draws every screen with its type larger
    on screen; what a fixed box cannot hold is cut with "…", never drawn below the floor."""
    try:
        for name, table in screens.each_state(3, "pl", TextSize.LARGE):
            assert txt.get_scale() > 1
            drawn = screens.record_screen(table.app)
            assert drawn, name
            assert all(size >= txt.READABLE for size, _cut, _words in too_small(drawn)), name
    finally:
        txt.set_scale(1.0)
