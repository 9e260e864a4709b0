"""The scenarios on top of Get Out, alone and several at once (All About Scenarios; Extermination;
Memento Mori; Find the Cure; Rescue Mission; Escaping and Winning)."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import fields, replace
from typing import Any

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules import cure, fighting, rescue, scenarios
from tabletop.games.just_run.rules.commands import (
    Attack,
    DoNothing,
    EndTurn,
    HealRescuee,
    Move,
    PickUp,
    RescueeCheck,
    RescueeMove,
    TakeCure,
    Trade,
    Use,
)
from tabletop.games.just_run.rules.content import ANTIDOTES, CARDS, ItemType
from tabletop.games.just_run.rules.state import Mark, Phase, Rescuee, State
from tabletop.games.just_run.rules.turns import game_end
from tabletop.games.just_run.rules.zombies import zombie_turn
from tests.just_run.helpers import dice, escape_state, item, room
from tests.just_run.test_escape_and_playouts import _at_main_exit

ALL = ("extermination", "memento_mori", "find_the_cure", "rescue_mission")


def _with(state: State, *names: str, **changes: Any) -> State:
    return replace(state, scenarios=("get_out", *names), **changes)


def _zombies(state: State, row: int, col: int, count: int) -> State:
    grid = list(state.grid)
    here = grid[row * 5 + col]
    assert here is not None
    grid[row * 5 + col] = replace(here, zombies=count)
    return replace(state, grid=tuple(grid), reserve=state.reserve - count)


def _escaped(state: State, seats: Iterable[int]) -> State:
    out = tuple(
        replace(s, room=None, escaped=True) if i in seats else s for i, s in enumerate(state.survivors)
    )
    return replace(state, survivors=out)


def _antidote(nth: int = 0) -> Any:
    return item("antidote", nth)


# -- options and set-up ---------------------------------------------------------------------------


def test_each_scenario_is_an_on_off_option_and_the_view_lists_the_active_ones_all_about_scenarios() -> None:
    names = {option.name: option for option in rules.OPTIONS}
    for name in ALL:
        assert names[name].choices == ("off", "on") and names[name].default == "off"
    assert rules.view(rules.setup({"players": 3}, 1), 0)["scenarios"] == ["get_out"]
    state = rules.setup({"players": 3, "memento_mori": "on", "rescue_mission": "on"}, 1)
    assert rules.view(state, 0)["scenarios"] == ["get_out", "memento_mori", "rescue_mission"]
    every = rules.setup({"players": 3, **dict.fromkeys(ALL, "on")}, 1)
    assert rules.view(every, None)["scenarios"] == ["get_out", *ALL]


def test_old_options_with_only_the_get_out_scenario_deal_the_same_game_all_about_scenarios() -> None:
    old = rules.setup({"players": 4, "scenario": "get_out", "mode": "coop"}, 9)
    new = rules.setup({"players": 4, **dict.fromkeys(ALL, "off"), "easier": 0, "contagion": "off"}, 9)
    assert old == new
    assert old.scenarios == ("get_out",) and old.rescuee is None and old.cure_room is None
    assert not old.contagion and old.set_aside == ANTIDOTES


def test_a_saved_state_from_before_the_scenarios_still_loads_and_plays_all_about_scenarios() -> None:
    state = escape_state(3)
    new_fields = {"contagion", "cure_room", "cure_tokens", "rescuee"}
    old_fields = {f.name: getattr(state, f.name) for f in fields(State) if f.name not in new_fields}
    old = State(**old_fields)
    assert old == state
    assert rules.view(old, 0)["rescuee"] is None
    assert DoNothing(0) in rules.legal_commands(old, 0)
    rules.apply(old, DoNothing(0))


# -- Extermination --------------------------------------------------------------------------------


def test_each_kill_is_credited_only_to_the_survivor_who_made_it_extermination(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombies(_with(escape_state(3, at=[(0, 0), (0, 0), (0, 1)]), "extermination"), 0, 0, 2)
    with dice(monkeypatch, [6, 6], [1, 1]):
        state, _ = rules.apply(state, Attack(0, 0, 0, None, 2, None))
    assert [s.zombie_tokens for s in state.survivors] == [2, 0, 0]
    assert scenarios.credit_kills(state, None, 3) == state  # a kill with no survivor behind it
    assert scenarios.credit_kills(state, 2, 1).survivors[2].zombie_tokens == 1


def test_zombies_a_survivor_destroys_while_defending_are_credited_to_them_extermination(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombies(_with(escape_state(2, at=[(0, 0), (0, 4)]), "extermination"), 0, 0, 1)
    with dice(monkeypatch, [1], [6, 6]):
        state, _ = fighting.zombies_attack(state, random.Random(1), 0, 1, hurt_zombies=True)
    assert state.survivors[0].zombie_tokens == 1 and state.survivors[1].zombie_tokens == 0


def test_nobody_boards_the_chopper_without_five_dead_zombie_tokens_extermination() -> None:
    state, col = _at_main_exit(2, [0, 1], "coop")
    state = _with(state, "extermination")
    assert Move(0, 10, col) not in rules.legal_commands(state, 0)
    with pytest.raises(IllegalCommand, match="dead-zombie tokens"):
        rules.apply(state, Move(0, 10, col))
    ready = replace(state.survivors[0], zombie_tokens=5)
    state = replace(state, survivors=(ready, *state.survivors[1:]))
    assert Move(0, 10, col) in rules.legal_commands(state, 0)
    state, _ = rules.apply(state, Move(0, 10, col))
    assert state.survivors[0].escaped


def test_using_a_token_for_a_vile_disguise_discards_every_collected_token_extermination() -> None:
    base = escape_state(2)
    tokens = (replace(base.survivors[0], zombie_tokens=4), base.survivors[1])
    hunting = _with(base, "extermination", survivors=tokens)
    assert scenarios.spend_zombie_token_for_disguise(hunting, 0).survivors[0].zombie_tokens == 0
    plain = replace(base, survivors=tokens)
    assert scenarios.spend_zombie_token_for_disguise(plain, 0).survivors[0].zombie_tokens == 3
    with pytest.raises(IllegalCommand):
        scenarios.spend_zombie_token_for_disguise(hunting, 1)


def test_cooperative_winners_are_those_out_with_five_tokens_extermination() -> None:
    state = _with(escape_state(3), "extermination")
    hunters = tuple(replace(s, zombie_tokens=5 if i != 1 else 2) for i, s in enumerate(state.survivors))
    state = _escaped(replace(state, survivors=hunters), range(3))
    state, _ = game_end(state)
    result = rules.outcome(state)
    assert result is not None and result.winners == (0, 2)


# -- Memento Mori ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(12))
def test_two_mementos_wait_under_exit_tiles_and_the_rest_in_the_search_deck_memento_mori(seed: int) -> None:
    state = rules.setup({"players": 4, "memento_mori": "on"}, seed)
    under = [r.exit_card for r in state.grid if r is not None and r.exit_card is not None]
    assert sum(c in scenarios.MEMENTOS for c in under) == scenarios.MEMENTOS_AT_EXITS
    in_deck = [c for c in state.search_deck if c in scenarios.MEMENTOS]
    assert len(in_deck) == len(scenarios.MEMENTOS) - scenarios.MEMENTOS_AT_EXITS
    assert len(state.search_deck) + len(under) == 47 - 6
    assert all(
        CARDS[c].item is not None and CARDS[c].item.type is ItemType.MEMENTO for c in scenarios.MEMENTOS
    )


def test_only_survivors_out_with_a_memento_win_memento_mori() -> None:
    ring = item("wedding_ring")
    state = _with(escape_state(2, items={1: [ring]}, mode="competitive"), "memento_mori")
    state, _ = game_end(_escaped(state, [1]))
    result = rules.outcome(state)
    assert state.phase is Phase.OVER and result is not None and result.winners == (1,)
    coop = _with(escape_state(2, items={0: [ring]}), "memento_mori")
    coop, _ = game_end(_escaped(coop, [0, 1]))
    result = rules.outcome(coop)
    assert result is not None and result.winners == (0,)


# -- Find the Cure ----------------------------------------------------------------------------------


def _lab_state(**kwargs: Any) -> State:
    state = escape_state(
        2,
        at=[(1, 0), (1, 0)],
        rooms={(1, 0): room(), (2, 0): room("lab_a")},
        marks=[(0, 0, "n", Mark.OPEN), (1, 0, "n", Mark.OPEN)],
        **kwargs,
    )
    return _with(state, "find_the_cure")


def test_the_first_survivor_into_a_lab_lays_the_six_cure_tokens_there_find_the_cure() -> None:
    state, events = rules.apply(_lab_state(), Move(0, 2, 0))
    assert state.cure_room == (2, 0) and state.cure_tokens == 6
    assert any(e.kind == "cure_tokens" for e in events)
    assert rules.view(state, 0)["cure"] == {"room": {"row": 2, "col": 0}, "tokens": 6}
    plain = replace(_lab_state(), scenarios=("get_out",))
    assert rules.apply(plain, Move(0, 2, 0))[0].cure_room is None


def test_a_normal_action_swaps_one_cure_token_for_an_antidote_find_the_cure() -> None:
    state, _ = rules.apply(_lab_state(), Move(0, 2, 0))
    assert TakeCure(0) in rules.legal_commands(state, 0)
    state, _ = rules.apply(state, TakeCure(0))
    assert state.cure_tokens == 5 and len(state.set_aside) == 5
    assert cure.carries_antidote(state.survivors[0]) and state.actions_left == 1
    assert TakeCure(0) not in rules.legal_commands(state, 0)
    with pytest.raises(IllegalCommand, match="no Antidote"):
        rules.apply(state, TakeCure(0))


def test_nobody_carries_two_antidotes_find_the_cure() -> None:
    state = _lab_state(items={0: [_antidote(0)], 1: [_antidote(1)]})
    state = replace(state, set_aside=ANTIDOTES[2:])
    grid = list(state.grid)
    here = grid[5]
    assert here is not None
    grid[5] = replace(here, dropped=(_antidote(2),))
    state = replace(state, grid=tuple(grid), set_aside=ANTIDOTES[3:])
    legal = rules.legal_commands(state, 0)
    assert PickUp(0, ANTIDOTES[2]) not in legal and Trade(0, ANTIDOTES[0], 1) not in legal
    with pytest.raises(IllegalCommand):
        rules.apply(state, PickUp(0, ANTIDOTES[2]))
    with pytest.raises(IllegalCommand):
        rules.apply(state, Trade(0, ANTIDOTES[0], 1))
    plain = replace(state, scenarios=("get_out",))
    assert PickUp(0, ANTIDOTES[2]) in rules.legal_commands(plain, 0)


def test_an_antidote_rolls_wear_and_tear_whenever_its_carrier_could_take_damage_find_the_cure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombies(_lab_state(items={0: [_antidote()]}), 1, 0, 1)
    monkeypatch.setattr(fighting, "roll_dice", lambda _rng, count: [1] * count)
    monkeypatch.setattr(cure, "wear_roll", lambda _rng: True)
    hit, events = fighting.zombies_attack(state, random.Random(1), 0, 1, hurt_zombies=False)
    assert not cure.carries_antidote(hit.survivors[0]), "the defender won, yet the Antidote was at risk"
    assert ANTIDOTES[0] in hit.discarded
    assert any(e.kind == "wear" and e.data.get("antidote") for e in events)
    monkeypatch.setattr(cure, "wear_roll", lambda _rng: False)
    held, _ = fighting.zombies_attack(state, random.Random(1), 0, 1, hurt_zombies=False)
    assert cure.carries_antidote(held.survivors[0])


def test_an_event_that_could_hurt_the_carrier_also_risks_the_antidote_find_the_cure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tabletop.games.just_run.rules import searching

    collapse = next(c.id for c in CARDS if c.key == "collapse")
    state = _lab_state(items={0: [_antidote()]})
    monkeypatch.setattr(cure, "wear_roll", lambda _rng: True)
    state, _ = searching.found(state, random.Random(1), 0, collapse)
    assert not cure.carries_antidote(state.survivors[0]) and state.survivors[0].body == 5


def test_using_the_antidote_restores_body_to_six_and_discards_it_find_the_cure() -> None:
    state = _lab_state(items={0: [_antidote()]})
    state = replace(state, survivors=(replace(state.survivors[0], body=1), state.survivors[1]))
    state, _ = rules.apply(state, Use(0, ANTIDOTES[0], None))
    assert state.survivors[0].body == 6 and ANTIDOTES[0] in state.discarded


def test_the_cure_is_won_only_if_one_survivor_out_carries_an_antidote_find_the_cure() -> None:
    state = _lab_state(items={1: [_antidote()]})
    won, _ = game_end(_escaped(state, [0, 1]))
    result = rules.outcome(won)
    assert result is not None and result.winners == (0, 1)
    empty = replace(state, survivors=tuple(replace(s, items=()) for s in state.survivors))
    lost, _ = game_end(_escaped(empty, [0, 1]))
    result = rules.outcome(lost)
    assert result is not None and result.winners == ()


def test_the_game_is_lost_once_every_antidote_is_gone_find_the_cure() -> None:
    state = replace(_lab_state(), cure_room=(2, 0), cure_tokens=0)
    state = replace(state, search_deck=tuple(c for c in state.search_deck if c not in ANTIDOTES))
    over, _ = game_end(state)
    assert over.phase is Phase.OVER and over.lost
    result = rules.outcome(over)
    assert result is not None and result.winners == ()
    still, _ = game_end(replace(state, cure_tokens=1))
    assert still.phase is Phase.TURN


# -- Rescue Mission ---------------------------------------------------------------------------------


def _fifth_row_state(players: int = 2, mode: str = "coop") -> State:
    state = escape_state(
        players,
        at=[(3, 2)] * players,
        rooms={(3, 2): room(), (4, 2): room()},
        marks=[(3, 2, "n", Mark.OPEN)],
        mode=mode,
    )
    return _with(state, "rescue_mission")


def test_the_first_survivor_into_the_fifth_row_rolls_where_the_rescuee_hides_rescue_mission() -> None:
    state, events = rules.apply(_fifth_row_state(), Move(0, 4, 2))
    rescuee = state.rescuee
    assert rescuee is not None and rescuee.guide == 0 and rescuee.body == 6
    assert rescuee.room is not None and 0 <= rescuee.room[0] <= 4 and 0 <= rescuee.room[1] <= 4
    assert state.room(*rescuee.room) is not None, "a room is drawn where none lay"
    found = next(e for e in events if e.kind == "rescuee_found")
    assert all(die[-1] < 6 and all(d == 6 for d in die[:-1]) for die in found.data["dice"])
    assert rules.view(state, 1)["rescuee"]["room"] == {"row": rescuee.room[0], "col": rescuee.room[1]}
    again, _ = rules.apply(replace(state, current=0), Move(0, 3, 2))
    assert again.rescuee == state.rescuee, "only the first visit to the 5th row rolls"


def test_the_rescuee_is_placed_by_two_dice_rerolling_sixes_rescue_mission() -> None:
    class Loaded(random.Random):
        throws = [6, 3, 2]

        def randint(self, a: int, b: int) -> int:
            return self.throws.pop(0)

    state, _ = rescue.find_rescuee(_fifth_row_state(), Loaded(), 1, 4)
    assert state.rescuee is not None and state.rescuee.room == (2, 1) and state.rescuee.guide == 1


def _with_rescuee(state: State, where: tuple[int, int], **changes: Any) -> State:
    return replace(state, rescuee=Rescuee(room=where, guide=0, **changes))


def test_the_rescuee_acts_last_moved_by_their_guide_only_to_move_or_check_doors_rescue_mission() -> None:
    state = _with_rescuee(_fifth_row_state(3), (4, 2))
    for seat in range(3):
        state, _ = rules.apply(state, DoNothing(seat))
        state, _ = rules.apply(state, DoNothing(seat))
        state, _ = rules.apply(state, EndTurn(seat))
    assert state.phase is Phase.RESCUEE and rules.to_act(state) == (0,) and state.actions_left == 2
    legal = rules.legal_commands(state, 0)
    assert {c.TYPE for c in legal} <= {"rescuee_move", "rescuee_check", "end_turn"}
    assert RescueeMove(0, 3, 2) in legal and RescueeCheck(0, 4, 2, "e") in legal
    state, _ = rules.apply(state, RescueeMove(0, 3, 2))
    assert state.rescuee is not None and state.rescuee.room == (3, 2) and state.actions_left == 1
    state, events = rules.apply(state, EndTurn(0))
    assert any(e.kind == "zombie_turn" for e in events)
    assert state.phase is Phase.TURN and state.first_player in range(3), "the rescuee is never first player"
    assert state.rescuee is not None and not state.rescuee.acted


def _rescuee_steps_in(state: State, start: tuple[int, int], dest: tuple[int, int]) -> State:
    state = replace(
        _with_rescuee(state, start), phase=Phase.RESCUEE, current=0, actions_left=2, turns_taken=(0, 1)
    )
    state, _ = rules.apply(state, RescueeMove(0, *dest))
    assert state.rescuee is not None and state.rescuee.room == dest
    return state


def test_the_rescuee_turns_up_no_exit_card_only_a_survivor_does_escaping_and_winning_rescue_mission() -> None:
    """Escaping and Winning: "the first time a survivor enters an exit room, reveal the search card";
    the rescuee is not a survivor and, by Rescue Mission, can only move or check doors and neither
    carries nor uses items: the card stays hidden until a survivor comes in."""
    state = _with(escape_state(2, at=[(0, 0), (0, 1)], rooms={(8, 0): room()}), "rescue_mission")
    grid = list(state.grid)
    exit_room = grid[45]
    assert exit_room is not None and exit_room.exit_card is not None and exit_room.exit_tile is not None
    grid[45] = replace(exit_room, tile=exit_room.exit_tile, revealed=True)
    state = replace(state, grid=tuple(grid), marks=tuple(sorted([*state.marks, ((8, 0, "n"), Mark.OPEN)])))
    card = exit_room.exit_card
    stepped = _rescuee_steps_in(state, (8, 0), (9, 0))
    assert stepped.room(9, 0).exit_card == card  # type: ignore[union-attr]
    assert not stepped.room(9, 0).dropped  # type: ignore[union-attr]
    moved = replace(state, survivors=(replace(state.survivors[0], room=(8, 0)), state.survivors[1]))
    moved, events = rules.apply(moved, Move(0, 9, 0))
    assert moved.room(9, 0).exit_card is None and any(e.kind == "exit_card" for e in events)  # type: ignore[union-attr]


def test_the_rescuee_lays_no_cure_tokens_in_a_lab_only_a_survivor_does_find_the_cure_rescue_mission() -> None:
    """Find the Cure: "when any survivor first enters one of the two Labs, they place all 6 cure
    tokens"; the rescuee, who neither carries nor uses items, does not."""
    state = _with(_lab_state(), "find_the_cure", "rescue_mission")
    stepped = _rescuee_steps_in(state, (1, 0), (2, 0))
    assert stepped.cure_room is None and stepped.cure_tokens == 0
    assert rules.apply(state, Move(0, 2, 0))[0].cure_room == (2, 0)


def test_the_rescuee_provokes_attacks_of_opportunity_and_defends_with_two_harmless_dice_rescue_mission(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombies(_with_rescuee(_fifth_row_state(), (4, 2)), 4, 2, 2)
    state = replace(state, phase=Phase.RESCUEE, current=0, actions_left=2, turns_taken=(0, 1))
    throws = [[6, 5], [1, 1]]
    monkeypatch.setattr(rescue, "roll_dice", lambda _rng, count: throws.pop(0))
    state, events = rules.apply(state, RescueeMove(0, 3, 2))
    assert state.rescuee is not None and state.rescuee.body == 4
    assert state.room(4, 2).zombies == 2, "the rescuee's dice never hurt a zombie"  # type: ignore[union-attr]
    assert any(e.kind == "opportunity" for e in events)


def test_zombies_attack_the_rescuee_like_any_survivor_and_take_no_damage_back_rescue_mission(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _with_rescuee(_fifth_row_state(), (1, 1), body=2)
    state = replace(state, grid=tuple(r if i != 6 else room() for i, r in enumerate(state.grid)))
    state = _zombies(state, 1, 1, 2)
    throws = [[3, 3], [6, 6]]
    monkeypatch.setattr(rescue, "roll_dice", lambda _rng, count: throws.pop(0))
    state, events = zombie_turn(state, random.Random(1))
    assert state.room(1, 1).zombies == 2, "the rescuee's winning dice hurt no zombie"  # type: ignore[union-attr]
    assert state.rescuee is not None and state.rescuee.body == 2 and not throws
    throws += [[6, 6], [1, 1]]
    state, events = zombie_turn(state, random.Random(1))
    assert state.rescuee is not None and not state.rescuee.alive
    assert any(e.kind == "rescuee_died" for e in events)
    over, _ = game_end(state)
    assert over.phase is Phase.OVER and over.lost, "the rescuee dead: the mission cannot be won"


def test_zombies_move_toward_the_rescuee_rescue_mission() -> None:
    state = _fifth_row_state()
    state = replace(state, survivors=tuple(replace(s, room=(0, 4)) for s in state.survivors))
    state = _with_rescuee(state, (4, 2))
    state = _zombies(state, 3, 2, 1)
    state, _ = zombie_turn(state, random.Random(2))
    assert state.room(4, 2).zombies == 1  # type: ignore[union-attr]


def test_other_survivors_can_heal_the_rescuee_rescue_mission() -> None:
    bandages = item("bandages")
    state = _with_rescuee(_fifth_row_state(), (3, 2), body=3)
    state = replace(state, survivors=(replace(state.survivors[0], items=(bandages,)), state.survivors[1]))
    assert HealRescuee(0, bandages.id) in rules.legal_commands(state, 0)
    state, _ = rules.apply(state, HealRescuee(0, bandages.id))
    assert state.rescuee is not None and state.rescuee.body == 4 and bandages.id in state.discarded


def test_cooperative_rescue_is_won_once_the_rescuee_gets_out_even_after_the_rest_rescue_mission() -> None:
    state, col = _at_main_exit(2, [0, 1], "coop")
    state = _with_rescuee(_with(state, "rescue_mission"), (9, col))
    state, _ = rules.apply(state, Move(0, 10, col))
    state, _ = rules.apply(state, Move(1, 10, col))
    assert state.phase is Phase.RESCUEE and rules.to_act(state) == (0,), "the guide moves the rescuee out"
    state, events = rules.apply(state, RescueeMove(0, 10, col))
    assert state.phase is Phase.OVER and any(e.kind == "rescuee_escaped" for e in events)
    result = rules.outcome(state)
    assert result is not None and result.winners == (0, 1)


def test_half_the_survivors_board_and_the_rescuee_has_a_seat_of_their_own_rescue_mission() -> None:
    state, col = _at_main_exit(4, [0, 1, 2], "competitive")
    state = _with_rescuee(_with(state, "rescue_mission"), (9, col))
    state, _ = rules.apply(state, Move(0, 10, col))
    state, _ = rules.apply(state, Move(1, 10, col))
    assert state.phase is not Phase.OVER, "the chopper waits for the rescuee"
    assert Move(2, 10, col) not in rules.legal_commands(state, 2), "the chopper's two seats are taken"
    with pytest.raises(IllegalCommand, match="full"):
        rules.apply(state, Move(2, 10, col))
    state, _ = rules.apply(state, DoNothing(2))
    state, _ = rules.apply(state, DoNothing(2))
    state, _ = rules.apply(state, EndTurn(2))
    state, _ = rules.apply(state, DoNothing(3))
    state, _ = rules.apply(state, DoNothing(3))
    state, _ = rules.apply(state, EndTurn(3))
    assert state.phase is Phase.RESCUEE
    state, _ = rules.apply(state, RescueeMove(0, 10, col))
    assert state.phase is Phase.OVER
    result = rules.outcome(state)
    assert result is not None and result.winners == (0, 1)


# -- several at once ----------------------------------------------------------------------------------


def test_with_several_scenarios_every_objective_must_be_met_all_about_scenarios() -> None:
    ring = item("wedding_ring")
    state = _with(escape_state(2, items={0: [ring, _antidote()], 1: [item("dog_tag")]}), *ALL)
    state = replace(
        state,
        survivors=tuple(replace(s, zombie_tokens=5) for s in state.survivors),
        rescuee=Rescuee(room=None, guide=0, escaped=True),
    )
    won, _ = game_end(_escaped(state, [0, 1]))
    result = rules.outcome(won)
    assert won.phase is Phase.OVER and result is not None and result.winners == (0, 1)
    no_rescuee = replace(state, rescuee=Rescuee(room=(3, 3), guide=0))
    waiting, _ = game_end(_escaped(no_rescuee, [0, 1]))
    assert waiting.phase is not Phase.OVER, "the rescuee is still to come out"
    short = replace(state, survivors=(replace(state.survivors[0], zombie_tokens=5), state.survivors[1]))
    short = replace(short, survivors=(short.survivors[0], replace(short.survivors[1], items=())))
    partly, _ = game_end(_escaped(short, [0, 1]))
    result = rules.outcome(partly)
    assert result is not None and result.winners == (0,), "the second survivor carried no memento"


def test_the_rescuee_alone_inside_with_no_way_to_the_exit_row_loses_the_mission_rescue_mission() -> None:
    state = _with(escape_state(2, rooms={(2, 2): room("room_04")}), "rescue_mission")
    state = _escaped(replace(state, rescuee=Rescuee(room=(2, 2), guide=0)), [0, 1])
    assert rules.view(state, 0)["rescuee"]["room"] == {"row": 2, "col": 2}
    hopeful, _ = game_end(state)
    assert hopeful.phase is not Phase.OVER, "an unchecked door may still lead on"
    shut = replace(state, marks=((((2, 2, "n"), Mark.BLOCKED)),))
    over, _ = game_end(shut)
    assert over.phase is Phase.OVER and over.lost
    result = rules.outcome(over)
    assert result is not None and result.winners == ()
