"""The four monster boards and the map boards on their backs, as data.

A monster board has six places in a row: place 1 on the right for the fastest correct runner, place
6 on the left.  With fewer than six runners some places are blocked (``BLOCKED``, the same grid on
every board), so a small table still spreads from the best place to the worst.  Above the row is
the +0 box for runners who went the wrong way.  The three panels say who draws interference cards,
where they may or must be played, and what clears them.  Values and special places are our design
(the pictures were lost), set by measurement: CONTENT.md has the figures.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tabletop.core.i18n import N_, Np_
from tabletop.games.outrun.rules.content import Monster

PLACES = 6
#: the rooms on each map board
ROOMS_PER_BOARD = 9


class Special(enum.StrEnum):
    CLAW = "claw"  # Bear: a clawed runner discards every card in front of them
    FIRE = "fire"  # Dragon: a runner on fire discards every card in front of them
    CARDS = "cards"  # Dragon: a runner here draws two interference cards
    BIOHAZARD = "biohazard"  # Zombie: infects, or lets an infected runner infect a neighbour


@dataclass(frozen=True, slots=True)
class Board:
    monster: Monster
    #: rooms moved from each place, place 1 (fastest, far right) first; the +0 box moves nobody
    values: tuple[int, ...]
    #: the special marks of each place, place 1 first
    specials: tuple[frozenset[Special], ...]
    #: the three panels, in words (msgids): who draws, where cards are played, what clears them
    draws: str
    plays: str
    clears: str
    #: the Bear's "+0 position": the place the slowest correct runner may choose, if vacant
    zero_place: int | None = None

    def value(self, place: int) -> int:
        return self.values[place - 1]

    def has(self, place: int, special: Special) -> bool:
        return special in self.specials[place - 1]


#: places blocked for each number of runners (rulebook, Game Setup 3); six runners use them all.
#: The solo practice (one runner, our design) keeps place 1 only: a right run is the fastest one.
BLOCKED: dict[int, frozenset[int]] = {
    1: frozenset({2, 3, 4, 5, 6}),
    2: frozenset({2, 3, 4, 5}),
    3: frozenset({2, 4, 5}),
    4: frozenset({3, 5}),
    5: frozenset({5}),
    6: frozenset(),
}

_NONE: frozenset[Special] = frozenset()
_CLAW = frozenset({Special.CLAW})
_BURN = frozenset({Special.FIRE, Special.CARDS})
_BIO = frozenset({Special.BIOHAZARD})

BOARDS: dict[Monster, Board] = {
    Monster.VAMPIRE: Board(
        Monster.VAMPIRE,
        values=(2, 1, 1, 0, 0, 0),
        specials=(_NONE,) * PLACES,
        draws=N_("One card is drawn each round and laid in the centre."),
        plays=N_("The cards in the centre count for every runner."),
        clears=N_("A new one-at-a-time card replaces the old one; one-round cards leave after a round."),
    ),
    Monster.BEAR: Board(
        Monster.BEAR,
        values=(2, 1, 1, 1, 1, 0),
        specials=(_NONE, _NONE, _NONE, _CLAW, _NONE, _CLAW),
        draws=N_("Every runner draws one card each round."),
        plays=N_("Fastest to slowest, play your cards on yourself or on others, or keep them."),
        clears=N_(
            "A claw clears the cards in front of you; the slowest correct runner may take the +0 claw."
        ),
        zero_place=6,
    ),
    Monster.DRAGON: Board(
        Monster.DRAGON,
        values=(2, 1, 1, 1, 0, 0),
        specials=(_NONE, _BURN, _BURN, _BURN, _BURN, _BURN),
        draws=N_("Every correct runner but the fastest draws two cards."),
        plays=N_("Fastest to slowest, play your cards on yourself or on others, or keep them."),
        clears=N_("Fire clears the cards in front of every correct runner but the fastest."),
    ),
    Monster.ZOMBIE: Board(
        Monster.ZOMBIE,
        values=(2, 1, 1, 0, 0, 0),
        specials=(_NONE, _NONE, _NONE, _BIO, _NONE, _BIO),
        draws=N_("Every infected runner draws one card and lays it in front of themselves."),
        plays=N_("A drawn card counts for the infected runner who drew it."),
        clears=N_("The antidote clears the cards in front of you when you cure yourself."),
    ),
}


def open_places(players: int) -> tuple[int, ...]:
    """The places in play, fastest first."""
    return tuple(p for p in range(1, PLACES + 1) if p not in BLOCKED[players])


@dataclass(frozen=True, slots=True)
class MapBoard:
    """The back of a monster board: nine rooms on the way out of the museum."""

    id: str  # the monster on its front
    name: str


MAP_BOARDS: dict[Monster, MapBoard] = {
    Monster.BEAR: MapBoard("bear", Np_("outrun map", "Wax Figure Hall")),
    Monster.VAMPIRE: MapBoard("vampire", Np_("outrun map", "Gallery of Screams")),
    Monster.ZOMBIE: MapBoard("zombie", Np_("outrun map", "Props Store")),
    Monster.DRAGON: MapBoard("dragon", Np_("outrun map", "Gift Shop")),
}
#: the way out, entrance first: a game uses the first boards of this order that are not the
#: monster's own (its map side is face down under the monster), so three boards at most
ROUTE: tuple[Monster, ...] = (Monster.VAMPIRE, Monster.BEAR, Monster.ZOMBIE, Monster.DRAGON)


def map_route(monster: Monster, boards: int) -> tuple[MapBoard, ...]:
    """The map boards a game against ``monster`` lays out, entrance first."""
    return tuple(MAP_BOARDS[m] for m in ROUTE if m is not monster)[:boards]
