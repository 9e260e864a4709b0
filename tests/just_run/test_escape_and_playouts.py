"""Escaping and Winning, the Get Out scenario, and random games with invariants at every step."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.board import OPPOSITE as OPPOSITE_SIDE
from tabletop.games.just_run.rules.board import build, has_door
from tabletop.games.just_run.rules.commands import Move
from tabletop.games.just_run.rules.content import CARDS, SIDES, ZOMBIE_PAWNS
from tabletop.games.just_run.rules.playout import random_playout
from tabletop.games.just_run.rules.state import Mark, Phase, State
from tests.just_run.helpers import escape_state


def _at_main_exit(players: int, seats: list[int], mode: str) -> tuple[State, int]:
    state = escape_state(players, mode=mode)
    col = next(c for c in range(5) if state.room(9, c).exit_tile == "exit_main")  # type: ignore[union-attr]
    grid = list(state.grid)
    exit_room = grid[45 + col]
    assert exit_room is not None
    grid[45 + col] = replace(exit_room, tile="exit_main", revealed=True, exit_card=None)
    survivors = tuple(replace(s, room=(9, col)) if i in seats else s for i, s in enumerate(state.survivors))
    state = replace(state, grid=tuple(grid), survivors=survivors, marks=((((9, col, "n"), Mark.OPEN)),))
    return state, col


def test_only_the_main_exit_leads_out_and_a_survivor_through_it_has_escaped() -> None:
    state, col = _at_main_exit(2, [0, 1], "coop")
    assert Move(0, 10, col) in rules.legal_commands(state, 0)
    state, events = rules.apply(state, Move(0, 10, col))
    assert state.survivors[0].escaped and state.survivors[0].room is None
    assert rules.view(state, None)["survivors"][0]["room"] is None
    assert any(e.kind == "escaped" for e in events)
    assert state.current == 1  # the escaped survivor's turn is over


def test_cooperative_get_out_is_won_when_every_survivor_escapes() -> None:
    state, col = _at_main_exit(2, [0, 1], "coop")
    state, _ = rules.apply(state, Move(0, 10, col))
    state, _ = rules.apply(state, Move(1, 10, col))
    assert state.phase is Phase.OVER
    result = rules.outcome(state)
    assert result is not None and result.winners == (0, 1)


def test_cooperative_get_out_is_lost_at_the_first_death() -> None:
    from tabletop.games.just_run.rules.fighting import damage

    state = escape_state(3)
    state, _ = damage(state, 1, 6)
    from tabletop.games.just_run.rules.turns import game_end

    state, _ = game_end(state)
    result = rules.outcome(state)
    assert result is not None and result.winners == ()


def test_competitive_get_out_ends_when_the_choppers_seats_for_half_the_survivors_are_taken() -> None:
    state, col = _at_main_exit(4, [0, 1, 2], "competitive")
    assert rules.view(state, None)["chopper_seats"] == 2
    state, _ = rules.apply(state, Move(0, 10, col))
    assert state.phase is Phase.TURN
    state, _ = rules.apply(state, Move(1, 10, col))
    assert state.phase is Phase.OVER
    result = rules.outcome(state)
    assert result is not None and result.winners == (0, 1)


# -- random games ------------------------------------------------------------------------------


def _cards_everywhere(state: State) -> Counter[int]:
    seen: Counter[int] = Counter()
    for survivor in state.survivors:
        seen.update(survivor.hand)
        seen.update(c for item in survivor.items for c in item.cards)
        seen.update(survivor.events)  # "Optional Event" cards kept until the end of the turn
    for room in state.grid:
        if room is not None:
            seen.update(c for item in room.dropped for c in item.cards)
            if room.exit_card is not None:
                seen[room.exit_card] += 1
    for pile in (state.search_deck, state.supplies, state.discarded, state.left_over, state.set_aside):
        seen.update(pile)
    return seen


def _check(state: State) -> None:
    zombies = sum(r.zombies for r in state.grid if r is not None)
    assert zombies + state.reserve == ZOMBIE_PAWNS, "every zombie pawn is on the board or in reserve"
    assert state.reserve >= 0
    assert _cards_everywhere(state) == Counter(range(len(CARDS))), "every card is in exactly one place"
    tiles = [
        r.tile
        for r in state.grid
        if r is not None and r.tile is not None and r.tile.startswith(("room", "lab"))
    ]
    buried = [r.exit_tile for r in state.grid if r is not None and r.tile is None and r.revealed]
    assert Counter(tiles + buried + list(state.room_stack) + list(state.room_discards)) == Counter(
        [f"room_{i:02d}" for i in range(43)] + ["lab_a", "lab_b"]
    ), "every room tile is on the board, in the stack or discarded"
    for survivor in state.survivors:
        assert 0 <= survivor.body <= 6
        assert survivor.alive or survivor.room is None
    fallen = sum(not s.alive for s in state.survivors)
    for index, room in enumerate(state.grid):
        if room is None:
            continue
        row, col = divmod(index, 5)
        # each survivor who falls rises as one more zombie where they fell, even past a full horde
        assert room.zombies <= 5 + fallen, "at most five zombies to a room, plus the fallen"
        if room.tile is None or row in (0, state.rows - 1):
            continue
        for side in SIDES:
            r2, c2 = row + {"n": 1, "s": -1}.get(side, 0), col + {"e": 1, "w": -1}.get(side, 0)
            other = state.room(r2, c2)
            if other is not None and other.tile is not None and r2 not in (0, state.rows - 1):
                assert has_door(room, side) == has_door(other, OPPOSITE_SIDE[side]), "tiles are aligned"
    assert all(build(state, 0, c, "s") == "exterior" for c in range(5))
    marks = dict(state.marks)
    for edge, _crossed in state.barricades:
        assert marks.get(edge) in (Mark.OPEN, Mark.BASHED), "barricades stand only in openings"
    standing = {edge for edge, _crossed in state.barricades}
    assert all(edge in standing for edge, _lit in state.fire_barricades), "fire only on a barricade"
    for survivor in state.survivors:
        disguises = [i for i in survivor.items if i.disguise]
        assert len(disguises) <= 1 and not (disguises and survivor.zombie_tokens), "tokens or a disguise"
        assert all(0 <= i.disguise_tokens <= 3 for i in disguises)
    if state.offer is not None:
        assert state.phase is Phase.TURN and state.offer[0] == state.current, "an offer waits in its turn"


OPTION_SETS = [
    {"players": p, "mode": mode, "length": length}
    for p in (2, 3, 4, 5, 6)
    for mode in ("coop", "competitive")
    for length in ("full", "shorter")
]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: f"{o['players']}-{o['mode']}-{o['length']}")
def test_random_games_keep_every_pawn_card_life_total_and_tile_in_order_at_every_step(options: dict) -> None:  # type: ignore[type-arg]
    for seed in range(2):
        states, commands = random_playout(seed, options)
        assert states[-1].phase is Phase.OVER, "a random game ends"
        for state in states:
            _check(state)
        again, _ = random_playout(seed, options)
        assert again == states, "the same seed and commands give the same game"


def test_random_games_reach_the_escape_phase_and_the_zombie_turn() -> None:
    states, commands = random_playout(3, {"players": 4})
    assert any(s.phase is Phase.TURN and s.round > 1 for s in states)
    assert any(c.TYPE == "check_door" for c in commands) and any(c.TYPE == "attack" for c in commands)
