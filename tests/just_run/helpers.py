"""Positions built by hand for Just Run's rule tests, and a way to throw the book's dice."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import pytest

from tabletop.games.just_run.rules import fighting, setup
from tabletop.games.just_run.rules.board import edge_of
from tabletop.games.just_run.rules.content import BOARD_WIDTH
from tabletop.games.just_run.rules.items import new_item
from tabletop.games.just_run.rules.state import Edge, Item, Mark, Phase, Room, State, Survivor, evolve


def escape_state(
    players: int = 4,
    *,
    at: Iterable[tuple[int, int]] | None = None,
    rooms: dict[tuple[int, int], Room] | None = None,
    marks: Iterable[tuple[int, int, str, Mark]] = (),
    items: dict[int, Iterable[Item]] | None = None,
    mode: str = "coop",
    current: int = 0,
    actions: int | None = None,
    seed: int = 1,
    length: str = "full",
) -> State:
    """A game in the escape phase: survivors at ``at`` (row, col), extra rooms and door marks."""
    state = setup({"players": players, "mode": mode, "first": "first_seat", "length": length}, seed)
    cells = list(at) if at is not None else [(0, s % BOARD_WIDTH) for s in range(players)]
    grid = list(state.grid)
    for (row, col), room in (rooms or {}).items():
        grid[row * BOARD_WIDTH + col] = room
    edges: dict[Edge, Mark] = dict(state.marks)
    for row, col, side, mark in marks:
        edges[edge_of(row, col, side)] = mark
    survivors = tuple(
        Survivor(room=cells[s], items=tuple((items or {}).get(s, ())), ready=True) for s in range(players)
    )
    on_board = sum(room.zombies for room in grid if room is not None)
    return evolve(
        state,
        phase=Phase.TURN,
        survivors=survivors,
        grid=tuple(grid),
        marks=tuple(sorted(edges.items())),
        current=current,
        first_player=current,
        actions_left=state.actions_per_turn if actions is None else actions,
        reserve=state.reserve - on_board,
        left_over=state.left_over + tuple(c for s in state.survivors for c in s.hand),
    )


def item(card_key: str, nth: int = 0) -> Item:
    """A fresh item of this kind (the ``nth`` card of it)."""
    from tabletop.games.just_run.rules.content import CARDS

    ids = [c.id for c in CARDS if c.key == card_key]
    return new_item(ids[nth])


def room(tile: str = "room_00", **changes: Any) -> Room:
    return replace(Room(tile=tile), **changes)


@contextmanager
def dice(monkeypatch: pytest.MonkeyPatch, *throws: list[int]) -> Iterator[None]:
    """Every ``roll_dice`` call returns the next of ``throws`` (Wear & Tear always holds)."""
    queue = list(throws)

    def roll(_rng: Any, count: int) -> list[int]:
        assert queue, "more dice were thrown than the test expected"
        thrown = queue.pop(0)
        assert len(thrown) == count, f"expected {count} dice, the test gave {thrown}"
        return thrown

    with monkeypatch.context() as patch:
        for module in _dice_users():
            patch.setattr(module, "roll_dice", roll)
        patch.setattr(fighting, "wear_roll", lambda _rng: False)
        yield
    assert not queue, f"dice left unthrown: {queue}"


def _dice_users() -> list[Any]:
    from tabletop.games.just_run.rules import actions, doors

    return [fighting, actions, doors]
