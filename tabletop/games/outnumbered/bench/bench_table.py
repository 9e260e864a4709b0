"""Outnumbered's busy table for ``tabletop bench-table``: a Hero-mode game late and crowded.

Villains stand on most spaces, Absolute Zero among them, built values lie in the tray and bonus
cards in hand.  The drag holds a value chip over the villains, so the matching ones glow and pulse
and the others dim: the costly path.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tabletop.core import catalogue
from tabletop.core.bench import DragScript, Point
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.games.outnumbered import bots, rules
from tabletop.games.outnumbered.rules import solver
from tabletop.games.outnumbered.rules.board import LANES, ROWS
from tabletop.games.outnumbered.rules.content import ABSOLUTE_ZERO, VILLAINS
from tabletop.games.outnumbered.rules.view import OutnumberedView

if TYPE_CHECKING:
    from tabletop.games.outnumbered.table.scene import OutnumberedScene

SEED = 1
#: computer heroes play Hero mode from a seed until the table looks like this
PLAYERS = 4  # four heroes on the team strip
VILLAINS_ON_BOARD = 14  # of the 25 spaces
TRUCK = 12  # route space (of 17) the truck has reached at least
HAND = 2  # bonus cards the acting hero holds at least
SEEDS = 60  # seeds tried, from SEED on, before giving up
STEP_CAP = 3000  # commands per seeded game


def busy_session(seed: int = SEED, players: int = PLAYERS) -> GameSession:
    """A Hero-mode game late and crowded, reached through the rules, then rolled and built on.

    Strong computer heroes play each seed from ``seed`` on until a turn starts with Absolute Zero
    and at least ``VILLAINS_ON_BOARD`` villains on the board, the truck well along the route,
    bonus cards in the acting hero's hand, and a roll in which two dice make some villain's
    number.  That hero rolls, builds the number from two dice and squares the third die, so the
    tray holds built values and one of them matches villains on the board.
    """
    for candidate in range(seed, seed + SEEDS):
        session = GameSession.new(
            catalogue.get("outnumbered"),
            {"players": players, "mode": "hero"},
            candidate,
            default_seats(players),
        )
        if _play_until_busy(session):
            _roll_and_build(session)
            return session
    raise RuntimeError(f"no seed from {seed} to {seed + SEEDS - 1} reached a busy Outnumbered table")


def _play_until_busy(session: GameSession) -> bool:
    """Let computer heroes play ``session`` until a busy turn is about to roll; False if it ended first."""
    for step in range(STEP_CAP):
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


def _busy_enough(state: Any) -> bool:
    on_board = [villain for lane in state.lanes for villain in lane if villain is not None]
    return (
        len(on_board) >= VILLAINS_ON_BOARD
        and ABSOLUTE_ZERO.id in on_board
        and state.truck >= TRUCK
        and len(state.hands[state.seat]) >= HAND
    )


def _pair_target(session: GameSession) -> tuple[int, str] | None:
    """After this turn's roll (worked out without applying it): the mask of two dice and the
    formula they make for the villain number most villains share (the largest on a tie)."""
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


def _roll_and_build(session: GameSession) -> None:
    """Roll, build the chosen villain number from two dice, square the die left over."""
    target = _pair_target(session)
    assert target is not None
    mask, formula = target
    seat = session.state.seat
    session.apply(rules.Roll(seat))
    session.apply(rules.Build(seat, formula))
    spare = next(die for index, die in enumerate(session.state.dice) if not mask & (1 << index))
    session.apply(rules.Square(seat, spare.id))


def show_table(scene: OutnumberedScene) -> None:
    """Nothing to do: every seat's side of an Outnumbered table is on show."""


def chip(view: OutnumberedView) -> int:
    """The id of the pool value to drag: one that matches a villain on the board (else the first)."""
    numbers = {int(v["value"]) for lane in view["lanes"] for v in lane["villains"] if v is not None}
    pool = view["pool"]
    matching = [value for value in pool if int(value["number"]) in numbers]
    return int((matching or pool)[0]["id"])


def drag_script(scene: OutnumberedScene) -> DragScript:
    """A value chip matching some villains, taken across every villain space row by row and back,
    then let go over its own slot in the tray (which only puts it back: no command is sent)."""
    slot = scene.tray.slot_rect(chip(scene.seen)).center
    return DragScript(slot, path(scene), slot)


def path(scene: OutnumberedScene, steps: int = 12) -> list[Point]:
    """From the tray over each villain space (snaking across the rows), back, and to the tray."""
    stops: list[Point] = [scene.tray.slot_rect(chip(scene.seen)).center]
    for row in range(ROWS):
        lanes = range(LANES) if row % 2 == 0 else range(LANES - 1, -1, -1)
        stops += [scene.layout.villain_rect(lane, row).center for lane in lanes]
    points: list[Point] = []
    for (x0, y0), (x1, y1) in zip(stops, stops[1:], strict=False):
        points += [
            (round(x0 + (x1 - x0) * i / steps), round(y0 + (y1 - y0) * i / steps))
            for i in range(1, steps + 1)
        ]
    return points + points[::-1]
