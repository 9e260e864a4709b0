"""Who answers with what in the frenzied scavenge, and what a press means (rulebook, The Frenzied
Method: every player calls out *Yes* or *No* at once).

Each person at the table answers on their own device, as Outrun's runners race (the engine's
seat-device model, ``engine/seat_devices.py``): a zone of the shared keyboard (its first key means
the first answer, its second key the second), a gamepad (A the first, B the second; claimed by
pressing a button on it), a finger on their own lane's buttons or the mouse on its seat's lane.
Computer seats answer through the engine's computer players.

Every question has two answers: *Yes* / *No* about the card shown; in a fight *1 die* / *2 dice*
for a fighter with dice (one die left: only *1 die*), *Stay in* / *Give up* for one without.  The
answers come from the view alone, so a press can never answer for a seat that owes nothing.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import N_, _
from tabletop.core.seats import Seat
from tabletop.engine.key_zones import key_label
from tabletop.engine.seat_devices import (
    ActionMap,
    DeviceKind,
    DeviceRules,
    NoModes,
    Press,
    SeatDevice,
    SeatPlan,
)
from tabletop.engine.seat_input import SeatInput, SeatIntent
from tabletop.games.just_run.rules.commands import FightDice, Want
from tabletop.games.just_run.rules.view import JustRunView

GAME_ID = "just_run"
#: the key of the seats' devices in the session's ``table`` data
TABLE_KEY = "frenzy_devices"


class Answer(enum.Enum):
    """The frenzy's two named actions: every question has a first and a second answer."""

    FIRST = "first"
    SECOND = "second"


ANSWER_PRESSES = (Press(Answer.FIRST), Press(Answer.SECOND))
PAD_LABELS = ("A", "B")
#: a zone's first two keys answer; a pad's A and B
FRENZY_ACTIONS = ActionMap(
    keys=ANSWER_PRESSES,
    pad={pygame.CONTROLLER_BUTTON_A: ANSWER_PRESSES[0], pygame.CONTROLLER_BUTTON_B: ANSWER_PRESSES[1]},
    labels=(N_("First answer"), N_("Second answer")),
)


class FrenzyDevices(DeviceRules[NoModes]):
    """Just Run's side of the device plan: one way to play, gamepads counted at set-up."""

    game_id = GAME_ID
    table_key = TABLE_KEY
    modes = NoModes
    actions = FRENZY_ACTIONS
    counts_pads = True

    def default_plan(self, seats: Sequence[Seat]) -> SeatPlan[NoModes]:
        """A lone person on the mouse (the buttons they see are what they click); several people on
        keyboard zones 1, 2, 3, the fourth on the mouse, the rest on gamepads."""
        computer = SeatDevice(DeviceKind.COMPUTER)
        if sum(not seat.is_computer for seat in seats) == 1:
            lone = SeatDevice(DeviceKind.MOUSE)
            return SeatPlan(NoModes.ONE, tuple(computer if seat.is_computer else lone for seat in seats))
        order = [*(SeatDevice(DeviceKind.KEYS, zone) for zone in range(3)), SeatDevice(DeviceKind.MOUSE)]
        out: list[SeatDevice] = []
        for seat in seats:
            if seat.is_computer:
                out.append(computer)
            else:
                out.append(order.pop(0) if order else SeatDevice(DeviceKind.PAD))
        return SeatPlan(NoModes.ONE, tuple(out))


DEVICES = FrenzyDevices()


# -- the question each seat owes --------------------------------------------------------------------

YES, NO = N_("Yes"), N_("No")
ONE_DIE, TWO_DICE = N_("1 die"), N_("2 dice")
STAY_IN, GIVE_UP = N_("Stay in"), N_("Give up")


def answers(view: JustRunView, seat: int) -> tuple[Command | None, Command | None]:
    """The two answers ``seat`` may give now (None where there is none), from the view's
    ``frenzy`` block: nothing once answered or when not asked."""
    frenzy = view.get("frenzy")
    if not frenzy or not 0 <= seat < len(frenzy["answered"]) or frenzy["answered"][seat]:
        return None, None
    if frenzy["stage"] == "want":
        return Want(seat, True), Want(seat, False)
    if seat not in frenzy["choosers"]:
        return None, None
    dice = view["survivors"][seat]["dice"] or 0
    if dice > 0:
        return FightDice(seat, 1, False), (FightDice(seat, 2, False) if dice >= 2 else None)
    return FightDice(seat, 0, False), FightDice(seat, 0, True)


def answer_words(command: Command | None) -> str:
    """A button's word for an answer ("Yes", "2 dice", "Give up")."""
    if isinstance(command, Want):
        return _(YES) if command.want else _(NO)
    if isinstance(command, FightDice):
        if command.give_up:
            return _(GIVE_UP)
        if command.dice == 0:
            return _(STAY_IN)
        return _(ONE_DIE) if command.dice == 1 else _(TWO_DICE)
    return ""


def choice_of(intent: SeatIntent) -> int | None:
    """Which of the two answers a press means (0 or 1), None for any other press."""
    answers_ = [press.action for press in ANSWER_PRESSES]
    return answers_.index(intent.action) if intent.action in answers_ else None


def key_hints(device: SeatDevice, seat_input: SeatInput, seat: int) -> tuple[str, str]:
    """What a lane prints under its two answers: the zone's keys, the pad's buttons, or nothing
    (touch and the mouse press the buttons themselves)."""
    if device.kind is DeviceKind.KEYS:
        zone = seat_input.zone_of(seat)
        if zone is None:
            return "", ""
        keys = seat_input.zones.zones[zone]
        return key_label(keys[0]), key_label(keys[1])
    if device.kind is DeviceKind.PAD:
        return PAD_LABELS
    return "", ""
