"""Computer players at a table: when a computer seat is to act, it thinks on a worker thread (so
the table keeps drawing), waits a moment so people can follow, and its command is queued like a
person's.

A decision belongs to the moment it was asked for: if the game moved on meanwhile (an undo, a
load, another command) or the table was paused, the answer is thrown away and asked for again.
When several seats act at once (a draft, a shout of "mine!"), every computer seat among them thinks
at the same time, and the others' answers in between do not spoil a decision that is still legal.
"""

from __future__ import annotations

import contextlib
import random
import threading
import time
from collections.abc import Callable

import pygame

from tabletop.core.contract import Command
from tabletop.core.session import GameSession

BOT_PAUSE = 0.7  # seconds a computer player waits before moving, so people can follow
DEMO_BOT_PAUSE = 1.1
POLL = 0.02  # how often the loop looks for a computer player's answer
WAKE_EVENT = pygame.USEREVENT + 1  # posted when an answer is ready, to wake an idle loop


class BotMove:
    """One computer player's decision, worked out on a thread."""

    def __init__(self, session: GameSession, seat: int, wake: bool = True) -> None:
        self.seat = seat
        self.moves_before = len(session.steps)  # the game as it was when the question was asked
        self.last_step = session.steps[-1] if session.steps else None
        self.together = frozenset(session.to_act())  # the seats acting at once when it was asked
        self.result: Command | None = None
        self.error: BaseException | None = None
        self.started = time.perf_counter()
        bots = session.info.bots()
        if bots is None:
            raise LookupError(f"{session.info.id} has no computer players")
        view = session.view(seat)
        legal = session.legal(seat)
        strength = session.seats[seat].strength
        rng = random.Random(session.seed * 1_000_003 + len(session.steps) * 7 + seat)

        def work() -> None:
            try:
                self.result = bots.choose(view, legal, seat, strength, rng)
            except BaseException as err:  # noqa: BLE001 - reported on the main thread
                self.error = err
            if wake and pygame.get_init():
                with contextlib.suppress(pygame.error):
                    pygame.event.post(pygame.event.Event(WAKE_EVENT))

        self.thread = threading.Thread(target=work, name=f"bot-{seat}", daemon=True)
        self.thread.start()

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()

    def still_fits(self, session: GameSession) -> bool:
        """Whether the answer still belongs to the game: nothing undone or loaded since it was
        asked, every command since was another seat's acting at the same time, and it is legal."""
        steps = session.steps
        if len(steps) < self.moves_before:
            return False
        if self.moves_before and steps[self.moves_before - 1] is not self.last_step:
            return False
        later = steps[self.moves_before :]
        if any(step.command.seat == self.seat or step.command.seat not in self.together for step in later):
            return False
        if self.seat not in session.to_act():
            return False
        return not later or self.result in session.legal(self.seat)


class ComputerPlayers:
    """Drives the computer seats of one session: asks, waits, and hands back their commands."""

    def __init__(self, session: GameSession, pause: float = BOT_PAUSE) -> None:
        self.session = session
        self.pause = pause  # seconds to wait before a computer player moves
        self.wait = pause
        self.moves: dict[int, BotMove] = {}  # decisions being made, by seat
        self.failed = False  # a computer player raised: they stop until the table is opened again
        self.discarded = 0  # answers thrown away because the game moved on (tests read it)

    @property
    def thinking(self) -> bool:
        return bool(self.moves)

    @property
    def move(self) -> BotMove | None:
        """The first decision being made (tests and the reliability run wait on it)."""
        return next(iter(self.moves.values()), None)

    def join(self, timeout: float) -> None:
        """Wait for every decision being made (for tests and runs without a real clock)."""
        for move in list(self.moves.values()):
            move.thread.join(timeout)

    def seats_to_move(self) -> tuple[int, ...]:
        """The computer seats the game waits for: every computer among the seats acting now."""
        if self.session.over:
            return ()
        seats = self.session.seats
        return tuple(seat for seat in self.session.to_act() if seats[seat].is_computer)

    def seat_to_move(self) -> int | None:
        """The first computer seat the game waits for, if any."""
        return next(iter(self.seats_to_move()), None)

    def acted(self) -> None:
        """A command was applied: the next computer move waits its pause again."""
        self.wait = self.pause

    def stop(self) -> None:
        """Forget the decisions in progress (the table paused or the game was changed under it)."""
        self.discarded += len(self.moves)
        self.moves = {}
        self.wait = self.pause

    def update(
        self, dt: float, *, blocked: bool, submit: Callable[[Command], None], report: Callable[[str], None]
    ) -> None:
        """Start a decision when a computer seat is to act, and submit it when it is ready.

        ``blocked`` holds a new decision back (something still moves, a command is queued);
        ``report`` tells the players, in words, that a computer player failed.  Nothing new is
        asked in an update that submitted an answer: the queued command has not been applied yet."""
        submitted = False
        for seat, move in list(self.moves.items()):
            if not move.done:
                continue
            del self.moves[seat]
            if move.error is not None:
                self.failed = True
                self.stop()
                report(str(move.error))
                return
            if not move.still_fits(self.session):
                self.discarded += 1
                continue
            if move.result is not None:
                submit(move.result)
                submitted = True
        if blocked or self.failed or submitted:
            return
        waiting = [seat for seat in self.seats_to_move() if seat not in self.moves]
        if not waiting:
            return
        if self.wait > 0:
            self.wait -= dt
            if self.wait > 0:
                return
        for seat in waiting:
            self.moves[seat] = BotMove(self.session, seat)

    def wake_in(self) -> float | None:
        """When the loop must look again: an answer to collect, or a pause running out."""
        if self.moves:
            return POLL
        if self.failed or not self.seats_to_move():
            return None
        return max(0.01, self.wait)
