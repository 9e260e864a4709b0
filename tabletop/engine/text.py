"""Fonts and text: cached fonts, cached rendered strings, anchoring, fitting and wrapping.

The table redraws often and text is the slowest thing to paint, so a rendered string is kept in
an LRU cache keyed by everything that changes its pixels.  Fonts are always the bundled DejaVu
faces in ``art/fonts`` (they cover Polish letters, and they are the same on Linux, Windows and
macOS, where no system DejaVu can be counted on); neither a system font nor pygame's built-in
default font is ever used, so text measures the same everywhere and the layouts hold.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

from tabletop.engine import theme
from tabletop.paths import art_path

Label = str | Callable[[], str]
"""A widget label: already translated text, or a callable that translates it on every draw."""

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
CONDENSED = "DejaVuSansCondensed-Bold.ttf"  # the one condensed face bundled; it is bold
MIN_SIZE = 10
#: the smallest text a player needs to read, in logical pixels at 1920x1080 (seen from two metres);
#: fitting never shrinks a text asked at this size or more below it, and the readability test
#: fails on any needed text drawn smaller.  Smaller is only for decoration (``decoration=True``)
READABLE = 24
SHADOW_OFFSET = 2
SHADOW_ALPHA = 150

_RENDER_LIMIT = 2048
_scale = 1.0  # the text-size setting: every size asked for is drawn this much larger


def set_scale(factor: float) -> None:
    """Draw all text ``factor`` times the size asked for (the text-size setting); layouts that
    measure with :func:`measure` and :func:`line_height` follow."""
    global _scale
    if factor != _scale:
        _scale = factor
        clear_cache()


def get_scale() -> float:
    return _scale


@dataclass(frozen=True)
class Drawn:
    """One text as it was drawn, for the readability check."""

    text: str
    #: its size in logical pixels (the size asked for, times the text-size setting)
    size: int
    decoration: bool
    cut: bool  # shortened with "…" because it did not fit even at the floor


_record: list[Drawn] | None = None


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Collect every text drawn inside the block (its size as drawn, whether it is decoration)."""
    global _record
    outer, _record = _record, []
    try:
        yield _record
    finally:
        _record = outer


def resolve(label: Label | None) -> str:
    """The text of a label now (a callable is called, so a language switch shows at once)."""
    if label is None:
        return ""
    return label() if callable(label) else label


def font_file(bold: bool = False, condensed: bool = False) -> Path:
    """The bundled file of a face, or an error naming where it should be."""
    name = CONDENSED if condensed else BOLD if bold else REGULAR
    path = art_path("fonts", name)
    if not path.is_file():
        raise FileNotFoundError(f"font {name} is not in {art_path('fonts')}")
    return path


def font(size: int, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
    """The font for ``size`` as asked for, scaled by the text-size setting."""
    return _font(max(MIN_SIZE, round(int(size) * _scale)), bold, condensed)


@lru_cache(maxsize=256)
def _font(pixels: int, bold: bool, condensed: bool) -> pygame.font.Font:
    """A font object, opened once per pixel size and face."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(font_file(bold, condensed)), pixels)


def line_height(size: int, bold: bool = False, condensed: bool = False) -> int:
    return font(size, bold, condensed).get_linesize()


def measure(text: str, size: int, bold: bool = False, condensed: bool = False) -> tuple[int, int]:
    """The size ``render`` would give, without rendering."""
    return font(size, bold, condensed).size(drawable(text))


def drawable(text: str) -> str:
    """``text`` as the font can take it: a lone surrogate (from a damaged file or a file name that
    is not UTF-8) becomes the replacement character instead of an error in SDL_ttf."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    return text


_rendered: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()


def render(
    text: str,
    size: int,
    colour: Sequence[int],
    bold: bool = False,
    shadow: bool = False,
    condensed: bool = False,
    *,
    decoration: bool = False,
    cut: bool = False,
) -> pygame.Surface:
    """A string rendered antialiased, from the cache when it was rendered before.

    The returned surface is shared: blit it, never draw on it.  A shadow adds a soft dark copy
    offset down-right (the surface is then ``SHADOW_OFFSET`` larger each way).  ``decoration``
    marks text no player needs to read (it may be smaller than :data:`READABLE`).
    """
    if _record is not None and text.strip():
        _record.append(Drawn(text, drawn_size(size), decoration, cut))
    key = (text, int(size), tuple(int(c) for c in colour), bool(bold), bool(shadow), bool(condensed))
    hit = _rendered.get(key)
    if hit is not None:
        _rendered.move_to_end(key)
        return hit
    f = font(size, bold, condensed)
    colour_t = key[2]
    text = drawable(text)
    face = f.render(text, True, colour_t[:3])
    if len(colour_t) == 4 and colour_t[3] < 255:
        face.fill((255, 255, 255, colour_t[3]), special_flags=pygame.BLEND_RGBA_MULT)
    if shadow:
        dark = f.render(text, True, (0, 0, 0))
        dark.fill((255, 255, 255, SHADOW_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
        w, h = face.get_size()
        out = pygame.Surface((w + SHADOW_OFFSET, h + SHADOW_OFFSET), pygame.SRCALPHA)
        out.fill((0, 0, 0, 0))
        out.blit(dark, (SHADOW_OFFSET, SHADOW_OFFSET))
        out.blit(face, (0, 0))
        face = out
    face = theme.prepare(face)
    _rendered[key] = face
    if len(_rendered) > _RENDER_LIMIT:
        _rendered.popitem(last=False)
    return face


def drawn_size(size: float) -> int:
    """The logical pixels a text asked at ``size`` is drawn at (the text-size setting applied)."""
    return max(MIN_SIZE, round(int(size) * _scale))


def floor_for(size: int) -> int:
    """How far fitting may shrink a text asked at ``size``: never below :data:`READABLE` as
    drawn for readable text (smaller asks are decoration and may shrink to ``MIN_SIZE``).  With
    Large text a text grows where it fits and falls back no further than the normal floor where
    it does not (a card's type bar keeps its width)."""
    if drawn_size(size) < READABLE:
        return MIN_SIZE
    return max(1, math.ceil(READABLE / _scale - 1e-9))


@lru_cache(maxsize=1024)
def fit_size(text: str, size: int, max_width: int, bold: bool = False, condensed: bool = False) -> int:
    """The largest size up to ``size`` at which ``text`` fits in ``max_width``, never below
    :func:`floor_for` ``(size)``."""
    text = drawable(text)
    floor = floor_for(size)
    width = font(size, bold, condensed).size(text)[0]
    if width <= max_width:
        return size
    guess = max(floor, int(size * max_width / max(1, width)))
    while guess > floor and font(guess, bold, condensed).size(text)[0] > max_width:
        guess -= 1
    return guess


def hyphenate(word: str, size: int, max_width: int, bold: bool = False, condensed: bool = False) -> list[str]:
    """``word`` as it fits ``max_width``: whole when it can, else broken with a hyphen as near its
    middle as fits ("Sledge-" / "hammer"), never cut at an arbitrary letter by :func:`wrap`.

    A break where a syllable starts (before a consonant that leads a vowel, "base-ballowy", not
    "baseb-allowy") is taken first; any other place only when no such break fits."""
    if measure(word, size, bold, condensed)[0] <= max_width or len(word) < 6:
        return [word]
    middle = len(word) / 2
    cuts = sorted(range(3, len(word) - 2), key=lambda i: (not syllable_break(word, i), abs(i - middle)))
    for cut in cuts:
        head = word[:cut] + "-"
        if measure(head, size, bold, condensed)[0] <= max_width:
            return [head, *hyphenate(word[cut:], size, max_width, bold, condensed)]
    return [word]


#: vowels of the languages the app speaks (English and Polish)
VOWELS = frozenset("aeiouyąęóAEIOUYĄĘÓ")
#: letter pairs that make one sound and are never split ("sz", "ch", "th", ...)
DIGRAPHS = frozenset(("ch", "ck", "cz", "dz", "dź", "dż", "ph", "rz", "sh", "sz", "th", "qu"))


def syllable_break(word: str, cut: int) -> bool:
    """Whether ``word`` may break before ``cut`` as a syllable would: between two consonants, or
    before a consonant (or a digraph) that leads a vowel; both parts keep a vowel, and no digraph
    is split."""
    if not 0 < cut < len(word) - 1:
        return False
    head, tail = word[:cut], word[cut:]
    if not any(c in VOWELS for c in head) or not any(c in VOWELS for c in tail):
        return False
    if word[cut - 1 : cut + 1].lower() in DIGRAPHS or not tail[0].isalpha() or tail[0] in VOWELS:
        return False
    if head[-1].isalpha() and head[-1] not in VOWELS:
        return True  # between two consonants: "Koncen-tracja", "basebal-lowy"
    onset = 2 if tail[:2].lower() in DIGRAPHS else 1  # "sz" in "Prze-szukanie" leads its vowel as one
    return len(tail) > onset and tail[onset] in VOWELS


@lru_cache(maxsize=1024)
def fit(text: str, size: int, max_width: int, bold: bool = False, condensed: bool = False) -> tuple[str, int]:
    """The text and size to draw so it fits ``max_width``: shrunk first (down to the floor), cut
    with "…" only when even the floor is too wide."""
    text = drawable(text)
    size = fit_size(text, size, max_width, bold, condensed)
    f = font(size, bold, condensed)
    if f.size(text)[0] <= max_width:
        return text, size
    cut = len(text)
    while cut > 0 and f.size(text[:cut].rstrip() + "…")[0] > max_width:
        cut -= 1
    return text[:cut].rstrip() + "…", size


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[float, float],
    size: int,
    colour: Sequence[int],
    anchor: str = "topleft",
    bold: bool = False,
    max_width: int | None = None,
    shadow: bool = False,
    condensed: bool = False,
    *,
    decoration: bool = False,
) -> pygame.Rect:
    """Blit ``text`` with its ``anchor`` point ("center", "midtop", ...) at ``pos``; returns its rect.

    With ``max_width`` a long string shrinks until it fits (never below the readable floor; it is
    cut with "…" only if even that is too wide).
    """
    if not text:
        return pygame.Rect(int(pos[0]), int(pos[1]), 0, 0)
    cut = False
    if max_width is not None:
        fitted, size = fit(text, int(size), int(max_width), bold, condensed)
        cut, text = fitted != text, fitted
    image = render(text, size, colour, bold, shadow, condensed, decoration=decoration, cut=cut)
    rect = image.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(image, rect)
    return rect


@lru_cache(maxsize=2048)
def _wrap(text: str, size: int, width: int, bold: bool, condensed: bool) -> tuple[str, ...]:
    f = font(size, bold, condensed)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        current = ""
        for word in words:
            trial = word if not current else f"{current} {word}"
            if f.size(trial)[0] <= width:
                current = trial
                continue
            if current:
                lines.append(current)
            current = ""
            while f.size(word)[0] > width and len(word) > 1:  # a word longer than the line is broken
                cut = len(word) - 1
                while cut > 1 and f.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            current = word
        lines.append(current)
    return tuple(lines)


def wrap(text: str, size: int, width: int, bold: bool = False, condensed: bool = False) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` (newlines start new paragraphs)."""
    return list(_wrap(drawable(text), int(size), int(width), bool(bold), bool(condensed)))


def fit_wrapped(text: str, size: int, rect: pygame.Rect, bold: bool = False) -> int:
    """The largest size up to ``size`` at which ``text`` wrapped to ``rect`` stands whole in it
    (as :func:`draw_wrapped` measures), never below :func:`floor_for` ``(size)``: a box that
    cannot grow keeps Large text's words whole."""
    floor = floor_for(size)
    for guess in range(int(size), floor - 1, -1):
        step = line_height(guess, bold)
        if len(wrap(text, guess, rect.width, bold)) * step <= rect.height + step // 3:
            return guess
    return floor


def draw_wrapped(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    size: int,
    colour: Sequence[int],
    bold: bool = False,
    align: str = "left",
    shadow: bool = False,
    *,
    decoration: bool = False,
) -> int:
    """Draw wrapped text into ``rect`` from its top; returns the height used.  Lines past the
    bottom are dropped (the readability check counts that as text cut short)."""
    y = rect.top
    step = line_height(size, bold)
    lines = wrap(text, size, rect.width, bold)
    for index, line in enumerate(lines):
        if y + step > rect.bottom + step // 3:
            if _record is not None and not decoration:
                _record.append(Drawn(" ".join(lines[index:]), drawn_size(size), decoration, True))
            break
        if align == "center":
            anchor, x = "midtop", rect.centerx
        else:
            anchor, x = "topleft", rect.left
        draw_text(surface, line, (x, y), size, colour, anchor, bold, shadow=shadow, decoration=decoration)
        y += step
    return y - rect.top


def clear_cache() -> None:
    """Forget rendered strings and fitted sizes (after a display mode or text-size change)."""
    _rendered.clear()
    fit_size.cache_clear()
    fit.cache_clear()
    _wrap.cache_clear()
