"""The game-over screen: the winner, the reason, every player's score and the move count, each
on its own line of the panel, for any number of players."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.core import saves
from tabletop.core.settings import Settings
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.scenes import game_over
from tabletop.scenes.game_over import GameOverScene, score_spots
from tabletop.scenes.navigator import open_app

SAVES = Path(__file__).resolve().parent / "saves"
LINE = 44  # a 34 px score line is about this tall


@pytest.mark.parametrize("count", range(1, 7))
def test_scores_for_up_to_six_players_stay_apart_and_above_the_move_count(count: int) -> None:
    spots = score_spots(count)
    assert len(spots) == count == len(set(spots))
    rects = [
        pygame.Rect(x - game_over.COLUMN_WIDTH // 2, y, game_over.COLUMN_WIDTH, LINE - 4) for x, y in spots
    ]
    for i, rect in enumerate(rects):
        assert rect.bottom <= 780, "a score runs into the move count"
        assert rect.left >= 300 and rect.right <= 1620, "a score leaves the panel"
        assert all(not rect.colliderect(other) for other in rects[i + 1 :])


def test_a_finished_four_player_outrun_draws_no_line_over_another() -> None:
    app = open_app(Settings(outrun_tutorial_seen=True), window_size=(1920, 1080))
    session = saves.load_session(SAVES / "outrun-zombie-4-players-finished.json")
    assert session.over and len(session.outcome().scores) == 4
    scene = OutrunScene(session, autosave=False)
    app.push(scene)
    app.push(GameOverScene(scene))
    drawn: list[tuple[str, pygame.Rect]] = []
    real = game_over.text.draw_text

    def spy(surface, words, *args, **kwargs):
        rect = real(surface, words, *args, **kwargs)
        drawn.append((words, rect))
        return rect

    game_over.text.draw_text = spy
    try:
        app.top.draw(app.canvas)
    finally:
        game_over.text.draw_text = real
    assert any(words.endswith("moves") for words, _rect in drawn)
    for i, (words, rect) in enumerate(drawn):
        for other, other_rect in drawn[i + 1 :]:
            assert not rect.colliderect(other_rect), f"{words!r} overlaps {other!r}"


def test_opening_a_table_makes_the_result_screens_panel_and_buttons_ahead(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Its first frame made them in the frame of the winning move (15-25 ms late)."""
    from tabletop.engine import theme
    from tabletop.scenes.common import draw_panel

    monkeypatch.setattr(game_over, "_prepared", False)
    theme._rounded.cache_clear()
    app = open_app(Settings(outrun_tutorial_seen=True), window_size=(1920, 1080))
    session = saves.load_session(SAVES / "outrun-zombie-4-players-finished.json")
    app.push(OutrunScene(session, autosave=False))
    made = theme._rounded.cache_info().misses
    scratch = pygame.Surface((1920, 1080))
    draw_panel(scratch, game_over.PANEL, alpha=245)
    for button in game_over.result_buttons([lambda: None] * 4):
        button.draw(scratch)
    assert theme._rounded.cache_info().misses == made, "the result's panel or a button was made in its frame"
