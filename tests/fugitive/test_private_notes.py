"""The Marshal's notepad marks are hers (issue 8, section 5): kept with the game, autosaved the
moment she writes one, back after Continue, and never drawn while the Fugitive is at the screen.

Driven with real mouse events through the App, and a fresh App for Continue, as after a crash.
"""

from __future__ import annotations

import json

import pygame

from tabletop.core import catalogue, saves
from tabletop.core.files import write_json_atomic
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.games.fugitive.table.notepad import BLUE_INK, RED_INK, Mark
from tabletop.games.fugitive.table.scene import FugitiveScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.title import TitleScene

SEED = 7  # the Fugitive starts with 1, 2, 3, 5, 7, 14, 17, 28, 42


def press(app: App, pos: tuple[int, int], button: int = 1) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def release(app: App, pos: tuple[int, int], button: int = 1) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    press(app, pos, button)
    release(app, pos, button)
    app.step()


def key(app: App, k: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step()


def lift(app: App, scene: FugitiveScene) -> None:
    if scene.curtain_for is not None:
        click(app, (960, 540))
    app.settle()


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    press(app, start)
    for i in range(1, 7):
        x = start[0] + (end[0] - start[0]) * i // 6
        y = start[1] + (end[1] - start[1]) * i // 6
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0)))
        app.step()
    release(app, end)
    app.step()


def ink_in_cell(app: App, scene: FugitiveScene, number: int, ink: tuple[int, int, int]) -> int:
    """How many pixels of the notepad cell of ``number`` on screen are exactly this ink."""
    app.invalidate()
    app.step()
    cell = scene.guessing.notepad.cell_rect(number)
    return sum(
        1
        for x in range(cell.left, cell.right)
        for y in range(cell.top, cell.bottom)
        if tuple(app.canvas.get_at((x, y)))[:3] == ink
    )


def new_table() -> tuple[App, FugitiveScene]:
    """Two people at one screen, autosaving like a real game."""
    app = open_app(Settings(), window_size=(1920, 1080))
    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, SEED, default_seats(2))
    scene = FugitiveScene(session)
    app.push(scene)
    lift(app, scene)
    return app, scene


def to_the_marshal(app: App, scene: FugitiveScene) -> None:
    """The Fugitive's first turn by hand: hideout 2, confirmed, then Done."""
    card = scene.hand.sprites[2].rect
    drag(app, (card.left + 22, card.top + 30), scene.placing.slot.center)
    app.settle()
    key(app, pygame.K_RETURN)
    app.settle()
    key(app, pygame.K_RETURN)
    app.settle()
    assert scene.session.to_act() == (1,)
    lift(app, scene)
    assert scene.viewer == 1


def continue_after_a_crash() -> tuple[App, FugitiveScene]:
    """A fresh launch; Continue on the title screen."""
    app = open_app(Settings(), window_size=(1920, 1080))
    title = TitleScene(idle_demo=False)
    app.push(title)
    app.step()
    assert title.continuable is not None
    click(app, title.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, FugitiveScene)
    lift(app, scene)
    return app, scene


def test_a_mark_is_autosaved_at_once_and_continue_shows_it_to_the_marshal_and_never_to_the_fugitive():
    app, scene = new_table()
    to_the_marshal(app, scene)
    pad = scene.guessing.notepad
    click(app, pad.cell_rect(30).center, button=3)
    click(app, pad.cell_rect(31).center, button=3)
    click(app, pad.cell_rect(31).center, button=3)
    saved = json.loads(saves.autosave_path().read_text(encoding="utf-8"))
    assert saved["private"]["1"]["notepad"]["marks"] == {"30": int(Mark.CROSSED), "31": int(Mark.CIRCLED)}
    assert "0" not in saved["private"]  # nothing of hers is filed under the Fugitive's seat

    app, scene = continue_after_a_crash()
    assert scene.viewer == 1
    assert ink_in_cell(app, scene, 30, RED_INK) > 20  # her cross
    assert ink_in_cell(app, scene, 31, BLUE_INK) > 20  # her circle
    # she draws from pile 1 (1-14) and guesses a number she holds (never a hideout, and not one
    # she marked: a missed guess is a public red dot); the screen then passes on
    while scene.phase == "marshal_draw":
        key(app, pygame.K_1)
        app.settle()
    held = scene.view["marshal_hand"][0]
    click(app, scene.guessing.notepad.cell_rect(held).center)
    key(app, pygame.K_RETURN)
    app.settle()
    assert scene.curtain_for == 0
    lift(app, scene)
    assert scene.viewer == 0
    assert ink_in_cell(app, scene, 30, RED_INK) == 0
    assert ink_in_cell(app, scene, 31, BLUE_INK) == 0
    assert scene.guessing.notepad.notes.mark(30) is Mark.CROSSED  # kept for her, only not shown


def test_a_save_from_before_notes_were_kept_loads_with_a_blank_notepad_whatever_another_game_held():
    app, scene = new_table()
    to_the_marshal(app, scene)
    click(app, scene.guessing.notepad.cell_rect(12).center, button=3)  # this game's mark
    older = scene.session.to_save()
    del older["private"]  # as saves were written before the notepad was kept
    write_json_atomic(saves.autosave_path(), older)

    app, scene = continue_after_a_crash()  # the same seed and names as the marked game
    assert scene.viewer == 1
    assert scene.guessing.notepad.notes.marks == {}
    assert ink_in_cell(app, scene, 12, RED_INK) == 0
    assert scene.guessing.notepad.assist  # the settings' default, as for any new notepad
