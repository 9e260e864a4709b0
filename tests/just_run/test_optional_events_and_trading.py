"""Optional Event cards (Searching a Room; Doing Any of These Before the End of Your Turn), the
Crawlspace and the Air Duct (Escaping and Winning), and trading (Things That Are Free Actions)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.board import mark_at
from tabletop.games.just_run.rules.commands import (
    AnswerTrade,
    DoNothing,
    EndTurn,
    Exchange,
    Move,
    PlayEvent,
    Search,
    Trade,
)
from tabletop.games.just_run.rules.content import CARDS
from tabletop.games.just_run.rules.state import Mark, State
from tests.just_run.helpers import escape_state, item, room


def _card(key: str) -> int:
    return next(c.id for c in CARDS if c.key == key)


def _holding(state: State, seat: int, key: str) -> State:
    survivor = replace(state.survivors[seat], events=(_card(key),))
    return replace(state, survivors=state.survivors[:seat] + (survivor,) + state.survivors[seat + 1 :])


def test_an_optional_event_is_kept_and_played_by_the_end_of_the_turn_searching_a_room() -> None:
    state = escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)])
    card = _card("second_wind")
    state = replace(state, search_deck=(card, *state.search_deck))
    hurt = replace(state.survivors[0], body=3)
    state = replace(state, survivors=(hurt, *state.survivors[1:]))
    state, events = rules.apply(state, Search(0, "search"))
    assert state.survivors[0].events == (card,) and "optional_event" in [e.kind for e in events]
    assert rules.view(state, 1)["survivors"][0]["events"][0]["name"] == "Second Wind"
    assert PlayEvent(0, card, None, None, None) in rules.legal_commands(state, 0)
    state, _ = rules.apply(state, PlayEvent(0, card, None, None, None))
    assert state.survivors[0].body == 5 and state.survivors[0].events == () and card in state.discarded
    assert state.actions_left == 1  # playing the card is free


def test_an_optional_event_not_played_by_the_end_of_the_turn_is_discarded_doing_any_of_these() -> None:
    state = _holding(escape_state(4, actions=0), 0, "adrenaline")
    state, events = rules.apply(state, EndTurn(0))
    assert state.survivors[0].events == () and _card("adrenaline") in state.discarded
    assert "events_lapsed" in [e.kind for e in events]


def test_adrenaline_gives_another_action_this_turn_searching_a_room() -> None:
    state = _holding(escape_state(4, actions=0), 0, "adrenaline")
    state, _ = rules.apply(state, PlayEvent(0, _card("adrenaline"), None, None, None))
    assert state.actions_left == 1 and DoNothing(0) in rules.legal_commands(state, 0)


def test_slam_the_door_locks_an_unlocked_door_of_your_room_all_about_doors_and_walls() -> None:
    state = _holding(escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)]), 0, "slam_door")
    card = _card("slam_door")
    assert PlayEvent(0, card, 0, 0, "e") in rules.legal_commands(state, 0)
    with pytest.raises(IllegalCommand):
        rules.apply(state, PlayEvent(0, card, 0, 0, "n"))  # not an unlocked door
    state, _ = rules.apply(state, PlayEvent(0, card, 0, 0, "e"))
    assert mark_at(state, 0, 0, "e") is Mark.LOCKED
    assert Move(0, 0, 1) not in rules.legal_commands(state, 0)


def test_a_distant_crash_puts_a_noise_token_in_a_room_in_a_straight_line_searching_a_room() -> None:
    state = _holding(escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)]), 0, "distant_crash")
    state, _ = rules.apply(state, PlayEvent(0, _card("distant_crash"), 0, 3, None))
    assert state.room(0, 3).noise  # type: ignore[union-attr]


def test_a_crawlspace_leads_through_a_wall_into_the_next_room_escaping_and_winning() -> None:
    # a room north of the start room, behind an unchecked door: a crawlspace goes there anyway
    state = escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)], rooms={(1, 0): room("room_00")})
    state = _holding(state, 0, "crawlspace")
    card = _card("crawlspace")
    targets = {(c.row, c.col) for c in rules.legal_commands(state, 0) if isinstance(c, PlayEvent)}
    assert targets == {(1, 0), (0, 1)}
    state = replace(state, grid=state.grid[:5] + (replace(state.grid[5], zombies=2),) + state.grid[6:])  # type: ignore[arg-type]
    state, events = rules.apply(state, PlayEvent(0, card, 1, 0, None))
    assert state.survivors[0].room == (1, 0) and "zombie_fight" not in [e.kind for e in events]


def test_an_air_duct_reaches_two_rooms_but_never_out_of_the_building_escaping_and_winning() -> None:
    state = escape_state(4, at=[(9, 0), (0, 4), (0, 4), (0, 4)])
    grid = list(state.grid)
    grid[45] = replace(grid[45], tile="exit_main", revealed=True, exit_card=None)  # type: ignore[arg-type]
    grid[40] = room("room_00")
    grid[35] = room("room_00")
    state = _holding(replace(state, grid=tuple(grid)), 0, "air_duct")
    targets = {(c.row, c.col) for c in rules.legal_commands(state, 0) if isinstance(c, PlayEvent)}
    assert targets == {(8, 0), (7, 0)}  # the face-down exit tiles and the outside are out of reach
    with pytest.raises(IllegalCommand):
        rules.apply(state, PlayEvent(0, _card("air_duct"), 10, 0, None))


def test_trading_one_item_for_another_waits_for_the_other_survivors_answer_trading() -> None:
    knife, bat = item("kitchen_knife"), item("baseball_bat")
    state = escape_state(4, at=[(0, 0), (0, 0), (0, 4), (0, 4)], items={0: [knife], 1: [bat]})
    assert Exchange(0, knife.id, 1, bat.id) in rules.legal_commands(state, 0)
    offered, events = rules.apply(state, Exchange(0, knife.id, 1, bat.id))
    assert rules.to_act(offered) == (1,) and offered.actions_left == 2
    assert rules.legal_commands(offered, 1) == [AnswerTrade(1, True), AnswerTrade(1, False)]
    assert rules.view(offered, 0)["offer"] == {"seat": 0, "item": knife.id, "to": 1, "back": bat.id}
    with pytest.raises(IllegalCommand):
        rules.apply(offered, Move(1, 0, 1))
    declined, _ = rules.apply(offered, AnswerTrade(1, False))
    assert declined.survivors == state.survivors and declined.offer is None and declined.actions_left == 2
    taken, events = rules.apply(offered, AnswerTrade(1, True))
    assert [i.id for i in taken.survivors[0].items] == [bat.id]
    assert [i.id for i in taken.survivors[1].items] == [knife.id]
    assert taken.actions_left == 1 and rules.to_act(taken) == (0,)


def test_an_item_may_still_be_given_without_anything_in_return_trading() -> None:
    knife = item("kitchen_knife")
    state = escape_state(4, at=[(0, 0), (0, 0), (0, 4), (0, 4)], items={0: [knife]}, actions=0)
    state, _ = rules.apply(state, Trade(0, knife.id, 1))
    assert state.survivors[1].items[0].id == knife.id and state.actions_left == 0


def test_a_trade_to_a_survivor_without_space_says_who_has_no_room_for_what_trading() -> None:
    from tabletop.core import i18n
    from tabletop.games.just_run.table.event_words import named_refusal

    crowbar = item("crowbar")
    full = [item("sledgehammer"), item("mop")]  # 5 of Ben's 5 spaces
    state = escape_state(4, at=[(0, 0), (0, 0), (0, 4), (0, 4)], items={0: [crowbar], 1: full})
    assert Trade(0, crowbar.id, 1) not in rules.legal_commands(state, 0)
    with pytest.raises(IllegalCommand) as refused:
        rules.apply(state, Trade(0, crowbar.id, 1))
    english = "Player 2 has no room for the Crowbar: it takes 2 spaces and Player 2 has 0 free."
    assert str(refused.value) == english
    named = named_refusal(refused.value, ["Ana", "Ben", "Cyd", "Dee"])
    assert i18n.describe(named) == "Ben has no room for the Crowbar: it takes 2 spaces and Ben has 0 free."
    try:
        i18n.set_language("pl")
        assert i18n.describe(named) == "Ben nie ma miejsca na: Łom – zajmuje 2 miejsca, a Ben ma wolne: 0."
    finally:
        i18n.set_language("en")
    # someone in another room is still told the whole rule
    with pytest.raises(IllegalCommand, match="Hand a whole item to a survivor in your room"):
        rules.apply(state, Trade(0, crowbar.id, 2))


def test_a_second_antidote_is_refused_by_name_in_find_the_cure_trading() -> None:
    antidote, other = item("antidote"), item("antidote")
    state = escape_state(4, at=[(0, 0), (0, 0), (0, 4), (0, 4)], items={0: [antidote], 1: [other]})
    state = replace(state, scenarios=(*state.scenarios, "find_the_cure"))
    with pytest.raises(IllegalCommand) as refused:
        rules.apply(state, Trade(0, antidote.id, 1))
    assert str(refused.value).startswith("Player 2 already carries an Antidote")
