"""Raw pygame events become intents before a scene sees them.

A scene never reads ``pygame.event`` itself: it receives ``Click``, ``PickUp``, ``Drag``,
``Drop``, ``Hover``, ``Wheel`` and ``Key`` in logical 1920x1080 coordinates.  A press that moves
less than ``DRAG_THRESHOLD`` pixels before release is a click; one that moves further is a
pick-up, then drags, then a drop.  This keeps click-then-click and drag-and-drop from fighting.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

import pygame

DRAG_THRESHOLD = 8  # logical pixels a press must travel to become a drag

Point = tuple[int, int]


@dataclass(frozen=True)
class Hover:
    pos: Point


@dataclass(frozen=True)
class Click:
    pos: Point
    button: int = 1


@dataclass(frozen=True)
class Press:
    """The main button went down here (held, it may become a long press or a pick-up)."""

    pos: Point


@dataclass(frozen=True)
class PickUp:
    """The press position (where the piece was grabbed) and where the pointer is now."""

    start: Point
    pos: Point


@dataclass(frozen=True)
class Drag:
    pos: Point


@dataclass(frozen=True)
class Drop:
    pos: Point


@dataclass(frozen=True)
class Wheel:
    pos: Point
    dy: int


@dataclass(frozen=True)
class Key:
    key: int
    mod: int = 0
    text: str = ""


Intent = Hover | Press | Click | PickUp | Drag | Drop | Wheel | Key


def shortcut_held(mod: int, platform: str | None = None) -> bool:
    """Whether a key goes with the shortcut modifier (Ctrl+Z, Ctrl+V) rather than typing.

    Ctrl, but not Ctrl with Alt: Windows reports AltGr, which types ą, ę and ł on a Polish
    keyboard, as Ctrl+Alt, and those letters are typing.  On macOS Cmd too, the Mac's habit
    (Cmd+Z, Cmd+V)."""
    if (platform or sys.platform) == "darwin" and mod & pygame.KMOD_GUI:
        return True
    return bool(mod & pygame.KMOD_CTRL) and not mod & pygame.KMOD_ALT


def word_step_held(mod: int, platform: str | None = None) -> bool:
    """Whether the arrows, Backspace and Delete go a word at a time: Ctrl, and on macOS Option,
    as everywhere else on a Mac."""
    if (platform or sys.platform) == "darwin" and mod & pygame.KMOD_ALT:
        return True
    return bool(mod & pygame.KMOD_CTRL)


class IntentReader:
    """Turns a stream of pygame events into intents; keeps the press/drag state between calls."""

    def __init__(self) -> None:
        self._press: Point | None = None
        self._dragging = False
        self._pointer: Point = (0, 0)
        self._key_text = ""  # the text of the last KEYDOWN, which SDL echoes as a TEXTINPUT

    @property
    def pointer(self) -> Point:
        return self._pointer

    @property
    def dragging(self) -> bool:
        return self._dragging

    def read(self, event: pygame.event.Event) -> list[Intent]:
        kind = event.type
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pointer = _pos(event.pos)
            self._press = self._pointer
            self._dragging = False
            return [Press(self._pointer)]
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return [Click(_pos(event.pos), 3)]
        if kind == pygame.MOUSEMOTION:
            self._pointer = _pos(event.pos)
            if self._press is None:
                return [Hover(self._pointer)]
            if self._dragging:
                return [Drag(self._pointer)]
            dx = self._pointer[0] - self._press[0]
            dy = self._pointer[1] - self._press[1]
            if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD:
                self._dragging = True
                return [PickUp(self._press, self._pointer)]
            return []
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            self._pointer = _pos(event.pos)
            press, dragging = self._press, self._dragging
            self._press, self._dragging = None, False
            if press is None:
                return []
            if dragging:
                return [Drop(self._pointer)]
            return [Click(press, 1)]
        if kind == pygame.MOUSEWHEEL:
            return [Wheel(self._pointer, int(event.y))]
        if kind == pygame.KEYDOWN:
            text = getattr(event, "unicode", "") or ""
            self._key_text = text
            return [Key(event.key, event.mod, text)]
        if kind == pygame.TEXTINPUT:
            # letters typed through a keyboard layout or an input method (Ł, ó, ë) arrive only
            # here; plain letters arrive both with their KEYDOWN and here, so skip that echo
            echo, self._key_text = self._key_text, ""
            if not event.text or event.text == echo:
                return []
            return [Key(0, 0, event.text)]
        return []

    def swallow(self, event: pygame.event.Event) -> None:
        """A KEYDOWN a scene used raw (a player's race key): its TEXTINPUT echo is not a key either."""
        self._key_text = getattr(event, "unicode", "") or ""

    def cancel(self) -> None:
        """Forget a press in progress (a scene change mid-drag)."""
        self._press, self._dragging = None, False


def _pos(pos: tuple[float, float]) -> Point:
    return int(pos[0]), int(pos[1])
