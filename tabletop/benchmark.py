"""``tabletop benchmark``: the figures we promise, measured on the machine it runs on.

It measures what a player feels rather than what is easy to time: how long until the title
screen is up (from source and from both packaged builds, each beside a bare pygame-ce window
packaged the same way, so the machine's speed cancels out), how smooth dragging a piece over a
busy table is, how much CPU an idle table burns, peak memory and download size, and the games'
own engines.  Everything that opens a window runs under a real X server (Xvfb when no display is
set) because the dummy video driver skips the costs we want to see.

The games measured are the catalogue's games with a benchmark module: each gives a busy table
(``tabletop bench-table --game ID``) and a section of figures of its own, named by its id
(``tabletop.core.bench.GameBenchmark``).  Nothing here names a game.

Running each program (the X server, its environment, one timed run reaped for its peak memory)
is ``tabletop.bench_child``.

This is a tool for people, not a test: it never fails because a target is missed unless asked
to with ``--check``.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop import bench_phones
from tabletop.bench_child import (
    ROOT,
    BenchmarkError,
    ChildRun,
    child_environment,
    proc_cpu_seconds,
    run_child,
    virtual_display,
)
from tabletop.core import bench
from tabletop.core.bench import BenchLabels, GameBenchmark, format_figure
from tabletop.core.catalogue import GameInfo

MINIMAL_SCRIPT = ROOT / "build_scripts" / "minimal_app.py"
BUILD_SCRIPT = ROOT / "build_scripts" / "build.py"

#: What we promise; printed beside each figure.
TARGET_LAUNCH_RATIO = 1.3
TARGET_P99_FRAME_MS = 8.0
TARGET_IDLE_CPU_PERCENT = 2.0
TARGET_PEAK_MEMORY_MB = 200.0


# --------------------------------------------------------------------------------------------
# small statistics


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100) with linear interpolation between ranks, as numpy does."""
    if not values:
        raise ValueError("percentile of no values")
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q / 100.0
    low = math.floor(rank)
    high = math.ceil(rank)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


# --------------------------------------------------------------------------------------------
# the measurements


@dataclass
class Settings:
    runs: int
    games: int  # recorded in the JSON's settings: --games, else 1000 (100 with --quick) as always
    quick: bool
    drag_seconds: float
    idle_seconds: float
    timeout: float
    dist: Path


@dataclass
class Report:
    """Everything measured, as plain data for ``--json``, plus notes for the reader."""

    figures: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    peak_rss: dict[str, float] = field(default_factory=dict)

    def saw_rss(self, what: str, megabytes: float) -> None:
        self.peak_rss[what] = max(self.peak_rss.get(what, 0.0), round(megabytes, 1))


def _exe(path: Path) -> Path:
    return path.with_name(path.name + ".exe") if sys.platform == "win32" else path


def launch_variants(settings: Settings) -> list[tuple[str, list[str] | None, list[str] | None, str]]:
    """(name, app command, baseline command, why missing) for source, one-folder and one-file."""
    python = sys.executable
    minimal_source = [python, str(MINIMAL_SCRIPT)] if MINIMAL_SCRIPT.exists() else None
    variants: list[tuple[str, list[str] | None, list[str] | None, str]] = [
        ("source", [python, "-m", "tabletop", "--ready-exit"], minimal_source, ""),
    ]
    for name, app, minimal in (
        ("one-folder", settings.dist / "tabletop" / "tabletop", settings.dist / "minimal" / "minimal"),
        ("one-file", settings.dist / "tabletop-onefile", settings.dist / "minimal-onefile"),
    ):
        app, minimal = _exe(app), _exe(minimal)
        variants.append(
            (
                name,
                [str(app), "--ready-exit"] if app.exists() else None,
                [str(minimal)] if minimal.exists() else None,
                f"{app} is missing",
            )
        )
    return variants


def measure_launch(settings: Settings, env: dict[str, str], report: Report) -> None:
    """Median spawn-to-READY time of the app and of the minimal program, packaged the same way."""
    results: dict[str, Any] = {}
    for name, app, minimal, missing in launch_variants(settings):
        if app is None:
            report.notes.append(
                f"{name} launch skipped: {missing} (build with `python build_scripts/build.py "
                "--with-baseline` or pass --build)"
            )
            continue
        _progress(f"launch, {name}: 1 warm-up + {settings.runs} runs each of the app and the baseline")
        times: dict[str, list[float]] = {"app": [], "minimal": []}
        commands = {"app": app, "minimal": minimal}
        failure = ""
        # Warm-up first (page cache, .pyc files, Mesa's shader cache), then alternate the two so a
        # slow spell of the machine hits both alike.
        for run in range(settings.runs + 1):
            for which, command in commands.items():
                if command is None or (failure and which == "app"):
                    continue
                child = run_child(command, env, settings.timeout)
                if child.ready_s is None or child.returncode != 0:
                    if which == "app":
                        failure = child.describe_failure()
                    else:
                        commands["minimal"] = None
                        report.notes.append(f"{name} baseline failed: {child.describe_failure()}")
                    continue
                if which == "app":
                    report.saw_rss(f"title screen ({name})", child.max_rss_mb)
                if run > 0:
                    times[which].append(child.ready_s)
        if failure:
            report.errors.append(f"{name} launch: {failure}")
            continue
        entry: dict[str, Any] = {"app_s": statistics.median(times["app"]), "runs": times["app"]}
        if times["minimal"]:
            entry["minimal_s"] = statistics.median(times["minimal"])
            entry["minimal_runs"] = times["minimal"]
            entry["ratio"] = entry["app_s"] / entry["minimal_s"]
        elif minimal is None:
            report.notes.append(f"{name}: no baseline to compare with (minimal program not built)")
        results[name] = entry
    report.figures["launch"] = results


def _bench_table(mode: str, seconds: float, out: Path, game: str) -> list[str]:
    """The command that opens ``game``'s busy table (``tabletop bench-table --game ...``)."""
    return [
        sys.executable,
        "-m",
        "tabletop",
        "bench-table",
        "--game",
        game,
        "--mode",
        mode,
        "--seconds",
        f"{seconds:g}",
        "--out",
        str(out),
    ]


def _table_figures(report: Report, labels: BenchLabels) -> dict[str, Any]:
    """Where a table's frame and idle figures go: its own section, or the top level (``BenchLabels``)."""
    key = labels.table_key
    return report.figures if key is None else report.figures.setdefault(key, {})


def _tables_of_their_own() -> list[tuple[str, str]]:
    """(JSON key, row label) of each table judged in a section and rows of its own."""
    return [
        (module.LABELS.table_key, module.LABELS.table_label or "")
        for info, module in bench.in_report_order()
        if module.LABELS.table_key is not None and info.table is not None
    ]


def _read_bench_output(path: Path, child: ChildRun) -> dict[str, Any]:
    if child.returncode != 0:
        raise BenchmarkError(child.describe_failure())
    try:
        return dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError) as error:
        raise BenchmarkError(f"{' '.join(child.command)} wrote no readable result: {error}") from None


def measure_drag(
    settings: Settings, env: dict[str, str], scratch: Path, report: Report, game: str, labels: BenchLabels
) -> None:
    """p50/p99 frame time while a piece is dragged to and fro over a busy table of ``game``."""
    label = labels.table_label or ""
    piece = f"{labels.piece} on the {label}" if label else labels.piece
    _progress(f"frame time: dragging {piece} for {settings.drag_seconds:g} s")
    out = scratch / f"drag-{game}.json"
    child = run_child(
        _bench_table("drag", settings.drag_seconds, out, game),
        env,
        settings.drag_seconds + settings.timeout,
        expect_ready=False,
    )
    data = _read_bench_output(out, child)
    frames = [float(ms) for ms in data.get("frame_ms", [])]
    if not frames:
        raise BenchmarkError(f"bench-table --game {game} --mode drag recorded no frames")
    report.saw_rss(
        label or "dragging on a full table", max(child.max_rss_mb, float(data.get("peak_rss_mb", 0.0)))
    )
    _table_figures(report, labels)["frame"] = {
        "frames": len(frames),
        "p50_ms": percentile(frames, 50),
        "p99_ms": percentile(frames, 99),
        "max_ms": max(frames),
    }


def measure_idle(
    settings: Settings, env: dict[str, str], scratch: Path, report: Report, game: str, labels: BenchLabels
) -> None:
    """CPU used by an idle table of ``game`` over a fixed window after it said READY, as % of one core."""
    window = settings.idle_seconds
    label = labels.table_label or ""
    _progress(f"idle CPU: watching an idle {label or 'table'} for {window:g} s")
    out = scratch / f"idle-{game}.json"

    def watch(pid: int) -> dict[str, Any]:
        start_cpu, start_wall = proc_cpu_seconds(pid), time.perf_counter()
        time.sleep(window)
        try:
            end_cpu = proc_cpu_seconds(pid)
        except (OSError, ValueError):
            return {"error": "the table closed before the measuring window ended"}
        return {"cpu_s": end_cpu - start_cpu, "wall_s": time.perf_counter() - start_wall}

    # The table is asked to stay a little longer than the window so it is still there at the end.
    child = run_child(
        _bench_table("idle", window + 2, out, game), env, window + settings.timeout, on_ready=watch
    )
    if child.ready_s is None:
        raise BenchmarkError(child.describe_failure())
    if "error" in child.extra:
        raise BenchmarkError(child.extra["error"])
    data = _read_bench_output(out, child)
    report.saw_rss(label or "idle table", max(child.max_rss_mb, float(data.get("peak_rss_mb", 0.0))))
    cpu_s, wall_s = child.extra["cpu_s"], child.extra["wall_s"]
    _table_figures(report, labels)["idle"] = {
        "cpu_percent": 100.0 * cpu_s / wall_s,
        "cpu_s": cpu_s,
        "window_s": wall_s,
    }


def _disk_usage_mb(path: Path) -> float:
    """What ``du`` reports: allocated blocks, each hard-linked file once."""
    seen: set[tuple[int, int]] = set()
    total = 0
    paths = [path] if path.is_file() else [path, *path.rglob("*")]
    for item in paths:
        info = item.lstat()
        key = (info.st_dev, info.st_ino)
        if key in seen:
            continue
        seen.add(key)
        total += getattr(info, "st_blocks", 0) * 512 or info.st_size
    return total / 1e6


def measure_sizes(settings: Settings, report: Report) -> None:
    sizes: dict[str, float] = {}
    for key, path in (
        ("one_folder_mb", settings.dist / "tabletop"),
        ("one_file_mb", _exe(settings.dist / "tabletop-onefile")),
        ("minimal_one_folder_mb", settings.dist / "minimal"),
        ("minimal_one_file_mb", _exe(settings.dist / "minimal-onefile")),
    ):
        if path.exists():
            sizes[key] = _disk_usage_mb(path)
    if "one_folder_mb" not in sizes or "one_file_mb" not in sizes:
        report.notes.append("sizes: the packaged builds are missing, so their sizes are not reported")
    report.figures["size"] = sizes


def _plain(value: Any) -> Any:
    """Make a result JSON-friendly (dataclasses, tuples, enum keys)."""
    if hasattr(value, "__dataclass_fields__"):
        return {name: _plain(getattr(value, name)) for name in value.__dataclass_fields__}
    if isinstance(value, dict):
        return {str(getattr(k, "value", k)): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def measure_section(
    info: GameInfo, module: GameBenchmark, games: int | None, quick: bool, report: Report
) -> None:
    """The game's own figures (rules, computer players), filed under its id."""
    try:
        report.figures[info.id] = _plain(module.section_figures(games, quick, _progress))
    except Exception as error:  # one broken section must not hide the others
        report.errors.append(f"{module.LABELS.name}: {type(error).__name__}: {error}")


# --------------------------------------------------------------------------------------------
# output


def _verdict(value: float | None, target: float) -> str:
    if value is None:
        return ""
    return "ok" if value <= target else "MISSED"


def targets(report: Report) -> dict[str, dict[str, Any]]:
    """Each target with the figure it is judged on and whether it was met (None: not measured)."""
    figures = report.figures
    ratios = [entry["ratio"] for entry in figures.get("launch", {}).values() if "ratio" in entry]
    peak = max(report.peak_rss.values()) if report.peak_rss else None
    checks = {
        "launch_ratio": (max(ratios) if ratios else None, TARGET_LAUNCH_RATIO),
        "p99_frame_ms": (figures.get("frame", {}).get("p99_ms"), TARGET_P99_FRAME_MS),
        "idle_cpu_percent": (figures.get("idle", {}).get("cpu_percent"), TARGET_IDLE_CPU_PERCENT),
        "peak_memory_mb": (peak, TARGET_PEAK_MEMORY_MB),
        "phones_tap_p99_ms": (
            bench_phones.tap_p99(figures.get(PHONES, {})),
            bench_phones.TARGET_TAP_P99_MS,
        ),
    }
    for key, label in _tables_of_their_own():  # judged on the same targets, each on its own
        table = figures.get(key, {})
        checks[f"{key}_p99_frame_ms"] = (table.get("frame", {}).get("p99_ms"), TARGET_P99_FRAME_MS)
        checks[f"{key}_idle_cpu_percent"] = (
            table.get("idle", {}).get("cpu_percent"),
            TARGET_IDLE_CPU_PERCENT,
        )
        checks[f"{key}_peak_memory_mb"] = (report.peak_rss.get(label), TARGET_PEAK_MEMORY_MB)
    return {
        name: {"value": value, "target": target, "met": None if value is None else value <= target}
        for name, (value, target) in checks.items()
    }


def render_table(report: Report, machine: dict[str, Any]) -> str:
    rows: list[tuple[str, str, str, str]] = []
    for name, entry in report.figures.get("launch", {}).items():
        ratio = entry.get("ratio")
        baseline = f" (minimal {entry['minimal_s'] * 1000:.0f} ms)" if "minimal_s" in entry else ""
        rows.append((f"launch to title, {name}", f"{entry['app_s'] * 1000:.0f} ms{baseline}", "", ""))
        rows.append(
            (
                f"  ratio to minimal, {name}",
                format_figure(ratio, "x") if ratio is not None else "n/a",
                f"<= {TARGET_LAUNCH_RATIO}x",
                _verdict(ratio, TARGET_LAUNCH_RATIO),
            )
        )
    if "frame" in report.figures:
        frame = report.figures["frame"]
        rows.append(("drag frame time p50", format_figure(frame["p50_ms"], " ms"), "", ""))
        rows.append(
            (
                "drag frame time p99",
                format_figure(frame["p99_ms"], " ms"),
                f"<= {TARGET_P99_FRAME_MS:g} ms",
                _verdict(frame["p99_ms"], TARGET_P99_FRAME_MS),
            )
        )
        rows.append(("  frames / worst", f"{frame['frames']} / {frame['max_ms']:.1f} ms", "", ""))
    tables = _tables_of_their_own()
    for key, label in tables:
        if "frame" in report.figures.get(key, {}):
            frame = report.figures[key]["frame"]
            rows.append((f"{label}: drag frame p50", format_figure(frame["p50_ms"], " ms"), "", ""))
            rows.append(
                (
                    f"{label}: drag frame p99",
                    format_figure(frame["p99_ms"], " ms"),
                    f"<= {TARGET_P99_FRAME_MS:g} ms",
                    _verdict(frame["p99_ms"], TARGET_P99_FRAME_MS),
                )
            )
            rows.append(
                (f"  {label}: frames / worst", f"{frame['frames']} / {frame['max_ms']:.1f} ms", "", "")
            )
    if "idle" in report.figures:
        idle = report.figures["idle"]
        rows.append(
            (
                f"idle table CPU ({idle['window_s']:.0f} s)",
                format_figure(idle["cpu_percent"], " % of a core"),
                f"<= {TARGET_IDLE_CPU_PERCENT:g} %",
                _verdict(idle["cpu_percent"], TARGET_IDLE_CPU_PERCENT),
            )
        )
    for key, label in tables:
        if "idle" in report.figures.get(key, {}):
            idle = report.figures[key]["idle"]
            rows.append(
                (
                    f"{label} idle CPU ({idle['window_s']:.0f} s)",
                    format_figure(idle["cpu_percent"], " % of a core"),
                    f"<= {TARGET_IDLE_CPU_PERCENT:g} %",
                    _verdict(idle["cpu_percent"], TARGET_IDLE_CPU_PERCENT),
                )
            )
    judged_alone = {label for _key, label in tables}
    for what, megabytes in report.peak_rss.items():
        if what in judged_alone:
            target, verdict = f"<= {TARGET_PEAK_MEMORY_MB:g} MB", _verdict(megabytes, TARGET_PEAK_MEMORY_MB)
        else:
            target, verdict = "", ""
        rows.append((f"peak memory, {what}", f"{megabytes:.0f} MB", target, verdict))
    if report.peak_rss:
        peak = max(report.peak_rss.values())
        rows.append(
            (
                "peak memory (max)",
                f"{peak:.0f} MB",
                f"<= {TARGET_PEAK_MEMORY_MB:g} MB",
                _verdict(peak, TARGET_PEAK_MEMORY_MB),
            )
        )
    labels = {
        "one_folder_mb": "size, one-folder app",
        "one_file_mb": "size, one-file executable",
        "minimal_one_folder_mb": "  size, minimal one-folder",
        "minimal_one_file_mb": "  size, minimal one-file",
    }
    for key, megabytes in report.figures.get("size", {}).items():
        rows.append((labels[key], f"{megabytes:.1f} MB", "", ""))
    for info, module in bench.in_report_order():
        if info.id in report.figures:
            rows += module.section_rows(report.figures[info.id])
    if RELIABILITY in report.figures:
        from tabletop import reliability

        rows += reliability.rows(report.figures[RELIABILITY])
    if PHONES in report.figures:
        rows += bench_phones.rows(report.figures[PHONES])
    header = ("figure", "value", "target", "")
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(4)]
    lines = [
        f"Tabletop benchmark on {machine['platform']}, {machine['cpus']} CPUs, Python {machine['python']}, "
        f"pygame-ce {machine['pygame_ce']}",
        "  ".join(h.ljust(w) for h, w in zip(header, widths, strict=False)).rstrip(),
        "  ".join("-" * w for w in widths[:3]),
    ]
    lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=False)).rstrip() for row in rows]
    for note in report.notes:
        lines.append(f"note: {note}")
    for error in report.errors:
        lines.append(f"ERROR: {error}")
    return "\n".join(lines)


def machine_info() -> dict[str, Any]:
    try:
        from importlib.metadata import version

        pygame_ce = version("pygame-ce")
    except Exception:  # not installed as a distribution (a frozen build, say)
        pygame_ce = "unknown"
    return {
        "platform": platform.platform(terse=True),
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "pygame_ce": pygame_ce,
    }


def _progress(message: str) -> None:
    print(f"benchmark: {message}", file=sys.stderr, flush=True)


# --------------------------------------------------------------------------------------------
# the command


#: the sections every run has; each benchmarked game adds one named by its id
MACHINE_SECTIONS = ("launch", "frame", "idle", "size")
RELIABILITY = "reliability"
PHONES = "phones"  # six phone pages in Chromium against a table (issue 22): tabletop/bench_phones.py


def sections() -> tuple[str, ...]:
    return (*MACHINE_SECTIONS, *(info.id for info, _module in bench.in_report_order()), RELIABILITY, PHONES)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tabletop benchmark",
        description="Measure launch time, frame time and idle CPU (on each game's busy table), memory, "
        "package size and the games' engines on this machine, beside the targets.",
    )
    parser.add_argument(
        "--runs",
        type=int,
        default=None,
        help="launches per variant, median taken (default 5, 2 with --quick)",
    )
    parser.add_argument(
        "--games",
        type=int,
        default=None,
        help="games for each game's win rates (default: each game's own, fewer with --quick)",
    )
    parser.add_argument(
        "--quick", action="store_true", help="fewer runs and shorter windows: a rough figure fast"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON instead of a table")
    parser.add_argument("--out", type=Path, help="also write the JSON figures to this file")
    parser.add_argument(
        "--build",
        action="store_true",
        help="package the app and the baseline first (build.py --with-baseline)",
    )
    parser.add_argument(
        "--dist",
        type=Path,
        default=ROOT / "dist",
        help="where the packaged builds are (default: dist/ in the checkout)",
    )
    parser.add_argument(
        "--only",
        default=",".join(sections()),
        help=f"comma-separated sections to run, from {', '.join(sections())}",
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=60.0,
        help="seconds a single program may take before it counts as hung",
    )
    parser.add_argument(
        "--check", action="store_true", help="exit 1 when a measured figure misses its target"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(argv) if argv is not None else None)
    if getattr(sys, "frozen", False):
        print(
            "tabletop benchmark runs from a source checkout (it starts `python -m tabletop`)", file=sys.stderr
        )
        return 2
    if not hasattr(os, "wait4"):
        print("tabletop benchmark needs Linux (it reads /proc and uses wait4)", file=sys.stderr)
        return 2
    chosen = {part.strip() for part in args.only.split(",") if part.strip()}
    unknown = chosen - set(sections())
    if unknown:
        parser.error(f"unknown sections: {', '.join(sorted(unknown))}")
    settings = Settings(
        runs=max(1, args.runs if args.runs is not None else (2 if args.quick else 5)),
        games=max(1, args.games if args.games is not None else (100 if args.quick else 1000)),
        quick=args.quick,
        drag_seconds=2.0 if args.quick else 5.0,
        idle_seconds=3.0 if args.quick else 10.0,
        timeout=args.timeout,
        dist=args.dist.resolve(),
    )
    report = Report()
    games = bench.in_report_order()

    if args.build:
        _progress("building the app and the baseline")
        built = subprocess.run(
            [sys.executable, str(BUILD_SCRIPT), "--with-baseline"], cwd=ROOT, stdout=sys.stderr
        )
        if built.returncode != 0:
            print(f"benchmark: the build failed (exit code {built.returncode})", file=sys.stderr)
            return built.returncode

    needs_display = chosen & {"launch", "frame", "idle"}
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as scratch_name:
        scratch = Path(scratch_name)
        home = scratch / "home"
        home.mkdir()
        try:
            with virtual_display(report.notes) if needs_display else _no_display() as display:
                env = child_environment(display, home)
                steps: list[tuple[str, str, Callable[[], None]]] = [
                    ("launch", "launch", lambda: measure_launch(settings, env, report)),
                ]
                for measure in ("frame", "idle"):
                    for info, module in games:
                        if info.table is None:
                            continue  # no table yet: its figures are its section's alone
                        step: Callable[[], None] = functools.partial(
                            measure_drag if measure == "frame" else measure_idle,
                            settings,
                            env,
                            scratch,
                            report,
                            info.id,
                            module.LABELS,
                        )
                        label = module.LABELS.table_label
                        steps.append((measure, f"{measure} ({label})" if label else measure, step))
                for name, title, step in steps:
                    if name in chosen:
                        try:
                            step()
                        except BenchmarkError as error:
                            report.errors.append(f"{title}: {error}")
        except BenchmarkError as error:
            report.errors.append(str(error))
    if "size" in chosen:
        measure_sizes(settings, report)
    for info, module in games:
        if info.id in chosen:
            measure_section(info, module, args.games, args.quick, report)
    if RELIABILITY in chosen:
        from tabletop import reliability

        _progress("reliability: kill -9, damaged saves and maps, random games")
        report.figures[RELIABILITY] = reliability.measure(
            reliability.Amounts.for_run(args.quick), progress=_progress
        )
    if PHONES in chosen:
        phones = bench_phones.measure(args.quick, _progress)
        report.figures[PHONES] = phones
        if "missing" in phones:
            report.notes.append(f"phones not measured: {phones['missing']}")
        report.errors.extend(phones.get("errors", []))

    machine = machine_info()
    verdicts = targets(report)
    document = {
        "machine": machine,
        "settings": {"runs": settings.runs, "games": settings.games, "quick": settings.quick},
        **report.figures,
        "peak_rss_mb": report.peak_rss,
        "targets": verdicts,
        "notes": report.notes,
        "errors": report.errors,
    }
    text = json.dumps(document, indent=2, sort_keys=False)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n", encoding="utf-8")
    print(text if args.json else render_table(report, machine), flush=True)
    if report.errors:
        return 1
    if args.check and any(v["met"] is False for v in verdicts.values()):
        return 1
    return 0


@contextmanager
def _no_display() -> Iterator[str | None]:
    yield os.environ.get("DISPLAY")
