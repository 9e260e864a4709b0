"""Package Tabletop with PyInstaller: a one-folder app and a one-file executable from one analysis.

``python build_scripts/build.py`` writes ``dist/tabletop/tabletop`` (one folder) and
``dist/tabletop-onefile`` (one file).  ``--with-baseline`` also packages
``build_scripts/minimal_app.py`` the same two ways (``dist/minimal/minimal``,
``dist/minimal-onefile``) so ``tabletop benchmark`` can compare launch times like for like.
Before packaging the app it compiles the translations (``messages.py compile``, with Babel).

The PyInstaller recipe lives in ``tabletop.spec`` beside this file; the spec loads this module for
the lists below, so what goes into the bundle is written down once and can be tested without
running a build.  This module imports nothing heavy at the top, so ``--help`` and the tests stay
quick.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = Path(__file__).resolve().parent / "tabletop.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"

#: Folders copied whole into the bundle: (source relative to the checkout, folder in the bundle).
#: ``tabletop.paths.asset_root()`` is ``sys._MEIPASS`` when frozen, so each keeps the same
#: relative place it has in a checkout.
DATA_TREES: tuple[tuple[str, str], ...] = (
    ("art", "art"),
    ("maps", "maps"),
)

#: The translations: only the compiled ``.mo`` catalogues ship (``locale_dir()`` is the package
#: folder's ``locale``, so they keep their place); ``main`` compiles them from the ``.po`` files
#: with ``messages.py compile`` first, so a bundle never carries a stale catalogue.
LOCALE = "tabletop/locale"
MESSAGES_SCRIPT = Path(__file__).resolve().parent / "messages.py"

#: Subfolders of a data tree that stay out of the bundle: the screenshots are for the README only.
NOT_BUNDLED: dict[str, frozenset[str]] = {"art": frozenset({"screenshots"})}

#: The fonts ship inside ``art/``; a bundle without them would fall back to pygame's default font
#: and look wrong in every language, so the build refuses to go on without them.
FONT_DIR = "art/fonts"
FONT_SUFFIXES = (".ttf", ".otf")

#: Text files the package reads at run time (rules help, game data), matching the package-data
#: patterns in ``pyproject.toml`` so an installed package and a frozen one see the same files.
PACKAGE_FILE_SUFFIXES = (".txt", ".md", ".json", ".mo")

#: Modules nothing in Tabletop needs but that PyInstaller would follow from optional imports
#: (pytmx's other back ends, pygame's numpy helpers, test tooling in the build venv).  Leaving them
#: out keeps the analysis short on a 2-core CI machine and the bundle small.
EXCLUDES: tuple[str, ...] = (
    "tkinter",
    "_tkinter",
    "numpy",
    "PIL",
    "pyglet",
    "sdl2",
    "matplotlib",
    "scipy",
    "IPython",
    "pytest",
    "_pytest",
    "hypothesis",
    "xdist",
    "setuptools",
    "babel",
    "pkg_resources",
    "distutils",
    "lib2to3",
    "pydoc_data",
    "test",
    "pygame.tests",
    "pygame.examples",
    "pygame.docs",
    "pygame.__pyinstaller",
    # no networking in a pass-and-play board game: dropping these drops libssl and libcrypto
    # (hashlib falls back to its built-in digests)
    "ssl",
    "_ssl",
    "_hashlib",
)

#: Programs the spec knows how to package: name -> entry script relative to the checkout.
PROGRAMS: dict[str, str] = {
    "tabletop": "tabletop/__main__.py",
    "minimal": "build_scripts/minimal_app.py",
}


class BuildError(RuntimeError):
    """Something the bundle needs is missing from the checkout."""


def font_files(root: Path = ROOT) -> list[Path]:
    """The font files that will ship with the app."""
    folder = root / FONT_DIR
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix.lower() in FONT_SUFFIXES)


def _has_files(folder: Path) -> bool:
    return folder.is_dir() and any(p.is_file() for p in folder.rglob("*"))


def _package_text_files(root: Path) -> Iterator[Path]:
    package = root / "tabletop"
    skip = {root / tree for tree, _ in DATA_TREES} | {root / LOCALE}
    for path in sorted(package.rglob("*")):
        if "__pycache__" in path.parts or not path.is_file():
            continue
        if path.suffix.lower() not in PACKAGE_FILE_SUFFIXES:
            continue
        if any(parent in skip for parent in path.parents):
            continue
        yield path


def collect_datas(root: Path = ROOT, warn: bool = True) -> list[tuple[str, str]]:
    """PyInstaller ``datas``: (source path, destination folder inside the bundle) pairs.

    Empty or absent folders are skipped with a warning instead of failing, because git does not
    keep empty folders and PyInstaller rejects a source that matches nothing; missing fonts fail.
    """
    if not font_files(root):
        raise BuildError(f"no fonts in {root / FONT_DIR}: the app cannot draw text without them")
    datas: list[tuple[str, str]] = []
    for source, dest in DATA_TREES:
        folder = root / source
        if _has_files(folder) and source in NOT_BUNDLED:
            # folder by folder, leaving out what only the repository needs (the README's screenshots)
            for child in sorted(folder.iterdir()):
                if child.name in NOT_BUNDLED[source] or not _has_files(child):
                    continue
                datas.append((str(child), f"{dest}/{child.name}"))
        elif _has_files(folder):
            datas.append((str(folder), dest))
        elif warn:
            print(f"build: warning: {source}/ is empty or missing, not bundled", file=sys.stderr)
    for path in _package_text_files(root):
        datas.append((str(path), path.parent.relative_to(root).as_posix()))
    for path in compiled_catalogues(root):
        datas.append((str(path), path.parent.relative_to(root).as_posix()))
    return datas


def compiled_catalogues(root: Path = ROOT) -> list[Path]:
    """The ``.mo`` files the app reads its translations from (the ``.po`` sources stay behind)."""
    return sorted((root / LOCALE).rglob("*.mo"))


def compile_catalogues() -> int:
    """Compile every ``.po`` into its ``.mo`` with Babel (from the build extras) before bundling."""
    print("build: compiling the translations", flush=True)
    return subprocess.run([sys.executable, str(MESSAGES_SCRIPT), "compile"], cwd=ROOT).returncode


def hidden_imports(root: Path = ROOT) -> list[str]:
    """Every module of the ``tabletop`` package.

    Game scenes are imported on demand inside functions; listing the whole package means a game
    added later cannot silently go missing from the bundle because of how it is imported.
    """
    names: list[str] = []
    for path in sorted((root / "tabletop").rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        elif parts[-1] == "__main__":
            continue
        names.append(".".join(parts))
    return names


def expected_outputs(programs: Sequence[str], dist: Path = DIST) -> list[Path]:
    """The executables a build of ``programs`` must leave behind."""
    exe = ".exe" if sys.platform == "win32" else ""
    outputs: list[Path] = []
    for name in programs:
        outputs.append(dist / name / f"{name}{exe}")
        outputs.append(dist / f"{name}-onefile{exe}")
    return outputs


def _size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="build.py",
        description="Package Tabletop with PyInstaller into dist/tabletop/ (one folder) and "
        "dist/tabletop-onefile (one file).",
    )
    parser.add_argument(
        "--with-baseline",
        action="store_true",
        help="also package build_scripts/minimal_app.py the same two ways (for the benchmark)",
    )
    parser.add_argument(
        "--baseline-only",
        action="store_true",
        help="package only the minimal baseline program",
    )
    parser.add_argument(
        "--clean",
        action="store_true",
        help="empty PyInstaller's cache and the work folder first (slower)",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    programs = ["minimal"] if args.baseline_only else ["tabletop"]
    if args.with_baseline and not args.baseline_only:
        programs.append("minimal")
    if "tabletop" in programs:
        if compile_catalogues() != 0:
            print("build: the translations did not compile (Babel comes with '.[build]')", file=sys.stderr)
            return 2
        try:
            collect_datas(ROOT, warn=False)
        except BuildError as error:
            print(f"build: {error}", file=sys.stderr)
            return 2

    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level=WARN",
        f"--workpath={WORK}",
        f"--distpath={DIST}",
    ]
    if args.clean:
        command.append("--clean")
    command += ["--", *(f"--program={name}" for name in programs)]

    print(f"build: packaging {', '.join(programs)} (one folder and one file each)", flush=True)
    started = time.monotonic()
    result = subprocess.run(
        command,
        cwd=ROOT,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
    )
    elapsed = time.monotonic() - started
    if result.returncode != 0:
        print(
            f"build: PyInstaller failed with exit code {result.returncode} after {elapsed:.0f} s",
            file=sys.stderr,
        )
        return result.returncode

    missing = [path for path in expected_outputs(programs) if not path.exists()]
    if missing:
        print("build: PyInstaller finished but these are missing:", file=sys.stderr)
        for path in missing:
            print(f"  {path}", file=sys.stderr)
        return 1
    for name in programs:
        print(f"build: {DIST / name}/  {_size_mb(DIST / name):.1f} MB")
        onefile = expected_outputs([name])[1]
        print(f"build: {onefile}  {_size_mb(onefile):.1f} MB")
    print(f"build: done in {elapsed:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
