"""The Just Run board drawn from the view through the camera, and the hit tests that invert it.

:class:`BoardView` takes ``view(state, seat)`` and places everything in the world (the board at zoom
1; :mod:`board_places` says where, without pygame): each room's tile turned as it was laid, a
marker on every door side and a wall bar on every wall, the room's name, its zombies (side by
side, a count badge when crowded, a horde as one big pawn), its tokens and its survivors side by
side.  Drawing goes through a
:class:`~tabletop.engine.camera.Camera`; the hit tests (a room, a door side, a survivor pawn, a
zombie group under a screen point) use the very rectangles the drawing uses, so what a player
sees is what they click.

The still part (tiles, walls, doors) is a :class:`~tabletop.engine.board_picture.BoardPicture`:
painted at zoom 1 and kept scaled for the zoom the camera rests at, a square at a time as it comes
into sight or is warmed up between frames, and repainted only where the rooms change; while the
zoom glides, the visible part is scaled each frame.  Pawns, tokens, names, badges and highlights
are drawn on top each frame.  Texts a player reads (room names, counts) are drawn at a fixed
screen size, at least ``text.READABLE``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text, theme
from tabletop.engine.board_picture import BoardPicture
from tabletop.engine.camera import Camera
from tabletop.games.just_run.rules.view import JustRunView
from tabletop.games.just_run.table import art as board_art
from tabletop.games.just_run.table import board_geometry as geo
from tabletop.games.just_run.table.board_places import (
    NAME_TOP,
    Board,
    DoorKey,
    Placed,
    RoomKey,
    WRect,
    door_world_rect,
    doors_of,
    place,
    sides_of,
)

__all__ = ["Board", "BoardView", "Highlights", "Placed", "doors_of", "legal_highlights", "place", "sides_of"]

#: names and badges are drawn from this zoom up (below it the whole board is a map of pawns)
NAMES_FROM_ZOOM = 0.6
NAME_SIZE = text.READABLE
BADGE_SIZE = text.READABLE

STEP: dict[str, tuple[int, int]] = {"n": (1, 0), "e": (0, 1), "s": (-1, 0), "w": (0, -1)}
OPPOSITE: dict[str, str] = {"n": "s", "s": "n", "e": "w", "w": "e"}

GLOW = (255, 226, 120)
ARROW = (236, 70, 48)


@dataclass(frozen=True)
class Highlights:
    """What the caller wants lit: legal move targets, legal door targets, the narration's arrows
    (from a room to a room), the acting survivor's seat, a room under the pointer."""

    rooms: frozenset[RoomKey] = frozenset()
    doors: frozenset[DoorKey] = frozenset()
    arrows: tuple[tuple[RoomKey, RoomKey], ...] = ()
    acting: int | None = None
    hovered: RoomKey | None = None
    #: the rescuee acts (Rescue Mission): their pawn glows as the acting survivor's does
    rescuee: bool = False


class BoardView:
    """Draws the board of a view through ``camera`` and answers what is under a screen point."""

    def __init__(self, camera: Camera) -> None:
        self.camera = camera
        self.board = Board(0)
        self._rows = 0
        self._faces: dict[RoomKey, tuple[Any, ...]] = {}
        self._picture: BoardPicture | None = None

    # -- the view ---------------------------------------------------------------------------------

    def set_view(self, view: JustRunView) -> None:
        """Take a new view.  The still picture is repainted only where a tile or a side changed
        (a door checked repaints two rooms, not the board), and so are its scaled copies."""
        self.board = place(view)
        faces = {
            key: (room.get("tile"), room.get("rotation", 0), tuple(sorted(room.get("sides", {}).items())))
            for key, room in self.board.rooms.items()
        }
        if self._picture is None or self.board.rows != self._rows:
            self._rows, self._faces = self.board.rows, faces
            self._picture = BoardPicture(geo.world_size(self.board.rows), self._paint_into)
            return
        changed = {key for key in faces.keys() | self._faces.keys() if faces.get(key) != self._faces.get(key)}
        self._faces = faces
        for row, col in sorted(changed):
            self._patch(row, col)

    def _patch(self, row: int, col: int) -> None:
        """Repaint one room's square and its door markers' overhang, at zoom 1 and scaled."""
        assert self._picture is not None
        x, y, w, h = geo.room_rect(self.board.rows, row, col)
        over = geo.DOOR_MARKER[1] // 2 + 2
        self._picture.patch(pygame.Rect(x - over, y - over, w + 2 * over, h + 2 * over))

    def repaint(self) -> None:
        """Make the still picture afresh as it is next shown (a long game patched it room by room,
        which differs from a fresh painting in the last bit of the scaling's smoothing)."""
        self._picture = BoardPicture(geo.world_size(self.board.rows), self._paint_into)

    def warm(self, budget_s: float | None = None) -> bool:
        """Make some of the still picture for the camera's zoom ahead of the frame that shows it
        (see :meth:`BoardPicture.warm`); True while some is left."""
        if self._picture is None:
            return False
        if budget_s is None:
            return self._picture.warm(self.camera)
        return self._picture.warm(self.camera, budget_s)

    def world_size(self) -> tuple[int, int]:
        return geo.world_size(self.board.rows)

    # -- geometry on screen -------------------------------------------------------------------------

    def room_rect(self, row: int, col: int) -> pygame.Rect:
        return self.camera.rect_to_screen(geo.room_rect(self.board.rows, row, col))

    def door_rect(self, row: int, col: int, side: str) -> pygame.Rect:
        return self.camera.rect_to_screen(door_world_rect(self.board.rows, row, col, side))

    def piece_rects(self, kind: str | None = None) -> list[tuple[Placed, pygame.Rect]]:
        return [
            (p, self.camera.rect_to_screen(p.rect))
            for p in self.board.pieces
            if kind is None or p.kind == kind
        ]

    def survivor_rect(self, seat: int) -> pygame.Rect | None:
        for placed, rect in self.piece_rects("survivor"):
            if placed.key == seat:
                return rect
        return None

    def zombie_rect(self, row: int, col: int) -> pygame.Rect | None:
        """The zombie group of a room (its pawns together), or None without zombies."""
        rects = [r for p, r in self.piece_rects() if p.kind in ("zombies", "horde") and p.key == (row, col)]
        return rects[0].unionall(rects[1:]) if rects else None

    def room_world_rect(self, row: int, col: int) -> WRect:
        """For ``camera.follow``: the room in world pixels."""
        return geo.room_rect(self.board.rows, row, col)

    # -- hit tests ------------------------------------------------------------------------------------

    def _on_board(self, pos: tuple[int, int]) -> bool:
        return self.camera.viewport.collidepoint(pos)

    def room_at(self, pos: tuple[int, int]) -> RoomKey | None:
        """The placed room under a screen point."""
        if not self._on_board(pos):
            return None
        x, y = self.camera.to_world(pos)
        key = geo.room_at(self.board.rows, x, y)
        return key if key in self.board.rooms else None

    def door_at(self, pos: tuple[int, int], room: RoomKey | None = None) -> DoorKey | None:
        """The door side under a screen point, named from ``room`` when it is one of the two rooms
        the door joins (a survivor's own room), else from the room that draws it."""
        if not self._on_board(pos):
            return None
        for key in self.board.doors:
            rect = self.door_rect(*key).inflate(12, 12)
            if rect.collidepoint(pos):
                return self._from(key, room)
        return None

    def _from(self, key: DoorKey, room: RoomKey | None) -> DoorKey:
        row, col, side = key
        if room is not None and room != (row, col):
            dr, dc = STEP[side]
            if room == (row + dr, col + dc):
                return (room[0], room[1], OPPOSITE[side])
        return key

    def survivor_at(self, pos: tuple[int, int]) -> int | None:
        """The seat of the survivor pawn under a screen point (the topmost where they overlap)."""
        if not self._on_board(pos):
            return None
        for placed, rect in reversed(self.piece_rects("survivor")):
            if _in_disc(rect, pos) and isinstance(placed.key, int):
                return placed.key
        return None

    def rescuee_rect(self) -> pygame.Rect | None:
        """The rescuee's pawn on screen (Rescue Mission), or None while they are not on the board."""
        for _placed, rect in self.piece_rects("rescuee"):
            return rect
        return None

    def rescuee_at(self, pos: tuple[int, int]) -> bool:
        """Whether the rescuee's pawn is under a screen point."""
        rect = self.rescuee_rect()
        return rect is not None and self._on_board(pos) and _in_disc(rect, pos)

    def zombies_at(self, pos: tuple[int, int]) -> RoomKey | None:
        """The room whose zombie group is under a screen point."""
        if not self._on_board(pos):
            return None
        for placed, rect in reversed(self.piece_rects()):
            if placed.kind in ("zombies", "horde") and _in_disc(rect, pos):
                return placed.key  # type: ignore[return-value]
        return None

    # -- drawing ----------------------------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, highlights: Highlights = Highlights(), pulse: float = 1.0
    ) -> None:
        """Paint the board into the camera's viewport (nothing outside it changes)."""
        clip = surface.get_clip()
        surface.set_clip(self.camera.viewport.clip(clip) if clip else self.camera.viewport)
        try:
            surface.fill((14, 12, 14), self.camera.viewport)
            self._draw_still(surface)
            self._draw_room_glow(surface, highlights, pulse)
            if self.camera.zoom >= NAMES_FROM_ZOOM:
                self._draw_names(surface)
            self._draw_pieces(surface, highlights)
            self._draw_door_glow(surface, highlights, pulse)
            self._draw_arrows(surface, highlights)
        finally:
            surface.set_clip(clip)

    def still_picture(self) -> pygame.Surface:
        """Tiles, walls and door markers of the whole board at zoom 1."""
        if self._picture is None:
            self._picture = BoardPicture(geo.world_size(self.board.rows), self._paint_into)
        return self._picture.whole()

    def _paint_into(self, picture: pygame.Surface, area: pygame.Rect) -> None:
        """Tiles, then wall bars, then door markers, painted only inside ``area``."""
        rows = self.board.rows
        clip = picture.get_clip()
        picture.set_clip(area)
        picture.fill((22, 20, 22), area)
        for row in range(rows):  # the building's empty spaces, faintly, so its length shows
            for col in range(geo.BOARD_WIDTH):
                if (row, col) not in self.board.rooms:
                    cell = pygame.Rect(geo.room_rect(rows, row, col)).inflate(-8, -8)
                    if not area.colliderect(cell):
                        continue  # a room's patch paints only its neighbourhood
                    picture.fill((28, 26, 28), cell)
                    pygame.draw.rect(picture, (44, 42, 44), cell, 2, border_radius=6)
        for (row, col), room in self.board.rooms.items():
            x, y, w, h = geo.room_rect(rows, row, col)
            if not area.colliderect((x, y, w, h)):
                continue
            face = room.get("tile") or geo.BACK
            if face == "inaccessible":
                face = geo.INACCESSIBLE_FACE
            turns = int(room.get("rotation", 0) or 0) + geo.TURN
            picture.blit(board_art.tile_face(face, turns), (x, y))
        for (row, col, side), state in self.board.walls.items():
            self._paint_wall(picture, area, row, col, side, state)
        for (row, col, side), state in self.board.doors.items():
            door = door_world_rect(rows, row, col, side)
            if not area.colliderect(door):
                continue
            image = board_art.door_picture(state, side, geo.DOOR_MARKER)
            if image is not None:
                picture.blit(image, (round(door[0]), round(door[1])))
        picture.set_clip(clip)

    def _paint_wall(
        self, picture: pygame.Surface, area: pygame.Rect, row: int, col: int, side: str, state: str
    ) -> None:
        """A bar over the doorway of a wall side (a tile's doorway facing a neighbour's wall), the
        whole side for the building's outer wall."""
        cx, cy = geo.side_centre(self.board.rows, row, col, side)
        thick = geo.WALL * 2
        span = geo.TILE if state == "exterior" else geo.DOORWAY + 8
        if side in geo.ACROSS:
            rect = pygame.Rect(round(cx - span / 2), round(cy - thick / 2), span, thick)
        else:
            rect = pygame.Rect(round(cx - thick / 2), round(cy - span / 2), thick, span)
        if not area.colliderect(rect):
            return
        colour = (30, 28, 30) if state == "wall" else (12, 10, 12)
        picture.fill(colour, rect)
        edge = (70, 66, 64) if state == "wall" else (46, 42, 44)
        pygame.draw.rect(picture, edge, rect, 2)

    def _draw_still(self, surface: pygame.Surface) -> None:
        if self._picture is None:
            self._picture = BoardPicture(geo.world_size(self.board.rows), self._paint_into)
        self._picture.draw(surface, self.camera)

    def _draw_room_glow(self, surface: pygame.Surface, highlights: Highlights, pulse: float) -> None:
        for key in sorted(highlights.rooms | ({highlights.hovered} if highlights.hovered else set())):
            if key not in self.board.rooms:
                continue
            rect = self.room_rect(*key)
            strong = key == highlights.hovered
            alpha = round((70 if strong else 40) + 40 * pulse)
            overlay = pygame.Surface(rect.size, pygame.SRCALPHA)
            overlay.fill((*GLOW, alpha))
            surface.blit(overlay, rect)
            pygame.draw.rect(surface, GLOW, rect.inflate(-4, -4), 6 if strong else 4, border_radius=6)

    def _draw_names(self, surface: pygame.Surface) -> None:
        zoom = self.camera.zoom
        seen = self._seen_world()
        for (row, col), room in self.board.rooms.items():
            name = room.get("name")
            if not name or room.get("tile") is None:
                continue
            if not _overlap(geo.room_rect(self.board.rows, row, col), seen):
                continue
            rect = self.room_rect(row, col)
            inner = rect.w - 2 * round(geo.WALL * zoom) - 8
            plate = _name_plate(_(str(name)), inner, text.get_scale())
            surface.blit(plate, plate.get_rect(midtop=(rect.centerx, rect.top + round(NAME_TOP * zoom) - 2)))

    def _seen_world(self) -> WRect:
        x, y, w, h = self.camera.visible_world()
        return (x - 1, y - 1, w + 2, h + 2)

    def _draw_pieces(self, surface: pygame.Surface, highlights: Highlights) -> None:
        seen = self._seen_world()
        for placed in self.board.pieces:
            if not _overlap(placed.rect, seen):
                continue
            rect = self.camera.rect_to_screen(placed.rect)
            image = board_art.piece(placed.image, rect.size)
            if image is not None:
                surface.blit(image, rect)
            else:
                pygame.draw.ellipse(surface, (200, 200, 200), rect)
            if placed.kind == "survivor" and placed.key == highlights.acting:
                pygame.draw.circle(surface, GLOW, rect.center, rect.w // 2 + 4, 4)
            if placed.kind == "survivor" and placed.key in self.board.infected:
                _infection_mark(surface, rect)
            if placed.kind == "rescuee":
                if highlights.rescuee:
                    pygame.draw.circle(surface, GLOW, rect.center, rect.w // 2 + 4, 4)
                if self.board.rescuee_body is not None:
                    _life_badge(surface, rect, self.board.rescuee_body)
            if placed.badge and (placed.kind != "token" or self.camera.zoom >= NAMES_FROM_ZOOM):
                self._badge(surface, rect, placed.badge, small=placed.kind == "token")

    def _badge(self, surface: pygame.Surface, rect: pygame.Rect, count: int, small: bool = False) -> None:
        """A count on the piece's lower right, clear of the room's name above: red for zombies,
        dark for a token's count (dropped items, bodies), so neither reads as the other."""
        label = str(count)
        w, h = text.measure(label, BADGE_SIZE, bold=True)
        radius = max(w, h) // 2 + (2 if small else 5)
        if small:
            centre = (rect.right, rect.bottom - radius // 2)
        else:
            centre = (rect.right - radius // 3, rect.bottom - radius)
        pygame.draw.circle(surface, (16, 12, 12), centre, radius + 2)
        pygame.draw.circle(surface, (70, 62, 54) if small else (196, 34, 30), centre, radius)
        text.draw_text(surface, label, centre, BADGE_SIZE, (255, 255, 255), "center", bold=True)

    def _draw_door_glow(self, surface: pygame.Surface, highlights: Highlights, pulse: float) -> None:
        for row, col, side in highlights.doors:
            rect = self.door_rect(row, col, side).inflate(14, 14)
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            glow.fill((*GLOW, round(50 + 60 * pulse)))
            surface.blit(glow, rect)
            pygame.draw.rect(surface, GLOW, rect, 4, border_radius=8)

    def _draw_arrows(self, surface: pygame.Surface, highlights: Highlights) -> None:
        for start, end in highlights.arrows:
            a = pygame.Vector2(self.room_rect(*start).center)
            b = pygame.Vector2(self.room_rect(*end).center)
            if a == b:
                continue
            direction = (b - a).normalize()
            normal = pygame.Vector2(-direction.y, direction.x)
            head = max(18.0, 40 * self.camera.zoom)
            tip = b - direction * head * 0.5
            base = tip - direction * head
            width = max(6, round(14 * self.camera.zoom))
            pygame.draw.line(surface, (20, 8, 8), a, base, width + 6)
            pygame.draw.line(surface, ARROW, a, base, width)
            points = [tip, base + normal * head * 0.7, base - normal * head * 0.7]
            pygame.draw.polygon(surface, ARROW, points)
            pygame.draw.polygon(surface, (20, 8, 8), points, 3)


INFECTED = (132, 214, 52)


def _infection_mark(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The Contagion Variation: an infected survivor's pawn wears a sick green ring and a drop."""
    pygame.draw.circle(surface, (20, 30, 10), rect.center, rect.w // 2 + 3, 7)
    pygame.draw.circle(surface, INFECTED, rect.center, rect.w // 2 + 2, 4)
    radius = max(8, rect.w // 6)
    centre = (rect.left + radius // 2, rect.bottom - radius // 2)
    pygame.draw.circle(surface, (20, 30, 10), centre, radius + 3)
    pygame.draw.circle(surface, INFECTED, centre, radius)


def _life_badge(surface: pygame.Surface, rect: pygame.Rect, body: int) -> None:
    """The rescuee's life points on their pawn's lower right (Rescue Mission)."""
    label = str(body)
    w, h = text.measure(label, BADGE_SIZE, bold=True)
    radius = max(w, h) // 2 + 4
    centre = (rect.right - radius // 3, rect.bottom - radius // 2)
    pygame.draw.circle(surface, (16, 12, 12), centre, radius + 2)
    pygame.draw.circle(surface, (40, 120, 60) if body > 2 else (170, 60, 30), centre, radius)
    text.draw_text(surface, label, centre, BADGE_SIZE, (255, 255, 255), "center", bold=True)


def _overlap(a: WRect, b: WRect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def plate_lines(name: str, width: int, size: int = NAME_SIZE) -> tuple[list[str], bool]:
    """A room name's lines on its plate, and whether they take the condensed face: a word too long
    for the room ("Przechowalnia") is condensed, then broken with a hyphen, never mid-letter."""
    width = max(40, width)
    narrow = any(text.measure(word, size, bold=True)[0] > width for word in name.split())
    words = [part for word in name.split() for part in text.hyphenate(word, size, width, True, narrow)]
    return text.wrap(" ".join(words), size, width, bold=True, condensed=narrow), narrow


def plate_size(name: str, width: int) -> int:
    """The size of a room's name: with Large text, a name that would take more lines than at the
    readable floor is drawn at the floor (24 px as drawn): the room cannot grow, and a taller
    plate would hide its pieces."""
    floor = text.floor_for(NAME_SIZE)
    if floor < NAME_SIZE and len(plate_lines(name, width)[0]) > len(plate_lines(name, width, floor)[0]):
        return floor
    return NAME_SIZE


@lru_cache(maxsize=256)
def _name_plate(name: str, width: int, scale: float) -> pygame.Surface:
    """A room's name on its dark plate, wrapped to ``width`` (made once per name, width and text
    size; the readability check empties this cache to see the texts drawn)."""
    del scale  # part of the key only: the text size setting changes the picture
    size = plate_size(name, width)
    lines, narrow = plate_lines(name, width, size)
    step = text.line_height(size, bold=True)
    widest = max(text.measure(line, size, bold=True, condensed=narrow)[0] for line in lines)
    plate = pygame.Surface((widest + 12, step * len(lines) + 4), pygame.SRCALPHA)
    plate.fill((8, 6, 8, 170))
    for i, line in enumerate(lines):
        text.draw_text(
            plate,
            line,
            (plate.get_width() // 2, 2 + i * step),
            size,
            theme.TEXT,
            "midtop",
            bold=True,
            condensed=narrow,
        )
    return theme.prepare(plate)


def _in_disc(rect: pygame.Rect, pos: tuple[int, int]) -> bool:
    """Round pawns are hit inside their disc, not their square's corners."""
    dx, dy = pos[0] - rect.centerx, pos[1] - rect.centery
    r = rect.w / 2
    return dx * dx + dy * dy <= r * r


def legal_highlights(commands: Iterable[Any], acting: int | None = None) -> Highlights:
    """The rooms a survivor may move into and the doors they may check or bash, lit from their
    legal commands (anything with ``type`` ``move``/``flee`` and a room, ``check_door``/
    ``bash_door`` and a side)."""
    rooms: set[RoomKey] = set()
    doors: set[DoorKey] = set()
    for command in commands:
        kind = getattr(command, "TYPE", None) or getattr(command, "type", None)
        if kind in ("move", "flee"):
            rooms.add((int(command.row), int(command.col)))
        elif kind in ("check_door", "bash_door"):
            doors.add((int(command.row), int(command.col), str(command.side)))
    return Highlights(rooms=frozenset(rooms), doors=frozenset(doors), acting=acting)
