"""The result of a finished game: the first runner off the map, or the furthest when night ends."""

from __future__ import annotations

from tabletop.core.contract import Outcome
from tabletop.core.i18n import N_
from tabletop.games.outrun.rules.content import CHARACTERS
from tabletop.games.outrun.rules.state import Phase, State


def outcome(state: State) -> Outcome | None:
    if state.phase is not Phase.OVER or state.winner is None:
        return None
    rooms = {seat: runner.room for seat, runner in enumerate(state.runners)}
    if state.solo:
        if state.night_over:  # alone, dawn is no win: the practice ends without a time
            return Outcome(winners=(), reason=N_("Dawn came before you got out of the museum."), scores=rooms)
        return Outcome(winners=(state.winner,), reason=N_("Out of the museum!"), scores=rooms)
    if state.night_over:
        reason = N_("Dawn came before anyone got out: the runner furthest through the museum wins.")
    else:
        reason = N_("Outran everyone and got out of the museum first!")
    return Outcome(winners=(state.winner,), reason=reason, scores=rooms)


def seat_role(seat: int) -> str:
    """The character the seat plays (seat n plays the n-th character)."""
    return CHARACTERS[seat % len(CHARACTERS)].name
