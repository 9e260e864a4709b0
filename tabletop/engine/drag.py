"""Moving pieces by drag-and-drop or by click-then-click, with the legal places shown.

The scene registers its draggable pieces and answers two questions through callbacks: where may
this piece go (a list of :class:`Target`, each carrying the command that move means), and why may
it not go *there* (a sentence for a toast).  The controller knows nothing of any game: it returns
the chosen target's command and the scene queues it.

While a piece is held every legal target pulses and the one under the pointer glows brighter.  A
drop on no target springs the piece back to where it came from and shows the reason.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.intents import Click, Drag, Drop, Hover, Intent, Key, PickUp
from tabletop.engine.toast import Toast
from tabletop.engine.tween import Ease, Motion, Pulse

Point = tuple[int, int]
SPRING_TIME = 0.3


@dataclass(frozen=True)
class Target:
    """A legal place for the held piece: where it is, what dropping there does, what to call it."""

    id: Hashable
    rect: pygame.Rect
    command: Any
    label: str = ""
    radius: int = theme.CARD_RADIUS

    def __post_init__(self) -> None:
        object.__setattr__(self, "rect", pygame.Rect(self.rect))


@dataclass
class Piece:
    """A piece the player may pick up.

    ``rect`` is asked each time (pieces move); ``draw`` paints the piece into a rectangle, used
    to draw it under the pointer while it is dragged or springs back.
    """

    id: Hashable
    rect: Callable[[], pygame.Rect]
    payload: Any = None
    draw: Callable[[pygame.Surface, pygame.Rect], None] | None = None
    radius: int = theme.CARD_RADIUS


TargetsFor = Callable[[Hashable, Any], Sequence[Target]]
ReasonFor = Callable[[Hashable, Any, Point], "str | None"]


class Mode(enum.Enum):
    IDLE = "idle"
    DRAGGING = "dragging"
    SELECTED = "selected"  # click-then-click: a piece is chosen, waiting for a target
    RETURNING = "returning"  # a refused drop springing back


class DragController:
    """Turns intents on registered pieces into a chosen target's command.

    ``handle(intent)`` returns the command when a move is chosen, else None; ``consumed`` then
    tells whether the intent was used (so the scene does not also act on it).
    """

    def __init__(
        self, targets_for: TargetsFor, reason_for: ReasonFor | None = None, toast: Toast | None = None
    ) -> None:
        self.targets_for = targets_for
        self.reason_for = reason_for
        self.toast = toast if toast is not None else Toast()
        self.pieces: dict[Hashable, Piece] = {}
        self.mode = Mode.IDLE
        self.held: Piece | None = None
        self.targets: list[Target] = []
        self.hovered: Target | None = None
        self.pointer: Point = (0, 0)
        self.grab: Point = (0, 0)  # pointer minus the piece's top-left when it was picked up
        self.origin = pygame.Rect(0, 0, 0, 0)
        self.consumed = False
        self.last_reason: str | None = None
        self.pulse = Pulse(period=1.1)
        self._spring: Motion | None = None

    # -- registration ---------------------------------------------------------------------------

    def register(
        self,
        id: Hashable,
        rect: Callable[[], pygame.Rect],
        payload: Any = None,
        draw: Callable[[pygame.Surface, pygame.Rect], None] | None = None,
        radius: int = theme.CARD_RADIUS,
    ) -> Piece:
        """Make a piece draggable; pieces registered later are on top when they overlap."""
        self.pieces.pop(id, None)
        piece = Piece(id, rect, payload, draw, radius)
        self.pieces[id] = piece
        return piece

    def unregister(self, id: Hashable) -> None:
        self.pieces.pop(id, None)
        if self.held is not None and self.held.id == id and self.mode is not Mode.RETURNING:
            self.cancel()

    def clear(self) -> None:
        """Forget every piece (the table was rebuilt) and anything held."""
        self.pieces.clear()
        self._reset()

    # -- state ----------------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        """True while a piece is dragged, selected or springing back."""
        return self.mode is not Mode.IDLE

    @property
    def selected_id(self) -> Hashable | None:
        return self.held.id if self.held is not None and self.mode is Mode.SELECTED else None

    def hides(self, id: Hashable) -> bool:
        """True when the scene should not draw this piece in its place (the controller draws it)."""
        return self.held is not None and self.held.id == id and self.mode in (Mode.DRAGGING, Mode.RETURNING)

    def piece_at(self, pos: Point) -> Piece | None:
        """The topmost registered piece under ``pos``."""
        for piece in reversed(list(self.pieces.values())):
            if piece.rect().collidepoint(pos):
                return piece
        return None

    def target_at(self, pos: Point) -> Target | None:
        """The legal target under ``pos`` (the last listed wins where they overlap)."""
        for target in reversed(self.targets):
            if target.rect.collidepoint(pos):
                return target
        return None

    @property
    def held_rect(self) -> pygame.Rect:
        """Where the held piece is drawn now: under the pointer, or on its way back."""
        if self.mode is Mode.RETURNING and self._spring is not None:
            x, y = self._spring.pos
            return pygame.Rect(round(x), round(y), self.origin.width, self.origin.height)
        return pygame.Rect(
            self.pointer[0] - self.grab[0],
            self.pointer[1] - self.grab[1],
            self.origin.width,
            self.origin.height,
        )

    # -- intents --------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> Any | None:
        self.consumed = False
        if isinstance(intent, PickUp):
            self._pick_up(intent)
            return None
        if isinstance(intent, Drag):
            if self.mode is Mode.DRAGGING:
                self._point(intent.pos)
                self.consumed = True
            return None
        if isinstance(intent, Drop):
            return self._drop(intent.pos) if self.mode is Mode.DRAGGING else None
        if isinstance(intent, Click):
            return self._click(intent)
        if isinstance(intent, Hover):
            if self.mode is Mode.SELECTED:
                self._point(intent.pos)
            return None
        if (
            isinstance(intent, Key)
            and intent.key == pygame.K_ESCAPE
            and self.mode in (Mode.SELECTED, Mode.DRAGGING)
        ):
            self.cancel()
            self.consumed = True
        return None

    def _pick_up(self, intent: PickUp) -> None:
        if self.mode is Mode.RETURNING:
            self._reset()
        piece = self.piece_at(intent.start)
        if piece is None:
            return None
        self._hold(piece, intent.start)
        self.mode = Mode.DRAGGING
        self._point(intent.pos)
        self.consumed = True
        return None

    def _drop(self, pos: Point) -> Any | None:
        self._point(pos)
        self.consumed = True
        target = self.target_at(pos)
        if target is not None:
            self._reset()
            return target.command
        assert self.held is not None
        if not self.origin.collidepoint(pos):  # put back where it was: no need to explain
            self._explain(self.held, pos)
        self._spring_back()
        return None

    def _click(self, intent: Click) -> Any | None:
        if intent.button == 3:
            if self.mode is Mode.SELECTED:
                self._reset()
                self.consumed = True
            return None
        if intent.button != 1:
            return None
        if self.mode is Mode.RETURNING:
            self._reset()
        if self.mode is Mode.SELECTED:
            self._point(intent.pos)
            target = self.target_at(intent.pos)
            if target is not None:
                self._reset()
                self.consumed = True
                return target.command
            assert self.held is not None
            piece = self.piece_at(intent.pos)
            if piece is not None and piece.id == self.held.id:
                self._reset()
                self.consumed = True
                return None
            if piece is not None:
                self._select(piece, intent.pos)
                return None
            self.consumed = self._explain(self.held, intent.pos)
            self._reset()
            return None
        piece = self.piece_at(intent.pos)
        if piece is not None:
            self._select(piece, intent.pos)
        return None

    def _select(self, piece: Piece, pos: Point) -> None:
        self._hold(piece, pos)
        self.mode = Mode.SELECTED
        self._point(pos)
        self.consumed = True

    def _hold(self, piece: Piece, grab_at: Point) -> None:
        self.held = piece
        self.origin = pygame.Rect(piece.rect())
        self.grab = (grab_at[0] - self.origin.left, grab_at[1] - self.origin.top)
        self.targets = list(self.targets_for(piece.id, piece.payload))
        self.hovered = None
        self.last_reason = None
        self.pulse.reset()

    def _point(self, pos: Point) -> None:
        self.pointer = pos
        self.hovered = self.target_at(pos)

    def _explain(self, piece: Piece, pos: Point) -> bool:
        """Ask the scene why the piece cannot go to ``pos`` and show it; True if there was a reason."""
        reason = self.reason_for(piece.id, piece.payload, pos) if self.reason_for is not None else None
        self.last_reason = reason or None
        if reason:
            self.toast.show(reason, (pos[0], max(90, pos[1] - 150)))
            return True
        return False

    def _spring_back(self) -> None:
        start = self.held_rect.topleft
        self.mode = Mode.RETURNING
        self.targets, self.hovered = [], None
        self._spring = Motion(start)
        self._spring.to(self.origin.topleft, SPRING_TIME, Ease.OUT_BACK)
        if not self._spring.busy:
            self._reset()

    def cancel(self) -> None:
        """Let go of whatever is held: a dragged piece springs back, a selection clears."""
        if self.mode is Mode.DRAGGING:
            self._spring_back()
        elif self.mode is Mode.SELECTED:
            self._reset()

    def _reset(self) -> None:
        self.mode = Mode.IDLE
        self.held = None
        self.targets = []
        self.hovered = None
        self._spring = None

    # -- animation and drawing ------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        busy = self.toast.update(dt)
        if self.mode is Mode.RETURNING and self._spring is not None:
            if not self._spring.update(dt):
                self._reset()
            return True
        if self.mode in (Mode.DRAGGING, Mode.SELECTED):
            self.pulse.update(dt)
            return True
        return busy

    def skip(self) -> None:
        """Finish a spring-back at once (the toast stays to be read)."""
        if self.mode is Mode.RETURNING:
            self._reset()
        self.toast.skip()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw over the table: target glows, the selection, the held piece, then the toast."""
        level = self.pulse.level
        for target in self.targets:
            if target is not self.hovered:
                theme.blit_glow(surface, target.rect, theme.HIGHLIGHT, target.radius, 4, level)
        if self.hovered is not None:
            theme.blit_glow(surface, self.hovered.rect, theme.HOVER_GLOW, self.hovered.radius, 6, 1.0)
            if self.hovered.label:
                self._draw_caption(surface, self.hovered)
        if self.held is not None:
            if self.mode is Mode.SELECTED:
                theme.blit_glow(
                    surface, pygame.Rect(self.held.rect()), theme.SELECTED, self.held.radius, 5, 1.0
                )
            elif self.mode in (Mode.DRAGGING, Mode.RETURNING):
                self._draw_held(surface)
        self.toast.draw(surface)

    def _draw_held(self, surface: pygame.Surface) -> None:
        assert self.held is not None
        if self.mode is Mode.DRAGGING:
            slot = theme.rounded(self.origin.size, (0, 0, 0, 60), self.held.radius, 2, (255, 255, 255, 70))
            surface.blit(slot, self.origin)
        rect = self.held_rect
        theme.blit_shadow(surface, rect, self.held.radius, theme.LIFTED_SHADOW_OFFSET, 14, 110)
        if self.held.draw is not None:
            self.held.draw(surface, rect)
        else:
            surface.blit(
                theme.rounded(rect.size, (255, 255, 255, 60), self.held.radius, 3, theme.HOVER_GLOW), rect
            )

    def _draw_caption(self, surface: pygame.Surface, target: Target) -> None:
        size = theme.FONT_SMALL
        w, h = txt.measure(target.label, size, bold=True)
        chip = pygame.Rect(0, 0, w + 28, h + 12)
        chip.midbottom = (target.rect.centerx, target.rect.top - 12)
        chip.clamp_ip(surface.get_rect())
        surface.blit(theme.rounded(chip.size, (20, 22, 28, 230), chip.height // 2, 2, theme.HOVER_GLOW), chip)
        txt.draw_text(surface, target.label, chip.center, size, theme.TEXT, "center", bold=True)
