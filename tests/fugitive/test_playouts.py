"""1,000 random full games (every variant mixed in) with the invariants checked after every command.

`tabletop benchmark --only reliability` plays more random games of every game, with the same kind of
invariants, where their time is no one's wait."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules import Done
from tabletop.games.fugitive.rules.cards import ALL_CARDS, PLACEHOLDER
from tabletop.games.fugitive.rules.events import EVENT_IDS
from tabletop.games.fugitive.rules.playout import STEP_CAP, options_for, pick
from tabletop.games.fugitive.rules.sprint import normal_range, sprint_sum
from tabletop.games.fugitive.rules.state import Phase, State
from tabletop.games.fugitive.rules.variants import PLACEHOLDER_COUNT

GAMES = 1000
CHUNKS = 4
PER_CHUNK = GAMES // CHUNKS


EXPECTED_CARDS = list(ALL_CARDS)
EXPECTED_SPECIALS = sorted(list(EVENT_IDS) + [PLACEHOLDER] * PLACEHOLDER_COUNT)


def check_cards(state: State) -> None:
    """All 43 Hideout cards are somewhere, once; every event and placeholder too."""
    cards: list[int] = [h.card for h in state.row]
    for h in state.row:
        cards += h.sprints
    if state.pending is not None:
        cards.append(state.pending.card)
        cards += state.pending.sprints
    cards += state.hands[0] + state.hands[1]
    specials: list[str] = list(state.discard) + list(state.set_aside)
    for pile in state.piles:
        for item in pile:
            (cards if type(item) is int else specials).append(item)  # type: ignore[arg-type]
    for pile in state.event_piles:
        specials += pile
    cards.sort()
    assert cards == EXPECTED_CARDS
    specials.sort()
    assert specials == EXPECTED_SPECIALS


def check_row(state: State) -> None:
    numbers = [h.card for h in state.row]
    assert numbers[0] == 0 and state.row[0].revealed
    assert all(a < b for a, b in zip(numbers, numbers[1:], strict=False)), numbers


def check_marshal_view(state: State, seats: tuple[int | None, ...] = (1,)) -> None:
    """Neither the Marshal nor the table ever sees a face-down number or a hidden sprint card."""
    for seat in seats:
        seen = rules.view(state, seat)
        for h, real in zip(seen["hideouts"], state.row, strict=False):
            if not real.revealed:
                assert h["card"] is None
            if not real.sprints_revealed:
                assert h["sprint_cards"] is None
        if seen["pending"] is not None:
            assert seen["pending"]["card"] is None and seen["pending"]["sprint_cards"] is None
        assert seen["hand"] == list(state.hands[1]) if seat == 1 else seen["hand"] == []


def check_placement(before: State, after: State) -> None:
    """A finished placement was within range of the hideout before it."""
    assert before.pending is not None
    previous = before.row[-1].card
    card, sprints = before.pending.card, before.pending.sprints
    assert after.row[len(before.row)].card == card
    assert previous < card <= previous + normal_range(before.effects.range_bonus) + sprint_sum(sprints)
    if before.effects.no_sprint:
        assert sprints == ()


def play_checked(seed: int) -> tuple[State, list]:
    rng = random.Random(seed)
    state = rules.setup(options_for(seed), seed)
    commands = []
    while state.phase is not Phase.OVER:
        assert len(commands) < STEP_CAP, "a random game must end"
        seat = rules.to_act(state)[0]
        assert rules.legal_commands(state, seat), "whoever is to act has a legal command"
        command = pick(state, rng)
        after, events = rules.apply(state, command)
        assert events
        if isinstance(command, Done) and state.phase is Phase.PLACING:
            check_placement(state, after)
        state = after
        commands.append(command)
        check_cards(state)
        check_row(state)
        if state.phase is not Phase.OVER:
            # the table's view is built by the same code; checking it every few steps is enough
            check_marshal_view(state, (1, None) if len(commands) % 5 == 0 else (1,))
    return state, commands


def replay(seed: int, commands: list) -> State:
    state = rules.setup(options_for(seed), seed)
    for command in commands:
        state, _ = rules.apply(state, command)
    return state


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant_and_replay_exactly(chunk: int) -> None:
    endings: Counter[tuple[int | None, str]] = Counter()
    for seed in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK):
        state, commands = play_checked(seed)
        result = rules.outcome(state)
        assert result is not None and result.winners in ((0,), (1,))
        endings[(state.winner, state.manhunt.value)] += 1
        assert replay(seed, commands) == state, "the same seed and commands give the same game"
    # every way a game can end shows up in a chunk of 250 random games
    assert {(1, "none"), (0, "declined"), (0, "escaped")} <= set(endings)
    assert sum(n for (winner, _), n in endings.items() if winner == 0) > 0
