"""What the mouse runner's special cards say when pointed at in their hand (the tray).

During a race only the interference cards explain themselves (``OutrunScene.tip_at``); the tray's
special cards are those cards' own: The long way and the Major shortcut wait after the eight
movement cards as a small picture with no word on it, so a newcomer pointing at one reads the
same rule its interference card reads (issue 20, game-night play-through).  The antidote is no
interference card and is named on the lane's infection note instead.  Nothing else in the tray
has a tip: the movement cards need none, and the map's rooms under the tray must not show theirs
over the runner's cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import pygame

from tabletop.core.i18n import translate
from tabletop.engine.table_contract import Piece, pieces_of, visible_point
from tabletop.engine.tooltip import Tip
from tabletop.games.outrun.rules.content import LONG_WAY, MAJOR_SHORTCUT
from tabletop.games.outrun.rules.interference import KINDS, Kind
from tabletop.games.outrun.table import table_draw

#: a run's special card and the interference card that lets the runner lay it
SPECIAL_KINDS: dict[str, Kind] = {LONG_WAY: Kind.THE_LONG_WAY, MAJOR_SHORTCUT: Kind.MAJOR_SHORTCUT}


def tray_tip(places: Sequence[str | None], pos: tuple[int, int]) -> Tip | None:
    """The tip of the special card under ``pos`` in a tray holding ``places`` (None: none there)."""
    for card, rect in zip(places, table_draw.tray_parts(len(places)).places, strict=False):
        kind = SPECIAL_KINDS.get(card) if card is not None else None
        if kind is not None and rect.collidepoint(pos):
            info = KINDS[kind]
            return Tip(translate(info.name), translate(info.text), rect)
    return None


class PieceSources(Protocol):
    """The parts of the Outrun table its pieces are read from (the scene has them all)."""

    layout: Any
    lanes: Any
    view: dict[str, Any]

    @property
    def phase(self) -> str: ...

    def racing(self) -> bool: ...

    def path_hidden(self) -> bool: ...

    def tray_seat(self) -> int | None: ...

    def tray_places(self) -> list[str | None]: ...

    def hand_rects(self) -> list[tuple[dict[str, Any], pygame.Rect]]: ...

    def center_cards(self) -> list[tuple[dict[str, Any], pygame.Rect]]: ...

    def covered(self, pos: tuple[int, int]) -> bool: ...

    def shown_entry(self, seat: int) -> dict[str, Any]: ...


def drawn_pieces(table: PieceSources) -> list[Piece]:
    """Every piece of the table that explains itself now (``TableFor.drawn_pieces``), each probed
    where nothing drawn over it (the mouse runner's hand, a panel) hides it: the hand's and the
    centre's cards, the path's steps, the places, the +0 box, the rooms, each lane's interference
    cards and, outside a race, the lanes (during one a lane's note would cover its neighbour)."""
    tray = table.tray_seat() is not None

    def shown(pos: tuple[int, int]) -> bool:
        return not (tray and table_draw.TRAY_PANEL.collidepoint(pos)) and not table.covered(pos)

    def probed(name: str, rect: pygame.Rect) -> list[Piece]:
        at = visible_point(pygame.Rect(rect), shown)
        return [] if at is None else [Piece(name, pygame.Rect(rect), at)]

    racing = table.racing()
    pieces = pieces_of("hand card", (rect for _card, rect in table.hand_rects()))
    for number, (_card, rect) in enumerate(table.center_cards(), 1):
        pieces += probed(f"centre card {number}", rect)
    if table.phase != "reveal" and not table.path_hidden() and not racing:
        for number, (_symbol, square) in enumerate(
            table_draw.symbol_spots(table.layout.path_card, table.view), 1
        ):
            pieces += probed(f"path step {number}", square)
    for place, box in table.layout.places.items():
        pieces += probed(f"place {place}", box)
    pieces += probed("the +0 box", table.layout.zero_box)
    for number, room in enumerate(table.layout.rooms_in_play(int(table.view["boards"])), 1):
        pieces += probed(f"room {number}", room)
    for seat, lane in enumerate(table.lanes):
        cards = table.shown_entry(seat)["interference"]
        for number, rect in enumerate(table_draw.front_rects(lane, len(cards)), 1):
            pieces += probed(f"lane {seat} interference card {number}", rect)
        if not racing:
            pieces += probed(f"lane {seat}", lane.rect)
    if tray:
        places = table.tray_places()
        for card, rect in zip(places, table_draw.tray_parts(len(places)).places, strict=False):
            if card in SPECIAL_KINDS:
                pieces.append(Piece(f"tray card {card}", pygame.Rect(rect)))
    return pieces
