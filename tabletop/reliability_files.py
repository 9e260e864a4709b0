"""The damaged-file trials of ``tabletop benchmark --only reliability`` (issue 19).

Every kind of damaged file issue 19's independent trial found, as the app meets it, in a headless
app in a child process (so even a segmentation fault is counted): saves nested thousands deep,
numbers of thousands of digits, lone surrogates, names that are not UTF-8, a byte-order mark,
saves over 8 MB; maps nested thousands deep, in an unknown XML encoding, with a tile size of
2**31, or with junk only found when the board is first drawn (opened as the Load screen opens a
game).  And what must change no file: a finished save opened (the autosave and the last finished
game stay), a damaged autosave (said once, kept aside whole), and a Load screen with a folder full
of them.

Its own module because it is its own program: ``python -m tabletop.reliability_files`` is the
child :func:`damaged_files` runs; ``tabletop.reliability`` adds its figures and rows to the others.
"""

from __future__ import annotations

import argparse
import codecs
import functools
import json
import os
import subprocess
import sys
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from tabletop.paths import saves_dir
from tabletop.reliability_common import (
    ROOT,
    Row,
    Tally,
    child_env,
    map_folder,
    sample_saves,
    tally_map,
    verdict,
)

MB = 2**20
#: the tables whose board art is drawn from a map, and the module each reads the map's path from
BOARD_MODULES = {
    "fugitive": "tabletop.games.fugitive.table.scene",
    "outnumbered": "tabletop.games.outnumbered.table.scene",
    "outrun": "tabletop.games.outrun.table.table_draw",
}


def _with_text(data: dict[str, Any], where: str, marker: str, raw: str) -> bytes:
    """``data`` as JSON with the JSON text ``raw`` put in place of ``marker`` (what json.dumps
    itself would never write: lone surrogates, numbers of thousands of digits)."""
    text = json.dumps(data).replace(json.dumps(marker), raw, 1)
    assert raw in text, where
    return text.encode("utf-8")


def damaged_saves(samples: list[dict[str, Any]]) -> dict[str, list[tuple[bytes, bytes]]]:
    """Each class of damaged save as files: (the file name's bytes, the file's bytes)."""
    good = samples[1]
    marked = json.loads(json.dumps(good))
    marked["seats"][0]["name"] = "MARK"
    keyed = json.loads(json.dumps(good))
    keyed["options"]["MARK"] = 1
    noted = json.loads(json.dumps(good))
    noted["table"] = {"note": "MARK"}
    seeded = json.loads(json.dumps(good))
    seeded["seed"] = "MARK"
    commanded = json.loads(json.dumps(good))
    commanded["commands"][0]["seat"] = "MARK"
    padded = json.loads(json.dumps(good))
    padded["table"] = {"padding": "x" * (9 * MB)}
    deep_table = json.loads(json.dumps(good))
    deep_table["table"] = {"x": "MARK"}
    plain = json.dumps(good).encode("utf-8")
    return {
        "nested thousands deep": [
            (b"deep-list.json", b"[" * 10_000 + b"]" * 10_000),
            (b"deep-object.json", b'{"a":' * 10_000 + b"1" + b"}" * 10_000),
            (b"deep-table.json", _with_text(deep_table, "table", "MARK", "[" * 500 + "]" * 500)),
        ],
        "a number of thousands of digits": [
            (b"long-seed.json", _with_text(seeded, "seed", "MARK", "7" * 5000)),
            (b"long-seat.json", _with_text(commanded, "command", "MARK", "9" * 20_000)),
        ],
        "a lone surrogate": [
            (b"surrogate-seat.json", _with_text(marked, "seat name", "MARK", '"Ann\\ud800"')),
            (b"surrogate-key.json", _with_text(keyed, "option", "MARK", '"\\udfff"')),
            (b"surrogate-note.json", _with_text(noted, "table", "MARK", '"\\udc80x"')),
        ],
        "a file name that is not UTF-8": [
            (b"caf\xe9.json", plain),
            (b"\xff\xfe-broken.json", b"[" * 10_000),
        ],
        "a UTF-8 byte-order mark": [
            (b"bom.json", codecs.BOM_UTF8 + plain),
            (b"bom-finished.json", codecs.BOM_UTF8 + json.dumps(samples[2]).encode("utf-8")),
        ],
        "larger than 8 MB": [
            (b"padded.json", json.dumps(padded).encode("utf-8")),
            (b"spaces.json", b" " * (9 * MB) + plain),
        ],
    }


#: the files among :func:`damaged_saves` that are whole saves (an odd name, a byte-order mark)
LOADABLE = (b"caf\xe9.json", b"bom.json", b"bom-finished.json")


def _folder_bytes(folder: Path) -> dict[bytes, bytes]:
    raw = os.fsencode(folder)
    return {name: Path(os.fsdecode(os.path.join(raw, name))).read_bytes() for name in sorted(os.listdir(raw))}


def _write(folder: Path, name: bytes, data: bytes) -> Path:
    path = Path(os.fsdecode(os.path.join(os.fsencode(folder), name)))
    path.write_bytes(data)
    return path


def _try_save(path: Path) -> tuple[str, str]:
    """Load a save as the app does, then do what the app does next with it: write it back (the
    autosave), draw its seats' names and list it on the Load screen."""
    from tabletop.core import saves
    from tabletop.core.i18n import describe
    from tabletop.core.session import SaveError
    from tabletop.engine import text

    try:
        try:
            session = saves.load_session(path)
        except SaveError as err:
            outcome = ("refused", "") if describe(err).strip() else ("crashed", "a refusal without a message")
        else:
            json.dumps(session.to_save(), ensure_ascii=False).encode("utf-8")
            for seat in session.seats:
                text.measure(seat.name, 26)
            outcome = ("loaded", "")
        for slot in saves.list_saves():
            slot.name.encode("utf-8")
            text.measure(slot.name, 26)
    except Exception:  # noqa: BLE001 - counting crashes is the point
        return "crashed", traceback.format_exc(limit=3)
    return outcome


def _damaged_map_texts(seed: int) -> dict[str, list[tuple[str, str]]]:
    """Each class of damaged map read while the map is read: (game, the map's text)."""
    import re

    out: dict[str, list[tuple[str, str]]] = {
        "map nested thousands deep": [],
        "map XML in an unknown encoding": [],
    }
    out["map tile size of 2**31"] = []
    for original in sorted((ROOT / "maps").glob("*.tmx")):
        game, text = original.stem, original.read_text(encoding="utf-8")
        start = text.index("<objectgroup")
        out["map nested thousands deep"].append(
            (game, text[:start] + "<group>" * 10_000 + "</group>" * 10_000 + text[start:])
        )
        inner = '<property name="d" type="class"><properties>' * 10_000 + "</properties></property>" * 10_000
        end = re.search(r"<object [^>]*[^/]>", text)
        assert end is not None
        spliced = text[: end.end()] + "<properties>" + inner + "</properties>" + text[end.end() :]
        out["map nested thousands deep"].append((game, spliced))
        out["map XML in an unknown encoding"].append(
            (game, text.replace('encoding="UTF-8"', 'encoding="klingon"', 1))
        )
        for attr in ("tilewidth", "tileheight"):
            out["map tile size of 2**31"].append(
                (game, text.replace(f'{attr}="40"', f'{attr}="2147483648"', 1))
            )
        out["map tile size of 2**31"].append((game, text.replace('width="48"', 'width="2147483648"', 1)))
    return out


FIRST_DRAW_DAMAGE: dict[str, Callable[[str], str]] = {
    "tileset source": lambda text: text.replace('source="', 'source="nowhere/', 1),
    "CSV junk": lambda text: text.replace('<data encoding="csv">\n', '<data encoding="csv">\njunk,', 1),
    "data encoding junk": lambda text: text.replace('encoding="csv"', 'encoding="rot13"', 1),
    "base64 junk": lambda text: text.replace('encoding="csv">', 'encoding="base64">!!!', 1),
    "firstgid removed": lambda text: text.replace('firstgid="1" ', "", 1),
}


def damaged_files_here(seed: int, scratch: Path, limit: int | None = None) -> dict[str, Any]:
    """The damaged-file trials in this process (the child of :func:`damaged_files`: it opens the
    app headless, so a crash of any kind, a segmentation fault too, is counted, not suffered)."""
    import importlib

    from tabletop.core import catalogue, saves
    from tabletop.core.layout import check_tilesets, load_layout
    from tabletop.core.session import GameSession
    from tabletop.core.settings import Settings
    from tabletop.engine import board
    from tabletop.scenes.load import LoadScene
    from tabletop.scenes.navigator import open_app
    from tabletop.scenes.play import start_session
    from tabletop.scenes.title import TitleScene

    def home(name: str) -> Path:
        os.environ["TABLETOP_HOME"] = str(scratch / name)
        return saves_dir()

    samples = sample_saves(seed)
    figures: dict[str, Any] = {}
    app = open_app(Settings(animation_speed=0.0, outrun_tutorial_seen=True), window_size=(640, 360))

    def some(items: list[Any]) -> list[Any]:
        """Every trial of a kind, or the first ``limit`` of them (the tests' small amounts)."""
        return items if limit is None else items[:limit]

    # saves, one class at a time, and then all of them on one Load screen
    every = home("load-screen")
    for kind, files in damaged_saves(samples).items():
        tally = Tally()
        folder = home("saves-" + kind.replace(" ", "-"))
        for name, data in some(files):
            path = _write(folder, name, data)
            _write(every, name, data)
            before = _folder_bytes(folder)
            outcome, detail = _try_save(path)
            if _folder_bytes(folder) != before:
                outcome, detail = "crashed", "a file changed"
            tally.add(outcome, detail)
            path.unlink()
        figures[kind] = tally.to_json()

    # maps, read as a table reads them (the tile sizes checked before any picture is made)
    folder = map_folder(scratch)

    def read_map(kind: str, game: str, path: Path) -> tuple[str, str]:
        load_layout(path, tuple(load_layout(ROOT / "maps" / f"{game}.tmx").zones))
        check_tilesets(path)
        if kind == "map tile size of 2**31":
            return "crashed", f"{path.name}: a huge size reached the picture"
        board.render_layers(path)
        return "loaded", ""

    for kind, maps in _damaged_map_texts(seed).items():
        tally = Tally()
        for number, (game, text) in enumerate(some(maps)):
            path = folder / f"{game}-{number}.tmx"
            path.write_text(text, encoding="utf-8")
            tally_map(tally, path, functools.partial(read_map, kind, game, path))
        figures[kind] = tally.to_json()

    # maps that read but fail when the table first draws them: opened as Load opens a game
    tally = Tally()
    home("first-draw")
    by_game = {GameSession.from_save(s, catalogue.get).game_id: s for s in samples[::3]}
    for game, module_name in BOARD_MODULES.items():
        module: Any = importlib.import_module(module_name)
        real = module.map_path
        for number, (name, damage) in enumerate(some(list(FIRST_DRAW_DAMAGE.items()))):
            original = ROOT / "maps" / f"{game}.tmx"
            path = folder / f"{game}-draw-{number}.tmx"
            path.write_text(damage(original.read_text(encoding="utf-8")), encoding="utf-8")
            try:
                module.map_path = lambda _name, path=path: path
                floor = getattr(module, "_floor", None)
                if floor is not None:
                    floor.cache_clear()
                title = TitleScene(idle_demo=False)
                app.replace(title)
                shown = start_session(app, GameSession.from_save(by_game[game], catalogue.get))
                for _ in range(3):
                    app.step(dt=0.05)
                said = any("The board cannot be shown" in message for message, _t in app._toasts)
                if shown and app.running:
                    tally.add("loaded")
                elif said and app.top is title and app.running:
                    tally.add("refused")
                else:
                    tally.add("crashed", f"{game} {name}: no message, or the screen was lost")
            except Exception:  # noqa: BLE001
                tally.add("crashed", f"{game} {name}: " + traceback.format_exc(limit=3))
            finally:
                module.map_path = real
                board.clear_cache()
                app._toasts.clear()
                path.unlink(missing_ok=True)
                floor = getattr(module, "_floor", None)
                if floor is not None:
                    floor.cache_clear()
    figures["map junk found when first drawn"] = tally.to_json()

    # a finished save opened (Load, and the last finished game): no file changes
    tally = Tally()
    finished = [s for s in samples if GameSession.from_save(s, catalogue.get).over]
    unfinished = samples[1]
    for number, data in enumerate(some(finished)):
        folder_ = home(f"finished-{number}")
        saves.autosave_path().write_text(json.dumps(unfinished), encoding="utf-8")
        saves.last_finished_path().write_text(json.dumps(finished[number - 1]), encoding="utf-8")
        (folder_ / "finished.json").write_text(json.dumps(data), encoding="utf-8")
        before = _folder_bytes(folder_)
        try:
            app.replace(TitleScene(idle_demo=False))
            for slot_name in ("finished", "last-finished-game"):
                load = LoadScene()
                app.push(load)
                load.open(next(slot for slot in load.slots if slot.name == slot_name))
                for _ in range(40):
                    app.step(dt=0.1)
                app.replace(TitleScene(idle_demo=False))
            tally.add("untouched" if _folder_bytes(folder_) == before else "changed", "a file changed")
        except Exception:  # noqa: BLE001
            tally.add("crashed", traceback.format_exc(limit=3))
    figures["finished save opened"] = tally.to_json()

    # a damaged autosave: the title says why Continue is gone and keeps the file aside
    tally = Tally()
    damaged = [f for files in damaged_saves(samples).values() for f in files if f[0] not in LOADABLE]
    damaged.append((b"cut.json", json.dumps(unfinished).encode("utf-8")[:200]))
    for number, (name, data) in enumerate(some(damaged)):
        folder_ = home(f"autosave-{number}")
        saves.autosave_path().write_bytes(data)
        try:
            app._toasts.clear()
            app.replace(TitleScene(idle_demo=False))
            app.step()
            said = any("could not be restored" in message for message, _t in app._toasts)
            kept = [p for p in folder_.iterdir() if p.name.startswith(saves.DAMAGED_AUTOSAVE_PREFIX)]
            whole = len(kept) == 1 and kept[0].read_bytes() == data and not saves.autosave_path().exists()
            load = LoadScene()
            app.push(load)
            app.step()
            listed = any(slot.path == kept[0] and slot.problem for slot in load.slots) if kept else False
            if said and whole and listed:
                tally.add("kept")
            else:
                tally.add("lost" if not whole else "crashed", f"{name!r}: said {said}, kept {whole}")
        except Exception:  # noqa: BLE001
            tally.add("crashed", traceback.format_exc(limit=3))
    figures["damaged autosave"] = tally.to_json()

    # a Load screen with a folder full of them opens, draws, and says why for each
    tally = Tally()
    home("load-screen")
    before = _folder_bytes(every)
    try:
        app.replace(TitleScene(idle_demo=False))
        load = LoadScene()
        app.push(load)
        app.step()
        for slot in list(load.slots):
            load.scroll = load.slots.index(slot)
            if slot.problem is not None:
                load.open(slot)
                if not load.error:
                    raise AssertionError(f"{slot.name}: no reason shown")
            load.place_row_buttons()
            load.dirty = True
            app.step()
        changed = _folder_bytes(every) != before
        tally.add("crashed" if changed else "opened", "a file changed")
    except Exception:  # noqa: BLE001
        tally.add("crashed", traceback.format_exc(limit=3))
    figures["load screen full of them"] = tally.to_json()
    return figures


def damaged_files(
    seed: int, scratch: Path, limit: int | None = None, timeout: float = 600.0
) -> dict[str, Any]:
    """The damaged-file trials, run in a child process with the app headless; a child that dies
    (a segmentation fault in a blit) counts as one crash, not as the end of the benchmark."""
    home = scratch / "damaged-files"
    home.mkdir(parents=True, exist_ok=True)
    env = child_env(home)
    command = [
        sys.executable,
        "-m",
        "tabletop.reliability_files",
        "--seed",
        str(seed),
        "--home",
        str(home),
    ]
    if limit is not None:
        command += ["--limit", str(limit)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"the trials": {"trials": 1, "crashed": 1, "first_crashes": ["the trials did not end"]}}
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        detail = f"the trials' process ended with {done.returncode}: {done.stderr[-600:]}"
        return {"the trials": {"trials": 1, "crashed": 1, "first_crashes": [detail]}}
    figures: dict[str, Any] = json.loads(lines[-1])
    return figures


def files_main(seed: int, home: Path, limit: int | None = None) -> int:
    """``python -m tabletop.reliability_files``: the damaged-file trials, their figures as JSON."""
    os.environ["TABLETOP_HOME"] = str(home)
    figures = damaged_files_here(seed, home, limit)
    print(json.dumps(figures), flush=True)
    return 0


# ---------------------------------------------------------------------------------------------
# the rows


#: what each damaged-file trial must come to: every outcome listed but the first is a failure
FILE_GOALS = {
    "finished save opened": ("untouched", "changed", "crashed"),
    "damaged autosave": ("kept", "lost", "crashed"),
    "load screen full of them": ("opened", "crashed"),
}


def file_rows(files: dict[str, Any]) -> list[Row]:
    """The damaged-file rows of the benchmark's reliability section."""
    out: list[Row] = []
    for kind, tally in files.items():
        outcomes = FILE_GOALS.get(kind, ("loaded", "refused", "crashed"))
        counts = " / ".join(str(tally.get(outcome, 0)) for outcome in outcomes)
        if kind in FILE_GOALS:
            good = tally.get(outcomes[0], 0) == tally["trials"]
            wanted = f"all {outcomes[0]}"
        else:
            good = tally.get("crashed", 0) == 0
            wanted = "0 crashed"
        out.append(
            (
                f"damaged files: {kind} ({tally['trials']}): {' / '.join(outcomes)}",
                counts,
                wanted,
                verdict(good),
            )
        )
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m tabletop.reliability_files --seed N --home DIR``: the damaged-file trials'
    process (:func:`damaged_files` starts it, so a crash in it is counted, not suffered)."""
    parser = argparse.ArgumentParser(prog="python -m tabletop.reliability_files")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--home", type=Path, required=True)
    parser.add_argument("--limit", type=int, default=None, help="at most this many trials of each kind")
    args = parser.parse_args(argv)
    return files_main(args.seed, args.home, args.limit)


if __name__ == "__main__":
    sys.exit(main())
