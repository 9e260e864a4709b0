"""The result of a finished game."""

from __future__ import annotations

from tabletop.core.contract import Outcome
from tabletop.core.i18n import Np_
from tabletop.games.fugitive.rules.state import FUGITIVE, Phase, State


def outcome(state: State) -> Outcome | None:
    """None while the game runs; otherwise the winner and a sentence saying why."""
    if state.phase is not Phase.OVER or state.winner is None:
        return None
    return Outcome(winners=(state.winner,), reason=state.end_reason)


def seat_role(seat: int) -> str:
    """The role msgid for a seat: seat 0 runs, seat 1 hunts."""
    return Np_("role", "Fugitive") if seat == FUGITIVE else Np_("role", "Marshal")
