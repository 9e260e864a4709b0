"""A game's view is exactly the type its ``rules/view.py`` declares (the contract's ``RulesFor``).

mypy checks every key the tables, bots and benchmarks read against the declared TypedDict; these
tests check the other side, that the data ``view()`` builds is that type, so the two cannot drift:
for every seat and the table, over states of random games, no key is undeclared, none required is
missing and every value has its declared type.  A game that declares no view type fails.
"""

from __future__ import annotations

from typing import Any, TypedDict

import pytest

from tabletop.core.catalogue import GameInfo
from tests.contract import toy_game
from tests.contract.harness import each_game, rules_of, sample_states, seats_of, view_mismatches, view_type_of


@each_game
def test_every_view_of_random_games_is_exactly_the_declared_view_type(info: GameInfo) -> None:
    rules = rules_of(info)
    declared = view_type_of(rules)
    assert declared is not None, f"{info.id}'s rules/view.py declares no view type (a TypedDict)"
    for index, (state, options) in enumerate(sample_states(info.id)):
        for seat in seats_of(options):
            problems = view_mismatches(rules.view(state, seat), declared)
            assert not problems, (
                f"state {index}, {'the table' if seat is None else f'seat {seat}'}: {problems[:5]}"
            )


def test_the_toy_games_views_are_its_declared_view_type() -> None:
    declared = view_type_of(toy_game)
    assert declared is toy_game.View
    for seed in range(5):
        state = toy_game.setup({"players": 3}, seed)
        for seat in (None, 0, 1, 2):
            assert view_mismatches(toy_game.view(state, seat), declared) == []


class _Card(TypedDict):
    number: int
    label: str | None


class _Shown(TypedDict):
    cards: list[_Card]
    counts: dict[str, int]
    chance: float


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ({"cards": [], "counts": {}, "chance": 0.5, "extra": 1}, "view has the undeclared key 'extra'"),
        ({"cards": [], "counts": {}}, "view lacks the key 'chance'"),
        ({"cards": [{"number": 1}], "counts": {}, "chance": 1}, "view['cards'][0] lacks the key 'label'"),
        (
            {"cards": [{"number": True, "label": None}], "counts": {}, "chance": 1},
            "view['cards'][0]['number']",
        ),
        ({"cards": [], "counts": {"0": "two"}, "chance": 1}, "view['counts']['0'] is 'two', not an int"),
        ({"cards": {}, "counts": {}, "chance": 1}, "view['cards'] is a dict, not a list"),
    ],
)
def test_a_view_that_drifts_from_its_type_is_named_where_it_drifts(value: Any, problem: str) -> None:
    assert any(found.startswith(problem) for found in view_mismatches(value, _Shown))
    assert (
        view_mismatches({"cards": [{"number": 3, "label": None}], "counts": {"0": 2}, "chance": 1}, _Shown)
        == []
    )
