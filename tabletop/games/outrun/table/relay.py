"""Relay: for groups without a control each, the people run the same path card one after another,
each against the clock, while the others look away.

Between runs a curtain covers the path card: it names who is up and asks everyone else to look
away; that runner's press (a key of their zone, their pad, or a click) lifts it, 3-2-1 counts
down over the face-down path card as before a race (``countdown_s``; 0: none), and at zero the card
turns face up and their clock starts, the moment their path appears.  They lay the
cards with their keys (the same mapping as a race, ``runner_hand``) or with the mouse: a click on
a card of the hand appends it to the line (:meth:`Relay.click_place`), a drag drops it into the
line at a place (``at``).  Finish gives their ``run`` with their own time; the curtain then falls
for the next runner, and their time shows (:meth:`Relay.time_words`, :meth:`Relay.last_line`).
Computer runners need no curtain: their runs (with their own times) go in at the start.  The time
limit and "Time's up" work as in a race, on the runner's own clock.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from tabletop.core.contract import Command, Event
from tabletop.core.i18n import N_, _, decimal, translate
from tabletop.engine.race_clock import RaceClock
from tabletop.engine.seat_devices import DeviceKind
from tabletop.engine.seat_input import SeatIntent
from tabletop.games.outrun.rules.commands import Run, TimeUp
from tabletop.games.outrun.rules.view import OutrunView
from tabletop.games.outrun.table.countdown import Countdown
from tabletop.games.outrun.table.race_actions import SeatAction
from tabletop.games.outrun.table.runner_hand import RunnerHand, specials_in_view

UP_LINE = N_("{name}, you are up.")
LOOK_AWAY_LINE = N_("Everyone else, look away from the screen now.")
START_LINE = N_(
    "{name}: press one of your keys or click when you are ready. The clock starts as the path card shows."
)
#: how the runner up starts, in the words of what they play with (a keyboard zone: START_LINE)
START_LINES: dict[DeviceKind, str] = {
    DeviceKind.PAD: N_(
        "{name}: press a button on your gamepad or click when you are ready. "
        "The clock starts as the path card shows."
    ),
    DeviceKind.TOUCH: N_(
        "{name}: tap Start my run when you are ready. The clock starts as the path card shows."
    ),
    DeviceKind.MOUSE: N_(
        "{name}: click Start my run when you are ready. The clock starts as the path card shows."
    ),
}
START_LINES[DeviceKind.NONE] = START_LINES[DeviceKind.MOUSE]  # the relay's mouse serves them
RUN_TIME = N_("Run done: {seconds} s")
RUN_OUT_OF_TIME = N_("Run done: out of time")
LAST_RUN_LINE = N_("{name} ran in {seconds} s.")
LAST_OUT_OF_TIME_LINE = N_("{name} ran out of time.")
#: the log's line for a relay's path card, instead of the rules' "turns the path card: run!": the
#: card goes down behind the curtain and each runner sees it only when their own countdown ends
REVEAL_LINE = N_(
    "{seat} draws the path card behind the curtain: each runner sees it when their countdown ends."
)


def seconds(ms: int) -> str:
    """A run's time as the log says it (to the millisecond, in the language's decimals)."""
    return decimal(ms / 1000, 3)


def log_lines(events: Sequence[Event], lines: Sequence[str], names: Sequence[str]) -> list[str]:
    """A relay game's log: its path cards told as the relay turns them, the rest as the rules say."""
    return [
        translate(REVEAL_LINE, {"seat": names[event.seat]})
        if event.kind == "revealed" and event.seat is not None and 0 <= event.seat < len(names)
        else line
        for event, line in zip(events, lines, strict=True)
    ]


class Stage(enum.Enum):
    CURTAIN = "curtain"  # the path card is covered; the runner up is named
    COUNTDOWN = "countdown"  # the runner up started: 3-2-1 over the face-down path card
    RUNNING = "running"
    DONE = "done"  # every person has run


@dataclass(frozen=True)
class Curtain:
    """What the curtain says: who is up and what the others must do."""

    seat: int
    lines: tuple[str, ...]


class Relay:
    """One path card run by ``people`` in turn (in the order given)."""

    def __init__(
        self,
        view: OutrunView,
        people: Sequence[int],
        computers: Mapping[int, Run] | None = None,
        *,
        time_limit_s: int = 0,
        devices: Mapping[int, DeviceKind] | None = None,
        countdown_s: int = 0,
    ) -> None:
        self.queue = list(people)
        self.countdown = Countdown(countdown_s)  # each run's own 3-2-1, from the runner's start
        self.timed_out: set[int] = set()  # the people whose run was "Time's up"
        self.last: int | None = None  # who ran last (their time shows until the next run starts)
        self.devices = dict(devices or {})  # what each person plays with: the curtain's words
        self.specials = {seat: specials_in_view(view, seat) for seat in people}
        self.limit_ms = time_limit_s * 1000 if time_limit_s > 0 else None
        self.clock = RaceClock()
        self.hand: RunnerHand | None = None  # the hand of the runner up, while they run
        computer_runs = sorted((computers or {}).values(), key=lambda run: (run.ms, run.seat))
        #: each runner's own time (a "Time's up" too); a computer runner's is known at once
        self.times: dict[int, int] = {run.seat: run.ms for run in computer_runs}
        self._out: list[Command] = list(computer_runs)
        self.stage = Stage.CURTAIN if self.queue else Stage.DONE

    @property
    def up(self) -> int | None:
        """The seat whose turn it is (behind the curtain or running)."""
        return self.queue[0] if self.queue else None

    def curtain(self, names: Sequence[str]) -> Curtain | None:
        """The curtain's words, while it is down."""
        seat = self.up
        if self.stage is not Stage.CURTAIN or seat is None:
            return None
        name = names[seat]
        start = START_LINES.get(self.devices.get(seat, DeviceKind.KEYS), START_LINE)
        return Curtain(seat, (_(UP_LINE).format(name=name), _(LOOK_AWAY_LINE), _(start).format(name=name)))

    def restore(self, logged: Iterable[Command]) -> None:
        """A relay loaded from a save mid-race: the runs and Time's ups already in the log show
        their times in their lanes (nobody runs them again)."""
        for command in logged:
            if isinstance(command, (Run, TimeUp)) and command.seat not in self.queue:
                self.times.setdefault(command.seat, command.ms if isinstance(command, Run) else 0)
                if isinstance(command, TimeUp):
                    self.timed_out.add(command.seat)

    # -- a run -------------------------------------------------------------------------------------

    def lift(self, stamp_ns: int) -> bool:
        """The runner up pressed to start: the countdown starts (with none, the path card shows
        and their clock starts at once)."""
        seat = self.up
        if self.stage is not Stage.CURTAIN or seat is None:
            return False
        self.last = None
        if self.countdown.seconds > 0:
            self.countdown.start(stamp_ns)
            self.stage = Stage.COUNTDOWN
            return True
        self._run_from(stamp_ns)
        return True

    def _run_from(self, zero_ns: int) -> None:
        """The path card turns: the runner up's hand and clock start at ``zero_ns``."""
        seat = self.up
        assert seat is not None
        self.hand = RunnerHand(self.specials[seat])
        self.clock.start(zero_ns)
        self.stage = Stage.RUNNING

    def number(self, now_ns: int) -> int | None:
        """The countdown's number on screen (None: no countdown now)."""
        return self.countdown.number(now_ns) if self.stage is Stage.COUNTDOWN else None

    def time_words(self, seat: int) -> str:
        """A finished runner's lane: their own time (or that it ran out); nothing for a computer
        runner whose run was logged before the game was loaded (its time is in the log)."""
        if seat in self.timed_out:
            return _(RUN_OUT_OF_TIME)
        if seat not in self.times:
            return ""
        return _(RUN_TIME).format(seconds=seconds(self.times[seat]))

    def last_line(self, names: Sequence[str]) -> str:
        """What the banner says of the run just done, until the next runner starts ("" before)."""
        seat = self.last
        if seat is None or seat not in self.times:
            return ""
        if seat in self.timed_out:
            return _(LAST_OUT_OF_TIME_LINE).format(name=names[seat])
        return _(LAST_RUN_LINE).format(name=names[seat], seconds=seconds(self.times[seat]))

    def places(self, fixed: bool = False) -> list[str | None]:
        """The hand of the runner up as drawn (empty behind the curtain; ``fixed``: the tray's)."""
        return self.hand.places(fixed) if self.hand is not None else []

    def laid(self) -> tuple[str, ...]:
        return tuple(self.hand.run) if self.hand is not None else ()

    def feed(self, intents: Iterable[SeatIntent]) -> bool:
        """The runner up's presses (other seats' are ignored); True when something changed."""
        changed = False
        for intent in intents:
            changed = self.press(intent) or changed
        return changed

    def press(self, intent: SeatIntent) -> bool:
        if intent.seat != self.up:
            return False
        if self.stage is Stage.CURTAIN:
            return self.lift(intent.stamp_ns)  # the press that lifts the curtain lays nothing
        hand = self.hand
        if self.stage is not Stage.RUNNING or hand is None or self.clock.paused:
            return False
        if intent.action is SeatAction.SYMBOL and intent.slot is not None:
            if hand.lay_place(intent.slot, intent.at):
                return True
            if intent.device is DeviceKind.KEYS and hand.card_at(intent.slot) is None:
                return hand.take_back() is not None
            return False
        if intent.action is SeatAction.UNDO:
            return hand.take_back() is not None
        if intent.action is SeatAction.FINISH:
            return self.finish(intent.stamp_ns)
        return False

    def click_place(self, place: int, at: int | None = None, fixed: bool = False) -> bool:
        """The mouse: a click on hand place ``place`` appends its card; a drag dropped on the line
        puts it at index ``at`` (``fixed``: the place is the tray's, where nothing moves)."""
        if self.stage is not Stage.RUNNING or self.hand is None or self.clock.paused:
            return False
        return self.hand.lay_place(place, at, fixed)

    def take_back(self) -> bool:
        if self.stage is not Stage.RUNNING or self.hand is None or self.clock.paused:
            return False
        return self.hand.take_back() is not None

    def finish(self, stamp_ns: int) -> bool:
        """Finish (a key, a pad, or the Finish button clicked): the run goes in with its own time."""
        hand, seat = self.hand, self.up
        if self.stage is not Stage.RUNNING or hand is None or seat is None or self.clock.paused:
            return False
        if not hand.finish_press():
            return True  # it laid the Major shortcut
        ms = self.clock.elapsed_ms(stamp_ns)
        if self.limit_ms is not None and ms > self.limit_ms:
            self._done(TimeUp(seat), ms)
        else:
            self._done(Run(seat, tuple(hand.run), ms), ms)
        return True

    def time_up(self, now_ns: int) -> bool:
        """The group calls "Time's up" for the runner up."""
        seat = self.up
        if self.stage is not Stage.RUNNING or seat is None:
            return False
        self._done(TimeUp(seat), self.clock.elapsed_ms(now_ns))
        return True

    def _done(self, command: Run | TimeUp, ms: int) -> None:
        self.times[command.seat] = ms
        self.last = command.seat
        if isinstance(command, TimeUp):
            self.timed_out.add(command.seat)
        self._out.append(command)
        self.queue.pop(0)
        self.hand = None
        self.stage = Stage.CURTAIN if self.queue else Stage.DONE

    # -- the frame -----------------------------------------------------------------------------------

    def pause(self, now_ns: int) -> None:
        self.clock.pause(now_ns)
        self.countdown.pause(now_ns)

    def resume(self, now_ns: int) -> None:
        self.clock.resume(now_ns)
        self.countdown.resume(now_ns)

    def elapsed_ms(self, now_ns: int) -> int:
        """The runner up's time so far (0 behind the curtain)."""
        return self.clock.elapsed_ms(now_ns) if self.stage is Stage.RUNNING else 0

    def update(self, now_ns: int) -> list[Command]:
        """The commands ready to send: runs finished, and "Time's up" once the limit has passed."""
        if self.stage is Stage.COUNTDOWN and self.countdown.due(now_ns):
            zero = self.countdown.zero_ns
            self._run_from(zero if zero is not None else now_ns)
        limit, seat = self.limit_ms, self.up
        running = self.stage is Stage.RUNNING and seat is not None
        if running and limit is not None and seat is not None and self.clock.elapsed_ms(now_ns) > limit:
            self._done(TimeUp(seat), limit + 1)
        out, self._out = self._out, []
        return out

    @property
    def over(self) -> bool:
        return self.stage is Stage.DONE and not self._out
