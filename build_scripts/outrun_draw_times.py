"""How long the Outrun table takes to paint one frame, measured inside the process.

The benchmark's race figures (``tabletop benchmark --only outrun``) include sending frames to a
real screen and every other process on the machine; this measures only the table's own ``draw``,
so a change to how it paints can be judged on a loaded machine too.  A six-seat race against the
Vampire on two boards (three people on keyboard zones, three computer runners), on a fake clock
advanced one 60 Hz frame per frame:

* ``race, nothing pressed``: frames of the race where no key was pressed (the computer runners'
  cards still go down as their times run);
* ``race, a card laid``: the frame right after a person laid a card;
* ``beats``: the frames while the check, the places and the moves play out;
* ``at rest``: frames drawn while nothing changes (the table waiting for a choice).

    SDL_VIDEODRIVER=dummy python build_scripts/outrun_draw_times.py [--frames 600]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from tabletop.core import catalogue  # noqa: E402
from tabletop.core.seats import Seat, SeatKind, default_seats  # noqa: E402
from tabletop.core.session import GameSession  # noqa: E402
from tabletop.core.settings import DEFAULT_KEY_ZONES, Settings  # noqa: E402
from tabletop.games.outrun.rules.content import SYMBOL_IDS  # noqa: E402
from tabletop.games.outrun.table.race_modes import default_plan  # noqa: E402
from tabletop.games.outrun.table.scene import OutrunScene  # noqa: E402
from tabletop.scenes.navigator import open_app  # noqa: E402

NS = 1_000_000_000
FRAME_NS = NS // 60
PEOPLE, SEATS = 3, 6


def summary(values: Sequence[float]) -> dict[str, float]:
    ordered = sorted(values)
    if not ordered:
        return {"count": 0.0}

    def at(share: float) -> float:
        return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]

    return {"p50_ms": at(0.5), "p99_ms": at(0.99), "max_ms": ordered[-1], "count": float(len(ordered))}


def measure(frames: int) -> dict[str, dict[str, float]]:
    app = open_app(Settings(outrun_tutorial_seen=True), window_size=(1920, 1080))
    clock = [10 * NS]
    app.stamp_clock = lambda: clock[0]
    app.fine_sleep = lambda seconds: None
    seats = [
        Seat(s.name, s.colour, SeatKind.HUMAN if i < PEOPLE else SeatKind.COMPUTER)
        for i, s in enumerate(default_seats(SEATS))
    ]
    info = catalogue.get("outrun")
    session = GameSession.new(info, {"players": SEATS, "monster": "vampire", "boards": 2}, 7, seats)
    scene = OutrunScene(session, plan=default_plan(seats), autosave=False)
    times: list[float] = []
    original = scene.draw

    def timed(surface: pygame.Surface) -> None:
        began = time.perf_counter()
        original(surface)
        times.append((time.perf_counter() - began) * 1000)

    scene.draw = timed  # type: ignore[method-assign]
    app.push(scene)

    def frame() -> list[float]:
        """One frame of the app; the draw times it took (none when it drew nothing)."""
        clock[0] += FRAME_NS
        start = len(times)
        app.step(dt=1 / 60)
        return times[start:]

    while scene.race is None:
        frame()
    keys = [
        [pygame.key.key_code(name) for name in DEFAULT_KEY_ZONES[zone][: len(SYMBOL_IDS)]]
        for zone in range(3)
    ]
    quiet: list[float] = []
    laid: list[float] = []
    rng = random.Random(1)
    count = 0
    for _ in range(frames):
        if rng.random() < 0.3:
            seat = count % PEOPLE
            slot = (count // PEOPLE // 2) % len(SYMBOL_IDS)
            count += 1
            event = pygame.event.Event(pygame.KEYDOWN, key=keys[seat][slot], mod=0, unicode="", scancode=0)
            app.dispatch(event, clock[0])
            laid += frame()
        else:
            quiet += frame()
    # everyone finishes: the people by their Finish keys, the computer runners on their clock
    for zone in range(PEOPLE):
        finish = pygame.key.key_code(DEFAULT_KEY_ZONES[zone][len(SYMBOL_IDS)])
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=finish, mod=0, unicode="", scancode=0), clock[0])
    for _ in range(60 * 60):
        frame()
        if scene.race is None:
            break
    beats: list[float] = []
    for _ in range(60 * 60):
        if not scene.timeline.playing and scene.phase != "race" and scene.race is None:
            break
        beats += frame()
    rest: list[float] = []
    for _ in range(60):
        scene.dirty = True  # a frame asked for although nothing changed (a hover elsewhere, say)
        rest += frame()
    return {
        "race, nothing pressed": summary(quiet),
        "race, a card laid": summary(laid),
        "beats": summary(beats),
        "at rest": summary(rest),
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--frames", type=int, default=600, help="race frames measured")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(list(argv) if argv is not None else None)
    figures = measure(args.frames)
    if args.json:
        print(json.dumps(figures))
        return 0
    load = os.getloadavg()
    print(f"Outrun table draw per frame (load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f})")
    for name, row in figures.items():
        if not row.get("count"):
            print(f"  {name:24} no frames")
            continue
        print(
            f"  {name:24} p50 {row['p50_ms']:6.2f}  p99 {row['p99_ms']:6.2f}  max {row['max_ms']:6.2f} ms"
            f"  ({row['count']:.0f} frames)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
