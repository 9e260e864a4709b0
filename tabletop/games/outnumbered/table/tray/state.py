"""What the dice tray keeps, where its parts are, and how they move to their places.

- the model (:class:`TrayModel`): the view on show, the pool in display order, each chip's and
  die's animation and the player's interaction (a chip picked, an operation chosen, a chip held,
  a hero power waiting), with the tray's constants;
- the geometry (:class:`TrayGeometry`): every rectangle, worked out from the table's zones and the
  model, and what is under the pointer;
- the placing (:class:`TrayPlacing`): where chips and dice go when a new view comes, and the roll.

A file of its own because this is the tray's data and the only code that places a chip or a die:
input, words and drawing read it; only the tray's actions and the placing change it.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from tabletop.engine import theme
from tabletop.engine.dice import DiceSprite
from tabletop.engine.tween import Ease, Motion, Tween
from tabletop.games.outnumbered.rules.view import OutnumberedView, ValueView
from tabletop.games.outnumbered.table.table_view import before_first_view
from tabletop.games.outnumbered.table.tray import arithmetic as ops

if TYPE_CHECKING:
    from tabletop.core.contract import Command


# -- the model: what the tray keeps between frames -------------------------------------------------

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


# -- the geometry: where every part is (nothing here changes anything) -----------------------------

POPUP_MARGIN = 16  # the operation popup keeps this far from the screen's edges
POPUP_BUTTON = 112
POPUP_GAP = 10
CHIP_GAP = 18


class TrayGeometry:
    """The tray's rectangles for the model it is given."""

    def __init__(self, rects: dict[str, pygame.Rect], model: TrayModel) -> None:
        self.rects = rects
        self.model = model

    # -- the controls ---------------------------------------------------------------------------

    def hint_button_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rects["hint"])

    def ops_rects(self) -> dict[str, pygame.Rect]:
        rect = self.rects["ops"]
        keys = (*ops.OPS, "sq")
        gap = 12
        width = (rect.width - gap * (len(keys) - 1)) // len(keys)
        return {
            key: pygame.Rect(rect.left + i * (width + gap), rect.top, width, rect.height)
            for i, key in enumerate(keys)
        }

    def formula_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The text field and its Build button, side by side at the top of the formula zone."""
        rect = self.rects["formula"]
        height = min(rect.height, 64)
        build_w = min(120, rect.width // 3)
        field_rect = pygame.Rect(rect.left, rect.top, rect.width - build_w - 10, height)
        build = pygame.Rect(field_rect.right + 10, rect.top, build_w, height)
        return field_rect, build

    def layer_area(self) -> pygame.Rect:
        """The part of the canvas the still layer covers: every zone, with room for shadows and badges."""
        area = pygame.Rect(self.rects["dice_tray"]).unionall([pygame.Rect(r) for r in self.rects.values()])
        return area.inflate(60, 60).clip(pygame.Rect(0, 0, *theme.CANVAS_SIZE))

    # -- chips and dice -------------------------------------------------------------------------

    def chip_area(self) -> pygame.Rect:
        """Where the pool's chips sit: the tray minus its title line and the used-dice strip."""
        tray = self.rects["dice_tray"]
        return pygame.Rect(tray.left + 20, tray.top + 46, tray.width - 40, tray.height - 46 - 16)

    def chip_size(self) -> tuple[int, int]:
        area = self.chip_area()
        n = max(3, len(self.model.order))
        width = min(190, (area.width - CHIP_GAP * (n - 1)) // n)
        height = min(area.height, 210)
        return width, height

    def die_size(self) -> int:
        w, h = self.chip_size()
        return max(48, min(128, int(min(w, h) * 0.74)))

    def slot_rect(self, value_id: int) -> pygame.Rect:
        """Where a chip rests in the tray (centred as a row)."""
        area = self.chip_area()
        w, h = self.chip_size()
        order = self.model.order
        n = len(order)
        index = order.index(value_id) if value_id in order else n
        total = n * w + (n - 1) * CHIP_GAP
        left = area.centerx - total // 2
        return pygame.Rect(left + index * (w + CHIP_GAP), area.centery - h // 2, w, h)

    def chip_rect(self, value_id: int) -> pygame.Rect:
        """Where a chip is drawn now (gliding, springing, or held under the pointer)."""
        ui = self.model.ui
        held = ui.held
        slot = self.slot_rect(value_id)
        if held is not None and held.id == value_id and ui.mode is Mode.DRAGGING:
            return pygame.Rect(
                held.pointer[0] - held.grab[0], held.pointer[1] - held.grab[1], slot.width, slot.height
            )
        chip = self.model.chips.get(value_id)
        if chip is None:
            return slot
        x, y = chip.motion.pos
        return pygame.Rect(round(x), round(y), slot.width, slot.height)

    def x2_rect(self, value_id: int) -> pygame.Rect:
        rect = self.chip_rect(value_id)
        badge = pygame.Rect(0, 0, 56, 40)
        badge.center = (rect.right - 24, rect.top - 2)  # on the chip's top edge, clear of its number
        return badge

    def used_slot(self, index: int) -> tuple[int, int]:
        """Spent dice line up in the tray's title band, from the right."""
        tray = self.rects["dice_tray"]
        x = tray.right - 24 - USED_DIE // 2 - index * (USED_DIE + 8)
        return x, tray.top + 10 + USED_DIE // 2

    def die_target(self, die_id: int) -> tuple[int, int]:
        """Where a die in play rests: on its value's chip (or the middle of the tray)."""
        for value in self.model.pool:
            if die_id in [int(d) for d in value.get("dice") or []]:
                return self.slot_rect(int(value["id"])).center
        return self.chip_area().center

    # -- what is under the pointer --------------------------------------------------------------

    def x2_at(self, pos: Point) -> int | None:
        """The chip whose x² badge is under ``pos`` (badges sit on the chips' top edges)."""
        for vid in reversed(self.model.order):
            if self.model.x2_shown(vid) and self.x2_rect(vid).collidepoint(pos):
                return vid
        return None

    def chip_at(self, pos: Point) -> int | None:
        for vid in reversed(self.model.order):
            if self.chip_rect(vid).collidepoint(pos):
                return vid
        return None

    def other_chip_at(self, pos: Point) -> int | None:
        """The other chip's slot under the pointer while one is held (where a drop combines)."""
        held = self.model.ui.held
        for vid in reversed(self.model.order):
            if held is not None and vid == held.id:
                continue
            if self.slot_rect(vid).collidepoint(pos):
                return vid
        return None

    def inside(self, pos: Point) -> bool:
        """True over any of the tray's zones (a drop there is not aimed at the board)."""
        return any(rect.collidepoint(pos) for rect in self.rects.values())

    # -- the operation popup --------------------------------------------------------------------

    def popup_rect(self) -> pygame.Rect:
        """The popup's plate: four operation buttons and a swap button, over the target chip."""
        popup = self.model.ui.popup
        target = self.slot_rect(popup.b) if popup is not None else self.chip_area()
        size, gap = POPUP_BUTTON, POPUP_GAP
        width = 4 * size + 3 * gap + 64 + gap + 32
        height = size + 32 + 40
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (target.centerx, target.bottom - 28)  # under the chip: the expression stays in sight
        rect.clamp_ip(
            pygame.Rect(0, 0, *theme.CANVAS_SIZE).inflate(-2 * POPUP_MARGIN, -2 * POPUP_MARGIN)
        )  # off the screen's edge
        return rect

    def popup_buttons(self) -> dict[str, pygame.Rect]:
        plate = self.popup_rect()
        size, gap = POPUP_BUTTON, POPUP_GAP
        out = {
            op: pygame.Rect(plate.left + 16 + i * (size + gap), plate.top + 16, size, size)
            for i, op in enumerate(ops.OPS)
        }
        out["swap"] = pygame.Rect(
            plate.left + 16 + 4 * (size + gap), plate.top + 16 + (size - 64) // 2, 64, 64
        )
        return out

    def popup_part_at(self, pos: Point) -> str | None:
        if self.model.ui.popup is None:
            return None
        for key, rect in self.popup_buttons().items():
            if rect.collidepoint(pos):
                return key
        return None


# -- the placing -----------------------------------------------------------------------------------
# Chips keep their places and glide to new slots, a new value appears where the values it was
# made from stood (and flashes), spent dice shrink into the used strip, a die a power changed
# tumbles onto its new face, and a roll tumbles the dice onto the tray.


class TrayPlacing:
    """Orders the model's pool and moves its chips and dice (the only part that places them)."""

    def __init__(self, model: TrayModel, geometry: TrayGeometry) -> None:
        self.model = model
        self.geometry = geometry
        #: the chip a combine (or square) landed on: the result appears there
        self.last_target: int | None = None

    # -- a new view -----------------------------------------------------------------------------

    def order_pool(self, pool: list[ValueView], old_pool: dict[int, ValueView]) -> None:
        """Keep chips where they were; a new value takes the place of the values it was made from."""
        model = self.model
        ids = [int(v["id"]) for v in pool]
        old_order = [i for i in model.order if i in old_pool] or list(old_pool)
        kept = [i for i in old_order if i in ids]
        for value in pool:
            vid = int(value["id"])
            if vid in kept:
                continue
            dice = set(int(d) for d in value.get("dice") or [])
            sources = [
                i
                for i in old_order
                if i not in ids and dice & set(int(d) for d in old_pool[i].get("dice") or [])
            ]
            if sources:
                spot = min(old_order.index(i) for i in sources)
                at = (
                    sum(1 for i in kept if old_order.index(i) < spot)
                    if all(i in old_order for i in kept)
                    else len(kept)
                )
                kept.insert(at, vid)
            else:
                kept.append(vid)
        model.order = kept
        by_id = {int(v["id"]): v for v in pool}
        model.pool = [by_id[i] for i in kept]

    def place_everything(self, old_pool: dict[int, ValueView]) -> None:
        model = self.model
        present = {int(v["id"]) for v in model.pool}
        # chips: existing ones glide to their slot; new ones appear where their sources were
        for value in model.pool:
            vid = int(value["id"])
            slot = self.geometry.slot_rect(vid)
            chip = model.chips.get(vid)
            if chip is None:
                start = self._birthplace(value, old_pool) or slot.topleft
                chip = ChipState(Motion(start), dice=tuple(int(d) for d in value.get("dice") or []))
                if old_pool and not value.get("raw"):
                    chip.flash = Tween(1.0, 0.0, FLASH_TIME, Ease.LINEAR)
                model.chips[vid] = chip
            held = model.ui.held
            if (
                not (held is not None and held.id == vid and model.ui.mode is Mode.DRAGGING)
                and chip.motion.target != slot.topleft
            ):
                chip.motion.to(slot.topleft, SLIDE_TIME, Ease.OUT_CUBIC)
        gone = {vid: chip for vid, chip in model.chips.items() if vid not in present}
        for vid in gone:
            del model.chips[vid]
        self._place_dice(gone)

    def _birthplace(self, value: ValueView, old_pool: dict[int, ValueView]) -> tuple[float, float] | None:
        """A new value appears where the chip it was dropped on (or made from) stood."""
        chips = self.model.chips
        dice = set(int(d) for d in value.get("dice") or [])
        target = self.last_target
        if (
            target is not None and target in chips and target not in {int(v["id"]) for v in self.model.pool}
        ) and dice & set(chips[target].dice):
            return chips[target].motion.pos
        for vid, chip in chips.items():
            if (
                vid in old_pool
                and dice & set(chip.dice)
                and vid not in {int(v["id"]) for v in self.model.pool}
            ):
                return chip.motion.pos
        return None

    def die(self, die_id: int, face: int) -> DieState:
        """The die's sprite state, made when first needed (at its resting place)."""
        state = self.model.dice.get(die_id)
        if state is None:
            sprite = DiceSprite(
                self.geometry.die_target(die_id), max(1, face), self.geometry.die_size(), seed=1000 + die_id
            )
            state = DieState(sprite, shown_number=face)
            self.model.dice[die_id] = state
        return state

    def _place_dice(self, gone: dict[int, ChipState]) -> None:
        model, geometry = self.model, self.geometry
        dice = [d for d in model.view.get("dice") or []]
        ids = {int(d["id"]) for d in dice}
        for die_id in [i for i in model.dice if i not in ids]:
            del model.dice[die_id]
        in_value = {int(d): v for v in model.pool for d in v.get("dice") or []}
        used = [d for d in dice if d.get("spent")]
        for die in dice:
            die_id, face = int(die["id"]), int(die.get("face", 1))
            fresh = die_id not in model.dice
            state = self.die(die_id, face)
            sprite = state.sprite
            if die.get("spent"):
                index = used.index(die)
                target = geometry.used_slot(index)
                if sprite.motion.target != (float(target[0]), float(target[1])):
                    source = next((c for c in gone.values() if die_id in c.dice), None)
                    if source is not None and not fresh:
                        w, h = geometry.chip_size()
                        x, y = source.motion.pos
                        sprite.motion.set((x + w / 2, y + h / 2))
                    if fresh:
                        sprite.motion.set(target)
                        sprite.size = USED_DIE
                    else:
                        sprite.motion.to(target, 0.45, Ease.IN_OUT_CUBIC)
                        state.size = Tween(float(sprite.size), float(USED_DIE), 0.45, Ease.IN_OUT_CUBIC)
                sprite.value = sprite.shown = max(1, min(6, face)) if not sprite.rolling else sprite.value
                state.shown_number = face
                continue
            value = in_value.get(die_id)
            target = (
                geometry.slot_rect(int(value["id"])).center
                if value is not None
                else geometry.chip_area().center
            )
            if state.size is None and sprite.size != geometry.die_size() and not sprite.rolling:
                sprite.size = geometry.die_size()
            if sprite.motion.target != (float(target[0]), float(target[1])):
                if fresh:
                    sprite.motion.set(target)
                else:
                    sprite.motion.to(target, SLIDE_TIME, Ease.OUT_CUBIC)
            number = int(value["number"]) if value is not None and value.get("raw") else face
            if number != state.shown_number and not sprite.rolling and not fresh:
                sprite.roll(number, TWEAK_TIME)  # a power changed it: tumble briefly onto the new face
            elif not sprite.rolling:
                sprite.value = sprite.shown = number
            state.shown_number = number

    # -- motion ---------------------------------------------------------------------------------

    def roll(self, faces_by_die_id: Mapping[int, int]) -> None:
        """The rules rolled: these dice tumble onto the tray and land on their faces."""
        area = self.geometry.chip_area()
        for n, (die_id, face) in enumerate(sorted((int(k), int(v)) for k, v in faces_by_die_id.items())):
            state = self.die(die_id, face)
            target = self.geometry.die_target(die_id)
            state.sprite.size = self.geometry.die_size()
            state.size = None
            state.sprite.motion.set((area.left + 30 + n * 24, area.bottom - n * 30))
            state.sprite.motion.to(target, ROLL_TIME, Ease.OUT_CUBIC, delay=0.05 * n)
            state.sprite.roll(face, ROLL_TIME + 0.05 * n)
            state.shown_number = face

    def spring(self, value_id: int) -> None:
        """A chip let go springs back to its slot (from under the pointer when it was held)."""
        chip = self.model.chips.get(value_id)
        held = self.model.ui.held
        if chip is None:
            return
        if held is not None and held.id == value_id:
            chip.motion.set((held.pointer[0] - held.grab[0], held.pointer[1] - held.grab[1]))
        chip.motion.to(self.geometry.slot_rect(value_id).topleft, SPRING_TIME, Ease.OUT_BACK)

    def spring_all(self) -> None:
        for vid, chip in self.model.chips.items():
            if chip.motion.target != self.geometry.slot_rect(vid).topleft:
                chip.motion.to(self.geometry.slot_rect(vid).topleft, SPRING_TIME, Ease.OUT_BACK)

    def update(self, dt: float) -> bool:
        """Advance the chips and dice; True while any moves, rolls, shrinks or flashes."""
        busy = False
        for state in self.model.dice.values():
            busy = state.sprite.update(dt) or busy
            if state.size is not None:
                running = state.size.update(dt)
                state.sprite.size = max(8, round(float(state.size.value)))  # type: ignore[arg-type]
                if not running:
                    state.size = None
                busy = True
        for chip in self.model.chips.values():
            busy = chip.motion.update(dt) or busy
            if chip.flash is not None:
                if not chip.flash.update(dt):
                    chip.flash = None
                busy = True
        return busy

    def skip(self) -> None:
        """Everything arrives at once."""
        for state in self.model.dice.values():
            state.sprite.skip()
            if state.size is not None:
                state.size.finish()
                state.sprite.size = round(float(state.size.value))  # type: ignore[arg-type]
                state.size = None
        for chip in self.model.chips.values():
            chip.motion.skip()
            chip.flash = None
