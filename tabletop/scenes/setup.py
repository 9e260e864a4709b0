"""Game set-up: seats (name, colour and symbol, person or computer), the number of players where
the game allows a choice, and the game's own options, built from the rules' declaration.

The form opens as the last game of this kind was set up (kept in the settings), so a group that
plays again changes nothing."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from tabletop.core.catalogue import GameInfo
from tabletop.core.i18n import N_, _
from tabletop.core.seats import DEFAULT_NAMES, PALETTE, Seat, SeatKind
from tabletop.engine import chrome, text, theme
from tabletop.engine.intents import Click, Intent, Key
from tabletop.engine.scene import Scene
from tabletop.engine.widgets import Button, ButtonStyle, Choice, TextField
from tabletop.scenes.common import draw_backdrop, draw_heading, draw_panel, route

ROW_H = 92
#: names shown for the bots' strengths
STRENGTH_NAMES = {"casual": N_("Casual"), "strong": N_("Strong")}
PANEL = pygame.Rect(160, 230, 1600, 620)


class SetupScene(Scene):
    def __init__(self, info: GameInfo) -> None:
        super().__init__()
        self.info = info
        self.players = info.min_players if info.min_players > 1 else min(2, info.max_players)
        self.names = list(DEFAULT_NAMES)
        self.colours = list(range(len(PALETTE)))
        self.kinds = [SeatKind.HUMAN] * 6
        if info.bots_module is not None and info.max_players == 2:
            self.kinds[1] = SeatKind.COMPUTER  # a newcomer can start a game alone at once
        self.strengths = ["strong"] * 6
        self.option_values: dict[str, Any] = {opt.name: opt.default for opt in info.options()}
        self.widgets: list[Any] = []
        self.fields: list[TextField] = []

    # -- building the form ----------------------------------------------------------------------

    def enter(self) -> None:
        assert self.app is not None
        self.recall(self.app.settings.last_setup.get(self.info.id, {}))
        self.build()

    def recall(self, last: Mapping[str, Any]) -> None:
        """Fill the form as it was last time; anything that no longer makes sense is skipped."""
        players = last.get("players")
        if isinstance(players, int) and self.info.min_players <= players <= self.info.max_players:
            self.players = players
        seats = last.get("seats")
        for index, raw in enumerate(seats if isinstance(seats, list) else []):
            if index >= len(self.names):
                break
            try:
                seat = Seat.from_json(raw)
            except ValueError:
                continue
            self.names[index], self.colours[index] = seat.name, seat.colour
            self.kinds[index], self.strengths[index] = seat.kind, seat.strength
        options = last.get("options")
        declared = {opt.name: opt for opt in self.info.options()}
        for name, value in (options if isinstance(options, dict) else {}).items():
            if name in declared and value in declared[name].choices:
                self.option_values[name] = value

    def remember(self) -> None:
        """Keep this set-up for the next game of this kind."""
        assert self.app is not None
        last = dict(self.app.settings.last_setup)
        last[self.info.id] = {
            **last.get(self.info.id, {}),  # what a game keeps beside these (Outrun's devices) stays
            "players": self.players,
            "seats": [seat.to_json() for seat in self.seats()],
            "options": dict(self.option_values),
        }
        self.app.update_settings(self.app.settings.with_(last_setup=last))

    def build(self) -> None:
        """Lay the form out again (after the number of seats changes)."""
        self.widgets, self.fields = [], []
        self.row_h = self._row_height()
        height = min(68, self.row_h - 8)
        y = PANEL.y + 80
        bots = self.info.bots()
        strengths = tuple(getattr(bots, "STRENGTHS", ())) if bots is not None else ()
        for seat in range(self.players):
            field = TextField(
                pygame.Rect(PANEL.x + 120, y, 380, height),
                self.names[seat],
                on_change=lambda value, s=seat: self._rename(s, value),
                max_length=16,
            )
            self.fields.append(field)
            self.widgets.append(field)
            self.widgets.append(
                Button(pygame.Rect(PANEL.x + 30, y, 72, height), "", lambda s=seat: self._next_colour(s))
            )
            if self.info.bots_module is not None:
                kinds = (SeatKind.HUMAN, SeatKind.COMPUTER)
                self.widgets.append(
                    Choice(
                        pygame.Rect(PANEL.x + 860, y, 330, height),
                        "",
                        kinds,
                        (lambda: _("Person"), lambda: _("Computer")),
                        self.kinds[seat],
                        on_change=lambda value, s=seat: self._set_kind(s, value),
                    )
                )
                if self.kinds[seat] is SeatKind.COMPUTER and strengths:
                    self.widgets.append(
                        Choice(
                            pygame.Rect(PANEL.x + 1210, y, 330, height),
                            "",
                            strengths,
                            tuple((lambda s=s: _(STRENGTH_NAMES.get(s, s))) for s in strengths),
                            self.strengths[seat] if self.strengths[seat] in strengths else strengths[-1],
                            on_change=lambda value, s=seat: self._set_strength(s, value),
                        )
                    )
            y += self.row_h
        y += 20
        self.players_row_y: int | None = None
        if self.info.min_players != self.info.max_players:
            self.players_row_y = y
            counts = tuple(range(self.info.min_players, self.info.max_players + 1))
            self.widgets.append(
                Choice(
                    pygame.Rect(PANEL.x + 420, y, 330, height),
                    "",
                    counts,
                    tuple(str(c) for c in counts),
                    self.players,
                    on_change=self._set_players,
                )
            )
            y += self.row_h
        self.option_rows: list[tuple[str, int]] = []
        for opt in self.info.options():
            if not opt.shown(self.option_values):
                continue
            self.option_rows.append((opt.label, y))
            labels = (
                tuple((lambda label=label: _(label)) for label in opt.labels)
                if opt.labels
                else tuple(str(c) for c in opt.choices)
            )
            self.widgets.append(
                Choice(
                    pygame.Rect(PANEL.x + 420, y, 560, height),
                    "",
                    opt.choices,
                    labels,
                    self.option_values[opt.name],
                    on_change=lambda value, n=opt.name: self._set_option(n, value),
                )
            )
            y += self.row_h
        self.start = Button(
            pygame.Rect(1180, 900, 420, 90), lambda: _("Start game"), self.begin, hotkey=pygame.K_RETURN
        )
        self.start.style = ButtonStyle.PRIMARY
        self.back = Button(
            pygame.Rect(320, 900, 300, 90), lambda: _("Back"), self.leave, hotkey=pygame.K_ESCAPE
        )
        self.rules = Button(
            pygame.Rect(660, 900, 300, 90), lambda: _("How to play"), self.show_rules, hotkey=pygame.K_h
        )
        self.dirty = True

    def _row_height(self) -> int:
        """Rows shrink when six seats and the game's options would not fit above the buttons."""
        rows = (
            self.players
            + (self.info.min_players != self.info.max_players)
            + sum(1 for opt in self.info.options() if opt.shown(self.option_values))
        )
        room = PANEL.bottom - 10 - (PANEL.y + 80) - 20
        return max(56, min(ROW_H, room // max(1, rows)))

    def _rename(self, seat: int, value: str) -> None:
        self.names[seat] = value

    def _next_colour(self, seat: int) -> None:
        """Step to the next colour no other seat uses."""
        taken = {self.colours[s] for s in range(self.players) if s != seat}
        colour = self.colours[seat]
        for _step in range(len(PALETTE)):
            colour = (colour + 1) % len(PALETTE)
            if colour not in taken:
                break
        self.colours[seat] = colour
        self.dirty = True

    def _set_kind(self, seat: int, kind: SeatKind) -> None:
        self.kinds[seat] = kind
        self.build()

    def _set_strength(self, seat: int, strength: str) -> None:
        self.strengths[seat] = strength

    def _set_players(self, count: int) -> None:
        self.players = count
        self.build()

    def _set_option(self, name: str, value: Any) -> None:
        self.option_values[name] = value
        self.build()

    # -- actions ------------------------------------------------------------------------------------

    def seats(self) -> list[Seat]:
        return [
            Seat(
                name=(self.names[s].strip() or DEFAULT_NAMES[s])[:16],
                colour=self.colours[s],
                kind=self.kinds[s],
                strength=self.strengths[s],
            )
            for s in range(self.players)
        ]

    def options(self) -> dict[str, Any]:
        return {"players": self.players, **self.option_values}

    def begin(self) -> None:
        assert self.app is not None
        from tabletop.scenes.play import start_new_game

        for field in self.fields:
            field.focused = False
        self.remember()
        start_new_game(self.app, self.info, self.options(), self.seats())

    def leave(self) -> None:
        assert self.app is not None
        self.app.pop()

    def show_rules(self) -> None:
        assert self.app is not None
        from tabletop.scenes.rules_help import RulesScene

        self.app.push(RulesScene(self.info))

    # -- lifecycle --------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        typing = any(field.focused for field in self.fields)
        if typing and isinstance(intent, Key):
            for field in self.fields:
                if field.focused and field.handle(intent):
                    self.dirty = True
                    return
        if isinstance(intent, Click):
            for field in self.fields:
                field.focused = False
        route([*self.widgets, self.start, self.back, self.rules], intent)
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        draw_heading(surface, _(self.info.title), _("Who is playing?"))
        draw_panel(surface, PANEL)
        role = self.info.rules().seat_role
        text.draw_text(
            surface, _("Colour"), (PANEL.x + 66, PANEL.y + 30), 24, theme.TEXT_DIM, anchor="midtop"
        )
        text.draw_text(surface, _("Name"), (PANEL.x + 120, PANEL.y + 30), 24, theme.TEXT_DIM)
        if role:
            text.draw_text(surface, _("Role"), (PANEL.x + 540, PANEL.y + 30), 24, theme.TEXT_DIM)
        if self.info.bots_module is not None:
            text.draw_text(surface, _("Played by"), (PANEL.x + 860, PANEL.y + 30), 24, theme.TEXT_DIM)
        for widget in [*self.widgets, self.start, self.back, self.rules]:
            widget.draw(surface)
        y = PANEL.y + 80
        mid = min(68, self.row_h - 8) // 2  # a row's widgets are this far above their middle
        for seat in range(self.players):
            icon = chrome.seat_symbol(self.colours[seat], min(52, 2 * mid - 8))
            surface.blit(icon, icon.get_rect(center=(PANEL.x + 66, y + mid)))
            if role:
                text.draw_text(
                    surface,
                    _(role(seat)),
                    (PANEL.x + 540, y + mid),
                    34,
                    PALETTE[self.colours[seat]][2],
                    anchor="midleft",
                    bold=True,
                )
            y += self.row_h
        if self.players_row_y is not None:
            text.draw_text(
                surface,
                _("Players"),
                (PANEL.x + 40, self.players_row_y + mid),
                32,
                theme.TEXT,
                anchor="midleft",
            )
        for label, row_y in self.option_rows:
            text.draw_text(
                surface,
                _(label),
                (PANEL.x + 40, row_y + mid),
                32,
                theme.TEXT,
                anchor="midleft",
                max_width=360,
            )
