"""Save files on disk: JSON only, written atomically, never overwritten by a failed load.

The autosave is rewritten after every command so Continue resumes after a crash, a closed window
or a killed process.  Named saves sit beside it.  Reading never writes anything.

When a game ends its autosave goes (there is nothing to continue), but the game is kept as the
"last finished game", an ordinary save the Load screen lists, so it can be watched again or looked
at; the next finished game takes its place.
"""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.core import catalogue
from tabletop.core.files import write_json_atomic
from tabletop.core.i18n import N_
from tabletop.core.session import GameLookup, GameSession, SaveError
from tabletop.paths import saves_dir

AUTOSAVE_NAME = "autosave.json"
LAST_FINISHED_NAME = "last-finished-game.json"


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE_NAME


def read_save_data(path: Path) -> Any:
    """Parse a save file's JSON, turning every way it can be broken into a SaveError."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(N_("The save file {name} does not exist."), name=Path(path).name) from None
    except (OSError, UnicodeDecodeError) as err:
        raise SaveError(
            N_("The save file {name} cannot be read: {problem}"), name=Path(path).name, problem=str(err)
        ) from None
    if not text.strip():
        raise SaveError(N_("The save file {name} is empty."), name=Path(path).name)
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(
            N_("The save file {name} is damaged (line {line}, column {column})."),
            name=Path(path).name,
            line=err.lineno,
            column=err.colno,
        ) from None


def load_session(path: Path, lookup: GameLookup = catalogue.get) -> GameSession:
    return GameSession.from_save(read_save_data(path), lookup)


def save_session(session: GameSession, path: Path) -> None:
    write_json_atomic(path, session.to_save())


def autosave(session: GameSession) -> None:
    write_json_atomic(autosave_path(), session.to_save())


def last_finished_path() -> Path:
    return saves_dir() / LAST_FINISHED_NAME


def keep_finished(session: GameSession) -> None:
    """A game has ended: keep it as the last finished game (in place of the one before) and drop
    the autosave.  The autosave goes only once the game is safely written; OSError passes on."""
    write_json_atomic(last_finished_path(), session.to_save())
    clear_autosave()


def clear_autosave() -> None:
    with contextlib.suppress(FileNotFoundError):
        autosave_path().unlink()


def continuable() -> GameSession | None:
    """The autosaved game if it loads and is not finished; anything else means no Continue."""
    path = autosave_path()
    if not path.exists():
        return None
    try:
        session = load_session(path)
    except SaveError:
        return None
    return None if session.over else session


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
        return SaveSlot(path, path.stem, _game_named(path), 0, modified, err)
    return SaveSlot(path, path.stem, session.game_id, len(session.steps), modified)


def _game_named(path: Path) -> str:
    """The game a damaged save says it is for, if it says so at all."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
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
