"""The packaging recipe and the benchmark's arithmetic, checked without running a build."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUILD_SCRIPT = ROOT / "build_scripts" / "build.py"
SPEC = ROOT / "build_scripts" / "tabletop.spec"


@pytest.fixture(scope="module")
def recipe() -> ModuleType:
    """build.py loaded under a name of its own (``build`` would clash with PyPA's package)."""
    spec = importlib.util.spec_from_file_location("tabletop_build_recipe", BUILD_SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def make_checkout(root: Path, fonts: bool = True) -> Path:
    """A tiny tree shaped like the real checkout, with one file of each kind the app reads."""
    files = {
        "art/cards/back.png": "png",
        "maps/museum.tmx": "<map/>",
        "tabletop/locale/tabletop.pot": 'msgid "Hi"\nmsgstr ""\n',
        "tabletop/locale/pl/LC_MESSAGES/tabletop.po": 'msgid "Hi"\nmsgstr "Cześć"\n',
        "tabletop/locale/pl/LC_MESSAGES/tabletop.mo": "compiled",
        "tabletop/games/fugitive/help.txt": "how to play",
        "tabletop/games/fugitive/rules.py": "",
        "tabletop/__init__.py": "",
    }
    if fonts:
        files["art/fonts/DejaVuSans.ttf"] = "font"
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_the_bundle_takes_art_with_its_fonts_maps_and_translations_to_the_same_places(recipe, tmp_path):
    datas = recipe.collect_datas(make_checkout(tmp_path), warn=False)
    placed = {dest: Path(source) for source, dest in datas}
    assert placed["art/fonts"] == tmp_path / "art" / "fonts"
    assert (placed["art/fonts"] / "DejaVuSans.ttf").is_file()
    assert placed["maps"] == tmp_path / "maps"
    assert placed["tabletop/locale/pl/LC_MESSAGES"] == tmp_path / "tabletop/locale/pl/LC_MESSAGES/tabletop.mo"


def test_only_compiled_catalogues_ship_not_their_po_sources(recipe, tmp_path):
    sources = [Path(source).name for source, _ in recipe.collect_datas(make_checkout(tmp_path), warn=False)]
    assert "tabletop.mo" in sources
    assert "tabletop.po" not in sources and "tabletop.pot" not in sources


def test_the_build_compiles_the_translations_first_and_stops_if_they_do_not_compile(recipe, monkeypatch):
    ran: list[list[str]] = []

    def run(command, **kwargs):
        ran.append([str(part) for part in command])
        return subprocess.CompletedProcess(command, 1)

    monkeypatch.setattr(recipe.subprocess, "run", run)
    assert recipe.main([]) == 2
    assert ran == [[sys.executable, str(recipe.MESSAGES_SCRIPT), "compile"]], "PyInstaller must not run"
    assert "babel" in recipe.EXCLUDES, "Babel is a build tool; the app reads .mo files with gettext"


def test_help_text_files_keep_their_package_relative_folder(recipe, tmp_path):
    datas = recipe.collect_datas(make_checkout(tmp_path), warn=False)
    assert (str(tmp_path / "tabletop/games/fugitive/help.txt"), "tabletop/games/fugitive") in datas
    assert not any(source.endswith(".py") for source, _ in datas)


def test_the_build_refuses_to_go_on_without_fonts(recipe, tmp_path):
    with pytest.raises(recipe.BuildError, match="fonts"):
        recipe.collect_datas(make_checkout(tmp_path, fonts=False), warn=False)


def test_an_empty_asset_folder_is_skipped_rather_than_breaking_pyinstaller(recipe, tmp_path):
    checkout = make_checkout(tmp_path)
    (checkout / "maps" / "museum.tmx").unlink()
    destinations = [dest for _, dest in recipe.collect_datas(checkout, warn=False)]
    assert "maps" not in destinations
    assert "art/fonts" in destinations


def test_the_real_checkout_ships_fonts(recipe):
    assert recipe.font_files(ROOT), "art/fonts must hold the fonts the app draws with"


def test_every_tabletop_module_is_a_hidden_import_so_lazily_imported_games_are_bundled(recipe):
    names = recipe.hidden_imports(ROOT)
    assert "tabletop.paths" in names
    assert "tabletop.games" in names
    assert not any(name.endswith("__main__") for name in names)


def test_the_spec_takes_datas_excludes_and_both_layouts_from_the_recipe():
    text = SPEC.read_text(encoding="utf-8")
    for needle in ("collect_datas", "EXCLUDES", "hidden_imports", "COLLECT(", 'name=f"{name}-onefile"'):
        assert needle in text
    for folder in ("art", "maps", "locale", "fonts"):
        assert folder in text


def test_big_unneeded_modules_are_kept_out_of_the_bundle(recipe):
    for module in ("tkinter", "numpy", "pytest"):
        assert module in recipe.EXCLUDES


def test_the_build_names_a_folder_app_and_a_one_file_app_per_program(recipe, tmp_path):
    outputs = [
        path.relative_to(tmp_path).as_posix().removesuffix(".exe")
        for path in recipe.expected_outputs(["tabletop", "minimal"], tmp_path)
    ]
    assert outputs == ["tabletop/tabletop", "tabletop-onefile", "minimal/minimal", "minimal-onefile"]


def test_build_script_explains_itself_with_help():
    result = subprocess.run(
        [sys.executable, str(BUILD_SCRIPT), "--help"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0
    assert "--with-baseline" in result.stdout


def test_benchmark_percentiles_interpolate_between_ranks():
    from tabletop.benchmark import percentile

    frames = [float(ms) for ms in range(1, 101)]
    assert percentile(frames, 50) == pytest.approx(50.5)
    assert percentile(frames, 99) == pytest.approx(99.01)
    assert percentile([7.0], 99) == 7.0


def test_benchmark_judges_each_target_only_when_measured():
    from tabletop.benchmark import Report, targets

    report = Report(figures={"frame": {"p99_ms": 9.5}, "launch": {"source": {"app_s": 0.5, "ratio": 1.2}}})
    verdicts = targets(report)
    assert verdicts["p99_frame_ms"]["met"] is False
    assert verdicts["launch_ratio"]["met"] is True
    assert verdicts["idle_cpu_percent"]["met"] is None


def test_the_readme_screenshots_stay_out_of_the_bundle(recipe, tmp_path):
    checkout = make_checkout(tmp_path)
    (checkout / "art" / "screenshots").mkdir()
    (checkout / "art" / "screenshots" / "table.png").write_bytes(b"png")
    destinations = [dest for _, dest in recipe.collect_datas(checkout, warn=False)]
    assert "art/fonts" in destinations
    assert not any("screenshots" in dest for dest in destinations)


def test_linux_keeps_its_output_paths_with_no_suffix_and_a_console(recipe, tmp_path):
    target = recipe.target_for("linux")
    outputs = [
        p.relative_to(tmp_path).as_posix() for p in recipe.expected_outputs(["tabletop"], tmp_path, target)
    ]
    assert outputs == ["tabletop/tabletop", "tabletop-onefile"]
    assert (target.console_onedir, target.console_onefile, target.strip) == (True, True, True)
    assert target.icon is None and target.app_bundle is None and not target.version_resource


def test_windows_builds_windowed_exe_files_with_the_ico_icon_and_a_version_resource(recipe, tmp_path):
    target = recipe.target_for("win32")
    outputs = [
        p.relative_to(tmp_path).as_posix() for p in recipe.expected_outputs(["tabletop"], tmp_path, target)
    ]
    assert outputs == ["tabletop/tabletop.exe", "tabletop-onefile.exe"]
    assert (target.console_onedir, target.console_onefile, target.strip) == (False, False, False)
    assert target.icon == "art/icon/tabletop.ico" and (ROOT / target.icon).is_file()
    assert target.version_resource and target.app_bundle is None


def test_macos_wraps_the_folder_app_in_a_bundle_with_the_icns_icon_and_keeps_a_one_file_binary(
    recipe, tmp_path
):
    target = recipe.target_for("darwin")
    outputs = [
        p.relative_to(tmp_path).as_posix() for p in recipe.expected_outputs(["tabletop"], tmp_path, target)
    ]
    assert outputs == ["Tabletop.app/Contents/MacOS/tabletop", "tabletop-onefile"]
    assert target.app_bundle == "Tabletop.app" and target.bundle_identifier
    assert target.icon == "art/icon/tabletop.icns" and (ROOT / target.icon).is_file()
    assert not target.console_onedir, "a double-clicked .app opens no terminal"
    assert target.console_onefile, "the one-file binary is run from a terminal"
    assert not target.strip and not target.version_resource


def test_the_baseline_program_gets_no_bundle_on_macos(recipe, tmp_path):
    target = recipe.target_for("darwin")
    outputs = [
        p.relative_to(tmp_path).as_posix() for p in recipe.expected_outputs(["minimal"], tmp_path, target)
    ]
    assert outputs == ["minimal/minimal", "minimal-onefile"]


def test_the_version_comes_from_the_package_and_pyproject_reads_the_same_one(recipe):
    import tomllib

    from tabletop import __version__

    assert recipe.read_version() == __version__
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "tabletop.__version__"}


@pytest.mark.parametrize(
    ("version", "numbers"), [("0.1.0", (0, 1, 0, 0)), ("1.2.3.4", (1, 2, 3, 4)), ("2.0rc1", (2, 0, 0, 0))]
)
def test_a_version_becomes_the_four_numbers_of_a_windows_version_resource(recipe, version, numbers):
    assert recipe.version_tuple(version) == numbers


def test_the_windows_version_resource_names_the_app_and_its_version(recipe, tmp_path, monkeypatch):
    path = recipe.write_version_file(tmp_path / "version_info.txt", "0.3.1")
    text = path.read_text(encoding="utf-8")
    assert "filevers=(0, 3, 1, 0)" in text
    assert "StringStruct('ProductVersion', '0.3.1')" in text
    assert "StringStruct('OriginalFilename', 'tabletop.exe')" in text
    compat = pytest.importorskip("PyInstaller.compat")
    # versioninfo imports pefile and pywin32 (Windows-only) at the top; parsing the file needs neither
    monkeypatch.setitem(sys.modules, "pefile", sys.modules.get("pefile") or ModuleType("pefile"))
    monkeypatch.setattr(compat, "win32api", getattr(compat, "win32api", None), raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from PyInstaller.utils.win32 import versioninfo

    info = versioninfo.load_version_info_from_text_file(str(path))
    assert info.ffi.fileVersionMS == (0 << 16) | 3 and info.ffi.fileVersionLS == (1 << 16)


def test_the_spec_takes_icon_console_strip_and_bundle_from_the_target():
    text = SPEC.read_text(encoding="utf-8")
    for needle in ("this_target", "target.strip", "target.console_onedir", "target.console_onefile"):
        assert needle in text
    for needle in ("icon=ICON", "version=VERSION_FILE", "bundle_identifier=target.bundle_identifier"):
        assert needle in text
    assert "sys.platform" not in text.replace("target_for(sys.platform)", ""), "choices belong in build.py"


def test_smoke_checks_the_version_line_then_runs_the_smoke_with_a_scratch_home(recipe, monkeypatch, tmp_path):
    calls = []

    def fake_run(command, env, **kwargs):
        calls.append((command[1], env["TABLETOP_HOME"], env["SDL_VIDEODRIVER"]))
        return subprocess.CompletedProcess(command, 0, stdout="Tabletop 9.9\n", stderr="")

    monkeypatch.setattr(recipe.subprocess, "run", fake_run)
    assert recipe.smoke([tmp_path / "app"], version="9.9") == 0
    assert [c[0] for c in calls] == ["--version", "--smoke"]
    assert calls[0][1] == calls[1][1] != "" and calls[1][2] == "dummy"
    assert recipe.smoke([tmp_path / "app"], version="1.0") == 1, "a wrong version line fails"


@pytest.mark.parametrize(
    ("machine", "name"), [("AMD64", "x86_64"), ("x86_64", "x86_64"), ("aarch64", "arm64"), ("arm64", "arm64")]
)
def test_processors_are_named_as_people_know_them(recipe, machine, name):
    assert recipe.machine_name(machine) == name


def test_each_system_releases_its_folder_app_and_its_one_file_app(recipe):
    def names(platform, machine):
        return [
            (a.name, a.sources, a.kind)
            for a in recipe.release_archives(recipe.target_for(platform), machine, "0.1.0")
        ]

    assert names("linux", "x86_64") == [
        ("tabletop-0.1.0-linux-x86_64.tar.gz", ("tabletop", "tabletop-onefile"), "tar.gz")
    ]
    assert names("win32", "x86_64") == [
        ("tabletop-0.1.0-windows-x86_64.zip", ("tabletop", "tabletop-onefile.exe"), "zip")
    ]
    assert names("darwin", "arm64") == [
        ("Tabletop-0.1.0-macos-arm64.zip", ("Tabletop.app",), "ditto"),
        ("tabletop-0.1.0-macos-arm64-onefile.tar.gz", ("tabletop-onefile",), "tar.gz"),
    ]


@pytest.mark.skipif(sys.platform == "win32", reason="files on Windows have no executable bit to keep")
def test_a_linux_archive_keeps_the_programs_executable(recipe, tmp_path):
    import tarfile

    dist = tmp_path / "dist"
    (dist / "tabletop").mkdir(parents=True)
    for path in (dist / "tabletop" / "tabletop", dist / "tabletop-onefile"):
        path.write_text("#!/bin/sh\n", encoding="utf-8")
        path.chmod(0o755)
    archive = recipe.release_archives(recipe.target_for("linux"), "x86_64", "0.1.0")[0]
    written = recipe.write_archive(archive, dist, tmp_path / "release")
    with tarfile.open(written) as bundle:
        modes = {member.name: member.mode & 0o111 for member in bundle.getmembers() if member.isfile()}
    assert modes == {"tabletop/tabletop": 0o111, "tabletop-onefile": 0o111}


def test_a_windows_archive_holds_the_folder_app_and_the_exe_under_their_own_names(recipe, tmp_path):
    import zipfile

    dist = tmp_path / "dist"
    (dist / "tabletop" / "_internal").mkdir(parents=True)
    (dist / "tabletop" / "tabletop.exe").write_bytes(b"MZ")
    (dist / "tabletop" / "_internal" / "base_library.zip").write_bytes(b"PK")
    (dist / "tabletop-onefile.exe").write_bytes(b"MZ")
    archive = recipe.release_archives(recipe.target_for("win32"), "x86_64", "0.1.0")[0]
    with zipfile.ZipFile(recipe.write_archive(archive, dist, tmp_path / "release")) as bundle:
        assert sorted(bundle.namelist()) == [
            "tabletop-onefile.exe",
            "tabletop/_internal/base_library.zip",
            "tabletop/tabletop.exe",
        ]


def _run_spec(monkeypatch, platform: str) -> dict[str, list[dict]]:
    """The spec run as PyInstaller would on ``platform``, with PyInstaller's classes replaced by
    recorders: what each would have been asked to build."""
    calls: dict[str, list[dict]] = {"EXE": [], "COLLECT": [], "BUNDLE": []}

    class Analysis:
        def __init__(self, scripts, **kwargs):
            self.pure, self.scripts, self.binaries, self.datas = [], scripts, [], kwargs["datas"]

    def recorder(kind):
        def record(*args, **kwargs):
            calls[kind].append(kwargs)
            return kind

        return record

    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "argv", ["pyinstaller", "--program=tabletop"])
    namespace = {
        "SPECPATH": str(SPEC.parent),
        "Analysis": Analysis,
        "PYZ": lambda pure: "pyz",
        "EXE": recorder("EXE"),
        "COLLECT": recorder("COLLECT"),
        "BUNDLE": recorder("BUNDLE"),
    }
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return calls


def test_the_spec_on_linux_builds_console_programs_stripped_with_no_icon(monkeypatch):
    calls = _run_spec(monkeypatch, "linux")
    assert [(c["name"], c["console"], c["strip"], c["icon"], c["version"]) for c in calls["EXE"]] == [
        ("tabletop", True, True, None, None),
        ("tabletop-onefile", True, True, None, None),
    ]
    assert calls["BUNDLE"] == []


def test_the_spec_on_windows_builds_windowed_programs_with_the_icon_and_the_version_resource(monkeypatch):
    calls = _run_spec(monkeypatch, "win32")
    for exe in calls["EXE"]:
        assert exe["console"] is False and exe["strip"] is False
        assert exe["icon"].endswith("tabletop.ico")
        assert "filevers=(0, 1, 0, 0)" in Path(exe["version"]).read_text(encoding="utf-8")
    assert calls["BUNDLE"] == []


def test_the_spec_on_macos_bundles_the_folder_app_with_the_icon_identifier_and_version(monkeypatch):
    from tabletop import __version__

    calls = _run_spec(monkeypatch, "darwin")
    (bundle,) = calls["BUNDLE"]
    assert bundle["name"] == "Tabletop.app" and bundle["icon"].endswith("tabletop.icns")
    assert bundle["bundle_identifier"] == "org.tabletop.Tabletop" and bundle["version"] == __version__
    assert [(c["name"], c["console"]) for c in calls["EXE"]] == [
        ("tabletop", False),
        ("tabletop-onefile", True),
    ]
