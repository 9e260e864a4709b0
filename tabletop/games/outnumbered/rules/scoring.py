"""The final score and its rating (rulebook, WINNING AND LOSING; the band texts in our own words)."""

from __future__ import annotations

from tabletop.core.i18n import N_
from tabletop.games.outnumbered.rules.state import Mode, State

#: points for bringing the truck to the lab, per barricade still standing, and for Absolute Zero
ARRIVAL_POINTS = 10
BARRICADE_POINTS = 3
ZERO_POINTS = 5

#: (lowest score of the band, rating msgid), best band last
BANDS: tuple[tuple[int, str], ...] = (
    (10, N_("The city is safe, for now.")),
    (16, N_("Absolute Zero got away, but he will think twice.")),
    (22, N_("Absolute Zero is stopped and the city sleeps soundly.")),
    (28, N_("A perfect victory: Absolute Zero and all his minions are behind bars.")),
)


def score(state: State) -> int:
    """10 for the lab, 3 per barricade left, 5 if Absolute Zero fell to the dice."""
    return (
        ARRIVAL_POINTS
        + BARRICADE_POINTS * sum(state.barricades)
        + (ZERO_POINTS if state.zero_defeated_with_dice else 0)
    )


def rating(points: int) -> str:
    """The rating sentence for a winning score."""
    chosen = BANDS[0][1]
    for low, text in BANDS:
        if points >= low:
            chosen = text
    return chosen


def final_score(state: State) -> int | None:
    """The score of a won game (None while playing, after a loss, and in Training)."""
    if not state.won or state.mode is Mode.TRAINING:
        return None
    return score(state)
