"""The imports point one way: core <- each game's rules <- engine <- tables and screens <- cli.

Every module under ``tabletop/`` is read with ``ast`` (imports inside functions and under
``TYPE_CHECKING`` count too), and each import of one of our modules is checked against the stack.
A module may import its own layer or any layer below; a game's rules reach no other game; the
core imports nothing of ours but the core and ``tabletop.paths``.  There are no import cycles.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tabletop

PACKAGE = Path(tabletop.__file__).resolve().parent

CORE, RULES, ENGINE, TABLES, CLI = range(5)
NAMES = {CORE: "core", RULES: "a game's rules", ENGINE: "engine", TABLES: "tables and screens", CLI: "cli"}


def module_names() -> dict[str, Path]:
    names = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts)
        names[name.removesuffix(".__init__")] = path
    return names


MODULES = module_names()


def layer(module: str) -> int:
    parts = module.split(".")
    if module in ("tabletop", "tabletop.paths") or parts[1] == "core":
        return CORE
    if parts[1] == "games" and len(parts) >= 4 and parts[3] == "rules":
        return RULES
    if parts[1] == "engine":
        return ENGINE
    if parts[1] in ("games", "scenes"):
        return TABLES
    return CLI


def resolve(name: str) -> str | None:
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(module: str) -> set[str]:
    """Our modules that ``module`` imports anywhere in its body."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = module.split(".")
                if path.name != "__init__.py":
                    parts = parts[:-1]
                parts = parts[: len(parts) - (node.level - 1)]
                base = ".".join([*parts, base] if base else parts)
            subs = [f"{base}.{alias.name}" for alias in node.names]
            targets = subs if all(sub in MODULES for sub in subs) else [base, *subs]
        for target in targets:
            if target.startswith("tabletop"):
                resolved = resolve(target)
                if resolved and resolved != module:
                    found.add(resolved)
    return found


GRAPH = {module: imports_of(module) for module in MODULES}


def breaks() -> list[str]:
    found = []
    for module, targets in GRAPH.items():
        for target in sorted(targets):
            lower, upper = layer(module), layer(target)
            if upper > lower and not (lower == upper == TABLES):
                found.append(f"{module} ({NAMES[lower]}) imports {target} ({NAMES[upper]})")
            if lower == upper == RULES and module.split(".")[2] != target.split(".")[2]:
                found.append(f"{module} reaches another game's rules: {target}")
    return found


def cycles() -> list[list[str]]:
    """Strongly connected groups of two or more modules (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in GRAPH[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in GRAPH:
        if v not in index:
            visit(v)
    return groups


def test_every_import_points_down_the_stack() -> None:
    assert breaks() == []


def test_no_two_of_our_modules_import_each_other_in_a_circle() -> None:
    assert cycles() == []


def test_the_checker_sees_function_level_and_type_only_imports() -> None:
    """The check must be able to fail: these imports exist only inside functions or TYPE_CHECKING."""
    assert "tabletop.scenes.title" in GRAPH["tabletop.scenes.navigator"]  # inside a method
    assert "tabletop.core.contract" in GRAPH["tabletop.core.catalogue"]  # under TYPE_CHECKING


@pytest.mark.parametrize(
    ("module", "expected"),
    [
        ("tabletop.core.session", CORE),
        ("tabletop.paths", CORE),
        ("tabletop.games.fugitive.rules.flow", RULES),
        ("tabletop.games.outnumbered.rules.solver", RULES),
        ("tabletop.engine.app", ENGINE),
        ("tabletop.games.fugitive.table.scene", TABLES),
        ("tabletop.scenes.title", TABLES),
        ("tabletop.cli", CLI),
    ],
)
def test_modules_sit_in_the_layer_their_path_names(module: str, expected: int) -> None:
    assert module in MODULES
    assert layer(module) == expected


def test_a_game_rules_package_imports_only_the_core_and_itself() -> None:
    for module, targets in GRAPH.items():
        if layer(module) != RULES:
            continue
        game = module.split(".")[2]
        for target in targets:
            assert layer(target) == CORE or target.startswith(f"tabletop.games.{game}.rules"), (
                module,
                target,
            )
