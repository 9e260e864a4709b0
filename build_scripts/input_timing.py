"""How far the input stamps are from the moment a press arrived (issue 9's "timer's error").

A thread posts real KEYDOWN events at random moments (3-12 ms apart) and notes the time of each
post; meanwhile the app's own loop runs a scene that draws a full frame at 60 fps and reads the
presses through a ``SeatInput``.  The error is each stamp minus its post's time.  ``--frame`` runs
the same without fine polling (stamped once per frame), to compare.

    xvfb-run -a -s "-screen 0 1920x1080x24" python build_scripts/input_timing.py [--frame]

Under the dummy video driver (SDL_VIDEODRIVER=dummy) it runs without a display, but sending a
frame then costs nothing, so the figures look better than on a real screen.
"""

from __future__ import annotations

import argparse
import random
import threading
import time

import pygame

from tabletop.core.settings import Settings
from tabletop.engine.key_zones import KeyZones
from tabletop.engine.scene import Scene
from tabletop.engine.seat_input import SeatInput, SeatIntent
from tabletop.games.outrun.table.race_actions import RACE_ACTIONS
from tabletop.scenes.navigator import open_app


class BusyRace(Scene):
    """Draws every frame (as a race does) and keeps every seat intent."""

    def __init__(self, fine: bool) -> None:
        super().__init__()
        self.seats = SeatInput(KeyZones.default(), RACE_ACTIONS)
        self.seats.use_keys(0, 0)
        self.fine = fine
        self.got: list[SeatIntent] = []

    def raw_event(self, event: pygame.event.Event, stamp_ns: int) -> bool:
        return self.seats.feed(event, stamp_ns)

    def fine_input(self) -> bool:
        return self.fine

    def update(self, dt: float) -> bool:
        self.got.extend(self.seats.take())
        self.dirty = True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((30, 30, 30))
        for i in range(48):
            pygame.draw.circle(surface, (200, 100, 50), (40 * i + 20, 540), 18)


def measure(presses: int, fine: bool) -> dict[str, float]:
    app = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    scene = BusyRace(fine)
    app.push(scene)
    posted: list[int] = []
    keys = (pygame.K_q, pygame.K_w)

    def press_keys() -> None:
        rng = random.Random(1)
        time.sleep(0.3)
        for i in range(presses):
            key = keys[i % 2]
            posted.append(time.perf_counter_ns())
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
            time.sleep(0.002)
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
            time.sleep(rng.uniform(0.003, 0.012))

    thread = threading.Thread(target=press_keys)
    thread.start()
    app.run(max_seconds=0.3 + presses * 0.012 + 0.5)
    thread.join()
    stamps = [intent.stamp_ns for intent in scene.got]
    if len(stamps) != presses:
        raise SystemExit(f"{len(stamps)} of {presses} presses were read")
    errors = sorted((stamp - post) / 1e6 for stamp, post in zip(stamps, posted, strict=True))

    def at(share: float) -> float:
        return errors[min(len(errors) - 1, int(share * len(errors)))]

    return {
        "p50_ms": at(0.5),
        "p99_ms": at(0.99),
        "max_ms": errors[-1],
        "in_order": float(stamps == sorted(stamps)),
        "frames": float(app.stats.frames),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frame", action="store_true", help="stamp once per frame (no fine polling)")
    parser.add_argument("--presses", type=int, default=300)
    args = parser.parse_args()
    figures = measure(args.presses, fine=not args.frame)
    mode = "once per frame" if args.frame else "fine polling"
    print(
        f"{mode}, {args.presses} presses: stamp error p50 {figures['p50_ms']:.2f} ms, "
        f"p99 {figures['p99_ms']:.2f} ms, max {figures['max_ms']:.2f} ms; "
        f"order kept: {bool(figures['in_order'])}; frames drawn: {figures['frames']:.0f}"
    )


if __name__ == "__main__":
    main()
