"""The Outnumbered table's drag layer: a dragged number moves over a cached picture of the table,
and what reaches the screen must be exactly what a full repaint would have painted."""

from __future__ import annotations

import pygame

from tabletop.engine import theme
from tests.outnumbered.test_scene import chip_point, make_table, move, press, release, use_state

#: two villains showing 4 side by side (their glows overlap), others that dim, a 6 on a red space
VILLAINS = {(1, 2): 4, (2, 2): 4, (0, 0): 6, (3, 1): 9, (4, 4): 12, (2, 3): 5}


def full_repaint(app, scene) -> bytes:
    """What the old path paints for the same moment: every part, bottom to top."""
    reference = pygame.Surface(theme.CANVAS_SIZE, 0, app.canvas)
    scene.paint_table(reference)
    return pygame.image.tobytes(reference, "RGB")


def drag_frames(app, scene, frames: int):
    """Hold the 4 and sweep it over the board one frame at a time; yields after each frame."""
    start = chip_point(scene, 4)
    end = scene.layout.villain_rect(2, 3).center
    press(app, start)
    for i in range(1, frames + 1):
        t = i / frames
        move(
            app,
            (round(start[0] + (end[0] - start[0]) * t), round(start[1] + (end[1] - start[1]) * t)),
            held=True,
        )
        app.step(dt=1 / 60)
        yield i


def test_every_frame_of_a_drag_looks_exactly_like_a_full_repaint_while_matching_villains_pulse():
    app, session, scene = make_table()
    use_state(app, scene, villains=VILLAINS, dice=(4, 2, 1))
    compared = 0
    for i in drag_frames(app, scene, 80):  # longer than one breath of the pulse
        if i % 9 == 0 or i in (1, 2):
            assert pygame.image.tobytes(app.canvas, "RGB") == full_repaint(app, scene), f"frame {i} differs"
            compared += 1
    assert compared >= 10
    assert scene.layers.layer_builds == 1  # the table was painted once for the whole drag
    assert scene.layers.patch_builds >= 2  # the pulsing glows were repainted in place, step by step


def test_a_drag_frame_changes_only_small_rectangles_and_says_which():
    app, session, scene = make_table()
    use_state(app, scene, villains=VILLAINS, dice=(4, 2, 1))
    areas: list[int] = []
    for _i in drag_frames(app, scene, 30):
        rects = scene.dirty_rects()
        areas.append(-1 if rects is None else sum(r.width * r.height for r in rects))
    assert areas[0] == -1  # the first frame of a drag puts the whole table on the screen
    canvas = theme.CANVAS_SIZE[0] * theme.CANVAS_SIZE[1]
    steady = areas[2:]
    assert all(0 <= area < canvas // 6 for area in steady)


def test_letting_go_paints_the_whole_table_again_without_the_layer():
    app, session, scene = make_table()
    use_state(app, scene, villains=VILLAINS, dice=(4, 2, 1))
    for _i in drag_frames(app, scene, 5):
        pass
    release(app, chip_point(scene, 4))
    app.step(dt=1 / 60)
    assert scene.tray.dragging_value is None
    assert scene.dirty_rects() is None
    assert pygame.image.tobytes(app.canvas, "RGB") == full_repaint(app, scene)


def test_a_toast_over_a_drag_is_painted_and_taken_away_cleanly():
    app, session, scene = make_table()
    use_state(app, scene, villains=VILLAINS, dice=(4, 2, 1))
    frames = drag_frames(app, scene, 12)
    for i in frames:
        if i == 3:
            scene._say("A word while the chip is held.")
        if i == 6:
            scene.toast.hide()
    assert pygame.image.tobytes(app.canvas, "RGB") == full_repaint(app, scene)


def test_a_window_resized_in_the_middle_of_a_drag_shows_the_whole_table_not_an_old_screen():
    """Resizing hands the scene another canvas (the window, or the letterbox's own surface),
    which holds nothing of the last frame: the next frame must paint all of the table."""
    app, session, scene = make_table()
    use_state(app, scene, villains=VILLAINS, dice=(4, 2, 1))
    frames = drag_frames(app, scene, 12)
    for i in frames:
        if i == 4:
            app.set_window_size((1600, 900))
        if i == 8:
            app.set_window_size((1920, 1080))
            app.canvas.fill((0, 0, 0))  # a new window starts blank
        if i in (4, 8):
            next(frames)  # the frame right after the change
            assert scene.tray.dragging_value is not None
            assert pygame.image.tobytes(app.canvas, "RGB") == full_repaint(app, scene), (
                f"frame after {i} differs"
            )
