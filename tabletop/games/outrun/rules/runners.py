"""What a runner has and must follow now: the cards that count for them, the cards they may lay,
and one correct run.  Shared by the stages, the view and ``correct_run``.
"""

from __future__ import annotations

from tabletop.games.outrun.rules.content import ANTIDOTE, LONG_WAY, MAJOR_SHORTCUT, SYMBOL_IDS
from tabletop.games.outrun.rules.interference import CARDS, Card, Kind
from tabletop.games.outrun.rules.paths import PATHS_BY_ID
from tabletop.games.outrun.rules.sequences import Bends, bends_of, correct_sequence
from tabletop.games.outrun.rules.state import State


def in_effect(state: State, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` must follow: those in front of them, then those in the centre."""
    return tuple(CARDS[c] for c in (*state.runners[seat].front, *state.center))


def bends_for(state: State, seat: int) -> Bends:
    return bends_of(in_effect(state, seat))


def path_order(state: State) -> tuple[str, ...]:
    """The symbols of the turned path card, in path order (empty before the reveal)."""
    return PATHS_BY_ID[state.path].order if state.path is not None else ()


def path_antidote(state: State) -> bool:
    return state.path is not None and PATHS_BY_ID[state.path].antidote


def may_cure(state: State, seat: int) -> bool:
    """An infected runner may end this round's run with the antidote (Zombie-Specific Rules)."""
    return state.runners[seat].infected and path_antidote(state)


def own_cards(state: State, seat: int) -> frozenset[str]:
    """The cards ``seat`` can lay in a run: their eight movement cards, a copy of The long way or
    the Major shortcut when one counts for them, and the red placeholder when infected.
    """
    kinds = {card.kind for card in in_effect(state, seat)}
    cards = set(SYMBOL_IDS)
    if Kind.THE_LONG_WAY in kinds:
        cards.add(LONG_WAY)
    if Kind.MAJOR_SHORTCUT in kinds:
        cards.add(MAJOR_SHORTCUT)
    if state.runners[seat].infected:
        cards.add(ANTIDOTE)
    return frozenset(cards)


def correct_run(state: State, seat: int) -> list[str]:
    """One correct run for ``seat`` on the turned path card (empty before the reveal).

    Little shortcut leaves out the last move; an infected runner ends with the antidote when the
    path card allows it, since curing is always worth it.
    """
    if state.path is None:
        return []
    return correct_sequence(path_order(state), bends_for(state, seat), antidote=may_cure(state, seat))
