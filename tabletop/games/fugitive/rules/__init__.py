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

# the package's members, each re-exported as ``name as name`` (``RulesFor`` in tabletop/core/contract.py)
from tabletop.core.contract import IllegalCommand as IllegalCommand
from tabletop.games.fugitive.rules.cards import SPRINT as SPRINT
from tabletop.games.fugitive.rules.commands import COMMAND_CLASSES as COMMAND_CLASSES
from tabletop.games.fugitive.rules.commands import AddSprint as AddSprint
from tabletop.games.fugitive.rules.commands import ChooseDeck as ChooseDeck
from tabletop.games.fugitive.rules.commands import Done as Done
from tabletop.games.fugitive.rules.commands import Draw as Draw
from tabletop.games.fugitive.rules.commands import Guess as Guess
from tabletop.games.fugitive.rules.commands import Pass as Pass
from tabletop.games.fugitive.rules.commands import PlaceHideout as PlaceHideout
from tabletop.games.fugitive.rules.commands import StartManhunt as StartManhunt
from tabletop.games.fugitive.rules.commands import command_from_json as command_from_json
from tabletop.games.fugitive.rules.flow import apply as apply
from tabletop.games.fugitive.rules.flow import is_shortcut as is_shortcut
from tabletop.games.fugitive.rules.flow import legal_commands as legal_commands
from tabletop.games.fugitive.rules.flow import to_act as to_act
from tabletop.games.fugitive.rules.hidden import redeal_hidden as redeal_hidden
from tabletop.games.fugitive.rules.options import OPTIONS as OPTIONS
from tabletop.games.fugitive.rules.outcome import outcome as outcome
from tabletop.games.fugitive.rules.outcome import seat_role as seat_role
from tabletop.games.fugitive.rules.placement import max_reach as max_reach
from tabletop.games.fugitive.rules.placement import playable_cards as playable_cards
from tabletop.games.fugitive.rules.setup import MAX_PLAYERS as MAX_PLAYERS
from tabletop.games.fugitive.rules.setup import MIN_PLAYERS as MIN_PLAYERS
from tabletop.games.fugitive.rules.setup import setup as setup
from tabletop.games.fugitive.rules.state import FUGITIVE as FUGITIVE
from tabletop.games.fugitive.rules.state import MARSHAL as MARSHAL
from tabletop.games.fugitive.rules.state import Phase as Phase
from tabletop.games.fugitive.rules.state import State as State
from tabletop.games.fugitive.rules.state import Variant as Variant
from tabletop.games.fugitive.rules.view import view as view

HIDDEN_INFORMATION = True
#: no game takes more commands than this (the longest of 132 random games took 676): the
#: contract suite's random games must end within it; a longer one has a loop
LONGEST_GAME = 2000


if TYPE_CHECKING:
    # mypy proves this package is a whole, well-typed RulesFor[State, FugitiveView]: a missing or mistyped
    # member fails here
    from tabletop.core.contract import RulesFor
    from tabletop.games.fugitive import rules as _this
    from tabletop.games.fugitive.rules.view import FugitiveView

    _contract: RulesFor[State, FugitiveView] = _this
