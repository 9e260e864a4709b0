"""The computer Fugitive: plans a route to 42 and hides where the Marshal's reasoning is weakest.

Strong: every card it could place next is tried with the fewest, least useful sprint cards and
again with one or two spare sprint cards as decoys (a bluff: she reads sprint cards as a long
jump), and passing is tried too.  Each move is scored twice over:

* the route: progress, a hand that still reaches 42, and the cards spent;
* a look two of her guesses ahead: he imagines hands she may hold after her coming draw (as
  many cards of each pile as she is known to have taken, never a number she has named, seeded
  by the table so the same view always imagines the same hands), runs the strong Marshal's own
  guess on the view she would have, and counts how often it would catch him, how many hideouts
  stay face down, and whether the newest one does.  Then he plays her following guess too, on
  the row and the record her first guess left (as if he stood still), at half the weight: a row
  she reads apart in two guesses is worse than one that survives both.  A move that makes her
  likeliest numbers the wrong ones scores well.  Every move is judged on six hands, the best
  three again on ten more.

Before laying the 42 into a possible manhunt he plays her manhunt out the same way, with none,
one or two spare sprint cards under the 42 (they stay hidden and widen where his last hideout
may be), and lays it when she would fail often enough; otherwise he keeps running if he can.
With ``LOOK_AHEAD`` off he scores moves as he used to, by what the deduction engine says she can
work out about the row (kept for comparison in the tests).  He draws
from the pile whose cards best help his route.  The choice is deterministic for a given view, so
a placement started on one call is finished the same way on the next (the sprint cards go down
one command at a time).

Casual: steps up by the biggest normal move it can, sprints only when it must.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.contract import Command
from tabletop.games.fugitive.bots.marshal_model import (
    SAMPLES,
    SPARES,
    exposure,
    hideout_number,
    manhunt_risk,
    marshal_weights,
    row_with_placed,
    sample_marshal_hands,
    simulated_manhunt,
    weigh_answers,
)
from tabletop.games.fugitive.rules.cards import DECK_RANGES, ESCAPE, NORMAL_RANGE, SPRINT
from tabletop.games.fugitive.rules.commands import AddSprint, ChooseDeck, Done, Draw, Pass, PlaceHideout
from tabletop.games.fugitive.rules.view import FugitiveView, HideoutView

FUGITIVE = 0
MANHUNT_LIMIT = 29
#: what standing still costs: the Marshal gets a free look at the row
PASS_PENALTY = 1.2
#: play the 42 into a manhunt unless the Marshal would succeed at least this often
MANHUNT_FEAR = 0.6
#: the same, when his look-ahead plays her manhunt out (a sharper estimate, so he trusts it sooner)
AHEAD_MANHUNT_FEAR = 0.3
#: weigh each move by the Marshal's likely answer (off: the plain scoring the bot had before)
LOOK_AHEAD = True
#: lay both hideouts the first turn allows
FIRST_TURN_BOTH = False
_PLAN_CACHE: OrderedDict[Any, Plan] = OrderedDict()
_CACHE_SIZE = 64


@dataclass(frozen=True)
class Plan:
    """What to do this turn: place ``card`` with ``sprints`` under it, or stop (card None)."""

    card: int | None
    sprints: tuple[int, ...] = ()


@dataclass(frozen=True)
class Table:
    """The Fugitive's picture of the game, taken from his view."""

    hand: tuple[int, ...]
    row: tuple[HideoutView, ...]
    previous: int
    normal: int
    no_sprint: bool
    first_turn: bool


def choose(view: FugitiveView, legal: Sequence[Command], strength: str, rng: random.Random) -> Command:
    """The Fugitive's next command, always one of ``legal``."""
    phase = view.get("phase")
    legal = list(legal)
    if phase in ("fugitive_draw", "event_choice"):
        decks = [c.deck for c in legal if isinstance(c, (Draw, ChooseDeck))]
        if not decks:
            return rng.choice(legal)
        deck = _best_deck(view, decks) if strength == "strong" else _casual_deck(view, decks, rng)
        kind = Draw if phase == "fugitive_draw" else ChooseDeck
        return _pick(legal, kind(FUGITIVE, deck), rng)
    if phase in ("fugitive_first", "fugitive_place"):
        table = _table(view)
        plan = _strong_plan(view, table) if strength == "strong" else _casual_plan(view, table, rng)
        if plan.card is not None:
            return _pick(legal, PlaceHideout(FUGITIVE, plan.card), rng)
        stop = [c for c in legal if isinstance(c, (Pass, Done))]
        return stop[0] if stop else rng.choice(legal)
    if phase == "placing":
        return _continue_placing(view, legal, strength, rng)
    return rng.choice(legal)


def _pick(legal: list[Command], wanted: Command, rng: random.Random) -> Command:
    return wanted if wanted in legal else rng.choice(legal)


def _table(view: FugitiveView, hand: Sequence[int] | None = None) -> Table:
    effects = view.get("effects") or {}
    row = tuple(view.get("hideouts") or ())
    return Table(
        hand=tuple(sorted(hand if hand is not None else view.get("hand") or ())),
        row=row,
        previous=hideout_number(row[-1]),
        normal=NORMAL_RANGE + int(effects.get("range_bonus", 0) or 0),
        no_sprint=bool(effects.get("no_sprint")),
        first_turn=view.get("phase") == "fugitive_first",
    )


def _fuel(cards: Sequence[int]) -> int:
    return sum(SPRINT.get(c, 0) for c in cards)


def _reachable(table: Table, card: int) -> bool:
    if card <= table.previous:
        return False
    power = 0 if table.no_sprint else _fuel([c for c in table.hand if c != card])
    return card - table.previous <= table.normal + power


# ------------------------------------------------------------------------------ route planning


def route_slack(previous: int, hand: Sequence[int]) -> int:
    """Sprint value left over on the cheapest route from ``previous`` to 42 with ``hand`` alone.

    Negative: that much sprint value is missing.  A card used as a hideout stops being fuel, so
    the cheapest route balances the jumps it must pay for against the cards it steps on.
    """
    if ESCAPE not in hand:
        return -20
    steps = sorted(c for c in set(hand) if c > previous)
    cost = {previous: 0}
    order = [previous]
    for card in steps:
        cost[card] = min(cost[p] + max(0, card - p - NORMAL_RANGE) for p in order) + SPRINT.get(card, 0)
        order.append(card)
    return _fuel(hand) - cost[ESCAPE]


#: weights of the move score (tuned by bot-against-bot play)
W_HIDDEN = 0.5  # per unit of the Marshal's uncertainty about the hidden hideouts
W_CAUGHT = 8.0  # per unit of chance she can name the whole row at once
W_PROGRESS = 0.3  # per number climbed
W_SPRINT_CARD = 1.5  # per card spent as a sprint card (cards are turns)
W_SLACK = 0.1  # per point of sprint value to spare on the way to 42
W_SHORT = 0.3  # per point of sprint value missing on the way to 42
W_NEAR = 1.0  # per card (up to two) that could be the next hideout without sprinting
W_HAND = 0.15  # per card kept in hand


def route_value(previous: int, hand: Sequence[int]) -> float:
    """How good a hand is for escaping from ``previous``: slack to 42 and cards for the next step."""
    slack = route_slack(previous, hand)
    near = sum(1 for c in set(hand) if previous < c <= previous + NORMAL_RANGE and c != ESCAPE)
    value = W_SLACK * min(slack, 6) if slack >= 0 else W_SHORT * slack
    return value + W_NEAR * min(near, 2) + W_HAND * min(len(hand), 8)


def sprint_cards_for(table: Table, card: int, spare: int = 0) -> tuple[int, ...] | None:
    """The cheapest sprint cards that carry ``card`` from the previous hideout, plus ``spare`` decoys.

    Cards below ``card`` can never be hideouts again, so they go first; higher cards are spent
    only when needed, the farthest first (the near ones are the next steps).
    """
    need = max(0, card - table.previous - table.normal)
    if table.no_sprint:
        return () if need == 0 and spare == 0 else None
    others = [c for c in table.hand if c != card and c != ESCAPE]
    dead = [c for c in others if c < card]
    live = sorted((c for c in others if c > card), key=lambda c: -c)
    chosen: list[int] = []
    remaining = need
    dead_twos = [c for c in dead if SPRINT[c] == 2]
    dead_ones = [c for c in dead if SPRINT[c] == 1]
    while remaining >= 2 and dead_twos:
        chosen.append(dead_twos.pop())
        remaining -= 2
    while remaining > 0 and dead_ones:
        chosen.append(dead_ones.pop())
        remaining -= 1
    if remaining > 0 and dead_twos:
        chosen.append(dead_twos.pop())
        remaining -= 2
    for c in live:
        if remaining <= 0:
            break
        if SPRINT[c] == 1 and remaining >= 2 and any(SPRINT[o] == 2 for o in live if o not in chosen):
            continue
        chosen.append(c)
        remaining -= SPRINT[c]
    for c in live:
        if remaining <= 0:
            break
        if c not in chosen:
            chosen.append(c)
            remaining -= SPRINT[c]
    if remaining > 0:
        return None
    leftovers = dead_ones + dead_twos
    for _ in range(spare):
        if not leftovers:
            return None
        chosen.append(leftovers.pop(0))
    return tuple(chosen)


# ---------------------------------------------------------------------------------- strong plan


def _strong_plan(view: FugitiveView, table: Table) -> Plan:
    key = _plan_key(view, table)
    cached = _PLAN_CACHE.get(key)
    if cached is not None:
        _PLAN_CACHE.move_to_end(key)
        return cached
    plan = _strong_plan_uncached(view, table, LOOK_AHEAD)
    _PLAN_CACHE[key] = plan
    while len(_PLAN_CACHE) > _CACHE_SIZE:
        _PLAN_CACHE.popitem(last=False)
    return plan


def _plan_key(view: FugitiveView, table: Table) -> Any:
    row = tuple(
        (
            h.get("card"),
            bool(h.get("revealed")),
            int(h.get("sprints") or 0),
            tuple(h.get("sprint_cards") or ()),
        )
        for h in table.row
    )
    effects = view.get("effects") or {}
    return (
        table.hand,
        row,
        tuple(view.get("decks") or ()),
        tuple(view.get("special_in_decks") or ()),
        int(view.get("turn") or 0),
        table.first_turn,
        int(effects.get("range_bonus", 0) or 0),
        bool(effects.get("no_sprint")),
        view.get("variant"),
        len(view.get("guesses") or ()),
        LOOK_AHEAD,
    )


def _strong_plan_uncached(view: FugitiveView, table: Table, look_ahead: bool = True) -> Plan:
    playable = [c for c in table.hand if _reachable(table, c)]
    weights = marshal_weights(view)
    if ESCAPE in playable:
        escape = sprint_cards_for(table, ESCAPE)
        if escape is not None:
            revealed_max = max((hideout_number(h) for h in table.row if h["revealed"]), default=0)
            hidden = sum(1 for h in table.row if not h.get("revealed"))
            if revealed_max > MANHUNT_LIMIT or hidden == 0:
                return Plan(ESCAPE, escape)
            turn = int(view.get("turn") or 0)
            bonus = table.normal - NORMAL_RANGE
            final = [*table.row, row_with_placed(ESCAPE, escape, revealed=True, turn=turn, range_bonus=bonus)]
            if look_ahead:
                # spare sprint cards under the 42 stay hidden and widen where his last hideout may be
                hands = sample_marshal_hands(view, SAMPLES, draw=False)
                risk = 2.0
                for spare in SPARES:
                    sprints = sprint_cards_for(table, ESCAPE, spare)
                    if sprints is None:
                        continue
                    final = [
                        *table.row,
                        row_with_placed(ESCAPE, sprints, revealed=True, turn=turn, range_bonus=bonus),
                    ]
                    chance = simulated_manhunt(view, final, hands)
                    if chance < risk - 1e-9:
                        risk, escape = chance, sprints
            else:
                risk = manhunt_risk(view, final, weights)
            if risk < (AHEAD_MANHUNT_FEAR if look_ahead else MANHUNT_FEAR):
                return Plan(ESCAPE, escape)
            fallback = Plan(ESCAPE, escape)
        else:
            fallback = None
    else:
        fallback = None

    turn = int(view.get("turn") or 0)
    # the plain scoring reads the Marshal's picture of the row; the look-ahead asks her instead
    w_hidden, w_caught = (0.0, 0.0) if look_ahead else (W_HIDDEN, W_CAUGHT)

    def judged(row: Sequence[HideoutView]) -> float:
        if not (w_hidden or w_caught):
            return 0.0
        seen = exposure(view, row, weights)
        return w_hidden * seen.hidden - w_caught * seen.caught

    stay = judged(table.row) + route_value(table.previous, table.hand) - PASS_PENALTY
    # each option: the plan (None: stop), its score so far, the row it leaves and the hand kept
    options: list[tuple[Plan | None, float, list[HideoutView], list[int]]] = [
        (None, stay, list(table.row), list(table.hand))
    ]
    for card in playable:
        if card == ESCAPE:
            continue
        for spare in SPARES if look_ahead else (0, 1):
            sprints = sprint_cards_for(table, card, spare)
            if sprints is None:
                continue
            rest = [c for c in table.hand if c != card and c not in sprints]
            row = [
                *table.row,
                row_with_placed(card, sprints, turn=turn, range_bonus=table.normal - NORMAL_RANGE),
            ]
            score = (
                judged(row)
                + W_PROGRESS * (card - table.previous)
                - W_SPRINT_CARD * len(sprints)
                + route_value(card, rest)
            )
            options.append((Plan(card, sprints), score, row, rest))
    if look_ahead and len(options) > 1:
        options = weigh_answers(view, options)
        stay = -1e9  # stopping counts only if it was among the best after the look
    best: Plan | None = None
    best_score = -1e9
    for plan, score, _, _ in options:
        if plan is not None and score > best_score + 1e-9:
            best, best_score = plan, score
        elif plan is None:
            stay = score
    if fallback is not None:
        # a manhunt would likely catch him: only a safe, still-escaping move beats trying anyway
        if best is not None and best_score > stay and best.card is not None:
            rest = [c for c in table.hand if c != best.card and c not in best.sprints]
            if route_slack(best.card, rest) >= 0:
                return best
        return fallback
    if best is None:
        return Plan(None)
    if table.first_turn and (FIRST_TURN_BOTH or not _placed_this_turn(view)):
        return best  # the first turn must place a hideout (and two start a thicker trail)
    return best if best_score >= stay else Plan(None)


def _placed_this_turn(view: FugitiveView) -> bool:
    return int(view.get("placed_this_turn") or 0) > 0


def _continue_placing(view: FugitiveView, legal: list[Command], strength: str, rng: random.Random) -> Command:
    """Add the planned sprint cards one by one, then finish the hideout."""
    pending = view.get("pending")
    card = None if pending is None else pending.get("card")
    under = [] if pending is None else list(pending.get("sprint_cards") or ())
    plan: Plan | None = None
    if strength == "strong" and card is not None:
        before_hand = sorted([*(view.get("hand") or ()), card, *under])
        before_view = view.copy()
        before_view["phase"] = "fugitive_first" if view.get("turn") == 1 else "fugitive_place"
        before_view["pending"] = None
        table = _table(before_view, before_hand)
        plan = _strong_plan(before_view, table)
        if plan.card != card:
            plan = None
    if plan is not None:
        for extra in plan.sprints:
            if extra in under:
                under.remove(extra)
                continue
            command = AddSprint(FUGITIVE, extra)
            if command in legal:
                return command
    done = Done(FUGITIVE)
    if done in legal:
        return done
    # still short: add the card that covers the gap with the least waste, low cards first
    needed = (pending["needed"] if pending is not None else None) or 1
    sprints = [c for c in legal if isinstance(c, AddSprint)]
    if not sprints:
        return rng.choice(legal)
    below = [c for c in sprints if card is None or c.card < card]
    pool = below or sprints
    exact = [c for c in pool if SPRINT.get(c.card, 0) >= needed]
    return min(
        exact or pool, key=lambda c: (SPRINT.get(c.card, 0) if exact else -SPRINT.get(c.card, 0), c.card)
    )


# ---------------------------------------------------------------------------------- casual plan


def _casual_plan(view: FugitiveView, table: Table, rng: random.Random) -> Plan:
    playable = [c for c in table.hand if _reachable(table, c)]
    if ESCAPE in playable:
        return Plan(ESCAPE)
    if table.first_turn and _placed_this_turn(view) and rng.random() < 0.3:
        return Plan(None)
    walking = [c for c in playable if c - table.previous <= table.normal]
    if walking:
        if rng.random() < 0.6:
            return Plan(max(walking))
        return Plan(rng.choice(walking))
    if playable:
        return Plan(min(playable))
    return Plan(None)


# ------------------------------------------------------------------------------------ drawing


def _best_deck(view: FugitiveView, decks: list[int]) -> int:
    """The pile whose average card most improves the route to 42."""
    hand = list(view.get("hand") or ())
    row = view.get("hideouts") or ()
    previous = hideout_number(row[-1]) if row else 0
    known = set(hand)
    for h in row:
        card = h["card"]
        if card is not None:
            known.add(card)
        known.update(h.get("sprint_cards") or ())
    best, best_value = decks[0], -1e9
    for deck in decks:
        low, high = DECK_RANGES[deck]
        options = [c for c in range(low, high + 1) if c not in known]
        if not options:
            continue
        value = sum(route_value(previous, hand + [c]) for c in options) / len(options)
        if value > best_value + 1e-9:
            best, best_value = deck, value
    return best


def _casual_deck(view: FugitiveView, decks: list[int], rng: random.Random) -> int:
    row = view.get("hideouts") or ()
    previous = (row[-1]["card"] or 0) if row else 0
    if rng.random() < 0.4:
        return rng.choice(decks)
    for deck in decks:
        if DECK_RANGES[deck][1] >= previous + 4:
            return deck
    return decks[-1]
