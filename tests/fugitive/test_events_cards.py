"""The ten designed event cards: each effect, checked in play (Random Events variant)."""

from __future__ import annotations

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules import AddSprint, ChooseDeck, Done, Draw, Guess, Pass, PlaceHideout
from tabletop.games.fugitive.rules import events as ev
from tabletop.games.fugitive.rules.scenario import make_state
from tabletop.games.fugitive.rules.state import Phase, State, Variant


def drawing(
    event: str,
    seat: int,
    row: list | None = None,
    fugitive_hand: tuple = (5, 6, 9, 42),
    marshal_hand: tuple = (),
    pile1: tuple = (10, 11, 12),
) -> State:
    """A draw step for ``seat`` whose pile 1 has ``event`` on top."""
    return make_state(
        row=row if row is not None else [2, 4],
        fugitive_hand=fugitive_hand,
        marshal_hand=marshal_hand,
        phase=Phase.FUGITIVE_DRAW if seat == 0 else Phase.MARSHAL_DRAW,
        turn=5 if seat == 0 else 4,
        draws_left=1,
        piles=[(event, *pile1), (20, 21), (30, 31)],
        variant=Variant.RANDOM,
    )


def draw(state: State, deck: int = 1) -> tuple[State, list]:
    seat = rules.to_act(state)[0]
    return rules.apply(state, Draw(seat, deck))


def test_there_are_ten_events_three_for_each_side_and_four_for_the_drawer() -> None:
    """Event cards: each helps the Fugitive, helps the Marshal, or helps whoever draws it."""
    assert len(ev.EVENTS) == 10 and len(set(ev.EVENT_IDS)) == 10
    assert len(ev.events_helping(ev.Helps.FUGITIVE)) == 3
    assert len(ev.events_helping(ev.Helps.MARSHAL)) == 3
    assert len(ev.events_helping(ev.Helps.DRAWER)) == 4
    for card in ev.EVENTS:
        assert card.name and card.text.endswith(".")


def test_a_drawn_event_is_announced_resolved_and_followed_by_another_draw() -> None:
    """Random Events: resolve it at once, then draw another card."""
    state, events = draw(drawing(ev.FALSE_TRAIL, 0))
    assert [e.kind for e in events] == ["draw", "event_drawn", "event_resolved"]
    assert all(e.barrier for e in events)
    assert state.phase is Phase.FUGITIVE_DRAW and state.draws_left == 1
    assert rules.view(state, 1)["last_event"]["id"] == ev.FALSE_TRAIL
    assert ev.FALSE_TRAIL in state.discard
    state, _ = draw(state)
    assert 10 in state.hands[0] and state.phase is Phase.FUGITIVE_PLACE


def test_lie_low_skips_the_marshals_next_draw() -> None:
    """Lie Low (helps the Fugitive): the Marshal draws nothing on her next turn."""
    state, _ = draw(drawing(ev.LIE_LOW, 0))
    state, _ = draw(state)
    assert state.effects.marshal_skips_draw
    state, events = rules.apply(state, Pass(0))
    assert state.phase is Phase.MARSHAL_GUESS and state.draws_left == 0
    assert "draw_skipped" in [e.kind for e in events]
    assert not state.effects.marshal_skips_draw
    state, _ = rules.apply(state, Guess(1, (40,)))
    state, _ = draw(state, 2)
    state, _ = rules.apply(state, Pass(0))
    assert state.phase is Phase.MARSHAL_DRAW, "only one draw step is skipped"


def test_false_trail_limits_the_marshals_next_guess_to_one_number() -> None:
    """False Trail (helps the Fugitive): the next guess names a single number."""
    state, _ = draw(drawing(ev.FALSE_TRAIL, 1))
    state, _ = draw(state)
    assert state.phase is Phase.MARSHAL_GUESS
    with pytest.raises(IllegalCommand, match="exactly one"):
        rules.apply(state, Guess(1, (2, 4)))
    state, _ = rules.apply(state, Guess(1, (7,)))
    assert not state.effects.single_guess_only


def test_getaway_car_widens_the_fugitives_range_for_one_turn() -> None:
    """Getaway Car (helps the Fugitive): normal range 5 on his current turn."""
    state, _ = draw(drawing(ev.GETAWAY_CAR, 0, fugitive_hand=(9, 42)))
    state, _ = draw(state)
    assert 9 in rules.playable_cards(state)  # 5 above 4 with no sprint card in hand
    state, _ = rules.apply(state, PlaceHideout(0, 9))
    state, _ = rules.apply(state, Done(0))
    assert state.row[-1].card == 9
    assert state.effects.range_bonus == 0, "the bonus ends with the turn"


def test_getaway_car_drawn_by_the_marshal_helps_the_fugitives_next_turn() -> None:
    state, _ = draw(drawing(ev.GETAWAY_CAR, 1, fugitive_hand=(9, 42)))
    state, _ = draw(state)
    state, _ = rules.apply(state, Guess(1, (40,)))
    state, _ = draw(state, 3)
    assert rules.playable_cards(state) == [9]


def test_sighting_reveals_the_lowest_face_down_hideout() -> None:
    """Sighting (helps the Marshal): the lowest face-down hideout turns up with its sprints."""
    state, events = draw(drawing(ev.SIGHTING, 1, row=[(2, (), True), (6, (14,)), 8]))
    assert state.row[2].revealed and state.row[2].sprints_revealed and not state.row[3].revealed
    assert rules.view(state, 1)["hideouts"][2]["sprint_cards"] == [14]
    assert "reveal" in [e.kind for e in events]


def test_sighting_of_the_last_hidden_hideout_wins_for_the_marshal() -> None:
    state, events = draw(drawing(ev.SIGHTING, 0, row=[(2, (), True), 5]))
    assert state.phase is Phase.OVER and rules.outcome(state).winners == (1,)  # type: ignore[union-attr]
    assert events[-1].kind == "game_over"


def test_roadblock_forbids_sprint_cards_for_one_fugitive_turn() -> None:
    """Roadblock (helps the Marshal): no sprint cards on the Fugitive's turn."""
    state, _ = draw(drawing(ev.ROADBLOCK, 0, fugitive_hand=(6, 8, 9, 42)))
    state, _ = draw(state)
    assert rules.playable_cards(state) == [6]  # 8 and 9 would need sprinting
    with pytest.raises(IllegalCommand, match="Roadblock"):
        rules.apply(state, PlaceHideout(0, 9))
    state, _ = rules.apply(state, PlaceHideout(0, 6))
    assert all(not isinstance(c, AddSprint) for c in rules.legal_commands(state, 0))
    with pytest.raises(IllegalCommand, match="Roadblock"):
        rules.apply(state, AddSprint(0, 8))
    state, _ = rules.apply(state, Done(0))
    assert not state.effects.no_sprint


def test_informant_counts_face_down_hideouts_in_three_ranges() -> None:
    """Informant (helps the Marshal): how many face-down hideouts in 1-14, 15-28, 29-41."""
    state, events = draw(drawing(ev.INFORMANT, 1, row=[2, (5, (), True), 9, 15, 17]))
    clues = rules.view(state, 0)["clues"]
    assert [(c["low"], c["high"], c["count"]) for c in clues] == [(1, 14, 2), (15, 28, 2), (29, 41, 0)]
    resolved = next(e for e in events if e.kind == "event_resolved")
    assert resolved.text_for(None) == "Face-down hideouts: 2 in 1-14, 2 in 15-28, 0 in 29-41."


def test_double_time_lets_the_fugitive_place_two_hideouts() -> None:
    """Double Time (helps the drawer): the Fugitive may place another hideout this turn."""
    state, _ = draw(drawing(ev.DOUBLE_TIME, 0, fugitive_hand=(5, 6, 42)))
    state, _ = draw(state)
    state, _ = rules.apply(state, PlaceHideout(0, 5))
    state, _ = rules.apply(state, Done(0))
    assert state.phase is Phase.FUGITIVE_PLACE
    state, _ = rules.apply(state, PlaceHideout(0, 6))
    state, _ = rules.apply(state, Done(0))
    assert [h.card for h in state.row][-2:] == [5, 6]
    assert rules.to_act(state) == (1,)


def test_double_time_lets_the_marshal_guess_twice() -> None:
    """Double Time (helps the drawer): the Marshal guesses once more."""
    state, _ = draw(drawing(ev.DOUBLE_TIME, 1))
    state, _ = draw(state)
    state, _ = rules.apply(state, Guess(1, (40,)))
    assert state.phase is Phase.MARSHAL_GUESS
    state, _ = rules.apply(state, Guess(1, (2,)))
    assert state.row[1].revealed and rules.to_act(state) == (0,)


def test_pickpocket_takes_a_random_card_but_never_the_42() -> None:
    """Pickpocket (helps the drawer): a random card changes hands."""
    for seed in range(12):
        state = drawing(ev.PICKPOCKET, 1, fugitive_hand=(5, 42))
        state = make_state(**{**_kwargs(state), "seed": seed})
        state, events = draw(state)
        assert state.hands[1] == (5,) and state.hands[0] == (42,)
        taken = next(e for e in events if e.kind == "event_resolved" and e.secret)
        assert "5" in taken.text_for(1) and "5" not in taken.text_for(None)


def test_pickpocket_is_random_from_the_seed_and_replays_the_same() -> None:
    taken = set()
    for seed in range(20):
        state = make_state(
            **{**_kwargs(drawing(ev.PICKPOCKET, 0, marshal_hand=(30, 31, 33, 35))), "seed": seed}
        )
        a, _ = draw(state)
        b, _ = draw(state)
        assert a == b
        (card,) = set(a.hands[0]) - set(state.hands[0])
        taken.add(card)
    assert len(taken) > 1


def test_pickpocket_with_nothing_to_take_does_nothing() -> None:
    state, events = draw(drawing(ev.PICKPOCKET, 0, marshal_hand=()))
    assert state.hands[1] == () and "nothing to take" in events[-1].text_for(None)


def test_windfall_drawn_while_drawing_gives_two_more_draws_now() -> None:
    """Windfall (helps the drawer): two extra cards."""
    state, _ = draw(drawing(ev.WINDFALL, 1))
    assert state.draws_left == 3
    for _ in range(3):
        state, _ = draw(state, 2 if state.piles[1] else 3)
    assert len(state.hands[1]) == 3 and state.phase is Phase.MARSHAL_GUESS


def test_dead_drop_lets_the_drawer_take_the_bottom_hideout_card_of_a_chosen_pile() -> None:
    """Dead Drop (helps the drawer): a choice of pile, then the bottom hideout card of it."""
    state = drawing(ev.DEAD_DROP, 0)
    state = make_state(**{**_kwargs(state), "piles": [(ev.DEAD_DROP, 10, 11), (20, ev.SIGHTING), (30, 31)]})
    state, events = draw(state)
    assert state.phase is Phase.EVENT_CHOICE and rules.to_act(state) == (0,)
    assert rules.view(state, 1)["event_choice"] == {"event": ev.DEAD_DROP, "seat": 0, "decks": [1, 2, 3]}
    assert set(rules.legal_commands(state, 0)) == {ChooseDeck(0, 1), ChooseDeck(0, 2), ChooseDeck(0, 3)}
    with pytest.raises(IllegalCommand, match="not your turn"):
        rules.apply(state, ChooseDeck(1, 2))
    state, events = rules.apply(state, ChooseDeck(0, 2))
    assert 20 in state.hands[0] and state.piles[1] == (ev.SIGHTING,), "events in the pile are passed over"
    assert state.phase is Phase.FUGITIVE_DRAW and state.draws_left == 1, "then the drawer draws again"
    assert "20" not in events[0].text_for(1) and "20" in events[0].text_for(0)


def test_dead_drop_cannot_choose_a_pile_without_hideout_cards() -> None:
    state = make_state(
        **{**_kwargs(drawing(ev.DEAD_DROP, 1)), "piles": [(ev.DEAD_DROP, 10), (ev.SIGHTING,), ()]}
    )
    state, _ = draw(state)
    assert rules.legal_commands(state, 1) == [ChooseDeck(1, 1)]
    with pytest.raises(IllegalCommand, match="no hideout card"):
        rules.apply(state, ChooseDeck(1, 2))
    with pytest.raises(IllegalCommand, match="no pile"):
        rules.apply(state, ChooseDeck(1, 4))


def test_dead_drop_with_no_hideout_card_anywhere_does_nothing() -> None:
    state = make_state(**{**_kwargs(drawing(ev.DEAD_DROP, 1)), "piles": [(ev.DEAD_DROP,), (), ()]})
    state, events = draw(state)
    assert state.phase is Phase.MARSHAL_GUESS
    assert "nothing to take" in events[-1].text_for(None)


def _kwargs(state: State) -> dict:
    """Rebuild arguments for make_state from a drawing() state (to vary seed or piles)."""
    return {
        "row": [(h.card, h.sprints, h.revealed) for h in state.row[1:]],
        "fugitive_hand": state.hands[0],
        "marshal_hand": state.hands[1],
        "phase": state.phase,
        "turn": state.turn,
        "draws_left": state.draws_left,
        "piles": state.piles,
        "variant": state.variant,
    }
