"""The board's picture is made between frames from the moment the table opens (the scavenge shows
no board yet), so the move that first shows the board, or any frame after, has nothing left to
paint or scale: that frame took 40-50 ms when it made the whole building's picture itself.  The
survivors' cards are drawn ahead too, at the size their strip shows them."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.just_run.rules.state import Phase
from tabletop.games.just_run.table import item_cards
from tests.just_run.panel_states import turn_state
from tests.just_run.scene_table import make_table


def test_a_table_opening_in_the_scavenge_makes_the_boards_picture_between_frames(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = make_table(4)
    scene = table.scene
    assert scene.session.state.phase in (Phase.DRAFT, Phase.GEAR_UP)
    assert scene.warming and scene.wake_in() == 0.0, "the loop comes back at once to go on making it"
    table.until(lambda: not scene.warming, limit=200)
    assert scene.wake_in() != 0.0, "made: the table rests again"
    made: list[str] = []
    smoothscale = pygame.transform.smoothscale
    picture = scene.board._picture
    assert picture is not None
    paint = picture._paint

    def noting_scale(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        made.append("scale")
        return smoothscale(surface, size)

    def noting_paint(picture: pygame.Surface, area: pygame.Rect) -> None:
        made.append("paint")
        paint(picture, area)

    monkeypatch.setattr(pygame.transform, "smoothscale", noting_scale)
    monkeypatch.setattr(picture, "_paint", noting_paint)
    screen = pygame.Surface((1920, 1080))
    scene.board.draw(screen)
    assert made == [], "the frame showing the board made part of its picture"
    assert screen.get_at(scene.camera.viewport.center)[:3] != (14, 12, 14), "the board was drawn"


def test_every_survivors_cards_are_drawn_ahead_at_the_size_their_strip_shows_them() -> None:
    item_cards._card_image.cache_clear()
    table = make_table(4, computers=(1, 2, 3), state=turn_state())
    scene = table.scene
    table.until(lambda: not scene.warming, limit=200)
    survivors = scene.view["survivors"]
    assert sum(len(survivor["items"]) for survivor in survivors) >= 4, "the survivors carry cards"
    made = item_cards._card_image.cache_info().misses
    screen = pygame.Surface((1920, 1080))
    for seat in range(len(survivors)):
        scene.strip.set_view(scene.view, seat, [])
        scene.strip.draw(screen)
    assert item_cards._card_image.cache_info().misses == made, "a strip drew a card face not made ahead"
