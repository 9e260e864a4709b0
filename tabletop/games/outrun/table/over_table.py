"""A mode that takes the Outrun table's screen and input for a while: a scene pushed over the table.

The tutorial's notes (:mod:`~tabletop.games.outrun.table.tutorial_scene`) and a relay's runs
(:mod:`~tabletop.games.outrun.table.relay_scene`) each hold the table for a stretch: they are pushed
on the app's stack over the table, as Tuxemon's state stack keeps each mode in a state of its own,
and pop themselves when their stretch is over.  The table below them is paused by the app (its
``update`` is not called), so whatever must go on under a mode, the mode drives.

Nothing is drawn twice: the mode paints the frame through the table's own ``draw`` (the table's
picture and its layer cache, :mod:`~tabletop.games.outrun.table.table_layers`), and the panels a mode
shows (a tutorial note, the relay's curtain) are parts of that picture, so the table's question and
its tooltip stay over them as before.  The table's dirty flag is the mode's: what changes the table
asks for the mode's next frame, and drawing the mode's frame draws the table's.

Raw events go to the table as before (the mouse's press stamps, a pad claimed, every runner's keys
in the seat input); what becomes an intent the mode handles itself.
"""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar

import pygame

from tabletop.engine.confirm import Confirmation
from tabletop.engine.intents import Intent
from tabletop.engine.scene import Scene


class TableBelow(Protocol):
    """What every mode reads of the table under it (a :class:`~tabletop.engine.game_scene.GameScene`)."""

    dirty: bool
    confirmation: Confirmation
    curtain_for: int | None

    def handle(self, intent: Intent) -> None: ...
    def take_input(self) -> None: ...
    def update(self, dt: float) -> bool: ...
    def raw_event(self, event: pygame.event.Event, stamp_ns: int) -> bool: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def dirty_rects(self) -> list[pygame.Rect] | None: ...


TableT = TypeVar("TableT", bound=TableBelow)


class OverTable(Scene, Generic[TableT]):
    """The base of a mode over the table: it draws the table and shares its dirty flag."""

    def __init__(self, table: TableT) -> None:
        self.table = table
        self._dirty = True
        super().__init__()

    @property
    def dirty(self) -> bool:
        """The frame is the table's frame: it wants drawing when either asks."""
        return self._dirty or self.table.dirty

    @dirty.setter
    def dirty(self, value: bool) -> None:
        self._dirty = value
        if not value:
            self.table.dirty = False  # the app drew this frame, and with it the table's

    def close(self) -> None:
        """The mode's stretch is over: off the stack, back to the table (if it is still on top)."""
        if self.app is not None and self.app.top is self:
            self.app.pop()

    def raw_event(self, event: pygame.event.Event, stamp_ns: int) -> bool:
        return self.table.raw_event(event, stamp_ns)

    def take_input(self) -> None:
        """The phones' moves and news go to the table under the mode (it is paused, so the app does
        not ask it): a runner on a phone races beside a relay, and reads a tutorial's note."""
        self.table.take_input()

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)

    def dirty_rects(self) -> list[pygame.Rect] | None:
        return self.table.dirty_rects()
