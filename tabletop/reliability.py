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
  meets it, in a headless app in a child process (``tabletop.reliability_files``, its own program).
- **playouts**: random full games of every game, with the invariants checked after each command
  (legal commands are accepted, every seat's view is plain JSON, the game ends, and a save of it
  replays to the same views).

A crash is any exception other than the clear refusal each loader promises.  The figures are
data; ``tabletop.benchmark`` prints them beside the others.
"""

from __future__ import annotations

import argparse
import functools
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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.paths import saves_dir
from tabletop.reliability_common import (
    ROOT,
    STEP_CAP,
    Row,
    Tally,
    child_env,
    map_folder,
    sample_saves,
    tally_map,
    verdict,
)
from tabletop.reliability_files import damaged_files, file_rows

CHILD_MOVE_CAP = 400  # the kill trial's game stops here if it has not ended (it is killed sooner)


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


def kill_trial(
    game: str, seed: int, wait: float, scratch: Path, timeout: float = 60.0, until_ended: bool = False
) -> dict[str, Any]:
    """Run a computer game in a child, kill it with SIGKILL after ``wait`` seconds, load its autosave.

    ``until_ended`` kills it only once it says its game is over (at most ``timeout`` later): a loaded
    machine may take longer than any fixed wait to finish a game.

    Returns the commands the child reported applied, the commands the autosave holds, and whether
    Continue could load it."""
    from tabletop.core import catalogue
    from tabletop.core.saves import read_save_data
    from tabletop.core.session import GameSession, SaveError

    home = scratch / f"kill-{game}-{seed}"
    home.mkdir(parents=True, exist_ok=True)
    env = child_env(home)
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
    if until_ended:
        finished.wait(timeout)
    else:
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


def mutated_saves(count: int, seed: int, scratch: Path) -> dict[str, Any]:
    """Load and list ``count`` damaged saves; a good save and the autosave must stay untouched."""
    from tabletop.core import saves
    from tabletop.core.i18n import describe
    from tabletop.core.session import SaveError

    os.environ["TABLETOP_HOME"] = str(scratch / "saves-home")
    rng = random.Random(seed)
    samples = sample_saves(seed)
    keeper = saves_dir() / "keeper.json"
    keeper.write_text(json.dumps(samples[0]), encoding="utf-8")
    saves.autosave_path().write_text(json.dumps(samples[1]), encoding="utf-8")
    before = (keeper.read_bytes(), saves.autosave_path().read_bytes())
    loading, listing = Tally(), Tally()
    damaged = saves_dir() / "damaged.json"
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
    from tabletop.core.layout import load_layout
    from tabletop.engine import board

    def read_map(damaged: Path, zones: tuple[str, ...]) -> tuple[str, str]:
        load_layout(damaged, zones)
        board.render_layers(damaged)
        return "loaded", ""

    rng = random.Random(seed)
    originals = sorted((ROOT / "maps").glob("*.tmx"))
    folder = map_folder(scratch)
    tally = Tally()
    for number in range(count):
        original = rng.choice(originals)
        zones = tuple(load_layout(original).zones)
        damaged = folder / f"{original.stem}-{number}.tmx"
        damaged.write_text(mutate_map(original.read_text(encoding="utf-8"), rng), encoding="utf-8")
        tally_map(tally, damaged, functools.partial(read_map, damaged, zones))
    return tally.to_json()


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
                verdict(kill["commands_lost"] == 0 and kill["autosaves_unreadable"] == 0),
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
                verdict(load.get("crashed", 0) == 0),
            )
        )
        out.append(
            (
                "  listed on the Load screen / crashed; saved files untouched",
                f"{listing.get('listed', 0)} / {listing.get('crashed', 0)}; "
                f"{'yes' if saves_['saved_files_untouched'] else 'NO'}",
                "0 crashed; yes",
                verdict(listing.get("crashed", 0) == 0 and saves_["saved_files_untouched"]),
            )
        )
    maps = figures.get("maps")
    if maps:
        out.append(
            (
                f"damaged maps ({maps['trials']}): loaded / refused / crashed",
                f"{maps.get('loaded', 0)} / {maps.get('refused', 0)} / {maps.get('crashed', 0)}",
                "0 crashed",
                verdict(maps.get("crashed", 0) == 0),
            )
        )
    out += file_rows(figures.get("files", {}))
    for game, tally in figures.get("playouts", {}).items():
        out.append(
            (
                f"random games of {game} ({tally['trials']}): ended / endless / broke an invariant",
                f"{tally.get('ended', 0)} / {tally.get('endless', 0)} / {tally.get('crashed', 0)}",
                "all ended",
                verdict(tally.get("ended", 0) == tally["trials"]),
            )
        )
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m tabletop.reliability child ...``: the kill trial's child process (the damaged-file
    trials' process is ``python -m tabletop.reliability_files``)."""
    parser = argparse.ArgumentParser(prog="python -m tabletop.reliability")
    sub = parser.add_subparsers(dest="command", required=True)
    child = sub.add_parser("child", help="a computer game that prints each command count (for kill -9)")
    child.add_argument("--game", required=True)
    child.add_argument("--seed", type=int, required=True)
    child.add_argument("--home", type=Path, required=True)
    args = parser.parse_args(argv)
    return child_main(args.game, args.seed, args.home)


if __name__ == "__main__":
    sys.exit(main())
