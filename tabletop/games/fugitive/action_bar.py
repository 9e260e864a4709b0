"""The buttons under the row of the Fugitive table: Take back, Confirm hideout, Done, Pass, Clear,
Guess and a Dead Drop's choice of piles, whichever fit the phase and the seat on screen."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.fugitive.seat_view import GUESS_PHASES, SeatView

#: a button to make: its label, what it does, its look, its key, whether it may be pressed now
ButtonSpec = tuple[Callable[[], str], Callable[[], None], ButtonStyle, int | None, bool]


@dataclass(frozen=True)
class Actions:
    """What the buttons do; every one ends in a command the table submits."""

    confirm: Callable[[], None]
    pass_turn: Callable[[], None]
    undo: Callable[[], None]
    can_undo: Callable[[], bool]
    clear_guess: Callable[[], None]
    guess: Callable[[], None]
    guess_label: Callable[[], str]
    choose_deck: Callable[[int], None]


class ActionBar:
    """The row of buttons in the action bar zone, rebuilt for each view."""

    def __init__(self, rect: pygame.Rect, actions: Actions) -> None:
        self.rect = pygame.Rect(rect)
        self.actions = actions
        self.buttons: list[Button] = []

    def show(self, seen: SeatView, guess_ready: bool) -> None:
        """The buttons for this view; the Guess button is pressable once numbers are picked."""
        acts = self.actions
        specs: list[ButtonSpec] = []
        phase = seen.phase
        if seen.fugitive_acting():
            pending = seen.pending()
            if phase == "placing" and pending is not None:
                if acts.can_undo():
                    specs.append((lambda: _("Take back"), acts.undo, ButtonStyle.NORMAL, pygame.K_u, True))
                ready = pending.get("needed") == 0
                specs.append(
                    (lambda: _("Confirm hideout"), acts.confirm, ButtonStyle.PRIMARY, pygame.K_RETURN, ready)
                )
            elif phase == "fugitive_place":
                specs.append((lambda: _("Pass"), acts.pass_turn, ButtonStyle.NORMAL, pygame.K_p, True))
            elif phase == "fugitive_first" and int(seen.view.get("placed_this_turn", 0)) > 0:
                if acts.can_undo():
                    specs.append((lambda: _("Take back"), acts.undo, ButtonStyle.NORMAL, pygame.K_u, True))
                specs.append((lambda: _("Done"), acts.confirm, ButtonStyle.PRIMARY, pygame.K_RETURN, True))
        elif seen.marshal_acting() and phase in GUESS_PHASES:
            specs.append((lambda: _("Clear"), acts.clear_guess, ButtonStyle.NORMAL, pygame.K_BACKSPACE, True))
            specs.append((acts.guess_label, acts.guess, ButtonStyle.PRIMARY, pygame.K_RETURN, True))
        elif seen.acting() and phase == "event_choice":
            for deck in (seen.view.get("event_choice") or {}).get("decks", []):
                specs.append(
                    (pile_label(deck), partial(acts.choose_deck, deck), ButtonStyle.PRIMARY, None, True)
                )
        self.buttons = []
        if specs:
            bar = self.rect
            gap = 12
            weights = [
                1.6 if style is ButtonStyle.PRIMARY and len(specs) == 2 else 1.0
                for _l, _a, style, _k, _e in specs
            ]
            unit = (bar.width - gap * (len(specs) - 1)) / sum(weights)
            x = float(bar.left)
            for weight, (label, action, style, key, enabled) in zip(weights, specs, strict=False):
                rect = pygame.Rect(round(x), bar.top + 4, round(unit * weight), bar.height - 8)
                x += unit * weight + gap
                self.buttons.append(Button(rect, label, action, style, key, enabled=enabled, font_size=30))
        self.guess_ready(guess_ready)

    def guess_ready(self, ready: bool) -> None:
        """The Guess button may be pressed only with numbers picked."""
        for button in self.buttons:
            if button.on_click == self.actions.guess:
                button.enabled = ready

    def draw_message(self, surface: pygame.Surface, seen: SeatView) -> None:
        """What the bar says when it holds no buttons (part of the still picture)."""
        if self.buttons:
            return
        if seen.phase == "over":
            txt.draw_text(surface, _("The game is over."), self.rect.center, 26, theme.TEXT_DIM, "center")


def pile_label(deck: int) -> Callable[[], str]:
    """A Dead Drop button's label, read again in the language of the moment."""
    return lambda: _("Pile {number}").format(number=deck)
