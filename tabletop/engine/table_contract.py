"""What the app and the table suite rely on from a game's table: the :class:`TableFor` protocol.

The rules have their contract (``RulesFor`` in ``tabletop/core/contract.py``) and the bots theirs
(``BotsFor``); this is the table's.  A table is a :class:`~tabletop.engine.game_scene.GameScene`
subclass built from a session (:class:`TableMaker`), so most of it comes from the base class; what a
game writes itself is its drawing, its gestures, its tips and the list of the pieces it drew
(:meth:`TableFor.drawn_pieces`), which lets the suite in ``tests/tables/`` rest the pointer on every
piece and check that each one explains itself.

Each game's ``table/__init__.py`` ends with the check mypy reads, as a rules package does::

    if TYPE_CHECKING:
        from tabletop.engine.table_contract import TableMaker
        from tabletop.games.mygame.table.scene import MyGameScene

        _contract: TableMaker = MyGameScene
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import pygame

from tabletop.core.contract import Command
from tabletop.core.session import GameSession
from tabletop.engine.intents import Intent
from tabletop.engine.tooltip import Tip

Point = tuple[int, int]


@dataclass(frozen=True)
class Piece:
    """One thing a table drew that a player may want explained: a card, a space, a pile, a button.

    ``name`` says what it is to a developer reading a failure ("hand card 17", "pile 2"); ``rect``
    is where it was drawn; ``at`` is a point of it that no other piece covers (a fanned card shows
    only its edge), the centre when not given.
    """

    name: str
    rect: pygame.Rect
    at: Point | None = field(default=None)

    @property
    def probe(self) -> Point:
        """Where a resting pointer asks this piece for its tip."""
        return self.at if self.at is not None else (int(self.rect.centerx), int(self.rect.centery))


def visible_point(rect: pygame.Rect, shows: Callable[[Point], bool], step: int = 8) -> Point | None:
    """A point of ``rect`` where ``shows`` is true (the piece is on top there), scanning from the
    centre outwards; None when another piece covers all of it."""
    centre = (int(rect.centerx), int(rect.centery))
    if shows(centre):
        return centre
    points = [
        (x, y)
        for x in range(rect.left + 2, rect.right - 1, step)
        for y in range(rect.top + 2, rect.bottom - 1, step)
    ]
    points.sort(key=lambda p: (p[0] - centre[0]) ** 2 + (p[1] - centre[1]) ** 2)
    return next((p for p in points if shows(p)), None)


def pieces_of(name: str, rects: Iterable[pygame.Rect]) -> list[Piece]:
    """A numbered piece for each rectangle ("room 1", "room 2", ...)."""
    return [Piece(f"{name} {number}", pygame.Rect(rect)) for number, rect in enumerate(rects, start=1)]


class TableFor(Protocol):
    """A game's table as the app, the screens and the table suite use it.

    The app pushes it, feeds it intents and frames, and pauses it under the menu; the table turns
    gestures into commands through :meth:`submit` (the app's queue, then the session), draws the
    view of ``viewer`` and never the state, and explains every piece it drew.
    """

    @property
    def session(self) -> GameSession:
        """The game: the rules, the command log, the seats (a save is ``session.to_save()``)."""
        ...

    @property
    def view(self) -> Any:
        """``session.view(viewer)`` as last read: what the table draws."""
        ...

    @property
    def viewer(self) -> int | None:
        """Whose eyes the screen shows (None: the table as a spectator sees it)."""
        ...

    @property
    def curtain_for(self) -> int | None:
        """The seat the privacy curtain waits for, or None when the table is shown."""
        ...

    @property
    def demo(self) -> bool: ...

    @property
    def spectator(self) -> bool: ...

    # the lifecycle (tabletop/engine/scene.py)
    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None:
        """A menu opened over the table: nothing on it moves, computer players stop."""
        ...

    def resume(self) -> None: ...

    def handle(self, intent: Intent) -> None: ...

    def update(self, dt: float) -> bool:
        """Advance ``dt`` seconds; True while anything moves."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the frame; it changes nothing."""
        ...

    # the game
    def submit(self, command: Command) -> None:
        """A gesture's command to the app's queue (never applied directly)."""
        ...

    def lift_curtain(self) -> None: ...

    def busy(self) -> bool:
        """Something plays out (beats, the table's own animations)."""
        ...

    def skip_all(self) -> None: ...

    def autosave(self) -> None:
        """Write the game for Continue."""
        ...

    def instruction(self) -> str: ...

    def board_maps(self) -> list[Path]: ...

    def seat_keys(self) -> frozenset[int]: ...

    # explaining
    def tip_at(self, pos: Point) -> Tip | None:
        """What the piece under ``pos`` is and does, as the viewer may know it."""
        ...

    def drawn_pieces(self) -> list[Piece]:
        """The pieces the last frame drew, each with where to probe its tip."""
        ...


class TableMaker(Protocol):
    """A table class: built from a session, as the play screen, the demo and the replay build it."""

    def __call__(self, session: GameSession, *, demo: bool = ..., autosave: bool = ...) -> TableFor: ...
