"""The result of a finished game of Get Out (All About Scenarios)."""

from __future__ import annotations

from tabletop.core.contract import Outcome
from tabletop.core.i18n import N_
from tabletop.games.just_run.rules import objectives
from tabletop.games.just_run.rules.state import Phase, State


def outcome(state: State) -> Outcome | None:
    if state.phase is not Phase.OVER:
        return None
    if len(state.scenarios) > 1:
        return scenario_outcome(state)
    escaped = tuple(s for s, survivor in enumerate(state.survivors) if survivor.escaped)
    if state.mode == "coop":
        if state.lost or len(escaped) < state.players:
            return Outcome(winners=(), reason=N_("Not everyone got out: the zombies win."))
        return Outcome(winners=escaped, reason=N_("Every survivor got out alive: everyone wins!"))
    if not escaped:
        return Outcome(winners=(), reason=N_("Nobody reached the chopper: the zombies win."))
    return Outcome(winners=escaped, reason=N_("The survivors with a seat on the chopper win."))


def scenario_outcome(state: State) -> Outcome:
    """Several scenarios (``objectives``): the survivors out who meet every objective win, as long as
    the team's objectives are met."""
    won = objectives.winners(state)
    if not won:
        return Outcome(winners=(), reason=N_("The mission has failed: the zombies win."))
    if state.mode == "coop" and len(won) == state.players:
        return Outcome(winners=won, reason=N_("Every objective is met: everyone wins!"))
    return Outcome(winners=won, reason=N_("The survivors who met every objective win."))


def seat_role(seat: int) -> str:
    """Every seat plays a survivor."""
    return N_("Survivor")
