"""Issue 20: the calm scavenge's curtain falls only while a hand is secret (rulebook, Scavenge Phase,
The Calm Method: picks are laid face up, the hands pass left)."""

from __future__ import annotations

import pytest

from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import Pick
from tabletop.games.just_run.table.draft_privacy import draft_round, hands_hidden
from tests.just_run.scene_driver import Driver
from tests.just_run.scene_table import make_table


def _picks(state: rules.State, rounds: int) -> rules.State:
    """Everyone picks their hand's first card, ``rounds`` times."""
    for _ in range(rounds):
        for seat in range(state.players):
            state, _events = rules.apply(state, Pick(seat, state.survivors[seat].hand[0]))
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_hand_is_secret_until_every_player_has_held_every_hand_once(players: int) -> None:
    state = rules.setup({"players": players}, 4)
    for done in range(players):
        view = rules.view(_picks(state, done), None)
        assert draft_round(view) == done + 1 and hands_hidden(view)
    after = rules.view(_picks(state, players), None)
    assert after["phase"] == "draft" and draft_round(after) == players + 1
    assert not hands_hidden(after)


def test_six_players_each_see_five_cards_so_every_hand_stays_secret_to_the_end() -> None:
    state = rules.setup({"players": 6}, 4)
    for done in range(5):
        assert hands_hidden(rules.view(_picks(state, done), None))


def test_the_picked_gear_lies_face_up_so_gear_up_and_the_escape_hide_nothing() -> None:
    state = _picks(rules.setup({"players": 2}, 4), 10)
    assert state.phase is rules.Phase.GEAR_UP
    assert not hands_hidden(rules.view(state, None))


def test_two_people_pass_the_screen_behind_the_curtain_for_their_first_two_picks_only() -> None:
    """Four curtains in the draft (each person's first look at each hand), none after, none in gear-up."""
    table = make_table(2, seed=3)
    scene, session = table.scene, table.session
    driver = Driver(table)
    curtains: list[tuple[str, int]] = []
    while session.view(None)["phase"] in ("draft", "gear_up"):
        table.settle()
        if scene.curtain_for is not None:
            curtains.append((str(session.view(None)["phase"]), draft_round(session.view(None))))
            table.click((960, 540))
            continue
        seat = driver.person_to_act()
        assert seat is not None
        driver.act(seat)
    assert curtains == [("draft", 1), ("draft", 1), ("draft", 2), ("draft", 2)]
