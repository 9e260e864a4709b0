"""Event cards (rulebook, THE VILLAINS ATTACK!, Hero mode only) and the score table (WINNING AND LOSING)."""

from __future__ import annotations

import pytest

from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules import EndTurn
from tabletop.games.outnumbered.rules.board import LAB, ROUTE, Stop, red_space
from tabletop.games.outnumbered.rules.content import EVENTS_BY_ID
from tabletop.games.outnumbered.rules.events import resolve
from tabletop.games.outnumbered.rules.scenario import make_state
from tabletop.games.outnumbered.rules.scoring import BANDS, rating, score
from tabletop.games.outnumbered.rules.state import Phase, evolve

FIRST_ATTACK = ROUTE.index(Stop.ATTACK)


def test_hero_mode_attacks_end_with_an_event_card_drawn_and_discarded() -> None:
    """Rulebook, THE VILLAINS ATTACK!: Hero mode only, draw an event card and resolve it."""
    state = make_state(
        mode="hero", truck=FIRST_ATTACK - 1, dice=[1, 1, 1], event_deck=["quiet_night", "charge"]
    )
    after, events = rules.apply(state, EndTurn(0))
    drawn = next(e for e in events if e.kind == "event_drawn")
    assert drawn.barrier and drawn.data == {"event": "quiet_night"}
    assert drawn.text_for(None) == "Event: Quiet Night. The city sleeps. Nothing happens."
    assert (
        after.event_deck == ("charge",)
        and after.event_discard == ("quiet_night",)
        and after.last_event == "quiet_night"
    )


def test_sidekick_attacks_draw_no_event() -> None:
    state = make_state(truck=FIRST_ATTACK - 1, dice=[1, 1, 1])
    after, events = rules.apply(state, EndTurn(0))
    assert "event_drawn" not in [e.kind for e in events] and after.last_event is None


def test_the_event_deck_reshuffles_its_discard() -> None:
    state = make_state(mode="hero", truck=FIRST_ATTACK - 1, dice=[1, 1, 1], event_deck=[])
    state = evolve(state, event_discard=("quiet_night",))
    after, events = rules.apply(state, EndTurn(0))
    assert (
        after.event_discard == ("quiet_night",)
        and after.event_deck == ()
        and "reshuffled" in [e.kind for e in events]
    )


def test_an_add_event_puts_villains_on_empty_red_spaces_only() -> None:
    """Rulebook, THE VILLAINS ATTACK!: an event may add villains to the red spaces."""
    state = make_state(mode="hero", villains={(4, red_space(4)): 3}, villain_deck=[7, 8, 9])
    after, events = resolve(state, EVENTS_BY_ID["flank_attack"])
    assert (
        rules.villain_at(after, 0, red_space(0)) == "m07"
        and rules.villain_at(after, 4, red_space(4)) == "m03"
    )
    assert [e.data for e in events] == [{"lane": 0, "row": red_space(0), "villain": "m07"}]


def test_an_advance_lanes_event_moves_the_whole_lane() -> None:
    state = make_state(mode="hero", villains={(2, 0): 3, (2, 1): 4, (2, 3): 5, (1, 0): 6})
    after, _ = resolve(state, EVENTS_BY_ID["charge"])
    assert after.lanes[2] == (None, "m03", "m04", None, "m05") and rules.villain_at(after, 1, 0) == "m06"


def test_an_advance_from_the_back_pushes_the_villains_directly_in_front() -> None:
    """Rulebook, THE VILLAINS ATTACK!: moving villains push any villains directly in front of them."""
    state = make_state(
        mode="hero", villains={(1, 1): 3, (1, 2): 4, (1, 4): 5, (2, 2): 6, (3, 3): 7, (3, 4): 8}
    )
    after, events = resolve(state, EVENTS_BY_ID["cold_front"])
    assert after.lanes[1] == (None, None, "m03", "m04", "m05")  # the chain 1-2 moved; 5 was not touched
    assert after.lanes[2] == (None, None, None, "m06", None)
    assert after.lanes[3] == (None, None, None, None, "m07")  # 7 pushed 8 through the barricade
    assert after.barricades[3] is False and "m08" in after.villain_discard
    assert [e.kind for e in events] == ["advanced", "barricade_lost"]


def test_a_push_through_a_lost_barricade_loses_the_game() -> None:
    state = make_state(mode="hero", villains={(0, 3): 3, (0, 4): 4}, barricades=[False] + [True] * 4)
    after, events = resolve(state, EVENTS_BY_ID["blizzard"])
    assert after.phase is Phase.OVER and after.lost_lane == 0 and events[-1].kind == "lost"


def test_an_event_breach_ends_the_attack_at_once() -> None:
    state = make_state(
        mode="hero",
        truck=FIRST_ATTACK - 1,
        dice=[1, 1, 1],
        villains={(2, 3): 3},
        barricades=[True, True, False, True, True],
        event_deck=["charge"],
    )
    after, events = rules.apply(state, EndTurn(0))
    assert after.phase is Phase.OVER and events[-1].kind == "lost" and events[-1].data["lane"] == 2


@pytest.mark.parametrize(
    ("barricades", "zero", "points", "band"),
    [
        (0, False, 10, 0),
        (1, False, 13, 0),
        (1, True, 18, 1),
        (2, False, 16, 1),
        (3, False, 19, 1),
        (4, False, 22, 2),
        (3, True, 24, 2),
        (5, False, 25, 2),
        (4, True, 27, 2),
        (5, True, 30, 3),
    ],
)
def test_the_score_table_and_every_rating_band(barricades: int, zero: bool, points: int, band: int) -> None:
    """Rulebook, WINNING AND LOSING: 10 for the lab, +3 per barricade, +5 for Absolute Zero with dice."""
    state = evolve(
        make_state(mode="hero"),
        barricades=(True,) * barricades + (False,) * (5 - barricades),
        zero_defeated_with_dice=zero,
    )
    assert score(state) == points
    assert rating(points) == BANDS[band][1]


def test_the_view_reports_the_score_and_rating_of_a_won_game() -> None:
    state = make_state(mode="hero", truck=LAB, dice=[1, 4, 4], villains={(0, 4): "az"})
    state, _ = rules.apply(state, rules.Build(0, "(4^2)^2+4^2+1"))
    state, events = rules.apply(state, rules.Defeat(0, 10, 0, 4))
    seen = rules.view(state)
    assert seen["score"] == 30 and seen["rating"] == BANDS[3][1] and seen["phase"] == "over"
    assert events[-1].data["rating"] == BANDS[3][1]
