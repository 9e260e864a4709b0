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

# the package's members, each re-exported as ``name as name`` (``RulesFor`` in tabletop/core/contract.py)
from tabletop.core.contract import IllegalCommand as IllegalCommand
from tabletop.games.outnumbered.rules.commands import COMMAND_CLASSES as COMMAND_CLASSES
from tabletop.games.outnumbered.rules.commands import Build as Build
from tabletop.games.outnumbered.rules.commands import ChooseHero as ChooseHero
from tabletop.games.outnumbered.rules.commands import Combine as Combine
from tabletop.games.outnumbered.rules.commands import Defeat as Defeat
from tabletop.games.outnumbered.rules.commands import EndTurn as EndTurn
from tabletop.games.outnumbered.rules.commands import PlayBonus as PlayBonus
from tabletop.games.outnumbered.rules.commands import Roll as Roll
from tabletop.games.outnumbered.rules.commands import Square as Square
from tabletop.games.outnumbered.rules.commands import UseHeroPower as UseHeroPower
from tabletop.games.outnumbered.rules.commands import command_from_json as command_from_json
from tabletop.games.outnumbered.rules.flow import apply as apply
from tabletop.games.outnumbered.rules.flow import is_shortcut as is_shortcut
from tabletop.games.outnumbered.rules.flow import legal_commands as legal_commands
from tabletop.games.outnumbered.rules.flow import to_act as to_act
from tabletop.games.outnumbered.rules.helpers import danger_order as danger_order
from tabletop.games.outnumbered.rules.helpers import villain_at as villain_at
from tabletop.games.outnumbered.rules.hidden import redeal_hidden as redeal_hidden
from tabletop.games.outnumbered.rules.options import OPTIONS as OPTIONS
from tabletop.games.outnumbered.rules.outcome import outcome as outcome
from tabletop.games.outnumbered.rules.outcome import seat_role as seat_role
from tabletop.games.outnumbered.rules.setup import MAX_PLAYERS as MAX_PLAYERS
from tabletop.games.outnumbered.rules.setup import MIN_PLAYERS as MIN_PLAYERS
from tabletop.games.outnumbered.rules.setup import setup as setup
from tabletop.games.outnumbered.rules.state import Mode as Mode
from tabletop.games.outnumbered.rules.state import Phase as Phase
from tabletop.games.outnumbered.rules.state import State as State
from tabletop.games.outnumbered.rules.view import view as view

HIDDEN_INFORMATION = False
#: no game takes more commands than this (the longest of 132 random games took 105): the
#: contract suite's random games must end within it; a longer one has a loop
LONGEST_GAME = 400


if TYPE_CHECKING:
    # mypy proves this package is a whole, well-typed RulesFor[State, OutnumberedView]: a missing or
    # mistyped member fails here
    from tabletop.core.contract import RulesFor
    from tabletop.games.outnumbered import rules as _this
    from tabletop.games.outnumbered.rules.view import OutnumberedView

    _contract: RulesFor[State, OutnumberedView] = _this
