"""The commands of Just Run: frozen dataclasses that round-trip through JSON.

A room is named by ``row`` (0 is the start row) and ``col`` (0-4); a door or wall by its room
and ``side`` ("n" towards the exit row, "e", "s", "w").  An item is named by its first card's id.

Scavenge:  ``pick`` (card) in the calm draft; ``combine`` (item, other); ``discard`` (item);
           ``end_turn`` when your gear is ready.
Start:     ``start`` (col): step into a start room.
Escape:    ``move``/``flee`` (row, col; the row past the exit row is outside, through the main
           exit), ``check_door``, ``bash_door`` (item or null), ``bash_wall`` (item), ``search``
           (deck: "search" or "supplies"), ``choose`` (card: the supplies card taken),
           ``attack`` (row, col, item or null, zombies: how many, survivor: a seat or null),
           ``barricade`` (row, col, side: both actions), ``use`` (item, target seat or null),
           ``do_nothing``, ``combine``, ``trade`` (item, to),
           ``pick_up`` (item), ``drop`` (item), ``discard`` (a broken item), ``end_turn``,
           ``throw`` (item, row, col), ``ignite`` (item), ``fire_barricade`` (row, col, side,
           item: Whiskey), ``ignite_barricade`` (row, col, side), ``disguise`` (item: Rags),
           ``repair`` (item, target), ``play_event`` (card, row, col, side), ``exchange`` (item,
           to, back) answered by ``answer_trade`` (accept);
           ``take_cure`` (Find the Cure: a cure token in the Lab swapped for an Antidote);
           ``heal_rescuee`` (item: a medical item used on the rescuee in your room).
Rescuee:   (Rescue Mission, the guide's seat) ``rescuee_move`` (row, col), ``rescuee_check``
           (row, col, side), ``end_turn``.

The frenzied scavenge, every seat answering at once about the card shown:
``{"type": "want", "seat": s, "want": true|false}``                whether s wants the card
``{"type": "fight_dice", "seat": s, "dice": 1|2, "give_up": false}``  in a fight: roll 1 or 2 of
                                                                   your dice left
``{"type": "fight_dice", "seat": s, "dice": 0, "give_up": b}``      with no dice left: stay in
                                                                   bare-handed, or give the card up
``{"type": "time_up", "seat": s, "ms": t}``                        the table's 5-minute timer has
                                                                   run out: ``t`` is the milliseconds
                                                                   since the first card was shown
                                                                   (at least 300000), sent in the
                                                                   name of any seat still to act
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core.contract import Command, make_command_reader


@dataclass(frozen=True)
class Pick(Command):
    TYPE: ClassVar[str] = "pick"
    card: int


@dataclass(frozen=True)
class Combine(Command):
    TYPE: ClassVar[str] = "combine"
    item: int
    other: int


@dataclass(frozen=True)
class Discard(Command):
    TYPE: ClassVar[str] = "discard"
    item: int


@dataclass(frozen=True)
class EndTurn(Command):
    TYPE: ClassVar[str] = "end_turn"


@dataclass(frozen=True)
class Start(Command):
    TYPE: ClassVar[str] = "start"
    col: int


@dataclass(frozen=True)
class Move(Command):
    TYPE: ClassVar[str] = "move"
    row: int
    col: int


@dataclass(frozen=True)
class Flee(Command):
    TYPE: ClassVar[str] = "flee"
    row: int
    col: int


@dataclass(frozen=True)
class CheckDoor(Command):
    TYPE: ClassVar[str] = "check_door"
    REVEALS: ClassVar[bool] = True
    row: int
    col: int
    side: str


@dataclass(frozen=True)
class BashDoor(Command):
    TYPE: ClassVar[str] = "bash_door"
    REVEALS: ClassVar[bool] = True
    row: int
    col: int
    side: str
    item: int | None


@dataclass(frozen=True)
class BashWall(Command):
    TYPE: ClassVar[str] = "bash_wall"
    REVEALS: ClassVar[bool] = True
    row: int
    col: int
    side: str
    item: int


@dataclass(frozen=True)
class Search(Command):
    TYPE: ClassVar[str] = "search"
    REVEALS: ClassVar[bool] = True
    deck: str


@dataclass(frozen=True)
class Choose(Command):
    TYPE: ClassVar[str] = "choose"
    card: int


@dataclass(frozen=True)
class Attack(Command):
    TYPE: ClassVar[str] = "attack"
    REVEALS: ClassVar[bool] = True
    row: int
    col: int
    item: int | None
    zombies: int
    survivor: int | None


@dataclass(frozen=True)
class Barricade(Command):
    TYPE: ClassVar[str] = "barricade"
    row: int
    col: int
    side: str


@dataclass(frozen=True)
class Use(Command):
    TYPE: ClassVar[str] = "use"
    item: int
    target: int | None


@dataclass(frozen=True)
class DoNothing(Command):
    TYPE: ClassVar[str] = "do_nothing"


@dataclass(frozen=True)
class Trade(Command):
    TYPE: ClassVar[str] = "trade"
    item: int
    to: int


@dataclass(frozen=True)
class PickUp(Command):
    TYPE: ClassVar[str] = "pick_up"
    item: int


@dataclass(frozen=True)
class Drop(Command):
    TYPE: ClassVar[str] = "drop"
    item: int


# -- special items and actions (throwing, fire, the Vile Disguise, repairs, optional events) --------


@dataclass(frozen=True)
class Throw(Command):
    """Throw a whole item up to two rooms in a straight line (a lit Molotov: one room)."""

    TYPE: ClassVar[str] = "throw"
    REVEALS: ClassVar[bool] = True
    item: int
    row: int
    col: int


@dataclass(frozen=True)
class Ignite(Command):
    """Light a Molotov Cocktail (free)."""

    TYPE: ClassVar[str] = "ignite"
    item: int


@dataclass(frozen=True)
class FireBarricade(Command):
    """Combine Whiskey with a barricade of your room."""

    TYPE: ClassVar[str] = "fire_barricade"
    row: int
    col: int
    side: str
    item: int


@dataclass(frozen=True)
class IgniteBarricade(Command):
    """Light a barricade with Whiskey on it (free)."""

    TYPE: ClassVar[str] = "ignite_barricade"
    row: int
    col: int
    side: str


@dataclass(frozen=True)
class Disguise(Command):
    """Combine Rags with one of your dead zombie tokens: a Vile Disguise (put it on with ``use``)."""

    TYPE: ClassVar[str] = "disguise"
    item: int


@dataclass(frozen=True)
class Repair(Command):
    """Mend a broken item of yours with a repair item (an action)."""

    TYPE: ClassVar[str] = "repair"
    REVEALS: ClassVar[bool] = True  # the repair item's Wear & Tear roll
    item: int
    target: int


@dataclass(frozen=True)
class PlayEvent(Command):
    """Play a kept "Optional Event" card; ``row``/``col`` name a room and ``side`` a door where the
    card asks for one (else null)."""

    TYPE: ClassVar[str] = "play_event"
    REVEALS: ClassVar[bool] = True
    card: int
    row: int | None
    col: int | None
    side: str | None


@dataclass(frozen=True)
class Exchange(Command):
    """Offer one item for one of another survivor's in your room; they answer with ``answer_trade``."""

    TYPE: ClassVar[str] = "exchange"
    item: int
    to: int
    back: int


@dataclass(frozen=True)
class AnswerTrade(Command):
    TYPE: ClassVar[str] = "answer_trade"
    accept: bool


@dataclass(frozen=True)
class Want(Command):
    TYPE: ClassVar[str] = "want"
    want: bool


@dataclass(frozen=True)
class FightDice(Command):
    TYPE: ClassVar[str] = "fight_dice"
    dice: int
    give_up: bool


@dataclass(frozen=True)
class TimeUp(Command):
    TYPE: ClassVar[str] = "time_up"
    REVEALS: ClassVar[bool] = True  # the clock has run out: no taking it back
    ms: int


# -- scenarios ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TakeCure(Command):
    """Find the Cure: swap one of the Lab's cure tokens for an Antidote (a normal action)."""

    TYPE: ClassVar[str] = "take_cure"


@dataclass(frozen=True)
class RescueeMove(Command):
    """Rescue Mission: the rescuee's guide moves them into a room next to theirs (or out)."""

    TYPE: ClassVar[str] = "rescuee_move"
    row: int
    col: int


@dataclass(frozen=True)
class RescueeCheck(Command):
    """Rescue Mission: the rescuee checks a door of their room."""

    TYPE: ClassVar[str] = "rescuee_check"
    REVEALS: ClassVar[bool] = True
    row: int
    col: int
    side: str


@dataclass(frozen=True)
class HealRescuee(Command):
    """Rescue Mission: a survivor in the rescuee's room uses a medical item on them."""

    TYPE: ClassVar[str] = "heal_rescuee"
    item: int


COMMAND_CLASSES: tuple[type[Command], ...] = (
    Pick,
    Combine,
    Discard,
    EndTurn,
    Start,
    Move,
    Flee,
    CheckDoor,
    BashDoor,
    BashWall,
    Search,
    Choose,
    Attack,
    Barricade,
    Use,
    DoNothing,
    Trade,
    PickUp,
    Drop,
    Throw,
    Ignite,
    FireBarricade,
    IgniteBarricade,
    Disguise,
    Repair,
    PlayEvent,
    Exchange,
    AnswerTrade,
    Want,
    FightDice,
    TimeUp,
    TakeCure,
    RescueeMove,
    RescueeCheck,
    HealRescuee,
)

command_from_json = make_command_reader(COMMAND_CLASSES)
