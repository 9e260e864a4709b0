"""The dice tray's input: gestures to the tray's actions, and the controls the gestures press.

Hover, keys, picking up, dragging and dropping chips, clicks on chips, on the buttons (Roll, End
turn, Hint, the operation row) and on the operation popup, and the typed-formula field.  Every
path ends in one of the tray's actions (:class:`TrayActions`: combine, square, use a hero power,
submit) or in the scene's ``drop_outside`` for a chip let go over the board.

A file of its own because it is the one place a click or a key becomes a command: it paints
nothing and places no chip, so a gesture that does the wrong thing is looked for here.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Protocol

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.intents import Click, Drag, Drop, Hover, Intent, Key, PickUp
from tabletop.engine.text_field import TextField
from tabletop.engine.widgets import Button, ButtonStyle, Widget
from tabletop.games.outnumbered.table.tray import arithmetic as ops
from tabletop.games.outnumbered.table.tray.state import (
    FORMULA_KEYS,
    OP_KEYS,
    DropOutside,
    Held,
    Mode,
    Point,
    PopupState,
    TrayGeometry,
    TrayModel,
)

# -- the typed formula -----------------------------------------------------------------------------
# Its field (big type for a table), its Build button, and the rules' reason when they refused
# it (kept until the text is edited).


class FormulaField(TextField):
    """The formula entry: the engine's text field in bigger, bold type for a table."""

    SIZE = 34

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("size", self.SIZE)
        kwargs.setdefault("bold", True)
        kwargs.setdefault("hint_size", txt.READABLE)
        super().__init__(*args, **kwargs)

    def frame_colours(self) -> tuple[theme.Colour, theme.Colour]:
        border = theme.ACCENT if self.focused else (255, 255, 255, 80 if self.hovered else 46)
        fill = (10, 14, 18, 235) if self.enabled else (30, 34, 38, 200)
        return fill, theme.rgba(border)


class FormulaEntry:
    """The field and its Build button; ``build`` receives the text when the player sends it."""

    def __init__(
        self, field_rect: pygame.Rect, button_rect: pygame.Rect, build: Callable[[str], None]
    ) -> None:
        self.field = FormulaField(
            field_rect,
            hint=lambda: _("Formula: (4+1)^2"),
            max_length=40,
            on_submit=build,
            on_change=self._changed,
        )
        self.button = Button(button_rect, lambda: _("Build"), lambda: build(self.field.text), font_size=28)
        self.error = ""  # the rules' reason for refusing the last formula
        self.error_text = ""  # the text the error was about (cleared once edited)

    def sent(self) -> None:
        """A formula went to the rules: the field empties, an old reason goes."""
        self.error = ""
        self.field.text = ""

    def refused(self, formula: str, reason: str) -> None:
        """The rules refused ``formula``: it comes back into the field with the reason, focused,
        so the player fixes the text next (Backspace must reach the field)."""
        self.error = reason
        self.field.text = formula
        self.error_text = self.field.text
        self.field.focus(True)

    def pool_changed(self) -> None:
        """The pool changed: a reason about another text than the one in the field goes."""
        self.error = "" if self.error_text != self.field.text else self.error

    def _changed(self, text: str) -> None:
        if text != self.error_text:
            self.error = ""


# -- the controls ----------------------------------------------------------------------------------
# Roll, End turn, Hint, the operation row (+ − × ÷ x²) and the formula entry, placed in the
# tray's zones; the tray gives what each does and decides which are enabled.


class TrayControls:
    """The tray's buttons and formula field, in the order they are painted."""

    def __init__(
        self,
        geometry: TrayGeometry,
        *,
        roll: Callable[[], None],
        end_turn: Callable[[], None],
        hint: Callable[[], None],
        press_op: Callable[[str], None],
        build: Callable[[str], None],
    ) -> None:
        r = geometry.rects
        # each label fits its zone at this size in English and Polish (Roll beside its Space badge)
        self.roll_button = Button(
            r["roll"], lambda: _("Roll"), roll, ButtonStyle.PRIMARY, hotkey=pygame.K_SPACE, font_size=32
        )
        self.end_button = Button(r["end_turn"], lambda: _("End turn"), end_turn, font_size=30)
        self.hint_button = Button(geometry.hint_button_rect(), lambda: _("Hint"), hint, font_size=30)
        field_rect, build_rect = geometry.formula_rects()
        self.formula = FormulaEntry(field_rect, build_rect, build)
        self.op_buttons: dict[str, Button] = {}
        for op, rect in geometry.ops_rects().items():
            label = "x²" if op == "sq" else ops.SYMBOLS[op]
            self.op_buttons[op] = Button(rect, label, functools.partial(press_op, op), font_size=46)
        self.widgets: list[Widget] = [
            self.roll_button,
            self.end_button,
            self.hint_button,
            self.formula.button,
            *self.op_buttons.values(),
            self.formula.field,
        ]

    @property
    def field(self) -> FormulaField:
        return self.formula.field

    @property
    def build_button(self) -> Button:
        return self.formula.button

    def pressed(self) -> bool:
        """A control is held down (its pressed look is painted live, not from the layer)."""
        return any(getattr(w, "pressed", False) for w in self.widgets)


# -- gestures: every path ends in one of the tray's actions or in the scene's drop_outside ---------


class TrayActions(Protocol):
    """What the tray does for its input (the tray itself implements these)."""

    def cancel(self) -> None: ...

    def set_mode(self, mode: Mode) -> None: ...

    def press_op(self, op: str) -> None: ...

    def combine(self, a: int, op: str, b: int) -> bool: ...

    def square(self, value_id: int) -> None: ...

    def use_power(self, die_id: int) -> None: ...

    def submit(self, command: Command) -> None: ...

    def show_reason(self, reason: str, pos: Point | None = None) -> None: ...

    def spring(self, value_id: int) -> None: ...

    def clear_hint(self) -> None: ...

    def refresh_widgets(self) -> None: ...


class TrayInput:
    """Turns intents into the tray's actions."""

    def __init__(
        self,
        model: TrayModel,
        geometry: TrayGeometry,
        controls: TrayControls,
        actions: TrayActions,
        drop_outside: DropOutside,
    ) -> None:
        self.model = model
        self.geometry = geometry
        self.controls = controls
        self.actions = actions
        self.drop_outside = drop_outside

    def handle(self, intent: Intent) -> bool:
        """Use one intent; True when it was the tray's (the scene then stops passing it on)."""
        ui = self.model.ui
        if isinstance(intent, Hover):
            self._hover(intent.pos)
            return False
        if isinstance(intent, Key):
            return self._key(intent)
        if isinstance(intent, PickUp):
            return self._pick_up(intent)
        if isinstance(intent, Drag):
            if ui.mode is Mode.DRAGGING and ui.held is not None:
                ui.held.pointer = intent.pos
                ui.held.over = self.geometry.other_chip_at(intent.pos)
                return True
            return False
        if isinstance(intent, Drop):
            return self._drop(intent.pos) if ui.mode is Mode.DRAGGING else False
        if isinstance(intent, Click):
            return self._click(intent)
        return False

    def _hover(self, pos: Point) -> None:
        ui = self.model.ui
        ui.pointer = pos
        for widget in self.controls.widgets:
            widget.handle(Hover(pos))
        ui.hover_x2 = self.geometry.x2_at(pos)
        ui.hover_chip = ui.hover_x2 if ui.hover_x2 is not None else self.geometry.chip_at(pos)
        if ui.popup is not None:
            ui.popup.hover = self.geometry.popup_part_at(pos)
        if ui.hero is not None:
            ui.hero.hover = ui.hover_chip

    def _key(self, intent: Key) -> bool:
        ui = self.model.ui
        field = self.controls.field
        if field.focused and field.handle(intent):
            return True
        if intent.key == pygame.K_ESCAPE and (ui.mode is not Mode.IDLE):
            self.actions.cancel()
            return True
        if not self.model.can_build:
            return self.model.interactive and self.controls.roll_button.handle(intent)
        text = intent.text
        if ui.mode is Mode.POPUP and ui.popup is not None and text in OP_KEYS:
            self._pick_popup(OP_KEYS[text])
            return True
        if ui.mode in (Mode.SELECTED, Mode.OPERATION) and text in OP_KEYS:
            self.actions.press_op(OP_KEYS[text])
            return True
        if ui.mode in (Mode.SELECTED, Mode.OPERATION) and text in ("^", "²"):
            self.actions.press_op("sq")
            return True
        if text and text in FORMULA_KEYS and field.enabled:
            self.actions.set_mode(Mode.IDLE)
            field.focus(True)
            field.handle(intent)
            return True
        return self.controls.end_button.handle(intent) or self.controls.roll_button.handle(intent)

    def _pick_up(self, intent: PickUp) -> bool:
        ui = self.model.ui
        if ui.mode is Mode.POPUP:
            self.actions.set_mode(Mode.IDLE)
        vid = self.geometry.chip_at(intent.start)
        if vid is None:
            return self.geometry.inside(intent.start)
        if not self.model.can_build or ui.mode is Mode.HERO:
            return True
        rect = self.geometry.chip_rect(vid)
        self.actions.set_mode(Mode.DRAGGING)
        ui.held = Held(vid, (intent.start[0] - rect.left, intent.start[1] - rect.top), intent.pos)
        self.actions.clear_hint()
        return True

    def _drop(self, pos: Point) -> bool:
        ui = self.model.ui
        held = ui.held
        assert held is not None
        held.pointer = pos
        target = self.geometry.other_chip_at(pos)
        if target is not None:
            self.actions.spring(held.id)
            self.actions.set_mode(Mode.POPUP)
            ui.popup = PopupState(held.id, target)
            return True
        if self.geometry.inside(pos):
            self.actions.cancel()
            return True
        answer = self.drop_outside(held.id, pos)
        chip = self.model.chips.get(held.id)
        if isinstance(answer, Command):
            if chip is not None:  # it stays where it was let go; its dice leave from there
                chip.motion.set((pos[0] - held.grab[0], pos[1] - held.grab[1]))
            self.actions.set_mode(Mode.IDLE)
            self.actions.submit(answer)
            return True
        if isinstance(answer, str) and answer:
            self.actions.show_reason(answer, (pos[0], max(90, pos[1] - 130)))
        self.actions.cancel()
        return True

    def _click(self, intent: Click) -> bool:
        ui = self.model.ui
        geometry = self.geometry
        pos = intent.pos
        if intent.button == 3:
            if ui.mode is not Mode.IDLE:
                self.actions.cancel()
                return True
            return False
        if intent.button != 1:
            return False
        if ui.mode is Mode.POPUP and ui.popup is not None:
            part = geometry.popup_part_at(pos)
            if part == "swap":
                ui.popup.a, ui.popup.b = ui.popup.b, ui.popup.a
                return True
            if part in ops.OPS:
                self._pick_popup(part)
                return True
            if geometry.popup_rect().collidepoint(pos):
                return True
            self.actions.set_mode(Mode.IDLE)
            return geometry.inside(pos)
        field = self.controls.field
        for widget in self.controls.widgets:
            if widget is field:
                continue
            if widget.contains(pos):
                return widget.handle(intent)
        if field.handle(intent):
            if ui.mode is not Mode.IDLE:
                self.actions.set_mode(Mode.IDLE)
            return True
        badge = geometry.x2_at(pos)
        if badge is not None:
            self.actions.square(badge)
            return True
        vid = geometry.chip_at(pos)
        if ui.mode is Mode.HERO:
            if vid is not None:
                self.actions.use_power(vid)
                return True
            self.actions.cancel()
            return geometry.inside(pos)
        if vid is None:
            if geometry.inside(pos):
                if ui.mode is not Mode.IDLE:
                    self.actions.set_mode(Mode.IDLE)
                return True
            return self._click_outside(pos)
        if not self.model.can_build:
            return True
        if ui.mode is Mode.IDLE or ui.selected is None:
            self.actions.set_mode(Mode.SELECTED)
            ui.selected = vid
            self.actions.clear_hint()
        elif ui.selected == vid:
            self.actions.set_mode(Mode.IDLE)
        elif ui.mode is Mode.OPERATION and ui.op is not None:
            self.actions.combine(ui.selected, ui.op, vid)
        else:
            first = ui.selected
            self.actions.set_mode(Mode.POPUP)
            ui.popup = PopupState(first, vid)
        self.actions.refresh_widgets()
        return True

    def _click_outside(self, pos: Point) -> bool:
        """A chip is picked and the player clicks the board: that may be a villain to defeat."""
        ui = self.model.ui
        if ui.mode not in (Mode.SELECTED, Mode.OPERATION) or ui.selected is None:
            return False
        chosen = ui.selected
        self.actions.set_mode(Mode.IDLE)
        answer = self.drop_outside(chosen, pos)
        if isinstance(answer, Command):
            self.actions.submit(answer)
            return True
        if isinstance(answer, str) and answer:
            self.actions.show_reason(answer, (pos[0], max(90, pos[1] - 130)))
        return False

    def _pick_popup(self, op: str) -> None:
        popup = self.model.ui.popup
        if popup is None:
            return
        va, vb = self.model.value(popup.a), self.model.value(popup.b)
        if va is None or vb is None:
            self.actions.set_mode(Mode.IDLE)
            return
        result, reason = ops.combine(int(va["number"]), op, int(vb["number"]))
        if result is None:
            popup.reason = reason
            return
        self.actions.combine(popup.a, op, popup.b)
