"""Menu and table widgets: buttons, toggles, choices, a name field, a slider, a log, panels, toasts.

Widgets read intents (``tabletop.engine.intents``), never raw pygame events, and ``handle``
returns True when the widget used the intent, so a scene can stop passing it on.  Hover is never
consumed: every widget must see it to clear its own hover state.  Labels are either text already
translated or a callable returning it, so a language switch relabels a screen without rebuilding it.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pygame

from tabletop.core.i18n import N_, _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.intents import (
    Click,
    Drag,
    Drop,
    Hover,
    Intent,
    Key,
    PickUp,
    Wheel,
    shortcut_held,
    word_step_held,
)
from tabletop.engine.tween import Ease, Tween

Label = txt.Label
PRESS_FLASH = 0.12  # seconds a button shows as pressed after a click or its hotkey
HOTKEY_SIZE = theme.FONT_SMALL - 6


class Widget:
    """Base: a rectangle that can be hidden or disabled and may react to intents."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True
        self.hovered = False

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Hover):
            self.hovered = self.contains(intent.pos)
        return False

    def update(self, dt: float) -> bool:
        return False

    def skip(self) -> None:
        """Widgets have only cosmetic motion; nothing needs finishing."""

    def draw(self, surface: pygame.Surface) -> None:
        """Each widget paints itself; the base paints nothing."""


class ButtonStyle(enum.Enum):
    NORMAL = "normal"
    PRIMARY = "primary"  # the action the table expects next
    DANGER = "danger"  # resign, quit, delete


_STYLE_COLOURS: dict[ButtonStyle, tuple[theme.RGB, theme.RGB, theme.RGB]] = {
    ButtonStyle.NORMAL: (theme.SURFACE, theme.SURFACE_HOVER, theme.TEXT),
    ButtonStyle.PRIMARY: (theme.PRIMARY, theme.PRIMARY_HOVER, theme.PRIMARY_TEXT),
    ButtonStyle.DANGER: (theme.DANGER, theme.DANGER_HOVER, theme.TEXT),
}

_KEY_NAMES = {
    "return": N_("Enter"),
    "escape": N_("Esc"),
    "space": N_("Space"),
    "backspace": N_("Bksp"),
    "tab": N_("Tab"),
    "delete": N_("Del"),
}


ARROW_SIZE = 28  # the arrows of a choice: a control a player must find from across the table


def key_label(key: int) -> str:
    """A short name for a key to print on a hotkey badge."""
    name = pygame.key.name(key) if pygame.get_init() else ""
    if not name:
        return ""
    if name in _KEY_NAMES:
        return _(_KEY_NAMES[name])
    return name.upper() if len(name) == 1 else name.title()


def _hotkey_rect(label: str, midright: tuple[int, int]) -> pygame.Rect:
    w, h = txt.measure(label, HOTKEY_SIZE, bold=True)
    rect = pygame.Rect(0, 0, max(h + 6, w + 12), h + 4)
    rect.midright = midright
    return rect


def _draw_hotkey(surface: pygame.Surface, label: str, rect: pygame.Rect, colour: Sequence[int]) -> None:
    surface.blit(theme.rounded(rect.size, (0, 0, 0, 90), rect.height // 2, 1, (*colour[:3], 120)), rect)
    # the key is a shortcut beside the label, which says the same larger: decoration for reading
    txt.draw_text(surface, label, rect.center, HOTKEY_SIZE, colour, "center", bold=True, decoration=True)


class Button(Widget):
    """A rounded button with a big label; fires ``on_click`` on a click inside or its hotkey."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        on_click: Callable[[], object] | None = None,
        style: ButtonStyle = ButtonStyle.NORMAL,
        hotkey: int | None = None,
        hotkey_label: Label | None = None,
        enabled: bool = True,
        font_size: int = theme.FONT_BODY,
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.hotkey = hotkey
        self.hotkey_label = hotkey_label
        self.enabled = enabled
        self.font_size = font_size
        self.show_hotkey = True
        self._flash = 0.0

    @property
    def pressed(self) -> bool:
        return self._flash > 0

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Hover):
            self.hovered = self.contains(intent.pos)
            return False
        if isinstance(intent, Click) and intent.button == 1 and self.contains(intent.pos):
            self.fire()
            return True  # a disabled button still swallows the click so it does not reach the table
        if (
            isinstance(intent, Key)
            and self.hotkey is not None
            and intent.key == self.hotkey
            and self.visible
            and self.enabled
        ):
            self.fire()
            return True
        return False

    def fire(self) -> None:
        """Press the button as the player would (does nothing while disabled or hidden)."""
        if not (self.enabled and self.visible):
            return
        self._flash = PRESS_FLASH
        if self.on_click is not None:
            self.on_click()

    def update(self, dt: float) -> bool:
        if self._flash > 0:
            self._flash = max(0.0, self._flash - dt)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        base, hover, ink = _STYLE_COLOURS[self.style]
        if not self.enabled:
            fill, ink = theme.DISABLED, theme.DISABLED_TEXT
        elif self.pressed:
            fill = theme.darken(base, 0.18)
        elif self.hovered:
            fill = hover
        else:
            fill = base
        rect = self.rect.move(0, 2) if self.pressed else self.rect
        radius = min(theme.RADIUS, rect.height // 2)
        if self.enabled:
            theme.blit_shadow(surface, rect, radius, (0, 2) if self.pressed else (2, 5), 6, 110)
        border = (255, 255, 255, 70) if self.hovered and self.enabled else (255, 255, 255, 30)
        surface.blit(
            theme.rounded(rect.size, fill, radius, 2, theme.rgba(theme.lighten(fill, 0.25), border[3] + 60)),
            rect,
        )
        label = txt.resolve(self.label)
        hot = (
            txt.resolve(self.hotkey_label)
            if self.hotkey_label is not None
            else (key_label(self.hotkey) if self.hotkey is not None else "")
        )
        area = rect.inflate(-28, 0)
        if hot and self.show_hotkey:
            badge = _hotkey_rect(hot, (rect.right - 12, rect.centery))
            _draw_hotkey(surface, hot, badge, ink)
            fitted, fitted_size = (
                txt.fit(label, self.font_size, area.width, True) if label else ("", self.font_size)
            )
            text_w = txt.measure(fitted, fitted_size, bold=True)[0] if fitted else 0
            if (
                rect.centerx + text_w / 2 > badge.left - 10
            ):  # centred it would touch the badge: centre it beside
                area = pygame.Rect(rect.left + 14, rect.top, badge.left - 10 - rect.left - 14, rect.height)
        txt.draw_text(
            surface,
            label,
            (area.centerx, rect.centery + 1),
            self.font_size,
            ink,
            "center",
            bold=True,
            max_width=area.width,
        )


class Toggle(Widget):
    """An on/off switch with its label on the left; a click anywhere on the row flips it."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        value: bool = False,
        on_change: Callable[[bool], object] | None = None,
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.value = value
        self.on_change = on_change
        self._knob = Tween(float(value), float(value), 0.0)

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Hover):
            self.hovered = self.contains(intent.pos)
            return False
        if isinstance(intent, Click) and intent.button == 1 and self.contains(intent.pos):
            if self.enabled:
                self.set(not self.value)
            return True
        return False

    def set(self, value: bool, notify: bool = True) -> None:
        if value == self.value:
            return
        self.value = value
        self._knob = Tween(float(self._knob.value), float(value), 0.14, Ease.OUT_CUBIC)  # type: ignore[arg-type]
        if notify and self.on_change is not None:
            self.on_change(value)

    def update(self, dt: float) -> bool:
        return self._knob.update(dt)

    def skip(self) -> None:
        self._knob.finish()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        _row_background(surface, self.rect, self.hovered and self.enabled)
        colour = theme.TEXT if self.enabled else theme.DISABLED_TEXT
        track = pygame.Rect(0, 0, 76, 40)
        label = txt.resolve(self.label)
        if label:
            track.midright = (self.rect.right - 18, self.rect.centery)
            txt.draw_text(
                surface,
                label,
                (self.rect.left + 20, self.rect.centery),
                theme.FONT_BODY,
                colour,
                "midleft",
                max_width=track.left - self.rect.left - 36,
            )
        else:
            track.center = self.rect.center
        t = float(self._knob.value)  # type: ignore[arg-type]
        on = theme.PRIMARY if self.enabled else theme.DISABLED
        off = theme.darken(theme.SURFACE, 0.3)
        fill = tuple(round(a + (b - a) * t) for a, b in zip(off, on, strict=False))
        surface.blit(theme.rounded(track.size, fill, 20, 2, (255, 255, 255, 50)), track)
        knob = pygame.Rect(0, 0, 32, 32)
        knob.center = (round(track.left + 20 + (track.width - 40) * t), track.centery)
        theme.blit_shadow(surface, knob, 16, (1, 2), 3, 120)
        surface.blit(theme.rounded(knob.size, (248, 246, 240), 16), knob)


class Choice(Widget):
    """A value picked with left and right arrows, cycling through ``choices`` shown by ``labels``."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        choices: Sequence[Any],
        labels: Sequence[Label] | None = None,
        value: Any = None,
        on_change: Callable[[Any], object] | None = None,
        wrap: bool = True,
    ) -> None:
        super().__init__(rect)
        if not choices:
            raise ValueError("a Choice needs at least one choice")
        self.label = label
        self.choices = list(choices)
        self.labels: list[Label] = list(labels) if labels is not None else [str(c) for c in self.choices]
        self.index = self.choices.index(value) if value in self.choices else 0
        self.on_change = on_change
        self.wrap = wrap
        self._hover_part = 0  # -1 left arrow, 1 right arrow, 0 neither

    @property
    def value(self) -> Any:
        return self.choices[self.index]

    def set_value(self, value: Any, notify: bool = False) -> None:
        if value in self.choices:
            self._go(self.choices.index(value), notify)

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Left arrow, value area and right arrow."""
        h = self.rect.height - 12
        has_label = bool(txt.resolve(self.label))
        area_w = min(self.rect.width * 0.55, 420) if has_label else self.rect.width - 12
        area = pygame.Rect(0, 0, round(area_w), h)
        area.midright = (self.rect.right - 6, self.rect.centery)
        left = pygame.Rect(area.left, area.top, h, h)
        right = pygame.Rect(area.right - h, area.top, h, h)
        middle = pygame.Rect(left.right, area.top, right.left - left.right, h)
        return left, middle, right

    def step(self, delta: int) -> None:
        """Move ``delta`` choices along (wrapping round, or stopping at the ends)."""
        n = len(self.choices)
        target = self.index + delta
        target = target % n if self.wrap else max(0, min(n - 1, target))
        self._go(target, True)

    def _go(self, index: int, notify: bool) -> None:
        if index == self.index:
            return
        self.index = index
        if notify and self.on_change is not None:
            self.on_change(self.value)

    def can_step(self, delta: int) -> bool:
        if self.wrap:
            return len(self.choices) > 1
        return 0 <= self.index + delta < len(self.choices)

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Hover):
            self.hovered = self.contains(intent.pos)
            left, _, right = self._arrows()
            self._hover_part = (
                -1 if left.collidepoint(intent.pos) else 1 if right.collidepoint(intent.pos) else 0
            )
            return False
        if isinstance(intent, Click) and intent.button == 1 and self.contains(intent.pos):
            if self.enabled:
                left, _, _ = self._arrows()
                self.step(-1 if left.collidepoint(intent.pos) else 1)
            return True
        if isinstance(intent, Wheel) and self.contains(intent.pos):
            if self.enabled and intent.dy:
                self.step(-1 if intent.dy > 0 else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        _row_background(surface, self.rect, self.hovered and self.enabled)
        left, middle, right = self._arrows()
        colour = theme.TEXT if self.enabled else theme.DISABLED_TEXT
        label = txt.resolve(self.label)
        if label:
            txt.draw_text(
                surface,
                label,
                (self.rect.left + 20, self.rect.centery),
                theme.FONT_BODY,
                colour,
                "midleft",
                max_width=left.left - self.rect.left - 32,
            )
        for rect, delta, glyph in ((left, -1, "◀"), (right, 1, "▶")):
            live = self.enabled and self.can_step(delta)
            hot = live and self._hover_part == delta
            fill = theme.SURFACE_HOVER if hot else theme.darken(theme.SURFACE, 0.15)
            surface.blit(theme.rounded(rect.size, fill, 10, 1, (255, 255, 255, 40)), rect)
            txt.draw_text(
                surface, glyph, rect.center, ARROW_SIZE, theme.TEXT if live else theme.DISABLED_TEXT, "center"
            )
        txt.draw_text(
            surface,
            txt.resolve(self.labels[self.index]),
            middle.center,
            theme.FONT_BODY,
            theme.PRIMARY if self.enabled else theme.DISABLED_TEXT,
            "center",
            bold=True,
            max_width=middle.width - 12,
        )


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


class Slider(Widget):
    """A 0..1 value (volume): click or drag along the track, or use the mouse wheel over it."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        value: float = 1.0,
        on_change: Callable[[float], object] | None = None,
        step: float = 0.05,
        format: Callable[[float], str] | None = None,
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.value = max(0.0, min(1.0, value))
        self.on_change = on_change
        self.step_size = step
        self.format = format or (lambda v: f"{round(v * 100)}%")
        self.dragging = False

    @property
    def one_line(self) -> bool:
        """A low slider puts label, track and value on one line; a tall one puts the track below."""
        return self.rect.height < 84

    @property
    def track(self) -> pygame.Rect:
        if self.one_line:
            left = self.rect.left + 28
            if txt.resolve(self.label):
                left = self.rect.left + round(self.rect.width * 0.4)
            right = self.rect.right - 120
            return pygame.Rect(left, self.rect.centery - 5, max(20, right - left), 10)
        track = pygame.Rect(0, 0, self.rect.width - 40, 10)
        track.midbottom = (self.rect.centerx, self.rect.bottom - 18)
        return track

    def set(self, value: float, notify: bool = True) -> None:
        value = max(
            0.0, min(1.0, round(value / self.step_size) * self.step_size if self.step_size else value)
        )
        if abs(value - self.value) > 1e-9:
            self.value = value
            if notify and self.on_change is not None:
                self.on_change(value)

    def _value_at(self, x: int) -> float:
        track = self.track
        return (x - track.left) / max(1, track.width)

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Hover):
            self.hovered = self.contains(intent.pos)
            return False
        if not self.enabled:
            if isinstance(intent, PickUp):
                return self.contains(intent.start)
            return isinstance(intent, (Click, Wheel)) and self.contains(intent.pos)
        if isinstance(intent, Click) and intent.button == 1 and self.contains(intent.pos):
            self.set(self._value_at(intent.pos[0]))
            return True
        if isinstance(intent, PickUp) and self.contains(intent.start):
            self.dragging = True
            self.set(self._value_at(intent.pos[0]))
            return True
        if isinstance(intent, Drag) and self.dragging:
            self.set(self._value_at(intent.pos[0]))
            return True
        if isinstance(intent, Drop) and self.dragging:
            self.dragging = False
            self.set(self._value_at(intent.pos[0]))
            return True
        if isinstance(intent, Wheel) and self.contains(intent.pos):
            self.set(self.value + self.step_size * (1 if intent.dy > 0 else -1 if intent.dy < 0 else 0))
            return True
        if isinstance(intent, Key) and self.hovered and intent.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.set(self.value + self.step_size * (1 if intent.key == pygame.K_RIGHT else -1))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        _row_background(surface, self.rect, self.hovered and self.enabled)
        colour = theme.TEXT if self.enabled else theme.DISABLED_TEXT
        track = self.track
        value_colour = theme.PRIMARY if self.enabled else colour
        if self.one_line:
            txt.draw_text(
                surface,
                txt.resolve(self.label),
                (self.rect.left + 20, self.rect.centery),
                theme.FONT_BODY,
                colour,
                "midleft",
                max_width=track.left - self.rect.left - 40,
            )
            txt.draw_text(
                surface,
                self.format(self.value),
                (self.rect.right - 20, self.rect.centery),
                theme.FONT_BODY,
                value_colour,
                "midright",
                bold=True,
            )
        else:
            txt.draw_text(
                surface,
                txt.resolve(self.label),
                (self.rect.left + 20, self.rect.top + 12),
                theme.FONT_BODY,
                colour,
                "topleft",
                max_width=self.rect.width - 140,
            )
            txt.draw_text(
                surface,
                self.format(self.value),
                (self.rect.right - 20, self.rect.top + 12),
                theme.FONT_BODY,
                value_colour,
                "topright",
                bold=True,
            )
        surface.blit(theme.rounded(track.size, (0, 0, 0, 140), 5), track)
        filled = pygame.Rect(track.left, track.top, max(10, round(track.width * self.value)), track.height)
        surface.blit(theme.rounded(filled.size, theme.PRIMARY if self.enabled else theme.DISABLED, 5), filled)
        knob = pygame.Rect(0, 0, 28, 28)
        knob.center = (track.left + round(track.width * self.value), track.centery)
        theme.blit_shadow(surface, knob, 14, (1, 2), 3, 120)
        surface.blit(theme.rounded(knob.size, (248, 246, 240), 14), knob)


def _row_background(surface: pygame.Surface, rect: pygame.Rect, hovered: bool) -> None:
    fill = (255, 255, 255, 22) if hovered else (255, 255, 255, 10)
    surface.blit(theme.rounded(rect.size, fill, 12, 1, (255, 255, 255, 34 if hovered else 18)), rect)


class ScrollLog(Widget):
    """The game log: wrapped lines, newest at the bottom, wheel to scroll back.

    It follows new lines while the reader is at the bottom; once they scroll up it stays put
    (new lines do not pull the view away) until they scroll back down.  ``highlight`` marks one
    line (the one an event timeline is playing out), scrolled into view.
    """

    WHEEL_ROWS = 3

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        title: Label | None = None,
        size: int = theme.FONT_SMALL,
        max_lines: int = 500,
    ) -> None:
        super().__init__(rect)
        self.title = title
        self.size = size
        self.max_lines = max_lines
        self.lines: list[tuple[str, theme.Colour]] = []
        self.scroll = 0  # wrapped rows above the bottom
        #: the reader scrolled back with the wheel: the view stays put until they scroll down again
        #: (a highlight that scrolled the view does not count: once it goes, the log follows again)
        self.reader_scrolled = False
        self.highlight: int | None = None  # the index in ``lines`` shown highlighted
        self.dropped = 0  # lines given to ``set_lines`` beyond ``max_lines``, left out
        self._rows: list[tuple[str, theme.Colour]] | None = None
        self._row_lines: list[int] = []  # for each wrapped row, the line it belongs to

    @property
    def body(self) -> pygame.Rect:
        top = 52 if self.title else 14
        return pygame.Rect(
            self.rect.left + 18, self.rect.top + top, self.rect.width - 44, self.rect.height - top - 14
        )

    @property
    def row_height(self) -> int:
        return txt.line_height(self.size) + 2

    @property
    def visible_rows(self) -> int:
        return max(1, self.body.height // self.row_height)

    def rows(self) -> list[tuple[str, theme.Colour]]:
        """Every line wrapped to the log's width (computed once per change)."""
        if self._rows is None:
            width = self.body.width
            self._rows, self._row_lines = [], []
            for index, (line, colour) in enumerate(self.lines):
                for row in txt.wrap(line, self.size, width):
                    self._rows.append((row, colour))
                    self._row_lines.append(index)
        return self._rows

    def set_highlight(self, line: int | None) -> None:
        """Mark line number ``line`` of what was given to ``set_lines`` (None: no line) and scroll
        it into view."""
        self.highlight = None if line is None else line - self.dropped
        if line is None:
            if not self.reader_scrolled:
                self.scroll = 0  # the beats are over: back to the newest lines, which it follows
            return
        line -= self.dropped
        rows = self.rows()
        indices = [i for i, owner in enumerate(self._row_lines) if owner == line]
        if not indices:
            return
        end = len(rows) - self.scroll
        start = max(0, end - self.visible_rows)
        if indices[0] < start or indices[-1] >= end:
            self.scroll = max(0, min(self.max_scroll, len(rows) - indices[-1] - 1))

    @property
    def max_scroll(self) -> int:
        return max(0, len(self.rows()) - self.visible_rows)

    def add(self, line: str, colour: theme.Colour = theme.TEXT) -> None:
        """Append a line; the view follows unless the reader has scrolled up."""
        before = len(self.rows())
        self.lines.append((line, colour))
        if len(self.lines) > self.max_lines:
            extra = len(self.lines) - self.max_lines
            del self.lines[:extra]
            self.dropped += extra
            if self.highlight is not None:
                self.highlight -= extra
        self._rows = None
        if self.scroll > 0:
            self.scroll = min(self.scroll + len(self.rows()) - before, self.max_scroll)

    def set_lines(self, lines: Iterable[str | tuple[str, theme.Colour]]) -> None:
        """Replace every line (after a language switch or loading a game); the view jumps to the
        bottom.  Only the last ``max_lines`` are kept; ``dropped`` counts the ones left out."""
        every = [(item, theme.TEXT) if isinstance(item, str) else (item[0], item[1]) for item in lines]
        self.dropped = max(0, len(every) - self.max_lines)
        self.lines = every[self.dropped :]
        self._rows = None
        self.scroll = 0
        self.reader_scrolled = False
        self.highlight = None

    def scroll_by(self, rows: int) -> None:
        """Positive scrolls back to older lines; clamped to the log's length."""
        self.scroll = max(0, min(self.max_scroll, self.scroll + rows))
        self.reader_scrolled = self.scroll > 0

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Hover):
            self.hovered = self.contains(intent.pos)
            return False
        if isinstance(intent, Wheel) and self.contains(intent.pos):
            self.scroll_by(intent.dy * self.WHEEL_ROWS)
            return True
        return bool(isinstance(intent, Click) and self.contains(intent.pos))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        surface.blit(
            theme.rounded(self.rect.size, theme.PANEL, theme.RADIUS, 1, theme.PANEL_BORDER), self.rect
        )
        title = txt.resolve(self.title)
        if title:
            txt.draw_text(
                surface,
                title,
                (self.rect.left + 18, self.rect.top + 14),
                theme.FONT_BODY,
                theme.TEXT_DIM,
                "topleft",
                bold=True,
                max_width=self.rect.width - 36,
            )
        rows = self.rows()
        body = self.body
        step = self.row_height
        shown = self.visible_rows
        end = len(rows) - self.scroll
        start = max(0, end - shown)
        y = body.bottom - (end - start) * step
        old_clip = surface.get_clip()
        surface.set_clip(body.clip(old_clip) if old_clip else body)
        for index in range(start, end):
            row, colour = rows[index]
            if self.highlight is not None and self._row_lines[index] == self.highlight:
                band = pygame.Rect(body.left - 8, y - 1, body.width + 12, step)
                surface.blit(theme.rounded(band.size, theme.rgba(theme.HIGHLIGHT, 60), 6), band)
                colour = theme.HIGHLIGHT
            txt.draw_text(surface, row, (body.left, y), self.size, colour, "topleft")
            y += step
        surface.set_clip(old_clip)
        if len(rows) > shown:
            bar = pygame.Rect(self.rect.right - 16, body.top, 6, body.height)
            surface.blit(theme.rounded(bar.size, (255, 255, 255, 24), 3), bar)
            thumb_h = max(24, round(bar.height * shown / len(rows)))
            frac = 1 - self.scroll / max(1, self.max_scroll)
            thumb = pygame.Rect(bar.left, bar.top + round((bar.height - thumb_h) * frac), 6, thumb_h)
            surface.blit(theme.rounded(thumb.size, (255, 255, 255, 110), 3), thumb)
        if self.scroll > 0:
            chip = pygame.Rect(0, 0, 36, 26)
            chip.topright = (self.rect.right - 26, self.rect.top + 12)
            surface.blit(theme.rounded(chip.size, theme.PRIMARY, 14), chip)
            # an arrow saying there is more below: an icon, not words to read
            txt.draw_text(
                surface, "▼", chip.center, theme.FONT_SMALL - 4, theme.PRIMARY_TEXT, "center", decoration=True
            )


class Toast:
    """A short message that appears, stays long enough to read, and fades (why a drop was refused).

    Its timing is reading time, not animation, so the animation speed setting does not shorten it.
    """

    FADE_IN = 0.15
    FADE_OUT = 0.45
    MAX_WIDTH = 820

    def __init__(
        self,
        default_pos: tuple[int, int] = (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] - 190),
        duration: float = 3.0,
    ) -> None:
        self.default_pos = default_pos
        self.duration = duration
        self.text = ""
        self.pos = default_pos
        self._age = 0.0
        self._life = 0.0
        self._image: pygame.Surface | None = None

    @property
    def visible(self) -> bool:
        return bool(self.text) and self._age < self._life

    def show(self, text: str, pos: tuple[int, int] | None = None, duration: float | None = None) -> None:
        if not text:
            return
        life = duration if duration is not None else max(self.duration, 1.2 + 0.05 * len(text))
        if text != self.text or self._image is None:
            self._image = _bubble(text, self.MAX_WIDTH, theme.TOAST, theme.TOAST_BORDER, theme.FONT_BODY)
        self.text = text
        self.pos = pos if pos is not None else self.default_pos
        self._age = 0.0
        self._life = life

    def hide(self) -> None:
        self._life = 0.0

    @property
    def alpha(self) -> int:
        if not self.visible:
            return 0
        if self._age < self.FADE_IN:
            return round(255 * self._age / self.FADE_IN)
        left = self._life - self._age
        if left < self.FADE_OUT:
            return round(255 * left / self.FADE_OUT)
        return 255

    def update(self, dt: float) -> bool:
        if not self.visible:
            return False
        self._age += dt
        return True

    def skip(self) -> None:
        """Skipping animations shows the message fully at once; it still stays to be read."""
        if self.visible:
            self._age = max(self._age, self.FADE_IN)

    def area(self, bounds: pygame.Rect) -> pygame.Rect | None:
        """Where :meth:`draw` paints the message on a surface of ``bounds`` (None while hidden):
        a table that repaints only what changed puts the picture back there afterwards."""
        if not self.visible or self._image is None:
            return None
        rect = self._image.get_rect(center=self.pos)
        rect.clamp_ip(bounds)
        return rect

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Paint the bubble; returns the area it covers (a table's frame cache restores it next
        frame), or None when nothing is shown."""
        if not self.visible or self._image is None:
            return None
        image = self._image
        image.set_alpha(self.alpha)
        rect = image.get_rect(center=self.pos)
        rect.clamp_ip(surface.get_rect())
        surface.blit(image, rect)
        return rect


def _bubble(text: str, max_width: int, fill: theme.Colour, border: theme.Colour, size: int) -> pygame.Surface:
    """Text wrapped on a rounded, shadowed plate, composed once per message."""
    lines = txt.wrap(text, size, max_width - 48)
    step = txt.line_height(size)
    width = max(txt.measure(line, size)[0] for line in lines) + 48
    height = step * len(lines) + 32
    pad = theme.shadow_pad(10)
    out = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    plate = pygame.Rect(pad, pad, width, height)
    theme.blit_shadow(out, plate, theme.RADIUS, (3, 6), 10, 150)
    out.blit(theme.rounded(plate.size, fill, theme.RADIUS, 2, border), plate)
    y = plate.top + 16
    for line in lines:
        txt.draw_text(out, line, (plate.centerx, y), size, theme.TEXT, "midtop")
        y += step
    return out
