"""Every game provides the whole contract, and mypy is asked to prove it.

A rules package ends with ``_contract: RulesFor[State, View] = <the package itself>`` under TYPE_CHECKING,
so mypy (in CI) fails on a member that is missing or has the wrong type.  These tests check that
the line is there for every game of the catalogue, that the members exist when the game runs, and,
on copies of the toy game, that mypy really does fail when a member is missing or mistyped.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib.util
import os
import tomllib
from pathlib import Path

import pytest

from tabletop.core.catalogue import GameInfo
from tabletop.core.contract import Command, GameOption, IllegalCommand
from tests.contract.harness import CONSTANTS, FUNCTIONS, each_game, rules_of

ROOT = Path(__file__).resolve().parents[2]
TOY = Path(__file__).resolve().parent / "toy_game.py"


def test_the_protocol_lists_the_constants_and_functions_the_suite_relies_on() -> None:
    assert set(CONSTANTS) == {
        "OPTIONS",
        "MIN_PLAYERS",
        "MAX_PLAYERS",
        "HIDDEN_INFORMATION",
        "LONGEST_GAME",
        "COMMAND_CLASSES",
    }
    assert {"setup", "apply", "legal_commands", "view", "is_shortcut", "redeal_hidden"} <= set(FUNCTIONS)


@each_game
def test_a_games_rules_have_every_member_of_the_contract(info: GameInfo) -> None:
    rules = rules_of(info)
    missing = [name for name in (*CONSTANTS, *FUNCTIONS) if not hasattr(rules, name)]
    assert not missing, f"{info.id} lacks {missing}"
    assert all(callable(getattr(rules, name)) for name in FUNCTIONS)
    assert isinstance(rules.OPTIONS, tuple) and all(isinstance(o, GameOption) for o in rules.OPTIONS)
    assert isinstance(rules.HIDDEN_INFORMATION, bool)
    assert (info.min_players, info.max_players) == (rules.MIN_PLAYERS, rules.MAX_PLAYERS)
    assert 1 <= rules.MIN_PLAYERS <= rules.MAX_PLAYERS


@each_game
def test_a_games_command_classes_are_frozen_commands_with_distinct_json_names(info: GameInfo) -> None:
    classes = rules_of(info).COMMAND_CLASSES
    assert classes and all(issubclass(cls, Command) for cls in classes)
    assert all(dataclasses.fields(cls)[0].name == "seat" for cls in classes)
    assert all(cls.__dataclass_params__.frozen for cls in classes)  # type: ignore[attr-defined]
    names = [cls.TYPE for cls in classes]
    assert all(names) and len(set(names)) == len(names)


@each_game
def test_a_game_sets_up_with_its_defaults_for_every_player_count_and_refuses_others(info: GameInfo) -> None:
    rules = rules_of(info)
    for option in rules.OPTIONS:
        assert option.default in option.choices
    for players in range(rules.MIN_PLAYERS, rules.MAX_PLAYERS + 1):
        state = rules.setup({"players": players}, seed=1)
        assert rules.to_act(state), "a new game has someone to act"
        assert rules.outcome(state) is None
    for players in (rules.MIN_PLAYERS - 1, rules.MAX_PLAYERS + 1):
        with pytest.raises(IllegalCommand):
            rules.setup({"players": players}, seed=1)
    with pytest.raises(IllegalCommand):
        rules.setup({"players": rules.MIN_PLAYERS, "no such option": 1}, seed=1)


def _self_check(init: Path, package: str) -> bool:
    """True when ``init`` assigns the package itself to a name annotated ``RulesFor[...]``."""
    tree = ast.parse(init.read_text(encoding="utf-8"))
    parent, _, last = package.rpartition(".")
    aliases = {
        alias.asname or alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module == parent
        for alias in node.names
        if alias.name == last
    }
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.annotation, ast.Subscript)
            and isinstance(node.annotation.value, ast.Name)
            and node.annotation.value.id == "RulesFor"
            and isinstance(node.value, ast.Name)
            and node.value.id in aliases
        ):
            return True
    return False


@each_game
def test_a_games_rules_package_asks_mypy_to_check_it_against_the_contract(info: GameInfo) -> None:
    assert info.rules_module is not None
    spec = importlib.util.find_spec(info.rules_module)
    assert spec is not None and spec.origin is not None
    assert _self_check(Path(spec.origin), info.rules_module), (
        f"{spec.origin} must end with `_contract: RulesFor[State, View] = <the package>` under TYPE_CHECKING"
    )


def test_mypy_fails_a_rules_module_with_a_missing_or_mistyped_member(tmp_path: Path) -> None:
    """Three copies of the toy game: whole, without redeal_hidden, and with a view that takes no None."""
    api = pytest.importorskip("mypy.api")
    source = TOY.read_text(encoding="utf-8")
    variants = {
        "toy_whole": source,
        "toy_missing": source.replace("def redeal_hidden(", "def _redeal_hidden("),
        "toy_mistyped": source.replace(
            "def view(state: State, seat: int | None)", "def view(state: State, seat: int)"
        ),
    }
    for name, text in variants.items():
        assert text != source or name == "toy_whole"
        text = text.replace("from tests.contract import toy_game as _this", f"import {name} as _this")
        (tmp_path / f"{name}.py").write_text(text, encoding="utf-8")
    env_path = os.environ.get("MYPYPATH")
    os.environ["MYPYPATH"] = str(ROOT)
    try:
        out, _err, _code = api.run(
            ["--strict", "--follow-imports=silent", "--cache-dir", os.devnull, "--no-error-summary"]
            + [str(tmp_path / f"{name}.py") for name in variants]
        )
    finally:
        if env_path is None:
            del os.environ["MYPYPATH"]
        else:
            os.environ["MYPYPATH"] = env_path
    failing = {line.split(".py:")[0].rsplit("/", 1)[-1] for line in out.splitlines() if ": error:" in line}
    assert failing == {"toy_missing", "toy_mistyped"}, out
    assert all("RulesFor" in line for line in out.splitlines() if ": error:" in line), out


@each_game
def test_mypy_checks_every_games_rules_and_bots(info: GameInfo) -> None:
    """pyproject's mypy ``files`` must cover every game's rules and bots (today it is the whole
    package; should it ever list folders again, a game added to the catalogue must be listed)."""
    root = Path(__file__).resolve().parents[2]
    files = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]["files"]
    folder = Path(*info.rules_module.split(".")[:-1]) if info.rules_module else None
    wanted = [Path(*info.rules_module.split("."))] if info.rules_module else []
    if info.bots_module:
        wanted.append(Path(*info.bots_module.split(".")).with_suffix(".py"))
    for path in wanted:
        assert any(path == Path(entry) or Path(entry) in path.parents for entry in files), (
            f"pyproject.toml's [tool.mypy] files must cover {path} (or {folder})"
        )
