"""Which numbers a roll of dice can make, and one readable way to make each.

The game checks what players build against the same arithmetic, the Hint button shows a way to
reach a villain, the computer heroes plan their turns with it, and the content note uses
:func:`chance_table` to balance the villain deck.  Pure Python: no pygame, no files, no clocks.

The search is a dynamic programme over subsets of dice: the numbers made from *exactly* the dice
in a subset are all the ways of joining the numbers of two disjoint halves with ``+ - * /``, then
squaring any of them as often as the range allows.  Each number keeps the cheapest recipe (fewest
operations), and texts are written only at the end, so a roll of three dice takes about a
millisecond.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import product

#: every number along the way (dice, partial results, squares) must stay within 0..MAX_VALUE
MAX_VALUE = 1_000_000
#: the largest number whose square is still in range
_MAX_SQUARED = 1000
#: the faces of an ordinary die, for chance_table
FACES = (1, 2, 3, 4, 5, 6)

# A text is described by the operation it applies last ("" for a bare number), which says how
# tightly it binds, so brackets are written only where the reading would otherwise change.
_PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3, "": 4}


def _join(left: str, left_top: str, op: str, right: str, right_top: str) -> str:
    """Write ``left op right`` with the fewest brackets that keep the step-by-step reading.

    The left side is bracketed only when it binds more loosely than ``op``.  The right side is
    bracketed at the same level too, unless both steps are ``+``/``*`` chains (``4+3+1``,
    ``4*3*2``): ``6/(3-1)`` and ``4*(6/3)`` keep theirs, so reading the text back left to right
    takes the very same steps and never an out-of-range or inexact one.
    """
    prec = _PRECEDENCE[op]
    if _PRECEDENCE[left_top] < prec:
        left = "(" + left + ")"
    right_prec = _PRECEDENCE[right_top]
    if right_prec < prec or (right_prec == prec and (op in "-/" or right_top in "-/")):
        right = "(" + right + ")"
    return left + op + right


def _square(text: str, top: str) -> str:
    return text + "^2" if top == "" and text.isdigit() else "(" + text + ")^2"


def _top_op(text: str) -> str:
    """The operation a formula text applies last: the rightmost of its loosest signs outside brackets."""
    depth = 0
    last = {1: "", 2: "", 3: ""}
    for char in text:
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif depth == 0 and char in "+-*/^":
            last[_PRECEDENCE[char]] = char
    return last[1] or last[2] or last[3]


def combine_text(a_text: str, op: str, b_text: str) -> str:
    """The text of ``a op b`` (op one of ``+ - * /``) with minimal brackets.

    Shared by the rules (Combine, Build) and the solver so a number reads the same however it
    was made.
    """
    if op not in ("+", "-", "*", "/"):
        raise ValueError(f"unknown operation {op!r}")
    return _join(a_text, _top_op(a_text), op, b_text, _top_op(b_text))


def square_text(text: str) -> str:
    """The text of a squared value: ``4^2``, ``(4+1)^2``, ``(2^2)^2``."""
    return _square(text, _top_op(text))


# --- the search ---------------------------------------------------------------------------------

# A recipe says how a number in a subset was made last:
#   None                         the subset's single die itself
#   (value,)                     the square of ``value`` from the same subset
#   (op, a, a_mask, b, b_mask)   a op b, ``a`` written on the left
Recipe = tuple[int] | tuple[str, int, int, int, int] | None


def _square_closure(ops: dict[int, int], how: dict[int, Recipe], cap: int) -> None:
    """Add every square (and square of a square...) of the numbers in ``ops`` up to ``cap``."""
    for value in [v for v in ops if 1 < v <= _MAX_SQUARED]:
        cost = ops[value]
        while 1 < value <= _MAX_SQUARED:
            square = value * value
            if square > cap:
                break
            cost += 1
            old = ops.get(square)
            if old is not None and old <= cost:
                break
            ops[square] = cost
            how[square] = (value,)
            value = square


def _search(dice: Sequence[int], limit: int) -> tuple[list[dict[int, int]], list[dict[int, Recipe]]]:
    """For every subset mask: each number made from exactly those dice, its operation count and recipe.

    The full set of dice keeps only numbers up to ``limit`` (nothing is built on top of it);
    smaller subsets keep everything up to MAX_VALUE, since a large partial result can still be
    divided or subtracted back into range.
    """
    n = len(dice)
    full = (1 << n) - 1
    costs: list[dict[int, int]] = [{} for _ in range(1 << n)]
    hows: list[dict[int, Recipe]] = [{} for _ in range(1 << n)]
    for index, die in enumerate(dice):
        if not 0 <= die <= MAX_VALUE:
            raise ValueError(f"a die of {die} is out of range")
        mask = 1 << index
        costs[mask][die] = 0
        hows[mask][die] = None
        _square_closure(costs[mask], hows[mask], limit if mask == full else MAX_VALUE)
    for mask in range(1, full + 1):
        if mask & (mask - 1) == 0:
            continue  # a single die, done above
        cap = limit if mask == full else MAX_VALUE
        ops = costs[mask]
        how = hows[mask]
        low = mask & -mask
        sub = (mask - 1) & mask
        while sub:
            if sub & low:
                _join_halves(costs[sub], sub, costs[mask ^ sub], mask ^ sub, cap, ops, how)
            sub = (sub - 1) & mask
        _square_closure(ops, how, cap)
    return costs, hows


def _join_halves(
    left: dict[int, int],
    left_mask: int,
    right: dict[int, int],
    right_mask: int,
    cap: int,
    ops: dict[int, int],
    how: dict[int, Recipe],
) -> None:
    """Every ``a op b`` for a from one half and b from the other, keeping the cheapest recipe.

    Written as one flat loop because it is the hot spot of the search.  ``+`` and ``*``
    put the larger number first (``4+1``), ``-`` and ``/`` the one they must (``6/3``).
    """
    get = ops.get
    for a, cost_a in left.items():
        for b, cost_b in right.items():
            cost = cost_a + cost_b + 1
            if a >= b:
                big, big_mask, small, small_mask = a, left_mask, b, right_mask
            else:
                big, big_mask, small, small_mask = b, right_mask, a, left_mask
            value = big + small
            if value <= cap:
                old = get(value)
                if old is None or cost < old:
                    ops[value] = cost
                    how[value] = ("+", big, big_mask, small, small_mask)
            value = big * small
            if value <= cap:
                old = get(value)
                if old is None or cost < old:
                    ops[value] = cost
                    how[value] = ("*", big, big_mask, small, small_mask)
            value = big - small
            if value <= cap:
                old = get(value)
                if old is None or cost < old:
                    ops[value] = cost
                    how[value] = ("-", big, big_mask, small, small_mask)
            if small and big % small == 0:
                value = big // small
                if value <= cap:
                    old = get(value)
                    if old is None or cost < old:
                        ops[value] = cost
                        how[value] = ("/", big, big_mask, small, small_mask)


def _writer(hows: list[dict[int, Recipe]]) -> Callable[[int, int], str]:
    """Turns recipes into texts, remembering each (mask, number) so shared parts are written once."""
    done: list[dict[int, tuple[str, str]]] = [{} for _ in hows]

    def write(mask: int, value: int) -> tuple[str, str]:
        recipe = hows[mask][value]
        if recipe is None:
            result = (str(value), "")
        elif len(recipe) == 1:
            inner = done[mask].get(recipe[0]) or write(mask, recipe[0])
            result = (_square(inner[0], inner[1]), "^")
        else:
            op, a, a_mask, b, b_mask = recipe
            left = done[a_mask].get(a) or write(a_mask, a)
            right = done[b_mask].get(b) or write(b_mask, b)
            result = (_join(left[0], left[1], op, right[0], right[1]), op)
        done[mask][value] = result
        return result

    return lambda mask, value: write(mask, value)[0]


def _popcount(mask: int) -> int:
    return bin(mask).count("1")


def _check_limit(limit: int) -> None:
    if not 0 <= limit <= MAX_VALUE:
        raise ValueError(f"limit {limit} is outside 0..{MAX_VALUE}")


def reachable_uncached(dice: Sequence[int], limit: int = 1000) -> dict[int, str]:
    """:func:`reachable` computed afresh (the benchmark times this one)."""
    _check_limit(limit)
    ordered = sorted(dice, reverse=True)
    if not ordered:
        return {}
    costs, hows = _search(ordered, limit)
    text = _writer(hows)
    best: dict[int, tuple[int, int, int]] = {}  # number -> (dice used, operations, mask)
    for mask in range(1, 1 << len(ordered)):
        used = _popcount(mask)
        for value, cost in costs[mask].items():
            if value > limit:
                continue
            old = best.get(value)
            if old is None or (used, cost) < old[:2]:
                best[value] = (used, cost, mask)
    return {value: text(best[value][2], value) for value in sorted(best)}


@lru_cache(maxsize=4096)
def _reachable_cached(dice: tuple[int, ...], limit: int) -> dict[int, str]:
    return reachable_uncached(dice, limit)


def reachable(dice: Sequence[int], limit: int = 1000) -> dict[int, str]:
    """Every number 0..limit some of the dice can make, with one short formula for each.

    Each die is used at most once; ``+ - * /`` join two numbers, ``^2`` squares one, as often as
    wanted; every step stays a whole number in 0..1,000,000.  Of several ways the one with the
    fewest dice, then the fewest operations, is kept (a good Hint spends little).  Results are
    cached by the sorted dice; the caller gets its own copy.
    """
    return dict(_reachable_cached(tuple(sorted(dice, reverse=True)), limit))


def by_subset_uncached(dice: Sequence[int], limit: int = 1000) -> dict[int, dict[int, str]]:
    """:func:`by_subset` computed afresh."""
    _check_limit(limit)
    if not dice:
        return {}
    costs, hows = _search(dice, limit)
    text = _writer(hows)
    return {
        mask: {value: text(mask, value) for value in sorted(costs[mask]) if value <= limit}
        for mask in range(1, 1 << len(dice))
    }


@lru_cache(maxsize=1024)
def _by_subset_cached(dice: tuple[int, ...], limit: int) -> dict[int, dict[int, str]]:
    return by_subset_uncached(dice, limit)


def by_subset(dice: Sequence[int], limit: int = 1000) -> dict[int, dict[int, str]]:
    """For each subset of the dice (bit i set = ``dice[i]`` used), the numbers made from exactly it.

    The computer heroes use it to defeat several villains with disjoint dice in one turn.  Every
    non-empty mask is present (perhaps with an empty dict).  Cached by the dice in their order;
    the caller gets its own copy.
    """
    cached = _by_subset_cached(tuple(dice), limit)
    return {mask: dict(numbers) for mask, numbers in cached.items()}


@lru_cache(maxsize=64)
def _chance_table(n_dice: int, limit: int) -> dict[int, float]:
    counts = dict.fromkeys(range(limit + 1), 0)
    rolls = 6**n_dice
    # Each sorted roll stands for all its orderings; count them instead of solving each one.
    seen: dict[tuple[int, ...], int] = {}
    for roll in product(FACES, repeat=n_dice):
        key = tuple(sorted(roll))
        seen[key] = seen.get(key, 0) + 1
    for key, weight in seen.items():
        for value in reachable_uncached(key, limit):
            counts[value] += weight
    return {value: count / rolls for value, count in counts.items()}


def chance_table(n_dice: int, limit: int = 1000) -> dict[int, float]:
    """For each number 0..limit, the fraction of all 6**n rolls of ordinary dice that can make it."""
    if n_dice < 1:
        raise ValueError("chance_table needs at least one die")
    _check_limit(limit)
    return dict(_chance_table(n_dice, limit))
