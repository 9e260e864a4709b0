"""The interference cards on the table as the check's beats reach them, one beat at a time.

After the last runner finishes, one command sets off the whole end of the round, and the table's
view at once shows its end: the one-round cards gone, the Vampire's new centre card laid.  While
the beats play, the table should show what was true during the race until the beat that changes
it ("the one-round cards leave"), as the tokens do (``OutrunScene.shown_places``).  So the table
keeps the cards it shows (from the view before the command) and moves them on with each event's
data; an event whose effect its data does not spell out (an action card's swap) shows the end at
once, which is exact because such a play is the only change of its command.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.core.contract import Event
from tabletop.games.outrun.rules.interference import CARDS
from tabletop.games.outrun.rules.view import CardView, OutrunView

#: events that clear the cards in front of their seat
CLEARING = frozenset({"cleared", "cured"})


def _laid(cards: tuple[int, ...], card: int, gone: list[int]) -> tuple[int, ...]:
    """``cards`` once ``card`` is laid among them and ``gone`` went to the discard pile."""
    kept = tuple(c for c in cards if c not in gone)
    return kept if card in gone else (*kept, card)


@dataclass(frozen=True)
class ShownCards:
    """The ids of the Vampire's centre cards and of the cards in front of each runner."""

    center: tuple[int, ...]
    fronts: tuple[tuple[int, ...], ...]

    @classmethod
    def of(cls, view: OutrunView) -> ShownCards:
        return cls(
            tuple(card["id"] for card in view.get("center", [])),
            tuple(tuple(card["id"] for card in entry["interference"]) for entry in view.get("seats", [])),
        )

    def center_json(self) -> list[CardView]:
        return [CARDS[c].json() for c in self.center]

    def front_json(self, seat: int) -> list[CardView]:
        return [CARDS[c].json() for c in self.fronts[seat]] if seat < len(self.fronts) else []

    def with_front(self, seat: int, front: tuple[int, ...]) -> ShownCards:
        fronts = list(self.fronts)
        fronts[seat] = front
        return replace(self, fronts=tuple(fronts))

    def after(self, event: Event, end: ShownCards) -> ShownCards:
        """The cards once ``event`` has happened; ``end``: the cards when the command's beats are over."""
        data, seat = event.data, event.seat
        if event.kind == "round_cards_gone":
            gone = set(data.get("cards", ()))
            return ShownCards(
                tuple(c for c in self.center if c not in gone),
                tuple(tuple(c for c in front if c not in gone) for front in self.fronts),
            )
        if event.kind == "to_center":
            return replace(self, center=_laid(self.center, int(data["card"]), list(data.get("replaced", ()))))
        if seat is None or not 0 <= seat < len(self.fronts):
            return self
        if event.kind in CLEARING:
            return self.with_front(seat, ())
        if event.kind == "front_drawn":
            return self.with_front(seat, _laid(self.fronts[seat], int(data["card"]), list(data["discarded"])))
        if event.kind == "played":
            target = data.get("target")
            if "replaced" in data and isinstance(target, int):
                front = _laid(self.fronts[target], int(data["card"]), list(data["replaced"]))
                return self.with_front(target, front)
            return end  # an action card: its play is the command's only change of cards
        return self
