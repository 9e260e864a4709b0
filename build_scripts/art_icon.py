"""The app's icon: a felt table with two fanned cards and a die, drawn with pygame alone.

There is no icon editor on the build machines and no network to fetch one, so the icon is drawn
here like the rest of the art and written three ways: ``art/icon/tabletop.png`` (the window icon,
``pygame.display.set_icon``), ``tabletop.ico`` (Windows: the .exe and its taskbar button) and
``tabletop.icns`` (macOS: the ``.app`` bundle).  The .ico and .icns hold PNG images, a form both
systems have read for years, so no other imaging library is needed and the bytes depend only on
pygame's PNG writer, as every other file in ``art/`` does.
"""

from __future__ import annotations

import io
import struct
from collections.abc import Callable
from pathlib import Path

import art_common as ac
from art_common import pygame

#: the drawing's own size; every image is this shrunk with smoothscale
MASTER = 1024
#: the window icon (SDL scales it for the title bar and the task switcher)
PNG = "icon/tabletop.png"
PNG_SIZE = 256
ICO = "icon/tabletop.ico"
#: Windows picks the nearest of these for each place it shows an icon (256 is the largest it uses)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS = "icon/tabletop.icns"
#: the ICNS types that hold a PNG of each size (ic10 is the 512x512@2x Retina image)
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024))

FELT = (24, 110, 72)
FELT_DARK = (10, 62, 40)
RIM = (120, 72, 36)
RIM_DARK = (70, 40, 20)
CARD = (248, 242, 226)
CARD_EDGE = (60, 48, 40)
RED = (200, 40, 48)
NAVY = (20, 34, 78)


def _card(size: tuple[int, int], accent: ac.Color, star: bool) -> pygame.Surface:
    w, h = size
    s = ac.surface(size)
    pygame.draw.rect(s, CARD, s.get_rect(), border_radius=w // 9)
    pygame.draw.rect(s, CARD_EDGE, s.get_rect(), max(2, w // 40), border_radius=w // 9)
    inner = s.get_rect().inflate(-w // 5, -w // 5)
    pygame.draw.rect(s, accent, inner, max(3, w // 28), border_radius=w // 14)
    cx, cy, r = w / 2, h / 2, w * 0.26
    points = ac.star_points(cx, cy, r, r * 0.45, 5) if star else ac.regular_points(cx, cy, r, 4, turn=0)
    ac.poly(s, accent, points)
    return s


def master() -> pygame.Surface:
    """The icon at ``MASTER`` pixels: transparent corners, so every system's own backdrop shows."""
    n = MASTER
    s = ac.surface((n, n))
    margin = n // 16
    table = pygame.Rect(margin, margin, n - 2 * margin, n - 2 * margin)
    radius = n // 5
    pygame.draw.rect(s, RIM_DARK, table.move(0, n // 64), border_radius=radius)
    pygame.draw.rect(s, RIM, table, border_radius=radius)
    felt = table.inflate(-n // 12, -n // 12)
    grad = ac.vertical_gradient(felt.size, [(0.0, FELT), (1.0, FELT_DARK)])
    s.blit(ac.rounded_mask(grad, radius - n // 24), felt.topleft)

    card_size = (n * 36 // 100, n * 50 // 100)
    for angle, accent, star, offset in ((14, NAVY, False, (120, -20)), (-12, RED, True, (-100, 10))):
        card = pygame.transform.rotozoom(_card(card_size, accent, star), angle, 1.0)
        shadow = card.copy()
        shadow.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MULT)
        centre = (n // 2 + offset[0] * n // 1024, n * 44 // 100 + offset[1] * n // 1024)
        s.blit(shadow, shadow.get_rect(center=(centre[0] + n // 80, centre[1] + n // 60)))
        s.blit(card, card.get_rect(center=centre))

    import make_art  # the dice faces are the ones on the table (imported late: make_art imports us)

    die = make_art.die_face(5, n * 30 // 100)
    die = pygame.transform.rotozoom(die, -8, 1.0)
    s.blit(die, die.get_rect(center=(n * 66 // 100, n * 71 // 100)))
    return s


def image(size: int, drawn: pygame.Surface | None = None) -> pygame.Surface:
    return ac.downscale(drawn if drawn is not None else master(), (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    """A surface as PNG bytes (pygame's writer, as ``art_common.save`` uses)."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico of PNG images: a 6-byte header, a 16-byte entry per image, then the PNGs."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = images[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return header + entries + blobs


def icns(images: dict[bytes, bytes]) -> bytes:
    """A macOS .icns: ``icns`` and the total length, then (type, length, PNG) for each image."""
    body = b"".join(kind + struct.pack(">I", 8 + len(blob)) + blob for kind, blob in images.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def renderers() -> dict[str, tuple[tuple[int, int], Callable[[], pygame.Surface]]]:
    """The PNG for ``make_art``'s table of renderers (the .ico and .icns come from :func:`write`)."""
    return {PNG: ((PNG_SIZE, PNG_SIZE), lambda: image(PNG_SIZE))}


def containers() -> dict[str, bytes]:
    """The .ico and .icns files' bytes, from one drawing."""
    drawn = master()
    return {
        ICO: ico({size: png_bytes(image(size, drawn)) for size in ICO_SIZES}),
        ICNS: icns({kind: png_bytes(image(size, drawn)) for kind, size in ICNS_TYPES}),
    }


def write(out: Path) -> list[Path]:
    """Write the .ico and .icns under ``out`` (the art folder or a scratch copy of it)."""
    written = []
    for path, blob in containers().items():
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(blob)
        written.append(target)
    return written


def containers_paths() -> tuple[str, ...]:
    """The files :func:`write` makes, for ``make_art --only``."""
    return (ICO, ICNS)
