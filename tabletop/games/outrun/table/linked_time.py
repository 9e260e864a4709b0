"""How long each Outrun runner's phone was linked since the path card was published to it: the
floor under a phone's own time (see :mod:`.phone_runners`), so a page reopened with fresh storage
mid-race cannot restart its runner's clock.  Plain data on the server's clock
(``time.perf_counter_ns``, a :class:`PhoneCommand`'s stamp); the big screen's menu stops it, as it
stops every phone's clock."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tabletop.engine.phones.arrivals import Link
from tabletop.games.outrun.rules.run_away import MAX_MS

#: how far below its linked time an honest phone's own time may be: the path card reaches the phone
#: after the trip there and the run reaches the table after the trip back, and neither counts
#: against a runner; 2 s covers a round trip on a poor, crowded Wi-Fi (a fresh page gains no more)
ROUND_TRIP_SLACK_MS = 2_000
NS_PER_MS = 1_000_000


@dataclass
class LinkedTime:
    """Per phone seat, the spans its phone was linked since this race's reveal was published to
    it, on the server's clock (``time.perf_counter_ns``, as a :class:`PhoneCommand`'s stamp): the
    floor under a run's time that a page reopened with fresh storage cannot go below."""

    #: each seat's linked spans, (from, to); ``to`` None while it is linked now
    spans: dict[int, list[tuple[int, int | None]]] = field(default_factory=dict)
    started: bool = False
    #: the reveal was applied, and its views go to the phones after the big screen's frame: the
    #: first look after that starts the linked time (:func:`.phone_runners.watch_links`)
    due: bool = False
    paused: bool = False  # the big screen's menu is open: no phone's clock runs
    #: how long the menu stood the race still so far, and since when it does now
    paused_ns: int = 0
    _paused_at: int | None = None
    _seen: dict[int, Link] = field(default_factory=dict)  # each seat's link at the last look
    #: a race loaded from a save mid-way: this table's mark for it (None: a race revealed here).
    #: Each phone's clock starts afresh at its first view from this table, as the screen's
    #: runners start afresh after Ready's countdown; a page's first join is told so too, with this
    #: mark, so a clock its page kept from before the save gives way (see :meth:`observe`)
    sitting: str | None = None

    def start(self, links: Mapping[int, Link], now_ns: int, *, sitting: str | None = None) -> list[int]:
        """The reveal was published to every phone seat now (or, with ``sitting``, a game loaded
        mid-race shows its card to the phones from now): a new race's linked time begins.  The
        seats to tell when their card showed (:meth:`observe`)."""
        self.started = True
        self.sitting = sitting
        self.spans = {seat: [] for seat in links}
        self._seen = dict(links)
        return self.observe(links, now_ns)

    def observe(self, links: Mapping[int, Link], now_ns: int) -> list[int]:
        """The phones' links as they are now: a span opens for a phone that joined, closes for
        one that went.  The seats whose phone came back after the card had reached it (their
        page may have no clock of its own: :meth:`shown_ms_ago` tells it), and in a race loaded
        from a save, those whose phone joins this table for the first time (their page may keep a
        clock from before the save)."""
        if not self.started or self.paused:
            return []
        back: list[int] = []
        for seat, link in links.items():
            spans = self.spans.setdefault(seat, [])
            open_now = bool(spans) and spans[-1][1] is None
            if link is Link.JOINED and not open_now:
                first_since_load = self.sitting is not None and not spans
                if first_since_load or (spans and self._seen.get(seat) is not Link.JOINED):
                    back.append(seat)
                spans.append((now_ns, None))
            elif link is not Link.JOINED and open_now:
                spans[-1] = (spans[-1][0], now_ns)
            self._seen[seat] = link
        return back

    def pause(self, now_ns: int) -> None:
        """The menu opened: every phone's clock stands still, so the linked spans close now (they
        open again at the first look after the menu closed)."""
        for spans in self.spans.values():
            if spans and spans[-1][1] is None:
                spans[-1] = (spans[-1][0], now_ns)
        self.paused = True
        self._paused_at = now_ns

    def resume(self, now_ns: int) -> None:
        if self._paused_at is not None:
            self.paused_ns += max(0, now_ns - self._paused_at)
        self.paused = False
        self._paused_at = None

    def shown_ms_ago(self, seat: int, now_ns: int) -> int | None:
        """How long ago the path card first reached ``seat``'s phone, less the menu's stops
        (None: it never has)."""
        spans = self.spans.get(seat)
        if not spans:
            return None
        return max(0, (now_ns - spans[0][0] - self.paused_ns) // NS_PER_MS)

    def linked_ms(self, seat: int, until_ns: int) -> int:
        """How long ``seat``'s phone was linked between the reveal and ``until_ns``."""
        total = 0
        for begin, end in self.spans.get(seat, []):
            stop = until_ns if end is None else min(end, until_ns)
            total += max(0, stop - begin)
        return total // NS_PER_MS

    def floor(self, seat: int, elapsed_ms: int, until_ns: int) -> int:
        """A run's time: the phone's own, but not below its linked time less a round trip."""
        return max(elapsed_ms, min(MAX_MS, self.linked_ms(seat, until_ns) - ROUND_TRIP_SLACK_MS))
