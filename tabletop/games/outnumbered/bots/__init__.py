"""Computer heroes for Outnumbered: the app asks ``choose`` for one command at a time, giving the view.

Every seat is a hero on the same team, so one planner (:mod:`.bot_planner`) serves them all;
"strong" plans the whole turn (hero power, bonus powers, which dice beat which villain),
"casual" beats the most worrying villain it can, one at a time.  Every answer is checked before
it leaves: it is one of the legal commands, or a typed Build whose formula uses distinct values
of the pool and stays within the rules' limits, so a computer hero can never stall a game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop.core.contract import Command, IllegalCommand
from tabletop.core.contract import random_move as random_move
from tabletop.core.i18n import N_
from tabletop.games.outnumbered.bots import bot_planner
from tabletop.games.outnumbered.rules import formula as formula_rules
from tabletop.games.outnumbered.rules.commands import Build, ChooseHero, Defeat, EndTurn, Roll
from tabletop.games.outnumbered.rules.view import OutnumberedView

STRENGTHS: tuple[str, ...] = (N_("casual"), N_("strong"))


def choose(
    view: OutnumberedView, legal: Sequence[Command], seat: int, strength: str, rng: random.Random
) -> Command:
    """The computer hero's command for ``seat``, decided from ``view`` alone."""
    if not legal:
        raise ValueError("a computer hero was asked to move with no legal command")
    if strength not in STRENGTHS:
        strength = STRENGTHS[-1]
    legal = list(legal)
    strong = strength == "strong"
    command: Command | None
    if view.get("phase") == "choose_hero":
        command = bot_planner.pick_hero(legal, strong, rng)
    elif strong:
        command = bot_planner.strong_command(view, legal, seat)
    else:
        command = bot_planner.casual_command(view, legal, seat)
    if command is not None and is_allowed(command, legal, view):
        return command
    return fallback(legal, rng)


def is_allowed(command: Command, legal: Sequence[Command], view: OutnumberedView) -> bool:
    """Listed in ``legal``, or a Build the rules will accept (checked against the view's pool)."""
    if command in legal:
        return True
    if not isinstance(command, Build) or view.get("phase") != "act" or command.seat != view.get("seat"):
        return False
    return build_number(command.formula, view) is not None


def build_number(formula: str, view: OutnumberedView) -> int | None:
    """The number ``formula`` makes from the pool's values, or None when the rules would refuse it
    (read and worked out by the rules' own ``formula`` module, so a bot never disagrees with them)."""
    pool = [(int(v["id"]), int(v["number"])) for v in view.get("pool") or ()]
    try:
        number, _used, _text = formula_rules.evaluate(formula_rules.parse(formula), pool)
    except IllegalCommand:
        return None
    return number


def fallback(legal: Sequence[Command], rng: random.Random) -> Command:
    """A harmless legal command when the planner had nothing: beat a villain, roll, or end the turn."""
    for kind in (Defeat, Roll, EndTurn, ChooseHero):
        for command in legal:
            if isinstance(command, kind):
                return command
    return rng.choice(list(legal))


if TYPE_CHECKING:
    # mypy proves this module is a whole, well-typed BotsFor: a missing or mistyped member fails here
    from tabletop.core.contract import BotsFor
    from tabletop.games.outnumbered import bots as _this

    _contract: BotsFor[OutnumberedView] = _this
