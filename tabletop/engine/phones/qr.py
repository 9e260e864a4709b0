"""QR codes for the join screen, drawn as pygame surfaces large enough to scan from two metres.

segno makes the code's modules; each becomes a square of whole pixels (a blurred module edge is
what makes a phone fail to scan from afar), inside the quiet zone of four modules the standard asks.
"""

from __future__ import annotations

import pygame
import segno

QUIET_MODULES = 4
DARK = (0, 0, 0)
LIGHT = (255, 255, 255)


def qr_surface(text: str, most_px: int) -> pygame.Surface:
    """``text`` as a QR code at most ``most_px`` square, with whole-pixel modules (medium error
    correction: a scuffed screen or a glare still scans)."""
    code = segno.make(text, error="m", micro=False)
    matrix = code.matrix
    modules = len(matrix) + 2 * QUIET_MODULES
    scale = max(1, most_px // modules)
    surface = pygame.Surface((modules * scale, modules * scale))
    surface.fill(LIGHT)
    for row, line in enumerate(matrix):
        for column, dark in enumerate(line):
            if dark:
                x, y = (column + QUIET_MODULES) * scale, (row + QUIET_MODULES) * scale
                surface.fill(DARK, (x, y, scale, scale))
    return surface
