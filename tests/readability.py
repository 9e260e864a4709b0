"""The readability check's tools: draw a screen from scratch while recording every text, and list
what a player needs to read but is drawn below the floor (or cut short)."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Iterable
from typing import Any

from tabletop.engine import board, text, theme


def forget_pictures() -> None:
    """Drop every cached picture (rendered text, card art with words on it, layers), so the next
    frame draws every text again and the recorder sees it."""
    text.clear_cache()
    theme.clear_caches()
    board.clear_cache()
    for name, module in list(sys.modules.items()):
        if not name.startswith("tabletop") or module is None:
            continue
        for value in list(vars(module).values()):
            if isinstance(value, functools._lru_cache_wrapper):
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
