"""Hero powers (rulebook, PLAYER TURNS tool 3) and the rulebook's two worked examples."""

from __future__ import annotations

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules import Combine, Defeat, PlayBonus, Square, UseHeroPower
from tabletop.games.outnumbered.rules.scenario import make_state
from tabletop.games.outnumbered.rules.state import State


def value(state: State, number: int) -> int:
    return next(v.id for v in state.pool if v.number == number)


def test_big_plus_turns_a_4_into_a_5_and_multiplies_4_by_2_for_8() -> None:
    """Rulebook, PLAYER TURNS, first example: Big Plus rolls 4, 4, 2, defeats a 5 and an 8."""
    state = make_state(heroes=["big_plus"], dice=[4, 4, 2], villains={(0, 0): 5, (3, 2): 8, (4, 4): 3})
    state, events = rules.apply(state, UseHeroPower(0, 0))
    assert events[0].data == {"power": "plus_one", "die": 0, "other": -1, "before": 4, "after": 5}
    state, _ = rules.apply(state, Defeat(0, 0, 0, 0))
    state, _ = rules.apply(state, Combine(0, 1, "*", 2))
    state, events = rules.apply(state, Defeat(0, value(state, 8), 3, 2))
    assert events[0].kind == "defeated" and events[0].data["villain"] == "m08"
    assert rules.villain_at(state, 0, 0) is None and rules.villain_at(state, 3, 2) is None
    assert state.villain_discard == ("m05", "m08")
    assert all(d.spent for d in state.dice) and state.pool == ()


def test_digitizer_flips_a_5_to_a_2_adds_6_and_powers_up_to_64() -> None:
    """Rulebook, PLAYER TURNS, second example: Digitizer flips a die
    (opposite faces sum to 7), 6+2=8, 8^2=64.
    """
    state = make_state(heroes=["digitizer"], dice=[5, 6, 2], villains={(2, 0): 64})
    state, _ = rules.apply(state, UseHeroPower(0, 0))
    assert state.pool[0].number == 2 and state.dice[0].face == 2 and state.pool[0].raw
    state, _ = rules.apply(state, Combine(0, 1, "+", 0))
    state, _ = rules.apply(state, Square(0, value(state, 8)))
    state, events = rules.apply(state, Defeat(0, value(state, 64), 2, 0))
    assert events[0].data["text"] == "(6+2)^2"
    assert rules.villain_at(state, 2, 0) is None


def test_the_hero_power_works_once_per_turn() -> None:
    """Rulebook, PLAYER TURNS tool 3: once per turn you may use your hero power."""
    state = make_state(heroes=["big_plus"], dice=[1, 2, 3])
    state, _ = rules.apply(state, UseHeroPower(0, 0))
    assert state.hero_uses_left == 0
    assert not [c for c in rules.legal_commands(state, 0) if isinstance(c, UseHeroPower)]
    with pytest.raises(IllegalCommand, match="already used your hero power"):
        rules.apply(state, UseHeroPower(0, 1))


def test_power_surge_gives_one_more_hero_power_use() -> None:
    """Rulebook, BONUS POWERS: Power Surge (our card) lets the hero power work again this turn."""
    state = make_state(heroes=["big_plus"], dice=[1, 2, 3], hands=[["power_surge"]])
    state, _ = rules.apply(state, UseHeroPower(0, 0))
    state, _ = rules.apply(state, PlayBonus(0, "power_surge"))
    state, _ = rules.apply(state, UseHeroPower(0, 0))
    assert state.pool[0].number == 3 and state.hero_uses_left == 0


def test_power_surge_played_after_rolling_lasts_the_rest_of_the_turn() -> None:
    """CONTENT.md, Small rulings: Power Surge works on the dice, so it comes after the roll."""
    state = make_state(heroes=["big_plus"], hands=[["power_surge"]])
    with pytest.raises(IllegalCommand, match="Roll the dice before you play"):
        rules.apply(state, PlayBonus(0, "power_surge"))
    state, _ = rules.apply(state, rules.Roll(0))
    state, _ = rules.apply(state, PlayBonus(0, "power_surge"))
    assert state.hero_uses_left == 2


@pytest.mark.parametrize(
    ("hero", "face", "after"),
    [("big_plus", 6, 7), ("minus_mite", 1, 0), ("digitizer", 3, 4), ("twin_turbo", 5, 10)],
)
def test_each_one_die_hero_power_changes_the_die_in_place(hero: str, face: int, after: int) -> None:
    """Rulebook, PLAYER TURNS tool 3: the power printed on the hero card (ours: +1, -1, flip, double)."""
    state = make_state(heroes=[hero], dice=[face, 2, 2])
    state, _ = rules.apply(state, UseHeroPower(0, 0))
    assert (state.pool[0].number, state.pool[0].text, state.pool[0].raw) == (after, str(after), True)
    assert state.dice[0].face == after


def test_minus_mite_cannot_take_a_zero_lower() -> None:
    state = make_state(heroes=["minus_mite"], dice=[1, 2, 2], hands=[["power_surge"]])
    state, _ = rules.apply(state, UseHeroPower(0, 0))
    state, _ = rules.apply(state, PlayBonus(0, "power_surge"))
    with pytest.raises(IllegalCommand, match="cannot go any lower"):
        rules.apply(state, UseHeroPower(0, 0))


def test_second_chance_rolls_one_die_again_as_an_undo_barrier() -> None:
    state = make_state(heroes=["second_chance"], dice=[1, 1, 1], seed=5)
    state, events = rules.apply(state, UseHeroPower(0, 2))
    assert events[0].barrier and events[0].data["after"] == state.pool[2].number
    assert 1 <= state.pool[2].number <= 6 and state.rng_calls == 1


def test_splice_reads_two_dice_side_by_side() -> None:
    state = make_state(heroes=["splice"], dice=[4, 2, 6], villains={(1, 1): 24})
    legal = rules.legal_commands(state, 0)
    assert UseHeroPower(0, 0, 1) in legal and UseHeroPower(0, 1, 0) in legal
    state, _ = rules.apply(state, UseHeroPower(0, 1, 0))
    spliced = next(v for v in state.pool if v.number == 24)
    assert spliced.dice == (0, 1) and not spliced.raw and spliced.text == "24"
    state, _ = rules.apply(state, Defeat(0, spliced.id, 1, 1))
    assert rules.villain_at(state, 1, 1) is None


def test_hero_powers_work_only_on_a_single_unused_die() -> None:
    state = make_state(heroes=["twin_turbo"], dice=[4, 2, 6])
    state, _ = rules.apply(state, Combine(0, 0, "+", 1))
    with pytest.raises(IllegalCommand, match="not a single die"):
        rules.apply(state, UseHeroPower(0, 10))
    with pytest.raises(IllegalCommand, match="already part of 4\\+2"):
        rules.apply(state, UseHeroPower(0, 0))
    splice = make_state(heroes=["splice"], dice=[4, 2, 6])
    with pytest.raises(IllegalCommand, match="two different dice"):
        rules.apply(splice, UseHeroPower(0, 0, 0))
    with pytest.raises(IllegalCommand, match="uses only one die"):
        rules.apply(make_state(heroes=["big_plus"], dice=[1, 2, 3]), UseHeroPower(0, 0, 1))
