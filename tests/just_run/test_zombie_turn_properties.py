"""The zombie turn over generated boards (Zombie Turn: Step 1 Attack, Step 2 Bash, Step 3 Move,
Step 4 Spawn; A Zombie Horde; the 43 zombie pawns).

Random playouts seldom bring a horde to a shut door or empty the reserve, so these boards are
built to: rooms in the first rows, doors unchecked, open, locked, blocked or bashed, zombies by
the room (hordes often), survivors in the building, fallen or escaped, the reserve anywhere from
43 down to 0 (the rest shut away far up the board), fallen survivors about to rise.  Over each
board the zombie turn must keep 43 pawns at every step, give every zombie and horde at most one
action, bash only on a shortest way toward the nearest survivors, leave the state it was given
alone, and report only sensible events.  The bash check is a reading of the book written apart
from ``zombies.py``: breadth-first search over the marks themselves.
"""

from __future__ import annotations

import copy
import functools
import json
import random
from collections import deque
from dataclasses import dataclass, replace

from hypothesis import HealthCheck, given, settings
from hypothesis import event as note
from hypothesis import strategies as st

from tabletop.core.contract import Event
from tabletop.core.i18n import english
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.board import edge_of, mark_at
from tabletop.games.just_run.rules.commands import EndTurn
from tabletop.games.just_run.rules.content import BOARD_WIDTH, HORDE, SIDES, ZOMBIE_PAWNS
from tabletop.games.just_run.rules.state import Mark, Phase, Room, State, Survivor, evolve
from tabletop.games.just_run.rules.zombies import _attack, _bash, _move, _spawn, zombie_turn
from tests.just_run.helpers import escape_state, room

Cell = tuple[int, int]

SETTINGS = settings(
    max_examples=100,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
#: the generated part of the board: the start row and the three rows above it
ROWS = 4
#: rows where the pawns neither in play near the survivors nor in the reserve wait, shut away
FILLER_ROWS = (6, 7, 8)
OPENINGS = {Mark.OPEN, Mark.BASHED}
SHUT = {Mark.LOCKED, Mark.BLOCKED}
STEP = {"n": (1, 0), "e": (0, 1), "s": (-1, 0), "w": (0, -1)}


@dataclass(frozen=True)
class Board:
    state: State
    seed: int


def _cells(rows: int) -> list[Cell]:
    return [(r, c) for r in range(rows) for c in range(BOARD_WIDTH)]


@functools.cache
def _base(players: int) -> State:
    return escape_state(players, mode="competitive")


@st.composite
def boards(draw: st.DrawFn, *, at_doors: bool = False) -> Board:
    """A board; ``at_doors`` makes one where hordes wait at shut doors: every room there, doors
    mostly shut, zombies in hordes or none, every survivor inside."""
    players = draw(st.integers(2, 4), label="players")
    base = _base(players)
    grid: list[Room | None] = list(base.grid)
    # rooms in rows 1 to 3 (four-doored tiles, with or without a hand print); the start row is set
    for row, col in _cells(ROWS):
        if row > 0:
            here = at_doors or draw(st.booleans(), label=f"room {row},{col}")
            tile = draw(st.sampled_from(["room_00", "room_07"]), label="tile")
            grid[row * BOARD_WIDTH + col] = room(tile) if here else None
    present = [(r, c) for r, c in _cells(ROWS) if grid[r * BOARD_WIDTH + c] is not None]
    marks: dict[tuple[int, int, str], Mark] = {}
    kinds = [None, Mark.OPEN, Mark.OPEN, Mark.LOCKED, Mark.BLOCKED, Mark.BASHED]
    if at_doors:
        kinds = [None, Mark.OPEN, Mark.LOCKED, Mark.LOCKED, Mark.BLOCKED]
    door = st.sampled_from(kinds)
    for row, col in present:
        for side in ("n", "e"):
            dr, dc = STEP[side]
            if (row + dr, col + dc) in present:
                mark = draw(door, label="door")
                if mark is not None:
                    marks[(row, col, side)] = mark
    reserve = draw(st.sampled_from([0, 0, 0, 1, 2, 5, 43]), label="reserve")
    budget = ZOMBIE_PAWNS - reserve
    for row, col in present:
        index = row * BOARD_WIDTH + col
        spot = grid[index]
        assert spot is not None
        counts = [0, 0, 0, 0, 0, 5] if at_doors else [0, 0, 0, 1, 2, 3, 4, 5, 5, 5]
        count = min(budget, draw(st.sampled_from(counts), label="zombies"))
        budget -= count
        bodies = draw(st.sampled_from([0, 0, 0, 0, 0, 1, 2]), label="bodies")
        noise = draw(st.sampled_from([False] * 7 + [True]), label="noise")
        grid[index] = replace(spot, zombies=count, bodies=bodies, noise=noise)
    for index in (r * BOARD_WIDTH + c for r in FILLER_ROWS for c in range(BOARD_WIDTH)):
        count = min(budget, HORDE)
        grid[index] = room("room_00", zombies=count) if count else None
        budget -= count
    assert budget == 0
    survivors = []
    for _seat in range(players):
        fates = ["in"] if at_doors else ["in", "in", "in", "fallen", "escaped"]
        fate = draw(st.sampled_from(fates), label="fate")
        body = draw(st.integers(1, 6), label="body")
        if fate == "in":
            survivors.append(Survivor(room=draw(st.sampled_from(present), label="at"), body=body, ready=True))
        elif fate == "fallen":
            survivors.append(Survivor(room=draw(st.sampled_from(present)), body=0, alive=False, ready=True))
        else:
            survivors.append(Survivor(room=None, escaped=True, ready=True))
    state = evolve(
        base,
        grid=tuple(grid),
        marks=tuple(sorted((edge_of(r, c, s), m) for (r, c, s), m in marks.items())),
        survivors=tuple(survivors),
        reserve=reserve,
    )
    assert _pawns(state) == ZOMBIE_PAWNS
    return Board(state, draw(st.integers(0, 2**16), label="seed"))


# -- an independent reading of the book ----------------------------------------------------------


def _pawns(state: State) -> int:
    return state.reserve + sum(r.zombies for r in state.grid if r is not None)


def _zombies(state: State, cell: Cell) -> int:
    here = state.room(*cell)
    return 0 if here is None else here.zombies


def _people(state: State) -> dict[Cell, int]:
    """Rooms holding survivors the zombies see, and how many (no disguises are generated)."""
    out: dict[Cell, int] = {}
    for survivor in state.survivors:
        if survivor.in_building and survivor.room is not None:
            out[survivor.room] = out.get(survivor.room, 0) + 1
    return out


def _links(state: State, kinds: set[Mark]) -> dict[Cell, list[tuple[str, Cell, Mark]]]:
    """Each room's neighbours through a doorway whose mark is one of ``kinds``."""
    out: dict[Cell, list[tuple[str, Cell, Mark]]] = {}
    for (row, col, side), mark in state.marks:
        dr, dc = STEP[side]
        a, b = (row, col), (row + dr, col + dc)
        if mark in kinds and state.room(*a) is not None and state.room(*b) is not None:
            back = "s" if side == "n" else "w"
            out.setdefault(a, []).append((side, b, mark))
            out.setdefault(b, []).append((back, a, mark))
    return out


def _bfs(links: dict[Cell, list[tuple[str, Cell, Mark]]], source: Cell) -> dict[Cell, int]:
    dist = {source: 0}
    queue = deque([source])
    while queue:
        here = queue.popleft()
        for _side, there, _mark in links.get(here, ()):
            if there not in dist:
                dist[there] = dist[here] + 1
                queue.append(there)
    return dist


def _expected_bashes(state: State, engaged: set[Cell]) -> dict[Cell, str]:
    """Step 2 read with Step 3: a horde with no survivor in its room, that did not attack, with no
    way through openings to any survivor, bashes the shut door it meets first on its way toward
    the nearest survivors (fewest steps, then more survivors) when no shortest way to them starts
    through an opening."""
    people = _people(state)
    open_dist = [_bfs(_links(state, OPENINGS), cell) for cell in people]
    far_links = _links(state, OPENINGS | SHUT)
    far_dist = {cell: _bfs(far_links, cell) for cell in people}
    out: dict[Cell, str] = {}
    for cell in _cells(state.rows):
        if _zombies(state, cell) < HORDE or cell in people or cell in engaged:
            continue
        if any(cell in dist for dist in open_dist):
            continue
        keys = {t: (d[cell], -people[t]) for t, d in far_dist.items() if cell in d}
        if not keys:
            continue
        best = min(keys.values())
        firsts = {
            (side, mark)
            for t, key in keys.items()
            if key == best
            for side, there, mark in far_links.get(cell, ())
            if far_dist[t].get(there) == best[0] - 1
        }
        if firsts and all(mark in SHUT for _side, mark in firsts):
            out[cell] = min((side for side, _mark in firsts), key=SIDES.index)
    return out


def _check_events(state: State, events: list[Event]) -> None:
    """Every event renders, carries JSON data and names rooms that are on the board."""
    for event in events:
        assert isinstance(event.kind, str) and event.kind
        assert english(event.message, event.params)
        json.dumps(dict(event.data))
        data = event.data
        for key in ("from", "to"):
            if key in data:
                assert state.room(*data[key]) is not None, (event.kind, data)
        if "row" in data and "col" in data and event.kind != "zombie_fight":
            assert state.room(data["row"], data["col"]) is not None, (event.kind, data)
        if event.kind == "zombies_move":
            (r1, c1), (r2, c2) = data["from"], data["to"]
            assert abs(r1 - r2) + abs(c1 - c2) == 1
            assert 1 <= data["count"] <= HORDE and data["steps"] >= 1
        if event.kind in ("risen", "zombies_barricade"):
            assert data["count"] >= 1
        if event.kind == "zombies_wait":
            assert event.params["count"] >= 1
        if event.seat is not None:
            assert 0 <= event.seat < state.players
    steps = [e.data["step"] for e in events if e.kind == "zombie_step"]
    assert steps in (["attack", "bash", "move", "spawn"], [])


def _actions_from(events: list[Event]) -> dict[Cell, int]:
    """How many zombies of each room acted in the move step (moved, burned crossing a fire,
    waited at a shut door, clawed at a barricade)."""
    out: dict[Cell, int] = {}
    for event in events:
        if event.kind in ("zombies_move", "zombies_barricade"):
            cell = tuple(event.data["from"])
            out[cell] = out.get(cell, 0) + event.data["count"]  # type: ignore[index]
        elif event.kind == "zombies_wait":
            cell = tuple(event.data["from"])
            out[cell] = out.get(cell, 0) + event.params["count"]  # type: ignore[index]
        elif event.kind == "fire_damage":
            cell = tuple(event.data["from"])
            out[cell] = out.get(cell, 0) + event.data["zombies"]  # type: ignore[index]
    return out


# -- the properties --------------------------------------------------------------------------------


@SETTINGS
@given(board=boards())
def test_the_zombie_turn_keeps_43_pawns_one_action_each_and_bashes_toward_the_nearest(board: Board) -> None:
    """Zombie Turn, steps 1 to 4 one at a time, over any board."""
    _check_turn(board)


@settings(SETTINGS, max_examples=150)
@given(board=boards(at_doors=True))
def test_hordes_at_shut_doors_bash_only_toward_the_nearest_survivor_zombie_turn_step_2(board: Board) -> None:
    """Zombie Turn, Step 2 Bash read with Step 3 Move, over boards of hordes and shut doors."""
    _check_turn(board)


def _check_turn(board: Board) -> None:
    """Steps 1 to 4 as ``zombie_turn`` runs them, with the same dice, checked after each."""
    start = board.state
    frozen = copy.deepcopy(start)
    rng = random.Random(board.seed)
    people = _people(start)
    engaged = {cell for cell in people if _zombies(start, cell) > 0}

    after_attack, attacked, events1 = _attack(start, rng)
    assert attacked == engaged
    assert _pawns(after_attack) == ZOMBIE_PAWNS

    expected = _expected_bashes(after_attack, engaged)
    after_bash, bashed, events2 = _bash(after_attack, attacked)
    assert _pawns(after_bash) == ZOMBIE_PAWNS
    done = {(e.data["row"], e.data["col"]): e.data["side"] for e in events2 if e.kind == "horde_bash"}
    assert set(done) == bashed
    # one action: no horde that attacked bashes; each bash is one the book calls for
    assert not bashed & engaged
    assert set(done.items()) <= set(expected.items()), (done, expected)
    for cell, side in expected.items():  # and every door a horde waits at is down afterwards
        assert mark_at(after_bash, cell[0], cell[1], side) is Mark.BASHED

    after_move, events3 = _move(after_bash, rng, attacked | bashed)
    assert _pawns(after_move) == ZOMBIE_PAWNS
    acted = _actions_from(events3)
    for cell, count in acted.items():
        # a zombie that attacked or bashed does not move; one that moved in does not move on
        assert cell not in engaged and cell not in bashed, (cell, events3)
        assert count <= _zombies(after_bash, cell), (cell, count)

    after_spawn, events4 = _spawn(after_move)
    # what the boards reach (pytest --hypothesis-show-statistics)
    note(f"hordes bash: {len(bashed)}")
    note(f"horde attacked: {any(_zombies(start, cell) >= HORDE for cell in engaged)}")
    rose = any(e.kind == "risen" for e in events4)
    note(f"risen with the reserve empty: {after_move.reserve == 0 and rose}")
    assert _pawns(after_spawn) == ZOMBIE_PAWNS
    assert all(r is None or r.bodies == 0 for r in after_spawn.grid)

    # the steps one by one are the zombie turn, and the state handed in is left as it was
    whole, events = zombie_turn(start, random.Random(board.seed))
    assert whole == after_spawn
    assert [e.kind for e in events] == [
        "zombie_turn",
        *(e.kind for e in events1 + events2 + events3 + events4),
    ]
    assert start == frozen
    _check_events(whole, events)


@settings(SETTINGS, max_examples=60)
@given(board=boards(), data=st.data())
def test_ending_the_last_survivor_turn_runs_a_sound_zombie_turn_through_apply(
    board: Board, data: st.DataObject
) -> None:
    """Survivor Turn then Zombie Turn through ``rules.apply``: 43 pawns after it, the state handed
    in untouched, sensible events."""
    state = board.state
    inside = [s for s, survivor in enumerate(state.survivors) if survivor.in_building]
    if not inside:
        return
    seat = data.draw(st.sampled_from(inside), label="last seat")
    others = tuple(s for s in range(state.players) if s != seat)
    state = evolve(state, phase=Phase.TURN, current=seat, actions_left=0, turns_taken=others, seed=board.seed)
    frozen = copy.deepcopy(state)
    after, events = rules.apply(state, EndTurn(seat))
    assert state == frozen
    assert _pawns(after) == ZOMBIE_PAWNS
    assert any(e.kind == "zombie_turn" for e in events)
    _check_events(after, events)
