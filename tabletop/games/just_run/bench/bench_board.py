"""How fast the board draws: frame times while the camera pans over a full 5 x 10 board at 1080p.

:func:`full_board_view` makes a view with every room placed (tiles as the rules list them, sides
that agree across every edge, every door state, zombies from none to a horde, tokens and six
survivors), seeded so runs compare; :func:`pan_frame_times` draws it through the camera while it
pans and zooms like a player would, and returns p50 and p99 in milliseconds.  The game's
benchmark calls it; ``python -m tabletop.games.just_run.bench.bench_board`` prints the figures.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.engine.camera import Camera
from tabletop.games.just_run.rules.content import (
    BOARD_WIDTH,
    BODY,
    EXIT_TILES,
    INVENTORY,
    ROOM_TILES,
    ROWS,
    SIDES,
    START_TILES,
)
from tabletop.games.just_run.rules.items import new_item
from tabletop.games.just_run.rules.view import JustRunView, RoomView, SurvivorView, item_json
from tabletop.games.just_run.table import board_geometry as geo
from tabletop.games.just_run.table.board_view import BoardView, Highlights
from tabletop.games.just_run.table.layout import load

DOORWAY_STATES: tuple[str, ...] = geo.DOOR_STATES


@dataclass(frozen=True)
class FrameTimes:
    frames: int
    p50_ms: float
    p99_ms: float
    worst_ms: float


def full_board_view(seed: int = 1, rows: int = ROWS["full"], players: int = 6) -> JustRunView:
    """A view of a board with every room placed, for benchmarks, previews and drawing tests.

    A whole view (every key the rules' view has), so whatever part of the table it is handed reads
    it as it would read a real one; the parts the board does not draw are a game's quiet start."""
    rng = random.Random(seed)
    rooms_tiles = list(ROOM_TILES)
    rng.shuffle(rooms_tiles)
    tiles: dict[tuple[int, int], Any] = {}
    for col in range(BOARD_WIDTH):
        tiles[(0, col)] = START_TILES[col]
        tiles[(rows - 1, col)] = EXIT_TILES[col]
    for row in range(1, rows - 1):
        for col in range(BOARD_WIDTH):
            tiles[(row, col)] = rooms_tiles[((row - 1) * BOARD_WIDTH + col) % len(rooms_tiles)]
    edge_state: dict[tuple[int, int, str], str] = {}

    def side(row: int, col: int, name: str) -> str:
        dr, dc = {"n": (1, 0), "e": (0, 1), "s": (-1, 0), "w": (0, -1)}[name]
        r2, c2 = row + dr, col + dc
        if not (0 <= r2 < rows and 0 <= c2 < BOARD_WIDTH):
            if name == "n" and tiles[(row, col)].main_exit:
                return "door"
            return "exterior"
        key = (row, col, name) if name in ("n", "e") else ((r2, c2, "n") if name == "s" else (r2, c2, "e"))
        if key not in edge_state:
            here = tiles[(row, col)].doors[SIDES.index(name)]
            opposite = {"n": "s", "s": "n", "e": "w", "w": "e"}[name]
            there = tiles[(r2, c2)].doors[SIDES.index(opposite)]
            edge_state[key] = rng.choice(DOORWAY_STATES) if here and there else "wall"
        return edge_state[key]

    rooms: list[RoomView] = []
    for (row, col), tile in sorted(tiles.items()):
        face_down = row == rows - 1 and col % 2 == 1
        zombies = rng.choice((0, 0, 1, 2, 3, 4, 5, 6))
        # items lying about: the first scavenge cards (cards 1, 2, 3 are items)
        dropped = [item_json(new_item(card)) for card in range(1, 1 + rng.choice((0, 0, 1, 3)))]
        rooms.append(
            {
                "row": row,
                "col": col,
                "tile": None if face_down else tile.id,
                "name": None if face_down else tile.name,
                "sides": {name: side(row, col, name) for name in SIDES},
                "zombies": zombies,
                "horde": zombies >= 5,
                "spawn": tile.spawn,
                "exit": row == rows - 1,
                "main_exit": tile.main_exit,
                "lab": tile.lab,
                "rotation": 0,
                "tokens": {
                    "noise": rng.random() < 0.15,
                    "disaster": rng.random() < 0.1,
                    "dropped": dropped,
                    "bodies": 1 if rng.random() < 0.05 else 0,
                    "exit_card": face_down,
                    "whiskey": [],
                },
            }
        )
    survivors: list[SurvivorView] = []
    for seat in range(players):
        row, col = rng.randrange(rows - 1), rng.randrange(BOARD_WIDTH)
        if seat >= 3:
            row, col = 2, 2  # a crowded room: several survivors side by side
        survivors.append(_survivor(row, col))
    return {
        "phase": "turn",
        "scenarios": ["get_out"],
        "mode": "coop",
        "players": players,
        "rows": rows,
        "round": 1,
        "first_player": 3,
        "current": None,
        "to_act": [],
        "viewer": None,
        "rooms": rooms,
        "survivors": survivors,
        "actions_left": 0,
        "zombies_in_reserve": 0,
        "chopper_seats": players,
        "hand": [],
        "supplies": [],
        "decks": {"rooms": 0, "search": 0, "supplies": 0},
        "room_discards": [],
        "discarded": [],
        "left_over": 0,
        "frenzy": None,
        "offer": None,
        "rescuee": None,
        "cure": {"room": None, "tokens": 0},
        "kill_quota": None,
        "contagion": False,
    }


def _survivor(row: int, col: int) -> SurvivorView:
    """A survivor unhurt and empty-handed in room (row, col)."""
    return {
        "room": {"row": row, "col": col},
        "body": BODY,
        "armour": 0,
        "items": [],
        "space": 0,
        "capacity": INVENTORY,
        "zombie_tokens": 0,
        "alive": True,
        "escaped": False,
        "hand_size": 0,
        "picked": False,
        "ready": False,
        "infected": False,
        "dice": None,
        "events": [],
        "disguised": False,
    }


def pan_frame_times(
    frames: int = 300, seed: int = 1, size: tuple[int, int] = (1920, 1080), zoom_glide: bool = True
) -> FrameTimes:
    """Draw the full board ``frames`` times while the camera pans along the building and back
    (with a zoom glide half way unless ``zoom_glide`` is False), as a table at 60 frames a second
    would; the times of ``draw`` alone.  The first frame (painting the still picture) is left out:
    it happens once, when the table opens."""
    if not pygame.display.get_init():
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        pygame.display.init()
    if not pygame.font.get_init():
        pygame.font.init()
    screen = pygame.display.get_surface()
    if screen is None or screen.get_size() != size:
        screen = pygame.display.set_mode(size)
    layout = load()
    view = full_board_view(seed)
    camera = Camera(layout.board, geo.world_size(view["rows"]), layout.zoom, layout.max_zoom)
    board = BoardView(camera)
    board.set_view(view)
    highlights = Highlights(rooms=frozenset({(2, 2), (3, 2), (2, 3)}), doors=frozenset({(2, 2, "n")}))
    board.draw(screen, highlights)  # the still picture, painted once as the table opens
    times: list[float] = []
    dt = 1 / 60
    speed = 600.0  # screen pixels a second, like a steady drag
    direction = 1
    for frame in range(frames):
        if zoom_glide and frame == frames // 2:
            camera.glide_to(*camera.centre, zoom=camera.zoom * 1.2)
        camera.update(dt)
        before = camera.centre
        camera.pan_by(direction * speed * dt, speed * dt / 3 * (1 if frame % 120 < 60 else -1))
        if camera.centre == before:
            direction = -direction
        start = time.perf_counter()
        board.draw(screen, highlights, pulse=(frame % 60) / 60)
        times.append((time.perf_counter() - start) * 1000)
    ordered = sorted(times)
    return FrameTimes(
        frames=frames,
        p50_ms=statistics.median(ordered),
        p99_ms=ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))],
        worst_ms=ordered[-1],
    )


if __name__ == "__main__":
    for glide in (False, True):
        result = pan_frame_times(zoom_glide=glide)
        print(
            f"board pan at 1920x1080{' with a zoom glide' if glide else ''}, {result.frames} frames: "
            f"p50 {result.p50_ms:.2f} ms, p99 {result.p99_ms:.2f} ms, worst {result.worst_ms:.2f} ms"
        )
