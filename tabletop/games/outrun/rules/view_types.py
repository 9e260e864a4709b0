"""The types of Outrun's view (see ``view``): TypedDicts, plain JSON dicts at run time.

Apart from ``view`` because the rules' card data (``interference.Card.json``) builds a card's view
and ``view`` imports that module: the types import nothing, so neither needs the other.

The names the view spells as strings (the phase, the monster, a card's kind...) are ``Literal``s
of the rules' enum values, so mypy also checks every string a table or a bot compares them with
(``tests/outrun/test_view_types.py`` keeps each one equal to its enum).
"""

from __future__ import annotations

from typing import Literal, TypeAlias, TypedDict

#: ``state.Phase`` values
PhaseName: TypeAlias = Literal["reveal", "race", "take_zero", "infect", "interfere", "over"]
#: ``content.Monster`` values
MonsterName: TypeAlias = Literal["vampire", "bear", "zombie", "dragon"]
#: ``interference.Kind`` values
KindName: TypeAlias = Literal[
    "back_away",
    "boost",
    "fair_trade",
    "focus",
    "have_mine",
    "little_shortcut",
    "the_long_way",
    "major_shortcut",
    "not_that_way",
    "shield",
    "steal",
    "stepping_stones_evens",
    "stepping_stones_odds",
    "switcheroo",
]
#: ``interference.Lasts`` values
LastsName: TypeAlias = Literal["round", "until_replaced"]
#: ``boards.Special`` values
SpecialName: TypeAlias = Literal["claw", "fire", "cards", "biohazard"]
#: where a runner's token stands: None before the first check, "zero" in the +0 box, else a place 1-6
Position: TypeAlias = int | Literal["zero"] | None


class CardView(TypedDict):
    """One interference card, face up (all of a card's data is printed on it)."""

    id: int
    kind: KindName
    #: Not that way: one movement symbol; Switcheroo: two; others none
    symbols: list[str]
    #: The long way: after the 1st, 2nd or 3rd card of the run; others None
    after: int | None
    lasts: LastsName
    #: a Vampire card that gives every runner a copy
    plus: bool
    #: the monsters whose deck holds it, sorted
    icons: list[MonsterName]


class LastRunView(TypedDict):
    """A runner's run of the last race, public once checked (``ms`` None: declared out of time)."""

    cards: list[str]
    ms: int | None
    correct: bool


class _RunnerSeen(TypedDict):
    """What everyone sees of a runner (:class:`RunnerView` adds what only the runner sees)."""

    seat: int
    room: int
    position: Position
    infected: bool
    immune: bool
    #: the hand itself is hidden from the others
    hand_count: int
    #: the cards in front of them
    interference: list[CardView]
    finished: bool
    finish_ms: int | None
    last_run: LastRunView | None


class RunnerView(_RunnerSeen, total=False):
    """One runner at the table (``view["seats"][seat]``).

    ``run`` is there only in the runner's own view while the race is on, once they finished: the
    cards they laid.  (``total=False`` rather than ``NotRequired``, which Python 3.11 does not see at
    run time under ``from __future__ import annotations``, and the contract suite reads it then.)
    """

    run: list[str]


class PathCardView(TypedDict):
    """The path card as the view spells it (its four keys at the top of :class:`OutrunView`, so
    the view itself is one): the eight symbols in path order, the card's number, each symbol's
    square on the card's 4x4 grid and its antidote mark.  All None (and no antidote) while the
    card is face down."""

    path: list[str] | None
    path_id: int | None
    path_spots: list[list[int]] | None
    path_antidote: bool


class BoardView(TypedDict):
    """The monster board: rooms moved and special marks of each place (place 1 first), the places
    blocked for this many runners, the Bear's +0 place and the three panels' texts (msgids:
    who draws, where cards are played, what clears them)."""

    values: list[int]
    specials: list[list[SpecialName]]
    blocked: list[int]
    zero_place: int | None
    panels: list[str]


class DecksView(TypedDict):
    """Cards left in the path and interference decks, and the discard pile face up."""

    path: int
    interference: int
    discard: list[CardView]


class OutrunView(PathCardView):
    """The game as one seat (or the table) may see it: the keys are described in :func:`view`.

    Derives from :class:`PathCardView` because the path card's keys sit at the view's top level
    (as saves have always shown them)."""

    monster: MonsterName
    players: int
    boards: int
    rooms: int
    #: the map boards laid out, entrance first (``boards.MapBoard.id``)
    maps: list[str]
    time_limit: int
    round: int
    phase: PhaseName
    turner: int
    to_act: list[int]
    viewer: int | None
    center: list[CardView]
    hand: list[CardView]
    seats: list[RunnerView]
    order: list[int]
    choices: list[int]
    board: BoardView
    decks: DecksView
    copies: int
    winner: int | None
    night_over: bool
