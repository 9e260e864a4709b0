"""The zombie turn's own controls work while it is told, and a save made during it tells it again.

A new user found that any click or key during the narration skipped the whole zombie turn: the pace
button never changed the pace, an arrow key to look around ended it, and the Menu (to save) cut it
off, so the save held the turn already over (issue 10: "a save ... during a zombie turn loads back
exactly").  Real mouse and key events throughout."""

from __future__ import annotations

import json

import pygame

from tabletop.core.session import GameSession
from tabletop.games.just_run.table.scene import JustRunScene
from tabletop.games.just_run.table.story_teller import NARRATING
from tests.just_run.panel_states import turn_state
from tests.just_run.scene_table import Table, make_table


def telling() -> Table:
    """Four survivors, three of them computers; the person ends the round's last turn and the
    zombie turn's narration is on screen."""
    table = make_table(4, computers=(1, 2, 3), speed=1.0, state=turn_state(actions=0))
    table.step(0.3)
    scene = table.scene
    table.click(scene.end_button.rect.center)
    table.until(lambda: scene.narration.visible, seconds=0.1)
    table.step(0.2)
    return table


def test_the_pace_button_changes_the_pace_and_the_zombie_turn_plays_on() -> None:
    table = telling()
    scene = table.scene
    before = scene.narration.pace
    table.click(scene.narration.pace_button_rect().center)
    assert scene.narration.pace != before
    assert scene.timeline.playing and scene.narration.visible


def test_an_arrow_key_moves_the_camera_without_skipping_the_zombie_turn() -> None:
    table = telling()
    scene = table.scene
    table.key(pygame.K_RIGHT)
    assert scene.camera.busy  # gliding to the right
    assert scene.timeline.playing and scene.narration.visible


def test_a_click_elsewhere_leaves_the_zombie_turn_told_only_skip_all_ends_it() -> None:
    """Issue 20: clicks mashed during the narration skipped it and then acted for the next person."""
    table = telling()
    scene = table.scene
    table.click(scene.camera.viewport.center)
    assert scene.timeline.playing
    table.click(scene.skip_all_button.rect.center)
    assert not scene.timeline.playing


def test_a_save_from_the_menu_during_the_zombie_turn_tells_it_again_when_loaded() -> None:
    table = telling()
    scene = table.scene
    table.click(scene.menu_button.rect.center)
    assert table.app.top is not scene  # the menu is open over the table
    assert scene.timeline.playing  # stopped where it was, not skipped
    saved = json.loads(json.dumps(table.session.to_save()))
    assert saved["table"][NARRATING] == len(table.session.steps)
    # loading replays the saved commands (here from the test's prepared state, as a save
    # replays them from the set-up) and keeps the table's data
    old = table.session
    session = GameSession(
        old.info, old.rules, dict(old.options), old.seed, old.seats, state=old.initial_state
    )
    for command in old.commands:
        session.apply(command)
    session.table = dict(saved["table"])
    loaded = JustRunScene(session, autosave=False)
    table.app.push(loaded)
    table.app.step()
    assert loaded.timeline.playing and loaded.narration.visible
    assert loaded.narration.line is not None and loaded.narration.line.step == "attack"
    before = session.rules.view(session.steps[-1].state_before, loaded.viewer)
    rooms = {(r["row"], r["col"]): r["zombies"] for r in before["rooms"]}
    shown = {key: room["zombies"] for key, room in loaded.board.board.rooms.items()}
    assert shown == rooms  # the board as it was when the zombies began
    loaded.skip_all()
    assert NARRATING not in session.table


def test_a_replay_of_a_save_made_during_the_zombie_turn_shows_the_table_at_rest() -> None:
    """The replay screen makes the table a spectator after building it: the zombie turn is
    not told again there, and the replay changes nothing of the game's table data."""
    table = telling()
    saved = json.loads(json.dumps(table.session.to_save()))
    old = table.session
    session = GameSession(
        old.info, old.rules, dict(old.options), old.seed, old.seats, state=old.initial_state
    )
    for command in old.commands:
        session.apply(command)
    session.table = dict(saved["table"])
    replayed = JustRunScene(session, autosave=False)
    replayed.spectator = True  # as ReplayScene.jump does
    table.app.push(replayed)
    table.app.step()
    assert not replayed.timeline.playing and not replayed.narration.visible
    assert replayed.teller.story is None and not replayed.teller.zombies_playing


def test_while_the_zombie_turn_is_told_the_banner_and_strip_do_not_show_the_next_survivors_turn() -> None:
    """Issue 20: the banner and the strip showed the next survivor with 'Actions left: 2' while
    the zombies were still being told; they now show the table as told so far."""
    table = telling()
    scene = table.scene
    assert scene.timeline.playing
    assert scene.acting_seat() is None
    assert scene.hud_line() == scene.timeline.caption
    ended = scene.session.steps[-1].command.seat  # the survivor whose turn ended the round
    assert scene.session.to_act() != (ended,)
    assert scene.strip_seat == ended and not scene.strip.legal  # their gear, nothing to do with it
    table.click(scene.skip_all_button.rect.center)
    assert not scene.timeline.playing
    assert scene.acting_seat() == scene.session.to_act()[0]


def test_the_pace_can_wait_for_next_and_each_line_then_stays_until_next_is_pressed() -> None:
    """Issue 20: the pace had no 'wait for Next'; slow readers at a game night need one."""
    table = telling()
    scene = table.scene
    while scene.narration.pace != float("inf"):
        table.click(scene.narration.pace_button_rect().center)
    assert table.app.settings.narration_pace == "wait"
    shown = scene.timeline.position
    table.step(20.0)
    assert scene.timeline.playing and scene.timeline.position == shown
    table.click(scene.skip_beat_button.rect.center)
    assert scene.timeline.position[0] > shown[0]


def test_the_chosen_pace_is_kept_for_the_next_table_so_a_loaded_game_keeps_it() -> None:
    """Issue 20: the pace reset to normal after a load."""
    table = telling()
    scene = table.scene
    table.click(scene.narration.pace_button_rect().center)  # normal -> fast
    assert table.app.settings.narration_pace == "fast"
    loaded = JustRunScene(table.session, autosave=False)
    table.app.push(loaded)
    assert loaded.narration.pace == 0.5


def test_a_computer_set_to_play_fast_has_its_zombie_turn_told_fast() -> None:
    """Issue 20: 'Fast' computer players still narrated at the normal pace."""
    from tabletop.core.settings import ComputerSpeed

    table = make_table(4, computers=(1, 2, 3), speed=1.0, state=turn_state(actions=0))
    table.app.settings = table.app.settings.with_(computer_speed=ComputerSpeed.FAST)
    table.step(0.3)
    scene = table.scene
    table.click(scene.end_button.rect.center)
    table.until(lambda: scene.narration.visible, seconds=0.1)
    assert table.session.seats[table.session.steps[-1].command.seat].is_computer
    assert scene.narration.pace == 0.5


def test_while_the_zombies_are_told_nobody_is_ringed_as_next_and_afterwards_the_next_survivor_is() -> None:
    """Issue 20: the banner waits for the zombies to finish before naming the next survivor; the
    board's ring on a pawn and the team panel's ring waited too little (they showed who was next)."""
    table = telling()
    scene = table.scene
    assert scene.view.get("current") not in (None, 0)  # the next round's first survivor, a computer
    assert scene.highlights.acting is None
    assert not scene.highlights.rooms and not scene.highlights.doors
    table.click(scene.skip_all_button.rect.center)
    table.step(0.1)
    assert not scene.teller.zombies_playing
    assert scene.highlights.acting == scene.view.get("current")
