"""``view(state, seat)`` shows nothing the game declares hidden from that seat (the guide, rule 3).

A view cannot be searched for "secret numbers": cards are small numbers that also turn up as
counts.  So each game declares its hidden information as ``redeal_hidden(state, seat, rng)``, the
same game with everything ``seat`` cannot see dealt anew, and the view of the redealt game must be
exactly the view of the real one, for every seat and the table, over states from random games.

So that this cannot pass by a redeal that deals nothing, the redeal must change the game (more
than its seed) for every viewer in every state of the first quarter of each random game, while the
decks are still full and the hands dealt: something is always hidden there.  (Later a seat may
know everything: a Fugitive who has seen every card but the Marshal's hand knows her hand too.)
And a view that shows the whole state is shown to fail the check.
"""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from tabletop.core.catalogue import GameInfo
from tests.contract import toy_game
from tests.contract.harness import (
    MEMBERS,
    check_redeal,
    each_game,
    random_games,
    rules_of,
    sample_states,
    seats_of,
)

#: redeals tried per state and viewer
REDEALS = 2


def redeal_report(rules: Any, states: Any) -> dict[int | None, tuple[int, int]]:
    """Per viewer: (states where some redeal changed the game, states tried); raises on a leak."""
    report: dict[int | None, tuple[int, int]] = {}
    for index, (state, options) in enumerate(states):
        for seat in seats_of(options):
            changed = [
                check_redeal(rules, state, seat, random.Random(index * 10 + k)) for k in range(REDEALS)
            ]
            done, tried = report.get(seat, (0, 0))
            report[seat] = (done + any(changed), tried + 1)
    return report


@each_game
def test_no_view_changes_when_what_its_seat_cannot_see_is_dealt_anew(info: GameInfo) -> None:
    redeal_report(rules_of(info), sample_states(info.id))


@each_game
def test_early_in_every_game_the_redeal_deals_something_anew_for_every_viewer(info: GameInfo) -> None:
    early = [
        (state, game.options)
        for game in random_games(info.id)
        for state in game.states[: max(1, len(game.states) // 4) : 2]
    ]
    report = redeal_report(rules_of(info), early)
    for seat, (changed, tried) in report.items():
        assert changed == tried, (
            f"early in a game, redeal_hidden for {'the table' if seat is None else f'seat {seat}'} left "
            f"{tried - changed} of {tried} states as they were: it must deal anew what that seat cannot see"
        )


def _leaky(rules: Any) -> SimpleNamespace:
    """The same rules, but every view also shows the whole state."""
    members = {name: getattr(rules, name) for name in MEMBERS}
    members["view"] = lambda state, seat: {**rules.view(state, seat), "everything": repr(state)}
    return SimpleNamespace(**members)


@each_game
def test_a_view_that_shows_the_whole_state_fails_the_check(info: GameInfo) -> None:
    rules = _leaky(rules_of(info))
    with pytest.raises(AssertionError, match="shows something the game declares hidden"):
        redeal_report(rules, sample_states(info.id)[:20])


def test_the_toy_game_hides_each_secret_card_from_everyone_but_its_holder() -> None:
    states = [(toy_game.setup({"players": 3}, seed), {"players": 3}) for seed in range(10)]
    report = redeal_report(toy_game, states)
    assert all(changed == tried for changed, tried in report.values())
    peeking = SimpleNamespace(**{name: getattr(toy_game, name) for name in MEMBERS})
    peeking.view = lambda state, seat: {**toy_game.view(state, seat), "next": state.secrets[(seat or 0) - 1]}
    with pytest.raises(AssertionError):
        redeal_report(peeking, states)
