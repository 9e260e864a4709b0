"""One race of Outrun, from the path card's reveal until every runner has finished: the people's
presses become cards laid live in their lanes, Finish becomes their ``run`` with its time, and the
computer runners' runs come out when the race clock reaches their times, so people and computers
race on one clock.

Times come from the presses' own stamps (``SeatIntent.stamp_ns``) on a :class:`RaceClock` whose
zero is the reveal's stamp (the end of the countdown), in whole milliseconds; time in the menu
does not count.  Commands leave in the order of their times (equal times: the order the presses
came in), which is the order the rules break ties by.  "Time's up" is the group's button per seat;
the set-up's time limit calls it for every runner still racing when the limit has passed.

What a lane shows is :meth:`Race.hand` (the cards still in the hand) and :meth:`Race.laid` (the
line laid so far), never whether the line is right.  How presses map to cards: ``runner_hand``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from tabletop.core.contract import Command
from tabletop.core.session import GameSession
from tabletop.engine.race_clock import NS_PER_MS, RaceClock
from tabletop.engine.seat_devices import DeviceKind
from tabletop.engine.seat_input import SeatIntent
from tabletop.games.outrun.rules.commands import Reveal, Run, TimeUp
from tabletop.games.outrun.rules.view import OutrunView
from tabletop.games.outrun.table.linked_time import LinkedTime
from tabletop.games.outrun.table.race_actions import SeatAction
from tabletop.games.outrun.table.runner_hand import RunnerHand, specials_in_view


@dataclass(frozen=True)
class Result:
    """How one runner's race ended: their command and its time on the race clock."""

    command: Run | TimeUp
    ms: int
    arrival: int  # the order results came in, for equal times

    @property
    def seat(self) -> int:
        return self.command.seat


#: the devices with a place for every card of the hand (the mouse's tray, a touch lane): nothing
#: moves into a gap there, so a second tap where a card was lays nothing (``runner_hand``)
HAND_PER_PLACE = frozenset({DeviceKind.MOUSE, DeviceKind.TOUCH})


def finish_pile(view: OutrunView) -> list[int]:
    """The seats whose Finish cards lie on the pile after a race, in the order they went down.

    That is the order of their times, whatever the check then made of the runs: a lane keeps the
    number its Finish card got in the race, so nothing changes on screen before each run is checked.
    Runs declared out of time put no Finish card down and are not on it; equal times keep the
    round's order.
    """
    order = view["order"]
    times: dict[int, int] = {}  # each seat that put a Finish card down: its time
    for seat, entry in enumerate(view["seats"]):
        last = entry["last_run"]
        if last is not None and last["ms"] is not None:
            times[seat] = last["ms"]

    def key(seat: int) -> tuple[int, int]:
        return (times[seat], order.index(seat) if seat in order else len(order) + seat)

    return sorted(times, key=key)


def logged_so_far(commands: Sequence[Command]) -> list[Run | TimeUp]:
    """The runs and Time's ups at the end of the log, back to its last reveal: the race the log
    stands in, as far as it got (empty when it does not end inside a race)."""
    out: list[Run | TimeUp] = []
    for command in reversed(commands):
        if isinstance(command, (Run, TimeUp)):
            out.append(command)
            continue
        return out[::-1] if isinstance(command, Reveal) else []
    return []


def computer_runs(session: GameSession) -> dict[int, Run]:
    """Every computer runner's run for the race just revealed, decided at once from their views.

    Each runner's generator is seeded from the game's seed, the number of commands so far and the
    seat, as every computer decision is, so a race run again from the same point (Continue after
    a crash, a replay's re-run) gives the same runs and times.
    """
    bots = session.info.bots()
    if bots is None:
        return {}
    runs: dict[int, Run] = {}
    for seat in session.to_act():
        if not session.seats[seat].is_computer:
            continue
        rng = random.Random(session.seed * 1_000_003 + len(session.steps) * 7 + seat)
        command = bots.choose(
            session.view(seat), session.legal(seat), seat, session.seats[seat].strength, rng
        )
        if isinstance(command, Run):
            runs[seat] = command
    return runs


class Race:
    """The race of one path card for the seats in ``people`` (by their devices) and ``computers``."""

    def __init__(
        self,
        view: OutrunView,
        people: Sequence[int],
        computers: Mapping[int, Run] | None = None,
        *,
        time_limit_s: int = 0,
        phones: Sequence[int] = (),
    ) -> None:
        self.hands = {seat: RunnerHand(specials_in_view(view, seat)) for seat in people}
        self.computers = dict(computers or {})
        #: the runners racing on their own phones: each phone times its run from the moment it
        #: showed the path card, so their results come in as commands (:meth:`arrived`) and the
        #: time limit is theirs to keep (this clock would count the network's delay against them)
        self.phones = tuple(phones)
        self.linked = LinkedTime()  # the floor under a phone's time, on the server's clock
        self.limit_ms = time_limit_s * 1000 if time_limit_s > 0 else None
        self.clock = RaceClock()
        self.results: dict[int, Result] = {}
        self._out: list[Result] = []  # results not yet taken as commands
        self._arrivals = 0

    # -- the clock ---------------------------------------------------------------------------------

    def start(self, reveal_ns: int) -> None:
        """The path card shows at this stamp: the race clock's zero."""
        self.clock.start(reveal_ns)

    def pause(self, now_ns: int) -> None:
        self.clock.pause(now_ns)
        self.linked.pause(time.perf_counter_ns())  # a phone's stamps are on this clock

    def resume(self, now_ns: int) -> None:
        self.clock.resume(now_ns)
        self.linked.resume(time.perf_counter_ns())

    @property
    def paused(self) -> bool:
        return self.clock.paused

    def elapsed_ms(self, now_ns: int) -> int:
        return self.clock.elapsed_ms(now_ns)

    # -- what the lanes show -------------------------------------------------------------------------

    def hand(self, seat: int, fixed: bool = False) -> list[str | None]:
        """``seat``'s hand places (``fixed``: as the mouse's tray shows them, nothing moving)."""
        return self.hands[seat].places(fixed)

    def laid(self, seat: int) -> tuple[str, ...]:
        return tuple(self.hands[seat].run)

    def finished(self, seat: int) -> bool:
        return seat in self.results

    @property
    def racing(self) -> list[int]:
        """The seats still racing, people and computers."""
        return sorted(seat for seat in self.runners() if seat not in self.results)

    def runners(self) -> tuple[int, ...]:
        """Every seat in this race: at the screen, computers and on phones."""
        return (*self.hands, *self.computers, *self.phones)

    @property
    def over(self) -> bool:
        return not self.racing

    @property
    def finish_order(self) -> list[int]:
        """The seats that finished (or ran out of time), in the order of their times."""
        done = sorted(self.results.values(), key=lambda r: (r.ms, r.arrival))
        return [result.seat for result in done]

    def finish_place(self, seat: int) -> int | None:
        """The number on ``seat``'s Finish card: its place among the runs finished so far; None
        before it finishes, and for a runner out of time, who put no Finish card down."""
        finished = [s for s in self.finish_order if self.results[s].command.TYPE != "time_up"]
        return finished.index(seat) + 1 if seat in finished else None

    # -- input -----------------------------------------------------------------------------------------

    def feed(self, intents: Iterable[SeatIntent]) -> bool:
        """Lay the cards these presses ask for; True when a lane changed."""
        changed = False
        for intent in intents:
            changed = self.press(intent) or changed
        return changed

    def press(self, intent: SeatIntent) -> bool:
        seat = intent.seat
        if seat not in self.hands or seat in self.results or not self.clock.started or self.paused:
            return False
        hand = self.hands[seat]
        if intent.action is SeatAction.SYMBOL and intent.slot is not None:
            if hand.lay_place(intent.slot, intent.at, fixed=intent.device in HAND_PER_PLACE):
                return True
            if intent.device is DeviceKind.KEYS and hand.card_at(intent.slot) is None:
                return hand.take_back() is not None
            return False
        if intent.action is SeatAction.UNDO:
            return hand.take_back() is not None
        if intent.action is SeatAction.FINISH:
            if hand.finish_press():
                ms = self.clock.elapsed_ms(intent.stamp_ns)
                if self._over_limit(ms):  # pressed after the limit had passed: out of time
                    self._result(TimeUp(seat), ms)
                else:
                    self._result(Run(seat, tuple(hand.run), ms), ms)
            return True
        return False

    def time_up(self, seat: int, now_ns: int) -> bool:
        """The group calls "Time's up" for ``seat`` (a person or a computer still racing)."""
        if seat in self.results or seat not in self.runners() or not self.clock.started:
            return False
        self._result(TimeUp(seat), self.clock.elapsed_ms(now_ns))
        return True

    def arrived(self, command: Run | TimeUp) -> None:
        """A phone runner's run (or Time's up) reached the rules: their lane shows them finished,
        with the phone's own time; nothing goes out for it again."""
        seat = command.seat
        if seat in self.phones and seat not in self.results:
            ms = command.ms if isinstance(command, Run) else self.limit_ms or 0
            self.results[seat] = Result(command, ms, self._arrivals)
            self._arrivals += 1

    def restore(self, logged: Sequence[Run | TimeUp], *, keep_order: bool = True) -> int:
        """The runs this race already has in the log (a game loaded mid-race): their seats are
        finished, in the log's order (the order of their times), and nothing goes out for them
        again.  A ``time_up`` keeps the time of the result before it, as in the replay.  Returns
        the time of the last of them (ms): the race clock goes on from there.

        A computer still racing decided its run afresh on the load (its seed counts the moves so
        far); a time before the last logged one comes out at that time instead, so nobody overtakes
        a runner already shown finished.  Not so for a race run again from a fresh countdown
        (``keep_order`` False): every runner still to run has a time of their own from its zero."""
        last = 0
        for command in logged:
            if isinstance(command, Run):
                last = max(last, command.ms)
            result = Result(command, last, self._arrivals)
            self._arrivals += 1
            self.results[command.seat] = result
            self.computers.pop(command.seat, None)
        if keep_order:
            self.computers = {
                seat: replace(run, ms=max(run.ms, last)) for seat, run in self.computers.items()
            }
        return last

    def _result(self, command: Run | TimeUp, ms: int) -> None:
        result = Result(command, ms, self._arrivals)
        self._arrivals += 1
        self.results[command.seat] = result
        self._out.append(result)

    # -- the frame -----------------------------------------------------------------------------------

    def update(self, now_ns: int) -> list[Command]:
        """The commands due by ``now_ns``, in the order of their times: the people's finished runs,
        the computer runs whose time has come, and "Time's up" for every runner still racing once
        the time limit has passed."""
        if not self.clock.started:
            return []
        elapsed = self.clock.elapsed_ms(now_ns)
        for seat, run in sorted(self.computers.items(), key=lambda item: (item[1].ms, item[0])):
            if seat not in self.results and run.ms <= elapsed and not self._over_limit(run.ms):
                self._result(run, run.ms)
        if self.limit_ms is not None and elapsed > self.limit_ms:
            for seat in (seat for seat in self.racing if seat not in self.phones):
                self._result(TimeUp(seat), self.limit_ms + 1)
        due = sorted(self._out, key=lambda r: (r.ms, r.arrival))
        self._out = []
        return [result.command for result in due]

    def _over_limit(self, ms: int) -> bool:
        return self.limit_ms is not None and ms > self.limit_ms

    def wake_in(self, now_ns: int) -> float | None:
        """Seconds until the next computer run or the time limit is due (None: nothing waits)."""
        if not self.clock.started or self.paused:
            return None
        elapsed = self.clock.elapsed_ms(now_ns)
        due = [run.ms for seat, run in self.computers.items() if seat not in self.results]
        if self.limit_ms is not None and any(seat not in self.phones for seat in self.racing):
            due.append(self.limit_ms + 1)
        if not due:
            return None
        return max(0.0, (min(due) - elapsed) * NS_PER_MS / 1e9)
