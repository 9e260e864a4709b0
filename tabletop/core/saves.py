"""Save files on disk: JSON only, written atomically, never overwritten by a failed load.

The autosave is rewritten after every command so Continue resumes after a crash, a closed window
or a killed process.  Named saves sit beside it.  Reading never writes anything.

When a game ends its autosave goes (there is nothing to continue), but the game is kept as the
"last finished game", an ordinary save the Load screen lists, so it can be watched again or looked
at; the next finished game takes its place.
"""

from __future__ import annotations

import codecs
import contextlib
import json
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.core import catalogue
from tabletop.core.files import printable_name, write_json_atomic
from tabletop.core.i18n import N_, decimal_param
from tabletop.core.session import GameLookup, GameSession, SaveError
from tabletop.paths import config_dir, saves_dir

AUTOSAVE_NAME = "autosave.json"
LAST_FINISHED_NAME = "last-finished-game.json"
#: the largest save read: the longest real games write well under 1 MB, so a larger file is not a
#: save and is refused before it is parsed
MAX_SAVE_BYTES = 8 * 2**20
#: the deepest nesting a save may have (the app's own reach 5 or 6 levels)
MAX_SAVE_DEPTH = 64


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE_NAME


def read_save_data(path: Path) -> Any:
    """Parse a save file's JSON, turning every way it can be broken into a SaveError.

    A file too large to be a save is refused before it is parsed, a UTF-8 byte-order mark (some
    editors write one) is skipped, and JSON that parses but could not be played or written back
    (nested too deep, a number too long, text that is not valid Unicode) is refused here too, so no
    later step meets it."""
    name = printable_name(Path(path).name)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(N_("The save file {name} does not exist."), name=name) from None
    except OSError as err:
        raise SaveError(
            N_("The save file {name} cannot be read: {problem}"), name=name, problem=err.strerror or str(err)
        ) from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(
            N_("The save file {name} is too large to be a save ({size} MB; a save is at most {limit} MB)."),
            name=name,
            size=_megabytes(path, len(raw)),
            limit=MAX_SAVE_BYTES // 2**20,
        )
    raw = raw.removeprefix(codecs.BOM_UTF8)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise SaveError(
            N_("The save file {name} cannot be read: {problem}"), name=name, problem=str(err)
        ) from None
    if not text.strip():
        raise SaveError(N_("The save file {name} is empty."), name=name)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(
            N_("The save file {name} is damaged (line {line}, column {column})."),
            name=name,
            line=err.lineno,
            column=err.colno,
        ) from None
    except RecursionError:
        raise SaveError(TOO_DEEP, name=name, limit=MAX_SAVE_DEPTH) from None
    except ValueError:  # Python's limit on the digits of a number read from text
        raise SaveError(N_("The save file {name} holds a number too long to be read."), name=name) from None
    problem = _tree_problem(data)
    if problem == "deep":
        raise SaveError(TOO_DEEP, name=name, limit=MAX_SAVE_DEPTH)
    if problem == "surrogate":
        raise SaveError(
            N_("The save file {name} holds text that is not valid Unicode (a lone surrogate)."), name=name
        )
    return data


#: a save nested deeper than this is not one the app wrote (its deepest entry is a few levels down)
TOO_DEEP = N_("The save file {name} is nested too deeply to be a save (more than {limit} levels).")


def _megabytes(path: Path, read: int) -> str:
    """The file's size in MB as a player reads it, in their language's decimals (what was read,
    when it cannot be asked)."""
    try:
        size = Path(path).stat().st_size
    except OSError:
        size = read
    return decimal_param(size / 2**20, 1)


def _tree_problem(data: Any) -> str | None:
    """Whether parsed JSON is nested deeper than a save can be ("deep") or holds a lone surrogate
    ("surrogate": it cannot be written back or drawn); walked with a stack, never recursion."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_SAVE_DEPTH:
            return "deep"
        if isinstance(node, str):
            if not _valid_unicode(node):
                return "surrogate"
        elif isinstance(node, dict):
            for key, value in node.items():
                if not _valid_unicode(key):
                    return "surrogate"
                stack.append((value, depth + 1))
        elif isinstance(node, list):
            stack.extend((item, depth + 1) for item in node)
    return None


def _valid_unicode(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def load_session(path: Path, lookup: GameLookup = catalogue.get) -> GameSession:
    return GameSession.from_save(read_save_data(path), lookup)


def save_session(session: GameSession, path: Path) -> None:
    write_json_atomic(path, session.to_save())


def autosave(session: GameSession) -> None:
    write_json_atomic(autosave_path(), session.to_save())


def last_finished_path() -> Path:
    return saves_dir() / LAST_FINISHED_NAME


def keep_finished(session: GameSession) -> None:
    """A game has ended in play: keep it as the last finished game (in place of the one before)
    and drop the autosave.  Never for a finished save only opened: that changes no file.  The
    autosave goes only once the game is safely written; OSError passes on."""
    write_json_atomic(last_finished_path(), session.to_save())
    clear_autosave()


def clear_autosave() -> None:
    with contextlib.suppress(FileNotFoundError):
        autosave_path().unlink()


@dataclass(frozen=True)
class Restored:
    """What the autosave gives back at the title: the game Continue resumes, or why it cannot."""

    session: GameSession | None  # the unfinished game (None: nothing to continue)
    problem: SaveError | None = None  # why the autosave could not be restored
    kept_as: Path | None = None  # where the damaged autosave was put aside (None: it stayed)


def restore_autosave() -> Restored:
    """The autosaved game if it loads and is not finished.  A damaged autosave is renamed aside
    (``autosave.damaged-<time>.json``, kept for a bug report, never deleted) and its problem
    returned, so the title can say once why Continue is gone."""
    path = autosave_path()
    if not path.exists():
        return Restored(None)
    try:
        session = load_session(path)
    except SaveError as err:
        return Restored(None, err, _set_aside(path))
    return Restored(None if session.over else session)


def continuable() -> GameSession | None:
    """The autosaved game if it loads and is not finished; anything else means no Continue."""
    return restore_autosave().session


def _set_aside(path: Path) -> Path | None:
    """Rename a damaged autosave to a name no file has yet; None when it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for number in range(1, 1000):
        suffix = "" if number == 1 else f"-{number}"
        target = path.with_name(f"{DAMAGED_AUTOSAVE_PREFIX}{stamp}{suffix}.json")
        if target.exists():
            continue
        try:
            os.rename(path, target)
        except OSError:
            return None
        return target
    return None


#: the Load screen lists a damaged autosave put aside like any damaged save, under this name
DAMAGED_AUTOSAVE_PREFIX = "autosave.damaged-"
#: what the atomic writer's temporary files are called (``autosave.json.k2j4x_9q.tmp``)
STALE_TEMPORARY = re.compile(r".+\.json\.[a-z0-9_]+\.tmp", re.IGNORECASE)


def remove_stale_temporaries() -> list[Path]:
    """At start: the temporary files a write killed half-way left in the saves and settings
    folders (only ``*.json.<random>.tmp``, nothing else); returns those removed."""
    removed = []
    for folder in (saves_dir(), config_dir()):
        try:
            names = sorted(folder.iterdir())
        except OSError:
            continue
        for path in names:
            if STALE_TEMPORARY.fullmatch(path.name) and path.is_file():
                with contextlib.suppress(OSError):
                    path.unlink()
                    removed.append(path)
    return removed


@dataclass(frozen=True)
class SaveSlot:
    """A save as the Load screen lists it: checked by replaying it, so a damaged one says why."""

    path: Path
    name: str
    game: str
    moves: int  # commands played (the same count Continue shows)
    modified: float
    problem: SaveError | None = None  # why it cannot be loaded (None: it loads)

    @property
    def last_finished(self) -> bool:
        """The game kept when it ended (see the module), not one a player saved by name."""
        return self.path.name == LAST_FINISHED_NAME


def list_saves(lookup: GameLookup = catalogue.get) -> list[SaveSlot]:
    """Named saves, newest first (the autosave is offered as Continue instead)."""
    slots = [_slot(path, lookup) for path in saves_dir().glob("*.json") if path.name != AUTOSAVE_NAME]
    return sorted(slots, key=lambda slot: slot.modified, reverse=True)


def _slot(path: Path, lookup: GameLookup) -> SaveSlot:
    try:
        modified = path.stat().st_mtime
    except OSError:
        modified = 0.0
    try:
        session = GameSession.from_save(read_save_data(path), lookup)
    except SaveError as err:
        return SaveSlot(path, printable_name(path.stem), _game_named(path), 0, modified, err)
    return SaveSlot(path, printable_name(path.stem), session.game_id, len(session.steps), modified)


def _game_named(path: Path) -> str:
    """The game a damaged save says it is for, if it says so at all."""
    try:
        data = read_save_data(path)
    except SaveError:
        return ""
    game = data.get("game") if isinstance(data, dict) else None
    return game if isinstance(game, str) else ""


def new_save_path(game_id: str) -> Path:
    """A fresh file name that never replaces an existing save."""
    base = re.sub(r"[^a-z0-9]+", "-", game_id.lower()).strip("-") or "game"
    number = 1
    while True:
        path = saves_dir() / f"{base}-{number:03d}.json"
        if not path.exists():
            return path
        number += 1
