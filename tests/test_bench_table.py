"""The benchmark's busy tables (``tabletop bench-table``) and how their figures are judged.

Timing is not asserted here (that is ``tabletop benchmark --only frame,idle`` under a real X
server); these check that the Outnumbered table the figures are taken on is as crowded as
promised, that the drag really holds a chip that lights villains, and that its rows are reported
and judged on their own.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pygame

from tabletop import bench_table
from tabletop.benchmark import TARGET_P99_FRAME_MS, Report, render_table, targets
from tabletop.core.settings import Settings
from tabletop.games.outnumbered.rules.content import ABSOLUTE_ZERO
from tabletop.scenes.navigator import open_app


def test_the_outnumbered_bench_table_is_a_late_crowded_hero_game_with_built_values():
    session = bench_table.build_outnumbered_session()
    view = session.view(None)
    on_board = [v for lane in view["lanes"] for v in lane["villains"] if v is not None]
    assert view["mode"] == "hero" and view["phase"] == "act"
    assert len(on_board) >= bench_table.OUTNUMBERED_VILLAINS
    assert ABSOLUTE_ZERO.id in {v["id"] for v in on_board}
    assert view["truck"] >= bench_table.OUTNUMBERED_TRUCK
    assert len(view["hands"][view["seat"]]) >= bench_table.OUTNUMBERED_HAND
    built = [value for value in view["pool"] if not value["raw"]]
    assert len(built) >= 2
    chip = next(value for value in view["pool"] if value["id"] == bench_table.outnumbered_chip(view))
    assert chip["number"] in {v["value"] for v in on_board}  # so villains glow while it is held


def test_dragging_on_the_outnumbered_bench_table_lights_villains_and_sends_no_command():
    app = open_app(Settings(), window_size=(1920, 1080))
    scene = bench_table.open_table(app, "outnumbered")
    grab, path, release = bench_table._outnumbered_drag(scene)
    steps = len(scene.session.steps)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grab, button=1))
    lit: list[int] = []
    for pos in path[:60]:
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        app.tick(1 / 60)
        app.draw()
        lit.append(len(scene._villain_glows()))
    assert scene.tray.dragging_value is not None
    assert min(lit) >= 1
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=release, button=1))
    app.step()
    assert scene.tray.dragging_value is None
    assert len(scene.session.steps) == steps  # let go over its own slot: put back, nothing played


def test_the_path_passes_over_every_villain_space():
    app = open_app(Settings(), window_size=(1920, 1080))
    scene = bench_table.open_table(app, "outnumbered")
    visited = {scene.space_at(pos) for pos in bench_table.outnumbered_path(scene)}
    assert {(lane, row) for lane in range(5) for row in range(5)} <= visited


def test_bench_table_for_outnumbered_writes_its_frame_times(tmp_path):
    out = tmp_path / "drag.json"
    command = [
        sys.executable,
        "-m",
        "tabletop.bench_table",
        "--game",
        "outnumbered",
        "--mode",
        "drag",
        "--seconds",
        "0.3",
        "--out",
        str(out),
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "READY" in result.stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["game"] == "outnumbered"
    assert data["frame_ms"] and data["peak_rss_mb"] > 0


def test_the_outnumbered_table_is_judged_on_the_same_targets_in_rows_of_its_own():
    report = Report(
        figures={
            "frame": {"frames": 300, "p50_ms": 3.0, "p99_ms": 7.0, "max_ms": 9.0},
            "outnumbered_table": {
                "frame": {"frames": 300, "p50_ms": 6.0, "p99_ms": TARGET_P99_FRAME_MS + 1, "max_ms": 30.0},
                "idle": {"cpu_percent": 1.5, "cpu_s": 0.15, "window_s": 10.0},
            },
        },
        peak_rss={"dragging on a full table": 120.0, "Outnumbered table": 130.0},
    )
    verdicts = targets(report)
    assert verdicts["p99_frame_ms"]["met"] is True
    assert verdicts["outnumbered_table_p99_frame_ms"]["met"] is False
    assert verdicts["outnumbered_table_idle_cpu_percent"]["met"] is True
    assert verdicts["outnumbered_table_peak_memory_mb"]["value"] == 130.0
    assert verdicts["idle_cpu_percent"]["met"] is None  # Fugitive's idle table was not measured
    table = render_table(report, {"platform": "test", "cpus": 2, "python": "3", "pygame_ce": "2"})
    lines = table.splitlines()
    assert any(line.startswith("drag frame time p99") and line.rstrip().endswith("ok") for line in lines)
    assert any(
        line.startswith("Outnumbered table: drag frame p99") and line.rstrip().endswith("MISSED")
        for line in lines
    )
    assert any(
        line.startswith("Outnumbered table idle CPU") and line.rstrip().endswith("ok") for line in lines
    )
    assert any(
        line.startswith("peak memory, Outnumbered table") and line.rstrip().endswith("ok") for line in lines
    )
