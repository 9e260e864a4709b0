"""Just Run art: a grim abandoned building drawn by script into ``art/just_run/``.

``make_art.py`` registers :func:`renderers`, so ``python build_scripts/make_art.py`` writes these
files with the rest and the art test checks their bytes; run this script alone (``--contact FILE``)
for a sheet of every Just Run image.

The room tiles are one atlas (``tiles.png``, cells in the order of
``board_geometry.TILE_FACES``; ``maps/just_run_tiles.tsx`` names each cell's tile id so Tiled shows
the board's tiles): a floor of its own per room (planks, linoleum, concrete, carpet, bathroom
tiles), grime and stains, the wall band round the edge with a gap wherever the tile has a doorway,
a bloody hand print on spawn rooms, the Labs' green tiles, the start rows' mats, the exit rooms'
red light, the face-down back and the inaccessible room.  No picture carries words: the table
writes room names in the player's language.  Door markers are drawn for a north side (the table
turns them for east and west); pawns and tokens are round so they read at any zoom.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import art_common as ac  # noqa: E402
from art_common import pygame  # noqa: E402

from tabletop.games.just_run.rules.content import TILES  # noqa: E402
from tabletop.games.just_run.table import board_geometry as geo  # noqa: E402

Renderer = Callable[[], pygame.Surface]
RGB = tuple[int, int, int]
T = geo.TILE

#: the seat colours (engine/theme.py SEAT_STYLES), copied so the art needs no engine import
SEAT_COLOURS: tuple[RGB, ...] = (
    (0xE6, 0x9F, 0x00),
    (0x56, 0xB4, 0xE9),
    (0x00, 0x9E, 0x73),
    (0xF0, 0xE4, 0x42),
    (0x00, 0x72, 0xB2),
    (0xD5, 0x5E, 0x00),
)
WALL_COLOUR: RGB = (38, 36, 38)
WALL_EDGE: RGB = (78, 74, 72)
BLOOD: RGB = (112, 14, 12)
INK: RGB = (16, 14, 16)


# --- room tiles ---------------------------------------------------------------------------------


def _floor_planks(s: pygame.Surface, rng: random.Random, base: RGB) -> None:
    s.fill(base)
    for y in range(0, T, 28):
        shade = rng.randint(-14, 10)
        colour = tuple(max(0, min(255, c + shade)) for c in base)
        s.fill(colour, (0, y, T, 27))
        pygame.draw.line(s, tuple(int(c * 0.55) for c in base), (0, y + 27), (T, y + 27), 1)
        joint = rng.randint(30, T - 30)
        pygame.draw.line(s, tuple(int(c * 0.6) for c in base), (joint, y), (joint, y + 27), 1)


def _floor_checker(s: pygame.Surface, rng: random.Random, a: RGB, b: RGB) -> None:
    step = 32
    for y in range(0, T, step):
        for x in range(0, T, step):
            colour = a if (x // step + y // step) % 2 == 0 else b
            if rng.random() < 0.12:
                colour = tuple(int(c * 0.8) for c in colour)  # type: ignore[assignment]
            s.fill(colour, (x, y, step, step))


def _floor_concrete(s: pygame.Surface, rng: random.Random, base: RGB) -> None:
    s.fill(base)
    for _ in range(5):
        x, y = rng.randint(0, T), rng.randint(0, T)
        r = rng.randint(18, 46)
        pygame.draw.circle(s, tuple(int(c * 0.9) for c in base), (x, y), r)
    for _ in range(3):
        x, y = rng.randint(20, T - 20), rng.randint(20, T - 20)
        points = [(x, y)]
        for _ in range(5):
            x += rng.randint(-30, 30)
            y += rng.randint(-30, 30)
            points.append((x, y))
        pygame.draw.lines(s, tuple(int(c * 0.55) for c in base), False, points, 2)


def _floor_carpet(s: pygame.Surface, rng: random.Random, base: RGB, rug: RGB) -> None:
    s.fill(base)
    inset = rng.randint(44, 60)
    pygame.draw.rect(s, rug, (inset, inset + 6, T - 2 * inset, T - 2 * inset - 12), border_radius=6)
    pygame.draw.rect(
        s,
        tuple(int(c * 0.7) for c in rug),
        (inset + 8, inset + 14, T - 2 * inset - 16, T - 2 * inset - 28),
        3,
    )


def _floor_tiles(s: pygame.Surface, rng: random.Random, base: RGB) -> None:
    s.fill(base)
    line = tuple(int(c * 0.7) for c in base)
    for v in range(0, T, 24):
        pygame.draw.line(s, line, (v, 0), (v, T), 1)
        pygame.draw.line(s, line, (0, v), (T, v), 1)
    for _ in range(6):
        x, y = rng.randrange(0, T, 24), rng.randrange(0, T, 24)
        s.fill(tuple(int(c * 0.8) for c in base), (x + 1, y + 1, 23, 23))


FLOORS: tuple[Callable[[pygame.Surface, random.Random], None], ...] = (
    lambda s, r: _floor_planks(s, r, (92, 70, 52)),
    lambda s, r: _floor_checker(s, r, (104, 104, 92), (58, 60, 56)),
    lambda s, r: _floor_concrete(s, r, (84, 84, 82)),
    lambda s, r: _floor_carpet(s, r, (66, 52, 56), (96, 40, 38)),
    lambda s, r: _floor_tiles(s, r, (118, 124, 118)),
    lambda s, r: _floor_planks(s, r, (70, 60, 54)),
    lambda s, r: _floor_checker(s, r, (96, 84, 62), (64, 56, 44)),
    lambda s, r: _floor_concrete(s, r, (70, 74, 78)),
)


def _grime(s: pygame.Surface, rng: random.Random, blood: bool) -> None:
    layer = ac.surface((T, T))
    for _ in range(7):
        x, y = rng.randint(0, T), rng.randint(0, T)
        pygame.draw.circle(layer, (10, 8, 6, rng.randint(30, 70)), (x, y), rng.randint(14, 40))
    if blood:
        x, y = rng.randint(50, T - 50), rng.randint(60, T - 50)
        pygame.draw.circle(layer, (*BLOOD, 170), (x, y), rng.randint(10, 16))
        for _ in range(9):
            a = rng.random() * math.tau
            d = rng.randint(14, 36)
            pygame.draw.circle(
                layer,
                (*BLOOD, 160),
                (round(x + d * math.cos(a)), round(y + d * math.sin(a))),
                rng.randint(2, 5),
            )
    # debris: a few broken bits of plaster and paper
    for _ in range(5):
        x, y = rng.randint(24, T - 30), rng.randint(24, T - 30)
        w, h = rng.randint(6, 18), rng.randint(4, 10)
        layer.fill((200, 196, 184, 90) if rng.random() < 0.5 else (30, 26, 24, 140), (x, y, w, h))
    s.blit(layer, (0, 0))
    s.blit(ac.vignette((T, T), (0, 0, 0), strength=150, steps=16), (0, 0))


def _hand_print(s: pygame.Surface, cx: int, cy: int, turn: float) -> None:
    layer = ac.surface((80, 80))
    colour = (*BLOOD, 220)
    pygame.draw.ellipse(layer, colour, (24, 34, 34, 36))
    for x, y, w, h in ((20, 12, 9, 24), (31, 4, 9, 30), (42, 6, 9, 28), (52, 14, 8, 22), (10, 36, 16, 9)):
        pygame.draw.ellipse(layer, colour, (x, y, w, h))
    pygame.draw.line(layer, colour, (36, 68), (33, 78), 4)  # a drip
    layer = pygame.transform.rotate(layer, turn)
    s.blit(layer, layer.get_rect(center=(cx, cy)))


def _walls(s: pygame.Surface, doors: tuple[bool, bool, bool, bool], exterior_n: str = "") -> None:
    """The wall band round the tile, open where a doorway is (n, e, s, w)."""
    w, gap = geo.WALL, geo.DOORWAY
    mid0, mid1 = (T - gap) // 2, (T + gap) // 2
    bands = {
        "n": [(0, 0, mid0, w), (mid1, 0, T - mid1, w)],
        "s": [(0, T - w, mid0, w), (mid1, T - w, T - mid1, w)],
        "w": [(0, 0, w, mid0), (0, mid1, w, T - mid1)],
        "e": [(T - w, 0, w, mid0), (T - w, mid1, w, T - mid1)],
    }
    gaps = {
        "n": (mid0, 0, gap, w),
        "s": (mid0, T - w, gap, w),
        "w": (0, mid0, w, gap),
        "e": (T - w, mid0, w, gap),
    }
    for index, side in enumerate("nesw"):
        for rect in bands[side]:
            s.fill(WALL_COLOUR, rect)
        if doors[index]:
            # the threshold: a worn strip across the doorway
            x, y, gw, gh = gaps[side]
            s.fill((52, 44, 38), (x, y, gw, gh))
            pygame.draw.rect(s, (24, 20, 18), (x, y, gw, gh), 2)
        else:
            s.fill(WALL_COLOUR, gaps[side])
    pygame.draw.rect(s, WALL_EDGE, (w, w, T - 2 * w, T - 2 * w), 2)
    pygame.draw.rect(s, INK, (0, 0, T, T), 2)
    if exterior_n == "bricked":
        for row in range(2):
            for col in range(8):
                x = mid0 - 40 + col * 22 + (11 if row else 0)
                s.fill((110, 48, 36), (x, row * 7, 20, 6))
    elif exterior_n == "chained":
        for i in range(9):
            pygame.draw.ellipse(s, (150, 150, 150), (mid0 - 30 + i * 18, 2, 16, 9), 2)


def room_tile(face: str) -> pygame.Surface:
    index = geo.TILE_FACES.index(face)
    rng = random.Random(1000 + index)
    s = pygame.Surface((T, T), pygame.SRCALPHA, 32)
    if face == geo.BACK:
        return tile_back(inaccessible=False)
    if face == geo.INACCESSIBLE_FACE:
        return tile_back(inaccessible=True)
    tile = TILES[face]
    if tile.lab:
        _floor_checker(s, rng, (92, 132, 112), (52, 84, 74))
    elif face.startswith("start_"):
        _floor_planks(s, rng, (104, 82, 60))
    elif face.startswith("exit_"):
        _floor_concrete(s, rng, (78, 62, 62))
    else:
        FLOORS[(index * 3 + index // len(FLOORS)) % len(FLOORS)](s, rng)
    _grime(s, rng, blood=index % 3 == 0)
    if tile.lab:
        layer = ac.surface((T, T))
        for a in (90, 210, 330):
            x = T // 2 + round(34 * math.cos(math.radians(a)))
            y = T // 2 + 10 - round(34 * math.sin(math.radians(a)))
            pygame.draw.circle(layer, (140, 230, 170, 90), (x, y), 28, 6)
        pygame.draw.circle(layer, (140, 230, 170, 110), (T // 2, T // 2 + 10), 12)
        s.blit(layer, (0, 0))
    if face.startswith("start_"):
        pygame.draw.rect(s, (58, 70, 60), (T // 2 - 56, T - 70, 112, 44), border_radius=6)  # a door mat
        pygame.draw.rect(s, (36, 44, 38), (T // 2 - 56, T - 70, 112, 44), 3, border_radius=6)
    if face.startswith("exit_"):
        glow = ac.radial_glow(T // 2, (200, 20, 20), strength=90, steps=16)
        s.blit(glow, (0, -T // 2 + 20))
    if tile.main_exit:
        glow = ac.radial_glow(90, (40, 230, 90), strength=170, steps=16)
        s.blit(glow, glow.get_rect(center=(T // 2, 20)))
        # the exit sign over the way out: a running figure, no words
        pygame.draw.rect(s, (20, 120, 50), (T // 2 - 34, 22, 68, 34), border_radius=4)
        pygame.draw.rect(s, (200, 255, 210), (T // 2 - 34, 22, 68, 34), 2, border_radius=4)
        _runner(s, T // 2 - 8, 39, (230, 255, 235))
        pygame.draw.polygon(s, (230, 255, 235), [(T // 2 + 10, 31), (T // 2 + 26, 39), (T // 2 + 10, 47)])
    if tile.spawn:
        corner = [(54, T - 62), (T - 54, T - 62), (T - 56, 70), (56, 70)][index % 4]
        _hand_print(s, corner[0], corner[1], (index * 37) % 360)
    exterior = ""
    if face in ("exit_1",):
        exterior = "chained"
    elif face in ("exit_4", "exit_3"):
        exterior = "bricked"
    _walls(s, tile.doors, exterior)
    return s


def _runner(s: pygame.Surface, cx: int, cy: int, colour: RGB) -> None:
    pygame.draw.circle(s, colour, (cx + 3, cy - 11), 4)
    pygame.draw.line(s, colour, (cx + 2, cy - 6), (cx - 2, cy + 4), 3)
    pygame.draw.line(s, colour, (cx - 2, cy + 4), (cx - 8, cy + 12), 3)
    pygame.draw.line(s, colour, (cx - 2, cy + 4), (cx + 6, cy + 12), 3)
    pygame.draw.line(s, colour, (cx + 1, cy - 3), (cx - 8, cy - 1), 3)
    pygame.draw.line(s, colour, (cx + 1, cy - 3), (cx + 9, cy - 5), 3)


def tile_back(inaccessible: bool) -> pygame.Surface:
    """A face-down tile: dark boards with a hazard band; the inaccessible room is boarded shut."""
    s = pygame.Surface((T, T), pygame.SRCALPHA, 32)
    s.fill((34, 32, 36))
    for i in range(-T, T, 36):
        pygame.draw.line(s, (44, 42, 48), (i, T), (i + T, 0), 12)
    pygame.draw.rect(s, (60, 56, 60), (10, 10, T - 20, T - 20), 4, border_radius=10)
    pygame.draw.circle(s, (58, 22, 22), (T // 2, T // 2), 58)
    pygame.draw.circle(s, (120, 36, 30), (T // 2, T // 2), 58, 6)
    _hand_print(s, T // 2, T // 2, 0)
    if inaccessible:
        s.fill((44, 40, 38, 255), (0, 0, T, T), special_flags=0)
        s.blit(ac.vignette((T, T), (0, 0, 0), strength=160, steps=16), (0, 0))
        for a, b in (((20, 40), (T - 20, T - 60)), ((20, T - 60), (T - 20, 40))):
            pygame.draw.line(s, (60, 40, 24), a, b, 34)
            pygame.draw.line(s, (128, 92, 58), a, b, 26)
            for t in (0.15, 0.85):
                x = round(a[0] + (b[0] - a[0]) * t)
                y = round(a[1] + (b[1] - a[1]) * t)
                pygame.draw.circle(s, (180, 180, 180), (x, y), 4)
        pygame.draw.rect(s, INK, (0, 0, T, T), 3)
    return s


def tile_atlas() -> pygame.Surface:
    s = ac.surface(geo.atlas_size())
    for face in geo.TILE_FACES:
        x, y, _, _ = geo.atlas_cell(face)
        s.blit(room_tile(face), (x, y))
    return s


# --- door markers (drawn for a north side: across is x) --------------------------------------------


def door_marker(state: str) -> pygame.Surface:
    w, h = geo.DOOR_MARKER
    k = 2
    s = ac.surface((w * k, h * k))
    W, H = w * k, h * k
    frame = pygame.Rect(6, 10, W - 12, H - 20)
    if state == "door":  # unchecked: a closed wooden door
        pygame.draw.rect(s, INK, frame.inflate(8, 8), border_radius=10)
        pygame.draw.rect(s, (122, 82, 48), frame, border_radius=8)
        for i in range(1, 4):
            x = frame.x + i * frame.w // 4
            pygame.draw.line(s, (84, 54, 30), (x, frame.y + 6), (x, frame.bottom - 6), 4)
        pygame.draw.circle(s, (226, 196, 96), (frame.right - 24, frame.centery), 9)
    elif state == "open":  # checked and unlocked: the way is clear both ways
        pygame.draw.rect(s, INK, frame.inflate(8, 8), border_radius=10)
        pygame.draw.rect(s, (36, 120, 64), frame, border_radius=8)
        pygame.draw.rect(s, (150, 236, 170), frame, 5, border_radius=8)
        cy = frame.centery
        for dx, up in ((-34, True), (34, False)):
            cx = frame.centerx + dx
            tip, foot = (cy - 18, cy + 14) if up else (cy + 18, cy - 14)
            ac.poly(s, (220, 255, 226), [(cx - 22, foot), (cx, tip), (cx + 22, foot)])
    elif state == "locked":  # a padlock on a grey steel door
        pygame.draw.rect(s, INK, frame.inflate(8, 8), border_radius=10)
        pygame.draw.rect(s, (120, 124, 132), frame, border_radius=8)
        cx, cy = frame.center
        pygame.draw.circle(s, INK, (cx, cy - 10), 22, 10)
        pygame.draw.rect(s, INK, (cx - 30, cy - 12, 60, 46), border_radius=8)
        pygame.draw.rect(s, (240, 196, 40), (cx - 24, cy - 6, 48, 34), border_radius=6)
        pygame.draw.circle(s, INK, (cx, cy + 8), 6)
    elif state == "blocked":  # furniture piled in the doorway
        pygame.draw.rect(s, INK, frame.inflate(8, 8), border_radius=10)
        pygame.draw.rect(s, (70, 50, 40), frame, border_radius=8)
        for x, y, bw, bh, c in (
            (frame.x + 8, frame.y + 14, 70, 56, (140, 98, 60)),
            (frame.x + 70, frame.y + 6, 60, 48, (110, 80, 56)),
            (frame.x + 120, frame.y + 22, 70, 50, (150, 110, 70)),
        ):
            pygame.draw.rect(s, c, (x, y, bw, bh), border_radius=4)
            pygame.draw.rect(s, INK, (x, y, bw, bh), 3, border_radius=4)
        pygame.draw.line(s, (230, 40, 30), frame.topleft, frame.bottomright, 10)
        pygame.draw.line(s, (230, 40, 30), frame.bottomleft, frame.topright, 10)
    elif state == "bashed":  # the door lies in splinters: the way is open
        pygame.draw.rect(s, INK, frame.inflate(8, 8), border_radius=10)
        pygame.draw.rect(s, (60, 48, 40), frame, border_radius=8)
        rng = random.Random(7)
        for i in range(6):
            x = frame.x + 10 + i * 34 + rng.randint(-4, 4)
            y = frame.y + rng.randint(4, 30)
            ac.poly(
                s,
                (160, 104, 56),
                [(x, y), (x + 30, y + rng.randint(-6, 6)), (x + 22, y + 40), (x + 4, y + 34)],
            )
        pygame.draw.rect(s, (240, 140, 40), frame, 5, border_radius=8)
    elif state in ("barricade", "fire_barricade"):
        pygame.draw.rect(s, INK, frame.inflate(8, 8), border_radius=10)
        pygame.draw.rect(s, (44, 36, 32), frame, border_radius=8)
        for a, b in (
            ((frame.x + 6, frame.y + 8), (frame.right - 6, frame.bottom - 8)),
            ((frame.x + 6, frame.bottom - 8), (frame.right - 6, frame.y + 8)),
            ((frame.x + 4, frame.centery), (frame.right - 4, frame.centery)),
        ):
            pygame.draw.line(s, INK, a, b, 26)
            pygame.draw.line(s, (176, 132, 80), a, b, 18)
        if state == "fire_barricade":
            for i, x in enumerate(range(frame.x + 20, frame.right - 10, 38)):
                base = frame.bottom - 4
                tall = 44 + (i % 2) * 16
                ac.poly(s, (230, 70, 20), [(x - 16, base), (x, base - tall), (x + 16, base)])
                ac.poly(s, (255, 210, 60), [(x - 8, base), (x, base - tall // 2), (x + 8, base)])
    else:
        raise ValueError(f"no door marker for {state!r}")
    return ac.downscale(s, (w, h))


# --- pawns and tokens ----------------------------------------------------------------------------


def _base(size: int, rim: RGB, fill: RGB) -> tuple[pygame.Surface, int]:
    k = 2
    s = ac.surface((size * k, size * k))
    r = size * k // 2
    pygame.draw.circle(s, (0, 0, 0, 110), (r + 3, r + 5), r - 3)
    pygame.draw.circle(s, INK, (r, r), r - 4)
    pygame.draw.circle(s, rim, (r, r), r - 8)
    pygame.draw.circle(s, fill, (r, r), r - 8 - max(4, size // 10))
    return s, r


def _zombie_head(s: pygame.Surface, cx: float, cy: float, r: float) -> None:
    skin = (118, 150, 96)
    pygame.draw.circle(s, INK, (round(cx), round(cy)), round(r + 3))
    pygame.draw.circle(s, skin, (round(cx), round(cy)), round(r))
    for dx in (-0.38, 0.38):
        pygame.draw.circle(
            s, (250, 240, 120), (round(cx + dx * r), round(cy - 0.1 * r)), max(2, round(r * 0.22))
        )
        pygame.draw.circle(s, INK, (round(cx + dx * r), round(cy - 0.1 * r)), max(1, round(r * 0.1)))
    mouth_y = round(cy + 0.45 * r)
    pygame.draw.line(
        s, INK, (round(cx - 0.45 * r), mouth_y), (round(cx + 0.45 * r), mouth_y), max(2, round(r * 0.12))
    )
    for i in range(-2, 3):
        x = round(cx + i * 0.18 * r)
        pygame.draw.line(
            s, INK, (x, mouth_y - round(0.12 * r)), (x, mouth_y + round(0.12 * r)), max(1, round(r * 0.06))
        )
    pygame.draw.circle(s, BLOOD, (round(cx + 0.5 * r), round(cy - 0.55 * r)), max(2, round(r * 0.16)))


def zombie() -> pygame.Surface:
    size = geo.ZOMBIE
    s, r = _base(size, (70, 92, 58), (40, 52, 36))
    _zombie_head(s, r, r, r * 0.58)
    return ac.downscale(s, (size, size))


def horde() -> pygame.Surface:
    size = geo.HORDE_PAWN
    s, r = _base(size, (150, 30, 26), (48, 30, 28))
    for a in (200, 340, 90):
        cx = r + r * 0.36 * math.cos(math.radians(a))
        cy = r - r * 0.36 * math.sin(math.radians(a)) + 4
        _zombie_head(s, cx, cy, r * 0.34)
    return ac.downscale(s, (size, size))


def _person(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    """A figure seen from the front: head and shoulders."""
    pygame.draw.ellipse(s, INK, (round(cx - r * 0.95), round(cy - r * 0.05), round(r * 1.9), round(r * 1.3)))
    pygame.draw.ellipse(
        s, colour, (round(cx - r * 0.85), round(cy + r * 0.05), round(r * 1.7), round(r * 1.1))
    )
    pygame.draw.circle(s, INK, (round(cx), round(cy - r * 0.35)), round(r * 0.52))
    pygame.draw.circle(s, colour, (round(cx), round(cy - r * 0.35)), round(r * 0.42))


def survivor(seat: int) -> pygame.Surface:
    size = geo.SURVIVOR
    colour = SEAT_COLOURS[seat]
    s, r = _base(size, (240, 236, 226), (30, 30, 34))
    clip = ac.surface(s.get_size())
    _person(clip, r, r + r * 0.1, r * 0.62, colour)
    inner = ac.surface(s.get_size())
    pygame.draw.circle(inner, (255, 255, 255, 255), (r, r), r - 8 - max(4, size // 10))
    clip.blit(inner, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(clip, (0, 0))
    return ac.downscale(s, (size, size))


def rescuee() -> pygame.Surface:
    size = geo.SURVIVOR
    s, r = _base(size, (250, 210, 60), (40, 40, 46))
    _person(s, r, r + r * 0.16, r * 0.5, (226, 226, 226))
    cx, cy = r, round(r * 0.42)
    pygame.draw.rect(s, (220, 30, 30), (cx - 5, cy - 14, 10, 28))
    pygame.draw.rect(s, (220, 30, 30), (cx - 14, cy - 5, 28, 10))
    return ac.downscale(s, (size, size))


def first_player() -> pygame.Surface:
    size = geo.FIRST_PLAYER
    s, r = _base(size, (240, 196, 40), (70, 54, 20))
    ac.poly(s, (255, 226, 110), ac.star_points(r, r, r * 0.62, r * 0.27))
    return ac.downscale(s, (size, size))


def token(kind: str) -> pygame.Surface:
    size = geo.TOKEN
    rims: dict[str, tuple[RGB, RGB]] = {
        "noise": ((240, 200, 40), (60, 48, 16)),
        "disaster": ((230, 80, 30), (60, 22, 14)),
        "dropped": ((222, 178, 112), (60, 44, 30)),
        "cure": ((90, 180, 240), (18, 40, 60)),
        "dead_zombie": ((118, 150, 96), (30, 36, 26)),
        "body": ((200, 200, 200), (50, 20, 20)),
        "exit_card": ((200, 40, 40), (40, 24, 24)),
    }
    rim, fill = rims[kind]
    s, r = _base(size, rim, fill)
    if kind == "noise":
        pygame.draw.polygon(
            s,
            rim,
            [
                (r - 22, r - 10),
                (r - 10, r - 10),
                (r + 4, r - 24),
                (r + 4, r + 24),
                (r - 10, r + 10),
                (r - 22, r + 10),
            ],
        )
        for k in (14, 26):
            pygame.draw.arc(s, rim, (r + 4 - k, r - k, 2 * k, 2 * k), -0.9, 0.9, 4)
    elif kind == "disaster":
        ac.poly(
            s,
            rim,
            [
                (r - 20, r + 22),
                (r - 14, r - 4),
                (r - 4, r + 6),
                (r, r - 26),
                (r + 10, r + 2),
                (r + 16, r - 10),
                (r + 20, r + 22),
            ],
        )
        ac.poly(s, (255, 220, 80), [(r - 10, r + 22), (r, r - 2), (r + 10, r + 22)])
    elif kind == "dropped":  # a wooden crate of dropped gear
        pygame.draw.rect(s, (222, 178, 112), (r - 24, r - 20, 48, 40), border_radius=3)
        pygame.draw.rect(s, INK, (r - 24, r - 20, 48, 40), 4, border_radius=3)
        pygame.draw.line(s, (120, 84, 44), (r - 22, r - 18), (r + 22, r + 18), 6)
        pygame.draw.line(s, (120, 84, 44), (r - 22, r + 18), (r + 22, r - 18), 6)
        pygame.draw.line(s, INK, (r - 24, r), (r + 24, r), 3)
    elif kind == "cure":
        pygame.draw.rect(s, (230, 240, 250), (r - 9, r - 26, 18, 48), border_radius=6)
        pygame.draw.rect(
            s, rim, (r - 9, r - 2, 18, 24), border_bottom_left_radius=6, border_bottom_right_radius=6
        )
        pygame.draw.rect(s, INK, (r - 9, r - 26, 18, 48), 3, border_radius=6)
    elif kind == "dead_zombie":
        _zombie_head(s, r, r, r * 0.5)
        for dx in (-0.19, 0.19):
            x, y = r + dx * r, r - 0.05 * r
            pygame.draw.line(s, INK, (x - 6, y - 6), (x + 6, y + 6), 4)
            pygame.draw.line(s, INK, (x - 6, y + 6), (x + 6, y - 6), 4)
    elif kind == "body":
        pygame.draw.rect(
            s, rim, (r - 14, r - 22, 28, 44), border_top_left_radius=14, border_top_right_radius=14
        )
        pygame.draw.rect(s, BLOOD, (r - 3, r - 14, 6, 24))
        pygame.draw.rect(s, BLOOD, (r - 10, r - 8, 20, 6))
    elif kind == "exit_card":
        pygame.draw.rect(s, (70, 30, 30), (r - 16, r - 22, 32, 44), border_radius=4)
        pygame.draw.rect(s, rim, (r - 16, r - 22, 32, 44), 4, border_radius=4)
        _hand_print(s, r, r, 0)
    return ac.downscale(s, (size, size))


def renderers() -> dict[str, tuple[tuple[int, int], Renderer]]:
    """Every PNG under art/just_run/: path under art/ -> (size, how to draw it)."""
    r: dict[str, tuple[tuple[int, int], Renderer]] = {}
    r["just_run/tiles.png"] = (geo.atlas_size(), tile_atlas)
    for state in geo.DOOR_STATES:
        r[f"just_run/door_{state}.png"] = (geo.DOOR_MARKER, lambda k=state: door_marker(k))
    r["just_run/zombie.png"] = ((geo.ZOMBIE, geo.ZOMBIE), zombie)
    r["just_run/horde.png"] = ((geo.HORDE_PAWN, geo.HORDE_PAWN), horde)
    for seat in range(geo.SURVIVOR_PAWNS):
        r[f"just_run/survivor_{seat}.png"] = ((geo.SURVIVOR, geo.SURVIVOR), lambda k=seat: survivor(k))
    r["just_run/rescuee.png"] = ((geo.SURVIVOR, geo.SURVIVOR), rescuee)
    r["just_run/first_player.png"] = ((geo.FIRST_PLAYER, geo.FIRST_PLAYER), first_player)
    for kind in geo.TOKENS:
        r[f"just_run/token_{kind}.png"] = ((geo.TOKEN, geo.TOKEN), lambda k=kind: token(k))
    return r


def contact_sheet(source: Path, target: Path) -> None:
    """Every Just Run image on one sheet (the atlas at half size), for eyeballing."""
    names = sorted(renderers())
    width, x, y, row_h = 2100, 10, 10, 0
    placed: list[tuple[pygame.Surface, int, int]] = []
    for name in names:
        image = pygame.image.load(str(source / name))
        if name.endswith("tiles.png"):
            image = pygame.transform.smoothscale(image, (image.get_width() // 2, image.get_height() // 2))
        w, h = image.get_size()
        if x + w > width - 10:
            x, y, row_h = 10, y + row_h + 10, 0
        placed.append((image, x, y))
        x += w + 10
        row_h = max(row_h, h)
    sheet = pygame.Surface((width, y + row_h + 10))
    sheet.fill((90, 90, 96))
    for image, px, py in placed:
        sheet.blit(image, (px, py))
    ac.save(sheet, target)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ac.REPO_ROOT / "art", help="folder to write into")
    parser.add_argument("--contact", type=Path, help="also write a contact sheet of the Just Run art here")
    args = parser.parse_args(argv)
    ac.init()
    for path, (size, draw) in renderers().items():
        picture = draw()
        if picture.get_size() != size:
            raise ValueError(f"{path} came out {picture.get_size()}, expected {size}")
        ac.save(picture, args.out / path)
    if args.contact:
        contact_sheet(args.out, args.contact)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
