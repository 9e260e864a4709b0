"""The tray itself: :class:`DiceTray`, the one object the table scene holds.

The scene gives it the rectangles of its zones, a way to submit commands, the seat that acts, and
a callback that turns a chip dropped outside the tray into a command (a Defeat on a villain space)
or a reason it cannot go there.  The tray reads only the view it is given: every chip is a value
of ``view["pool"]``, every die one of ``view["dice"]``.

A file of its own because it is where the tray *acts*: it owns the parts (:mod:`.state`,
:mod:`.input`, :mod:`.words`, :mod:`.draw`), moves between the modes, and is the only part that
submits commands.  What the scene and the tests read of the tray is also answered here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import _
from tabletop.engine.intents import Intent
from tabletop.engine.toast import Toast
from tabletop.engine.tween import Pulse, get_speed
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.outnumbered.rules.commands import Build, Combine, EndTurn, Roll, Square, UseHeroPower
from tabletop.games.outnumbered.rules.content import HeroPower
from tabletop.games.outnumbered.rules.view import OutnumberedView, ValueView
from tabletop.games.outnumbered.table.tray import arithmetic as ops
from tabletop.games.outnumbered.table.tray.draw import TrayPainter
from tabletop.games.outnumbered.table.tray.input import FormulaField, TrayControls, TrayInput
from tabletop.games.outnumbered.table.tray.state import (
    DEFAULT_RECTS,
    RECT_KEYS,
    DieState,
    DropOutside,
    HeroState,
    Interaction,
    Mode,
    Point,
    TrayGeometry,
    TrayModel,
    TrayPlacing,
)
from tabletop.games.outnumbered.table.tray.words import TrayHint


class DiceTray:
    """The dice, the values built from them and every control for building numbers."""

    def __init__(
        self,
        rects: Mapping[str, pygame.Rect],
        submit: Callable[[Command], None],
        seat_getter: Callable[[], int],
        drop_outside: DropOutside,
        *,
        before_end_turn: Callable[[Callable[[], None]], None] | None = None,
    ) -> None:
        self.submit_command = submit
        #: End turn cannot be taken back: the table may ask first, then call the action it is given
        self.before_end_turn = before_end_turn or (lambda end: end())
        self.model = TrayModel(seat_getter)
        self.geometry = TrayGeometry(
            {key: pygame.Rect(rects.get(key, DEFAULT_RECTS[key])) for key in RECT_KEYS}, self.model
        )
        self.toast = Toast(duration=3.2)
        self.pulse = Pulse(period=1.1)
        self.hints = TrayHint(self.model)
        self.placing = TrayPlacing(self.model, self.geometry)
        self.controls = TrayControls(
            self.geometry,
            roll=self._roll,
            end_turn=self._end_turn,
            hint=self.show_hint,
            press_op=self.press_op,
            build=self._submit_formula,
        )
        self.input = TrayInput(self.model, self.geometry, self.controls, self, drop_outside)
        self.painter = TrayPainter(
            self.model, self.geometry, self.controls, self.hints, self.pulse, self.toast
        )
        self.last_submitted: Command | None = None

    # -- what the scene and the tests read ------------------------------------------------------

    @property
    def rects(self) -> dict[str, pygame.Rect]:
        return self.geometry.rects

    @property
    def view(self) -> OutnumberedView:
        return self.model.view

    @property
    def interactive(self) -> bool:
        return self.model.interactive

    @property
    def pool(self) -> list[ValueView]:
        return self.model.pool

    @property
    def order(self) -> list[int]:
        return self.model.order

    @property
    def dice(self) -> dict[int, DieState]:
        return self.model.dice

    @property
    def ui(self) -> Interaction:
        return self.model.ui

    @property
    def phase(self) -> str:
        return self.model.phase

    @property
    def can_build(self) -> bool:
        """True when the player on screen may change the pool now."""
        return self.model.can_build

    def value(self, value_id: int | None) -> ValueView | None:
        return self.model.value(value_id)

    @property
    def dragging_value(self) -> ValueView | None:
        """The value held under the pointer (the scene lights villains with that number)."""
        return self.model.dragging_value

    @property
    def drag_pos(self) -> Point | None:
        return self.model.drag_pos

    @property
    def selected_value(self) -> ValueView | None:
        """The chip picked by a click (click a villain next to defeat it with this value)."""
        return self.model.selected_value

    @property
    def hero_pending(self) -> str | None:
        """The hero power waiting for a die (the scene may light its button), or None."""
        return self.model.hero_pending

    @property
    def animating(self) -> bool:
        """True while a die rolls or a chip or die is moving."""
        return self.model.animating

    @property
    def roll_button(self) -> Button:
        return self.controls.roll_button

    @property
    def end_button(self) -> Button:
        return self.controls.end_button

    @property
    def hint_button(self) -> Button:
        return self.controls.hint_button

    @property
    def op_buttons(self) -> dict[str, Button]:
        return self.controls.op_buttons

    @property
    def field(self) -> FormulaField:
        return self.controls.field

    @property
    def formula_error(self) -> str:
        return self.controls.formula.error

    @property
    def hint(self) -> ops.Hint | None:
        return self.hints.hint

    @property
    def hint_target(self) -> tuple[int, int] | None:
        """The villain space the Hint points at (the scene pulses it), or None."""
        return self.hints.hint_target

    def anything_to_beat(self) -> bool:
        return self.hints.anything_to_beat()

    def bonus_could_help(self) -> bool:
        return self.hints.bonus_could_help()

    def helpful_bonuses(self) -> list[str]:
        return self.hints.helpful_bonuses()

    def chip_rect(self, value_id: int) -> pygame.Rect:
        return self.geometry.chip_rect(value_id)

    def slot_rect(self, value_id: int) -> pygame.Rect:
        return self.geometry.slot_rect(value_id)

    def chip_size(self) -> tuple[int, int]:
        return self.geometry.chip_size()

    def expression_text(self) -> tuple[str, str]:
        """The running expression (big) and the line under it (what to do next, or why not)."""
        return self.painter.words.expression_text()

    @property
    def layer_builds(self) -> int:
        """How often the still layer was repainted (tests read it)."""
        return self.painter.layer_builds

    def still_signature(self) -> tuple[Hashable, ...]:
        """What the tray's still picture shows (a table caching the tray with it compares this)."""
        return self.painter.signature(), self.controls.pressed()

    # -- the scene's calls ----------------------------------------------------------------------

    def set_view(self, view: OutnumberedView, interactive: bool) -> None:
        """Show a new view: chips glide to their places, new values flash, spent dice go aside."""
        model = self.model
        old_pool = {int(v["id"]): v for v in model.pool}
        pool = [v.copy() for v in view.get("pool") or []]
        changed = [int(v["id"]) for v in pool] != list(old_pool) or any(
            v != old_pool.get(int(v["id"])) for v in pool
        )
        model.view = view
        model.interactive = interactive
        self.placing.order_pool(pool, old_pool)
        if changed or not pool:
            self.hints.clear()
        if changed:
            self.controls.formula.pool_changed()
        self._check_interaction()
        self.placing.place_everything(old_pool)
        self.refresh_widgets()

    def animate_roll(self, faces_by_die_id: Mapping[int, int]) -> None:
        """The rules rolled: these dice tumble onto the tray and land on their faces."""
        self.placing.roll(faces_by_die_id)

    def refused(self, reason: str) -> None:
        """The rules refused the last command: say why beside the tray (a formula's under the field)."""
        if isinstance(self.last_submitted, Build):
            self.controls.formula.refused(self.last_submitted.formula, reason)
        else:
            self.show_reason(reason)
        self.last_submitted = None
        self.placing.spring_all()

    def begin_hero_power(self, power: str) -> None:
        """The hero card's button: the next click on a die uses ``power`` on it."""
        model = self.model
        if not model.can_build:
            self.show_reason(
                _("Roll the dice first.")
                if model.interactive and model.phase == "roll"
                else _("It is not your turn.")
            )
            return
        if int(model.view.get("hero_uses_left", 0)) <= 0:
            self.show_reason(_("Your hero power is used up for this turn."))
            return
        raws = [v for v in model.pool if v.get("raw")]
        if not raws or (power == HeroPower.SPLICE and len(raws) < 2):
            self.show_reason(
                _("Splice needs two single dice.")
                if power == HeroPower.SPLICE and raws
                else _("There is no single die left for your hero power.")
            )
            return
        ui = model.ui
        if ui.mode is Mode.HERO and ui.hero is not None and ui.hero.power == power:
            self.cancel()  # the button pressed again puts the power away
            return
        self.set_mode(Mode.HERO)
        ui.hero = HeroState(str(power))

    def show_hint(self) -> None:
        """The Hint button: one way to beat the most dangerous villain this pool can reach."""
        self.hints.show_hint()

    def skip_animations(self) -> None:
        self.placing.skip()
        self.toast.skip()

    def cancel(self) -> None:
        """Let go of whatever the player was doing (a held chip springs back)."""
        ui = self.model.ui
        if ui.mode is Mode.DRAGGING and ui.held is not None:
            self.spring(ui.held.id)
        self.set_mode(Mode.IDLE)

    def show_reason(self, reason: str, pos: Point | None = None) -> None:
        if not reason:
            return
        tray = self.geometry.rects["dice_tray"]
        self.toast.show(reason, pos if pos is not None else (tray.centerx, tray.top - 10))

    def handle(self, intent: Intent) -> bool:
        """Use one intent; True when it was the tray's (the scene then stops passing it on)."""
        return self.input.handle(intent)

    # -- state of play --------------------------------------------------------------------------

    def _check_interaction(self) -> None:
        """Drop a pick whose chips are gone or a mode the view no longer allows."""
        model = self.model
        ui = model.ui
        present = {int(v["id"]) for v in model.pool}
        if not model.can_build:
            if ui.mode is not Mode.IDLE:
                self.set_mode(Mode.IDLE)
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
            self.set_mode(Mode.IDLE)
        elif ui.mode is Mode.HERO and ui.hero is not None:
            raws = {int(v["id"]) for v in model.pool if v.get("raw")}
            uses_left = int(model.view.get("hero_uses_left", 0))
            if ui.hero.first is not None and ui.hero.first not in raws or not raws or uses_left <= 0:
                self.set_mode(Mode.IDLE)

    def set_mode(self, mode: Mode) -> None:
        ui = self.model.ui
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
        self.refresh_widgets()

    def refresh_widgets(self) -> None:
        model, controls = self.model, self.controls
        interactive, phase = model.interactive, model.phase
        controls.roll_button.enabled = interactive and phase == "roll"
        controls.end_button.enabled = interactive and phase == "act"
        finished = (
            phase == "act"
            and (not model.pool or not self.hints.anything_to_beat())
            and not self.hints.bonus_could_help()
        )
        controls.end_button.style = ButtonStyle.PRIMARY if finished else ButtonStyle.NORMAL
        controls.roll_button.style = (
            ButtonStyle.PRIMARY if controls.roll_button.enabled else ButtonStyle.NORMAL
        )
        controls.hint_button.enabled = interactive and phase == "act" and bool(model.pool)
        field = controls.field
        field.enabled = controls.build_button.enabled = model.can_build and bool(model.pool)
        if not field.enabled:
            field.focused = False
        ui = model.ui
        picked = ui.mode in (Mode.SELECTED, Mode.OPERATION) and model.can_build
        for op, button in controls.op_buttons.items():
            button.enabled = picked
            button.style = ButtonStyle.PRIMARY if picked and ui.op == op else ButtonStyle.NORMAL
        if picked and ui.selected is not None:
            chosen = model.value(ui.selected)
            if chosen is not None and ops.square(int(chosen["number"]))[0] is None:
                controls.op_buttons["sq"].enabled = False

    def spring(self, value_id: int) -> None:
        self.placing.spring(value_id)

    def clear_hint(self) -> None:
        self.hints.clear()

    # -- commands -------------------------------------------------------------------------------

    def submit(self, command: Command) -> None:
        self.last_submitted = command
        self.hints.clear()
        self.submit_command(command)

    def _roll(self) -> None:
        if self.model.interactive and self.model.phase == "roll":
            self.submit(Roll(self.model.seat))

    def _end_turn(self) -> None:
        if self.model.interactive and self.model.phase == "act":
            self.set_mode(Mode.IDLE)
            self.before_end_turn(self._send_end_turn)

    def _send_end_turn(self) -> None:
        if self.model.interactive and self.model.phase == "act":  # still so once the question is answered
            self.submit(EndTurn(self.model.seat))

    def _submit_formula(self, text: str) -> None:
        formula = text.strip()
        if not self.model.can_build or not formula:
            return
        self.controls.formula.sent()
        self.placing.last_target = None
        self.set_mode(Mode.IDLE)
        self.submit(Build(self.model.seat, formula))

    def combine(self, a: int, op: str, b: int) -> bool:
        """Submit ``a op b`` when it is legal; otherwise show why and submit nothing."""
        va, vb = self.model.value(a), self.model.value(b)
        if va is None or vb is None:
            return False
        result, reason = ops.combine(int(va["number"]), op, int(vb["number"]))
        if result is None:
            self.show_reason(reason, self.geometry.slot_rect(b).midtop)
            return False
        self.placing.last_target = b
        self.set_mode(Mode.IDLE)
        self.submit(Combine(self.model.seat, a, op, b))
        return True

    def square(self, value_id: int) -> None:
        value = self.model.value(value_id)
        if value is None or not self.model.can_build:
            return
        result, reason = ops.square(int(value["number"]))
        if result is None:
            self.show_reason(reason, self.geometry.slot_rect(value_id).midtop)
            return
        self.placing.last_target = value_id
        self.set_mode(Mode.IDLE)
        self.submit(Square(self.model.seat, value_id))

    def press_op(self, op: str) -> None:
        ui = self.model.ui
        if ui.selected is None or ui.mode not in (Mode.SELECTED, Mode.OPERATION):
            self.show_reason(_("First click a number in the tray."))
            return
        if op == "sq":
            self.square(ui.selected)
            return
        if ui.mode is Mode.OPERATION and ui.op == op:
            ui.mode, ui.op = Mode.SELECTED, None
        else:
            ui.mode, ui.op = Mode.OPERATION, op
        self.refresh_widgets()

    def use_power(self, die_id: int) -> None:
        hero = self.model.ui.hero
        value = self.model.value(die_id)
        if hero is None or value is None:
            return
        if not value.get("raw"):
            self.show_reason(
                _("Hero powers work on a single die, not on a number built from dice."),
                self.geometry.slot_rect(die_id).midtop,
            )
            return
        seat = self.model.seat
        if hero.power == HeroPower.SPLICE:
            if hero.first is None:
                hero.first = die_id
                return
            if hero.first == die_id:
                hero.first = None
                return
            first = hero.first
            self.set_mode(Mode.IDLE)
            self.submit(UseHeroPower(seat, first, die_id))
            return
        after, reason = ops.power_after(hero.power, int(value["number"]))
        if reason:
            self.show_reason(reason, self.geometry.slot_rect(die_id).midtop)
            return
        self.set_mode(Mode.IDLE)
        self.submit(UseHeroPower(seat, die_id, -1))

    # -- frames ---------------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        """Advance the animations; True while anything moves (or a pick glows)."""
        busy = self.placing.update(dt)
        busy = self.toast.update(dt) or busy
        for widget in self.controls.widgets:
            busy = widget.update(dt) or busy
        if self.model.ui.mode in (Mode.DRAGGING, Mode.HERO, Mode.OPERATION) and get_speed() > 0:
            busy = self.pulse.update(dt) or busy
        return busy

    def draw(self, surface: pygame.Surface, live: bool = True) -> None:
        """Paint every part of the tray (see :meth:`.TrayPainter.draw`)."""
        self.painter.draw(surface, live)

    def draw_live(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The tray's moving parts alone; returns the rectangles painted."""
        return self.painter.draw_live(surface)
