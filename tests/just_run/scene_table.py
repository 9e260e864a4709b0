"""A Just Run table for the scene's tests and frames: the shared table driver
(``tests/tables/driver.py``: the real App at 1920x1080 on a fake clock, real pygame events) with
Just Run's session as the set-up screen would make it."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from tabletop.core import catalogue
from tabletop.core.settings import Settings, TextSize
from tabletop.games.just_run.rules.state import State
from tabletop.games.just_run.table.scene import JustRunScene
from tests.tables import driver
from tests.tables.driver import NS, FakeClock

__all__ = ["NS", "FakeClock", "Table", "make_table", "text_size"]
#: the text size the tables made by :func:`make_table` open with (see :func:`text_size`)
_text_size = TextSize.NORMAL


@contextmanager
def text_size(size: TextSize) -> Iterator[None]:
    """Tables made inside the block open with this text size (the Settings' Large text), so every
    frame generator can be checked at both sizes without a parameter of its own."""
    global _text_size
    outer, _text_size = _text_size, size
    try:
        yield
    finally:
        _text_size = outer


class Table(driver.Table[JustRunScene]):
    """Just Run's table, driven by the shared driver; its gestures are in ``scene_driver.py``."""


def make_table(
    players: int = 4,
    computers: Sequence[int] = (),
    *,
    seed: int = 7,
    speed: float = 0.0,
    language: str = "en",
    options: dict[str, Any] | None = None,
    state: State | None = None,
    table_data: dict[str, Any] | None = None,
    names: Sequence[str] | None = None,
) -> Table:
    """A Just Run table (Get Out, cooperative, the calm scavenge unless ``options`` say else); with
    ``state`` the session continues from that state (a test's prepared moment); ``names`` are the
    players' (the default seats' otherwise)."""
    settings = Settings(
        animation_speed=speed, language=language, confirm_end_turn=False, text_size=_text_size
    )
    info = catalogue.get("just_run")
    chosen: dict[str, Any] = {"players": players, "mode": "coop", "scavenge": "calm"}
    chosen.update(options or {})
    session = driver.new_session(info, chosen, seed, driver.seats_for(players, computers, names), state=state)
    session.table.update(table_data or {})  # as the set-up screen leaves it (the frenzy's devices)
    opened = driver.open_table(session, JustRunScene, settings)
    return Table(opened.app, session, opened.scene, opened.clock)
