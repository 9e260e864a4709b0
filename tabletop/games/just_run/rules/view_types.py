"""The types of Just Run's view (see ``view``): TypedDicts, plain dicts at run time.

Apart from ``view`` so a reader of the view (a table part, a bot, the benchmark) sees its shape on
one page, and mypy checks every key it reads against it.  Rooms and survivors' rooms are named by
``{"row", "col"}`` (:class:`CellView`); items in hands, on floors and on offer are
:class:`ItemView`; a card shown by itself (the draft hand, the supplies, the frenzy's card) is an
item with its ``card`` number (:class:`CardView`: only item cards are dealt in those places).
"""

from __future__ import annotations

from typing import Literal, TypedDict, final


class CellView(TypedDict):
    """A room's place on the board: row 0 is the start row, columns 0 to 4."""

    row: int
    col: int


class ItemView(TypedDict):
    """One item (one card, or two combined, base first): what it is and what it can do.

    ``id`` is the item's name in commands (its first card); ``keys`` the item kinds of its cards;
    ``name`` the rules' English name ("Vile Disguise" once Rags carry a zombie token); ``type`` an
    ``ItemType`` value; ``tokens`` the armour life tokens on it.
    """

    id: int
    cards: list[int]
    keys: list[str]
    name: str
    type: str
    space: int
    wrench: bool
    door: bool
    bonus: int
    armour: int
    range: int
    tokens: int
    broken: bool
    worn: bool
    lit: bool
    disguise: bool
    disguise_tokens: int


class CardView(ItemView):
    """A card shown by itself, as the item it is: a draft hand's card, a supplies card, the
    frenzy's card."""

    card: int


@final  # no item key can hide in it, so ``"id" in card`` tells an item from a held event
class HeldEventView(TypedDict):
    """An "Optional Event" card a survivor holds this turn; ``name`` is the rules' English name."""

    card: int
    key: str
    name: str


class SurvivorView(TypedDict):
    """One survivor, public to everyone (gear lies face up); ``room`` is None once out of the
    building (escaped, dead, or not in yet); ``dice`` only in the frenzied scavenge (else None)."""

    room: CellView | None
    body: int
    armour: int
    items: list[ItemView]
    space: int
    capacity: int
    zombie_tokens: int
    alive: bool
    escaped: bool
    hand_size: int
    picked: bool
    ready: bool
    infected: bool
    dice: int | None
    events: list[HeldEventView]
    disguised: bool


class RoomTokensView(TypedDict):
    """What lies in a room: ``exit_card`` is True while a search card waits under an exit tile;
    ``whiskey`` the sides whose barricade has Whiskey poured on it, not lit yet."""

    noise: bool
    disaster: bool
    dropped: list[ItemView]
    bodies: int
    exit_card: bool
    whiskey: list[str]


class RoomView(TypedDict):
    """A placed room.  ``tile`` is None while an exit tile lies face down; ``sides`` maps "n",
    "e", "s" and "w" to wall, door, open, locked, blocked, bashed, barricade, fire_barricade or
    exterior; ``rotation`` the quarter turns clockwise the tile was laid at."""

    row: int
    col: int
    tile: str | None
    name: str | None
    sides: dict[str, str]
    zombies: int
    horde: bool
    spawn: bool
    exit: bool
    main_exit: bool
    lab: bool
    tokens: RoomTokensView
    rotation: int


class DecksView(TypedDict):
    """How many cards are left in each deck (their order is hidden)."""

    rooms: int
    search: int
    supplies: int


class FightChoiceView(TypedDict):
    """A seat's answer in a frenzy fight: the dice put in, or gave up."""

    dice: int
    give_up: bool


class FrenzyView(TypedDict):
    """The frenzied scavenge (see ``view._frenzy``): the card shown, the stage, and per seat who
    has answered, who wants it (only the viewer's own until all are in) and the fight's choices
    (only the viewer's own until the fight is thrown)."""

    card: CardView
    deck: int
    timer_ms: int
    stage: Literal["want", "fight"]
    answered: list[bool]
    wants: list[bool | None]
    fighters: list[int]
    choosers: list[int]
    choices: list[FightChoiceView | None]


class OfferView(TypedDict):
    """An exchange waiting for its answer: ``seat`` offers ``item`` to ``to`` for their ``back``."""

    seat: int
    item: int
    to: int
    back: int


class RescueeView(TypedDict):
    """Rescue Mission's rescuee, once the dice have placed them; ``guide`` is the seat moving them."""

    room: CellView | None
    body: int
    alive: bool
    escaped: bool
    guide: int


class CureView(TypedDict):
    """Find the Cure's tokens: their Lab (None until one is entered) and how many lie there."""

    room: CellView | None
    tokens: int


class ScenarioView(TypedDict):
    """The scenarios' pieces (``view.scenario_view``): ``kill_quota`` is Extermination's tokens
    needed to board (None without it), ``rescuee`` None until found."""

    rescuee: RescueeView | None
    cure: CureView
    kill_quota: int | None
    contagion: bool


class JustRunView(ScenarioView):
    """The game as one seat (or the table) may see it: the keys are described in ``view.view``.

    ``current`` is None outside the phases that have a current survivor; ``hand`` is the viewer's
    draft hand, ``supplies`` the supplies deck's cards, shown only to the survivor looking through
    them; ``frenzy`` None outside the frenzied scavenge; ``offer`` None while no exchange waits.
    """

    phase: str
    scenarios: list[str]
    mode: str
    players: int
    rows: int
    round: int
    first_player: int
    current: int | None
    to_act: list[int]
    viewer: int | None
    rooms: list[RoomView]
    survivors: list[SurvivorView]
    actions_left: int
    zombies_in_reserve: int
    chopper_seats: int
    hand: list[CardView]
    supplies: list[CardView]
    decks: DecksView
    room_discards: list[str]
    discarded: list[int]
    left_over: int
    frenzy: FrenzyView | None
    offer: OfferView | None
