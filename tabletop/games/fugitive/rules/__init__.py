"""Fugitive, the rules: a pure-Python implementation of the tabletop contract.

Seat 0 is the Fugitive, seat 1 the Marshal.  See ``view`` for the view format and
``commands`` for the JSON commands.  SPRINT values are a guess (+2 even, +1 odd; CONTENT.md).
"""

from __future__ import annotations

from tabletop.core.contract import IllegalCommand
from tabletop.games.fugitive.rules.cards import SPRINT
from tabletop.games.fugitive.rules.commands import (
    COMMAND_CLASSES,
    AddSprint,
    ChooseDeck,
    Done,
    Draw,
    Guess,
    Pass,
    PlaceHideout,
    StartManhunt,
    command_from_json,
)
from tabletop.games.fugitive.rules.flow import apply, legal_commands, to_act
from tabletop.games.fugitive.rules.options import OPTIONS
from tabletop.games.fugitive.rules.outcome import outcome, seat_role
from tabletop.games.fugitive.rules.placement import max_reach, playable_cards
from tabletop.games.fugitive.rules.setup import MAX_PLAYERS, MIN_PLAYERS, setup
from tabletop.games.fugitive.rules.state import FUGITIVE, MARSHAL, Phase, State, Variant
from tabletop.games.fugitive.rules.view import view

HIDDEN_INFORMATION = True

__all__ = [
    "COMMAND_CLASSES",
    "FUGITIVE",
    "HIDDEN_INFORMATION",
    "MARSHAL",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "OPTIONS",
    "SPRINT",
    "AddSprint",
    "ChooseDeck",
    "Done",
    "Draw",
    "Guess",
    "IllegalCommand",
    "Pass",
    "Phase",
    "PlaceHideout",
    "StartManhunt",
    "State",
    "Variant",
    "apply",
    "command_from_json",
    "legal_commands",
    "max_reach",
    "outcome",
    "playable_cards",
    "seat_role",
    "setup",
    "to_act",
    "view",
]
