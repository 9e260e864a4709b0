"""``tabletop bench-table``: a real Fugitive table under load, for the frame-time and idle figures.

It opens the real App at exactly 1920x1080 with a mid-game table (a long row of hideouts, the
Fugitive's hand on screen), prints ``READY`` once the table is drawn, then either drags a card
back and forth across the table with synthetic mouse events (``drag``) or leaves the table alone
(``idle``).  The frame times the App measured are written as JSON for the benchmark harness.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time
from pathlib import Path

ROW_TARGET = 15  # hideouts (card 0 included) on the table when the benchmark starts
HAND_TARGET = 8  # the Fugitive passes while his hand is smaller, so a full hand is on screen
SEED = 1


def build_session(seed: int = SEED, row_target: int = ROW_TARGET):  # type: ignore[no-untyped-def]
    """A two-person game played by a fixed script until the row is long.

    The Fugitive always places his lowest playable card (sprinting with his lowest cards when
    needed) and the Marshal always guesses a number she holds, which never finds anything, so
    every hideout stays face down.  It stops with the Fugitive about to place a hideout.
    """
    from tabletop.core.seats import default_seats
    from tabletop.core.session import GameSession
    from tabletop.games.fugitive import rules

    session = GameSession.new("fugitive", {"players": 2}, seed, default_seats(2))
    for _ in range(400):
        view = session.view(0)
        phase = view["phase"]
        if phase == "fugitive_place" and len(view["hideouts"]) >= row_target:
            break
        if phase in ("fugitive_first", "fugitive_place"):
            if phase == "fugitive_first" and view["placed_this_turn"] >= 1:
                session.apply(rules.Done(0))
                continue
            playable = view["playable"]
            keep = phase == "fugitive_place" and len(view["hand"]) < HAND_TARGET and sum(view["decks"]) > 6
            if not playable or keep:
                session.apply(rules.Pass(0))
                continue
            card = min(playable)
            session.apply(rules.PlaceHideout(0, card))
            while session.view(0)["pending"]["needed"] > 0:
                hand = [c for c in session.view(0)["hand"] if c != 42]
                session.apply(rules.AddSprint(0, min(hand)))
            session.apply(rules.Done(0))
        elif phase in ("fugitive_draw", "marshal_draw"):
            seat = 0 if phase == "fugitive_draw" else 1
            decks = [d for d in (1, 2, 3) if view["decks"][d - 1] > 0]
            last = max(h["card"] for h in view["hideouts"] if h["card"] is not None)
            wanted = 1 if last < 10 else 2 if last < 24 else 3
            session.apply(rules.Draw(seat, wanted if wanted in decks else decks[0]))
        elif phase == "marshal_guess":
            hand = session.view(1)["marshal_hand"]
            session.apply(rules.Guess(1, (hand[0],)))
        else:
            break
    return session


def _rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024.0 if sys.platform != "darwin" else peak / (1024.0 * 1024.0)


def bench_table(mode: str, seconds: float, out: Path | None) -> int:
    """Run the table benchmark; returns the process exit code."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from tabletop.core.settings import Settings
    from tabletop.engine.app import FPS, App
    from tabletop.games.fugitive.scene import FugitiveScene

    app = App(Settings(), window_size=(1920, 1080))
    session = build_session()
    scene = FugitiveScene(session, autosave=False)
    app.push(scene)
    scene.lift_curtain()  # both seats are people: show the Fugitive's side without the curtain
    app.step()
    app.settle(limit=3.0)
    app.draw()
    print("READY", flush=True)
    app.stats.frames = 0
    assert app.stats.frame_ms is not None
    app.stats.frame_ms.clear()

    if mode == "drag":
        _drag(app, scene, seconds, pygame, FPS)
    else:
        app.run(max_seconds=seconds)

    result = {"frame_ms": list(app.stats.frame_ms or ()), "frames": app.stats.frames, "peak_rss_mb": round(_rss_mb(), 1)}
    text = json.dumps(result)
    if out is not None:
        Path(out).write_text(text, encoding="utf-8")
    else:
        print(text)
    pygame.quit()
    return 0


def _drag(app, scene, seconds: float, pygame, fps: int) -> None:  # type: ignore[no-untyped-def]
    """Hold a hand card and sweep it over the table, one motion event per frame, like a hand would."""
    cards = scene.hand.cards
    grab = cards[len(cards) // 2].rect.center if cards else scene.hand.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grab, button=1))
    started = time.perf_counter()
    last = started
    step = 0
    path = _sweep()
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
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(1340, 780), button=1))
    for event in pygame.event.get():
        app.dispatch(event)
    app.tick(1 / fps)
    app.draw()


def _sweep() -> list[tuple[int, int]]:
    """Back and forth across the whole table, over the row, the piles and the notepad."""
    points: list[tuple[int, int]] = []
    for i in range(120):
        t = i / 119
        points.append((int(80 + 1760 * t), int(300 + 420 * (0.5 - abs(t - 0.5)))))
    return points + points[::-1]
