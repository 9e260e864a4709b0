"""No undo crosses a die, a draw or a reveal, in any game (issue 20).

Undo takes commands back from the end of the log, but never across a barrier: once a player has
seen a roll, a card or a hidden tile, taking the command back would let them choose again knowing
it.  Rather than trust each command class to say so, the check is mechanical: every legal command
of states from random games is applied to the real game and to the game with what a viewer cannot
see dealt anew (``redeal_hidden``, which also draws a new seed for every future roll).  Where the
viewer's view comes out different, the command showed that viewer something, and the session's
one rule (``session.apply_step``) must make it a barrier.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from functools import cache
from types import SimpleNamespace
from typing import Any

from tabletop.core import catalogue
from tabletop.core.catalogue import GameInfo
from tests.contract import toy_game
from tests.contract.harness import (
    MEMBERS,
    each_game,
    legal_for_everyone,
    random_games,
    redealt_for_each_viewer,
    rules_of,
    seats_of,
    undo_barrier_leak,
)

#: redeals tried per state and viewer (a die may show the same face on a redeal: two tries make
#: that rare, and the many states make it harmless)
REDEALS = 2
#: legal commands checked per game: each is applied to the state redealt twice for every viewer,
#: so this keeps the check to a few seconds a game
BUDGET = 1200


@cache
def spread_states(game_id: str, budget: int = BUDGET) -> tuple[tuple[Any, dict[str, Any]], ...]:
    """States of every random game in a fixed shuffled order, as many as ``budget`` commands allow:
    early, late, every player count and option alike, the same ones on every run."""
    rules = catalogue.get(game_id).rules()
    every = [(state, game.options) for game in random_games(game_id) for state in game.states]
    random.Random(0).shuffle(every)
    picked: list[tuple[Any, dict[str, Any]]] = []
    for state, options in every:
        if budget <= 0:
            break
        budget -= sum(1 for _command in legal_for_everyone(rules, state, options))
        picked.append((state, options))
    return tuple(picked)


def leaks(rules: Any, states: Any) -> Counter[str]:
    """Per command type and who learnt something: how often undo could have crossed it."""
    found: Counter[str] = Counter()
    for state, options in states:
        redealt = redealt_for_each_viewer(rules, state, seats_of(options), REDEALS)
        for command in legal_for_everyone(rules, state, options):
            learner = undo_barrier_leak(rules, state, command, redealt)
            if learner is not None:
                found[f"{command.TYPE} (showed {learner} something)"] += 1
    return found


@each_game
def test_every_command_that_rolls_draws_or_reveals_is_an_undo_barrier(info: GameInfo) -> None:
    found = leaks(rules_of(info), spread_states(info.id))
    assert not found, (
        f"undo may cross these commands of {info.id} although they rolled, drew or revealed: {dict(found)}"
    )


def _peeking_toy(barrier: bool) -> SimpleNamespace:
    """The toy game with a peek: once the count reaches 2 the table sees seat 0's secret card.
    The Add that gets there marks its event a barrier only if ``barrier``."""

    def apply(state: Any, command: Any) -> Any:
        new, events = toy_game.apply(state, command)
        if barrier and state.count < 2 <= new.count:
            events = [replace(event, barrier=True) for event in events]
        return new, events

    def view(state: Any, seat: int | None) -> dict[str, Any]:
        return {**toy_game.view(state, seat), "peek": state.secrets[0] if state.count >= 2 else None}

    members = {name: getattr(toy_game, name) for name in MEMBERS}
    return SimpleNamespace(**{**members, "apply": apply, "view": view})


def _first_states() -> list[tuple[Any, dict[str, Any]]]:
    """New one-player toy games: the player goes on after each Add, so undo could cross it."""
    return [(toy_game.setup({"players": 1}, seed), {"players": 1}) for seed in range(10)]


def test_the_check_fails_on_a_command_that_reveals_a_secret_without_a_barrier() -> None:
    found = leaks(_peeking_toy(barrier=False), _first_states())
    assert found == Counter({"add (showed the table something)": 10}), found


def test_the_check_passes_once_the_revealing_command_is_a_barrier_and_the_quiet_one_is_left_alone() -> None:
    assert not leaks(_peeking_toy(barrier=True), _first_states())
    assert not leaks(toy_game, _first_states())
