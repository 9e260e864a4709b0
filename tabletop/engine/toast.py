"""Toasts: short messages that fade in, stay to be read and fade out.

A toast is not a control (it takes no intents), so it lives apart from the widgets.
"""

from __future__ import annotations

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme


class Toast:
    """A short message that appears, stays long enough to read, and fades (why a drop was refused).

    Its timing is reading time, not animation, so the animation speed setting does not shorten it.
    """

    FADE_IN = 0.15
    FADE_OUT = 0.45
    MAX_WIDTH = 820

    def __init__(
        self,
        default_pos: tuple[int, int] = (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] - 190),
        duration: float = 3.0,
    ) -> None:
        self.default_pos = default_pos
        self.duration = duration
        self.text = ""
        self.pos = default_pos
        self._age = 0.0
        self._life = 0.0
        self._image: pygame.Surface | None = None

    @property
    def visible(self) -> bool:
        return bool(self.text) and self._age < self._life

    def show(self, text: str, pos: tuple[int, int] | None = None, duration: float | None = None) -> None:
        if not text:
            return
        life = duration if duration is not None else max(self.duration, 1.2 + 0.05 * len(text))
        if text != self.text or self._image is None:
            self._image = _bubble(text, self.MAX_WIDTH, theme.TOAST, theme.TOAST_BORDER, theme.FONT_BODY)
        self.text = text
        self.pos = pos if pos is not None else self.default_pos
        self._age = 0.0
        self._life = life

    def hide(self) -> None:
        self._life = 0.0

    @property
    def alpha(self) -> int:
        if not self.visible:
            return 0
        if self._age < self.FADE_IN:
            return round(255 * self._age / self.FADE_IN)
        left = self._life - self._age
        if left < self.FADE_OUT:
            return round(255 * left / self.FADE_OUT)
        return 255

    def update(self, dt: float) -> bool:
        if not self.visible:
            return False
        self._age += dt
        return True

    def skip(self) -> None:
        """Skipping animations shows the message fully at once; it still stays to be read."""
        if self.visible:
            self._age = max(self._age, self.FADE_IN)

    def area(self, bounds: pygame.Rect) -> pygame.Rect | None:
        """Where :meth:`draw` paints the message on a surface of ``bounds`` (None while hidden):
        a table that repaints only what changed puts the picture back there afterwards."""
        if not self.visible or self._image is None:
            return None
        rect = self._image.get_rect(center=self.pos)
        rect.clamp_ip(bounds)
        return rect

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Paint the bubble; returns the area it covers (a table's frame cache restores it next
        frame), or None when nothing is shown."""
        if not self.visible or self._image is None:
            return None
        image = self._image
        image.set_alpha(self.alpha)
        rect = image.get_rect(center=self.pos)
        rect.clamp_ip(surface.get_rect())
        surface.blit(image, rect)
        return rect


def _bubble(text: str, max_width: int, fill: theme.Colour, border: theme.Colour, size: int) -> pygame.Surface:
    """Text wrapped on a rounded, shadowed plate, composed once per message."""
    lines = txt.wrap(text, size, max_width - 48)
    step = txt.line_height(size)
    width = max(txt.measure(line, size)[0] for line in lines) + 48
    height = step * len(lines) + 32
    pad = theme.shadow_pad(10)
    out = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    plate = pygame.Rect(pad, pad, width, height)
    theme.blit_shadow(out, plate, theme.RADIUS, (3, 6), 10, 150)
    out.blit(theme.rounded(plate.size, fill, theme.RADIUS, 2, border), plate)
    y = plate.top + 16
    for line in lines:
        txt.draw_text(out, line, (plate.centerx, y), size, theme.TEXT, "midtop")
        y += step
    return out
