"""The dice tray: where a player rolls, builds numbers and sends them at the villains.

The table scene embeds one :class:`DiceTray` and gives it the rectangles of its zones, a way to
submit commands, the seat that acts, and a callback that turns a chip dropped outside the tray
into a command (a Defeat on a villain space) or a reason it cannot go there.  The tray reads only
the view it is given: every chip is a value of ``view["pool"]``, every die one of
``view["dice"]``.  It keeps just what it needs to animate (where chips and dice are on their way
to) and what the player is in the middle of (a chip picked, an operation chosen, a hero power
waiting for its die).

Ways to build a number, all ending in the same commands:

- drag a chip onto another, then pick + − × ÷ in the small popup over it (illegal ones greyed,
  with the reason);
- click a chip, click an operation in the ops row, click the second chip (or click two chips and
  pick from the popup);
- the x² badge on a chip, or x² in the ops row for the picked chip;
- type a formula and press Enter;
- the hero card's button calls :meth:`DiceTray.begin_hero_power`, then a click on a die.

Dragging a chip out of the tray (or picking a chip and clicking a villain) asks the scene
through ``drop_outside``.  The tray's parts, each in a module named for what it does:

- :mod:`.tray_state`: the interaction and animation state, the constants;
- :mod:`.tray_input`: hover, keys, drag and drop, clicks, the operation popup;
- :mod:`.tray_formula`: the typed-formula field;
- :mod:`.tray_hint`: the Hint and what the pool can still make;
- :mod:`.tray_draw`: painting; :mod:`.tray_ops`: the arithmetic and the Hint's search.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import _
from tabletop.engine.dice import DiceSprite
from tabletop.engine.tween import Ease, Motion, Pulse, Tween, get_speed
from tabletop.engine.widgets import Button, ButtonStyle, Toast
from tabletop.games.outnumbered import tray_ops as ops
from tabletop.games.outnumbered.rules.commands import Build, Combine, EndTurn, Roll, Square, UseHeroPower
from tabletop.games.outnumbered.rules.content import HeroPower
from tabletop.games.outnumbered.tray_draw import TrayDrawing
from tabletop.games.outnumbered.tray_formula import FormulaField, TrayFormula
from tabletop.games.outnumbered.tray_hint import TrayHint, _solver
from tabletop.games.outnumbered.tray_input import TrayInput
from tabletop.games.outnumbered.tray_state import (
    DEFAULT_RECTS,
    FLASH_TIME,
    FORMULA_KEYS,
    OP_KEYS,
    RECT_KEYS,
    ROLL_TIME,
    SLIDE_TIME,
    SPRING_TIME,
    TWEAK_TIME,
    USED_DIE,
    ChipState,
    DieState,
    DropOutside,
    Held,
    HeroState,
    Interaction,
    Mode,
    Point,
    PopupState,
)

__all__ = [
    "DEFAULT_RECTS",
    "FLASH_TIME",
    "FORMULA_KEYS",
    "OP_KEYS",
    "RECT_KEYS",
    "ROLL_TIME",
    "SLIDE_TIME",
    "SPRING_TIME",
    "TWEAK_TIME",
    "USED_DIE",
    "ChipState",
    "DiceTray",
    "DieState",
    "DropOutside",
    "FormulaField",
    "Held",
    "HeroPower",
    "HeroState",
    "Interaction",
    "Mode",
    "Point",
    "PopupState",
    "_solver",
]


class DiceTray(TrayInput, TrayFormula, TrayHint, TrayDrawing):
    """The dice, the values built from them and every control for building numbers."""

    def __init__(
        self,
        rects: Mapping[str, pygame.Rect],
        submit: Callable[[Command], None],
        seat_getter: Callable[[], int],
        drop_outside: DropOutside,
    ) -> None:
        self.rects: dict[str, pygame.Rect] = {
            key: pygame.Rect(rects.get(key, DEFAULT_RECTS[key])) for key in RECT_KEYS
        }
        self.submit_command = submit
        self.seat_getter = seat_getter
        self.drop_outside = drop_outside
        self.view: dict[str, Any] = {}
        self.interactive = False
        self.pool: list[dict[str, Any]] = []  # the view's pool in display order
        self.order: list[int] = []
        self.chips: dict[int, ChipState] = {}
        self.dice: dict[int, DieState] = {}
        self.ui = Interaction()
        self.toast = Toast(duration=3.2)
        self.pulse = Pulse(period=1.1)
        self.hint: ops.Hint | None = None
        self.formula_error = ""
        self.formula_error_text = ""  # the text the error was about (cleared once edited)
        self.last_submitted: Command | None = None
        self._last_target: int | None = None  # the chip a combine landed on: the result appears there
        self._reach_cache: tuple[tuple, dict[int, str]] | None = None
        self._layer: pygame.Surface | None = None  # the still parts, redrawn only when they change
        self._layer_sig: tuple | None = None
        self.layer_builds = 0  # how often the layer was redrawn (tests read it)
        self._build_widgets()

    # -- widgets --------------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        r = self.rects
        self.roll_button = Button(
            r["roll"], lambda: _("Roll"), self._roll, ButtonStyle.PRIMARY, hotkey=pygame.K_SPACE, font_size=34
        )
        self.end_button = Button(r["end_turn"], lambda: _("End turn"), self._end_turn, font_size=30)
        self.hint_button = Button(self._hint_button_rect(), lambda: _("Hint"), self.show_hint, font_size=30)
        field_rect, build_rect = self._formula_rects()
        self.field = FormulaField(
            field_rect,
            hint=lambda: _("Type a formula: (4+1)^2"),
            max_length=40,
            on_submit=self._submit_formula,
            on_change=self._formula_changed,
        )
        self.build_button = Button(
            build_rect, lambda: _("Build"), lambda: self._submit_formula(self.field.text), font_size=28
        )
        self.op_buttons: dict[str, Button] = {}
        for op, rect in self._ops_rects().items():
            label = "x²" if op == "sq" else ops.SYMBOLS[op]
            self.op_buttons[op] = Button(rect, label, (lambda o=op: self._press_op(o)), font_size=46)
        self.widgets: list[Any] = [
            self.roll_button,
            self.end_button,
            self.hint_button,
            self.build_button,
            *self.op_buttons.values(),
            self.field,
        ]

    def _hint_button_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rects["hint"])

    def _ops_rects(self) -> dict[str, pygame.Rect]:
        rect = self.rects["ops"]
        keys = (*ops.OPS, "sq")
        gap = 12
        width = (rect.width - gap * (len(keys) - 1)) // len(keys)
        return {
            key: pygame.Rect(rect.left + i * (width + gap), rect.top, width, rect.height)
            for i, key in enumerate(keys)
        }

    # -- reading the view -----------------------------------------------------------------------

    @property
    def phase(self) -> str:
        return str(self.view.get("phase", ""))

    @property
    def can_build(self) -> bool:
        """True when the player on screen may change the pool now."""
        return self.interactive and self.phase == "act"

    def value(self, value_id: int | None) -> dict[str, Any] | None:
        if value_id is None:
            return None
        return next((v for v in self.pool if int(v["id"]) == value_id), None)

    @property
    def seat(self) -> int:
        return int(self.seat_getter())

    @property
    def dragging_value(self) -> dict[str, Any] | None:
        """The value held under the pointer (the scene lights villains with that number)."""
        held = self.ui.held
        return self.value(held.id) if held is not None and self.ui.mode is Mode.DRAGGING else None

    @property
    def drag_pos(self) -> Point | None:
        held = self.ui.held
        return held.pointer if held is not None and self.ui.mode is Mode.DRAGGING else None

    @property
    def selected_value(self) -> dict[str, Any] | None:
        """The chip picked by a click (click a villain next to defeat it with this value)."""
        return self.value(self.ui.selected) if self.ui.mode in (Mode.SELECTED, Mode.OPERATION) else None

    @property
    def hero_pending(self) -> str | None:
        """The hero power waiting for a die (the scene may light its button), or None."""
        return self.ui.hero.power if self.ui.hero is not None and self.ui.mode is Mode.HERO else None

    # -- the scene's calls ----------------------------------------------------------------------

    def set_view(self, view: dict[str, Any], interactive: bool) -> None:
        """Show a new view: chips glide to their places, new values flash, spent dice go aside."""
        old_pool = {int(v["id"]): v for v in self.pool}
        pool = [dict(v) for v in view.get("pool") or []]
        changed = [int(v["id"]) for v in pool] != list(old_pool) or any(
            v != old_pool.get(int(v["id"])) for v in pool
        )
        self.view = view
        self.interactive = interactive
        self._order_pool(pool, old_pool)
        if changed or not pool:
            self.hint = None
        if changed:
            self.formula_error = "" if self.formula_error_text != self.field.text else self.formula_error
        self._check_interaction()
        self._place_everything(old_pool)
        self._refresh_widgets()

    def animate_roll(self, faces_by_die_id: Mapping[int, int]) -> None:
        """The rules rolled: these dice tumble onto the tray and land on their faces."""
        area = self.chip_area()
        for n, (die_id, face) in enumerate(sorted((int(k), int(v)) for k, v in faces_by_die_id.items())):
            state = self._die(die_id, face)
            target = self._die_target(die_id)
            state.sprite.size = self.die_size()
            state.size = None
            state.sprite.motion.set((area.left + 30 + n * 24, area.bottom - n * 30))
            state.sprite.motion.to(target, ROLL_TIME, Ease.OUT_CUBIC, delay=0.05 * n)
            state.sprite.roll(face, ROLL_TIME + 0.05 * n)
            state.shown_number = face

    def refused(self, reason: str) -> None:
        """The rules refused the last command: say why beside the tray (a formula's under the field)."""
        if isinstance(self.last_submitted, Build):
            self.formula_error = reason
            self.field.text = self.last_submitted.formula
            self.formula_error_text = self.field.text
            self.field.focus(True)  # the player fixes the text next: Backspace must reach the field
        else:
            self.show_reason(reason)
        self.last_submitted = None
        self._spring_all()

    def begin_hero_power(self, power: str) -> None:
        """The hero card's button: the next click on a die uses ``power`` on it."""
        if not self.can_build:
            self.show_reason(
                _("Roll the dice first.")
                if self.interactive and self.phase == "roll"
                else _("It is not your turn.")
            )
            return
        if int(self.view.get("hero_uses_left", 0)) <= 0:
            self.show_reason(_("Your hero power is used up for this turn."))
            return
        raws = [v for v in self.pool if v.get("raw")]
        if not raws or (power == HeroPower.SPLICE and len(raws) < 2):
            self.show_reason(
                _("Splice needs two single dice.")
                if power == HeroPower.SPLICE and raws
                else _("There is no single die left for your hero power.")
            )
            return
        if self.ui.mode is Mode.HERO and self.ui.hero is not None and self.ui.hero.power == power:
            self.cancel()  # the button pressed again puts the power away
            return
        self._set_mode(Mode.HERO)
        self.ui.hero = HeroState(str(power))

    @property
    def rolling(self) -> bool:
        """True while a die tumbles (its number is not known to the player yet)."""
        return any(state.sprite.rolling for state in self.dice.values())

    def die_rolling(self, value: Mapping[str, Any]) -> bool:
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

    def skip_animations(self) -> None:
        for state in self.dice.values():
            state.sprite.skip()
            if state.size is not None:
                state.size.finish()
                state.sprite.size = round(float(state.size.value))  # type: ignore[arg-type]
                state.size = None
        for chip in self.chips.values():
            chip.motion.skip()
            chip.flash = None
        self.toast.skip()

    def cancel(self) -> None:
        """Let go of whatever the player was doing (a held chip springs back)."""
        if self.ui.mode is Mode.DRAGGING and self.ui.held is not None:
            self._spring(self.ui.held.id)
        self._set_mode(Mode.IDLE)

    def show_reason(self, reason: str, pos: Point | None = None) -> None:
        if not reason:
            return
        tray = self.rects["dice_tray"]
        self.toast.show(reason, pos if pos is not None else (tray.centerx, tray.top - 10))

    # -- state of play --------------------------------------------------------------------------

    def _order_pool(self, pool: list[dict[str, Any]], old_pool: dict[int, dict[str, Any]]) -> None:
        """Keep chips where they were; a new value takes the place of the values it was made from."""
        ids = [int(v["id"]) for v in pool]
        old_order = [i for i in self.order if i in old_pool] or list(old_pool)
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
        self.order = kept
        by_id = {int(v["id"]): v for v in pool}
        self.pool = [by_id[i] for i in kept]

    def _check_interaction(self) -> None:
        """Drop a pick whose chips are gone or a mode the view no longer allows."""
        ui = self.ui
        present = {int(v["id"]) for v in self.pool}
        if not self.can_build:
            if ui.mode is not Mode.IDLE:
                self._set_mode(Mode.IDLE)
            return
        if (
            ui.mode in (Mode.SELECTED, Mode.OPERATION)
            and ui.selected not in present
            or ui.mode is Mode.POPUP
            and ui.popup is not None
            and not {ui.popup.a, ui.popup.b} <= present
            or ui.mode is Mode.DRAGGING
            and ui.held is not None
            and ui.held.id not in present
        ):
            self._set_mode(Mode.IDLE)
        elif ui.mode is Mode.HERO and ui.hero is not None:
            raws = {int(v["id"]) for v in self.pool if v.get("raw")}
            uses_left = int(self.view.get("hero_uses_left", 0))
            if ui.hero.first is not None and ui.hero.first not in raws or not raws or uses_left <= 0:
                self._set_mode(Mode.IDLE)

    def _set_mode(self, mode: Mode) -> None:
        ui = self.ui
        ui.mode = mode
        if mode is Mode.IDLE:
            ui.selected = ui.op = None
            ui.popup = ui.hero = ui.held = None
        elif mode is not Mode.OPERATION:
            ui.op = None
        if mode is not Mode.POPUP:
            ui.popup = None
        if mode is not Mode.HERO:
            ui.hero = None
        if mode is not Mode.DRAGGING:
            ui.held = None
        self.pulse.reset()
        self._refresh_widgets()

    def _refresh_widgets(self) -> None:
        interactive, phase = self.interactive, self.phase
        self.roll_button.enabled = interactive and phase == "roll"
        self.end_button.enabled = interactive and phase == "act"
        finished = (
            phase == "act" and (not self.pool or not self.anything_to_beat()) and not self.bonus_could_help()
        )
        self.end_button.style = ButtonStyle.PRIMARY if finished else ButtonStyle.NORMAL
        self.roll_button.style = ButtonStyle.PRIMARY if self.roll_button.enabled else ButtonStyle.NORMAL
        self.hint_button.enabled = interactive and phase == "act" and bool(self.pool)
        self.field.enabled = self.build_button.enabled = self.can_build and bool(self.pool)
        if not self.field.enabled:
            self.field.focused = False
        picked = self.ui.mode in (Mode.SELECTED, Mode.OPERATION) and self.can_build
        for op, button in self.op_buttons.items():
            button.enabled = picked
            button.style = ButtonStyle.PRIMARY if picked and self.ui.op == op else ButtonStyle.NORMAL
        if picked and self.ui.selected is not None:
            chosen = self.value(self.ui.selected)
            if chosen is not None and ops.square(int(chosen["number"]))[0] is None:
                self.op_buttons["sq"].enabled = False

    # -- geometry -------------------------------------------------------------------------------

    def chip_area(self) -> pygame.Rect:
        """Where the pool's chips sit: the tray minus its title line and the used-dice strip."""
        tray = self.rects["dice_tray"]
        return pygame.Rect(tray.left + 20, tray.top + 46, tray.width - 40, tray.height - 46 - 16)

    def chip_size(self) -> tuple[int, int]:
        area = self.chip_area()
        n = max(3, len(self.order))
        gap = 18
        width = min(190, (area.width - gap * (n - 1)) // n)
        height = min(area.height, 210)
        return width, height

    def die_size(self) -> int:
        w, h = self.chip_size()
        return max(48, min(128, int(min(w, h) * 0.74)))

    def slot_rect(self, value_id: int) -> pygame.Rect:
        """Where a chip rests in the tray (centred as a row)."""
        area = self.chip_area()
        w, h = self.chip_size()
        gap = 18
        n = len(self.order)
        index = self.order.index(value_id) if value_id in self.order else n
        total = n * w + (n - 1) * gap
        left = area.centerx - total // 2
        return pygame.Rect(left + index * (w + gap), area.centery - h // 2, w, h)

    def chip_rect(self, value_id: int) -> pygame.Rect:
        """Where a chip is drawn now (gliding, springing, or held under the pointer)."""
        held = self.ui.held
        slot = self.slot_rect(value_id)
        if held is not None and held.id == value_id and self.ui.mode is Mode.DRAGGING:
            return pygame.Rect(
                held.pointer[0] - held.grab[0], held.pointer[1] - held.grab[1], slot.width, slot.height
            )
        chip = self.chips.get(value_id)
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

    def x2_at(self, pos: Point) -> int | None:
        """The chip whose x² badge is under ``pos`` (badges sit on the chips' top edges)."""
        for vid in reversed(self.order):
            if self._x2_shown(vid) and self.x2_rect(vid).collidepoint(pos):
                return vid
        return None

    def chip_at(self, pos: Point) -> int | None:
        for vid in reversed(self.order):
            if self.chip_rect(vid).collidepoint(pos):
                return vid
        return None

    def inside(self, pos: Point) -> bool:
        """True over any of the tray's zones (a drop there is not aimed at the board)."""
        return any(rect.collidepoint(pos) for rect in self.rects.values())

    # -- placing chips and dice -----------------------------------------------------------------

    def _die(self, die_id: int, face: int) -> DieState:
        state = self.dice.get(die_id)
        if state is None:
            sprite = DiceSprite(self._die_target(die_id), max(1, face), self.die_size(), seed=1000 + die_id)
            state = DieState(sprite, shown_number=face)
            self.dice[die_id] = state
        return state

    def _die_target(self, die_id: int) -> tuple[int, int]:
        for value in self.pool:
            if die_id in [int(d) for d in value.get("dice") or []]:
                return self.slot_rect(int(value["id"])).center
        return self.chip_area().center

    def _place_everything(self, old_pool: dict[int, dict[str, Any]]) -> None:
        present = {int(v["id"]) for v in self.pool}
        # chips: existing ones glide to their slot; new ones appear where their sources were
        for value in self.pool:
            vid = int(value["id"])
            slot = self.slot_rect(vid)
            chip = self.chips.get(vid)
            if chip is None:
                start = self._birthplace(value, old_pool) or slot.topleft
                chip = ChipState(Motion(start), dice=tuple(int(d) for d in value.get("dice") or []))
                if old_pool and not value.get("raw"):
                    chip.flash = Tween(1.0, 0.0, FLASH_TIME, Ease.LINEAR)
                self.chips[vid] = chip
            held = self.ui.held
            if (
                not (held is not None and held.id == vid and self.ui.mode is Mode.DRAGGING)
                and chip.motion.target != slot.topleft
            ):
                chip.motion.to(slot.topleft, SLIDE_TIME, Ease.OUT_CUBIC)
        gone = {vid: chip for vid, chip in self.chips.items() if vid not in present}
        for vid in gone:
            del self.chips[vid]
        self._place_dice(gone)

    def _birthplace(
        self, value: dict[str, Any], old_pool: dict[int, dict[str, Any]]
    ) -> tuple[float, float] | None:
        """A new value appears where the chip it was dropped on (or made from) stood."""
        dice = set(int(d) for d in value.get("dice") or [])
        if (
            self._last_target is not None
            and self._last_target in self.chips
            and self._last_target not in {int(v["id"]) for v in self.pool}
        ) and dice & set(self.chips[self._last_target].dice):
            return self.chips[self._last_target].motion.pos
        for vid, chip in self.chips.items():
            if vid in old_pool and dice & set(chip.dice) and vid not in {int(v["id"]) for v in self.pool}:
                return chip.motion.pos
        return None

    def _place_dice(self, gone: dict[int, ChipState]) -> None:
        dice = [d for d in self.view.get("dice") or []]
        ids = {int(d["id"]) for d in dice}
        for die_id in [i for i in self.dice if i not in ids]:
            del self.dice[die_id]
        in_value = {int(d): v for v in self.pool for d in v.get("dice") or []}
        used = [d for d in dice if d.get("spent")]
        for die in dice:
            die_id, face = int(die["id"]), int(die.get("face", 1))
            fresh = die_id not in self.dice
            state = self._die(die_id, face)
            sprite = state.sprite
            if die.get("spent"):
                index = used.index(die)
                target = self.used_slot(index)
                if sprite.motion.target != (float(target[0]), float(target[1])):
                    source = next((c for c in gone.values() if die_id in c.dice), None)
                    if source is not None and not fresh:
                        w, h = self.chip_size()
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
            target = self.slot_rect(int(value["id"])).center if value is not None else self.chip_area().center
            if state.size is None and sprite.size != self.die_size() and not sprite.rolling:
                sprite.size = self.die_size()
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

    def _spring(self, value_id: int) -> None:
        chip = self.chips.get(value_id)
        held = self.ui.held
        if chip is None:
            return
        if held is not None and held.id == value_id:
            chip.motion.set((held.pointer[0] - held.grab[0], held.pointer[1] - held.grab[1]))
        chip.motion.to(self.slot_rect(value_id).topleft, SPRING_TIME, Ease.OUT_BACK)

    def _spring_all(self) -> None:
        for vid, chip in self.chips.items():
            if chip.motion.target != self.slot_rect(vid).topleft:
                chip.motion.to(self.slot_rect(vid).topleft, SPRING_TIME, Ease.OUT_BACK)

    # -- commands -------------------------------------------------------------------------------

    def _submit(self, command: Command) -> None:
        self.last_submitted = command
        self.hint = None
        self.submit_command(command)

    def _roll(self) -> None:
        if self.interactive and self.phase == "roll":
            self._submit(Roll(self.seat))

    def _end_turn(self) -> None:
        if self.interactive and self.phase == "act":
            self._set_mode(Mode.IDLE)
            self._submit(EndTurn(self.seat))

    def _combine(self, a: int, op: str, b: int) -> bool:
        """Submit ``a op b`` when it is legal; otherwise show why and submit nothing."""
        va, vb = self.value(a), self.value(b)
        if va is None or vb is None:
            return False
        result, reason = ops.combine(int(va["number"]), op, int(vb["number"]))
        if result is None:
            self.show_reason(reason, self.slot_rect(b).midtop)
            return False
        self._last_target = b
        self._set_mode(Mode.IDLE)
        self._submit(Combine(self.seat, a, op, b))
        return True

    def _square(self, value_id: int) -> None:
        value = self.value(value_id)
        if value is None or not self.can_build:
            return
        result, reason = ops.square(int(value["number"]))
        if result is None:
            self.show_reason(reason, self.slot_rect(value_id).midtop)
            return
        self._last_target = value_id
        self._set_mode(Mode.IDLE)
        self._submit(Square(self.seat, value_id))

    def _press_op(self, op: str) -> None:
        ui = self.ui
        if ui.selected is None or ui.mode not in (Mode.SELECTED, Mode.OPERATION):
            self.show_reason(_("First click a number in the tray."))
            return
        if op == "sq":
            self._square(ui.selected)
            return
        if ui.mode is Mode.OPERATION and ui.op == op:
            ui.mode, ui.op = Mode.SELECTED, None
        else:
            ui.mode, ui.op = Mode.OPERATION, op
        self._refresh_widgets()

    def _use_power(self, die_id: int) -> None:
        hero = self.ui.hero
        value = self.value(die_id)
        if hero is None or value is None:
            return
        if not value.get("raw"):
            self.show_reason(
                _("Hero powers work on a single die, not on a number built from dice."),
                self.slot_rect(die_id).midtop,
            )
            return
        if hero.power == HeroPower.SPLICE:
            if hero.first is None:
                hero.first = die_id
                return
            if hero.first == die_id:
                hero.first = None
                return
            first = hero.first
            self._set_mode(Mode.IDLE)
            self._submit(UseHeroPower(self.seat, first, die_id))
            return
        after, reason = ops.power_after(hero.power, int(value["number"]))
        if reason:
            self.show_reason(reason, self.slot_rect(die_id).midtop)
            return
        self._set_mode(Mode.IDLE)
        self._submit(UseHeroPower(self.seat, die_id, -1))

    # -- frames ---------------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        """Advance the animations; True while anything moves (or a pick glows)."""
        busy = False
        for state in self.dice.values():
            busy = state.sprite.update(dt) or busy
            if state.size is not None:
                running = state.size.update(dt)
                state.sprite.size = max(8, round(float(state.size.value)))  # type: ignore[arg-type]
                if not running:
                    state.size = None
                busy = True
        for chip in self.chips.values():
            busy = chip.motion.update(dt) or busy
            if chip.flash is not None:
                if not chip.flash.update(dt):
                    chip.flash = None
                busy = True
        busy = self.toast.update(dt) or busy
        for widget in self.widgets:
            busy = widget.update(dt) or busy
        if self.ui.mode in (Mode.DRAGGING, Mode.HERO, Mode.OPERATION) and get_speed() > 0:
            busy = self.pulse.update(dt) or busy
        return busy
