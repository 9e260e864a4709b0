"""Painting the Outrun table from a view: the monster board with its places, the path card at the
layout's symbol squares, the map boards with every token, and one lane per runner.

Only drawing: nothing here changes anything.  What a lane shows during a race comes from the
table's :class:`~tabletop.games.outrun.table.race.Race` (the cards laid so far, never whether they are
right); everything else from ``view(state, seat)``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

from tabletop.core.i18n import _
from tabletop.engine import board as board_art
from tabletop.engine import text, theme
from tabletop.games.outrun.rules.boards import ROOMS_PER_BOARD
from tabletop.games.outrun.rules.content import CHARACTERS
from tabletop.games.outrun.rules.view import OutrunView, PathCardView, RunnerView
from tabletop.games.outrun.table.art import ROOM_NUMBER_RECT, image, interference, run_card
from tabletop.games.outrun.table.layout import MAP, Lane, PathCardArea, TableLayout
from tabletop.paths import map_path

NAME_SIZE = 28
LABEL_SIZE = 24
ROOM_NUMBER_SIZE = 24  # bold, in ``ROOM_NUMBER_RECT`` of each map room
PLACE_ROW = 56  # the tallest a racing lane's row of hand places (keys, pads, touch) may be
FINISH_WIDTH = 140  # room for "Num Enter" (condensed) at the readable size
FAN_ROOM = 9  # the fan is sized for eight cards and the Finish card: it keeps its size as a run goes down
READ_SHARE = 0.45  # each laid card shows at least this share of its width: its corner symbol whole
LANE_FILL = (16, 10, 24)
LIT = theme.HIGHLIGHT
CHOSEN = theme.SELECTED
HAND_PANEL = pygame.Rect(555, 290, 810, 540)  # the interference stage's hand, over the path card
CURTAIN_PANEL = pygame.Rect(545, 250, 830, 580)  # a relay's curtain between runners
#: the mouse runner's hand, under the path card over the map boards (nobody moves on the map in a race)
TRAY_PANEL = pygame.Rect(552, 836, 816, 240)
TRAY_CARD = 96  # a hand card the mouse runner clicks or drags: a comfortable target at 1080p
TRAY_GAP = 4
TRAY_BORDER = 5  # the tray's edge, in its runner's colour
TAG_HEIGHT = 60  # the runner's name tag in the tray
TAG_ROOM_FOR_NAME = 120  # a tag narrower than its token and this much shows only the name


def seat_colour(colour: int) -> tuple[int, int, int]:
    """A runner's colour on the table: their seat's own (``Seat.colour``, as set-up shows it), not
    their character's, so a seat looks the same on every screen."""
    return theme.seat_style(colour).colour


def token(seat: int, size: int, colour: int | None = None) -> pygame.Surface:
    """The runner's character; with ``colour`` (their ``Seat.colour``) it wears their seat's
    symbol, in their colour, at its foot, as the set-up row and the banner show them."""
    if colour is None or size < 30:
        return image(f"character_{CHARACTERS[seat % len(CHARACTERS)].id}", (size, size))
    return _badged_token(seat % len(CHARACTERS), size, colour % len(theme.SEAT_STYLES))


@lru_cache(maxsize=128)
def _badged_token(character: int, size: int, colour: int) -> pygame.Surface:
    picture = image(f"character_{CHARACTERS[character].id}", (size, size)).copy()
    style = theme.seat_style(colour)
    badge = theme.symbol_surface(style.symbol, max(12, size * 2 // 5), style.colour, (20, 20, 20))
    picture.blit(badge, badge.get_rect(bottomright=(size, size)))
    return picture


def floor_map() -> Path:
    """The map whose tile layers are the museum floor."""
    return map_path(MAP)


def floor() -> pygame.Surface:
    """The museum floor the map paints (shared: blit it), opaque and in the display's pixel format
    when there is a display: the table puts it down under every area it repaints."""
    return _floor(pygame.display.get_surface() is not None)


@lru_cache(maxsize=2)
def _floor(display: bool) -> pygame.Surface:
    picture = board_art.render_layers(floor_map())  # every pixel opaque: the same put down either way
    return picture.convert() if display else picture


# -- where the parts of a lane are -------------------------------------------------------------------


@dataclass(frozen=True)
class LaneParts:
    """A lane cut into what a race needs: the fan of laid cards, the row of hand places (touch and
    the keys' letters; a mouse runner's hand is in the tray instead, and then the fan has the whole
    race area) with Finish, and the Time's up button (where the controls are named otherwise: the
    hand places name the keys while a runner races)."""

    fan: pygame.Rect
    places: tuple[pygame.Rect, ...]
    finish: pygame.Rect
    time_up: pygame.Rect


@lru_cache(maxsize=64)
def lane_parts(lane: Lane, places: int) -> LaneParts:
    """Where a lane's parts are with ``places`` hand places (0: a mouse runner's lane, all fan);
    shared: the rects are not to be changed."""
    laid = pygame.Rect(lane.laid)
    time_up = pygame.Rect(lane.keys)
    if places == 0:
        return LaneParts(laid, (), pygame.Rect(laid.right, laid.bottom, 0, 0), time_up)
    gap = 4
    size = min(PLACE_ROW, (laid.width - FINISH_WIDTH - gap * places) // places)
    row = pygame.Rect(laid.left, laid.bottom - size, laid.width, size)
    rects = [pygame.Rect(row.left + i * (size + gap), row.top, size, size) for i in range(places)]
    finish = pygame.Rect(row.left + places * (size + gap), row.top, 0, size)
    finish.width = row.right - finish.left
    fan = pygame.Rect(laid.left, laid.top, laid.width, laid.height - size - 6)
    return LaneParts(fan, tuple(rects), finish, time_up)


def laid_rects(fan: pygame.Rect, card: tuple[int, int], count: int) -> tuple[pygame.Rect, ...]:
    """Where ``count`` cards of a run lie in ``fan``, left to right: as tall as the fan allows and
    overlapping no more than leaves each card's corner symbol whole (the cards of a longer run
    than :data:`FAN_ROOM` get narrower, never hidden).  Rects for one more than ``count`` cards'
    worth are never needed: the caller asks for the run plus its Finish card."""
    cw, ch = card
    room = max(FAN_ROOM, count)
    width = min(fan.height * cw // ch, int(fan.width / (1 + READ_SHARE * (room - 1))))
    while (fan.width - width) // (room - 1) < READ_SHARE * width:  # the step is whole pixels
        width -= 1
    height = width * ch // cw
    step = min(width + 6, (fan.width - width) // max(1, room - 1))
    top = fan.top + (fan.height - height) // 2
    return tuple(pygame.Rect(fan.left + i * step, top, width, height) for i in range(count))


def insert_index(fan: pygame.Rect, card: tuple[int, int], laid: int, x: int) -> int:
    """Where a card dropped at ``x`` goes into a line of ``laid`` cards: before the first card
    whose middle is right of it."""
    rects = laid_rects(fan, card, laid + 1)[:laid]
    return next((i for i, rect in enumerate(rects) if x < rect.centerx), laid)


@dataclass(frozen=True)
class TrayParts:
    """The mouse runner's hand: its places (the eight movement cards in hand order, then the
    special cards), and the Undo and Finish buttons."""

    places: tuple[pygame.Rect, ...]
    undo: pygame.Rect
    finish: pygame.Rect
    tag: pygame.Rect  # the runner's name, between the special cards and Undo

    @property
    def area(self) -> pygame.Rect:
        return pygame.Rect(TRAY_PANEL)


@lru_cache(maxsize=8)
def tray_parts(places: int) -> TrayParts:
    """Eight cards on the first row, up to three special cards, Undo and Finish on the second."""
    left, top = TRAY_PANEL.left + 10, TRAY_PANEL.top + 8
    pitch = TRAY_CARD + TRAY_GAP
    rects = [
        pygame.Rect(left + (i % 8) * pitch, top + (i // 8) * (pitch + 4), TRAY_CARD, TRAY_CARD)
        for i in range(places)
    ]
    second = top + pitch + 4
    finish = pygame.Rect(0, second, 210, TRAY_CARD)
    finish.right = TRAY_PANEL.right - 10
    undo = pygame.Rect(0, second, 180, TRAY_CARD)
    undo.right = finish.left - 8
    tag_left = rects[-1].right + 8 if places > 8 else left
    tag = pygame.Rect(tag_left, second + (TRAY_CARD - TAG_HEIGHT) // 2, undo.left - 8 - tag_left, TAG_HEIGHT)
    return TrayParts(tuple(rects), undo, finish, tag)


@dataclass(frozen=True)
class TrayLook:
    """What the mouse runner's hand shows: the places (None: laid), which one the pointer is over
    and which is lifted by a drag (drawn as its empty slot), whether there is a card to take back."""

    places: tuple[str | None, ...]
    hovered: int | None = None
    lifted: int | None = None
    can_undo: bool = False
    hovered_button: str = ""  # "undo" or "finish" under the pointer
    seat: int | None = None  # whose hand it is: the border and the name tag in their colour
    name: str = ""
    colour: int = 0  # their ``Seat.colour``


def hand_card(card: str, rect: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
    """A card of the hand drawn in ``rect``: a movement card as its symbol, a special card as the
    card itself (the art of The long way, the Major shortcut, the antidote)."""
    if card in ("long_way", "major_shortcut", "antidote"):
        h = rect.height - 8
        picture = run_card(card, (h * 5 // 7, h))
    else:
        picture = image(f"symbol_{card}", (rect.width - 8, rect.width - 8))
    return picture, picture.get_rect(center=rect.center)


def draw_tray(surface: pygame.Surface, look: TrayLook) -> None:
    """The mouse runner's hand under the path card, big enough to hit without aiming."""
    parts = tray_parts(len(look.places))
    if look.seat is None:
        panel = theme.rounded(TRAY_PANEL.size, (18, 12, 28, 255), theme.RADIUS, 3, (233, 166, 36, 220))
    else:  # in the runner's colour, as their lane is, and named: it is clearly theirs
        edge = (*seat_colour(look.colour), 255)
        panel = theme.rounded(TRAY_PANEL.size, (18, 12, 28, 255), theme.RADIUS, TRAY_BORDER, edge)
    surface.blit(panel, TRAY_PANEL)
    if look.seat is not None and look.name:
        draw_tray_tag(surface, parts.tag, look.seat, look.name, look.colour)
    for i, (card, rect) in enumerate(zip(look.places, parts.places, strict=True)):
        if card is None or i == look.lifted:
            pygame.draw.rect(surface, (28, 22, 40), rect, border_radius=12)
            pygame.draw.rect(surface, (70, 60, 90), rect, 2, border_radius=12)
            continue
        hovered = i == look.hovered
        pygame.draw.rect(surface, (62, 50, 86) if hovered else (44, 34, 62), rect, border_radius=12)
        pygame.draw.rect(surface, theme.HOVER_GLOW if hovered else (96, 82, 120), rect, 3, border_radius=12)
        picture, at = hand_card(card, rect)
        surface.blit(picture, at)
    for name, rect, label, fill in (
        ("undo", parts.undo, _("Take back"), (70, 56, 96) if look.can_undo else (40, 34, 52)),
        ("finish", parts.finish, _("Finish"), (30, 120, 64)),
    ):
        if look.hovered_button == name and (name == "finish" or look.can_undo):
            fill = tuple(min(255, c + 28) for c in fill)  # type: ignore[assignment]
        pygame.draw.rect(surface, fill, rect, border_radius=14)
        colour = theme.TEXT if name == "finish" or look.can_undo else theme.TEXT_DIM
        text.draw_text(
            surface, label, rect.center, 32, colour, "center", bold=True, max_width=rect.width - 16
        )


def draw_tray_tag(surface: pygame.Surface, rect: pygame.Rect, seat: int, name: str, style: int) -> None:
    """The runner's name on a tag of their colour (their token beside it where there is room)."""
    colour = seat_colour(style)
    pygame.draw.rect(surface, colour, rect, border_radius=rect.height // 2)
    ink = (18, 12, 28) if sum(colour) > 360 else (245, 235, 215)
    words = rect.inflate(-20, 0)
    side = rect.height - 8
    if words.width >= side + 8 + TAG_ROOM_FOR_NAME:
        surface.blit(token(seat, side, style), (rect.left + 6, rect.top + 4))
        words.left += side
        words.width -= side
    text.draw_text(
        surface, name, words.center, NAME_SIZE, ink, "center", bold=True, max_width=max(1, words.width)
    )


# -- the board, the path card, the map ---------------------------------------------------------------


def draw_monster_board(
    surface: pygame.Surface,
    layout: TableLayout,
    view: OutrunView,
    seats: Sequence[RunnerView],
    colours: Sequence[int],
) -> None:
    """The monster board with each runner's token on their place (``colours``: each seat's own)."""
    x, y, _w, _h = layout.zones["monster_board"]
    surface.blit(image(f"board_{view['monster']}"), (x, y))
    blocked = set(view["board"]["blocked"])
    for place, rect in layout.places.items():
        if place in blocked:
            shade = pygame.Surface(rect[2:], pygame.SRCALPHA)
            shade.fill((0, 0, 0, 170))
            surface.blit(shade, rect[:2])
    zero = [s for s, entry in enumerate(seats) if entry.get("position") == "zero"]
    for seat, entry in enumerate(seats):
        spot = entry.get("position")
        if isinstance(spot, int) and spot in layout.places:
            box = pygame.Rect(layout.place(spot))
            pic = token(seat, 64, colours[seat])
            surface.blit(pic, pic.get_rect(center=(box.centerx + 12, box.centery + 4)))
    zx, zy, zw, zh = layout.zero_box
    for i, seat in enumerate(zero):
        pic = token(seat, 44, colours[seat])
        surface.blit(pic, (zx + 50 + (i % 3) * 40, zy + 4 + (i // 3) * 38))


def symbol_spots(area: PathCardArea, view: PathCardView) -> list[tuple[str, pygame.Rect]]:
    """The path's symbols in path order with the squares they are drawn in (empty face down)."""
    if view["path"] is None or view["path_spots"] is None:
        return []
    return [
        (symbol, pygame.Rect(area.symbol_rect(col, row)))
        for symbol, (col, row) in zip(view["path"], view["path_spots"], strict=True)
    ]


def draw_path_card(surface: pygame.Surface, area: PathCardArea, view: PathCardView, face_up: bool) -> None:
    x, y, w, h = area.rect
    spots = symbol_spots(area, view) if face_up else []
    if not spots:
        surface.blit(image("path_back", (w, h)), (x, y))
        return
    trail = tuple((symbol, (rect.x - x, rect.y - y, rect.w, rect.h)) for symbol, rect in spots)
    surface.blit(_path_face(trail, bool(view["path_antidote"]), (w, h)), (x, y))


@lru_cache(maxsize=8)
def _path_face(
    trail: tuple[tuple[str, tuple[int, int, int, int]], ...], antidote: bool, size: tuple[int, int]
) -> pygame.Surface:
    """One path card's face, composed once: the footprints turned along each step of the trail,
    the glowing start, the symbols and the antidote icon."""
    face = image("path_card", size).copy()
    centres = [pygame.Rect(rect).center for _symbol, rect in trail]
    for (ax, ay), (bx, by) in zip(centres, centres[1:], strict=False):
        angle = math.degrees(math.atan2(bx - ax, -(by - ay)))
        nx, ny = (by - ay), -(bx - ax)
        norm = math.hypot(nx, ny) or 1
        for i, t in enumerate((0.38, 0.62)):
            side = -9 if i % 2 else 9
            px = ax + (bx - ax) * t + side * nx / norm
            py = ay + (by - ay) * t + side * ny / norm
            step = pygame.transform.rotozoom(image("footprint", (40, 40)), -angle, 1.0)
            face.blit(step, step.get_rect(center=(round(px), round(py))))
    glow = image("path_start", (150, 150))
    face.blit(glow, glow.get_rect(center=centres[0]))
    for symbol, rect in trail:
        face.blit(image(f"symbol_{symbol}", (rect[2], rect[3])), rect[:2])
    if antidote:
        face.blit(image("icon_antidote", (56, 56)), (size[0] - 64, 8))
    return face


def draw_map(
    surface: pygame.Surface,
    layout: TableLayout,
    view: OutrunView,
    rooms: Sequence[int],
    colours: Sequence[int],
) -> None:
    maps: list[str] = view["maps"]
    for board in range(len(layout.exits)):
        in_play = board < len(maps)
        for room in range(ROOMS_PER_BOARD):
            index = board * ROOMS_PER_BOARD + room
            rx, ry, rw, rh = layout.room(index)
            tile = image(f"room_{maps[board] if in_play else maps[0]}", (rw, rh))
            if not in_play:
                tile = tile.copy()
                tile.set_alpha(70)
            surface.blit(tile, (rx, ry))
            nx, ny, _nw, _nh = ROOM_NUMBER_RECT  # clear of the room's furniture (``ROOM_PROP_RECTS``)
            text.draw_text(
                surface, str(index + 1), (rx + nx, ry + ny), ROOM_NUMBER_SIZE, theme.TEXT, bold=True
            )
        ex = layout.exit(board + 1)
        surface.blit(image("exit" if board == len(maps) - 1 else "next_board", (ex[2], ex[3])), ex[:2])
    last = view["rooms"]
    crowd: dict[int, int] = {}
    for seat, room in enumerate(rooms):
        rect = layout.exit(view["boards"]) if room >= last else layout.room(room)
        n = crowd.get(room, 0)
        crowd[room] = n + 1
        col, row = n % 2, n // 2
        surface.blit(token(seat, 34, colours[seat]), (rect[0] + 8 + col * 24, rect[1] + 20 + row * 16))


# -- a lane ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LaneLook:
    """What one lane shows now (the scene fills it from the view and the race)."""

    name: str
    controls: str
    entry: RunnerView
    laid: tuple[str, ...] = ()
    finish_place: int | None = None  # its Finish card's place in the pile, once finished
    racing: bool = False  # still racing (the Time's up button shows)
    places: tuple[str | None, ...] = ()  # the hand places a person presses (empty: nobody presses)
    keys: tuple[str, ...] = ()  # the key letter on each place (empty: no key)
    finish_key: str = ""
    lit: bool = False  # a legal target of the card chosen
    chosen: bool = False
    status: str = ""
    colour: int = 0  # the runner's ``Seat.colour``: the lane's edge and the token's symbol


def draw_lane_frame(surface: pygame.Surface, lane: Lane, seat: int, look: LaneLook) -> None:
    """A lane but its race: the runner, the controls, the cards in front and the hand.  (The cards
    of the race go down in ``lane.laid``, clear of everything drawn here.)"""
    rect = pygame.Rect(lane.rect)
    colour = seat_colour(look.colour)
    pygame.draw.rect(surface, LANE_FILL, rect, border_radius=16)
    border = LIT if look.lit else colour
    pygame.draw.rect(
        surface,
        CHOSEN if look.chosen else border,
        rect,
        6 if look.lit or look.chosen else 3,
        border_radius=16,
    )
    rx, ry, rw, rh = lane.runner
    surface.blit(token(seat, rh, look.colour), (rx, ry))
    text.draw_text(
        surface,
        look.name,
        (rx + rh + 8, ry + rh // 2),
        NAME_SIZE,
        (245, 235, 215),
        "midleft",
        bold=True,
        max_width=rw - rh - 8,
    )
    keys = pygame.Rect(lane.keys)
    pygame.draw.rect(surface, (34, 26, 46), keys, border_radius=10)
    text.draw_text(
        surface, look.controls, keys.center, LABEL_SIZE, (210, 210, 228), "center", max_width=keys.width - 8
    )
    _draw_front(surface, lane, seat, look)


def draw_lane_cards(surface: pygame.Surface, lane: Lane, look: LaneLook, parts: LaneParts) -> None:
    """The race in a lane: the cards laid, the Finish card, the status, the hand places."""
    _draw_laid(surface, lane, look, parts)


def frame_look(look: LaneLook) -> LaneLook:
    """What :func:`draw_lane_frame` reads of ``look`` (the race's fields left out; while the
    runner races, the Time's up button stands where the controls are named)."""
    controls = "" if look.racing else look.controls
    return LaneLook(look.name, controls, look.entry, lit=look.lit, chosen=look.chosen, colour=look.colour)


def cards_look(look: LaneLook) -> tuple[Any, ...]:
    """What :func:`draw_lane_cards` reads of ``look``."""
    return (look.laid, look.finish_place, look.places, look.keys, look.finish_key, look.status)


def cards_area(lane: Lane, look: LaneLook, parts: LaneParts) -> pygame.Rect:
    """Everything :func:`draw_lane_cards` paints: the lane's race area, and the key names on its
    hand places, which may be wider than their places ("Num 7") and reach past the lane's edge."""
    if not look.places:
        return pygame.Rect(lane.laid)
    return pygame.Rect(_cards_area(lane, look.keys, len(parts.places), text.get_scale()))


@lru_cache(maxsize=64)
def _cards_area(lane: Lane, keys: tuple[str, ...], places: int, _scale: float) -> tuple[int, int, int, int]:
    """(Kept per lane, keys and text size: measuring the key names each frame adds up.)"""
    area = pygame.Rect(lane.laid)
    for name, place in zip(keys, lane_parts(lane, places).places, strict=False):
        if name:
            picture = text.render(name, LABEL_SIZE, theme.TEXT, True, True)
            area.union_ip(picture.get_rect(bottomright=(place.right - 2, place.bottom + 2)))
    return area.x, area.y, area.width, area.height


def _draw_laid(surface: pygame.Surface, lane: Lane, look: LaneLook, parts: LaneParts) -> None:
    fan = parts.fan if look.places else pygame.Rect(lane.laid)
    count = len(look.laid) + (1 if look.finish_place is not None else 0)
    rects = laid_rects(fan, lane.laid_card, count)
    for card, at in zip(look.laid, rects, strict=False):
        surface.blit(run_card(card, at.size), at)
    if look.finish_place is not None:
        at = rects[-1]
        surface.blit(image("finish", at.size), at)
        badge = pygame.Rect(0, 0, 44, 44)
        badge.center = (at.centerx, at.top + 26)
        pygame.draw.circle(surface, theme.BADGE, badge.center, 22)
        text.draw_text(
            surface, str(look.finish_place), badge.center, 28, theme.BADGE_TEXT, "center", bold=True
        )
    if look.status:
        where = (
            (fan.left + 12, fan.bottom - 4) if look.laid or look.finish_place else (fan.centerx, fan.centery)
        )
        anchor = "bottomleft" if look.laid or look.finish_place else "center"
        if look.laid or look.finish_place:
            # over the cards' lower edge: a dark pill keeps "Wrong way" readable on any card face
            width, height = text.measure(look.status, LABEL_SIZE, bold=True)
            pill = pygame.Rect(0, 0, min(width, fan.width - 16) + 20, height + 6)
            pill.bottomleft = (where[0] - 10, where[1] + 3)
            pygame.draw.rect(surface, (24, 18, 34), pill, border_radius=pill.height // 2)
        text.draw_text(
            surface,
            look.status,
            where,
            LABEL_SIZE,
            (230, 220, 240),
            anchor,
            bold=True,
            shadow=True,
            max_width=fan.width - 16,
        )
    if look.places:
        for i, (held, place) in enumerate(zip(look.places, parts.places, strict=False)):
            pygame.draw.rect(surface, (40, 32, 56), place, border_radius=8)
            if held is not None:
                surface.blit(
                    run_card(held, (place.width - 4, place.height - 4))
                    if held in ("long_way", "major_shortcut", "antidote")
                    else image(f"symbol_{held}", (place.width - 6, place.width - 6)),
                    place.move(2, 2),
                )
            if i < len(look.keys) and look.keys[i]:
                text.draw_text(
                    surface,
                    look.keys[i],
                    (place.right - 2, place.bottom + 2),
                    LABEL_SIZE,
                    theme.TEXT,
                    "bottomright",
                    bold=True,
                    shadow=True,
                )
        pygame.draw.rect(surface, (30, 110, 60), parts.finish, border_radius=8)
        finish_label = look.finish_key or _("Finish")  # a key zone names the key that finishes
        text.draw_text(
            surface,
            finish_label,
            parts.finish.center,
            LABEL_SIZE,
            theme.TEXT,
            "center",
            bold=True,
            max_width=parts.finish.width - 6,
            condensed=text.measure(finish_label, LABEL_SIZE, True)[0] > parts.finish.width - 6,
        )


def _draw_front(surface: pygame.Surface, lane: Lane, seat: int, look: LaneLook) -> None:
    entry = look.entry
    fw, fh = lane.front_card
    px, py, pw, ph = lane.placeholder
    surface.blit(
        image("infected" if entry["infected"] else "placeholder", (fw, fh)),
        (px + (pw - fw) // 2, py + (ph - fh) // 2),
    )
    small = fw * 2 // 3
    surface.blit(token(seat, small, look.colour), (px + (pw - small) // 2, py + (ph - small) // 2))
    fx, fy, _w, fh2 = lane.front
    for i, card in enumerate(entry["interference"]):
        surface.blit(interference(card, (fw, fh)), (fx + i * (fw + 6), fy + (fh2 - fh) // 2))
    count = entry["hand_count"]
    hx, hy, hw, hh = lane.hand
    if count:
        surface.blit(image("interference_back", (fw, fh)), (hx + (hw - fw) // 2, hy + (hh - fh) // 2))
        text.draw_text(
            surface,
            f"×{count}",
            (hx + hw // 2, hy + hh // 2),
            30,
            theme.TEXT,
            "center",
            bold=True,
            shadow=True,
        )


def front_rects(lane: Lane, count: int) -> list[pygame.Rect]:
    fw, fh = lane.front_card
    fx, fy, _w, fh2 = lane.front
    return [pygame.Rect(fx + i * (fw + 6), fy + (fh2 - fh) // 2, fw, fh) for i in range(count)]


# -- the Vampire's centre cards ---------------------------------------------------------------------------


def center_rects(zone: pygame.Rect | Sequence[int], count: int) -> list[pygame.Rect]:
    """Where the Vampire's centre cards lie in their zone: one card large at the top (its name
    under it), two one above the other, each whole (an overlap hid the first card's face)."""
    cx, cy, cw, ch = zone
    size = (100, 140) if count < 2 else ((ch // 2 - 4) * 5 // 7, ch // 2 - 4)
    return [
        pygame.Rect(cx + (cw - size[0]) // 2, cy + 2 + i * (size[1] + 4), *size) for i in range(min(count, 2))
    ]


def center_label_lines(name: str, width: int, room: int) -> list[str] | None:
    """A centre card's name (without what its brackets add: the card's face shows that) in lines
    of readable type (``LABEL_SIZE``, bold, condensed) that fit ``width`` by ``room``, a long word
    broken with a hyphen; None when it does not fit (the card's tooltip still names it)."""
    short = name.split(" (")[0]
    lines: list[str] = []
    current = ""
    for word in short.split():
        for index, piece in enumerate(label_pieces(word, width)):
            trial = piece if not current else f"{current} {piece}"
            if index == 0 and text.measure(trial, LABEL_SIZE, True, True)[0] <= width:
                current = trial
                continue
            if current:
                lines.append(current)
            current = piece
    lines.append(current)
    too_wide = any(text.measure(line, LABEL_SIZE, True, True)[0] > width for line in lines)
    if too_wide or len(lines) * text.line_height(LABEL_SIZE, True, True) > room:
        return None
    return lines


def label_pieces(word: str, width: int) -> list[str]:
    """``word`` as it fits ``width`` in the label's type: whole when it can, else broken with a
    hyphen where a syllable starts (the engine's rule): "Swit-cheroo", "Przyspie-szenie"."""
    return text.hyphenate(word, LABEL_SIZE, width, bold=True, condensed=True)


def draw_center_label(surface: pygame.Surface, card: pygame.Rect, zone: pygame.Rect, name: str) -> None:
    """The name of the one centre card under it, when it fits there."""
    room = pygame.Rect(zone.left, card.bottom + 2, zone.width, zone.bottom - card.bottom - 2)
    lines = center_label_lines(name, room.width, room.height)
    if lines is None:
        return
    step = text.line_height(LABEL_SIZE, True, True)
    for index, line in enumerate(lines):
        top = (room.centerx, room.top + index * step)
        text.draw_text(surface, line, top, LABEL_SIZE, theme.TEXT, "midtop", True, condensed=True)
