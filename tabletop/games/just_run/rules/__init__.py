"""Just Run: A Game of Horror, the rules: a pure-Python implementation of the tabletop contract.

Seats 0 to 5 are survivors.  The game runs through the calm scavenge (``pick`` from the hand in
front of you, all at once, then pass left) or the frenzied one (``want`` the card shown or not,
every seat at once; ``fight_dice`` when several want it; the table's ``time_up`` after five
minutes), gearing up (``combine``, ``discard``, ``end_turn``), the start rooms (``start``), and
the escape phase: individual turns of two normal actions (three
with two players) and free actions, each round closed by the zombie turn (attack, bash, move,
spawn), which plays out inside the last survivor's ``end_turn``.  See ``commands`` for the JSON
commands, ``view`` for the view, and CONTENT.md for everything designed where the book is silent.

Get Out and both scavenge methods; throwing, the Molotov Cocktail, the Fire Barricade, the Vile
Disguise, repairs, "Optional Event" cards and trading one item for another are in ``special``.
The scenarios (Get Out always, with any of Extermination, Memento Mori, Find the Cure and Rescue
Mission on top) and the Easier and Contagion variations are in ``scenarios``, ``objectives``,
``cure``, ``contagion``, ``rescue`` and ``rescuee_turn``.

``apply`` returns events whose ``kind`` says what happened ("door_checked", "room_placed",
"fight", "zombie_fight", "zombies_move", "spawned", ...), with the dice in ``data``.

``fighting.pair_dice`` pairs fight dice by the book (the table, the bots and the tests use it);
``rules.playout.random_playout`` plays random games for tests and benchmarks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

# the package's members, each re-exported as ``name as name`` (``RulesFor`` in tabletop/core/contract.py)
from tabletop.core.contract import IllegalCommand as IllegalCommand
from tabletop.games.just_run.rules.commands import COMMAND_CLASSES as COMMAND_CLASSES
from tabletop.games.just_run.rules.commands import command_from_json as command_from_json
from tabletop.games.just_run.rules.flow import apply as apply
from tabletop.games.just_run.rules.flow import is_shortcut as is_shortcut
from tabletop.games.just_run.rules.flow import legal_commands as legal_commands
from tabletop.games.just_run.rules.flow import to_act as to_act
from tabletop.games.just_run.rules.hidden import redeal_hidden as redeal_hidden
from tabletop.games.just_run.rules.options import OPTIONS as OPTIONS
from tabletop.games.just_run.rules.outcome import outcome as outcome
from tabletop.games.just_run.rules.outcome import seat_role as seat_role
from tabletop.games.just_run.rules.setup import MAX_PLAYERS as MAX_PLAYERS
from tabletop.games.just_run.rules.setup import MIN_PLAYERS as MIN_PLAYERS
from tabletop.games.just_run.rules.setup import setup as setup
from tabletop.games.just_run.rules.state import Phase as Phase
from tabletop.games.just_run.rules.state import State as State
from tabletop.games.just_run.rules.view import view as view
from tabletop.games.just_run.rules.view import views as views

HIDDEN_INFORMATION = True
#: no game takes more commands than this (the longest of 132 random games took 446): the
#: contract suite's random games must end within it; a longer one has a loop
LONGEST_GAME = 1500


if TYPE_CHECKING:
    # mypy proves this package is a whole, well-typed RulesFor[State, JustRunView]: a missing or
    # mistyped member fails here
    from tabletop.core.contract import RulesFor
    from tabletop.games.just_run import rules as _this
    from tabletop.games.just_run.rules.view import JustRunView

    _contract: RulesFor[State, JustRunView] = _this
