"""Boards that wall themselves in (All About Rooms; Escaping and Winning): a new room tile is laid
in a turn that keeps a way further in, and a game whose survivors can never get out ends."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tabletop.games.just_run import rules
from tabletop.games.just_run.bench import benchmark
from tabletop.games.just_run.rules import escape_route
from tabletop.games.just_run.rules.commands import DoNothing
from tabletop.games.just_run.rules.playout import STEP_CAP, random_playout
from tabletop.games.just_run.rules.rooms import place_room
from tabletop.games.just_run.rules.state import Mark, Phase, Room, State
from tabletop.games.just_run.rules.turns import game_end
from tests.just_run.helpers import escape_state, item

#: the Storage Closet turned so its one doorway faces the start row: walls east, west and north
CLOSET = Room(tile="room_04", rotation=2)
#: no game of computer survivors may take more commands than this
BOT_BOUND = benchmark.STEP_CAP


def test_a_new_tile_is_turned_to_leave_a_way_further_in_when_one_fits_all_about_rooms() -> None:
    """The Laundry (doorways north and east) entered from the south at the east edge fits turned
    east-and-south (a dead end against the outer wall) or south-and-west (on into the board): the
    way on is laid, whatever the seed."""
    for seed in range(6):
        state = escape_state(2)
        state = replace(state, room_stack=("room_02", *[t for t in state.room_stack if t != "room_02"]))
        placed, events = place_room(state, random.Random(seed), 1, 4, "s")
        room = placed.room(1, 4)
        assert room is not None and room.tile == "room_02" and room.rotation == 2, seed
        assert any(e.kind == "room_placed" for e in events)


def _walled(items: dict[int, list] | None = None) -> State:  # type: ignore[type-arg]
    """Survivor 0 in a closet whose one doorway is blocked for good, nothing left to draw."""
    state = escape_state(2, at=[(1, 1), (0, 0)], rooms={(1, 1): CLOSET}, items=items)
    state = replace(state, marks=tuple(sorted([*state.marks, ((0, 1, "n"), Mark.SEALED)])))
    return replace(state, search_deck=(), supplies=())


def test_a_survivor_walled_in_with_nothing_to_break_walls_loses_a_cooperative_game_escaping_and_winning() -> (
    None
):
    """ "If there is no escape, then everybody loses": walls all round, a door sealed for good, and no
    item that breaks walls anywhere to be had."""
    state = _walled()
    assert escape_route.stranded(state) == [0]
    over, events = game_end(state)
    assert over.phase is Phase.OVER and over.lost
    assert any(e.kind == "game_over" for e in events)
    result = rules.outcome(over)
    assert result is not None and result.winners == ()


def test_a_wall_breaker_in_hand_or_still_in_the_decks_keeps_the_walled_in_game_going_bashing_a_wall() -> None:
    armed = _walled(items={1: [item("crowbar")]})
    assert escape_route.stranded(armed) == []
    assert game_end(armed)[0].phase is Phase.TURN
    in_deck = replace(_walled(), search_deck=(item("fire_axe").cards[0],))
    assert escape_route.stranded(in_deck) == []


def test_the_game_ends_after_the_action_that_leaves_no_escape_escaping_and_winning() -> None:
    state = _walled()
    state = replace(state, phase=Phase.TURN)
    after, _events = rules.apply(state, DoNothing(0))
    assert after.phase is Phase.OVER and after.lost


def test_exit_row_walls_never_count_as_a_way_even_with_a_wall_breaker_escaping_and_winning() -> None:
    state = escape_state(2, at=[(0, 0), (0, 1)], items={0: [item("crowbar")]})
    goal = escape_route.main_exit_room(state)
    assert goal is not None and goal[0] == state.rows - 1
    assert escape_route.can_escape_from(state, (0, 0))


@pytest.mark.parametrize("mode", ["coop", "competitive"])
@pytest.mark.parametrize("scenario", list(benchmark.SCENARIOS))
def test_every_game_of_strong_or_random_survivors_ends_within_a_bound(scenario: str, mode: str) -> None:
    """No board walls a game in for ever: computer survivors and random players alike finish."""
    options = {**benchmark.SCENARIOS[scenario], "mode": mode}
    for seed in range(1):  # the benchmark's win-rate tables play many more, every one ending
        players = 2 + (seed * 3 + len(scenario)) % 5
        result = benchmark.play_game(seed, options, ["strong"] * players)
        assert result.finished and result.commands < BOT_BOUND, (scenario, mode, seed, result.rounds)
        states, commands = random_playout(seed, {**options, "players": players})
        assert states[-1].phase is Phase.OVER and len(commands) < STEP_CAP, (scenario, mode, seed)


def test_a_once_walled_in_game_of_strong_survivors_now_ends() -> None:
    """Memento Mori, cooperative, three strong survivors, seed 6: with every tile laid in its first
    fitting turn the board walled itself in below a row of hordes, and the survivors stood there for
    good (over 6000 commands); now it ends."""
    result = benchmark.play_game(6, {**benchmark.SCENARIOS["memento_mori"], "mode": "coop"}, ["strong"] * 3)
    assert result.finished and result.commands < 2000
