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
(:class:`.linked_time.LinkedTime`, the race's), and a run's time is at least that less a round trip.  An
honest phone's own time is never below that (it loses at most a round trip), a run finished while
offline keeps the phone's time (the offline span is not linked time).  A phone back mid-race is
told how long ago its card first reached it (``race_shown_ms_ago``), so a page with no clock of
its own times the run from then.

A game loaded from a save mid-race has no reveal: the phones' linked time starts as the loaded
table shows them the card (:func:`loaded_race`), and each runner's clock starts afresh then, as
the screen's runners start afresh after Ready's countdown.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Protocol

from tabletop.core.contract import Command, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.core.session import GameSession
from tabletop.engine.phones.arrivals import PhoneCommand
from tabletop.games.outrun.rules.commands import Reveal, Run, TimeUp
from tabletop.games.outrun.rules.run_away import MAX_MS
from tabletop.games.outrun.table.linked_time import LinkedTime
from tabletop.games.outrun.table.race import Race

if TYPE_CHECKING:  # the network library loads only for a game with phones
    from tabletop.engine.phones.table_link import PhoneTable
    from tabletop.games.outrun.table.relay_scene import RelayScene

NO_TIME = N_("A run from a phone needs the phone's own time, from the path card to Finish.")
ABSURD_TIME = N_("A run's time must be a whole number of milliseconds from 0 to a day.")


class RacingTable(Protocol):
    """Where the table keeps its races (:class:`.scene.OutrunScene`)."""

    race: Race | None
    relay_scene: RelayScene | None


class PhoneRaceTable(RacingTable, Protocol):
    """What the phones' part reads and moves of the table (:class:`.scene.OutrunScene`)."""

    session: GameSession
    phones: PhoneTable | None
    result_waits: bool
    dirty: bool

    def next_race(self) -> None: ...


def phones_race(table: RacingTable) -> Race | None:
    """The race the runners on phones run in: the race together, or in a relay their own race
    beside it (:mod:`.relay_phones`); None between races."""
    if table.race is not None:
        return table.race
    return table.relay_scene.phones if table.relay_scene is not None else None


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
        race = phones_race(table)
        if race is not None:  # not below the time the phone was linked (a page reopened afresh)
            watch_links(table.phones, race.linked)
            ms = race.linked.floor(item.seat, ms, item.stamp_ns)
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
    race = phones_race(table)
    if race is not None and isinstance(command, (Run, TimeUp)):
        race.arrived(command)
    if table.phones is not None:
        table.phones.applied(command)
        if isinstance(command, Reveal) and race is not None:
            if table.phones.publish_later:
                # the card goes to the phones after the big screen's frame showing it is drawn (up
                # to a few hundred ms on a loaded machine): the linked time starts at the next look
                race.linked.due = True
            else:  # the card went to every phone now
                race.linked.start(table.phones.server.links(), time.perf_counter_ns())


def watch_links(phones: PhoneTable | None, clock: LinkedTime, now_ns: int | None = None) -> None:
    """Each frame (and as a run comes in): whose phone is linked now, for the floor; a phone back
    mid-race hears how long ago its card first showed, so a page that lost its stored clock (a
    fresh tab, the code scanned again) times the run from then and not from its reopening."""
    if phones is None:
        return
    now = time.perf_counter_ns() if now_ns is None else now_ns
    if clock.due:  # the reveal's views went out after the last frame: the race's linked time starts
        clock.due = False
        clock.start(phones.server.links(), now)
    tell_each(phones, clock, clock.observe(phones.server.links(), now), now)


def loaded_race(phones: PhoneTable | None, clock: LinkedTime, now_ns: int | None = None) -> None:
    """A game loaded from a save mid-race: the table shows the path card to its phones from now
    (there is no reveal to start their linked time).  Each runner's clock starts afresh at their
    phone's first view from this table, as the screen's runners start afresh after Ready's
    countdown: the time the app was closed is no one's, and a clock a page kept from before the
    save gives way (the frame carries this table's mark for the race, ``race_sitting``)."""
    if phones is None:
        return
    now = time.perf_counter_ns() if now_ns is None else now_ns
    tell_each(phones, clock, clock.start(phones.server.links(), now, sitting=f"{now:x}"), now)


def tell_each(phones: PhoneTable, clock: LinkedTime, seats: list[int], now_ns: int) -> None:
    for seat in seats:
        ago = clock.shown_ms_ago(seat, now_ns)
        if ago is not None and seat in phones.seats:
            tell_race_shown(phones, seat, ago, clock.sitting)


def tell_race_shown(phones: PhoneTable, seat: int, ms_ago: int, sitting: str | None = None) -> None:
    """``seat``'s view again (as :meth:`PhoneTable.publish` sends it) with ``race_shown_ms_ago``:
    outrun.js starts a clock it has no stored moment for that far back (never the other way); with
    ``race_sitting`` (a race loaded from a save), a clock kept from before the save gives way too."""
    extra: dict[str, Any] = {"race_shown_ms_ago": ms_ago}
    if sitting is not None:
        extra["race_sitting"] = sitting
    frame = phones.view_frame(seat, **extra)
    phones.server.publish(seat, frame)
