"""Defeating villains and bonus powers (rulebook, PLAYER TURNS and BONUS POWERS)."""

from __future__ import annotations

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules import Defeat, PlayBonus, Roll, UseHeroPower
from tabletop.games.outnumbered.rules.board import LAB
from tabletop.games.outnumbered.rules.scenario import make_state
from tabletop.games.outnumbered.rules.state import Phase


def test_a_mismatched_value_is_refused_naming_both_numbers() -> None:
    """Rulebook, PLAYER TURNS: create the value shown on a villain to defeat it."""
    state = make_state(dice=[5, 1, 1], villains={(0, 0): 6})
    with pytest.raises(IllegalCommand) as err:
        rules.apply(state, Defeat(0, 0, 0, 0))
    assert str(err.value) == "That makes 5, but this villain needs 6."
    with pytest.raises(IllegalCommand, match="no villain on that space"):
        rules.apply(state, Defeat(0, 0, 1, 0))
    with pytest.raises(IllegalCommand, match="no space there"):
        rules.apply(state, Defeat(0, 0, 5, 0))


def test_defeating_with_dice_on_a_yellow_space_draws_a_bonus_power() -> None:
    """Rulebook, BONUS POWERS: defeating a villain on a yellow space with the dice earns a card."""
    state = make_state(dice=[6, 1, 1], villains={(0, 1): 6}, bonus_deck_cards=["knockout", "rebuild"])
    state, events = rules.apply(state, Defeat(0, 0, 0, 1))
    assert state.hands == (("knockout",),)
    assert [e.kind for e in events] == ["defeated", "bonus_drawn"] and events[1].barrier


def test_defeating_on_a_plain_space_draws_nothing_and_is_no_barrier() -> None:
    state = make_state(dice=[6, 1, 1], villains={(0, 0): 6})
    state, events = rules.apply(state, Defeat(0, 0, 0, 0))
    assert state.hands == ((),) and not any(e.barrier for e in events)


def test_the_bonus_deck_reshuffles_its_discard_and_gives_nothing_when_both_are_empty() -> None:
    """Rulebook, GAME SETUP: if any deck runs out, reshuffle the discard pile."""
    state = make_state(
        dice=[6, 6, 1], villains={(0, 1): 6, (2, 1): 6}, bonus_deck_cards=[], bonus_discard=["rebuild"]
    )
    state, events = rules.apply(state, Defeat(0, 0, 0, 1))
    assert state.hands == (("rebuild",),) and state.bonus_discard == ()
    assert "reshuffled" in [e.kind for e in events]
    state, events = rules.apply(state, Defeat(0, 1, 2, 1))
    assert state.hands == (("rebuild",),) and [e.kind for e in events] == ["defeated"]


def test_a_wild_die_value_earns_no_bonus_card_even_on_a_yellow_space() -> None:
    """Rulebook, BONUS POWERS: a bonus power's defeat never earns another bonus power."""
    state = make_state(dice=[1, 1, 1], villains={(0, 1): 6}, hands=[["wild_die"]])
    state, _ = rules.apply(state, PlayBonus(0, "wild_die", die=0, face=6))
    assert state.pool[0].number == 6 and state.pool[0].bonus and state.pool[0].raw
    deck_before = state.bonus_deck
    state, events = rules.apply(state, Defeat(0, 0, 0, 1))
    assert state.hands == ((),) and state.bonus_deck == deck_before
    assert [e.kind for e in events] == ["defeated"]


def test_a_value_built_with_a_bonus_touched_die_earns_no_card() -> None:
    state = make_state(dice=[1, 1, 1], villains={(0, 1): 7}, hands=[["wild_die"]])
    state, _ = rules.apply(state, PlayBonus(0, "wild_die", die=0, face=6))
    state, _ = rules.apply(state, rules.Combine(0, 0, "+", 1))
    state, events = rules.apply(state, Defeat(0, 10, 0, 1))
    assert [e.kind for e in events] == ["defeated"]


def test_lightning_strike_beats_a_villain_of_ten_or_less_without_a_card() -> None:
    """Rulebook, BONUS POWERS: a bonus power's defeat never earns another bonus power."""
    state = make_state(villains={(0, 1): 9, (1, 0): 11}, hands=[["lightning"]])
    assert PlayBonus(0, "lightning", 0, 1) in rules.legal_commands(state, 0)
    assert PlayBonus(0, "lightning", 1, 0) not in rules.legal_commands(state, 0)
    with pytest.raises(IllegalCommand, match="10 or less"):
        rules.apply(state, PlayBonus(0, "lightning", 1, 0))
    state, events = rules.apply(state, PlayBonus(0, "lightning", 0, 1))
    assert rules.villain_at(state, 0, 1) is None and state.hands == ((),)
    assert state.bonus_discard == ("lightning",) and "bonus_drawn" not in [e.kind for e in events]
    assert state.phase is Phase.ROLL  # played before rolling


def test_knockout_beats_absolute_zero_but_scores_no_bonus_points() -> None:
    state = make_state(mode="hero", villains={(2, 4): "az"}, hands=[["knockout"]])
    state, _ = rules.apply(state, PlayBonus(0, "knockout", 2, 4))
    assert rules.villain_at(state, 2, 4) is None and not state.zero_defeated_with_dice


def test_absolute_zero_beaten_with_dice_is_remembered() -> None:
    """Rulebook, WINNING AND LOSING: +5 if Absolute Zero was defeated using dice."""
    state = make_state(mode="hero", villains={(2, 4): "az"}, dice=[1, 4, 4])
    state, _ = rules.apply(state, rules.Build(0, "(4^2)^2+4^2+1"))
    state, _ = rules.apply(state, Defeat(0, 10, 2, 4))
    assert state.zero_defeated_with_dice


def test_extra_die_rolls_a_bonus_die_into_the_pool() -> None:
    state = make_state(dice=[1, 2, 3], hands=[["extra_die"]], seed=3)
    state, events = rules.apply(state, PlayBonus(0, "extra_die"))
    assert len(state.dice) == 4 and state.pool[-1].id == 3 and state.pool[-1].bonus and state.pool[-1].raw
    assert any(e.barrier for e in events)


def test_second_wind_rolls_every_unused_die_again() -> None:
    state = make_state(dice=[1, 2, 3], villains={(0, 0): 3}, hands=[["second_wind"]], seed=11)
    state, _ = rules.apply(state, rules.Combine(0, 0, "+", 1))
    state, events = rules.apply(state, PlayBonus(0, "second_wind"))
    assert events[-1].kind == "rolled" and events[-1].data["dice"] == [2] and events[-1].barrier
    assert state.pool[0].number == 3 and state.pool[0].text == "1+2"


def test_dice_bonus_powers_wait_for_the_roll() -> None:
    state = make_state(hands=[["wild_die", "extra_die", "second_wind", "rebuild"]], barricades=[False] * 5)
    assert {type(c) for c in rules.legal_commands(state, 0)} == {Roll, PlayBonus}
    assert {c.card for c in rules.legal_commands(state, 0) if isinstance(c, PlayBonus)} == {"rebuild"}
    with pytest.raises(IllegalCommand, match="Roll the dice before you play"):
        rules.apply(state, PlayBonus(0, "extra_die"))


def test_push_back_moves_a_villain_one_space_back_if_it_is_free() -> None:
    state = make_state(villains={(1, 3): 4, (1, 2): 5, (2, 2): 6}, hands=[["push_back"]])
    with pytest.raises(IllegalCommand, match="taken"):
        rules.apply(state, PlayBonus(0, "push_back", 1, 3))
    state, _ = rules.apply(state, PlayBonus(0, "push_back", 2, 2))
    assert rules.villain_at(state, 2, 1) == "m06" and rules.villain_at(state, 2, 2) is None


def test_rebuild_puts_a_lost_barricade_back() -> None:
    state = make_state(barricades=[True, False, True, True, True], hands=[["rebuild"]])
    assert [c for c in rules.legal_commands(state, 0) if isinstance(c, PlayBonus)] == [
        PlayBonus(0, "rebuild", 1)
    ]
    with pytest.raises(IllegalCommand, match="still has its barricade"):
        rules.apply(state, PlayBonus(0, "rebuild", 0))
    state, _ = rules.apply(state, PlayBonus(0, "rebuild", 1))
    assert state.barricades == (True,) * 5


def test_bonus_powers_are_played_only_on_your_own_turn() -> None:
    """Rulebook, BONUS POWERS: you can only play Bonus Powers on your own turn."""
    state = make_state(players=2, villains={(0, 0): 3}, hands=[[], ["knockout"]])
    assert rules.legal_commands(state, 1) == []
    with pytest.raises(IllegalCommand, match="not your turn"):
        rules.apply(state, PlayBonus(1, "knockout", 0, 0))
    with pytest.raises(IllegalCommand, match="do not hold"):
        rules.apply(state, PlayBonus(0, "knockout", 0, 0))


def test_a_bonus_defeat_can_win_the_game_at_the_lab() -> None:
    """Rulebook, WINNING AND LOSING: at the lab with no villain left, the heroes win."""
    state = make_state(truck=LAB, villains={(4, 4): 30}, hands=[["knockout"]])
    state, events = rules.apply(state, PlayBonus(0, "knockout", 4, 4))
    assert state.phase is Phase.OVER and state.won and events[-1].kind == "won"


def test_hero_power_is_not_listed_before_rolling() -> None:
    state = make_state(heroes=["big_plus"])
    assert not [c for c in rules.legal_commands(state, 0) if isinstance(c, UseHeroPower)]
