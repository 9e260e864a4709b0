"""Fugitive's busy table for ``tabletop bench-table``: a long row mid-game, the Fugitive's full hand
on screen, and a hand card swept over the whole table.

A fixed script plays the game (no computer players), so the table is the same on every machine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.core import catalogue
from tabletop.core.bench import DragScript, Point
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules.view import FugitiveView

if TYPE_CHECKING:
    from tabletop.games.fugitive.table.scene import FugitiveScene

ROW_TARGET = 15  # hideouts (card 0 included) on the table when the benchmark starts
HAND_TARGET = 8  # the Fugitive passes while his hand is smaller, so a full hand is on screen
SEED = 1
RELEASE: Point = (1340, 780)  # over the notepad, where a hand card cannot go: it flies back


def busy_session(seed: int = SEED, row_target: int = ROW_TARGET) -> GameSession:
    """A two-person game played by a fixed script until the row is long.

    The Fugitive always places his lowest playable card (sprinting with his lowest cards when
    needed) and the Marshal always guesses a number she holds, which never finds anything, so
    every hideout stays face down.  It stops with the Fugitive about to place a hideout.
    """
    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, seed, default_seats(2))

    def seen(seat: int) -> FugitiveView:
        view: FugitiveView = session.view(seat)
        return view

    for _ in range(400):
        view = seen(0)
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
            while (pending := seen(0)["pending"]) is not None and (pending["needed"] or 0) > 0:
                hand = [c for c in seen(0)["hand"] if c != 42]
                session.apply(rules.AddSprint(0, min(hand)))
            session.apply(rules.Done(0))
        elif phase in ("fugitive_draw", "marshal_draw"):
            seat = 0 if phase == "fugitive_draw" else 1
            decks = [d for d in (1, 2, 3) if view["decks"][d - 1] > 0]
            last = max(h["card"] for h in view["hideouts"] if h["card"] is not None)
            wanted = 1 if last < 10 else 2 if last < 24 else 3
            session.apply(rules.Draw(seat, wanted if wanted in decks else decks[0]))
        elif phase == "marshal_guess":
            hand = seen(1)["marshal_hand"] or []
            session.apply(rules.Guess(1, (hand[0],)))
        else:
            break
    return session


def show_table(scene: FugitiveScene) -> None:
    """Both seats are people: show the Fugitive's side without the curtain, his hand on screen."""
    scene.lift_curtain()


def drag_script(scene: FugitiveScene) -> DragScript:
    """A hand card, swept over the table, let go over the notepad."""
    cards = scene.hand.cards
    grab = cards[len(cards) // 2].rect.center if cards else scene.hand.rect.center
    return DragScript(grab, sweep(), RELEASE)


def sweep() -> list[Point]:
    """Back and forth across the whole table, over the row, the piles and the notepad."""
    points: list[Point] = []
    for i in range(120):
        t = i / 119
        points.append((int(80 + 1760 * t), int(300 + 420 * (0.5 - abs(t - 0.5)))))
    return points + points[::-1]
