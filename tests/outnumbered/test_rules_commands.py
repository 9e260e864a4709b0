"""The contract: JSON commands, the view, refusals that leave the state alone, and replays."""

from __future__ import annotations

import json

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules import (
    COMMAND_CLASSES,
    Build,
    ChooseHero,
    Combine,
    Defeat,
    EndTurn,
    PlayBonus,
    Roll,
    Square,
    UseHeroPower,
)
from tabletop.games.outnumbered.rules.playout import random_playout
from tabletop.games.outnumbered.rules.scenario import make_state

EXAMPLES = [
    ChooseHero(0, "splice"),
    Roll(1),
    Combine(0, 1, "/", 2),
    Square(2, 10),
    Build(0, "(4+1)^2"),
    UseHeroPower(0, 0, 1),
    Defeat(0, 10, 3, 4),
    PlayBonus(0, "wild_die", -1, -1, 2, 6),
    EndTurn(5),
]


def test_every_command_class_has_an_example() -> None:
    assert {type(c) for c in EXAMPLES} == set(COMMAND_CLASSES)


@pytest.mark.parametrize("command", EXAMPLES, ids=lambda c: c.TYPE)
def test_every_command_round_trips_through_json(command: object) -> None:
    text = json.dumps(command.to_json())  # type: ignore[attr-defined]
    assert rules.command_from_json(json.loads(text)) == command


def test_a_refused_command_leaves_the_state_untouched() -> None:
    state = make_state(dice=[3, 5, 1], villains={(0, 0): 4})
    copy = make_state(dice=[3, 5, 1], villains={(0, 0): 4})
    for bad in (Combine(0, 0, "-", 1), Defeat(0, 0, 0, 0), Square(0, 9), UseHeroPower(0, 7), Build(0, "9+9")):
        with pytest.raises(IllegalCommand):
            rules.apply(state, bad)
    assert state == copy


def test_a_seat_that_is_not_to_act_is_refused() -> None:
    state = make_state(players=2, dice=[1, 2, 3])
    with pytest.raises(IllegalCommand, match="not your turn"):
        rules.apply(state, EndTurn(1))
    with pytest.raises(IllegalCommand, match="no seat 4"):
        rules.apply(state, EndTurn(4))
    assert rules.to_act(state) == (0,)


def test_the_view_is_plain_json_and_hides_only_the_deck_order() -> None:
    state = rules.setup({"mode": "hero", "players": 3}, 5)
    seen = rules.view(state, 1)
    assert json.loads(json.dumps(seen)) == seen
    text = json.dumps(seen)
    for hidden in state.villain_deck[:3]:
        assert f'"{hidden}"' not in text
    assert "seed" not in seen and "rng_calls" not in seen
    assert seen["decks"]["villains"] == len(state.villain_deck) and seen["decks"]["events"] == 12
    assert seen["phase"] == "choose_hero" and seen["route"][0] == "start" and seen["route"][-1] == "lab"
    assert seen["lanes"][0]["villains"][0]["id"] == state.lanes[0][0]
    assert set(seen) >= {
        "mode",
        "players",
        "phase",
        "turn",
        "seat",
        "heroes",
        "hero_uses_left",
        "hands",
        "dice",
        "pool",
        "lanes",
        "spaces",
        "truck",
        "route",
        "final_assault",
        "decks",
        "last_event",
        "escaped",
        "zero_defeated_with_dice",
        "score",
        "rating",
        "lost_lane",
    }
    assert rules.view(state, 0) == {**seen, "viewer": 0}


def test_the_view_shows_the_pool_and_the_dice() -> None:
    state, _ = rules.apply(make_state(dice=[4, 1, 6]), Combine(0, 0, "+", 1))
    seen = rules.view(state)
    assert seen["pool"][0] == {
        "id": 10,
        "number": 5,
        "text": "4+1",
        "dice": [0, 1],
        "raw": False,
        "bonus": False,
    }
    assert seen["dice"][2] == {"id": 2, "face": 6, "spent": False}


def test_danger_order_puts_the_villains_nearest_the_bottom_first() -> None:
    state = make_state(
        villains={(0, 1): 3, (1, 4): 4, (2, 4): 5, (3, 0): 6}, barricades=[True, True, False, True, True]
    )
    assert rules.danger_order(state) == [(2, 4, "m05"), (1, 4, "m04"), (0, 1, "m03"), (3, 0, "m06")]
    assert rules.danger_order(rules.view(state)) == rules.danger_order(state)
    assert rules.villain_at(rules.view(state), 1, 4) == "m04" and rules.villain_at(state, 9, 9) is None


@pytest.mark.parametrize(("mode", "players"), [("sidekick", 2), ("hero", 3), ("training", 1)])
def test_the_same_seed_and_commands_replay_the_same_game(mode: str, players: int) -> None:
    final, commands = random_playout(21, mode, players, skill=0.5)
    state = rules.setup({"mode": mode, "players": players}, 21)
    for command in commands:
        state, _ = rules.apply(state, rules.command_from_json(json.loads(json.dumps(command.to_json()))))
    assert state == final


def test_every_event_message_formats_with_its_params() -> None:
    _, commands = random_playout(8, "hero", 2, skill=0.7)
    state = rules.setup({"mode": "hero", "players": 2}, 8)
    for command in commands:
        state, events = rules.apply(state, command)
        for event in events:
            assert event.text_for(None) and "{" not in event.text_for(None)
            json.dumps(dict(event.data))
