"""Fugitive, the rules: a pure-Python implementation of the tabletop contract.

Seat 0 is the Fugitive, seat 1 the Marshal.  See ``view`` for the view format and
``commands`` for the JSON commands.  SPRINT values are a guess (+2 even, +1 odd; CONTENT.md).

``apply`` returns events whose ``kind`` is one of: "draw", "hideout_started", "sprint_added",
"hideout_placed", "pass", "turn_ended" (the first turn ended after one hideout), "guess_hit",
"guess_miss", "reveal" (data: positions, cards, sprint_cards), "manhunt_offered",
"manhunt_started", "extra_guess", "draw_skipped", "event_drawn", "event_resolved", "card_lost"
and "game_over" (data: winner).  Placing events are not undo barriers; draws, guesses, reveals
and events are.  ``data`` holds card numbers only when they are public.

What each seat cannot see is declared by ``redeal_hidden`` (``hidden.py``); the one command
``apply`` accepts that ``legal_commands`` does not list is a series guess (``is_shortcut``).

Helpers for the UI and bots: ``playable_cards`` and ``max_reach`` (State or the Fugitive's view),
``rules.playout.random_playout(seed)`` for benchmarks, ``rules.scenario.make_state`` for tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from tabletop.games.fugitive.rules.flow import apply, is_shortcut, legal_commands, to_act
from tabletop.games.fugitive.rules.hidden import redeal_hidden
from tabletop.games.fugitive.rules.options import OPTIONS
from tabletop.games.fugitive.rules.outcome import outcome, seat_role
from tabletop.games.fugitive.rules.placement import max_reach, playable_cards
from tabletop.games.fugitive.rules.setup import MAX_PLAYERS, MIN_PLAYERS, setup
from tabletop.games.fugitive.rules.state import FUGITIVE, MARSHAL, Phase, State, Variant
from tabletop.games.fugitive.rules.view import view

HIDDEN_INFORMATION = True
#: no game takes more commands than this (the longest of 132 random games took 676): the
#: contract suite's random games must end within it; a longer one has a loop
LONGEST_GAME = 2000

__all__ = [
    "COMMAND_CLASSES",
    "FUGITIVE",
    "HIDDEN_INFORMATION",
    "LONGEST_GAME",
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
    "is_shortcut",
    "legal_commands",
    "max_reach",
    "outcome",
    "playable_cards",
    "redeal_hidden",
    "seat_role",
    "setup",
    "to_act",
    "view",
]

if TYPE_CHECKING:
    # mypy proves this package is a whole, well-typed RulesFor[State, FugitiveView]: a missing or mistyped
    # member fails here
    from tabletop.core.contract import RulesFor
    from tabletop.games.fugitive import rules as _this
    from tabletop.games.fugitive.rules.view import FugitiveView

    _contract: RulesFor[State, FugitiveView] = _this
