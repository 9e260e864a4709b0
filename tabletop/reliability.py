"""``tabletop benchmark --only reliability``: how the app holds up when things go wrong.

Five trials, each counted, never assumed:

- **kill -9**: a game of computer players runs in a child process (the real app, headless, with
  its autosave) and is killed without warning at a random moment; then the autosave is loaded
  as Continue would.  Every command the child had reported as applied must be in it (or, for a game
  that ended before the kill, in the last finished game that took its place).
- **mutated saves**: real saves of every game, damaged at random (bytes flipped or cut, entries
  deleted or given values of the wrong kind, commands swapped, dropped or repeated), are loaded
  and listed as the Load screen would: each is loaded, refused with a message, or crashes.  A good
  save and the autosave beside them must come through byte for byte.
- **mutated maps**: the board maps, damaged the same way at the XML level (numbers that are not
  numbers, infinity, 1e309, missing or doubled zones, cut files), are loaded as a table would
  (layout with the zones the shipped map has, and the board art): loaded, refused, or crashed.
- **damaged files**: every kind of damaged file issue 19's independent trial found, as the app
  meets it, in a headless app in a child process (so even a segmentation fault is counted): saves
  nested thousands deep, numbers of thousands of digits, lone surrogates, names that are not UTF-8,
  a byte-order mark, saves over 8 MB; maps nested thousands deep, in an unknown XML encoding, with
  a tile size of 2**31, or with junk only found when the board is first drawn (opened as the Load
  screen opens a game).  And what must change no file: a finished save opened (the autosave and
  the last finished game stay), a damaged autosave (said once, kept aside whole), and a Load screen
  with a folder full of them.
- **playouts**: random full games of every game, with the invariants checked after each command
  (legal commands are accepted, every seat's view is plain JSON, the game ends, and a save of it
  replays to the same views).

A crash is any exception other than the clear refusal each loader promises.  The figures are
data; ``tabletop.benchmark`` prints them beside the others.
"""

from __future__ import annotations

import argparse
import codecs
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tabletop

ROOT = Path(tabletop.__file__).resolve().parent.parent
STEP_CAP = 6000  # commands a random playout may take before it counts as endless
CHILD_MOVE_CAP = 400  # the kill trial's game stops here if it has not ended (it is killed sooner)

Row = tuple[str, str, str, str]


@dataclass
class Tally:
    """Outcomes of one kind of trial, with the first few crashes kept to be read."""

    trials: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    crashes: list[str] = field(default_factory=list)

    def add(self, outcome: str, detail: str = "") -> None:
        self.trials += 1
        self.counts[outcome] = self.counts.get(outcome, 0) + 1
        if outcome == "crashed" and len(self.crashes) < 5:
            self.crashes.append(detail)

    def get(self, outcome: str) -> int:
        return self.counts.get(outcome, 0)

    def to_json(self) -> dict[str, Any]:
        return {"trials": self.trials, **self.counts, "first_crashes": self.crashes}


# ---------------------------------------------------------------------------------------------
# kill -9


def _child_command(game: str, seed: int, home: Path) -> list[str]:
    return [
        sys.executable,
        "-m",
        "tabletop.reliability",
        "child",
        "--game",
        game,
        "--seed",
        str(seed),
        "--home",
        str(home),
    ]


def kill_trial(game: str, seed: int, wait: float, scratch: Path, timeout: float = 60.0) -> dict[str, Any]:
    """Run a computer game in a child, kill it with SIGKILL after ``wait`` seconds, load its autosave.

    Returns the commands the child reported applied, the commands the autosave holds, and whether
    Continue could load it."""
    from tabletop.core import catalogue
    from tabletop.core.saves import read_save_data
    from tabletop.core.session import GameSession, SaveError

    home = scratch / f"kill-{game}-{seed}"
    home.mkdir(parents=True, exist_ok=True)
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "TABLETOP_HOME": str(home),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "PYTHONPATH": str(ROOT),
    }
    child = subprocess.Popen(
        _child_command(game, seed, home),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    reported: list[int] = []
    finished = threading.Event()

    def read() -> None:
        assert child.stdout is not None
        for line in child.stdout:
            line = line.strip()
            if line.isdigit():
                reported.append(int(line))
            elif line == "done":
                finished.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    started = time.monotonic()
    while time.monotonic() - started < timeout and not reported and child.poll() is None:
        time.sleep(0.02)  # the clock starts once the game is running (a loaded machine starts it late)
    time.sleep(wait)
    child.kill()  # SIGKILL on Linux and macOS, TerminateProcess on Windows: no chance to clean up
    child.wait(timeout)
    reader.join(5)
    applied = max(reported, default=0)
    path = home / "data" / "saves" / "autosave.json"
    # a game that ended before the kill rightly has no autosave: it is kept as the last finished
    # game, and its commands are counted there
    finished_path = home / "data" / "saves" / "last-finished-game.json"
    kept = path if path.exists() else finished_path
    saved, problem = 0, None
    if kept.exists():
        try:
            session = GameSession.from_save(read_save_data(kept), catalogue.get)
            saved = len(session.steps)
        except SaveError as err:
            problem = str(err)
    return {
        "applied": applied,
        "saved": saved,
        "lost": max(0, applied - saved),
        "problem": problem,
        "ended": finished.is_set(),
        "autosave": path.exists(),
    }


def child_main(game: str, seed: int, home: Path) -> int:
    """The kill trial's child: a game of computer players on the real app, headless, printing
    the number of commands applied (and so autosaved) after each one."""
    os.environ["TABLETOP_HOME"] = str(home)
    from tabletop.core import catalogue
    from tabletop.core.seats import Seat, SeatKind, default_seats
    from tabletop.core.session import GameSession
    from tabletop.core.settings import ComputerSpeed, Settings
    from tabletop.scenes.navigator import open_app

    info = catalogue.get(game)
    players = max(2, info.min_players) if info.max_players >= 2 else info.min_players
    seats = [Seat(s.name, s.colour, SeatKind.COMPUTER, "casual") for s in default_seats(players)]
    app = open_app(Settings(animation_speed=0.0, computer_speed=ComputerSpeed.FAST), window_size=(640, 360))
    session = GameSession.new(info, {"players": players}, seed, seats)
    table = info.table_class()(session)
    # the game runs as fast as it can: its clock (a race's and its countdown's) moves by each frame's
    # time, not the wall's, as the frames themselves do
    clock = [time.perf_counter_ns()]
    app.stamp_clock = lambda: clock[0]
    app.fine_sleep = lambda seconds: None
    app.push(table)
    last = -1
    while not session.over and len(session.steps) < CHILD_MOVE_CAP:
        clock[0] += 100_000_000
        app.step(dt=0.1)
        table.computers.join(5)
        count = len(session.steps)
        if count != last:
            print(count, flush=True)
            last = count
    print("done", flush=True)
    return 0


def kill_trials(trials: int, seed: int, scratch: Path, progress: Callable[[str], None]) -> dict[str, Any]:
    from tabletop.core import catalogue

    rng = random.Random(seed)
    games = [info.id for info in catalogue.playable() if info.bots_module]
    lost_total, problems, runs = 0, 0, []
    for number in range(trials):
        game = games[number % len(games)]
        wait = rng.uniform(0.3, 4.0)
        result = kill_trial(game, rng.randrange(1, 10**6), wait, scratch)
        runs.append(result)
        lost_total += result["lost"]
        problems += result["problem"] is not None
        if (number + 1) % 10 == 0:
            progress(f"kill -9 trials: {number + 1} of {trials}")
    return {
        "trials": trials,
        "commands_lost": lost_total,
        "trials_losing_commands": sum(1 for r in runs if r["lost"]),
        "autosaves_unreadable": problems,
        "commands_applied": sum(r["applied"] for r in runs),
        "killed_before_first_command": sum(1 for r in runs if r["applied"] == 0),
    }


# ---------------------------------------------------------------------------------------------
# mutated saves

JUNK: tuple[Any, ...] = (None, -1, 0, 10**30, 1e308, "x", "", [], {}, True, [[1]], {"a": 1}, -(2**63), 2.5)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON tree (keys and indices), for picking one to damage."""
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*prefix, index))
    return found


def _parent(tree: Any, path: tuple[Any, ...]) -> tuple[Any, Any]:
    node = tree
    for key in path[:-1]:
        node = node[key]
    return node, path[-1]


def mutate_json(data: Any, rng: random.Random) -> str:
    """A save damaged one way or another, as the text that would be on disk."""
    tree = json.loads(json.dumps(data))
    text = json.dumps(tree)
    kind = rng.randrange(10)
    if kind == 0:  # bytes flipped
        raw = bytearray(text.encode())
        for _ in range(rng.randint(1, 4)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return raw.decode("utf-8", errors="replace")
    if kind == 1:  # cut short (a crash mid-write of a program that does not write atomically)
        return text[: rng.randrange(len(text))]
    paths = [p for p in _paths(tree) if p]
    path = rng.choice(paths)
    parent, key = _parent(tree, path)
    commands = tree.get("commands") if isinstance(tree, dict) else None
    if kind in (2, 3):  # a value of the wrong kind, or a number out of range
        parent[key] = rng.choice(JUNK)
    elif kind == 4 and isinstance(parent, dict):  # an entry deleted
        del parent[key]
    elif kind == 5 and isinstance(commands, list) and len(commands) > 1:  # two commands swapped
        i, j = rng.sample(range(len(commands)), 2)
        commands[i], commands[j] = commands[j], commands[i]
    elif kind == 6 and isinstance(commands, list) and commands:  # a command repeated
        index = rng.randrange(len(commands))
        commands.insert(index, json.loads(json.dumps(commands[index])))
    elif kind == 7 and isinstance(commands, list) and commands:  # a command dropped
        del commands[rng.randrange(len(commands))]
    elif kind == 8 and isinstance(commands, list) and commands:  # a command's field changed
        command = rng.choice(commands)
        if isinstance(command, dict) and command:
            name = rng.choice(sorted(command))
            command[name] = rng.choice((*JUNK, "seat", 1, 2, 3, 41, 42, 99))
    else:  # an unexpected extra entry
        if isinstance(parent, dict):
            parent[f"extra{rng.randrange(100)}"] = rng.choice(JUNK)
        else:
            parent[key] = rng.choice(JUNK)
    return json.dumps(tree)


def _sample_saves(seed: int) -> list[dict[str, Any]]:
    """Real saves of every playable game: early, mid-game and finished."""
    from tabletop.core import catalogue
    from tabletop.core.seats import default_seats
    from tabletop.core.session import GameSession

    saves_: list[dict[str, Any]] = []
    rng = random.Random(seed)
    for info in catalogue.playable():
        for moves in (5, 40, STEP_CAP):
            players = max(info.min_players, min(2, info.max_players))
            session = GameSession.new(
                info, {"players": players}, rng.randrange(1, 10**6), default_seats(players)
            )
            for _ in range(moves):
                acting = session.to_act()
                if not acting or session.over:
                    break
                session.apply(rng.choice(session.legal(acting[0])))
            if session.steps:
                session.keep_private(0, "notes", {"marked": [1, 2, 3]})
            saves_.append(session.to_save())
    return saves_


def mutated_saves(count: int, seed: int, scratch: Path) -> dict[str, Any]:
    """Load and list ``count`` damaged saves; a good save and the autosave must stay untouched."""
    from tabletop.core import saves
    from tabletop.core.i18n import describe
    from tabletop.core.session import SaveError

    os.environ["TABLETOP_HOME"] = str(scratch / "saves-home")
    rng = random.Random(seed)
    samples = _sample_saves(seed)
    keeper = saves.saves_dir() / "keeper.json"
    keeper.write_text(json.dumps(samples[0]), encoding="utf-8")
    saves.autosave_path().write_text(json.dumps(samples[1]), encoding="utf-8")
    before = (keeper.read_bytes(), saves.autosave_path().read_bytes())
    loading, listing = Tally(), Tally()
    damaged = saves.saves_dir() / "damaged.json"
    for _ in range(count):
        damaged.write_text(mutate_json(rng.choice(samples), rng), encoding="utf-8")
        try:
            session = saves.load_session(damaged)
            for seat in [None, *range(len(session.seats))]:
                json.dumps(session.view(seat))
            json.dumps(session.to_save())
            loading.add("loaded")
        except SaveError as err:
            message = describe(err)
            loading.add("refused" if message.strip() else "crashed", "a refusal without a message")
        except Exception:  # noqa: BLE001 - counting crashes is the point
            loading.add("crashed", traceback.format_exc(limit=3))
        try:
            slots = saves.list_saves()
            listing.add("listed" if any(s.path == damaged for s in slots) else "crashed", "not listed")
        except Exception:  # noqa: BLE001
            listing.add("crashed", traceback.format_exc(limit=3))
    damaged.unlink(missing_ok=True)
    untouched = before == (keeper.read_bytes(), saves.autosave_path().read_bytes())
    return {"load": loading.to_json(), "list": listing.to_json(), "saved_files_untouched": untouched}


# ---------------------------------------------------------------------------------------------
# mutated maps

ODD_NUMBERS = (
    "nan",
    "NaN",
    "inf",
    "-inf",
    "1e309",
    "-1e309",
    "-5",
    "0",
    "",
    "abc",
    "12.5.3",
    "99999999999",
    "1e6",
)


def mutate_map(text: str, rng: random.Random) -> str:
    """A board map damaged at the XML level."""
    import xml.etree.ElementTree as ElementTree

    kind = rng.randrange(6)
    if kind == 0:
        return text[: rng.randrange(len(text))]
    if kind == 1:
        raw = bytearray(text.encode())
        for _ in range(rng.randint(1, 3)):
            raw[rng.randrange(len(raw))] = rng.randrange(32, 127)
        return raw.decode("utf-8", errors="replace")
    root = ElementTree.fromstring(text)
    elements = list(root.iter())
    element = rng.choice(elements)
    if kind == 2 and element.attrib:  # an attribute given an odd value
        name = rng.choice(sorted(element.attrib))
        element.set(name, rng.choice(ODD_NUMBERS))
    elif kind == 3 and element.attrib:  # an attribute removed
        del element.attrib[rng.choice(sorted(element.attrib))]
    elif kind == 4:  # an element removed
        parents = {child: parent for parent in root.iter() for child in parent}
        if element in parents:
            parents[element].remove(element)
    else:  # an object or property doubled
        parents = {child: parent for parent in root.iter() for child in parent}
        if element in parents:
            parents[element].append(element)
    return ElementTree.tostring(root, encoding="unicode")


def mutated_maps(count: int, seed: int, scratch: Path) -> dict[str, Any]:
    """Load ``count`` damaged copies of the board maps as a table would."""
    from tabletop.core.layout import LayoutError, load_layout
    from tabletop.engine import board

    rng = random.Random(seed)
    originals = sorted((ROOT / "maps").glob("*.tmx"))
    folder = scratch / "maps"
    folder.mkdir(parents=True, exist_ok=True)
    for extra in (ROOT / "maps").glob("*.tsx"):  # tilesets beside the map, as in maps/
        (folder / extra.name).write_bytes(extra.read_bytes())
    art = scratch / "art"
    if not art.exists():
        art.symlink_to(ROOT / "art", target_is_directory=True)  # the tilesets' images, as ../art
    tally = Tally()
    for number in range(count):
        original = rng.choice(originals)
        zones = tuple(load_layout(original).zones)
        damaged = folder / f"{original.stem}-{number}.tmx"
        damaged.write_text(mutate_map(original.read_text(encoding="utf-8"), rng), encoding="utf-8")
        try:
            load_layout(damaged, zones)
            board.render_layers(damaged)
            tally.add("loaded")
        except LayoutError as err:
            tally.add("refused" if str(err).startswith(str(damaged)) else "crashed", f"unnamed: {err}")
        except Exception:  # noqa: BLE001
            tally.add("crashed", traceback.format_exc(limit=3))
        finally:
            board.clear_cache()
            damaged.unlink(missing_ok=True)
    return tally.to_json()


# ---------------------------------------------------------------------------------------------
# damaged files (issue 19): every class the independent trial found, each as the app meets it

MB = 2**20
#: the tables whose board art is drawn from a map, and the module each reads the map's path from
BOARD_MODULES = {
    "fugitive": "tabletop.games.fugitive.scene",
    "outnumbered": "tabletop.games.outnumbered.scene",
    "outrun": "tabletop.games.outrun.table_draw",
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
    from tabletop.core.layout import LayoutError, check_tilesets, load_layout
    from tabletop.core.session import GameSession
    from tabletop.core.settings import Settings
    from tabletop.engine import board
    from tabletop.scenes.load import LoadScene
    from tabletop.scenes.navigator import open_app
    from tabletop.scenes.play import start_session
    from tabletop.scenes.title import TitleScene

    def home(name: str) -> Path:
        os.environ["TABLETOP_HOME"] = str(scratch / name)
        return saves.saves_dir()

    samples = _sample_saves(seed)
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
    folder = scratch / "maps"
    folder.mkdir(parents=True, exist_ok=True)
    for extra in (ROOT / "maps").glob("*.tsx"):
        (folder / extra.name).write_bytes(extra.read_bytes())
    art = scratch / "art"
    if not art.exists():
        art.symlink_to(ROOT / "art", target_is_directory=True)
    for kind, maps in _damaged_map_texts(seed).items():
        tally = Tally()
        for number, (game, text) in enumerate(some(maps)):
            path = folder / f"{game}-{number}.tmx"
            path.write_text(text, encoding="utf-8")
            try:
                load_layout(path, tuple(load_layout(ROOT / "maps" / f"{game}.tmx").zones))
                check_tilesets(path)
                if kind == "map tile size of 2**31":
                    tally.add("crashed", f"{path.name}: a huge size reached the picture")
                else:
                    board.render_layers(path)
                    tally.add("loaded")
            except LayoutError as err:
                tally.add("refused" if str(err).startswith(str(path)) else "crashed", f"unnamed: {err}")
            except Exception:  # noqa: BLE001
                tally.add("crashed", traceback.format_exc(limit=3))
            finally:
                board.clear_cache()
                path.unlink(missing_ok=True)
        figures[kind] = tally.to_json()

    # maps that read but fail when the table first draws them: opened as Load opens a game
    tally = Tally()
    home("first-draw")
    by_game = {GameSession.from_save(s, catalogue.get).game_id: s for s in samples[::3]}
    for game, module_name in BOARD_MODULES.items():
        module = importlib.import_module(module_name)
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
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "TABLETOP_HOME": str(home),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "PYTHONPATH": str(ROOT),
    }
    command = [
        sys.executable,
        "-m",
        "tabletop.reliability",
        "files",
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
    """``python -m tabletop.reliability files``: the damaged-file trials, their figures as JSON."""
    os.environ["TABLETOP_HOME"] = str(home)
    figures = damaged_files_here(seed, home, limit)
    print(json.dumps(figures), flush=True)
    return 0


# ---------------------------------------------------------------------------------------------
# playouts


def playouts(per_game: int, seed: int) -> dict[str, Any]:
    """Random full games of every game, the invariants checked after every command."""
    from tabletop.core import catalogue
    from tabletop.core.contract import IllegalCommand
    from tabletop.core.seats import default_seats
    from tabletop.core.session import GameSession

    rng = random.Random(seed)
    figures: dict[str, Any] = {}
    for info in catalogue.playable():
        tally = Tally()
        commands = 0
        for _ in range(per_game):
            players = rng.randint(info.min_players, info.max_players)
            session = GameSession.new(
                info, {"players": players}, rng.randrange(1, 10**6), default_seats(players)
            )
            try:
                while not session.over and len(session.steps) < STEP_CAP:
                    seat = session.to_act()[0]
                    legal = session.legal(seat)
                    if not legal:
                        raise AssertionError(f"seat {seat} is to act but has no legal command")
                    session.apply(rng.choice(legal))
                    for viewer in [None, *range(players)]:
                        json.dumps(session.view(viewer))
                commands += len(session.steps)
                if not session.over:
                    tally.add("endless")
                    continue
                replayed = GameSession.from_save(json.loads(json.dumps(session.to_save())), catalogue.get)
                same = all(replayed.view(v) == session.view(v) for v in [None, *range(players)])
                tally.add("ended" if same else "crashed", "the save replays to another game")
            except IllegalCommand as err:
                tally.add("crashed", f"a legal command was refused: {err}")
            except Exception:  # noqa: BLE001
                tally.add("crashed", traceback.format_exc(limit=3))
        figures[info.id] = {**tally.to_json(), "commands": commands}
    return figures


# ---------------------------------------------------------------------------------------------
# the section


@dataclass(frozen=True)
class Amounts:
    kills: int
    saves: int
    maps: int
    playouts: int

    @classmethod
    def for_run(cls, quick: bool) -> Amounts:
        return cls(10, 200, 60, 10) if quick else cls(100, 1000, 300, 50)


def measure(
    amounts: Amounts, seed: int = 2026, progress: Callable[[str], None] = lambda m: None
) -> dict[str, Any]:
    """Every trial, in a scratch folder; the player's own saves are never touched."""
    home_before = os.environ.get("TABLETOP_HOME")
    try:
        with tempfile.TemporaryDirectory(prefix="tabletop-reliability-") as name:
            scratch = Path(name)
            progress(f"reliability: {amounts.kills} kill -9 trials")
            kills = kill_trials(amounts.kills, seed, scratch, progress)
            progress(f"reliability: {amounts.saves} damaged saves")
            saves_ = mutated_saves(amounts.saves, seed, scratch)
            progress(f"reliability: {amounts.maps} damaged maps")
            maps = mutated_maps(amounts.maps, seed, scratch)
            progress("reliability: damaged files of every kind issue 19 found")
            files = damaged_files(seed, scratch)
            progress(f"reliability: {amounts.playouts} random games of each game")
            games = playouts(amounts.playouts, seed)
    finally:
        if home_before is None:
            os.environ.pop("TABLETOP_HOME", None)
        else:
            os.environ["TABLETOP_HOME"] = home_before
    return {"kill": kills, "saves": saves_, "maps": maps, "files": files, "playouts": games}


def _verdict(ok: bool) -> str:
    return "ok" if ok else "MISSED"


def rows(figures: dict[str, Any]) -> list[Row]:
    """The reliability section of the benchmark's table."""
    out: list[Row] = []
    kill = figures.get("kill")
    if kill:
        out.append(
            (
                f"kill -9 trials ({kill['trials']}): commands lost",
                f"{kill['commands_lost']} of {kill['commands_applied']}",
                "0",
                _verdict(kill["commands_lost"] == 0 and kill["autosaves_unreadable"] == 0),
            )
        )
    saves_ = figures.get("saves")
    if saves_:
        load, listing = saves_["load"], saves_["list"]
        out.append(
            (
                f"damaged saves ({load['trials']}): loaded / refused / crashed",
                f"{load.get('loaded', 0)} / {load.get('refused', 0)} / {load.get('crashed', 0)}",
                "0 crashed",
                _verdict(load.get("crashed", 0) == 0),
            )
        )
        out.append(
            (
                "  listed on the Load screen / crashed; saved files untouched",
                f"{listing.get('listed', 0)} / {listing.get('crashed', 0)}; "
                f"{'yes' if saves_['saved_files_untouched'] else 'NO'}",
                "0 crashed; yes",
                _verdict(listing.get("crashed", 0) == 0 and saves_["saved_files_untouched"]),
            )
        )
    maps = figures.get("maps")
    if maps:
        out.append(
            (
                f"damaged maps ({maps['trials']}): loaded / refused / crashed",
                f"{maps.get('loaded', 0)} / {maps.get('refused', 0)} / {maps.get('crashed', 0)}",
                "0 crashed",
                _verdict(maps.get("crashed", 0) == 0),
            )
        )
    out += _file_rows(figures.get("files", {}))
    for game, tally in figures.get("playouts", {}).items():
        out.append(
            (
                f"random games of {game} ({tally['trials']}): ended / endless / broke an invariant",
                f"{tally.get('ended', 0)} / {tally.get('endless', 0)} / {tally.get('crashed', 0)}",
                "all ended",
                _verdict(tally.get("ended", 0) == tally["trials"]),
            )
        )
    return out


#: what each damaged-file trial must come to: every outcome listed but the first is a failure
FILE_GOALS = {
    "finished save opened": ("untouched", "changed", "crashed"),
    "damaged autosave": ("kept", "lost", "crashed"),
    "load screen full of them": ("opened", "crashed"),
}


def _file_rows(files: dict[str, Any]) -> list[Row]:
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
                _verdict(good),
            )
        )
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m tabletop.reliability child|files ...``: the kill trial's child process, and the
    damaged-file trials' process."""
    parser = argparse.ArgumentParser(prog="python -m tabletop.reliability")
    sub = parser.add_subparsers(dest="command", required=True)
    child = sub.add_parser("child", help="a computer game that prints each command count (for kill -9)")
    child.add_argument("--game", required=True)
    child.add_argument("--seed", type=int, required=True)
    child.add_argument("--home", type=Path, required=True)
    files = sub.add_parser("files", help="the damaged-file trials, their figures printed as JSON")
    files.add_argument("--seed", type=int, required=True)
    files.add_argument("--home", type=Path, required=True)
    files.add_argument("--limit", type=int, default=None, help="at most this many trials of each kind")
    args = parser.parse_args(argv)
    if args.command == "files":
        return files_main(args.seed, args.home, args.limit)
    return child_main(args.game, args.seed, args.home)


if __name__ == "__main__":
    sys.exit(main())
