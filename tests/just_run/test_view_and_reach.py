"""The view's shape (issue 10's vocabulary), ranged reach in a straight line, exit-room cards, and
Wear & Tear (Ranged Fight; Escaping and Winning; Wear & Tear, Broken Items, and Repairs)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules import actions, fighting
from tabletop.games.just_run.rules.commands import Attack, DoNothing, Drop, Move, PickUp, Trade
from tabletop.games.just_run.rules.content import CARDS
from tabletop.games.just_run.rules.state import Mark
from tests.just_run.helpers import dice, escape_state, item, room

COLUMN = {(r, 0): room("room_00") for r in range(1, 5)}


def test_the_view_speaks_the_issues_vocabulary() -> None:
    view = rules.view(escape_state(3), 1)
    assert json.loads(json.dumps(view)) == view
    assert {
        "phase",
        "scenarios",
        "mode",
        "rows",
        "rooms",
        "survivors",
        "actions_left",
        "zombies_in_reserve",
    } <= set(view)
    first = view["rooms"][0]
    assert {"row", "col", "tile", "sides", "zombies", "horde", "spawn", "exit", "lab", "tokens"} <= set(first)
    assert set(first["sides"]) == {"n", "e", "s", "w"}
    survivor = view["survivors"][0]
    assert {"room", "body", "armour", "items", "zombie_tokens", "alive", "escaped"} <= set(survivor)
    assert survivor["room"] == {"row": 0, "col": 0}


def test_the_draft_hands_are_seen_only_by_their_holder() -> None:
    state = rules.setup({"players": 3}, 2)
    assert [c["card"] for c in rules.view(state, 1)["hand"]] == list(state.survivors[1].hand)
    assert rules.view(state, None)["hand"] == []
    assert rules.view(state, 0)["survivors"][1]["hand_size"] == len(state.survivors[1].hand)


def test_a_ranged_weapon_reaches_in_a_straight_line_through_openings_up_to_its_range() -> None:
    handgun = item("handgun")
    rooms = {**COLUMN, (3, 0): room("room_00", zombies=1), (4, 0): room("room_00", zombies=1)}
    marks = [(r, 0, "n", Mark.OPEN) for r in range(1, 4)]
    state = escape_state(2, at=[(1, 0), (0, 4)], rooms=rooms, marks=marks, items={0: [handgun]})
    legal = rules.legal_commands(state, 0)
    assert Attack(0, 3, 0, handgun.id, 1, None) in legal  # two rooms away
    assert Attack(0, 4, 0, handgun.id, 1, None) not in legal  # three is out of range
    assert Attack(0, 3, 0, None, 1, None) not in legal  # bare hands reach only your own room
    with pytest.raises(IllegalCommand, match="out of your weapon's reach"):
        rules.apply(state, Attack(0, 4, 0, handgun.id, 1, None))
    closed = escape_state(2, at=[(1, 0), (0, 4)], rooms=rooms, items={0: [handgun]})
    assert Attack(0, 3, 0, handgun.id, 1, None) not in rules.legal_commands(closed, 0)


def test_a_horde_is_attacked_as_one_creature() -> None:
    state = escape_state(2, at=[(0, 0), (0, 4)])
    grid = (replace(state.grid[0], zombies=5),) + state.grid[1:]  # type: ignore[type-var]
    state = replace(state, grid=grid, reserve=state.reserve - 5)
    attacks = [c for c in rules.legal_commands(state, 0) if isinstance(c, Attack)]
    assert {c.zombies for c in attacks} == {5}
    with pytest.raises(IllegalCommand, match="horde only as a whole"):
        rules.apply(state, Attack(0, 0, 0, None, 2, None))


def test_the_first_survivor_into_an_exit_room_turns_up_the_card_left_there() -> None:
    state = escape_state(
        2, at=[(8, 0), (0, 4)], rooms={(8, 0): room("room_00")}, marks=[(8, 0, "n", Mark.OPEN)]
    )
    exit_room = state.room(9, 0)
    assert exit_room is not None
    grid = list(state.grid)
    knife = next(c.id for c in CARDS if c.key == "kitchen_knife" and c.deck.value == "search")
    grid[45] = replace(exit_room, tile=exit_room.exit_tile, revealed=True, exit_card=knife)
    state = replace(state, grid=tuple(grid), search_deck=tuple(c for c in state.search_deck if c != knife))
    state = replace(
        state, discarded=state.discarded + ((exit_room.exit_card,) if exit_room.exit_card != knife else ())
    )
    state, events = rules.apply(state, Move(0, 9, 0))
    here = state.room(9, 0)
    assert here is not None and here.exit_card is None
    assert [i.id for i in here.dropped] == [knife]
    assert any(e.kind == "exit_card" for e in events)


def test_a_failed_wear_and_tear_roll_breaks_the_weapon_and_broken_gear_cannot_be_traded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    chainsaw = item("chainsaw")
    state = escape_state(2, at=[(0, 0), (0, 0)], items={0: [chainsaw]})
    grid = (replace(state.grid[0], zombies=1),) + state.grid[1:]  # type: ignore[type-var]
    state = replace(state, grid=grid, reserve=state.reserve - 1)
    monkeypatch.setattr(fighting, "wear_roll", lambda _rng: True)
    monkeypatch.setattr(fighting, "roll_dice", lambda _rng, n: [6] * n)
    monkeypatch.setattr(actions, "roll_dice", lambda _rng, n: [6] * n)
    state, events = rules.apply(state, Attack(0, 0, 0, chainsaw.id, 1, None))
    saw = state.survivors[0].items[0]
    assert saw.broken
    assert Trade(0, saw.id, 1) not in rules.legal_commands(state, 0)
    state, _ = rules.apply(replace(state, actions_left=0), Drop(0, saw.id))
    assert saw.cards[0] in state.discarded  # a broken item dropped is lost for good
    with pytest.raises(IllegalCommand):
        rules.apply(state, PickUp(0, saw.id))


def test_doing_nothing_is_still_an_action(monkeypatch: pytest.MonkeyPatch) -> None:
    state = escape_state(2)
    with dice(monkeypatch):
        state, _ = rules.apply(state, DoNothing(0))
    assert state.actions_left == 2


def test_views_for_every_seat_at_once_make_the_rooms_and_survivors_once_and_each_seat_its_own_hand() -> None:
    state = rules.setup({"players": 6, "mode": "coop", "first": "first_seat", "length": "full"}, 3)
    seats: list[int | None] = [0, 1, 2, 3, 4, 5, None]
    made = rules.views(state, seats)
    assert made == [rules.view(state, seat) for seat in seats]
    # the phones' seven views a move share what every seat sees: it is made once, not seven times
    assert all(seen["rooms"] is made[0]["rooms"] for seen in made)
    assert all(seen["survivors"] is made[0]["survivors"] for seen in made)
    assert [seen["viewer"] for seen in made] == seats
    assert made[0]["hand"] and made[0]["hand"] != made[1]["hand"], "each seat gets its own draft hand"
    assert made[-1]["hand"] == []
