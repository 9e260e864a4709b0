"""Readable from two metres: every text a player needs at the Just Run table (the draft, the
gear-up, a turn with its menus and a held pawn, a fight, the zombie turn) is drawn at 24 px or
more on a 1920x1080 screen and none is cut short, in English and in Polish."""

from __future__ import annotations

import pytest

from tests.just_run.scene_frames import all_frames
from tests.readability import record, too_small


@pytest.mark.parametrize("language", ("en", "pl"))
def test_every_frame_of_the_table_draws_what_a_player_reads_at_24_px_or_more(language: str):
    problems: dict[str, list[tuple[int, bool, str]]] = {}
    seen = 0
    for name, table in all_frames(language):
        scene = table.scene
        drawn = record(lambda s=scene, t=table: s.draw(t.app.canvas))
        assert drawn, name
        seen += 1
        small = too_small(drawn)
        if small:
            problems[name] = small
    assert seen >= 10
    assert problems == {}
