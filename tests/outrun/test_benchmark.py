"""Outrun's benchmark (issue 9, "Tests and figures"): the figures are measured and printed.

Timing is not asserted (that is ``tabletop benchmark --only outrun`` on a real X server); these
check that the race measure really races six seats and times the presses it posts, that the
busy table is as busy as promised, and that the rows say what was measured beside the targets.
"""

from __future__ import annotations

from tabletop.games.outrun.bench import benchmark, race_latency


def test_the_race_measure_posts_presses_into_a_six_seat_race_and_times_each_card_to_the_screen():
    figures = race_latency.measure(seconds=1.0)
    assert figures["seats"] == 6 and figures["race_on_throughout"]
    assert figures["presses"] >= 4  # a loaded machine takes fewer in
    assert figures["timer_error"]["count"] == figures["presses"]  # every press was stamped
    # every other press lays a card (the next takes it back): each card laid was seen on screen
    assert figures["latency"]["count"] >= figures["presses"] // 2 - 3
    assert 0 < figures["latency"]["p50_ms"] <= figures["latency"]["p99_ms"] <= figures["latency"]["max_ms"]
    assert figures["timer_error"]["p50_ms"] >= 0  # a press is stamped after it was posted, never before
    assert figures["frame"]["count"] > 0
    assert figures["draw"]["count"] > 0 and figures["draw"]["p50_ms"] <= figures["frame"]["p99_ms"]


def test_the_busy_table_is_a_late_six_seat_game_with_the_person_choosing():
    session = benchmark.busy_session()
    view = session.view(0)
    assert len(session.seats) == 6 and view["boards"] == 2
    assert view["phase"] == "interfere" and session.to_act() == (0,)
    assert view["round"] >= benchmark.BUSY_ROUND and len(view["hand"]) >= 2
    assert not session.seats[0].is_computer


def test_the_rows_give_every_figure_of_the_issue_with_the_targets():
    data = {
        "race": {
            "latency": {"p50_ms": 9.0, "p99_ms": 20.0, "max_ms": 30.0, "count": 50.0},
            "timer_error": {"p50_ms": 0.4, "p99_ms": 0.9, "max_ms": 1.2, "count": 100.0},
            "frame": {"p50_ms": 6.0, "p99_ms": 12.0, "max_ms": 14.0, "count": 300.0},
            "draw": {"p50_ms": 0.4, "p99_ms": 2.5, "max_ms": 9.0, "count": 300.0},
            "presses": 100.0,
            "video_driver": "x11",
            "notes": [],
        },
        "random_games": {"games": 20.0, "games_per_second": 31.5, "seconds": 0.6},
        "win_rates": {"games": 12.0, "by_monster": {"vampire": [0.25, 0.25, 0.0, 0.25, 0.25, 0.0]}},
    }
    rows = {row[0]: row for row in benchmark.section_rows(data)}
    latency = rows["Outrun key to card on screen p50 / p99"]
    assert latency[1].startswith("9.0 / 20.0 ms") and latency[3] == "MISSED"
    assert rows["Outrun timer error (stamp - event) p50 / p99"][3] == "ok"
    assert rows["Outrun frame time during a race p50 / p99"][1].startswith("6.0 / 12.0 ms")
    assert rows["Outrun table draw per frame in a race p50 / p99"][1].startswith("0.40 / 2.50 ms")
    assert rows["Outrun random full games per second"][1].startswith("31.5")
    assert rows["Outrun win share by seat, vampire"][1].startswith("0.25 0.25 0.00 0.25 0.25 0.00")


def test_a_race_that_could_not_be_measured_says_so_and_the_other_figures_still_come(monkeypatch):
    def broken(seconds: float) -> dict:
        raise RuntimeError("no screen")

    monkeypatch.setattr(benchmark, "race_figures", broken)
    monkeypatch.setattr(benchmark, "QUICK_PLAYOUTS", 2)
    data = benchmark.section_figures(1, True, lambda line: None)
    assert data["race_error"] == "no screen"
    assert len(data["win_rates"]["by_monster"]["vampire"]) == 6
    assert any("not measured: no screen" in row[1] for row in benchmark.section_rows(data))
