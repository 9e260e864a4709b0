"""The game state: frozen dataclasses of tuples, so ``apply`` copies only what changes.

Rooms are a dense grid (``rows`` x 5, index ``row * 5 + col``; row 0 is the start row).  A
doorway or wall is an *edge*: ``(row, col, "n")`` joins a room to the one above it (towards the
exit row), ``(row, col, "e")`` to the one on its right.  Edges keep only what was put on them
(``marks``); what they are made of comes from the tiles either side.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tabletop.core.rules_kit import StateRandom, evolver
from tabletop.games.just_run.rules.content import BOARD_WIDTH, BODY


class Phase(enum.StrEnum):
    """Where the game stands; the value is what ``view`` reports as ``"phase"``."""

    DRAFT = "draft"  # the calm scavenge: everyone picks a card from the hand in front of them
    GEAR_UP = "gear_up"  # combine and discard down to the inventory limit, then ready
    START = "start"  # each survivor in turn steps into a start room
    TURN = "turn"  # a survivor's individual turn
    SUPPLIES = "supplies"  # the searcher takes one card of the supplies deck
    RESCUEE = "rescuee"  # Rescue Mission: the rescuee's turn, last in the survivor turn
    OVER = "over"
    FRENZY = "frenzy"  # the frenzied scavenge: everyone says at once whether they want the card shown


class Mark(enum.StrEnum):
    """What a doorway has become (an edge with no mark is an unchecked door or a plain wall)."""

    OPEN = "open"
    LOCKED = "locked"
    BLOCKED = "blocked"
    BASHED = "bashed"
    #: a doorway onto the face-down inaccessible room: blocked for good, and it cannot be bashed
    SEALED = "sealed"


Edge = tuple[int, int, str]


@dataclass(frozen=True, slots=True)
class Item:
    """One item in a hand or on a floor: one card, or two combined (base first)."""

    cards: tuple[int, ...]
    tokens: int = 0  # armour life tokens on it
    broken: bool = False
    worn: bool = False  # armour put on (an action); a Vile Disguise put on
    lit: bool = False  # a Molotov Cocktail ignited (a free action), ready to throw
    disguise: bool = False  # Rags carrying a dead zombie token: a Vile Disguise
    disguise_tokens: int = 0  # the tokens on a worn Vile Disguise (one goes each turn)

    @property
    def id(self) -> int:
        """The item's name in commands: its first card."""
        return self.cards[0]


@dataclass(frozen=True, slots=True)
class Room:
    """A placed room.  ``tile`` None is the face-down inaccessible room (or an exit tile not yet
    turned: ``exit_tile`` holds it and ``revealed`` is False)."""

    tile: str | None
    rotation: int = 0  # quarter turns clockwise
    zombies: int = 0
    revealed: bool = True
    exit_tile: str | None = None
    exit_card: int | None = None  # the search card under an exit tile, until a survivor enters
    dropped: tuple[Item, ...] = ()
    disaster: bool = False
    noise: bool = False
    bodies: int = 0  # survivors fallen here, who rise as zombies at the next spawn


@dataclass(frozen=True, slots=True)
class Survivor:
    room: tuple[int, int] | None = None
    body: int = BODY
    items: tuple[Item, ...] = ()
    alive: bool = True
    escaped: bool = False
    zombie_tokens: int = 0
    hand: tuple[int, ...] = ()  # the calm draft: the cards in front of this player now
    picked: bool = False  # the calm draft: picked from this hand already
    ready: bool = False  # gear-up done
    #: "Optional Event" cards drawn this turn, to play by its end (else they are discarded)
    events: tuple[int, ...] = ()
    #: the frenzied scavenge: dice left for the phase, and the answers owed for the card shown
    #: (``want``; in a fight ``fight``: the dice chosen, 0 to stay in without any, or ``gave_up``)
    dice: int = 0
    want: bool | None = None
    fight: int | None = None
    gave_up: bool = False
    #: the Contagion variation: bitten, and losing a body point at the start of each own turn
    infected: bool = False

    @property
    def in_building(self) -> bool:
        return self.alive and not self.escaped and self.room is not None


@dataclass(frozen=True, slots=True)
class Rescuee:
    """Rescue Mission: the survivor hiding in the building, once the dice have placed them.

    ``guide`` is the seat that found them and moves them, last in each round's survivor turn.
    """

    room: tuple[int, int] | None
    guide: int
    body: int = BODY
    alive: bool = True
    escaped: bool = False
    acted: bool = False  # has had their turn this round

    @property
    def in_building(self) -> bool:
        return self.alive and not self.escaped and self.room is not None


@dataclass(frozen=True)
class State:
    seed: int
    players: int
    mode: str  # "coop" or "competitive"
    length: str
    scenarios: tuple[str, ...]
    rows: int
    phase: Phase
    survivors: tuple[Survivor, ...]
    grid: tuple[Room | None, ...]
    marks: tuple[tuple[Edge, Mark], ...] = ()
    room_stack: tuple[str, ...] = ()  # face down, top first
    room_discards: tuple[str, ...] = ()
    search_deck: tuple[int, ...] = ()
    supplies: tuple[int, ...] = ()
    #: every card out of play: left-over scavenge cards, discarded items, spent events
    discarded: tuple[int, ...] = ()
    left_over: tuple[int, ...] = ()  # scavenge cards dealt to nobody, out of play face down
    set_aside: tuple[int, ...] = ()  # the Antidotes
    reserve: int = 0  # zombie pawns not on the board
    first_player: int = 0
    current: int = 0  # the survivor whose individual turn it is (TURN and SUPPLIES)
    actions_left: int = 0
    turns_taken: tuple[int, ...] = ()  # seats that have had their turn this round
    #: barricaded openings, and whether a creature has tried to cross (then it falls at round's end)
    barricades: tuple[tuple[Edge, bool], ...] = ()
    round: int = 1
    lost: bool = False  # a cooperative game lost (someone died)
    rng_calls: int = 0
    #: barricades with Whiskey poured on them, and whether they have been ignited
    fire_barricades: tuple[tuple[Edge, bool], ...] = ()
    #: an exchange waiting for its answer: (from seat, their item, to seat, the item asked back)
    offer: tuple[int, int, int, int] | None = None
    #: the frenzied scavenge: the deck face down (top first), the card shown, and who fights for it
    frenzy_deck: tuple[int, ...] = ()
    frenzy_card: int | None = None
    fighters: tuple[int, ...] = ()
    #: the Contagion variation is played (a zombie bite infects)
    contagion: bool = False
    #: Find the Cure: the Lab where the cure tokens lie (None until a survivor first enters one)
    cure_room: tuple[int, int] | None = None
    cure_tokens: int = 0  # cure tokens still lying in ``cure_room``
    #: Rescue Mission: the rescuee, once placed
    rescuee: Rescuee | None = None

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def room(self, row: int, col: int) -> Room | None:
        if 0 <= row < self.rows and 0 <= col < BOARD_WIDTH:
            return self.grid[row * BOARD_WIDTH + col]
        return None

    @property
    def actions_per_turn(self) -> int:
        """Two normal actions; three in a two-player game (Survivor Turn)."""
        return 3 if self.players == 2 else 2


evolve = evolver(State)

#: the deal comes from the seed; each later random outcome (a roll, a draw) from the seed and
#: ``rng_calls``, so a seed and the command log replay a game exactly
RANDOM = StateRandom("just_run", evolve, setup_namespace="just_run-setup")
rng_for = RANDOM.draw


def with_survivor(state: State, seat: int, survivor: Survivor) -> State:
    return evolve(state, survivors=state.survivors[:seat] + (survivor,) + state.survivors[seat + 1 :])


def with_room(state: State, row: int, col: int, room: Room | None) -> State:
    index = row * BOARD_WIDTH + col
    return evolve(state, grid=state.grid[:index] + (room,) + state.grid[index + 1 :])
