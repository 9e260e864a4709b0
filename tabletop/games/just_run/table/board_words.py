"""The board's words: the room tiles' printed names, marked for translation (the board writes each
room's name in the player's language, ``_(name)``; the names themselves are data in
``rules/content.py``, which must stay free of the table's words; a test checks this list covers
every tile), and the names of a room's sides as the screen shows them.

The rules name sides by the compass (``"n"``, ``"e"``...), but the building lies sideways on the
screen (see :mod:`board_geometry`): north is on the right.  So the table never says "north"; it
says where the side is on screen: "the right-hand door", "go up into the Kitchen"."""

from __future__ import annotations

from tabletop.core.i18n import N_, Np_, _
from tabletop.games.just_run.rules.content import SIDES
from tabletop.games.just_run.table import board_geometry as geo

TILE_NAMES: tuple[str, ...] = (
    N_("Archive"),
    N_("Atrium"),
    N_("Attic Stairs"),
    N_("Back Hall"),
    N_("Boiler Room"),
    N_("Break Room"),
    N_("Cafeteria"),
    N_("Chapel"),
    N_("Cloakroom"),
    N_("Coat Check"),
    N_("Conference Room"),
    N_("Copy Room"),
    N_("Corridor"),
    N_("Day Room"),
    N_("Dormitory"),
    N_("Elevator Lobby"),
    N_("Fire Escape (chained)"),
    N_("Freight Lift (dead)"),
    N_("Front Hall"),
    N_("Furnace Room"),
    N_("Garage"),
    N_("Generator Room"),
    N_("Gym"),
    N_("Hallway"),
    N_("Infirmary"),
    N_("Janitor's Closet"),
    N_("Kitchen"),
    N_("Lab"),
    N_("Laundry"),
    N_("Library"),
    N_("Loading Dock"),
    N_("Lobby"),
    N_("Locker Room"),
    N_("Mail Room"),
    N_("Main Exit"),
    N_("Music Room"),
    N_("Nursery"),
    N_("Office"),
    N_("Pantry"),
    N_("Pump Room"),
    N_("Reception"),
    N_("Records Room"),
    N_("Restroom"),
    N_("Security Desk"),
    N_("Server Room"),
    N_("Showers"),
    N_("Side Hall"),
    N_("Staff Exit (bricked up)"),
    N_("Stairwell"),
    N_("Storage Closet"),
    N_("Supply Room"),
    N_("Trophy Room"),
    N_("Waiting Room"),
    N_("Workshop"),
)


_TILE_SET = frozenset(TILE_NAMES)


def room_name(name: str) -> str:
    """A room tile's name in the current language (a name not on the list as it is)."""
    return _(name) if name in _TILE_SET else name


#: a side named as an adjective by its place on screen ("the right-hand door"); Polish puts
#: these after the noun ("drzwi po prawej"), so every phrase using them reads in both languages
SCREEN_PLACES: dict[str, str] = {
    "right": Np_("side of a room on screen", "right-hand"),
    "left": Np_("side of a room on screen", "left-hand"),
    "top": Np_("side of a room on screen", "upper"),
    "bottom": Np_("side of a room on screen", "lower"),
}
#: the way out through a side, as the screen shows it ("go right into the Kitchen")
SCREEN_WAYS: dict[str, str] = {
    "right": Np_("way on screen", "right"),
    "left": Np_("way on screen", "left"),
    "top": Np_("way on screen", "up"),
    "bottom": Np_("way on screen", "down"),
}


def screen_edge(side: str) -> str:
    """Where a room's side (``"n"``, ``"e"``, ``"s"``, ``"w"``) is drawn: ``"right"``, ``"left"``,
    ``"top"`` or ``"bottom"``, read off the board's geometry so the words follow its drawing."""
    x, y, w, h = geo.room_rect(1, 0, 0)
    sx, sy = geo.side_centre(1, 0, 0, side)
    dx, dy = sx - (x + w / 2), sy - (y + h / 2)
    if abs(dx) > abs(dy):
        return "right" if dx > 0 else "left"
    return "bottom" if dy > 0 else "top"


def side_place(side: str) -> str:
    """A side's name as the screen shows it, in the current language ("right-hand", "po prawej")."""
    return _(SCREEN_PLACES[screen_edge(side)]) if side in SIDES else side


def side_way(side: str) -> str:
    """The way through a side as the screen shows it, in the current language ("up", "w górę")."""
    return _(SCREEN_WAYS[screen_edge(side)]) if side in SIDES else side
