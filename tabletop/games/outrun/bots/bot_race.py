"""The computer runner in a race: it reads the path and the cards that count for it (from its own
view), works out its run, and brings a time drawn from the game's seeded generator.

A time is a reading time (longer for each card that bends the run) plus a time per card laid,
each drawn from a normal spread around the strength's pace.  A casual runner sometimes slips: two
neighbouring cards change places, or The long way lands one card late; a strong one rarely does.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop.games.outrun.rules.commands import Run
from tabletop.games.outrun.rules.content import LONG_WAY
from tabletop.games.outrun.rules.interference import CARDS
from tabletop.games.outrun.rules.sequences import Bends, bends_of, correct_sequence
from tabletop.games.outrun.rules.view import OutrunView


@dataclass(frozen=True)
class Pace:
    """How a strength of runner races (milliseconds; chances from 0 to 1)."""

    read_ms: float  # to find the glowing start and take in the trail
    read_spread: float
    bend_ms: float  # more reading for each card that bends the run
    card_ms: float  # to find and lay one card
    card_spread: float
    slip: float  # chance of a mistake on a plain path
    slip_per_bend: float  # more chance of a mistake for each card that bends the run
    cure: float  # chance of remembering the antidote when it may be played
    fastest_ms: float = 900.0


PACES: dict[str, Pace] = {
    "casual": Pace(3200, 700, 900, 850, 160, slip=0.06, slip_per_bend=0.07, cure=0.7),
    "strong": Pace(2100, 400, 500, 520, 100, slip=0.015, slip_per_bend=0.02, cure=1.0),
}


def typical_seconds(strength: str, cards: int = 8, bends: int = 1) -> int:
    """About how long a runner of ``strength`` takes for a run of ``cards`` cards with ``bends``
    cards that bend it: what the set-up screen tells people to race against."""
    pace = PACES.get(strength, PACES["strong"])
    return round((pace.read_ms + pace.bend_ms * bends + pace.card_ms * cards) / 1000)


def own_bends(view: OutrunView, seat: int) -> Bends:
    """The bends of the cards in front of ``seat`` and in the centre, as the view shows them."""
    cards = [*view["seats"][seat]["interference"], *view["center"]]
    return bends_of(CARDS[card["id"]] for card in cards)


def planned_run(view: OutrunView, seat: int, pace: Pace, rng: random.Random) -> list[str]:
    """The run this runner will lay: the correct one, unless it slips."""
    path = view["path"]
    if path is None:  # the race phase always has its path card turned
        raise ValueError("a computer runner was asked to race before the path card was turned")
    bends = own_bends(view, seat)
    may_cure = view["seats"][seat]["infected"] and view["path_antidote"]
    run = correct_sequence(path, bends, antidote=may_cure and rng.random() < pace.cure)
    if rng.random() < pace.slip + pace.slip_per_bend * bends.count:
        run = slipped(run, rng)
    return run


def slipped(run: list[str], rng: random.Random) -> list[str]:
    """The run with one honest mistake in it."""
    run = list(run)
    if LONG_WAY in run and rng.random() < 0.3:
        at = run.index(LONG_WAY)
        if at + 1 < len(run):
            run[at], run[at + 1] = run[at + 1], run[at]
            return run
    if len(run) >= 2:
        at = rng.randrange(len(run) - 1)
        run[at], run[at + 1] = run[at + 1], run[at]
    else:
        run = []
    return run


def race_time(run: list[str], bends: Bends, pace: Pace, rng: random.Random) -> int:
    """Milliseconds from the reveal to Finish."""
    reading = rng.gauss(pace.read_ms + pace.bend_ms * bends.count, pace.read_spread)
    laying = sum(rng.gauss(pace.card_ms, pace.card_spread) for _ in run)
    return int(round(max(pace.fastest_ms, reading + laying)))


def run_for(view: OutrunView, seat: int, strength: str, rng: random.Random) -> Run:
    pace = PACES[strength]
    run = planned_run(view, seat, pace, rng)
    return Run(seat, tuple(run), race_time(run, own_bends(view, seat), pace, rng))
