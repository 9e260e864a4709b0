"""A race played again from the command log, card by card, for the replay viewer.

The log keeps a race as the path card's ``reveal`` followed by each runner's ``run`` (the cards
laid before Finish and the milliseconds from the reveal to Finish) or ``time_up``, in the order of
their times.  :class:`RacePlayback` runs a clock over those commands and says, at each moment, which
cards each lane shows, who has finished and in what order, and how many of the race's commands
the replay has reached.

When each single card went down is not in the log: the ``run`` command's fields are fixed by the
game's command vocabulary (issue 9), and nothing in the rules needs them.  So the cards are spread
evenly over the run: with ``n`` cards and Finish at ``t`` ms, card ``k`` (from 1) goes down at
``k * t / (n + 1)``, leaving the same gap before the first card (reading the path) as between the
cards.  Finish comes at exactly ``t``, so the finish order and the times are the real ones.

A ``time_up`` carries no time: the race commands are logged in the order of their times, so it
comes at the time of the command before it in the race (zero when it is the first).

No pygame and no clock of its own: the replay advances it by the seconds it wants shown.

Why a component and not a scene over the table, as the tutorial and the relay are: the replay
viewer (:mod:`tabletop.scenes.replay`) already is the scene that takes the screen and the input (its
bar, Space, the speeds, the jumps) and it holds the table, which is on no stack; the table only
draws its lanes from the playback (``OutrunScene.playback``, read by ``lane_looks``), so the
playback changes the table's numbers and nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.core.contract import Command
from tabletop.games.outrun.rules.commands import Reveal, Run, TimeUp


@dataclass(frozen=True)
class Finisher:
    """One runner's end of the race as the log has it."""

    seat: int
    cards: tuple[str, ...]  # empty for a runner out of time
    ms: int  # when their Finish (or Time's up) came, from the reveal
    timed_out: bool

    def card_ms(self, index: int) -> float:
        """When card ``index`` (from 0) went down: evenly spread over the run (see the module)."""
        return self.ms * (index + 1) / (len(self.cards) + 1)


def race_span(commands: Sequence[Command], position: int) -> tuple[int, int] | None:
    """``(first, end)`` of the race the table stands in after ``position`` commands: ``first`` is
    the index of its first ``run``/``time_up`` (the one after the reveal), ``end`` one past its last.
    None when the table after ``position`` commands is not in a race (no reveal before, or the race
    already over)."""
    reveal = position - 1
    while reveal >= 0 and isinstance(commands[reveal], (Run, TimeUp)):
        reveal -= 1
    if reveal < 0 or not isinstance(commands[reveal], Reveal):
        return None
    first = reveal + 1
    end = first
    while end < len(commands) and isinstance(commands[end], (Run, TimeUp)):
        end += 1
    if position >= end:
        return None  # every runner is in: the race is over at this position
    return first, end


def finishers(commands: Sequence[Command]) -> list[Finisher]:
    """The race commands (runs and Time's up, in log order) as finishers with their times."""
    out: list[Finisher] = []
    last_ms = 0
    for command in commands:
        if isinstance(command, Run):
            last_ms = max(last_ms, command.ms)
            out.append(Finisher(command.seat, tuple(command.cards), command.ms, False))
        elif isinstance(command, TimeUp):
            out.append(Finisher(command.seat, (), last_ms, True))
    return out


class RacePlayback:
    """One race of the log on a clock: ``first`` is the log index of its first finisher's command,
    and the clock starts at ``start_ms`` (the time of the last finisher already on the table when
    the replay stands inside a race)."""

    def __init__(self, finished: Sequence[Finisher], first: int, already: int = 0) -> None:
        self.finished = list(finished)
        self.first = first
        self.elapsed_ms = float(self.finished[already - 1].ms) if already > 0 else 0.0
        self.by_seat = {f.seat: f for f in self.finished}

    @classmethod
    def at(cls, commands: Sequence[Command], position: int) -> RacePlayback | None:
        """The playback of the race the table stands in after ``position`` commands (None: not in a
        race, or a race nobody ran in the log, as in a save made mid-race)."""
        span = race_span(commands, position)
        if span is None:
            return None
        first, end = span
        return cls(finishers(commands[first:end]), first, position - first)

    # -- the clock -----------------------------------------------------------------------------------

    @property
    def end_ms(self) -> int:
        return self.finished[-1].ms

    @property
    def over(self) -> bool:
        return self.reached == len(self.finished)

    def advance(self, ms: float) -> None:
        self.elapsed_ms = min(float(self.end_ms), self.elapsed_ms + max(0.0, ms))

    @property
    def reached(self) -> int:
        """How many of the race's commands have come by now (the log's order is the time order)."""
        count = 0
        for finisher in self.finished:
            if finisher.ms > self.elapsed_ms:
                break
            count += 1
        return count

    @property
    def position(self) -> int:
        """The replay's move number now: the commands before the race and those reached."""
        return self.first + self.reached

    # -- what the lanes show -------------------------------------------------------------------------

    def runs_in(self, seat: int) -> bool:
        return seat in self.by_seat

    def laid(self, seat: int) -> tuple[str, ...]:
        finisher = self.by_seat.get(seat)
        if finisher is None:
            return ()
        return tuple(card for i, card in enumerate(finisher.cards) if finisher.card_ms(i) <= self.elapsed_ms)

    def finish_order(self) -> list[int]:
        """The seats finished (or out of time) by now, in the order of their times."""
        return [f.seat for f in self.finished[: self.reached]]

    def place(self, seat: int) -> int | None:
        """The number on ``seat``'s Finish card (None: not down yet, or out of time: no card)."""
        order = [s for s in self.finish_order() if not self.by_seat[s].timed_out]
        return order.index(seat) + 1 if seat in order else None

    def timed_out(self, seat: int) -> bool:
        finisher = self.by_seat.get(seat)
        return finisher is not None and finisher.timed_out and seat in self.finish_order()
