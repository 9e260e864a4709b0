"""The dice tray's input: hover, keys, picking up, dragging and dropping chips, clicks on chips,
buttons and the operation popup (and where that popup and its buttons are).

Every path ends in the tray's commands (``_combine``, ``_square``, ``_use_power``, ...) or in the
scene's ``drop_outside`` for a chip let go over the board.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.core.contract import Command
from tabletop.engine import theme
from tabletop.engine.intents import Click, Drag, Drop, Hover, Intent, Key, PickUp
from tabletop.games.outnumbered import tray_ops as ops
from tabletop.games.outnumbered.tray_state import (
    FORMULA_KEYS,
    OP_KEYS,
    Held,
    Interaction,
    Mode,
    Point,
    PopupState,
)

POPUP_MARGIN = 16  # the operation popup keeps this far from the screen's edges


class TrayInput:
    """Turning intents into the tray's actions; mixed into :class:`~.tray.DiceTray`."""

    # attributes the tray provides
    ui: Interaction
    widgets: list[Any]
    order: list[int]
    rects: dict[str, pygame.Rect]

    # -- input ----------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> bool:
        """Use one intent; True when it was the tray's (the scene then stops passing it on)."""
        if isinstance(intent, Hover):
            self._hover(intent.pos)
            return False
        if isinstance(intent, Key):
            return self._key(intent)
        if isinstance(intent, PickUp):
            return self._pick_up(intent)
        if isinstance(intent, Drag):
            if self.ui.mode is Mode.DRAGGING and self.ui.held is not None:
                self.ui.held.pointer = intent.pos
                self.ui.held.over = self._drop_chip(intent.pos)
                return True
            return False
        if isinstance(intent, Drop):
            return self._drop(intent.pos) if self.ui.mode is Mode.DRAGGING else False
        if isinstance(intent, Click):
            return self._click(intent)
        return False

    def _hover(self, pos: Point) -> None:
        ui = self.ui
        ui.pointer = pos
        for widget in self.widgets:
            widget.handle(Hover(pos))
        ui.hover_x2 = self.x2_at(pos)
        ui.hover_chip = ui.hover_x2 if ui.hover_x2 is not None else self.chip_at(pos)
        if ui.popup is not None:
            ui.popup.hover = self.popup_part_at(pos)
        if ui.hero is not None:
            ui.hero.hover = ui.hover_chip

    def _key(self, intent: Key) -> bool:
        ui = self.ui
        if self.field.focused and self.field.handle(intent):
            return True
        if intent.key == pygame.K_ESCAPE and (ui.mode is not Mode.IDLE):
            self.cancel()
            return True
        if not self.can_build:
            return self.interactive and self.roll_button.handle(intent)
        text = intent.text
        if ui.mode is Mode.POPUP and ui.popup is not None and text in OP_KEYS:
            self._pick_popup(OP_KEYS[text])
            return True
        if ui.mode in (Mode.SELECTED, Mode.OPERATION) and text in OP_KEYS:
            self._press_op(OP_KEYS[text])
            return True
        if ui.mode in (Mode.SELECTED, Mode.OPERATION) and text in ("^", "²"):
            self._press_op("sq")
            return True
        if text and text in FORMULA_KEYS and self.field.enabled:
            self._set_mode(Mode.IDLE)
            self.field.focus(True)
            self.field.handle(intent)
            return True
        return self.end_button.handle(intent) or self.roll_button.handle(intent)

    def _x2_shown(self, value_id: int) -> bool:
        ui = self.ui
        return self.can_build and (
            ui.mode is Mode.IDLE or (ui.mode is Mode.SELECTED and ui.selected == value_id)
        )

    def _pick_up(self, intent: PickUp) -> bool:
        if self.ui.mode is Mode.POPUP:
            self._set_mode(Mode.IDLE)
        vid = self.chip_at(intent.start)
        if vid is None:
            return any(rect.collidepoint(intent.start) for rect in self.rects.values())
        if not self.can_build or self.ui.mode is Mode.HERO:
            return True
        rect = self.chip_rect(vid)
        self._set_mode(Mode.DRAGGING)
        self.ui.held = Held(vid, (intent.start[0] - rect.left, intent.start[1] - rect.top), intent.pos)
        self.hint = None
        return True

    def _drop_chip(self, pos: Point) -> int | None:
        """The other chip under the pointer while one is held."""
        held = self.ui.held
        for vid in reversed(self.order):
            if held is not None and vid == held.id:
                continue
            if self.slot_rect(vid).collidepoint(pos):
                return vid
        return None

    def _drop(self, pos: Point) -> bool:
        held = self.ui.held
        assert held is not None
        held.pointer = pos
        target = self._drop_chip(pos)
        if target is not None:
            self._spring(held.id)
            self._set_mode(Mode.POPUP)
            self.ui.popup = PopupState(held.id, target)
            return True
        if self.inside(pos):
            self.cancel()
            return True
        answer = self.drop_outside(held.id, pos)
        chip = self.chips.get(held.id)
        if isinstance(answer, Command):
            if chip is not None:  # it stays where it was let go; its dice leave from there
                chip.motion.set((pos[0] - held.grab[0], pos[1] - held.grab[1]))
            self._set_mode(Mode.IDLE)
            self._submit(answer)
            return True
        if isinstance(answer, str) and answer:
            self.show_reason(answer, (pos[0], max(90, pos[1] - 130)))
        self.cancel()
        return True

    def _click(self, intent: Click) -> bool:
        ui = self.ui
        pos = intent.pos
        if intent.button == 3:
            if ui.mode is not Mode.IDLE:
                self.cancel()
                return True
            return False
        if intent.button != 1:
            return False
        if ui.mode is Mode.POPUP and ui.popup is not None:
            part = self.popup_part_at(pos)
            if part == "swap":
                ui.popup.a, ui.popup.b = ui.popup.b, ui.popup.a
                return True
            if part in ops.OPS:
                self._pick_popup(part)
                return True
            if self.popup_rect().collidepoint(pos):
                return True
            self._set_mode(Mode.IDLE)
            return self.inside(pos)
        for widget in self.widgets:
            if widget is self.field:
                continue
            if widget.contains(pos):
                return widget.handle(intent)
        if self.field.handle(intent):
            if ui.mode is not Mode.IDLE:
                self._set_mode(Mode.IDLE)
            return True
        badge = self.x2_at(pos)
        if badge is not None:
            self._square(badge)
            return True
        vid = self.chip_at(pos)
        if ui.mode is Mode.HERO:
            if vid is not None:
                self._use_power(vid)
                return True
            self.cancel()
            return self.inside(pos)
        if vid is None:
            if self.inside(pos):
                if ui.mode is not Mode.IDLE:
                    self._set_mode(Mode.IDLE)
                return True
            return self._click_outside(pos)
        if not self.can_build:
            return True
        if ui.mode is Mode.IDLE or ui.selected is None:
            self._set_mode(Mode.SELECTED)
            ui.selected = vid
            self.hint = None
        elif ui.selected == vid:
            self._set_mode(Mode.IDLE)
        elif ui.mode is Mode.OPERATION and ui.op is not None:
            self._combine(ui.selected, ui.op, vid)
        else:
            first = ui.selected
            self._set_mode(Mode.POPUP)
            ui.popup = PopupState(first, vid)
        self._refresh_widgets()
        return True

    def _click_outside(self, pos: Point) -> bool:
        """A chip is picked and the player clicks the board: that may be a villain to defeat."""
        ui = self.ui
        if ui.mode not in (Mode.SELECTED, Mode.OPERATION) or ui.selected is None:
            return False
        chosen = ui.selected
        self._set_mode(Mode.IDLE)
        answer = self.drop_outside(chosen, pos)
        if isinstance(answer, Command):
            self._submit(answer)
            return True
        if isinstance(answer, str) and answer:
            self.show_reason(answer, (pos[0], max(90, pos[1] - 130)))
        return False

    def _pick_popup(self, op: str) -> None:
        popup = self.ui.popup
        if popup is None:
            return
        va, vb = self.value(popup.a), self.value(popup.b)
        if va is None or vb is None:
            self._set_mode(Mode.IDLE)
            return
        result, reason = ops.combine(int(va["number"]), op, int(vb["number"]))
        if result is None:
            popup.reason = reason
            return
        self._combine(popup.a, op, popup.b)

    # -- popup geometry -------------------------------------------------------------------------

    POPUP_BUTTON = 112
    POPUP_GAP = 10

    def popup_rect(self) -> pygame.Rect:
        """The popup's plate: four operation buttons and a swap button, over the target chip."""
        popup = self.ui.popup
        target = self.slot_rect(popup.b) if popup is not None else self.chip_area()
        size, gap = self.POPUP_BUTTON, self.POPUP_GAP
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
        size, gap = self.POPUP_BUTTON, self.POPUP_GAP
        out = {
            op: pygame.Rect(plate.left + 16 + i * (size + gap), plate.top + 16, size, size)
            for i, op in enumerate(ops.OPS)
        }
        out["swap"] = pygame.Rect(
            plate.left + 16 + 4 * (size + gap), plate.top + 16 + (size - 64) // 2, 64, 64
        )
        return out

    def popup_part_at(self, pos: Point) -> str | None:
        if self.ui.popup is None:
            return None
        for key, rect in self.popup_buttons().items():
            if rect.collidepoint(pos):
                return key
        return None

    def popup_results(self) -> dict[str, tuple[int | None, str]]:
        popup = self.ui.popup
        va, vb = (self.value(popup.a), self.value(popup.b)) if popup is not None else (None, None)
        if va is None or vb is None:
            return {}
        return {op: ops.combine(int(va["number"]), op, int(vb["number"])) for op in ops.OPS}
