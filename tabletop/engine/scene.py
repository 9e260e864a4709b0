"""The one lifecycle every screen follows: enter, handle, update(dt), draw, exit.

``draw`` only paints: it changes nothing.  ``update`` returns True while something is moving, so
the app knows to keep drawing at 60 frames per second; when every scene in the stack says False
and no input arrives, the app sleeps on the event queue and draws nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.engine.intents import Intent

if TYPE_CHECKING:
    from tabletop.engine.app import App


class Scene:
    """Base class; override what you need.  ``self.app`` is set before ``enter``."""

    #: an overlay (pause menu, curtain) draws over the scene beneath it
    overlay: bool = False

    def __init__(self) -> None:
        self.app: App | None = None
        self.dirty = True

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack for the first time."""

    def resume(self) -> None:
        """Called when an overlay above this scene closes."""
        self.dirty = True

    def handle(self, intent: Intent) -> None:
        """React to one intent; call ``self.app`` to push scenes or queue commands."""

    def update(self, dt: float) -> bool:
        """Advance animations by ``dt`` seconds; return True while anything still moves."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Paint onto the 1920x1080 logical canvas.  Must not change state."""

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """The canvas areas the last ``draw`` changed, when it changed only those (the app then
        sends just them to the screen); None, the default, means the whole canvas."""
        return None

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def invalidate(self) -> None:
        """Ask for one redraw (hover changed, text typed)."""
        self.dirty = True
