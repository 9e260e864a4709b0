"""The Marshal's notepad: the numbers 1-41 as a grid she can pick guesses from and write on.

Two kinds of ink share the sheet.  Her own pencil marks (crossed out, circled) are private notes
that belong to the game, not to the rules: the table keeps them (with her switches) among her
seat's private notes in the session, so they are saved with the game, survive undo and a crash,
and are drawn only while she is the viewer.  The printed help (the *assist*) comes
from what the table knows: found hideouts, the cards in her hand, numbers the deduction rules out
and, when available, how likely each number is; it can be switched off for players who want to
do the detective work themselves.

The widget never submits commands: it answers what was clicked and the scene decides what that
means (a guess being built, a mark, a toggle).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.intents import Click, Hover, Intent

INK = (32, 38, 72)
INK_SOFT = (120, 124, 140)
RED_INK = (196, 40, 36)
BLUE_INK = (30, 90, 200)
PAPER_SHADE = (90, 84, 60, 70)
FOUND = (46, 140, 84)
HELD = (112, 110, 100)
CHANCE = (226, 92, 40)

BAND = 52  # the maroon binding at the top of the paper
CONTROLS = 40  # the row of switches under the binding
FOOTER = 38  # the legend line at the bottom
CHANCE_SIZE = txt.READABLE  # the assist's chance under a number


class Mark(enum.IntEnum):
    """A pencil mark on one number; a right-click moves it on to the next."""

    BLANK = 0
    CROSSED = 1
    CIRCLED = 2

    def following(self) -> Mark:
        return Mark((self.value + 1) % len(Mark))


class NotepadNotes:
    """The Marshal's own marks for one game (number -> mark; blank numbers are left out)."""

    def __init__(self) -> None:
        self.marks: dict[int, Mark] = {}

    def mark(self, number: int) -> Mark:
        return self.marks.get(number, Mark.BLANK)

    def cycle(self, number: int) -> Mark:
        """Blank -> crossed out -> circled -> blank."""
        new = self.mark(number).following()
        if new is Mark.BLANK:
            self.marks.pop(number, None)
        else:
            self.marks[number] = new
        return new

    def clear(self) -> None:
        self.marks.clear()

    def to_json(self) -> dict[str, int]:
        """The marks as JSON: number (as text) -> mark."""
        return {str(number): int(mark) for number, mark in sorted(self.marks.items())}

    @classmethod
    def from_json(cls, raw: object) -> NotepadNotes:
        """Marks read back from a save; anything that is not a number with a mark is left out."""
        notes = cls()
        if not isinstance(raw, dict):
            return notes
        for key, value in raw.items():
            if not (isinstance(key, str) and key.isdigit()) or isinstance(value, bool):
                continue
            if isinstance(value, int) and value in (Mark.CROSSED, Mark.CIRCLED):
                notes.marks[int(key)] = Mark(value)
        return notes


@dataclass(frozen=True)
class Facts:
    """What the printed assist shows: public knowledge plus what the viewer may see."""

    found: frozenset[int] = frozenset()  # face-up hideouts
    held: frozenset[int] = frozenset()  # cards in the Marshal's hand
    ruled_out: frozenset[int] = frozenset()  # cannot be any face-down hideout now
    missed: frozenset[int] = frozenset()  # named in a guess that found nothing
    chances: Mapping[int, float] = field(default_factory=lambda: MappingProxyType({}))


class Notepad:
    """A 1-41 grid on a paper sheet, with an assist switch and a pencil-mode switch."""

    def __init__(
        self,
        rect: pygame.Rect,
        first: int = 1,
        last: int = 41,
        columns: int = 7,
        notes: NotepadNotes | None = None,
        assist: bool = True,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.first = first
        self.last = last
        self.columns = max(1, columns)
        self.notes = notes if notes is not None else NotepadNotes()
        self.assist = assist
        self.pencil = False  # left clicks write marks instead of picking numbers
        self.facts = Facts()
        self.selected: list[int] = []
        self.selectable = False  # the Marshal is building a guess
        self.single = False  # one number at a time (a manhunt, a False Trail)
        self.interactive = False  # the viewer is the Marshal
        self.private = False  # her marks and hand may be drawn
        self.hovered: int | None = None
        self.flash: dict[int, tuple[int, int, int]] = {}  # numbers just guessed: green hit, red miss

    # -- geometry -------------------------------------------------------------------------------

    @property
    def numbers(self) -> range:
        return range(self.first, self.last + 1)

    @property
    def rows(self) -> int:
        return -(-len(self.numbers) // self.columns)

    @property
    def grid_rect(self) -> pygame.Rect:
        left = self.rect.left + max(34, self.rect.width * 36 // 560) + 6
        top = self.rect.top + BAND + CONTROLS + 8
        return pygame.Rect(left, top, self.rect.right - 14 - left, self.rect.bottom - FOOTER - top)

    def cell_rect(self, number: int) -> pygame.Rect:
        index = number - self.first
        grid = self.grid_rect
        col, row = index % self.columns, index // self.columns
        w = grid.width / self.columns
        h = grid.height / self.rows
        x0, y0 = grid.left + round(col * w), grid.top + round(row * h)
        x1, y1 = grid.left + round((col + 1) * w), grid.top + round((row + 1) * h)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0).inflate(-6, -6)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        if not self.grid_rect.collidepoint(pos):
            return None
        for number in self.numbers:
            if self.cell_rect(number).inflate(6, 6).collidepoint(pos):
                return number
        return None

    @property
    def assist_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.left + 44, self.rect.top + BAND + 6, 200, CONTROLS - 8)

    @property
    def pencil_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - 14 - 200, self.rect.top + BAND + 6, 200, CONTROLS - 8)

    # -- state ----------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """What the Marshal keeps of her notepad with the game: her marks and her two switches."""
        return {"marks": self.notes.to_json(), "assist": self.assist, "pencil": self.pencil}

    def load_json(self, raw: Mapping[str, Any] | None) -> bool:
        """Take up marks and switches kept with the game (none for a game saved before notes were
        kept); True when the assist switch was among them."""
        if not isinstance(raw, Mapping):
            return False
        self.notes = NotepadNotes.from_json(raw.get("marks"))
        if isinstance(raw.get("pencil"), bool):
            self.pencil = raw["pencil"]
        if isinstance(raw.get("assist"), bool):
            self.assist = raw["assist"]
            return True
        return False

    def select(self, number: int) -> str | None:
        """Add or remove ``number`` from the guess being built; returns a reason when refused."""
        if number in self.selected:
            self.selected.remove(number)
            return None
        if number in self.facts.found:
            return _("Hideout {number} is already face up.").format(number=number)
        if self.single:
            self.selected = [number]
        else:
            self.selected.append(number)
            self.selected.sort()
        return None

    def clear_selection(self) -> None:
        self.selected = []

    def set_facts(self, facts: Facts) -> None:
        self.facts = facts
        self.selected = [n for n in self.selected if n not in facts.found]

    # -- input ----------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> tuple[str, int | None] | None:
        """What a pointer intent did: ("select", n), ("mark", n), ("wait", n) (a pick while no guess is
        due), ("assist", None), ("pencil", None), ("none", None) (the sheet but no number), ("hover", n)
        when the hovered number changed, or None when it did not concern the notepad.
        """
        if isinstance(intent, Hover):
            number = self.cell_at(intent.pos) if self.interactive else None
            if number != self.hovered:
                self.hovered = number
                return ("hover", number)
            return None
        if not isinstance(intent, Click) or not self.rect.collidepoint(intent.pos) or not self.interactive:
            return None
        if intent.button == 1 and self.assist_rect.collidepoint(intent.pos):
            self.assist = not self.assist
            return ("assist", None)
        if intent.button == 1 and self.pencil_rect.collidepoint(intent.pos):
            self.pencil = not self.pencil
            return ("pencil", None)
        number = self.cell_at(intent.pos)
        if number is None:
            return ("none", None)
        if intent.button == 3 or self.pencil:
            self.notes.cycle(number)
            return ("mark", number)
        if not self.selectable:
            return ("wait", number)  # numbers are picked only while a guess is due
        return ("select", number)

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, paper: pygame.Surface | None) -> None:
        """The sheet, its switches and every cell (the static part; hover is drawn on top)."""
        rect = self.rect
        theme.blit_shadow(surface, rect, 10, (6, 10), 12, 140)
        if paper is not None:
            surface.blit(theme.scaled(paper, rect.size, 10), rect)
        else:
            surface.blit(theme.rounded(rect.size, (250, 240, 170), 10), rect)
            surface.blit(theme.rounded((rect.width, BAND), (84, 28, 34), 10), rect.topleft)
        title = _("Marshal's notepad") if self.private or self.interactive else _("What the Marshal knows")
        txt.draw_text(
            surface,
            title,
            (rect.centerx, rect.top + BAND // 2 + 4),
            26,
            (250, 236, 210),
            "center",
            bold=True,
            max_width=rect.width - 60,
            shadow=True,
        )
        if self.interactive:
            self._draw_switch(surface, self.assist_rect, _("Assist"), self.assist)
            self._draw_switch(surface, self.pencil_rect, _("Pencil"), self.pencil)
        else:
            txt.draw_text(
                surface,
                _("Found hideouts, missed guesses"),
                (rect.centerx, self.assist_rect.centery),
                txt.READABLE,
                INK_SOFT,
                "center",
                max_width=rect.width - 24,
            )
        for number in self.numbers:
            self._draw_cell(surface, number)
        legend = self.legend()
        if legend:
            txt.draw_text(
                surface,
                legend,
                (rect.centerx, rect.bottom - FOOTER // 2 - 2),
                txt.READABLE,
                INK_SOFT,
                "center",
                max_width=rect.width - 40,
            )

    def legend(self) -> str:
        """The line at the foot of the sheet: what a click does now."""
        if not self.interactive:
            return ""
        if self.pencil:
            return _("Pencil: a click marks a number")
        if self.selectable:
            return _("Click: guess · right-click: mark")
        return _("Right-click: mark a number")

    def _draw_switch(self, surface: pygame.Surface, rect: pygame.Rect, label: str, on: bool) -> None:
        track = pygame.Rect(0, 0, 52, 28)
        track.midleft = (rect.left, rect.centery)
        fill = theme.PRIMARY if on else (170, 164, 140)
        surface.blit(theme.rounded(track.size, fill, 14, 2, (70, 60, 40, 160)), track)
        knob = pygame.Rect(0, 0, 22, 22)
        knob.center = (track.right - 14 if on else track.left + 14, track.centery)
        surface.blit(theme.rounded(knob.size, (252, 250, 244), 11, 1, (60, 50, 30, 140)), knob)
        txt.draw_text(
            surface,
            label,
            (track.right + 10, rect.centery),
            txt.READABLE,
            INK,
            "midleft",
            bold=True,
            max_width=rect.width - track.width - 14,
        )

    def _draw_cell(self, surface: pygame.Surface, number: int) -> None:
        cell = self.cell_rect(number)
        facts = self.facts
        ink = INK
        selected = number in self.selected
        found = number in facts.found
        missed = number in facts.missed and not found
        if selected:
            theme.blit_glow(surface, cell, theme.PRIMARY, 10, 3, 0.8)
            surface.blit(theme.rounded(cell.size, theme.PRIMARY, 10, 2, (120, 70, 0)), cell)
            ink = theme.PRIMARY_TEXT
        elif self.assist and found:
            surface.blit(theme.rounded(cell.size, FOUND, 10), cell)
            ink = (246, 250, 246)
        elif self.assist and self.private and number in facts.held:
            surface.blit(theme.rounded(cell.size, (*HELD, 120), 10), cell)
            ink = (236, 234, 226)
        elif self.assist and number in facts.ruled_out:
            surface.blit(theme.rounded(cell.size, PAPER_SHADE, 10), cell)
            ink = INK_SOFT
        elif self.assist and facts.chances:
            chance = facts.chances.get(number, 0.0)
            if chance > 0.005:
                alpha = int(36 + 170 * min(1.0, chance))
                surface.blit(theme.rounded(cell.size, (*CHANCE, alpha), 10), cell)
        elif not self.assist and found and not self.private:
            surface.blit(theme.rounded(cell.size, FOUND, 10), cell)
            ink = (246, 250, 246)
        else:
            surface.blit(theme.rounded(cell.size, (255, 255, 255, 60), 10, 1, (*INK, 40)), cell)
        if missed and not selected:
            # a number she named alone and found nothing: red ink, a red flag in its corner
            surface.blit(theme.outline(cell.size, RED_INK, 10, 3), cell)
            flag = [cell.topleft, (cell.left + 24, cell.top), (cell.left, cell.top + 24)]
            pygame.draw.polygon(surface, RED_INK, [(x + 2, y + 2) for x, y in flag])
            ink = RED_INK if ink in (INK, INK_SOFT) else ink
        show_chance = self.shows_chance(number)
        held = self.assist and self.private and number in facts.held and not selected
        size = max(26, min(34, cell.height * 50 // 100))
        lifted = show_chance or held
        centre_y = cell.top + cell.height * 36 // 100 if lifted else cell.centery + 1
        txt.draw_text(surface, str(number), (cell.centerx, centre_y), size, ink, "center", bold=True)
        if self.assist and found and not selected:
            # the green cell says "found"; the tick repeats it
            txt.draw_text(
                surface, "✓", (cell.right - 4, cell.top + 1), 17, (246, 250, 246), "topright", decoration=True
            )
        elif held:
            # two small cards under the number: it is in her hand
            chip = pygame.Rect(0, 0, 13, 18)
            chip.midbottom = (cell.centerx + 3, cell.bottom - 3)
            surface.blit(theme.rounded(chip.size, (250, 248, 240), 3, 1, (40, 40, 40)), chip.move(-7, -2))
            surface.blit(theme.rounded(chip.size, (250, 248, 240), 3, 1, (40, 40, 40)), chip)
        elif show_chance:
            chance = facts.chances.get(number, 0.0)
            label = f"{min(99, round(chance * 100))}%" if chance < 0.995 else "100%"
            txt.draw_text(
                surface,
                label,
                (cell.centerx, cell.bottom + 1),
                CHANCE_SIZE,
                INK,
                "midbottom",
                bold=True,
                condensed=True,
            )
        if self.private:
            mark = self.notes.mark(number)
            if mark is Mark.CROSSED:
                inset = cell.inflate(-cell.width // 4, -cell.height // 4)
                pygame.draw.line(surface, RED_INK, inset.topleft, inset.bottomright, 5)
                pygame.draw.line(surface, RED_INK, inset.bottomleft, inset.topright, 5)
            elif mark is Mark.CIRCLED:
                ring = cell.inflate(-8, -8)
                pygame.draw.ellipse(surface, BLUE_INK, ring, 4)
        if number in self.flash:
            surface.blit(theme.outline(cell.size, self.flash[number], 10, 4), cell)

    def shows_chance(self, number: int) -> bool:
        """Whether the assist prints how likely ``number`` is to be a hideout."""
        facts = self.facts
        if not self.assist or number in self.selected or number in facts.found:
            return False
        return (
            facts.chances.get(number, 0.0) >= 0.01
            and number not in facts.ruled_out
            and not (self.private and number in facts.held)
        )

    def draw_hover(self, surface: pygame.Surface) -> None:
        """The live hover ring (kept out of the cached table layer so hovering costs nothing)."""
        if self.hovered is None or not self.interactive:
            return
        cell = self.cell_rect(self.hovered)
        colour = theme.SELECTED if self.selectable and not self.pencil else BLUE_INK
        surface.blit(theme.outline(cell.inflate(6, 6).size, colour, 12, 3), cell.inflate(6, 6))


def facts_from(
    found: Iterable[int],
    held: Iterable[int] = (),
    ruled_out: Iterable[int] = (),
    missed: Iterable[int] = (),
    chances: Mapping[int, float] | None = None,
) -> Facts:
    """Build :class:`Facts` from plain iterables (the scene and the tests share this)."""
    return Facts(
        found=frozenset(found),
        held=frozenset(held),
        ruled_out=frozenset(ruled_out),
        missed=frozenset(missed),
        chances=MappingProxyType(dict(chances or {})),
    )
