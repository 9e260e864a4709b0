"""Computer survivors for Just Run: the app asks ``choose`` for one command at a time, giving the view.

Each phase has one chooser (``CHOOSERS``): the calm draft, gearing up and the supplies deck in
:mod:`.bot_scavenge`, the frenzied scavenge in :mod:`.bot_frenzy`, the escape turn in
:mod:`.bot_escape` (which scores every legal command by its type, the special items' and the
scenarios' in :mod:`.bot_special`) and the rescuee's turn in :mod:`.bot_rescuee`; what the
scenarios ask of a survivor is read in :mod:`.bot_goals`.  A phase or a command the bots do
not know yet gets ``fallback``: a harmless legal command, ending a turn before idling, never an
attack on a teammate.  Every answer is checked against ``legal`` before it leaves, so a computer
survivor can never stall a game.

"strong" plans with the zombies in mind (routes, fights, the zombie turn ahead); "casual"
judges with noise and takes a sensible move on a whim now and then.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from tabletop.core.contract import Command
from tabletop.core.contract import random_move as random_move
from tabletop.core.i18n import N_
from tabletop.games.just_run.bots import bot_escape, bot_frenzy, bot_rescuee, bot_scavenge
from tabletop.games.just_run.rules.view import JustRunView

STRENGTHS: tuple[str, ...] = (N_("casual"), N_("strong"))

Chooser = Callable[[JustRunView, Sequence[Command], int, bool, random.Random], Command | None]

#: the chooser for each phase of the view; a new phase's choice is one more entry
CHOOSERS: dict[str, Chooser] = {
    "draft": bot_scavenge.pick,
    "gear_up": bot_scavenge.gear_up,
    "start": bot_scavenge.start,
    "supplies": bot_scavenge.supplies,
    "turn": bot_escape.take_turn,
    "frenzy": bot_frenzy.answer,
    "rescuee": bot_rescuee.guide,
}

#: the generic choice among commands the bots do not know, most harmless first: finishing a
#: turn or a step before anything that changes the game
FALLBACK_ORDER: tuple[str, ...] = ("end_turn", "do_nothing", "pass", "skip", "done", "ready")


def choose(
    view: JustRunView, legal: Sequence[Command], seat: int, strength: str, rng: random.Random
) -> Command:
    """The computer survivor's command for ``seat``, decided from ``view`` alone."""
    if not legal:
        raise ValueError("a computer survivor was asked to move with no legal command")
    if strength not in STRENGTHS:
        strength = STRENGTHS[-1]
    legal = list(legal)
    chooser = CHOOSERS.get(str(view.get("phase")))
    command = chooser(view, legal, seat, strength == "strong", rng) if chooser is not None else None
    if command is not None and command in legal:
        return command
    return fallback(view, legal, rng)


def friendly(view: JustRunView, command: Command) -> bool:
    """False for an attack on another survivor in a cooperative game."""
    return not (
        view.get("mode") != "competitive"
        and command.TYPE == "attack"
        and getattr(command, "survivor", None) is not None
    )


def fallback(view: JustRunView, legal: Sequence[Command], rng: random.Random) -> Command:
    """A harmless legal command for a phase or command the bots do not know: end the turn or the
    step if that is allowed, else anything but an attack on a teammate, at random."""
    for kind in FALLBACK_ORDER:
        for command in legal:
            if kind == command.TYPE:
                return command
    # an answer to a yes-or-no question: the cautious "no"
    declines = [c for c in legal if getattr(c, "want", None) is False]
    if declines:
        return declines[0]
    options = [c for c in legal if friendly(view, c)] or list(legal)
    return rng.choice(options)


if TYPE_CHECKING:
    # mypy proves this module is a whole, well-typed BotsFor: a missing or mistyped member fails here
    from tabletop.core.contract import BotsFor
    from tabletop.games.just_run import bots as _this

    _contract: BotsFor[JustRunView] = _this
