"""Wear & Tear for weapons in fights and bashes (All About Fighting: "any fighter using a weapon
must roll Wear & Tear"; Bashing a Door: "survivors who use weapons must make a Wear & Tear roll
after every bash attack"), whether or not the weapon carries the wrench icon; bare hands never roll.
A new user saw Spear fights roll none: only wrench items rolled before."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import Attack, BashDoor
from tabletop.games.just_run.rules.content import ITEM_KINDS
from tabletop.games.just_run.rules.state import Mark
from tests.just_run.helpers import dice, escape_state, item


def with_zombies(state: rules.State, row: int, col: int, count: int) -> rules.State:
    grid = list(state.grid)
    here = grid[row * 5 + col]
    assert here is not None
    grid[row * 5 + col] = replace(here, zombies=count)
    return replace(state, grid=tuple(grid), reserve=state.reserve - count)


def kinds(events: list[rules.Event]) -> list[str]:
    return [event.kind for event in events]


def test_a_weapon_without_the_wrench_rolls_wear_and_tear_after_a_fight_all_about_fighting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert not ITEM_KINDS["baseball_bat"].wrench
    bat = item("baseball_bat")
    state = with_zombies(escape_state(4, items={0: [bat]}), 0, 0, 1)
    with dice(monkeypatch, [6, 5, 1], [2]):
        _after, events = rules.apply(state, Attack(0, 0, 0, bat.id, 1, None))
    worn = [e for e in events if e.kind == "wear"]
    assert len(worn) == 1 and worn[0].data["item"] == bat.id


def test_a_bare_handed_fight_rolls_no_wear_and_tear_all_about_fighting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = with_zombies(escape_state(4), 0, 0, 1)
    with dice(monkeypatch, [6, 5], [2]):
        _after, events = rules.apply(state, Attack(0, 0, 0, None, 1, None))
    assert "wear" not in kinds(events)


def test_a_weapon_used_to_bash_a_door_rolls_wear_and_tear_bashing_a_door(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hammer = item("hammer")
    state = escape_state(4, items={0: [hammer]}, marks=[(0, 0, "n", Mark.LOCKED)])
    with dice(monkeypatch, [5, 2, 1], [4]):
        _after, events = rules.apply(state, BashDoor(0, 0, 0, "n", hammer.id))
    assert [e.data["item"] for e in events if e.kind == "wear"] == [hammer.id]


def test_a_weapon_that_breaks_in_a_fight_is_broken_afterwards_wear_and_tear(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tabletop.games.just_run.rules import fighting

    bat = item("baseball_bat")
    state = with_zombies(escape_state(4, items={0: [bat]}), 0, 0, 1)
    with dice(monkeypatch, [6, 5, 1], [2]), monkeypatch.context() as patch:
        patch.setattr(fighting, "wear_roll", lambda _rng: True)  # undone before dice's own patch
        after, _events = rules.apply(state, Attack(0, 0, 0, bat.id, 1, None))
    assert [i.broken for i in after.survivors[0].items if i.id == bat.id] == [True]
