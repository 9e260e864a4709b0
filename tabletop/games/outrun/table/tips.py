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

from tabletop.core.i18n import _, translate
from tabletop.engine import text
from tabletop.engine.table_contract import Piece, pieces_of, visible_point
from tabletop.engine.tooltip import Tip
from tabletop.engine.widgets import Button
from tabletop.games.outrun.rules.content import LONG_WAY, MAJOR_SHORTCUT
from tabletop.games.outrun.rules.interference import KINDS, Kind
from tabletop.games.outrun.rules.view import CardView, OutrunView, RunnerView
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
    view: OutrunView

    @property
    def phase(self) -> str: ...

    def racing(self) -> bool: ...

    def path_hidden(self) -> bool: ...

    def tray_seat(self) -> int | None: ...

    def tray_places(self) -> list[str | None]: ...

    def hand_rects(self) -> list[tuple[CardView, pygame.Rect]]: ...

    def center_cards(self) -> list[tuple[CardView, pygame.Rect]]: ...

    def covered(self, pos: tuple[int, int]) -> bool: ...

    def shown_entry(self, seat: int) -> RunnerView: ...

    time_up_buttons: dict[int, Button]
    keep_button: Button
    take_button: Button
    stay_button: Button
    next_race_button: Button

    def still_racing(self, seat: int) -> bool: ...

    def panel_buttons(self) -> list[Button]: ...

    def next_race_shown(self) -> bool: ...


def shown_buttons(table: PieceSources) -> list[tuple[Button, str]]:
    """The table's own buttons drawn now, each with what it does: Time's up in the lane of each
    runner still racing, the choice panel's buttons, and Next race after the check."""
    shown: list[tuple[Button, str]] = []
    if table.phase == "race":
        for seat, button in table.time_up_buttons.items():
            if table.still_racing(seat):
                body = _("End this runner's race now, as if their time had run out. It asks first.")
                shown.append((button, body))
    words = {
        id(table.keep_button): _(
            "Play no interference card this round: your cards stay in your hand. It asks first."
        ),
        id(table.take_button): _("Move to the +0 place and clear your interference cards. It asks first."),
        id(table.stay_button): _("Stay on the place you won. It asks first."),
    }
    shown += [(button, words.get(id(button), "")) for button in table.panel_buttons()]
    if table.next_race_shown():
        shown.append(
            (table.next_race_button, _("When everyone has read the result, start the next countdown."))
        )
    return shown


def button_tip(table: PieceSources, pos: tuple[int, int]) -> Tip | None:
    """The tip of the table's own button under ``pos`` (None: no button of the table there)."""
    for button, body in shown_buttons(table):
        if button.contains(pos) and body:
            return Tip(text.resolve(button.label), body, pygame.Rect(button.rect))
    return None


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
    pieces += [
        Piece(f"button {text.resolve(b.label)}", pygame.Rect(b.rect)) for b, _body in shown_buttons(table)
    ]
    if tray:
        places = table.tray_places()
        for card, rect in zip(places, table_draw.tray_parts(len(places)).places, strict=False):
            if card in SPECIAL_KINDS:
                pieces.append(Piece(f"tray card {card}", pygame.Rect(rect)))
    return pieces
