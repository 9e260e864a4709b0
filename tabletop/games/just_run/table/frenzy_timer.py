"""The frenzied scavenge's five-minute timer (rulebook, The Frenzied Method: "the first player sets a
timer for 5 minutes").

Time is input, as in Outrun's races: the table measures on the race clock (the stamps the app
takes, ``Host.now_ns``), stops it while the menu is open, and when five minutes have passed hands
the rules a ``time_up`` stamped with the milliseconds it counted.  How much time had passed is kept
in the session's public ``table`` data (saved with the game, as Outrun keeps its device plan), so
a game saved mid-scavenge and loaded again goes on from where it was, not from 5:00.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.race_clock import NS_PER_MS, RaceClock
from tabletop.games.just_run.rules.frenzy import FRENZY_MS

#: the key of the timer's data in the session's ``table``
TABLE_KEY = "frenzy_timer"


def saved_ms(table: Mapping[str, Any]) -> int:
    """The time that had passed when the game was saved (0 when the save does not say)."""
    raw = table.get(TABLE_KEY)
    if not isinstance(raw, Mapping):
        return 0
    ms = raw.get("elapsed_ms")
    if not isinstance(ms, int) or isinstance(ms, bool) or ms < 0:
        return 0
    return min(ms, FRENZY_MS)


class FrenzyTimer:
    """Five minutes on the race clock, from the first card shown (or from the time a save kept)."""

    def __init__(self, length_ms: int = FRENZY_MS) -> None:
        self.length_ms = length_ms
        self.clock = RaceClock()

    @property
    def started(self) -> bool:
        return self.clock.started

    @property
    def paused(self) -> bool:
        return self.clock.paused

    def start(self, now_ns: int, already_ms: int = 0) -> None:
        """Start now, with ``already_ms`` gone (a save's time); paused stays paused."""
        self.clock.start(now_ns - already_ms * NS_PER_MS)

    def pause(self, now_ns: int) -> None:
        self.clock.pause(now_ns)

    def resume(self, now_ns: int) -> None:
        self.clock.resume(now_ns)

    def elapsed_ms(self, now_ns: int) -> int:
        return self.clock.elapsed_ms(now_ns)

    def left_ms(self, now_ns: int) -> int:
        return max(0, self.length_ms - self.elapsed_ms(now_ns))

    def due(self, now_ns: int) -> bool:
        """Whether the five minutes have passed (never while not started)."""
        return self.started and self.elapsed_ms(now_ns) >= self.length_ms

    def keep(self, table: dict[str, Any], now_ns: int) -> None:
        """Write the time passed into the session's ``table`` data (saved with the game)."""
        table[TABLE_KEY] = {"elapsed_ms": self.elapsed_ms(now_ns)}

    def wake_in(self, now_ns: int) -> float | None:
        """Seconds until the shown time changes (the next whole second), None while stopped."""
        if not self.started or self.paused:
            return None
        left = self.left_ms(now_ns)
        if left <= 0:
            return 0.0
        return ((left - 1) % 1000 + 1) / 1000


def clock_text(ms_left: int) -> str:
    """The time left as the timer shows it: ``4:05``; a started second counts as whole."""
    seconds = (max(0, ms_left) + 999) // 1000
    return f"{seconds // 60}:{seconds % 60:02d}"
