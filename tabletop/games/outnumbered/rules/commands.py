"""The commands of Outnumbered: frozen dataclasses that round-trip through JSON.

Ids are the ones in the view: ``value`` and ``die`` name entries of the acting player's pool,
``lane``/``row`` a villain space, ``card`` a bonus power kind held in the seat's hand.  Fields a
command does not need are ``-1`` (or ``0`` for ``face``), so every command has a fixed shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core.contract import Command, make_command_reader


@dataclass(frozen=True)
class ChooseHero(Command):
    TYPE: ClassVar[str] = "choose_hero"
    hero: str


@dataclass(frozen=True)
class Roll(Command):
    TYPE: ClassVar[str] = "roll"
    REVEALS: ClassVar[bool] = True


@dataclass(frozen=True)
class Combine(Command):
    """Two values of the pool become one: ``a op b`` with op one of ``+ - * /``."""

    TYPE: ClassVar[str] = "combine"
    a: int
    op: str
    b: int


@dataclass(frozen=True)
class Square(Command):
    """Power up: a value of the pool is multiplied by itself."""

    TYPE: ClassVar[str] = "square"
    value: int


@dataclass(frozen=True)
class Build(Command):
    """A typed formula (``(4+1)^2``) whose numbers are values of the pool, built in one go."""

    TYPE: ClassVar[str] = "build"
    formula: str


@dataclass(frozen=True)
class UseHeroPower(Command):
    """The hero's power on raw die value ``die`` (and ``other`` for Splice, else -1)."""

    TYPE: ClassVar[str] = "hero_power"
    die: int
    other: int = -1


@dataclass(frozen=True)
class Defeat(Command):
    """A pool value that equals the villain's number at (lane, row) defeats it."""

    TYPE: ClassVar[str] = "defeat"
    value: int
    lane: int
    row: int


@dataclass(frozen=True)
class PlayBonus(Command):
    """Play a bonus power from the hand; the targets it does not use are -1 (face 0)."""

    TYPE: ClassVar[str] = "play_bonus"
    card: str
    lane: int = -1
    row: int = -1
    die: int = -1
    face: int = 0


@dataclass(frozen=True)
class EndTurn(Command):
    TYPE: ClassVar[str] = "end_turn"
    REVEALS: ClassVar[bool] = True  # the truck moves on; attacks deal villains and events


COMMAND_CLASSES: tuple[type[Command], ...] = (
    ChooseHero,
    Roll,
    Combine,
    Square,
    Build,
    UseHeroPower,
    Defeat,
    PlayBonus,
    EndTurn,
)
command_from_json = make_command_reader(COMMAND_CLASSES)
