"""Outrun's view type (``rules/view_types.py``) against the rules it describes.

The contract suite (``tests/contract/test_view_types.py``) checks random games' views against
:class:`OutrunView`; these pin what it cannot see: that Outrun declares the type at all (else that
test skips it), that every ``Literal`` names exactly its enum's values, and that a runner's own run,
only in their own view during the race, is declared as the optional key it is.
"""

from __future__ import annotations

import enum
from typing import Any, get_args

import pytest

from tabletop.games.outrun import rules
from tabletop.games.outrun.rules import Run
from tabletop.games.outrun.rules.boards import Special
from tabletop.games.outrun.rules.content import Monster
from tabletop.games.outrun.rules.interference import Kind, Lasts
from tabletop.games.outrun.rules.scenario import make_state
from tabletop.games.outrun.rules.state import Phase
from tabletop.games.outrun.rules.view import (
    KindName,
    LastsName,
    MonsterName,
    OutrunView,
    PathCardView,
    PhaseName,
    RunnerView,
    SpecialName,
    path_card,
)
from tests.contract.harness import view_mismatches, view_type_of
from tests.outrun.play import ORDER, PATH, play, race


def test_outrun_declares_its_view_type_so_the_contract_suite_checks_its_views() -> None:
    assert view_type_of(rules) is OutrunView


@pytest.mark.parametrize(
    ("literal", "names"),
    [
        (PhaseName, Phase),
        (MonsterName, Monster),
        (KindName, Kind),
        (LastsName, Lasts),
        (SpecialName, Special),
    ],
)
def test_each_literal_of_the_view_names_exactly_the_values_of_its_enum(
    literal: Any, names: type[enum.Enum]
) -> None:
    assert sorted(get_args(literal)) == sorted(member.value for member in names)


def test_a_runners_own_run_is_the_one_optional_key_and_shows_only_in_their_view_in_the_race() -> None:
    """Run away!: a finished runner sees the cards they laid; nobody else does, and the type says so."""
    assert RunnerView.__optional_keys__ == frozenset({"run"})
    state = play(make_state("vampire", players=3, path=PATH), Run(1, ORDER, 2500))
    mine, theirs = rules.view(state, 1), rules.view(state, 0)
    assert mine["seats"][1]["run"] == list(ORDER) and "run" not in theirs["seats"][1]
    assert view_mismatches(mine, OutrunView) == [] and view_mismatches(theirs, OutrunView) == []


def test_the_path_card_of_a_view_is_its_four_path_keys_face_up_or_down() -> None:
    """Which way to go?: the card raced keeps its face while the view moves on to a face-down one."""
    state = make_state("zombie", players=2, path=PATH)
    raced = path_card(rules.view(state, None))
    assert raced == {key: rules.view(state, None)[key] for key in PathCardView.__required_keys__}
    assert raced["path"] == list(ORDER) and view_mismatches(raced, PathCardView) == []
    state, _ = race(state, {0: (ORDER, 1000), 1: (ORDER, 2000)})
    face_down = path_card(rules.view(state, None))
    assert face_down == {"path": None, "path_id": None, "path_spots": None, "path_antidote": False}
