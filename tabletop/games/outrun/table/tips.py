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
from typing import Any

import pygame

from tabletop.core.i18n import N_, _, ngettext, translate
from tabletop.engine.tooltip import Tip
from tabletop.games.outrun.rules.content import LONG_WAY, MAJOR_SHORTCUT, SYMBOLS_BY_ID
from tabletop.games.outrun.rules.interference import KINDS, Kind
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


def center_cards(table: OutrunTable) -> list[tuple[dict[str, Any], pygame.Rect]]:
    """The Vampire's centre cards as the table shows them, each with its rectangle."""
    center = table.shown_center()[:2]
    rects = table_draw.center_rects(pygame.Rect(table.layout.zones["center_cards"]), len(center))
    return list(zip(center, rects, strict=True))


def covered(table: OutrunTable, pos: tuple[int, int]) -> bool:
    """A panel over the middle of the table (the hand, a relay's curtain, the pads' question)
    hides what lies under ``pos``."""
    panels = (hand_part(table), curtain_part(table), before_part(table))
    return any(part is not None and part.area.collidepoint(pos) for part in panels)


def center_tip(card: dict[str, Any], rect: pygame.Rect) -> Tip:
    """A centre card's tooltip: what it does, and that against the Vampire it counts for everyone."""
    info = KINDS[Kind(card["kind"])]
    lasts = _(CENTER_ROUND) if card["lasts"] == "round" else _(CENTER_KEPT)
    return Tip(card_title(card), f"{translate(info.text)} {lasts}", rect)


def card_tip(card: dict[str, Any], rect: pygame.Rect) -> Tip:
    info = KINDS[Kind(card["kind"])]
    return Tip(card_title(card), translate(info.text), rect)
