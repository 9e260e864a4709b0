"""The release workflow (.github/workflows/release.yml) keeps its promises, read as text here since
GitHub is the only place it runs: check-jsonschema and zizmor check its form and safety."""

from __future__ import annotations

import re
from pathlib import Path

WORKFLOW = Path(__file__).resolve().parent.parent / ".github" / "workflows" / "release.yml"
TEXT = WORKFLOW.read_text(encoding="utf-8")


def test_every_action_is_pinned_to_a_commit_with_its_release_named_beside_it():
    uses = re.findall(r"uses: (\S+)(.*)", TEXT)
    assert uses
    for action, comment in uses:
        assert re.fullmatch(r"actions/[a-z-]+@[0-9a-f]{40}", action), action
        assert re.fullmatch(r" # v\d+\.\d+\.\d+", comment), (action, comment)


def test_it_runs_on_a_version_tag_and_by_hand():
    assert re.search(r'on:\n  push:\n    tags:\n      - "v\*"\n  workflow_dispatch:', TEXT)


def test_it_builds_on_windows_both_macs_and_linux():
    runners = re.findall(r"os: (\S+)", TEXT)
    assert sorted(runners) == ["macos-15-intel", "macos-latest", "ubuntu-latest", "windows-latest"]


def test_each_build_is_tested_built_smoke_tested_and_packed_in_that_order():
    steps = [
        "python -m pytest -n 2",
        "python build_scripts/build.py\n",
        "python build_scripts/build.py --smoke-only",
        "python build_scripts/build.py --package",
    ]
    places = [TEXT.index(step) for step in steps]
    assert places == sorted(places)
    assert "SDL_VIDEODRIVER: dummy" in TEXT and "SDL_AUDIODRIVER: dummy" in TEXT


def test_the_install_uses_the_lock_file_once_the_checkout_has_one():
    assert "if [ -f requirements.lock ]" in TEXT and "-c requirements.lock" in TEXT


def test_only_the_release_job_may_write_and_no_checkout_keeps_its_credentials():
    assert "permissions: {}" in TEXT
    assert TEXT.count("contents: write") == 1
    assert TEXT.count("actions/checkout@") == TEXT.count("persist-credentials: false")


def test_no_run_step_expands_an_expression_into_the_shell():
    runs = re.findall(r"run: \|\n((?:          .*\n)+)|run: (.*)", TEXT)
    for block, line in runs:
        assert "${{" not in (block or line)
