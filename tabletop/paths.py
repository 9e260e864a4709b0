"""Where the app finds its assets and keeps the user's files.

Assets (``art/``, ``maps/``, ``fonts`` and translations) are found relative to the package, so the
same code works from a source checkout, an editable install and a PyInstaller bundle (where
``sys._MEIPASS`` is the bundle's root).  Saves and settings live in the user's folders as
platformdirs names them; ``TABLETOP_HOME`` overrides both (tests and the smoke run use it).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "Tabletop"
PACKAGE_DIR = Path(__file__).resolve().parent


def asset_root() -> Path:
    """The folder that holds ``art/`` and ``maps/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return PACKAGE_DIR.parent


def art_path(*parts: str) -> Path:
    return asset_root().joinpath("art", *parts)


def map_path(name: str) -> Path:
    return asset_root() / "maps" / name


def locale_dir() -> Path:
    return PACKAGE_DIR / "locale"


def _home_override() -> Path | None:
    value = os.environ.get("TABLETOP_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    home = _home_override()
    path = home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    home = _home_override()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
