"""Over 1,000 random full games across the modes and 1, 3 and 6 seats,
the invariants checked after every command.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules.board import LAB
from tabletop.games.outnumbered.rules.commands import EndTurn
from tabletop.games.outnumbered.rules.content import bonus_deck
from tabletop.games.outnumbered.rules.playout import STEP_CAP, pick, random_playout
from tabletop.games.outnumbered.rules.setup import villain_cards
from tabletop.games.outnumbered.rules.state import Mode, Phase, State

MODES = ("sidekick", "hero", "training")
SEATS = (1, 3, 6)
GAMES = 1008
CHUNKS = 6
PER_CHUNK = GAMES // CHUNKS
EXPECTED_VILLAINS = {m: sorted(villain_cards(m)) for m in Mode}
EXPECTED_BONUS = sorted(bonus_deck())
CARD_FIELDS = (
    "lanes",
    "hands",
    "villain_deck",
    "villain_discard",
    "escaped",
    "bonus_deck",
    "bonus_discard",
    "event_deck",
    "event_discard",
)


def settings_for(seed: int) -> tuple[str, int, float]:
    """Every mode with 1, 3 and 6 seats; one game in four aims with the solver so wins happen too."""
    mode = MODES[seed % 3]
    players = SEATS[(seed // 3) % 3]
    skill = 0.8 if (seed // 9) % 4 == 1 else 0.0
    return mode, players, skill


def check_cards(state: State) -> None:
    """Every villain, bonus card and event card is somewhere, exactly once."""
    board = [v for rows in state.lanes for v in rows if v is not None]
    assert (
        sorted(state.villain_deck + state.villain_discard + state.escaped + tuple(board))
        == EXPECTED_VILLAINS[state.mode]
    )
    if state.mode is Mode.TRAINING:
        assert state.bonus_deck == state.bonus_discard == () and state.hands == ((),) * state.players
        assert all(v is None for lane in (0, 4) for v in state.lanes[lane])
        assert state.lost_lane is None
    else:
        assert (
            sorted(state.bonus_deck + state.bonus_discard + tuple(c for h in state.hands for c in h))
            == EXPECTED_BONUS
        )
    assert len(state.event_deck) + len(state.event_discard) == (12 if state.mode is Mode.HERO else 0)


def check_dice(state: State) -> None:
    """Each die is spent, or part of exactly one pool value; raw values show their die's face."""
    if state.phase is not Phase.ACT:
        assert state.pool == () and state.dice == ()
        return
    in_pool = [d for v in state.pool for d in v.dice]
    assert len(in_pool) == len(set(in_pool))
    for die in state.dice:
        assert die.spent != (die.id in in_pool)
    for value in state.pool:
        assert 0 <= value.number <= 1_000_000
        if value.raw:
            assert (
                len(value.dice) == 1
                and state.dice[value.dice[0]].face == value.number
                and value.id == value.dice[0]
            )


def check_phase(state: State) -> None:
    assert (state.phase is Phase.OVER) == (rules.to_act(state) == ())
    if state.phase is Phase.OVER:
        if state.won:
            assert state.truck == LAB and not any(v for rows in state.lanes for v in rows)
        else:
            assert (
                state.mode is not Mode.TRAINING
                and state.lost_lane is not None
                and not state.barricades[state.lost_lane]
            )


def lanes_of(state: State) -> dict[str, int]:
    return {v: lane for lane, rows in enumerate(state.lanes) for v in rows if v is not None}


def play_checked(seed: int) -> State:
    mode, players, skill = settings_for(seed)
    rng = random.Random(seed)
    state = rules.setup({"mode": mode, "players": players}, seed)
    check_cards(state)
    steps = 0
    for _ in range(STEP_CAP):
        if state.phase is Phase.OVER:
            return state
        command = pick(state, rng, steps, skill)
        before = dict(state.__dict__)
        after, events = rules.apply(state, command)
        assert state.__dict__ == before, "apply changed its input"
        assert events
        if any(getattr(after, name) is not getattr(state, name) for name in CARD_FIELDS):
            check_cards(after)  # otherwise every pile is the very tuple already checked
        check_dice(after)
        check_phase(after)
        old, new = lanes_of(state), lanes_of(after)
        # a villain may come back from a reshuffled discard in the same attack; it is dealt anew then
        dealt = {e.data["villain"] for e in events if e.kind in ("dealt", "event_added")}
        for villain in old.keys() & new.keys():
            assert old[villain] == new[villain] or villain in dealt, f"{villain} changed lane"
        if isinstance(command, EndTurn):
            assert after.truck == min(state.truck + 1, LAB)
            assert after.phase is Phase.OVER or after.turn == state.turn + 1
        else:
            assert after.truck == state.truck and after.turn == state.turn
        state = after
        steps = 0 if isinstance(command, EndTurn) else steps + 1
    raise AssertionError(f"game {seed} did not end in {STEP_CAP} commands")


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(chunk: int) -> None:
    results: Counter[tuple[str, str]] = Counter()
    for seed in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK):
        final = play_checked(seed)
        results[(final.mode.value, "won" if final.won else "lost")] += 1
    assert sum(results.values()) == PER_CHUNK
    assert results[("training", "lost")] == 0
    assert results[("sidekick", "won")] > 0  # the aiming heroes win some


def test_random_games_replay_exactly_from_seed_and_commands() -> None:
    for seed in range(0, 60, 7):
        mode, players, skill = settings_for(seed)
        final, commands = random_playout(seed, mode, players, skill)
        state = rules.setup({"mode": mode, "players": players}, seed)
        for command in commands:
            state, _ = rules.apply(state, command)
        assert state == final


def test_every_listed_command_is_accepted_all_through_a_game() -> None:
    """legal_commands lists only what apply accepts (sampled over whole games)."""
    for seed in (4, 13, 23, 31):
        mode, players, _ = settings_for(seed)
        rng = random.Random(seed)
        state = rules.setup({"mode": mode, "players": players}, seed)
        steps = 0
        while state.phase is not Phase.OVER:
            for command in rules.legal_commands(state, state.seat):
                rules.apply(state, command)
            command = pick(state, rng, steps, 0.5)
            state, _ = rules.apply(state, command)
            steps = 0 if isinstance(command, EndTurn) else steps + 1
