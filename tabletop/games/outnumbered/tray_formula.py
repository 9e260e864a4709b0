"""The typed-formula field of the dice tray: the text field (big type for a table), its Build
button's place beside it, and sending the typed formula to the rules as one Build command.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import theme
from tabletop.engine.widgets import TextField
from tabletop.games.outnumbered.rules.commands import Build
from tabletop.games.outnumbered.tray_state import Mode


class TrayFormula:
    """The formula field's geometry and commands; mixed into :class:`~.tray.DiceTray`."""

    # attributes the tray provides
    rects: dict[str, pygame.Rect]
    field: FormulaField
    formula_error: str
    formula_error_text: str
    _last_target: int | None
    seat: int
    can_build: bool

    def _formula_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The text field and its Build button, side by side at the top of the formula zone."""
        rect = self.rects["formula"]
        height = min(rect.height, 64)
        build_w = min(130, rect.width // 3)
        field_rect = pygame.Rect(rect.left, rect.top, rect.width - build_w - 10, height)
        build = pygame.Rect(field_rect.right + 10, rect.top, build_w, height)
        return field_rect, build

    def _submit_formula(self, text: str) -> None:
        formula = text.strip()
        if not self.can_build or not formula:
            return
        self.formula_error = ""
        self.field.text = ""
        self._last_target = None
        self._set_mode(Mode.IDLE)  # type: ignore[attr-defined]
        self._submit(Build(self.seat, formula))  # type: ignore[attr-defined]

    def _formula_changed(self, text: str) -> None:
        if text != self.formula_error_text:
            self.formula_error = ""


class FormulaField(TextField):
    """The formula entry: the engine's text field in bigger, bold type for a table."""

    SIZE = 34

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("size", self.SIZE)
        kwargs.setdefault("bold", True)
        kwargs.setdefault("hint_size", 26)
        super().__init__(*args, **kwargs)

    def frame_colours(self) -> tuple[theme.Colour, theme.Colour]:
        border = theme.ACCENT if self.focused else (255, 255, 255, 80 if self.hovered else 46)
        fill = (10, 14, 18, 235) if self.enabled else (30, 34, 38, 200)
        return fill, theme.rgba(border)
