"""The command line (foundation issue, section 4): ``run`` prints a view, errors name the command."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys

from tabletop.cli import main
from tabletop.core import catalogue


def test_run_applies_a_command_list_and_prints_the_table_view_as_json(tmp_path, capsys):
    commands = tmp_path / "c.json"
    commands.write_text(json.dumps([{"type": "hideout", "seat": 0, "card": 2}, {"type": "done", "seat": 0}]))
    assert main(["run", "--game", "fugitive", "--seed", "3", "--commands", str(commands)]) == 0
    view = json.loads(capsys.readouterr().out)
    assert len(view["hideouts"]) == 2
    assert view["hideouts"][1]["card"] is None  # the table may not see a face-down hideout


def test_run_as_a_seat_prints_what_that_seat_sees(tmp_path, capsys):
    commands = tmp_path / "c.json"
    commands.write_text(json.dumps([{"type": "hideout", "seat": 0, "card": 2}]))
    assert main(["run", "--game", "fugitive", "--seed", "3", "--commands", str(commands), "--seat", "0"]) == 0
    view = json.loads(capsys.readouterr().out)
    assert 2 not in view["hand"]


def test_run_names_the_command_that_cannot_be_played(tmp_path, capsys):
    commands = tmp_path / "c.json"
    commands.write_text(
        json.dumps([{"type": "hideout", "seat": 0, "card": 2}, {"type": "guess", "seat": 1, "numbers": [5]}])
    )
    assert main(["run", "--game", "fugitive", "--seed", "3", "--commands", str(commands)]) == 1
    assert "Command 2" in capsys.readouterr().err


def test_run_refuses_a_game_that_is_not_built_yet(tmp_path, capsys, monkeypatch):
    info = catalogue.get("just_run")
    monkeypatch.setitem(catalogue.GAMES, "just_run", dataclasses.replace(info, table=None))
    commands = tmp_path / "c.json"
    commands.write_text("[]")
    assert main(["run", "--game", "just_run", "--seed", "1", "--commands", str(commands)]) == 2
    assert "not available" in capsys.readouterr().err


def test_python_dash_m_tabletop_takes_the_same_arguments(tmp_path):
    commands = tmp_path / "c.json"
    commands.write_text("[]")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "tabletop",
            "run",
            "--game",
            "fugitive",
            "--seed",
            "1",
            "--commands",
            str(commands),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["hideouts"][0]["card"] == 0


def test_version_prints_the_app_name_and_the_package_version_and_exits_0(capsys):
    from tabletop import __version__

    try:
        main(["--version"])
    except SystemExit as stop:
        assert stop.code == 0
    else:
        raise AssertionError("--version did not exit")
    assert capsys.readouterr().out.strip() == f"Tabletop {__version__}"


def test_a_console_is_only_looked_for_by_a_windows_program_that_has_no_output(monkeypatch):
    from tabletop import cli

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(sys, "stdout", None)
    assert cli.attach_windows_console() is False
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(sys, "stdout", sys.__stderr__)
    assert cli.attach_windows_console() is False, "a program with output keeps it"
