"""Package Tabletop with PyInstaller: a one-folder app and a one-file executable from one analysis.

``python build_scripts/build.py`` writes, on Linux, ``dist/tabletop/tabletop`` (one folder) and
``dist/tabletop-onefile`` (one file); on Windows the same with ``.exe`` (both windowed, with the
icon and a version resource); on macOS ``dist/Tabletop.app`` (the one folder as an app bundle with
the icon) and ``dist/tabletop-onefile``.  :func:`target_for` holds every per-system choice as
plain data, so the tests check all three systems on any one.  ``--smoke`` then runs each build's
``--version`` and ``--smoke`` headless (``--smoke-only`` skips the build).  ``--with-baseline`` also packages
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
import ast
import itertools
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
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
PACKAGE_FILE_SUFFIXES = (".txt", ".md", ".json", ".mo", ".html", ".js", ".css")  # the phone page too

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


#: The one place the version is written (``pyproject.toml`` reads it too, as a dynamic version).
VERSION_SOURCE = ROOT / "tabletop" / "__init__.py"
ICON_DIR = "art/icon"
#: the macOS bundle's name in ``dist/`` and what Finder and the Dock call the app
APP_BUNDLE = "Tabletop.app"
BUNDLE_IDENTIFIER = "org.tabletop.Tabletop"
#: where the generated Windows version resource is written (PyInstaller's ``version=`` file)
VERSION_FILE = WORK / "version_info.txt"


@dataclass(frozen=True)
class Target:
    """What a build does on one system: the spec and :func:`main` read this and nothing else
    about the system, so every system's choices can be tested on any one."""

    platform: str  # sys.platform's value: "linux", "win32" or "darwin"
    exe_suffix: str
    #: a console window is only a nuisance where people double-click (Windows); on Linux the
    #: flag changes nothing, and a macOS one-file binary is a terminal program anyway (the .app is
    #: what people double-click there)
    console_onedir: bool
    console_onefile: bool
    #: stripping debug symbols shrinks libpython and SDL a lot on Linux; elsewhere ``strip`` is
    #: absent or breaks code signatures
    strip: bool
    icon: str | None  # relative to the checkout; PyInstaller uses it on Windows and macOS only
    version_resource: bool  # Windows: the Details tab of the .exe's Properties
    app_bundle: str | None  # macOS: the one-folder app wrapped as this .app
    bundle_identifier: str | None


def target_for(platform: str) -> Target:
    """The build's choices on ``platform`` (a ``sys.platform`` value)."""
    if platform == "win32":
        return Target(
            platform,
            exe_suffix=".exe",
            console_onedir=False,
            console_onefile=False,
            strip=False,
            icon=f"{ICON_DIR}/tabletop.ico",
            version_resource=True,
            app_bundle=None,
            bundle_identifier=None,
        )
    if platform == "darwin":
        return Target(
            platform,
            exe_suffix="",
            console_onedir=False,
            console_onefile=True,
            strip=False,
            icon=f"{ICON_DIR}/tabletop.icns",
            version_resource=False,
            app_bundle=APP_BUNDLE,
            bundle_identifier=BUNDLE_IDENTIFIER,
        )
    return Target(
        platform,
        exe_suffix="",
        console_onedir=True,
        console_onefile=True,
        strip=platform.startswith("linux"),
        icon=None,
        version_resource=False,
        app_bundle=None,
        bundle_identifier=None,
    )


def this_target() -> Target:
    return target_for(sys.platform)


def expected_outputs(programs: Sequence[str], dist: Path = DIST, target: Target | None = None) -> list[Path]:
    """The executables a build of ``programs`` must leave behind: for each, the one-folder app's
    program (inside the .app on macOS) and the one-file executable."""
    target = target or this_target()
    outputs: list[Path] = []
    for name in programs:
        if name == "tabletop" and target.app_bundle:
            outputs.append(dist / target.app_bundle / "Contents" / "MacOS" / name)
        else:
            outputs.append(dist / name / f"{name}{target.exe_suffix}")
        outputs.append(dist / f"{name}-onefile{target.exe_suffix}")
    return outputs


def read_version(source: Path = VERSION_SOURCE) -> str:
    """``__version__`` from the package, read without importing it (the build venv may lack pygame)."""
    for node in ast.parse(source.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            if isinstance(value, str):
                return value
    raise BuildError(f"no __version__ = '...' in {source}")


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """A version as the four numbers a Windows version resource holds ("0.1.0" -> (0, 1, 0, 0));
    a part's leading digits count ("1.2.0rc1" -> (1, 2, 0, 0))."""
    numbers = [int("".join(itertools.takewhile(str.isdigit, part)) or 0) for part in version.split(".")[:4]]
    numbers += [0] * (4 - len(numbers))
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def version_resource_text(version: str) -> str:
    """PyInstaller's ``version=`` file: the Windows version resource as the Python expression
    ``pyi-grab_version`` writes (PyInstaller evaluates it with its ``versioninfo`` classes)."""
    numbers = version_tuple(version)
    strings = {
        "CompanyName": "Tabletop",
        "FileDescription": "Tabletop",
        "FileVersion": version,
        "InternalName": "tabletop",
        "LegalCopyright": "MIT licence",
        "OriginalFilename": "tabletop.exe",
        "ProductName": "Tabletop",
        "ProductVersion": version,
    }
    pairs = ",\n".join(f"          StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers!r},
    prodvers={numbers!r},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
{pairs}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def write_version_file(path: Path = VERSION_FILE, version: str | None = None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(version_resource_text(version or read_version()), encoding="utf-8")
    return path


#: where ``--package`` writes the archives a release carries
RELEASE_DIR = DIST / "release"


@dataclass(frozen=True)
class Archive:
    """One file a release carries: ``name`` made from ``sources`` (relative to ``dist/``)."""

    name: str
    sources: tuple[str, ...]
    #: "tar.gz" keeps Linux's executable bits; "zip" is what Windows opens; "ditto" is macOS's own
    #: zip, which keeps a .app bundle's symlinks and extended attributes
    kind: str


def machine_name(machine: str | None = None) -> str:
    """The processor as people name it in a download: x86_64 or arm64."""
    name = (machine or platform.machine()).lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(name, name)


def release_archives(target: Target, machine: str, version: str) -> list[Archive]:
    """What a release carries from one system's build: the one-folder app and the one-file app."""
    system = {"win32": "windows", "darwin": "macos"}.get(target.platform, "linux")
    stem = f"tabletop-{version}-{system}-{machine}"
    onefile = f"tabletop-onefile{target.exe_suffix}"
    if target.app_bundle:
        return [
            Archive(f"Tabletop-{version}-macos-{machine}.zip", (target.app_bundle,), "ditto"),
            Archive(f"{stem}-onefile.tar.gz", (onefile,), "tar.gz"),
        ]
    if target.platform == "win32":
        return [Archive(f"{stem}.zip", ("tabletop", onefile), "zip")]
    return [Archive(f"{stem}.tar.gz", ("tabletop", onefile), "tar.gz")]


def write_archive(archive: Archive, dist: Path = DIST, out: Path = RELEASE_DIR) -> Path:
    """Pack ``archive`` from ``dist`` into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    target = out / archive.name
    if archive.kind == "ditto":  # macOS only: the .app as Finder would zip it
        (source,) = archive.sources
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(dist / source), str(target)], check=True)
    elif archive.kind == "zip":
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as bundle:
            for source in archive.sources:
                path = dist / source
                files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
                for file in files:
                    bundle.write(file, file.relative_to(dist).as_posix())
    else:
        with tarfile.open(target, "w:gz") as bundle:
            for source in archive.sources:
                bundle.add(dist / source, arcname=source)
    return target


def package(dist: Path = DIST, out: Path = RELEASE_DIR) -> list[Path]:
    """Write this system's release archives (after a build); returns their paths."""
    if out.exists():
        shutil.rmtree(out)
    archives = release_archives(this_target(), machine_name(), read_version())
    return [write_archive(archive, dist, out) for archive in archives]


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
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="after the build, run each app's --version and --smoke headless with a scratch TABLETOP_HOME",
    )
    parser.add_argument(
        "--package",
        action="store_true",
        help="pack the apps already in dist/ into dist/release/ as a release carries them, without building",
    )
    parser.add_argument(
        "--smoke-only",
        action="store_true",
        help="run those checks on the apps already in dist/ without building",
    )
    return parser.parse_args(argv)


def smoke_env(home: Path) -> dict[str, str]:
    """No window, no sound device, and saves and settings in a scratch folder."""
    return {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "TABLETOP_HOME": str(home),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }


def smoke(executables: Sequence[Path], version: str | None = None) -> int:
    """Run ``--version`` and ``--smoke`` on each packaged app; 0 when all of them pass.

    Run through Python so it is the same on every system: a windowed Windows program is waited
    for like any other, and its output comes back through the pipes."""
    expected = f"Tabletop {version or read_version()}"
    failures = 0
    for exe in executables:
        with tempfile.TemporaryDirectory(prefix="tabletop-smoke-") as home:
            env = smoke_env(Path(home))
            shown = subprocess.run(
                [str(exe), "--version"], env=env, capture_output=True, text=True, timeout=300
            )
            if shown.returncode != 0 or shown.stdout.strip() != expected:
                print(
                    f"build: {exe} --version gave {shown.stdout.strip()!r} (exit {shown.returncode}), "
                    f"not {expected!r}\n{shown.stderr}",
                    file=sys.stderr,
                )
                failures += 1
                continue
            print(f"build: {exe} --version: {expected}", flush=True)
            started = time.monotonic()
            result = subprocess.run([str(exe), "--smoke"], env=env, stdin=subprocess.DEVNULL, timeout=900)
            elapsed = time.monotonic() - started
            print(f"build: {exe} --smoke: exit {result.returncode} after {elapsed:.0f} s", flush=True)
            failures += result.returncode != 0
    return 1 if failures else 0


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    programs = ["minimal"] if args.baseline_only else ["tabletop"]
    if args.with_baseline and not args.baseline_only:
        programs.append("minimal")
    if args.smoke_only:
        return smoke(expected_outputs(["tabletop"]))
    if args.package:
        for path in package():
            print(f"build: {path}  {_size_mb(path):.1f} MB")
        return 0
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
    if this_target().app_bundle and "tabletop" in programs:
        print(f"build: {DIST / APP_BUNDLE}  {_size_mb(DIST / APP_BUNDLE):.1f} MB")
    print(f"build: done in {elapsed:.0f} s")
    if args.smoke and "tabletop" in programs:
        return smoke(expected_outputs(["tabletop"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
