"""The Outrun table's way to a race: Ready after a load, the pads' claims, the countdown, the race.

A game opened from a save waits for Ready (:class:`~tabletop.games.outrun.table.resume.ResumePanel`);
seats on a gamepad claim one, one seat at a time
(:class:`~tabletop.games.outrun.table.before_race.BeforeRace`); then 3-2-1 over the face-down path
card, and its reveal starts the race: a :class:`~tabletop.games.outrun.table.race.Race` for everyone
at once on one clock, or a relay, whose scene the table pushes
(:mod:`~tabletop.games.outrun.table.relay_scene`).  A race loaded mid-way is held (the finished
runners shown) until Ready and a fresh countdown.  These are functions of the table
(:class:`StartTable`), which keeps the state they move (its countdown, race and panels), so the
scene reads as the order of a round and this module as the detail of its start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from tabletop.core.contract import Command
from tabletop.core.session import GameSession
from tabletop.engine.race_clock import NS_PER_MS
from tabletop.engine.scene import Host
from tabletop.engine.seat_devices import DeviceKind
from tabletop.engine.seat_input import Lane, SeatInput
from tabletop.engine.timeline import Timeline
from tabletop.games.outrun.rules.commands import Run
from tabletop.games.outrun.rules.view import OutrunView
from tabletop.games.outrun.table import phone_runners, relay_phones, table_draw
from tabletop.games.outrun.table.before_race import BeforeRace
from tabletop.games.outrun.table.countdown import SECONDS, Countdown
from tabletop.games.outrun.table.race import Race, computer_runs, logged_so_far
from tabletop.games.outrun.table.race_actions import race_lane
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.relay import Relay
from tabletop.games.outrun.table.relay_scene import RelayScene
from tabletop.games.outrun.table.resume import ResumePanel
from tabletop.games.outrun.table.table_draw import tray_parts

if TYPE_CHECKING:  # the network library loads only for a game with phones
    from tabletop.engine.phones.table_link import PhoneTable


class StartTable(Protocol):
    """What the start reads and moves of the table (:class:`.scene.OutrunScene`)."""

    app: Host | None
    session: GameSession
    demo: bool
    paused: bool
    dirty: bool
    view: OutrunView
    plan: DevicePlan | None
    seat_input: SeatInput
    pads_to_claim: list[int]
    before: BeforeRace | None
    ready_panel: ResumePanel | None
    countdown: Countdown
    reveal_ns: int | None
    race: Race | None
    race_waits: bool
    relay_scene: RelayScene | None
    result_waits: bool
    timeline: Timeline
    curtain_for: int | None
    phones: PhoneTable | None

    @property
    def spectator(self) -> bool: ...
    @property
    def phase(self) -> str: ...
    def humans(self) -> list[int]: ...
    def ready(self) -> None: ...
    def racing(self) -> bool: ...
    def device(self, seat: int) -> DeviceKind: ...
    def parts(self, seat: int) -> table_draw.LaneParts: ...
    def submit(self, command: Command) -> None: ...
    def run_relay(self, relay: Relay, phones: Race | None) -> None: ...


def resume_panel(table: StartTable) -> ResumePanel | None:
    """A game opened with moves in its log (a save, Continue) in a race or before one: the
    group presses Ready first.  Not for the demo, the replay, nor computer runners alone."""
    session = table.session
    if table.demo or table.spectator or session.over or not session.commands or not table.humans():
        return None
    view = session.view(None)
    if view["phase"] == "reveal":
        return ResumePanel(table.ready, in_race=False)
    if view["phase"] != "race":
        return None
    names = [seat.name for seat in session.seats]
    finished = [
        (names[command.seat], command.ms if isinstance(command, Run) else None)
        for command in logged_so_far(session.commands)
    ]
    running = [names[seat] for seat in view["to_act"] if not phone_runners.on_phone(table.phones, seat)]
    phones = [names[seat] for seat in view["to_act"] if phone_runners.on_phone(table.phones, seat)]
    return ResumePanel(table.ready, in_race=True, finished=finished, running=running, on_phones=phones)


def claiming(table: StartTable) -> bool:
    """The table asks a seat to press a button on its pad (before the countdown)."""
    return (
        table.before is not None
        and (table.phase == "reveal" or table.race_waits)
        and table.ready_panel is None
        and not table.countdown.started
        and table.before.waiting() is not None
    )


def claim_next_pad(table: StartTable) -> None:
    """Seats playing on a pad claim one by pressing a button on it, one seat at a time."""
    pads = table.seat_input.pads
    if pads.waiting is not None:
        return
    waiting = [seat for seat in table.pads_to_claim if pads.pad_of(seat) is None]
    if waiting:
        pads.wait_for(waiting[0])


def update_race(table: StartTable, dt: float) -> bool:
    assert table.app is not None
    if table.spectator or table.session.over:
        return False
    now = table.app.now_ns()
    phones = phone_runners.phones_race(table)
    if phones is not None:
        phone_runners.watch_links(table.phones, phones.linked)  # the floor under a phone's time
    phase = table.phase
    if phase == "race" and not table.racing() and not table.app.commands_pending:
        assert table.plan is not None
        relay = table.plan.mode is PlayMode.RELAY
        if table.ready_panel is not None and relay and not phones_to_run(table):
            return False  # a relay's curtain comes after Ready (with phones too: ``take_screen``)
        if table.ready_panel is not None:  # the table's phones are known now: it names who races on one
            table.ready_panel = resume_panel(table)
        start_race(table, None, held=table.ready_panel is not None, loaded=True)
    if table.race is not None and table.race_waits:
        return rerun_countdown(table, now)
    if table.race is not None:
        if table.race.feed(table.seat_input.take()):
            table.dirty = True
        for command in table.race.update(now):
            table.submit(command)
        return not table.race.over
    if phase == "reveal" and not table.timeline.playing and table.curtain_for is None:
        if table.ready_panel is not None:
            return table.ready_panel.update(dt)  # a loaded game: Ready first
        if table.result_waits and not table.countdown.started:
            return False  # the check's result is read first: Next race starts the countdown
        before = table.before
        if not table.countdown.started and before is not None and before.holding():
            return before.update(dt)
        if not table.countdown.started:
            table.countdown.start(now)
        if table.countdown.due(now) and not table.app.commands_pending:
            table.reveal_ns = table.countdown.zero_ns
            table.submit(Countdown.reveal_command(table.view))
        return True
    return False


def phones_to_run(table: StartTable) -> bool:
    """A runner on a phone is still to run in the race the table stands in: they race from the
    loaded table's first view, so a relay loaded mid-race starts at once (its curtain after Ready)."""
    return any(phone_runners.on_phone(table.phones, seat) for seat in table.session.to_act())


def rerun_countdown(table: StartTable, now: int) -> bool:
    """A race loaded mid-way: after Ready, 3-2-1 and the race clock starts from zero for the
    runners still to run (the finished keep their logged times)."""
    assert table.race is not None
    if table.ready_panel is not None:
        return table.ready_panel.update(0.0)
    if claiming(table):
        return False  # a seat on a gamepad claims it first, as before a round's countdown
    if not table.countdown.started:
        table.countdown.start(now)
    if not table.countdown.due(now):
        return True
    table.race_waits = False
    zero = table.countdown.zero_ns
    table.race.start(zero if zero is not None else now)
    if not table.paused:
        table.seat_input.resume()
    table.dirty = True
    return True


def start_race(table: StartTable, zero_ns: int | None, *, held: bool = False, loaded: bool = False) -> None:
    """The path card shows: a race for every runner still to finish, on one clock from
    ``zero_ns`` (the countdown's end; now, for a game loaded mid-race).  ``held``: a race
    loaded mid-way, whose clock waits for Ready and a fresh countdown (:func:`update_race`);
    ``loaded``: a game opened mid-race (no reveal here starts the phones' linked time).  A relay
    loaded mid-race goes on with the people who had not run, behind its curtain after Ready, and
    its phone runners race from the loaded table's first view (:func:`.relay_phones.loaded_relay`)."""
    assert table.app is not None and table.plan is not None
    view = table.session.view(None)
    racing = set(view["to_act"])
    on_phones = [seat for seat in sorted(racing) if phone_runners.on_phone(table.phones, seat)]
    people = [
        seat
        for seat in sorted(racing)
        if not table.session.seats[seat].is_computer
        and seat not in on_phones
        and table.device(seat) not in (DeviceKind.COMPUTER, DeviceKind.NONE)
    ]
    limit = int(view["time_limit"] or 0)
    # a relay needs no control of one's own: the mouse serves whoever is up; a runner on a phone
    # needs no curtain and races on it meanwhile (with everyone on phones, the race is together)
    relay_people = [
        seat for seat in sorted(racing) if not table.session.seats[seat].is_computer and seat not in on_phones
    ]
    if table.plan.mode is PlayMode.RELAY and relay_people:
        people = relay_people
        kinds = {seat: table.device(seat) for seat in people}
        computers = computer_runs(table.session)
        relay = Relay(view, people, computers, devices=kinds, time_limit_s=limit, countdown_s=SECONDS)
        phones = relay_phones.phones_race(view, on_phones, limit, table.app.now_ns())
        if loaded:  # a relay loaded mid-race: the runs in are kept, the phones' clocks start afresh
            relay_phones.loaded_relay(table.session, table.phones, relay, phones)
        table.reveal_ns = None
        place_lanes(table)
        table.run_relay(relay, phones)  # the relay takes the screen until every run is in
        return
    table.race = Race(view, people, computer_runs(table.session), time_limit_s=limit, phones=on_phones)
    # a game loaded mid-race: who finished before the save stays finished, with their cards
    # and place, and the race clock goes on from the last of their times
    done_ms = table.race.restore(logged_so_far(table.session.commands), keep_order=not held)
    if loaded and on_phones:  # no reveal here: the phones' clocks start as the card shows
        phone_runners.loaded_race(table.phones, table.race.linked)
    if held:
        table.race_waits = True
        table.reveal_ns = None
        place_lanes(table)
        return
    zero = zero_ns if zero_ns is not None else table.app.now_ns() - done_ms * NS_PER_MS
    table.race.start(zero)
    table.reveal_ns = None
    place_lanes(table)
    if not table.paused:
        table.seat_input.resume()


def place_lanes(table: StartTable) -> None:
    """Tell the seat input where each racing person's buttons are (touch and the mouse)."""
    lanes: dict[int, Lane] = {}
    if table.race is not None:
        for seat in table.race.hands:
            if seat == table.seat_input.mouse_seat:
                tray = tray_parts(len(table.race.hands[seat].cards))
                lanes[seat] = race_lane(tray.area, tray.places, tray.finish, tray.undo)
                continue
            parts = table.parts(seat)
            row = parts.places[0].unionall([*parts.places[1:], parts.finish])
            lanes[seat] = race_lane(row, parts.places, parts.finish)
    table.seat_input.set_lanes(lanes)
