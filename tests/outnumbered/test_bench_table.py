"""Outnumbered's busy table for ``tabletop bench-table`` (its benchmark module's ``bench_table``).

Timing is not asserted here (that is ``tabletop benchmark --only frame,idle`` under a real X
server); these check that the table the figures are taken on is as crowded as promised and that
the drag really holds a chip that lights villains.
"""

from __future__ import annotations

import pygame

from tabletop import bench_table
from tabletop.core.settings import Settings
from tabletop.games.outnumbered.bench import bench_table as busy
from tabletop.games.outnumbered.rules.content import ABSOLUTE_ZERO
from tabletop.scenes.navigator import open_app


def test_the_busy_table_is_a_late_crowded_hero_game_with_built_values():
    session = busy.busy_session()
    view = session.view(None)
    on_board = [v for lane in view["lanes"] for v in lane["villains"] if v is not None]
    assert view["mode"] == "hero" and view["phase"] == "act"
    assert len(on_board) >= busy.VILLAINS_ON_BOARD
    assert ABSOLUTE_ZERO.id in {v["id"] for v in on_board}
    assert view["truck"] >= busy.TRUCK
    assert len(view["hands"][view["seat"]]) >= busy.HAND
    built = [value for value in view["pool"] if not value["raw"]]
    assert len(built) >= 2
    chip = next(value for value in view["pool"] if value["id"] == busy.chip(view))
    assert chip["number"] in {v["value"] for v in on_board}  # so villains glow while it is held


def test_dragging_on_the_busy_table_lights_villains_and_sends_no_command():
    app = open_app(Settings(), window_size=(1920, 1080))
    scene = bench_table.open_table(app, "outnumbered")
    grab, path, release = busy.drag_script(scene)
    steps = len(scene.session.steps)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grab, button=1))
    lit: list[int] = []
    for pos in path[:60]:
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        app.tick(1 / 60)
        app.draw()
        lit.append(len(scene.villain_glows()))
    assert scene.tray.dragging_value is not None
    assert min(lit) >= 1
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=release, button=1))
    app.step()
    assert scene.tray.dragging_value is None
    assert len(scene.session.steps) == steps  # let go over its own slot: put back, nothing played


def test_the_drag_path_passes_over_every_villain_space():
    app = open_app(Settings(), window_size=(1920, 1080))
    scene = bench_table.open_table(app, "outnumbered")
    visited = {scene.layout.space_at(pos) for pos in busy.path(scene)}
    assert {(lane, row) for lane in range(5) for row in range(5)} <= visited
