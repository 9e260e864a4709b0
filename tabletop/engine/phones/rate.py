"""A token bucket: how many frames a phone may send, so a stuck or hostile page cannot flood the
table.  Time comes in as a number (the server's monotonic clock), so tests need no sleeping."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Bucket:
    """``rate`` frames a second on average, up to ``burst`` at once (a person tapping fast)."""

    rate: float = 20.0
    burst: float = 40.0
    _level: float = field(default=-1.0, repr=False)
    _last: float = field(default=0.0, repr=False)

    def allow(self, now: float) -> bool:
        """True if a frame arriving at ``now`` (seconds) may be handled; it is then counted."""
        if self._level < 0:
            self._level, self._last = self.burst, now
        self._level = min(self.burst, self._level + (now - self._last) * self.rate)
        self._last = now
        if self._level < 1:
            return False
        self._level -= 1
        return True
