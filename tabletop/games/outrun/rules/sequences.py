"""How the interference cards in front of a runner bend the sequence they must lay.

The rulebook describes each card alone; how they combine is our ruling (CONTENT.md, "How the
cards bend a run"), applied in this order:

1. start from the path card's order of moves (move 1 is the glowing start);
2. Stepping Stones reorders the moves by their place on the path: the even ones then the odd ones
   (or the odd ones then the even ones);
3. Not that way removes the move with its symbol (it refers to the path card, the FAQ says);
4. Back away reverses what is left;
5. Switcheroo then changes which card is played from the hand: where a move asks for one of its two
   symbols, the other is laid;
6. The long way is laid right after the 1st, 2nd or 3rd card played from the hand;
7. Little shortcut leaves out exactly one movement card of the runner's choice (The long way still
   counts the cards actually played, so 6 and 7 give the same run in either order);
8. Major shortcut replaces all movement cards: the run is that card alone.

A runner follows every card in front of them exactly; against the Vampire the cards in the centre
are in front of everyone.  An infected runner may end the run with the antidote (the red
placeholder), but only when the path card shows the antidote icon.  Pure functions of plain values.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tabletop.games.outrun.rules.content import ANTIDOTE, LONG_WAY, MAJOR_SHORTCUT, SYMBOL_IDS
from tabletop.games.outrun.rules.interference import Card, Kind


@dataclass(frozen=True, slots=True)
class Bends:
    """What a set of interference cards asks of a run."""

    stepping: Kind | None = None  # STEPPING_STONES_EVENS or STEPPING_STONES_ODDS
    skip: frozenset[str] = frozenset()
    back: bool = False
    swaps: tuple[tuple[str, str], ...] = ()
    long_after: int | None = None
    little: bool = False
    major: bool = False

    @property
    def count(self) -> int:
        """How many things bend the run (a measure of how hard it is to read)."""
        return (
            (self.stepping is not None)
            + len(self.skip)
            + self.back
            + len(self.swaps)
            + (self.long_after is not None)
            + self.little
            + self.major
        )


def bends_of(cards: Iterable[Card]) -> Bends:
    """The bends of the cards a runner must follow (in front of them and in the centre)."""
    stepping: Kind | None = None
    skip: set[str] = set()
    back = little = major = False
    swaps: list[tuple[str, str]] = []
    long_after: int | None = None
    for card in cards:
        kind = card.kind
        if kind in (Kind.STEPPING_STONES_EVENS, Kind.STEPPING_STONES_ODDS):
            stepping = kind
        elif kind is Kind.NOT_THAT_WAY:
            skip.update(card.symbols)
        elif kind is Kind.BACK_AWAY:
            back = True
        elif kind is Kind.SWITCHEROO:
            a, b = card.symbols
            swaps.append((a, b))
        elif kind is Kind.THE_LONG_WAY:
            long_after = card.after
        elif kind is Kind.LITTLE_SHORTCUT:
            little = True
        elif kind is Kind.MAJOR_SHORTCUT:
            major = True
    return Bends(stepping, frozenset(skip), back, tuple(swaps), long_after, little, major)


def stepped(path: Sequence[str], stepping: Kind | None) -> list[str]:
    """The path's moves reordered by Stepping Stones (moves are numbered from 1)."""
    evens = [path[i] for i in range(1, len(path), 2)]
    odds = [path[i] for i in range(0, len(path), 2)]
    if stepping is Kind.STEPPING_STONES_EVENS:
        return evens + odds
    if stepping is Kind.STEPPING_STONES_ODDS:
        return odds + evens
    return list(path)


def swapped(symbol: str, swaps: Sequence[tuple[str, str]]) -> str:
    """The card laid from the hand for a move of ``symbol`` under the Switcheroos."""
    for a, b in swaps:
        if symbol == a:
            return b
        if symbol == b:
            return a
    return symbol


def expected_moves(path: Sequence[str], bends: Bends) -> list[str]:
    """The movement cards to lay, in order, before Little shortcut, The long way and Major shortcut."""
    moves = [m for m in stepped(path, bends.stepping) if m not in bends.skip]
    if bends.back:
        moves.reverse()
    return [swapped(m, bends.swaps) for m in moves]


def correct_sequence(
    path: Sequence[str], bends: Bends, *, antidote: bool = False, leave_out: int | None = None
) -> list[str]:
    """One correct run: ``leave_out`` is the index of the move Little shortcut drops (the last one
    when None); ``antidote`` ends the run with the antidote (only right when the rules allow it).
    """
    if bends.major:
        run = [MAJOR_SHORTCUT]
    else:
        run = expected_moves(path, bends)
        if bends.little and run:
            del run[len(run) - 1 if leave_out is None else leave_out]
        if bends.long_after is not None:
            run.insert(bends.long_after, LONG_WAY)
    if antidote:
        run.append(ANTIDOTE)
    return run


def is_correct(path: Sequence[str], bends: Bends, run: Sequence[str], *, may_cure: bool) -> bool:
    """True when ``run`` follows the path bent by ``bends`` exactly.

    ``may_cure``: the runner is infected and the path card shows the antidote icon, so the run may
    end with the antidote.
    """
    body = list(run)
    if body and body[-1] == ANTIDOTE:
        if not may_cure:
            return False
        body.pop()
    if ANTIDOTE in body:
        return False
    if bends.major:
        return body == [MAJOR_SHORTCUT]
    if MAJOR_SHORTCUT in body:
        return False
    if bends.long_after is None:
        if LONG_WAY in body:
            return False
    else:
        if body.count(LONG_WAY) != 1 or body.index(LONG_WAY) != bends.long_after:
            return False
        body.remove(LONG_WAY)
    if any(card not in SYMBOL_IDS for card in body):
        return False
    expected = expected_moves(path, bends)
    if not bends.little:
        return body == expected
    if len(body) != len(expected) - 1:
        return False
    return any(expected[:i] + expected[i + 1 :] == body for i in range(len(expected)))
