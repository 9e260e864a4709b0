"""What the dice tray keeps between frames: the player's interaction (a chip picked, an operation
chosen, a chip held, a hero power waiting), each chip's and die's animation state, and the tray's
constants.  Plain data shared by the tray's parts (:mod:`.tray`, :mod:`.tray_input`, ...).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.engine.dice import DiceSprite
from tabletop.engine.tween import Motion, Tween

if TYPE_CHECKING:
    from tabletop.core.contract import Command

Point = tuple[int, int]
DropOutside = Callable[[int, Point], "Command | str | None"]

RECT_KEYS = ("dice_tray", "expression", "ops", "formula", "hint", "roll", "end_turn")
#: where the zones go when the scene has no map for them yet (the right half of the table)
DEFAULT_RECTS: dict[str, pygame.Rect] = {
    "expression": pygame.Rect(1040, 90, 860, 150),
    "dice_tray": pygame.Rect(1040, 252, 860, 300),
    "ops": pygame.Rect(1040, 564, 860, 68),
    "formula": pygame.Rect(1040, 648, 440, 100),
    "hint": pygame.Rect(1040, 760, 440, 64),
    "roll": pygame.Rect(1040, 840, 212, 84),
    "end_turn": pygame.Rect(1268, 840, 212, 84),
}

ROLL_TIME = 0.7  # a full roll onto the tray, at speed 1
TWEAK_TIME = 0.35  # a die changed by a power tumbles briefly
SLIDE_TIME = 0.28
SPRING_TIME = 0.3
FLASH_TIME = 0.6
USED_DIE = 32  # spent dice shrink to this size in the used corner
OP_KEYS = {"+": "+", "-": "-", "*": "*", "x": "*", "X": "*", "×": "*", "/": "/", "÷": "/"}
FORMULA_KEYS = set("0123456789(")


class Mode(enum.Enum):
    IDLE = "idle"
    SELECTED = "selected"  # a chip picked by a click, waiting for an operation or a second chip
    OPERATION = "operation"  # a chip and an operation picked: the next chip finishes it
    DRAGGING = "dragging"  # a chip held under the pointer
    POPUP = "popup"  # a chip dropped on another: which operation?
    HERO = "hero"  # the hero power waits for its die (or its second die, Splice)


@dataclass
class ChipState:
    """The animated part of one pool value: where it is drawn and its just-made flash."""

    motion: Motion
    flash: Tween | None = None
    dice: tuple[int, ...] = ()


@dataclass
class DieState:
    """One die's sprite and the size it is easing to (chip size in play, small when used)."""

    sprite: DiceSprite
    size: Tween | None = None
    shown_number: int = 0


@dataclass
class PopupState:
    a: int
    b: int
    hover: str | None = None  # the op under the pointer, "swap" for the swap button
    reason: str = ""  # why the last greyed operation clicked was refused


@dataclass
class HeroState:
    power: str
    first: int | None = None  # Splice: the first die picked
    hover: int | None = None


@dataclass
class Held:
    id: int
    grab: Point
    pointer: Point
    over: int | None = None  # the chip under the pointer


@dataclass
class Interaction:
    mode: Mode = Mode.IDLE
    selected: int | None = None
    op: str | None = None
    popup: PopupState | None = None
    hero: HeroState | None = None
    held: Held | None = None
    hover_chip: int | None = None
    hover_x2: int | None = None
    pointer: Point = (0, 0)
