"""What the Outrun table's pieces say when pointed at: the tooltips of the whole table.

:func:`table_tip` is the table's ``tip_at`` (the scene passes on to the engine's own when nothing
here answers): the hand panel's and the lanes' interference cards, the Vampire's centre cards, the
path card's steps, the monster board's places, the +0 box, the map's rooms and each lane's runner.
During a race only the interference cards explain themselves: a path symbol's step would read the
card for the one runner with the mouse, and a lane's note would cover a neighbour.

The mouse runner's special cards in their hand (the tray, :func:`tray_tip`): the tray's
special cards are those cards' own: The long way and the Major shortcut wait after the eight
movement cards as a small picture with no word on it, so a newcomer pointing at one reads the
same rule its interference card reads (issue 20, game-night play-through).  The antidote is no
interference card and is named on the lane's infection note instead.  Nothing else in the tray
has a tip: the movement cards need none, and the map's rooms under the tray must not show theirs
over the runner's cards.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.core.i18n import N_, _, ngettext, translate
from tabletop.engine import text
from tabletop.engine.table_contract import Piece, pieces_of, visible_point
from tabletop.engine.tooltip import Tip
from tabletop.engine.widgets import Button
from tabletop.games.outrun.rules.content import LONG_WAY, MAJOR_SHORTCUT, SYMBOLS_BY_ID
from tabletop.games.outrun.rules.interference import KINDS, Kind
from tabletop.games.outrun.rules.view import CardView
from tabletop.games.outrun.table import table_draw
from tabletop.games.outrun.table.choice_panel import card_title
from tabletop.games.outrun.table.table_parts import OutrunTable, before_part, curtain_part, hand_part

#: a run's special card and the interference card that lets the runner lay it
SPECIAL_KINDS: dict[str, Kind] = {LONG_WAY: Kind.THE_LONG_WAY, MAJOR_SHORTCUT: Kind.MAJOR_SHORTCUT}
#: what a centre card's tooltip adds to the card's own text (the Vampire lays it for everyone)
CENTER_ROUND = N_("The Vampire laid it in the centre: it counts for every runner, for this round only.")
CENTER_KEPT = N_(
    "The Vampire laid it in the centre: it counts for every runner until another such card replaces it."
)


def tray_tip(places: Sequence[str | None], pos: tuple[int, int]) -> Tip | None:
    """The tip of the special card under ``pos`` in a tray holding ``places`` (None: none there)."""
    for card, rect in zip(places, table_draw.tray_parts(len(places)).places, strict=False):
        kind = SPECIAL_KINDS.get(card) if card is not None else None
        if kind is not None and rect.collidepoint(pos):
            info = KINDS[kind]
            return Tip(translate(info.name), translate(info.text), rect)
    return None


def table_tip(table: OutrunTable, pos: tuple[int, int]) -> Tip | None:
    """The tip of the table's piece under ``pos`` (None: the engine's own tips answer)."""
    racing = table.racing()
    if table.hand.seat() is not None and table_draw.TRAY_PANEL.collidepoint(pos):
        return tray_tip(table.hand.places(), pos)  # the hand covers the map: no room's tip here
    for card, rect in table.panel.hand_rects():
        if rect.collidepoint(pos):
            return card_tip(card, rect)
    for card, rect in center_cards(table):
        if rect.collidepoint(pos) and not covered(table, pos):
            return center_tip(card, rect)
    layout, view = table.layout, table.view
    for index, (symbol, square) in enumerate(table_draw.symbol_spots(layout.path_card, view)):
        if square.collidepoint(pos) and table.phase != "reveal" and not table.path_hidden() and not racing:
            return Tip(
                translate(SYMBOLS_BY_ID[symbol].name),
                _("Step {number} of the path, counted from the glowing start.").format(number=index + 1),
                square,
            )
    for place, box in layout.places.items():
        if pygame.Rect(box).collidepoint(pos):
            value = view["board"]["values"][place - 1]
            body = ngettext(
                "A runner here moves {count} room.", "A runner here moves {count} rooms.", value
            ).format(count=value)
            if place in view["board"]["blocked"]:
                body = _("Not used with this many runners.")
            return Tip(_("Place {number}").format(number=place), body, pygame.Rect(box))
    if pygame.Rect(layout.zero_box).collidepoint(pos):
        return Tip(
            _("The +0 box"), _("Wrong runners wait here and do not move."), pygame.Rect(layout.zero_box)
        )
    for index, room in enumerate(layout.rooms_in_play(int(view["boards"]))):
        if pygame.Rect(room).collidepoint(pos):
            return Tip(
                _("Room {number}").format(number=index + 1),
                _("The first runner out past the last room wins."),
                pygame.Rect(room),
            )
    return lane_tip(table, pos, racing)


def lane_tip(table: OutrunTable, pos: tuple[int, int], racing: bool) -> Tip | None:
    """A card in front of a runner, or (not during a race) the runner's lane: who, with what."""
    for seat, lane in enumerate(table.lanes):
        entry = table.shown_entry(seat)
        front = entry["interference"]
        for card, rect in zip(front, table_draw.front_rects(lane, len(front)), strict=True):
            if rect.collidepoint(pos):
                return card_tip(card, rect)
        if pygame.Rect(lane.rect).collidepoint(pos) and not racing:
            device = table.controls_label(seat)
            body = (
                _("Plays with: {device}. Interference cards in hand: {count}.")
                if device
                else _("Interference cards in hand: {count}.")
            )
            return Tip(
                table.session.seats[seat].name,
                body.format(device=device, count=entry["hand_count"]),
                pygame.Rect(lane.rect),
            )
    return None


def center_cards(table: OutrunTable) -> list[tuple[CardView, pygame.Rect]]:
    """The Vampire's centre cards as the table shows them, each with its rectangle."""
    center = table.shown_center()[:2]
    rects = table_draw.center_rects(pygame.Rect(table.layout.zones["center_cards"]), len(center))
    return list(zip(center, rects, strict=True))


def covered(table: OutrunTable, pos: tuple[int, int]) -> bool:
    """A panel over the middle of the table (the hand, a relay's curtain, the pads' question)
    hides what lies under ``pos``."""
    panels = (hand_part(table), curtain_part(table), before_part(table))
    return any(part is not None and part.area.collidepoint(pos) for part in panels)


def center_tip(card: CardView, rect: pygame.Rect) -> Tip:
    """A centre card's tooltip: what it does, and that against the Vampire it counts for everyone."""
    info = KINDS[Kind(card["kind"])]
    lasts = _(CENTER_ROUND) if card["lasts"] == "round" else _(CENTER_KEPT)
    return Tip(card_title(card), f"{translate(info.text)} {lasts}", rect)


def card_tip(card: CardView, rect: pygame.Rect) -> Tip:
    info = KINDS[Kind(card["kind"])]
    return Tip(card_title(card), translate(info.text), rect)


def shown_buttons(table: OutrunTable) -> list[tuple[Button, str]]:
    """The table's own buttons drawn now, each with what it does: Time's up in the lane of each
    runner still racing, the choice panel's buttons, and Next race after the check."""
    shown: list[tuple[Button, str]] = []
    if table.phase == "race":
        for seat, button in table.time_up_buttons.items():
            if table.still_racing(seat):
                body = _("End this runner's race now, as if their time had run out. It asks first.")
                shown.append((button, body))
    panel = table.panel
    words = {
        id(panel.keep_button): _(
            "Play no interference card this round: your cards stay in your hand. It asks first."
        ),
        id(panel.take_button): _("Move to the +0 place and clear your interference cards. It asks first."),
        id(panel.stay_button): _("Stay on the place you won. It asks first."),
    }
    shown += [(button, words.get(id(button), "")) for button in panel.buttons()]
    if table.next_race_shown():
        shown.append(
            (table.next_race_button, _("When everyone has read the result, start the next countdown."))
        )
    return shown


def button_tip(table: OutrunTable, pos: tuple[int, int]) -> Tip | None:
    """The tip of the table's own button under ``pos`` (None: no button of the table there)."""
    for button, body in shown_buttons(table):
        if button.contains(pos) and body:
            return Tip(text.resolve(button.label), body, pygame.Rect(button.rect))
    return None


def drawn_pieces(table: OutrunTable) -> list[Piece]:
    """Every piece of the table that explains itself now (``TableFor.drawn_pieces``), each probed
    where nothing drawn over it (the mouse runner's hand, a panel) hides it: the hand's and the
    centre's cards, the path's steps, the places, the +0 box, the rooms, each lane's interference
    cards and, outside a race, the lanes (during one a lane's note would cover its neighbour)."""
    tray = table.hand.seat() is not None

    def shown(pos: tuple[int, int]) -> bool:
        return not (tray and table_draw.TRAY_PANEL.collidepoint(pos)) and not covered(table, pos)

    def probed(name: str, rect: pygame.Rect | tuple[int, int, int, int]) -> list[Piece]:
        at = visible_point(pygame.Rect(rect), shown)
        return [] if at is None else [Piece(name, pygame.Rect(rect), at)]

    racing = table.racing()
    pieces = pieces_of("hand card", (rect for _card, rect in table.panel.hand_rects()))
    for number, (_card, rect) in enumerate(center_cards(table), 1):
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
        places = table.hand.places()
        for card, rect in zip(places, table_draw.tray_parts(len(places)).places, strict=False):
            if card in SPECIAL_KINDS:
                pieces.append(Piece(f"tray card {card}", pygame.Rect(rect)))
    return pieces
