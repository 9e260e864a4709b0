"""``tabletop bench-table``: a real table under load, for the frame-time and idle figures.

It opens the real App at exactly 1920x1080 with a busy table, prints ``READY`` once the table
is drawn, then either drags a piece back and forth across the table with synthetic mouse events
(``drag``) or leaves the table alone (``idle``).  The frame times the App measured are written as
JSON for the benchmark harness.

Two tables (``--game``): Fugitive mid-game (a long row of hideouts, the Fugitive's hand on
screen; a hand card is dragged) and Outnumbered late in a Hero-mode game (villains on most spaces,
Absolute Zero among them, built values in the tray, bonus cards in hand; a value chip is dragged
over the villains, so the matching ones glow and pulse and the others dim, the costly path).

``python -m tabletop.bench_table`` takes the same options as ``tabletop bench-table``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROW_TARGET = 15  # hideouts (card 0 included) on the table when the benchmark starts
HAND_TARGET = 8  # the Fugitive passes while his hand is smaller, so a full hand is on screen
SEED = 1

GAMES: tuple[str, ...] = ("fugitive", "outnumbered")

#: Outnumbered: computer heroes play Hero mode from a seed until the table looks like this
OUTNUMBERED_PLAYERS = 4  # four heroes on the team strip
OUTNUMBERED_VILLAINS = 14  # of the 25 spaces
OUTNUMBERED_TRUCK = 12  # route space (of 17) the truck has reached at least
OUTNUMBERED_HAND = 2  # bonus cards the acting hero holds at least
OUTNUMBERED_SEEDS = 60  # seeds tried, from SEED on, before giving up
OUTNUMBERED_STEP_CAP = 3000  # commands per seeded game


def build_session(seed: int = SEED, row_target: int = ROW_TARGET):  # type: ignore[no-untyped-def]
    """A two-person game played by a fixed script until the row is long.

    The Fugitive always places his lowest playable card (sprinting with his lowest cards when
    needed) and the Marshal always guesses a number she holds, which never finds anything, so
    every hideout stays face down.  It stops with the Fugitive about to place a hideout.
    """
    from tabletop.core import catalogue
    from tabletop.core.seats import default_seats
    from tabletop.core.session import GameSession
    from tabletop.games.fugitive import rules

    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, seed, default_seats(2))
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


def build_outnumbered_session(seed: int = SEED, players: int = OUTNUMBERED_PLAYERS):  # type: ignore[no-untyped-def]
    """A Hero-mode game late and crowded, reached through the rules, then rolled and built on.

    Strong computer heroes play each seed from ``seed`` on until a turn starts with Absolute Zero
    and at least ``OUTNUMBERED_VILLAINS`` villains on the board, the truck well along the route,
    bonus cards in the acting hero's hand, and a roll in which two dice make some villain's
    number.  That hero rolls, builds the number from two dice and squares the third die, so the
    tray holds built values and one of them matches villains on the board.
    """
    from tabletop.core import catalogue
    from tabletop.core.seats import default_seats
    from tabletop.core.session import GameSession

    for candidate in range(seed, seed + OUTNUMBERED_SEEDS):
        session = GameSession.new(
            catalogue.get("outnumbered"),
            {"players": players, "mode": "hero"},
            candidate,
            default_seats(players),
        )
        if _play_until_busy(session):
            _roll_and_build(session)
            return session
    raise RuntimeError(
        f"no seed from {seed} to {seed + OUTNUMBERED_SEEDS - 1} reached a busy Outnumbered table"
    )


def _play_until_busy(session) -> bool:  # type: ignore[no-untyped-def]
    """Let computer heroes play ``session`` until a busy turn is about to roll; False if it ended first."""
    import random

    from tabletop.games.outnumbered import bots, rules

    for step in range(OUTNUMBERED_STEP_CAP):
        state = session.state
        if state.phase is rules.Phase.OVER:
            return False
        seat = state.seat
        if state.phase is rules.Phase.ROLL and _busy_enough(state) and _pair_target(session) is not None:
            return True
        legal = rules.legal_commands(state, seat)
        rng = random.Random(
            state.seed * 1_000_003 + step * 7 + seat
        )  # as the benchmark's own games seed a move
        session.apply(bots.choose(session.view(seat), legal, seat, "strong", rng))
    return False


def _busy_enough(state) -> bool:  # type: ignore[no-untyped-def]
    from tabletop.games.outnumbered.rules.content import ABSOLUTE_ZERO

    on_board = [villain for lane in state.lanes for villain in lane if villain is not None]
    return (
        len(on_board) >= OUTNUMBERED_VILLAINS
        and ABSOLUTE_ZERO.id in on_board
        and state.truck >= OUTNUMBERED_TRUCK
        and len(state.hands[state.seat]) >= OUTNUMBERED_HAND
    )


def _pair_target(session) -> tuple[int, str] | None:  # type: ignore[no-untyped-def]
    """After this turn's roll (worked out without applying it): the mask of two dice and the
    formula they make for the villain number most villains share (the largest on a tie)."""
    from tabletop.games.outnumbered import rules
    from tabletop.games.outnumbered.rules import solver
    from tabletop.games.outnumbered.rules.content import VILLAINS

    state = session.state
    rolled, _ = rules.apply(state, rules.Roll(state.seat))
    faces = [die.face for die in rolled.dice]
    counts: dict[int, int] = {}
    for lane in state.lanes:
        for villain in lane:
            if villain is not None:
                counts[VILLAINS[villain].value] = counts.get(VILLAINS[villain].value, 0) + 1
    best: tuple[int, int, int, str] | None = None
    for mask, numbers in solver.by_subset(faces).items():
        if bin(mask).count("1") != 2:
            continue
        for number, formula in numbers.items():
            if number in counts and (best is None or (counts[number], number) > best[:2]):
                best = (counts[number], number, mask, formula)
    return None if best is None else (best[2], best[3])


def _roll_and_build(session) -> None:  # type: ignore[no-untyped-def]
    """Roll, build the chosen villain number from two dice, square the die left over."""
    from tabletop.games.outnumbered import rules

    target = _pair_target(session)
    assert target is not None
    mask, formula = target
    seat = session.state.seat
    session.apply(rules.Roll(seat))
    session.apply(rules.Build(seat, formula))
    spare = next(die for index, die in enumerate(session.state.dice) if not mask & (1 << index))
    session.apply(rules.Square(seat, spare.id))


def outnumbered_chip(view: dict[str, Any]) -> int:
    """The id of the pool value to drag: one that matches a villain on the board (else the first)."""
    numbers = {int(v["value"]) for lane in view["lanes"] for v in lane["villains"] if v is not None}
    pool = view["pool"]
    matching = [value for value in pool if int(value["number"]) in numbers]
    return int((matching or pool)[0]["id"])


def _rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024.0 if sys.platform != "darwin" else peak / (1024.0 * 1024.0)


def open_table(app, game: str):  # type: ignore[no-untyped-def]
    """Put the busy table of ``game`` on ``app`` and let it settle; returns the scene."""
    if game == "fugitive":
        from tabletop.games.fugitive.scene import FugitiveScene

        scene = FugitiveScene(build_session(), autosave=False)
        app.push(scene)
        scene.lift_curtain()  # both seats are people: show the Fugitive's side without the curtain
    elif game == "outnumbered":
        from tabletop.games.outnumbered.scene import OutnumberedScene

        scene = OutnumberedScene(build_outnumbered_session(), autosave=False)
        app.push(scene)
    else:
        raise ValueError(f"bench-table knows no game {game!r}; choose from {', '.join(GAMES)}")
    app.step()
    app.settle(limit=3.0)
    app.draw()
    return scene


def bench_table(mode: str, seconds: float, out: Path | None, game: str = "fugitive") -> int:
    """Run the table benchmark; returns the process exit code."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from tabletop.core.settings import Settings
    from tabletop.engine.app import FPS
    from tabletop.scenes.navigator import open_app

    app = open_app(Settings(), window_size=(1920, 1080))
    scene = open_table(app, game)
    print("READY", flush=True)
    app.stats.frames = 0
    assert app.stats.frame_ms is not None
    app.stats.frame_ms.clear()

    if mode == "drag":
        if game == "outnumbered":
            grab, path, release = _outnumbered_drag(scene)
        else:
            grab, path, release = _fugitive_drag(scene)
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


Point = tuple[int, int]


def _fugitive_drag(scene) -> tuple[Point, list[Point], Point]:  # type: ignore[no-untyped-def]
    """A hand card, swept over the table, let go over the notepad."""
    cards = scene.hand.cards
    grab = cards[len(cards) // 2].rect.center if cards else scene.hand.rect.center
    return grab, _sweep(), (1340, 780)


def _outnumbered_drag(scene) -> tuple[Point, list[Point], Point]:  # type: ignore[no-untyped-def]
    """A value chip matching some villains, taken across every villain space row by row and back,
    then let go over its own slot in the tray (which only puts it back: no command is sent)."""
    slot = scene.tray.slot_rect(outnumbered_chip(scene.view)).center
    return slot, outnumbered_path(scene), slot


def outnumbered_path(scene, steps: int = 12) -> list[Point]:  # type: ignore[no-untyped-def]
    """From the tray over each villain space (snaking across the rows), back, and to the tray."""
    from tabletop.games.outnumbered.rules.board import LANES, ROWS

    stops: list[Point] = [scene.tray.slot_rect(outnumbered_chip(scene.view)).center]
    for row in range(ROWS):
        lanes = range(LANES) if row % 2 == 0 else range(LANES - 1, -1, -1)
        stops += [scene.villain_rect(lane, row).center for lane in lanes]
    points: list[Point] = []
    for (x0, y0), (x1, y1) in zip(stops, stops[1:], strict=False):
        points += [
            (round(x0 + (x1 - x0) * i / steps), round(y0 + (y1 - y0) * i / steps))
            for i in range(1, steps + 1)
        ]
    return points + points[::-1]


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


def _sweep() -> list[tuple[int, int]]:
    """Back and forth across the whole table, over the row, the piles and the notepad."""
    points: list[tuple[int, int]] = []
    for i in range(120):
        t = i / 119
        points.append((int(80 + 1760 * t), int(300 + 420 * (0.5 - abs(t - 0.5)))))
    return points + points[::-1]


def build_parser() -> argparse.ArgumentParser:
    """The options of ``tabletop bench-table``, for ``python -m tabletop.bench_table``."""
    parser = argparse.ArgumentParser(
        prog="python -m tabletop.bench_table",
        description="A busy table for the frame-time and idle-CPU figures.",
    )
    parser.add_argument("--game", choices=GAMES, default="fugitive")
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
