"""A game's optional ``views(state, seats)`` (``views_of`` in tabletop/core/contract.py) is the same
as asking ``view`` seat by seat: the phones get their seven views a move from it, and a view that
differed from ``view`` would show a phone something the hidden-information check never saw."""

from __future__ import annotations

from typing import Any

from tabletop.core.catalogue import GameInfo
from tabletop.core.contract import views_of
from tests.contract.harness import each_game, rules_of, sample_states, seats_of


def views_unlike_view(rules: Any, states: Any) -> list[str]:
    """Where ``views_of`` gives another view than ``view`` (empty: nowhere)."""
    unlike: list[str] = []
    for index, (state, options) in enumerate(states):
        seats = seats_of(options)
        many = views_of(rules, state, seats)
        if len(many) != len(seats):
            unlike.append(f"state {index}: {len(many)} views for {len(seats)} seats")
            continue
        for seat, seen in zip(seats, many, strict=True):
            if seen != rules.view(state, seat):
                unlike.append(f"state {index}, seat {seat}")
    return unlike


@each_game
def test_every_view_made_at_once_equals_the_view_made_seat_by_seat(info: GameInfo) -> None:
    assert views_unlike_view(rules_of(info), sample_states(info.id)) == []


class _Wrong:
    """Rules whose ``views`` shows every seat the table's view."""

    def __init__(self, rules: Any) -> None:
        self.rules = rules

    def view(self, state: Any, seat: int | None) -> Any:
        return self.rules.view(state, seat)

    def views(self, state: Any, seats: Any) -> list[Any]:
        return [self.rules.view(state, None) for _seat in seats]


@each_game
def test_views_that_show_a_seat_another_view_fail_the_check(info: GameInfo) -> None:
    if not info.rules().HIDDEN_INFORMATION:
        return  # every seat sees the table's view
    assert views_unlike_view(_Wrong(rules_of(info)), sample_states(info.id)) != []
