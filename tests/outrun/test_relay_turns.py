"""A relay's countdown and times at the table (issue 20): each person's run starts with 3-2-1 over
the face-down path card, which then turns face up as in a race (no countdown before the curtain,
whose card would never turn), and once they finish their time shows in their lane and in the
banner (and the log).  Real mouse events through the app."""

from __future__ import annotations

import pytest

from tabletop.games.outrun.table import table_parts
from tabletop.games.outrun.table.relay import Stage
from tests.outrun.test_scene import Table, draw_whole, relay_table, tray_parts, tray_place
from tests.readability import record, too_small


def part_names(table: Table) -> list[str]:
    return [part.name for part in table_parts.frame_parts(table.scene)]


def test_a_relay_run_counts_down_over_the_face_down_card_and_then_the_card_turns():
    table = relay_table()
    scene = table.scene
    relay = scene.relay
    assert relay is not None and relay.stage is Stage.CURTAIN
    assert scene.countdown.seconds == 0  # the round's card turns behind the curtain: no 3-2-1 there
    table.click(scene.relay_scene.start_button.rect.center)
    assert relay.stage is Stage.COUNTDOWN and relay.number(table.clock.now) == 3
    assert "countdown" in part_names(table) and "relay curtain" not in part_names(table)
    assert scene.path_hidden() and not table_parts.path_face_up(scene)
    assert scene.hand.places() == []  # nothing to lay before the card turns
    table.step(1.0)
    assert relay.number(table.clock.now) == 2 and "countdown" in part_names(table)
    table.step(2.0)
    table.step(0.05)
    assert relay.stage is Stage.RUNNING and "countdown" not in part_names(table)
    assert not scene.path_hidden() and table_parts.path_face_up(scene)
    assert relay.elapsed_ms(table.clock.now) <= 100  # the clock started as the card turned


def test_after_each_relay_run_the_runner_s_time_shows_in_their_lane_the_banner_and_the_log():
    table = relay_table()
    scene = table.scene
    relay = scene.relay
    assert relay is not None
    table.click(scene.relay_scene.start_button.rect.center)
    table.until(lambda: relay.stage is Stage.RUNNING, seconds=0.05)
    for symbol in scene.view["path"]:
        table.clock.advance(0.5)
        table.click(tray_place(scene, symbol).center)
    table.click(tray_parts(8).finish.center)
    table.step()
    ms = relay.times[0]
    seconds = f"{ms / 1000:.3f}"
    assert scene.lane_look(0, False).status == f"Run done: {seconds} s"
    _who, _label, line = scene.banner_words()
    assert line.startswith(f"Anna ran in {seconds} s.") and "Ben runs next" in line
    assert any(seconds in words for words, _colour in scene.log.lines)
    table.click(scene.relay_scene.start_button.rect.center)  # Ben starts: the banner turns to his countdown
    assert "Anna ran" not in scene.banner_words()[2]
    table.until(lambda: relay.stage is Stage.RUNNING, seconds=0.05)
    table.click(scene.time_up_buttons[1].rect.center)
    table.click(scene.confirmation.yes.rect.center)
    table.step()
    assert scene.lane_look(1, False).status == "Run done: out of time"
    assert scene.banner_words()[2].startswith("Ben ran out of time.")
    assert scene.lane_look(0, False).status == f"Run done: {seconds} s"


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_relay_countdown_and_the_time_after_a_run_draw_every_text_at_24_px_or_more(language: str):
    table = relay_table(language)
    scene = table.scene
    table.click(scene.relay_scene.start_button.rect.center)
    counting = record(lambda: draw_whole(scene, table.app.canvas))
    assert too_small(counting) == []
    table.step(3.1)
    table.click(tray_parts(8).finish.center)
    table.step()
    drawn = record(lambda: draw_whole(scene, table.app.canvas))
    relay = scene.relay
    assert relay is not None and 0 in relay.times
    seconds = f"{relay.times[0] / 1000:.3f}"
    if language == "pl":  # issue 20: Polish writes a decimal comma
        seconds = seconds.replace(".", ",")
    assert any(seconds in d.text for d in drawn)
    assert seconds in scene.banner_words()[2]
    assert too_small(drawn) == []


@pytest.mark.parametrize("language", ["en", "pl"])
def test_a_relay_s_log_says_the_path_card_waits_behind_the_curtain_not_run_before_anyone_runs(language: str):
    """Issue 20: the rules' "turns the path card: run!" was logged before the first runner started."""
    table = relay_table(language)
    scene = table.scene
    relay = scene.relay
    assert relay is not None and relay.stage is Stage.CURTAIN
    words = " ".join(line for line, _colour in scene.log.lines)
    assert "run!" not in words and "uciekaj!" not in words
    expected = "behind the curtain" if language == "en" else "za zasłoną"
    assert expected in words
    table.click(scene.relay_scene.start_button.rect.center)  # the first runner's countdown: still no "run!"
    words = " ".join(line for line, _colour in scene.log.lines)
    assert "run!" not in words and "uciekaj!" not in words
