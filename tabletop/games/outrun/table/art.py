"""The Outrun art the table draws, loaded once per size, and the card pictures it composes.

The art carries no words (``art/README.md``): the table writes the symbols of Not that way and
Switcheroo and The long way's number into the slots the art leaves for them, at these rects of
the 160 x 224 card (the same numbers as ``build_scripts/art_outrun.py``).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.engine import text
from tabletop.games.outrun.rules.view import CardView
from tabletop.paths import art_path

CARD_SIZE = (160, 224)
NOT_THAT_WAY_SLOT_RECT = (48, 28, 64, 64)
SWITCHEROO_SLOT_RECTS = ((18, 38, 44, 44), (98, 38, 44, 44))
LONG_WAY_SLOT_RECT = (88, 36, 40, 40)
#: a map room (80 x 74) writes its number in its top-left corner, at readable size (24 px bold:
#: "27" is 34 x 28); each board's furniture (portraits, plinths, crates, a shelf) stands at these
#: rects of the room, clear of the number, so both read (the same numbers as ``art_outrun.py``)
ROOM_NUMBER_RECT = (3, 1, 40, 30)
ROOM_PROP_RECTS: dict[str, tuple[tuple[int, int, int, int], ...]] = {
    "vampire": ((46, 4, 12, 15), (62, 4, 12, 15)),  # two portraits on the far wall
    "bear": ((7, 45, 14, 22), (59, 45, 14, 22)),  # a wax figure's head on its plinth, each side
    "zombie": ((60, 7, 13, 13), (7, 54, 13, 13)),  # prop crates in the free corners
    "dragon": ((7, 60, 66, 10),),  # a shelf of lanterns along the near wall
}


@lru_cache(maxsize=512)
def image(name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    """``art/outrun/{name}.png``, scaled to ``size`` (shared: blit it, never draw on it)."""
    picture = pygame.image.load(str(art_path("outrun", f"{name}.png")))
    if pygame.display.get_surface() is not None:
        picture = picture.convert_alpha()
    return pygame.transform.smoothscale(picture, size) if size else picture


def run_card(card: str, size: tuple[int, int]) -> pygame.Surface:
    """A card of a run: a movement card, or the special card it is (The long way, the Major
    shortcut as interference pictures, the antidote as the infected side)."""
    if card == "long_way":
        return image("interference_the_long_way", size)
    if card == "major_shortcut":
        return image("interference_major_shortcut", size)
    if card == "antidote":
        return image("infected", size)
    return image(f"move_{card}", size)


def interference(card: CardView, size: tuple[int, int]) -> pygame.Surface:
    """An interference card with its symbols or number in the art's slots (no words on it)."""
    return _interference(card["kind"], tuple(card["symbols"]), card["after"], size)


@lru_cache(maxsize=256)
def _interference(
    kind: str, symbols: tuple[str, ...], after: int | None, size: tuple[int, int]
) -> pygame.Surface:
    face = image(f"interference_{kind}").copy()
    if kind == "not_that_way" and symbols:
        x, y, w, h = NOT_THAT_WAY_SLOT_RECT
        face.blit(image(f"symbol_{symbols[0]}", (w, h)), (x, y))
    elif kind == "switcheroo":
        for (x, y, w, h), symbol in zip(SWITCHEROO_SLOT_RECTS, symbols, strict=False):
            face.blit(image(f"symbol_{symbol}", (w, h)), (x, y))
    elif kind == "the_long_way" and after is not None:
        x, y, w, h = LONG_WAY_SLOT_RECT
        number = text.render(str(after), 32, (250, 200, 70), bold=True, decoration=True)
        face.blit(number, number.get_rect(center=(x + w // 2, y + h // 2)))
    return pygame.transform.smoothscale(face, size)
