"""The content the rulebook describes but does not list, as data: cards, tiles and dice faces.

CONTENT.md explains each choice.  Item, event and tile names are ours except where the book names
them (Mop, Scissors, Spear, Baseball Bat, Spiked Club, Hammer, Extension Cord, Rags, Whiskey,
Molotov Cocktail, Backpack, Sled, Cardboard Box, Duct Tape, Handgun, Antidote, Lab).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class ItemType(enum.StrEnum):
    MELEE = "melee"
    FLAIL = "flail"
    RANGED = "ranged"
    ARMOUR = "armour"
    CLOTHING = "clothing"
    CONTAINER = "container"
    TOOL = "tool"
    MEDICAL = "medical"
    THROWABLE = "throwable"
    MEMENTO = "memento"


class Deck(enum.StrEnum):
    SCAVENGE = "scavenge"
    SEARCH = "search"
    SUPPLIES = "supplies"


class EventKind(enum.StrEnum):
    """What a search-deck event does (the handlers are in ``searching``)."""

    AMBUSH = "ambush"  # zombies climb out of the rubble into the searcher's room
    COLLAPSE = "collapse"  # the ceiling gives: the searcher takes damage
    SCREAM = "scream"  # zombies in the rooms next door (through openings) come in
    # "Optional Event" cards: kept by the searcher and played (or not) by the end of the turn
    SECOND_WIND = "second_wind"  # the holder gets body points back
    ADRENALINE = "adrenaline"  # more normal actions this turn
    SLAM = "slam"  # lock an unlocked door of the holder's room
    CRASH = "crash"  # a noise token in a room up to ``amount`` away in a straight line
    PASSAGE = "passage"  # crawl to a room up to ``amount`` away in a straight line, through anything


#: the neutral border colour: it never combines
BLACK = "black"


@dataclass(frozen=True, slots=True)
class ItemKind:
    """An item as printed on its card (the book's card anatomy, items 1-10)."""

    key: str
    name: str
    type: ItemType
    space: int = 1
    wrench: bool = False  # roll Wear & Tear after every use
    door: bool = False  # may bash doors, adding its bonus dice
    bonus: int = 0  # bonus attack dice
    armour: int = 0  # armour life tokens it holds when whole
    left: str = BLACK
    right: str = BLACK
    range: int = 0  # rooms in a straight line, for ranged weapons
    heal: int = 0  # body life points a medical item gives back (6 means "back to full")
    capacity: int = 0  # extra inventory spaces while carried
    walls: bool = False  # may bash walls
    #: the item types this item repairs (Wear & Tear, Broken Items, Repairs); medical never
    repairs: tuple[ItemType, ...] = ()
    used_up: bool = False  # discarded after one use (a repair)

    @property
    def weapon(self) -> bool:
        return self.type in (ItemType.MELEE, ItemType.FLAIL, ItemType.RANGED)


@dataclass(frozen=True, slots=True)
class EventCard:
    key: str
    name: str
    kind: EventKind
    amount: int
    optional: bool = False  # "Optional Event": kept, played by the end of the turn or lost


#: the repair items (Wear & Tear, Broken Items, Repairs): what each mends, as data
REPAIR_KINDS: tuple[ItemKind, ...] = (
    ItemKind(
        "toolbox",
        "Toolbox",
        ItemType.TOOL,
        space=2,
        wrench=True,
        repairs=(ItemType.MELEE, ItemType.FLAIL, ItemType.RANGED, ItemType.TOOL, ItemType.CONTAINER),
    ),
    ItemKind(
        "sewing_kit",
        "Sewing Kit",
        ItemType.TOOL,
        wrench=True,
        repairs=(ItemType.ARMOUR, ItemType.CLOTHING, ItemType.CONTAINER),
    ),
    ItemKind(
        "superglue",
        "Superglue",
        ItemType.TOOL,
        space=0,
        used_up=True,
        repairs=(
            ItemType.MELEE,
            ItemType.FLAIL,
            ItemType.RANGED,
            ItemType.ARMOUR,
            ItemType.CLOTHING,
            ItemType.CONTAINER,
            ItemType.TOOL,
            ItemType.THROWABLE,
        ),
    ),
)

ITEM_KINDS: dict[str, ItemKind] = {
    kind.key: kind
    for kind in (
        ItemKind("baseball_bat", "Baseball Bat", ItemType.MELEE, space=2, bonus=1, right="red"),
        ItemKind("mop", "Mop", ItemType.FLAIL, space=2, bonus=1, right="red"),
        ItemKind("scissors", "Scissors", ItemType.MELEE, bonus=1, left="red"),
        ItemKind("hammer", "Hammer", ItemType.MELEE, door=True, bonus=1, right="blue"),
        ItemKind("extension_cord", "Extension Cord", ItemType.TOOL, left="blue"),
        ItemKind("kitchen_knife", "Kitchen Knife", ItemType.MELEE, bonus=1),
        ItemKind("crowbar", "Crowbar", ItemType.MELEE, space=2, door=True, bonus=1, walls=True),
        ItemKind("fire_axe", "Fire Axe", ItemType.MELEE, space=2, door=True, bonus=2, walls=True),
        ItemKind(
            "sledgehammer",
            "Sledgehammer",
            ItemType.MELEE,
            space=3,
            wrench=True,
            door=True,
            bonus=2,
            walls=True,
        ),
        ItemKind("chainsaw", "Chainsaw", ItemType.MELEE, space=3, wrench=True, door=True, bonus=3),
        ItemKind("handgun", "Handgun", ItemType.RANGED, wrench=True, bonus=1, range=2),
        ItemKind("nail_gun", "Nail Gun", ItemType.RANGED, space=2, wrench=True, bonus=1, range=1),
        ItemKind("shotgun", "Shotgun", ItemType.RANGED, space=3, wrench=True, bonus=2, range=2),
        ItemKind("cardboard_box", "Cardboard Box", ItemType.ARMOUR, space=2, armour=3, right="green"),
        ItemKind("duct_tape", "Duct Tape", ItemType.ARMOUR, armour=2, left="green"),
        ItemKind("riot_vest", "Riot Vest", ItemType.ARMOUR, space=2, armour=3),
        ItemKind("rags", "Rags", ItemType.CLOTHING, left="orange"),
        ItemKind("whiskey", "Whiskey", ItemType.THROWABLE, right="orange"),
        ItemKind("backpack", "Backpack", ItemType.CONTAINER, space=0, capacity=3),
        ItemKind("rope", "Rope", ItemType.TOOL, right="purple"),
        ItemKind("laundry_basket", "Laundry Basket", ItemType.CONTAINER, space=2, capacity=2, left="purple"),
        ItemKind("first_aid_kit", "First Aid Kit", ItemType.MEDICAL, heal=2),
        ItemKind("bandages", "Bandages", ItemType.MEDICAL, heal=1),
        ItemKind("antidote", "Antidote", ItemType.MEDICAL, heal=6),
        ItemKind("wedding_ring", "Wedding Ring", ItemType.MEMENTO, space=0),
        ItemKind("old_photograph", "Old Photograph", ItemType.MEMENTO, space=0),
        ItemKind("teddy_bear", "Teddy Bear", ItemType.MEMENTO, space=0),
        ItemKind("dog_tag", "Dog Tag", ItemType.MEMENTO, space=0),
        *REPAIR_KINDS,
    )
}

EVENT_CARDS: dict[str, EventCard] = {
    event.key: event
    for event in (
        EventCard("ambush", "Ambush!", EventKind.AMBUSH, 2),
        EventCard("lurker", "Something Moved", EventKind.AMBUSH, 1),
        EventCard("collapse", "The Ceiling Gives", EventKind.COLLAPSE, 1),
        EventCard("scream", "A Scream Carries", EventKind.SCREAM, 1),
        *(
            EventCard(key, name, kind, amount, optional=True)
            for key, name, kind, amount in (
                ("second_wind", "Second Wind", EventKind.SECOND_WIND, 2),
                ("adrenaline", "Adrenaline", EventKind.ADRENALINE, 1),
                ("slam_door", "Slam the Door", EventKind.SLAM, 1),
                ("distant_crash", "Distant Crash", EventKind.CRASH, 3),
                ("crawlspace", "Crawlspace", EventKind.PASSAGE, 1),
                ("air_duct", "Air Duct", EventKind.PASSAGE, 2),
            )
        ),
    )
}


@dataclass(frozen=True, slots=True)
class Recipe:
    """Two cards combined (``base``'s right border meets ``addon``'s left) and what they make.

    The combined item takes the larger space, adds the attack bonuses and armour tokens, and keeps
    a wrench or a door icon if either card has one; ``type`` and ``capacity`` are the new item's.
    """

    base: str
    addon: str
    name: str
    type: ItemType
    capacity: int = 0


RECIPES: dict[tuple[str, str], Recipe] = {
    (r.base, r.addon): r
    for r in (
        Recipe("mop", "scissors", "Spear", ItemType.FLAIL),
        Recipe("baseball_bat", "scissors", "Spiked Club", ItemType.MELEE),
        Recipe("hammer", "extension_cord", "Hammer Flail", ItemType.FLAIL),
        Recipe("cardboard_box", "duct_tape", "Taped Box", ItemType.ARMOUR),
        Recipe("whiskey", "rags", "Molotov Cocktail", ItemType.THROWABLE),
        Recipe("rope", "laundry_basket", "Sled", ItemType.CONTAINER, capacity=5),
    )
}

#: how many copies of each card each deck holds (46 scavenge, 47 search, 8 supplies)
DECK_LISTS: dict[Deck, tuple[tuple[str, int], ...]] = {
    Deck.SCAVENGE: (
        ("baseball_bat", 3),
        ("mop", 3),
        ("scissors", 4),
        ("hammer", 3),
        ("extension_cord", 3),
        ("kitchen_knife", 2),
        ("crowbar", 2),
        ("cardboard_box", 3),
        ("duct_tape", 3),
        ("rags", 2),
        ("whiskey", 2),
        ("backpack", 2),
        ("rope", 2),
        ("laundry_basket", 2),
        ("sledgehammer", 1),
        ("handgun", 1),
        ("nail_gun", 1),
        ("chainsaw", 1),
        ("first_aid_kit", 2),
        ("bandages", 2),
        ("toolbox", 1),
        ("superglue", 1),
    ),
    Deck.SEARCH: (
        ("antidote", 6),
        ("wedding_ring", 1),
        ("old_photograph", 1),
        ("teddy_bear", 1),
        ("dog_tag", 1),
        ("ambush", 3),
        ("lurker", 2),
        ("collapse", 2),
        ("scream", 2),
        ("handgun", 1),
        ("shotgun", 1),
        ("baseball_bat", 1),
        ("kitchen_knife", 1),
        ("first_aid_kit", 2),
        ("bandages", 2),
        ("cardboard_box", 1),
        ("duct_tape", 1),
        ("backpack", 1),
        ("whiskey", 2),
        ("rags", 2),
        ("scissors", 1),
        ("fire_axe", 1),
        ("hammer", 1),
        ("extension_cord", 1),
        ("sewing_kit", 1),
        ("superglue", 1),
        ("second_wind", 1),
        ("adrenaline", 1),
        ("slam_door", 1),
        ("distant_crash", 1),
        ("crawlspace", 2),
        ("air_duct", 1),
    ),
    Deck.SUPPLIES: (
        ("first_aid_kit", 2),
        ("fire_axe", 1),
        ("riot_vest", 1),
        ("backpack", 1),
        ("handgun", 1),
        ("toolbox", 1),
        ("crowbar", 1),
    ),
}


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card: ``key`` names an item kind or an event card."""

    id: int
    deck: Deck
    key: str

    @property
    def item(self) -> ItemKind | None:
        return ITEM_KINDS.get(self.key)

    @property
    def event(self) -> EventCard | None:
        return EVENT_CARDS.get(self.key)


def _build_cards() -> tuple[Card, ...]:
    cards: list[Card] = []
    for deck in Deck:
        for key, copies in DECK_LISTS[deck]:
            cards += [Card(len(cards) + n, deck, key) for n in range(copies)]
    return tuple(cards)


#: every card of the game, by id (the id is the index)
CARDS: tuple[Card, ...] = _build_cards()


def deck_cards(deck: Deck) -> tuple[int, ...]:
    return tuple(card.id for card in CARDS if card.deck is deck)


ANTIDOTES: tuple[int, ...] = tuple(c.id for c in CARDS if c.key == "antidote")


# -- tiles --------------------------------------------------------------------------------------

#: sides in the order a tile string lists them: n (towards the exit row), e, s (towards the start
#: row), w
SIDES: tuple[str, ...] = ("n", "e", "s", "w")


@dataclass(frozen=True, slots=True)
class Tile:
    """A room tile as printed: ``doors`` says which of n, e, s, w have a doorway."""

    id: str
    name: str
    doors: tuple[bool, bool, bool, bool]
    spawn: bool = False  # the bloody hand print
    lab: bool = False
    main_exit: bool = False  # its n side is the building's one exterior door


def _tile(id_: str, name: str, pattern: str, spawn: bool = False, lab: bool = False) -> Tile:
    doors = (pattern[0] == "D", pattern[1] == "D", pattern[2] == "D", pattern[3] == "D")
    return Tile(id_, name, doors, spawn=spawn, lab=lab)


# patterns are n, e, s, w: D a doorway, W a wall
_ROOMS: tuple[tuple[str, str, bool], ...] = (
    ("Lobby", "DDDD", False),
    ("Boiler Room", "DWDW", True),
    ("Laundry", "DDWW", False),
    ("Break Room", "WDDD", False),
    ("Storage Closet", "DWWW", True),
    ("Office", "DDDW", False),
    ("Records Room", "DWDD", True),
    ("Stairwell", "DDDD", True),
    ("Janitor's Closet", "WWDD", False),
    ("Cafeteria", "DDDD", False),
    ("Kitchen", "DDWD", True),
    ("Pantry", "WDWD", False),
    ("Restroom", "DWDW", False),
    ("Locker Room", "DDDW", True),
    ("Server Room", "WDDW", False),
    ("Mail Room", "DWDD", False),
    ("Conference Room", "DDDD", True),
    ("Copy Room", "DDWD", False),
    ("Chapel", "DWDW", True),
    ("Gym", "DDDD", False),
    ("Infirmary", "DDWW", True),
    ("Waiting Room", "WDDD", False),
    ("Workshop", "DDDW", True),
    ("Garage", "DWDD", False),
    ("Loading Dock", "DDDD", True),
    ("Archive", "DWWD", False),
    ("Generator Room", "WDDW", True),
    ("Security Desk", "DDDD", False),
    ("Corridor", "DWDW", False),
    ("Hallway", "WDWD", False),
    ("Atrium", "DDDD", True),
    ("Library", "DDWD", False),
    ("Music Room", "DWDD", True),
    ("Nursery", "WWDD", False),
    ("Dormitory", "DDDW", True),
    ("Showers", "DWDW", False),
    ("Furnace Room", "DDWD", True),
    ("Pump Room", "WDDD", False),
    ("Elevator Lobby", "DDDD", False),
    ("Attic Stairs", "DWWD", True),
    ("Trophy Room", "DDWW", False),
    ("Day Room", "DDDD", True),
    ("Supply Room", "DWDD", False),
)

ROOM_TILES: tuple[Tile, ...] = (
    *(_tile(f"room_{i:02d}", name, pattern, spawn) for i, (name, pattern, spawn) in enumerate(_ROOMS)),
    _tile("lab_a", "Lab", "DDDD", lab=True),
    _tile("lab_b", "Lab", "DWDD", spawn=True, lab=True),
)

#: the start row, left to right: open doors join neighbours (e/w) and each leads on (n)
START_TILES: tuple[Tile, ...] = (
    _tile("start_0", "Front Hall", "DDWD"),
    _tile("start_1", "Cloakroom", "DDWD", spawn=True),
    _tile("start_2", "Reception", "DDWD"),
    _tile("start_3", "Coat Check", "DDWD", spawn=True),
    _tile("start_4", "Side Hall", "DDWD"),
)

#: the exit row, shuffled face down at set-up; every exit room has a hand print and doorways on
#: every inner side (a face-down tile cannot be aligned to); only the Main Exit's n side leads out
EXIT_TILES: tuple[Tile, ...] = (
    Tile("exit_main", "Main Exit", (True, True, True, True), spawn=True, main_exit=True),
    _tile("exit_1", "Fire Escape (chained)", "WDDD", spawn=True),
    _tile("exit_2", "Back Hall", "WDDD", spawn=True),
    _tile("exit_3", "Freight Lift (dead)", "WDDD", spawn=True),
    _tile("exit_4", "Staff Exit (bricked up)", "WDDD", spawn=True),
)

TILES: dict[str, Tile] = {t.id: t for t in (*ROOM_TILES, *START_TILES, *EXIT_TILES)}

#: the face-down tile of a room that no tile could fill
INACCESSIBLE = "inaccessible"


# -- dice -----------------------------------------------------------------------------------------


class DoorFace(enum.StrEnum):
    UNLOCKED = "unlocked"
    LOCKED = "locked"
    BLOCKED = "blocked"


#: the door die's six faces
DOOR_DIE: tuple[DoorFace, ...] = (
    DoorFace.UNLOCKED,
    DoorFace.UNLOCKED,
    DoorFace.UNLOCKED,
    DoorFace.UNLOCKED,
    DoorFace.LOCKED,
    DoorFace.BLOCKED,
)

#: the Wear & Tear die's six faces: True is the broken-wrench face
WEAR_DIE: tuple[bool, ...] = (False, False, False, False, False, True)

BOARD_WIDTH = 5
ROWS = {"full": 10, "shorter": 7}
ZOMBIE_PAWNS = 43
HORDE = 5
BODY = 6
DICE_PER_SURVIVOR = 5
INVENTORY = 5
#: cards dealt to each player in the calm scavenge, by player count
CALM_DEAL = {2: 10, 3: 8, 4: 7, 5: 6, 6: 5}
