"""Render the Just Run board of a seeded random game, mid-escape, to PNG files, to judge it by eye.

    SDL_VIDEODRIVER=dummy python build_scripts/just_run_board_preview.py [--seed 7] [--out /tmp/jrboard]

It plays ``rules.playout.random_playout`` from the seed, takes the escape-phase moment with the
most rooms and zombies on the board, and draws it at 1920 x 1080 as the table would: the board
through the camera at the default zoom, following the acting survivor, with their legal moves and
doors lit and a zombie arrow, and again in the whole-board view.  Nothing of the app uses it.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from tabletop.engine.camera import Camera  # noqa: E402
from tabletop.games.just_run.bench.bench_board import full_board_view  # noqa: E402
from tabletop.games.just_run.rules.flow import legal_commands  # noqa: E402
from tabletop.games.just_run.rules.playout import random_playout  # noqa: E402
from tabletop.games.just_run.rules.state import Phase, State  # noqa: E402
from tabletop.games.just_run.rules.view import view  # noqa: E402
from tabletop.games.just_run.table import board_geometry as geo  # noqa: E402
from tabletop.games.just_run.table import layout as table_layout  # noqa: E402
from tabletop.games.just_run.table.board_view import BoardView, Highlights, legal_highlights  # noqa: E402


def busy_moment(seed: int, players: int) -> State:
    """The escape-phase state with the most placed rooms plus zombies (a full, lively board)."""
    states, _ = random_playout(seed, {"players": players})
    escape = [s for s in states if s.phase in (Phase.TURN,)]
    if not escape:
        raise SystemExit(f"seed {seed}: the game never reached the escape phase")

    def score(state: State) -> int:
        placed = sum(1 for room in state.grid if room is not None)
        zombies = sum(room.zombies for room in state.grid if room is not None)
        return placed * 3 + zombies

    return max(escape, key=score)


def draw_table(board: BoardView, highlights: Highlights, layout: table_layout.TableLayout) -> pygame.Surface:
    screen = pygame.Surface((1920, 1080))
    screen.fill((20, 18, 20))
    for name in ("hud_top", "whole_board", "actions", "team", "log", "inventory"):
        pygame.draw.rect(screen, (60, 58, 62), layout.zone(name), 2, border_radius=10)
    board.draw(screen, highlights)
    pygame.draw.rect(screen, (90, 86, 90), layout.board, 2)
    return screen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--out", type=Path, default=Path("/tmp/jrboard"))
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1920, 1080))
    state = busy_moment(args.seed, args.players)
    seat = state.current
    shown: dict[str, Any] = view(state, seat)
    layout = table_layout.load()
    camera = Camera(layout.board, geo.world_size(shown["rows"]), layout.zoom, layout.max_zoom)
    board = BoardView(camera)
    board.set_view(shown)
    where = shown["survivors"][seat]["room"] if seat is not None else None
    highlights = (
        legal_highlights(legal_commands(state, seat), acting=seat) if seat is not None else Highlights()
    )
    if where is not None:
        camera.follow(board.room_world_rect(where["row"], where["col"]))
        camera.skip()
        camera.set_view(*camera.centre)
        zombie_rooms = [(r["row"], r["col"]) for r in shown["rooms"] if r["zombies"]]
        if zombie_rooms:
            target = (where["row"], where["col"])
            nearest = min(zombie_rooms, key=lambda k: abs(k[0] - target[0]) + abs(k[1] - target[1]))
            if nearest != target:
                highlights = Highlights(
                    highlights.rooms, highlights.doors, ((nearest, target),), highlights.acting
                )
    args.out.mkdir(parents=True, exist_ok=True)
    default = args.out / "board_default_zoom.png"
    pygame.image.save(draw_table(board, highlights, layout), str(default))
    camera.show_all()
    camera.skip()
    whole = args.out / "board_whole.png"
    pygame.image.save(draw_table(board, highlights, layout), str(whole))
    print(f"seed {args.seed}, round {state.round}, seat {seat} acting: wrote {default} and {whole}")
    # a full building (every room placed, every door state, crowds and hordes), for the same look
    full = full_board_view(args.seed)
    board.set_view(full)
    camera.set_world(board.world_size())
    camera.show_all()
    camera.skip()
    camera.reset()
    x, y, w, h = board.room_world_rect(2, 2)
    camera.set_view(x + w * 1.5, y + h / 2)
    crowded = Highlights(
        rooms=frozenset({(3, 2), (2, 1), (2, 3)}),
        doors=frozenset({(2, 2, "n"), (2, 2, "e")}),
        arrows=(((4, 2), (3, 2)),),
        acting=3,
    )
    full_default = args.out / "full_board_default_zoom.png"
    pygame.image.save(draw_table(board, crowded, layout), str(full_default))
    camera.show_all()
    camera.skip()
    full_whole = args.out / "full_board_whole.png"
    pygame.image.save(draw_table(board, crowded, layout), str(full_whole))
    print(f"a full board: wrote {full_default} and {full_whole}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
