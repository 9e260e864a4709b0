"""The still picture of the Fugitive table: the piles, the row of hideouts with their sprint
cards and the next slot, the bench panel beside it and the hands.

Plain functions that paint what they are given (the seat's view and the pieces' places), as the
seat on screen may see it; the table calls them when its still layer is repainted.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

import pygame

from tabletop.core.i18n import _, ngettext
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.piles import PileSprite
from tabletop.games.fugitive.rules.view import HideoutView, PendingView
from tabletop.games.fugitive.table import art as ts
from tabletop.games.fugitive.table.seat_view import (
    ESCAPE,
    FUGITIVE,
    GUESS_PHASES,
    MARSHAL,
    NORMAL_RANGE,
    PLACE_PHASES,
    SeatView,
)


def draw_piles(surface: pygame.Surface, piles: Sequence[PileSprite], seen: SeatView) -> None:
    """The three piles, the ones the seat may take from now glowing with their key number."""
    specials = seen.view.get("special_in_decks", [0, 0, 0])
    for deck, pile in enumerate(piles, start=1):
        legal = seen.pile_legal(deck)
        pile.highlight = False
        pile.label = ""
        pile.draw(surface)
        top = pile.top_rect
        if pile.count <= 0:
            txt.draw_text(
                surface,
                _("empty"),
                top.center,
                txt.READABLE,
                theme.TEXT_DIM,
                "center",
                max_width=top.width - 8,
            )
        if legal:
            theme.blit_glow(surface, top, theme.HIGHLIGHT, theme.CARD_RADIUS, 4, 0.9)
            # the key that draws from it: a shortcut, its pile is the thing to read
            ts.pill(
                surface,
                str(deck),
                (top.left + 18, top.top + 18),
                20,
                theme.PRIMARY,
                theme.PRIMARY_TEXT,
                condensed=False,
                decoration=True,
            )
        special = int(specials[deck - 1]) if deck - 1 < len(specials) else 0
        if special:
            lines = txt.wrap(
                ngettext("{count} event", "{count} events", special).format(count=special),
                ts.TAG_SIZE,
                top.width - 16,
                bold=True,
                condensed=True,
            )
            step = txt.line_height(ts.TAG_SIZE, True, True)
            y = top.bottom - 20 - step * (len(lines) - 1)
            for line in lines:
                ts.pill(
                    surface,
                    line,
                    (top.centerx, y),
                    ts.TAG_SIZE,
                    (60, 20, 60, 235),
                    (255, 220, 255),
                    (220, 120, 220),
                )
                y += step


def _lines(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    width: int,
    size: int,
    colour: theme.Colour,
    bold: bool = False,
    bottom: bool = False,
) -> int:
    """``text`` wrapped to ``width`` from ``pos`` (or up to it, with ``bottom``); returns the
    height used."""
    lines = txt.wrap(text, size, width, bold)
    step = txt.line_height(size, bold)
    x, y = pos
    if bottom:
        y -= step * len(lines)
    for line in lines:
        txt.draw_text(surface, line, (x, y), size, colour, "topleft", bold=bold)
        y += step
    return step * len(lines)


WARN = (255, 150, 100)


def draw_bench(
    surface: pygame.Surface, rect: pygame.Rect, seen: SeatView, chosen: Sequence[int], warning: str = ""
) -> None:
    """The panel beside the row: the placement in progress, the reach, or the guess (``chosen``,
    with ``warning`` when a number in it cannot be a hideout)."""
    view = seen.view
    pending = view.get("pending")
    active = seen.fugitive_acting() and seen.phase in (*PLACE_PHASES, "placing")
    ts.panel(surface, rect, (*theme.HIGHLIGHT, 120) if active else theme.PANEL_BORDER)
    x, y, w = rect.left + 18, rect.top + 12, rect.width - 36
    size = txt.READABLE
    card = None if pending is None else pending["card"]
    if seen.viewer == FUGITIVE and pending is not None and card is not None:
        sprint = sum(seen.sprint_of(c) for c in pending.get("sprint_cards") or [])
        needed = int(pending.get("needed") or 0)
        txt.draw_text(
            surface,
            _("New hideout {card}").format(card=card),
            (x, y),
            30,
            theme.TEXT,
            "topleft",
            bold=True,
            max_width=w,
        )
        free = NORMAL_RANGE + seen.range_bonus()
        line = _("From {last}: +{free} free, sprint +{sprint}").format(
            last=seen.last_card(), free=free, sprint=sprint
        )
        _lines(surface, line, (x, y + 44), w, size, theme.TEXT_DIM)
        if needed > 0:
            status, colour = _("Needs +{count} more sprint").format(count=needed), WARN
        else:
            status, colour = _("Ready: press Confirm hideout"), (130, 230, 150)
        _lines(surface, status, (x, rect.bottom - 12), w, 26, colour, bold=True, bottom=True)
        return
    if seen.viewer == FUGITIVE and seen.last_card() < ESCAPE:
        last = seen.last_card()
        normal = seen.normal_reach()
        reach = seen.reach()
        txt.draw_text(surface, _("Next hideout"), (x, y), size, theme.TEXT_DIM, "topleft", bold=True)
        span = f"{last + 1}–{normal}" if normal > last + 1 else str(normal)
        txt.draw_text(surface, span, (x, y + 30), 46, theme.TEXT, "topleft", bold=True)
        if seen.no_sprint():
            _lines(surface, _("Roadblock: no sprint cards this turn"), (x, y + 88), w, size, WARN)
        elif reach > normal:
            _lines(
                surface,
                _("up to {reach} with sprint cards").format(reach=reach),
                (x, y + 88),
                w,
                size,
                theme.TEXT_DIM,
            )
        if active and seen.phase in PLACE_PHASES and not view.get("playable"):
            _lines(
                surface,
                _("No card fits: you must Pass"),
                (x, rect.bottom - 12),
                w,
                size,
                (255, 180, 120),
                True,
                True,
            )
        return
    if seen.viewer == MARSHAL and seen.phase in GUESS_PHASES and seen.acting():
        txt.draw_text(surface, _("Your guess"), (x, y), size, theme.TEXT_DIM, "topleft", bold=True)
        words = ", ".join(str(n) for n in chosen) if chosen else "—"
        _lines(surface, words, (x, y + 30), w, 36, theme.TEXT if chosen else theme.TEXT_DIM, bold=True)
        if warning:
            _lines(surface, warning, (x, rect.bottom - 10), w, size, WARN, bold=True, bottom=True)
        else:
            hint = (
                _("A single miss ends the manhunt")
                if seen.phase == "manhunt"
                else _("All numbers must be right to reveal any")
            )
            _lines(surface, hint, (x, rect.bottom - 10), w, size, theme.TEXT_DIM, bottom=True)
        return
    down = int(view.get("face_down", 0))
    counts = view.get("hand_counts", {})
    number = txt.render(str(down), 52, theme.TEXT, bold=True)
    surface.blit(number, number.get_rect(topright=(rect.right - 18, y - 4)))
    y += _lines(
        surface, _("Face-down hideouts"), (x, y), w - number.get_width() - 12, size, theme.TEXT_DIM, True
    )
    y = max(y + 8, rect.top + 76)
    found = [
        card for h in seen.hideouts() if h["revealed"] and (card := h["card"]) is not None and card != ESCAPE
    ]
    y += _lines(
        surface,
        _("Highest found: {number}").format(number=max(found, default=0)),
        (x, y),
        w,
        size,
        theme.TEXT,
    )
    held = int(counts.get("0", 0))
    words = ngettext("Fugitive holds {count} card", "Fugitive holds {count} cards", held).format(count=held)
    _lines(surface, words, (x, y + 4), w, size, theme.TEXT_DIM)


class RowPainter:
    """Paints the row of hideouts: the placed ones, the pending one and the next slot.

    ``hidden`` places are left empty (their card is travelling or turning over), ``held_sprints``
    of the pending hideout's sprint cards are still in the air, and with the ``assist`` on, the
    Marshal sees each face-down hideout's possible ``ranges`` under it."""

    def __init__(
        self,
        geometry: ts.RowGeometry,
        seen: SeatView,
        hidden: Collection[int] = (),
        held_sprints: int = 0,
        ranges: Sequence[tuple[int, int] | None] = (),
        assist: bool = False,
    ) -> None:
        self.geometry = geometry
        self.seen = seen
        self.hidden = hidden
        self.held_sprints = held_sprints
        self.ranges = ranges
        self.assist = assist

    def draw(self, surface: pygame.Surface) -> None:
        geometry = self.geometry
        if not geometry.cells:
            return
        seen = self.seen
        for index, hideout in enumerate(seen.hideouts()):
            if index < len(geometry.cells):
                self._draw_place(surface, index, hideout)
        pending = seen.view.get("pending")
        if pending is not None and seen.next_index < len(geometry.cells):
            self._draw_pending(surface, seen.next_index, pending)
        elif seen.show_next_slot() and seen.next_index < len(geometry.cells):
            self._draw_slot(surface, seen.next_index)

    def _draw_place(self, surface: pygame.Surface, index: int, hideout: HideoutView) -> None:
        geometry = self.geometry
        seen = self.seen
        cell = geometry.cells[index]
        strip = geometry.strip_rect(index)
        revealed = bool(hideout.get("revealed"))
        sprint_cards = hideout.get("sprint_cards")
        count = int(hideout.get("sprints", 0))
        two_lines = False
        if sprint_cards is not None and count:
            table = seen.view.get("sprint_table", {})
            two_lines = ts.draw_sprint_faces(surface, geometry, index, sprint_cards, table).two_lines
        elif count:
            ts.draw_sprint_backs(surface, strip, count)
        if index in self.hidden:
            return
        card = hideout.get("card")
        over = seen.phase == "over"
        room = geometry.place_width()
        if card is None:
            ts.blit_card(surface, ts.hideout_back(), cell)
        else:
            ts.blit_card(surface, ts.card_face(int(card)), cell)
            tag_at = (cell.centerx, cell.top + cell.height * 30 // 100)
            if not revealed and index > 0:
                surface.blit(ts.veil(cell.size), cell)
                label = _("missed") if over else _("hidden")
                ts.tag(
                    surface, label, tag_at, room, (16, 20, 40, 235), (200, 210, 255), (120, 140, 220), "eye"
                )
            elif revealed and index > 0 and seen.viewer == FUGITIVE:
                ts.tag(surface, _("found"), tag_at, room, (30, 110, 60, 240), (230, 255, 235), None, "check")
        if two_lines:
            return
        label_pos = geometry.label_pos(index)
        span = self.ranges[index] if index < len(self.ranges) else None
        if not revealed and card is None and span is not None and self.assist:
            low, high = span
            text = str(low) if low == high else f"{low}–{high}"
            ts.pill(surface, text, label_pos, ts.TAG_SIZE, (250, 240, 180, 240), (40, 36, 20))
        elif index == 0:
            txt.draw_text(
                surface,
                _("start"),
                label_pos,
                ts.TAG_SIZE,
                theme.TEXT_DIM,
                "center",
                bold=True,
                condensed=True,
            )

    def _draw_pending(self, surface: pygame.Surface, index: int, pending: PendingView) -> None:
        geometry = self.geometry
        cell = geometry.cells[index]
        strip = geometry.strip_rect(index)
        cards = pending.get("sprint_cards")
        count = int(pending.get("sprints", 0)) - self.held_sprints
        if cards is not None:
            table = self.seen.view.get("sprint_table", {})
            ts.draw_sprint_faces(surface, geometry, index, cards[: max(0, count)], table)
        elif count > 0:
            ts.draw_sprint_backs(surface, strip, count)
        if index in self.hidden:
            return
        card = pending.get("card")
        art = ts.card_face(int(card)) if card is not None else ts.hideout_back()
        theme.blit_glow(surface, cell, theme.HIGHLIGHT, theme.CARD_RADIUS, 4, 0.7)
        ts.blit_card(surface, art, cell)
        # what the new hideout still needs, on the card (its sprint cards may fill the band below)
        at = (cell.centerx, cell.top + cell.height * 30 // 100)
        room = geometry.place_width()
        needed = pending.get("needed")
        if needed is not None and int(needed) > 0:
            label, fill, ink = _("+{count} needed").format(count=needed), (120, 40, 20, 240), (255, 220, 200)
        elif needed is not None:
            label, fill, ink = _("ready"), (30, 110, 60, 240), (230, 255, 235)
        else:
            label, fill, ink = _("placing…"), (40, 40, 60, 230), theme.TEXT
        if ts.pill_rect(label, at, ts.TAG_SIZE).width <= room + 40:
            ts.pill(surface, label, at, ts.TAG_SIZE, fill, ink)

    def _draw_slot(self, surface: pygame.Surface, index: int) -> None:
        cell = self.geometry.cells[index]
        art = ts.slot_placeholder()
        active = self.seen.fugitive_acting() and self.seen.phase in PLACE_PHASES
        if art is not None:
            surface.blit(ts.card_image(art, cell.size), cell)
        else:
            surface.blit(
                theme.rounded(cell.size, theme.ZONE_FILL, theme.CARD_RADIUS, 2, theme.ZONE_BORDER), cell
            )
        if active:
            theme.blit_glow(surface, cell, theme.HIGHLIGHT, theme.CARD_RADIUS, 3, 0.6)
        txt.draw_text(
            surface,
            _("next"),
            self.geometry.label_pos(index),
            ts.TAG_SIZE,
            theme.TEXT_DIM if not active else theme.HIGHLIGHT,
            "center",
            bold=True,
            condensed=True,
        )


def draw_hand_area(
    surface: pygame.Surface,
    zone: pygame.Rect,
    hand_rect: pygame.Rect,
    other_card: pygame.Rect,
    card_size: tuple[int, int],
    seen: SeatView,
    seat_role: Callable[[int], str],
) -> None:
    """Labels of the hand zone and the other player's hand as a counted stack of backs (both
    hands as stacks for a table nobody sits at)."""
    counts = seen.view.get("hand_counts", {})
    if seen.viewer is None:
        for i, seat in enumerate((FUGITIVE, MARSHAL)):
            rect = pygame.Rect(0, 0, *card_size)
            rect.center = (zone.left + 260 + i * 380, zone.centery + 8)
            draw_counted_stack(surface, rect, int(counts.get(str(seat), 0)), _(seat_role(seat)))
        return
    other = MARSHAL if seen.viewer == FUGITIVE else FUGITIVE
    draw_counted_stack(
        surface,
        other_card,
        int(counts.get(str(other), 0)),
        _("{role}'s hand").format(role=_(seat_role(other))),
    )
    if not seen.my_hand():
        message = _("Your drawn cards will show here") if seen.viewer == MARSHAL else _("Your hand is empty")
        txt.draw_text(surface, message, hand_rect.center, 28, theme.TEXT_DIM, "center")


def draw_counted_stack(surface: pygame.Surface, rect: pygame.Rect, count: int, label: str) -> None:
    pile = PileSprite(rect.center, ts.hideout_back(), count, "", rect.size, max_layers=4)
    pile.draw(surface)
    size = txt.READABLE
    lines = txt.wrap(label, size, rect.width + 100, bold=True)
    step = txt.line_height(size, True)
    y = rect.top - 12 - step * len(lines)
    for line in lines:
        txt.draw_text(surface, line, (rect.centerx, y), size, theme.TEXT, "midtop", bold=True, shadow=True)
        y += step
