"""Reading the seat's view for the Fugitive table: the seats, the phases and the questions every
part of the table asks (is it my move, what do I hold, where does the row end).

The table draws and decides from the view only, never from the rules state; keeping these reads
in one small class makes that easy to check.  Each component is handed a :class:`SeatView` when
the view changes, instead of reaching into the scene.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

from tabletop.core.i18n import _, ngettext
from tabletop.games.fugitive.rules.view import FugitiveView, HideoutView, PendingView

FUGITIVE, MARSHAL = 0, 1
ESCAPE = 42
NORMAL_RANGE = 3
FIRST_TURN_HIDEOUTS = 2  # the Fugitive's first turn ends by itself after this many hideouts

PLACE_PHASES = ("fugitive_first", "fugitive_place")
GUESS_PHASES = ("marshal_guess", "manhunt")
DRAW_PHASES = {"fugitive_draw": FUGITIVE, "marshal_draw": MARSHAL}


@dataclass(frozen=True)
class SeatView:
    """What one seat's view says, in the table's words: whose move it is, the hand, the row, the
    effects in force and the instruction line.  ``viewer`` is None for a table nobody sits at
    (computers playing each other); ``demo`` tables take no input."""

    #: before the table's first view this is empty (every reader below falls back to ``.get``'s default)
    view: FugitiveView = field(default_factory=lambda: cast("FugitiveView", {}))
    viewer: int | None = None
    demo: bool = False

    @property
    def phase(self) -> str:
        return str(self.view.get("phase", ""))

    def acting(self) -> bool:
        """True when the seat on screen is a person whose move it is now."""
        return self.viewer is not None and self.viewer in self.view.get("to_act", ()) and not self.demo

    def fugitive_acting(self) -> bool:
        return self.acting() and self.viewer == FUGITIVE

    def marshal_acting(self) -> bool:
        return self.acting() and self.viewer == MARSHAL

    def my_hand(self) -> list[int]:
        if self.viewer == FUGITIVE:
            return list(self.view.get("hand", []))
        if self.viewer == MARSHAL:
            return list(self.view.get("marshal_hand") or self.view.get("hand", []))
        return []

    def playable(self) -> list[int]:
        """The Fugitive's cards that may become the next hideout now."""
        return list(self.view.get("playable", []))

    def pending(self) -> PendingView | None:
        """The hideout being placed (with its sprint cards), if any."""
        pending = self.view.get("pending")
        return pending.copy() if pending is not None else None

    def deck_count(self, deck: int) -> int:
        return int(self.view.get("decks", [0, 0, 0])[deck - 1])

    def hideouts(self) -> list[HideoutView]:
        return list(self.view.get("hideouts", []))

    def last_card(self) -> int:
        """The newest placed hideout's number as the Fugitive sees it (0 for others when hidden)."""
        for h in reversed(self.hideouts()):
            card = h.get("card")
            if card is not None:
                return card
        return 0

    def range_bonus(self) -> int:
        return int(self.view.get("effects", {}).get("range_bonus", 0))

    def no_sprint(self) -> bool:
        return bool(self.view.get("effects", {}).get("no_sprint", False))

    def sprint_of(self, card: int) -> int:
        return int(self.view.get("sprint_table", {}).get(str(card), 0))

    def normal_reach(self) -> int:
        """The highest number the next hideout may have without sprint cards."""
        return min(ESCAPE, self.last_card() + NORMAL_RANGE + self.range_bonus())

    def reach(self) -> int:
        """The highest number the next hideout can have now, sprinting with the cards in hand.

        A hand card above the last hideout and no higher than this can be placed; one above it
        cannot.  The card itself never sprints for itself, so card ``n`` needs the others' sprint
        values to cover the gap: ``n + sprint(n)`` may be at most the last hideout, the normal
        range and every sprint value in hand together, and that sum never falls as ``n`` rises
        (odd cards sprint +1, even +2, the 42 none), which is what makes one number the limit.
        The range panel, the refusal and the hand's tooltips all say this number."""
        normal = self.normal_reach()
        if self.no_sprint():
            return normal
        total = self.last_card() + NORMAL_RANGE + self.range_bonus()
        total += sum(self.sprint_of(card) for card in self.my_hand() if card != ESCAPE)
        best = normal
        for number in range(normal + 1, ESCAPE + 1):
            if number + self.sprint_of(number) <= total:
                best = number
        return best

    def show_next_slot(self) -> bool:
        if self.phase == "over" or self.view.get("pending") is not None:
            return False
        row = self.hideouts()
        return not row or row[-1].get("card") != ESCAPE

    def place_count(self) -> int:
        extra = 1 if self.view.get("pending") is not None or self.show_next_slot() else 0
        return len(self.hideouts()) + extra

    @property
    def next_index(self) -> int:
        return len(self.hideouts())

    def extra_action(self, seat: int) -> bool:
        """Double Time: ``seat`` acts once more this turn."""
        extra = self.view.get("effects", {}).get("extra_action", [False, False])
        return bool(extra[seat]) if seat < len(extra) else False

    def done_ends_turn(self) -> bool:
        """Whether Done (or Confirm hideout) now ends the Fugitive's turn: the first turn ends
        after its second hideout or on Done, any other after one hideout unless Double Time
        gives him another."""
        if self.phase == "fugitive_first":
            return True
        if self.phase != "placing":
            return False
        if int(self.view.get("turn", 0)) == 1:
            return int(self.view.get("placed_this_turn", 0)) + 1 >= FIRST_TURN_HIDEOUTS
        return not self.extra_action(FUGITIVE)

    def guess_ends_turn(self) -> bool:
        """Whether the Marshal's guess now ends her turn (not a manhunt's, not Double Time's first)."""
        return self.phase == "marshal_guess" and not self.extra_action(MARSHAL)

    def guess_single(self) -> bool:
        return self.phase == "manhunt" or bool(self.view.get("effects", {}).get("single_guess_only", False))

    def pile_legal(self, deck: int) -> bool:
        """May the seat on screen take from pile ``deck`` now (a draw, or a Dead Drop's choice)?"""
        if not self.acting():
            return False
        if self.phase == "event_choice":
            choice = self.view.get("event_choice")
            return choice is not None and deck in choice["decks"]
        return DRAW_PHASES.get(self.phase) == self.viewer and self.deck_count(deck) > 0

    def instruction(self) -> str:
        if not self.acting():
            return ""
        view = self.view
        phase = self.phase
        if phase == "fugitive_first":
            if int(view.get("placed_this_turn", 0)) == 0:
                return _("Drag a card to the next hideout (first turn: one or two hideouts)")
            return _("Place a second hideout, or press Done")
        if phase in DRAW_PHASES:
            left = int(view.get("draws_left", 1))
            if left > 1:
                return ngettext(
                    "Draw {count} card from any pile", "Draw {count} cards from any piles", left
                ).format(count=left)
            return _("Draw a card from any pile")
        if phase == "fugitive_place":
            return _("Drag a card to the next hideout, or Pass")
        if phase == "placing":
            pending = view.get("pending")
            needed = (pending["needed"] if pending is not None else None) or 0
            if needed > 0:
                return _("Add sprint cards: needs +{count} more, then Confirm").format(count=needed)
            return _("Add sprint cards if you like, then Confirm")
        if phase == "marshal_guess":
            if self.guess_single():
                return _("Pick one number on the notepad, then Guess")
            return _("Pick numbers on the notepad, then Guess")
        if phase == "manhunt":
            return _("A manhunt: guess one number at a time")
        if phase == "manhunt_offer":
            return _("The Fugitive played 42: start a manhunt or let him go")
        if phase == "event_choice":
            return _("Dead Drop: choose a pile to take its bottom card")
        return ""


def deck_of(card: int) -> int:
    """The pile (1..3) a numbered card comes from: 1-14, 15-28, 29-42."""
    if card <= 14:
        return 1
    if card <= 28:
        return 2
    return 3
