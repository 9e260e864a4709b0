"""The command vocabulary: JSON round trips, and refusals that change nothing."""

from __future__ import annotations

import copy

import pytest

from tabletop.core.contract import Command, IllegalCommand
from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules import (
    AddSprint,
    ChooseDeck,
    Done,
    Draw,
    Guess,
    Pass,
    PlaceHideout,
    StartManhunt,
)
from tabletop.games.fugitive.rules.playout import random_playout
from tabletop.games.fugitive.rules.scenario import make_state
from tabletop.games.fugitive.rules.state import Phase

EXAMPLES: list[tuple[Command, dict]] = [
    (Draw(1, 3), {"type": "draw", "seat": 1, "deck": 3}),
    (PlaceHideout(0, 7), {"type": "hideout", "seat": 0, "card": 7}),
    (AddSprint(0, 12), {"type": "sprint", "seat": 0, "card": 12}),
    (Done(0), {"type": "done", "seat": 0}),
    (Pass(0), {"type": "pass", "seat": 0}),
    (Guess(1, (4, 9)), {"type": "guess", "seat": 1, "numbers": [4, 9]}),
    (StartManhunt(1, True), {"type": "manhunt", "seat": 1, "start": True}),
    (ChooseDeck(0, 2), {"type": "choose", "seat": 0, "deck": 2}),
]


@pytest.mark.parametrize(("command", "data"), EXAMPLES, ids=[type(c).__name__ for c, _ in EXAMPLES])
def test_every_command_type_round_trips_through_json(command: Command, data: dict) -> None:
    assert command.to_json() == data
    assert rules.command_from_json(data) == command


def test_every_command_class_has_an_example() -> None:
    assert {type(c) for c, _ in EXAMPLES} == set(rules.COMMAND_CLASSES)


def test_a_played_game_round_trips_command_by_command() -> None:
    _, commands = random_playout(11)
    assert [rules.command_from_json(c.to_json()) for c in commands] == commands


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ({"type": "fly", "seat": 0}, "Unknown command"),
        ({"type": "draw", "seat": 0}, "missing deck"),
        ({"type": "done", "seat": 0, "card": 3}, "unknown fields"),
        ({"type": "guess", "seat": 1, "numbers": [{"a": 1}]}, "wrong kind"),
    ],
)
def test_bad_json_commands_are_refused_with_a_reason(data: dict, reason: str) -> None:
    with pytest.raises(IllegalCommand, match=reason):
        rules.command_from_json(data)


ILLEGAL = [
    (Draw(0, 1), "cannot draw"),
    (Draw(1, 1), "not your turn"),
    (PlaceHideout(0, 3), "higher than the last"),
    (PlaceHideout(0, 30), "out of reach"),
    (PlaceHideout(0, 99), "not in your hand"),
    (PlaceHideout(0, "7"), "whole number"),  # type: ignore[arg-type]
    (AddSprint(0, 6), "start one first"),
    (Done(0), "no hideout to finish"),
    (Guess(1, (5,)), "not your turn"),
    (StartManhunt(1, True), "not your turn"),
    (ChooseDeck(0, 1), "No event"),
    (Guess(0, (5,)), "cannot guess"),
]


@pytest.mark.parametrize(
    ("command", "reason"), ILLEGAL, ids=[f"{type(c).__name__}-{i}" for i, (c, _) in enumerate(ILLEGAL)]
)
def test_an_illegal_command_raises_a_reason_and_leaves_the_state_untouched(
    command: Command, reason: str
) -> None:
    state = make_state(row=[4], fugitive_hand=[3, 6, 30, 42])
    snapshot = copy.deepcopy(state)
    with pytest.raises(IllegalCommand, match=reason) as info:
        rules.apply(state, command)
    assert str(info.value)[0].isupper() and str(info.value).endswith(".")
    assert state == snapshot


def test_a_legal_command_leaves_the_state_passed_in_untouched() -> None:
    state = rules.setup({"variant": "random"}, 3)
    snapshot = copy.deepcopy(state)
    rules.apply(state, PlaceHideout(0, 1))
    assert state == snapshot


def test_a_finished_game_refuses_every_command() -> None:
    state, _ = random_playout(2)
    assert state.phase is Phase.OVER
    assert rules.legal_commands(state, 0) == rules.legal_commands(state, 1) == []
    with pytest.raises(IllegalCommand, match="over"):
        rules.apply(state, Pass(0))


def test_a_guess_read_from_json_with_a_bare_number_is_refused() -> None:
    command = rules.command_from_json({"type": "guess", "seat": 1, "numbers": 5})
    state = make_state(row=[4], phase=Phase.MARSHAL_GUESS, turn=4)
    with pytest.raises(IllegalCommand, match="at least one"):
        rules.apply(state, command)
