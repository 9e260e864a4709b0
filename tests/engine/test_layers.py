"""The table layer cache: a still picture repainted only when what it shows changes (or only in
one clipped area), and frames that put back just what the last frame's moving parts covered."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.engine import theme
from tabletop.engine.layers import MovingLayer, StillLayer


class Painter:
    """Paints the whole canvas one colour (clipped like any drawing), counting its calls."""

    def __init__(self) -> None:
        self.colour = (10, 20, 30)
        self.calls = 0

    def __call__(self, surface: pygame.Surface) -> None:
        self.calls += 1
        surface.fill(self.colour)


@dataclass
class FakeHost:
    frame_number: int = 0
    whole_frame_pending: bool = False


def test_the_still_picture_is_repainted_only_when_its_signature_changes():
    painter = Painter()
    still = StillLayer(painter)
    first, repainted = still.get(("view", 1))
    assert repainted and painter.calls == 1
    again, repainted = still.get(("view", 1))
    assert again is first and not repainted and painter.calls == 1
    _, repainted = still.get(("view", 2))
    assert repainted and still.builds == 2
    still.invalidate()
    _, repainted = still.get(("view", 2))
    assert repainted and painter.calls == 3


def test_a_clipped_repaint_changes_only_its_area_and_is_reused_by_key():
    painter = Painter()
    still = StillLayer(painter)
    picture, _ = still.get("s")
    painter.colour = (200, 0, 0)
    area = pygame.Rect(100, 100, 50, 50)
    still.repaint(area, key="glow-1")
    assert picture.get_at((120, 120))[:3] == (200, 0, 0)
    assert picture.get_at((10, 10))[:3] == (10, 20, 30)
    painter.colour = (0, 0, 200)
    still.repaint(area, key="glow-2")
    calls = painter.calls
    still.repaint(area, key="glow-1")  # the same state again: a blit of the kept patch
    assert painter.calls == calls
    assert picture.get_at((120, 120))[:3] == (200, 0, 0)


def test_an_alpha_still_layer_starts_transparent_and_keeps_what_it_paints_over_the_rest():
    def paint(surface: pygame.Surface) -> None:
        surface.fill((200, 100, 0, 255), pygame.Rect(10, 10, 30, 30))

    still = StillLayer(paint, alpha=True)
    picture, repainted = still.get("s")
    assert repainted and picture.get_flags() & pygame.SRCALPHA
    assert picture.get_at((20, 20)) == (200, 100, 0, 255)
    assert picture.get_at((100, 100)).a == 0  # untouched: lets the table show through
    table = pygame.Surface(theme.CANVAS_SIZE)
    table.fill((1, 2, 3))
    table.blit(picture, (0, 0))
    assert table.get_at((100, 100))[:3] == (1, 2, 3) and table.get_at((20, 20))[:3] == (200, 100, 0)


def test_reserving_makes_the_surface_without_painting_and_the_first_get_still_paints():
    painter = Painter()
    still = StillLayer(painter)
    still.reserve()
    reserved = still.picture
    assert reserved is not None and reserved.get_size() == theme.CANVAS_SIZE
    assert painter.calls == 0 and still.builds == 0
    picture, repainted = still.get("s")
    assert picture is reserved and repainted and painter.calls == 1
    still.reserve()  # reserving again keeps the painted picture
    assert still.picture is picture and still.get("s") == (picture, False)


def moving_square(pos: tuple[int, int]):
    def paint(surface: pygame.Surface) -> list[pygame.Rect]:
        rect = pygame.Rect(pos, (20, 20))
        surface.fill((255, 255, 255), rect)
        return [rect]

    return paint


def test_a_calm_frame_puts_back_only_where_the_last_frame_painted_and_reports_those_areas():
    host = FakeHost()
    still = StillLayer(Painter())
    picture, _ = still.get("s")
    canvas = pygame.Surface(theme.CANVAS_SIZE)
    moving = MovingLayer()
    moving.draw(host, canvas, picture, moving_square((0, 0)), repainted=True, on_top=True, keep=True)
    assert moving.dirty_rects() is None  # the first frame is whole
    host.frame_number += 1
    canvas.fill((1, 2, 3), pygame.Rect(500, 500, 10, 10))  # not restored: nothing moved there
    moving.draw(host, canvas, picture, moving_square((40, 0)), repainted=False, on_top=True, keep=True)
    assert moving.dirty_rects() == [pygame.Rect(0, 0, 20, 20), pygame.Rect(40, 0, 20, 20)]
    assert canvas.get_at((5, 5))[:3] == (10, 20, 30)  # the old square was put back
    assert canvas.get_at((45, 5))[:3] == (255, 255, 255)
    assert canvas.get_at((505, 505))[:3] == (1, 2, 3)


def test_a_skipped_frame_a_whole_frame_request_or_a_new_picture_puts_the_whole_picture_down():
    host = FakeHost()
    still = StillLayer(Painter())
    picture, _ = still.get("s")
    canvas = pygame.Surface(theme.CANVAS_SIZE)
    moving = MovingLayer()
    paint = moving_square((0, 0))
    moving.draw(host, canvas, picture, paint, repainted=True, on_top=True, keep=True)
    host.frame_number += 2  # another scene drew a frame in between
    moving.draw(host, canvas, picture, paint, repainted=False, on_top=True, keep=True)
    assert moving.dirty_rects() is None
    host.frame_number += 1
    host.whole_frame_pending = True  # a toast, a resized window
    moving.draw(host, canvas, picture, paint, repainted=False, on_top=True, keep=True)
    assert moving.dirty_rects() is None
    host.whole_frame_pending = False
    host.frame_number += 1
    moving.draw(host, canvas, picture, paint, repainted=True, on_top=True, keep=True)
    assert moving.dirty_rects() is None
    host.frame_number += 1
    moving.draw(host, canvas, picture, paint, repainted=False, on_top=True, keep=False)
    assert moving.dirty_rects() is not None
    host.frame_number += 1
    moving.draw(host, canvas, picture, paint, repainted=False, on_top=True, keep=True)
    assert moving.dirty_rects() is None  # the table said the last frame may not be patched
