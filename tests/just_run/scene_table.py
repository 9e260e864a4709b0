"""A Just Run table for the scene's tests and frames: the real App at 1920x1080 on a fake clock,
a session built as ``GameSession.new`` would, and real pygame mouse and key events posted to it."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame

from tabletop.core import catalogue
from tabletop.core.contract import Command
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings, TextSize
from tabletop.engine.app import App
from tabletop.games.just_run.rules.state import State
from tabletop.games.just_run.table.scene import JustRunScene
from tabletop.scenes.navigator import open_app

NS = 1_000_000_000
#: seconds of real time a wait allows past its frames (computer survivors think on threads)
REAL_TIME_LIMIT = 60.0
#: the text size the tables made by :func:`make_table` open with (see :func:`text_size`)
_text_size = TextSize.NORMAL


@contextmanager
def text_size(size: TextSize) -> Iterator[None]:
    """Tables made inside the block open with this text size (the Settings' Large text), so every
    frame generator can be checked at both sizes without a parameter of its own."""
    global _text_size
    outer, _text_size = _text_size, size
    try:
        yield
    finally:
        _text_size = outer


class FakeClock:
    def __init__(self) -> None:
        self.now = 10 * NS

    def __call__(self) -> int:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += int(seconds * NS)


class Table:
    """The app, the session and the scene, driven by real events."""

    def __init__(self, app: App, session: GameSession, scene: JustRunScene, clock: FakeClock) -> None:
        self.app, self.session, self.scene, self.clock = app, session, scene, clock

    def step(self, seconds: float = 0.05) -> None:
        self.clock.advance(seconds)
        self.app.step(dt=seconds)

    def until(self, done: Callable[[], bool], seconds: float = 0.1, limit: int = 4000) -> None:
        """Step until ``done``: at least ``limit`` frames, and at least a minute of real time, as
        the computer survivors think on threads of their own, slowly on a busy machine."""
        started = time.monotonic()
        frames = 0
        while not done():
            if frames >= limit and time.monotonic() - started > REAL_TIME_LIMIT:
                raise AssertionError("the table never got there")
            self.step(seconds)
            frames += 1

    def settle(self) -> None:
        """Let everything playing out finish (beats, glides)."""
        self.until(lambda: not self.scene.busy() and not self.app.commands_pending, limit=2000)
        self.step()

    def move_to(self, pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        self.app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))

    def click(self, pos: tuple[int, int]) -> None:
        self.move_to(pos)
        self.app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        self.app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.step()

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        """Press at ``start``, move there in steps with the button held, let go at ``end``."""
        self.move_to(start)
        self.app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        self.step(0.02)  # a hand's press and its first move come in different frames
        for n in range(1, 9):
            x = start[0] + (end[0] - start[0]) * n // 8
            y = start[1] + (end[1] - start[1]) * n // 8
            self.move_to((x, y), buttons=(1, 0, 0))
            self.step(0.02)
        self.app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        self.step()

    def key(self, key: int) -> None:
        self.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        self.app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.step()

    def last(self) -> Command:
        return self.session.commands[-1]

    def save_png(self, path: str | Path) -> Path:
        """The frame on screen now, painted whole, as a PNG."""
        self.app.invalidate()
        self.step(0.0)
        self.scene.draw(self.app.canvas)
        out = Path(path)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.app.canvas, str(out))
        return out


def make_table(
    players: int = 4,
    computers: Sequence[int] = (),
    *,
    seed: int = 7,
    speed: float = 0.0,
    language: str = "en",
    options: dict[str, Any] | None = None,
    state: State | None = None,
    table_data: dict[str, Any] | None = None,
    names: Sequence[str] | None = None,
) -> Table:
    """A Just Run table (Get Out, cooperative, the calm scavenge unless ``options`` say else); with
    ``state`` the session continues from that state (a test's prepared moment); ``names`` are the
    players' (the default seats' otherwise)."""
    app = open_app(
        Settings(animation_speed=speed, language=language, confirm_end_turn=False, text_size=_text_size),
        window_size=(1920, 1080),
    )
    clock = FakeClock()
    app.stamp_clock = clock
    app.fine_sleep = lambda seconds: None
    pygame.event.clear()
    seats = [
        Seat(names[i] if names else s.name, s.colour, SeatKind.COMPUTER if i in computers else SeatKind.HUMAN)
        for i, s in enumerate(default_seats(players))
    ]
    info = catalogue.get("just_run")
    chosen: dict[str, Any] = {"players": players, "mode": "coop", "scavenge": "calm"}
    chosen.update(options or {})
    session = GameSession(info, info.rules(), chosen, seed, seats, state=state)
    session.table.update(table_data or {})  # as the set-up screen leaves it (the frenzy's devices)
    scene = JustRunScene(session, autosave=False)
    app.push(scene)
    app.step()
    return Table(app, session, scene, clock)
