"""Computer runners for Outrun: the app asks ``choose`` for one command at a time, giving the view.

In a race the runner's ``run`` carries its cards and a time drawn from ``rng`` (:mod:`.bot_race`);
outside it, :mod:`.bot_cards` makes the choices.  "strong" reads faster, rarely slips and plays its
interference cards well; "casual" is slower, slips more often and plays cards now and then.  Every
answer is checked before it leaves: a listed command, or a run of the runner's own cards in a race.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop.core.contract import Command
from tabletop.core.contract import random_move as random_move
from tabletop.core.i18n import N_
from tabletop.games.outrun.bots import bot_cards, bot_race
from tabletop.games.outrun.rules.commands import Infect, Keep, Reveal, Run, TakeZero, TimeUp
from tabletop.games.outrun.rules.view import OutrunView

STRENGTHS: tuple[str, ...] = (N_("casual"), N_("strong"))


def choose(
    view: OutrunView, legal: Sequence[Command], seat: int, strength: str, rng: random.Random
) -> Command:
    """The computer runner's command for ``seat``, decided from ``view`` alone."""
    if not legal:
        raise ValueError("a computer runner was asked to move with no legal command")
    if strength not in STRENGTHS:
        strength = STRENGTHS[-1]
    strong = strength == "strong"
    phase = view["phase"]
    command: Command
    if phase == "race":
        command = bot_race.run_for(view, seat, strength, rng)
    elif phase == "take_zero":
        command = bot_cards.take_zero(view, seat, strong)
    elif phase == "infect":
        command = bot_cards.infect(view, legal, seat, strong, rng)
    elif phase == "interfere":
        command = bot_cards.interfere(view, legal, seat, strong, rng)
    else:
        command = next((c for c in legal if isinstance(c, Reveal)), legal[0])
    if is_allowed(command, legal, view):
        return command
    return fallback(legal, rng)


def is_allowed(command: Command, legal: Sequence[Command], view: OutrunView) -> bool:
    """Listed in ``legal``, or a race run of distinct cards while the runner may still run."""
    if command in legal:
        return True
    if not isinstance(command, Run) or view["phase"] != "race":
        return False
    runs = [c for c in legal if isinstance(c, Run)]
    return bool(runs) and len(set(command.cards)) == len(command.cards) and command.ms >= 0


def fallback(legal: Sequence[Command], rng: random.Random) -> Command:
    """A harmless legal command: keep the cards, decline, or the first one listed."""
    for kind in (Keep, TakeZero, Infect, Reveal, TimeUp):
        for command in legal:
            if isinstance(command, kind):
                return command
    return rng.choice(list(legal))


if TYPE_CHECKING:
    # mypy proves this module is a whole, well-typed BotsFor[OutrunView]: a missing or mistyped
    # member fails here
    from tabletop.core.contract import BotsFor
    from tabletop.games.outrun import bots as _this

    _contract: BotsFor[OutrunView] = _this
