"""The Marshal's deduction: what each face-down hideout can still be, and how likely each number is.

A row of hideouts is a rising sequence starting at card 0.  Everything here works from a seat's
*view* only, so the notepad's assist and the bots reason with exactly what that player may know.

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
from typing import Any

from tabletop.games.fugitive.rules.cards import DECK_RANGES, ESCAPE, NORMAL_RANGE, SPRINT, STARTING_DRAWS

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


_BAND = [_band_of(v) for v in range(TOP + 1)]
_PILE_SIZES = {deck: high - low + 1 for deck, (low, high) in DECK_RANGES.items()}


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
                tracked.add(_BAND[count.low])
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
        bu, bv = _BAND[u], _BAND[v]
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


def missed_series(view: Mapping[str, Any]) -> list[tuple[int, ...]]:
    """The numbers of every series guess (two or more numbers) that found nothing."""
    return [
        tuple(int(n) for n in guess.get("numbers") or ())
        for guess in view.get("guesses") or ()
        if not guess.get("hit") and len(guess.get("numbers") or ()) > 1
    ]


# ------------------------------------------------------------------------------ from a view


def max_sprint_bonus(count: int, pool: Iterable[int]) -> int:
    """The most ``count`` sprint cards drawn from ``pool`` can add (the dearest ones)."""
    values = sorted((SPRINT.get(c, 0) for c in pool), reverse=True)
    if count <= len(values):
        return sum(values[:count])
    return sum(values) + 2 * (count - len(values))


def sprint_pool(unseen: Iterable[int], caps: Sequence[int | None]) -> list[int]:
    """The values the Fugitive's hidden cards can have: the unseen cards, as many of each pile as he owns.

    Only the dearest cards matter for a bound, so from a pile he holds ``cap`` unseen cards of,
    the ``cap`` dearest unseen ones stand for it.
    """
    by_band: dict[int, list[int]] = {}
    for card in unseen:
        if 0 < card < TOP:
            by_band.setdefault(_BAND[card], []).append(card)
    pool: list[int] = []
    for band, cards in by_band.items():
        cap = caps[band] if 0 <= band < len(caps) else None
        cards.sort(key=lambda c: -SPRINT.get(c, 0))
        pool += cards if cap is None else cards[:cap]
    return pool


def seen_numbers(view: Mapping[str, Any]) -> set[int]:
    """Numbers the viewer holds or has seen face up: none of them can be a hidden hideout."""
    seen: set[int] = {0}
    for key in ("hand", "marshal_hand"):
        for card in view.get(key) or ():
            if isinstance(card, int):
                seen.add(card)
    for hideout in view.get("hideouts") or ():
        if hideout.get("card") is not None:
            seen.add(hideout["card"])
        for card in hideout.get("sprint_cards") or ():
            seen.add(card)
    return seen


def _range_bonus(view: Mapping[str, Any]) -> int:
    """Extra normal range a Getaway Car may have given a hidden hideout (for views without dates).

    Such a view names only the latest event, so in the variants that hold a Getaway Car we allow
    its +2 for every hidden hideout: looser, but never wrong.
    """
    effects = view.get("effects") or {}
    bonus = int(effects.get("range_bonus", 0) or 0) if isinstance(effects, Mapping) else 0
    if _events_in_play(view):
        bonus = max(bonus, 2)
    return bonus


def _events_in_play(view: Mapping[str, Any]) -> bool:
    return (view.get("variant") or "none") != "none"


def _pile_hideout_counts(view: Mapping[str, Any]) -> dict[int, int] | None:
    """Hideout cards left in each pile (event cards and placeholders taken out)."""
    decks = view.get("decks")
    if decks is None:
        return None
    special = list(view.get("special_in_decks") or [0] * len(decks))
    return {d + 1: int(left) - int(special[d]) for d, left in enumerate(decks)}


def band_caps(view: Mapping[str, Any], marshal_cards: Iterable[int]) -> tuple[int | None, ...]:
    """How many face-down hideouts each band can hold, from what the Fugitive can have drawn.

    Every card that left pile ``d`` is in the Marshal's hand (she sees those) or is the
    Fugitive's, in his hand or on the table: no event throws a hideout card away, and a
    Pickpocket or Dead Drop only moves cards between the two hands.  So his share, less what is
    face up, bounds the hidden hideouts in that range.
    """
    counts = _pile_hideout_counts(view)
    if counts is None:
        return (None,) * len(BANDS)
    marshal = set(marshal_cards)
    shown: set[int] = set()
    for hideout in view.get("hideouts") or ():
        if hideout.get("revealed") and hideout.get("card") is not None:
            shown.add(hideout["card"])
        for card in hideout.get("sprint_cards") or ():
            shown.add(card)
    caps: list[int | None] = [None] * len(BANDS)
    for deck, (low, high) in DECK_RANGES.items():
        left = counts.get(deck)
        if left is None:
            continue
        taken = _PILE_SIZES[deck] - left
        marshal_share = sum(1 for c in marshal if low <= c <= high)
        fugitive_share = taken - marshal_share
        if fugitive_share < 0 or (fugitive_share < STARTING_DRAWS.get(deck, 0) and not _events_in_play(view)):
            continue  # the counts do not add up: trust nothing about this pile
        shown_share = sum(1 for c in shown if low <= c <= high)
        caps[BANDS.index((low, high))] = max(0, fugitive_share - shown_share)
    return tuple(caps)


def _dated(hideouts: Sequence[Mapping[str, Any]]) -> bool:
    return bool(hideouts) and all(h.get("turn") is not None for h in hideouts[1:])


def _down_at(hideouts: Sequence[Mapping[str, Any]], turn: int, *, same_turn: bool = False) -> int:
    """How many slots (card 0 included) were on the table at ``turn``, from the hideouts' dates.

    The row only grows at its end, so they are always its first slots.  A hideout placed on the
    same turn counts only when ``same_turn`` (a manhunt guess follows the 42 on its own turn).
    """
    existed = 1
    for hideout in hideouts[1:]:
        placed = int(hideout["turn"])
        if placed < turn or (same_turn and placed == turn):
            existed += 1
        else:
            break
    return existed


def _missed_guesses(view: Mapping[str, Any]) -> list[tuple[int, int]]:
    """(number, slots on the table then) for each single guess that missed.

    Views without dates fall back on the Fugitive placing at most one hideout per turn (one more
    with a Double Time): the row then held at least the current row minus that many.
    """
    now = int(view.get("turn") or 0)
    hideouts = list(view.get("hideouts") or ())
    length = len(hideouts)
    dated = _dated(hideouts)
    spare = 1 if _events_in_play(view) else 0
    out: list[tuple[int, int]] = []
    for guess in view.get("guesses") or ():
        numbers = list(guess.get("numbers") or ())
        if guess.get("hit") or len(numbers) != 1:
            continue
        turn = int(guess.get("turn") or 0)
        if dated:
            existed = _down_at(hideouts, turn, same_turn=bool(guess.get("manhunt")))
        else:
            fugitive_turns_since = sum(1 for t in range(turn + 1, now + 1) if t % 2 == 1)
            existed = length - fugitive_turns_since - spare
        if existed > 1:
            out.append((int(numbers[0]), existed))
    return out


def missed_numbers(view: Mapping[str, Any]) -> list[tuple[int, int]]:
    """(number, turn) of every single guess outside a manhunt that found nothing."""
    out: list[tuple[int, int]] = []
    for guess in view.get("guesses") or ():
        numbers = list(guess.get("numbers") or ())
        if guess.get("hit") or len(numbers) != 1 or guess.get("manhunt"):
            continue
        out.append((int(numbers[0]), int(guess.get("turn") or 0)))
    return out


def _series_facts(view: Mapping[str, Any], hideouts: Sequence[Mapping[str, Any]]) -> tuple[Series, ...]:
    """Every missed series as a hard fact, dated by the hideouts that were down when it was named."""
    dated = _dated(hideouts)
    now = int(view.get("turn") or 0)
    spare = 1 if _events_in_play(view) else 0
    facts: list[Series] = []
    for guess in view.get("guesses") or ():
        numbers = tuple(sorted({int(n) for n in guess.get("numbers") or ()}))
        if guess.get("hit") or len(numbers) < 2:
            continue
        turn = int(guess.get("turn") or 0)
        if dated:
            within = _down_at(hideouts, turn, same_turn=bool(guess.get("manhunt")))
        else:  # at least the current row less one hideout per Fugitive turn since (a safe undercount)
            within = len(hideouts) - sum(1 for t in range(turn + 1, now + 1) if t % 2 == 1) - spare
        if within > 1:
            facts.append(Series(numbers=numbers, within=within))
    # a miss that another one implies adds nothing: drop it (fewer states to follow)
    kept: list[Series] = []
    for fact in facts:
        implied = any(
            other is not fact
            and set(other.numbers) <= set(fact.numbers)
            and other.within >= fact.within
            and (other.numbers, other.within) != (fact.numbers, fact.within)
            for other in facts
        )
        if not implied and fact not in kept:
            kept.append(fact)
    return tuple(kept)


def _clue_facts(view: Mapping[str, Any], hideouts: Sequence[Mapping[str, Any]]) -> tuple[Count, ...]:
    """The Informant's clues as counts of the hideouts that are still hidden.

    A clue counted the hideouts face down when it was drawn.  Those hidden now were hidden then;
    a face-up one counted if it was turned up later: a guess that found it on a later turn, or on
    the clue's own turn when the clue came from the Marshal's draw (it precedes her guesses).
    With Discovery events the clue follows a hit on its turn, so that turn's first hit came
    before it; anything else (a Sighting, a second hit that turn) may have come before or after.
    """
    clues = view.get("clues") or ()
    if not clues or not _dated(hideouts):
        return ()
    discovery = view.get("variant") == "discovery"
    found: dict[int, tuple[int, int]] = {}  # card -> (turn, which hit of that turn)
    hits_in_turn: dict[int, int] = {}
    for guess in view.get("guesses") or ():
        if not guess.get("hit"):
            continue
        turn = int(guess.get("turn") or 0)
        order = hits_in_turn.get(turn, 0)
        hits_in_turn[turn] = order + 1
        for number in guess.get("numbers") or ():
            found.setdefault(int(number), (turn, order))
    out: list[Count] = []
    for clue in clues:
        turn, low, high, count = int(clue["turn"]), int(clue["low"]), int(clue["high"]), int(clue["count"])
        if low != 1 and (_BAND[low] < 0 or BANDS[_BAND[low]] != (low, high)):
            continue  # a range the solver does not follow (none of the Informant's)
        within = _down_at(hideouts, turn)
        after = 0
        unsure = 0
        for hideout in hideouts[1:within]:
            card = hideout.get("card")
            if not hideout.get("revealed") or card is None or not low <= card <= high:
                continue
            when = found.get(int(card))
            if when is None:
                unsure += 1  # turned up by an event
            elif when[0] > turn or (when[0] == turn and not discovery):
                after += 1
            elif when[0] == turn and when[1] > 0:
                unsure += 1
        out.append(Count(within=within, low=low, high=high, least=count - after - unsure, most=count - after))
    return tuple(out)


def puzzle_from_view(
    view: Mapping[str, Any],
    *,
    as_marshal: bool = False,
    weights: Mapping[int, float] | None = None,
    prior: bool = False,
    miss_weight: float | None = None,
) -> Puzzle:
    """Build the puzzle a seat faces from its view.

    ``as_marshal`` hides every face-down card even if the view shows it (the Fugitive bot asks
    what the Marshal can work out); ``weights`` then gives a soft belief about the numbers the
    Marshal holds, instead of the hard exclusions of her own hand.  ``miss_weight`` scales down
    every number a single guess has missed (a hunch for the bots about hideouts placed since,
    not a fact: the facts are in the puzzle anyway).
    """
    hideouts = list(view.get("hideouts") or ())
    seen = seen_numbers(view)
    if as_marshal:
        seen = {0}
        for hideout in hideouts:
            if hideout.get("revealed"):
                seen.add(hideout["card"])
                seen.update(hideout.get("sprint_cards") or ())
    if as_marshal:
        caps: tuple[int | None, ...] = (None,) * len(BANDS)
    else:
        caps = band_caps(view, _marshal_cards(view))
    pool = sprint_pool((c for c in range(1, TOP) if c not in seen), caps)
    extra_range = _range_bonus(view)
    missed = _missed_guesses(view)

    slots: list[Slot] = []
    for index, hideout in enumerate(hideouts):
        card = hideout.get("card")
        revealed = bool(hideout.get("revealed"))
        known = card is not None and (revealed or not as_marshal)
        sprint_cards = hideout.get("sprint_cards")
        count = int(hideout.get("sprints") or 0)
        if sprint_cards is not None and (revealed or not as_marshal):
            bonus = sum(SPRINT.get(c, 0) for c in sprint_cards)
            cheaper = bonus
        else:
            bonus = max_sprint_bonus(count, pool)
            cheaper = max_sprint_bonus(count - 1, pool) if count else -1
        # dated views say which hideouts a Getaway Car helped; older ones only allow for it
        extra = int(hideout["range_bonus"] or 0) if "range_bonus" in hideout else extra_range
        gap = NORMAL_RANGE + extra + bonus if index else 0
        cheap = NORMAL_RANGE + extra + cheaper if count and not known else -1
        banned = frozenset(number for number, length in missed if index < length)
        slots.append(Slot(card=card if known else None, max_gap=gap, cheap_gap=cheap, banned=banned))
    if not slots:
        slots.append(Slot(card=0, max_gap=0))

    table = [0.0] + [1.0] * (TOP - 1) + [0.0]
    for v in seen:
        if 0 <= v <= TOP:
            table[v] = 0.0
    if weights is not None:
        for v, wv in weights.items():
            if 0 < v < TOP and table[v] > 0.0:
                table[v] = max(0.0, min(1.0, float(wv)))
    if miss_weight is not None:
        for number, _ in missed_numbers(view):
            if 0 < number < TOP:
                table[number] *= miss_weight
    hidden_any = any(s.card is None for s in slots)
    return Puzzle(
        slots=tuple(slots),
        weight=tuple(table),
        caps=caps,
        prior=prior,
        series=_series_facts(view, hideouts) if hidden_any else (),
        counts=_clue_facts(view, hideouts) if hidden_any else (),
    )


def _marshal_cards(view: Mapping[str, Any]) -> list[int]:
    cards = view.get("marshal_hand")
    if cards is None and view.get("seat") == 1:
        cards = view.get("hand")
    return [c for c in cards or () if isinstance(c, int)]


def analyse(view: Mapping[str, Any], *, prior: bool = False) -> tuple[Puzzle, Solution]:
    """Solve the viewer's own puzzle (relaxing it if the table contradicts an assumption)."""
    return solve_robust(puzzle_from_view(view, prior=prior))


# ------------------------------------------------------------------------------ public helpers


def hideout_ranges(view: Mapping[str, Any]) -> list[tuple[int, int] | None]:
    """Per hideout in row order: None when the viewer knows its card, else the (low, high) it can be."""
    puzzle, solution = analyse(view)
    out: list[tuple[int, int] | None] = []
    for index, slot in enumerate(puzzle.slots[: len(view.get("hideouts") or ())]):
        if slot.card is not None:
            out.append(None)
            continue
        support = solution.support(index) if solution.total > 0 else []
        out.append((support[0], support[-1]) if support else (1, HIGHEST_GUESS))
    return out


def candidates(view: Mapping[str, Any]) -> list[frozenset[int]]:
    """Per face-down hideout in row order, every number it can still be (just its card if known)."""
    puzzle, solution = analyse(view)
    out: list[frozenset[int]] = []
    for index, hideout in enumerate(view.get("hideouts") or ()):
        if hideout.get("revealed"):
            continue
        slot = puzzle.slots[index]
        if slot.card is not None:
            out.append(frozenset({slot.card}))
        elif solution.total > 0:
            out.append(frozenset(solution.support(index)))
        else:
            out.append(frozenset())
    return out


def probabilities(view: Mapping[str, Any], *, prior: bool = False) -> dict[int, float]:
    """For each number 1-41, the chance it is a face-down hideout, counting every consistent trail.

    Trails are weighed equally (or, with ``prior``, trails whose sprint cards were all needed
    count a little more).  Face-down hideouts the viewer can see count as certain.
    """
    puzzle, solution = analyse(view, prior=prior)
    chances = solution.number_probabilities() if solution.total > 0 else [0.0] * (TOP + 1)
    hideouts = view.get("hideouts") or ()
    for index, slot in enumerate(puzzle.slots[: len(hideouts)]):
        if slot.card is not None and not hideouts[index].get("revealed") and 0 < slot.card <= HIGHEST_GUESS:
            chances[slot.card] = 1.0
    return {v: chances[v] for v in range(1, HIGHEST_GUESS + 1)}


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
