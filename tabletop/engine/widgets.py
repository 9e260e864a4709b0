"""Menu and table widgets: the shared ``Widget`` base, buttons, toggles, choices and a slider.

Widgets read intents (``tabletop.engine.intents``), never raw pygame events, and ``handle``
returns True when the widget used the intent, so a scene can stop passing it on.  Hover is never
consumed: every widget must see it to clear its own hover state.  Labels are either text already
translated or a callable returning it, so a language switch relabels a screen without rebuilding it.
The text field (``text_field``), the game log (``game_log``) and toasts (``toast``) live apart.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
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
