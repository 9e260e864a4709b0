"""A panel's drop shadow is stretched from a small blurred one (the blur of a big panel's whole
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
