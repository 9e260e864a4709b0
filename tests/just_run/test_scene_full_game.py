"""A whole cooperative Get Out with the calm scavenge, people and computers at one table, every
person's decision made with a real gesture (Get Out; Scavenge Phase, the calm method; Escape Phase)."""

from __future__ import annotations

from tests.just_run.scene_driver import drive
from tests.just_run.scene_table import make_table


def test_two_people_and_a_computer_play_a_cooperative_get_out_to_the_end_by_gestures_get_out():
    table = make_table(3, computers=(2,), seed=21, options={"mode": "coop", "scavenge": "calm"})
    driver = drive(table)
    assert table.session.over and table.session.outcome() is not None
    people = {c.seat for c in table.session.commands if c.seat in (0, 1)}
    assert people == {0, 1} and driver.gestures > 20
