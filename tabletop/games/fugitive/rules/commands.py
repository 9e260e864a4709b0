"""The commands players (and bots, and saves) speak; each round-trips through JSON.

``{"type": "draw", "seat": s, "deck": 1|2|3}``      draw the top card of a pile
``{"type": "hideout", "seat": 0, "card": c}``      start placing card c as the next hideout
``{"type": "sprint", "seat": 0, "card": c}``       put card c under the hideout being placed
``{"type": "done", "seat": 0}``                    finish the placement, or end the first turn
                                                   after a single hideout
``{"type": "pass", "seat": 0}``                    place no hideout this turn
``{"type": "guess", "seat": 1, "numbers": [..]}``  name one number or a series
``{"type": "manhunt", "seat": 1, "start": b}``     start (or decline) a manhunt after the 42
``{"type": "choose", "seat": s, "deck": 1|2|3}``   the pile chosen for a Dead Drop event
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core.contract import Command, make_command_reader


@dataclass(frozen=True)
class Draw(Command):
    TYPE: ClassVar[str] = "draw"
    REVEALS: ClassVar[bool] = True  # the drawer sees a card nobody could know
    deck: int


@dataclass(frozen=True)
class PlaceHideout(Command):
    TYPE: ClassVar[str] = "hideout"
    card: int


@dataclass(frozen=True)
class AddSprint(Command):
    TYPE: ClassVar[str] = "sprint"
    card: int


@dataclass(frozen=True)
class Done(Command):
    TYPE: ClassVar[str] = "done"


@dataclass(frozen=True)
class Pass(Command):
    TYPE: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Guess(Command):
    TYPE: ClassVar[str] = "guess"
    REVEALS: ClassVar[bool] = True  # the answer tells the Marshal something, hit or miss
    numbers: tuple[int, ...]


@dataclass(frozen=True)
class StartManhunt(Command):
    TYPE: ClassVar[str] = "manhunt"
    start: bool


@dataclass(frozen=True)
class ChooseDeck(Command):
    TYPE: ClassVar[str] = "choose"
    REVEALS: ClassVar[bool] = True  # resolving an event card draws from a pile
    deck: int


COMMAND_CLASSES: tuple[type[Command], ...] = (
    Draw,
    PlaceHideout,
    AddSprint,
    Done,
    Pass,
    Guess,
    StartManhunt,
    ChooseDeck,
)

command_from_json = make_command_reader(COMMAND_CLASSES)
