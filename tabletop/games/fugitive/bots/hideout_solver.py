"""The hideout puzzle and its exact solver: what each face-down hideout can be, and how likely.

The model (what "every consistent trail" means here).  A *trail* gives a number to each hideout
the viewer cannot see.  It is consistent with the view when:

* it rises along the row, every hidden number is 1-41 (the 42 is played face up) and none is a
  number the viewer holds or has seen (its hand, face-up hideouts, shown sprint cards);
* each hideout lies at most ``3 + range bonus + sprint`` above the one before it, where the
  sprint is the value of the cards shown under it or, while they are hidden, the most that many
  cards could be worth (the dearest cards the Fugitive can hold: +2 each unless he cannot have
  that many even cards).  Each hideout is judged on its own cards: the solver does not check
  that two hideouts' hidden sprint cards could be told apart;
* a single guess that missed rules its number out for every hideout that was down then;
* a series guess that missed means that not all of its numbers were hideouts down then;
* the Fugitive owns only the cards of each pile that left it and are not in the Marshal's
  hand, so no more hidden hideouts lie in a pile's range than he has unseen cards of it;
* an Informant's clue gives how many hideouts lay face down in a range when it was drawn
  (hideouts turned up since count as they were then; where the view cannot tell whether a
  hideout was turned up before or after the clue, either is allowed).

Dates come from the view: every hideout shows the turn it was placed on.  The chances weigh the
consistent trails equally, or, with ``prior``, weigh a gap that fewer sprint cards could have
bridged by ``CHEAP_GAP_WEIGHT`` (a player seldom wastes cards), times any per-number weights a
bot passes in.  The tests check this against enumerating every trail of small rows.

The solver is a dynamic programme over the row: the state at a hideout is its number, how many
hidden hideouts the current pile's range holds so far (for the caps and the clues), and which
missed series could still be "all found" so far.  A forward pass records every step, a backward
pass sums the completions, and their product gives each hideout's chances.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from tabletop.games.fugitive.rules.cards import DECK_RANGES, ESCAPE

TOP = ESCAPE  # values run 0..42
HIGHEST_GUESS = 41
#: number bands in row order: 1-3 (the Fugitive's own start cards), the three piles, and 42
BANDS: tuple[tuple[int, int], ...] = (
    (1, 3),
    DECK_RANGES[1],
    DECK_RANGES[2],
    DECK_RANGES[3],
    (ESCAPE, ESCAPE),
)
#: how likely a gap that fewer sprint cards could have bridged is, against one that needed them all
CHEAP_GAP_WEIGHT = 0.45


def _band_of(value: int) -> int:
    for index, (low, high) in enumerate(BANDS):
        if low <= value <= high:
            return index
    return -1  # card 0


BAND_OF = [_band_of(v) for v in range(TOP + 1)]
PILE_SIZES = {deck: high - low + 1 for deck, (low, high) in DECK_RANGES.items()}


@dataclass(frozen=True)
class Slot:
    """One hideout of the row as the solver sees it."""

    card: int | None  # the number, when the viewer knows it
    max_gap: int  # how far above the previous hideout it may lie
    cheap_gap: int = -1  # gaps up to this could have used fewer sprint cards (prior only)
    banned: frozenset[int] = frozenset()  # numbers missed by a guess while this hideout was down


@dataclass(frozen=True)
class Series:
    """A missed series guess: not all of ``numbers`` were among the hideouts ``0..within-1``."""

    numbers: tuple[int, ...]
    within: int


@dataclass(frozen=True)
class Count:
    """A clue: between ``least`` and ``most`` hidden hideouts of slots ``1..within-1`` lie in low-high.

    ``low`` is 1 or the start of a pile's range, and ``high`` ends a pile's range (the Informant's
    ranges are 1-14, 15-28 and 29-41).
    """

    within: int
    low: int
    high: int
    least: int
    most: int


@dataclass(frozen=True)
class Puzzle:
    """A row to solve: its slots (slot 0 is card 0), a weight per number and the hard facts.

    ``weight[v]`` is 0 for a number that cannot be a hidden hideout and may be fractional for a
    soft belief (the Fugitive bot models the Marshal's unknown hand that way).  ``caps[b]`` is
    the most face-down hideouts band ``b`` can hold, or None when there is no limit.
    """

    slots: tuple[Slot, ...]
    weight: tuple[float, ...]
    caps: tuple[int | None, ...] = (None,) * len(BANDS)
    prior: bool = False  # weigh gaps by whether every sprint card was needed
    series: tuple[Series, ...] = ()
    counts: tuple[Count, ...] = ()

    @property
    def unknown(self) -> list[int]:
        return [i for i, s in enumerate(self.slots) if s.card is None]


@dataclass
class Solution:
    """Counts of consistent rows and, per unknown slot, the chance of each number."""

    total: float
    marginals: dict[int, list[float]] = field(default_factory=dict)  # slot -> 43 probabilities

    def support(self, slot: int) -> list[int]:
        return [v for v, p in enumerate(self.marginals[slot]) if p > 1e-12]

    def number_probabilities(self) -> list[float]:
        """For each value 0..42, the chance some unknown slot holds it (slots never share one)."""
        out = [0.0] * (TOP + 1)
        for row in self.marginals.values():
            for v, p in enumerate(row):
                out[v] += p
        return [min(1.0, max(0.0, p)) for p in out]


# --------------------------------------------------------------------------------------- solver

#: a solver state: (number, hidden hideouts so far in that number's band, open missed series)
State = tuple[int, int, int]


class _Row:
    """Everything about a puzzle the steps of the solver look up, worked out once."""

    def __init__(self, puzzle: Puzzle, forced: Sequence[int]) -> None:
        slots = puzzle.slots
        self.n = n = len(slots)
        self.hidden = [s.card is None for s in slots]
        # hidden hideouts among slots 1..i
        self.hidden_upto = [0] * n
        for i in range(1, n):
            self.hidden_upto[i] = self.hidden_upto[i - 1] + (1 if self.hidden[i] else 0)
        self.weights: list[list[float]] = []
        for slot in slots:
            if slot.card is not None:
                row = [0.0] * (TOP + 1)
                row[slot.card] = 1.0
            else:
                row = list(puzzle.weight)
                for v in slot.banned:
                    if 0 <= v <= TOP:
                        row[v] = 0.0
                row[0] = 0.0
                row[TOP] = 0.0  # the 42 is always played face up
            self.weights.append(row)
        self.caps = puzzle.caps
        self.counts = puzzle.counts
        tracked = {b for b, cap in enumerate(puzzle.caps) if cap is not None}
        for count in puzzle.counts:
            if count.low != 1:
                tracked.add(BAND_OF[count.low])
        self.tracked = [b in tracked for b in range(len(BANDS))]
        self.series = puzzle.series
        self.need = sorted(set(forced))
        self.next_forced = [TOP + 1] * (TOP + 1)  # the smallest forced number above v
        for v in range(TOP + 1):
            above = [x for x in self.need if x > v]
            self.next_forced[v] = above[0] if above else TOP + 1
        self.floor = self.need[-1] if self.need else 0
        self.gaps: list[tuple[int, int]] = []
        for i, slot in enumerate(slots):
            cheap = slot.cheap_gap if puzzle.prior and slot.card is None and slot.cheap_gap >= 1 else 0
            self.gaps.append((slot.max_gap if i else 0, cheap))
        self._bounds()

    def _bounds(self) -> None:
        """Numbers each slot can reach from both ends of the row (to skip hopeless states)."""
        n = self.n
        low = [0] * n
        high = [0] * n
        for i in range(1, n):
            allowed = [v for v in range(TOP + 1) if self.weights[i][v] > 0.0]
            lo = low[i - 1] + 1
            hi = min(TOP, high[i - 1] + self.gaps[i][0])
            allowed = [v for v in allowed if lo <= v <= hi]
            low[i] = allowed[0] if allowed else TOP + 1
            high[i] = allowed[-1] if allowed else -1
        for i in range(n - 2, 0, -1):
            hi = min(high[i], high[i + 1] - 1)
            lo = max(low[i], low[i + 1] - self.gaps[i + 1][0])
            allowed = [v for v in range(lo, hi + 1) if self.weights[i][v] > 0.0]
            low[i] = allowed[0] if allowed else TOP + 1
            high[i] = allowed[-1] if allowed else -1
        self.low = low
        self.high = high

    def start_mask(self) -> int:
        """One bit per missed series that could still be "all found": the others say nothing."""
        mask = 0
        for j, series in enumerate(self.series):
            if all(self._may_hold(x, series.within) for x in series.numbers):
                mask |= 1 << j
        return mask

    def _may_hold(self, number: int, within: int) -> bool:
        """Could one of slots 1..within-1 hold ``number`` at all?"""
        for k in range(1, min(within, self.n)):
            if self.low[k] <= number <= self.high[k] and self.weights[k][number] > 0.0:
                return True
        return False

    def step(self, k: int, state: State, v: int) -> tuple[State, float] | None:
        """Go from ``state`` at slot k-1 to number ``v`` at slot k: the new state and its weight."""
        u, c, mask = state
        w = self.weights[k][v]
        if w <= 0.0:
            return None
        gap, cheap = self.gaps[k]
        if v - u > gap:
            return None
        if self.next_forced[u] < v:
            return None  # a number that must be a hideout would be stepped over
        if k == self.n - 1 and v < self.floor:
            return None
        if cheap and v - u <= cheap:
            w *= CHEAP_GAP_WEIGHT
        hidden = self.hidden[k]
        bu, bv = BAND_OF[u], BAND_OF[v]
        if self.tracked[bv]:
            c2 = (c if bu == bv else 0) + (1 if hidden else 0)
            cap = self.caps[bv]
            if cap is not None and c2 > cap:
                return None
        else:
            c2 = 0
        for count in self.counts:
            last = count.within - 1
            if k > last:
                continue
            if u <= count.high < v:
                # the trail leaves the clue's range at slot k: its count is complete
                if count.low == 1:
                    seen = self.hidden_upto[k - 1]
                elif u < count.low:
                    seen = 0
                else:
                    seen = c
                if not count.least <= seen <= count.most:
                    return None
            elif k == last and v <= count.high:
                if v < count.low:
                    seen = 0
                elif count.low == 1:
                    seen = self.hidden_upto[k]
                else:
                    seen = c2
                if not count.least <= seen <= count.most:
                    return None
        if mask:
            for j, series in enumerate(self.series):
                bit = 1 << j
                if not mask & bit:
                    continue
                numbers = series.numbers
                if any(u < x < v for x in numbers):
                    mask &= ~bit  # one of its numbers was stepped over: the series is satisfied
                elif v >= numbers[-1]:
                    if k <= series.within - 1:
                        return None  # every number of the missed series would have been a hideout
                    mask &= ~bit
                elif k >= series.within - 1:
                    mask &= ~bit  # its last number can no longer come early enough
        return (v, c2, mask), w


def solve(puzzle: Puzzle, forced: Iterable[int] = ()) -> Solution:
    """Weigh every trail the facts allow, and the chance of each number per slot.

    ``forced`` numbers must all be hidden hideouts now (to price a series guess or condition on
    a manhunt hit): no gap may step over one of them and the row must reach the highest.
    """
    key = (puzzle, tuple(sorted(set(forced))))
    cached = _SOLVED.get(key)
    if cached is not None:
        _SOLVED.move_to_end(key)
        return cached
    solution = _solve(puzzle, key[1])
    _SOLVED[key] = solution
    while len(_SOLVED) > _SOLVED_SIZE:
        _SOLVED.popitem(last=False)
    return solution


_SOLVED: OrderedDict[tuple[Puzzle, tuple[int, ...]], Solution] = OrderedDict()
_SOLVED_SIZE = 256


def _solve(puzzle: Puzzle, forced: Sequence[int]) -> Solution:
    row = _Row(puzzle, forced)
    n = row.n
    for count in puzzle.counts:
        if count.within <= 1 and not count.least <= 0 <= count.most:
            return Solution(total=0.0)
    start: State = (0, 0, row.start_mask())
    layers: list[dict[State, float]] = [{start: 1.0}]
    edges: list[list[tuple[State, State, float]]] = [[]]
    for k in range(1, n):
        before = layers[-1]
        after: dict[State, float] = {}
        steps: list[tuple[State, State, float]] = []
        lo, hi = row.low[k], row.high[k]
        gap = row.gaps[k][0]
        for state, weight in before.items():
            u = state[0]
            for v in range(max(lo, u + 1), min(hi, u + gap) + 1):
                moved = row.step(k, state, v)
                if moved is None:
                    continue
                target, factor = moved
                after[target] = after.get(target, 0.0) + weight * factor
                steps.append((state, target, factor))
        layers.append(after)
        edges.append(steps)
        if not after:
            return Solution(total=0.0)
    total = sum(layers[-1].values())
    solution = Solution(total=total)
    if total <= 0.0:
        return solution
    back: dict[State, float] = dict.fromkeys(layers[-1], 1.0)
    rows: dict[int, list[float]] = {}
    for k in range(n - 1, 0, -1):
        if row.hidden[k]:
            marginal = [0.0] * (TOP + 1)
            forward = layers[k]
            for state, tail in back.items():
                marginal[state[0]] += forward[state] * tail
            rows[k] = [p / total for p in marginal]
        earlier: dict[State, float] = {}
        for source, target, factor in edges[k]:
            later = back.get(target)
            if later:
                earlier[source] = earlier.get(source, 0.0) + factor * later
        back = earlier
    solution.marginals = dict(sorted(rows.items()))
    return solution


def relaxations(puzzle: Puzzle) -> list[Puzzle]:
    """The puzzle, then gentler versions of it, for when the table contradicts our assumptions."""
    plain_slots = tuple(replace(s, banned=frozenset()) for s in puzzle.slots)
    no_caps = replace(puzzle, caps=(None,) * len(BANDS))
    no_facts = replace(no_caps, slots=plain_slots, series=(), counts=())
    loose = replace(
        no_facts,
        slots=tuple(replace(s, max_gap=s.max_gap + 4) if i else s for i, s in enumerate(plain_slots)),
    )
    return [puzzle, no_caps, no_facts, loose]


def solve_robust(puzzle: Puzzle) -> tuple[Puzzle, Solution]:
    """Solve, relaxing the softer assumptions until some row fits (returns the puzzle used)."""
    for attempt in relaxations(puzzle):
        solution = solve(attempt)
        if solution.total > 0.0:
            return attempt, solution
    return puzzle, Solution(total=0.0)


def joint_probability(puzzle: Puzzle, numbers: Iterable[int], base: Solution | None = None) -> float:
    """The chance that every one of ``numbers`` is a hidden hideout at once."""
    wanted = set(numbers)
    if not wanted:
        return 1.0
    base = base or solve(puzzle)
    if base.total <= 0.0:
        return 0.0
    return solve(puzzle, wanted).total / base.total


def manhunt_chance(puzzle: Puzzle, solution: Solution | None = None) -> float:
    """The chance of naming every hidden hideout in turn, always picking the likeliest next one."""
    solution = solution or solve(puzzle)
    found: list[int] = []
    chance = 1.0
    remaining = len(puzzle.unknown)
    current = solution
    while remaining > 0:
        if current.total <= 0.0:
            return 0.0
        probs = current.number_probabilities()
        best = max(
            (v for v in range(1, HIGHEST_GUESS + 1) if v not in found), key=lambda v: probs[v], default=None
        )
        if best is None or probs[best] <= 0.0:
            return 0.0
        chance *= min(1.0, probs[best])
        found.append(best)
        current = solve(puzzle, found)  # the next pick assumes every earlier one was a hit
        remaining -= 1
    return chance


def most_likely(probs: Sequence[float] | Mapping[int, float], exclude: Iterable[int] = ()) -> list[int]:
    """Numbers 1-41 from likeliest to least likely (ties broken by the lower number)."""
    skip = set(exclude)
    values = [v for v in range(1, HIGHEST_GUESS + 1) if v not in skip]
    return sorted(values, key=lambda v: (-probs[v], v))
