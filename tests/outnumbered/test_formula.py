"""The typed formula of the Build command: what it reads, what it refuses and why.

Rulebook section "PLAYER TURNS": add, subtract, multiply, divide and power up (square) values,
each die once.  Our house rules (spec, "Build"): every typed number must match its own value in
the pool, and the steps are refused exactly as Combine and Square refuse them.
"""

from __future__ import annotations

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.outnumbered.rules import formula
from tabletop.games.outnumbered.rules.formula import BinOp, Num, Op, Square

# value id -> number: the raw dice 4, 1, 6 and 3, a second 1, and a built 5 (id 9)
POOL = [(0, 4), (1, 1), (2, 6), (3, 3), (4, 1), (9, 5)]


def build(text: str, pool: list[tuple[int, int]] = POOL) -> tuple[int, tuple[int, ...], str]:
    return formula.evaluate(formula.parse(text), pool)


def refusal(text: str, pool: list[tuple[int, int]] = POOL) -> IllegalCommand:
    with pytest.raises(IllegalCommand) as caught:
        build(text, pool)
    return caught.value


def test_player_turns_a_sum_squared_is_read_and_worked_out() -> None:
    """PLAYER TURNS, powering up: (4+1)^2 = 25 from the 4 and the first 1."""
    assert build("(4+1)^2") == (25, (0, 1), "(4+1)^2")


def test_the_parse_tree_follows_the_usual_order_of_operations() -> None:
    assert formula.parse("4+1*6") == BinOp(Op.ADD, Num(4), BinOp(Op.MUL, Num(1), Num(6)))
    assert formula.parse("6-3-1") == BinOp(Op.SUB, BinOp(Op.SUB, Num(6), Num(3)), Num(1))
    assert formula.parse("6/3*4") == BinOp(Op.MUL, BinOp(Op.DIV, Num(6), Num(3)), Num(4))
    assert formula.parse("3*4^2") == BinOp(Op.MUL, Num(3), Square(Num(4)))
    assert formula.parse("(2^2)^2") == Square(Square(Num(2)))
    assert formula.parse("2^2^2") == Square(Square(Num(2)))


@pytest.mark.parametrize(
    ("typed", "text"),
    [
        ("4 x 6", "4*6"),
        ("4X6", "4*6"),
        ("4 \u00d7 6", "4*6"),
        ("4\u00b76", "4*6"),
        ("6 \u00f7 3", "6/3"),
        ("6 : 3", "6/3"),
        ("6 \u2212 3", "6-3"),
        ("4\u00b2", "4^2"),
        ("4**2", "4^2"),
        ("  ( 4 + 1 ) ^ 2 ", "(4+1)^2"),
        ("((4))+1", "4+1"),
        ("6/(3-1)", "6/(3-1)"),
        ("4+(3-1)", "4+(3-1)"),
        ("4+3-1", "4+3-1"),
        ("(4*6)/3", "4*6/3"),
        ("4*(6/3)", "4*(6/3)"),
    ],
)
def test_every_sign_a_player_might_type_is_read(typed: str, text: str) -> None:
    """PLAYER TURNS: x, X, ×, · multiply; ÷ and : divide; − subtracts; ² and ** square."""
    assert build(typed)[2] == text


def test_each_typed_number_takes_its_own_pool_value_first_match_in_pool_order() -> None:
    """PLAYER TURNS, each die once: two 1s typed use both rolled 1s, in the pool's order."""
    assert build("1+1") == (2, (1, 4), "1+1")
    assert build("6-4+1") == (3, (2, 0, 1), "6-4+1")
    assert build("5*1") == (5, (9, 1), "5*1")  # a built value counts like a die


def test_a_number_typed_more_often_than_the_pool_holds_it_is_refused() -> None:
    """PLAYER TURNS, each die once: there is only one 4."""
    err = refusal("4+4")
    assert err.reason == "You have no {number} left to use."
    assert err.params == {"number": 4}
    assert str(err) == "You have no 4 left to use."
    assert refusal("1+1+1").params == {"number": 1}
    assert refusal("2*3").params == {"number": 2}


def test_a_division_that_is_not_whole_is_refused_with_the_numbers() -> None:
    """House rule: every step is a whole number, as in "5 / 2 is not a whole number"."""
    err = refusal("6/4")
    assert err.reason == "{a} / {b} is not a whole number."
    assert str(err) == "6 / 4 is not a whole number."
    pool = [(0, 6), (1, 4), (2, 4)]
    assert refusal("(6/4)*4", pool).params == {"a": 6, "b": 4}  # refused at the step, though 6*4/4 is whole
    assert build("6*4/4", pool) == (6, (0, 1, 2), "6*4/4")


def test_going_below_zero_is_refused_even_on_the_way() -> None:
    """House rule: no negative numbers, so 1-3 is refused even inside (1-3)^2."""
    err = refusal("1-3")
    assert err.reason == "{a} - {b} would go below zero."
    assert str(err) == "1 - 3 would go below zero."
    assert refusal("(1-3)^2").params == {"a": 1, "b": 3}
    assert build("3-1-1") == (1, (3, 1, 4), "3-1-1")


def test_dividing_by_zero_is_refused() -> None:
    assert str(refusal("6/(1-1)")) == "You can't divide by zero."
    assert build("(1-1)/6") == (0, (1, 4, 2), "(1-1)/6")


def test_a_number_over_a_million_is_too_big() -> None:
    """House rule: 1,000,000 is the largest number a step may make."""
    pool = [(0, 1000), (1, 1001), (2, 2)]
    assert build("1000^2", pool) == (1_000_000, (0,), "1000^2")
    err = refusal("1001^2", pool)
    assert err.reason == "{number} is too big to use."
    assert err.params == {"number": 1_002_001}
    assert refusal("1000*1001", pool).params == {"number": 1_001_000}
    assert refusal("12345678+1").params == {"number": 12_345_678}


def test_a_lone_number_is_refused_but_a_squared_one_is_fine() -> None:
    """Building a lone number changes nothing, so the player is told what to type."""
    for typed in ("4", "(4)", " ((6)) ", "", "   "):
        with pytest.raises(IllegalCommand) as caught:
            formula.parse(typed)
        assert caught.value.reason == "Type at least two numbers joined by + - * / or square one with ^2."
    assert build("4^2") == (16, (0,), "4^2")
    assert build("(4)^2") == (16, (0,), "4^2")


@pytest.mark.parametrize("typed", ["4^3", "4^0", "2^(1+1)", "4^22", "4\u00b3", "4**3"])
def test_only_squaring_is_allowed(typed: str) -> None:
    """PLAYER TURNS, powering up means squaring only."""
    with pytest.raises(IllegalCommand) as caught:
        formula.parse(typed)
    assert caught.value.reason == "Only squaring (^2) is allowed."


@pytest.mark.parametrize("typed", ["(4+1", "((4+1)*6", "4+1)", "(4+1))^2", ")4+1("])
def test_an_unbalanced_bracket_is_named(typed: str) -> None:
    with pytest.raises(IllegalCommand) as caught:
        formula.parse(typed)
    assert caught.value.reason == "There is a bracket missing."


@pytest.mark.parametrize(
    "typed", ["4 4", "4+", "+4", "-4+1", "4++1", "4(1+3)", "four+1", "4+1=5", "4^", "()", "4.5+1", "4,5"]
)
def test_anything_else_is_unreadable_and_quoted_back(typed: str) -> None:
    with pytest.raises(IllegalCommand) as caught:
        formula.parse(typed)
    assert caught.value.reason == "I can't read '{text}' as a formula."
    assert caught.value.params == {"text": typed.strip()}


def test_absurdly_deep_brackets_are_refused_not_crashed() -> None:
    typed = "(" * 5000 + "4+1" + ")" * 5000
    with pytest.raises(IllegalCommand):
        formula.parse(typed)


def test_the_text_can_show_how_each_used_value_was_built() -> None:
    """The 5 was built as 4+1: squaring it reads (4+1)^2, as Square would write it."""
    pool = [(7, 5), (2, 6)]
    assert formula.evaluate(formula.parse("5^2"), pool, {7: "4+1"}) == (25, (7,), "(4+1)^2")
    assert formula.evaluate(formula.parse("6*5"), pool, {7: "4+1"}) == (30, (2, 7), "6*(4+1)")
    assert formula.evaluate(formula.parse("6-5"), pool, {7: "4+1", 2: "6"}) == (1, (2, 7), "6-(4+1)")


def test_literals_lists_the_typed_numbers_left_to_right() -> None:
    assert formula.literals(formula.parse("(4+1)^2*6-3")) == (4, 1, 6, 3)


def test_hero_faces_such_as_zero_and_a_spliced_forty_two_can_be_typed() -> None:
    pool = [(0, 42), (1, 0), (2, 7)]
    assert build("42/7", pool) == (6, (0, 2), "42/7")
    assert build("42*0", pool) == (0, (0, 1), "42*0")
    assert build("0^2+7", pool) == (7, (1, 2), "0^2+7")
