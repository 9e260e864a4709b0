"""The Marshal's guessing on the Fugitive table: her notepad, the numbers she picks on it for a
Guess, the flash of a guess's result, and her own pencil marks kept with the game.

The notepad's deductions (ranges, ruled-out numbers, chances) come from the seat's view through
:mod:`tabletop.games.fugitive.bots.deduction`, never from the hidden state.  Her marks and switches are
private notes: :meth:`Guessing.show` draws them only while she is the viewer, and every change is
handed to ``keep_notes`` (the table keeps it with the game and autosaves it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tabletop.core.i18n import _
from tabletop.engine.intents import Click, Hover
from tabletop.games.fugitive.bots import deduction
from tabletop.games.fugitive.table.notepad import Notepad, facts_from
from tabletop.games.fugitive.table.seat_view import (
    DRAW_PHASES,
    ESCAPE,
    FUGITIVE,
    GUESS_PHASES,
    MARSHAL,
    SeatView,
)

FLASH_TIME = 1.6  # the numbers just guessed stay outlined green (found) or red (nothing) this long
HIT_COLOUR = (46, 160, 84)
MISS_COLOUR = (210, 50, 40)

#: what a click on the notepad came to: (used by the notepad, a sentence to show the player)
NotepadClick = tuple[bool, str]


class Guessing:
    """The Marshal's side of the table: the notepad's facts and assist, the guess being built,
    the ranges printed under the row and her notes (see the module docstring)."""

    def __init__(
        self,
        notepad: Notepad,
        saved: Mapping[str, Any] | None = None,
        keep_notes: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self.notepad = notepad
        self.keep_notes = keep_notes
        #: the assist switch was set in this game (else the settings' default applies)
        self.assist_chosen = notepad.load_json(saved)
        self.ranges: list[tuple[int, int] | None] = []  # each hideout's possible numbers, for the row
        self.flash_left = 0.0

    def still_key(self) -> tuple[object, ...]:
        """What of the notepad shows in the still picture and changes without a new view."""
        pad = self.notepad
        return (
            tuple(pad.selected),
            tuple(sorted(pad.flash)),
            pad.assist,
            pad.pencil,
            tuple(sorted(pad.notes.marks.items())),
        )

    def show(self, seen: SeatView) -> None:
        """Take up a new view: who may write, pick and see her marks, and what the assist prints."""
        view = seen.view
        pad = self.notepad
        pad.interactive = seen.viewer == MARSHAL and not seen.demo
        pad.private = seen.viewer == MARSHAL
        pad.selectable = seen.marshal_acting() and seen.phase in GUESS_PHASES
        pad.single = seen.guess_single()
        if not pad.selectable:
            pad.clear_selection()
        elif pad.single and len(pad.selected) > 1:
            pad.selected = pad.selected[:1]
        found = [card for h in seen.hideouts() if h["revealed"] and (card := h["card"]) is not None]
        # what the Marshal has seen: the 42 goes down face up but its sprint cards stay hidden
        # until the game ends, even though the Fugitive's own view lists them
        found += [
            c
            for h in seen.hideouts()
            if h.get("revealed") and (h.get("card") != ESCAPE or seen.phase == "over")
            for c in (h.get("sprint_cards") or [])
        ]
        missed = [
            n
            for g in view.get("guesses", [])
            if not g.get("hit") and len(g.get("numbers", [])) == 1
            for n in g["numbers"]
        ]
        held: list[int] = list(view.get("marshal_hand") or []) if seen.viewer == MARSHAL else []
        self.ranges = []
        if seen.viewer == FUGITIVE or seen.phase == "over":
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

    # -- the guess ----------------------------------------------------------------------------------

    @property
    def chosen(self) -> tuple[int, ...]:
        """The numbers picked for the next Guess, lowest first."""
        return tuple(self.notepad.selected)

    def guess_label(self) -> str:
        chosen = self.notepad.selected
        if not chosen:
            return _("Guess")
        return _("Guess {numbers}").format(numbers=", ".join(str(n) for n in chosen))

    def clear(self) -> None:
        self.notepad.clear_selection()

    def doubt(self, number: int) -> str:
        """Why ``number`` cannot be a face-down hideout, when the Marshal knows it: a warning for
        her guess (she may still name it), not a refusal.  Her own cards always count; what the
        deduction rules out counts only with the assist on."""
        facts = self.notepad.facts
        if number in facts.held:
            return _("You hold {number}: a guess naming it finds nothing.").format(number=number)
        if self.notepad.assist and number in facts.ruled_out:
            return _("{number} is ruled out: a guess naming it finds nothing.").format(number=number)
        return ""

    def warning(self) -> str:
        """The first doubt about the guess being built ("" when every number could be right)."""
        for number in self.notepad.selected:
            doubt = self.doubt(number)
            if doubt:
                return doubt
        return ""

    def flash(self, numbers: list[int], hit: bool) -> None:
        """Outline the numbers just guessed: green when something was found, red when not."""
        colour = HIT_COLOUR if hit else MISS_COLOUR
        self.notepad.flash = {n: colour for n in numbers}
        self.flash_left = FLASH_TIME

    def update(self, dt: float) -> bool:
        """Run the flash's clock; True while it showed (the frame it goes out on included)."""
        if self.flash_left <= 0:
            return False
        self.flash_left -= dt
        if self.flash_left <= 0:
            self.notepad.flash = {}
        return True

    # -- input --------------------------------------------------------------------------------------

    def hover(self, pos: tuple[int, int]) -> bool:
        """Follow the pointer over the numbers; True when the hovered number changed."""
        return self.notepad.handle(Hover(pos)) is not None

    def click(self, intent: Click, seen: SeatView) -> NotepadClick:
        """A click on the notepad: pick a number, write a mark, flip a switch, or say why not."""
        result = self.notepad.handle(intent)
        if result is None:
            return False, ""
        kind, number = result
        message = ""
        if kind == "select" and number is not None:
            message = self.notepad.select(number) or ""
            if not message and number in self.notepad.selected:
                message = self.doubt(number)
        elif kind == "assist":
            self.assist_chosen = True
            self.show(seen)
        elif kind == "wait":
            if seen.marshal_acting() and seen.phase in DRAW_PHASES:
                message = _("Draw first, then pick the numbers to guess. Right-click marks a number.")
            else:
                message = _("You pick numbers when it is time to guess. Right-click marks a number.")
        if kind in ("mark", "assist", "pencil") and self.keep_notes is not None:
            self.keep_notes(self.notepad.to_json())
        return True, message
