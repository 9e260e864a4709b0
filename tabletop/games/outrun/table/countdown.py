"""3, 2, 1, and the path card turns: the countdown before each race.

The table shows the number, and when the countdown reaches zero it sends the turner's ``reveal``
and starts the race clock at :attr:`Countdown.zero_ns`, the stamp the countdown ended at (time in
the menu does not count), so every runner's time is measured from the same moment.
"""

from __future__ import annotations

from tabletop.core.i18n import N_, _
from tabletop.engine.race_clock import NS_PER_MS
from tabletop.games.outrun.rules.commands import Reveal
from tabletop.games.outrun.rules.view import OutrunView

SECONDS = 3
NS_PER_S = 1000 * NS_PER_MS
GET_READY = N_("Get ready: the path card turns at zero.")


class Countdown:
    """Counts ``seconds`` down from :meth:`start`; stands still while paused."""

    def __init__(self, seconds: int = SECONDS) -> None:
        self.seconds = seconds
        self._start: int | None = None
        self._paused_at: int | None = None
        self._stopped = 0  # ns spent paused
        self._revealed = False

    @property
    def started(self) -> bool:
        return self._start is not None

    @property
    def zero_ns(self) -> int | None:
        """The stamp the countdown reaches zero at, as far as it is known now (None before start)."""
        if self._start is None:
            return None
        return self._start + self.seconds * NS_PER_S + self._stopped

    def start(self, now_ns: int) -> None:
        self._start, self._paused_at, self._stopped, self._revealed = now_ns, None, 0, False

    def pause(self, now_ns: int) -> None:
        if self._start is not None and self._paused_at is None:
            self._paused_at = now_ns

    def resume(self, now_ns: int) -> None:
        if self._paused_at is not None:
            self._stopped += max(0, now_ns - self._paused_at)
            self._paused_at = None

    def number(self, now_ns: int) -> int | None:
        """The number on screen (3, 2, 1), or None before the start and from zero on."""
        zero = self.zero_ns
        if zero is None:
            return None
        if self._paused_at is not None:
            now_ns = self._paused_at
        left = zero - now_ns
        if left <= 0:
            return None
        return min(self.seconds, -(-left // NS_PER_S))

    def due(self, now_ns: int) -> bool:
        """True once, the first time it is asked at or after zero (and not while paused): then the
        table sends :meth:`reveal_command` and starts the race at :attr:`zero_ns`."""
        zero = self.zero_ns
        if zero is None or self._revealed or self._paused_at is not None or now_ns < zero:
            return False
        self._revealed = True
        return True

    @staticmethod
    def reveal_command(view: OutrunView) -> Reveal:
        """The turner turns the path card (the table does it for them after the countdown)."""
        return Reveal(int(view["turner"]))

    @staticmethod
    def line() -> str:
        return _(GET_READY)
