"""Game set-up: seats (name, colour and symbol, person or computer), the number of players where
the game allows a choice, and the game's own options, built from the rules' declaration.

The setting rows come first and the seats under them, and the form is laid out for the most seats
the game takes: a player who clicks the number of players up twice finds the arrow where it was
(the rows used to move down a seat each time, and to two columns at three players).

The form opens as the last game of this kind was set up (kept in the settings), so a group that
plays again changes nothing."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

import pygame

from tabletop.core.catalogue import GameInfo
from tabletop.core.i18n import N_, _
from tabletop.core.seats import DEFAULT_NAMES, PALETTE, Seat, SeatKind
from tabletop.engine import chrome, text, theme
from tabletop.engine.intents import Click, Intent, Key
from tabletop.engine.scene import Scene
from tabletop.engine.setup_rows import Label, Row, SetupRows
from tabletop.engine.text_field import TextField
from tabletop.engine.widgets import Button, ButtonStyle, Choice
from tabletop.scenes.common import draw_backdrop, draw_heading, draw_panel, route

ROW_H = 92
MIN_ROW_H = 56  # a row's widgets are 8 px less: their 28 px words still sit well inside
#: names shown for the bots' strengths
STRENGTH_NAMES: dict[str, str] = {"casual": N_("Casual"), "strong": N_("Strong")}
PANEL = pygame.Rect(160, 230, 1600, 620)
#: a form with many rows uses the height of the subtitle too
TALL_PANEL = pygame.Rect(160, 172, 1600, 722)
#: the most a form can take (Just Run with six seats and every scenario): the title moves up and
#: the buttons down to the screen's foot
TALLEST_PANEL = pygame.Rect(160, 150, 1600, 840)
BUTTONS_Y = 904
LOW_BUTTONS_Y, LOW_BUTTONS_H = 998, 74
HEADER_H = 70  # from the top of the seats' section (its column headings) to the first seat
TOP_GAP = 24  # from the panel's top to the first setting row
SECTION_GAP = 16  # between the setting rows and the seats under them
NOTES_H = 124  # under the rows: a game's explanation and what stops the game starting
NOTE_SIZE = 26
# the columns of a seat's row, from the panel's left
NAME_X, NAME_W = 120, 340
ROLE_X, ROLE_W = 490, 320
KIND_X, KIND_W = 830, 300
EXTRA_X, EXTRA_W = 1150, 420
# two columns of setting rows: a cell is a label and its choice
CELL_W, CELL_GAP = 750, 40
GRID_LABEL_W = 290
PROBLEM_COLOUR = (255, 150, 120)


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
        self.option_values: dict[str, Any] = {opt.name: opt.first_choice for opt in info.options()}
        self.widgets: list[Any] = []
        self.fields: list[TextField] = []
        self.extras: SetupRows | None = info.setup_rows_class()() if info.setup_rows else None
        self.problems: list[str] = []
        self.pads_seen = 0  # the gamepads plugged in when the game's rows last saw the form

    # -- building the form ----------------------------------------------------------------------

    def enter(self) -> None:
        assert self.app is not None
        last = self.app.settings.last_setup.get(self.info.id, {})
        self.recall(last)
        if self.extras is not None:
            self.extras.recall(last, self.app.settings, self.seats())
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
        settings = self.app.settings.with_(last_setup=last)
        if self.extras is not None:
            settings = self.extras.remember(settings, self.seats())
        self.app.update_settings(settings)

    def build(self) -> None:
        """Lay the form out again (after the number of seats, a seat's kind or an option changes)."""
        self.widgets, self.fields = [], []
        self._show_form_to_extras()
        seats = self.seats()
        settings = self._setting_rows(seats)
        self.panel, self.columns, self.row_h = self._arrange(len(settings))
        height = min(68, self.row_h - 8)
        bots = self.info.bots()
        strengths = tuple(getattr(bots, "STRENGTHS", ())) if bots is not None else ()
        x = self.panel.x
        y = self.panel.y + TOP_GAP
        self.labels: list[tuple[str, pygame.Rect]] = []
        for index, row in enumerate(settings):
            column, line = index % self.columns, index // self.columns
            cell_x = x + 30 + column * (CELL_W + CELL_GAP)
            top = y + line * self.row_h
            if self.columns == 1:
                label_w, choice = 360, pygame.Rect(x + 420, top, 560, height)
            else:
                label_w, choice = (
                    GRID_LABEL_W,
                    pygame.Rect(cell_x + GRID_LABEL_W + 16, top, CELL_W - GRID_LABEL_W - 16, height),
                )
            self.labels.append((row.label, pygame.Rect(cell_x + 10, top, label_w, height)))
            self.widgets.append(self._choice(choice, row))
        self.seats_top = y + -(-len(settings) // self.columns) * self.row_h + SECTION_GAP
        y = self.seats_top + HEADER_H - TOP_GAP
        for seat in range(self.players):
            field = TextField(
                pygame.Rect(x + NAME_X, y, NAME_W, height),
                self.names[seat],
                on_change=functools.partial(self._rename, seat),
                max_length=16,
            )
            self.fields.append(field)
            self.widgets.append(field)
            self.widgets.append(
                Button(pygame.Rect(x + 30, y, 72, height), "", functools.partial(self._next_colour, seat))
            )
            if self.info.bots_module is not None:
                kinds = (SeatKind.HUMAN, SeatKind.COMPUTER)
                self.widgets.append(
                    Choice(
                        pygame.Rect(x + KIND_X, y, KIND_W, height),
                        "",
                        kinds,
                        (lambda: _("Person"), lambda: _("Computer")),
                        self.kinds[seat],
                        on_change=functools.partial(self._set_kind, seat),
                    )
                )
            extra = self.extras.seat_row(seat, seats) if self.extras is not None else None
            if self.kinds[seat] is SeatKind.COMPUTER and strengths:
                self.widgets.append(
                    Choice(
                        pygame.Rect(x + EXTRA_X, y, EXTRA_W, height),
                        "",
                        strengths,
                        tuple(functools.partial(_, STRENGTH_NAMES.get(str(s), str(s))) for s in strengths),
                        self.strengths[seat] if self.strengths[seat] in strengths else strengths[-1],
                        on_change=functools.partial(self._set_strength, seat),
                    )
                )
            elif extra is not None:
                self.widgets.append(self._choice(pygame.Rect(x + EXTRA_X, y, EXTRA_W, height), extra))
            y += self.row_h
        self.notes_top = y + 8
        top, tall = (LOW_BUTTONS_Y, LOW_BUTTONS_H) if self.panel is TALLEST_PANEL else (BUTTONS_Y, 90)
        self.start = Button(
            pygame.Rect(1180, top, 420, tall), self._start_label, self.begin, hotkey=pygame.K_RETURN
        )
        self.back = Button(
            pygame.Rect(320, top, 300, tall), lambda: _("Back"), self.leave, hotkey=pygame.K_ESCAPE
        )
        self.rules = Button(
            pygame.Rect(660, top, 300, tall), lambda: _("How to play"), self.show_rules, hotkey=pygame.K_h
        )
        self.refresh_problems()
        self.dirty = True

    def _setting_rows(self, seats: list[Seat]) -> list[Row]:
        """The rows under the seats: the number of players, the rules' options shown now, then
        the game's own rows."""
        rows: list[Row] = []
        if self.info.min_players != self.info.max_players:
            counts = tuple(range(self.info.min_players, self.info.max_players + 1))
            rows.append(Row("players", N_("Players"), counts, tuple(str(c) for c in counts), self.players))
        for opt in self.info.options():
            if not opt.shown({"players": self.players, **self.option_values}) or len(opt.choices) < 2:
                continue  # a choice of one is no choice (Just Run's scenario, kept for old saves)
            labels: tuple[Label, ...] = (
                tuple(functools.partial(_, label) for label in opt.labels)
                if opt.labels
                else tuple(str(c) for c in opt.choices)
            )
            rows.append(
                Row(f"option:{opt.name}", opt.label, opt.choices, labels, self.option_values[opt.name])
            )
        if self.extras is not None:
            rows.extend(self.extras.rows(seats))
        return rows

    def _arrange(self, settings: int) -> tuple[pygame.Rect, int, int]:
        """The panel, the columns of the setting rows and the row height, for the most seats the
        game takes (so they stay put while the number of players changes): one column in the
        usual panel while everything fits; else a taller panel, then two columns, so no row
        shrinks below what reads well from across the room."""
        notes = NOTES_H if self.extras is not None else 0
        for panel, columns in ((PANEL, 1), (TALL_PANEL, 1), (TALL_PANEL, 2), (TALLEST_PANEL, 2)):
            rows = self.info.max_players + -(-settings // columns)
            room = panel.bottom - 10 - (panel.y + HEADER_H) - SECTION_GAP - notes
            if rows * MIN_ROW_H <= room:
                return panel, columns, max(MIN_ROW_H, min(ROW_H, room // max(1, rows)))
        return TALLEST_PANEL, 2, MIN_ROW_H

    def _choice(self, rect: pygame.Rect, row: Row) -> Choice:
        return Choice(
            rect, "", row.choices, row.labels, row.value, on_change=functools.partial(self._chosen, row.key)
        )

    def _chosen(self, key: str, value: Any) -> None:
        """A choice changed: the player count, a rules' option or one of the game's rows."""
        if key == "players":
            self.players = value
        elif key.startswith("option:"):
            self.option_values[key.removeprefix("option:")] = value
        elif self.extras is not None:
            self.extras.choose(key, value, self.seats())
        self.build()

    def _pads_plugged_in(self) -> int:
        return len(self.app.pads.connected) if self.app is not None else 0

    def _show_form_to_extras(self) -> None:
        """The game's rows see the options chosen and the gamepads plugged in now."""
        if self.extras is not None:
            self.pads_seen = self._pads_plugged_in()
            self.extras.see_form(dict(self.option_values), self.pads_seen)

    def update(self, dt: float) -> bool:
        """A gamepad plugged in or out while the form is open changes what stops the start."""
        moving = super().update(dt)
        if self.extras is not None and self._pads_plugged_in() != self.pads_seen:
            self._show_form_to_extras()
            self.refresh_problems()
            self.dirty = True
        return moving

    def refresh_problems(self) -> None:
        self._show_form_to_extras()
        self.problems = self.extras.problems(self.seats()) if self.extras is not None else []
        self.start.style = ButtonStyle.NORMAL if self.problems else ButtonStyle.PRIMARY

    def _start_label(self) -> str:
        return _("Not ready yet") if self.problems else _("Start game")

    def _rename(self, seat: int, value: str) -> None:
        self.names[seat] = value
        self.refresh_problems()  # the reasons name the players

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
        decided = self.extras.rules_options(self.seats()) if self.extras is not None else {}
        return {"players": self.players, **self.option_values, **decided}

    def begin(self) -> None:
        assert self.app is not None
        from tabletop.scenes.play import start_new_game

        for field in self.fields:
            field.focused = False
        self.refresh_problems()
        if self.problems:
            self.app.toast(_("Not ready to start: {reason}").format(reason=self.problems[0]), seconds=6.0)
            return
        self.remember()
        seats = self.seats()
        phones = self.extras.phone_seats(seats) if self.extras is not None else []
        start_new_game(self.app, self.info, self.options(), seats, phones)

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
        panel = self.panel
        draw_heading(
            surface,
            _(self.info.title),
            _("Who is playing?") if panel.y >= PANEL.y else "",
            top=40 if panel is TALLEST_PANEL else 70,
        )
        draw_panel(surface, panel)
        role = self.info.rules().seat_role
        head_y = self.seats_top
        text.draw_text(surface, _("Colour"), (panel.x + 66, head_y), 24, theme.TEXT_DIM, anchor="midtop")
        text.draw_text(surface, _("Name"), (panel.x + NAME_X, head_y), 24, theme.TEXT_DIM)
        text.draw_text(surface, _("Role"), (panel.x + ROLE_X, head_y), 24, theme.TEXT_DIM)
        if self.info.bots_module is not None:
            text.draw_text(surface, _("Played by"), (panel.x + KIND_X, head_y), 24, theme.TEXT_DIM)
        if self.extras is not None and self.extras.seat_heading:
            heading = _(self.extras.seat_heading)
            text.draw_text(surface, heading, (panel.x + EXTRA_X, head_y), 24, theme.TEXT_DIM)
        for widget in [*self.widgets, self.start, self.back, self.rules]:
            widget.draw(surface)
        y = self.seats_top + HEADER_H - TOP_GAP
        mid = min(68, self.row_h - 8) // 2  # a row's widgets are this far above their middle
        for seat in range(self.players):
            icon = chrome.seat_symbol(self.colours[seat], min(52, 2 * mid - 8))
            surface.blit(icon, icon.get_rect(center=(panel.x + 66, y + mid)))
            text.draw_text(
                surface,
                _(role(seat)),
                (panel.x + ROLE_X, y + mid),
                32,
                PALETTE[self.colours[seat]][2],
                anchor="midleft",
                bold=True,
                max_width=ROLE_W,
            )
            y += self.row_h
        for label, rect in self.labels:
            self.draw_label(surface, _(label), rect)
        self.draw_notes(surface)

    @staticmethod
    def draw_label(surface: pygame.Surface, words: str, rect: pygame.Rect) -> None:
        """A row's label: on one line at 32 px, or on two at a smaller size rather than cut."""
        if text.measure(words, 32)[0] <= rect.width:
            text.draw_text(surface, words, (rect.x, rect.centery), 32, theme.TEXT, anchor="midleft")
            return
        size = 26
        height = text.line_height(size) * len(text.wrap(words, size, rect.width))
        box = pygame.Rect(rect.x, rect.centery - height // 2, rect.width, height)
        text.draw_wrapped(surface, words, box, size, theme.TEXT)

    def draw_notes(self, surface: pygame.Surface) -> None:
        """Under the rows: the game's explanation, then what stops the game starting."""
        if self.extras is None:
            return
        area = pygame.Rect(self.panel.x + 40, self.notes_top, self.panel.width - 80, 0)
        area.height = self.panel.bottom - 10 - area.top
        lines = [(note, theme.TEXT_DIM) for note in self.extras.notes(self.seats())]
        lines += [("\u2022 " + problem, PROBLEM_COLOUR) for problem in self.problems]
        for words, colour in lines:
            used = text.draw_wrapped(surface, words, area, NOTE_SIZE, colour)
            area.top += used + 4
            area.height = max(0, self.panel.bottom - 10 - area.top)
