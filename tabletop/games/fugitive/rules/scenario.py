"""Build a game position by hand: for tests, rules examples and UI previews.

Cards 4-41 not placed in the row or a hand go to their own draw pile, lowest on top, unless the
piles are given.  Nothing here checks the position is reachable in a real game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tabletop.games.fugitive.rules.cards import DECKS, PileCard, deck_cards
from tabletop.games.fugitive.rules.state import Effects, Hideout, Phase, State, Variant

HideoutSpec = int | tuple[int, Sequence[int]] | tuple[int, Sequence[int], bool]


def make_state(
    row: Iterable[HideoutSpec] = (),
    fugitive_hand: Iterable[int] = (),
    marshal_hand: Iterable[int] = (),
    phase: Phase = Phase.FUGITIVE_PLACE,
    turn: int = 3,
    piles: Sequence[Sequence[PileCard]] | None = None,
    variant: Variant = Variant.NONE,
    helpful_for: int = 0,
    event_piles: Sequence[Sequence[str]] = (),
    effects: Effects | None = None,
    draws_left: int = 0,
    seed: int = 0,
) -> State:
    """A state with the given row (after card 0), hands and phase.

    Row entries are a card number (face down, no sprints), ``(card, sprints)`` or
    ``(card, sprints, revealed)``.
    """
    hideouts = [Hideout(card=0, revealed=True, sprints_revealed=True)]
    for spec in row:
        if isinstance(spec, int):
            hideouts.append(Hideout(card=spec))
        else:
            card, sprints, *rest = spec
            revealed = bool(rest[0]) if rest else False
            hideouts.append(
                Hideout(card=card, sprints=tuple(sprints), revealed=revealed, sprints_revealed=revealed)
            )
    fhand = tuple(sorted(fugitive_hand))
    mhand = tuple(sorted(marshal_hand))
    used = {h.card for h in hideouts} | {c for h in hideouts for c in h.sprints} | set(fhand) | set(mhand)
    if piles is None:
        piles = [[c for c in deck_cards(d) if c not in used] for d in DECKS]
    first, second, third = (tuple(p) for p in piles)
    return State(
        seed=seed,
        variant=variant,
        helpful_for=helpful_for,
        phase=phase,
        turn=turn,
        row=tuple(hideouts),
        hands=(fhand, mhand),
        piles=(first, second, third),
        draws_left=draws_left,
        event_piles=tuple(tuple(p) for p in event_piles),
        effects=effects or Effects(),
    )
