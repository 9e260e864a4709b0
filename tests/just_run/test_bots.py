"""Just Run's computer survivors: legal answers from the view alone, games that end, teammates who
never fight each other, and strong play that beats casual play in a race for the chopper."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

import pytest

from tabletop.core.catalogue import get
from tabletop.core.contract import Command
from tabletop.games.just_run import bots, rules
from tabletop.games.just_run.bench import benchmark
from tabletop.games.just_run.bots import bot_escape
from tabletop.games.just_run.rules.commands import Attack, Combine, Discard, EndTurn, Flee, Move
from tabletop.games.just_run.rules.content import CARDS
from tabletop.games.just_run.rules.items import new_item
from tabletop.games.just_run.rules.state import Phase, Room, State
from tests.just_run.helpers import escape_state, item

#: a table of computer survivors that has not finished after this many commands has stalled
BOUND = benchmark.STEP_CAP


def play(
    seed: int, options: dict[str, object], strengths: list[str], *, limit: int = BOUND
) -> tuple[State, list[Command]]:
    """Play a seeded game of computer survivors, checking every answer against the legal commands."""
    state = rules.setup({**options, "players": len(strengths)}, seed)
    rng = random.Random(seed)
    played: list[Command] = []
    while rules.to_act(state) and len(played) < limit:
        seat = rules.to_act(state)[0]
        legal = rules.legal_commands(state, seat)
        command = bots.choose(rules.view(state, seat), legal, seat, strengths[seat], rng)
        assert command in legal, (seed, command)
        state, _ = rules.apply(state, command)
        played.append(command)
    return state, played


def card(key: str, nth: int = 0) -> int:
    return [c.id for c in CARDS if c.key == key][nth]


def test_just_run_registers_its_table_computer_survivors_and_a_benchmark() -> None:
    info = get("just_run")
    assert info.bots() is bots
    assert info.benchmark_module == "tabletop.games.just_run.bench.benchmark"
    assert info.table == "tabletop.games.just_run.table.scene:JustRunScene" and info.available
    assert bots.STRENGTHS == ("casual", "strong")


@pytest.mark.parametrize("strength", ["casual", "strong"])
@pytest.mark.parametrize("mode", ["coop", "competitive"])
def test_every_answer_of_a_computer_survivor_is_a_legal_command(strength: str, mode: str) -> None:
    state, played = play(3, {"mode": mode, "length": "shorter"}, [strength] * 3, limit=1500)
    assert played and any(c.TYPE == "pick" for c in played) and any(c.TYPE == "move" for c in played)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("mode", ["coop", "competitive"])
def test_a_table_of_strong_survivors_finishes_the_game_survivor_turn(players: int, mode: str) -> None:
    """Survivor Turn and Escaping and Winning: strong computer survivors play a whole game to its end."""
    state, played = play(players, {"mode": mode}, ["strong"] * players)
    assert state.phase is Phase.OVER, f"{players} {mode}: not over after {len(played)} commands"
    assert rules.outcome(state) is not None


@pytest.mark.parametrize("strength", ["casual", "strong"])
def test_a_computer_survivor_decides_from_the_view_alone_with_hidden_parts_redealt(strength: str) -> None:
    """Hidden information: the draft hands of the others, the room stack, the search deck and the exit
    tiles are redealt; the answer is the same, and legal, because the view is the same."""
    state = rules.setup({"players": 4}, 11)
    checked = 0
    rng = random.Random(5)
    for step in range(400):
        if not rules.to_act(state):
            break
        seat = rules.to_act(state)[0]
        legal = rules.legal_commands(state, seat)
        if step % 7 == 0:
            redealt = rules.redeal_hidden(state, seat, random.Random(step))
            seen = rules.view(redealt, seat)
            assert seen == rules.view(state, seat)
            answer = bots.choose(
                seen, rules.legal_commands(redealt, seat), seat, strength, random.Random(step)
            )
            assert answer in legal
            assert answer == bots.choose(rules.view(state, seat), legal, seat, strength, random.Random(step))
            checked += 1
        state, _ = rules.apply(state, bots.choose(rules.view(state, seat), legal, seat, strength, rng))
    assert checked > 20


@pytest.mark.parametrize("strength", ["casual", "strong"])
def test_cooperative_survivors_never_attack_each_other_all_about_fighting(strength: str) -> None:
    for seed in (1, 2):
        _state, played = play(seed, {"mode": "coop", "length": "shorter"}, [strength] * 4, limit=2500)
        assert not [c for c in played if isinstance(c, Attack) and c.survivor is not None]


def test_a_cooperative_survivor_beside_a_teammate_attacks_the_zombies_instead() -> None:
    state = escape_state(
        2, at=[(1, 2), (1, 2)], rooms={(1, 2): Room(tile="room_00", zombies=1)}, items={0: [item("fire_axe")]}
    )
    legal = rules.legal_commands(state, 0)
    assert Attack(0, 1, 2, None, 0, 1) in legal  # the rules would allow it
    for strength in ("casual", "strong"):
        for seed in range(30):
            answer = bots.choose(rules.view(state, 0), legal, 0, strength, random.Random(seed))
            assert not (isinstance(answer, Attack) and answer.survivor is not None)


def test_the_fallback_never_attacks_a_teammate_and_ends_the_turn_first() -> None:
    view = {"phase": "turn", "mode": "coop"}
    assert bots.fallback(view, [Attack(0, 1, 2, None, 0, 1), EndTurn(0)], random.Random(1)) == EndTurn(0)
    only = [Attack(0, 1, 2, None, 0, 1), Move(0, 2, 2)]
    assert all(bots.fallback(view, only, random.Random(s)) == Move(0, 2, 2) for s in range(20))


@dataclass(frozen=True)
class Want(Command):
    """A command the bots have never seen (the frenzied scavenge's, say)."""

    TYPE: ClassVar[str] = "want"
    want: bool


@dataclass(frozen=True)
class Shout(Command):
    TYPE: ClassVar[str] = "shout"


def test_a_phase_the_bots_do_not_know_gets_a_harmless_legal_answer() -> None:
    view = {"phase": "frenzy", "mode": "coop", "survivors": []}
    legal: list[Command] = [Want(0, True), Want(0, False)]
    assert bots.choose(view, legal, 0, "strong", random.Random(1)) == Want(0, False)
    assert bots.choose(view, [Shout(0)], 0, "casual", random.Random(1)) == Shout(0)


def test_a_command_the_escape_bot_does_not_know_comes_after_ending_the_turn() -> None:
    state = escape_state(2, actions=0)
    legal = [*rules.legal_commands(state, 0), Shout(0)]
    assert bots.choose(rules.view(state, 0), legal, 0, "strong", random.Random(1)) == EndTurn(0)
    turn = bot_escape.read_turn(rules.view(state, 0), 0, True)
    assert turn is not None and bot_escape.score(turn, Shout(0)) == bot_escape.UNKNOWN


def test_a_strong_survivor_in_a_horde_flees_the_two_actions() -> None:
    """Fleeing (Things That Take Two Actions): no attacks of opportunity, so out of a horde's room."""
    state = escape_state(
        2,
        at=[(1, 2), (0, 0)],
        rooms={(1, 2): Room(tile="room_00", zombies=5), (1, 1): Room(tile="room_09")},
        marks=[(1, 2, "w", rules.state.Mark.OPEN), (0, 2, "n", rules.state.Mark.OPEN)],
    )
    answer = bots.choose(rules.view(state, 0), rules.legal_commands(state, 0), 0, "strong", random.Random(1))
    assert isinstance(answer, Flee)


def test_gearing_up_combines_mop_and_scissors_into_a_spear_combining_item_cards() -> None:
    state = rules.setup({"players": 2}, 1)
    mop, scissors = new_item(card("mop")), new_item(card("scissors"))
    survivors = tuple(
        s.__class__(items=(mop, scissors) if i == 0 else (), hand=()) for i, s in enumerate(state.survivors)
    )
    state = rules.state.evolve(state, phase=Phase.GEAR_UP, survivors=survivors)
    legal = rules.legal_commands(state, 0)
    answer = bots.choose(rules.view(state, 0), legal, 0, "strong", random.Random(1))
    assert answer == Combine(0, mop.id, scissors.id)


def test_gearing_up_discards_down_to_the_inventory_limit_scavenge_phase() -> None:
    state = rules.setup({"players": 2}, 1)
    heavy = tuple(
        new_item(c)
        for c in (
            card("sledgehammer"),
            card("chainsaw"),
            card("crowbar"),
            card("bandages"),
            card("teddy_bear"),
        )
    )
    survivors = tuple(
        s.__class__(items=heavy if i == 0 else (), hand=()) for i, s in enumerate(state.survivors)
    )
    state = rules.state.evolve(state, phase=Phase.GEAR_UP, survivors=survivors)
    rng = random.Random(1)
    for _ in range(10):
        legal = rules.legal_commands(state, 0)
        answer = bots.choose(rules.view(state, 0), legal, 0, "strong", rng)
        state, _ = rules.apply(state, answer)
        if isinstance(answer, EndTurn):
            break
        assert isinstance(answer, Discard)
    kept = {CARDS[i.id].key for i in state.survivors[0].items}
    assert state.survivors[0].ready and "chainsaw" in kept and "bandages" in kept


def test_a_strong_competitor_takes_the_chopper_seat_a_casual_one_misses_in_a_seeded_game_get_out() -> None:
    """Get Out, competitive, two strong and two casual survivors, seed 5: the seats go to the strong.
    Over two dozen games the difference is a figure of ``tabletop benchmark --only just_run``
    (few games put anyone on the chopper, so it takes that many to show above the dice)."""
    result = benchmark.strong_against_casual(games=1, seed=5)
    assert result["strong_seats"] > result["casual_seats"]


def test_the_strong_against_casual_row_says_whether_the_strong_took_more_seats() -> None:
    row = benchmark.section_rows(
        {"strong_vs_casual": {"games": 24.0, "strong_seats": 0.4, "casual_seats": 0.6}}
    )
    assert row[-1][2:] == ("strong > casual", "MISSED")


def test_the_benchmark_board_holds_forty_zombies_and_times_a_zombie_turn() -> None:
    state = benchmark.full_board()
    rooms = [room for room in state.grid if room is not None]
    assert sum(room.zombies for room in rooms) == benchmark.BOARD_ZOMBIES
    assert all(room.zombies <= 5 for room in rooms) and all(room.tile is not None for room in rooms)
    assert state.reserve + benchmark.BOARD_ZOMBIES == 43
    figures = benchmark.zombie_turn_times(turns=5)
    assert figures["zombies"] == benchmark.BOARD_ZOMBIES and figures["p95_ms"] >= figures["p50_ms"] > 0


def test_the_benchmark_rows_name_every_figure() -> None:
    data = {
        "zombie_turn": {"p50_ms": 3.0, "p95_ms": 30.0},
        "random_games": {"games_per_second": 9.0, "commands_per_second": 2000.0},
        "decision_ms": {"strong": {"p50_ms": 1.0, "p95_ms": 4.0}},
        "win_rates": {"get_out/coop/strong": {"won": 0.5}},
        "strong_vs_casual": {"strong_seats": 0.7},
    }
    rows = benchmark.section_rows(data)
    assert any(r[0].endswith("p95") and r[3] == "MISSED" for r in rows)  # 30 ms misses the 20 ms target
    assert any("get_out/coop/strong" in r[0] for r in rows)
    assert len(rows) == 6
