"""A bash on the Just Run table shows its dice on the board, as the door check shows the door die:
the survivor's dice against the door's (or the wall's) one die, the winning die lit (Bashing a
Door: the door wins ties; Bashing a Wall).  Driven by real mouse events through the door menu."""

from __future__ import annotations

import pytest

from tabletop.engine.dice import DiceSprite
from tabletop.games.just_run.rules.commands import BashDoor, BashWall
from tabletop.games.just_run.rules.state import Mark
from tabletop.games.just_run.table.beats import BashShow
from tests.just_run.gesture_states import wall_state
from tests.just_run.helpers import dice, escape_state
from tests.just_run.scene_table import Table, make_table


def _bash(table: Table, spot: tuple[int, int], kind: type) -> BashShow:
    """Click ``spot`` (a door, or just inside a wall), choose the bash, and wait for its dice."""
    scene = table.scene
    table.click(spot)
    assert scene.menu.open
    index = next(i for i, e in enumerate(scene.menu.entries) if isinstance(e.command, kind))
    table.click(scene.menu.entry_rect(index).center)
    assert isinstance(table.last(), kind)
    table.until(lambda: scene.beats.bash is not None, seconds=0.02, limit=300)
    bash = scene.beats.bash
    assert bash is not None
    return bash


def _landed_and_drawn(table: Table, bash: BashShow) -> None:
    """Let the dice land, then check every one of them is on the screen where it lies."""
    table.until(lambda: not bash.rolling, seconds=0.02, limit=300)
    table.step(0.02)
    assert table.scene.beats.bash is bash, "the dice stay on show after they land"
    table.app.invalidate()
    table.step(0.0)
    canvas = table.app.canvas
    viewport = table.scene.board.camera.viewport
    for die in (*bash.dice, bash.door):
        assert viewport.contains(die.rect)
        assert _shows(canvas, die), "a bash die is not drawn on the board"


def _shows(canvas, die: DiceSprite) -> bool:  # type: ignore[no-untyped-def]
    image = die.image()
    left = die.rect.centerx - image.get_width() // 2
    top = die.rect.centery - image.get_height() // 2
    same = 0
    for dx in range(8, image.get_width() - 8, 6):
        for dy in range(8, image.get_height() - 8, 6):
            own = image.get_at((dx, dy))
            if own.a < 250:
                continue
            shown = canvas.get_at((left + dx, top + dy))
            same += max(abs(shown[i] - own[i]) for i in range(3)) <= 24
    return same > 20


@pytest.mark.parametrize(("throws", "won"), [([5, 2], True), ([4, 2], False)])
def test_a_door_bash_shows_the_survivors_dice_against_the_doors_die_winner_lit_bashing_a_door(
    monkeypatch: pytest.MonkeyPatch, throws: list[int], won: bool
) -> None:
    state = escape_state(4, marks=[(0, 0, "n", Mark.LOCKED)])
    table = make_table(4, computers=(1, 2, 3), speed=1.0, state=state)
    table.settle()
    door = table.scene.board.door_rect(0, 0, "n")
    with dice(monkeypatch, throws, [4]):
        bash = _bash(table, door.center, BashDoor)
    assert [d.value for d in bash.dice] == sorted(throws, reverse=True) and bash.door.value == 4
    assert bash.won is won
    _landed_and_drawn(table, bash)
    lit = [d for d in (*bash.dice, bash.door) if d.highlight]
    assert lit == ([bash.dice[0]] if won else [bash.door]), "the winning die is lit (the door wins ties)"


def test_a_wall_bash_shows_one_die_against_the_walls_bashing_a_wall(monkeypatch: pytest.MonkeyPatch) -> None:
    table = make_table(4, computers=(1, 2, 3), speed=1.0, state=wall_state())
    table.settle()
    scene = table.scene
    centre = scene.board.room_rect(1, 2).center
    wall = scene.board.door_rect(1, 2, "w").center
    inside = (wall[0] + (centre[0] - wall[0]) // 8, wall[1] + (centre[1] - wall[1]) // 8)
    with dice(monkeypatch, [3], [3]):
        bash = _bash(table, inside, BashWall)
    assert [d.value for d in bash.dice] == [3] and bash.door.value == 3 and not bash.won
    _landed_and_drawn(table, bash)
    assert bash.door.highlight and not bash.dice[0].highlight
    table.settle()
    assert scene.beats.bash is None, "the dice leave with the command's beats"
