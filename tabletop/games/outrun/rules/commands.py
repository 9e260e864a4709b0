"""The commands of Outrun: frozen dataclasses that round-trip through JSON.

``{"type": "reveal", "seat": s}``                           the turner turns the path card
``{"type": "run", "seat": s, "cards": [...], "ms": t}``     the cards laid before Finish, in order,
                                                            and the milliseconds from the reveal
``{"type": "time_up", "seat": s}``                          the group declares s out of time
``{"type": "take_zero", "seat": s, "take": b}``             Bear: the slowest correct runner's choice
``{"type": "infect", "seat": s, "target": t}``              Zombie: the neighbour s infects
``{"type": "play", "seat": s, "card": id, "target": t}``    an interference card (target null for Focus)
``{"type": "keep", "seat": s}``                             done playing this round

Card and symbol names are lower-case strings (``"bat"``, ``"long_way"``, ``"antidote"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core.contract import Command, make_command_reader


@dataclass(frozen=True)
class Reveal(Command):
    TYPE: ClassVar[str] = "reveal"
    REVEALS: ClassVar[bool] = True  # the face-down path card is turned


@dataclass(frozen=True)
class Run(Command):
    TYPE: ClassVar[str] = "run"
    REVEALS: ClassVar[bool] = True  # a race is an undo barrier: nobody runs a path twice
    cards: tuple[str, ...]
    ms: int


@dataclass(frozen=True)
class TimeUp(Command):
    TYPE: ClassVar[str] = "time_up"
    REVEALS: ClassVar[bool] = True


@dataclass(frozen=True)
class TakeZero(Command):
    TYPE: ClassVar[str] = "take_zero"
    take: bool


@dataclass(frozen=True)
class Infect(Command):
    TYPE: ClassVar[str] = "infect"
    target: int


@dataclass(frozen=True)
class Play(Command):
    TYPE: ClassVar[str] = "play"
    card: int
    target: int | None


@dataclass(frozen=True)
class Keep(Command):
    TYPE: ClassVar[str] = "keep"


COMMAND_CLASSES: tuple[type[Command], ...] = (Reveal, Run, TimeUp, TakeZero, Infect, Play, Keep)

command_from_json = make_command_reader(COMMAND_CLASSES)
