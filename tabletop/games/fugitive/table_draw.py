"""The still picture of the Fugitive table: the piles, the row of hideouts with their sprint
cards and the next slot, the bench panel beside it and the hands.

Plain functions that paint what they are given (the seat's view and the pieces' places), as the
seat on screen may see it; the table calls them when its still layer is repainted.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

import pygame

from tabletop.core.i18n import _, ngettext
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.piles import PileSprite
from tabletop.games.fugitive import table_sprites as ts
from tabletop.games.fugitive.seat_view import (
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
        pile.draw(surface)
        if legal:
            theme.blit_glow(surface, pile.top_rect, theme.HIGHLIGHT, theme.CARD_RADIUS, 4, 0.9)
            ts.pill(
                surface,
                str(deck),
                (pile.top_rect.left + 18, pile.top_rect.top + 18),
                20,
                theme.PRIMARY,
                theme.PRIMARY_TEXT,
            )
        special = int(specials[deck - 1]) if deck - 1 < len(specials) else 0
        if special:
            label = ngettext("{count} event", "{count} events", special).format(count=special)
            ts.pill(
                surface,
                label,
                (pile.top_rect.centerx, pile.top_rect.bottom - 16),
                16,
                (60, 20, 60, 230),
                (255, 220, 255),
                (220, 120, 220),
            )


def draw_bench(surface: pygame.Surface, rect: pygame.Rect, seen: SeatView, chosen: Sequence[int]) -> None:
    """The panel beside the row: the placement in progress, the reach, or the guess (``chosen``)."""
    view = seen.view
    pending = view.get("pending")
    active = seen.fugitive_acting() and seen.phase in (*PLACE_PHASES, "placing")
    ts.panel(surface, rect, (*theme.HIGHLIGHT, 120) if active else theme.PANEL_BORDER)
    x, y, w = rect.left + 20, rect.top + 16, rect.width - 40
    big = pygame.Rect(x, y, w, 0)
    if seen.viewer == FUGITIVE and pending is not None and pending.get("card") is not None:
        card = int(pending["card"])
        sprint = sum(seen.sprint_of(c) for c in pending.get("sprint_cards") or [])
        needed = int(pending.get("needed") or 0)
        txt.draw_text(
            surface,
            _("New hideout {card}").format(card=card),
            big.topleft,
            30,
            theme.TEXT,
            "topleft",
            bold=True,
            max_width=w,
        )
        free = NORMAL_RANGE + seen.range_bonus()
        txt.draw_text(
            surface,
            _("From {last}: +{free} free, sprint +{sprint}").format(
                last=seen.last_card(), free=free, sprint=sprint
            ),
            (x, y + 46),
            22,
            theme.TEXT_DIM,
            "topleft",
            max_width=w,
        )
        if needed > 0:
            status, colour = _("Needs +{count} more sprint").format(count=needed), (255, 140, 90)
        else:
            status, colour = _("Ready: press Confirm hideout"), (130, 230, 150)
        txt.draw_text(
            surface,
            status,
            (rect.centerx, rect.bottom - 48),
            30,
            colour,
            "center",
            bold=True,
            max_width=w,
        )
        return
    if seen.viewer == FUGITIVE and seen.last_card() < ESCAPE:
        last = seen.last_card()
        normal = min(ESCAPE, last + NORMAL_RANGE + seen.range_bonus())
        reach = view.get("max_reach")
        txt.draw_text(surface, _("Next hideout"), big.topleft, 24, theme.TEXT_DIM, "topleft", bold=True)
        txt.draw_text(
            surface,
            f"{last + 1}–{normal}",
            (x, y + 30),
            46,
            theme.TEXT,
            "topleft",
            bold=True,
        )
        if reach is not None and not seen.no_sprint():
            txt.draw_text(
                surface,
                _("up to {reach} with sprint cards").format(reach=min(int(reach), ESCAPE)),
                (x, y + 90),
                24,
                theme.TEXT_DIM,
                "topleft",
                max_width=w,
            )
        elif seen.no_sprint():
            txt.draw_text(
                surface,
                _("Roadblock: no sprint cards this turn"),
                (x, y + 90),
                24,
                (255, 140, 90),
                "topleft",
                max_width=w,
            )
        if active and not view.get("playable"):
            txt.draw_text(
                surface,
                _("No card fits: you must Pass"),
                (rect.centerx, rect.bottom - 34),
                24,
                (255, 180, 120),
                "center",
                bold=True,
                max_width=w,
            )
        elif active:
            txt.draw_text(
                surface,
                _("Drop a card on the glowing slot"),
                (rect.centerx, rect.bottom - 34),
                24,
                theme.HIGHLIGHT,
                "center",
                bold=True,
                max_width=w,
            )
        return
    if seen.viewer == MARSHAL and seen.phase in GUESS_PHASES and seen.acting():
        txt.draw_text(surface, _("Your guess"), big.topleft, 24, theme.TEXT_DIM, "topleft", bold=True)
        words = ", ".join(str(n) for n in chosen) if chosen else "—"
        txt.draw_text(
            surface,
            words,
            (x, y + 32),
            44,
            theme.TEXT if chosen else theme.TEXT_DIM,
            "topleft",
            bold=True,
            max_width=w,
        )
        hint = (
            _("A single miss ends the manhunt")
            if seen.phase == "manhunt"
            else _("All numbers must be right to reveal any")
        )
        txt.draw_text(surface, hint, (x, rect.bottom - 44), 21, theme.TEXT_DIM, "topleft", max_width=w)
        return
    down = int(view.get("face_down", 0))
    counts = view.get("hand_counts", {})
    txt.draw_text(surface, _("Face-down hideouts"), big.topleft, 22, theme.TEXT_DIM, "topleft", bold=True)
    txt.draw_text(surface, str(down), (x, y + 26), 52, theme.TEXT, "topleft", bold=True)
    found = [
        int(h["card"]) for h in seen.hideouts() if h.get("revealed") and h.get("card") not in (None, ESCAPE)
    ]
    txt.draw_text(
        surface,
        _("Highest found: {number}").format(number=max(found, default=0)),
        (x, y + 96),
        23,
        theme.TEXT,
        "topleft",
        max_width=w,
    )
    txt.draw_text(
        surface,
        ngettext(
            "Fugitive holds {count} card", "Fugitive holds {count} cards", int(counts.get("0", 0))
        ).format(count=counts.get("0", 0)),
        (x, y + 128),
        23,
        theme.TEXT_DIM,
        "topleft",
        max_width=w,
    )


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

    def _draw_place(self, surface: pygame.Surface, index: int, hideout: dict[str, Any]) -> None:
        geometry = self.geometry
        seen = self.seen
        cell = geometry.cells[index]
        mini = ts.mini_size(cell.size)
        strip = geometry.strip_rect(index)
        revealed = bool(hideout.get("revealed"))
        sprint_cards = hideout.get("sprint_cards")
        count = int(hideout.get("sprints", 0))
        if sprint_cards is not None and count:
            ts.draw_sprint_faces(surface, strip, sprint_cards, mini, seen.view.get("sprint_table", {}))
        elif count:
            ts.draw_sprint_backs(surface, strip, count, mini)
        if index in self.hidden:
            return
        card = hideout.get("card")
        over = seen.phase == "over"
        if card is None:
            ts.blit_card(surface, ts.hideout_back(), cell)
        else:
            ts.blit_card(surface, ts.card_face(int(card)), cell)
            tag_at = (cell.centerx, cell.top + cell.height * 30 // 100)
            if not revealed and index > 0:
                surface.blit(ts.veil(cell.size), cell)
                label = _("missed") if over else _("hidden")
                ts.pill(
                    surface,
                    label,
                    tag_at,
                    max(12, cell.width // 8),
                    (16, 20, 40, 230),
                    (200, 210, 255),
                    (120, 140, 220),
                )
            elif revealed and index > 0 and seen.viewer == FUGITIVE:
                ts.pill(
                    surface, _("found"), tag_at, max(12, cell.width // 8), (30, 110, 60, 235), (230, 255, 235)
                )
        label_pos = geometry.label_pos(index)
        span = self.ranges[index] if index < len(self.ranges) else None
        if not revealed and card is None and span is not None and self.assist:
            low, high = span
            text = str(low) if low == high else f"{low}–{high}"
            ts.pill(surface, text, (label_pos[0], label_pos[1] + 11), 18, (250, 240, 180, 240), (40, 36, 20))
        elif index == 0:
            txt.draw_text(surface, _("start"), (label_pos[0], label_pos[1] + 1), 17, theme.TEXT_DIM, "midtop")

    def _draw_pending(self, surface: pygame.Surface, index: int, pending: dict[str, Any]) -> None:
        geometry = self.geometry
        cell = geometry.cells[index]
        mini = ts.mini_size(cell.size)
        strip = geometry.strip_rect(index)
        cards = pending.get("sprint_cards")
        count = int(pending.get("sprints", 0)) - self.held_sprints
        if cards is not None:
            ts.draw_sprint_faces(
                surface, strip, cards[: max(0, count)], mini, self.seen.view.get("sprint_table", {})
            )
        elif count > 0:
            ts.draw_sprint_backs(surface, strip, count, mini)
        if index not in self.hidden:
            card = pending.get("card")
            art = ts.card_face(int(card)) if card is not None else ts.hideout_back()
            theme.blit_glow(surface, cell, theme.HIGHLIGHT, theme.CARD_RADIUS, 4, 0.7)
            ts.blit_card(surface, art, cell)
        needed = pending.get("needed")
        label_pos = geometry.label_pos(index)
        if needed is not None:
            if int(needed) > 0:
                ts.pill(
                    surface,
                    _("+{count} needed").format(count=needed),
                    (label_pos[0], label_pos[1] + 11),
                    17,
                    (120, 40, 20, 240),
                    (255, 220, 200),
                )
            else:
                ts.pill(
                    surface,
                    _("ready"),
                    (label_pos[0], label_pos[1] + 11),
                    17,
                    (30, 110, 60, 240),
                    (230, 255, 235),
                )
        else:
            ts.pill(
                surface, _("placing…"), (label_pos[0], label_pos[1] + 11), 17, (40, 40, 60, 230), theme.TEXT
            )

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
            cell.center,
            max(14, cell.width // 6),
            theme.TEXT_DIM if not active else theme.HIGHLIGHT,
            "center",
            bold=True,
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
    txt.draw_text(
        surface,
        label,
        (rect.centerx, rect.top - 18),
        20,
        theme.TEXT,
        "midbottom",
        bold=True,
        shadow=True,
        max_width=rect.width + 60,
    )
