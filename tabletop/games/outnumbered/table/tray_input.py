"""The dice tray's input: hover, keys, picking up, dragging and dropping chips, clicks on chips,
buttons and the operation popup.

Every path ends in one of the tray's actions (:class:`TrayActions`: combine, square, use a hero
power, submit) or in the scene's ``drop_outside`` for a chip let go over the board.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from tabletop.core.contract import Command
from tabletop.engine.intents import Click, Drag, Drop, Hover, Intent, Key, PickUp
from tabletop.games.outnumbered.table import tray_ops as ops
from tabletop.games.outnumbered.table.tray_controls import TrayControls
from tabletop.games.outnumbered.table.tray_geometry import TrayGeometry
from tabletop.games.outnumbered.table.tray_state import (
    FORMULA_KEYS,
    OP_KEYS,
    DropOutside,
    Held,
    Mode,
    Point,
    PopupState,
    TrayModel,
)


class TrayActions(Protocol):
    """What the tray does for its input (the tray itself implements these)."""

    def cancel(self) -> None: ...

    def set_mode(self, mode: Mode) -> None: ...

    def press_op(self, op: str) -> None: ...

    def combine(self, a: int, op: str, b: int) -> bool: ...

    def square(self, value_id: int) -> None: ...

    def use_power(self, die_id: int) -> None: ...

    def submit(self, command: Command) -> None: ...

    def show_reason(self, reason: str, pos: Point | None = None) -> None: ...

    def spring(self, value_id: int) -> None: ...

    def clear_hint(self) -> None: ...

    def refresh_widgets(self) -> None: ...


class TrayInput:
    """Turns intents into the tray's actions."""

    def __init__(
        self,
        model: TrayModel,
        geometry: TrayGeometry,
        controls: TrayControls,
        actions: TrayActions,
        drop_outside: DropOutside,
    ) -> None:
        self.model = model
        self.geometry = geometry
        self.controls = controls
        self.actions = actions
        self.drop_outside = drop_outside

    def handle(self, intent: Intent) -> bool:
        """Use one intent; True when it was the tray's (the scene then stops passing it on)."""
        ui = self.model.ui
        if isinstance(intent, Hover):
            self._hover(intent.pos)
            return False
        if isinstance(intent, Key):
            return self._key(intent)
        if isinstance(intent, PickUp):
            return self._pick_up(intent)
        if isinstance(intent, Drag):
            if ui.mode is Mode.DRAGGING and ui.held is not None:
                ui.held.pointer = intent.pos
                ui.held.over = self.geometry.other_chip_at(intent.pos)
                return True
            return False
        if isinstance(intent, Drop):
            return self._drop(intent.pos) if ui.mode is Mode.DRAGGING else False
        if isinstance(intent, Click):
            return self._click(intent)
        return False

    def _hover(self, pos: Point) -> None:
        ui = self.model.ui
        ui.pointer = pos
        for widget in self.controls.widgets:
            widget.handle(Hover(pos))
        ui.hover_x2 = self.geometry.x2_at(pos)
        ui.hover_chip = ui.hover_x2 if ui.hover_x2 is not None else self.geometry.chip_at(pos)
        if ui.popup is not None:
            ui.popup.hover = self.geometry.popup_part_at(pos)
        if ui.hero is not None:
            ui.hero.hover = ui.hover_chip

    def _key(self, intent: Key) -> bool:
        ui = self.model.ui
        field = self.controls.field
        if field.focused and field.handle(intent):
            return True
        if intent.key == pygame.K_ESCAPE and (ui.mode is not Mode.IDLE):
            self.actions.cancel()
            return True
        if not self.model.can_build:
            return self.model.interactive and self.controls.roll_button.handle(intent)
        text = intent.text
        if ui.mode is Mode.POPUP and ui.popup is not None and text in OP_KEYS:
            self._pick_popup(OP_KEYS[text])
            return True
        if ui.mode in (Mode.SELECTED, Mode.OPERATION) and text in OP_KEYS:
            self.actions.press_op(OP_KEYS[text])
            return True
        if ui.mode in (Mode.SELECTED, Mode.OPERATION) and text in ("^", "²"):
            self.actions.press_op("sq")
            return True
        if text and text in FORMULA_KEYS and field.enabled:
            self.actions.set_mode(Mode.IDLE)
            field.focus(True)
            field.handle(intent)
            return True
        return self.controls.end_button.handle(intent) or self.controls.roll_button.handle(intent)

    def _pick_up(self, intent: PickUp) -> bool:
        ui = self.model.ui
        if ui.mode is Mode.POPUP:
            self.actions.set_mode(Mode.IDLE)
        vid = self.geometry.chip_at(intent.start)
        if vid is None:
            return self.geometry.inside(intent.start)
        if not self.model.can_build or ui.mode is Mode.HERO:
            return True
        rect = self.geometry.chip_rect(vid)
        self.actions.set_mode(Mode.DRAGGING)
        ui.held = Held(vid, (intent.start[0] - rect.left, intent.start[1] - rect.top), intent.pos)
        self.actions.clear_hint()
        return True

    def _drop(self, pos: Point) -> bool:
        ui = self.model.ui
        held = ui.held
        assert held is not None
        held.pointer = pos
        target = self.geometry.other_chip_at(pos)
        if target is not None:
            self.actions.spring(held.id)
            self.actions.set_mode(Mode.POPUP)
            ui.popup = PopupState(held.id, target)
            return True
        if self.geometry.inside(pos):
            self.actions.cancel()
            return True
        answer = self.drop_outside(held.id, pos)
        chip = self.model.chips.get(held.id)
        if isinstance(answer, Command):
            if chip is not None:  # it stays where it was let go; its dice leave from there
                chip.motion.set((pos[0] - held.grab[0], pos[1] - held.grab[1]))
            self.actions.set_mode(Mode.IDLE)
            self.actions.submit(answer)
            return True
        if isinstance(answer, str) and answer:
            self.actions.show_reason(answer, (pos[0], max(90, pos[1] - 130)))
        self.actions.cancel()
        return True

    def _click(self, intent: Click) -> bool:
        ui = self.model.ui
        geometry = self.geometry
        pos = intent.pos
        if intent.button == 3:
            if ui.mode is not Mode.IDLE:
                self.actions.cancel()
                return True
            return False
        if intent.button != 1:
            return False
        if ui.mode is Mode.POPUP and ui.popup is not None:
            part = geometry.popup_part_at(pos)
            if part == "swap":
                ui.popup.a, ui.popup.b = ui.popup.b, ui.popup.a
                return True
            if part in ops.OPS:
                self._pick_popup(part)
                return True
            if geometry.popup_rect().collidepoint(pos):
                return True
            self.actions.set_mode(Mode.IDLE)
            return geometry.inside(pos)
        field = self.controls.field
        for widget in self.controls.widgets:
            if widget is field:
                continue
            if widget.contains(pos):
                return widget.handle(intent)
        if field.handle(intent):
            if ui.mode is not Mode.IDLE:
                self.actions.set_mode(Mode.IDLE)
            return True
        badge = geometry.x2_at(pos)
        if badge is not None:
            self.actions.square(badge)
            return True
        vid = geometry.chip_at(pos)
        if ui.mode is Mode.HERO:
            if vid is not None:
                self.actions.use_power(vid)
                return True
            self.actions.cancel()
            return geometry.inside(pos)
        if vid is None:
            if geometry.inside(pos):
                if ui.mode is not Mode.IDLE:
                    self.actions.set_mode(Mode.IDLE)
                return True
            return self._click_outside(pos)
        if not self.model.can_build:
            return True
        if ui.mode is Mode.IDLE or ui.selected is None:
            self.actions.set_mode(Mode.SELECTED)
            ui.selected = vid
            self.actions.clear_hint()
        elif ui.selected == vid:
            self.actions.set_mode(Mode.IDLE)
        elif ui.mode is Mode.OPERATION and ui.op is not None:
            self.actions.combine(ui.selected, ui.op, vid)
        else:
            first = ui.selected
            self.actions.set_mode(Mode.POPUP)
            ui.popup = PopupState(first, vid)
        self.actions.refresh_widgets()
        return True

    def _click_outside(self, pos: Point) -> bool:
        """A chip is picked and the player clicks the board: that may be a villain to defeat."""
        ui = self.model.ui
        if ui.mode not in (Mode.SELECTED, Mode.OPERATION) or ui.selected is None:
            return False
        chosen = ui.selected
        self.actions.set_mode(Mode.IDLE)
        answer = self.drop_outside(chosen, pos)
        if isinstance(answer, Command):
            self.actions.submit(answer)
            return True
        if isinstance(answer, str) and answer:
            self.actions.show_reason(answer, (pos[0], max(90, pos[1] - 130)))
        return False

    def _pick_popup(self, op: str) -> None:
        popup = self.model.ui.popup
        if popup is None:
            return
        va, vb = self.model.value(popup.a), self.model.value(popup.b)
        if va is None or vb is None:
            self.actions.set_mode(Mode.IDLE)
            return
        result, reason = ops.combine(int(va["number"]), op, int(vb["number"]))
        if result is None:
            popup.reason = reason
            return
        self.actions.combine(popup.a, op, popup.b)
