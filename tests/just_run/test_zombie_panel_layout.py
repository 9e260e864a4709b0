"""The zombie turn's panel leaves the board in sight (issue 20): it lies over the inventory strip
at the table's foot instead of over the top third of the board, so no room the zombies act in is
hidden, its words stay at 24 px or more and none is cut."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.settings import TextSize
from tests.just_run.panel_states import turn_state
from tests.just_run.scene_table import Table, make_table, text_size
from tests.readability import record, too_small


def zombie_turn(size: TextSize = TextSize.NORMAL, language: str = "en") -> Table:
    """Dev's last action spent: End turn starts the zombie turn's narration."""
    with text_size(size):
        table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=turn_state(actions=0))
    table.step(0.3)
    scene = table.scene
    table.click(scene.end_button.rect.center)
    table.until(lambda: scene.narration.visible, seconds=0.1)
    return table


def rooms_in_sight(table: Table) -> list[pygame.Rect]:
    """Every room on the board, as much of it as the camera shows."""
    scene = table.scene
    rects = [scene.board.room_rect(*key) for key in scene.board.board.rooms]
    return [r.clip(scene.camera.viewport) for r in rects if r.colliderect(scene.camera.viewport)]


def test_every_line_of_the_zombie_turn_leaves_every_room_in_sight_uncovered():
    table = zombie_turn()
    scene = table.scene
    lines = 0
    while scene.narration.visible:
        panel = scene.narration.rect
        assert table.app.canvas.get_rect().contains(panel)
        assert not panel.colliderect(scene.camera.viewport)
        rooms = rooms_in_sight(table)
        assert rooms, "the board is in sight"
        assert [r for r in rooms if r.colliderect(panel)] == []
        assert scene.teller.narration_clear() == scene.camera.viewport  # the camera may use all of it
        lines += 1
        table.step(0.5)
    assert lines >= 4


def test_the_zombie_panel_lies_over_the_strip_and_is_drawn_over_it():
    table = zombie_turn()
    scene = table.scene
    panel = scene.narration.rect
    assert scene.strip.rect.contains(panel)
    scene.draw(table.app.canvas)
    inside = panel.inflate(-40, -40)
    # the panel's own face, not the strip's cards, is what shows in its middle
    assert table.app.canvas.get_at((inside.centerx, inside.bottom - 4))[:3] == (16, 20, 14)


@pytest.mark.parametrize("size", (TextSize.NORMAL, TextSize.LARGE))
@pytest.mark.parametrize("language", ("en", "pl"))
def test_the_zombie_panels_words_are_24_px_or_more_and_none_is_cut(size: TextSize, language: str):
    table = zombie_turn(size, language)
    scene = table.scene
    while scene.narration.visible:
        drawn = record(lambda: scene.narration.draw(table.app.canvas))
        assert drawn and too_small(drawn) == []
        pace = scene.narration.pace_button_rect()
        assert scene.narration.rect.contains(pace)
        table.step(0.5)
