"""Computer players for Fugitive: the app asks ``choose`` for a command, giving only the seat's view.

Seat 0 is the Fugitive (:mod:`.bot_fugitive`), seat 1 the Marshal (:mod:`.bot_marshal`).  Every
answer is checked against the legal commands before it leaves, so a bot can never stall a game:
the only command not listed in ``legal`` that may come back is the Marshal's series guess, made
of numbers each listed as a legal single guess.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop.core.contract import Command
from tabletop.core.contract import random_move as random_move
from tabletop.core.i18n import N_
from tabletop.games.fugitive.bots import bot_fugitive, bot_marshal
from tabletop.games.fugitive.rules.commands import Guess
from tabletop.games.fugitive.rules.view import FugitiveView

STRENGTHS: tuple[str, ...] = (N_("casual"), N_("strong"))
FUGITIVE = 0
MARSHAL = 1


def choose(
    view: FugitiveView, legal: Sequence[Command], seat: int, strength: str, rng: random.Random
) -> Command:
    """The bot's command for ``seat``, decided from ``view`` alone."""
    if not legal:
        raise ValueError("a bot was asked to move with no legal command")
    if strength not in STRENGTHS:
        strength = STRENGTHS[-1]
    legal = list(legal)
    if seat == FUGITIVE:
        command = bot_fugitive.choose(view, legal, strength, rng)
    else:
        command = bot_marshal.choose(view, legal, strength, rng)
    if is_allowed(command, legal, view):
        return command
    return rng.choice(legal)


def is_allowed(command: Command, legal: Sequence[Command], view: FugitiveView) -> bool:
    """Listed in ``legal``, or a series guess whose numbers are all legal single guesses."""
    if command in legal:
        return True
    if not isinstance(command, Guess) or view.get("phase") != "marshal_guess":
        return False
    if (view.get("effects") or {}).get("single_guess_only"):
        return False
    singles = {c.numbers[0] for c in legal if isinstance(c, Guess) and len(c.numbers) == 1}
    numbers = command.numbers
    return bool(numbers) and len(set(numbers)) == len(numbers) and all(n in singles for n in numbers)


if TYPE_CHECKING:
    # mypy proves this module is a whole, well-typed BotsFor: a missing or mistyped member fails here
    from tabletop.core.contract import BotsFor
    from tabletop.games.fugitive import bots as _this

    _contract: BotsFor[FugitiveView] = _this
