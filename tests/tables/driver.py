"""The one table test driver: a game's table opened headless from a session, driven by real events.

The real App at 1920x1080 on a fake clock (the clock input events are stamped with, so race times
and waits are exact), the session built as ``GameSession.new`` would, the table pushed on the
app's stack, and real pygame mouse and key events dispatched to it as the loop would.  Every
game's table tests use it: the table suite in this folder, and each game's own drivers, which
are thin layers over :class:`Table` (``tests/just_run/scene_table.py``,
``tests/outrun/test_scene.py``) adding only their game's gestures.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Generic, TypeVar

import pygame

from tabletop.core.catalogue import GameInfo
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine import text
from tabletop.engine.app import App
from tabletop.engine.game_scene import GameScene
from tabletop.scenes.navigator import open_app
from tests.readability import record

NS = 1_000_000_000
#: seconds of real time a wait allows past its frames (computer players think on threads)
REAL_TIME_LIMIT = 60.0

SceneT = TypeVar("SceneT", bound=GameScene)


class FakeClock:
    """The clock the app stamps input events with, moved on only by the test."""

    def __init__(self) -> None:
        self.now = 10 * NS

    def __call__(self) -> int:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += int(seconds * NS)


def open_headless_app(settings: Settings | None = None) -> tuple[App, FakeClock]:
    """The real app at 1920x1080 with input stamped by a fake clock and no sleeping between polls."""
    app = open_app(settings or Settings(), window_size=(1920, 1080))
    clock = FakeClock()
    app.stamp_clock = clock
    app.fine_sleep = lambda seconds: None
    pygame.event.clear()
    return app, clock


def seats_for(players: int, computers: Sequence[int] = (), names: Sequence[str] | None = None) -> list[Seat]:
    """The default seats, people unless listed in ``computers``; ``names`` the players' own."""
    return [
        Seat(names[i] if names else s.name, s.colour, SeatKind.COMPUTER if i in computers else SeatKind.HUMAN)
        for i, s in enumerate(default_seats(players))
    ]


def new_session(
    info: GameInfo,
    options: dict[str, Any],
    seed: int,
    seats: Sequence[Seat],
    *,
    state: Any = None,
) -> GameSession:
    """A session as ``GameSession.new`` builds it (``state``: continue from a prepared moment)."""
    return GameSession(info, info.rules(), options, seed, list(seats), state=state)


def draw_whole(scene: Any, surface: pygame.Surface) -> None:
    """One frame of ``scene`` painted from nothing, its cached layers too (a table otherwise
    repaints only what changed), so a recorder sees every text.  A table caches its pictures in
    ``layers`` (Fugitive, Outrun) or drops them in ``forget_pictures`` (Outnumbered).  For a mode
    pushed over a table (Outrun's tutorial note or relay) the table's picture under it too."""
    table = getattr(scene, "table", scene)
    if table is not scene:
        draw_whole_layers(table)
    draw_whole_layers(scene)
    scene.draw(surface)


def draw_whole_layers(scene: Any) -> None:
    """Drop the cached pictures of ``scene`` so its next frame is painted from nothing."""
    forget = getattr(scene, "forget_pictures", None)
    if forget is not None:
        forget()
    layers = getattr(scene, "layers", None)
    if layers is not None and hasattr(layers, "invalidate"):
        layers.invalidate()


class Table(Generic[SceneT]):
    """The app, the session and the table, driven by real events on a fake clock."""

    def __init__(self, app: App, session: GameSession, scene: SceneT, clock: FakeClock) -> None:
        self.app, self.session, self.scene, self.clock = app, session, scene, clock

    # -- time ---------------------------------------------------------------------------------------

    def step(self, seconds: float = 0.05) -> None:
        """One frame ``seconds`` long (queued commands applied, scenes updated, drawn if needed)."""
        self.clock.advance(seconds)
        self.app.step(dt=seconds)

    def until(self, done: Callable[[], bool], seconds: float = 0.1, limit: int = 4000) -> None:
        """Step until ``done``: at least ``limit`` frames, and at least a minute of real time, as
        computer players think on threads of their own, slowly on a busy machine."""
        started = time.monotonic()
        frames = 0
        while not done():
            if frames >= limit and time.monotonic() - started > REAL_TIME_LIMIT:
                raise AssertionError("the table never got there")
            self.step(seconds)
            frames += 1

    def settle(self) -> None:
        """Let everything playing out finish (beats, glides) and every queued command apply."""
        self.until(lambda: not self.scene.busy() and not self.app.commands_pending, limit=2000)
        self.step()

    # -- the mouse and the keys -----------------------------------------------------------------------

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

    def hover(self, pos: tuple[int, int], rest: float = 0.7) -> None:
        """The pointer rests at ``pos`` long enough for its tooltip."""
        self.move_to(pos)
        self.step(rest)
        self.step(0.05)

    def press(self, key: int) -> None:
        """A key pressed and held (no key up yet), then a frame."""
        self.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        self.step()

    def key(self, key: int) -> None:
        """A key pressed and let go, then a frame."""
        self.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        self.app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.step()

    def post_keys(self, keys: Sequence[int], gap: float = 0.1) -> None:
        """Real key presses through SDL's queue, taken and stamped as the loop takes them."""
        for key in keys:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
            self.app.collect()
            self.step(gap)
        self.step(0.0)  # what the last press sent is applied

    # -- what is shown --------------------------------------------------------------------------------

    def last(self) -> Any:
        """The last command the session applied."""
        return self.session.commands[-1]

    def draw_whole(self, surface: pygame.Surface | None = None) -> None:
        """One frame of the table painted from nothing (see :func:`draw_whole`)."""
        draw_whole(self.scene, surface if surface is not None else self.app.canvas)

    def texts(self) -> list[text.Drawn]:
        """Every text a whole frame of the table draws (sizes, cuts)."""
        return record(self.draw_whole)

    def save_png(self, path: str | Path) -> Path:
        """The frame on screen now, painted whole, as a PNG."""
        self.app.invalidate()
        self.step(0.0)
        self.scene.draw(self.app.canvas)
        out = Path(path)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.app.canvas, str(out))
        return out


def open_table(
    session: GameSession,
    scene_class: Callable[..., SceneT],
    settings: Settings | None = None,
    **scene_options: Any,
) -> Table[SceneT]:
    """``session`` at its table (``scene_class(session, **scene_options)``, no autosave unless
    asked), pushed on a headless app, with its first frame drawn."""
    app, clock = open_headless_app(settings)
    scene_options.setdefault("autosave", False)
    scene = scene_class(session, **scene_options)
    app.push(scene)
    app.step()
    return Table(app, session, scene, clock)
