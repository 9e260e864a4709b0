"""The one-line text field (names, formulas), apart from the small controls.

Text entry is the one widget with its own keyboard grammar (caret moves, word jumps, clipboard
paste), so it lives on its own; it shares only the ``Widget`` base with the buttons.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.intents import Click, Hover, Intent, Key, shortcut_held, word_step_held
from tabletop.engine.widgets import Label, Widget


class TextField(Widget):
    """A one-line text entry (a player's name, a formula): click to focus, type, Enter to finish.

    A caret marks where typing goes: Left/Right move it (Ctrl, or Option on a Mac: a word at a
    time), Home/End jump, Backspace and Delete remove around it, a click places it, Ctrl+V (Cmd+V
    on a Mac) pastes the clipboard's text (its first line).  Letters from any keyboard layout or
    input method arrive as text (``Key`` with ``text``), so Polish and other scripts type as they
    should, AltGr letters too (Windows reports AltGr as Ctrl+Alt).  Text wider than the field
    scrolls so the caret stays in view.
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str = "",
        hint: Label = "",
        max_length: int = 20,
        on_submit: Callable[[str], object] | None = None,
        on_change: Callable[[str], object] | None = None,
        *,
        size: int = theme.FONT_BODY,
        bold: bool = False,
        hint_size: int | None = None,
    ) -> None:
        super().__init__(rect)
        self.max_length = max_length
        self.hint = hint
        self.on_submit = on_submit
        self.on_change = on_change
        self.size = size
        self.bold = bold
        self.hint_size = hint_size if hint_size is not None else size
        self.focused = False
        self._text = text[:max_length]
        self.caret = len(self._text)
        self._blink = 0.0

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        """Setting the text from code puts the caret at its end (no change callback)."""
        self._text = value[: self.max_length]
        self.caret = len(self._text)

    def focus(self, on: bool = True) -> None:
        self.focused = on and self.enabled
        self._blink = 0.0

    @property
    def caret_shown(self) -> bool:
        """True while the blinking caret is painted (a cached picture of the field changes with it)."""
        return self.focused and self._blink < 0.55

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Hover):
            self.hovered = self.contains(intent.pos)
            return False
        if isinstance(intent, Click):
            if self.contains(intent.pos):
                self.focus(True)
                self.caret = self._index_at(intent.pos[0])
                return True
            self.focused = False
            return False
        if isinstance(intent, Key) and self.focused:
            self._blink = 0.0
            self._key(intent)
            return True  # while typing, keys never reach hotkeys
        return False

    def _key(self, intent: Key) -> None:
        key, ctrl = intent.key, word_step_held(intent.mod)
        shortcut = shortcut_held(intent.mod)
        text, caret = self._text, self.caret
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.focused = False
            if self.on_submit is not None:
                self.on_submit(text)
        elif key == pygame.K_ESCAPE:
            self.focused = False
        elif key == pygame.K_LEFT:
            self.caret = _word_left(text, caret) if ctrl else max(0, caret - 1)
        elif key == pygame.K_RIGHT:
            self.caret = _word_right(text, caret) if ctrl else min(len(text), caret + 1)
        elif key == pygame.K_HOME:
            self.caret = 0
        elif key == pygame.K_END:
            self.caret = len(text)
        elif key == pygame.K_BACKSPACE:
            cut = _word_left(text, caret) if ctrl else max(0, caret - 1)
            self._edit(text[:cut] + text[caret:], cut)
        elif key == pygame.K_DELETE:
            cut = _word_right(text, caret) if ctrl else min(len(text), caret + 1)
            self._edit(text[:caret] + text[cut:], caret)
        elif key == pygame.K_v and shortcut:
            self.insert(_clipboard_text())
        elif intent.text and not shortcut:
            self.insert(intent.text)

    def insert(self, typed: str) -> None:
        """Put ``typed`` in at the caret (what does not fit, or cannot be shown, is left out)."""
        typed = "".join(ch for ch in typed.split("\n")[0] if ch.isprintable())
        room = self.max_length - len(self._text)
        if not typed or room <= 0:
            return
        typed = typed[:room]
        caret = self.caret
        self._edit(self._text[:caret] + typed + self._text[caret:], caret + len(typed))

    def _edit(self, value: str, caret: int) -> None:
        changed = value != self._text
        self._text = value
        self.caret = max(0, min(len(value), caret))
        if changed and self.on_change is not None:
            self.on_change(value)

    # -- geometry ---------------------------------------------------------------------------------

    @property
    def inner(self) -> pygame.Rect:
        return self.rect.inflate(-28, 0)

    def _offset(self) -> int:
        """How far the text is scrolled left so the caret stays inside the field."""
        width = self.inner.width - 8
        before = txt.measure(self._text[: self.caret], self.size, self.bold)[0]
        return max(0, before - width)

    def _index_at(self, x: int) -> int:
        """The caret position nearest to ``x`` on screen."""
        left = self.inner.left - self._offset()
        best, best_gap = 0, abs(x - left)
        for i in range(1, len(self._text) + 1):
            gap = abs(x - (left + txt.measure(self._text[:i], self.size, self.bold)[0]))
            if gap < best_gap:
                best, best_gap = i, gap
        return best

    def update(self, dt: float) -> bool:
        if self.focused:
            self._blink = (self._blink + dt) % 1.0
            return True
        return False

    # -- drawing ----------------------------------------------------------------------------------

    def frame_colours(self) -> tuple[theme.Colour, theme.Colour]:
        """The fill and border of the box (a table's field may look different)."""
        border = theme.ACCENT if self.focused else (255, 255, 255, 70 if self.hovered else 40)
        return (10, 14, 18, 220), theme.rgba(border)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        fill, border = self.frame_colours()
        surface.blit(theme.rounded(self.rect.size, fill, 10, 2, border), self.rect)
        inner = self.inner
        if not self._text and not self.focused:
            hint_colour = theme.TEXT_DIM if self.enabled else theme.DISABLED_TEXT
            txt.draw_text(
                surface,
                txt.resolve(self.hint),
                (inner.left, inner.centery),
                self.hint_size,
                hint_colour,
                "midleft",
                max_width=inner.width,
            )
            return
        offset = self._offset()
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        if self._text:
            txt.draw_text(
                surface,
                self._text,
                (inner.left - offset, inner.centery),
                self.size,
                theme.TEXT,
                "midleft",
                bold=self.bold,
            )
        surface.set_clip(clip)
        if self.focused and self._blink < 0.55:
            x = inner.left - offset + txt.measure(self._text[: self.caret], self.size, self.bold)[0]
            h = txt.line_height(self.size) - 8
            pygame.draw.rect(surface, theme.ACCENT, (x + 1, inner.centery - h // 2, 3, h))


def _word_left(text: str, caret: int) -> int:
    """Where Ctrl+Left lands: the start of the word before the caret."""
    i = caret
    while i > 0 and text[i - 1] == " ":
        i -= 1
    while i > 0 and text[i - 1] != " ":
        i -= 1
    return i


def _word_right(text: str, caret: int) -> int:
    """Where Ctrl+Right lands: the end of the word after the caret."""
    i = caret
    while i < len(text) and text[i] == " ":
        i += 1
    while i < len(text) and text[i] != " ":
        i += 1
    return i


def _clipboard_text() -> str:
    """The clipboard's text, or "" when there is none or no clipboard (a headless run)."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        return pygame.scrap.get_text() or ""
    except pygame.error:
        return ""
