"""The Marshal's guessing on the Fugitive table: numbers picked on the notepad become a Guess,
and a played 42 offers her a manhunt.

The notepad's deductions (ranges, ruled-out numbers, chances) come from the seat's view through
:mod:`tabletop.games.fugitive.deduction`, never from the hidden state.
"""

from __future__ import annotations

import pygame

from tabletop.core.i18n import _, ngettext
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.fugitive import deduction
from tabletop.games.fugitive.notepad import facts_from
from tabletop.games.fugitive.view_queries import ESCAPE, FUGITIVE, GUESS_PHASES, MARSHAL


class GuessingUI:
    """The Marshal's side of the table: the notepad's facts and assist, the guess being built, the
    Guess and Clear buttons and the manhunt offer after a 42."""

    def _rebuild_notepad(self) -> None:
        view = self.view
        pad = self.notepad
        pad.interactive = self.viewer == MARSHAL and not self.demo
        pad.private = self.viewer == MARSHAL
        pad.selectable = self.marshal_acting() and self.phase in GUESS_PHASES
        pad.single = self.guess_single()
        if not pad.selectable:
            pad.clear_selection()
        elif pad.single and len(pad.selected) > 1:
            pad.selected = pad.selected[:1]
        found = [h["card"] for h in self.hideouts() if h.get("revealed") and h.get("card") is not None]
        # what the Marshal has seen: the 42 goes down face up but its sprint cards stay hidden
        # until the game ends, even though the Fugitive's own view lists them
        found += [
            c
            for h in self.hideouts()
            if h.get("revealed") and (h.get("card") != ESCAPE or self.phase == "over")
            for c in (h.get("sprint_cards") or [])
        ]
        missed = [
            n
            for g in view.get("guesses", [])
            if not g.get("hit") and len(g.get("numbers", [])) == 1
            for n in g["numbers"]
        ]
        held: list[int] = list(view.get("marshal_hand") or []) if self.viewer == MARSHAL else []
        self.ranges = []
        if self.viewer == FUGITIVE or self.phase == "over":
            pad.set_facts(facts_from(found, missed=missed))
            return
        try:
            self.ranges = deduction.hideout_ranges(view)
            candidates = deduction.candidates(view)
            chances = deduction.probabilities(view)
        except (
            ValueError,
            KeyError,
            IndexError,
        ):  # a view the solver cannot read: no assist rather than no table
            pad.set_facts(facts_from(found, held, missed=missed))
            return
        possible = set().union(*candidates) if candidates else set()
        numbers = range(pad.first, pad.last + 1)
        ruled_out = [n for n in numbers if n not in possible and n not in found and n not in held]
        pad.set_facts(facts_from(found, held, ruled_out, missed, chances))

    def guess_label(self) -> str:
        chosen = self.notepad.selected
        if not chosen:
            return _("Guess")
        return _("Guess {numbers}").format(numbers=", ".join(str(n) for n in chosen))

    def refresh_guess_button(self) -> None:
        for button in self.buttons:
            if button.on_click == self.guess:
                button.enabled = bool(self.notepad.selected)

    def guess(self) -> None:
        if self.viewer is None:
            return
        if not self.notepad.selected:
            self._say(_("Pick at least one number on the notepad first."))
            return
        self.submit(self.rules.Guess(self.viewer, tuple(self.notepad.selected)))

    def clear_guess(self) -> None:
        self.notepad.clear_selection()
        self.refresh_guess_button()
        self._base_dirty = True

    def manhunt(self, start: bool) -> None:
        if self.viewer is not None:
            self.submit(self.rules.StartManhunt(self.viewer, start))

    def _manhunt_offer_buttons(self) -> list[Button]:
        """After a 42: the Marshal's two big choices, inside the offer panel (none for anyone else)."""
        if not (self.acting() and self.phase == "manhunt_offer"):
            return []
        panel = self.offer_rect()
        w = (panel.width - 3 * 30) // 2
        go = pygame.Rect(panel.left + 30, panel.bottom - 110, w, 80)
        hunt = pygame.Rect(go.right + 30, go.top, w, 80)
        return [
            Button(
                go,
                lambda: _("Let him go"),
                lambda: self.manhunt(False),
                ButtonStyle.NORMAL,
                pygame.K_n,
                font_size=34,
            ),
            Button(
                hunt,
                lambda: _("Start manhunt"),
                lambda: self.manhunt(True),
                ButtonStyle.DANGER,
                pygame.K_RETURN,
                font_size=34,
            ),
        ]

    def offer_rect(self) -> pygame.Rect:
        row = self.zones["hideout_row"]
        rect = pygame.Rect(0, 0, min(900, row.width - 80), 340)
        rect.center = row.center
        return rect

    def _draw_offer(self, surface: pygame.Surface) -> None:
        rect = self.offer_rect()
        theme.blit_shadow(surface, rect, 20, (8, 14), 16, 160)
        surface.blit(theme.rounded(rect.size, (24, 14, 14, 245), 20, 4, (230, 90, 60)), rect)
        txt.draw_text(
            surface,
            _("The Fugitive played 42!"),
            (rect.centerx, rect.top + 28),
            46,
            theme.TEXT,
            "midtop",
            bold=True,
            max_width=rect.width - 40,
        )
        down = int(self.view.get("face_down", 0))
        if self.acting():
            line = ngettext(
                "Start a manhunt: name the {count} face-down hideout. One miss and he escapes.",
                "Start a manhunt: name the {count} face-down hideouts one at a time. "
                "One miss and he escapes.",
                down,
            ).format(count=down)
        else:
            line = _("The Marshal decides whether to start a manhunt.")
        txt.draw_wrapped(
            surface,
            line,
            pygame.Rect(rect.left + 40, rect.top + 96, rect.width - 80, 100),
            26,
            theme.TEXT,
            align="center",
        )
