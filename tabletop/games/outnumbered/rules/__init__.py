"""Outnumbered: Improbable Heroes, the rules: a pure-Python implementation of the tabletop contract.

A cooperative game: every seat is a hero, all hands are open, and the team wins or loses together.
Phases: ``choose_hero`` (each seat in order), then per turn ``roll`` and ``act``; ``over`` at the end.
See ``view`` for the view format and ``commands`` for the JSON commands.

``apply`` returns events whose ``kind`` is one of: "hero_chosen", "rolled" (also for Extra Die and
Second Wind), "combined", "squared", "built", "hero_power", "defeated" (``value`` None when a
bonus power did it), "bonus_drawn", "bonus_played", "wild_die", "pushed_back",
"barricade_rebuilt", "turn_ended", "truck_moved", "attack", "advanced", "barricade_lost",
"escaped", "dealt", "event_drawn", "event_added", "final_assault", "reshuffled", "won", "lost".
Rolls, card draws, reshuffles, attacks and event cards are undo barriers.

Nothing is hidden but the order of the decks and the seed (``redeal_hidden``, ``hidden.py``); the
one command ``apply`` accepts that ``legal_commands`` does not list is a typed formula, Build
(``is_shortcut``).

Helpers for the UI and bots: ``villain_at`` and ``danger_order`` (State or view),
``rules.playout.random_playout`` for benchmarks, ``rules.scenario.make_state`` for tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.core.contract import IllegalCommand
from tabletop.games.outnumbered.rules.commands import (
    COMMAND_CLASSES,
    Build,
    ChooseHero,
    Combine,
    Defeat,
    EndTurn,
    PlayBonus,
    Roll,
    Square,
    UseHeroPower,
    command_from_json,
)
from tabletop.games.outnumbered.rules.flow import apply, is_shortcut, legal_commands, to_act
from tabletop.games.outnumbered.rules.helpers import danger_order, villain_at
from tabletop.games.outnumbered.rules.hidden import redeal_hidden
from tabletop.games.outnumbered.rules.options import OPTIONS
from tabletop.games.outnumbered.rules.outcome import outcome, seat_role
from tabletop.games.outnumbered.rules.setup import MAX_PLAYERS, MIN_PLAYERS, setup
from tabletop.games.outnumbered.rules.state import Mode, Phase, State
from tabletop.games.outnumbered.rules.view import view

HIDDEN_INFORMATION = False
#: no game takes more commands than this (the longest of 132 random games took 105): the
#: contract suite's random games must end within it; a longer one has a loop
LONGEST_GAME = 400

__all__ = [
    "COMMAND_CLASSES",
    "HIDDEN_INFORMATION",
    "LONGEST_GAME",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "OPTIONS",
    "Build",
    "ChooseHero",
    "Combine",
    "Defeat",
    "EndTurn",
    "IllegalCommand",
    "Mode",
    "Phase",
    "PlayBonus",
    "Roll",
    "Square",
    "State",
    "UseHeroPower",
    "apply",
    "command_from_json",
    "danger_order",
    "is_shortcut",
    "legal_commands",
    "outcome",
    "redeal_hidden",
    "seat_role",
    "setup",
    "to_act",
    "view",
    "villain_at",
]

if TYPE_CHECKING:
    # mypy proves this package is a whole, well-typed RulesFor[State, OutnumberedView]: a missing or
    # mistyped member fails here
    from tabletop.core.contract import RulesFor
    from tabletop.games.outnumbered import rules as _this
    from tabletop.games.outnumbered.rules.view import OutnumberedView

    _contract: RulesFor[State, OutnumberedView] = _this
