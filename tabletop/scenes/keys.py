"""The keys of a shared keyboard (Settings, then Keys): each zone's nine keys, rebound by pressing.

Click a key, press the new one: a key another place has, or one the app needs, is refused with a
line that names the clash.  Every change is saved at once.  Keys held down light up, so players can
try their zones together and see whether the keyboard drops presses (ghosting).

A zone's keys do what each game says (its named actions, ``engine/seat_input.ActionMap``), so the
rows are named as one game calls them: Outrun's first (its symbols and Finish); the button at the
bottom left steps through the games that play on zones (Just Run: its first and second answer).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.core.catalogue import GAMES
from tabletop.core.i18n import _
from tabletop.engine import text, theme
from tabletop.engine.intents import Intent, Key
from tabletop.engine.key_zones import GHOSTING_WARNING, KeyClash, KeyZones, key_label, place_name, zone_name
from tabletop.engine.scene import Scene
from tabletop.engine.seat_device_rows import SeatDeviceRows
from tabletop.engine.seat_devices import ActionMap
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.scenes.common import draw_backdrop, draw_heading, draw_panel, route

PANEL = pygame.Rect(100, 226, 1720, 744)
COLUMN_W = PANEL.width // 3
ROWS_TOP = PANEL.y + 78
ROW_H = 51
ZONES_BOTTOM = ROWS_TOP + 9 * ROW_H
CAP_W, CAP_H = 220, 46
LABEL_SIZE = 28
NOTE_TOP = ZONES_BOTTOM + 20
WARNING = pygame.Rect(PANEL.x + 40, NOTE_TOP + 54, PANEL.width - 80, 130)
BUTTONS_Y = 985


@dataclass(frozen=True)
class ZoneUse:
    """A game that plays on keyboard zones: its title (an English msgid) and its actions."""

    title: str
    actions: ActionMap


def zone_uses() -> list[ZoneUse]:
    """The games whose people play on keyboard zones, in the catalogue's order (each game's set-up
    rows say, through its seat-device model, what the zone's keys do)."""
    uses: list[ZoneUse] = []
    for info in GAMES.values():
        if not info.available or info.setup_rows is None:
            continue
        rows = info.setup_rows_class()
        if issubclass(rows, SeatDeviceRows):
            uses.append(ZoneUse(info.title, rows.rules.actions))
    return uses


class KeysScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.zones = KeyZones.default()
        self.caps: list[list[Button]] = []
        self.waiting: tuple[int, int] | None = None  # (zone, place) waiting for its new key
        self.note = ""  # the last change, or why a key was refused
        self.refused = False
        self.held: set[int] = set()  # keys down now, lit to show what the keyboard reports
        self.uses: list[ZoneUse] = []  # read on enter: it imports the games' tables
        self.use = 0  # whose names the rows show
        self.names_button = Button(
            pygame.Rect(100, BUTTONS_Y, 660, 80), self._names_label, self.next_names, font_size=28
        )
        self.defaults = Button(
            pygame.Rect(800, BUTTONS_Y, 400, 80), lambda: _("Default keys"), self.restore_defaults
        )
        self.back = Button(
            pygame.Rect(1240, BUTTONS_Y, 320, 80),
            lambda: _("Back"),
            self.leave,
            ButtonStyle.PRIMARY,
            hotkey=pygame.K_ESCAPE,
        )

    def enter(self) -> None:
        assert self.app is not None
        self.zones = KeyZones.from_names(self.app.settings.key_zones)
        self.uses = zone_uses()
        self.caps = [
            [
                Button(self._cap_rect(z, i), self._cap_label(z, i), self._choose(z, i), font_size=LABEL_SIZE)
                for i in range(len(zone))
            ]
            for z, zone in enumerate(self.zones.zones)
        ]

    @staticmethod
    def _cap_rect(zone: int, index: int) -> pygame.Rect:
        right = PANEL.x + (zone + 1) * COLUMN_W - 40
        return pygame.Rect(right - CAP_W, ROWS_TOP + index * ROW_H, CAP_W, CAP_H)

    def _cap_label(self, zone: int, index: int) -> text.Label:
        return lambda: key_label(self.zones.zones[zone][index])

    def _choose(self, zone: int, index: int) -> Callable[[], None]:
        return lambda: self.choose(zone, index)

    def _names_label(self) -> str:
        if not self.uses:
            return ""
        return _("Names: {game}").format(game=_(self.uses[self.use].title))

    def next_names(self) -> None:
        """Name the rows as the next game calls its keys."""
        if self.uses:
            self.use = (self.use + 1) % len(self.uses)

    def place_label(self, index: int) -> str:
        """What the key at ``index`` of a zone does in the game shown ("Symbol 1", "Finish",
        "First answer"); a place that game does not use, or no game at all: "Key 9"."""
        labels = self.uses[self.use].actions.labels if self.uses else ()
        return _(labels[index]) if index < len(labels) else place_name(index)

    # -- changes ------------------------------------------------------------------------------------

    def choose(self, zone: int, index: int) -> None:
        """Wait for the key that is to take this place (a second click on it cancels)."""
        self.waiting = None if self.waiting == (zone, index) else (zone, index)
        self.note, self.refused = "", False
        self.held.clear()

    def press(self, key: int) -> None:
        """The key pressed while a place waits: bound there, or refused with the reason."""
        assert self.app is not None and self.waiting is not None
        zone, index = self.waiting
        try:
            self.zones = self.zones.rebound(zone, index, key)
        except KeyClash as clash:
            self.note, self.refused = clash.words(self.place_label), True
            return
        self.waiting = None
        self.note, self.refused = (
            _("{place} in zone {number} is now {key}.").format(
                place=self.place_label(index), number=zone + 1, key=key_label(key)
            ),
            False,
        )
        self.app.update_settings(self.app.settings.with_(key_zones=self.zones.names()))

    def restore_defaults(self) -> None:
        assert self.app is not None
        self.zones = KeyZones.default()
        self.waiting, self.note, self.refused = None, _("The default keys are back."), False
        self.app.update_settings(self.app.settings.with_(key_zones=self.zones.names()))

    def leave(self) -> None:
        assert self.app is not None
        self.app.pop()

    # -- the loop -----------------------------------------------------------------------------------

    def raw_event(self, event: pygame.event.Event, stamp_ns: int) -> bool:
        """Watch keys go down and up (to light the held ones); the keys still arrive as intents."""
        if event.type == pygame.KEYDOWN and self.waiting is None:
            self.held.add(event.key)
        elif event.type == pygame.KEYUP:
            self.held.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.held.clear()
        self.dirty = True
        return False

    def handle(self, intent: Intent) -> None:
        self.dirty = True
        if self.waiting is not None and isinstance(intent, Key) and intent.key:
            if intent.key == pygame.K_ESCAPE:
                self.waiting, self.note, self.refused = None, "", False
            else:
                self.press(intent.key)
            return
        route(
            [cap for zone in self.caps for cap in zone] + [self.defaults, self.back, *self._names()], intent
        )

    def update(self, dt: float) -> bool:
        return any(
            [
                button.update(dt)
                for button in [*(c for z in self.caps for c in z), self.defaults, self.back, *self._names()]
            ]
        )

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        draw_heading(
            surface,
            _("Keys"),
            _("Up to three players on one keyboard, a zone each. What a key does depends on the game."),
        )
        draw_panel(surface, PANEL)
        for z, zone in enumerate(self.caps):
            left = PANEL.x + z * COLUMN_W
            if z:
                divider = pygame.Rect(left - 1, PANEL.y + 24, 2, ZONES_BOTTOM - PANEL.y - 24)
                surface.blit(theme.rounded(divider.size, (255, 255, 255, 30), 1), divider)
            text.draw_text(surface, zone_name(z), (left + 40, PANEL.y + 22), 36, theme.TEXT, bold=True)
            for i, cap in enumerate(zone):
                label_w = cap.rect.left - left - 60
                text.draw_text(
                    surface,
                    self.place_label(i),
                    (left + 40, cap.rect.centery),
                    LABEL_SIZE,
                    theme.TEXT_DIM,
                    "midleft",
                    max_width=label_w,
                )
                waiting = self.waiting == (z, i)
                lit = self.zones.zones[z][i] in self.held
                cap.style = ButtonStyle.PRIMARY if waiting or lit else ButtonStyle.NORMAL
                cap.draw(surface)
        self._draw_note(surface)
        text.draw_wrapped(surface, _(GHOSTING_WARNING), WARNING, 26, theme.TEXT_DIM)
        self.defaults.draw(surface)
        self.back.draw(surface)
        for button in self._names():
            button.draw(surface)

    def _names(self) -> list[Button]:
        """The button stepping through the games' names, where more than one game uses zones."""
        return [self.names_button] if len(self.uses) > 1 else []

    def _draw_note(self, surface: pygame.Surface) -> None:
        if self.waiting is not None and not self.refused:
            zone, index = self.waiting
            line = _("Press the new key for {place} in zone {number} (Esc: keep the old one).").format(
                place=self.place_label(index), number=zone + 1
            )
            colour = theme.PRIMARY
        elif self.note:
            line, colour = self.note, (theme.DANGER_HOVER if self.refused else theme.TEXT)
        else:
            line = _("Click a key to change it. Hold keys down together to try them: held keys light up.")
            colour = theme.TEXT
        text.draw_text(surface, line, (960, NOTE_TOP), 30, colour, "midtop", max_width=PANEL.width - 80)
