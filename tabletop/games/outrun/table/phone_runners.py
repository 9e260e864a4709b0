"""Outrun's runners on phones (issue 22): what the table does for a seat that races on its phone.

Fair timing: each phone shows the path card when the reveal reaches it and times its own run from
that moment to its Finish (``performance.now()`` on the phone); the time comes with the move as
``elapsed_ms`` and becomes the ``run`` command's milliseconds, so the network's delay, both ways,
never counts against a runner.  Time is input and the rules only compare the numbers, as they do
for a key's stamp on the big screen.  The big screen's race clock does not time a phone runner:
their lane says they race on their phone, and the time limit is the phone's to keep (it sends
Time's up itself once its own clock passes the limit), so a phone whose link is down is waited for.

Any runner's phone may ask for the next race, as anyone at the big screen may press Next race: its
``reveal`` for its own seat starts the shared countdown, and at zero the table turns the card for
the turner, as for a turner at the screen (the phone's reveal never reaches the rules).

A floor under a phone's time: a page opened afresh mid-race (a private tab, the code scanned again)
has no clock stored and would time the run from when the card reached it anew.  So the table adds
up, per phone seat, how long its phone was linked since the reveal was published to it
(:class:`LinkedTime`), and a run's time is at least that less :data:`ROUND_TRIP_SLACK_MS`.  An
honest phone's own time is never below that (it loses at most a round trip), a run finished while
offline keeps the phone's time (the offline span is not linked time).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from tabletop.core.contract import Command, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.core.session import GameSession
from tabletop.engine.phones.arrivals import Link, PhoneCommand
from tabletop.games.outrun.rules.commands import Reveal, Run, TimeUp
from tabletop.games.outrun.rules.run_away import MAX_MS
from tabletop.games.outrun.table.race import Race

if TYPE_CHECKING:  # the network library loads only for a game with phones
    from tabletop.engine.phones.table_link import PhoneTable

NO_TIME = N_("A run from a phone needs the phone's own time, from the path card to Finish.")
ABSURD_TIME = N_("A run's time must be a whole number of milliseconds from 0 to a day.")

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

    def start(self, links: Mapping[int, Link], now_ns: int) -> None:
        """The reveal was published to every phone seat now: a new race's linked time begins."""
        self.started = True
        self.spans = {seat: [] for seat in links}
        self.observe(links, now_ns)

    def observe(self, links: Mapping[int, Link], now_ns: int) -> None:
        """The phones' links as they are now: a span opens for a phone that joined, closes for
        one that went."""
        if not self.started:
            return
        for seat, link in links.items():
            spans = self.spans.setdefault(seat, [])
            open_now = bool(spans) and spans[-1][1] is None
            if link is Link.JOINED and not open_now:
                spans.append((now_ns, None))
            elif link is not Link.JOINED and open_now:
                spans[-1] = (spans[-1][0], now_ns)

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


class PhoneRaceTable(Protocol):
    """What the phones' part reads and moves of the table (:class:`.scene.OutrunScene`)."""

    session: GameSession
    phones: PhoneTable | None
    race: Race | None
    result_waits: bool
    dirty: bool
    phone_clock: LinkedTime

    def next_race(self) -> None: ...


def on_phone(phones: PhoneTable | None, seat: int) -> bool:
    """Whether ``seat`` plays on a phone (its lane shows no keys, and no hand of its own)."""
    return phones is not None and seat in phones.seats


def decode(table: PhoneRaceTable, item: PhoneCommand) -> Command | None:
    """A phone's move as the rules' command: a run takes the phone's own time as its ``ms``
    (refused without one, or with one no clock could give); a reveal asks for the next race
    (None: no command, the countdown turns the card)."""
    rules = table.session.rules
    if item.command.get("type") == Run.TYPE:
        ms = item.elapsed_ms
        if ms is None:
            raise IllegalCommand(NO_TIME)
        if isinstance(ms, bool) or not isinstance(ms, int) or not 0 <= ms <= MAX_MS:
            raise IllegalCommand(ABSURD_TIME)
        watch_links(table.phones, table.phone_clock)
        ms = table.phone_clock.floor(item.seat, ms, item.stamp_ns)
        return rules.command_from_json({**item.command, "ms": ms})
    command = rules.command_from_json(item.command)
    if isinstance(command, Reveal) and command.seat == item.seat:
        # any runner's phone, as anyone at the big screen, may start the next race's countdown
        # once the check's result is read (a computer turner would wait for a click otherwise)
        if table.result_waits:
            table.next_race()
        return None
    return command


def applied(table: PhoneRaceTable, command: Command) -> None:
    """A command reached the rules: a phone runner's lane shows them finished, and every phone
    gets its seat's view."""
    if table.race is not None and isinstance(command, (Run, TimeUp)):
        table.race.arrived(command)
    if table.phones is not None:
        table.phones.applied(command)
        if isinstance(command, Reveal):  # the path card went to every phone just now
            table.phone_clock.start(table.phones.server.links(), time.perf_counter_ns())


def watch_links(phones: PhoneTable | None, clock: LinkedTime, now_ns: int | None = None) -> None:
    """Each frame (and as a run comes in): whose phone is linked now, for the floor."""
    if phones is not None:
        clock.observe(phones.server.links(), time.perf_counter_ns() if now_ns is None else now_ns)
