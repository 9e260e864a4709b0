"""Issue 11, section 6: the Fugitive's range panel and the refusal agree on the reach with sprint
cards, because both say ``SeatView.reach``, and that number is the rules' own limit.

PLACING A HIDEOUT (rulebook): a new hideout is higher than the last one and at most 3 higher
(more with a Getaway Car) plus the sprint values of the cards put under it; the card itself does
not sprint.  ``reach`` must say exactly which hand cards the rules let him play, on many states.
"""

from __future__ import annotations

import random

import pygame

from tabletop.engine import text
from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules.flow import apply
from tabletop.games.fugitive.rules.playout import options_for, pick
from tabletop.games.fugitive.rules.scenario import make_state
from tabletop.games.fugitive.rules.setup import setup
from tabletop.games.fugitive.rules.sprint import reachable
from tabletop.games.fugitive.rules.state import Effects, Phase, State
from tabletop.games.fugitive.table.placing import Placing
from tabletop.games.fugitive.table.seat_view import FUGITIVE, SeatView
from tabletop.games.fugitive.table.table_draw import draw_bench

PLACE_PHASES = (Phase.FUGITIVE_FIRST, Phase.FUGITIVE_PLACE)


def agrees_with_the_rules(state: State) -> None:
    view = rules.view(state, FUGITIVE)
    seen = SeatView(view, FUGITIVE)
    reach = seen.reach()
    last = seen.last_card()
    hand = list(state.hands[FUGITIVE])
    assert sorted(c for c in hand if last < c <= reach) == sorted(rules.playable_cards(state)), (
        hand,
        last,
        reach,
    )
    no_sprint, bonus = state.effects.no_sprint, state.effects.range_bonus
    for card in hand:
        others = [c for c in hand if c != card]
        assert reachable(last, card, others, bonus, no_sprint) == (last < card <= reach)
    assert seen.normal_reach() <= max(reach, seen.normal_reach())


def test_reach_says_exactly_which_cards_the_rules_let_him_place_in_random_games() -> None:
    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        state = setup(options_for(seed), seed)
        for _ in range(400):
            if state.phase is Phase.OVER:
                break
            if state.phase in PLACE_PHASES and state.pending is None:
                agrees_with_the_rules(state)
                checked += 1
            state, _events = apply(state, pick(state, rng))
    assert checked > 500


def test_reach_agrees_with_the_rules_on_hand_built_hands_with_getaway_cars_and_roadblocks() -> None:
    rng = random.Random(11)
    for _ in range(1500):
        last = rng.randint(0, 38)
        free = [c for c in range(1, 42) if c != last]
        hand = rng.sample(free, rng.randint(1, 9))
        if rng.random() < 0.3:
            hand = [*[c for c in hand if c != 42], 42]
        effects = Effects(range_bonus=rng.choice((0, 0, 2)), no_sprint=rng.random() < 0.2)
        state = make_state(row=[last] if last else [], fugitive_hand=hand, effects=effects)
        agrees_with_the_rules(state)


def test_the_panel_and_the_refusal_name_the_same_reach() -> None:
    """From 4 with 5, 9, 17, 20 and 42 in hand (sprint +1, +1, +1, +2): 9 fits, 17 and 20 do not.
    Eleven is the limit (11 + 1 <= 4 + 3 + 5), and the panel and the refusal of 20 both say 11;
    before, the panel said 12 (4 + 3 + every sprint value, the card itself sprinting) and the
    refusal of 20 said 10 (its own value left out, as a limit for that card alone)."""
    state = make_state(row=[4], fugitive_hand=[5, 9, 17, 20, 42], phase=Phase.FUGITIVE_PLACE)
    seen = SeatView(rules.view(state, FUGITIVE), FUGITIVE)
    assert seen.reach() == 11
    assert rules.playable_cards(state) == [5, 9]
    assert rules.max_reach(state) == 12  # the rules' upper bound, which the table no longer prints
    placing = Placing.__new__(Placing)
    placing.seen = seen
    for card in (17, 20):
        assert "at most 7 without sprint cards, 11 with all of yours" in placing.why_not(card)
    surface = pygame.Surface((1920, 1080))
    with text.recording() as drawn:
        draw_bench(surface, pygame.Rect(980, 100, 340, 200), seen, ())
    words = " ".join(d.text for d in drawn)
    assert "5–7" in words and "up to 11 with sprint cards" in words
