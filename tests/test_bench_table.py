"""The benchmark's busy tables (``tabletop bench-table``) and how their figures are judged.

The benchmark tools read the catalogue: every game with a benchmark module is a
``tabletop.core.bench.GameBenchmark`` and the command line, ``benchmark.py`` and
``bench_table.py`` name no game themselves.  Timing is not asserted here (that is ``tabletop
benchmark --only frame,idle`` under a real X server); each game's own busy-table tests are in its
test folder.
"""

from __future__ import annotations

import dataclasses
import inspect
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import tabletop
from tabletop import bench_table
from tabletop.benchmark import TARGET_P99_FRAME_MS, Report, render_table, sections, targets
from tabletop.cli import build_parser
from tabletop.core import bench, catalogue
from tabletop.core.session import GameSession

PACKAGE = Path(tabletop.__file__).resolve().parent
BENCHMARKED = [info.id for info in bench.benchmarked()]
#: the benchmarked games with a table, whose busy tables are measured
TABLES = [info.id for info in bench.with_tables()]


def games_named(source: str) -> set[str]:
    """The catalogue ids that ``source`` mentions as words, in any case."""
    return {
        game_id
        for game_id in catalogue.GAMES
        if re.search(rf"\b{re.escape(game_id)}\b", source, flags=re.IGNORECASE)
    }


@pytest.mark.parametrize("module", ["cli.py", "benchmark.py", "bench_child.py", "bench_table.py", "smoke.py"])
def test_the_command_line_and_benchmark_tools_name_no_game(module):
    named = games_named((PACKAGE / module).read_text(encoding="utf-8"))
    assert not named, f"{module} names {', '.join(sorted(named))}: read the catalogue instead"


def test_the_name_check_sees_a_game_named_in_a_module():
    source = (PACKAGE / "games" / "fugitive" / "bench" / "benchmark.py").read_text(encoding="utf-8")
    assert games_named(source) == {"fugitive"}


def test_every_finished_game_has_a_benchmark_module():
    assert set(TABLES) == {"fugitive", "outnumbered", "outrun", "just_run"}
    assert set(BENCHMARKED) == set(TABLES)


def test_a_game_without_a_table_offers_no_bench_table_choice_but_keeps_its_figures(capsys, monkeypatch):
    """A game whose rules and benchmark come before its table (as Just Run's once did)."""
    info = catalogue.get("just_run")
    monkeypatch.setitem(catalogue.GAMES, "just_run", dataclasses.replace(info, table=None))
    assert "just_run" not in bench_table.game_ids()
    with pytest.raises(SystemExit):
        build_parser().parse_args(["bench-table", "--game", "just_run"])
    assert "invalid choice" in capsys.readouterr().err
    assert "just_run" in sections()  # its own figures are still a section of the benchmark


def _protocol_members() -> dict[str, inspect.Signature | None]:
    """Each member of ``GameBenchmark``: its signature without ``self``, or None for a constant."""
    members: dict[str, inspect.Signature | None] = dict.fromkeys(bench.GameBenchmark.__annotations__)
    for name, function in vars(bench.GameBenchmark).items():
        if not name.startswith("_") and callable(function):
            signature = inspect.signature(function)
            members[name] = signature.replace(parameters=list(signature.parameters.values())[1:])
    return members


def test_the_protocol_lists_the_members_bench_table_and_the_benchmark_call():
    assert set(_protocol_members()) == {
        "LABELS",
        "busy_session",
        "show_table",
        "drag_script",
        "section_figures",
        "section_rows",
    }


@pytest.mark.parametrize("game_id", BENCHMARKED)
def test_each_benchmark_module_offers_every_member_of_the_protocol(game_id):
    module = bench.load(catalogue.get(game_id))
    for name, signature in _protocol_members().items():
        assert hasattr(module, name), f"{game_id}'s benchmark module has no {name}"
        if signature is None:
            continue
        offered = inspect.signature(getattr(module, name))
        required = [p.name for p in offered.parameters.values() if p.default is inspect.Parameter.empty]
        assert required == list(signature.parameters), (game_id, name, offered)
    assert isinstance(module.LABELS, bench.BenchLabels)


@pytest.mark.parametrize("game_id", TABLES)
def test_each_busy_session_is_a_game_of_its_own_kind(game_id):
    session = bench.load(catalogue.get(game_id)).busy_session()
    assert isinstance(session, GameSession)
    assert session.info.id == game_id
    assert session.steps and not session.over


@pytest.mark.parametrize("game_id", TABLES)
def test_each_drag_script_stays_on_the_1920_by_1080_table(game_id):
    from tabletop.core.settings import Settings
    from tabletop.scenes.navigator import open_app

    app = open_app(Settings(), window_size=(1920, 1080))
    scene = bench_table.open_table(app, game_id)
    script = bench.load(catalogue.get(game_id)).drag_script(scene)
    assert isinstance(script, bench.DragScript) and len(script.path) > 10
    for x, y in [script.grab, *script.path, script.release]:
        assert 0 <= x < 1920 and 0 <= y < 1080


@pytest.mark.parametrize("game_id", TABLES)
def test_each_busy_table_is_at_rest_when_it_is_open_so_the_idle_figure_sees_it_idle(game_id):
    from tabletop.core.settings import Settings
    from tabletop.scenes.navigator import open_app

    app = open_app(Settings(), window_size=(1920, 1080))
    bench_table.open_table(app, game_id)
    frames = app.stats.frames
    for _ in range(20):
        assert not app.step(dt=0.05)
    assert app.stats.frames == frames


def test_at_most_one_game_reports_its_table_at_the_top_level_and_it_comes_first():
    games = bench.in_report_order()
    top = [info.id for info, module in games if module.LABELS.top_level]
    assert top == ["fugitive"]  # "frame" and "idle" keep the keys they always had
    assert games[0][0].id == "fugitive"
    assert bench_table.default_game() == "fugitive"


def test_a_table_key_without_a_row_label_is_refused():
    with pytest.raises(ValueError):
        bench.BenchLabels(name="X", piece="a pawn", table_key="x_table")


def test_the_game_choices_and_sections_come_from_the_catalogue(capsys):
    parser = build_parser()
    for game_id in TABLES:
        assert parser.parse_args(["bench-table", "--game", game_id]).game == game_id
    assert parser.parse_args(["bench-table"]).game is None  # bench_table picks the leading table
    with pytest.raises(SystemExit):
        parser.parse_args(["bench-table", "--game", "justrun"])  # the old id: no such game
    assert "invalid choice" in capsys.readouterr().err
    assert bench_table.build_parser().parse_args([]).game is None
    assert sections() == (
        "launch",
        "frame",
        "idle",
        "size",
        "fugitive",
        "outrun",
        "just_run",
        "outnumbered",
        "reliability",
        "phones",
    )


def test_an_unknown_game_is_refused_by_name():
    with pytest.raises(ValueError, match="choose from"):
        bench_table.open_table(None, "justrun")


@pytest.mark.parametrize("game_id", TABLES)
def test_bench_table_writes_its_frame_times_after_ready(tmp_path, game_id):
    out = tmp_path / "drag.json"
    command = [
        sys.executable,
        "-m",
        "tabletop",
        "bench-table",
        "--game",
        game_id,
        "--mode",
        "drag",
        "--seconds",
        "0.3",
        "--out",
        str(out),
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.splitlines()[0] == "READY"
    data = json.loads(out.read_text(encoding="utf-8"))
    assert set(data) == {"game", "frame_ms", "frames", "peak_rss_mb"}
    assert data["game"] == game_id
    assert data["frame_ms"] and data["peak_rss_mb"] > 0


def test_python_dash_m_bench_table_takes_the_same_options(tmp_path):
    out = tmp_path / "idle.json"
    command = [sys.executable, "-m", "tabletop.bench_table", "--mode", "idle", "--seconds", "0.2"]
    result = subprocess.run([*command, "--out", str(out)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert json.loads(out.read_text(encoding="utf-8"))["game"] == "fugitive"  # the default table


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


def test_each_game_section_is_printed_by_its_own_module_under_its_id():
    report = Report(
        figures={
            "fugitive": {"win_rates": {"m": {"fugitive": 0.25, "marshal": 0.75}}},
            "outnumbered": {"random_games": {"games_per_second": 12.5, "commands_per_second": 900.0}},
        }
    )
    lines = render_table(
        report, {"platform": "test", "cpus": 2, "python": "3", "pygame_ce": "2"}
    ).splitlines()
    assert any(
        line.startswith("Fugitive win rates") and "m fugitive 0.25, marshal 0.75" in line for line in lines
    )
    assert any(
        line.startswith("Outnumbered random full games per second") and "12.5 (900 commands/s)" in line
        for line in lines
    )
    fugitive_row = next(i for i, line in enumerate(lines) if line.startswith("Fugitive"))
    outnumbered_row = next(i for i, line in enumerate(lines) if line.startswith("Outnumbered"))
    assert fugitive_row < outnumbered_row  # the report reads in the order it always did


def test_random_games_per_second_counts_every_game_and_every_command():
    played: list[int] = []

    def play(game: int) -> list[int]:
        played.append(game)
        return [0] * game  # game n plays n commands

    figures = bench.playouts_per_second(play, 4)
    assert played == [0, 1, 2, 3]
    assert set(figures) == {"games", "seconds", "games_per_second", "commands_per_second"}
    assert figures["games"] == 4.0
    assert figures["commands_per_second"] * figures["seconds"] == pytest.approx(6.0)
