"""The smallest pygame-ce program that shows a window: the yardstick for Tabletop's launch time.

It does only what any pygame-ce game must do before a player sees anything (start SDL, open the
same 1920x1080 SCALED window, paint one frame), so ``tabletop benchmark`` can report how much
Tabletop's own start-up adds on top, from source and packaged the same two ways.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (the prompt switch above must be set before the import)

LOGICAL_SIZE = (1920, 1080)
BACKGROUND = (24, 64, 48)  # the felt green of a table, so a screenshot shows something was drawn


def main() -> int:
    """Open the window, draw one frame, announce it on stdout and leave."""
    pygame.init()
    try:
        screen = pygame.display.set_mode(LOGICAL_SIZE, pygame.SCALED)
        pygame.display.set_caption("minimal")
        screen.fill(BACKGROUND)
        pygame.display.flip()
        pygame.event.pump()
        sys.stdout.write("READY\n")
        sys.stdout.flush()
    finally:
        pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
