"""The one lifecycle every screen follows: enter, handle, update(dt), draw, pause/resume, exit.

``draw`` only paints: it changes nothing.  ``update`` returns True while something is moving, so
the app knows to keep drawing at 60 frames per second; when every scene in the stack says False
and no input arrives, the app sleeps on the event queue and draws nothing.

Scenes reach the app only through :class:`Host`, and other screens only through the
:class:`Navigator` the app was wired with at start-up, so the engine names no screen of its own.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

import pygame

from tabletop.core.contract import Command
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.intents import Intent
from tabletop.engine.pads import Pads
from tabletop.engine.sound import Sound


class Scene:
    """Base class; override what you need.  ``self.app`` is set before ``enter``."""

    #: an overlay (pause menu, game-over panel) draws over the scene beneath it
    overlay: bool = False

    def __init__(self) -> None:
        self.app: Host | None = None
        self.dirty = True
        #: True while another scene is pushed over this one: ``update`` is not called then
        self.paused = False

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack for the first time."""

    def pause(self) -> None:
        """Called when another scene is pushed over this one (the menu over a table).

        Nothing of this scene moves until :meth:`resume`: the app stops calling ``update``.
        Subclasses stop what runs on its own (a computer player thinking, a race clock)."""
        self.paused = True

    def resume(self) -> None:
        """Called when the scene above this one closes."""
        self.paused = False
        self.dirty = True

    def handle(self, intent: Intent) -> None:
        """React to one intent; call ``self.app`` to push scenes or queue commands."""

    def raw_event(self, event: pygame.event.Event, stamp_ns: int) -> bool:
        """The top scene sees every raw event first, with the stamp the app took when it arrived
        (``time.perf_counter_ns``); True means it was used and becomes no intent.  Only a table where
        several seats act at once needs this (it passes them to its ``SeatInput``); the others
        leave it and receive intents."""
        return False

    def fine_input(self) -> bool:
        """True while this scene needs its input stamped to the millisecond (a race under way): the
        app then looks at the event queue about every millisecond between frames."""
        return False

    def update(self, dt: float) -> bool:
        """Advance animations by ``dt`` seconds; return True while anything still moves."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Paint onto the 1920x1080 logical canvas.  Must not change state."""

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """The canvas areas the last ``draw`` changed, when it changed only those (the app then
        sends just them to the screen); None, the default, means the whole canvas."""
        return None

    def wake_in(self) -> float | None:
        """Seconds until this scene wants to run again without input (a timer); None: never."""
        return None

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def take_input(self) -> None:
        """Runs at the start of each pass of the app's loop, before the app applies its queue: input
        that does not come through SDL's queue (a phone's move) is queued here, so it is applied and
        drawn in this pass rather than a frame later (taken in ``update``, it waited for the next)."""

    def after_frame(self) -> None:
        """Runs after each pass of the app's loop, its frame (if any) on screen: work that must
        not hold the frame up (a table's phones hear their views here)."""

    def invalidate(self) -> None:
        """Ask for one redraw (hover changed, text typed)."""
        self.dirty = True


class Navigator(Protocol):
    """The screens the engine itself must be able to open, wired in by the app's start-up.

    ``table`` is the game's table scene the menu or the result is about."""

    def title(self, *, idle_demo: bool = True) -> Scene: ...

    def pause_menu(self, table: Any) -> Scene: ...

    def game_over(self, table: Any) -> Scene: ...

    def prepare_game_over(self) -> None:
        """Make the result screen's first frame's pictures ahead (a table opening calls it)."""

    def start_demo(self, host: Host) -> None: ...


class Host(Protocol):
    """What a scene may ask of the app that runs it."""

    settings: Settings
    session: GameSession | None
    navigator: Navigator
    fullscreen: bool
    #: the game pads plugged in (set-up lists them; Outrun's runners claim them)
    pads: Pads

    @property
    def top(self) -> Scene | None: ...

    @property
    def frame_number(self) -> int:
        """How many frames have been drawn (a scene's layer cache knows if it drew the last one)."""
        ...

    @property
    def whole_frame_pending(self) -> bool:
        """True when the next frame must repaint the whole canvas (resized window, a toast over it)."""
        ...

    @property
    def commands_pending(self) -> bool: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> Scene: ...

    def replace(self, scene: Scene) -> None: ...

    def enqueue(self, command: Command) -> None: ...

    def toast(self, message: str, seconds: float = 3.5) -> None: ...

    def play(self, sound: Sound) -> None: ...

    def update_settings(self, settings: Settings) -> None: ...

    def now_ns(self) -> int:
        """Now, on the clock input events are stamped with (a race clock's start and pauses)."""
        ...

    def toggle_fullscreen(self) -> None: ...

    def set_window_size(self, size: tuple[int, int] | None) -> None: ...

    def window_sizes_offered(self, sizes: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
        """Of ``sizes``, those that fit the display."""
        ...

    def invalidate(self) -> None: ...

    def wake(self) -> None:
        """End an idle wait of the loop now; safe from any thread (a phone's move arrived)."""
        ...

    def quit(self) -> None: ...
