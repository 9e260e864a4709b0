"""``python -m tabletop`` runs the same command line as the ``tabletop`` script."""

import os

from tabletop.cli import console_main

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
console_main()
