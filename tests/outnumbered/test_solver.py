"""The solver against an independent brute force, and every formula it writes checked by the parser.

Rulebook section "PLAYER TURNS": add, subtract, multiply and divide values, power them up by
squaring, any order, each die once.  Our house limits: every step a whole number in 0..1,000,000.

The brute force below is written another way on purpose: it walks *pool states* (the sorted
multiset of numbers a player holds) and tries every pair and every square, so it shares no code
or idea with the solver's subset search.  It is cached per multiset; the 216 rolls of three dice
are only 56 multisets, so the whole comparison takes well under a second.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement, product

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.outnumbered.rules import formula, solver

TOP = 1_000_000
ALL_THREE_DICE_ROLLS = list(product(range(1, 7), repeat=3))
ALL_TWO_DICE_ROLLS = list(product(range(1, 7), repeat=2))
THREE_DICE_MULTISETS = list(combinations_with_replacement(range(1, 7), 3))


@cache
def brute_force(roll: tuple[int, ...], limit: int = 1000) -> frozenset[int]:
    """Every number up to ``limit`` found in any pool a player could reach from ``roll``."""
    seen: set[tuple[int, ...]] = set()
    found: set[int] = set()
    stack = [tuple(sorted(roll))]
    while stack:
        pool = stack.pop()
        if pool in seen:
            continue
        seen.add(pool)
        found.update(pool)
        for i, a in enumerate(pool):
            others = pool[:i] + pool[i + 1 :]
            if a * a != a and a * a <= TOP:
                stack.append(tuple(sorted(others + (a * a,))))
            for j, b in enumerate(pool):
                if j == i:
                    continue
                rest = tuple(x for k, x in enumerate(pool) if k not in (i, j))
                results = []
                if i < j:
                    results += [a + b, a * b]
                if a >= b:
                    results.append(a - b)
                if b != 0 and a % b == 0:
                    results.append(a // b)
                stack.extend(tuple(sorted(rest + (r,))) for r in results if r <= TOP)
    return frozenset(v for v in found if v <= limit)


def assert_formula_makes(roll: tuple[int, ...], number: int, text: str) -> None:
    """The text, read back by the Build parser against the roll, gives the number with every step legal."""
    pool = list(enumerate(roll))
    if text.isdigit():
        assert int(text) == number and number in roll, (roll, number, text)
        return
    try:
        result, used, written = formula.evaluate(formula.parse(text), pool)
    except IllegalCommand as err:  # pragma: no cover - the message is the point when it fails
        raise AssertionError(f"{roll}: {text!r} for {number} is refused: {err}") from err
    assert result == number, (roll, number, text)
    assert len(used) == len(set(used)), (roll, text)  # each die value used at most as often as rolled
    assert written == text, (roll, text, written)  # the solver writes formulas exactly as the rules do


@pytest.mark.parametrize("roll", ALL_THREE_DICE_ROLLS, ids=lambda r: "".join(map(str, r)))
def test_player_turns_every_three_dice_roll_reaches_exactly_what_the_brute_force_reaches(
    roll: tuple[int, ...],
) -> None:
    """PLAYER TURNS: the reachable numbers of all 216 rolls of three dice match the brute force."""
    assert set(solver.reachable(roll)) == brute_force(tuple(sorted(roll)))


def test_player_turns_every_formula_for_three_dice_reads_back_to_its_number() -> None:
    """PLAYER TURNS: each of the 56 distinct three-dice multisets (all 216 rolls), every formula checked."""
    for roll in THREE_DICE_MULTISETS:
        for number, text in solver.reachable(roll).items():
            assert_formula_makes(roll, number, text)


def test_player_turns_every_two_dice_roll_matches_the_brute_force_with_legal_formulas() -> None:
    """PLAYER TURNS with Training's two dice: all 36 rolls."""
    for roll in ALL_TWO_DICE_ROLLS:
        found = solver.reachable(roll)
        assert set(found) == brute_force(tuple(sorted(roll)))
        for number, text in found.items():
            assert_formula_makes(roll, number, text)


@pytest.mark.parametrize(
    "roll",
    [(0, 7, 12), (42, 3), (7,), (0,), (1, 2, 3, 4), (66, 0, 5), (12, 12, 12)],
    ids=lambda r: "-".join(map(str, r)),
)
def test_hero_powered_faces_and_other_dice_counts_match_the_brute_force(roll: tuple[int, ...]) -> None:
    """Hero powers make faces like 0, 7, 12 or a spliced 42; Extra Die makes four dice."""
    found = solver.reachable(roll)
    assert set(found) == brute_force(tuple(sorted(roll)))
    for number, text in found.items():
        assert_formula_makes(roll, number, text)


def test_one_die_can_only_be_itself_or_powered_up() -> None:
    """PLAYER TURNS, powering up: a lone 3 makes 3, 9 and 81 (6561 is past the limit)."""
    assert solver.reachable([3]) == {3: "3", 9: "3^2", 81: "(3^2)^2"}


def test_squaring_can_repeat_so_one_two_makes_sixteen_and_two_hundred_fifty_six() -> None:
    """PLAYER TURNS, powering up any value as often as wanted: 2 -> 4 -> 16 -> 256."""
    found = solver.reachable([2])
    assert found == {2: "2", 4: "2^2", 16: "(2^2)^2", 256: "((2^2)^2)^2"}


def test_zero_needs_two_equal_dice() -> None:
    """PLAYER TURNS, subtracting: 4-4 makes 0, but no single die does."""
    assert solver.reachable([4, 4])[0] == "4-4"
    assert 0 not in solver.reachable([4])
    assert 0 not in solver.reachable([4, 5])


def test_the_rulebooks_example_sums_and_products_are_found() -> None:
    """PLAYER TURNS examples: 4*2 = 8, and a sum squared (4+1)^2 = 25."""
    assert solver.reachable([4, 2])[8] == "4*2"
    assert solver.reachable([4, 1, 2])[25] == "(4+1)^2"
    assert solver.reachable([6, 3, 1])[3] == "3"
    assert solver.reachable([6, 3, 1])[2] == "6/3"
    assert solver.reachable([6, 3, 1])[4] == "3+1"


def test_the_fewest_dice_win_then_the_fewest_operations() -> None:
    """A Hint should spend as little as possible: one die squared beats two dice added."""
    assert solver.reachable([2, 2])[4] == "2^2"  # 1 die, 1 step, not 2+2
    assert solver.reachable([4, 4, 2])[16] == "4^2"  # not (2^2)^2 (two steps) nor 4*4 (two dice)
    assert solver.reachable([5, 5, 2])[16] == "(2^2)^2"  # one die beats 5+5+... with three
    assert solver.reachable([6, 5, 1])[6] == "6"


def test_brackets_are_written_only_where_they_are_needed() -> None:
    found = solver.reachable([6, 3, 1])
    assert found[16] == "(3+1)^2"
    assert found[5] == "6-1"
    assert found[9] == "3^2"
    assert solver.reachable([6, 3, 2])[0] in ("6-3*2", "6/2-3")  # a product or quotient first needs none


def test_large_steps_up_to_a_million_are_allowed_on_the_way() -> None:
    """Our limit on steps is 1,000,000, not the villain limit: (6^2)^2 = 1296 halves to 648."""
    text = solver.reachable([6, 1, 1])[648]
    assert text == "(6^2)^2/(1+1)"
    assert_formula_makes((6, 1, 1), 648, text)


def test_a_division_that_is_not_whole_is_never_used() -> None:
    """1001 * 1003 is over a million and neither divides by 119, so 1001 * 1003 / 119 = 8437 is out."""
    found = solver.reachable([1001, 1003, 119], limit=10_000)
    assert 8437 not in found
    assert set(found) == brute_force((119, 1001, 1003), 10_000)


def test_the_limit_cuts_the_answer_but_not_the_search() -> None:
    roll = (6, 6, 1)
    whole = solver.reachable(roll)
    small = solver.reachable(roll, limit=50)
    assert set(small) == {v for v in whole if v <= 50}
    assert max(whole) <= 1000
    assert solver.reachable(roll, limit=0) == {0: "6-6"}
    assert solver.reachable([1, 3], limit=0) == {}
    assert solver.reachable([0, 3], limit=0) == {0: "0"}
    big = solver.reachable(roll, limit=2000)
    assert 1296 in big and 1296 not in whole
    with pytest.raises(ValueError):
        solver.reachable(roll, limit=-1)
    with pytest.raises(ValueError):
        solver.reachable(roll, limit=TOP + 1)


def test_no_dice_reach_nothing() -> None:
    assert solver.reachable([]) == {}
    assert solver.by_subset([]) == {}


def test_the_order_of_the_dice_does_not_change_the_answer() -> None:
    assert solver.reachable([1, 4, 6]) == solver.reachable([6, 1, 4]) == solver.reachable([4, 6, 1])


def test_the_cached_answer_is_a_copy_the_caller_may_change() -> None:
    first = solver.reachable([3, 5, 6])
    first.clear()
    assert solver.reachable([3, 5, 6])
    split = solver.by_subset([3, 5, 6])
    split[7].clear()
    assert solver.by_subset([3, 5, 6])[7]


def test_uncached_and_cached_answers_agree() -> None:
    for roll in [(1, 2, 3), (6, 6, 6), (5, 2)]:
        assert solver.reachable_uncached(roll) == solver.reachable(roll)


@pytest.mark.parametrize("roll", [(4, 4, 2), (6, 3, 1), (2, 2, 2), (5, 1, 6), (1, 6, 6, 3)])
def test_by_subset_numbers_use_exactly_the_dice_of_their_mask(roll: tuple[int, ...]) -> None:
    """PLAYER TURNS, each die once: the computer heroes split their dice between villains with this."""
    split = solver.by_subset(roll)
    assert set(split) == set(range(1, 1 << len(roll)))
    union: set[int] = set()
    for mask, numbers in split.items():
        dice = sorted(roll[i] for i in range(len(roll)) if mask >> i & 1)
        union |= set(numbers)
        for number, text in numbers.items():
            assert_formula_makes(tuple(dice), number, text)
            if not text.isdigit():
                pool = list(enumerate(dice))
                _, used, _ = formula.evaluate(formula.parse(text), pool)
                assert sorted(dice[i] for i in used) == dice, (mask, text)
            else:
                assert len(dice) == 1
    assert union == set(solver.reachable(roll))


def test_by_subset_over_every_ordering_of_three_dice_covers_the_brute_force() -> None:
    """All 216 ordered rolls: the masks together reach exactly the brute force's numbers."""
    for roll in ALL_THREE_DICE_ROLLS:
        split = solver.by_subset_uncached(roll)
        union = set().union(*split.values())
        assert union == brute_force(tuple(sorted(roll))), roll
        assert set(split[1 << 0]) == brute_force((roll[0],))


def test_by_subset_with_a_limit_keeps_only_small_numbers() -> None:
    split = solver.by_subset([6, 6, 1], limit=40)
    assert all(v <= 40 for numbers in split.values() for v in numbers)
    assert split[0b011][0] == "6-6"
    assert split[0b001] == {6: "6", 36: "6^2"}


@pytest.mark.parametrize(
    ("a", "op", "b", "text"),
    [
        ("4", "+", "1", "4+1"),
        ("4+1", "*", "2", "(4+1)*2"),
        ("2", "*", "4+1", "2*(4+1)"),
        ("6", "/", "3-1", "6/(3-1)"),
        ("4", "-", "3+1", "4-(3+1)"),
        ("4", "-", "3-1", "4-(3-1)"),
        ("4", "+", "3+1", "4+3+1"),
        ("4", "+", "3-1", "4+(3-1)"),
        ("4+3", "-", "1", "4+3-1"),
        ("4*2", "+", "3", "4*2+3"),
        ("4", "*", "3*2", "4*3*2"),
        ("4", "*", "6/3", "4*(6/3)"),
        ("6/3", "*", "4", "6/3*4"),
        ("12", "/", "6/3", "12/(6/3)"),
        ("2^2", "*", "3", "2^2*3"),
        ("(4+1)^2", "-", "5", "(4+1)^2-5"),
        ("3", "-", "(4+1)^2", "3-(4+1)^2"),
        ("3", "/", "2^2", "3/2^2"),
        ("42", "+", "7", "42+7"),
    ],
)
def test_combined_texts_have_minimal_brackets(a: str, op: str, b: str, text: str) -> None:
    assert solver.combine_text(a, op, b) == text


@pytest.mark.parametrize(
    ("inner", "text"),
    [
        ("4", "4^2"),
        ("42", "42^2"),
        ("4+1", "(4+1)^2"),
        ("4*2", "(4*2)^2"),
        ("2^2", "(2^2)^2"),
        ("(4+1)^2", "((4+1)^2)^2"),
    ],
)
def test_squared_texts_bracket_anything_but_a_plain_number(inner: str, text: str) -> None:
    assert solver.square_text(inner) == text


def test_combine_text_refuses_an_unknown_operation() -> None:
    with pytest.raises(ValueError):
        solver.combine_text("4", "^", "2")


def test_chance_table_counts_each_roll_of_ordinary_dice() -> None:
    one = solver.chance_table(1, limit=50)
    assert set(one) == set(range(51))
    assert one[1] == pytest.approx(1 / 6)
    assert one[16] == pytest.approx(2 / 6)  # 4^2 or (2^2)^2
    assert one[36] == pytest.approx(1 / 6)
    assert one[0] == 0.0 and one[7] == 0.0


@pytest.mark.parametrize(("n_dice", "rolls"), [(2, ALL_TWO_DICE_ROLLS), (3, ALL_THREE_DICE_ROLLS)])
def test_chance_table_agrees_with_counting_the_brute_force(n_dice: int, rolls: list[tuple[int, ...]]) -> None:
    """The content note's chances: the share of all 6**n rolls that can make each number."""
    table = solver.chance_table(n_dice)
    assert set(table) == set(range(1001))
    for number in range(1001):
        hits = sum(number in brute_force(tuple(sorted(roll))) for roll in rolls)
        assert table[number] == pytest.approx(hits / len(rolls)), number
    with pytest.raises(ValueError):
        solver.chance_table(0)


def test_the_benchmark_reports_uncached_timings() -> None:
    from tabletop.games.outnumbered.bench.solver_bench import solver_figures

    figures = solver_figures(rolls=30, seed=3)
    assert figures["rolls"] == 30.0
    assert all(isinstance(value, float) for value in figures.values())
    for dice in (3, 2):
        p50, p95, top = (figures[f"reachable_{dice}_dice_{name}_ms"] for name in ("p50", "p95", "max"))
        assert 0 < p50 <= p95 <= top
