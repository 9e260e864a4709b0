"""The event timeline: a command's events play as beats one after another, at the animation
speed, each with its log line; players skip the beat on screen or everything left."""

from __future__ import annotations

import pytest

from tabletop.engine import tween
from tabletop.engine.timeline import Beat, Timeline


@pytest.fixture(autouse=True)
def normal_speed():
    tween.set_speed(1.0)
    yield
    tween.set_speed(1.0)


def recorder() -> tuple[list[str], callable]:
    seen: list[str] = []

    def mark(name: str):
        return lambda: seen.append(name)

    return seen, mark


def test_beats_start_one_after_another_after_each_holds_its_time():
    seen, mark = recorder()
    timeline = Timeline()
    timeline.play([Beat(mark("a"), 0.5, 10), Beat(mark("b"), 0.5, 11)], on_end=mark("end"))
    assert seen == ["a"]
    assert timeline.log_index == 10
    timeline.update(0.3)
    assert seen == ["a"]
    timeline.update(0.3)
    assert seen == ["a", "b"]
    assert timeline.log_index == 11
    assert timeline.position == (2, 2)
    timeline.update(0.6)
    assert seen == ["a", "b", "end"]
    assert not timeline.playing


def test_a_beat_that_holds_no_time_lets_the_next_start_in_the_same_frame():
    seen, mark = recorder()
    timeline = Timeline()
    timeline.play([Beat(mark("a")), Beat(mark("b")), Beat(mark("c"), 1.0)])
    assert seen == ["a", "b", "c"]
    assert timeline.playing


def test_the_animation_speed_setting_scales_the_holds():
    seen, mark = recorder()
    tween.set_speed(2.0)
    timeline = Timeline()
    timeline.play([Beat(mark("a"), 1.0), Beat(mark("b"), 1.0)])
    timeline.update(0.55)  # 1.1 s at double speed
    assert seen == ["a", "b"]


def test_with_animations_off_every_beat_happens_at_once():
    seen, mark = recorder()
    tween.set_speed(0.0)
    timeline = Timeline()
    timeline.play([Beat(mark("a"), 1.0), Beat(mark("b"), 1.0)], on_end=mark("end"))
    assert seen == ["a", "b", "end"]
    assert not timeline.playing


def test_skipping_a_beat_finishes_its_motion_and_starts_the_next():
    seen, mark = recorder()
    timeline = Timeline(on_skip=mark("finish motion"))
    timeline.play([Beat(mark("a"), 5.0), Beat(mark("b"), 5.0), Beat(mark("c"), 5.0)])
    timeline.skip_beat()
    assert seen == ["a", "finish motion", "b"]
    assert timeline.position == (2, 3)


def test_skipping_to_the_end_starts_every_remaining_beat_in_order_then_ends():
    seen, mark = recorder()
    timeline = Timeline(on_skip=mark("finish motion"))
    timeline.play([Beat(mark("a"), 5.0), Beat(mark("b"), 5.0), Beat(mark("c"), 5.0)], on_end=mark("end"))
    timeline.finish()
    assert seen == ["a", "b", "c", "finish motion", "end"]
    assert not timeline.playing
    timeline.finish()  # nothing more happens once it has ended
    assert seen[-1] == "end" and len(seen) == 5


def test_a_new_timeline_finishes_the_one_still_playing_first():
    seen, mark = recorder()
    timeline = Timeline()
    timeline.play([Beat(mark("a"), 5.0), Beat(mark("b"), 5.0)], on_end=mark("end 1"))
    timeline.play([Beat(mark("c"), 5.0)], on_end=mark("end 2"))
    assert seen == ["a", "b", "end 1", "c"]
    assert timeline.caption == ""


def test_a_beat_can_carry_a_caption_saying_what_happens():
    timeline = Timeline()
    timeline.play([Beat(None, 1.0, 3, "3 zombies move toward Ana")])
    assert timeline.caption == "3 zombies move toward Ana"
