"""Pin every package the README's commands install, in ``requirements.lock`` at the top level.

    python build_scripts/lock.py                         # add what pyproject.toml gained, keep the rest
    python build_scripts/lock.py --upgrade               # every package to its newest allowed release
    python build_scripts/lock.py --upgrade-package NAME  # one package (and what it needs) only

Why: an unpinned install takes whatever was released last night, and a new Babel once changed
the Polish catalogue's header and failed the tests on a fresh machine.  ``pyproject.toml`` keeps
the ranges the code works with; the lock keeps the exact versions the tests last passed with.
Both README commands install through it (``pip install -c requirements.lock ...``).

The lock is resolved once for every system (``uv pip compile --universal``): Windows- and
macOS-only packages carry a marker, so one file serves Linux, Windows and macOS alike.  uv
comes with the ``lock`` extra: ``.venv/bin/pip install -c requirements.lock -e '.[lock]'``.
Upgrade on purpose, in a commit of its own, and run ``bash .ci/run`` before it lands.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "requirements.lock"
PYTHON = "3.11"  # the oldest Python the project supports: nothing newer may slip into the lock


def uv_command() -> list[str]:
    """uv from the project's venv, the PATH, or this Python's own packages."""
    beside = Path(sys.executable).with_name("uv")
    if beside.exists():
        return [str(beside)]
    found = shutil.which("uv")
    if found:
        return [found]
    raise SystemExit("lock.py needs uv: .venv/bin/pip install -c requirements.lock -e '.[lock]'")


def compile_command(upgrade: bool, packages: Sequence[str]) -> list[str]:
    command = [
        *uv_command(),
        "pip",
        "compile",
        "pyproject.toml",
        "--all-extras",
        "--universal",
        "--python-version",
        PYTHON,
        "--custom-compile-command",
        "python build_scripts/lock.py",
        "--output-file",
        LOCK.name,
    ]
    if upgrade:
        command.append("--upgrade")
    for name in packages:
        command += ["--upgrade-package", name]
    return command


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="lock.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--upgrade", action="store_true", help="every package to its newest allowed release")
    parser.add_argument("--upgrade-package", action="append", default=[], metavar="NAME")
    args = parser.parse_args(argv)
    return subprocess.run(compile_command(args.upgrade, args.upgrade_package), cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main())
