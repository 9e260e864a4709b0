"""The computer runners: a reading time and a time per card drawn from the seeded generator, casual
ones sometimes wrong, and good interference play (hold the Shield, hit the leader, Focus when loaded).
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import replace

import pytest

from tabletop.core.catalogue import get
from tabletop.games.outrun import bots, rules
from tabletop.games.outrun.bench import balance
from tabletop.games.outrun.rules import Keep, Play, Run, TakeZero
from tabletop.games.outrun.rules.scenario import make_state
from tabletop.games.outrun.rules.state import Phase, State
from tests.outrun.play import ORDER, PATH

BACK_AWAY, EVENS, NOT_BAT, SWITCH = 17, 18, 2, 9
BOOST, SHIELD, FOCUS, STEAL = 33, 37, 40, 47


def ask(state: State, seat: int, strength: str, seed: int = 0) -> rules.Command:
    view = rules.view(state, seat)
    return bots.choose(view, rules.legal_commands(state, seat), seat, strength, random.Random(seed))


def runs(state: State, strength: str, count: int = 300) -> list[Run]:
    out = []
    for seed in range(count):
        command = ask(state, 0, strength, seed)
        assert isinstance(command, Run)
        out.append(command)
    return out


def test_outrun_registers_its_computer_runners_in_the_catalogue() -> None:
    """Computer runners: the app finds them through the catalogue, like the other games' bots."""
    assert get("outrun").bots() is bots
    assert bots.STRENGTHS == ("casual", "strong")


def test_a_computer_runners_run_carries_a_time_drawn_from_the_seeded_generator() -> None:
    """Computer runners: the same generator gives the same run and time, so a replay is exact."""
    state = make_state("vampire", players=2, path=PATH)
    assert ask(state, 0, "strong", 7) == ask(state, 0, "strong", 7)
    times = {command.ms for command in runs(state, "strong", 20)}
    assert len(times) > 15
    assert all(2_000 < ms < 15_000 for ms in times)


def test_strong_runners_are_faster_and_rarely_wrong_casual_ones_sometimes_wrong() -> None:
    """Computer runners, casual and strong: casual ones sometimes wrong."""
    state = make_state("vampire", players=2, path=PATH)
    strong, casual = runs(state, "strong"), runs(state, "casual")
    right = list(ORDER)
    strong_wrong = sum(list(r.cards) != right for r in strong) / len(strong)
    casual_wrong = sum(list(r.cards) != right for r in casual) / len(casual)
    assert strong_wrong < 0.05
    assert 0.02 < casual_wrong < 0.2
    assert statistics.mean(r.ms for r in strong) < statistics.mean(r.ms for r in casual)


def test_cards_that_bend_the_run_make_it_slower_and_more_error_prone() -> None:
    """Computer runners: a time to read the path, longer for every card that bends it."""
    plain = make_state("bear", players=2, path=PATH)
    bent = make_state("bear", players=2, path=PATH, fronts={0: (BACK_AWAY, NOT_BAT, SWITCH)})
    plain_runs, bent_runs = runs(plain, "casual"), runs(bent, "casual")
    assert statistics.mean(r.ms for r in bent_runs) > statistics.mean(r.ms for r in plain_runs) + 1000
    right = rules.correct_run(bent, 0)
    assert sum(list(r.cards) == right for r in bent_runs) < sum(
        list(r.cards) == list(ORDER) for r in plain_runs
    )
    # the run a bot lays is its own reading of its own cards: mostly the right one
    assert sum(list(r.cards) == right for r in bent_runs) > len(bent_runs) * 0.6


def interfering(
    hands: Mapping[int, Sequence[int]],
    fronts: Mapping[int, Sequence[int]] | None = None,
    rooms: Sequence[int] = (0, 0, 0),
) -> State:
    """A Bear game's Interfering stage with seat 0 to play."""
    state = make_state("bear", players=3, hands=hands, fronts=fronts, rooms=rooms, boards=3)
    return replace(state, phase=Phase.INTERFERE, order=(0, 1, 2), queue=((0, ()),))


def test_a_strong_runner_holds_the_shield_until_it_has_a_lead_to_protect() -> None:
    """Computer runners: hold Shield."""
    behind = interfering({0: (SHIELD,)}, rooms=(2, 9, 5))
    assert ask(behind, 0, "strong") == Keep(0)
    ahead = interfering({0: (SHIELD,)}, rooms=(9, 8, 5))
    assert ask(ahead, 0, "strong") == Play(0, SHIELD, 0)


def test_a_strong_runner_hits_the_leader_with_a_hindering_card() -> None:
    """Computer runners: hit the leader."""
    for rooms, leader in (((2, 9, 5), 1), ((2, 5, 9), 2)):
        state = interfering({0: (BACK_AWAY,)}, rooms=rooms)
        assert ask(state, 0, "strong") == Play(0, BACK_AWAY, leader)


def test_a_strong_runner_focuses_when_loaded_and_keeps_focus_otherwise() -> None:
    """Computer runners: use Focus when loaded."""
    loaded = interfering({0: (FOCUS,)}, fronts={0: (BACK_AWAY, EVENS)})
    assert ask(loaded, 0, "strong") == Play(0, FOCUS, None)
    light = interfering({0: (FOCUS,)}, fronts={0: (BOOST,)})
    assert ask(light, 0, "strong") == Keep(0)


def test_a_strong_runner_helps_itself_and_steals_from_the_fullest_hand() -> None:
    """Computer runners: Boost on oneself; Steal where the cards are."""
    state = interfering({0: (BOOST,)})
    assert ask(state, 0, "strong") == Play(0, BOOST, 0)
    state = interfering({0: (STEAL,), 1: (FOCUS,), 2: (SHIELD, BOOST)})
    assert ask(state, 0, "strong") == Play(0, STEAL, 2)


def test_casual_runners_never_hinder_themselves_or_help_others() -> None:
    """Computer runners, casual: their plays are sensible, if less sharp."""
    state = interfering({0: (BACK_AWAY, BOOST)}, rooms=(3, 4, 5))
    for seed in range(40):
        command = ask(state, 0, "casual", seed)
        assert command in (Keep(0), Play(0, BACK_AWAY, 1), Play(0, BACK_AWAY, 2), Play(0, BOOST, 0))


def test_the_bears_zero_claw_is_taken_only_under_a_load() -> None:
    """Computer runners: the +0 claw is worth a move only to shed hindering cards."""
    state = make_state("bear", players=4, fronts={2: (BACK_AWAY, EVENS)})
    state = replace(state, phase=Phase.TAKE_ZERO, queue=((2, ()),))
    assert ask(state, 2, "strong") == TakeZero(2, True)
    light = replace(
        state, runners=(*state.runners[:2], replace(state.runners[2], front=(BOOST,)), state.runners[3])
    )
    assert ask(light, 2, "strong") == TakeZero(2, False)


@pytest.mark.parametrize("monster", ["vampire", "bear", "zombie", "dragon"])
def test_games_of_computer_runners_play_to_the_end(monster: str) -> None:
    """Computer runners: every answer is one the rules accept, and a game of them ends."""
    for seed in range(3):
        record = balance.play_game(
            seed,
            {"monster": monster, "players": 3 + seed, "boards": 1},
            ["strong", "casual", "strong", "casual", "strong"][: 3 + seed],
        )
        assert record.winner is not None
        assert record.rounds >= 3 and record.minutes > 1
