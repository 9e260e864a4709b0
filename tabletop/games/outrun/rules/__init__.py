"""Outrun, the rules: a pure-Python implementation of the tabletop contract.

Seats 0 to 5 are runners (seat n plays the n-th character).  A round is the rulebook's seven
stages: ``reveal`` (the turner turns the path card), the race (``run`` or ``time_up`` from every
seat at once: ``to_act`` lists all who have not finished), then the check, places and moves play
out by themselves, with a stop for the Bear's ``take_zero``, the Zombie's ``infect`` and the Bear's
and Dragon's ``play``/``keep`` turns.  See ``view`` for the view format and ``commands`` for the
JSON commands; ``sequences`` says how interference cards bend a run, and CONTENT.md why.

``apply`` returns events whose ``kind`` is one of: "revealed", "finished", "time_up", "checked",
"cured", "placed", "zero_taken", "zero_declined", "moved", "escaped", "cleared", "infected",
"round_cards_gone", "reshuffled", "drew", "to_center", "front_drawn", "played", "night_over".
Reveals, runs, checks, draws and reshuffles are undo barriers.

The hidden information (interference hands, deck orders, runs laid during the race) is declared by
``redeal_hidden`` (``hidden.py``); the commands ``apply`` accepts that ``legal_commands`` does not
list are runs other than the listed one (``is_shortcut``).

Helpers: ``correct_run(state, seat)`` (one correct run now: the bots and the rules summary use it),
``rules.playout.random_playout`` for benchmarks, ``rules.scenario.make_state`` for tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

# the package's members, each re-exported as ``name as name`` (``RulesFor`` in tabletop/core/contract.py)
from tabletop.core.contract import IllegalCommand as IllegalCommand
from tabletop.games.outrun.rules.commands import COMMAND_CLASSES as COMMAND_CLASSES
from tabletop.games.outrun.rules.commands import Infect as Infect
from tabletop.games.outrun.rules.commands import Keep as Keep
from tabletop.games.outrun.rules.commands import Play as Play
from tabletop.games.outrun.rules.commands import Reveal as Reveal
from tabletop.games.outrun.rules.commands import Run as Run
from tabletop.games.outrun.rules.commands import TakeZero as TakeZero
from tabletop.games.outrun.rules.commands import TimeUp as TimeUp
from tabletop.games.outrun.rules.commands import command_from_json as command_from_json
from tabletop.games.outrun.rules.content import Monster as Monster
from tabletop.games.outrun.rules.flow import apply as apply
from tabletop.games.outrun.rules.flow import is_shortcut as is_shortcut
from tabletop.games.outrun.rules.flow import legal_commands as legal_commands
from tabletop.games.outrun.rules.flow import to_act as to_act
from tabletop.games.outrun.rules.hidden import redeal_hidden as redeal_hidden
from tabletop.games.outrun.rules.options import OPTIONS as OPTIONS
from tabletop.games.outrun.rules.outcome import outcome as outcome
from tabletop.games.outrun.rules.outcome import seat_role as seat_role
from tabletop.games.outrun.rules.runners import correct_run as correct_run
from tabletop.games.outrun.rules.setup import MAX_PLAYERS as MAX_PLAYERS
from tabletop.games.outrun.rules.setup import MIN_PLAYERS as MIN_PLAYERS
from tabletop.games.outrun.rules.setup import setup as setup
from tabletop.games.outrun.rules.state import Phase as Phase
from tabletop.games.outrun.rules.state import State as State
from tabletop.games.outrun.rules.view import view as view

HIDDEN_INFORMATION = True
#: no game takes more commands than this (the longest of 132 random games took 714): the
#: contract suite's random games must end within it; a longer one has a loop
LONGEST_GAME = 2500


if TYPE_CHECKING:
    # mypy proves this package is a whole, well-typed RulesFor[State, OutrunView]: a missing or
    # mistyped member fails here
    from tabletop.core.contract import RulesFor
    from tabletop.games.outrun import rules as _this
    from tabletop.games.outrun.rules.view import OutrunView

    _contract: RulesFor[State, OutrunView] = _this
