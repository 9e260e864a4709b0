"""The zombie turn: attack, bash, move, spawn (Zombie Turn; How Zombies Make Decisions; A Zombie
Horde; Escaping and Winning)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tabletop.games.just_run import rules
from tabletop.games.just_run.rules import rooms as rooms_module
from tabletop.games.just_run.rules.board import side_state
from tabletop.games.just_run.rules.commands import EndTurn
from tabletop.games.just_run.rules.content import ZOMBIE_PAWNS
from tabletop.games.just_run.rules.state import Mark, State
from tabletop.games.just_run.rules.zombies import zombie_turn
from tests.just_run.helpers import dice, escape_state, room

# a column of plain four-door rooms, 1 to 4, with open doors between them and the start room
COLUMN = {(r, 0): room("room_00") for r in range(1, 5)}
OPEN_COLUMN = [(r, 0, "n", Mark.OPEN) for r in range(0, 4)]


def _zombies(state: State, **counts: int) -> State:
    """``r2c0=3``: three zombies in row 2, column 0."""
    grid = list(state.grid)
    total = 0
    for key, count in counts.items():
        row, col = int(key[1]), int(key[3])
        here = grid[row * 5 + col]
        assert here is not None
        grid[row * 5 + col] = replace(here, zombies=count)
        total += count
    return replace(state, grid=tuple(grid), reserve=state.reserve - total)


def _count(state: State, row: int, col: int) -> int:
    here = state.room(row, col)
    return 0 if here is None else here.zombies


def test_a_zombie_moves_one_room_toward_the_nearest_survivor_through_openings() -> None:
    state = _zombies(escape_state(2, at=[(0, 0), (0, 4)], rooms=COLUMN, marks=OPEN_COLUMN), r3c0=1)
    state, events = zombie_turn(state, random.Random(1))
    assert _count(state, 3, 0) == 0 and _count(state, 2, 0) == 1
    assert any(e.kind == "zombies_move" and e.data["steps"] == 3 for e in events)


def test_zombies_ignore_walls_and_unchecked_doors() -> None:
    state = _zombies(escape_state(2, at=[(0, 0), (0, 4)], rooms=COLUMN), r3c0=1)  # no door checked
    state, _ = zombie_turn(state, random.Random(1))
    assert _count(state, 3, 0) == 1


def test_zombies_equally_near_two_rooms_go_for_the_one_with_more_survivors() -> None:
    rooms = {(1, 1): room("room_00"), (1, 0): room("room_00"), (1, 2): room("room_00")}
    marks = [(1, 0, "e", Mark.OPEN), (1, 1, "e", Mark.OPEN)]
    state = escape_state(3, at=[(1, 0), (1, 2), (1, 2)], rooms=rooms, marks=marks)
    state = _zombies(state, r1c1=3)
    state, _ = zombie_turn(state, random.Random(2))
    assert _count(state, 1, 2) == 3 and _count(state, 1, 0) == 0


def test_zombies_tempted_by_equal_numbers_each_roll_for_their_survivor() -> None:
    rooms = {(1, 1): room("room_00"), (1, 0): room("room_00"), (1, 2): room("room_00")}
    marks = [(1, 0, "e", Mark.OPEN), (1, 1, "e", Mark.OPEN)]
    seen = set()
    for seed in range(12):
        state = _zombies(escape_state(2, at=[(1, 0), (1, 2)], rooms=rooms, marks=marks), r1c1=3)
        state, _ = zombie_turn(state, random.Random(seed))
        assert _count(state, 1, 0) + _count(state, 1, 2) == 3
        seen.add(_count(state, 1, 0))
    assert len(seen) > 1  # the dice split them differently from game to game


def test_zombies_in_a_room_with_survivors_attack_instead_of_moving() -> None:
    state = _zombies(escape_state(2, at=[(0, 0), (0, 4)]), r0c0=1)
    state, events = zombie_turn(state, random.Random(3))
    fights = [e for e in events if e.kind == "zombie_fight"]
    assert len(fights) == 1 and not fights[0].data["opportunity"]
    assert not any(e.kind == "zombies_move" for e in events)


def test_zombies_collect_at_a_locked_door_and_a_horde_bashes_it_on_its_next_turn() -> None:
    marks = [(r, 0, "n", Mark.OPEN) for r in range(1, 4)] + [(0, 0, "n", Mark.LOCKED)]
    state = escape_state(2, at=[(0, 0), (0, 0)], rooms=COLUMN, marks=marks)
    state = _zombies(state, r1c0=4, r2c0=1)
    state, events = zombie_turn(state, random.Random(4))
    assert _count(state, 1, 0) == 5  # the fifth joins: a horde waits at the locked door
    assert any(e.kind == "zombies_wait" for e in events)
    assert side_state(state, 0, 0, "n") == "locked"
    state, events = zombie_turn(state, random.Random(5))
    assert side_state(state, 0, 0, "n") == "bashed"
    assert _count(state, 1, 0) == 5  # bashing was this turn's action: it enters next turn
    state, _ = zombie_turn(state, random.Random(6))
    assert _count(state, 0, 0) == 5


def test_a_horde_moving_into_a_room_with_fewer_than_five_sends_just_enough_for_a_new_horde() -> None:
    state = _zombies(escape_state(2, at=[(0, 0), (0, 0)], rooms=COLUMN, marks=OPEN_COLUMN), r3c0=5, r2c0=2)
    state, _ = zombie_turn(state, random.Random(1))
    # the two in row 2 move on first (they are nearer); then the horde: five into the empty room
    assert _count(state, 1, 0) == 2 and _count(state, 2, 0) == 5 and _count(state, 3, 0) == 0


def test_a_horde_never_walks_into_another_horde() -> None:
    marks = [(r, 0, "n", Mark.OPEN) for r in range(1, 4)]
    state = _zombies(escape_state(2, at=[(0, 0), (0, 0)], rooms=COLUMN, marks=marks), r2c0=5, r1c0=5)
    state, _ = zombie_turn(state, random.Random(1))
    assert _count(state, 2, 0) == 5 and _count(state, 1, 0) == 5


def test_spawn_puts_a_zombie_in_every_empty_hand_print_room_but_not_where_a_survivor_stands() -> None:
    state = escape_state(2, at=[(0, 1), (0, 0)])  # start_1 (hand print) is occupied, start_3 is empty
    state, _ = zombie_turn(state, random.Random(1))
    assert _count(state, 0, 3) == 1 and _count(state, 0, 1) == 0
    assert state.reserve == 42


def test_each_spawn_is_its_own_log_line_naming_its_room_zombie_turn_step_4_spawn() -> None:
    """Issue 20: two spawns logged 'A zombie crawls out.' twice and read as one."""
    from tabletop.games.just_run.table.event_words import event_line

    rooms = {(4, 2): room("room_01")}  # the Boiler Room: a hand print, as the empty start_3 has
    state = escape_state(2, at=[(0, 1), (0, 1)], rooms=rooms)
    _state, events = zombie_turn(state, random.Random(1))
    lines = [event_line(e, None, ["Anna", "Ben"]) for e in events if e.kind == "spawned"]
    assert len(lines) == 2 and len(set(lines)) == 2
    assert all(line.startswith("A zombie crawls out in the ") for line in lines)
    assert any("Boiler Room" in line for line in lines)


def test_spawning_starts_nearest_the_exit_and_stops_when_the_pawns_run_out() -> None:
    rooms = {(4, 2): room("room_01")}  # Boiler Room: a hand print
    state = replace(escape_state(2, at=[(0, 0), (0, 0)], rooms=rooms), reserve=1)
    state, _ = zombie_turn(state, random.Random(1))
    assert _count(state, 4, 2) == 1 and _count(state, 0, 1) == 0 and _count(state, 0, 3) == 0
    assert state.reserve == 0


def test_exit_rooms_always_spawn_taking_pawns_from_the_first_rows_when_none_are_left() -> None:
    state = escape_state(2, at=[(0, 0), (0, 0)])
    exit_room = state.room(9, 2)
    assert exit_room is not None
    grid = list(state.grid)
    grid[9 * 5 + 2] = replace(exit_room, tile=exit_room.exit_tile, revealed=True)
    grid[0 * 5 + 4] = replace(grid[4], zombies=2)  # type: ignore[type-var]
    state = replace(state, grid=tuple(grid), reserve=0)
    state, events = zombie_turn(state, random.Random(1))
    assert _count(state, 9, 2) == 1 and sum(_count(state, 0, c) for c in range(5)) == 1
    assert any(e.kind == "zombie_taken" for e in events)


def test_an_exit_room_turned_over_gets_a_die_of_zombies_rolling_again_on_a_six(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    throws = iter([6, 6, 3])
    monkeypatch.setattr(rooms_module, "roll", lambda _rng: next(throws))
    state = escape_state(2, at=[(8, 0), (0, 0)], rooms={(8, 0): room("room_00")})
    state, events = rooms_module.place_room(state, random.Random(1), 9, 0, "s")
    assert _count(state, 9, 0) == 3
    assert next(e for e in events if e.kind == "exit_zombies").data["dice"] == [6, 6, 3]


def test_a_fallen_survivor_rises_as_an_extra_zombie_even_past_five() -> None:
    state = escape_state(3, mode="competitive", at=[(0, 0), (0, 4), (0, 4)])
    grid = list(state.grid)
    grid[2] = replace(grid[2], zombies=5, bodies=1)  # type: ignore[type-var]
    state = replace(state, grid=tuple(grid), reserve=state.reserve - 5)
    state, _ = zombie_turn(state, random.Random(1))
    assert _count(state, 0, 2) + _count(state, 0, 1) + _count(state, 0, 3) >= 6


def test_the_zombie_turn_follows_the_last_survivor_and_the_first_player_pawn_passes_left() -> None:
    state = escape_state(2, actions=0)
    state, _ = rules.apply(state, EndTurn(0))
    assert state.current == 1
    state = replace(state, actions_left=0)
    state, events = rules.apply(state, EndTurn(1))
    steps = [e.data["step"] for e in events if e.kind == "zombie_step"]
    assert steps == ["attack", "bash", "move", "spawn"]
    assert state.first_player == 1 and state.current == 1 and state.round == 2


def test_zombies_spend_their_move_at_a_barricade_and_walk_through_once_it_falls() -> None:
    state = escape_state(2, at=[(0, 0), (0, 0)], rooms=COLUMN, marks=OPEN_COLUMN)
    state = replace(state, barricades=(((0, 0, "n"), False),))
    state = _zombies(state, r1c0=1)
    state, events = zombie_turn(state, random.Random(1))
    assert _count(state, 1, 0) == 1 and state.barricades == (((0, 0, "n"), True),)
    assert any(e.kind == "zombies_barricade" for e in events)
    state = replace(state, barricades=())  # the round ended: a tried barricade falls
    state, _ = zombie_turn(state, random.Random(1))
    assert _count(state, 1, 0) == 0


def _hurt(state: State, seat: int, body: int) -> State:
    survivors = list(state.survivors)
    survivors[seat] = replace(survivors[seat], body=body)
    return replace(state, survivors=tuple(survivors))


def test_a_horde_that_attacks_does_not_also_bash_a_door_zombie_turn_step_2(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Zombie Turn (one action: attack, bash or move), Step 1 Attack and Step 2 Bash: a horde that
    attacked and killed the survivor in its room has had its action; the locked door towards the
    next survivor stays shut until its next turn."""
    marks = [(1, 0, "n", Mark.LOCKED)]
    state = escape_state(3, mode="competitive", at=[(1, 0), (2, 0), (0, 4)], rooms=COLUMN, marks=marks)
    state = _zombies(_hurt(state, 0, 1), r1c0=5)
    with dice(monkeypatch, [6, 6, 6, 6, 6], [1, 1]):
        state, events = zombie_turn(state, random.Random(1))
    assert not state.survivors[0].alive
    assert not any(e.kind == "horde_bash" for e in events)
    assert side_state(state, 1, 0, "n") == "locked"
    assert _count(state, 1, 0) == 6  # the horde stayed, and the fallen rose among it


def _pawns(state: State) -> int:
    """Zombie pawns on the board and in the reserve."""
    return state.reserve + sum(r.zombies for r in state.grid if r is not None)


def test_with_no_pawn_left_two_fallen_rising_never_make_a_44th_zombie_zombie_turn_step_4_spawn() -> None:
    """Zombie Turn, Step 4 Spawn (43 zombie pawns; when all are in play none spawn) and Taking
    Damage (the fallen rise): with the reserve empty, the first fallen to rise takes a pawn from
    the room where the second lies; the second room must not get that pawn back."""
    state = escape_state(3, mode="competitive", at=[(0, 0), (0, 1), (0, 4)])
    survivors = list(state.survivors)
    survivors[0] = replace(survivors[0], alive=False, body=0)
    survivors[1] = replace(survivors[1], alive=False, body=0)
    survivors[2] = replace(survivors[2], escaped=True)
    grid = list(state.grid)
    grid[0] = replace(grid[0], bodies=1)  # type: ignore[type-var]
    grid[1] = replace(grid[1], bodies=1, zombies=2)  # type: ignore[type-var]
    for index in range(41):  # the other 41 pawns shut away far up the board
        cell = 25 + index // 5
        grid[cell] = room("room_00", zombies=(grid[cell] or room()).zombies + 1)
    state = replace(state, survivors=tuple(survivors), grid=tuple(grid), reserve=0)
    assert _pawns(state) == ZOMBIE_PAWNS
    state, events = zombie_turn(state, random.Random(1))
    assert [e.kind for e in events].count("risen") == 2
    assert state.reserve == 0 and _pawns(state) == ZOMBIE_PAWNS


def test_a_horde_bashes_only_on_its_way_toward_the_nearest_survivor_zombie_turn_step_2_and_3() -> None:
    """Zombie Turn, Step 2 Bash read with Step 3 Move: a horde bashes the shut door it waits at on
    its way one room closer to the *nearest* survivor.  Here the nearest (2 rooms) is reached
    through an open door and then a locked one, a farther one (3 rooms) through the locked door
    beside the horde: the horde walks through the open door and bashes nothing."""
    cells = [(1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (4, 0)]
    marks = [
        (1, 0, "e", Mark.OPEN),
        (1, 1, "n", Mark.LOCKED),
        (1, 0, "n", Mark.LOCKED),
        (2, 0, "n", Mark.OPEN),
        (3, 0, "n", Mark.OPEN),
    ]
    state = escape_state(2, at=[(2, 1), (4, 0)], rooms={c: room("room_00") for c in cells}, marks=marks)
    state = _zombies(state, r1c0=5)
    state, events = zombie_turn(state, random.Random(1))
    assert not any(e.kind == "horde_bash" for e in events)
    assert side_state(state, 1, 0, "n") == "locked"
    assert _count(state, 1, 0) == 0 and _count(state, 1, 1) == 5
