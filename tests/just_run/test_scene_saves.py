"""A Just Run game saved at the table loads back to the same picture: in the draft, in a
survivor's turn and while the zombie turn plays (the saves hold the commands; the camera is no
part of the game, so both tables look at the same spot before the pictures are compared)."""

from __future__ import annotations

import dataclasses
import json

import pygame

from tabletop.core import catalogue
from tabletop.core.catalogue import GameInfo
from tabletop.core.session import GameSession
from tabletop.games.just_run.table.scene import JustRunScene
from tests.just_run.scene_driver import Driver
from tests.just_run.scene_table import Table, make_table


def with_table(game: str) -> GameInfo:
    """The catalogue's entry with this table named (whether or not the title lists it yet)."""
    return dataclasses.replace(catalogue.get(game), table="tabletop.games.just_run.table.scene:JustRunScene")


def reload(table: Table) -> Table:
    """The game saved now, loaded into a fresh table on the same app."""
    data = json.loads(json.dumps(table.session.to_save()))
    session = GameSession.from_save(data, with_table)
    scene = JustRunScene(session, autosave=False)
    table.app.pop()
    table.app.push(scene)
    hold_computers(scene)
    table.app.step()
    return Table(table.app, session, scene, table.clock)


def hold_computers(scene: JustRunScene) -> None:
    """The computers wait (both tables must show the same moment)."""
    scene.computers.stop()
    scene.computers.pause = 1e9
    scene.computers.acted()


def picture(table: Table, look: tuple[float, float, float]) -> bytes:
    """The table at rest, painted whole."""
    table.scene.skip_all()
    table.settle()
    while table.scene.curtain_for is not None:
        table.click((960, 540))
        table.settle()
    table.scene.camera.set_view(*look)
    table.move_to((1900, 1070))
    for _ in range(20):  # the buttons' hover fades settle
        table.step(0.05)
    scene = table.scene
    scene.pulse = 0.0  # the glow's breathing is the clock's, not the game's
    # the board's still picture painted whole (a long game patched it room by room, which
    # differs from a whole painting in the last bit of smoothing only)
    scene.board.repaint()
    scene.draw(table.app.canvas)
    # the log's scroll position is the reader's (a zombie turn skipped leaves it where its
    # last beat was), not the game's
    table.app.canvas.fill((0, 0, 0), scene.log.rect)
    return pygame.image.tobytes(table.app.canvas, "RGB")


def check_round_trip(table: Table) -> None:
    scene = table.scene
    hold_computers(scene)
    look = scene.camera.view
    before = picture(table, (look.cx, look.cy, look.zoom))
    viewer = scene.viewer
    view = scene.session.view(viewer)
    loaded = reload(table)
    assert loaded.session.view(viewer) == view
    # a table loaded while a computer acts shows the public view; outside the scavenge nothing
    # is private, so the picture is the same whoever watched before the save
    assert loaded.scene.viewer == viewer or not loaded.scene.private_now()
    assert picture(loaded, (look.cx, look.cy, look.zoom)) == before


def test_a_save_in_the_draft_loads_back_to_the_same_picture():
    table = make_table(3, computers=(2,), seed=21)
    driver = Driver(table)
    driver.play(until=lambda: sum(1 for c in table.session.commands if c.seat in (0, 1)) >= 3)
    assert table.scene.phase == "draft"
    check_round_trip(table)


def test_a_save_in_a_survivors_turn_loads_back_to_the_same_picture():
    table = make_table(3, computers=(2,), seed=21)
    driver = Driver(table)
    driver.play(
        until=lambda: (
            table.scene.phase == "turn"
            and table.session.view(None)["round"] >= 2
            and table.scene.acting_seat() in (0, 1)
        )
    )
    check_round_trip(table)


def test_a_save_while_the_zombie_turn_plays_loads_back_to_the_same_picture():
    table = make_table(3, computers=(2,), seed=21, speed=1.0)
    scene = table.scene
    driver = Driver(table)
    for _ in range(12):
        # a person ends a turn with End turn; the last of the round sets the zombies off
        driver.play(until=lambda: scene.phase == "turn" and scene.acting_seat() in (0, 1))
        table.click(scene.end_button.rect.center)
        if scene.confirmation.open:
            table.click(scene.confirmation.yes.rect.center)
        for _step in range(40):
            table.step(0.05)
            if scene.narration.visible:
                break
        if scene.narration.visible:
            break
    assert scene.narration.visible and scene.timeline.playing
    check_round_trip(table)
