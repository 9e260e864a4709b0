"""Just Run's special items and actions: throwing (All About Cards: Throw It), the Molotov Cocktail
and the Vile Disguise (Special Combinations), the Fire Barricade (Barricading a Door), igniting
(Things That Are Free Actions) and Wear & Tear, Broken Items, and Repairs."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules import disguise as disguise_rules
from tabletop.games.just_run.rules import fighting
from tabletop.games.just_run.rules.board import side_state
from tabletop.games.just_run.rules.commands import (
    Attack,
    Combine,
    Disguise,
    DoNothing,
    Drop,
    EndTurn,
    FireBarricade,
    Ignite,
    IgniteBarricade,
    Move,
    Repair,
    Search,
    Throw,
    Trade,
    Use,
)
from tabletop.games.just_run.rules.content import CARDS, Deck
from tabletop.games.just_run.rules.items import kind_of
from tabletop.games.just_run.rules.state import Item, Mark, Rescuee, State
from tabletop.games.just_run.rules.zombies import zombie_turn
from tests.just_run.helpers import dice, escape_state, item, room

COLUMN = {(r, 0): room("room_00") for r in range(1, 5)}
OPEN_COLUMN = [(r, 0, "n", Mark.OPEN) for r in range(0, 4)]


def _zombies(state: State, row: int, col: int, count: int) -> State:
    here = state.room(row, col)
    assert here is not None
    grid = list(state.grid)
    grid[row * 5 + col] = replace(here, zombies=count)
    return replace(state, grid=tuple(grid), reserve=state.reserve - count + here.zombies)


def _count(state: State, row: int, col: int) -> int:
    here = state.room(row, col)
    return 0 if here is None else here.zombies


def _molotov(lit: bool = False) -> Item:
    return Item((item("whiskey").id, item("rags").id), lit=lit)


def _kinds(events: list[rules.Event] | list) -> list[str]:  # type: ignore[type-arg]
    return [e.kind for e in events]


# -- throwing ---------------------------------------------------------------------------------------


def test_any_whole_item_is_thrown_up_to_two_rooms_in_a_straight_line_and_makes_noise_throw_it() -> None:
    knife = item("kitchen_knife")
    state = escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)], items={0: [knife]})
    legal = rules.legal_commands(state, 0)
    assert Throw(0, knife.id, 0, 1) in legal and Throw(0, knife.id, 0, 2) in legal
    assert Throw(0, knife.id, 0, 3) not in legal  # three rooms away
    with pytest.raises(IllegalCommand):
        rules.apply(state, Throw(0, knife.id, 0, 3))
    state, events = rules.apply(state, Throw(0, knife.id, 0, 2))
    assert state.survivors[0].items == () and knife.id in state.discarded
    assert state.room(0, 2).noise and state.actions_left == 1  # type: ignore[union-attr]
    assert rules.view(state, None)["rooms"][2]["tokens"]["noise"] is True
    assert _kinds(events)[:2] == ["thrown", "noise"]


def test_barricades_never_stop_a_thrown_item_all_about_doors_and_walls() -> None:
    knife = item("kitchen_knife")
    state = escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)], items={0: [knife]})
    state = replace(state, barricades=(((0, 0, "e"), False),))
    assert Throw(0, knife.id, 0, 2) in rules.legal_commands(state, 0)


def test_a_broken_item_cannot_be_thrown_wear_and_tear_broken_items() -> None:
    gun = replace(item("handgun"), broken=True)
    state = escape_state(4, items={0: [gun]})
    assert not any(isinstance(c, Throw) for c in rules.legal_commands(state, 0))
    with pytest.raises(IllegalCommand):
        rules.apply(state, Throw(0, gun.id, 0, 1))


def test_a_noise_token_holds_that_rooms_zombies_for_their_next_turn_then_goes_throw_it() -> None:
    state = escape_state(2, at=[(0, 0), (0, 0)], rooms=COLUMN, marks=OPEN_COLUMN)
    state = _zombies(state, 2, 0, 2)
    grid = list(state.grid)
    grid[10] = replace(grid[10], noise=True)  # type: ignore[arg-type]
    state = replace(state, grid=tuple(grid))
    state, _ = zombie_turn(state, random.Random(1))
    assert _count(state, 2, 0) == 2 and not state.room(2, 0).noise  # type: ignore[union-attr]
    state, _ = zombie_turn(state, random.Random(1))
    assert _count(state, 2, 0) == 0 and _count(state, 1, 0) == 2


# -- the Molotov Cocktail ------------------------------------------------------------------------------


def test_igniting_a_molotov_is_a_free_action_things_that_are_free_actions() -> None:
    state = escape_state(4, items={0: [_molotov()]}, actions=0)
    molotov = state.survivors[0].items[0]
    assert Ignite(0, molotov.id) in rules.legal_commands(state, 0)
    state, events = rules.apply(state, Ignite(0, molotov.id))
    assert state.survivors[0].items[0].lit and state.actions_left == 0 and _kinds(events) == ["ignited"]
    with pytest.raises(IllegalCommand):
        rules.apply(state, Ignite(0, molotov.id))  # already lit


def test_a_lit_molotov_is_a_two_dice_attack_every_creature_in_the_room_defends_separately_molotov_cocktail(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = escape_state(4, at=[(0, 0), (0, 1), (0, 4), (0, 4)], items={0: [_molotov(lit=True)]})
    state = _zombies(state, 0, 1, 2)
    molotov = state.survivors[0].items[0]
    assert Throw(0, molotov.id, 0, 2) not in rules.legal_commands(state, 0)  # a Molotov reaches one room
    # attack 5 3; survivor 1 defends 6 2 (one hit); the zombies 5 (a tie, then an unopposed die), 1
    with dice(monkeypatch, [5, 3], [6, 2], [5], [1]):
        state, events = rules.apply(state, Throw(0, molotov.id, 0, 1))
    burst = next(e for e in events if e.kind == "molotov")
    assert burst.data["attack"] == [5, 3]
    assert [(d["seat"], d["zombies"], d["dice"], d["hits"]) for d in burst.data["defenders"]] == [
        (1, 0, [6, 2], 1),
        (None, 1, [5], 1),
        (None, 1, [1], 2),
    ]
    assert _count(state, 0, 1) == 0 and state.survivors[0].zombie_tokens == 2
    assert state.survivors[1].body == 5 and state.survivors[0].body == 6  # no damage back
    assert state.room(0, 1).disaster  # type: ignore[union-attr]
    assert rules.view(state, None)["rooms"][1]["tokens"]["disaster"] is True
    moved = replace(state, survivors=(replace(state.survivors[0], room=(0, 1)), *state.survivors[1:]))
    assert not any(isinstance(c, Search) for c in rules.legal_commands(moved, 0))  # no more searching


def test_the_rescuee_in_the_room_defends_on_their_own_against_a_molotov_molotov_cocktail_rescue_mission(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each creature in the room defends separately, the rescuee too, with their 2 dice that hurt no one."""
    state = escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)], items={0: [_molotov(lit=True)]})
    state = replace(_zombies(state, 0, 1, 1), rescuee=Rescuee(room=(0, 1), guide=1))
    molotov = state.survivors[0].items[0]
    # attack 6 4; the zombie 2 (destroyed); the rescuee 5 1: the 6 beats the 5, the 4 the 1
    with dice(monkeypatch, [6, 4], [2], [5, 1]):
        state, events = rules.apply(state, Throw(0, molotov.id, 0, 1))
    burst = next(e for e in events if e.kind == "molotov")
    assert burst.data["defenders"][-1] == {
        "seat": None,
        "zombies": 0,
        "rescuee": True,
        "dice": [5, 1],
        "hits": 2,
    }
    assert state.rescuee is not None and state.rescuee.body == 4
    assert _count(state, 0, 1) == 0 and state.survivors[0].body == 6
    assert "rescuee_damage" in _kinds(events)


def test_a_molotov_into_another_room_leaves_the_rescuee_alone_molotov_cocktail_rescue_mission(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)], items={0: [_molotov(lit=True)]})
    state = replace(_zombies(state, 0, 1, 1), rescuee=Rescuee(room=(0, 4), guide=1))
    molotov = state.survivors[0].items[0]
    with dice(monkeypatch, [6, 4], [2]):
        state, _events = rules.apply(state, Throw(0, molotov.id, 0, 1))
    assert state.rescuee is not None and state.rescuee.body == 6


def test_a_horde_defends_against_a_molotov_as_one_creature_with_five_dice_molotov_cocktail(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)], items={0: [_molotov(lit=True)]})
    state = _zombies(state, 0, 1, 5)
    molotov = state.survivors[0].items[0]
    with dice(monkeypatch, [6, 4], [5, 4, 1, 1, 1]):
        state, events = rules.apply(state, Throw(0, molotov.id, 0, 1))
    assert _count(state, 0, 1) == 4  # the 6 beats the 5; the 4 ties the 4 and the horde wins it


def test_an_unlit_molotov_thrown_is_only_a_noise_throw_it() -> None:
    state = escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)], items={0: [_molotov()]})
    state = _zombies(state, 0, 2, 2)
    molotov = state.survivors[0].items[0]
    state, events = rules.apply(state, Throw(0, molotov.id, 0, 2))
    assert "molotov" not in _kinds(events) and _count(state, 0, 2) == 2
    assert state.room(0, 2).noise and not state.room(0, 2).disaster  # type: ignore[union-attr]


# -- the Fire Barricade -----------------------------------------------------------------------------


def _barricaded(players: int = 2, **kw: object) -> State:
    state = escape_state(players, **kw)  # type: ignore[arg-type]
    return replace(state, barricades=(((0, 0, "e"), False),))


def test_whiskey_on_a_barricade_then_lit_makes_a_fire_barricade_barricading_a_door() -> None:
    whiskey = item("whiskey")
    state = _barricaded(at=[(0, 0), (0, 4)], items={0: [whiskey]}, actions=0)
    assert FireBarricade(0, 0, 0, "e", whiskey.id) in rules.legal_commands(state, 0)
    state, events = rules.apply(state, FireBarricade(0, 0, 0, "e", whiskey.id))
    assert state.actions_left == 0  # combining is free after your two actions
    assert state.survivors[0].items == () and whiskey.id in state.discarded
    assert side_state(state, 0, 0, "e") == "barricade"
    assert rules.view(state, None)["rooms"][0]["tokens"]["whiskey"] == ["e"]
    assert IgniteBarricade(0, 0, 0, "e") in rules.legal_commands(state, 0)
    state, _ = rules.apply(state, IgniteBarricade(0, 0, 0, "e"))
    assert side_state(state, 0, 0, "e") == "fire_barricade" == side_state(state, 0, 1, "w")
    assert rules.view(state, None)["rooms"][1]["sides"]["w"] == "fire_barricade"


def test_pouring_whiskey_on_a_barricade_is_an_action_while_actions_are_left_barricading_a_door() -> None:
    whiskey = item("whiskey")
    state = _barricaded(at=[(0, 0), (0, 4)], items={0: [whiskey]})
    state, _ = rules.apply(state, FireBarricade(0, 0, 0, "e", whiskey.id))
    assert state.actions_left == 2  # three actions with two players, one spent
    with pytest.raises(IllegalCommand):
        rules.apply(state, FireBarricade(0, 0, 0, "n", whiskey.id))


def test_a_survivor_crossing_a_fire_barricade_loses_one_life_point_barricading_a_door() -> None:
    state = _barricaded(at=[(0, 4), (0, 1)], current=1, actions=2)
    state = replace(state, fire_barricades=(((0, 0, "e"), True),))
    state, events = rules.apply(state, Move(1, 0, 0))
    assert state.survivors[1].room == (0, 0) and state.survivors[1].body == 5
    assert "fire_damage" in _kinds(events) and state.actions_left == 0


def test_zombies_cross_a_fire_barricade_anyway_and_it_burns_them_barricading_a_door() -> None:
    state = escape_state(2, at=[(0, 0), (0, 0)], rooms=COLUMN, marks=OPEN_COLUMN)
    state = replace(state, barricades=(((0, 0, "n"), False),), fire_barricades=(((0, 0, "n"), True),))
    state = _zombies(state, 1, 0, 1)
    state, events = zombie_turn(state, random.Random(1))
    assert _count(state, 1, 0) == 0 and _count(state, 0, 0) == 0
    burnt = [e for e in events if e.kind == "fire_damage"]
    assert [e.data["zombies"] for e in burnt] == [1] and state.barricades == (((0, 0, "n"), True),)
    # a horde is one creature: it loses one of its number and the rest come through
    state = replace(state, barricades=(((0, 0, "n"), False),), fire_barricades=(((0, 0, "n"), True),))
    state = _zombies(state, 1, 0, 5)
    state, events = zombie_turn(state, random.Random(1))
    through = [e.data["count"] for e in events if e.kind == "zombies_move" and e.data["from"] == [1, 0]]
    assert _count(state, 1, 0) == 0 and through == [4]


def test_a_fire_barricade_falls_with_its_barricade_at_the_end_of_the_round_barricading_a_door() -> None:
    state = _barricaded(at=[(0, 3), (0, 3)], actions=0)
    state = replace(state, barricades=(((0, 0, "e"), True),), fire_barricades=(((0, 0, "e"), True),))
    state, _ = rules.apply(state, EndTurn(0))
    state = replace(state, actions_left=0)
    state, _ = rules.apply(state, EndTurn(1))
    assert state.round == 2 and state.barricades == () and state.fire_barricades == ()


# -- the Vile Disguise ------------------------------------------------------------------------------


def _disguised(worn: bool = True, **kw: object) -> State:
    rags = replace(item("rags"), disguise=True, worn=worn, disguise_tokens=3 if worn else 0)
    kw.setdefault("at", [(0, 0), (0, 4), (0, 4), (0, 4)])
    return escape_state(4, items={0: [rags]}, **kw)  # type: ignore[arg-type]


def test_rags_and_a_dead_zombie_token_make_a_vile_disguise_vile_disguise() -> None:
    rags = item("rags")
    state = escape_state(4, items={0: [rags]})
    assert Disguise(0, rags.id) not in rules.legal_commands(state, 0)  # no dead zombie token yet
    state = replace(state, survivors=(replace(state.survivors[0], zombie_tokens=3), *state.survivors[1:]))
    assert Disguise(0, rags.id) in rules.legal_commands(state, 0)
    state, events = rules.apply(state, Disguise(0, rags.id))
    made = state.survivors[0].items[0]
    assert made.disguise and not made.worn and state.actions_left == 1
    # never dead zombie tokens and a Vile Disguise at once: the others are discarded too
    assert state.survivors[0].zombie_tokens == 0
    assert rules.view(state, None)["survivors"][0]["items"][0]["name"] == "Vile Disguise"
    assert Combine(0, rags.id, item("whiskey").id) not in rules.legal_commands(state, 0)


def test_putting_on_the_disguise_takes_an_action_and_provokes_attacks_of_opportunity_vile_disguise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombies(_disguised(worn=False), 0, 0, 1)
    rags = state.survivors[0].items[0]
    assert Use(0, rags.id, None) in rules.legal_commands(state, 0)
    with dice(monkeypatch, [6], [2, 1]):
        state, events = rules.apply(state, Use(0, rags.id, None))
    assert _kinds(events)[0] == "disguise_on" and "zombie_fight" in _kinds(events)
    worn = state.survivors[0].items[0]
    assert worn.worn and worn.disguise_tokens == 3 and state.actions_left == 1
    assert rules.view(state, None)["survivors"][0]["disguised"] is True


def test_a_disguised_survivor_moves_checks_doors_and_does_nothing_unseen_vile_disguise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombies(_disguised(), 0, 0, 3)
    with dice(monkeypatch):  # no dice are thrown: no attack of opportunity
        state, events = rules.apply(state, DoNothing(0))
        state, events = rules.apply(state, Move(0, 0, 1))
    assert "zombie_fight" not in _kinds(events) and state.survivors[0].room == (0, 1)


def test_any_other_normal_action_throws_the_disguise_away_before_attacks_of_opportunity_vile_disguise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombies(_disguised(), 0, 0, 2)
    rags = state.survivors[0].items[0]
    with dice(monkeypatch, [6, 6], [1], [1], [6, 6]):
        state, events = rules.apply(state, Attack(0, 0, 0, None, 1, None))
    kinds = _kinds(events)
    assert kinds.index("disguise_dropped") < kinds.index("zombie_fight")
    assert state.survivors[0].items == () and rags.id in state.discarded


def test_zombies_ignore_a_disguised_survivor_in_their_turn_vile_disguise() -> None:
    state = _zombies(_disguised(at=[(0, 0), (0, 2), (0, 2), (0, 2)]), 0, 0, 1)
    state, events = zombie_turn(state, random.Random(1))
    assert "zombie_fight" not in _kinds(events)
    assert _count(state, 0, 0) == 0 and _count(state, 0, 1) == 1  # it goes for the others


def test_the_disguise_loses_a_token_each_turn_for_three_turns_then_falls_apart_vile_disguise() -> None:
    state = _disguised()
    left = []
    for _turn in range(3):
        state, events = disguise_rules.tick(state, 0)
        assert _kinds(events) == ["disguise_token"]
        left.append(state.survivors[0].items[0].disguise_tokens)
    assert left == [2, 1, 0] and disguise_rules.is_disguised(state.survivors[0])
    state, events = disguise_rules.tick(state, 0)
    assert _kinds(events) == ["disguise_worn_off"] and state.survivors[0].items == ()


def test_a_token_comes_off_at_the_start_of_the_wearers_turn_vile_disguise() -> None:
    state = _disguised(current=3, actions=0)
    state = replace(state, first_player=3, turns_taken=(1, 2))
    state = replace(state, survivors=tuple(replace(s, room=(0, 0)) for s in state.survivors))
    state, events = rules.apply(state, EndTurn(3))
    assert state.current == 0 and "disguise_token" in _kinds(events)
    assert state.survivors[0].items[0].disguise_tokens == 2


def test_a_disguised_survivor_earns_no_dead_zombie_tokens_vile_disguise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombies(_disguised(worn=False), 0, 0, 1)
    with dice(monkeypatch, [6, 6], [1]):
        state, _ = rules.apply(state, Attack(0, 0, 0, None, 1, None))
    assert _count(state, 0, 0) == 0 and state.survivors[0].zombie_tokens == 0


def test_a_dropped_disguise_loses_its_token_and_cannot_be_traded_vile_disguise() -> None:
    state = _disguised(worn=False, at=[(0, 0), (0, 0), (0, 4), (0, 4)])
    rags = state.survivors[0].items[0]
    assert Trade(0, rags.id, 1) not in rules.legal_commands(state, 0)
    with pytest.raises(IllegalCommand):
        rules.apply(state, Trade(0, rags.id, 1))
    state, _ = rules.apply(state, Drop(0, rags.id))
    lying = state.room(0, 0).dropped[0]  # type: ignore[union-attr]
    assert not lying.disguise and lying.cards == rags.cards


# -- repairs and broken items -------------------------------------------------------------------------


def test_a_repair_item_mends_a_broken_item_of_a_type_it_repairs_wear_and_tear_repairs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(fighting, "wear_roll", lambda _rng: False)
    toolbox, gun = item("toolbox"), replace(item("handgun"), broken=True)
    box = replace(item("cardboard_box"), tokens=0, broken=True)
    state = escape_state(4, items={0: [toolbox, gun, box]})
    legal = rules.legal_commands(state, 0)
    assert Repair(0, toolbox.id, gun.id) in legal and Repair(0, toolbox.id, box.id) not in legal
    with pytest.raises(IllegalCommand):
        rules.apply(state, Repair(0, toolbox.id, box.id))  # a Toolbox does not mend armour
    state, events = rules.apply(state, Repair(0, toolbox.id, gun.id))
    assert not state.survivors[0].items[1].broken and state.actions_left == 1
    assert _kinds(events)[:2] == ["repaired", "wear"]  # the Toolbox rolls Wear & Tear


def test_mended_armour_gets_its_life_tokens_back_and_superglue_is_used_up_wear_and_tear_repairs() -> None:
    glue, box = item("superglue"), replace(item("cardboard_box"), tokens=0, broken=True)
    state = escape_state(4, items={0: [glue, box]})
    state, _ = rules.apply(state, Repair(0, glue.id, box.id))
    mended = state.survivors[0].items[0]
    full = kind_of(box.id).armour  # the box's printed armour, whatever the content gives it
    assert not mended.broken and mended.tokens == full > 0 and glue.id in state.discarded


def test_antidotes_are_never_repaired_wear_and_tear_repairs() -> None:
    glue, antidote = item("superglue"), replace(item("antidote"), broken=True)
    state = escape_state(4, items={0: [glue, antidote]})
    assert not any(isinstance(c, Repair) for c in rules.legal_commands(state, 0))
    with pytest.raises(IllegalCommand):
        rules.apply(state, Repair(0, glue.id, antidote.id))


def test_broken_items_cannot_be_traded_thrown_or_combined_and_are_lost_when_dropped_broken_items() -> None:
    mop, scissors = replace(item("mop"), broken=True), item("scissors")
    state = escape_state(4, at=[(0, 0), (0, 0), (0, 4), (0, 4)], items={0: [mop, scissors]})
    legal = rules.legal_commands(state, 0)
    assert Combine(0, mop.id, scissors.id) not in legal and Trade(0, mop.id, 1) not in legal
    assert not any(isinstance(c, Throw) and c.item == mop.id for c in legal)
    for command in (Combine(0, mop.id, scissors.id), Trade(0, mop.id, 1), Throw(0, mop.id, 0, 1)):
        with pytest.raises(IllegalCommand):
            rules.apply(state, command)
    state, _ = rules.apply(state, Drop(0, mop.id))
    assert state.room(0, 0).dropped == () and mop.id in state.discarded  # type: ignore[union-attr]


# -- the decks -------------------------------------------------------------------------------------------


def test_the_new_cards_keep_the_books_deck_sizes_components() -> None:
    sizes = Counter(card.deck for card in CARDS)
    assert sizes == {Deck.SCAVENGE: 46, Deck.SEARCH: 47, Deck.SUPPLIES: 8}
    search = {card.key for card in CARDS if card.deck is Deck.SEARCH}
    assert {"crawlspace", "air_duct", "second_wind", "sewing_kit", "superglue"} <= search
    assert all(
        card.event is None or card.deck is Deck.SEARCH for card in CARDS
    )  # events only in the search deck


def test_a_survivor_burnt_to_death_crossing_a_fire_barricade_falls_beyond_it_barricading_a_door() -> None:
    state = _barricaded(at=[(0, 4), (0, 1)], current=1, actions=2)
    state = replace(state, fire_barricades=(((0, 0, "e"), True),), mode="competitive")
    state = replace(state, survivors=(state.survivors[0], replace(state.survivors[1], body=1)))
    state, events = rules.apply(state, Move(1, 0, 0))
    assert not state.survivors[1].alive and state.room(0, 0).bodies == 1  # type: ignore[union-attr]
    assert "died" in _kinds(events) and state.current == 0
