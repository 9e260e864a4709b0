"""Who sits at the table: a name, a colour-and-symbol, and whether a person or the computer plays."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.i18n import N_


class SeatKind(enum.Enum):
    HUMAN = "human"
    COMPUTER = "computer"


#: Okabe-Ito colours (safe for the common colour-blindnesses), each paired with a symbol so colour
#: is never the only cue.
PALETTE: tuple[tuple[str, str, tuple[int, int, int]], ...] = (
    (N_("Orange"), "circle", (230, 159, 0)),
    (N_("Sky blue"), "triangle", (86, 180, 233)),
    (N_("Green"), "square", (0, 158, 115)),
    (N_("Yellow"), "diamond", (240, 228, 66)),
    (N_("Blue"), "star", (0, 114, 178)),
    (N_("Vermillion"), "cross", (213, 94, 0)),
)


@dataclass(frozen=True)
class Seat:
    name: str
    colour: int
    kind: SeatKind = SeatKind.HUMAN
    strength: str = "strong"

    @property
    def is_computer(self) -> bool:
        return self.kind is SeatKind.COMPUTER

    @property
    def rgb(self) -> tuple[int, int, int]:
        return PALETTE[self.colour % len(PALETTE)][2]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "colour": self.colour, "kind": self.kind.value, "strength": self.strength}

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        if not isinstance(data, dict):
            raise ValueError(N_("a seat must be a JSON object"))
        name, colour = data.get("name"), data.get("colour")
        kind, strength = data.get("kind", "human"), data.get("strength", "strong")
        if not isinstance(name, str) or not name.strip():
            raise ValueError(N_("a seat has no name"))
        if not isinstance(colour, int) or not 0 <= colour < len(PALETTE):
            raise ValueError(N_("a seat has an unknown colour"))
        if (
            not isinstance(kind, str)
            or kind not in {k.value for k in SeatKind}
            or not isinstance(strength, str)
        ):
            raise ValueError(N_("a seat has an unknown player kind"))
        return cls(name=name, colour=colour, kind=SeatKind(kind), strength=strength)


DEFAULT_NAMES = ("Anna", "Ben", "Chloe", "Dev", "Ewa", "Filip")


def default_seats(count: int, computer_from: int | None = None) -> list[Seat]:
    """Seats with distinct names and colours; seats from ``computer_from`` on are computer players."""
    return [
        Seat(
            name=DEFAULT_NAMES[i],
            colour=i,
            kind=SeatKind.COMPUTER if computer_from is not None and i >= computer_from else SeatKind.HUMAN,
        )
        for i in range(count)
    ]


def same_person(seats: Sequence[Seat], screen_people: Iterable[int], seat: int, other: int | None) -> bool:
    """Whether the screen stays with one person from ``other`` to ``seat``: nobody else plays
    on the screen (``screen_people``: the rest are computers or on their phones), or both seats
    bear one name (someone alone playing two survivors): no curtain then, as there is nobody to
    look away.  ``other`` None is the table just opened: it hides a hand only when several
    people play."""
    names = {seats[s].name.strip().casefold() for s in screen_people}
    if len(names) <= 1:
        return True
    if other is None:
        return False
    return seats[seat].name.strip().casefold() == seats[other].name.strip().casefold()
