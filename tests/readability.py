"""The readability check's tools: draw a screen from scratch while recording every text, and list
what a player needs to read but is drawn below the floor (or cut short)."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any

import pygame

from tabletop.engine import board, text, theme

#: cached pictures with no words on them: shadows, glows and rounded boxes.  They are kept, since
#: the recorder looks only for text, and blurring every shadow and glow again took most of the
#: time of a readability check
WORDLESS: frozenset[Any] = frozenset(
    (theme._corner, theme._rounded, theme._shadow, theme._glow, theme._glow_full)
)


def forget_pictures() -> None:
    """Drop every cached picture that may hold words (rendered text, card art with words on it,
    layers), so the next frame draws every text again and the recorder sees it."""
    text.clear_cache()
    theme.clear_caches(keep=WORDLESS)
    board.clear_cache()
    for name, module in list(sys.modules.items()):
        if not name.startswith("tabletop") or module is None:
            continue
        for value in list(vars(module).values()):
            if isinstance(value, functools._lru_cache_wrapper) and value not in WORDLESS:
                value.cache_clear()


def too_small(drawn: Iterable[text.Drawn]) -> list[tuple[int, bool, str]]:
    """Needed texts drawn below the floor or cut short: (size, cut, text), each once."""
    return sorted(
        {(d.size, d.cut, d.text) for d in drawn if not d.decoration and (d.size < text.READABLE or d.cut)}
    )


def record(show: Callable[[], Any]) -> list[text.Drawn]:
    """Everything ``show`` draws, with every picture cache emptied first.

    A text drawn on a picture that is then scaled down is drawn smaller than it was asked: when
    that is below the floor, it is recorded again at the size it shows (a card shrunk to fit is
    caught, not only its words)."""
    return [d for d, _surface, _rect in record_placed(show)]


def record_placed(
    show: Callable[[], Any],
) -> list[tuple[text.Drawn, pygame.Surface | None, pygame.Rect | None]]:
    """As :func:`record`, each text with the surface and the rectangle it was drawn at (None
    for a text recorded without being drawn: a line cut off a wrapped box, a shrunk copy)."""
    forget_pictures()
    written: dict[int, list[tuple[text.Drawn, pygame.Surface, pygame.Rect]]] = {}
    draw_text, smoothscale, scale = text.draw_text, pygame.transform.smoothscale, pygame.transform.scale

    def noting(surface: pygame.Surface, *args: Any, **kwargs: Any) -> pygame.Rect:
        before = len(drawn)
        rect = draw_text(surface, *args, **kwargs)
        written.setdefault(id(surface), []).extend((d, surface, rect) for d in drawn[before:])
        return rect

    def shrinking(resize: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        def resized(picture: pygame.Surface, size: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
            source = picture.get_abs_parent()
            factor = min(size[0] / max(1, picture.get_width()), size[1] / max(1, picture.get_height()))
            if factor < 1 and id(source) in written:  # a needed text shrunk below the floor
                shrunk = [replace(d, size=int(d.size * factor)) for d, _s, _r in written[id(source)]]
                drawn.extend(d for d in shrunk if not d.decoration and d.size < text.READABLE)
            return resize(picture, size, *args, **kwargs)

        return resized

    with text.recording() as drawn:
        text.draw_text = noting  # type: ignore[assignment]
        pygame.transform.smoothscale = shrinking(smoothscale)
        pygame.transform.scale = shrinking(scale)
        try:
            show()
        finally:
            text.draw_text = draw_text  # type: ignore[assignment]
            pygame.transform.smoothscale, pygame.transform.scale = smoothscale, scale
    places = {id(d): (surface, rect) for held in written.values() for d, surface, rect in held}
    return [(d, *places.get(id(d), (None, None))) for d in drawn]


def contrast_ratio(ink: Sequence[int], face: Sequence[int]) -> float:
    """The WCAG contrast ratio of two colours (1 to 21; 4.5 and more reads well)."""

    def luminance(colour: Sequence[int]) -> float:
        def channel(value: int) -> float:
            c = value / 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

        r, g, b = (channel(int(v)) for v in colour[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(ink), luminance(face)), reverse=True)
    return (light + 0.05) / (dark + 0.05)
