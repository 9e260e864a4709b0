"""What the dice tray keeps between frames: the view it shows, the player's interaction (a chip
picked, an operation chosen, a chip held, a hero power waiting), each chip's and die's animation
state, and the tray's constants.  :class:`TrayModel` is the one object the tray's parts
(:mod:`.tray`, :mod:`.tray_geometry`, :mod:`.tray_input`, :mod:`.tray_draw`, ...) are given to
read; only the tray and its placing part change it.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from tabletop.engine.dice import DiceSprite
from tabletop.engine.tween import Motion, Tween
from tabletop.games.outnumbered.rules.view import OutnumberedView, ValueView
from tabletop.games.outnumbered.table import tray_ops as ops
from tabletop.games.outnumbered.table.table_view import before_first_view

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


@dataclass
class TrayModel:
    """What the tray shows and what the player is in the middle of, read by every part.

    ``pool`` is the view's pool in display order (``order`` its ids); ``chips`` and ``dice`` are
    where each value's chip and each die are drawn on their way to their places."""

    seat_getter: Callable[[], int]
    view: OutnumberedView = field(default_factory=before_first_view)
    interactive: bool = False
    pool: list[ValueView] = field(default_factory=list)
    order: list[int] = field(default_factory=list)
    chips: dict[int, ChipState] = field(default_factory=dict)
    dice: dict[int, DieState] = field(default_factory=dict)
    ui: Interaction = field(default_factory=Interaction)

    @property
    def phase(self) -> str:
        return str(self.view.get("phase", ""))

    @property
    def can_build(self) -> bool:
        """True when the player on screen may change the pool now."""
        return self.interactive and self.phase == "act"

    @property
    def seat(self) -> int:
        return int(self.seat_getter())

    def value(self, value_id: int | None) -> ValueView | None:
        if value_id is None:
            return None
        return next((v for v in self.pool if int(v["id"]) == value_id), None)

    @property
    def dragging_value(self) -> ValueView | None:
        """The value held under the pointer (the scene lights villains with that number)."""
        held = self.ui.held
        return self.value(held.id) if held is not None and self.ui.mode is Mode.DRAGGING else None

    @property
    def drag_pos(self) -> Point | None:
        held = self.ui.held
        return held.pointer if held is not None and self.ui.mode is Mode.DRAGGING else None

    @property
    def selected_value(self) -> ValueView | None:
        """The chip picked by a click (click a villain next to defeat it with this value)."""
        return self.value(self.ui.selected) if self.ui.mode in (Mode.SELECTED, Mode.OPERATION) else None

    @property
    def hero_pending(self) -> str | None:
        """The hero power waiting for a die (the scene may light its button), or None."""
        return self.ui.hero.power if self.ui.hero is not None and self.ui.mode is Mode.HERO else None

    @property
    def rolling(self) -> bool:
        """True while a die tumbles (its number is not known to the player yet)."""
        return any(state.sprite.rolling for state in self.dice.values())

    def die_rolling(self, value: ValueView) -> bool:
        return any(
            d in self.dice and self.dice[d].sprite.rolling for d in (int(x) for x in value.get("dice") or [])
        )

    @property
    def animating(self) -> bool:
        """True while a die rolls or a chip or die is moving."""
        for state in self.dice.values():
            if state.sprite.rolling or state.sprite.motion.busy or state.size is not None:
                return True
        return any(c.motion.busy or c.flash is not None for c in self.chips.values())

    def x2_shown(self, value_id: int) -> bool:
        """Whether the chip wears its x² badge now (idle, or it is the chip picked)."""
        ui = self.ui
        return self.can_build and (
            ui.mode is Mode.IDLE or (ui.mode is Mode.SELECTED and ui.selected == value_id)
        )

    def latest_built(self) -> ValueView | None:
        built = [v for v in self.pool if not v.get("raw")]
        return max(built, key=lambda v: int(v["id"])) if built else None

    def popup_results(self) -> dict[str, tuple[int | None, str]]:
        """What each operation of the open popup would make (or why not)."""
        popup = self.ui.popup
        va, vb = (self.value(popup.a), self.value(popup.b)) if popup is not None else (None, None)
        if va is None or vb is None:
            return {}
        return {op: ops.combine(int(va["number"]), op, int(vb["number"])) for op in ops.OPS}
