"""The documents a newcomer reads name only files that exist, and their worked example runs, so they
cannot rot silently.

Every path under one of the repository's top-level folders (``tabletop/...``, ``tests/...``,
``maps/...``) or naming a top-level file (``pyproject.toml``) in ARCHITECTURE.md and README.md,
in prose, code or links, must be a file or folder of the repository.  A path with a placeholder
(``tabletop/games/<game>/rules``) is checked up to the placeholder.  The few names that look like
ours but are not (a folder inside a release archive) and the paths a document names as planned are
listed below, each with its reason; a planned path that comes to exist must leave the list.

ARCHITECTURE.md's toy table (the contract's toy game at a table) is the text of
``tests/tables/toy_table.py``, which the table suite runs, and its "Adding a game" names each step's
file in order.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = ("ARCHITECTURE.md", "README.md")
#: what a path named in a document starts with: the repository's own top-level entries
TOP = ("tabletop", "tests", "build_scripts", "maps", "art", ".github", ".ci")
TOP_FILES = ("README.md", "ARCHITECTURE.md", "LICENSE", "pyproject.toml", "requirements.lock")
PATH = re.compile(
    r"(?<![\w./\\-])(?:(?:" + "|".join(re.escape(top) for top in TOP) + r")/[\w./-]*"
    r"|(?:" + "|".join(re.escape(name) for name in TOP_FILES) + r")(?![\w-]|\.\w))"
)

#: named by a document, but not a path of the repository
NOT_OURS = {"tabletop/tabletop": "the program's folder inside the Linux release archive (README)"}
#: named by ARCHITECTURE.md as planned in issue 21, not built yet
PLANNED: dict[str, str] = {}

#: a bare file name in backticks (``catalogue.py`` in a row about ``tabletop/core/``)
BARE_NAME = re.compile(r"`([\w.-]+\.(?:py|txt|md|tmx|tsx|json|toml|lock|png|po|mo|pot))`")
#: folders that are not the repository's own files (made by tools, builds and tests)
SKIPPED_FOLDERS = {".git", ".venv", "__pycache__", "dist", "build", ".mypy_cache", ".ruff_cache"}


def file_names(root: Path = ROOT) -> set[str]:
    """The name of every file of the repository (not of the virtual environment or caches)."""
    names: set[str] = set()
    for _folder, folders, files in os.walk(root):
        folders[:] = [name for name in folders if name not in SKIPPED_FOLDERS]
        names.update(files)
    return names


def paths_named(text: str) -> list[str]:
    """The repository paths ``text`` names, each once, in order (a trailing dot or slash dropped)."""
    found: list[str] = []
    for match in PATH.finditer(text):
        path = match.group().rstrip(".")
        if path not in found:
            found.append(path)
    return found


def missing(text: str, root: Path = ROOT) -> list[str]:
    return [
        path
        for path in paths_named(text)
        if path not in NOT_OURS and path not in PLANNED and not (root / path).exists()
    ]


@pytest.mark.parametrize("name", DOCUMENTS)
def test_every_path_a_document_names_exists(name: str) -> None:
    text = (ROOT / name).read_text(encoding="utf-8")
    assert paths_named(text), f"{name} names no path: the check would see nothing"
    assert missing(text) == []


@pytest.mark.parametrize("name", DOCUMENTS)
def test_every_bare_file_name_a_document_names_is_a_file_of_the_repository(name: str) -> None:
    text = (ROOT / name).read_text(encoding="utf-8")
    named = BARE_NAME.findall(text)
    assert named, f"{name} names no bare file: the check would see nothing"
    assert sorted(set(named) - file_names()) == []


def test_the_architecture_document_is_linked_from_the_readme() -> None:
    assert "ARCHITECTURE.md" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_check_finds_paths_in_prose_code_and_links_and_misses_none_that_are_gone() -> None:
    text = (
        "See `tabletop/core/session.py` and [the map](maps/fugitive.tmx).\n"
        "    tabletop/engine/gone.py   a file that was deleted\n"
        "`tabletop/games/<game>/rules` and dist/tabletop/tabletop and pyproject.toml."
    )
    assert paths_named(text) == [
        "tabletop/core/session.py",
        "maps/fugitive.tmx",
        "tabletop/engine/gone.py",
        "tabletop/games/",
        "pyproject.toml",
    ]
    assert missing(text) == ["tabletop/engine/gone.py"]
    assert BARE_NAME.findall("`session.py`, `gone_for_good.py` and `tabletop cli`") == [
        "session.py",
        "gone_for_good.py",
    ]
    assert "gone_for_good.py" not in file_names()


def test_a_path_named_as_planned_does_not_exist_yet() -> None:
    """Once it is built, the document must say so and the path leave ``PLANNED``."""
    assert [path for path in PLANNED if (ROOT / path).exists()] == []


def toy_table_excerpt() -> str:
    """The Python block of ARCHITECTURE.md that shows ``ToyTable``."""
    text = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.DOTALL)
    tables = [block for block in blocks if "class ToyTable(GameScene)" in block]
    assert len(tables) == 1, "ARCHITECTURE.md shows the toy table once"
    return tables[0]


def test_the_toy_table_the_architecture_document_shows_is_the_toy_table_the_suite_runs() -> None:
    """The worked example cannot drift from the code: the block is the file's own text, and the
    table suite (``tests/tables/``) runs that file as a fifth table."""
    source = (ROOT / "tests" / "tables" / "toy_table.py").read_text(encoding="utf-8")
    excerpt = toy_table_excerpt()
    assert excerpt.count("\n") > 20, "the block shows the table's core, not a line of it"
    assert excerpt in source


def test_the_worked_path_names_each_step_s_file() -> None:
    """Rules package, catalogue entry, bots, table, and the suites that check them, in that order."""
    text = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    section = text[text.index("## 5. Adding a game") : text.index("## Where to look next")]
    steps = [
        "tests/contract/toy_game.py",
        "tabletop/core/catalogue.py",
        "bots/__init__.py",
        "tabletop/engine/table_contract.py",
        "tests/tables/toy_table.py",
        "tests/tables/test_tables.py",
    ]
    places = [section.find(step) for step in steps]
    assert -1 not in places and places == sorted(places), dict(zip(steps, places, strict=True))
