"""The solo practice in the rules: one runner alone against the monster and the clock.

The book is for 2 to 6 players (Game Setup 3) and silent on playing alone; CONTENT.md ("The solo
practice") has our design, which these tests follow stage by stage.
"""

from __future__ import annotations

import pytest

from tabletop.games.outrun import rules
from tabletop.games.outrun.rules import Keep, Reveal, Run, TimeUp
from tabletop.games.outrun.rules.content import Monster
from tabletop.games.outrun.rules.interference import DECK, Kind
from tabletop.games.outrun.rules.paths import PATHS_BY_ID
from tabletop.games.outrun.rules.scenario import make_state
from tabletop.games.outrun.rules.state import ZERO, Phase, State
from tests.outrun.play import ORDER, PATH, kinds, play_events


def right_run(state: State, ms: int = 5000) -> Run:
    """The correct run of the path card on the table (no interference card bends it)."""
    assert state.path is not None
    return Run(0, PATHS_BY_ID[state.path].order, ms)


def test_one_runner_alone_is_the_solo_practice() -> None:
    """Game Setup 3 (our ruling): one player is the solo practice, kept in the options."""
    state = rules.setup({"players": 1, "solo": True}, 5)
    assert state.solo and len(rules.view(state, 0)["seats"]) == 1
    assert rules.setup({"players": 1}, 5).solo  # one runner is always solo
    assert rules.to_act(state) == (0,)  # the lone runner turns every path card


@pytest.mark.parametrize(("players", "solo"), [(2, True), (1, False)])
def test_the_solo_setting_needs_exactly_one_runner(players: int, solo: bool) -> None:
    with pytest.raises(rules.IllegalCommand, match="solo practice is one runner alone"):
        rules.setup({"players": players, "solo": solo}, 0)


def test_a_game_saved_before_the_solo_setting_is_the_race_it_was() -> None:
    """Old saves have no "solo" in their options: two or more runners race each other."""
    state = rules.setup({"players": 2, "monster": "bear"}, 0)
    assert not state.solo


def test_a_right_run_alone_is_the_fastest_and_moves_two_rooms_a_wrong_one_none() -> None:
    """Stages 3 to 5 alone: the only open place is place 1 (2 rooms); a wrong run goes to +0."""
    state = make_state(players=1, path=PATH)
    state, events = play_events(state, Run(0, ORDER, 4000))
    assert state.runners[0].position == 1 and state.runners[0].room == 2
    assert "moved" in kinds(events)
    state, _ = play_events(state, Reveal(0))
    state, events = play_events(state, Run(0, ORDER[::-1], 3000))
    assert state.runners[0].position == ZERO and state.runners[0].room == 2
    assert "moved" not in kinds(events)


def test_times_up_called_by_the_lone_runner_makes_the_run_wrong() -> None:
    """Run away! ("Time's up", our ruling for one): the runner gives up the round on their own."""
    state, events = play_events(make_state(players=1, path=PATH), TimeUp(0))
    assert state.runners[0].position == ZERO
    assert "checked" in kinds(events)


def test_five_right_runs_get_the_runner_off_one_map_board() -> None:
    """Winning, alone: off the map (9 rooms) after five right runs of 2 rooms, whatever the time."""
    state = rules.setup({"players": 1, "solo": True, "boards": 1, "monster": "dragon"}, 11)
    for _race in range(5):
        assert rules.outcome(state) is None
        state, _ = play_events(state, Reveal(0))
        state, _ = play_events(state, right_run(state))
    assert state.phase is Phase.OVER and state.runners[0].room >= 9
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winners == (0,)


def test_dawn_alone_is_no_win() -> None:
    """Our ruling for the night's end: dawn catches the lone runner, and nobody wins."""
    state = make_state(players=1, path=PATH)
    state = State(**{**{f: getattr(state, f) for f in state.__dataclass_fields__}, "path_deck": ()})
    state, events = play_events(state, Run(0, ORDER[::-1], 1000))
    assert "night_over" in kinds(events)
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winners == ()


def test_the_bear_offers_no_claw_alone_since_its_place_is_blocked() -> None:
    """Was I faster (the Bear's +0 position, place 6): blocked in the solo practice, never offered."""
    back_away = next(card.id for card in DECK if card.kind is Kind.BACK_AWAY)
    state = make_state(Monster.BEAR, players=1, path=PATH, fronts={0: [back_away]})
    state, _ = play_events(state, Run(0, ORDER[::-1], 4000))  # right under Back away
    assert state.phase is not Phase.TAKE_ZERO
    assert state.runners[0].position == 1


def test_the_bear_deals_the_lone_runner_a_card_to_play_on_themselves_or_keep() -> None:
    """Interfering (Bear) alone: one card a round; nothing for another runner is offered."""
    state = make_state(Monster.BEAR, players=1, path=PATH)
    state, events = play_events(state, Run(0, ORDER, 4000))
    assert "drew" in kinds(events) and state.phase is Phase.INTERFERE
    legal = rules.legal_commands(state, 0)
    assert Keep(0) in legal
    assert all(getattr(command, "target", 0) in (0, None) for command in legal)
    state, _ = play_events(state, Keep(0))
    assert state.phase is Phase.REVEAL


def test_the_vampire_lays_its_centre_card_for_the_lone_runner() -> None:
    """Interfering (Vampire) alone: a card goes to the centre each round and counts for them."""
    state = make_state(Monster.VAMPIRE, players=1, path=PATH)
    state, events = play_events(state, Run(0, ORDER, 4000))
    assert "to_center" in kinds(events) and state.center
    assert state.phase is Phase.REVEAL
