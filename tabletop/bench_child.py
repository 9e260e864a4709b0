"""Running the programs ``tabletop benchmark`` measures: a real X server to run them under, the
environment each gets, and one run of one program timed to its READY line and reaped for its
exact peak memory and CPU.

Its own module because it is the benchmark's plumbing, apart from what is measured and how the
figures are reported (``tabletop.benchmark``).
"""

from __future__ import annotations

import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tabletop

ROOT = Path(tabletop.__file__).resolve().parent.parent
READY_LINE = "READY"
SCREEN = "1920x1080x24"


class BenchmarkError(RuntimeError):
    """One measurement could not be taken; the others still run."""


def _max_rss_mb(kilobytes_or_bytes: int) -> float:
    """``ru_maxrss`` is in KiB on Linux and bytes on macOS."""
    if sys.platform == "darwin":
        return kilobytes_or_bytes / (1024 * 1024)
    return kilobytes_or_bytes / 1024


# --------------------------------------------------------------------------------------------
# the X server


@contextmanager
def virtual_display(notes: list[str]) -> Iterator[str | None]:
    """Yield the DISPLAY to use: the current one, or a fresh Xvfb at 1920x1080 that we stop after."""
    current = os.environ.get("DISPLAY")
    if current or not sys.platform.startswith("linux"):
        yield current
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        raise BenchmarkError("DISPLAY is not set and Xvfb is not installed (apt-get install xvfb)")
    number = 99
    while Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
        number += 1
    display = f":{number}"
    server = subprocess.Popen(
        [xvfb, display, "-screen", "0", SCREEN, "-nolisten", "tcp"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        socket = Path(f"/tmp/.X11-unix/X{number}")
        deadline = time.monotonic() + 15
        while not socket.exists():
            if server.poll() is not None:
                raise BenchmarkError(f"Xvfb {display} exited with code {server.returncode}")
            if time.monotonic() > deadline:
                raise BenchmarkError(f"Xvfb {display} did not start within 15 s")
            time.sleep(0.05)
        notes.append(f"started Xvfb {display} at {SCREEN}")
        yield display
    finally:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def child_environment(display: str | None, home: Path) -> dict[str, str]:
    """The environment every measured program gets: a real video driver, no sound, a scratch home."""
    env = dict(os.environ)
    if display:
        env["DISPLAY"] = display
    if sys.platform.startswith("linux"):
        env["SDL_VIDEODRIVER"] = "x11"
    elif env.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        env.pop("SDL_VIDEODRIVER")
    env.setdefault("SDL_AUDIODRIVER", "dummy")  # no sound card on a CI box; same for every program
    env["TABLETOP_HOME"] = str(home)
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    # a player's Python keeps compiled bytecode between launches (the warm-up run writes it); a
    # shell that forbids it would time the compiler instead of the app
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


# --------------------------------------------------------------------------------------------
# running one child


@dataclass
class ChildRun:
    """What one run of a measured program showed."""

    command: list[str]
    returncode: int
    ready_s: float | None  # spawn to the READY line, or None if it never came
    max_rss_mb: float  # the peak RSS of the process and any children it waited for
    cpu_s: float  # user + system CPU of the whole run
    stderr_tail: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    expected_ready: bool = True
    timed_out: bool = False

    def describe_failure(self) -> str:
        if self.timed_out:
            what = "hung and was stopped"
        elif self.expected_ready and self.ready_s is None:
            what = f"never printed READY (exit code {self.returncode})"
        else:
            what = f"exited with code {self.returncode}"
        last_lines = "\n".join(self.stderr_tail.strip().splitlines()[-5:])
        tail = f":\n{last_lines}" if last_lines else ""
        return f"{' '.join(self.command)} {what}{tail}"


def _pump_lines(stream: Any, lines: queue.Queue[tuple[float, str | None]]) -> None:
    for raw in iter(stream.readline, b""):
        lines.put((time.perf_counter(), raw.decode("utf-8", "replace").rstrip("\r\n")))
    lines.put((time.perf_counter(), None))


def run_child(
    command: Sequence[str],
    env: dict[str, str],
    timeout: float,
    expect_ready: bool = True,
    on_ready: Callable[[int], dict[str, Any]] | None = None,
    cwd: Path = ROOT,
) -> ChildRun:
    """Run ``command``, timing spawn to READY, calling ``on_ready(pid)`` then, and reaping it.

    ``os.wait4`` reaps the child so its own peak RSS (and that of any process it waited for,
    such as the unpacked program under a one-file bootloader) is read exactly, rather than the
    running maximum over every child this process ever had.
    """
    command = [str(part) for part in command]
    with tempfile.TemporaryFile() as errors:
        started = time.perf_counter()
        process = subprocess.Popen(
            command,
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=errors,
            start_new_session=True,  # so a hung one-file app and its unpacked child die together
        )
        lines: queue.Queue[tuple[float, str | None]] = queue.Queue()
        reader = threading.Thread(target=_pump_lines, args=(process.stdout, lines), daemon=True)
        reader.start()
        deadline = started + timeout
        ready_s: float | None = None
        extra: dict[str, Any] = {}
        if expect_ready:
            while True:
                try:
                    stamp, line = lines.get(timeout=max(0.0, deadline - time.perf_counter()))
                except queue.Empty:
                    break
                if line is None:
                    break
                if line.strip() == READY_LINE:
                    ready_s = stamp - started
                    break
            if ready_s is not None and on_ready is not None:
                extra = on_ready(process.pid)
        while not _has_exited(process.pid) and time.perf_counter() < deadline:
            time.sleep(0.02)
        timed_out = not _has_exited(process.pid)
        if timed_out:
            os.killpg(process.pid, signal.SIGKILL)
        status, usage = _reap(process)
        reader.join(timeout=5)
        if process.stdout is not None:
            process.stdout.close()
        errors.seek(0)
        tail = errors.read()[-2000:].decode("utf-8", "replace")
    return ChildRun(
        command=command,
        returncode=status,
        ready_s=ready_s,
        max_rss_mb=_max_rss_mb(usage.ru_maxrss),
        cpu_s=usage.ru_utime + usage.ru_stime,
        stderr_tail=tail,
        extra=extra,
        expected_ready=expect_ready,
        timed_out=timed_out,
    )


def _has_exited(pid: int) -> bool:
    """True once the child has ended, without reaping it (so ``wait4`` still gets its usage)."""
    result = os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
    return result is not None


def _reap(process: subprocess.Popen[bytes]) -> tuple[int, Any]:
    """Reap the child with ``wait4``: its own peak RSS and CPU time come with the exit status."""
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return process.returncode, usage


def proc_cpu_seconds(pid: int) -> float:
    """User + system CPU time so far of a running process, from ``/proc/<pid>/stat``."""
    text = Path(f"/proc/{pid}/stat").read_text()
    fields = text[text.rindex(")") + 2 :].split()
    utime, stime = int(fields[11]), int(fields[12])  # fields 14 and 15 of proc(5)
    return (utime + stime) / os.sysconf("SC_CLK_TCK")
