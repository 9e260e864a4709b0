"""An independent review of the rules: edge cases, the legal-commands property, and hand-edited commands.

Each test names the rulebook section (or the CONTENT.md ruling) it checks.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from tabletop.core.contract import Command, IllegalCommand
from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules import (
    COMMAND_CLASSES,
    Build,
    ChooseHero,
    Combine,
    Defeat,
    EndTurn,
    PlayBonus,
    Roll,
    Square,
    UseHeroPower,
)
from tabletop.games.outnumbered.rules.board import LAB
from tabletop.games.outnumbered.rules.content import HEROES, BonusKind
from tabletop.games.outnumbered.rules.playout import pick
from tabletop.games.outnumbered.rules.scenario import make_state
from tabletop.games.outnumbered.rules.state import Phase, State

ALL_CARDS = [k.value for k in BonusKind]


# -- bonus powers ----------------------------------------------------------------------------------


def test_power_surge_waits_for_the_roll_like_every_card_that_works_on_dice() -> None:
    """CONTENT.md, Small rulings: only Lightning Strike, Knockout,
    Push Back and Rebuild come before the roll.
    """
    state = make_state(heroes=["big_plus"], hands=[["power_surge"]])
    assert PlayBonus(0, "power_surge") not in rules.legal_commands(state, 0)
    with pytest.raises(IllegalCommand, match="Roll the dice before you play") as err:
        rules.apply(state, PlayBonus(0, "power_surge"))
    assert err.value.params == {"card": "@Power Surge"}


def test_a_wild_die_cannot_be_turned_to_the_face_it_already_shows() -> None:
    """CONTENT.md, bonus power deck: Wild Die turns a die to another face; wasting the card is refused."""
    state = make_state(dice=[4, 2, 6], hands=[["wild_die"]])
    with pytest.raises(IllegalCommand, match="That die already shows 4"):
        rules.apply(state, PlayBonus(0, "wild_die", die=0, face=4))
    state, _ = rules.apply(state, PlayBonus(0, "wild_die", die=0, face=5))
    assert state.pool[0].number == 5


@pytest.mark.parametrize(
    ("card", "command"),
    [
        ("lightning", PlayBonus(0, "lightning", 0, 0, die=1)),
        ("knockout", PlayBonus(0, "knockout", 0, 0, face=3)),
        ("wild_die", PlayBonus(0, "wild_die", 2, -1, die=0, face=5)),
        ("extra_die", PlayBonus(0, "extra_die", face=6)),
        ("second_wind", PlayBonus(0, "second_wind", 1)),
        ("power_surge", PlayBonus(0, "power_surge", die=2)),
        ("push_back", PlayBonus(0, "push_back", 0, 1, face=1)),
        ("rebuild", PlayBonus(0, "rebuild", 1, 3)),
    ],
)
def test_a_bonus_power_given_a_target_it_does_not_use_is_refused(card: str, command: PlayBonus) -> None:
    """Rulebook, BONUS POWERS: a hand-edited play with stray targets is refused rather than half-read."""
    state = make_state(
        dice=[4, 2, 6],
        villains={(0, 0): 4, (0, 1): 5},
        hands=[[card]],
        barricades=[True, False, True, True, True],
    )
    with pytest.raises(IllegalCommand, match="target it does not use"):
        rules.apply(state, command)


def test_the_bonus_deck_and_discard_both_empty_gives_no_card_and_no_crash() -> None:
    """Rulebook, BONUS POWERS and GAME SETUP: a yellow-space defeat
    with nothing left to draw draws nothing.
    """
    state = make_state(dice=[6, 1, 1], villains={(0, 1): 6}, bonus_deck_cards=[], bonus_discard=[])
    state, events = rules.apply(state, Defeat(0, 0, 0, 1))
    assert [e.kind for e in events] == ["defeated"] and state.hands == ((),)


def test_a_lightning_strike_on_a_villain_above_ten_is_refused() -> None:
    """CONTENT.md, bonus power deck: Lightning Strike beats only villains numbered 10 or less."""
    state = make_state(villains={(0, 0): 11, (1, 0): 10}, hands=[["lightning"]])
    with pytest.raises(IllegalCommand, match="10 or less"):
        rules.apply(state, PlayBonus(0, "lightning", 0, 0))
    state, _ = rules.apply(state, PlayBonus(0, "lightning", 1, 0))
    assert rules.villain_at(state, 1, 0) is None


def test_power_surges_stack_one_extra_use_each() -> None:
    """CONTENT.md, bonus power deck: each Power Surge gives the hero power one more use this turn."""
    state = make_state(heroes=["big_plus"], dice=[1, 1, 1], hands=[["power_surge", "power_surge"]])
    state, _ = rules.apply(state, PlayBonus(0, "power_surge"))
    state, _ = rules.apply(state, PlayBonus(0, "power_surge"))
    assert state.hero_uses_left == 3
    for _ in range(3):
        state, _ = rules.apply(state, UseHeroPower(0, 0))
    assert state.pool[0].number == 4
    with pytest.raises(IllegalCommand, match="already used your hero power"):
        rules.apply(state, UseHeroPower(0, 1))


def test_extra_dice_take_the_next_die_ids_and_second_wind_rolls_only_single_dice() -> None:
    """CONTENT.md, bonus power deck: Extra Die adds die 3 (then 4); Second Wind leaves built values alone."""
    state = make_state(dice=[2, 3, 4], hands=[["extra_die", "extra_die", "second_wind"]])
    state, _ = rules.apply(state, PlayBonus(0, "extra_die"))
    state, _ = rules.apply(state, PlayBonus(0, "extra_die"))
    assert [d.id for d in state.dice] == [0, 1, 2, 3, 4] and all(v.bonus for v in state.pool[3:])
    state, _ = rules.apply(state, Combine(0, 0, "+", 1))
    built = next(v for v in state.pool if not v.raw)
    state, events = rules.apply(state, PlayBonus(0, "second_wind"))
    rolled = next(e for e in events if e.kind == "rolled")
    assert rolled.data["dice"] == [2, 3, 4] and rolled.barrier
    assert next(v for v in state.pool if not v.raw) == built


# -- hero powers -----------------------------------------------------------------------------------


def test_splice_reads_the_dice_in_the_order_given_and_refuses_two_digit_values() -> None:
    """CONTENT.md, heroes: Splice sets two single digits side by side, the first one as the tens."""
    state = make_state(heroes=["splice"], dice=[4, 2, 6])
    first, _ = rules.apply(state, UseHeroPower(0, 2, 0))
    assert any(v.number == 64 for v in first.pool)
    bigger = dataclasses.replace(
        state,
        pool=tuple(dataclasses.replace(v, number=12, text="12") if v.id == 0 else v for v in state.pool),
    )
    with pytest.raises(IllegalCommand, match="single digits"):
        rules.apply(bigger, UseHeroPower(0, 0, 1))
    assert UseHeroPower(0, 0, 1) not in rules.legal_commands(bigger, 0)


def test_rolling_while_the_heroes_are_still_being_chosen_says_so() -> None:
    """Rulebook, GAME SETUP step 2: everyone picks a hero before the first roll."""
    state = rules.setup({"players": 2}, 1)
    with pytest.raises(IllegalCommand, match="chooses a hero first"):
        rules.apply(state, Roll(0))


def test_six_heroes_choose_in_seat_order_and_the_dice_go_round_all_six_seats() -> None:
    """Rulebook, GAME SETUP step 2 and THE INFINITY GENERATOR MOVES: the dice pass to the left."""
    state = rules.setup({"players": 6}, 2)
    for seat, hero in enumerate(HEROES):
        with pytest.raises(IllegalCommand, match="not your turn to choose"):
            rules.apply(state, ChooseHero((seat + 1) % 6, hero.id))
        state, _ = rules.apply(state, ChooseHero(seat, hero.id))
    seats = []
    for _ in range(7):
        seats.append(state.seat)
        state, _ = rules.apply(state, Roll(state.seat))
        state, _ = rules.apply(state, EndTurn(state.seat))
        if state.over:
            break
    assert seats[:7] == [0, 1, 2, 3, 4, 5, 0][: len(seats)]


# -- building --------------------------------------------------------------------------------------


def test_a_sum_or_product_may_be_built_in_either_order_and_both_are_listed() -> None:
    """Rulebook, PLAYER TURNS tool 1: values combine in any order, so 3+6 is as legal as 6+3."""
    state = make_state(dice=[6, 3, 3])
    legal = set(rules.legal_commands(state, 0))
    for op in "+*":
        assert Combine(0, 0, op, 1) in legal and Combine(0, 1, op, 0) in legal
        after, _ = rules.apply(state, Combine(0, 1, op, 0))
        assert after.pool[0].text == f"3{op}6"


def test_squaring_a_zero_or_a_one_is_allowed_and_therefore_listed() -> None:
    """Rulebook, PLAYER TURNS tool 2: any value may be powered up, even when it changes nothing."""
    state = make_state(dice=[1, 0, 3])
    legal = rules.legal_commands(state, 0)
    assert Square(0, 0) in legal and Square(0, 1) in legal
    after, _ = rules.apply(state, Square(0, 0))
    assert after.pool[0].text == "1^2" and after.pool[0].number == 1


def test_a_combine_step_names_its_operation_with_one_of_the_four_plain_signs() -> None:
    """Rulebook, PLAYER TURNS tool 1: + - * / (typed formulas may also write x, × and ÷)."""
    state = make_state(dice=[6, 3, 3])
    for sign in ("x", "\u00d7", "\u00f7", "\u2212", "^"):
        with pytest.raises(IllegalCommand, match="is not an operation"):
            rules.apply(state, Combine(0, 0, sign, 1))
    built, _ = rules.apply(state, Build(0, "6 x 3"))
    assert built.pool[0].number == 18


def test_a_typed_number_takes_a_plain_die_before_a_bonus_touched_one() -> None:
    """Rulebook, BONUS POWERS: a formula typed with the dice should not lose its bonus card to a Wild Die."""
    state = make_state(dice=[2, 6, 1], villains={(0, 1): 6}, hands=[["wild_die"]])
    state, _ = rules.apply(state, PlayBonus(0, "wild_die", die=0, face=6))
    state, _ = rules.apply(state, Build(0, "6*1"))
    built = next(v for v in state.pool if not v.raw)
    assert built.dice == (1, 2) and not built.bonus
    state, events = rules.apply(state, Defeat(0, built.id, 0, 1))
    assert "bonus_drawn" in [e.kind for e in events]


@pytest.mark.parametrize(
    "formula",
    [
        "9" * 5000,
        "2" + "^2" * 3000,
        "2" + "\u00b2" * 3000,
        "+".join(["2"] * 3000),
        "(" * 3000 + "2+2" + ")" * 3000,
    ],
)
def test_an_overlong_typed_formula_is_refused_in_plain_words(formula: str) -> None:
    """Rulebook, PLAYER TURNS: a typed formula is read like the steps; one no player could type is refused."""
    state = make_state(dice=[2, 2, 2])
    with pytest.raises(IllegalCommand):
        rules.apply(state, Build(0, formula))


# -- attacks, events and the end -------------------------------------------------------------------


def test_two_villains_breaching_in_one_attack_lose_a_barricade_and_the_game() -> None:
    """Rulebook, THE VILLAINS ATTACK! and WINNING AND LOSING: each
    lane's breach is settled; no barricade loses.
    """
    state = make_state(
        mode="hero",
        dice=[1, 1, 1],
        truck=2,
        villains={(0, 4): 7, (1, 4): 8},
        barricades=[True, False, True, True, True],
        event_deck=["quiet_night"],
    )
    state, events = rules.apply(state, EndTurn(0))
    kinds = [e.kind for e in events]
    assert kinds[-2:] == ["barricade_lost", "lost"] and "won" not in kinds and "dealt" not in kinds
    assert state.lost_lane == 1 and state.barricades[0] is False and rules.outcome(state).winners == ()  # type: ignore[union-attr]


def test_a_push_chain_from_the_back_breaches_a_standing_barricade_and_play_goes_on() -> None:
    """Rulebook, THE VILLAINS ATTACK! (Hero mode): a pushed chain's front villain breaks the barricade."""
    state = make_state(
        mode="hero",
        dice=[1, 1, 1],
        truck=2,
        villains={(0, 0): 5, (0, 1): 6, (0, 2): 7, (0, 3): 8},
        event_deck=["blizzard"],
        villain_deck=[1, 2, 3, 4, 9, 10],
    )
    state, events = rules.apply(state, EndTurn(0))
    # the attack moves the line to rows 1-4 and deals m01 on top; Blizzard shoves the whole line on
    assert [e.kind for e in events].count("barricade_lost") == 1
    assert state.barricades[0] is False and "m08" in state.villain_discard
    assert state.lanes[0] == (None, "m01", "m05", "m06", "m07") and state.phase is Phase.ROLL


def test_a_loss_and_a_clear_board_in_the_same_final_advance_is_a_loss() -> None:
    """Rulebook, WINNING AND LOSING: a breach with no barricade loses even if the board is then empty."""
    state = make_state(
        dice=[1, 1, 1], truck=LAB, villains={(3, 4): 9}, barricades=[True, True, True, False, True]
    )
    state, events = rules.apply(state, EndTurn(0))
    assert [e.kind for e in events][-1] == "lost" and not state.won and rules.outcome(state).scores is None  # type: ignore[union-attr]


def test_the_truck_reaching_the_lab_with_a_clear_board_wins_at_once() -> None:
    """Rulebook, REACHING ATOMIX LAB and WINNING AND LOSING."""
    state = make_state(dice=[1, 1, 1], truck=LAB - 1)
    state, events = rules.apply(state, EndTurn(0))
    assert [e.kind for e in events] == ["turn_ended", "truck_moved", "final_assault", "won"]
    assert state.won and rules.outcome(state).scores == {0: 25}  # type: ignore[union-attr]


def test_absolute_zero_breaks_a_barricade_like_any_villain_and_is_pushed_like_one() -> None:
    """Rulebook, THE VILLAINS ATTACK!: Absolute Zero advances, is pushed and breaches like the minions."""
    state = make_state(
        mode="hero", dice=[1, 1, 1], truck=2, villains={(2, 3): "az", (2, 2): 4}, event_deck=["charge"]
    )
    state, _ = rules.apply(state, EndTurn(0))
    assert (
        state.barricades[2] is False and "az" in state.villain_discard and not state.zero_defeated_with_dice
    )


def test_an_empty_villain_deck_and_discard_deal_nothing_without_a_crash() -> None:
    """Rulebook, GAME SETUP: a deck that runs out reshuffles its discard; with none, nothing is dealt."""
    state = make_state(
        mode="hero", dice=[1, 1, 1], truck=2, villain_deck=[], villains={(0, 0): 3}, event_deck=["ambush"]
    )
    state, events = rules.apply(state, EndTurn(0))
    assert "dealt" not in [e.kind for e in events] and "event_added" not in [e.kind for e in events]
    assert state.lanes[0][1] == "m03" and state.phase is Phase.ROLL


def test_training_escapes_are_set_aside_and_never_reshuffled() -> None:
    """Rulebook, TRAINING MODE: villains that get through are kept apart and counted."""
    state = make_state(
        mode="training", dice=[1, 1], truck=2, villains={(2, 4): 3}, villain_deck=[], villain_discard=[]
    )
    state, _ = rules.apply(state, EndTurn(0))
    assert state.escaped == ("m03",) and state.villain_deck == () and all(v is None for v in state.lanes[2])
    assert state.phase is Phase.ROLL and len(state.dice) == 0


# -- the contract ----------------------------------------------------------------------------------


LANE_ROWS = tuple(range(-1, 6))


def candidates(state: State, seat: int) -> Iterator[Command]:
    """A wide grid of non-Build commands, including many that must be refused."""
    ids = sorted(
        {-1, 0, 1, 2, 3, 10, 99, state.next_value} | {v.id for v in state.pool} | {d.id for d in state.dice}
    )
    yield Roll(seat)
    yield EndTurn(seat)
    for hero in HEROES:
        yield ChooseHero(seat, hero.id)
    for a in ids:
        yield Square(seat, a)
        for b in ids:
            for op in ("+", "-", "*", "/", "x", "\u00d7", "\u00f7", "\u2212", "^2"):
                yield Combine(seat, a, op, b)
            yield UseHeroPower(seat, a, b)
    for v in ids:
        for lane in LANE_ROWS:
            for row in LANE_ROWS:
                yield Defeat(seat, v, lane, row)
    for card in ALL_CARDS:
        yield PlayBonus(seat, card)
        for lane in LANE_ROWS:
            yield PlayBonus(seat, card, lane)
            for row in LANE_ROWS:
                yield PlayBonus(seat, card, lane, row)
        for die in ids:
            for face in range(0, 8):
                yield PlayBonus(seat, card, die=die, face=face)


def sample_states() -> Iterator[State]:
    """States met in random games of every mode, plus a few rich hand-made ones."""
    yield make_state(
        heroes=["splice"],
        dice=[4, 2, 6],
        villains={(0, 0): 4, (0, 1): 24, (2, 3): 1},
        hands=[ALL_CARDS],
        barricades=[True, False] * 2 + [True],
    )
    yield make_state(
        heroes=["minus_mite"], dice=[1, 1, 6], villains={(1, 1): 1, (1, 2): 7}, hands=[ALL_CARDS]
    )
    yield make_state(
        heroes=["digitizer"], villains={(1, 1): 1, (3, 4): 9}, hands=[ALL_CARDS], barricades=[False] * 5
    )
    rng = random.Random(7)
    for game in range(12):
        state = rules.setup(
            {"mode": ("sidekick", "hero", "training")[game % 3], "players": 1 + game % 3}, game
        )
        steps = 0
        while not state.over and steps < 400:
            if steps < 2 or rng.random() < 0.05:
                yield state
            state, _ = rules.apply(state, pick(state, rng, 0, 0.3))
            steps += 1


def test_legal_commands_list_exactly_the_commands_apply_accepts_and_apply_never_mutates() -> None:
    """The rules contract: legal_commands is what apply accepts (Build aside), for every seat."""
    for state in sample_states():
        copy = dataclasses.replace(state)
        for seat in range(state.players):
            legal = set(rules.legal_commands(state, seat))
            accepted = set()
            for command in candidates(state, seat):
                try:
                    rules.apply(state, command)
                except IllegalCommand:
                    continue
                accepted.add(command)
            assert legal == accepted, (state.phase, seat, legal ^ accepted)
        assert state == copy


WEIRD = (-1, -(10**30), 10**30, "a", "", None, True, 1.5, (1, 2), ("x",), {"a": 1})


def test_hand_edited_commands_with_wrong_field_values_are_refused_readably() -> None:
    """The rules contract: any malformed field is an IllegalCommand, never a Python error."""
    states = [
        make_state(dice=[3, 5, 1], villains={(0, 0): 4, (0, 1): 6}, hands=[ALL_CARDS], heroes=["splice"]),
        make_state(
            dice=[3, 5, 1],
            villains={(0, 0): 4},
            hands=[ALL_CARDS],
            heroes=["big_plus"],
            barricades=[False] * 5,
        ),
        make_state(villains={(0, 0): 4}, hands=[ALL_CARDS], heroes=["big_plus"]),
        rules.setup({"players": 2}, 3),
    ]
    base = {
        "seat": 0,
        "hero": "splice",
        "a": 0,
        "op": "+",
        "b": 1,
        "value": 0,
        "formula": "3+5",
        "die": 0,
        "other": 1,
        "lane": 0,
        "row": 0,
        "card": "wild_die",
        "face": 2,
    }
    for state in states:
        for cls in COMMAND_CLASSES:
            names = [f.name for f in dataclasses.fields(cls)]
            for name in names:
                for weird in WEIRD:
                    cards = ALL_CARDS if cls is PlayBonus and name != "card" else [base["card"]]
                    for card in cards:
                        fields = {n: base[n] for n in names} | ({"card": card} if cls is PlayBonus else {})
                        fields[name] = weird
                        try:
                            rules.apply(state, cls(**fields))
                        except IllegalCommand as err:
                            assert str(err)


# -- undo barriers and the view --------------------------------------------------------------------


def _barrier(state: State, command: Command) -> tuple[State, bool]:
    after, events = rules.apply(state, command)
    return after, command.REVEALS or any(e.barrier for e in events)


def test_only_rolls_rerolls_card_draws_and_the_end_of_turn_are_undo_barriers() -> None:
    """Issue 4, The table: undo works within a turn until the next roll or card draw (the spec's list)."""
    before_roll = make_state(
        heroes=["big_plus"],
        villains={(0, 0): 3, (1, 0): 20, (2, 2): 4},
        hands=[["lightning", "knockout", "push_back", "rebuild"]],
        barricades=[True, False, True, True, True],
    )
    for command in (
        PlayBonus(0, "lightning", 0, 0),
        PlayBonus(0, "knockout", 1, 0),
        PlayBonus(0, "push_back", 2, 2),
        PlayBonus(0, "rebuild", 1),
    ):
        before_roll, barrier = _barrier(before_roll, command)
        assert not barrier, command
    assert _barrier(before_roll, Roll(0))[1]

    state = make_state(
        heroes=["big_plus"],
        dice=[3, 2, 4],
        villains={(4, 1): 6, (3, 0): 36},
        hands=[["wild_die", "power_surge", "extra_die", "second_wind"]],
    )
    for command in (
        PlayBonus(0, "wild_die", die=2, face=5),
        UseHeroPower(0, 2),
        PlayBonus(0, "power_surge"),
        UseHeroPower(0, 1),
        Combine(0, 0, "+", 1),
        Square(0, 10),
        Defeat(0, 11, 3, 0),
        Defeat(0, 2, 4, 1),
    ):  # the Wild Die's 6 on a yellow space: no card, so no barrier
        state, barrier = _barrier(state, command)
        assert not barrier, command
    for command in (PlayBonus(0, "extra_die"), PlayBonus(0, "second_wind"), EndTurn(0)):
        state, barrier = _barrier(state, command)
        assert barrier, command
    assert _barrier(make_state(heroes=["second_chance"], dice=[1, 2, 3]), UseHeroPower(0, 0))[1]
    assert _barrier(make_state(dice=[6, 1, 1], villains={(0, 1): 6}), Defeat(0, 0, 0, 1))[1]


def test_the_view_is_the_same_whatever_order_the_decks_are_in() -> None:
    """Issue 4: no hidden information but the order of the decks, which the view never shows."""
    state = rules.setup({"mode": "hero", "players": 2}, 4)
    shuffled = dataclasses.replace(
        state,
        villain_deck=tuple(reversed(state.villain_deck)),
        bonus_deck=tuple(reversed(state.bonus_deck)),
        event_deck=tuple(reversed(state.event_deck)),
        seed=state.seed + 1,
        rng_calls=9,
    )
    for seat in (None, 0, 1):
        assert rules.view(state, seat) == rules.view(shuffled, seat)
