"""The buttons of the Fugitive table: Take back, Confirm hideout, Done, Pass, Clear, Guess and a
Dead Drop's choice of piles, whichever fit the phase and the seat on screen, each always in its
own place."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.i18n import _, translate
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.fugitive.table.seat_view import GUESS_PHASES, SeatView


class Slot(enum.Enum):
    """Where an action's button stands.  Every action keeps its own place, so the click that
    pressed one button never lands on a different one that took its place: Take back and Clear
    at the top left, Pass and Done at the top right, Confirm hideout, Guess and a Dead Drop's
    piles across the bottom."""

    BACK = "back"
    SIDE = "side"
    MAIN = "main"


#: a button to make: its slot, label, what it does, its look, its key, whether it may be pressed now
ButtonSpec = tuple[Slot, Callable[[], str], Callable[[], None], ButtonStyle, int | None, bool]

ROW_GAP = 12
FONT_SIZE = 30


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
    """The buttons in the action bar zone, each in its action's slot, rebuilt for each view."""

    def __init__(self, rect: pygame.Rect, actions: Actions) -> None:
        self.rect = pygame.Rect(rect)
        self.actions = actions
        self.buttons: list[Button] = []
        self._ends_turn = False
        self._phase = ""

    def slot_rect(self, slot: Slot) -> pygame.Rect:
        """The place of ``slot`` in the bar: two halves of the top row, the whole bottom row."""
        bar = self.rect
        row = (bar.height - ROW_GAP) // 2
        if slot is Slot.MAIN:
            return pygame.Rect(bar.left, bar.bottom - row, bar.width, row)
        half = (bar.width - ROW_GAP) // 2
        left = bar.left if slot is Slot.BACK else bar.right - half
        return pygame.Rect(left, bar.top, half, row)

    def show(self, seen: SeatView, guess_ready: bool) -> None:
        """The buttons for this view; the Guess button is pressable once numbers are picked."""
        acts = self.actions
        specs: list[ButtonSpec] = []
        phase = seen.phase
        if seen.fugitive_acting():
            pending = seen.pending()
            if phase == "placing" and pending is not None:
                if acts.can_undo():
                    specs.append(
                        (Slot.BACK, lambda: _("Take back"), acts.undo, ButtonStyle.NORMAL, pygame.K_u, True)
                    )
                ready = pending.get("needed") == 0
                specs.append(
                    (
                        Slot.MAIN,
                        lambda: _("Confirm hideout"),
                        acts.confirm,
                        ButtonStyle.PRIMARY,
                        pygame.K_RETURN,
                        ready,
                    )
                )
            elif phase == "fugitive_place":
                specs.append(
                    (Slot.SIDE, lambda: _("Pass"), acts.pass_turn, ButtonStyle.NORMAL, pygame.K_p, True)
                )
            elif phase == "fugitive_first" and int(seen.view.get("placed_this_turn", 0)) > 0:
                if acts.can_undo():
                    specs.append(
                        (Slot.BACK, lambda: _("Take back"), acts.undo, ButtonStyle.NORMAL, pygame.K_u, True)
                    )
                specs.append(
                    (Slot.SIDE, lambda: _("Done"), acts.confirm, ButtonStyle.PRIMARY, pygame.K_RETURN, True)
                )
        elif seen.marshal_acting() and phase in GUESS_PHASES:
            specs.append(
                (
                    Slot.BACK,
                    lambda: _("Clear"),
                    acts.clear_guess,
                    ButtonStyle.NORMAL,
                    pygame.K_BACKSPACE,
                    True,
                )
            )
            specs.append(
                (Slot.MAIN, acts.guess_label, acts.guess, ButtonStyle.PRIMARY, pygame.K_RETURN, True)
            )
        self.buttons = [
            Button(self.slot_rect(slot), label, action, style, key, enabled=enabled, font_size=FONT_SIZE)
            for slot, label, action, style, key, enabled in specs
        ]
        if seen.acting() and phase == "event_choice":
            choice = seen.view.get("event_choice")
            decks = [] if choice is None else list(choice["decks"])
            main = self.slot_rect(Slot.MAIN)
            width = (main.width - ROW_GAP * 2) // 3
            for deck in decks:
                rect = pygame.Rect(main.left + (deck - 1) * (width + ROW_GAP), main.top, width, main.height)
                self.buttons.append(
                    Button(
                        rect,
                        pile_label(deck),
                        partial(acts.choose_deck, deck),
                        ButtonStyle.PRIMARY,
                        None,
                        font_size=FONT_SIZE,
                    )
                )
        self.guess_ready(guess_ready)
        self._ends_turn = seen.done_ends_turn()
        self._phase = phase

    def label_of(self, button: Button) -> str:
        return txt.resolve(button.label)

    def explained(self) -> list[tuple[Button, str]]:
        """Each button with what it does, in words (its tooltip)."""
        acts = self.actions
        out: list[tuple[Button, str]] = []
        for button in self.buttons:
            action = button.on_click
            if action == acts.undo:
                body = _("Take back your last move this turn: the card goes back to your hand.")
            elif action == acts.confirm and self._phase == "fugitive_first":
                body = _("End your first turn with the hideouts you placed (at most two).")
            elif action == acts.confirm:
                body = _("Finish this hideout with the sprint cards under it.")
                if not button.enabled:
                    body = _sentences(body, _("First add sprint cards until it is in reach."))
                if self._ends_turn:
                    body = _sentences(body, _("This ends your turn."))
            elif action == acts.pass_turn:
                body = _(
                    "Place no (more) hideouts this turn. It cannot be taken back, so you are asked first "
                    "when a card would still fit."
                )
            elif action == acts.clear_guess:
                body = _("Empty the guess you are building.")
            elif action == acts.guess:
                body = _(
                    "Name the numbers you picked. One number is turned over if it is a face-down "
                    "hideout; several only if every one of them is."
                )
            else:
                body = _("Dead Drop: take the bottom hideout card of this pile.")
            out.append((button, body))
        return out

    def guess_ready(self, ready: bool) -> None:
        """The Guess button shows once numbers are picked (her pointer is on the notepad then):
        right after a click in the bottom row (a Dead Drop's pile, a guess) nothing stands there."""
        for button in self.buttons:
            if button.on_click == self.actions.guess:
                button.visible = ready

    def draw_message(self, surface: pygame.Surface, seen: SeatView) -> None:
        """What the bar says when it holds no buttons (part of the still picture)."""
        if self.buttons:
            return
        if seen.phase == "over":
            outcome = seen.view.get("outcome")
            words = translate(outcome["reason"]) if outcome and outcome["reason"] else _("The game is over.")
            box = self.rect.inflate(-20, -12)
            lines = txt.wrap(words, txt.READABLE, box.width)
            step = txt.line_height(txt.READABLE)
            y = box.centery - step * len(lines) // 2
            for line in lines:
                txt.draw_text(surface, line, (box.centerx, y), txt.READABLE, theme.TEXT_DIM, "midtop")
                y += step


def _sentences(*parts: str) -> str:
    return " ".join(part for part in parts if part)


def pile_label(deck: int) -> Callable[[], str]:
    """A Dead Drop button's label, read again in the language of the moment."""
    return lambda: _("Pile {number}").format(number=deck)
