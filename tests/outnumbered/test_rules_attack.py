"""The truck, the villains' attack, the lab and the final assault (rulebook, THE INFINITY GENERATOR
MOVES, THE VILLAINS ATTACK!, REACHING ATOMIX LAB, WINNING AND LOSING)."""

from __future__ import annotations

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules import Defeat, EndTurn, Roll
from tabletop.games.outnumbered.rules.board import LAB, ROUTE, Stop
from tabletop.games.outnumbered.rules.scenario import make_state
from tabletop.games.outnumbered.rules.state import Phase

FIRST_ATTACK = ROUTE.index(Stop.ATTACK)


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def test_the_turn_ends_only_after_rolling() -> None:
    state = make_state()
    with pytest.raises(IllegalCommand, match="Roll the dice before you end your turn."):
        rules.apply(state, EndTurn(0))
    assert rules.legal_commands(state, 0)[0] == Roll(0)


def test_on_a_road_space_the_truck_moves_and_the_dice_pass_to_the_left() -> None:
    """Rulebook, THE INFINITY GENERATOR MOVES: after each turn the
    truck moves 1 space; empty: pass the dice.
    """
    state = make_state(players=3, dice=[1, 2, 3], villains={(0, 0): 4})
    after, events = rules.apply(state, EndTurn(0))
    assert kinds(events) == ["turn_ended", "truck_moved"]
    assert events[1].data == {"from": 0, "to": 1, "stop": "road"}
    assert after.truck == 1 and after.seat == 1 and after.phase is Phase.ROLL and after.turn == 2
    assert after.dice == () and after.pool == () and after.hero_uses_left == 1
    assert after.lanes == state.lanes


def test_the_last_seat_passes_the_dice_back_to_seat_zero() -> None:
    state = make_state(players=2, seat=1, dice=[1, 2, 3])
    after, _ = rules.apply(state, EndTurn(1))
    assert after.seat == 0


def test_an_attack_advances_every_villain_then_deals_a_new_top_row() -> None:
    """Rulebook, THE VILLAINS ATTACK!: advance all villains 1 space, then deal 5 new villains."""
    state = make_state(truck=FIRST_ATTACK - 1, dice=[1, 1, 1], villains={(0, 0): 4, (2, 3): 5, (4, 1): 6})
    after, events = rules.apply(state, EndTurn(0))
    assert kinds(events)[:4] == ["turn_ended", "truck_moved", "attack", "advanced"]
    assert events[2].barrier
    moves = events[3].data["moves"]
    assert sorted(moves) == sorted([["m04", 0, 0, 1], ["m05", 2, 3, 4], ["m06", 4, 1, 2]])
    assert rules.villain_at(after, 0, 1) == "m04" and rules.villain_at(after, 2, 4) == "m05"
    assert kinds(events).count("dealt") == 5
    assert all(after.lanes[lane][0] is not None for lane in range(5))
    assert after.truck == FIRST_ATTACK  # the attack does not move the truck


def test_villains_never_move_sideways() -> None:
    """Rulebook, THE VILLAINS ATTACK!: villains stay in the same lane."""
    state = make_state(
        truck=FIRST_ATTACK - 1, dice=[1, 1, 1], villains={(lane, lane): 10 + lane for lane in range(5)}
    )
    after, events = rules.apply(state, EndTurn(0))
    for villain, lane, start, end in events[3].data["moves"]:
        assert end == start + 1
        assert after.lanes[lane][end] == villain if end < 5 else villain in after.villain_discard


def test_the_first_breach_of_a_lane_discards_the_villain_and_the_barricade() -> None:
    """Rulebook, THE VILLAINS ATTACK!: the first time a villain reaches
    the bottom, discard it and the barricade.
    """
    state = make_state(truck=FIRST_ATTACK - 1, dice=[1, 1, 1], villains={(1, 4): 9})
    after, events = rules.apply(state, EndTurn(0))
    lost = next(e for e in events if e.kind == "barricade_lost")
    assert lost.data == {"lane": 1, "villain": "m09"}
    assert after.barricades == (True, False, True, True, True)
    assert "m09" in after.villain_discard and after.phase is Phase.ROLL


def test_a_breach_with_no_barricade_loses_at_once() -> None:
    """Rulebook, WINNING AND LOSING: a villain reaching an empty barricade space steals the generator."""
    state = make_state(
        truck=FIRST_ATTACK - 1,
        dice=[1, 1, 1],
        villains={(3, 4): 9},
        barricades=[True, True, True, False, True],
    )
    after, events = rules.apply(state, EndTurn(0))
    assert after.phase is Phase.OVER and not after.won and after.lost_lane == 3
    assert events[-1].kind == "lost" and "dealt" not in kinds(events)
    result = rules.outcome(after)
    assert result is not None and result.winners == () and result.params == {"lane": 4}
    assert "m09" in after.escaped
    with pytest.raises(IllegalCommand, match="The game is over."):
        rules.apply(after, Roll(0))


def test_the_villain_deck_reshuffles_its_discard_when_it_runs_out() -> None:
    """Rulebook, GAME SETUP: if any deck runs out, reshuffle the discard pile."""
    state = make_state(
        truck=FIRST_ATTACK - 1, dice=[1, 1, 1], villain_deck=[1, 2], villain_discard=[3, 4, 5, 6]
    )
    after, events = rules.apply(state, EndTurn(0))
    assert kinds(events).count("dealt") == 5 and "reshuffled" in kinds(events)
    assert len(after.villain_deck) == 1 and after.villain_discard == ()


def test_reaching_the_lab_advances_once_with_no_deal_and_starts_the_final_assault() -> None:
    """Rulebook, REACHING ATOMIX LAB: advance all villains, without new villains or events."""
    state = make_state(mode="hero", truck=LAB - 1, dice=[1, 1, 1], villains={(2, 0): 7})
    after, events = rules.apply(state, EndTurn(0))
    assert after.truck == LAB and after.final_assault
    assert kinds(events) == ["turn_ended", "truck_moved", "final_assault", "advanced"]
    assert rules.villain_at(after, 2, 1) == "m07" and after.event_deck == state.event_deck


def test_in_the_final_assault_villains_advance_after_every_turn_and_the_truck_stays() -> None:
    """Rulebook, THE FINAL ASSAULT: no new villains or events; villains advance every turn."""
    state = make_state(mode="hero", truck=LAB, dice=[1, 1, 1], villains={(2, 1): 7})
    after, events = rules.apply(state, EndTurn(0))
    assert after.truck == LAB and kinds(events) == ["turn_ended", "advanced"]
    assert rules.villain_at(after, 2, 2) == "m07"


def test_the_heroes_win_when_the_truck_is_at_the_lab_and_the_board_is_clear() -> None:
    """Rulebook, WINNING AND LOSING: truck at the lab and all villains defeated: you win."""
    state = make_state(
        truck=LAB, dice=[3, 1, 1], villains={(2, 2): 3}, barricades=[True, True, False, True, False]
    )
    after, events = rules.apply(state, Defeat(0, 0, 2, 2))
    assert after.phase is Phase.OVER and after.won
    assert events[-1].kind == "won" and events[-1].data["score"] == 19
    result = rules.outcome(after)
    assert result is not None and result.winners == (0,) and result.scores == {0: 19}
    assert result.reason == "Absolute Zero got away, but he will think twice."


def test_a_clear_board_before_the_lab_is_not_yet_a_win() -> None:
    state = make_state(truck=LAB - 2, dice=[3, 1, 1], villains={(2, 2): 3})
    after, _ = rules.apply(state, Defeat(0, 0, 2, 2))
    assert after.phase is Phase.ACT


def test_the_last_villain_breaking_a_barricade_in_the_final_assault_still_wins() -> None:
    state = make_state(truck=LAB, dice=[1, 1, 1], villains={(2, 4): 7})
    after, events = rules.apply(state, EndTurn(0))
    assert kinds(events)[-2:] == ["barricade_lost", "won"] and after.won


def test_training_sets_escaped_villains_aside_and_never_loses() -> None:
    """Rulebook, TRAINING MODE: villains that get through are set aside and counted; nobody loses."""
    state = make_state(mode="training", truck=LAB, dice=[1, 1], villains={(1, 4): 7, (2, 3): 2})
    state, events = rules.apply(state, EndTurn(0))
    assert "escaped" in kinds(events) and state.escaped == ("m07",) and state.phase is Phase.ROLL
    state, _ = rules.apply(state, Roll(0))
    state, events = rules.apply(state, EndTurn(0))
    assert state.phase is Phase.OVER and state.won and state.escaped == ("m07", "m02")
    result = rules.outcome(state)
    assert result is not None and result.params == {"count": 2} and result.winners == (0,)
    assert rules.view(state)["escaped"] == 2 and rules.view(state)["score"] is None


def test_training_deals_only_to_the_three_centre_lanes() -> None:
    state = make_state(mode="training", truck=FIRST_ATTACK - 1, dice=[1, 1])
    after, events = rules.apply(state, EndTurn(0))
    assert [e.data["lane"] for e in events if e.kind == "dealt"] == [1, 2, 3]
