"""The readability check's tools: draw a screen from scratch while recording every text, and list
what a player needs to read but is drawn below the floor (or cut short)."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Iterable
from typing import Any

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
    """Everything ``show`` draws, with every picture cache emptied first."""
    forget_pictures()
    with text.recording() as drawn:
        show()
    return list(drawn)
