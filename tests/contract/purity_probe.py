"""Run in a fresh interpreter: import one rules module with pygame unimportable and every file,
clock, network and global-randomness door trapped, then play short random games through the whole
contract.  Prints one JSON line: ``{"touched": [...], "pygame": bool, "commands": n}``.

Usage: ``python purity_probe.py MODULE [EXTRA_SYS_PATH]``.  The traps go in before the import, so
a rules module that reads a file or the clock while loading is caught too.
"""

from __future__ import annotations

import builtins
import datetime
import importlib
import io
import json
import os
import pathlib
import random
import socket
import sys
import time
from typing import Any

touched: list[str] = []


class Touched(BaseException):
    """Raised by a trap; a BaseException so that no ``except Exception`` in the rules swallows it."""


def trap(name: str) -> Any:
    def trapped(*args: Any, **kwargs: Any) -> Any:
        touched.append(name)
        raise Touched(name)

    return trapped


class BlockPygame:
    def find_spec(self, name: str, path: Any = None, target: Any = None) -> None:
        if name == "pygame" or name.startswith(("pygame.", "pygame_")):
            touched.append(f"import {name}")
            raise ImportError(f"the rules imported {name}")


class SeededRandom(random.Random):
    """``random.Random`` that must be given a seed: an unseeded generator is the clock in disguise."""

    def __init__(self, x: Any = None) -> None:
        if x is None:
            touched.append("random.Random() without a seed")
            raise Touched("random.Random()")
        super().__init__(x)


class TrappedDateTime(datetime.datetime):
    now = classmethod(trap("datetime.now"))  # type: ignore[assignment]
    utcnow = classmethod(trap("datetime.utcnow"))  # type: ignore[assignment]
    today = classmethod(trap("datetime.today"))  # type: ignore[assignment]


class TrappedDate(datetime.date):
    today = classmethod(trap("date.today"))  # type: ignore[assignment]


def install_traps() -> None:
    sys.meta_path.insert(0, BlockPygame())  # type: ignore[arg-type]
    doors: list[tuple[Any, str]] = [
        (builtins, "open"),
        (builtins, "print"),
        (builtins, "input"),
        (io, "open"),
        (io, "open_code"),
        (socket, "socket"),
        (socket, "create_connection"),
        (os, "urandom"),
    ]
    doors += [
        (os, name)
        for name in ("open", "listdir", "scandir", "stat", "lstat", "walk", "remove", "unlink", "rename")
        + ("replace", "mkdir", "makedirs", "rmdir")
    ]
    doors += [
        (time, name)
        for name in ("time", "time_ns", "perf_counter", "perf_counter_ns", "monotonic", "monotonic_ns")
        + ("process_time", "process_time_ns", "localtime", "gmtime", "ctime", "sleep")
    ]
    doors += [
        (pathlib.Path, name)
        for name in ("open", "read_text", "read_bytes", "write_text", "write_bytes", "exists", "stat")
        + ("iterdir", "glob", "rglob", "mkdir", "touch", "unlink")
    ]
    doors += [
        (random, name)
        for name in ("random", "randint", "randrange", "choice", "choices", "shuffle", "sample")
        + ("uniform", "gauss", "getrandbits", "seed", "betavariate", "triangular")
    ]
    for owner, name in doors:
        label = f"{getattr(owner, '__name__', owner)}.{name}"
        setattr(owner, name, trap(label))
    random.Random = SeededRandom  # type: ignore[misc]
    datetime.datetime = TrappedDateTime  # type: ignore[misc]
    datetime.date = TrappedDate  # type: ignore[misc]


def play(rules: Any, seed: int, cap: int = 400) -> int:
    """A short random game through every member of the contract; returns the commands played."""
    rng = SeededRandom(seed)
    players = rules.MIN_PLAYERS + seed % (rules.MAX_PLAYERS - rules.MIN_PLAYERS + 1)
    options = {"players": players, **{o.name: rng.choice(o.choices) for o in rules.OPTIONS}}
    state = rules.setup(options, seed)
    viewers = [None, *range(players)]
    played = 0
    while rules.to_act(state) and played < cap:
        for viewer in viewers:
            rules.view(state, viewer)
            rules.redeal_hidden(state, viewer, SeededRandom(played))
        seat = rng.choice(rules.to_act(state))
        legal = rules.legal_commands(state, seat)
        command = rng.choice(legal)
        rules.is_shortcut(state, command)
        rules.command_from_json(json.loads(json.dumps(command.to_json())))
        rules.seat_role(seat)
        state, _events = rules.apply(state, command)
        rules.outcome(state)
        played += 1
    return played


def main() -> None:
    module_name = sys.argv[1]
    if len(sys.argv) > 2:
        sys.path.insert(0, sys.argv[2])
    out = sys.__stdout__
    assert out is not None
    install_traps()
    played = 0
    error = ""
    try:
        rules = importlib.import_module(module_name)
        for seed in range(3):
            played += play(rules, seed)
    except Touched:
        pass
    except Exception as err:  # the report says what went wrong; the test fails on it
        error = f"{type(err).__name__}: {err}"
    pygame_loaded = any(m == "pygame" or m.startswith("pygame.") for m in sys.modules)
    out.write(json.dumps({"touched": touched, "pygame": pygame_loaded, "commands": played, "error": error}))
    out.write("\n")


if __name__ == "__main__":
    main()
