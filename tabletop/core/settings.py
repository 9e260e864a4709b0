"""The player's settings, kept as JSON in the user's config folder.

A broken settings file never stops the app: it falls back to the defaults and says so.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from tabletop.core.files import write_json_atomic
from tabletop.core.i18n import LANGUAGES, N_
from tabletop.paths import config_dir

WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)
ANIMATION_LABELS: tuple[str, ...] = (N_("Off"), N_("Slow"), N_("Normal"), N_("Fast"))


@dataclass(frozen=True)
class Settings:
    language: str = "en"
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation_speed: float = 1.0
    volume: float = 0.7
    notepad_assist: bool = True
    outnumbered_training_best: int | None = None  # fewest villains through in Training (lower is better)

    def with_(self, **changes: Any) -> Settings:
        return replace(self, **changes)


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings, and a message when the file had to be ignored."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(raw, dict):
            raise ValueError("not an object")
        return _from_dict(raw), None
    except (OSError, ValueError, TypeError):
        return Settings(), N_("Your settings file could not be read, so the defaults are used.")


def _from_dict(raw: dict[str, Any]) -> Settings:
    base = Settings()
    values: dict[str, Any] = {}
    for f in fields(Settings):
        if f.name not in raw:
            continue
        value, default = raw[f.name], getattr(base, f.name)
        if isinstance(default, tuple):
            value = tuple(int(v) for v in value)
            if len(value) != 2 or min(value) < 320:
                raise ValueError("bad window size")
        elif isinstance(default, bool):
            value = bool(value)
        elif isinstance(default, float):
            value = float(value)
        elif isinstance(default, str):
            value = str(value)
        values[f.name] = value
    settings = replace(base, **values)
    if settings.language not in LANGUAGES:
        settings = replace(settings, language="en")
    settings = replace(
        settings,
        volume=min(1.0, max(0.0, settings.volume)),
        animation_speed=min(4.0, max(0.0, settings.animation_speed)),
    )
    return settings


def save_settings(settings: Settings) -> None:
    data = asdict(settings)
    data["window_size"] = list(settings.window_size)
    write_json_atomic(settings_path(), data)
