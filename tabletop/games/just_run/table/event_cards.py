"""The search deck's event cards at the table: what each card says, what it did and to whom.

Every event card of ``rules.content.EVENT_CARDS`` has its text here (:data:`EVENT_CARD_TEXTS`, a
test checks none is missing).  When a card comes up (searched, found in an exit room, kept or
played), :func:`event_show` reads the command's events into an :class:`EventShow`: the card's
name and text, and one line saying what it did and to whom, or that it had no effect and why.
The table's beats (``table_beats``) show it big over the board with :func:`draw_event_show`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.core.contract import Event
from tabletop.core.i18n import N_, _, ngettext
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.games.just_run.rules.content import CARDS
from tabletop.games.just_run.rules.view import JustRunView
from tabletop.games.just_run.table.board_words import room_name, side_place
from tabletop.games.just_run.table.event_words import event_card_name

#: what each event card does, by its key (``rules.content.EVENT_CARDS``), in a sentence
EVENT_CARD_TEXTS: dict[str, str] = {
    "ambush": N_("Two zombies climb out of the rubble into the searcher's room."),
    "lurker": N_("A zombie climbs out of the rubble into the searcher's room."),
    "collapse": N_("The ceiling comes down: the searcher loses 1 life point."),
    "scream": N_("The zombies in the rooms next door, through openings, come into the searcher's room."),
    "second_wind": N_("Heal 2 life."),
    "adrenaline": N_("One more action this turn."),
    "slam_door": N_("Lock an open door of your room."),
    "distant_crash": N_("A noise up to 3 rooms away in a straight line."),
    "crawlspace": N_("Crawl into the next room, even through a wall."),
    "air_duct": N_("Crawl up to 2 rooms away in a straight line."),
}

#: the kinds of the events that bring an event card up
SHOWN_KINDS = frozenset({"event", "optional_event", "event_played"})

#: the card shown big, and the effect's words under it
CARD = (340, 420)
CARD_FACE = (74, 22, 26)
CARD_EDGE = (200, 150, 90)
HEADER = (240, 190, 120)
BODY_INK = (230, 214, 196)
EFFECT_SIZE = 30
EFFECT_WIDTH = 760


@dataclass(frozen=True)
class EventShow:
    """An event card as the table shows it: its header, name and text, and what it did."""

    key: str
    header: str
    name: str
    text: str
    effect: str


def card_key(card: Any) -> str:
    """The key of the event card with this id (empty for anything else)."""
    if isinstance(card, int) and 0 <= card < len(CARDS) and CARDS[card].event is not None:
        return CARDS[card].key
    return ""


def event_card_text(key: str) -> str:
    """What the event card does, in the current language (empty for an unknown key)."""
    return _(EVENT_CARD_TEXTS[key]) if key in EVENT_CARD_TEXTS else ""


def _room_words(view: JustRunView, row: Any, col: Any) -> str:
    for room in view.get("rooms", ()):
        if room.get("row") == row and room.get("col") == col and room.get("name"):
            return room_name(str(room["name"]))
    return _("a room")


def _after(events: Sequence[Event], index: int) -> list[Event]:
    """The events the card brought about: those after it, up to the next card or turn."""
    out = []
    for event in events[index + 1 :]:
        if event.kind in SHOWN_KINDS or event.kind in ("zombie_turn", "turn", "round"):
            break
        out.append(event)
    return out


def event_show(
    events: Sequence[Event], index: int, view: JustRunView, names: Sequence[str]
) -> EventShow | None:
    """The card of ``events[index]`` (an event card that came up) and what it did, or None."""
    event = events[index]
    data = event.data
    key = card_key(data.get("card"))
    if event.kind not in SHOWN_KINDS or not key:
        return None
    seat = data.get("seat", event.seat)
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else _("The survivor")
    name = event_card_name(str(CARDS[int(data["card"])].event.name))  # type: ignore[union-attr]
    header = _("Event") if event.kind == "event" else _("Optional event")
    after = _after(events, index)
    if event.kind == "optional_event":
        effect = _("{name} keeps it: it may be played until the end of this turn, or it is lost.").format(
            name=who
        )
    elif event.kind == "event":
        effect = _happened(data, after, view, who)
    else:
        effect = _played(data, after, view, who)
    return EventShow(key, header, name, event_card_text(key), effect)


def _happened(data: Mapping[str, Any], after: Sequence[Event], view: JustRunView, who: str) -> str:
    kind = data.get("kind")
    room = _room_words(view, data.get("row"), data.get("col"))
    if kind == "ambush":
        count = int(data.get("count", 0) or 0)
        if count > 0:
            return ngettext(
                "{count} zombie climbs into the {room}, where {name} is.",
                "{count} zombies climb into the {room}, where {name} is.",
                count,
            ).format(count=count, room=room, name=who)
        if data.get("why") == "horde":
            return _("No effect: a horde already fills the {room}.").format(room=room)
        return _("No effect: no zombies are left to come.")
    if kind == "collapse":
        hurt = [e for e in after if e.kind == "damage"]
        if not hurt:
            return _("No effect: nobody was hurt.")
        points = int(hurt[0].data.get("points", 0) or 0)
        body = int(hurt[0].data.get("body", 0) or 0)
        armour = int(hurt[0].data.get("armour", 0) or 0)
        if any(e.kind == "died" for e in after):
            return _("{name} is crushed and dies.").format(name=who)
        return ngettext(
            "{name} takes {count} point of damage (left: {body} life, {armour} armour).",
            "{name} takes {count} points of damage (left: {body} life, {armour} armour).",
            points,
        ).format(name=who, count=points, body=body, armour=armour)
    # the scream: the zombies next door come in
    count = sum(int(e.data.get("count", 0) or 0) for e in after if e.kind == "zombies_come")
    if count > 0:
        return ngettext(
            "{count} zombie from next door comes into the {room}, to {name}.",
            "{count} zombies from next door come into the {room}, to {name}.",
            count,
        ).format(count=count, room=room, name=who)
    return _("No effect: no zombies next door could come into the {room}.").format(room=room)


def _played(data: Mapping[str, Any], after: Sequence[Event], view: JustRunView, who: str) -> str:
    kind = data.get("kind")
    target = list(data.get("target") or (None, None, None))
    if kind == "second_wind":
        healed = int(data.get("healed", 0) or 0)
        body = int(data.get("body", 0) or 0)
        return ngettext(
            "{name} gets {count} life point back ({body} now).",
            "{name} gets {count} life points back ({body} now).",
            healed,
        ).format(name=who, count=healed, body=body)
    if kind == "adrenaline":
        return _("{name} gets one more action this turn.").format(name=who)
    if kind == "slam":
        room = _room_words(view, target[0], target[1])
        place = side_place(str(target[2]))
        return _("{name} slams the {place} door of the {room}: it is locked now.").format(
            name=who, place=place, room=room
        )
    if kind == "crash":
        room = _room_words(view, target[0], target[1])
        return _("A crash in the {room}: the zombies there will not move on the next zombie turn.").format(
            room=room
        )
    crawled = next((e for e in after if e.kind == "crawled"), None)
    to = list(crawled.data.get("to", target[:2])) if crawled is not None else target[:2]
    return _("{name} crawls through into the {room}.").format(name=who, room=_room_words(view, to[0], to[1]))


def event_shows(
    events: Sequence[Event], view: JustRunView, names: Sequence[str]
) -> list[tuple[int, EventShow]]:
    """Every event card that came up in ``events``, by its index, with what it did."""
    out = []
    for index in range(len(events)):
        show = event_show(events, index, view, names)
        if show is not None:
            out.append((index, show))
    return out


# -- drawing ---------------------------------------------------------------------------------------


def card_lines(show: EventShow, width: int) -> list[tuple[str, int, bool]]:
    """The card's face: its header, its name and its text, wrapped to ``width``: (text, size, bold)."""
    out = [(line, 26, False) for line in txt.wrap(show.header, 26, width)]
    out += [(line, 34, True) for line in txt.wrap(show.name, 34, width, bold=True)]
    out += [(line, 28, False) for line in txt.wrap(show.text, 28, width)]
    return out


def card_height(show: EventShow) -> int:
    """The card's height for its lines (their sizes and the gaps between them), padded."""
    lines = card_lines(show, CARD[0] - 32)
    height = sum(txt.line_height(size, bold) for _line, size, bold in lines)
    gaps = sum(12 for a, b in zip(lines, lines[1:], strict=False) if a[1] != b[1])
    return max(240, height + gaps + 56)


def show_rects(show: EventShow, area: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the card and the effect's box go, together centred in ``area``."""
    lines = txt.wrap(show.effect, EFFECT_SIZE, EFFECT_WIDTH - 40, bold=True)
    height = len(lines) * txt.line_height(EFFECT_SIZE, True) + 28
    width = min(EFFECT_WIDTH, max(txt.measure(line, EFFECT_SIZE, bold=True)[0] for line in lines) + 40)
    card = pygame.Rect((0, 0), (CARD[0], min(CARD[1], card_height(show))))
    box = pygame.Rect(0, 0, width, height)
    total = card.h + 16 + box.h
    card.midtop = (area.centerx, area.centery - total // 2)
    box.midtop = (area.centerx, card.bottom + 16)
    return card, box


def draw_event_show(surface: pygame.Surface, show: EventShow, area: pygame.Rect) -> None:
    """The card big in ``area`` and what it did under it."""
    card, box = show_rects(show, area)
    theme.blit_shadow(surface, card, 16, (4, 8), 10, 140)
    surface.blit(theme.rounded(card.size, CARD_FACE, 16, 4, CARD_EDGE), card)
    inner = card.inflate(-32, -36)
    y = inner.top
    last = 26
    for index, (line, size, bold) in enumerate(card_lines(show, inner.width)):
        if index and size != last:
            y += 12
        colour = HEADER if size == 26 else theme.TEXT if bold else BODY_INK
        y = txt.draw_text(surface, line, (inner.centerx, y), size, colour, "midtop", bold).bottom
        last = size
    theme.blit_shadow(surface, box, 12, (4, 8), 10, 140)
    surface.blit(theme.rounded(box.size, (10, 8, 8, 240), 12, 3, CARD_EDGE), box)
    y = box.top + 14
    for line in txt.wrap(show.effect, EFFECT_SIZE, box.w - 40, bold=True):
        y = txt.draw_text(surface, line, (box.centerx, y), EFFECT_SIZE, theme.TEXT, "midtop", True).bottom
