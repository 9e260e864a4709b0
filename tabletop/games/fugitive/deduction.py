"""The Marshal's deduction: what each face-down hideout can still be, and how likely each number is.

A row of hideouts is a rising sequence starting at card 0.  Each hideout may be at most
``3 + bonus`` above the one before it, where ``bonus`` is the sprint value of the cards placed
under it.  Everything here works from a seat's *view* only, so the UI's notepad and the bots
reason with exactly what that player may know.

The core is a counting dynamic programme over the row (forward and backward passes with prefix
sums), so a twenty-hideout row is solved in a few milliseconds.  Besides the gap rule it uses
three public facts:

* numbers the viewer holds or has seen (its hand, face-up hideouts and sprint cards) are out;
* a missed single guess rules its number out for every hideout that was already on the table;
* the Fugitive can only hide on cards he owns: from the pile counts and the Marshal's own cards
  we know how many cards of each pile's range he has drawn, which caps how many face-down
  hideouts may lie in that range (early on, none can be in 29-41).

The caps and guess exclusions are dropped, one after another, if they ever contradict the table
(an event such as Pickpocket moves cards between hands, which breaks the pile arithmetic).
"""

from __future__ import annotations

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
_BAND_START = [BANDS[_BAND[v]][0] if _BAND[v] >= 0 else 0 for v in range(TOP + 1)]
_BAND_END = [BANDS[_BAND[v]][1] if _BAND[v] >= 0 else 0 for v in range(TOP + 1)]
_PILE_SIZES = {deck: high - low + 1 for deck, (low, high) in DECK_RANGES.items()}


@dataclass(frozen=True)
class Slot:
    """One hideout of the row as the solver sees it."""

    card: int | None  # the number, when the viewer knows it
    max_gap: int  # how far above the previous hideout it may lie
    cheap_gap: int = -1  # gaps up to this could have used fewer sprint cards (prior only)
    banned: frozenset[int] = frozenset()  # numbers missed by a guess while this hideout was down


@dataclass(frozen=True)
class Puzzle:
    """A row to solve: its slots (slot 0 is card 0), a weight per number and the band caps.

    ``weight[v]`` is 0 for a number that cannot be a hidden hideout and may be fractional for a
    soft belief (the Fugitive bot models the Marshal's unknown hand that way).  ``caps[b]`` is
    the most face-down hideouts band ``b`` can hold, or None when there is no limit.
    """

    slots: tuple[Slot, ...]
    weight: tuple[float, ...]
    caps: tuple[int | None, ...] = (None,) * len(BANDS)
    prior: bool = False  # weigh gaps by whether every sprint card was needed

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
        return [min(1.0, p) for p in out]


# --------------------------------------------------------------------------------------- solver


def _window(prefix: list[float], low: int, high: int) -> float:
    if low > high:
        return 0.0
    return prefix[high + 1] - prefix[low]


def _prefix(values: list[float]) -> list[float]:
    out = [0.0] * (len(values) + 1)
    running = 0.0
    for i, value in enumerate(values):
        running += value
        out[i + 1] = running
    return out


def _slot_weights(puzzle: Puzzle, slot: Slot) -> list[float]:
    if slot.card is not None:
        return [1.0 if v == slot.card else 0.0 for v in range(TOP + 1)]
    weights = list(puzzle.weight)
    for v in slot.banned:
        if 0 <= v <= TOP:
            weights[v] = 0.0
    weights[0] = 0.0
    weights[TOP] = 0.0  # the 42 is always played face up
    return weights


def _increments(puzzle: Puzzle, slot: Slot) -> list[int]:
    """Per value: 1 when placing a hidden hideout there counts against its band's cap."""
    if slot.card is not None:
        return [0] * (TOP + 1)
    return [0 if _BAND[v] < 0 or puzzle.caps[_BAND[v]] is None else 1 for v in range(TOP + 1)]


def _cap(puzzle: Puzzle, value: int) -> int:
    band = _BAND[value]
    cap = puzzle.caps[band] if band >= 0 else None
    return 10**6 if cap is None else cap


def _layers(puzzle: Puzzle) -> int:
    caps = [c for c in puzzle.caps if c is not None]
    unknown = len(puzzle.unknown)
    return 1 + min(unknown, max(caps, default=0))


def _gap_split(puzzle: Puzzle, slot: Slot) -> tuple[int, int, float]:
    """(max gap, cheap gap, weight of cheap gaps) for this slot."""
    if puzzle.prior and slot.card is None and slot.cheap_gap >= 1:
        return slot.max_gap, slot.cheap_gap, CHEAP_GAP_WEIGHT
    return slot.max_gap, 0, 1.0


def solve(puzzle: Puzzle, forced: Iterable[int] = ()) -> Solution:
    """Count every rising sequence the table allows and the chance of each number per slot.

    ``forced`` numbers must all be hidden hideouts (to price a series guess or condition on a
    manhunt hit): no gap may step over one of them and the row must reach the highest.
    """
    need = sorted(set(forced))
    slots = puzzle.slots
    n = len(slots)
    layers = _layers(puzzle)
    prev_forced = [0] * (TOP + 1)
    next_forced = [TOP] * (TOP + 1)
    for v in range(TOP + 1):
        below = [x for x in need if x < v]
        above = [x for x in need if x > v]
        prev_forced[v] = below[-1] if below else 0
        next_forced[v] = above[0] if above else TOP
    floor = need[-1] if need else 0

    weights = [_slot_weights(puzzle, s) for s in slots]
    incs = [_increments(puzzle, s) for s in slots]
    caps = [_cap(puzzle, v) for v in range(TOP + 1)]

    # forward: fwd[i][c][v] = weight of rows for slots 0..i ending at v with c hidden in v's band
    fwd: list[list[list[float]]] = []
    first = [[0.0] * (TOP + 1) for _ in range(layers)]
    first[0][0] = 1.0
    fwd.append(first)
    for i in range(1, n):
        slot = slots[i]
        gap, cheap, low_weight = _gap_split(puzzle, slot)
        before = fwd[i - 1]
        prefixes = [_prefix(layer) for layer in before]
        total = _prefix([sum(before[c][v] for c in range(layers)) for v in range(TOP + 1)])
        layer_rows = [[0.0] * (TOP + 1) for _ in range(layers)]
        w = weights[i]
        inc = incs[i]
        for v in range(1, TOP + 1):
            if w[v] <= 0.0:
                continue
            low = max(0, v - gap, prev_forced[v])
            high = v - 1
            if low > high:
                continue
            start = _BAND_START[v]
            cut = v - cheap  # u >= cut is a cheap gap

            def span(
                prefix: list[float],
                a: int,
                b: int,
                cheap: int = cheap,
                cut: int = cut,
                low_weight: float = low_weight,
            ) -> float:
                if a > b:
                    return 0.0
                if cheap <= 0:
                    return prefix[b + 1] - prefix[a]
                full = _window(prefix, a, min(b, cut - 1))
                light = _window(prefix, max(a, cut), b)
                return full + low_weight * light

            step = inc[v]
            cap = caps[v]
            other = span(total, low, min(high, start - 1))
            if other and step <= cap:
                layer_rows[step][v] += other * w[v]
            same_low = max(low, start)
            if same_low <= high:
                for c in range(layers):
                    target = c + step
                    if target > cap or target >= layers:
                        continue
                    value = span(prefixes[c], same_low, high)
                    if value:
                        layer_rows[target][v] += value * w[v]
        fwd.append(layer_rows)

    # backward: back[i][c][v] = weight of completions of slots i+1.. given slot i holds v with c
    back: list[list[list[float]]] = [[] for _ in range(n)]
    back[n - 1] = [[1.0 if v >= floor else 0.0 for v in range(TOP + 1)] for _ in range(layers)]
    for i in range(n - 2, -1, -1):
        slot = slots[i + 1]
        gap, cheap, low_weight = _gap_split(puzzle, slot)
        w = weights[i + 1]
        inc = incs[i + 1]
        nxt = back[i + 1]
        weighted = [[w[v] * nxt[c][v] for v in range(TOP + 1)] for c in range(layers)]
        prefixes = [_prefix(layer) for layer in weighted]
        # entering a new band: the count restarts at that slot's increment
        entry = [0.0] * (TOP + 1)
        for v in range(TOP + 1):
            step = inc[v]
            if step < layers and step <= caps[v]:
                entry[v] = weighted[step][v]
        entry_prefix = _prefix(entry)
        rows = [[0.0] * (TOP + 1) for _ in range(layers)]
        for v in range(TOP + 1):
            low = v + 1
            high = min(TOP, v + gap, next_forced[v])
            if low > high:
                continue
            end = _BAND_END[v]
            cut = v + cheap  # v2 <= cut is a cheap gap

            def span(
                prefix: list[float],
                a: int,
                b: int,
                cheap: int = cheap,
                cut: int = cut,
                low_weight: float = low_weight,
            ) -> float:
                if a > b:
                    return 0.0
                if cheap <= 0:
                    return prefix[b + 1] - prefix[a]
                light = _window(prefix, a, min(b, cut))
                full = _window(prefix, max(a, cut + 1), b)
                return full + low_weight * light

            other = span(entry_prefix, max(low, end + 1), high)
            same_high = min(high, end) if _BAND[v] >= 0 else -1
            for c in range(layers):
                value = other
                if same_high >= low:
                    step_value = 0.0
                    # within the band every value shares the same increment
                    step = inc[low] if low <= TOP else 0
                    target = c + step
                    if target < layers and target <= caps[low]:
                        step_value = span(prefixes[target], low, same_high)
                    value += step_value
                rows[c][v] = value
        back[i] = rows

    total_weight = sum(fwd[n - 1][c][v] * back[n - 1][c][v] for c in range(layers) for v in range(TOP + 1))
    solution = Solution(total=total_weight)
    if total_weight <= 0.0:
        return solution
    for i, slot in enumerate(slots):
        if slot.card is not None:
            continue
        row = [0.0] * (TOP + 1)
        for v in range(TOP + 1):
            acc = 0.0
            for c in range(layers):
                acc += fwd[i][c][v] * back[i][c][v]
            row[v] = acc / total_weight
        solution.marginals[i] = row
    return solution


def relaxations(puzzle: Puzzle) -> list[Puzzle]:
    """The puzzle, then gentler versions of it, for when the table contradicts our assumptions."""
    plain_slots = tuple(replace(s, banned=frozenset()) for s in puzzle.slots)
    no_caps = replace(puzzle, caps=(None,) * len(BANDS))
    no_bans = replace(no_caps, slots=plain_slots)
    loose = replace(
        no_bans,
        slots=tuple(replace(s, max_gap=s.max_gap + 4) if i else s for i, s in enumerate(plain_slots)),
    )
    return [puzzle, no_caps, no_bans, loose]


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


def discounted(puzzle: Puzzle, solution: Solution, failed: Iterable[Iterable[int]], keep: float) -> Solution:
    """Weigh down the rows in which a missed series would have been right.

    A series that found nothing proves that not all of its numbers were hideouts then; the row
    may have grown since, so each such row keeps ``keep`` of its weight instead of none.
    """
    if solution.total <= 0.0:
        return solution
    sets = {frozenset(numbers) for numbers in failed}
    total = solution.total
    rows = {i: [p * total for p in row] for i, row in solution.marginals.items()}
    for numbers in sets:
        if not numbers:
            continue
        part = solve(puzzle, numbers)
        if part.total <= 0.0:
            continue
        cut = (1.0 - keep) * part.total
        total -= cut
        for i, row in part.marginals.items():
            target = rows[i]
            for v, p in enumerate(row):
                target[v] -= cut * p
    if total <= solution.total * 1e-9:
        return solution
    return Solution(total=total, marginals={i: [max(0.0, x / total) for x in row] for i, row in rows.items()})


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
    """Extra normal range a Getaway Car may have given a hidden hideout.

    The view names only the latest event, so in the variants that hold a Getaway Car we allow
    its +2 for every hidden hideout: looser, but never wrong.
    """
    effects = view.get("effects") or {}
    bonus = int(effects.get("range_bonus", 0) or 0) if isinstance(effects, Mapping) else 0
    if _events_in_play(view):
        bonus = max(bonus, 2)
    return bonus


def _events_in_play(view: Mapping[str, Any]) -> bool:
    return (view.get("variant") or "none") != "none"


def _hands_may_have_swapped(view: Mapping[str, Any]) -> bool:
    """True when a Pickpocket may have moved a card between the hands (only drawer events do)."""
    return (view.get("variant") or "none") not in ("none", "helpful")


def _pile_hideout_counts(view: Mapping[str, Any]) -> dict[int, int] | None:
    """Hideout cards left in each pile (event cards and placeholders taken out)."""
    decks = view.get("decks")
    if decks is None:
        return None
    special = list(view.get("special_in_decks") or [0] * len(decks))
    return {d + 1: int(left) - int(special[d]) for d, left in enumerate(decks)}


def band_caps(view: Mapping[str, Any], marshal_cards: Iterable[int]) -> tuple[int | None, ...]:
    """How many face-down hideouts each band can hold, from what the Fugitive can have drawn.

    Cards of pile ``d`` that left the pile went either to the Marshal (we see those) or to the
    Fugitive, so his share, less those already face up, bounds the hidden hideouts in that range.
    One Pickpocket may have moved a single card, so with drawer events every cap gets one spare.
    """
    counts = _pile_hideout_counts(view)
    if counts is None:
        return (None,) * len(BANDS)
    spare = 1 if _hands_may_have_swapped(view) else 0
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
        if fugitive_share + spare < STARTING_DRAWS.get(deck, 0):
            continue  # the counts do not add up: trust nothing about this pile
        shown_share = sum(1 for c in shown if low <= c <= high)
        caps[BANDS.index((low, high))] = max(0, fugitive_share - shown_share + spare)
    return tuple(caps)


def _missed_guesses(view: Mapping[str, Any]) -> list[tuple[int, int]]:
    """(number, hideouts surely on the table then) for each single guess that missed.

    The view does not date the hideouts, but the Fugitive places at most one per turn (one more
    with a Double Time), so the row at a guess's turn held at least the current row minus one
    hideout per Fugitive turn since.
    """
    now = int(view.get("turn") or 0)
    hideouts = list(view.get("hideouts") or ())
    length = len(hideouts)
    dated = bool(hideouts) and all(h.get("turn") is not None for h in hideouts[1:])
    spare = 1 if _events_in_play(view) else 0
    out: list[tuple[int, int]] = []
    for number, turn in missed_numbers(view):
        if dated:
            existed = 1 + sum(1 for h in hideouts[1:] if int(h["turn"]) < turn)
        else:
            fugitive_turns_since = sum(1 for t in range(turn + 1, now + 1) if t % 2 == 1)
            existed = length - fugitive_turns_since - spare
        if existed > 1:
            out.append((number, existed))
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
    every number a single guess has missed (a hunch for the bots, not a certainty).
    """
    hideouts = list(view.get("hideouts") or ())
    seen = seen_numbers(view)
    if as_marshal:
        seen = {0}
        for hideout in hideouts:
            if hideout.get("revealed"):
                seen.add(hideout["card"])
                seen.update(hideout.get("sprint_cards") or ())
    pool = [c for c in range(1, TOP) if c not in seen]
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
        # newer views say which hideouts a Getaway Car helped; older ones only allow for it
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
        # a bot's hunch: a number that missed is probably still not a hideout, even where the
        # row may have grown since (the view does not say when each hideout was placed)
        for number, _ in missed_numbers(view):
            if 0 < number < TOP:
                table[number] *= miss_weight
    if as_marshal:
        caps: tuple[int | None, ...] = (None,) * len(BANDS)
    else:
        caps = band_caps(view, _marshal_cards(view))
    return Puzzle(slots=tuple(slots), weight=tuple(table), caps=caps, prior=prior)


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
    """For each number 1-41, the chance it is a face-down hideout, counting every consistent row.

    Rows are weighed equally (or, with ``prior``, rows whose sprint cards were all needed count
    a little more).  Face-down hideouts the viewer can see count as certain.
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
