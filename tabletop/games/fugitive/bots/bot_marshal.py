"""The computer Marshal: reads the trail with the deduction engine and hunts where it is warmest.

Strong: weighs every hideout row still possible (every fact of her view is a hard constraint: her
hand, misses, missed series, the pile counts and the Informant's clues; see :mod:`.deduction`),
leans a little away from numbers that missed before and from gaps that did not need every sprint
card, names the likeliest number, bundles numbers into
a series when the whole bundle is very likely (and goes for the win when every hidden hideout can
be named with a decent chance), and draws from the pile that teaches her most or takes the cards
the Fugitive needs next.  Casual: the same counts, read loosely, with some chance in the choices.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from tabletop.core.contract import Command
from tabletop.games.fugitive.bots import deduction, hideout_solver
from tabletop.games.fugitive.rules.cards import DECK_RANGES, GUESS_HIGH, GUESS_LOW
from tabletop.games.fugitive.rules.commands import ChooseDeck, Draw, Guess, StartManhunt
from tabletop.games.fugitive.rules.view import FugitiveView

MARSHAL = 1
#: no hideout above this may be face up when the 42 comes down, or no manhunt is allowed
MANHUNT_LIMIT = 29
#: go for every hidden hideout at once when the whole set is at least this likely
WIN_ATTEMPT = 0.5
#: ... or this likely, once the Fugitive is close enough to escape next turn
WIN_ATTEMPT_LATE = 0.2
#: a series of uncertain numbers must be at least this likely as a whole
SERIES_SAFE = 0.85
CERTAIN = 1.0 - 1e-9
#: how much less likely a number that already missed is thought to be (the row may have grown)
MISS_WEIGHT = 0.2


def choose(view: FugitiveView, legal: Sequence[Command], strength: str, rng: random.Random) -> Command:
    """The Marshal's next command; always one of ``legal`` or a legal series guess."""
    phase = view.get("phase")
    if phase == "manhunt_offer":
        # declining hands the Fugitive the game, so even a slim chance is worth hunting for
        return _pick(legal, StartManhunt(MARSHAL, True))
    if phase in ("marshal_draw", "event_choice"):
        decks = [c.deck for c in legal if isinstance(c, (Draw, ChooseDeck))]
        if not decks:
            return rng.choice(list(legal))
        deck = _best_deck(view, decks) if strength == "strong" else _casual_deck(view, decks, rng)
        kind = Draw if phase == "marshal_draw" else ChooseDeck
        return _pick(legal, kind(MARSHAL, deck))
    if phase in ("marshal_guess", "manhunt"):
        numbers = [c.numbers[0] for c in legal if isinstance(c, Guess) and len(c.numbers) == 1]
        if not numbers:
            return rng.choice(list(legal))
        if strength == "strong":
            return _strong_guess(view, numbers, phase == "manhunt")
        return _casual_guess(view, numbers, phase == "manhunt", rng)
    return rng.choice(list(legal))


def _pick(legal: Sequence[Command], wanted: Command) -> Command:
    return wanted if wanted in legal else legal[0]


# ----------------------------------------------------------------------------------- guessing


def strong_guess_numbers(view: FugitiveView) -> tuple[int, ...]:
    """The numbers the strong Marshal would name from ``view`` (her guess phase, no manhunt).

    The strong Fugitive asks this of views he makes up, to see how she would answer a move.
    """
    face_up = {h.get("card") for h in view.get("hideouts") or () if h.get("revealed")}
    numbers = [n for n in range(GUESS_LOW, GUESS_HIGH + 1) if n not in face_up]
    guess = _strong_guess(view, numbers, False)
    return tuple(guess.numbers) if isinstance(guess, Guess) else ()


def manhunt_guess(view: FugitiveView, numbers: list[int]) -> int:
    """The single number the strong Marshal names next in a manhunt (for the Fugitive's look-ahead)."""
    guess = _strong_guess(view, numbers, True)
    return guess.numbers[0] if isinstance(guess, Guess) else numbers[0]


def _strong_guess(view: FugitiveView, numbers: list[int], manhunt: bool) -> Command:
    """The strong guess, but never one that already missed while the row stood as it is now.

    Nothing about the face-down hideouts changes until the Fugitive places another one, so a
    guess that missed since his last placement is certain to miss again.
    """
    guess, ranked = _strong_choice(view, numbers, manhunt)
    stale = _stale_misses(view)
    if frozenset(guess.numbers) not in stale:
        return guess
    for number in ranked + numbers:
        if frozenset((number,)) not in stale:
            return Guess(MARSHAL, (number,))
    return guess


def _stale_misses(view: FugitiveView) -> set[frozenset[int]]:
    """Guesses that missed since the newest hideout went down."""
    placed = max((int(h.get("turn") or 0) for h in view.get("hideouts") or ()), default=0)
    return {
        frozenset(int(n) for n in g["numbers"])
        for g in view.get("guesses") or ()
        if not g.get("hit") and int(g.get("turn") or 0) >= placed
    }


def _strong_choice(view: FugitiveView, numbers: list[int], manhunt: bool) -> tuple[Guess, list[int]]:
    """The guess the deduction favours, and the single numbers ranked from likeliest down."""
    puzzle, solution = hideout_solver.solve_robust(
        deduction.puzzle_from_view(view, prior=True, miss_weight=MISS_WEIGHT)
    )
    if solution.total <= 0.0:
        return Guess(MARSHAL, (numbers[0],)), list(numbers)
    plain = solution
    probs = solution.number_probabilities()
    allowed = set(numbers)
    ranked = [v for v in hideout_solver.most_likely(probs) if v in allowed]
    if manhunt or (view.get("effects") or {}).get("single_guess_only"):
        return Guess(MARSHAL, (ranked[0],)), ranked
    hidden = len(puzzle.unknown)

    # every hidden hideout at once: the likeliest full set, picked one number at a time
    full, chance = _likeliest_set(puzzle, plain, hidden, allowed)
    threshold = WIN_ATTEMPT_LATE if _escape_is_near(view, solution, puzzle) else WIN_ATTEMPT
    if full and chance >= threshold:
        return Guess(MARSHAL, tuple(sorted(full))), ranked

    certain = [v for v in ranked if probs[v] >= CERTAIN]
    uncertain = [v for v in ranked if probs[v] < CERTAIN]
    if not uncertain:
        return Guess(MARSHAL, tuple(sorted(certain))), ranked
    series = [uncertain[0]]
    joint = probs[uncertain[0]]
    for extra in uncertain[1:4]:
        if probs[extra] < SERIES_SAFE:
            break
        trial = hideout_solver.joint_probability(puzzle, series + [extra], plain)
        if trial < SERIES_SAFE:
            break
        series.append(extra)
        joint = trial
    if joint < 1e-9:
        series = [uncertain[0]]
    # the sure numbers ride along for free; only a face-up hideout above 29 would cost her the
    # manhunt, so those stay hidden until they can end the game
    series += [v for v in certain if v <= MANHUNT_LIMIT]
    return Guess(MARSHAL, tuple(sorted(set(series)))), ranked


def _likeliest_set(
    puzzle: hideout_solver.Puzzle, solution: hideout_solver.Solution, hidden: int, allowed: set[int]
) -> tuple[list[int], float]:
    """A set naming every hidden hideout, built greedily, and the chance it is all right."""
    if hidden == 0 or hidden > 6:
        return [], 0.0
    chosen: list[int] = []
    current = solution
    for _ in range(hidden):
        probs = current.number_probabilities()
        options = [v for v in allowed if v not in chosen and probs[v] > 0.0]
        if not options:
            return [], 0.0
        best = max(options, key=lambda v: (probs[v], -v))
        chosen.append(best)
        current = hideout_solver.solve(puzzle, chosen)
        if current.total <= 0.0:
            return [], 0.0
    return chosen, current.total / solution.total


def _escape_is_near(
    view: FugitiveView, solution: hideout_solver.Solution, puzzle: hideout_solver.Puzzle
) -> bool:
    """Could the Fugitive's newest hideout be close enough to jump to 42 next turn?"""
    last = len(puzzle.slots) - 1
    slot = puzzle.slots[last]
    if slot.card is not None:
        top = slot.card
    else:
        support = solution.support(last)
        top = support[-1] if support else 0
    fugitive_cards = int((view.get("hand_counts") or {}).get("0", 4))
    return top + 3 + 2 * max(0, fugitive_cards - 1) >= 42 and top >= 30


def _casual_guess(view: FugitiveView, numbers: list[int], manhunt: bool, rng: random.Random) -> Command:
    puzzle, solution = hideout_solver.solve_robust(deduction.puzzle_from_view(view, miss_weight=MISS_WEIGHT))
    if solution.total <= 0.0:
        return Guess(MARSHAL, (rng.choice(numbers),))
    probs = solution.number_probabilities()
    allowed = set(numbers)
    ranked = [v for v in hideout_solver.most_likely(probs) if v in allowed and probs[v] > 0.0]
    if not ranked:
        return Guess(MARSHAL, (rng.choice(numbers),))
    hidden = len(puzzle.unknown)
    certain = [v for v in ranked if probs[v] >= CERTAIN]
    single_only = manhunt or (view.get("effects") or {}).get("single_guess_only")
    if not single_only and hidden and len(certain) == hidden:
        return Guess(MARSHAL, tuple(sorted(certain)))
    top = ranked[:3]
    weights = [probs[v] for v in top]
    if manhunt:
        return Guess(MARSHAL, (top[0],))
    return Guess(MARSHAL, (rng.choices(top, weights=weights)[0],))


# ------------------------------------------------------------------------------------ drawing


def _best_deck(view: FugitiveView, decks: list[int]) -> int:
    """The pile whose card most sharpens the picture, plus a pull toward the Fugitive's next cards."""
    puzzle, solution = deduction.analyse(view)
    if solution.total <= 0.0:
        return decks[0]
    probs = solution.number_probabilities()
    seen = deduction.seen_numbers(view)
    frontier = _frontier(puzzle, solution)
    best, best_score = decks[0], -math.inf
    for deck in decks:
        low, high = DECK_RANGES[deck]
        unknown = [v for v in range(low, high + 1) if v not in seen]
        if not unknown:
            continue
        in_pile = [1.0 - min(probs[v], 1.0) for v in unknown]
        mass = sum(in_pile)
        if mass <= 1e-9:
            continue
        info = sum(w * -math.log(max(w, 1e-12)) for w in in_pile) / mass
        ahead = sum(w for v, w in zip(unknown, in_pile, strict=False) if frontier < v <= frontier + 8) / mass
        score = info + 0.6 * ahead
        if score > best_score:
            best, best_score = deck, score
    return best


def _frontier(puzzle: hideout_solver.Puzzle, solution: hideout_solver.Solution) -> float:
    """The expected number of the newest hideout."""
    last = len(puzzle.slots) - 1
    slot = puzzle.slots[last]
    if slot.card is not None:
        return float(slot.card)
    row = solution.marginals.get(last)
    if not row:
        return 0.0
    return sum(v * p for v, p in enumerate(row))


def _casual_deck(view: FugitiveView, decks: list[int], rng: random.Random) -> int:
    if rng.random() < 0.5:
        return rng.choice(decks)
    top = max((h.get("card") or 0) for h in view.get("hideouts") or () if h.get("revealed"))
    for deck in decks:
        if DECK_RANGES[deck][1] > top + 3:
            return deck
    return decks[-1]
