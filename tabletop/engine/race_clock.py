"""A race's stopwatch, on the clock the input stamps are taken with (``time.perf_counter_ns``).

It reads no clock itself: the table passes stamps, the start (the moment the path card shows),
the menu opening and closing (``Host.now_ns``), and each Finish press's own stamp, so a time is
the same however late the frame that handles the press is drawn.  Time spent in the menu does not
count.  Times are whole milliseconds, as they enter the command log.
"""

from __future__ import annotations

NS_PER_MS = 1_000_000


class RaceClock:
    def __init__(self) -> None:
        self._start: int | None = None
        self._paused_at: int | None = None
        self._pauses: list[tuple[int, int]] = []  # (from, to) stamps of the pauses that ended

    @property
    def started(self) -> bool:
        return self._start is not None

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def start(self, stamp_ns: int) -> None:
        """Start (or start again) from this stamp, forgetting any earlier pauses."""
        self._start, self._paused_at, self._pauses = stamp_ns, None, []

    def pause(self, stamp_ns: int) -> None:
        if self._start is not None and self._paused_at is None:
            self._paused_at = max(stamp_ns, self._start)

    def resume(self, stamp_ns: int) -> None:
        if self._paused_at is not None:
            self._pauses.append((self._paused_at, max(stamp_ns, self._paused_at)))
            self._paused_at = None

    def elapsed_ms(self, stamp_ns: int) -> int:
        """Race time at this stamp, in whole milliseconds: a stamp taken during a pause counts as
        the moment the pause began; 0 before the start."""
        if self._start is None:
            return 0
        if self._paused_at is not None:
            stamp_ns = min(stamp_ns, self._paused_at)
        stamp_ns = max(stamp_ns, self._start)
        stopped = sum(min(end, stamp_ns) - begin for begin, end in self._pauses if begin < stamp_ns)
        return (stamp_ns - self._start - stopped) // NS_PER_MS
