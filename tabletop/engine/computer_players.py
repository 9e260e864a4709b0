"""Computer players at a table: when a computer seat is to act, it thinks on a worker thread (so
the table keeps drawing), waits a moment so people can follow, and its command is queued like a
person's.

A decision belongs to the moment it was asked for: if the game moved on meanwhile (an undo, a
load, another command) or the table was paused, the answer is thrown away and asked for again.
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


class ComputerPlayers:
    """Drives the computer seats of one session: asks, waits, and hands back their commands."""

    def __init__(self, session: GameSession, pause: float = BOT_PAUSE) -> None:
        self.session = session
        self.pause = pause  # seconds to wait before a computer player moves
        self.wait = pause
        self.move: BotMove | None = None
        self.failed = False  # a computer player raised: they stop until the table is opened again
        self.discarded = 0  # answers thrown away because the game moved on (tests read it)

    @property
    def thinking(self) -> bool:
        return self.move is not None

    def seat_to_move(self) -> int | None:
        """The computer seat the game waits for, if any."""
        acting = self.session.to_act()
        if not acting or self.session.over:
            return None
        seat = acting[0]
        return seat if self.session.seats[seat].is_computer else None

    def acted(self) -> None:
        """A command was applied: the next computer move waits its pause again."""
        self.wait = self.pause

    def stop(self) -> None:
        """Forget a decision in progress (the table paused or the game was changed under it)."""
        if self.move is not None:
            self.discarded += 1
        self.move = None
        self.wait = self.pause

    def update(
        self, dt: float, *, blocked: bool, submit: Callable[[Command], None], report: Callable[[str], None]
    ) -> None:
        """Start a decision when a computer seat is to act, and submit it when it is ready.

        ``blocked`` holds a new decision back (something still moves, a command is queued);
        ``report`` tells the players, in words, that a computer player failed."""
        move = self.move
        if move is not None:
            if not move.done:
                return
            self.move = None
            if move.error is not None:
                self.failed = True
                report(str(move.error))
                return
            stale = len(self.session.steps) != move.moves_before or move.seat not in self.session.to_act()
            if stale:
                self.discarded += 1
                return
            if move.result is not None:
                submit(move.result)
            return
        if blocked or self.failed:
            return
        seat = self.seat_to_move()
        if seat is None:
            return
        if self.wait > 0:
            self.wait -= dt
            if self.wait > 0:
                return
        self.move = BotMove(self.session, seat)

    def wake_in(self) -> float | None:
        """When the loop must look again: an answer to collect, or a pause running out."""
        if self.move is not None:
            return POLL
        if self.failed or self.seat_to_move() is None:
            return None
        return max(0.01, self.wait)
