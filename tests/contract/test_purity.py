"""Rules are pure: loading them and playing through the whole contract touches no pygame, no file, no
clock, no network and no global randomness (the project guide, rule 1 and 2).

Each game runs in a fresh interpreter (``purity_probe.py``) with those doors trapped before its
rules are imported, so nothing another test loaded hides an import and no trap is left behind.
The probe is shown to catch each kind of door on a copy of the toy game that opens it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tabletop.core.catalogue import GameInfo
from tests.contract.harness import each_game

ROOT = Path(__file__).resolve().parents[2]
TOY = Path(__file__).resolve().parent / "toy_game.py"


def probe(module: str, extra_path: Path | None = None) -> dict[str, Any]:
    command = [sys.executable, "-m", "tests.contract.purity_probe", module]
    if extra_path is not None:
        command.append(str(extra_path))
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    report: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    return report


@each_game
def test_a_games_rules_load_and_play_without_pygame_files_clocks_or_global_randomness(info: GameInfo) -> None:
    assert info.rules_module is not None
    report = probe(info.rules_module)
    assert report["touched"] == [], f"the rules of {info.id} touched {report['touched']}"
    assert not report["pygame"]
    assert report["error"] == ""
    assert report["commands"] > 0


def test_the_untouched_toy_game_passes_the_probe() -> None:
    report = probe("tests.contract.toy_game")
    assert report == {"touched": [], "pygame": False, "commands": report["commands"], "error": ""}
    assert report["commands"] > 0


IMPURE = {
    "the clock": ("import time; time.time()", "time.time"),
    "a monotonic clock": ("import time; time.perf_counter()", "time.perf_counter"),
    "the date": ("import datetime; datetime.datetime.now()", "datetime.now"),
    "a file": ("open('scores.txt')", "builtins.open"),
    "a file through pathlib": ("import pathlib; pathlib.Path('scores.txt').read_text()", "Path.read_text"),
    "a folder": ("import os; os.listdir('.')", "os.listdir"),
    "the screen": ("print('hello')", "builtins.print"),
    "global randomness": ("import random; random.random()", "random.random"),
    "an unseeded generator": ("import random; random.Random().random()", "random.Random() without a seed"),
}


@pytest.mark.parametrize("door", list(IMPURE))
def test_the_probe_catches_rules_that_open_a_door_while_playing(door: str, tmp_path: Path) -> None:
    line, label = IMPURE[door]
    source = TOY.read_text(encoding="utf-8")
    anchor = "def _add(state: State, command: Add) -> tuple[State, list[Event]]:\n"
    assert anchor in source
    (tmp_path / "impure_toy.py").write_text(source.replace(anchor, f"{anchor}    {line}\n"), encoding="utf-8")
    report = probe("impure_toy", tmp_path)
    assert any(label in touched for touched in report["touched"]), report


def test_the_probe_catches_rules_that_import_pygame(tmp_path: Path) -> None:
    source = TOY.read_text(encoding="utf-8")
    anchor = "import random\n"
    (tmp_path / "toy_with_pygame.py").write_text(
        source.replace(anchor, f"{anchor}import pygame\n", 1), encoding="utf-8"
    )
    report = probe("toy_with_pygame", tmp_path)
    assert report["touched"] == ["import pygame"]
    assert not report["pygame"]
