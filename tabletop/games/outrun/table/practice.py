"""Practice: one player against the clock, with a personal best for each monster and board count.

A practice game's score is the racing time it took to get off the map: the sum of the player's
race times, a wrong run's time included (it cost a round) and a "Time's up" counted at the moment
it was called.  Lower is better.  The best is kept in the settings (``outrun_practice_best``,
keyed ``"monster/boards"``) the way Outnumbered keeps its Training best, and written only when a
finished practice game beats it.
"""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.core.i18n import N_, _, decimal
from tabletop.core.settings import Settings
from tabletop.engine.scene import Host
from tabletop.games.outrun.rules.view import OutrunView

BEST_LINE = N_("Your best with this monster and these boards: {time}.")
NEW_BEST_LINE = N_("A new personal best: {time}!")
FIRST_LINE = N_("Your first practice with this monster and these boards: {time}.")


def best_key(monster: str, boards: int) -> str:
    return f"{monster}/{boards}"


def practice_best(settings: object, monster: str, boards: int) -> int | None:
    """The best remembered for this monster and board count, or None before the first one."""
    bests = getattr(settings, "outrun_practice_best", None)
    if not isinstance(bests, Mapping):
        return None
    best = bests.get(best_key(monster, boards))
    return best if isinstance(best, int) and not isinstance(best, bool) and best >= 0 else None


def clock_text(ms: int) -> str:
    """A racing time as people read it: ``1:05.250`` or ``12.003 s``."""
    minutes, rest = divmod(ms, 60_000)
    seconds = rest / 1000
    if minutes:
        return f"{minutes}:{decimal(seconds, 3).zfill(6)}"
    return _("{seconds} s").format(seconds=decimal(seconds, 3))


class Practice:
    """Adds up one practice game's racing time and records it when the game ends."""

    def __init__(self, seat: int, monster: str, boards: int) -> None:
        self.seat = seat
        self.monster = monster
        self.boards = boards
        self.times: list[int] = []
        self.previous_best: int | None = None  # the best before this game was recorded
        self.recorded = False

    @classmethod
    def from_view(cls, view: OutrunView, seat: int) -> Practice:
        return cls(seat, str(view["monster"]), int(view["boards"]))

    def add_race(self, ms: int) -> None:
        """One race of the player's ended after ``ms`` on their clock."""
        self.times.append(max(0, int(ms)))

    @property
    def total_ms(self) -> int:
        return sum(self.times)

    def record(self, host: Host) -> bool:
        """The practice game is over: remember its time if it beats the best; True when it did."""
        if self.recorded:
            return False
        self.recorded = True
        best = practice_best(host.settings, self.monster, self.boards)
        self.previous_best = best
        if best is not None and self.total_ms >= best:
            return False
        host.update_settings(with_best(host.settings, self.monster, self.boards, self.total_ms))
        return True

    def line(self) -> str:
        """The game-over line about the time (call after :meth:`record`)."""
        time = clock_text(self.total_ms)
        if self.previous_best is None:
            return _(FIRST_LINE).format(time=time)
        if self.total_ms < self.previous_best:
            return _(NEW_BEST_LINE).format(time=time)
        return _(BEST_LINE).format(time=clock_text(self.previous_best))


def with_best(settings: Settings, monster: str, boards: int, ms: int) -> Settings:
    bests = dict(settings.outrun_practice_best)
    bests[best_key(monster, boards)] = ms
    return settings.with_(outrun_practice_best=bests)
