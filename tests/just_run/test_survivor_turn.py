"""The escape phase's survivor turn: actions, attacks of opportunity, doors and new rooms
(Survivor Turn; Things That Take One Action; Two Actions; Free Actions; All About Rooms)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules import doors
from tabletop.games.just_run.rules.board import build, has_door, side_state
from tabletop.games.just_run.rules.commands import (
    BashDoor,
    CheckDoor,
    DoNothing,
    Drop,
    EndTurn,
    Flee,
    Move,
    PickUp,
    Search,
)
from tabletop.games.just_run.rules.content import SIDES, DoorFace
from tabletop.games.just_run.rules.state import Mark, Phase
from tests.just_run.helpers import dice, escape_state, item, room


def _zombies(state: rules.State, row: int, col: int, count: int) -> rules.State:
    grid = list(state.grid)
    here = grid[row * 5 + col]
    assert here is not None
    grid[row * 5 + col] = replace(here, zombies=count)
    return replace(state, grid=tuple(grid), reserve=state.reserve - count)


def _door_die(monkeypatch: pytest.MonkeyPatch, face: DoorFace) -> None:
    monkeypatch.setattr(doors, "DOOR_DIE", (face,) * 6)


def test_each_survivor_takes_two_normal_actions_then_ends_the_turn() -> None:
    state = escape_state(4)
    state, _ = rules.apply(state, DoNothing(0))
    with pytest.raises(IllegalCommand, match="1 left"):
        rules.apply(state, EndTurn(0))
    state, _ = rules.apply(state, DoNothing(0))
    assert EndTurn(0) in rules.legal_commands(state, 0)
    assert DoNothing(0) not in rules.legal_commands(state, 0)
    state, _ = rules.apply(state, EndTurn(0))
    assert state.current == 1 and state.actions_left == 2


def test_in_a_two_player_game_each_survivor_takes_three_actions() -> None:
    assert escape_state(2).actions_left == 3
    assert rules.view(escape_state(2), 0)["actions_left"] == 3


def test_an_action_in_a_room_with_zombies_draws_an_attack_of_opportunity_after_it_is_done(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombies(escape_state(4), 0, 0, 2)
    with dice(monkeypatch, [6, 1], [2, 3]):
        state, events = rules.apply(state, DoNothing(0))
    assert [e.kind for e in events][:2] == ["waited", "opportunity"]
    assert state.survivors[0].body == 5  # the 6 beats the 3; the 1 loses to the 2
    assert state.room(0, 0).zombies == 2  # type: ignore[union-attr]


def test_moving_out_of_a_room_with_zombies_draws_their_attack_but_fleeing_does_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombies(escape_state(4), 0, 0, 1)
    with dice(monkeypatch, [6], [1, 1]):
        moved, events = rules.apply(state, Move(0, 0, 1))
    assert moved.survivors[0].room == (0, 1) and moved.survivors[0].body == 5
    fled, events = rules.apply(state, Flee(0, 0, 1))
    assert fled.survivors[0].room == (0, 1) and fled.survivors[0].body == 6
    assert fled.actions_left == 0
    assert not any(e.kind == "zombie_fight" for e in events)


def test_fleeing_takes_both_actions() -> None:
    state = escape_state(4, actions=1)
    assert Flee(0, 0, 1) not in rules.legal_commands(state, 0)
    with pytest.raises(IllegalCommand):
        rules.apply(state, Flee(0, 0, 1))


def test_moving_needs_an_opening_not_a_wall_or_an_unchecked_door() -> None:
    state = escape_state(4)
    with pytest.raises(IllegalCommand, match="through an opening"):
        rules.apply(state, Move(0, 1, 0))  # the start room's north door is unchecked


def test_after_the_two_actions_picking_up_and_dropping_are_free(monkeypatch: pytest.MonkeyPatch) -> None:
    mop = item("mop")
    state = escape_state(4, items={0: [mop]}, actions=0)
    state, _ = rules.apply(state, Drop(0, mop.id))
    assert state.actions_left == 0 and [i.id for i in state.room(0, 0).dropped] == [mop.id]  # type: ignore[union-attr]
    state, _ = rules.apply(state, PickUp(0, mop.id))
    assert state.survivors[0].items == (mop,)


def test_picking_up_during_the_two_actions_is_one_of_them() -> None:
    mop = item("mop")
    state = escape_state(4)
    state = replace(state, grid=(replace(state.grid[0], dropped=(mop,)),) + state.grid[1:])  # type: ignore[type-var]
    state, _ = rules.apply(state, PickUp(0, mop.id))
    assert state.actions_left == 1


def test_checking_an_unlocked_door_places_a_new_room_aligned_with_its_neighbours(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _door_die(monkeypatch, DoorFace.UNLOCKED)
    state = escape_state(4, at=[(0, 1)] * 4)
    state, events = rules.apply(state, CheckDoor(0, 0, 1, "n"))
    new = state.room(1, 1)
    assert new is not None and new.tile is not None
    assert side_state(state, 0, 1, "n") == "open"
    assert has_door(new, "s")
    for side in SIDES:
        assert build(state, 1, 1, side) in ("door", "wall", "exterior")
    assert any(e.kind == "room_placed" for e in events)


@pytest.mark.parametrize(("face", "shown"), [(DoorFace.LOCKED, "locked"), (DoorFace.BLOCKED, "blocked")])
def test_a_locked_or_blocked_door_gets_its_marker_and_no_room(
    monkeypatch: pytest.MonkeyPatch, face: DoorFace, shown: str
) -> None:
    _door_die(monkeypatch, face)
    state, _ = rules.apply(escape_state(4), CheckDoor(0, 0, 0, "n"))
    assert side_state(state, 0, 0, "n") == shown and state.room(1, 0) is None
    with pytest.raises(IllegalCommand):
        rules.apply(state, Move(0, 1, 0))


def test_a_tile_that_cannot_fit_is_discarded_and_the_next_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    _door_die(monkeypatch, DoorFace.UNLOCKED)
    # (1,1) between a room with an east door and one with a west door: only four-door tiles fit
    state = escape_state(
        4,
        at=[(0, 1)] * 4,
        rooms={(1, 0): room("room_00"), (1, 2): room("room_00"), (2, 1): room("room_00")},
    )
    state = replace(state, room_stack=("room_01", "room_07"), room_discards=())
    state, _ = rules.apply(state, CheckDoor(0, 0, 1, "n"))
    assert state.room(1, 1).tile == "room_07"  # type: ignore[union-attr]
    assert state.room_discards == ("room_01",)


def test_when_the_stack_runs_out_the_discards_are_reshuffled(monkeypatch: pytest.MonkeyPatch) -> None:
    _door_die(monkeypatch, DoorFace.UNLOCKED)
    state = replace(escape_state(4), room_stack=(), room_discards=("room_00",))
    state, events = rules.apply(state, CheckDoor(0, 0, 0, "n"))
    assert state.room(1, 0).tile == "room_00"  # type: ignore[union-attr]
    assert any(e.kind == "tiles_reshuffled" for e in events)


def test_when_no_tile_fits_the_room_is_inaccessible_for_good(monkeypatch: pytest.MonkeyPatch) -> None:
    _door_die(monkeypatch, DoorFace.UNLOCKED)
    state = escape_state(
        4,
        at=[(0, 1)] * 4,
        rooms={(1, 0): room("room_00"), (1, 2): room("room_00"), (2, 1): room("room_00")},
    )
    state = replace(state, room_stack=("room_01", "room_02"), room_discards=())
    state, _ = rules.apply(state, CheckDoor(0, 0, 1, "n"))
    dead = state.room(1, 1)
    assert dead is not None and dead.tile is None
    assert [r["tile"] for r in rules.view(state, 0)["rooms"] if (r["row"], r["col"]) == (1, 1)] == [
        "inaccessible"
    ]
    assert side_state(state, 1, 0, "e") == "blocked" and side_state(state, 2, 1, "s") == "blocked"
    assert side_state(state, 0, 1, "n") == "blocked"
    assert len(state.room_stack) == 1 and state.room_discards == ()
    moves = rules.legal_commands(state, 0)
    assert not any(
        isinstance(c, (Move, BashDoor)) and (getattr(c, "row", None), c.col) == (1, 1) for c in moves
    )


def test_bashing_a_locked_door_needs_a_die_higher_than_the_doors_and_the_door_wins_ties(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = escape_state(4, marks=[(0, 0, "n", Mark.LOCKED)])
    with dice(monkeypatch, [4, 2], [4]):
        tied, _ = rules.apply(state, BashDoor(0, 0, 0, "n", None))
    assert side_state(tied, 0, 0, "n") == "locked"
    with dice(monkeypatch, [5, 2], [4]):
        won, _ = rules.apply(state, BashDoor(0, 0, 0, "n", None))
    assert side_state(won, 0, 0, "n") == "bashed" and won.room(1, 0) is not None


def test_a_failed_bash_says_the_door_holds_and_a_won_one_that_it_gives_way_bashing_a_door(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 20: a failed bash left no result line, only its dice."""
    state = escape_state(4, marks=[(0, 0, "n", Mark.LOCKED)])
    with dice(monkeypatch, [4, 2], [4]):
        _held, events = rules.apply(state, BashDoor(0, 0, 0, "n", None))
    kinds = [e.kind for e in events]
    assert "bash_held" in kinds and "bashed" not in kinds
    held = next(e for e in events if e.kind == "bash_held")
    assert held.text_for(None) == "The door holds: the action is spent."
    with dice(monkeypatch, [5, 2], [4]):
        _won, events = rules.apply(state, BashDoor(0, 0, 0, "n", None))
    assert "bashed" in [e.kind for e in events] and "bash_held" not in [e.kind for e in events]


def test_an_unchecked_door_can_be_bashed_only_with_a_door_icon_weapon() -> None:
    state = escape_state(4, items={0: [item("hammer")]})
    legal = rules.legal_commands(state, 0)
    assert BashDoor(0, 0, 0, "n", item("hammer").id) in legal
    assert BashDoor(0, 0, 0, "n", None) not in legal
    with pytest.raises(IllegalCommand):
        rules.apply(state, BashDoor(0, 0, 0, "n", None))


def test_searching_the_supplies_spends_the_action_before_the_cards_are_seen() -> None:
    state = escape_state(4)
    state, _ = rules.apply(state, Search(0, "supplies"))
    assert state.phase is Phase.SUPPLIES and state.actions_left == 1
    assert rules.view(state, 1)["supplies"] == [] and len(rules.view(state, 0)["supplies"]) == 8
    card = state.supplies[0]
    state, _ = rules.apply(state, rules.legal_commands(state, 0)[0])
    assert state.phase is Phase.TURN and card not in state.supplies
    assert state.survivors[0].items[0].cards == (card,)


def test_searching_the_search_deck_draws_its_top_card() -> None:
    state = escape_state(4)
    top = state.search_deck[0]
    state, _ = rules.apply(state, Search(0, "search"))
    assert top not in state.search_deck
    places = [c for s in state.survivors for i in s.items for c in i.cards]
    places += [c for r in state.grid if r is not None for i in r.dropped for c in i.cards]
    assert top in places or top in state.discarded


def test_barricading_takes_both_actions_and_crossing_one_takes_two_more() -> None:
    from tabletop.games.just_run.rules.commands import Barricade

    state = escape_state(4, actions=2)
    assert Barricade(0, 0, 0, "e") in rules.legal_commands(state, 0)
    state, _ = rules.apply(state, Barricade(0, 0, 0, "e"))
    assert state.actions_left == 0 and side_state(state, 0, 1, "w") == "barricade"
    crossing = replace(state, current=1, actions_left=2)
    assert Flee(1, 0, 0) not in rules.legal_commands(crossing, 1)
    crossed, _ = rules.apply(crossing, Move(1, 0, 0))
    assert crossed.actions_left == 0 and crossed.survivors[1].room == (0, 0)
    with pytest.raises(IllegalCommand, match="two actions"):
        rules.apply(replace(crossing, actions_left=1), Move(1, 0, 0))


def test_a_barricade_stands_until_the_end_of_the_round_once_a_creature_tries_to_cross() -> None:
    from tabletop.games.just_run.rules.commands import Barricade

    state = escape_state(2, at=[(0, 0), (0, 4)], actions=3)
    state, _ = rules.apply(state, Barricade(0, 0, 0, "e"))
    state, _ = rules.apply(state, DoNothing(0))
    state, _ = rules.apply(state, EndTurn(0))
    untouched = state.barricades
    assert untouched and not untouched[0][1]
    state = replace(state, survivors=(state.survivors[0], replace(state.survivors[1], room=(0, 1))))
    state, _ = rules.apply(state, Move(1, 0, 0))
    assert state.barricades[0][1]  # tried: it stands until this round ends
    state, _ = rules.apply(state, DoNothing(1))
    state, _ = rules.apply(state, EndTurn(1))
    assert state.barricades == () and side_state(state, 0, 0, "e") == "open"
