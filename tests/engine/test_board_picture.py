"""A board's still picture is made a square at a time: the frame that first shows it makes only what
it shows, warming between frames makes the rest (those in view first), and the result is the
picture painted whole, to the pixel at zoom 1 and within the filter's rounding when scaled."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.board_picture import SQUARE, BoardPicture
from tabletop.engine.camera import Camera

WORLD = (2640, 1360)
VIEWPORT = pygame.Rect(24, 80, 1400, 710)


def paint(picture: pygame.Surface, area: pygame.Rect) -> None:
    """A board-like picture: tiles of many colours, bars across their edges, discs over corners."""
    clip = picture.get_clip()
    picture.set_clip(area)
    picture.fill((22, 20, 22), area)
    for x in range(0, WORLD[0], 264):
        for y in range(0, WORLD[1], 272):
            picture.fill(((x * 7) % 255, (y * 3) % 255, (x + y) % 255), (x + 4, y + 4, 256, 264))
            pygame.draw.circle(picture, (240, 230, 200), (x, y), 30, 6)
            picture.fill((70, 66, 64), (x + 120, y - 10, 24, 20))
    picture.set_clip(clip)


def painted_whole() -> pygame.Surface:
    whole = pygame.Surface(WORLD)
    paint(whole, whole.get_rect())
    return whole


class Counting:
    """``paint`` noting the world pixels each call painted."""

    def __init__(self) -> None:
        self.areas: list[pygame.Rect] = []

    def __call__(self, picture: pygame.Surface, area: pygame.Rect) -> None:
        self.areas.append(pygame.Rect(area))
        paint(picture, area)

    @property
    def pixels(self) -> int:
        return sum(area.w * area.h for area in self.areas)


def camera(zoom: float = 0.85) -> Camera:
    cam = Camera(VIEWPORT, WORLD, zoom, 2.0)
    cam.set_view(600, 500, zoom)
    return cam


def screen_of(picture: BoardPicture, cam: Camera) -> pygame.Surface:
    screen = pygame.Surface((1920, 1080))
    screen.fill((1, 2, 3))
    screen.set_clip(cam.viewport)
    picture.draw(screen, cam)
    screen.set_clip(None)
    return screen


def test_a_picture_made_square_by_square_is_the_one_painted_whole_to_the_pixel() -> None:
    picture = BoardPicture(WORLD, paint)
    cam = camera(1.0)
    screen_of(picture, cam)  # a part first, then the rest
    assert pygame.image.tobytes(picture.whole(), "RGB") == pygame.image.tobytes(painted_whole(), "RGB")


def test_the_frame_that_first_shows_the_board_paints_and_scales_little_more_than_it_shows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    painter = Counting()
    picture = BoardPicture(WORLD, painter)
    cam = camera()
    scaled: list[tuple[int, int]] = []
    smoothscale = pygame.transform.smoothscale

    def noting(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        scaled.append(surface.get_size())
        return smoothscale(surface, size)

    monkeypatch.setattr(pygame.transform, "smoothscale", noting)
    screen_of(picture, cam)
    vx, vy, vw, vh = cam.visible_world()
    shown = vw * vh
    margin = (vw + 2 * SQUARE) * (vh + 2 * SQUARE)  # a square's rounding on every side at most
    assert shown <= painter.pixels <= margin < WORLD[0] * WORLD[1]
    assert shown <= sum(w * h for w, h in scaled) <= margin


def test_the_scaled_picture_is_the_whole_one_scaled_within_the_filters_rounding() -> None:
    cam = camera()
    picture = BoardPicture(WORLD, paint)
    ours = screen_of(picture, cam).subsurface(cam.viewport)
    reference = pygame.Surface((1920, 1080))
    reference.fill((1, 2, 3))
    whole = painted_whole()
    size = (round(WORLD[0] * cam.zoom), round(WORLD[1] * cam.zoom))
    reference.set_clip(cam.viewport)
    reference.blit(pygame.transform.smoothscale(whole, size), [round(v) for v in cam.to_screen((0, 0))])
    theirs = reference.subsurface(cam.viewport)
    a, b = pygame.image.tobytes(ours, "RGB"), pygame.image.tobytes(theirs, "RGB")
    assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a) < 1.0


def test_warming_makes_the_whole_picture_ahead_a_square_at_a_time_those_in_view_first() -> None:
    painter = Counting()
    picture = BoardPicture(WORLD, painter)
    cam = camera()
    calls = 0
    while picture.warm(cam, budget_s=0.0):
        calls += 1
        if calls == 1:
            vx, vy, vw, vh = cam.visible_world()
            assert painter.areas[0].colliderect((vx, vy, vw, vh)), "the first square made is in view"
    assert calls + 1 >= picture.columns * picture.rows  # a square a call with no time to spare
    assert picture.ready(cam.zoom)
    painter.areas.clear()
    screen_of(picture, cam)
    assert painter.areas == []  # the frame that shows it makes nothing


def test_warming_waits_while_the_zoom_glides() -> None:
    picture = BoardPicture(WORLD, paint)
    cam = camera()
    cam.show_all()  # glides to the whole-board view
    assert cam.busy
    assert picture.warm(cam) is False
    assert not picture.ready(cam.zoom)


def test_a_patch_repaints_only_what_was_made_and_matches_a_fresh_picture() -> None:
    colour = [(200, 40, 40)]

    def changing(picture: pygame.Surface, area: pygame.Rect) -> None:
        paint(picture, area)
        clip = picture.get_clip()
        picture.set_clip(area)
        picture.fill(colour[0], (700, 600, 200, 200))
        picture.set_clip(clip)

    picture = BoardPicture(WORLD, changing)
    cam = camera(1.0)
    screen_of(picture, cam)
    colour[0] = (40, 200, 40)
    picture.patch(pygame.Rect(690, 590, 220, 220))
    fresh = BoardPicture(WORLD, changing)
    assert pygame.image.tobytes(picture.whole(), "RGB") == pygame.image.tobytes(fresh.whole(), "RGB")
    assert picture.whole().get_at((800, 700))[:3] == (40, 200, 40)
