"""Outrun's named actions on a seat's device: its eight symbols, Finish, Undo and Confirm.

The engine's keyboard zones and pads know no game (``engine/seat_input.ActionMap``); this is
where Outrun maps its actions onto them: a zone's first eight keys are the eight symbol slots and
its ninth is Finish; a pad's d-pad and four face buttons are the eight slots (each cluster
clockwise from the top), the right shoulder lays Finish, the left takes a card back, Start
confirms.  :func:`race_lane` builds a seat's lane (touch and the mouse) from its drawn places.
"""

from __future__ import annotations

import enum

import pygame

from tabletop.core.i18n import N_
from tabletop.engine.seat_devices import ActionMap, Press
from tabletop.engine.seat_input import Lane


class SeatAction(enum.Enum):
    """What a runner pressed."""

    SYMBOL = "symbol"  # one of the symbol slots; ``SeatIntent.slot`` says which
    FINISH = "finish"
    UNDO = "undo"  # take back the last card laid
    CONFIRM = "confirm"


#: the symbol slots of a lane and of a keyboard zone
SLOTS = 8
FINISH = Press(SeatAction.FINISH)
UNDO = Press(SeatAction.UNDO)

RACE_ACTIONS = ActionMap(
    keys=(*(Press(SeatAction.SYMBOL, slot) for slot in range(SLOTS)), FINISH),
    pad={
        pygame.CONTROLLER_BUTTON_DPAD_UP: Press(SeatAction.SYMBOL, 0),
        pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Press(SeatAction.SYMBOL, 1),
        pygame.CONTROLLER_BUTTON_DPAD_DOWN: Press(SeatAction.SYMBOL, 2),
        pygame.CONTROLLER_BUTTON_DPAD_LEFT: Press(SeatAction.SYMBOL, 3),
        pygame.CONTROLLER_BUTTON_Y: Press(SeatAction.SYMBOL, 4),
        pygame.CONTROLLER_BUTTON_B: Press(SeatAction.SYMBOL, 5),
        pygame.CONTROLLER_BUTTON_A: Press(SeatAction.SYMBOL, 6),
        pygame.CONTROLLER_BUTTON_X: Press(SeatAction.SYMBOL, 7),
        pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: FINISH,
        pygame.CONTROLLER_BUTTON_LEFTSHOULDER: UNDO,
        pygame.CONTROLLER_BUTTON_START: Press(SeatAction.CONFIRM),
    },
    labels=(
        N_("Symbol 1"),
        N_("Symbol 2"),
        N_("Symbol 3"),
        N_("Symbol 4"),
        N_("Symbol 5"),
        N_("Symbol 6"),
        N_("Symbol 7"),
        N_("Symbol 8"),
        N_("Finish"),
    ),
)


def race_lane(
    area: pygame.Rect, slots: tuple[pygame.Rect, ...], finish: pygame.Rect, undo: pygame.Rect | None = None
) -> Lane:
    """A runner's lane: its symbol places, Finish, and Undo where the table has it."""
    buttons = [(rect, Press(SeatAction.SYMBOL, slot)) for slot, rect in enumerate(slots)]
    buttons.append((finish, FINISH))
    if undo is not None:
        buttons.append((undo, UNDO))
    return Lane(area, tuple(buttons))
