"""Where the app finds its assets and keeps the user's files.

Assets (``art/``, ``maps/``, ``fonts`` and translations) are found relative to the package, so the
same code works from a source checkout, an editable install and a PyInstaller bundle (where
``sys._MEIPASS`` is the bundle's root).  Saves and settings live in the user's folders as
platformdirs names them (the README's table): settings.json in ``~/.config/Tabletop`` and saves
in ``~/.local/share/Tabletop/saves`` on Linux (or the XDG folders), both in the local AppData's
``Tabletop`` on Windows and in ``~/Library/Application Support/Tabletop`` on macOS.
``TABLETOP_HOME`` overrides both (tests and the smoke run use it).

Every path is built with ``pathlib`` from parts, never by gluing strings with ``/``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from platformdirs.api import PlatformDirsABC

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


def user_dirs(platform: str | None = None) -> PlatformDirsABC:
    """platformdirs' folders for ``platform`` (default: the system we run on).

    Chosen when asked rather than when platformdirs was imported, so the tests can run this code
    as Windows and macOS would.  No app author: the folder is ``Tabletop`` itself, not
    ``Tabletop/Tabletop``, and on Windows the local (not roaming) AppData, since saves and window
    sizes belong to one machine."""
    platform = platform or sys.platform
    cls: type[PlatformDirsABC]
    if platform == "win32":
        from platformdirs.windows import Windows as cls
    elif platform == "darwin":
        from platformdirs.macos import MacOS as cls
    else:
        from platformdirs.unix import Unix as cls
    return cls(APP_NAME, appauthor=False, roaming=False)


def config_dir() -> Path:
    home = _home_override()
    path = home / "config" if home else Path(user_dirs().user_config_dir)
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    home = _home_override()
    path = home / "data" if home else Path(user_dirs().user_data_dir)
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
