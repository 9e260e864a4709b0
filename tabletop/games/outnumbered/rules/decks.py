"""Drawing from the three decks; an empty deck reshuffles its discard pile (rulebook, GAME SETUP)."""

from __future__ import annotations

from tabletop.core.contract import Event
from tabletop.core.i18n import N_
from tabletop.games.outnumbered.rules.messages import event
from tabletop.games.outnumbered.rules.state import State, evolve, rng_for

_NAMES = {
    "villain": N_("The villain discards are shuffled into a new villain deck."),
    "bonus": N_("The bonus power discards are shuffled into a new bonus deck."),
    "event": N_("The event discards are shuffled into a new event deck."),
}


def draw(state: State, deck: str) -> tuple[State, str | None, list[Event]]:
    """Take the top card of ``deck`` ("villain", "bonus" or "event"); None when deck and discard are empty."""
    pile: tuple[str, ...] = getattr(state, f"{deck}_deck")
    events: list[Event] = []
    if not pile:
        discard: tuple[str, ...] = getattr(state, f"{deck}_discard")
        if not discard:
            return state, None, events
        rng, state = rng_for(state)
        cards = list(discard)
        rng.shuffle(cards)
        pile = tuple(cards)
        state = evolve(state, **{f"{deck}_discard": ()})
        events.append(
            event("reshuffled", _NAMES[deck], data={"deck": deck, "cards": len(pile)}, barrier=True)
        )
    return evolve(state, **{f"{deck}_deck": pile[1:]}), pile[0], events
