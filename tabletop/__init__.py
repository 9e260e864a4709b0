"""Tabletop: four published board games on one screen."""

import os

#: the one place the version is written: pyproject.toml, ``--version`` and the builds read it
__version__ = "0.1.0"

# pygame prints a greeting on import; a game launched from a menu or a double-click has no use for it
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
