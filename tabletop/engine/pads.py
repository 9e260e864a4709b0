"""Gamepads and controllers, through pygame-ce's controller API (``pygame._sdl2.controller``).

SDL sends a pad's button presses only while the pad is open, and it announces the pads already
plugged in at start-up with the same CONTROLLERDEVICEADDED event as a pad plugged in later.  So
the app owns one :class:`Pads` that opens every pad as it appears and closes it when it goes; which
seat a pad belongs to is a table's business (``seat_input.PadClaims``).  With no pad, or where the
controller subsystem cannot start, it simply knows no pads and nothing else changes.
"""

from __future__ import annotations

import contextlib

import pygame
from pygame._sdl2 import controller


class Pads:
    """The open pads by SDL instance id (the id their button events carry)."""

    def __init__(self) -> None:
        self._open: dict[int, controller.Controller] = {}
        try:
            controller.init()
            self.available = controller.get_init()
        except pygame.error:
            self.available = False

    @property
    def connected(self) -> dict[int, str]:
        """Instance id to the pad's name, for every pad open now."""
        return {instance: pad.name for instance, pad in self._open.items()}

    def added(self, device_index: int) -> int | None:
        """Open the pad SDL just announced; its instance id, or None if it could not be opened
        (a joystick SDL has no controller mapping for, or one unplugged again at once)."""
        if not self.available:
            return None
        try:
            if not controller.is_controller(device_index):
                return None
            pad = controller.Controller(device_index)
            instance = pad.as_joystick().get_instance_id()
        except pygame.error:
            return None
        self._open[instance] = pad
        return instance

    def removed(self, instance_id: int) -> None:
        """Close a pad that was unplugged (an unknown id is ignored)."""
        pad = self._open.pop(instance_id, None)
        if pad is not None:
            with contextlib.suppress(pygame.error):  # already gone with the device
                pad.quit()

    def close(self) -> None:
        for instance in list(self._open):
            self.removed(instance)
