"""Sprint arithmetic: how far a hideout may jump with the cards put under it."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.games.fugitive.rules.cards import ESCAPE, NORMAL_RANGE, SPRINT


def can_sprint(card: int) -> bool:
    """Every card from 1 to 41 may go under a hideout; 0 and 42 never can."""
    return card in SPRINT


def sprint_sum(cards: Iterable[int]) -> int:
    return sum(SPRINT.get(card, 0) for card in cards)


def normal_range(range_bonus: int = 0) -> int:
    """How much higher a hideout may be without sprinting (Getaway Car adds its bonus)."""
    return NORMAL_RANGE + range_bonus


def still_needed(previous: int, card: int, sprints: Iterable[int], range_bonus: int = 0) -> int:
    """Sprint value still missing before ``card`` may follow ``previous`` (0 when covered)."""
    return max(0, card - previous - normal_range(range_bonus) - sprint_sum(sprints))


def reachable(
    previous: int, card: int, others: Iterable[int], range_bonus: int = 0, no_sprint: bool = False
) -> bool:
    """Could ``card`` be the next hideout, using any of ``others`` as sprint cards?"""
    if card <= previous:
        return False
    power = 0 if no_sprint else sprint_sum(c for c in others if c != ESCAPE)
    return card - previous <= normal_range(range_bonus) + power
