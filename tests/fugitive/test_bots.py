"""The computer players: always legal, sensible in clear spots, and strong against random play."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.games.fugitive import bots, rules
from tabletop.games.fugitive.bench import benchmark
from tabletop.games.fugitive.bots.bot_fugitive import Table, route_slack, sprint_cards_for
from tabletop.games.fugitive.rules import Guess, PlaceHideout, StartManhunt
from tabletop.games.fugitive.rules.playout import options_for, pick
from tabletop.games.fugitive.rules.state import Phase


def hideout(
    card: int | None = None, revealed: bool = False, sprints: int = 0, sprint_cards: list[int] | None = None
) -> dict[str, Any]:
    if revealed and sprint_cards is None:
        sprint_cards = []
    return {"card": card, "revealed": revealed, "sprints": sprints, "sprint_cards": sprint_cards}


def marshal_view(
    row: list[dict[str, Any]], phase: str = "marshal_guess", hand: list[int] | None = None
) -> dict[str, Any]:
    return {
        "seat": 1,
        "phase": phase,
        "turn": 10,
        "variant": "none",
        "hand": list(hand or []),
        "marshal_hand": list(hand or []),
        "hand_counts": {"0": 6, "1": len(hand or [])},
        "hideouts": [hideout(0, True), *row],
        "guesses": [],
        "effects": {"range_bonus": 0, "single_guess_only": False},
    }


def singles(view: dict[str, Any]) -> list[Guess]:
    face_up = {h["card"] for h in view["hideouts"] if h["revealed"]}
    return [Guess(1, (n,)) for n in range(1, 42) if n not in face_up]


@pytest.mark.parametrize("strength", bots.STRENGTHS)
def test_bots_always_answer_with_a_command_the_rules_accept(strength):
    """Over many positions of seeded random games (every variant), both seats, both strengths."""
    asked = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = rules.setup(options_for(seed), seed)
        while state.phase is not Phase.OVER:
            seat = rules.to_act(state)[0]
            legal = rules.legal_commands(state, seat)
            command = bots.choose(rules.view(state, seat), legal, seat, strength, random.Random(asked))
            assert bots.is_allowed(command, legal, rules.view(state, seat))
            rules.apply(state, command)  # raises IllegalCommand if the bot was wrong
            asked += 1
            state, _ = rules.apply(state, pick(state, rng))
    assert asked > 240


def test_the_strong_marshal_goes_for_the_win_when_every_hideout_is_certain():
    """Rulebook, Guess a series of Hideouts: she names both pinned hideouts at once."""
    view = marshal_view([hideout(), hideout(6, True), hideout(), hideout(12, True, 0, [])])
    command = bots.choose(view, singles(view), 1, "strong", random.Random(1))
    assert command == Guess(1, (3, 9))


def test_the_strong_marshal_names_the_likeliest_number_when_unsure():
    """Rulebook, Guess a single Hideout: between 4 and 10 the rows are (5,7) (5,8) (6,7) (6,8)
    (6,9) (7,8) (7,9), so 7 is in four of seven and no pair is likely enough to name together."""
    view = marshal_view([hideout(3, True), hideout(4, True), hideout(), hideout(), hideout(10, True)])
    command = bots.choose(view, singles(view), 1, "strong", random.Random(1))
    assert command == Guess(1, (7,))


def test_the_marshal_always_takes_the_manhunt_since_declining_loses():
    """Rulebook, Start a Manhunt: it is her last chance to win."""
    view = marshal_view([hideout(), hideout(42, True, 0, None)], phase="manhunt_offer")
    legal = [StartManhunt(1, True), StartManhunt(1, False)]
    for strength in bots.STRENGTHS:
        assert bots.choose(view, legal, 1, strength, random.Random(2)) == StartManhunt(1, True)


def test_the_strong_fugitive_escapes_at_once_when_no_manhunt_is_possible():
    """Rulebook, Start a Manhunt: with a hideout above 29 face up the 42 wins outright."""
    view = {
        "seat": 0,
        "phase": "fugitive_place",
        "turn": 21,
        "variant": "none",
        "hand": [5, 38, 42],
        "hideouts": [hideout(0, True), hideout(31, True), hideout(35), hideout(39)],
        "decks": [0, 0, 0],
        "special_in_decks": [0, 0, 0],
        "guesses": [],
        "effects": {"range_bonus": 0, "no_sprint": False},
        "placed_this_turn": 0,
        "pending": None,
    }
    legal = [PlaceHideout(0, 42), rules.Pass(0)]
    assert bots.choose(view, legal, 0, "strong", random.Random(3)) == PlaceHideout(0, 42)


def test_sprint_cards_come_from_cards_below_the_new_hideout_first():
    """Rulebook, Using cards to Sprint: 10 from 4 needs +3; the low 2 and 5 pay for it."""
    table = Table(hand=(2, 5, 10, 13, 42), row=(), previous=4, normal=3, no_sprint=False, first_turn=False)
    chosen = sprint_cards_for(table, 10)
    assert chosen is not None and sorted(chosen) == [2, 5]
    assert sprint_cards_for(table, 42) is None  # +35 is far beyond the hand's sprint value


def test_route_slack_counts_the_sprint_value_missing_to_reach_42():
    # from 36 the 42 needs +3 more than the normal range: the 40 (+2) and 39 (+1) just do it
    assert route_slack(36, [39, 40, 42]) >= 0
    assert route_slack(30, [42]) == -9


def test_the_strong_fugitive_decides_the_same_way_for_the_same_view():
    state = rules.setup({}, 5)
    view = rules.view(state, 0)
    legal = rules.legal_commands(state, 0)
    first = bots.choose(view, legal, 0, "strong", random.Random(1))
    second = bots.choose(view, legal, 0, "strong", random.Random(99))
    assert first == second


def test_the_strong_marshal_beats_a_random_fugitive_most_of_the_time():
    rates = benchmark.win_rates(40, seed=100, matches={"m": ("random", "strong")})
    assert rates["m"]["marshal"] >= 0.8


def test_the_strong_fugitive_outruns_a_random_marshal_in_a_seeded_game():
    """One fixed game; the share over 40 is a strength check of ``tabletop benchmark --only fugitive``."""
    assert benchmark.play_game(200, "strong", "random") == benchmark.FUGITIVE


@pytest.mark.parametrize("variant", ["none", "random", "catchup"])
def test_a_game_between_bots_runs_to_its_end(variant):
    for fugitive, marshal in (("strong", "strong"), ("casual", "casual"), ("casual", "strong")):
        winner = benchmark.play_game(7, fugitive, marshal, options={"variant": variant})
        assert winner in (0, 1)


def test_the_strong_marshal_never_repeats_a_guess_that_missed_while_the_row_stood_still():
    """Regression: against a Fugitive who only passes, a missed series used to be named forever."""
    import random as _random

    from tabletop.games.fugitive import bots as _bots
    from tabletop.games.fugitive import rules as _rules

    state = _rules.setup({}, 8)
    rng = _random.Random(8 * 7919 + 1)
    for _ in range(3000):
        if _rules.outcome(state) is not None:
            break
        seat = _rules.to_act(state)[0]
        legal = _rules.legal_commands(state, seat)
        view = _rules.view(state, seat)
        if seat == 0:
            command = _bots.random_move(view, legal, seat, "random", rng)
        else:
            command = _bots.choose(view, legal, seat, "strong", rng)
        state, _ = _rules.apply(state, command)
    assert _rules.outcome(state) is not None
    view = _rules.view(state, 1)
    placed_turns = sorted(int(h["turn"]) for h in view["hideouts"])
    seen: set[tuple[int, frozenset[int]]] = set()
    for guess in view["guesses"]:
        if guess["hit"]:
            continue
        epoch = max(t for t in placed_turns if t <= guess["turn"])
        key = (epoch, frozenset(guess["numbers"]))
        assert key not in seen, f"repeated a missed guess {sorted(guess['numbers'])}"
        seen.add(key)


def test_the_look_ahead_fugitive_wins_a_seeded_game_the_plain_strong_fugitive_loses(monkeypatch):
    """Seed 0 against the strong Marshal: weighing her likely answer turns a loss into a win.  How
    often it does over 40 games each way is a figure of ``tabletop benchmark --only fugitive``."""
    from tabletop.games.fugitive.bots import bot_fugitive

    winners = {}
    for look_ahead in (True, False):
        monkeypatch.setattr(bot_fugitive, "LOOK_AHEAD", look_ahead)
        winners[look_ahead] = benchmark.play_game(0, "strong", "strong")
    assert winners == {True: benchmark.FUGITIVE, False: benchmark.MARSHAL}


def test_the_strength_checks_are_benchmark_rows_with_a_target_and_a_verdict():
    checks = {
        "strong_marshal_vs_random_fugitive": {"games": 40.0, "marshal": 0.9, "fugitive": 0.1},
        "strong_fugitive_vs_random_marshal": {"games": 40.0, "marshal": 0.5, "fugitive": 0.5},
        "look_ahead_vs_plain": {"games": 40.0, "look_ahead": 0.6, "plain": 0.45},
    }
    rows = benchmark.strength_rows(checks)
    assert [(row[1], row[3]) for row in rows] == [("90%", "ok"), ("50%", "MISSED"), ("60% v 45%", "ok")]
    assert all(row[2] for row in rows), "every check names its target"


def test_the_strong_fugitive_chooses_the_same_mid_game_move_for_the_same_view():
    """The look-ahead imagines the Marshal's hands from the table itself, not from the rng."""
    state = rules.setup({}, 11)
    rng = random.Random(11)
    while state.turn < 7 or rules.to_act(state)[0] != 0 or state.phase is not Phase.FUGITIVE_PLACE:
        seat = rules.to_act(state)[0]
        state, _ = rules.apply(
            state,
            bots.choose(rules.view(state, seat), rules.legal_commands(state, seat), seat, "strong", rng),
        )
        assert state.phase is not Phase.OVER
    view = rules.view(state, 0)
    legal = rules.legal_commands(state, 0)
    from tabletop.games.fugitive.bots import bot_fugitive

    choices = set()
    for seed in range(3):
        bot_fugitive._PLAN_CACHE.clear()
        choices.add(bots.choose(view, legal, 0, "strong", random.Random(seed)))
    assert len(choices) == 1


def test_the_imagined_marshal_hands_hold_as_many_cards_of_each_pile_as_she_took():
    """Rulebook, Set up and Marshal's turns: the pile counts tell how many cards she drew from each."""
    from tabletop.games.fugitive.bots.marshal_model import sample_marshal_hands
    from tabletop.games.fugitive.rules.cards import DECK_RANGES

    state = rules.setup({}, 4)
    rng = random.Random(4)
    while state.turn < 8:
        seat = rules.to_act(state)[0]
        state, _ = rules.apply(
            state,
            bots.choose(rules.view(state, seat), rules.legal_commands(state, seat), seat, "casual", rng),
        )
    view = rules.view(state, 0)
    hers = state.hands[1]
    mine = set(state.hands[0]) | {h.card for h in state.row} | {c for h in state.row for c in h.sprints}
    for hand in sample_marshal_hands(view, 5, draw=False):
        assert not set(hand) & mine
        for low, high in DECK_RANGES.values():
            assert sum(low <= c <= high for c in hand) == sum(low <= c <= high for c in hers)


def test_the_imagined_marshal_hands_leave_out_the_numbers_she_has_named():
    """She never names a card in her own hand, so a number she guessed was not hers then."""
    from tabletop.games.fugitive.bots.marshal_model import named_numbers, sample_marshal_hands

    state = rules.setup({}, 4)
    rng = random.Random(4)
    while state.turn < 10:
        seat = rules.to_act(state)[0]
        state, _ = rules.apply(
            state,
            bots.choose(rules.view(state, seat), rules.legal_commands(state, seat), seat, "casual", rng),
        )
    view = rules.view(state, 0)
    named = named_numbers(view)
    assert named
    for hand in sample_marshal_hands(view, 8, draw=False):
        assert not set(hand) & named


def test_the_look_ahead_also_plays_out_the_marshals_guess_after_next(monkeypatch):
    """A row her second guess would read whole scores below one that survives both guesses."""
    from tabletop.games.fugitive.bots import bot_marshal, marshal_model

    view = {
        "seat": 0,
        "phase": "fugitive_place",
        "turn": 9,
        "hand": [20, 42],
        "hand_counts": {"0": 2, "1": 5},
        "hideouts": [hideout(0, True), hideout(5), hideout(8)],
        "guesses": [],
        "decks": [6, 9, 13],
        "special_in_decks": [0, 0, 0],
    }
    row = view["hideouts"]
    hands = [(4, 6, 9, 10, 11)]

    def guesses_then(second: tuple[int, ...]):
        def guess(mview):
            return (7,) if not mview["guesses"] else second

        return guess

    values = {}
    for name, second in (("reads it", (5, 8)), ("misses", (6,))):
        monkeypatch.setattr(bot_marshal, "strong_guess_numbers", guesses_then(second))
        values[name] = marshal_model.answer_value(view, row, hands, [20, 42])
    monkeypatch.setattr(marshal_model, "ANSWER_ROUNDS", 1)
    one_round = marshal_model.answer_value(view, row, hands, [20, 42])
    assert values["reads it"] < one_round < values["misses"]
    assert values["misses"] - values["reads it"] > marshal_model.W_SECOND_CAUGHT
