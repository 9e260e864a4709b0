"""Outnumbered's pictures for the table: villain, hero, bonus and event cards, the truck and the
route icons, each loaded once from ``art/outnumbered/`` and drawn plainly while a file is missing.

The fallbacks are real, readable cards (the number huge, the name below), so a table never shows
an empty hole if an art file is absent; the generated art replaces them when it exists.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.cards import blank_back
from tabletop.engine.pill import pill as pill  # the tables' counts and state words: art.pill
from tabletop.games.outnumbered.rules.content import BONUS_BY_KIND, EVENTS_BY_ID, HEROES_BY_ID, VILLAINS

ART_DIR = "outnumbered"
VILLAIN_SIZE = (200, 140)
HERO_SIZE = (300, 420)
BONUS_SIZE = (200, 280)
EVENT_SIZE = (300, 200)

#: card colours by villain kind, echoing the art (blue minions, purple brutes, the icy boss)
KIND_COLOURS: dict[str, tuple[int, int, int]] = {
    "minion": (52, 112, 196),
    "brute": (120, 64, 168),
    "boss": (24, 40, 72),
}
YELLOW = (246, 200, 60)
RED = (222, 62, 52)
ICE = (150, 220, 255)


def _art(name: str) -> pygame.Surface | None:
    return theme.load_art(ART_DIR, name)


#: where each card's art prints its English name (final-size pixels, the same table as
#: ``build_scripts/art_outnumbered.NAME_BAND``: a test keeps the two equal)
NAME_BAND: dict[str, tuple[int, int, int, int]] = {
    "villain": (0, 0, 200, 22),
    "hero": (11, 9, 278, 38),
    "bonus": (7, 8, 186, 32),
    "event": (8, 5, 284, 29),
}
#: how the art sets the name in its band: the slant of the caption box, the type size, the ink
BAND_SLANT = {"villain": 0, "hero": 9, "bonus": 7, "event": 7}
BAND_SIZE = {"villain": 14, "hero": 26, "bonus": 20, "event": 19}
BAND_INK = (20, 16, 34)
VILLAIN_BAND_INK = {"minion": (255, 255, 255), "brute": (255, 255, 255), "boss": BAND_INK}
VILLAIN_EMBLEM_W = 22  # the kind emblems at both ends of a villain's band

_relabelled: dict[tuple[int, str, str], tuple[pygame.Surface, pygame.Surface]] = {}


def named(
    art_surface: pygame.Surface, kind: str, english: str, villain_kind: str = "minion"
) -> pygame.Surface:
    """``art_surface`` with its printed name in the current language.

    The art prints the English name; when the translation differs, the band is repainted with the
    translated name (bold caps, fitted to the band).  Made once per card and language; English,
    and any name that reads the same in the current language, get the art itself untouched."""
    name = _(english)
    if not english or name == english:
        return art_surface
    key = (id(art_surface), kind, name)
    cached = _relabelled.get(key)
    if cached is None or cached[0] is not art_surface:
        cached = (art_surface, relabel(art_surface, kind, name, villain_kind))
        _relabelled[key] = cached
    return cached[1]


def relabel(
    art_surface: pygame.Surface, kind: str, name: str, villain_kind: str = "minion"
) -> pygame.Surface:
    """A copy of a card with ``name`` set in its name band over the printed one.

    The band's fill is sampled from a text-free column at its left end and stretched across the
    words (the bands are flat or vertical gradients), then the name is drawn at twice the size and
    scaled down, as the art itself was made."""
    out = art_surface.copy()
    x, y, w, h = NAME_BAND[kind]
    slant = BAND_SLANT[kind]
    if kind == "villain":
        left, right, top, bottom = x + VILLAIN_EMBLEM_W, x + w - VILLAIN_EMBLEM_W, y + 4, y + h - 1
        sample_x = left + 2
        ink = VILLAIN_BAND_INK.get(villain_kind, VILLAIN_BAND_INK["minion"])
    else:
        left, right, top, bottom = x + slant + 2, x + w - slant - 2, y + 3, y + h - 3
        sample_x = left
        ink = BAND_INK
    area = pygame.Rect(left, top, right - left, bottom - top).clip(out.get_rect())
    if area.width < 8 or area.height < 4:
        return theme.prepare(out)
    column = out.subsurface(pygame.Rect(sample_x, area.top, 1, area.height)).copy()
    patch = pygame.transform.scale(column, (area.width * 2, area.height * 2))
    centre = (area.width, round((y + h / 2 + 0.5 - area.top) * 2))
    txt.draw_text(
        patch,
        name.upper(),
        centre,
        BAND_SIZE[kind] * 2,
        ink,
        "center",
        bold=True,
        condensed=True,
        max_width=area.width * 2 - 8,
        # the printed name is part of the card's art, scaled down with it: the table says the
        # name readably where a player needs it (tooltips, the card shown large, the log)
        decoration=True,
    )
    out.blit(pygame.transform.smoothscale(patch, area.size), area)
    return theme.prepare(out)


def villain_face(villain_id: str, value: int, kind: str = "minion") -> pygame.Surface:
    """The villain card: the art when it exists (its name in the current language), else a
    coloured tile with the number huge."""
    found = _art(f"villain_{villain_id}.png")
    if found is None:
        return _plain_villain(value, kind)
    villain = VILLAINS.get(villain_id)
    return named(found, "villain", villain.name, villain.kind.value) if villain is not None else found


@lru_cache(maxsize=64)
def _plain_villain(value: int, kind: str) -> pygame.Surface:
    w, h = VILLAIN_SIZE
    colour = KIND_COLOURS.get(kind, KIND_COLOURS["minion"])
    surf = theme.rounded(VILLAIN_SIZE, colour, 14, 4, theme.lighten(colour, 0.5)).copy()
    txt.draw_text(
        surf,
        str(value),
        (w // 2, h // 2),
        84 if value < 100 else 70,
        (255, 255, 255),
        "center",
        bold=True,
        shadow=True,
    )
    return theme.prepare(surf)


def villain_back() -> pygame.Surface:
    return _art("villain_back.png") or blank_back(VILLAIN_SIZE)


def hero_card(hero_id: str) -> pygame.Surface:
    found = _art(f"hero_{hero_id}.png")
    if found is None:
        return _plain_card(HERO_SIZE, (40, 120, 170), "★")
    hero = HEROES_BY_ID.get(hero_id)
    return named(found, "hero", hero.name) if hero is not None else found


def bonus_card(kind: str) -> pygame.Surface:
    found = _art(f"bonus_{kind}.png")
    if found is None:
        return _plain_card(BONUS_SIZE, (200, 150, 40), "⚡")
    power = BONUS_BY_KIND.get(kind)
    return named(found, "bonus", power.name) if power is not None else found


def bonus_back() -> pygame.Surface:
    return _art("bonus_back.png") or blank_back(BONUS_SIZE)


def event_card(event_id: str) -> pygame.Surface:
    found = _art(f"event_{event_id}.png")
    if found is None:
        return _plain_card(EVENT_SIZE, (150, 40, 50), "⚠")
    card = EVENTS_BY_ID.get(event_id)
    return named(found, "event", card.name) if card is not None else found


def event_back() -> pygame.Surface:
    return _art("event_back.png") or blank_back(EVENT_SIZE)


@lru_cache(maxsize=32)
def _plain_card(size: tuple[int, int], colour: tuple[int, int, int], glyph: str) -> pygame.Surface:
    surf = theme.rounded(size, colour, 16, 4, theme.lighten(colour, 0.5)).copy()
    txt.draw_text(
        surf, glyph, (size[0] // 2, size[1] // 2), min(size) // 2, (255, 255, 255), "center", bold=True
    )
    return theme.prepare(surf)


def truck() -> pygame.Surface:
    return _art("truck.png") or _plain_truck()


@lru_cache(maxsize=1)
def _plain_truck() -> pygame.Surface:
    surf = pygame.Surface((96, 64), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    pygame.draw.rect(surf, (230, 230, 236), (4, 10, 62, 40), border_radius=6)
    pygame.draw.rect(surf, (60, 160, 230), (64, 20, 28, 30), border_radius=6)
    for x in (20, 72):
        pygame.draw.circle(surf, (30, 30, 34), (x, 52), 10)
    txt.draw_text(surf, "∞", (35, 30), 30, (60, 160, 230), "center", bold=True)
    return theme.prepare(surf)


def barricade() -> pygame.Surface:
    return _art("barricade.png") or _plain_barricade()


@lru_cache(maxsize=1)
def _plain_barricade() -> pygame.Surface:
    w, h = 200, 70
    surf = theme.rounded((w, h), (90, 70, 40), 10, 3, (40, 30, 20)).copy()
    for x in range(-h, w, 36):
        pygame.draw.polygon(
            surf, (236, 190, 40), [(x, h - 6), (x + 18, h - 6), (x + 18 + h - 12, 6), (x + h - 12, 6)]
        )
    return theme.prepare(surf)


def route_icon(stop: str) -> pygame.Surface | None:
    """The icon on a route space: start, attack or the lab (road spaces have none)."""
    name = {"start": "start.png", "attack": "attack.png", "lab": "lab.png"}.get(stop)
    return _art(name) if name else None


def card_image(art: pygame.Surface, size: tuple[int, int], radius: int = theme.CARD_RADIUS) -> pygame.Surface:
    """``art`` scaled to ``size`` with rounded corners (cached)."""
    return theme.scaled(art, (max(1, int(size[0])), max(1, int(size[1]))), radius)


def blit_card(
    surface: pygame.Surface,
    art: pygame.Surface,
    rect: pygame.Rect,
    shadow: bool = True,
    radius: int = theme.CARD_RADIUS,
) -> None:
    """A card at ``rect`` with a soft shadow and a thin rim."""
    if shadow:
        theme.blit_shadow(surface, rect, radius, (3, 6), 6, 120)
    surface.blit(card_image(art, rect.size, radius), rect)
    surface.blit(theme.outline(rect.size, (0, 0, 0, 150), radius, 1), rect)


def draw_label(
    surface: pygame.Surface,
    label: str,
    midleft: tuple[int, int],
    size: int,
    colour: theme.Colour,
    width: int,
) -> pygame.Rect:
    """A bold name in ``width``: in the bold face when it fits, else the condensed bold face at
    the same readable size (a long Polish name), cut only when even that is too wide."""
    if txt.measure(label, size, bold=True)[0] <= width:
        return txt.draw_text(surface, label, midleft, size, colour, "midleft", bold=True)
    return txt.draw_text(
        surface, label, midleft, size, colour, "midleft", bold=True, condensed=True, max_width=width
    )


def lost_marker(size: tuple[int, int]) -> pygame.Surface:
    """An empty barricade space: a dark, cracked outline saying the defence is gone."""
    return _lost_marker((int(size[0]), int(size[1])))


@lru_cache(maxsize=8)
def _lost_marker(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = theme.rounded(size, (30, 14, 14, 200), 10, 3, (200, 70, 60, 220)).copy()
    crack = [(w * 0.18, 0), (w * 0.3, h * 0.45), (w * 0.22, h * 0.6), (w * 0.36, h)]
    crack2 = [(w * 0.78, 0), (w * 0.66, h * 0.35), (w * 0.74, h * 0.55), (w * 0.62, h)]
    for line in (crack, crack2):
        pygame.draw.lines(surf, (200, 70, 60), False, line, 3)
    return theme.prepare(surf)


#: where each card kind's cream text box sits, as fractions of the card (left, top, width, height)
TEXT_BOXES: dict[str, tuple[float, float, float, float]] = {
    "hero": (0.06, 0.68, 0.88, 0.275),
    "bonus": (0.09, 0.675, 0.82, 0.28),
    "event": (0.045, 0.745, 0.91, 0.2),
}


def card_with_text(
    art_surface: pygame.Surface,
    size: tuple[int, int],
    box: str,
    text: str,
    radius: int = theme.CARD_RADIUS,
    bold: bool = False,
) -> pygame.Surface:
    """A card scaled to ``size`` with ``text`` (already translated) set in its printed text box.

    The card art leaves the box blank so the words follow the language; made once per size and text.
    On a card too small for readable type the words are a reminder only: the table shows them
    readably beside it (the event popup, the bonus card's preview, a tooltip)."""
    base = card_image(art_surface, size, radius)
    key = ("text", box, text, bold, txt.get_scale())
    return theme.derived(base, key, lambda: _set_text(base, box, text, bold))


def _set_text(base: pygame.Surface, box_kind: str, text: str, bold: bool) -> pygame.Surface:
    out = base.copy()
    fx, fy, fw, fh = TEXT_BOXES[box_kind]
    w, h = out.get_size()
    box = pygame.Rect(round(w * fx), round(h * fy), round(w * fw), round(h * fh)).inflate(-6, -4)
    size, lines, step, weight, condensed = fit_box(text, box, bold)
    y = box.centery - len(lines) * step // 2
    for line in lines:
        txt.draw_text(
            out,
            line,
            (box.centerx, y),
            size,
            CARD_INK,
            "midtop",
            weight,
            condensed=condensed,
            decoration=size < txt.READABLE,
        )
        y += step
    return theme.prepare(out)


CARD_INK = (34, 30, 40)


def text_box(box_kind: str, size: tuple[int, int]) -> pygame.Rect:
    """Where the words go in a card of ``size``: its printed cream box, less a margin."""
    fx, fy, fw, fh = TEXT_BOXES[box_kind]
    w, h = size
    return pygame.Rect(round(w * fx), round(h * fy), round(w * fw), round(h * fh)).inflate(-12, -8)


def tall_card_height(art_surface: pygame.Surface, width: int, box_kind: str, text: str, size: int) -> int:
    """How tall :func:`tall_card` makes a card ``width`` wide for ``text`` at ``size``."""
    aw, ah = art_surface.get_size()
    height = round(ah * width / aw)
    box = text_box(box_kind, (width, height))
    need = len(txt.wrap(text, size, box.width)) * txt.line_height(size)
    return height + max(0, need - box.height)


def tall_card(
    art_surface: pygame.Surface,
    width: int,
    box_kind: str,
    text: str,
    size: int = txt.READABLE,
    radius: int = theme.CARD_RADIUS,
    height: int = 0,
) -> pygame.Surface:
    """A card ``width`` wide whose cream text box grows taller until ``text`` fits at ``size``
    (and the card is at least ``height`` tall: a row of cards stays even).

    The box is blank cream between plain borders, so one row across it is stretched to make the
    room (the card keeps its frame and corners); the words are then set in the taller box.  This
    is how a card keeps its power readable from across the table in any language."""
    key = ("tall", box_kind, text, int(size), txt.get_scale(), int(width), int(radius), int(height))
    return theme.derived(
        art_surface, key, lambda: _tall(art_surface, width, box_kind, text, size, radius, height)
    )


def _tall(
    art_surface: pygame.Surface, width: int, box_kind: str, text: str, size: int, radius: int, least: int
) -> pygame.Surface:
    aw, ah = art_surface.get_size()
    height = round(ah * width / aw)
    base = card_image(art_surface, (width, height), radius)
    box = text_box(box_kind, (width, height))
    lines = txt.wrap(text, size, box.width)
    step = txt.line_height(size)
    extra = max(0, len(lines) * step - box.height, least - height)
    out = pygame.Surface((width, height + extra), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    cut = box.top + 4  # a row inside the cream box, clear of its border and of any words
    out.blit(base, (0, 0), pygame.Rect(0, 0, width, cut))
    if extra:
        row = base.subsurface(pygame.Rect(0, cut, width, 1))
        out.blit(pygame.transform.scale(row, (width, extra)), (0, cut))
    out.blit(base, (0, cut + extra), pygame.Rect(0, cut, width, height - cut))
    box.height += extra
    y = box.centery - len(lines) * step // 2
    for line in lines:
        txt.draw_text(out, line, (box.centerx, y), size, CARD_INK, "midtop")
        y += step
    return theme.prepare(out)


def fit_box(text: str, box: pygame.Rect, bold: bool) -> tuple[int, list[str], int, bool, bool]:
    """The largest type that sets ``text`` in ``box`` without breaking a word: the card's own
    face first, then narrower faces (a long Polish name such as "Odepchnięcie" on a small hand
    card); only when none fits, the card's face at the smallest size with the word broken."""
    faces = ((bold, False), (bold, True), (False, True)) if bold else ((False, False), (False, True))
    first: tuple[int, list[str], int, bool, bool] | None = None
    for weight, condensed in faces:
        size = max(10, min(30, box.height // 2))
        while True:
            lines = txt.wrap(text, size, box.width, weight, condensed)
            step = txt.line_height(size, weight, condensed)
            whole = (
                max((txt.measure(word, size, weight, condensed)[0] for word in text.split()), default=0)
                <= box.width
            )
            if (len(lines) * step <= box.height and whole) or size <= 10:
                break
            size -= 1
        if first is None:
            first = (size, lines, step, weight, condensed)
        if whole and len(lines) * step <= box.height:
            return size, lines, step, weight, condensed
    assert first is not None
    return first
