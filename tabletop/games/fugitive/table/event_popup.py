"""Showing event cards (the variant): a drawn event pops up big over the row until clicked or
for a few seconds (the engine's :class:`~tabletop.engine.popup.Popup` keeps the time), and the
last one stays readable in the event panel beside the piles.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.core.i18n import _, ngettext
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.games.fugitive.rules import events as event_cards
from tabletop.games.fugitive.table import art as ts
from tabletop.games.fugitive.table.seat_view import FUGITIVE, SeatView

POPUP_TIME = 5.0  # an event card stays up this long unless clicked (reading time, not animation)


@dataclass
class EventCard:
    """What the popup shows of a drawn event: its card, its words and, once known, what it did."""

    event_id: str
    title: str
    body: str
    result: str
    helps: str


def event_card(event_id: str) -> EventCard | None:
    """The popup's content for event ``event_id`` (None for an id the rules do not know)."""
    card = event_cards.EVENTS_BY_ID.get(event_id)
    if card is None:
        return None
    return EventCard(event_id, _(card.name), _(card.text), "", card.helps.value)


def draw_popup(surface: pygame.Surface, rect: pygame.Rect, popup: EventCard) -> pygame.Rect:
    """The event card big, with its name, its words and what it did; returns the area painted."""
    theme.blit_shadow(surface, rect, 20, (8, 14), 16, 160)
    colour = {"fugitive": (240, 170, 60), "marshal": (90, 170, 240)}.get(popup.helps, (200, 120, 220))
    surface.blit(theme.rounded(rect.size, (18, 20, 28, 245), 20, 4, colour), rect)
    card = pygame.Rect(rect.left + 28, rect.top + 28, 200, 280)
    ts.blit_card(surface, ts.event_front(popup.helps), card)
    event_text_on_card(surface, card, popup.title)
    x = card.right + 30
    width = rect.right - 30 - x
    helps = {"fugitive": _("Helps the Fugitive"), "marshal": _("Helps the Marshal")}.get(
        popup.helps, _("Helps whoever draws it")
    )
    size = txt.READABLE
    txt.draw_text(surface, _("Event!"), (x, rect.top + 24), 28, colour, "topleft", bold=True)
    txt.draw_text(
        surface, popup.title, (x, rect.top + 58), 46, theme.TEXT, "topleft", bold=True, max_width=width
    )
    txt.draw_text(surface, helps, (x, rect.top + 118), size, colour, "topleft", bold=True, max_width=width)
    close = _("Click to close")
    close_top = rect.bottom - 16 - txt.line_height(size)
    y = rect.top + 156
    y += txt.draw_wrapped(surface, popup.body, pygame.Rect(x, y, width, close_top - y), 26, theme.TEXT)
    if popup.result:
        txt.draw_wrapped(
            surface, popup.result, pygame.Rect(x, y + 10, width, close_top - y - 10), size, theme.HIGHLIGHT
        )
    txt.draw_text(surface, close, (rect.right - 24, rect.bottom - 14), size, theme.TEXT_DIM, "bottomright")
    pad = theme.shadow_pad(16)
    return rect.union(rect.inflate(2 * pad, 2 * pad).move(8, 14))


def draw_event_area(
    surface: pygame.Surface,
    area: pygame.Rect,
    card_size: tuple[int, int],
    seen: SeatView,
    seat_role: Callable[[int], str],
) -> None:
    """The panel beside the piles: the last event drawn, the events still to come, or (without
    events) the viewer's role and goal."""
    ts.panel(surface, area)
    card = event_card_rect(area, card_size)
    text_rect = pygame.Rect(card.right + 14, area.top + 12, area.right - card.right - 26, area.height - 22)
    wide = pygame.Rect(area.left + 16, area.top + 12, area.width - 30, area.height - 22)
    view = seen.view
    last = view.get("last_event")
    size = txt.READABLE
    if last is not None:
        title, words = _(last["name"]), _(last["text"])
        if _fits(text_rect, title, words, 28, size):
            ts.blit_card(surface, ts.event_front(str(last.get("helps", ""))), card)
            event_text_on_card(surface, card, title)
        else:  # large text: the card's picture gives its room to the words
            text_rect = wide
        _title_and_text(surface, text_rect, title, words, 28, size)
        return
    if view.get("variant", "none") != "none":
        hidden = sum(int(n) for n in view.get("special_in_decks", [])) + sum(
            int(n) for n in view.get("event_piles", [])
        )
        words = ngettext(
            "{count} event still to come. Drawn events show here.",
            "{count} events still to come. Drawn events show here.",
            hidden,
        ).format(count=hidden)
        if _fits(text_rect, _("Event cards"), words, 28, size):
            ts.blit_card(surface, ts.event_back(), card)
        else:
            text_rect = wide
        _title_and_text(surface, text_rect, _("Event cards"), words, 28, size)
        return
    viewer = seen.viewer
    seat = viewer if viewer is not None else FUGITIVE
    role = ts.role_card(seat)
    title, goal = role_goal(viewer)
    if not _fits(text_rect, title, goal, 26, size):
        text_rect = wide
    elif role is not None:
        ts.blit_card(surface, role, card)
    _title_and_text(surface, text_rect, title, goal, 26, size)


def event_card_rect(area: pygame.Rect, card_size: tuple[int, int]) -> pygame.Rect:
    """Where the event panel shows its card (the last event's, the back, or the viewer's role)."""
    card = pygame.Rect(0, 0, *card_size)
    card.midleft = (area.left + 12, area.centery)
    return card


def role_goal(viewer: int | None) -> tuple[str, str]:
    """The panel's title and goal for a table without events: who the viewer is and what they want."""
    if viewer is None:
        return _("Fugitive vs Marshal"), _("He races to card 42; she tries to uncover every hideout first.")
    if viewer == FUGITIVE:
        return _("You are the Fugitive"), _("Reach hideout 42 before the Marshal uncovers every hideout.")
    return _("You are the Marshal"), _("Uncover every face-down hideout before he escapes with 42.")


def _fits(rect: pygame.Rect, title: str, text: str, title_size: int, size: int) -> bool:
    """Whether :func:`_title_and_text` has room for all of it in ``rect``."""
    height = len(txt.wrap(title, title_size, rect.width, bold=True)) * txt.line_height(title_size, True)
    height += 4 + len(txt.wrap(text, size, rect.width)) * txt.line_height(size)
    return height <= rect.height + txt.line_height(size) // 3


def _title_and_text(
    surface: pygame.Surface, rect: pygame.Rect, title: str, text: str, title_size: int, size: int
) -> None:
    """A bold title (wrapped onto a second line rather than shrunk below the floor) and a text."""
    lines = txt.wrap(title, title_size, rect.width, bold=True)
    step = txt.line_height(title_size, True)
    y = rect.top
    for line in lines:
        txt.draw_text(surface, line, (rect.left, y), title_size, theme.HIGHLIGHT, "topleft", bold=True)
        y += step
    txt.draw_wrapped(
        surface, text, pygame.Rect(rect.left, y + 4, rect.width, rect.bottom - y - 4), size, theme.TEXT
    )


def event_text_on_card(surface: pygame.Surface, card: pygame.Rect, name: str) -> None:
    """An event's name printed on its card's blank face, as large as its longest word allows."""
    box = pygame.Rect(
        card.left + card.width * 12 // 100,
        card.top + card.height * 35 // 100,
        card.width * 76 // 100,
        card.height * 55 // 100,
    )
    size = max(12, card.width // 8)
    # shrink until the longest word fits, so a name never breaks mid-word ("Roadbloc / k")
    longest = max(name.split(), key=lambda word: txt.measure(word, size, bold=True)[0], default="")
    while size > 12 and txt.measure(longest, size, bold=True)[0] > box.width - 6:
        size -= 1
    lines = txt.wrap(name, size, box.width - 6, bold=True)
    y = box.centery - len(lines) * txt.line_height(size, True) // 2
    for line in lines:
        # the name is printed beside the card larger: on the card it is part of the picture
        txt.draw_text(
            surface, line, (box.centerx, y), size, theme.TEXT_DARK, "midtop", bold=True, decoration=True
        )
        y += txt.line_height(size, True)
