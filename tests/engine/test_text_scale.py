"""Large text and the readable floor (issue 20): a text that fits grows with the text-size
setting; one that does not fit shrinks to no less than 24 px as drawn (not 24 px times the
setting, which cut it short), and the recorder tells the size as drawn."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.engine import text


@pytest.fixture(autouse=True)
def _large() -> Iterator[None]:
    pygame.init()
    text.set_scale(1.2)
    yield
    text.set_scale(1.0)


def test_with_large_text_a_text_too_wide_shrinks_to_the_floor_as_drawn_before_it_is_cut():
    words = "life 6 · armour 0"
    width = text.measure(words, 20)[0] + 2  # fits at 20 x 1.2 = 24 px drawn, not at 24 x 1.2
    with text.recording() as drawn:
        text.draw_text(pygame.Surface((400, 60)), words, (0, 0), 24, (255, 255, 255), max_width=width)
    assert [(d.size, d.cut) for d in drawn] == [(24, False)]


def test_with_large_text_a_text_with_room_is_drawn_larger_and_recorded_so():
    with text.recording() as drawn:
        text.draw_text(pygame.Surface((400, 60)), "Game log", (0, 0), 24, (255, 255, 255), max_width=400)
    assert [d.size for d in drawn] == [29]
