"""The pinned set (issue 19): every package the README's commands install has an exact version in
requirements.lock, inside the range pyproject.toml allows, and both commands install through it."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "requirements.lock"


def pinned() -> dict[str, str]:
    """The lock's packages and versions (every line that is not a comment is ``name==version``)."""
    pins: dict[str, str] = {}
    for line in LOCK.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        requirement = Requirement(line)
        specifiers = list(requirement.specifier)
        assert len(specifiers) == 1 and specifiers[0].operator == "==", f"not an exact pin: {line}"
        pins[canonicalize_name(requirement.name)] = specifiers[0].version
    return pins


def project() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return tomllib.load(handle)["project"]


def readme_commands() -> list[str]:
    return re.findall(
        r"^python3 -m venv \.venv && .*$", (ROOT / "README.md").read_text(encoding="utf-8"), re.M
    )


def test_every_dependency_and_extra_is_pinned_to_a_version_its_range_allows():
    pins = pinned()
    wanted = [*project()["dependencies"]]  # type: ignore[misc]
    for extra in project()["optional-dependencies"].values():  # type: ignore[attr-defined]
        wanted += extra
    for text in wanted:
        requirement = Requirement(text)
        name = canonicalize_name(requirement.name)
        assert name in pins, f"{name} is not in requirements.lock; run build_scripts/lock.py"
        assert requirement.specifier.contains(pins[name], prereleases=True), (
            f"requirements.lock pins {name}=={pins[name]}, outside {requirement.specifier}"
        )


def test_the_lock_pins_what_the_packaging_tools_need_on_windows_and_macos_too():
    pins = pinned()
    assert {"pefile", "pywin32-ctypes", "macholib", "colorama"} <= set(pins)


def test_the_install_and_the_test_command_in_the_readme_both_install_through_the_lock():
    commands = readme_commands()
    assert len(commands) == 2, commands
    launch, tests = commands
    assert "pip install -c requirements.lock -e ." in launch and launch.endswith(".venv/bin/tabletop")
    assert "pip install -c requirements.lock -e '.[test]'" in tests and "pytest" in tests


def test_ci_runs_the_readmes_test_command_word_for_word():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    line = next(line for line in ci.splitlines() if line.startswith("TEST_COMMAND="))
    assert line == f'TEST_COMMAND="{readme_commands()[1]}"'
    assert "pip install -c requirements.lock -e '.[build]'" in ci


def test_the_build_backend_is_pinned_as_well():
    with (ROOT / "pyproject.toml").open("rb") as handle:
        requires = tomllib.load(handle)["build-system"]["requires"]
    assert all("==" in requirement for requirement in requires), requires
