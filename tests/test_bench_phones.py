"""``tabletop benchmark --only phones`` where it cannot measure, and how it prints what it did."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tabletop import bench_phones, benchmark


def test_phones_is_a_section_the_benchmark_can_be_asked_for_alone() -> None:
    assert "phones" in benchmark.sections()


def test_without_chromium_the_phones_say_so_and_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench_phones, "chromium_path", lambda: "/nowhere/chromium")
    figures = bench_phones.measure(quick=True, progress=lambda _line: None)
    assert figures == {"missing": f"Chromium is not installed: {bench_phones.INSTALL_HINT}"}
    (row,) = bench_phones.rows(figures)
    assert row[1].startswith("not measured: Chromium is not installed")
    assert "apt-get install chromium" in row[1]
    assert bench_phones.tap_p99(figures) is None


def test_the_rows_judge_the_tap_to_the_big_screen_on_its_p99_and_name_the_spectators() -> None:
    spread = {"p50_ms": 10.0, "p99_ms": 40.0, "max_ms": 41.0, "count": 300}
    figures = {
        "game": "fugitive",
        "seats": 2,
        "spectators": 4,
        "tap_to_screen": spread,
        "race_error": {"note": bench_phones.OUTRUN_MISSING},
        "clock_uncertainty_ms": 0.5,
        "stalled_taps": 0,
        "refused_taps": 0,
        "load_average": [1.0, 1.5],
    }
    rows = {row[0]: row for row in bench_phones.rows(figures)}
    assert rows["phones: pages"][1] == "6 in Chromium, fugitive (2 seats + 4 spectators)"
    assert rows["phones: tap to big screen's frame p50/p99"][3] == "MISSED"
    assert rows["phones: race timing error"][1] == "not measured: Outrun's phone page is missing"
    assert bench_phones.tap_p99(figures) == 40.0


def test_the_rows_set_the_drawings_own_cpu_time_beside_its_wall_time_and_show_the_publishing() -> None:
    figures = {
        "game": "just_run",
        "seats": 6,
        "spectators": 0,
        "frame_draw": {"p50_ms": 3.0, "p99_ms": 300.0, "max_ms": 310.0, "count": 100},
        "frame_draw_cpu": {"p50_ms": 2.9, "p99_ms": 6.0, "max_ms": 7.0, "count": 100},
        "publish": {"p50_ms": 1.5, "p99_ms": 4.0, "max_ms": 5.0, "count": 100},
        "race_error": {"note": "not measured"},
        "clock_uncertainty_ms": 0.5,
        "stalled_taps": 0,
        "refused_taps": 0,
    }
    rows = {row[0]: row[1] for row in bench_phones.rows(figures)}
    assert rows["phones:   of which drawing the frame p50/p99"] == "3.00 ms / 300.00 ms (n=100)"
    assert rows["phones:     the drawing's own CPU time p50/p99"] == "2.90 ms / 6.00 ms (n=100)"
    assert rows["phones: every view made and sent, after it p50/p99"] == "1.50 ms / 4.00 ms (n=100)"


@pytest.mark.skipif(bench_phones.missing_browser() is not None, reason="needs Debian's Chromium")
def test_six_phones_race_in_outrun_and_the_time_that_enters_the_rules_is_the_one_timed_on_each() -> None:
    # in a process of its own: the measurement opens and quits pygame, which this process's
    # other tests (and their cached fonts) must not see
    measuring = (
        "import json; from tabletop import bench_phones;"
        " print(json.dumps(bench_phones.measure(True, print, parts=('race',))))"
    )
    done = subprocess.run(
        [sys.executable, "-c", measuring], capture_output=True, text=True, timeout=300, check=True
    )
    figures = json.loads(done.stdout.splitlines()[-1])
    race = figures["race_error"]
    assert "note" not in race, race
    assert race["runs"] == race["runners"] == 6
    assert race["network_ms"] == 0, "the rules get the very time each phone timed"
    # the phone's clock starts as it draws the card, a little before the card is in the page
    # (its drawing's time on a loaded machine), never the network's delay or the countdown's
    assert race["mean_ms"] > -5 and race["max_abs_ms"] < 1000, race
    (row,) = [row for row in bench_phones.rows(figures) if row[0] == "phones: race timing error"]
    assert "(6 of 6 runners; network's share 0 ms)" in row[1]
    assert figures["errors"] == []


def test_the_rows_show_chromiums_cpu_seconds_and_each_kind_of_pages_cpu_for_a_view() -> None:
    figures = {
        "game": "just_run",
        "seats": 6,
        "spectators": 0,
        "tap_to_applied": {"p50_ms": 3.0, "p99_ms": 15.0, "max_ms": 16.0, "count": 100},
        "race_error": {"note": "not measured"},
        "clock_uncertainty_ms": 0.5,
        "stalled_taps": 0,
        "refused_taps": 0,
        "chromium_cpu_s": {"taps": 20.0, "run": 45.5},
        "page_cost": [
            {
                "game": "just_run",
                "kind": "spectator",
                "pages": 1,
                "frames": 60,
                "moves": 60,
                "script": 1.0,
                "style": 0.5,
                "layout": 1.5,
                "task": 5.0,
                "thread": 5.5,
                "process": 9.25,
            }
        ],
    }
    rows = {row[0]: row[1] for row in bench_phones.rows(figures)}
    assert rows["phones: Chromium's CPU-seconds"] == (
        "45.5 s in the run; in the taps, joining left out, 20.0 s"
        " (200 ms a tap, the harness's reading included)"
    )
    assert rows["phones: CPU a view, just_run spectator page"] == (
        "script 1.00 + style 0.50 + layout 1.50 + rest 2.00 (paint...) = 5.00 ms of tasks;"
        " main thread 5.50, renderer 9.2 ms (n=60)"
    )
