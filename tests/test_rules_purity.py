"""Rules packages are pure Python: no pygame, no files, no clocks, no global randomness.

The import check runs in a subprocess with pygame blocked by a meta-path finder, so it neither
sees a pygame another test already imported nor leaves the block behind for later tests.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "tabletop" / "games"
RULES_DIRS = sorted(p.parent for p in GAMES.glob("*/rules/__init__.py"))
RULES_FILES = sorted(f for d in RULES_DIRS for f in d.rglob("*.py"))

FORBIDDEN_MODULES = {
    "pygame",
    "time",
    "datetime",
    "os",
    "pathlib",
    "io",
    "shutil",
    "tempfile",
    "secrets",
    "threading",
}


def test_there_is_at_least_one_rules_package() -> None:
    assert RULES_DIRS, "no tabletop/games/*/rules package found"


def test_every_rules_module_imports_with_pygame_blocked() -> None:
    modules = [
        ".".join(f.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__") for f in RULES_FILES
    ]
    script = textwrap.dedent(
        """
        import importlib, sys

        class BlockPygame:
            def find_spec(self, name, path=None, target=None):
                if name == "pygame" or name.startswith(("pygame.", "pygame_")):
                    raise ImportError("a rules module imported " + name)
                return None

        sys.meta_path.insert(0, BlockPygame())
        for name in sys.argv[1:]:
            importlib.import_module(name)
        assert not any(m == "pygame" or m.startswith("pygame.") for m in sys.modules), "pygame got loaded"
        print("ok", len(sys.argv) - 1)
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script, *modules], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"ok {len(modules)}"


@pytest.mark.parametrize("path", RULES_FILES, ids=[str(f.relative_to(GAMES)) for f in RULES_FILES])
def test_rules_source_uses_no_files_clocks_or_global_randomness(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                assert alias.name.split(".")[0] not in FORBIDDEN_MODULES, f"{path.name} imports {alias.name}"
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            assert node.module.split(".")[0] not in FORBIDDEN_MODULES, (
                f"{path.name} imports from {node.module}"
            )
            if node.module == "random":
                assert {a.name for a in node.names} <= {"Random"}, (
                    f"{path.name} imports global random functions"
                )
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name):
                assert func.id not in ("open", "input", "print"), f"{path.name} calls {func.id}()"
            if (
                isinstance(func, ast.Attribute)
                and isinstance(func.value, ast.Name)
                and func.value.id == "random"
            ):
                assert func.attr == "Random", f"{path.name} calls random.{func.attr}() (use a seeded Random)"
