"""The typed-formula entry of the dice tray: the text field (big type for a table), its Build
button beside it, and the rules' reason when they refused the formula (kept until it is edited).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.text_field import TextField
from tabletop.engine.widgets import Button


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
