"""The Outrun table's layer cache (``table_layers``, ``table_parts``): a frame repaints only the parts
that changed, and what reaches the screen is exactly what painting the whole table gives."""

from __future__ import annotations

import pygame

from tabletop.games.outrun.table import table_parts
from tests.outrun.table_frames import all_frames, race_frames
from tests.outrun.test_scene import Table, make_table


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def whole(table: Table) -> bytes:
    """The frame with the table's picture painted again from nothing, sent whole."""
    table.scene.layers.invalidate()
    table.app.invalidate()
    table.app.draw()
    return pixels(table.app.canvas)


def test_every_situation_painted_part_by_part_is_the_picture_painted_whole():
    seen = []
    for name, table in all_frames():
        seen.append(name)
        incremental = pixels(table.app.canvas)
        assert incremental == whole(table), name
    assert len(seen) >= 12


def test_every_part_paints_only_inside_its_area():
    for name, table in all_frames():
        for part in table_parts.frame_parts(table.scene):
            if part.area == table_parts.CANVAS:
                continue
            surface = pygame.Surface(table_parts.CANVAS.size, pygame.SRCALPHA)
            surface.fill((0, 0, 0, 0))
            part.paint(surface)
            painted = surface.get_bounding_rect()
            assert not painted.width or part.area.contains(painted), (name, part.name, painted, part.area)


def racing_people() -> Table:
    """Three people on the keyboard zones, no computer runner: nothing moves unless pressed."""
    table = make_table(players=3, computers=())
    table.to_race()
    table.step()
    return table


def press(table: Table, key: int) -> None:
    table.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    table.app.step(dt=1 / 60)


def test_a_race_frame_where_nothing_changed_repaints_nothing_and_sends_nothing():
    table = racing_people()
    layers = table.scene.layers
    builds, patches = layers.still.builds, layers.still.patches
    for _ in range(5):
        table.app.step(dt=1 / 60)  # the race keeps the loop drawing
        assert layers.repainted == []
        assert table.scene.dirty_rects() == []
    assert (layers.still.builds, layers.still.patches) == (builds, patches)


def test_a_card_laid_repaints_only_its_runner_s_lane():
    table = racing_people()
    scene = table.scene
    table.app.step(dt=1 / 60)
    press(table, table.path_keys(1)[0])
    assert scene.race is not None and scene.race.laid(1) == (scene.view["path"][0],)
    race = scene.layers.area_of("lane 1 race")
    assert scene.layers.repainted == [race]  # the strip of the lane where the cards go down
    lane = pygame.Rect(scene.lanes[1].rect).union(table_parts.button_area(scene.time_up_buttons[1]))
    assert race is not None and lane.contains(race)  # (the Time's up button's shadow is in the lane's)
    assert race.height < lane.height // 2
    assert scene.dirty_rects() == scene.layers.repainted
    before = pixels(table.app.canvas)
    assert before == whole(table)


def test_a_table_at_rest_redrawn_for_a_hover_elsewhere_repaints_nothing():
    for name, table in race_frames():
        if name != "beats":
            continue
        table.until(lambda t=table: not t.scene.timeline.playing, seconds=0.5)
        table.step()
        table.scene.dirty = True
        table.app.step(dt=1 / 60)
        assert table.scene.layers.repainted == []


def test_the_curtain_between_people_is_painted_and_the_next_frame_puts_the_whole_table_back():
    table = racing_people()
    scene = table.scene
    scene.curtain_for = 0
    table.app.invalidate()
    table.app.step(dt=1 / 60)
    assert scene.dirty_rects() is None  # the curtain: the whole canvas
    scene.curtain_for = None
    table.app.invalidate()
    table.app.step(dt=1 / 60)
    assert scene.dirty_rects() is None
    assert pixels(table.app.canvas) == whole(table)
