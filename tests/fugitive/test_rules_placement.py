"""<The Fugitive's Options>: placing hideouts, normally and with sprint cards."""

from __future__ import annotations

import pytest

from tabletop.core.contract import Command, IllegalCommand
from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules import AddSprint, Done, PlaceHideout
from tabletop.games.fugitive.rules.scenario import make_state
from tabletop.games.fugitive.rules.state import Phase, State


def play(state: State, *commands: Command) -> State:
    for command in commands:
        state, _ = rules.apply(state, command)
    return state


def after_four(hand: list[int]) -> State:
    """The rulebook's example position: the previous hideout is card 4."""
    return make_state(row=[4], fugitive_hand=hand)


@pytest.mark.parametrize("card", [5, 6, 7])
def test_after_hideout_4_cards_5_6_and_7_are_placed_normally(card: int) -> None:
    """Placing a Hideout normally: up to 3 higher than the previous one."""
    state = play(after_four([card, 3, 15]), PlaceHideout(0, card), Done(0))
    assert state.row[-1].card == card and state.row[-1].sprints == ()
    assert not state.row[-1].revealed


def test_after_hideout_4_card_3_is_too_low() -> None:
    """Placing a Hideout normally: never lower than the previous hideout."""
    state = after_four([3, 5, 15])
    with pytest.raises(IllegalCommand, match="higher than the last"):
        rules.apply(state, PlaceHideout(0, 3))


def test_after_hideout_4_card_15_is_too_far_without_enough_sprint() -> None:
    """Placing a Hideout normally: 15 is more than 3 higher than 4."""
    state = after_four([3, 5, 15])  # sprint in hand: 3 (+1) and 5 (+1) = 2, 8 short
    with pytest.raises(IllegalCommand, match="out of reach"):
        rules.apply(state, PlaceHideout(0, 15))
    assert 15 not in rules.playable_cards(state)


def test_card_10_after_4_needs_sprint_cards_worth_at_least_three() -> None:
    """Using cards to Sprint: 10 is 3 beyond the normal range of 4, so +3 is needed."""
    state = play(after_four([10, 12, 9, 7]), PlaceHideout(0, 10))
    assert state.phase is Phase.PLACING
    with pytest.raises(IllegalCommand, match="needs 3 more"):
        rules.apply(state, Done(0))
    state = play(state, AddSprint(0, 12))  # +2
    assert rules.view(state, 0)["pending"]["needed"] == 1
    with pytest.raises(IllegalCommand, match="needs 1 more"):
        rules.apply(state, Done(0))
    state = play(state, AddSprint(0, 9), Done(0))  # +1
    assert state.row[-1].card == 10 and state.row[-1].sprints == (12, 9)


def test_sprint_cards_may_overpay_even_when_no_sprint_is_needed() -> None:
    """Using cards to Sprint: more sprint cards than necessary are always allowed."""
    state = play(after_four([5, 8, 9, 11]), PlaceHideout(0, 5), AddSprint(0, 8), AddSprint(0, 9), Done(0))
    assert state.row[-1].card == 5 and state.row[-1].sprints == (8, 9)


def test_the_marshal_sees_how_many_sprint_cards_but_not_which() -> None:
    """Using cards to Sprint: the count is public, the sprint numbers are not."""
    state = play(after_four([10, 12, 9]), PlaceHideout(0, 10), AddSprint(0, 12))
    pending = rules.view(state, 1)["pending"]
    assert pending == {"card": None, "sprints": 1, "sprint_cards": None, "needed": None}
    state = play(state, AddSprint(0, 9), Done(0))
    seen = rules.view(state, 1)["hideouts"][-1]
    assert seen == {
        "card": None,
        "revealed": False,
        "sprints": 2,
        "sprint_cards": None,
        "turn": seen["turn"],
        "range_bonus": 0,
    }
    assert rules.view(state, None)["hideouts"][-1] == seen


def test_the_fugitive_can_look_at_his_face_down_cards() -> None:
    """Place a new Hideout: the Fugitive may check his own face-down cards."""
    state = play(after_four([10, 12, 9]), PlaceHideout(0, 10), AddSprint(0, 12), AddSprint(0, 9), Done(0))
    mine = rules.view(state, 0)["hideouts"]
    assert [h["card"] for h in mine] == [0, 4, 10]
    assert mine[-1]["sprint_cards"] == [12, 9]


def test_a_card_not_in_hand_cannot_be_placed_or_sprinted() -> None:
    state = after_four([5, 6])
    with pytest.raises(IllegalCommand, match="not in your hand"):
        rules.apply(state, PlaceHideout(0, 7))
    state = play(state, PlaceHideout(0, 5))
    with pytest.raises(IllegalCommand, match="not in your hand"):
        rules.apply(state, AddSprint(0, 5))


def test_the_42_can_never_be_a_sprint_card() -> None:
    """Our reading: sacrificing the escape card would leave no way to win, so 42 never sprints."""
    state = play(after_four([6, 42]), PlaceHideout(0, 6))
    with pytest.raises(IllegalCommand, match="cannot be used to sprint"):
        rules.apply(state, AddSprint(0, 42))
    assert AddSprint(0, 42) not in rules.legal_commands(state, 0)


def test_the_42_must_be_within_range_like_any_hideout() -> None:
    """The Fugitive wins by playing 42, placed by the usual range rule."""
    state = make_state(row=[36], fugitive_hand=[42, 38])  # 42 is 6 higher, 38 gives only +2
    assert rules.playable_cards(state) == [38]
    with pytest.raises(IllegalCommand, match="out of reach"):
        rules.apply(state, PlaceHideout(0, 42))
    state = make_state(row=[39], fugitive_hand=[42])
    assert rules.playable_cards(state) == [42]


def test_playable_cards_counts_the_sprint_cards_left_in_hand() -> None:
    """The UI lights only cards that could become the next hideout."""
    state = after_four([5, 9, 12, 30])
    # 9 is 5 away: 5, 12, 30 sprint 1+2+2 = 5, enough; 12 is 8 away: 5, 9, 30 give only 1+1+2 = 4
    assert rules.playable_cards(state) == [5, 9]
    assert rules.max_reach(state) == 4 + 3 + (1 + 1 + 2 + 2)
    assert rules.playable_cards(rules.view(state, 0)) == [5, 9]
    assert rules.max_reach(rules.view(state, 0)) == rules.max_reach(state)
    with pytest.raises(ValueError):
        rules.playable_cards(rules.view(state, 1))


def test_a_placement_in_progress_lists_sprints_and_done_only_when_covered() -> None:
    state = play(after_four([10, 12, 9, 8]), PlaceHideout(0, 10))
    legal = rules.legal_commands(state, 0)
    assert Done(0) not in legal
    assert set(legal) == {AddSprint(0, 12), AddSprint(0, 9), AddSprint(0, 8)}
    state = play(state, AddSprint(0, 12), AddSprint(0, 8))
    assert Done(0) in rules.legal_commands(state, 0)


def test_placing_commands_are_not_barriers_but_draws_are() -> None:
    """Undo may take back a placement within the turn: it reveals nothing."""
    state = after_four([10, 12, 9])
    for command in (PlaceHideout(0, 10), AddSprint(0, 12), AddSprint(0, 9), Done(0)):
        state, events = rules.apply(state, command)
        placing = [e for e in events if e.kind in ("hideout_started", "sprint_added", "hideout_placed")]
        assert placing and all(not e.barrier for e in placing)
    assert [e.kind for e in events][:1] == ["hideout_placed"]


def test_placing_events_keep_the_card_number_secret() -> None:
    state = after_four([10, 12, 9])
    state, events = rules.apply(state, PlaceHideout(0, 10))
    (started,) = events
    assert (
        started.kind == "hideout_started" and "10" not in started.text_for(1) and "10" in started.text_for(0)
    )
    assert "card" not in started.data
    state, events = rules.apply(state, AddSprint(0, 12))
    assert "12" not in events[0].text_for(None) and "12" in events[0].text_for(0)
    state, events = rules.apply(state, AddSprint(0, 9))
    state, events = rules.apply(state, Done(0))
    placed = events[0]
    assert placed.data["card"] is None and placed.data["sprints"] == 2
    assert "10" not in placed.text_for(1) and "10" in placed.text_for(0)


def test_hideouts_rise_from_left_to_right() -> None:
    state = play(after_four([5, 7]), PlaceHideout(0, 7), Done(0))
    state = make_state(row=[4, 7], fugitive_hand=[5, 8])
    assert rules.playable_cards(state) == [8]
