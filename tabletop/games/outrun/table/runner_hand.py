"""One runner's cards during a race: what they may lay, where each card lies in their hand, and
the run laid so far.  Both play modes (``race`` and ``relay``) lay cards through it.

How the presses map to cards (the same for every device, so a lane reads the same everywhere):

- The hand has a place for each of the eight movement cards, in hand order (``SYMBOL_IDS``):
  symbol slot ``i`` of a keyboard zone, a pad or a lane lays the card in hand place ``i``.
- The special cards the runner may lay this round (the Major shortcut or The long way when such a
  card is in front of them or in the centre, the antidote when they are infected) wait after the
  eight, in that order, in places 8, 9 and 10: a touch lane and the mouse runner's hand have a
  button for each place.
- A keyboard zone and a pad have eight symbol keys, so the special cards also move into the gaps
  the laid movement cards leave, left to right: after laying the first card of a run, its key
  lays The long way.  The lane draws exactly :meth:`RunnerHand.places`, so what a key does is on
  screen.  (The antidote always comes last, The long way after the 1st to 3rd card; both always
  have a gap to move into when they are needed.)
- The mouse runner's hand (the tray) and a touch lane have a place for every card, so nothing
  moves there: a laid card leaves its place empty and the special cards keep theirs after the
  eight (:meth:`RunnerHand.places` with ``fixed``).  A click or a tap lays the card under it,
  never one that moved in under it a moment ago, and the place the eye was on stays where it was.
- Finish with nothing laid lays the Major shortcut when the runner has one, since its run is that
  card alone (a run of nothing is no run anyone means: the group's "Time's up" is for giving up).
  An infected runner racing under the Major shortcut can add the antidote by touch or mouse only.
- Take back: a pad's left shoulder and the Take back button of the mouse runner's hand take back
  the card laid last; on a keyboard zone, the key of an empty place does (pressing the key just
  used again, when no special card moved into its place).  Nothing can be taken back after Finish.

Nothing here knows the answer: any card the runner holds may be laid in any order.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.outrun.rules.content import ANTIDOTE, LONG_WAY, MAJOR_SHORTCUT, SYMBOL_IDS
from tabletop.games.outrun.rules.view import OutrunView

#: the special cards in the order they wait in the hand
SPECIAL_ORDER: tuple[str, ...] = (MAJOR_SHORTCUT, LONG_WAY, ANTIDOTE)
_SPECIAL_KINDS = {"major_shortcut": MAJOR_SHORTCUT, "the_long_way": LONG_WAY}


def specials_in_view(view: OutrunView, seat: int) -> tuple[str, ...]:
    """The special cards ``seat`` may lay this round, read from a view (any seat's: these are public)."""
    entry = view["seats"][seat]
    kinds = {card["kind"] for card in (*entry["interference"], *view["center"])}
    held = {_SPECIAL_KINDS[kind] for kind in kinds if kind in _SPECIAL_KINDS}
    if entry["infected"]:
        held.add(ANTIDOTE)
    return tuple(card for card in SPECIAL_ORDER if card in held)


class RunnerHand:
    """The run a runner is laying: cards go down one at a time and the last can be taken back."""

    def __init__(self, specials: Sequence[str] = ()) -> None:
        self.specials = tuple(card for card in SPECIAL_ORDER if card in specials)
        self.run: list[str] = []  # the line of cards, in run order
        self._history: list[str] = []  # the cards in the order they were laid (the last is taken back)

    @property
    def cards(self) -> tuple[str, ...]:
        """Every card this runner may lay."""
        return (*SYMBOL_IDS, *self.specials)

    def places(self, fixed: bool = False) -> list[str | None]:
        """The hand as the lane draws it: place ``i`` holds the card slot ``i`` lays (None: empty).
        ``fixed``: every card keeps its own place (the mouse's tray), none moves into a gap."""
        if fixed:
            return [None if card in self.run else card for card in self.cards]
        waiting = [card for card in self.specials if card not in self.run]
        places: list[str | None] = []
        for symbol in SYMBOL_IDS:
            if symbol not in self.run:
                places.append(symbol)
            else:
                places.append(waiting.pop(0) if waiting else None)
        places.extend(waiting)
        return places

    def card_at(self, place: int, fixed: bool = False) -> str | None:
        places = self.places(fixed)
        return places[place] if 0 <= place < len(places) else None

    def lay(self, card: str, at: int | None = None) -> bool:
        """Lay ``card`` at the end of the line (or at index ``at``, where a drag dropped it); False
        when it is not the runner's or already laid."""
        if card not in self.cards or card in self.run:
            return False
        index = len(self.run) if at is None else max(0, min(at, len(self.run)))
        self.run.insert(index, card)
        self._history.append(card)
        return True

    def lay_place(self, place: int, at: int | None = None, fixed: bool = False) -> bool:
        card = self.card_at(place, fixed)
        return card is not None and self.lay(card, at)

    def take_back(self) -> str | None:
        """Take back the card laid last; None when the line is empty."""
        if not self._history:
            return None
        card = self._history.pop()
        self.run.remove(card)
        return card

    def finish_press(self) -> bool:
        """What Finish does: True when it ends the run; False when it laid the Major shortcut."""
        if not self.run and MAJOR_SHORTCUT in self.specials:
            self.lay(MAJOR_SHORTCUT)
            return False
        return True
