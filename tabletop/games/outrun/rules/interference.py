"""The interference cards as data: the 48 of the deck and the 12 Vampire doubles.

The rulebook describes each card but its card list, icons and durations were lost with the
pictures, so the counts, the icons and which cards last one round or until replaced are our
design (CONTENT.md gives the reasons).  Every card shows the Bear and Dragon icons (those boards
use the whole deck); some also show the Zombie or the Vampire icon.  A ``plus`` card drawn on the
Vampire board gives every runner a copy, taken from the doubles.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tabletop.core.i18n import N_, Np_
from tabletop.games.outrun.rules.content import Monster
from tabletop.games.outrun.rules.view_types import CardView


class Kind(enum.StrEnum):
    BACK_AWAY = "back_away"
    BOOST = "boost"
    FAIR_TRADE = "fair_trade"
    FOCUS = "focus"
    HAVE_MINE = "have_mine"
    LITTLE_SHORTCUT = "little_shortcut"
    THE_LONG_WAY = "the_long_way"
    MAJOR_SHORTCUT = "major_shortcut"
    NOT_THAT_WAY = "not_that_way"
    SHIELD = "shield"
    STEAL = "steal"
    STEPPING_STONES_EVENS = "stepping_stones_evens"
    STEPPING_STONES_ODDS = "stepping_stones_odds"
    SWITCHEROO = "switcheroo"


class Lasts(enum.StrEnum):
    """How long a card stays in front of a runner (or in the Vampire's centre)."""

    ROUND = "round"  # leaves at the start of the next Interfering stage
    UNTIL_REPLACED = "until_replaced"  # "one at a time": a new one replaces it


class Target(enum.Enum):
    """Whom a card may be played on."""

    NONE = "none"  # no target: it acts on its player (Focus)
    SELF = "self"  # only in front of its player (Shield)
    ANY = "any"  # in front of any runner, its player included
    OTHER = "other"  # another runner (Fair trade?, Have mine, Steal)


class Effect(enum.Enum):
    """What a card does for the one it lands on: the computer runners' first guide."""

    HELPS = "helps"
    HINDERS = "hinders"
    ACTION = "action"  # acts at once and is discarded


@dataclass(frozen=True, slots=True)
class KindInfo:
    name: str
    text: str
    lasts: Lasts
    target: Target
    effect: Effect

    @property
    def instant(self) -> bool:
        """True for a card that acts when played and goes straight to the discard pile."""
        return self.effect is Effect.ACTION


KINDS: dict[Kind, KindInfo] = {
    Kind.BACK_AWAY: KindInfo(
        Np_("outrun card", "Back away"),
        N_("Lay your movement cards in the opposite order to the one you would otherwise lay."),
        Lasts.UNTIL_REPLACED,
        Target.ANY,
        Effect.HINDERS,
    ),
    Kind.BOOST: KindInfo(
        Np_("outrun card", "Boost"),
        N_("This round you move twice as many rooms as your place on the monster board gives."),
        Lasts.ROUND,
        Target.ANY,
        Effect.HELPS,
    ),
    Kind.FAIR_TRADE: KindInfo(
        Np_("outrun card", "Fair trade?"),
        N_(
            "Swap all the interference cards in front of you with those in front of another runner, "
            "even if one of you has none. Then discard this card."
        ),
        Lasts.ROUND,
        Target.OTHER,
        Effect.ACTION,
    ),
    Kind.FOCUS: KindInfo(
        Np_("outrun card", "Focus"),
        N_("Discard every interference card in front of you, then this card."),
        Lasts.ROUND,
        Target.NONE,
        Effect.ACTION,
    ),
    Kind.HAVE_MINE: KindInfo(
        Np_("outrun card", "Have mine"),
        N_(
            "Move every interference card in front of you to another runner; your one-at-a-time card "
            "replaces theirs. Then discard this card."
        ),
        Lasts.ROUND,
        Target.OTHER,
        Effect.ACTION,
    ),
    Kind.LITTLE_SHORTCUT: KindInfo(
        Np_("outrun card", "Little shortcut"),
        N_("This round leave out one movement card of your choice: you lay one card fewer."),
        Lasts.ROUND,
        Target.ANY,
        Effect.HELPS,
    ),
    Kind.THE_LONG_WAY: KindInfo(
        Np_("outrun card", "The long way"),
        N_("Lay this card in your run right after the movement card shown by its number."),
        Lasts.ROUND,
        Target.ANY,
        Effect.HINDERS,
    ),
    Kind.MAJOR_SHORTCUT: KindInfo(
        Np_("outrun card", "Major shortcut"),
        N_("This round your run is this card alone: lay it, then your Finish card."),
        Lasts.ROUND,
        Target.ANY,
        Effect.HELPS,
    ),
    Kind.NOT_THAT_WAY: KindInfo(
        Np_("outrun card", "Not that way"),
        N_("When the path card reaches this symbol, skip it: lay no card for that move."),
        Lasts.ROUND,
        Target.ANY,
        Effect.HINDERS,
    ),
    Kind.SHIELD: KindInfo(
        Np_("outrun card", "Shield"),
        N_("While this is in front of you, nobody else can play interference cards on you."),
        Lasts.UNTIL_REPLACED,
        Target.SELF,
        Effect.HELPS,
    ),
    Kind.STEAL: KindInfo(
        Np_("outrun card", "Steal"),
        N_("Take every interference card another runner holds in their hand. Then discard this card."),
        Lasts.ROUND,
        Target.OTHER,
        Effect.ACTION,
    ),
    Kind.STEPPING_STONES_EVENS: KindInfo(
        Np_("outrun card", "Stepping Stones (evens, then odds)"),
        N_("Follow the path's 2nd, 4th, 6th and 8th moves first, then its 1st, 3rd, 5th and 7th."),
        Lasts.UNTIL_REPLACED,
        Target.ANY,
        Effect.HINDERS,
    ),
    Kind.STEPPING_STONES_ODDS: KindInfo(
        Np_("outrun card", "Stepping Stones (odds, then evens)"),
        N_("Follow the path's 1st, 3rd, 5th and 7th moves first, then its 2nd, 4th, 6th and 8th."),
        Lasts.UNTIL_REPLACED,
        Target.ANY,
        Effect.HINDERS,
    ),
    Kind.SWITCHEROO: KindInfo(
        Np_("outrun card", "Switcheroo"),
        N_("Whenever you should lay one of its two symbols from your hand, lay the other one."),
        Lasts.ROUND,
        Target.ANY,
        Effect.HINDERS,
    ),
}

#: the Bear and the Dragon play with every card of the deck
ALL_DECKS = frozenset({Monster.BEAR, Monster.DRAGON})
_Z = ALL_DECKS | {Monster.ZOMBIE}
_V = ALL_DECKS | {Monster.VAMPIRE}


@dataclass(frozen=True, slots=True)
class Card:
    """One interference card.  ``id`` is unique: 1-48 the deck, 49-60 the Vampire doubles."""

    id: int
    kind: Kind
    icons: frozenset[Monster] = ALL_DECKS
    symbols: tuple[str, ...] = ()  # Not that way: one; Switcheroo: two
    after: int | None = None  # The long way: after the 1st, 2nd or 3rd card from the hand
    plus: bool = False
    double: bool = False  # one of the 12 Vampire doubles: never in a deck, only lent as copies

    @property
    def info(self) -> KindInfo:
        return KINDS[self.kind]

    @property
    def lasts(self) -> Lasts:
        return KINDS[self.kind].lasts

    def json(self) -> CardView:
        """The card as the view shows it."""
        return {
            "id": self.id,
            "kind": self.kind.value,
            "symbols": list(self.symbols),
            "after": self.after,
            "lasts": self.lasts.value,
            "plus": self.plus,
            "icons": sorted(m.value for m in self.icons),
        }


def _deck() -> tuple[Card, ...]:
    specs: list[tuple[Kind, frozenset[Monster], tuple[str, ...], int | None, bool]] = []
    # Not that way: one per symbol, half of them in the Zombie's deck, half in the Vampire's
    for symbol, icons in (
        ("pumpkin", _Z),
        ("bat", _V),
        ("ghost", _Z),
        ("moon", _V),
        ("hat", _Z),
        ("candle", _V),
        ("spider", _Z),
        ("eye", _V),
    ):
        specs.append((Kind.NOT_THAT_WAY, icons, (symbol,), None, False))
    for pair, icons in (
        (("pumpkin", "moon"), _Z),
        (("bat", "hat"), _V),
        (("ghost", "eye"), _Z),
        (("candle", "spider"), _V),
        (("moon", "candle"), _Z),
        (("eye", "bat"), _V),
    ):
        specs.append((Kind.SWITCHEROO, icons, pair, None, False))
    for icons in (_Z, _V, ALL_DECKS):
        specs.append((Kind.BACK_AWAY, icons, (), None, False))
    for kind in (Kind.STEPPING_STONES_EVENS, Kind.STEPPING_STONES_ODDS):
        specs += [(kind, _Z, (), None, False), (kind, _V, (), None, False)]
    # The long way: after the 1st, 2nd and 3rd card, once with the Vampire icon and once with the
    # Zombie icon; all six are "+" cards (in a Vampire game the Zombie three are spare copies)
    for icons in (_V, _Z):
        specs += [(Kind.THE_LONG_WAY, icons, (), after, True) for after in (1, 2, 3)]
    specs += [(Kind.LITTLE_SHORTCUT, icons, (), None, False) for icons in (_V, ALL_DECKS, ALL_DECKS)]
    specs += [(Kind.MAJOR_SHORTCUT, ALL_DECKS, (), None, False)] * 2
    specs += [(Kind.BOOST, icons, (), None, False) for icons in (_V, ALL_DECKS, ALL_DECKS, ALL_DECKS)]
    specs += [(Kind.SHIELD, ALL_DECKS, (), None, False)] * 3
    specs += [(Kind.FOCUS, ALL_DECKS, (), None, False)] * 3
    specs += [(Kind.FAIR_TRADE, ALL_DECKS, (), None, False)] * 2
    specs += [(Kind.HAVE_MINE, ALL_DECKS, (), None, False)] * 2
    specs += [(Kind.STEAL, ALL_DECKS, (), None, False)] * 2
    return tuple(
        Card(index + 1, kind, icons, symbols, after, plus)
        for index, (kind, icons, symbols, after, plus) in enumerate(specs)
    )


#: the 48 cards of the box's interference deck
DECK: tuple[Card, ...] = _deck()
#: the 12 Vampire doubles: four copies of each The long way, lent when a "+" card is in the centre
DOUBLES: tuple[Card, ...] = tuple(
    Card(
        len(DECK) + 1 + index, Kind.THE_LONG_WAY, frozenset({Monster.VAMPIRE}), (), 1 + index // 4, True, True
    )
    for index in range(12)
)
CARDS: dict[int, Card] = {card.id: card for card in (*DECK, *DOUBLES)}


def deck_for(monster: Monster) -> tuple[int, ...]:
    """The ids of the cards the interference deck holds against ``monster`` (rulebook, Game Setup 8)."""
    return tuple(card.id for card in DECK if monster in card.icons)


def copies_for(monster: Monster) -> tuple[int, ...]:
    """The spare copies set beside a Vampire game (Game Setup 9): the doubles and the Zombie "+" cards."""
    if monster is not Monster.VAMPIRE:
        return ()
    spares = [card.id for card in DECK if card.plus and Monster.VAMPIRE not in card.icons]
    return (*spares, *(card.id for card in DOUBLES))


def same_card(a: Card, b: Card) -> bool:
    """Two cards a runner may not have in front at once: the same card, whatever its symbols."""
    return a.kind is b.kind
