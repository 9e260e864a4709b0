"""Build a game position by hand: for tests, the rulebook's examples and UI previews.

Cards are given by id (see ``interference.DECK``); cards of the monster's deck not placed anywhere
stay in the deck in card order unless the deck is given.  ``path`` turns that path card (the race
is on) unless ``phase`` says otherwise.  Nothing checks the position is reachable in a real game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tabletop.games.outrun.rules.content import Monster
from tabletop.games.outrun.rules.interference import copies_for, deck_for
from tabletop.games.outrun.rules.paths import PATHS
from tabletop.games.outrun.rules.state import Phase, Runner, State


def make_state(
    monster: Monster | str = Monster.VAMPIRE,
    players: int = 4,
    boards: int = 1,
    path: int | None = None,
    phase: Phase | None = None,
    turner: int = 0,
    rooms: Sequence[int] | None = None,
    fronts: Mapping[int, Sequence[int]] | None = None,
    hands: Mapping[int, Sequence[int]] | None = None,
    center: Sequence[int] = (),
    infected: Sequence[int] = (),
    positions: Mapping[int, int] | None = None,
    deck: Sequence[int] | None = None,
    discard: Sequence[int] = (),
    time_limit: int = 0,
    seed: int = 0,
) -> State:
    """A state in the given position (phase RACE with a path, else REVEAL)."""
    monster = Monster(monster)
    fronts = fronts or {}
    hands = hands or {}
    positions = positions or {}
    runners = tuple(
        Runner(
            room=rooms[seat] if rooms is not None else 0,
            position=positions.get(seat),
            infected=seat in infected,
            hand=tuple(hands.get(seat, ())),
            front=tuple(fronts.get(seat, ())),
        )
        for seat in range(players)
    )
    placed = {c for cards in (*fronts.values(), *hands.values()) for c in cards} | set(center) | set(discard)
    if deck is None:
        deck = tuple(c for c in deck_for(monster) if c not in placed)
    paths = tuple(card.id for card in PATHS if card.id != path)
    return State(
        seed=seed,
        players=players,
        monster=monster,
        boards=boards,
        time_limit=time_limit,
        phase=phase if phase is not None else (Phase.RACE if path is not None else Phase.REVEAL),
        round=1,
        turner=turner,
        runners=runners,
        path_deck=paths,
        path=path,
        deck=tuple(deck),
        discard=tuple(discard),
        center=tuple(center),
        copies=copies_for(monster),
        solo=players == 1,
    )
