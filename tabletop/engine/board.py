"""Board art: the tile layers of a Tiled map composited into one 1920x1080 picture.

This is the only place that loads map images (through pytmx and pygame); zone geometry comes from
:mod:`tabletop.core.layout`, which needs no window.  The picture is built once per map file and
cached, because a scene blits it every frame and pytmx takes a moment to cut the tilesets.
"""

from __future__ import annotations

from os import PathLike
from pathlib import Path
from typing import Any

import pygame
import pytmx
from pytmx.util_pygame import handle_transformation, load_pygame

from tabletop.core.layout import LayoutError, check_tilesets, load_layout

CANVAS = (1920, 1080)

_cache: dict[str, pygame.Surface] = {}


def render_layers(path: str | PathLike[str]) -> pygame.Surface:
    """The map's visible tile layers painted bottom to top onto a 1920x1080 surface.

    The surface is shared between callers: blit it, never draw on it.  A broken map or a missing
    tileset image raises :class:`LayoutError` naming the file.
    """
    key = str(Path(path).resolve())
    cached = _cache.get(key)
    if cached is not None:
        return cached
    layout = load_layout(path)  # clear messages for a missing or malformed map come from here
    check_tilesets(path)  # and for tile sizes that no blit could take
    tmx = _load_tmx(str(path))
    surface = pygame.Surface(CANVAS, pygame.SRCALPHA, 32)
    surface.fill((0, 0, 0, 255))
    if tmx.background_color:
        surface.fill(pygame.Color(tmx.background_color))
    tw, th = layout.tile_size
    for layer in tmx.visible_layers:
        if not isinstance(layer, pytmx.TiledTileLayer):
            continue
        target = surface
        opacity = float(getattr(layer, "opacity", 1.0) or 0.0)
        if opacity < 1.0:
            target = pygame.Surface(CANVAS, pygame.SRCALPHA, 32)
            target.fill((0, 0, 0, 0))
        ox, oy = int(getattr(layer, "offsetx", 0) or 0), int(getattr(layer, "offsety", 0) or 0)
        for x, y, image in _tiles(path, layer):
            # tiles taller than the grid (big tilesets) sit on the cell's bottom edge, as in Tiled
            target.blit(image, (x * tw + ox, (y + 1) * th - image.get_height() + oy))
        if target is not surface:
            target.set_alpha(round(255 * opacity))
            surface.blit(target, (0, 0))
    if pygame.display.get_surface() is not None:
        surface = surface.convert()
    _cache[key] = surface
    return surface


def _tiles(path: str | PathLike[str], layer: Any) -> list[tuple[int, int, pygame.Surface]]:
    """A tile layer's placed tiles; a tile whose image is missing (a gid no tileset covers) or a
    layer pytmx cannot read is a broken map, named as such."""
    name = getattr(layer, "name", "")
    try:
        tiles = list(layer.tiles())
    except Exception as err:  # pytmx raises bare errors for data it cannot read
        raise LayoutError(f"{path}: tile layer {name!r} cannot be read ({err})") from None
    for x, y, image in tiles:
        if not isinstance(image, pygame.Surface):
            raise LayoutError(f"{path}: tile layer {name!r} has a tile at ({x}, {y}) with no image")
    return tiles


def clear_cache() -> None:
    """Forget every rendered board (after the art changed on disk, or in tests)."""
    _cache.clear()


def _load_tmx(path: str) -> pytmx.TiledMap:
    """pytmx with images; without a display, tiles are cut but not converted (convert needs a mode)."""
    try:
        if pygame.display.get_surface() is not None:
            return load_pygame(path)
        return pytmx.TiledMap(path, image_loader=_plain_image_loader)
    except (FileNotFoundError, pygame.error) as err:
        raise LayoutError(f"{path}: a tileset image cannot be loaded ({err})") from None
    except Exception as err:  # pytmx raises bare Exception/ValueError for data it cannot read
        raise LayoutError(f"{path}: pytmx cannot read the map ({err})") from None


def _plain_image_loader(filename: str, colorkey: Any, **_: Any) -> Any:
    """The same cutting as pytmx's pygame loader, minus ``convert`` (which needs a window)."""
    image = pygame.image.load(filename)
    key = pygame.Color(f"#{colorkey}") if colorkey else None

    def load_image(rect: Any = None, flags: Any = None) -> pygame.Surface:
        tile = image.subsurface(rect).copy() if rect else image.copy()
        if flags:
            tile = handle_transformation(tile, flags)
        if key is not None:
            tile.set_colorkey(key)
        return tile

    return load_image
