"""The board shows what the narration has told so far, not the end of a command's events: the
zombie turn's first beat shows the zombies where they stood, its last where they end, and Skip
shows the end at once (Zombie Turn; How Zombies Make Decisions).  Checked on what the board is
given to draw (its placed rooms and pawns), not on pixels."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.core.i18n import set_language
from tabletop.games.just_run.rules import doors
from tabletop.games.just_run.rules.commands import CheckDoor, DoNothing, EndTurn
from tabletop.games.just_run.rules.content import DoorFace
from tabletop.games.just_run.rules.state import State, evolve
from tabletop.games.just_run.rules.zombies import move_message
from tabletop.games.just_run.table.board_story import BoardStory
from tests.just_run import panel_states as ps
from tests.just_run.helpers import escape_state
from tests.just_run.scene_table import Table, make_table

ZOMBIES = {(3, 1): 2, (3, 0): 1, (1, 1): 1, (2, 2): 5}


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.init()


def before_zombies() -> State:
    """The last survivor of the round (Dawid, no actions left) is about to end the turn; the
    zombies stand in the column of rooms ``panel_states.zombie_turn_events`` uses."""
    state = escape_state(4, at=[(0, 0), (0, 2), (1, 1), (1, 1)], rooms=ps.COLUMN, marks=ps.OPEN)
    grid = list(state.grid)
    for (row, col), count in ZOMBIES.items():
        here = grid[row * 5 + col]
        assert here is not None
        grid[row * 5 + col] = replace(here, zombies=count)
    return evolve(
        state,
        grid=tuple(grid),
        reserve=state.reserve - sum(ZOMBIES.values()),
        current=3,
        first_player=0,
        actions_left=0,
        turns_taken=(0, 1, 2),
    )


def zombies_in(view: dict[str, object]) -> dict[tuple[int, int], int]:
    rooms = view.get("rooms", [])
    assert isinstance(rooms, list)
    return {(r["row"], r["col"]): r["zombies"] for r in rooms if r["zombies"]}


def board_zombies(table: Table) -> dict[tuple[int, int], int]:
    """The zombies the board has been given to draw, by room."""
    rooms = table.scene.board.board.rooms
    return {key: int(room.get("zombies", 0)) for key, room in rooms.items() if room.get("zombies")}


def end_the_round(table: Table) -> None:
    """Dawid ends the round's last turn with End turn: the zombie turn's beats begin."""
    scene = table.scene
    table.settle()
    assert scene.end_button.visible
    table.click(scene.end_button.rect.center)
    table.until(lambda: scene.narration.visible, seconds=0.02, limit=400)
    assert table.last() == EndTurn(3)


def test_a_story_stepped_through_every_event_ends_as_the_view_after_zombie_turn() -> None:
    state, events = ps.zombie_turn_events()
    before = before_zombies()
    story = BoardStory(ps.view(before), ps.view(state), events)
    assert zombies_in(story.view) == ZOMBIES
    story.finish()
    assert zombies_in(story.view) == zombies_in(ps.view(state))


def test_a_move_line_shows_the_zombies_still_where_they_were_how_zombies_make_decisions() -> None:
    state, events = ps.zombie_turn_events()
    story = BoardStory(ps.view(before_zombies()), ps.view(state), events)
    move = next(i for i, e in enumerate(events) if e.kind == "zombies_move")
    start = tuple(events[move].data["from"])
    story.reach(move - 1)
    standing = zombies_in(story.view).get(start, 0)  # type: ignore[call-overload]
    story.reach(move)  # the line says they move: they have not yet
    assert zombies_in(story.view).get(start, 0) == standing  # type: ignore[call-overload]
    story.reach(move + 1)  # the next beat: they are in their new room
    assert zombies_in(story.view).get(start, 0) == standing - events[move].data["count"]  # type: ignore[call-overload]


def test_the_zombie_turns_first_beat_shows_the_zombies_where_they_were_and_the_last_where_they_end() -> None:
    table = make_table(4, seed=5, speed=1.0, state=before_zombies())
    scene = table.scene
    end_the_round(table)
    assert scene.narration.line is not None and scene.narration.line.text == "Attack"
    assert board_zombies(table) == ZOMBIES, "the first beat: nobody has moved yet"
    end = zombies_in(table.session.view(0))
    assert end != ZOMBIES
    seen: list[dict[tuple[int, int], int]] = []
    last_line = None
    while scene.narration.visible:
        if scene.narration.line is not last_line:
            last_line = scene.narration.line
            seen.append(board_zombies(table))
        table.step(0.05)
    assert len(seen) > 4, "the board changed beat by beat"
    assert seen[-1] == end, "the last line: the zombies where they end"
    assert any(picture not in (ZOMBIES, end) for picture in seen), "pictures in between"
    table.settle()
    assert scene.teller.story is None and board_zombies(table) == end


def test_skip_all_shows_the_zombie_turns_end_state_at_once() -> None:
    table = make_table(4, seed=5, speed=1.0, state=before_zombies())
    scene = table.scene
    end_the_round(table)
    assert board_zombies(table) == ZOMBIES
    skip = scene.skip_all_button
    assert skip.visible
    table.click(skip.rect.center)
    assert not scene.timeline.playing
    assert scene.teller.story is None
    assert board_zombies(table) == zombies_in(table.session.view(0))


def test_undo_and_load_land_on_the_true_view_not_the_story() -> None:
    table = make_table(4, seed=5, speed=1.0, state=before_zombies())
    scene = table.scene
    end_the_round(table)
    assert scene.teller.story is not None
    scene.refresh()  # what undo and a load do
    assert scene.teller.story is None
    assert board_zombies(table) == zombies_in(table.session.view(0))


def test_the_move_lines_log_counts_the_rooms_to_go_in_english_and_polish_how_zombies_make_decisions() -> None:
    _state, events = ps.zombie_turn_events()
    one = next(
        e for e in events if e.kind == "zombies_move" and e.data["count"] == 1 and e.data["steps"] == 2
    )
    assert one.text_for(None, names=ps.NAMES).endswith(": 2 rooms away.")
    assert one.text_for(None, names=ps.NAMES).startswith("1 zombie moves toward")
    try:
        set_language("pl")
        assert one.text_for(None, names=ps.NAMES).endswith(", 2 pokoje dalej.")
        for steps, rooms in (
            (1, "1 pokój"),
            (3, "3 pokoje"),
            (5, "5 pokoi"),
            (12, "12 pokoi"),
            (22, "22 pokoje"),
        ):
            many = replace(one, params={**one.params, "count": 3, "steps": steps}, message=move_message(3))
            assert many.text_for(None, names=ps.NAMES).endswith(f", {rooms} dalej."), steps
    finally:
        set_language("en")
    for steps, words in ((1, "1 room away."), (4, "4 rooms away.")):
        alone = replace(one, params={**one.params, "steps": steps}, message=move_message(1))
        assert alone.text_for(None, names=ps.NAMES).endswith(words)


def test_a_new_room_is_not_on_the_board_while_the_door_die_rolls_checking_a_door(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(doors, "DOOR_DIE", (DoorFace.UNLOCKED,) * 6)
    table = make_table(4, seed=5, speed=1.0, state=escape_state(4, at=[(0, 1)] * 4))
    scene = table.scene
    table.settle()
    door = scene.board.door_rect(0, 1, "n")
    table.click(door.center)
    index = next(i for i, e in enumerate(scene.menu.entries) if isinstance(e.command, CheckDoor))
    table.click(scene.menu.entry_rect(index).center)
    assert table.last() == CheckDoor(0, 0, 1, "n")
    table.until(lambda: scene.beats.door_die is not None, seconds=0.02, limit=200)
    assert (1, 1) not in scene.board.board.rooms, "the die rolls: no room behind the door yet"
    # the door die shows the book's door pictures, not pips (issue 20), and lands on an open door
    from tabletop.games.just_run.table.beats import DOOR_FACES, door_die_faces

    die = scene.beats.door_die
    assert die is not None and die.faces == list(door_die_faces()) and die.value in DOOR_FACES["unlocked"]
    assert table.session.view(0)["rooms"] and any(
        (r["row"], r["col"]) == (1, 1) for r in table.session.view(0)["rooms"]
    )
    table.until(lambda: any(c.sliding for c in scene.beats.covers), seconds=0.02, limit=400)
    assert (1, 1) in scene.board.board.rooms, "the tile slides in with its beat"
    table.settle()
    assert scene.teller.story is None and (1, 1) in scene.board.board.rooms


def test_commands_applied_in_one_frame_each_keep_their_own_story_zombie_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Dawid checks a door, does nothing and ends the round in one go: the door's beats are
    finished by the next command's, and must not wipe the zombie turn's story when they end."""
    monkeypatch.setattr(doors, "DOOR_DIE", (DoorFace.UNLOCKED,) * 6)
    state = before_zombies()
    dawid = replace(state.survivors[3], room=(0, 3))
    state = evolve(state, survivors=(*state.survivors[:3], dawid), actions_left=2)
    table = make_table(4, seed=5, speed=1.0, state=state)
    scene = table.scene
    table.settle()
    for command in (CheckDoor(3, 0, 3, "n"), DoNothing(3), EndTurn(3)):
        table.app.enqueue(command)
    table.step()
    assert table.session.commands[-3:] == [CheckDoor(3, 0, 3, "n"), DoNothing(3), EndTurn(3)]
    assert scene.teller.story is not None and scene.timeline.playing
    assert board_zombies(table) == ZOMBIES, "the zombie turn has not been told yet"
    assert (1, 3) in scene.board.board.rooms, "the door's room was told before"
