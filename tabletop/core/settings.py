"""The player's settings, kept as JSON in the user's config folder.

A broken settings file never stops the app: it falls back to the defaults and says so.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from tabletop.core.files import write_json_atomic
from tabletop.core.i18n import LANGUAGES, N_, Np_
from tabletop.paths import config_dir

WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)
ANIMATION_LABELS: tuple[str, ...] = (N_("Off"), N_("Slow"), N_("Normal"), N_("Fast"))


class TextSize(enum.Enum):
    """How big the table's text is drawn: large for a small screen or a big one far away."""

    NORMAL = "normal"
    LARGE = "large"


TEXT_SIZE_LABELS: dict[TextSize, str] = {
    TextSize.NORMAL: Np_("size", "Normal"),
    TextSize.LARGE: Np_("size", "Large"),
}
TEXT_SCALE: dict[TextSize, float] = {TextSize.NORMAL: 1.0, TextSize.LARGE: 1.2}


class ComputerSpeed(enum.Enum):
    """How long a computer player waits before each move, so people can follow it."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"


COMPUTER_SPEED_LABELS: dict[ComputerSpeed, str] = {
    ComputerSpeed.SLOW: Np_("pace", "Slow"),
    ComputerSpeed.NORMAL: Np_("pace", "Normal"),
    ComputerSpeed.FAST: Np_("pace", "Fast"),
}
#: seconds a computer player pauses before a move (a demo game pauses a little longer)
COMPUTER_PAUSE: dict[ComputerSpeed, float] = {
    ComputerSpeed.SLOW: 1.4,
    ComputerSpeed.NORMAL: 0.7,
    ComputerSpeed.FAST: 0.2,
}


#: Up to three players share one keyboard, each on a zone of nine keys: eight for the symbol slots,
#: then Finish.  Keys are SDL key names (what ``pygame.key.name`` gives), kept as words so the
#: settings file stays readable and the core never needs pygame: the left hand's four-by-two block
#: with Space, the right hand's with Enter, and the number pad's with its own Enter.
DEFAULT_KEY_ZONES: tuple[tuple[str, ...], ...] = (
    ("Q", "W", "E", "R", "A", "S", "D", "F", "Space"),
    ("U", "I", "O", "P", "J", "K", "L", ";", "Return"),
    (
        "Keypad 7",
        "Keypad 8",
        "Keypad 9",
        "Keypad -",
        "Keypad 4",
        "Keypad 5",
        "Keypad 6",
        "Keypad +",
        "Keypad Enter",
    ),
)
KEYS_PER_ZONE = 9  # what each does is each game's (Outrun, which uses most, needs nine)


@dataclass(frozen=True)
class Settings:
    language: str = "en"
    #: the window's size; None opens it at the largest size that fits the display
    window_size: tuple[int, int] | None = None
    #: None until the person chooses (F11 or Settings): the app then opens fullscreen when a window
    #: on this display would draw the table smaller than 1:1 (see ``App``), else in a window
    fullscreen: bool | None = None
    animation_speed: float = 1.0
    volume: float = 0.7
    notepad_assist: bool = True
    text_size: TextSize = TextSize.NORMAL
    computer_speed: ComputerSpeed = ComputerSpeed.NORMAL
    #: ending a turn asks "End your turn?" first (in every game)
    confirm_end_turn: bool = False
    #: per game id, the seats and options of the last game set up ({"seats": [...], "options": {...}})
    last_setup: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    outnumbered_training_best: int | None = None  # fewest villains through in Training (lower is better)
    #: Outrun's practice bests: "monster/boards" (``"vampire/2"``) -> the fewest milliseconds of racing
    #: a practice game took to get off the map
    outrun_practice_best: Mapping[str, int] = field(default_factory=dict)
    #: the run behind each of those bests, for its ghost: "monster/boards" -> one entry a race
    #: (``{"ms": ..., "laid": [ms, ...], "room": ...}``; Outrun's ``ghost.py`` reads them)
    outrun_practice_ghost: Mapping[str, Any] = field(default_factory=dict)
    #: the tutorial round has been played (or skipped) once: Outrun's first round is a plain one
    outrun_tutorial_seen: bool = False
    #: the keyboard zones of the games where everyone plays at once (see ``DEFAULT_KEY_ZONES``)
    key_zones: tuple[tuple[str, ...], ...] = DEFAULT_KEY_ZONES
    #: how long a told turn's lines stay (Just Run's zombie turn): one of ``NARRATION_PACES``;
    #: "wait" holds each line until Next.  Kept here so a loaded game keeps the group's pace
    narration_pace: str = "normal"

    def with_(self, **changes: Any) -> Settings:
        return replace(self, **changes)

    @property
    def text_scale(self) -> float:
        return TEXT_SCALE[self.text_size]

    @property
    def computer_pause(self) -> float:
        return COMPUTER_PAUSE[self.computer_speed]


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings, and a message when the file had to be ignored.

    A file that is not a JSON object is ignored whole; within a good file, one entry that makes
    no sense falls back to its default alone (the others are kept)."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        raw = json.loads(path.read_text(encoding="utf-8-sig"))
        if not isinstance(raw, dict):
            raise ValueError("not an object")
    except (OSError, ValueError, TypeError, RecursionError):
        return Settings(), N_("Your settings file could not be read, so the defaults are used.")
    return _from_dict(raw), None


def _from_dict(raw: dict[str, Any]) -> Settings:
    base = Settings()
    values: dict[str, Any] = {}
    for f in fields(Settings):
        if f.name not in raw:
            continue
        reader = _READERS[f.name]
        try:
            values[f.name] = reader(raw[f.name])
        except (ValueError, TypeError, KeyError):
            continue  # this one entry is unusable: its default stands
    return replace(base, **values)


def _window_size(value: Any) -> tuple[int, int] | None:
    if value is None:
        return None
    width, height = (int(v) for v in value)
    if min(width, height) < 320:
        raise ValueError("window too small")
    return (width, height)


def _language(value: Any) -> str:
    if value not in LANGUAGES:
        raise ValueError(value)
    return str(value)


def _clamped(low: float, high: float) -> Any:
    def read(value: Any) -> float:
        number = float(value)
        if number != number:  # not a number
            raise ValueError(value)
        return min(high, max(low, number))

    return read


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(value)
    return value


def _optional_flag(value: Any) -> bool | None:
    return None if value is None else _flag(value)


def _last_setup(value: Any) -> dict[str, dict[str, Any]]:
    if not isinstance(value, dict):
        raise TypeError(value)
    return {str(k): dict(v) for k, v in value.items() if isinstance(v, dict)}


def _ghosts(value: Any) -> dict[str, list[Any]]:
    """Named runs (lists); what each holds is checked where it is read (Outrun's ``ghost.py``)."""
    if not isinstance(value, dict):
        raise TypeError(value)
    return {str(name): list(run) for name, run in value.items() if isinstance(run, list)}


def _best(value: Any) -> int | None:
    return None if value is None else int(value)


def _bests(value: Any) -> dict[str, int]:
    """Named bests: entries that are not a name and a whole non-negative number are dropped."""
    if not isinstance(value, dict):
        raise TypeError(value)
    return {
        str(name): best
        for name, best in value.items()
        if isinstance(best, int) and not isinstance(best, bool) and best >= 0
    }


#: the paces a told turn can take, slowest last ("wait": each line until Next)
NARRATION_PACES: tuple[str, ...] = ("slow", "normal", "fast", "wait")


def _pace(value: Any) -> str:
    if value not in NARRATION_PACES:
        raise ValueError(value)
    return str(value)


def _key_zones(value: Any) -> tuple[tuple[str, ...], ...]:
    """Zones of nine key names each, no name twice (one key never serves two players)."""
    if not isinstance(value, list) or len(value) != len(DEFAULT_KEY_ZONES):
        raise ValueError("wrong number of zones")
    zones = []
    for zone in value:
        if not isinstance(zone, list) or len(zone) != KEYS_PER_ZONE:
            raise ValueError("wrong number of keys")
        if not all(isinstance(name, str) and name for name in zone):
            raise TypeError("a key name is not text")
        zones.append(tuple(zone))
    names = [name.lower() for zone in zones for name in zone]
    if len(set(names)) != len(names):
        raise ValueError("one key in two places")
    return tuple(zones)


_READERS: dict[str, Any] = {
    "language": _language,
    "window_size": _window_size,
    "fullscreen": _optional_flag,
    "animation_speed": _clamped(0.0, 4.0),
    "volume": _clamped(0.0, 1.0),
    "notepad_assist": _flag,
    "text_size": TextSize,
    "computer_speed": ComputerSpeed,
    "confirm_end_turn": _flag,
    "last_setup": _last_setup,
    "outnumbered_training_best": _best,
    "outrun_practice_best": _bests,
    "outrun_practice_ghost": _ghosts,
    "outrun_tutorial_seen": _flag,
    "key_zones": _key_zones,
    "narration_pace": _pace,
}


def save_settings(settings: Settings) -> None:
    data = asdict(settings)
    data["window_size"] = list(settings.window_size) if settings.window_size is not None else None
    data["text_size"] = settings.text_size.value
    data["computer_speed"] = settings.computer_speed.value
    data["last_setup"] = {game: dict(setup) for game, setup in settings.last_setup.items()}
    data["outrun_practice_best"] = dict(settings.outrun_practice_best)
    data["outrun_practice_ghost"] = {name: list(run) for name, run in settings.outrun_practice_ghost.items()}
    data["key_zones"] = [list(zone) for zone in settings.key_zones]
    write_json_atomic(settings_path(), data)
