"""A panel's drop shadow and its rounded body are stretched from small ones (the blur of a big panel's whole
shadow made its first frame 30-150 ms late), and it must look exactly as the whole blur does."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import theme


@pytest.mark.parametrize(
    ("size", "radius", "blur", "alpha"),
    [((900, 500), 18, 14, 160), ((300, 40), 12, 10, 120), ((150, 800), 18, 14, 160), ((1000, 100), 8, 6, 90)],
)
def test_a_large_shadow_stretched_from_a_small_one_is_the_whole_blurs_to_the_pixel(
    size: tuple[int, int], radius: int, blur: int, alpha: int
) -> None:
    whole = theme.blurred_shadow(size, radius, blur, alpha)
    stretched = theme.stretched_shadow(size, radius, blur, alpha)
    assert stretched.get_size() == whole.get_size()
    assert pygame.image.tobytes(stretched, "RGBA") == pygame.image.tobytes(whole, "RGBA")


def test_a_large_shadow_blurs_only_a_small_one(monkeypatch: pytest.MonkeyPatch) -> None:
    blurred: list[tuple[int, int]] = []
    blur = pygame.transform.gaussian_blur

    def noting_blur(surface: pygame.Surface, radius: int, repeat_edge_pixels: bool = True) -> pygame.Surface:
        blurred.append(surface.get_size())
        return blur(surface, radius, repeat_edge_pixels=repeat_edge_pixels)

    monkeypatch.setattr(pygame.transform, "gaussian_blur", noting_blur)
    theme.stretched_shadow((900, 500), 18, 14, 160)
    assert blurred and all(w * h < 300 * 300 for w, h in blurred), blurred


@pytest.mark.parametrize(
    ("size", "colour", "radius", "border", "border_colour"),
    [
        ((1400, 800), (30, 26, 24, 245), 18, 2, (120, 100, 80, 255)),
        ((900, 60), (200, 60, 40, 255), 30, 3, (255, 196, 84, 255)),  # a pill: the radius is half its height
        ((30, 400), (10, 200, 90, 128), 18, 0, None),  # narrower than its corners
        ((600, 300), (0, 0, 0, 0), 12, 4, (255, 255, 255, 200)),  # an outline only
        ((37, 37), (90, 90, 90, 255), 18, 2, (1, 2, 3, 255)),
        ((500, 90), (40, 40, 60, 230), 0, 2, (200, 200, 200, 255)),  # square corners
    ],
)
def test_a_large_rounded_panel_stretched_from_a_small_one_is_the_whole_one_to_the_pixel(
    size: tuple[int, int],
    colour: tuple[int, int, int, int],
    radius: int,
    border: int,
    border_colour: tuple[int, int, int, int] | None,
) -> None:
    whole = theme.whole_rounded(size, colour, radius, border, border_colour)
    stretched = theme.stretched_rounded(size, colour, radius, border, border_colour)
    assert stretched.get_size() == whole.get_size() == size
    assert pygame.image.tobytes(stretched, "RGBA") == pygame.image.tobytes(whole, "RGBA")


def test_a_large_rounded_panel_is_made_small(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[tuple[int, int]] = []
    whole = theme.whole_rounded

    def noting(size: tuple[int, int], *rest: object) -> pygame.Surface:
        made.append(size)
        return whole(size, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "whole_rounded", noting)
    theme.stretched_rounded((1400, 800), (30, 26, 24, 245), 18, 2, (120, 100, 80, 255))
    assert made == [(37, 37)]
