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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.contract import Command
from tabletop.games.fugitive import bot_marshal, deduction, hideout_solver
from tabletop.games.fugitive.rules.cards import DECK_RANGES, ESCAPE, NORMAL_RANGE, SPRINT
from tabletop.games.fugitive.rules.commands import AddSprint, ChooseDeck, Done, Draw, Pass, PlaceHideout
from tabletop.games.fugitive.rules.state import MARSHAL
from tabletop.games.fugitive.rules.view import FugitiveView, GuessView, HideoutView

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
        previous=_known(row[-1]),
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


# --------------------------------------------------------------------- the Marshal's point of view


def marshal_weights(view: FugitiveView) -> dict[int, float]:
    """For each number, the chance the Marshal cannot rule it out (she does not hold it).

    The Fugitive knows his own cards; any other card of pile ``d`` is in her hand with the share
    of that pile's drawn cards she took.
    """
    mine: set[int] = set(view.get("hand") or ())
    for hideout in view.get("hideouts") or ():
        card = hideout["card"]
        if card is not None:
            mine.add(card)
        mine.update(hideout["sprint_cards"] or ())
    pending = view.get("pending")
    if pending is not None:
        pending_card = pending.get("card")
        if pending_card is not None:
            mine.add(pending_card)
        mine.update(pending.get("sprint_cards") or ())
    decks = list(view.get("decks") or (0, 0, 0))
    special = list(view.get("special_in_decks") or (0, 0, 0))
    weights: dict[int, float] = {}
    for deck, (low, high) in DECK_RANGES.items():
        left = decks[deck - 1] - special[deck - 1]
        taken = (high - low + 1) - left
        owned = sum(1 for c in mine if low <= c <= high)
        theirs = max(0, taken - owned)
        outside = sum(1 for c in range(low, high + 1) if c not in mine)
        share = min(1.0, theirs / outside) if outside else 0.0
        for c in range(low, high + 1):
            weights[c] = 1.0 if c in mine else 1.0 - share
    return weights


@dataclass(frozen=True)
class Exposure:
    """What the Marshal can make of a row: hidden slack (sum of 1-p) and the chance she names it all."""

    hidden: float
    caught: float


def exposure(view: FugitiveView, row: Sequence[HideoutView], weights: Mapping[int, float]) -> Exposure:
    """Judge ``row`` (the Fugitive's own, all cards known) through the Marshal's eyes."""
    pseudo = view.copy()
    pseudo["hideouts"] = list(row)
    puzzle = deduction.puzzle_from_view(pseudo, as_marshal=True, weights=weights)
    puzzle, solution = hideout_solver.solve_robust(puzzle)
    truth = [(i, _known(row[i])) for i in puzzle.unknown]
    if not truth:
        return Exposure(hidden=0.0, caught=1.0)
    if solution.total <= 0.0:
        return Exposure(hidden=float(len(truth)), caught=0.0)
    hidden = sum(1.0 - solution.marginals[i][card] for i, card in truth)
    caught = 0.0
    if len(truth) <= 6:
        caught = hideout_solver.solve(puzzle, [card for _, card in truth]).total / solution.total
    return Exposure(hidden=hidden, caught=caught)


def manhunt_risk(view: FugitiveView, row: Sequence[HideoutView], weights: Mapping[int, float]) -> float:
    """How likely a manhunt on ``row`` (ending in the 42) catches the Fugitive."""
    pseudo = view.copy()
    pseudo["hideouts"] = list(row)
    puzzle = deduction.puzzle_from_view(pseudo, as_marshal=True, weights=weights)
    puzzle, solution = hideout_solver.solve_robust(puzzle)
    if not puzzle.unknown:
        return 1.0
    return hideout_solver.manhunt_chance(puzzle, solution)


def _known(hideout: HideoutView) -> int:
    """The card of a hideout the Fugitive sees: all of his own, in his view and in his plans."""
    card = hideout["card"]
    if card is None:
        raise ValueError("the Fugitive's bot needs the Fugitive's view")
    return card


def _revealed(hideout: HideoutView) -> HideoutView:
    shown = hideout.copy()
    shown["revealed"] = True
    return shown


def _placed(
    card: int, sprints: Sequence[int], revealed: bool = False, turn: int = 0, range_bonus: int = 0
) -> HideoutView:
    return {
        "card": card,
        "revealed": revealed,
        "sprints": len(sprints),
        "sprint_cards": list(sprints),
        "turn": turn,
        "range_bonus": range_bonus,
    }


# ------------------------------------------------------------------ looking ahead at her answer

#: how many hands of the Marshal's the look-ahead imagines for every move, and how many more
#: for the REFINE best moves after that first look
SAMPLES = 6
SAMPLES_MORE = 10
REFINE = 3
#: spare sprint cards (decoys) tried under a hideout
SPARES = (0, 1, 2)
#: imagined hands leave out the numbers she has named
AVOID_NAMED = True
W_ANSWER_CAUGHT = 12.0  # her next guess finds every face-down hideout
W_ANSWER_DOWN = 1.2  # per face-down hideout left after her guess (up to three)
W_ANSWER_FRONT = 0.8  # the newest hideout is still face down after her guess
#: how many of her guesses the look-ahead plays out (2: also the one after, on the row as it stands)
ANSWER_ROUNDS = 2
W_SECOND_CAUGHT = 6.0  # her guess after next would find every face-down hideout left
W_SECOND_DOWN = 0.6  # per face-down hideout left after her guess after next (up to three)


def sample_marshal_hands(
    view: FugitiveView, samples: int, draw: bool = True, salt: str = ""
) -> list[tuple[int, ...]]:
    """Hands the Marshal may hold when she next guesses, her coming draw included.

    The Fugitive knows how many cards she took from each pile (the pile counts, less his own
    cards) but not which: each sample deals her that many of the pile's cards he has not seen,
    plus one card for the draw that starts her turn.  A number she has named is dealt
    to her last: she never names a card she holds.  Seeded by the table, so the same view
    always imagines the same hands.
    """
    mine = _own_cards(view)
    decks = list(view.get("decks") or (0, 0, 0))
    named = named_numbers(view) if AVOID_NAMED else set()
    rng = random.Random(f"{sorted(mine)}:{decks}:{view.get('turn')}:{len(view.get('guesses') or ())}{salt}")
    dealt = [_deal(view, mine, named, rng) for _ in range(samples)]
    out: list[tuple[int, ...]] = []
    for hand, rest in dealt:
        if draw and rest and any(decks):
            hand = (*hand, rng.choice(rest))
        out.append(tuple(sorted(hand)))
    return out


def _own_cards(view: FugitiveView) -> set[int]:
    """Every card the Fugitive knows is not hers: his hand, his hideouts and their sprint cards."""
    mine: set[int] = set(view.get("hand") or ())
    for hideout in view.get("hideouts") or ():
        card = hideout["card"]
        if card is not None:
            mine.add(card)
        mine.update(hideout["sprint_cards"] or ())
    pending = view.get("pending")
    if pending is not None:
        pending_card = pending.get("card")
        if pending_card is not None:
            mine.add(pending_card)
        mine.update(pending.get("sprint_cards") or ())
    return mine


def _deal(
    view: FugitiveView, mine: set[int], named: set[int], rng: random.Random
) -> tuple[tuple[int, ...], list[int]]:
    """One imagined hand of hers as it is now, and the unseen cards left in the piles."""
    decks = list(view.get("decks") or (0, 0, 0))
    special = list(view.get("special_in_decks") or (0, 0, 0))
    hand: list[int] = []
    rest: list[int] = []
    for deck, (low, high) in DECK_RANGES.items():
        left = decks[deck - 1] - special[deck - 1]
        taken = (high - low + 1) - left
        unknown = [c for c in range(low, high + 1) if c not in mine]
        owned = sum(1 for c in mine if low <= c <= high)
        theirs = max(0, min(len(unknown), taken - owned))
        rng.shuffle(unknown)
        # she never names a number she holds: those she named go to her hand last
        unknown.sort(key=lambda c: c in named)
        hand += unknown[:theirs]
        rest += unknown[theirs:]
    return tuple(sorted(hand)), rest


def named_numbers(view: FugitiveView) -> set[int]:
    """Numbers the Marshal has named in a guess: she held none of them then (nobody names a card
    in her own hand), and she seldom draws one later, so his imagined hands leave them out."""
    return {int(n) for g in view.get("guesses") or () for n in g.get("numbers") or ()}


def marshal_view_of(
    view: FugitiveView, row: Sequence[HideoutView], hand: Sequence[int], fugitive_cards: int
) -> FugitiveView:
    """What the Marshal would see at her next guess with ``row`` on the table and ``hand`` held.

    What the Marshal's bot does not read (events, the draw step...) is left empty.
    """
    hideouts: list[HideoutView] = []
    for hideout in row:
        shown = bool(hideout.get("revealed"))
        hideouts.append(
            {
                "card": hideout.get("card") if shown else None,
                "revealed": shown,
                "sprints": int(hideout.get("sprints") or 0),
                # the 42's sprint cards stay hidden until the game ends
                "sprint_cards": list(hideout.get("sprint_cards") or ())
                if shown and hideout.get("card") != ESCAPE
                else None,
                "turn": int(hideout.get("turn") or 0),
                "range_bonus": int(hideout.get("range_bonus") or 0),
            }
        )
    # what the Fugitive's bot reads of his view it reads with .get: its tests hand it a few keys
    effects = view.get("effects")
    return {
        "seat": MARSHAL,
        "to_act": [MARSHAL],
        "phase": "marshal_guess",
        "turn": (view.get("turn") or 0) + 1,
        "variant": view.get("variant") or "none",
        "helpful_for": view.get("helpful_for") or 0,
        "hand": list(hand),
        "hand_counts": {"0": fugitive_cards, "1": len(hand)},
        "marshal_hand": list(hand),
        "hideouts": hideouts,
        "pending": None,
        "placed_this_turn": 0,
        "decks": _decks_after_her_draw(view, hand),
        "special_in_decks": list(view.get("special_in_decks") or (0, 0, 0)),
        "draws_left": 0,
        "guesses": list(view.get("guesses") or ()),
        "revealed_max": max((h["card"] or 0 for h in hideouts if h["revealed"]), default=0),
        "face_down": sum(1 for h in hideouts if not h["revealed"]),
        "manhunt": "none",
        "event_piles": [],
        "last_event": None,
        "event_choice": None,
        "effects": {
            "marshal_skips_draw": False,
            "single_guess_only": bool(effects and effects.get("single_guess_only")),
            "range_bonus": 0,
            "no_sprint": False,
            "extra_action": [False, False],
            "bonus_draws": [0, 0],
        },
        "clues": list(view.get("clues") or ()),
        "sprint_table": view.get("sprint_table") or {},
        "playable": [],
        "max_reach": None,
        "outcome": None,
    }


def _decks_after_her_draw(view: FugitiveView, hand: Sequence[int]) -> list[int]:
    """The pile counts once she has drawn: one fewer card where her hand outgrows what she took."""
    decks = list(view.get("decks") or (0, 0, 0))
    counts = int((view.get("hand_counts") or {}).get("1", len(hand)) or 0)
    if len(hand) <= counts:
        return decks
    mine = set(view.get("hand") or ())
    for hideout in view.get("hideouts") or ():
        if hideout["card"] is not None:
            mine.add(hideout["card"])
        mine.update(hideout["sprint_cards"] or ())
    special = list(view.get("special_in_decks") or (0, 0, 0))
    for deck, (low, high) in DECK_RANGES.items():
        left = decks[deck - 1] - special[deck - 1]
        taken = (high - low + 1) - left
        owned = sum(1 for c in mine if c is not None and low <= c <= high)
        held = sum(1 for c in hand if low <= c <= high)
        if held > taken - owned and decks[deck - 1] > 0:
            decks[deck - 1] -= 1
            break
    return decks


def simulated_manhunt(
    view: FugitiveView, row: Sequence[HideoutView], hands: Sequence[Sequence[int]]
) -> float:
    """The share of her imagined hands with which the strong Marshal's manhunt finds every hideout."""
    caught = 0
    for hand in hands:
        table = [h.copy() for h in row]
        mview = marshal_view_of(view, table, hand, 0)
        mview["phase"] = "manhunt"
        mview["turn"] = view.get("turn") or 0
        while True:
            down = {_known(h): i for i, h in enumerate(table) if not h["revealed"]}
            if not down:
                caught += 1
                break
            face_up = {_known(h) for h in table if h["revealed"]}
            numbers = [n for n in range(1, ESCAPE) if n not in face_up]
            guess = bot_marshal.manhunt_guess(mview, numbers)
            if guess not in down:
                break
            table[down[guess]]["revealed"] = True
            shown = mview["hideouts"][down[guess]]
            shown["card"] = guess
            shown["revealed"] = True
            shown["sprint_cards"] = list(table[down[guess]]["sprint_cards"] or ())
            mview["guesses"] = [
                *mview["guesses"],
                {"numbers": [guess], "hit": True, "turn": mview["turn"], "manhunt": True},
            ]
    return caught / len(hands) if hands else 1.0


def answer_value(
    view: FugitiveView,
    row: Sequence[HideoutView],
    hands: Sequence[Sequence[int]],
    rest: Sequence[int],
) -> float:
    """How the Marshal's next guess leaves him, averaged over her imagined hands.

    She is assumed to guess as the strong Marshal does (her own code, run on the view she would
    have), so a move scores for making her likeliest numbers the wrong ones.  With
    ``ANSWER_ROUNDS`` at 2 he also plays her following guess on the row as her first one left it
    (as if he stood still), which tells a row she will soon read apart from one that holds.
    """
    down = {_known(h) for h in row if not h["revealed"]}
    newest = _known(row[-1]) if row and not row[-1]["revealed"] else None
    total = 0.0
    for hand in hands:
        guess = set(bot_marshal.strong_guess_numbers(marshal_view_of(view, row, hand, len(rest))))
        found = guess if guess and guess <= down else set()
        left = len(down) - len(found)
        if down and left == 0:
            total -= W_ANSWER_CAUGHT
            continue
        total += W_ANSWER_DOWN * min(left, 3)
        if newest is not None and newest not in found:
            total += W_ANSWER_FRONT
        if ANSWER_ROUNDS >= 2 and guess:
            total += _second_answer(view, row, hand, rest, guess, found)
    return total / len(hands) if hands else 0.0


def _second_answer(
    view: FugitiveView,
    row: Sequence[HideoutView],
    hand: Sequence[int],
    rest: Sequence[int],
    guess: set[int],
    found: set[int],
) -> float:
    """Her guess after next on the row her first guess left, scored like the first (smaller weights)."""
    turn = view.get("turn") or 0
    after = [_revealed(h) if _known(h) in found else h for h in row]
    record: GuessView = {"numbers": sorted(guess), "hit": bool(found), "turn": turn + 1, "manhunt": False}
    later = view.copy()
    later["turn"] = turn + 2
    later["guesses"] = [*(view.get("guesses") or ()), record]
    later["hand_counts"] = {"0": len(rest), "1": len(hand)}
    later["decks"] = _decks_after_her_draw(view, hand)
    down = {_known(h) for h in after if not h["revealed"]}
    second = set(bot_marshal.strong_guess_numbers(marshal_view_of(later, after, hand, len(rest))))
    hit = second if second and second <= down else set()
    if down and len(down) == len(hit):
        return -W_SECOND_CAUGHT
    return W_SECOND_DOWN * min(len(down) - len(hit), 3)


def _weigh_answers(
    view: FugitiveView, options: list[tuple[Plan | None, float, list[HideoutView], list[int]]]
) -> list[tuple[Plan | None, float, list[HideoutView], list[int]]]:
    """Add her likely answer to every option's score; the best few are judged on more hands.

    Returns the options worth comparing: the refined ones (the best after the first look, and
    stopping, if it was among them).
    """
    hands = sample_marshal_hands(view, SAMPLES + SAMPLES_MORE)
    first, more = hands[:SAMPLES], hands[SAMPLES:]
    looked = [
        (plan, score + answer_value(view, row, first, rest), row, rest) for plan, score, row, rest in options
    ]
    looked.sort(key=lambda option: -option[1])
    top = looked[:REFINE]
    share = len(more) / (len(first) + len(more))
    refined = []
    for plan, score, row, rest in top:
        again = answer_value(view, row, more, rest) if more else 0.0
        base = next(s for p, s, r, _ in options if p == plan and r is row)
        first_answer = score - base
        refined.append((plan, base + (1 - share) * first_answer + share * again, row, rest))
    if not any(plan is not None for plan, *_ in refined):
        refined += [option for option in looked[REFINE:] if option[0] is not None][:1]
    return refined


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
            revealed_max = max((_known(h) for h in table.row if h["revealed"]), default=0)
            hidden = sum(1 for h in table.row if not h.get("revealed"))
            if revealed_max > MANHUNT_LIMIT or hidden == 0:
                return Plan(ESCAPE, escape)
            turn = int(view.get("turn") or 0)
            bonus = table.normal - NORMAL_RANGE
            final = [*table.row, _placed(ESCAPE, escape, revealed=True, turn=turn, range_bonus=bonus)]
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
                        _placed(ESCAPE, sprints, revealed=True, turn=turn, range_bonus=bonus),
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
            row = [*table.row, _placed(card, sprints, turn=turn, range_bonus=table.normal - NORMAL_RANGE)]
            score = (
                judged(row)
                + W_PROGRESS * (card - table.previous)
                - W_SPRINT_CARD * len(sprints)
                + route_value(card, rest)
            )
            options.append((Plan(card, sprints), score, row, rest))
    if look_ahead and len(options) > 1:
        options = _weigh_answers(view, options)
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
    previous = _known(row[-1]) if row else 0
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
