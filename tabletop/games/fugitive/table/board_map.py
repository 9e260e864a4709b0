"""Which board the Fugitive table uses and the zones its scene cannot work without.

Kept apart from the rules (which know nothing of screens) and from the scene (which imports
pygame), so tests can check the map against this list without a window.
"""

from __future__ import annotations

from tabletop.core.layout import Layout, load_layout
from tabletop.paths import map_path

MAP = "fugitive.tmx"

REQUIRED_ZONES: tuple[str, ...] = (
    "deck_1",
    "deck_2",
    "deck_3",
    "hideout_row",
    "pending",
    "hand_fugitive",
    "hand_marshal",
    "notepad",
    "event_area",
    "hud_top",
    "log",
    "menu_button",
    "action_bar",
)

#: the zone holding each seat's hand (seat 0 is the Fugitive, seat 1 the Marshal)
HAND_ZONES: tuple[str, str] = ("hand_fugitive", "hand_marshal")

#: draw pile zone names in deck order 1, 2, 3
DECK_ZONES: tuple[str, str, str] = ("deck_1", "deck_2", "deck_3")


def load() -> Layout:
    """The Fugitive table, checked for every required zone."""
    return load_layout(map_path(MAP), REQUIRED_ZONES)
