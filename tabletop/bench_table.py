"""``tabletop bench-table``: a real table under load, for the frame-time and idle figures.

It opens the real App at exactly 1920x1080 with a busy table, prints ``READY`` once the table
is drawn, then either drags a piece back and forth across the table with synthetic mouse events
(``drag``) or leaves the table alone (``idle``).  The frame times the App measured are written as
JSON for the benchmark harness.

Every game in the catalogue with a benchmark module has a table here (``--game``, by default the
one whose figures lead the report): the module builds the busy session and says which piece to
drag and where (``tabletop.core.bench.GameBenchmark``); this module only opens, drives and times.

``python -m tabletop.bench_table`` takes the same options as ``tabletop bench-table``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tabletop.core import bench, catalogue
from tabletop.core.bench import Point


def _rss_mb() -> float:
    """This process's peak memory in MB; 0.0 on Windows, which has no ``resource`` module (the
    frame-time figures still work there)."""
    try:
        import resource
    except ImportError:
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024.0 if sys.platform != "darwin" else peak / (1024.0 * 1024.0)


def game_ids() -> list[str]:
    """The ``--game`` choices: every catalogue game with a benchmark module and a table (imports
    none)."""
    return [info.id for info in bench.with_tables()]


def default_game() -> str:
    """The table measured first, whose figures lead the report."""
    return next(info.id for info, _module in bench.in_report_order() if info.table is not None)


#: simulated seconds a table may take to come to rest once open: its opening animations (a camera
#: glide, a glow that breathes a few seconds) play out before READY, so the idle figure is the
#: table at rest and not its first seconds
SETTLE_SECONDS = 10.0


def open_table(app: Any, game: str) -> Any:
    """Put the busy table of ``game`` on ``app`` and let it settle; returns the scene."""
    if game not in game_ids():
        raise ValueError(f"bench-table knows no game {game!r}; choose from {', '.join(game_ids())}")
    info = catalogue.get(game)
    module = bench.load(info)
    scene = info.table_class()(module.busy_session(), autosave=False)
    app.push(scene)
    module.show_table(scene)
    app.step()
    app.settle(limit=SETTLE_SECONDS)
    app.draw()
    return scene


def bench_table(mode: str, seconds: float, out: Path | None, game: str | None = None) -> int:
    """Run the table benchmark; returns the process exit code."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from tabletop.core.settings import Settings
    from tabletop.engine.app import FPS
    from tabletop.scenes.navigator import open_app

    game = game or default_game()
    app = open_app(Settings(), window_size=(1920, 1080))
    scene = open_table(app, game)
    print("READY", flush=True)
    app.stats.frames = 0
    assert app.stats.frame_ms is not None
    app.stats.frame_ms.clear()

    if mode == "drag":
        grab, path, release = bench.load(catalogue.get(game)).drag_script(scene)
        _drag(app, seconds, pygame, FPS, grab, path, release)
    else:
        app.run(max_seconds=seconds)

    result = {
        "game": game,
        "frame_ms": list(app.stats.frame_ms or ()),
        "frames": app.stats.frames,
        "peak_rss_mb": round(_rss_mb(), 1),
    }
    text = json.dumps(result)
    if out is not None:
        Path(out).write_text(text, encoding="utf-8")
    else:
        print(text)
    pygame.quit()
    return 0


def _drag(app, seconds: float, pygame, fps: int, grab: Point, path: list[Point], release: Point) -> None:  # type: ignore[no-untyped-def]
    """Hold a piece and sweep it over the table, one motion event per frame, like a hand would."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grab, button=1))
    started = time.perf_counter()
    last = started
    step = 0
    while time.perf_counter() - started < seconds and app.running:
        x, y = path[step % len(path)]
        step += 1
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0)))
        for event in pygame.event.get():
            app.dispatch(event)
        now = time.perf_counter()
        dt = min(0.1, now - last)
        last = now
        busy = app.tick(dt)
        if busy or app.needs_draw():
            app.draw(high_quality=not busy)
        app.clock.tick(fps)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=release, button=1))
    for event in pygame.event.get():
        app.dispatch(event)
    app.tick(1 / fps)
    app.draw()


def build_parser() -> argparse.ArgumentParser:
    """The options of ``tabletop bench-table``, for ``python -m tabletop.bench_table``."""
    parser = argparse.ArgumentParser(
        prog="python -m tabletop.bench_table",
        description="A busy table for the frame-time and idle-CPU figures.",
    )
    parser.add_argument(
        "--game", choices=game_ids(), default=None, help="default: the table whose figures lead the report"
    )
    parser.add_argument("--mode", choices=("drag", "idle"), default="drag")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--out", type=Path, default=None)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(list(argv) if argv is not None else None)
    return bench_table(args.mode, args.seconds, args.out, args.game)


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())
