"""Building numbers: combining, squaring, typed formulas, and each die used once (rulebook, PLAYER TURNS)."""

from __future__ import annotations

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules import Build, Combine, Defeat, Square
from tabletop.games.outnumbered.rules.scenario import make_state
from tabletop.games.outnumbered.rules.state import State
from tests.contract.harness import undo_leaks_at


def numbers(state: State) -> list[int]:
    return sorted(v.number for v in state.pool)


def by_number(state: State, number: int) -> int:
    return next(v.id for v in state.pool if v.number == number)


def test_adding_two_dice_makes_one_value_made_of_both_dice() -> None:
    """Rulebook, PLAYER TURNS tool 1: add any of the values to combine them."""
    state = make_state(dice=[4, 5, 2])
    state, events = rules.apply(state, Combine(0, 0, "+", 1))
    assert numbers(state) == [2, 9]
    new = next(v for v in state.pool if v.number == 9)
    assert new.dice == (0, 1) and not new.raw and new.text == "4+5"
    assert events[0].kind == "combined" and events[0].data["value"]["number"] == 9


def test_multiplying_then_dividing_reads_like_the_rulebooks_example() -> None:
    """Rulebook, PLAYER TURNS tool 1: Die 1 x Die 2 / Die 3."""
    state = make_state(dice=[4, 6, 3])
    state, _ = rules.apply(state, Combine(0, 0, "*", 1))
    state, _ = rules.apply(state, Combine(0, by_number(state, 24), "/", 2))
    assert numbers(state) == [8]
    assert state.pool[0].text == "4*6/3"


def test_squaring_powers_a_value_up() -> None:
    """Rulebook, PLAYER TURNS tool 2: Die 1 + Die 2 = 5, then 5 squared = 25."""
    state = make_state(dice=[4, 1, 6])
    state, _ = rules.apply(state, Combine(0, 0, "+", 1))
    state, events = rules.apply(state, Square(0, by_number(state, 5)))
    assert numbers(state) == [6, 25]
    assert next(v.text for v in state.pool if v.number == 25) == "(4+1)^2"
    assert events[0].kind == "squared"


@pytest.mark.parametrize(
    ("dice", "step", "reason"),
    [
        ([3, 5, 1], Combine(0, 0, "-", 1), "3 - 5 would go below zero."),
        ([5, 2, 1], Combine(0, 0, "/", 1), "5 / 2 is not a whole number."),
        ([5, 2, 1], Combine(0, 0, "%", 1), "% is not an operation; use + - * or /."),
        ([5, 2, 1], Combine(0, 0, "+", 0), "Pick two different values to combine."),
        ([5, 2, 1], Combine(0, 0, "+", 7), "There is no value 7 in your pool."),
    ],
)
def test_combining_is_refused_with_a_reason_a_player_can_read(
    dice: list[int], step: Combine, reason: str
) -> None:
    """Rulebook, PLAYER TURNS tool 1: values stay whole numbers of zero or more."""
    state = make_state(dice=dice)
    with pytest.raises(IllegalCommand) as err:
        rules.apply(state, step)
    assert str(err.value) == reason


def test_dividing_by_zero_is_refused() -> None:
    state = make_state(dice=[5, 2, 2], heroes=["minus_mite"])
    state, _ = rules.apply(state, Combine(0, 1, "-", 2))
    with pytest.raises(IllegalCommand, match="divide by zero"):
        rules.apply(state, Combine(0, 0, "/", by_number(state, 0)))


def test_a_number_above_a_million_is_too_big_to_use() -> None:
    state = make_state(dice=[6, 6, 6])
    state, _ = rules.apply(state, Combine(0, 0, "*", 1))
    state, _ = rules.apply(state, Square(0, 10))  # 36^2 = 1296
    with pytest.raises(IllegalCommand, match="1679616 is too big to use"):
        rules.apply(state, Square(0, 11))


def test_each_die_is_used_once() -> None:
    """Rulebook, PLAYER TURNS: you may only use each die once."""
    state = make_state(dice=[4, 4, 2], villains={(0, 0): 8, (1, 0): 4})
    state, _ = rules.apply(state, Combine(0, 0, "+", 1))
    with pytest.raises(IllegalCommand, match="That die is already part of 4\\+4."):
        rules.apply(state, Combine(0, 0, "+", 2))
    state, _ = rules.apply(state, Defeat(0, 10, 0, 0))
    with pytest.raises(IllegalCommand, match="That die is already used."):
        rules.apply(state, Defeat(0, 0, 1, 0))
    with pytest.raises(IllegalCommand, match="That value is already used."):
        rules.apply(state, Square(0, 10))
    assert [d.spent for d in state.dice] == [True, True, False]


def test_building_needs_a_roll_first() -> None:
    state = make_state()
    with pytest.raises(IllegalCommand, match="Roll the dice first."):
        rules.apply(state, Combine(0, 0, "+", 1))


def test_a_typed_formula_builds_the_same_value_as_the_steps() -> None:
    """Rulebook, PLAYER TURNS: any order and combination; typing is a shortcut for the same steps."""
    typed, events = rules.apply(make_state(dice=[4, 1, 6]), Build(0, "(4+1)^2"))
    stepped, _ = rules.apply(make_state(dice=[4, 1, 6]), Combine(0, 0, "+", 1))
    stepped, _ = rules.apply(stepped, Square(0, 10))

    def shape(state: State) -> list[tuple[object, ...]]:
        return [(v.number, v.text, v.dice, v.raw, v.bonus) for v in state.pool]

    assert shape(typed) == shape(stepped)
    assert events[0].kind == "built" and events[0].data["formula"] == "(4+1)^2"


def test_a_typed_formula_shows_nobody_anything_undo_could_cross() -> None:
    """A typed formula is a shortcut random games never type: the contract's undo-barrier check
    here (issue 20); building from dice already rolled draws nothing."""
    state = make_state(dice=[4, 1, 6])
    assert undo_leaks_at(rules, state, 1, [Build(0, "(4+1)^2"), Build(0, "4 x 6 - 1")]) == []


def test_a_typed_formula_may_use_a_value_built_before() -> None:
    state, _ = rules.apply(make_state(dice=[4, 1, 6]), Combine(0, 0, "+", 1))
    state, _ = rules.apply(state, Build(0, "5 x 6"))
    assert numbers(state) == [30]
    assert state.pool[0].text == "(4+1)*6" and state.pool[0].dice == (0, 1, 2)


@pytest.mark.parametrize(
    ("formula", "reason"),
    [
        ("4+4", "You have no 4 left to use."),
        ("1-4", "1 - 4 would go below zero."),
        ("4/6", "4 / 6 is not a whole number."),
        ("4+", "I can't read '4+' as a formula."),
        ("4", "Type at least two numbers joined by + - * / or square one with ^2."),
    ],
)
def test_a_typed_formula_is_refused_like_the_steps(formula: str, reason: str) -> None:
    state = make_state(dice=[4, 1, 6])
    with pytest.raises(IllegalCommand) as err:
        rules.apply(state, Build(0, formula))
    assert str(err.value) == reason


def test_legal_commands_list_both_orders_of_every_operation_that_apply_accepts() -> None:
    """Rulebook, PLAYER TURNS tool 1: values combine in any order (3+6 and 6+3 are both legal)."""
    state = make_state(dice=[6, 3, 3])
    legal = set(rules.legal_commands(state, 0))
    assert Combine(0, 0, "+", 1) in legal and Combine(0, 1, "+", 0) in legal
    assert Combine(0, 0, "*", 1) in legal and Combine(0, 1, "*", 0) in legal
    assert Combine(0, 0, "-", 1) in legal and Combine(0, 1, "-", 0) not in legal  # 3 - 6 is below zero
    assert Combine(0, 1, "-", 2) in legal and Combine(0, 2, "-", 1) in legal
    assert Combine(0, 0, "/", 1) in legal and Combine(0, 1, "/", 0) not in legal
    assert {Square(0, 0), Square(0, 1), Square(0, 2)} <= legal


def test_every_listed_command_is_accepted() -> None:
    state = make_state(
        dice=[6, 1, 2], villains={(0, 0): 6, (2, 3): 1}, hands=[["wild_die", "lightning", "power_surge"]]
    )
    for command in rules.legal_commands(state, 0):
        rules.apply(state, command)
