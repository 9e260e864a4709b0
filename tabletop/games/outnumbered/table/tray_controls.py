"""The dice tray's controls: Roll, End turn, Hint, the operation row (+ − × ÷ x²) and the formula
entry, placed in the tray's zones.  What each one does is given by the tray (callbacks); which
are enabled is the tray's to decide as the view and the player's pick change.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from tabletop.core.i18n import _
from tabletop.engine.widgets import Button, ButtonStyle, Widget
from tabletop.games.outnumbered.table import tray_ops as ops
from tabletop.games.outnumbered.table.tray_formula import FormulaEntry, FormulaField
from tabletop.games.outnumbered.table.tray_geometry import TrayGeometry


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
