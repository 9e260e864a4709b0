"""The Marshal's deduction engine, on hand-built rows with known answers and on real games."""

from __future__ import annotations

import random
import time
from typing import Any

from tabletop.games.fugitive import rules
from tabletop.games.fugitive.bots import deduction, hideout_solver
from tabletop.games.fugitive.rules.playout import options_for, pick
from tabletop.games.fugitive.rules.state import Phase


def hideout(
    card: int | None = None, revealed: bool = False, sprints: int = 0, sprint_cards: list[int] | None = None
) -> dict[str, Any]:
    if revealed and sprint_cards is None:
        sprint_cards = []
    return {"card": card, "revealed": revealed, "sprints": sprints, "sprint_cards": sprint_cards}


def marshal_view(row: list[dict[str, Any]], hand: list[int] | None = None, **extra: Any) -> dict[str, Any]:
    """A Marshal's view with only what the deduction reads (no pile counts: no band caps)."""
    view: dict[str, Any] = {
        "seat": 1,
        "phase": "marshal_guess",
        "turn": 10,
        "variant": "none",
        "hand": list(hand or []),
        "marshal_hand": list(hand or []),
        "hideouts": [hideout(0, True), *row],
        "guesses": [],
        "effects": {"range_bonus": 0},
    }
    view.update(extra)
    return view


def test_after_a_revealed_4_a_hideout_without_sprints_is_5_6_or_7():
    """Rulebook, Placing a Hideout normally: up to 3 higher than the previous hideout."""
    view = marshal_view([hideout(3, True), hideout(4, True), hideout()])
    assert deduction.hideout_ranges(view) == [None, None, None, (5, 7)]
    assert deduction.candidates(view) == [frozenset({5, 6, 7})]


def test_numbers_the_marshal_holds_are_ruled_out():
    """Rulebook, the Marshal's cards decrease the Fugitive's options."""
    view = marshal_view([hideout(3, True), hideout(4, True), hideout()], hand=[6])
    assert deduction.candidates(view) == [frozenset({5, 7})]
    assert deduction.hideout_ranges(view)[-1] == (5, 7)


def test_each_sprint_card_stretches_the_range_by_its_sprint_value():
    """Rulebook, Using cards to Sprint: the range grows by the sum of the sprint numbers (+2 at most each)."""
    view = marshal_view([hideout(3, True), hideout(4, True), hideout(sprints=1)])
    assert deduction.hideout_ranges(view)[-1] == (5, 9)
    view = marshal_view([hideout(3, True), hideout(4, True), hideout(sprints=2)])
    assert deduction.hideout_ranges(view)[-1] == (5, 11)


def test_revealed_sprint_cards_give_their_exact_value():
    """Rulebook, Guess a single Hideout: a found hideout shows its sprint cards, so their value is known."""
    # 9 with the 5 (+1) under it came from 5 at the lowest; the 5 itself is out, so 6 it is
    view = marshal_view([hideout(3, True), hideout(), hideout(9, True, 1, [5])])
    assert deduction.candidates(view) == [frozenset({6})]
    # with the sprint card still hidden it might have been worth +2, letting 4 in too
    view = marshal_view([hideout(3, True), hideout(), hideout(9, True, 1, None)], hand=[5])
    view["hideouts"][-1]["sprint_cards"] = None
    assert deduction.candidates(view) == [frozenset({4, 6})]


def test_a_face_up_hideout_pins_the_face_down_one_before_it():
    """Hideouts strictly rise, so a revealed 6 after a face-down card forces that card to 3."""
    view = marshal_view([hideout(), hideout(6, True)])
    assert deduction.hideout_ranges(view) == [None, (3, 3), None]
    assert deduction.probabilities(view)[3] == 1.0


def test_two_face_down_hideouts_between_anchors_share_the_gap():
    """Forward and backward propagation: 0 < a < b < 7 with steps of at most 3."""
    view = marshal_view([hideout(), hideout(), hideout(7, True)])
    ranges = deduction.hideout_ranges(view)
    assert ranges == [None, (1, 3), (4, 6), None]
    # rows: (1,4) (2,4) (2,5) (3,4) (3,5) (3,6) -> six equally likely rows
    chances = deduction.probabilities(view)
    assert abs(chances[3] - 3 / 6) < 1e-9
    assert abs(chances[4] - 3 / 6) < 1e-9
    assert abs(chances[6] - 1 / 6) < 1e-9


def test_chances_add_up_to_the_number_of_face_down_hideouts():
    view = marshal_view(
        [hideout(), hideout(sprints=1), hideout(9, True), hideout(), hideout(sprints=2)], hand=[5, 11]
    )
    chances = deduction.probabilities(view)
    assert abs(sum(chances.values()) - 4) < 1e-9
    assert all(0.0 <= p <= 1.0 for p in chances.values())
    assert chances[5] == 0.0 and chances[11] == 0.0


def test_no_hideout_can_hide_in_29_to_41_before_the_fugitive_draws_from_pile_3():
    """Rulebook, Set up: the Fugitive starts with no card of pile 3, so none can be a hideout yet."""
    row = [
        hideout(3, True),
        hideout(6, True),
        hideout(9, True),
        hideout(12, True),
        hideout(15, True),
        hideout(18, True),
        hideout(21, True),
        hideout(24, True),
        hideout(27, True),
        hideout(sprints=1),
    ]
    open_view = marshal_view(row)
    assert deduction.candidates(open_view) == [frozenset({28, 29, 30, 31, 32})]
    # seven cards left pile 2 (five are face up here) and none left pile 3
    counted = marshal_view(row, decks=[8, 7, 13], special_in_decks=[0, 0, 0])
    assert deduction.candidates(counted) == [frozenset({28})]


def test_a_missed_guess_rules_its_number_out_for_hideouts_already_down():
    """Rulebook, Guess a single Hideout: a miss means no face-down hideout had that number."""
    guesses = [{"numbers": [6], "hit": False, "turn": 8, "manhunt": False}]
    # guessed on turn 8; the Fugitive had one turn since (9), so only the newest may be newer
    view = marshal_view([hideout(3, True), hideout(4, True), hideout(), hideout()], guesses=guesses)
    candidates = deduction.candidates(view)
    assert 6 not in candidates[0]
    assert 6 in candidates[1]


def test_the_fugitive_sees_his_own_cards_so_nothing_is_unknown():
    view = marshal_view([hideout(2), hideout(5, sprints=1, sprint_cards=[12])], hand=[7])
    view["seat"] = 0
    view["marshal_hand"] = None
    assert deduction.hideout_ranges(view) == [None, None, None]
    chances = deduction.probabilities(view)
    assert chances[2] == 1.0 and chances[5] == 1.0 and chances[12] == 0.0


def test_a_series_is_as_likely_as_the_rows_holding_all_its_numbers():
    """Rulebook, Guess a series of Hideouts: every number must be right."""
    view = marshal_view([hideout(), hideout(), hideout(7, True)])
    puzzle, solution = deduction.analyse(view)
    assert abs(hideout_solver.joint_probability(puzzle, [3, 4], solution) - 1 / 6) < 1e-9
    assert abs(hideout_solver.joint_probability(puzzle, [3], solution) - 3 / 6) < 1e-9
    assert hideout_solver.joint_probability(puzzle, [1, 2], solution) == 0.0


def test_a_manhunt_on_one_hideout_of_two_numbers_is_a_coin_toss():
    """Rulebook, Start a Manhunt: she must name every face-down hideout, one at a time."""
    view = marshal_view([hideout(3, True), hideout(4, True), hideout()], hand=[6])
    puzzle, solution = deduction.analyse(view)
    assert abs(hideout_solver.manhunt_chance(puzzle, solution) - 0.5) < 1e-9


def test_a_twenty_hideout_row_is_solved_well_under_50_ms():
    row = [hideout(sprints=i % 3) for i in range(20)]
    view = marshal_view(row, hand=[5, 17, 30])
    deduction.probabilities(view)
    started = time.perf_counter()
    for _ in range(5):
        deduction.probabilities(view)
        deduction.hideout_ranges(view)
    per_call = (time.perf_counter() - started) / 10
    assert per_call < 0.05


def test_the_true_hideouts_are_always_among_the_candidates_in_real_games():
    """Soundness: on every Marshal view of seeded games the real cards stay possible."""
    checked = 0
    for seed in range(24):
        rng = random.Random(seed)
        state = rules.setup(options_for(seed), seed)
        while state.phase is not Phase.OVER:
            state, _ = rules.apply(state, pick(state, rng))
            if state.phase is Phase.OVER:
                break
            view = rules.view(state, 1)
            truth = [h.card for h in state.row if not h.revealed]
            candidates = deduction.candidates(view)
            assert len(candidates) == len(truth)
            for card, options in zip(truth, candidates, strict=False):
                assert card in options, (seed, truth, candidates)
            checked += 1
    assert checked > 500


def test_with_events_in_play_a_hideout_no_getaway_car_helped_keeps_the_normal_range():
    """Regression: any event variant used to widen every range by a possible Getaway Car."""
    from tabletop.games.fugitive import rules as _rules

    state = _rules.setup({"variant": "random"}, 3)
    place = next(c for c in _rules.legal_commands(state, 0) if c.TYPE == "hideout" and c.card <= 3)
    state, _ = _rules.apply(state, place)
    state, _ = _rules.apply(state, next(c for c in _rules.legal_commands(state, 0) if c.TYPE == "done"))
    view = _rules.view(state, 1)
    assert view["hideouts"][1]["range_bonus"] == 0
    low, high = deduction.hideout_ranges(view)[1]
    assert low >= 1 and high <= 3
