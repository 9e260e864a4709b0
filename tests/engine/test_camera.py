"""The camera over a world bigger than the screen: transforms both ways, panning by drag, keys and
the viewport's edge, zooming about the pointer, clamping to the world, follow and the whole view."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import tween
from tabletop.engine.camera import EDGE, EDGE_DELAY, GLIDE_TIME, ZOOM_STEP, Camera
from tabletop.engine.intents import Drag, Drop, Hover, Key, PickUp, Wheel

VIEWPORT = pygame.Rect(0, 80, 1440, 720)
WORLD = (1200, 2400)


def camera() -> Camera:
    return Camera(VIEWPORT, WORLD, zoom=1.0)


def settle(cam: Camera, seconds: float = 2.0) -> None:
    for _ in range(int(seconds * 60)):
        cam.update(1 / 60)


def test_world_and_screen_transforms_are_inverse_at_any_zoom():
    cam = camera()
    for zoom in (cam.fit_zoom, 0.5, 1.0, 1.7):
        cam.set_view(600, 900, zoom)
        for point in ((0.0, 0.0), (123.5, 456.25), (1200.0, 2400.0)):
            back = cam.to_world(cam.to_screen(point))
            assert back == pytest.approx(point)
    cam.set_view(600, 1200, 1.0)
    assert cam.to_screen((600, 1200)) == pytest.approx(VIEWPORT.center)


def test_a_world_rectangle_on_screen_scales_with_the_zoom():
    cam = camera()
    cam.set_view(600, 1200, 0.5)
    rect = cam.rect_to_screen((0, 1200, 240, 240))
    assert rect.size == (120, 120)


def test_dragging_the_background_moves_the_world_with_the_pointer():
    cam = Camera(VIEWPORT, (3000, 2400), zoom=1.0)
    cam.set_view(1500, 1200, 1.0)
    start = (700, 400)
    under = cam.to_world(start)
    assert cam.handle(PickUp(start, (705, 405)))
    assert cam.handle(Drag((740, 300)))
    assert cam.to_world((740, 300)) == pytest.approx(under)
    assert cam.handle(Drop((760, 250)))
    assert cam.to_world((760, 250)) == pytest.approx(under)
    assert not cam.panning
    assert not cam.handle(Drag((10, 10)))


def test_a_pick_up_outside_the_viewport_is_not_a_pan():
    cam = camera()
    assert not cam.handle(PickUp((100, 1000), (120, 1000)))
    assert not cam.panning


def test_the_view_is_clamped_to_the_world():
    cam = camera()
    cam.set_view(-500, -500, 1.0)
    left, top, w, h = cam.visible_world()
    assert top == pytest.approx(0)
    cam.set_view(99999, 99999, 1.0)
    left, top, w, h = cam.visible_world()
    assert top + h == pytest.approx(WORLD[1])
    # narrower than the viewport at this zoom: the world sits in the middle across
    assert cam.centre[0] == pytest.approx(WORLD[0] / 2)


def test_the_wheel_zooms_about_the_pointer():
    cam = Camera(VIEWPORT, (3000, 2400), zoom=1.0)
    cam.set_view(1500, 1200, 1.0)
    pointer = (900, 300)
    under = cam.to_world(pointer)
    assert cam.handle(Wheel(pointer, 1))
    assert cam.zoom == pytest.approx(ZOOM_STEP)
    assert cam.to_world(pointer) == pytest.approx(under, abs=0.5)
    assert cam.handle(Wheel(pointer, -1))
    assert cam.zoom == pytest.approx(1.0)


def test_zoom_stops_at_the_whole_world_and_at_the_most():
    cam = camera()
    for _ in range(40):
        cam.handle(Wheel(VIEWPORT.center, -1))
    assert cam.zoom == pytest.approx(cam.fit_zoom)
    for _ in range(40):
        cam.handle(Wheel(VIEWPORT.center, 1))
    assert cam.zoom == pytest.approx(cam.max_zoom)


def test_arrow_keys_and_plus_minus_glide():
    cam = camera()
    cam.set_view(600, 1200, 1.0)
    assert cam.handle(Key(pygame.K_DOWN))
    assert cam.busy
    settle(cam)
    assert cam.centre[1] > 1200 + 100
    assert cam.handle(Key(pygame.K_EQUALS))
    settle(cam)
    assert cam.zoom == pytest.approx(ZOOM_STEP)
    assert cam.handle(Key(pygame.K_MINUS))
    settle(cam)
    assert cam.zoom == pytest.approx(1.0)
    assert not cam.handle(Key(pygame.K_a))


def test_resting_the_pointer_by_an_edge_scrolls_until_it_moves_away():
    cam = camera()
    cam.set_view(600, 1200, 1.0)
    assert not cam.handle(Hover((VIEWPORT.centerx, VIEWPORT.top + EDGE // 2)))
    assert cam.busy
    assert not cam.update(EDGE_DELAY * 0.8)  # passing by the edge does nothing
    assert cam.update(EDGE_DELAY * 0.8)
    assert cam.centre[1] < 1200
    cam.handle(Hover(VIEWPORT.center))
    before = cam.centre
    assert not cam.update(0.1)
    assert cam.centre == before


def test_edge_scrolling_stops_at_the_world_edge():
    cam = camera()
    cam.set_view(600, 0, 1.0)
    top = cam.centre[1]
    cam.handle(Hover((VIEWPORT.centerx, VIEWPORT.top + 2)))
    assert not cam.update(0.5)
    assert cam.centre[1] == pytest.approx(top)


def test_follow_glides_only_when_the_target_is_not_well_in_view():
    cam = camera()
    cam.set_view(600, 400, 1.0)
    near = (480, 300, 240, 240)
    cam.follow(near)
    assert not cam.busy
    far = (480, 2040, 240, 240)
    cam.follow(far)
    assert cam.busy
    settle(cam)
    assert cam.sees(far, 0.1)


def test_follow_with_a_panel_over_the_viewport_brings_the_target_into_the_part_left_clear():
    """Just Run's zombie narration covers the top of the board: the room a line speaks of must be
    seen below it, not under it."""
    cam = camera()
    cam.set_view(600, 400, 1.0)
    clear = pygame.Rect(VIEWPORT.left, VIEWPORT.top + 300, VIEWPORT.width, VIEWPORT.height - 300)
    under_the_panel = cam.to_world((VIEWPORT.centerx, VIEWPORT.top + 60))
    target = (under_the_panel[0] - 60, under_the_panel[1] - 60, 120, 120)
    assert cam.sees(target)  # in view, but hidden by the panel
    cam.set_sight(clear)
    cam.follow(target)
    assert cam.busy
    settle(cam)
    assert clear.contains(cam.rect_to_screen(target))  # past the world's top edge if need be
    cam.follow(target)
    assert not cam.busy  # already in sight: the view stays
    cam.set_sight(None)
    settle(cam)
    _left, top, _w, _h = cam.visible_world()
    assert top >= -0.5  # the panel gone, no empty space past the world's top edge


def test_show_all_fits_the_world_and_a_second_press_goes_back():
    cam = camera()
    cam.set_view(600, 500, 1.0)
    before = cam.view
    cam.show_all()
    assert cam.showing_all
    settle(cam)
    assert cam.zoom == pytest.approx(cam.fit_zoom)
    assert cam.sees((0, 0, *WORLD))
    cam.show_all()
    settle(cam)
    assert not cam.showing_all
    assert cam.view == before


def test_a_glide_takes_its_time_at_normal_speed_and_none_at_speed_zero():
    cam = camera()
    cam.set_view(600, 400, 1.0)
    cam.glide_to(600, 2000)
    cam.update(GLIDE_TIME / 4)
    assert 400 < cam.centre[1] < 2000 - 720 / 2
    tween.set_speed(0)
    try:
        cam.glide_to(600, 400)
        assert not cam.busy
        assert cam.centre[1] == pytest.approx(400)
    finally:
        tween.set_speed(1.0)


def test_a_paused_camera_stands_still_and_forgets_a_pan_in_progress():
    cam = camera()
    cam.set_view(600, 400, 1.0)
    cam.handle(PickUp((500, 300), (520, 300)))
    cam.pause()
    assert not cam.panning
    cam.resume()
    cam.glide_to(600, 2000)
    cam.pause()
    before = cam.view
    assert not cam.update(1.0)
    assert cam.view == before
    assert not cam.handle(Drag((900, 900)))
    cam.resume()
    settle(cam)
    assert cam.centre[1] > 1000


def test_a_new_world_size_keeps_the_zoom_limits_and_the_view_inside():
    cam = Camera(VIEWPORT, (1, 1), zoom=1.0)
    cam.set_world(WORLD)
    assert cam.fit_zoom == pytest.approx(VIEWPORT.h / WORLD[1])
    assert cam.max_zoom == pytest.approx(2.0)
    cam.reset()
    assert cam.zoom == pytest.approx(1.0)
    cam.set_view(600, 2400, 1.0)
    cam.set_world((1200, 1680))
    left, top, w, h = cam.visible_world()
    assert top + h == pytest.approx(1680)


def test_the_pointer_crossing_the_edge_on_its_way_elsewhere_does_not_scroll():
    cam = camera()
    cam.set_view(600, 1200, 1.0)
    before = cam.view
    cam.handle(Hover((VIEWPORT.centerx, VIEWPORT.bottom - EDGE // 2)))
    cam.update(EDGE_DELAY / 2)
    cam.handle(Hover((VIEWPORT.centerx, VIEWPORT.bottom + 40)))
    cam.update(1.0)
    assert cam.view == before
    assert not cam.busy
