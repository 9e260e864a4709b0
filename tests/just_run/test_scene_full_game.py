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


def test_a_person_and_two_computers_play_a_competitive_frenzied_game_to_the_end_by_gestures() -> None:
    """The frenzied scavenge answered by clicks on the person's lane (Scavenge Phase, the frenzied
    method), then a competitive escape with Extermination (All About Scenarios)."""
    from tabletop.games.just_run.table.frenzy_seats import TABLE_KEY

    options = {"mode": "competitive", "scavenge": "frenzied", "extermination": "on"}
    devices = [{"kind": "mouse", "zone": None}, {"kind": None}, {"kind": None}]
    table = make_table(3, computers=(1, 2), seed=5, options=options, table_data={TABLE_KEY: devices})
    driver = drive(table)
    assert table.session.over and table.session.outcome() is not None
    kinds = {c.TYPE for c in table.session.commands if c.seat == 0}
    assert "want" in kinds and driver.gestures > 20
