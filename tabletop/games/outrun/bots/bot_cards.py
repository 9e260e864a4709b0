"""The computer runner's choices outside the race: the Bear's +0 claw, whom to infect, and which
interference cards to play on whom.

Strong runners hold a Shield in hand until they lead (or are close to it), then keep it up; they
hit the leader with the cards that hinder, keep the helpful ones for themselves, play Focus when
the cards in front of them are a load, pass a load on with Have mine, trade for a better front with
Fair trade?, and steal from the fullest hand.  Casual runners play a card now and then.
Everything is decided from the view alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop.core.contract import Command
from tabletop.games.outrun.rules.commands import Infect, Keep, Play, TakeZero
from tabletop.games.outrun.rules.interference import CARDS, Effect, Kind
from tabletop.games.outrun.rules.view import CardView, OutrunView, RunnerView

#: how close to the leader (in rooms) a strong runner puts its Shield up
SHIELD_MARGIN = 2
#: the kinds that hold back the runner they are played on, in the order a strong runner plays them
HINDERING: tuple[Kind, ...] = tuple(
    kind for kind in Kind if next(c for c in CARDS.values() if c.kind is kind).info.effect is Effect.HINDERS
)


def load(cards: Sequence[CardView]) -> int:
    """How much the cards in front of a runner hold them back: hindering minus helping cards."""
    score = 0
    for card in cards:
        effect = CARDS[card["id"]].info.effect
        score += 1 if effect is Effect.HINDERS else -1 if effect is Effect.HELPS else 0
    return score


def _shielded(seat_view: RunnerView) -> bool:
    return any(card["kind"] == Kind.SHIELD.value for card in seat_view["interference"])


def leaders(view: OutrunView, seat: int, rng: random.Random) -> list[int]:
    """The other runners, furthest through the museum first; ties in a random order, so that no
    seat is picked on for its number.
    """
    seats = view["seats"]
    others = [s for s in range(len(seats)) if s != seat]
    rng.shuffle(others)
    return sorted(others, key=lambda s: -seats[s]["room"])


def take_zero(view: OutrunView, seat: int, strong: bool) -> TakeZero:
    me = view["seats"][seat]
    weight = load(me["interference"])
    return TakeZero(seat, weight >= (2 if strong else 3))


def infect(
    view: OutrunView, legal: Sequence[Command], seat: int, strong: bool, rng: random.Random
) -> Command:
    options = [c for c in legal if isinstance(c, Infect)]
    if not strong:
        return rng.choice(options)
    ranked = leaders(view, seat, rng)
    return min(options, key=lambda c: ranked.index(c.target))


def interfere(
    view: OutrunView, legal: Sequence[Command], seat: int, strong: bool, rng: random.Random
) -> Command:
    plays = [c for c in legal if isinstance(c, Play)]
    keep = next(c for c in legal if isinstance(c, Keep))
    if not strong:
        useful = [c for c in plays if _sensible(c, seat)]
        return rng.choice(useful) if useful and rng.random() < 0.6 else keep
    return _strong_play(view, plays, seat, rng) or keep


def _sensible(play: Play, seat: int) -> bool:
    """Not a hindrance on oneself, nor a help for someone else."""
    effect = CARDS[play.card].info.effect
    if effect is Effect.HINDERS:
        return play.target != seat
    if effect is Effect.HELPS:
        return play.target == seat
    return True


def _strong_play(view: OutrunView, plays: Sequence[Play], seat: int, rng: random.Random) -> Play | None:
    seats = view["seats"]
    me = seats[seat]
    my_load = load(me["interference"])
    by_kind: dict[Kind, list[Play]] = {}
    for listed in plays:
        by_kind.setdefault(CARDS[listed.card].kind, []).append(listed)
    order = leaders(view, seat, rng)
    best_room = max(s["room"] for s in seats)

    def first_on(kind: Kind, targets: Sequence[int | None]) -> Play | None:
        for target in targets:
            for candidate in by_kind.get(kind, ()):
                if candidate.target == target:
                    return candidate
        return None

    play: Play | None

    # a load in front: throw it away, or hand it to the leader
    if my_load >= (3 if _shielded(me) else 2):
        play = first_on(Kind.FOCUS, [None])
        if play is not None:
            return play
    if my_load >= 1:
        play = first_on(Kind.HAVE_MINE, order)
        if play is not None:
            return play
        better = [s for s in order if load(seats[s]["interference"]) < my_load - 1]
        play = first_on(Kind.FAIR_TRADE, better)
        if play is not None:
            return play
    # the Shield goes up once there is a lead to protect
    if not _shielded(me) and me["room"] >= best_room - SHIELD_MARGIN:
        play = first_on(Kind.SHIELD, [seat])
        if play is not None:
            return play
    for kind in (Kind.MAJOR_SHORTCUT, Kind.BOOST, Kind.LITTLE_SHORTCUT):
        play = first_on(kind, [seat])
        if play is not None:
            return play
    fullest = sorted(order, key=lambda s: -seats[s]["hand_count"])
    play = first_on(Kind.STEAL, [s for s in fullest if seats[s]["hand_count"] > 0])
    if play is not None:
        return play
    for target in order:
        for kind in HINDERING:
            play = first_on(kind, [target])
            if play is not None:
                return play
    return None
