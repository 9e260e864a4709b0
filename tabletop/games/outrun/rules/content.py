"""The content that is not a card: the eight symbols, the six characters, the monsters and the stages.

The rulebook's pictures were lost, so the symbols and characters are our design (CONTENT.md).  Each
symbol differs from the others by its shape as well as its colour, so nobody needs to tell colours
apart.  Names are English msgids with a context; the Polish ones of the monsters and stages are the
Polish rulebook's.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tabletop.core.i18n import Np_


@dataclass(frozen=True, slots=True)
class Symbol:
    """One movement symbol: ``id`` is what a run and a path card say (``"bat"``)."""

    id: str
    name: str
    shape: str  # what the art draws, in words: it must read without the colour
    colour: str  # "#rrggbb"


#: the symbols in hand order: how a runner's eight movement cards lie before a race
SYMBOLS: tuple[Symbol, ...] = (
    Symbol("pumpkin", Np_("outrun symbol", "Pumpkin"), "round, ribbed, with a stalk on top", "#f28c28"),
    Symbol("bat", Np_("outrun symbol", "Bat"), "wide spread wings, pointed ears", "#9b59b6"),
    Symbol("ghost", Np_("outrun symbol", "Ghost"), "tall dome with a wavy hem", "#ecf0f1"),
    Symbol("moon", Np_("outrun symbol", "Moon"), "crescent opening to the right", "#f1c40f"),
    Symbol("hat", Np_("outrun symbol", "Witch's hat"), "tall triangle on a wide brim", "#27ae60"),
    Symbol("candle", Np_("outrun symbol", "Candle"), "narrow upright bar with a flame", "#e74c3c"),
    Symbol("spider", Np_("outrun symbol", "Spider"), "round body with eight bent legs", "#ff6fb5"),
    Symbol("eye", Np_("outrun symbol", "Eye"), "almond with a round pupil", "#3498db"),
)
SYMBOL_IDS: tuple[str, ...] = tuple(s.id for s in SYMBOLS)
SYMBOLS_BY_ID: dict[str, Symbol] = {s.id: s for s in SYMBOLS}

#: the cards of a run that are not movement symbols
LONG_WAY = "long_way"
MAJOR_SHORTCUT = "major_shortcut"
ANTIDOTE = "antidote"

#: what a run's cards that are not symbols are called (the long way and the shortcut are the
#: interference cards of those names; the antidote is the red side of the placeholder card)
RUN_CARD_NAMES: dict[str, str] = {
    LONG_WAY: Np_("outrun card", "The long way"),
    MAJOR_SHORTCUT: Np_("outrun card", "Major shortcut"),
    ANTIDOTE: Np_("outrun card", "Antidote"),
}


def card_name(card: str) -> str:
    """The msgid naming a card of a run (a symbol or one of ``RUN_CARD_NAMES``); a name the game does
    not know is given back as it is, so a refusal can still quote it.
    """
    symbol = SYMBOLS_BY_ID.get(card)
    if symbol is not None:
        return symbol.name
    return RUN_CARD_NAMES.get(card, card)


@dataclass(frozen=True, slots=True)
class Character:
    """A party guest in fancy dress; seat n plays character n."""

    id: str
    name: str
    costume: str  # for the art, in words
    colour: str


CHARACTERS: tuple[Character, ...] = (
    Character(
        "astronaut", Np_("outrun character", "Astro Ada"), "silver space suit, round helmet", "#5dade2"
    ),
    Character(
        "pirate", Np_("outrun character", "Pirate Pete"), "tricorn hat, eye patch, striped top", "#c0392b"
    ),
    Character(
        "witch", Np_("outrun character", "Witchy Wanda"), "pointed hat, broom, purple cloak", "#8e44ad"
    ),
    Character("mummy", Np_("outrun character", "Mummy Max"), "wrapped in loose bandages", "#d5c4a1"),
    Character(
        "skeleton", Np_("outrun character", "Skeleton Sam"), "black suit printed with bones", "#95a5a6"
    ),
    Character("cat", Np_("outrun character", "Kitty Kim"), "cat ears, whiskers, long tail", "#f39c12"),
)


class Monster(enum.StrEnum):
    """The monster the museum's storm brought to life; its board sets the round's special rules."""

    BEAR = "bear"
    VAMPIRE = "vampire"
    ZOMBIE = "zombie"
    DRAGON = "dragon"


MONSTER_NAMES: dict[Monster, str] = {
    Monster.BEAR: Np_("outrun monster", "Bear"),
    Monster.VAMPIRE: Np_("outrun monster", "Vampire"),
    Monster.ZOMBIE: Np_("outrun monster", "Zombie"),
    Monster.DRAGON: Np_("outrun monster", "Dragon"),
}


class Stage(enum.IntEnum):
    """The seven stages of a round, in order (rulebook, How to Play)."""

    WHICH_WAY = 1
    RUN_AWAY = 2
    RIGHT_WAY = 3
    FASTER = 4
    GET_MOVING = 5
    SPECIAL_EFFECTS = 6
    INTERFERING = 7


STAGE_NAMES: dict[Stage, str] = {
    Stage.WHICH_WAY: Np_("outrun stage", "Which way to go?"),
    Stage.RUN_AWAY: Np_("outrun stage", "Run away!"),
    Stage.RIGHT_WAY: Np_("outrun stage", "Was it the right way?"),
    Stage.FASTER: Np_("outrun stage", "Was I faster than the others?"),
    Stage.GET_MOVING: Np_("outrun stage", "Get moving!"),
    Stage.SPECIAL_EFFECTS: Np_("outrun stage", "Special effects!"),
    Stage.INTERFERING: Np_("outrun stage", "Interfering with the players!"),
}
