"""Input to card-on-screen latency during a six-seat Outrun race, on the real App at 1920x1080.

Three people race on the keyboard zones and three computer runners race beside them.  A thread
posts real key events into SDL's queue at random moments (3-12 ms apart, the seats in turn) and
notes the time of each post; the app's own loop (``App.run``, fine polling and all) takes them in,
the race lays the cards, and the table draws.  Each press lays a card and the next press of the
same key takes it back, so every press changes its lane and the race never ends.

For every press that lays a card, the latency is from its post to the moment the first frame drawn
with that card in its lane has been sent to the screen (``pygame.display.flip``/``update``
returned).  The timer's error is the stamp the race timed the press with minus its post (as
``build_scripts/input_timing.py`` measures it on a plain scene).  The frame times are the App's
own (drawing and sending each frame) while the race is on; the draw times the table's own
``draw`` alone (no sending), so a change to its painting can be judged on a busy machine too.

Run under a real X server (Xvfb) for figures that mean anything: ``python -m
tabletop.games.outrun.bench.race_latency --seconds 5 --out figures.json``; the benchmark's "outrun"
section runs it so.  With the dummy video driver, sending a frame costs nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

#: the six seats: people on keyboard zones 1-3, then computer runners
PEOPLE = 3
SEATS = 6
SEED = 7


def _percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def summary(values: Sequence[float]) -> dict[str, float]:
    return {
        "p50_ms": _percentile(values, 0.50),
        "p99_ms": _percentile(values, 0.99),
        "max_ms": max(values, default=0.0),
        "count": float(len(values)),
    }


def measure(seconds: float = 5.0, gap_ms: tuple[float, float] = (3.0, 12.0)) -> dict[str, Any]:
    """Race for ``seconds`` with presses ``gap_ms`` apart; the figures as plain data."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from tabletop.core import catalogue
    from tabletop.core.seats import Seat, SeatKind, default_seats
    from tabletop.core.session import GameSession
    from tabletop.core.settings import Settings
    from tabletop.engine.seat_input import SeatIntent
    from tabletop.games.outrun.table import race as race_module
    from tabletop.games.outrun.table.race_modes import default_plan
    from tabletop.games.outrun.table.scene import OutrunScene
    from tabletop.scenes.navigator import open_app

    # the tutorial round would hold the countdown: the measure is of racing people, not newcomers
    app = open_app(Settings(outrun_tutorial_seen=True), window_size=(1920, 1080))
    seats = [
        Seat(s.name, s.colour, SeatKind.HUMAN if i < PEOPLE else SeatKind.COMPUTER)
        for i, s in enumerate(default_seats(SEATS))
    ]
    info = catalogue.get("outrun")
    session = GameSession.new(info, {"players": SEATS, "monster": "vampire", "boards": 2}, SEED, seats)
    scene = OutrunScene(session, plan=default_plan(seats), autosave=False)
    app.push(scene)
    deadline = time.perf_counter() + 30
    while scene.race is None and time.perf_counter() < deadline:  # the countdown, on the real clock
        app.run(max_seconds=0.5)
    if scene.race is None:
        raise SystemExit("the race never started")

    posted: dict[int, list[tuple[int, bool]]] = {seat: [] for seat in range(PEOPLE)}  # (post, lays a card)
    stamps: list[float] = []  # stamp minus post, ms, every press
    latencies: list[float] = []  # post to the flip of the frame showing the card, ms, each card laid
    applied = dict.fromkeys(range(PEOPLE), 0)  # presses the race has taken, per seat
    shown = dict.fromkeys(range(PEOPLE), 0)  # presses taken when the frame being sent was drawn
    measured = dict.fromkeys(range(PEOPLE), 0)  # presses whose frame has been sent
    lock = threading.Lock()

    original_press = race_module.Race.press

    def press(self: race_module.Race, intent: SeatIntent) -> bool:
        changed = original_press(self, intent)
        if changed and intent.seat in applied:
            with lock:
                index = applied[intent.seat]
                if index < len(posted[intent.seat]):
                    stamps.append((intent.stamp_ns - posted[intent.seat][index][0]) / 1e6)
                applied[intent.seat] = index + 1
        return changed

    original_draw = scene.draw
    drawn: list[float] = []  # the table's own draw, ms, each frame (no sending to the screen)

    def draw(surface: pygame.Surface) -> None:
        with lock:
            shown.update(applied)
        began = time.perf_counter()
        original_draw(surface)
        drawn.append((time.perf_counter() - began) * 1000)

    def sent() -> None:
        now = time.perf_counter_ns()
        with lock:
            for seat in range(PEOPLE):
                for post, lays in posted[seat][measured[seat] : shown[seat]]:
                    if lays:
                        latencies.append((now - post) / 1e6)
                measured[seat] = max(measured[seat], shown[seat])

    flip, update = pygame.display.flip, pygame.display.update

    def flipped() -> None:
        flip()
        sent()

    def updated(*args: Any) -> None:
        update(*args)
        sent()

    race_module.Race.press = press  # type: ignore[method-assign]
    scene.draw = draw  # type: ignore[method-assign]
    pygame.display.flip = flipped
    pygame.display.update = updated
    try:
        return _race(app, scene, pygame, keys_of(pygame), posted, lock, seconds, gap_ms) | {
            "latency": summary(latencies),
            "draw": summary(drawn),
            "timer_error": summary(stamps),
            "presses": float(sum(applied.values())),
        }
    finally:  # measured in the caller's process too (the tests): leave pygame as it was
        race_module.Race.press = original_press  # type: ignore[method-assign]
        pygame.display.flip, pygame.display.update = flip, update


def keys_of(pygame: Any) -> list[list[int]]:
    """The symbol keys of keyboard zones 1-3."""
    from tabletop.core.settings import DEFAULT_KEY_ZONES
    from tabletop.games.outrun.rules.content import SYMBOL_IDS

    return [
        [pygame.key.key_code(name) for name in DEFAULT_KEY_ZONES[zone][: len(SYMBOL_IDS)]]
        for zone in range(3)
    ]


def _race(
    app: Any,
    scene: Any,
    pygame: Any,
    keys: list[list[int]],
    posted: dict[int, list[tuple[int, bool]]],
    lock: threading.Lock,
    seconds: float,
    gap_ms: tuple[float, float],
) -> dict[str, Any]:
    """Run the app's loop for ``seconds`` while a thread presses the people's keys in turn."""
    from tabletop.games.outrun.rules.content import SYMBOL_IDS

    stop = threading.Event()

    def press_keys() -> None:
        rng = random.Random(1)
        count = 0
        while not stop.is_set():
            seat = count % PEOPLE
            turn = count // PEOPLE
            slot = (turn // 2) % len(SYMBOL_IDS)
            lays = turn % 2 == 0
            key = keys[seat][slot]
            with lock:
                posted[seat].append((time.perf_counter_ns(), lays))
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            time.sleep(0.001)
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
            count += 1
            time.sleep(rng.uniform(*gap_ms) / 1000)

    app.stats.frames = 0
    assert app.stats.frame_ms is not None
    app.stats.frame_ms.clear()
    thread = threading.Thread(target=press_keys, daemon=True)
    thread.start()
    app.run(max_seconds=seconds)
    stop.set()
    thread.join()
    pygame.event.clear()  # presses the loop did not take stay out of whatever runs next
    racing = scene.race is not None and not scene.race.over
    frames = list(app.stats.frame_ms or ())
    return {
        "frame": summary(frames),
        "seats": float(SEATS),
        "race_on_throughout": racing,
        "video_driver": os.environ.get("SDL_VIDEODRIVER", ""),
        "seconds": seconds,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(list(argv) if argv is not None else None)
    figures = measure(args.seconds)
    text = json.dumps(figures)
    if args.out is not None:
        args.out.write_text(text, encoding="utf-8")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())
