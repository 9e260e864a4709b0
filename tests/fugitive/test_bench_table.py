"""Fugitive's busy table for ``tabletop bench-table`` (its benchmark module's ``bench_table``).

Timing is not asserted here; these check that the table is the long, face-down row with a full
hand the figures have always been taken on, and that the drag holds a hand card and plays nothing.
"""

from __future__ import annotations

import pygame

from tabletop import bench_table
from tabletop.core.settings import Settings
from tabletop.engine.drag import Mode
from tabletop.games.fugitive.bench import bench_table as busy
from tabletop.scenes.navigator import open_app


def test_the_busy_table_has_a_long_face_down_row_and_the_fugitive_about_to_place():
    view = busy.busy_session().view(None)
    assert view["phase"] == "fugitive_place"
    assert len(view["hideouts"]) >= busy.ROW_TARGET
    assert all(hideout["card"] is None for hideout in view["hideouts"][1:])  # nothing was found


def test_the_busy_table_shows_the_fugitive_hand_without_the_curtain():
    app = open_app(Settings(), window_size=(1920, 1080))
    scene = bench_table.open_table(app, "fugitive")
    assert scene.curtain_for is None
    assert len(scene.hand.cards) >= busy.HAND_TARGET


def test_dragging_on_the_busy_table_holds_a_hand_card_and_plays_nothing():
    app = open_app(Settings(), window_size=(1920, 1080))
    scene = bench_table.open_table(app, "fugitive")
    grab, path, release = busy.drag_script(scene)
    steps = len(scene.session.steps)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grab, button=1))
    for pos in path[:40]:
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        app.tick(1 / 60)
        app.draw()
    assert scene.placing.drag.mode is Mode.DRAGGING
    assert scene.placing.drag.held is not None and scene.placing.drag.held.id in scene.view["hand"]
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=release, button=1))
    app.settle(limit=3.0)
    assert scene.placing.drag.mode is Mode.IDLE
    assert len(scene.session.steps) == steps  # let go over the notepad: the card flies back
