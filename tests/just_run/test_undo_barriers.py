"""Undo never takes back a die (issue 20): moving out of a room with zombies draws their attack of
opportunity, and once its dice are seen the move stays, or a player could take it back, get the
action back and choose another one knowing the dice.  A move that rolls nothing can still be taken
back: the session looks at whether a random number was taken, not at the command's type."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import Move
from tabletop.games.just_run.rules.state import State
from tests.contract.harness import legal_for_everyone, redealt_for_each_viewer, undo_barrier_leak
from tests.just_run.frenzy_states import answer, frenzied
from tests.just_run.gesture_states import carrying, gesture_states
from tests.just_run.helpers import escape_state, item
from tests.just_run.panel_states import turn_state
from tests.just_run.scenario_states import cure_state, rescue_state, rescuee_turn_state, scenarios_state
from tests.just_run.scene_driver import Driver
from tests.just_run.scene_table import Table, make_table

NOTHING_TO_TAKE_BACK = "There is nothing you can take back now."


def _with_zombies(state: State, row: int, col: int, count: int) -> State:
    grid = list(state.grid)
    here = grid[row * 5 + col]
    assert here is not None
    grid[row * 5 + col] = replace(here, zombies=count)
    return replace(state, grid=tuple(grid), reserve=state.reserve - count)


def _session(state: State) -> GameSession:
    info = catalogue.get("just_run")
    return GameSession(info, info.rules(), {"players": 2, "mode": "coop"}, 1, default_seats(2), state=state)


def test_a_move_out_of_a_room_with_zombies_cannot_be_taken_back_once_their_attack_is_rolled() -> None:
    session = _session(_with_zombies(escape_state(2), 0, 0, 1))
    events = session.apply(Move(0, 0, 1))
    assert "opportunity" in [e.kind for e in events]
    assert session.steps[-1].barrier
    assert session.undoable(0) == 0
    assert session.to_act() == (0,) and session.state.actions_left == 2  # her turn goes on


def test_a_move_between_rooms_without_zombies_can_still_be_taken_back() -> None:
    """Every Just Run action takes a generator whether it rolls or not: only a number taken from
    it makes a barrier, so a quiet move keeps its undo."""
    session = _session(escape_state(2))
    session.apply(Move(0, 0, 1))
    assert session.undoable(0) == 1
    session.undo(0)
    assert session.state.survivors[0].room == (0, 0) and session.state.actions_left == 3


def _ctrl_z(table: Table) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        table.app.dispatch(
            pygame.event.Event(kind, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z", scancode=0)
        )
    table.step()
    table.settle()


def _moved_by_a_person(state: State, to: tuple[int, int]) -> Table:
    table = make_table(4, computers=(1, 2, 3), state=state)
    table.settle()
    Driver(table).gesture(Move(0, *to))
    table.step()
    table.settle()
    assert table.last() == Move(0, *to)
    return table


def test_ctrl_z_after_a_person_moves_out_of_a_room_with_zombies_leaves_the_move_and_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("sys.platform", "linux")
    table = _moved_by_a_person(turn_state(), (0, 1))  # Reception held two zombies
    assert any(e.kind == "opportunity" for e in table.session.events)
    moves = len(table.session.steps)
    table.app._toasts.clear()
    _ctrl_z(table)
    assert len(table.session.steps) == moves and table.last() == Move(0, 0, 1)
    assert table.session.state.survivors[0].room == (0, 1)
    assert any(message == NOTHING_TO_TAKE_BACK for message, _seconds in table.app._toasts)


def test_ctrl_z_after_a_person_moves_where_no_dice_were_rolled_takes_the_move_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("sys.platform", "linux")
    quiet = escape_state(4, at=[(0, 2), (0, 2), (0, 0), (0, 4)])
    table = _moved_by_a_person(quiet, (0, 1))
    _ctrl_z(table)
    assert table.session.steps == [] and table.session.state.survivors[0].room == (0, 2)


def test_the_pick_that_passes_the_draft_hands_on_cannot_be_taken_back_for_each_now_sees_a_new_hand() -> None:
    """No die here: a hand nobody could see comes to each survivor (the contract suite found it)."""
    info = catalogue.get("just_run")
    session = GameSession.new(info, {"players": 2, "mode": "coop", "scavenge": "calm"}, 3, default_seats(2))
    session.apply(session.legal(0)[0])
    assert not session.steps[-1].barrier  # the first pick shows nobody anything new
    events = session.apply(session.legal(1)[0])
    assert "passed" in [e.kind for e in events]
    assert session.steps[-1].barrier


#: the commands the contract suite's random games never reach (a scenario, a repair, the frenzied
#: scavenge's fight), so the contract's check is run on prepared moments that offer them
RARE = {
    "disguise",
    "fight_dice",
    "heal_rescuee",
    "ignite",
    "repair",
    "rescuee_check",
    "rescuee_move",
    "take_cure",
}


def _rare_moments() -> list[State]:
    frenzy = frenzied(2, dice_left=(2, 2))
    fight, _events = answer(frenzy, {0: True, 1: True})
    return [
        cure_state(),
        rescue_state(),
        rescuee_turn_state(),
        scenarios_state(),
        *gesture_states().values(),
        carrying(turn_state(), item("superglue")),  # the broken Handgun can be mended
        carrying(turn_state(), item("rags"), zombie_tokens=2),
        frenzy,
        fight,
    ]


def test_the_commands_random_games_never_reach_roll_draw_or_reveal_only_behind_an_undo_barrier() -> None:
    """The contract suite's check (tests/contract/test_undo_barriers.py) on moments built by hand,
    so that every command type of Just Run is checked, not only those random play comes to."""
    checked: set[str] = set()
    for state in _rare_moments():
        options = {"players": state.players}
        redealt = redealt_for_each_viewer(rules, state, [None, *range(state.players)], 2)
        for command in legal_for_everyone(rules, state, options):
            learner = undo_barrier_leak(rules, state, command, redealt)
            assert learner is None, f"{command!r} showed {learner} something, yet undo may cross it"
            checked.add(command.TYPE)
    assert checked >= RARE, f"not offered: {sorted(RARE - checked)}"
