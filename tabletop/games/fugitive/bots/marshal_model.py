"""What the Fugitive's computer player expects of the Marshal: how likely each card is in her
hand, how exposed a row of hideouts is, and how she will answer a placement (her guesses played
out with her own bot, a round or two ahead).

Apart from ``bot_fugitive`` (which plans his route and his draws) because it models the other
seat: it reads only the Fugitive's view, and deals the Marshal hands she could hold.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from tabletop.games.fugitive.bots import bot_marshal, deduction, hideout_solver
from tabletop.games.fugitive.rules.cards import DECK_RANGES, ESCAPE
from tabletop.games.fugitive.rules.state import MARSHAL
from tabletop.games.fugitive.rules.view import FugitiveView, GuessView, HideoutView

#: the Fugitive bot's plan, passed through ``weigh_answers`` untouched
P = TypeVar("P")


# --------------------------------------------------------------------- the Marshal's point of view


def marshal_weights(view: FugitiveView) -> dict[int, float]:
    """For each number, the chance the Marshal cannot rule it out (she does not hold it).

    The Fugitive knows his own cards; any other card of pile ``d`` is in her hand with the share
    of that pile's drawn cards she took.
    """
    mine = _own_cards(view)
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
    truth = [(i, hideout_number(row[i])) for i in puzzle.unknown]
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


def hideout_number(hideout: HideoutView) -> int:
    """The card of a hideout the Fugitive sees: all of his own, in his view and in his plans."""
    card = hideout["card"]
    if card is None:
        raise ValueError("the Fugitive's bot needs the Fugitive's view")
    return card


def _revealed(hideout: HideoutView) -> HideoutView:
    shown = hideout.copy()
    shown["revealed"] = True
    return shown


def row_with_placed(
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
            down = {hideout_number(h): i for i, h in enumerate(table) if not h["revealed"]}
            if not down:
                caught += 1
                break
            face_up = {hideout_number(h) for h in table if h["revealed"]}
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
    down = {hideout_number(h) for h in row if not h["revealed"]}
    newest = hideout_number(row[-1]) if row and not row[-1]["revealed"] else None
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
    after = [_revealed(h) if hideout_number(h) in found else h for h in row]
    record: GuessView = {"numbers": sorted(guess), "hit": bool(found), "turn": turn + 1, "manhunt": False}
    later = view.copy()
    later["turn"] = turn + 2
    later["guesses"] = [*(view.get("guesses") or ()), record]
    later["hand_counts"] = {"0": len(rest), "1": len(hand)}
    later["decks"] = _decks_after_her_draw(view, hand)
    down = {hideout_number(h) for h in after if not h["revealed"]}
    second = set(bot_marshal.strong_guess_numbers(marshal_view_of(later, after, hand, len(rest))))
    hit = second if second and second <= down else set()
    if down and len(down) == len(hit):
        return -W_SECOND_CAUGHT
    return W_SECOND_DOWN * min(len(down) - len(hit), 3)


def weigh_answers(
    view: FugitiveView, options: list[tuple[P | None, float, list[HideoutView], list[int]]]
) -> list[tuple[P | None, float, list[HideoutView], list[int]]]:
    """Add her likely answer to every option's score; the best few are judged on more hands
    (an option's plan, ``P``, is the Fugitive bot's own, passed through; None is stopping).

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
