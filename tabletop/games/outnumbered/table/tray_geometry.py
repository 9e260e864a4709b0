"""Where the dice tray's parts are: the chip row and each chip's slot, a held chip under the
pointer, the x² badges, the used-dice strip, the operation buttons, the formula field and the
operation popup over the chip a number was dropped on.

Everything is worked out from the tray's zones (given by the table's map) and the model's pool
order and interaction; nothing here changes anything.
"""

from __future__ import annotations

import pygame

from tabletop.engine import theme
from tabletop.games.outnumbered.table import tray_ops as ops
from tabletop.games.outnumbered.table.tray_state import USED_DIE, Mode, Point, TrayModel

POPUP_MARGIN = 16  # the operation popup keeps this far from the screen's edges
POPUP_BUTTON = 112
POPUP_GAP = 10
CHIP_GAP = 18


class TrayGeometry:
    """The tray's rectangles for the model it is given."""

    def __init__(self, rects: dict[str, pygame.Rect], model: TrayModel) -> None:
        self.rects = rects
        self.model = model

    # -- the controls ---------------------------------------------------------------------------

    def hint_button_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rects["hint"])

    def ops_rects(self) -> dict[str, pygame.Rect]:
        rect = self.rects["ops"]
        keys = (*ops.OPS, "sq")
        gap = 12
        width = (rect.width - gap * (len(keys) - 1)) // len(keys)
        return {
            key: pygame.Rect(rect.left + i * (width + gap), rect.top, width, rect.height)
            for i, key in enumerate(keys)
        }

    def formula_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The text field and its Build button, side by side at the top of the formula zone."""
        rect = self.rects["formula"]
        height = min(rect.height, 64)
        build_w = min(120, rect.width // 3)
        field_rect = pygame.Rect(rect.left, rect.top, rect.width - build_w - 10, height)
        build = pygame.Rect(field_rect.right + 10, rect.top, build_w, height)
        return field_rect, build

    def layer_area(self) -> pygame.Rect:
        """The part of the canvas the still layer covers: every zone, with room for shadows and badges."""
        area = pygame.Rect(self.rects["dice_tray"]).unionall([pygame.Rect(r) for r in self.rects.values()])
        return area.inflate(60, 60).clip(pygame.Rect(0, 0, *theme.CANVAS_SIZE))

    # -- chips and dice -------------------------------------------------------------------------

    def chip_area(self) -> pygame.Rect:
        """Where the pool's chips sit: the tray minus its title line and the used-dice strip."""
        tray = self.rects["dice_tray"]
        return pygame.Rect(tray.left + 20, tray.top + 46, tray.width - 40, tray.height - 46 - 16)

    def chip_size(self) -> tuple[int, int]:
        area = self.chip_area()
        n = max(3, len(self.model.order))
        width = min(190, (area.width - CHIP_GAP * (n - 1)) // n)
        height = min(area.height, 210)
        return width, height

    def die_size(self) -> int:
        w, h = self.chip_size()
        return max(48, min(128, int(min(w, h) * 0.74)))

    def slot_rect(self, value_id: int) -> pygame.Rect:
        """Where a chip rests in the tray (centred as a row)."""
        area = self.chip_area()
        w, h = self.chip_size()
        order = self.model.order
        n = len(order)
        index = order.index(value_id) if value_id in order else n
        total = n * w + (n - 1) * CHIP_GAP
        left = area.centerx - total // 2
        return pygame.Rect(left + index * (w + CHIP_GAP), area.centery - h // 2, w, h)

    def chip_rect(self, value_id: int) -> pygame.Rect:
        """Where a chip is drawn now (gliding, springing, or held under the pointer)."""
        ui = self.model.ui
        held = ui.held
        slot = self.slot_rect(value_id)
        if held is not None and held.id == value_id and ui.mode is Mode.DRAGGING:
            return pygame.Rect(
                held.pointer[0] - held.grab[0], held.pointer[1] - held.grab[1], slot.width, slot.height
            )
        chip = self.model.chips.get(value_id)
        if chip is None:
            return slot
        x, y = chip.motion.pos
        return pygame.Rect(round(x), round(y), slot.width, slot.height)

    def x2_rect(self, value_id: int) -> pygame.Rect:
        rect = self.chip_rect(value_id)
        badge = pygame.Rect(0, 0, 56, 40)
        badge.center = (rect.right - 24, rect.top - 2)  # on the chip's top edge, clear of its number
        return badge

    def used_slot(self, index: int) -> tuple[int, int]:
        """Spent dice line up in the tray's title band, from the right."""
        tray = self.rects["dice_tray"]
        x = tray.right - 24 - USED_DIE // 2 - index * (USED_DIE + 8)
        return x, tray.top + 10 + USED_DIE // 2

    def die_target(self, die_id: int) -> tuple[int, int]:
        """Where a die in play rests: on its value's chip (or the middle of the tray)."""
        for value in self.model.pool:
            if die_id in [int(d) for d in value.get("dice") or []]:
                return self.slot_rect(int(value["id"])).center
        return self.chip_area().center

    # -- what is under the pointer --------------------------------------------------------------

    def x2_at(self, pos: Point) -> int | None:
        """The chip whose x² badge is under ``pos`` (badges sit on the chips' top edges)."""
        for vid in reversed(self.model.order):
            if self.model.x2_shown(vid) and self.x2_rect(vid).collidepoint(pos):
                return vid
        return None

    def chip_at(self, pos: Point) -> int | None:
        for vid in reversed(self.model.order):
            if self.chip_rect(vid).collidepoint(pos):
                return vid
        return None

    def other_chip_at(self, pos: Point) -> int | None:
        """The other chip's slot under the pointer while one is held (where a drop combines)."""
        held = self.model.ui.held
        for vid in reversed(self.model.order):
            if held is not None and vid == held.id:
                continue
            if self.slot_rect(vid).collidepoint(pos):
                return vid
        return None

    def inside(self, pos: Point) -> bool:
        """True over any of the tray's zones (a drop there is not aimed at the board)."""
        return any(rect.collidepoint(pos) for rect in self.rects.values())

    # -- the operation popup --------------------------------------------------------------------

    def popup_rect(self) -> pygame.Rect:
        """The popup's plate: four operation buttons and a swap button, over the target chip."""
        popup = self.model.ui.popup
        target = self.slot_rect(popup.b) if popup is not None else self.chip_area()
        size, gap = POPUP_BUTTON, POPUP_GAP
        width = 4 * size + 3 * gap + 64 + gap + 32
        height = size + 32 + 40
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (target.centerx, target.bottom - 28)  # under the chip: the expression stays in sight
        rect.clamp_ip(
            pygame.Rect(0, 0, *theme.CANVAS_SIZE).inflate(-2 * POPUP_MARGIN, -2 * POPUP_MARGIN)
        )  # off the screen's edge
        return rect

    def popup_buttons(self) -> dict[str, pygame.Rect]:
        plate = self.popup_rect()
        size, gap = POPUP_BUTTON, POPUP_GAP
        out = {
            op: pygame.Rect(plate.left + 16 + i * (size + gap), plate.top + 16, size, size)
            for i, op in enumerate(ops.OPS)
        }
        out["swap"] = pygame.Rect(
            plate.left + 16 + 4 * (size + gap), plate.top + 16 + (size - 64) // 2, 64, 64
        )
        return out

    def popup_part_at(self, pos: Point) -> str | None:
        if self.model.ui.popup is None:
            return None
        for key, rect in self.popup_buttons().items():
            if rect.collidepoint(pos):
                return key
        return None
