"""The cards as data: villains, heroes, bonus powers and events.

The rulebook names the decks but prints no card list, so the numbers, names and effects here are
our design; CONTENT.md lists them with the solver's chance of making each number from one roll.
Every text is an English msgid written in our own words.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tabletop.core.i18n import N_


class VillainKind(enum.StrEnum):
    MINION = "minion"  # blue background: the whole Sidekick deck
    BRUTE = "brute"  # the other villains, added in Hero mode
    BOSS = "boss"  # Absolute Zero


@dataclass(frozen=True, slots=True)
class Villain:
    """One villain card.  ``id`` is unique in the game's deck (``"m07"``, ``"b43"``, ``"az"``)."""

    id: str
    value: int
    kind: VillainKind
    name: str


_MINION_NAMES = (
    N_("Frost Flunky"),
    N_("Icicle Imp"),
    N_("Chill Drone"),
    N_("Sleet Sneak"),
    N_("Snowball Goon"),
    N_("Brr-Bot"),
    N_("Hailstone Henchman"),
    N_("Slush Crawler"),
)
_BRUTE_NAMES = (N_("Glacier Golem"), N_("Permafrost Brute"), N_("Blizzard Knight"), N_("Avalanche Ape"))

#: the Sidekick deck: the numbers on the 24 blue minions
MINION_VALUES: tuple[int, ...] = tuple(range(1, 21)) + (24, 25, 30, 36)
#: the 12 other villains Hero mode adds
BRUTE_VALUES: tuple[int, ...] = (43, 46, 47, 51, 53, 57, 58, 61, 62, 64, 66, 67, 69, 71, 73, 74, 79, 89)
#: Absolute Zero is minus 273 degrees Celsius, so that is the number that beats him
ABSOLUTE_ZERO_VALUE = 273
#: Training mode uses only the minions numbered 1 to 10
TRAINING_VALUES: tuple[int, ...] = tuple(range(1, 11))

MINIONS: tuple[Villain, ...] = tuple(
    Villain(f"m{v:02d}", v, VillainKind.MINION, _MINION_NAMES[i % len(_MINION_NAMES)])
    for i, v in enumerate(MINION_VALUES)
)
BRUTES: tuple[Villain, ...] = tuple(
    Villain(f"b{v:03d}", v, VillainKind.BRUTE, _BRUTE_NAMES[i % len(_BRUTE_NAMES)])
    for i, v in enumerate(BRUTE_VALUES)
)
ABSOLUTE_ZERO = Villain("az", ABSOLUTE_ZERO_VALUE, VillainKind.BOSS, N_("Absolute Zero"))
VILLAINS: dict[str, Villain] = {v.id: v for v in (*MINIONS, *BRUTES, ABSOLUTE_ZERO)}


class HeroPower(enum.StrEnum):
    """What a hero card lets its owner do once per turn (always to unused dice)."""

    PLUS_ONE = "plus_one"  # one die goes up by 1
    MINUS_ONE = "minus_one"  # one die goes down by 1 (a 1 becomes 0)
    FLIP = "flip"  # one die turns to its opposite face (the two sum to 7)
    DOUBLE = "double"  # one die is doubled
    REROLL = "reroll"  # one die is rolled again
    SPLICE = "splice"  # two dice side by side make a two-digit number


@dataclass(frozen=True, slots=True)
class Hero:
    id: str
    name: str
    power: HeroPower
    text: str  # one line, our own words


HEROES: tuple[Hero, ...] = (
    Hero("big_plus", N_("Big Plus"), HeroPower.PLUS_ONE, N_("Add 1 to one of your dice.")),
    Hero("digitizer", N_("Digitizer"), HeroPower.FLIP, N_("Turn one die over to its opposite face.")),
    Hero("minus_mite", N_("Minus Mite"), HeroPower.MINUS_ONE, N_("Take 1 away from one of your dice.")),
    Hero("twin_turbo", N_("Twin Turbo"), HeroPower.DOUBLE, N_("Double the number on one of your dice.")),
    Hero("second_chance", N_("Second Chance"), HeroPower.REROLL, N_("Roll one of your dice again.")),
    Hero(
        "splice",
        N_("Splice"),
        HeroPower.SPLICE,
        N_("Set two dice side by side to read them as one two-digit number."),
    ),
)
HEROES_BY_ID: dict[str, Hero] = {h.id: h for h in HEROES}


class BonusKind(enum.StrEnum):
    LIGHTNING = "lightning"  # defeat one villain numbered 10 or less (never Absolute Zero)
    KNOCKOUT = "knockout"  # defeat any one villain
    WILD_DIE = "wild_die"  # set one unused die to any face
    EXTRA_DIE = "extra_die"  # roll one more die for this turn
    SECOND_WIND = "second_wind"  # roll all unused dice again
    POWER_SURGE = "power_surge"  # use the hero power once more this turn
    PUSH_BACK = "push_back"  # move one villain one space back up its lane
    REBUILD = "rebuild"  # put back one lost barricade


@dataclass(frozen=True, slots=True)
class BonusPower:
    kind: BonusKind
    name: str
    text: str
    copies: int


BONUS_POWERS: tuple[BonusPower, ...] = (
    BonusPower(BonusKind.LIGHTNING, N_("Lightning Strike"), N_("Defeat one villain numbered 10 or less."), 3),
    BonusPower(BonusKind.KNOCKOUT, N_("Knockout"), N_("Defeat any one villain, even Absolute Zero."), 1),
    BonusPower(BonusKind.WILD_DIE, N_("Wild Die"), N_("Turn one unused die to any face you like."), 3),
    BonusPower(BonusKind.EXTRA_DIE, N_("Extra Die"), N_("Roll one more die and use it this turn."), 3),
    BonusPower(BonusKind.SECOND_WIND, N_("Second Wind"), N_("Roll all of your unused dice again."), 3),
    BonusPower(
        BonusKind.POWER_SURGE, N_("Power Surge"), N_("Use your hero power one more time this turn."), 2
    ),
    BonusPower(
        BonusKind.PUSH_BACK,
        N_("Push Back"),
        N_("Move one villain one space back up its lane, if that space is free."),
        2,
    ),
    BonusPower(
        BonusKind.REBUILD, N_("Rebuild"), N_("Put one lost barricade back at the bottom of its lane."), 1
    ),
)
BONUS_BY_KIND: dict[str, BonusPower] = {b.kind.value: b for b in BONUS_POWERS}


def bonus_deck() -> tuple[str, ...]:
    """Every bonus power card by kind, unshuffled (18 cards)."""
    return tuple(b.kind.value for b in BONUS_POWERS for _ in range(b.copies))


class EventKind(enum.StrEnum):
    NOTHING = "nothing"
    ADD = "add"  # a new villain on the red space of each listed lane, if that space is empty
    ADVANCE_LANES = "advance_lanes"  # every villain in the listed lanes moves one space forward
    ADVANCE_BACK = "advance_back"  # the rearmost villain of each listed lane moves forward, pushing


@dataclass(frozen=True, slots=True)
class EventCard:
    id: str
    name: str
    kind: EventKind
    lanes: tuple[int, ...]
    text: str


EVENTS: tuple[EventCard, ...] = (
    EventCard(
        "quiet_night", N_("Quiet Night"), EventKind.NOTHING, (), N_("The city sleeps. Nothing happens.")
    ),
    EventCard(
        "reinforcements",
        N_("Reinforcements"),
        EventKind.ADD,
        (0, 2, 4),
        N_("New villains drop onto the red spaces of lanes 1, 3 and 5."),
    ),
    EventCard(
        "flank_attack",
        N_("Flank Attack"),
        EventKind.ADD,
        (0, 4),
        N_("New villains drop onto the red spaces of both outer lanes."),
    ),
    EventCard(
        "pincer",
        N_("Pincer"),
        EventKind.ADD,
        (1, 3),
        N_("New villains drop onto the red spaces of lanes 2 and 4."),
    ),
    EventCard(
        "drop_ship",
        N_("Drop Ship"),
        EventKind.ADD,
        (2,),
        N_("A new villain drops onto the red space of the middle lane."),
    ),
    EventCard(
        "ambush",
        N_("Ambush"),
        EventKind.ADD,
        (0, 1, 2, 3, 4),
        N_("A new villain drops onto every empty red space."),
    ),
    EventCard(
        "charge",
        N_("Charge"),
        EventKind.ADVANCE_LANES,
        (2,),
        N_("Every villain in the middle lane moves one space closer."),
    ),
    EventCard(
        "left_rush",
        N_("Left Rush"),
        EventKind.ADVANCE_LANES,
        (0, 1),
        N_("Every villain in lanes 1 and 2 moves one space closer."),
    ),
    EventCard(
        "right_rush",
        N_("Right Rush"),
        EventKind.ADVANCE_LANES,
        (3, 4),
        N_("Every villain in lanes 4 and 5 moves one space closer."),
    ),
    EventCard(
        "blizzard",
        N_("Blizzard"),
        EventKind.ADVANCE_BACK,
        (0, 1, 2, 3, 4),
        N_("The last villain in each lane surges forward, shoving the ones ahead of it."),
    ),
    EventCard(
        "cold_front",
        N_("Cold Front"),
        EventKind.ADVANCE_BACK,
        (1, 2, 3),
        N_("The last villain in each centre lane surges forward, shoving the ones ahead of it."),
    ),
    EventCard(
        "deep_freeze",
        N_("Deep Freeze"),
        EventKind.ADVANCE_LANES,
        (1, 3),
        N_("Every villain in lanes 2 and 4 moves one space closer."),
    ),
)
EVENTS_BY_ID: dict[str, EventCard] = {e.id: e for e in EVENTS}
