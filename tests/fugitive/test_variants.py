"""<Variant Plays>: how each event variant sets up and when its events are drawn."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules import ChooseDeck, Draw, Guess
from tabletop.games.fugitive.rules import events as ev
from tabletop.games.fugitive.rules.cards import PLACEHOLDER
from tabletop.games.fugitive.rules.scenario import make_state
from tabletop.games.fugitive.rules.state import Phase, Variant
from tabletop.games.fugitive.rules.variants import catchup_pile


def specials(pile: tuple) -> list:
    return [c for c in pile if not isinstance(c, int)]


@pytest.mark.parametrize("seed", range(5))
def test_random_events_shuffle_two_events_into_each_pile_and_set_the_rest_aside(seed: int) -> None:
    """Random Events: two random events in each of the three piles; the others are unused."""
    state = rules.setup({"variant": "random"}, seed)
    used = [specials(p) for p in state.piles]
    assert [len(u) for u in used] == [2, 2, 2]
    flat = [e for u in used for e in u]
    assert all(ev.is_event(e) for e in flat) and len(set(flat)) == 6
    assert sorted(flat + [e for e in state.set_aside if e != PLACEHOLDER]) == sorted(ev.EVENT_IDS)
    assert PLACEHOLDER not in flat
    assert all(isinstance(c, int) for c in state.hands[0]), "events go in after the hand is dealt"


def test_random_events_are_chosen_at_random() -> None:
    chosen = {
        frozenset(e for p in rules.setup({"variant": "random"}, s).piles for e in specials(p))
        for s in range(10)
    }
    assert len(chosen) > 1


def test_discovery_events_form_one_pile_of_all_ten() -> None:
    """Discovery Events: all events shuffled into a pile of their own; no placeholders."""
    state = rules.setup({"variant": "discovery"}, 1)
    assert len(state.event_piles) == 1 and sorted(state.event_piles[0]) == sorted(ev.EVENT_IDS)
    assert all(isinstance(c, int) for p in state.piles for c in p)
    assert rules.view(state, 1)["event_piles"] == [10]


def discovery_guess(events: tuple[str, ...]) -> rules.State:
    return make_state(
        row=[2, 4, 7],
        fugitive_hand=[8, 42],
        marshal_hand=[30],
        phase=Phase.MARSHAL_GUESS,
        turn=4,
        variant=Variant.DISCOVERY,
        event_piles=[events],
    )


def test_discovery_the_fugitive_draws_an_event_after_every_successful_guess() -> None:
    """Discovery Events: a hit makes the Fugitive draw and resolve an event at once."""
    state, events = rules.apply(discovery_guess((ev.INFORMANT, ev.LIE_LOW)), Guess(1, (4,)))
    kinds = [e.kind for e in events]
    assert kinds[:3] == ["guess_hit", "reveal", "event_drawn"]
    drawn = events[2]
    assert drawn.data["drawer"] == 0 and drawn.data["event"] == ev.INFORMANT
    assert state.event_piles == ((ev.LIE_LOW,),)
    assert state.clues and rules.to_act(state) == (0,)


def test_discovery_a_miss_draws_no_event() -> None:
    state, events = rules.apply(discovery_guess((ev.INFORMANT,)), Guess(1, (5,)))
    assert state.event_piles == ((ev.INFORMANT,),)
    assert "event_drawn" not in [e.kind for e in events]


def test_discovery_an_empty_event_pile_means_nothing_more_happens() -> None:
    state, events = rules.apply(discovery_guess(()), Guess(1, (4,)))
    assert "event_drawn" not in [e.kind for e in events] and rules.to_act(state) == (0,)


def test_discovery_a_drawer_event_helps_the_fugitive_who_drew_it() -> None:
    """Discovery Events: the Fugitive is the one drawing, so Windfall gives him two more draws next turn."""
    state, _ = rules.apply(discovery_guess((ev.WINDFALL,)), Guess(1, (4,)))
    assert state.phase is Phase.FUGITIVE_DRAW and state.draws_left == 3


def test_discovery_a_dead_drop_choice_comes_before_the_fugitives_turn() -> None:
    state, _ = rules.apply(discovery_guess((ev.DEAD_DROP,)), Guess(1, (4,)))
    assert state.phase is Phase.EVENT_CHOICE and rules.to_act(state) == (0,)
    state, _ = rules.apply(state, ChooseDeck(0, 3))
    assert 41 in state.hands[0]
    assert state.phase is Phase.FUGITIVE_DRAW and state.turn == 5


def test_discovery_a_winning_guess_draws_no_event() -> None:
    state, _ = rules.apply(discovery_guess((ev.INFORMANT,)), Guess(1, (2, 4, 7)))
    assert state.phase is Phase.OVER and state.event_piles == ((ev.INFORMANT,),)


@pytest.mark.parametrize(
    ("helped", "helps"), [("fugitive", ev.Helps.FUGITIVE), ("marshal", ev.Helps.MARSHAL)]
)
def test_helpful_events_put_the_helped_players_events_one_into_each_pile(
    helped: str, helps: ev.Helps
) -> None:
    """Helpful Events: only that player's events, spread evenly over the three piles."""
    state = rules.setup({"variant": "helpful", "helpful_for": helped}, 2)
    used = [specials(p) for p in state.piles]
    assert [len(u) for u in used] == [1, 1, 1]
    assert sorted(e for u in used for e in u) == sorted(ev.events_helping(helps))
    assert rules.view(state, 0)["helpful_for"] == (0 if helped == "fugitive" else 1)


def test_helpful_events_are_resolved_when_drawn_and_followed_by_another_draw() -> None:
    """Helpful Events: resolve at once, then draw another card."""
    state = make_state(
        row=[2],
        fugitive_hand=[3],
        phase=Phase.MARSHAL_DRAW,
        draws_left=1,
        turn=4,
        piles=[(ev.ROADBLOCK, 9), (), ()],
        variant=Variant.HELPFUL,
        helpful_for=1,
    )
    state, events = rules.apply(state, Draw(1, 1))
    assert state.effects.no_sprint and state.draws_left == 1
    state, _ = rules.apply(state, Draw(1, 1))
    assert state.hands[1] == (9,)


def test_catchup_sorts_events_into_three_piles_by_icon_and_adds_placeholders() -> None:
    """Catch-up Events: event piles for the Fugitive, neutral, and the
    Marshal; two placeholders per draw pile.
    """
    state = rules.setup({"variant": "catchup"}, 3)
    fug, neutral, marshal = state.event_piles
    assert sorted(fug) == sorted(ev.events_helping(ev.Helps.FUGITIVE))
    assert sorted(neutral) == sorted(ev.events_helping(ev.Helps.DRAWER))
    assert sorted(marshal) == sorted(ev.events_helping(ev.Helps.MARSHAL))
    assert [Counter(specials(p)) for p in state.piles] == [Counter({PLACEHOLDER: 2})] * 3
    assert rules.view(state, 1)["event_piles"] == [3, 4, 3]


@pytest.mark.parametrize(("face_down", "pile"), [(1, 0), (2, 1), (3, 2), (6, 2)])
def test_catchup_the_number_of_face_down_hideouts_picks_the_event_pile(face_down: int, pile: int) -> None:
    """Catch-up Events: 1 face down -> Fugitive's events, 2 -> neutral, 3 or more -> Marshal's."""
    assert catchup_pile(face_down) == pile
    row = [(1, (), True)] + list(range(2, 2 + face_down))
    state = make_state(
        row=row,
        fugitive_hand=[],
        phase=Phase.MARSHAL_DRAW,
        draws_left=1,
        turn=4,
        piles=[(PLACEHOLDER, 30), (), ()],
        variant=Variant.CATCHUP,
        event_piles=[(ev.FALSE_TRAIL,), (ev.PICKPOCKET,), (ev.INFORMANT,)],
    )
    after, events = rules.apply(state, Draw(1, 1))
    expected = [ev.FALSE_TRAIL, ev.PICKPOCKET, ev.INFORMANT][pile]
    drawn = [e for e in events if e.kind == "event_drawn"]
    assert drawn[0].data["placeholder"] and drawn[1].data["event"] == expected
    assert after.event_piles[pile] == ()
    assert PLACEHOLDER in after.discard and after.draws_left == 1, "then the player draws another card"
    after, _ = rules.apply(after, Draw(1, 1))
    assert 30 in after.hands[1]


def test_catchup_an_empty_event_pile_resolves_nothing() -> None:
    state = make_state(
        row=[2],
        fugitive_hand=[],
        phase=Phase.MARSHAL_DRAW,
        draws_left=1,
        turn=4,
        piles=[(PLACEHOLDER, 30), (), ()],
        variant=Variant.CATCHUP,
        event_piles=[(), (), ()],
    )
    after, events = rules.apply(state, Draw(1, 1))
    assert events[-1].kind == "event_resolved" and after.draws_left == 1


def test_without_a_variant_no_event_ever_appears() -> None:
    state = rules.setup({}, 9)
    assert state.event_piles == () and not any(specials(p) for p in state.piles)
