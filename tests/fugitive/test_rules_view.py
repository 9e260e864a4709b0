"""What each seat may see: the view format the UI and the bots read."""

from __future__ import annotations

import json

from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules import AddSprint, Draw, Guess, PlaceHideout
from tabletop.games.fugitive.rules.playout import random_playout
from tabletop.games.fugitive.rules.scenario import make_state
from tabletop.games.fugitive.rules.state import Phase

KEYS = {
    "seat",
    "to_act",
    "phase",
    "turn",
    "variant",
    "helpful_for",
    "hand",
    "hand_counts",
    "marshal_hand",
    "hideouts",
    "pending",
    "placed_this_turn",
    "decks",
    "special_in_decks",
    "draws_left",
    "guesses",
    "revealed_max",
    "face_down",
    "manhunt",
    "event_piles",
    "last_event",
    "event_choice",
    "effects",
    "clues",
    "sprint_table",
    "playable",
    "max_reach",
    "outcome",
}


def test_the_view_has_every_documented_key_and_is_json() -> None:
    state = rules.setup({"variant": "catchup"}, 4)
    for seat in (0, 1, None):
        seen = rules.view(state, seat)
        assert set(seen) == KEYS
        assert json.loads(json.dumps(seen)) == seen
    assert rules.view(state, 0)["phase"] == "fugitive_first"
    assert rules.view(state, 0)["decks"] == [8 + 2, 12 + 2, 13 + 2]
    assert rules.view(state, 0)["special_in_decks"] == [2, 2, 2]


def test_the_fugitive_sees_his_hand_and_the_marshal_sees_only_its_size() -> None:
    state = rules.setup({}, 4)
    assert rules.view(state, 0)["hand"] == list(state.hands[0])
    marshal = rules.view(state, 1)
    assert marshal["hand"] == [] and marshal["hand_counts"] == {"0": 9, "1": 0}
    assert rules.view(state, None)["hand"] == []


def test_the_marshals_hand_is_private_to_her() -> None:
    """Our reading: the Marshal keeps her drawn cards hidden from the Fugitive."""
    state = make_state(row=[4], marshal_hand=[20, 33], phase=Phase.MARSHAL_GUESS, turn=4)
    assert rules.view(state, 1)["marshal_hand"] == [20, 33]
    assert rules.view(state, 0)["marshal_hand"] is None
    assert rules.view(state, None)["marshal_hand"] is None
    assert rules.view(state, 0)["hand_counts"]["1"] == 2


def test_the_sprint_table_is_public() -> None:
    table = rules.view(rules.setup({}, 0), 1)["sprint_table"]
    assert table == {str(k): v for k, v in rules.SPRINT.items()}


def test_the_row_shows_numbers_only_to_those_allowed() -> None:
    state = make_state(row=[3, (6, (10,), True), (9, (12, 14))], phase=Phase.MARSHAL_GUESS, turn=4)
    marshal = rules.view(state, 1)["hideouts"]
    assert [h["card"] for h in marshal] == [0, None, 6, None]
    assert [h["sprints"] for h in marshal] == [0, 0, 1, 2]
    assert marshal[2]["sprint_cards"] == [10] and marshal[3]["sprint_cards"] is None
    assert [h["card"] for h in rules.view(state, 0)["hideouts"]] == [0, 3, 6, 9]
    assert rules.view(state, 1)["revealed_max"] == 6
    assert rules.view(state, 1)["face_down"] == 2


def test_the_pending_placement_is_hidden_from_the_marshal_but_not_its_sprint_count() -> None:
    state = make_state(row=[4], fugitive_hand=[10, 12, 9])
    state, _ = rules.apply(state, PlaceHideout(0, 10))
    state, _ = rules.apply(state, AddSprint(0, 12))
    assert rules.view(state, 0)["pending"] == {"card": 10, "sprints": 1, "sprint_cards": [12], "needed": 1}
    assert rules.view(state, 1)["pending"] == {
        "card": None,
        "sprints": 1,
        "sprint_cards": None,
        "needed": None,
    }


def test_guess_history_and_draw_counters_are_public() -> None:
    state = make_state(row=[4, 6], phase=Phase.MARSHAL_DRAW, draws_left=1, turn=4)
    seen = rules.view(state, 1)
    assert seen["draws_left"] == 1 and seen["to_act"] == [1]
    state, _ = rules.apply(state, Draw(1, 3))
    state, _ = rules.apply(state, Guess(1, (4, 7)))
    assert rules.view(state, 0)["guesses"] == [{"numbers": [4, 7], "hit": False, "turn": 4, "manhunt": False}]


def test_after_the_game_everybody_sees_the_whole_trail() -> None:
    state, _ = random_playout(0)
    for seat in (0, 1, None):
        seen = rules.view(state, seat)
        assert all(h["card"] is not None and h["sprint_cards"] is not None for h in seen["hideouts"])
        assert seen["outcome"]["winners"] == [state.winner]
        assert seen["to_act"] == [] and seen["phase"] == "over"


def test_a_draw_tells_the_card_only_to_the_drawer() -> None:
    state = make_state(row=[4], phase=Phase.MARSHAL_DRAW, draws_left=1, turn=4, piles=[(), (), (33,)])
    _, events = rules.apply(state, Draw(1, 3))
    (drawn,) = events
    assert drawn.kind == "draw" and drawn.barrier
    assert "33" in drawn.text_for(1) and "33" not in drawn.text_for(0) and "33" not in drawn.text_for(None)
    assert 33 not in drawn.data.values()
