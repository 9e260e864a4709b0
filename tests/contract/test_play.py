"""Random games through the contract alone: they finish, every listed command is accepted and survives
JSON, ``apply`` never touches its input, and a seed with its commands always gives the same game.

The games are uniformly random legal commands (``harness.play_random``) over every player count
and every option value of each game in the catalogue.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from tabletop.core.catalogue import GameInfo
from tests.contract.harness import (
    check_outcome,
    each_game,
    json_round_trip,
    legal_for_everyone,
    play_random,
    random_games,
    rules_of,
    sample_states,
    seats_of,
)


@each_game
def test_random_games_finish_for_every_player_count_and_option(info: GameInfo) -> None:
    rules = rules_of(info)
    games = random_games(info.id)
    for game in games:
        assert rules.to_act(game.final) == (), f"seed {game.seed} ({game.options}) did not finish"
        assert len(game.commands) <= rules.LONGEST_GAME, (
            f"seed {game.seed} ({game.options}) took {len(game.commands)} commands, "
            f"more than the game's LONGEST_GAME of {rules.LONGEST_GAME}"
        )
        outcome = rules.outcome(game.final)
        assert outcome is not None
        check_outcome(outcome, game.options["players"])
        assert all(rules.outcome(state) is None for state in game.states[:-1])
    met = {(name, value) for game in games for name, value in game.options.items()}
    wanted = {("players", n) for n in range(rules.MIN_PLAYERS, rules.MAX_PLAYERS + 1)}
    wanted |= {(option.name, value) for option in rules.OPTIONS for value in option.choices}
    assert wanted <= met, f"no random game played {sorted(wanted - met)}"


@each_game
def test_every_listed_command_is_accepted_and_leaves_the_state_it_was_given_untouched(info: GameInfo) -> None:
    rules = rules_of(info)
    checked = 0
    for game in random_games(info.id)[:6]:
        for state in game.states:
            snapshot = copy.deepcopy(state)
            acting = rules.to_act(state)
            for seat in range(game.options["players"]):
                legal = rules.legal_commands(state, seat)
                if seat not in acting:
                    assert legal == [], f"seat {seat} is not to act but is offered {legal[:3]}"
                for command in legal:
                    assert command.seat == seat
                    assert not rules.is_shortcut(state, command), f"{command!r} is listed, not a shortcut"
                    new_state, events = rules.apply(state, command)
                    assert isinstance(events, list)
                    checked += 1
            assert state == snapshot, "apply changed the state it was given"
    assert checked > 1000


@each_game
def test_every_listed_command_reads_back_from_json_as_the_same_command(info: GameInfo) -> None:
    rules = rules_of(info)
    seen: set[str] = set()
    for state, options in sample_states(info.id):
        for command in legal_for_everyone(rules, state, options):
            back = json_round_trip(rules, command)
            assert back == command and type(back) is type(command), f"{command!r} came back as {back!r}"
            seen.add(command.TYPE)
    assert seen, "no command was listed"


@each_game
def test_views_are_plain_json_for_every_seat_and_the_table(info: GameInfo) -> None:
    rules = rules_of(info)
    for state, options in sample_states(info.id):
        for seat in seats_of(options):
            view = rules.view(state, seat)
            assert json.loads(json.dumps(view)) == view, "a view must be plain JSON (lists, str keys)"


def _replay(rules: Any, game: Any, through_json: bool) -> list[tuple[Any, list[Any], list[Any]]]:
    state = rules.setup(game.options, game.seed)
    steps = []
    for command in game.commands:
        if through_json:
            command = json_round_trip(rules, command)
        state, events = rules.apply(state, command)
        views = [rules.view(state, seat) for seat in seats_of(game.options)]
        steps.append((state, events, views))
    return steps


@each_game
def test_the_same_seed_and_commands_always_give_the_same_states_events_and_views(info: GameInfo) -> None:
    rules = rules_of(info)
    for game in random_games(info.id)[:4]:
        again = play_random(rules, game.seed, game.options)
        assert again.commands == game.commands and again.states == game.states
        first = _replay(rules, game, through_json=False)
        second = _replay(rules, game, through_json=True)
        assert first == second
        assert [state for state, _events, _views in first] == list(game.states[1:])
