"""Random full games of every monster with 2-6 runners on 1-3 map boards, the invariants checked
after every command: every card accounted for, tokens only move forward, no seat sees another's
hand or run, and the same seed and commands give the same game.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.core.contract import Command
from tabletop.games.outrun import rules
from tabletop.games.outrun.rules.content import Monster
from tabletop.games.outrun.rules.interference import copies_for, deck_for
from tabletop.games.outrun.rules.playout import STEP_CAP, pick, random_playout
from tabletop.games.outrun.rules.state import Phase, State

MONSTERS = [m.value for m in Monster]
COMBINATIONS = [(m, p, b) for m in MONSTERS for p in range(2, 7) for b in (1, 2, 3)]


def check_cards(state: State) -> None:
    """Every interference card and spare copy is in exactly one place; every path card too."""
    places: list[int] = [*state.deck, *state.discard, *state.center, *state.copies, *state.lent]
    for runner in state.runners:
        places += [*runner.hand, *runner.front]
    expected = Counter([*deck_for(state.monster), *copies_for(state.monster)])
    assert Counter(places) == expected
    paths = [*state.path_deck, *state.path_used, *([state.path] if state.path is not None else [])]
    assert sorted(paths) == list(range(1, 49))


def check_views(state: State) -> None:
    """A seat's view shows its own hand only, and during the race only its own laid run."""
    for seat in range(state.players):
        seen = rules.view(state, seat)
        assert [c["id"] for c in seen["hand"]] == list(state.runners[seat].hand)
        for other, entry in enumerate(seen["seats"]):
            assert entry["hand_count"] == len(state.runners[other].hand)
            assert "hand" not in entry
            if other != seat:
                assert "run" not in entry
    assert rules.view(state, None)["hand"] == []
    if state.phase is Phase.RACE:
        assert rules.view(state, None)["path"] is not None
        assert all("run" not in entry for entry in rules.view(state, None)["seats"])


def play_checked(seed: int, monster: str, players: int, boards: int) -> tuple[State, list[Command]]:
    rng = random.Random(seed)
    state = rules.setup({"monster": monster, "players": players, "boards": boards}, seed)
    commands: list[Command] = []
    check_cards(state)
    while not state.over:
        assert len(commands) < STEP_CAP
        command = pick(state, rng)
        rooms = [r.room for r in state.runners]
        state, _ = rules.apply(state, command)
        commands.append(command)
        check_cards(state)
        check_views(state)
        assert all(r.room >= before for r, before in zip(state.runners, rooms, strict=True))
        if state.phase is Phase.RACE:
            assert list(rules.to_act(state)) == [s for s, r in enumerate(state.runners) if r.finish is None]
    return state, commands


@pytest.mark.parametrize(("monster", "players", "boards"), COMBINATIONS)
def test_a_random_game_keeps_every_invariant_to_the_end(monster: str, players: int, boards: int) -> None:
    """Every stage of every monster, 2-6 runners, 1-3 boards: a random game ends with a winner."""
    seed = COMBINATIONS.index((monster, players, boards))
    state, commands = play_checked(seed, monster, players, boards)
    result = rules.outcome(state)
    assert result is not None and len(result.winners) == 1
    assert state.winner is not None
    assert state.night_over or state.runners[state.winner].room >= state.rooms
    # the same seed and commands give the same game
    replayed = rules.setup({"monster": monster, "players": players, "boards": boards}, seed)
    for command in commands:
        replayed, _ = rules.apply(replayed, rules.command_from_json(command.to_json()))
    assert replayed == state


@pytest.mark.parametrize("monster", MONSTERS)
def test_random_games_meet_every_stage_of_their_monster(monster: str) -> None:
    """How to Play: every stage comes round (the draws, the plays, the bites, the cures, the claw)."""
    seen: Counter[str] = Counter()
    for seed in range(12):
        state, commands = random_playout(seed, monster=monster, players=4 + seed % 3, boards=2)
        replay = rules.setup({"monster": monster, "players": 4 + seed % 3, "boards": 2}, seed)
        for command in commands:
            replay, events = rules.apply(replay, command)
            seen.update(event.kind for event in events)
    wanted = {"revealed", "finished", "checked", "placed", "moved"}
    wanted |= {
        "bear": {"drew", "played", "cleared"},
        "dragon": {"drew", "played", "cleared"},
        "vampire": {"to_center", "round_cards_gone"},
        "zombie": {"infected", "front_drawn", "cured"},
    }[monster]
    assert wanted <= set(seen), wanted - set(seen)
