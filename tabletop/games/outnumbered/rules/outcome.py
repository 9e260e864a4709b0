"""The result of a finished game: everyone wins together, or nobody does."""

from __future__ import annotations

from tabletop.core.contract import Outcome
from tabletop.core.i18n import N_, Nn_
from tabletop.games.outnumbered.rules import scoring
from tabletop.games.outnumbered.rules.content import HEROES_BY_ID
from tabletop.games.outnumbered.rules.state import Mode, Phase, State


def outcome(state: State) -> Outcome | None:
    """None while the game runs.  A win lists every seat with the team's score; the reason is the rating."""
    if state.phase is not Phase.OVER:
        return None
    everyone = tuple(range(state.players))
    if state.mode is Mode.TRAINING:
        return Outcome(
            winners=everyone,
            reason=Nn_(
                "Training complete: {count} villain got through. Fewer is better!",
                "Training complete: {count} villains got through. Fewer is better!",
            ),
            params={"count": len(state.escaped)},
        )
    if not state.won:
        lane = (state.lost_lane if state.lost_lane is not None else 0) + 1
        return Outcome(
            winners=(),
            reason=N_("A villain broke through lane {lane} and stole the Infinity Generator."),
            params={"lane": lane},
        )
    points = scoring.score(state)
    return Outcome(
        winners=everyone, reason=scoring.rating(points), scores={seat: points for seat in everyone}
    )


def seat_role(seat: int, state: State | None = None) -> str:
    """The role msgid for a seat: its hero's name once chosen (given the state), else "Hero"."""
    if state is not None and 0 <= seat < len(state.heroes):
        hero = state.heroes[seat]
        if hero is not None:
            return HEROES_BY_ID[hero].name
    return N_("Hero")
