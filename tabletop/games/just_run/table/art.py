"""The Just Run board's pictures: room tiles cut from the atlas the tileset names, turned as they
were laid, and the pawns, tokens and door markers from ``art/just_run/``, each scaled once per
size (the board redraws every frame while the camera moves; nothing is scaled per frame)."""

from __future__ import annotations

import pygame

from tabletop.engine import theme
from tabletop.games.just_run.table import board_geometry as geo
from tabletop.games.just_run.table.layout import tile_atlas

_atlas: pygame.Surface | None = None
_faces: dict[tuple[str, int], pygame.Surface] = {}


def _atlas_image() -> pygame.Surface | None:
    global _atlas
    if _atlas is None:
        atlas = tile_atlas()
        if not atlas.image.is_file():
            return None
        _atlas = theme.prepare(pygame.image.load(str(atlas.image)))
    return _atlas


def warm() -> None:
    """Load the room tiles' atlas now (the table opening): loaded by the first frame that shows the
    board, it made that frame take 100-160 ms, the one that shows the escape's first move."""
    _atlas_image()


def tile_face(face: str, rotation: int = 0) -> pygame.Surface:
    """A room tile at world size (``geo.TILE``), turned ``rotation`` quarter turns clockwise."""
    key = (face, rotation % 4)
    found = _faces.get(key)
    if found is not None:
        return found
    atlas, image = tile_atlas(), _atlas_image()
    cell = atlas.cells.get(face)
    if image is None or cell is None:
        picture = pygame.Surface((geo.TILE, geo.TILE))
        picture.fill((60, 58, 60))
        pygame.draw.rect(picture, (20, 20, 20), picture.get_rect(), geo.WALL)
    else:
        picture = image.subsurface(pygame.Rect(cell)).copy()
        if picture.get_width() != geo.TILE:
            picture = pygame.transform.smoothscale(picture, (geo.TILE, geo.TILE))
    if key[1]:
        picture = pygame.transform.rotate(picture, -90 * key[1])  # pygame turns anticlockwise
    _faces[key] = picture
    return picture


def piece(name: str, size: tuple[int, int] | None = None) -> pygame.Surface | None:
    """A piece picture (``zombie``, ``survivor_2``, ``token_noise``, ``door_locked``...), scaled to
    ``size`` screen pixels when given; None while the art is missing."""
    image = theme.load_art("just_run", f"{name}.png")
    if image is None or size is None or image.get_size() == size:
        return image
    return theme.scaled(image, (max(1, size[0]), max(1, size[1])))


def door_picture(state: str, side: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A door marker for a side: as painted where the side's edge lies across the screen, turned
    a quarter where it stands upright."""
    image = piece(f"door_{state}", size)
    if image is None or side in geo.ACROSS:
        return image
    return theme.derived(image, ("quarter",), lambda: pygame.transform.rotate(image, 90))


def clear_cache() -> None:
    """Forget the turned tiles (after the art changed on disk, or a display mode change)."""
    global _atlas
    _atlas = None
    _faces.clear()
