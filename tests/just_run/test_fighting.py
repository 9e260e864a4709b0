"""All About Fighting and Taking Damage, with the book's worked fights."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import Attack, DoNothing
from tabletop.games.just_run.rules.fighting import damage, pair_dice
from tabletop.games.just_run.rules.items import best_defence, combined
from tabletop.games.just_run.rules.state import Mark
from tests.just_run.helpers import dice, escape_state, item, room


def test_the_basic_attack_flail_against_four_zombies_pairs_as_the_book_says() -> None:
    # A Basic Attack: Chris's three dice against four zombies: she wins the tied 6 with her flail,
    # wins with the 5, loses with the 2 and loses to the last zombie's unopposed 1.
    assert pair_dice([6, 5, 2], [6, 4, 3, 1], attacker_flail=True) == (2, 2)


def test_the_ranged_attack_on_tracy_pairs_as_the_book_says() -> None:
    # A Ranged Attack: Chris loses on the 5, wins on the 4 and wins on the unopposed 2.
    assert pair_dice([5, 4, 2], [6, 3]) == (2, 1)


def test_fighting_ties_go_to_the_defender_to_a_flail_attacker_and_to_zombies() -> None:
    assert pair_dice([4], [4]) == (0, 1)
    assert pair_dice([4], [4], attacker_flail=True) == (1, 0)
    assert pair_dice([4], [4], attacker_flail=True, defender_flail=True) == (0, 1)
    assert pair_dice([4], [4], zombie_attacker=True, defender_flail=True) == (1, 0)
    assert pair_dice([1, 1], [6]) == (1, 1)  # an unopposed die always wins


def test_chris_hammer_flail_fight_against_four_zombies_kills_two_and_costs_her_two(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    flail = combined(item("hammer"), item("extension_cord"))
    assert flail is not None
    state = escape_state(2, at=[(0, 0), (0, 4)], items={0: [flail]})
    state = replace(state, grid=_with_zombies(state, 0, 0, 4), reserve=state.reserve - 4)
    with dice(monkeypatch, [6, 5, 2], [6, 4, 3, 1], [1, 1], [2, 2, 2]):
        state, events = rules.apply(state, Attack(0, 0, 0, flail.id, 4, None))
    assert state.room(0, 0).zombies == 2  # type: ignore[union-attr]
    assert state.survivors[0].zombie_tokens == 2
    assert state.survivors[0].body == 4
    fight = next(e for e in events if e.kind == "fight")
    assert fight.data["hits"] == [2, 2]
    # then the two left standing make their attack of opportunity (defending does them no harm)
    assert any(e.kind == "zombie_fight" and e.data["opportunity"] for e in events)


def test_chris_handgun_shot_at_tracy_next_door_hurts_him_twice_and_her_not_at_all(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    handgun = item("handgun")
    state = escape_state(
        2,
        at=[(1, 0), (2, 0)],
        rooms={(1, 0): room("room_00"), (2, 0): room("room_07", zombies=2)},
        marks=[(1, 0, "n", Mark.OPEN)],
        items={0: [handgun], 1: [item("kitchen_knife")]},
    )
    # Tracy may not use his knife: he is not in the attacker's room, so he throws his 2 base dice
    with dice(monkeypatch, [5, 4, 2], [6, 3]):
        state, events = rules.apply(state, Attack(0, 2, 0, handgun.id, 0, 1))
    assert state.survivors[1].body == 4
    assert state.survivors[0].body == 6
    assert state.room(2, 0).zombies == 2  # type: ignore[union-attr]
    assert not any(e.kind == "zombie_fight" for e in events)  # defending draws no attack of opportunity


def test_in_a_more_complicated_attack_only_the_attacker_draws_the_zombies_attack_of_opportunity(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = escape_state(2, at=[(0, 1), (0, 1)])
    state = replace(state, grid=_with_zombies(state, 0, 1, 2), reserve=state.reserve - 2)
    with dice(monkeypatch, [3, 3], [1, 1], [6, 6], [1, 1]):
        state, events = rules.apply(state, Attack(0, 0, 1, None, 0, 1))
    fights = [e for e in events if e.kind == "zombie_fight"]
    assert [f.data["seat"] for f in fights] == [0]
    assert state.survivors[1].body == 4
    assert state.survivors[0].body == 4  # two zombie dice of 6 against two 1s
    assert state.room(0, 1).zombies == 2  # type: ignore[union-attr]


def test_ranged_weapons_never_defend() -> None:
    state = escape_state(2, items={0: [item("handgun"), item("kitchen_knife")]})
    assert best_defence(state.survivors[0]) == state.survivors[0].items[1]
    state = escape_state(2, items={0: [item("handgun")]})
    assert best_defence(state.survivors[0]) is None


def test_damage_takes_worn_armour_first_then_body_and_empty_armour_breaks() -> None:
    box = replace(item("cardboard_box"), worn=True)
    state = escape_state(2, items={0: [box]})
    state, _ = damage(state, 0, box.tokens + 1)
    survivor = state.survivors[0]
    assert survivor.body == 5
    assert survivor.items[0].tokens == 0 and survivor.items[0].broken


def test_the_damage_line_says_the_armour_took_the_hits_and_no_life_was_lost_taking_damage() -> None:
    """Taking Damage: armour tokens go first.  The log read 'Loses 1 life point' when the armour
    had taken it; it says where the hits went, in English and in Polish."""
    from tabletop.core import i18n
    from tabletop.games.just_run.table.event_words import event_line

    box = replace(item("cardboard_box"), worn=True)
    state = escape_state(2, items={0: [box]})
    _after, (all_armour,) = damage(state, 0, 1)
    assert state.survivors[0].body == _after.survivors[0].body
    _after, (split,) = damage(state, 0, box.tokens + 2)
    _after, (bare,) = damage(escape_state(2), 0, 2)
    names = ["Anna", "Ben"]
    lines = [event_line(event, None, names) for event in (all_armour, split, bare)]
    assert lines[0] == "Anna's armour takes 1 hit: no life point lost."
    assert lines[1] == f"Anna's armour takes {box.tokens}; 2 life points are lost."
    assert lines[2] == "Anna loses 2 life points."
    i18n.set_language("pl")
    try:
        assert event_line(all_armour, None, names) == "Anna: pancerz przyjmuje 1 trafienie, bez utraty życia."
    finally:
        i18n.set_language("en")


def test_a_survivor_at_zero_life_dies_dropping_whole_gear_and_rises_at_the_next_spawn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    broken = replace(item("handgun"), broken=True)
    state = escape_state(
        2, mode="competitive", at=[(0, 1), (0, 3)], items={0: [item("mop"), broken]}, actions=1
    )
    state = replace(state, survivors=(replace(state.survivors[0], body=1), state.survivors[1]))
    state = replace(state, grid=_with_zombies(state, 0, 1, 1), reserve=state.reserve - 1)
    with dice(monkeypatch, [6], [1, 1, 1]):
        state, events = rules.apply(state, DoNothing(0))
    assert not state.survivors[0].alive and state.survivors[0].room is None
    here = state.room(0, 1)
    assert here is not None and [i.id for i in here.dropped] == [item("mop").id]
    assert broken.cards[0] in state.discarded
    assert here.bodies == 1


def _with_zombies(state: rules.State, row: int, col: int, count: int) -> tuple:  # type: ignore[type-arg]
    grid = list(state.grid)
    index = row * 5 + col
    grid[index] = replace(grid[index], zombies=count)  # type: ignore[type-var]
    return tuple(grid)
