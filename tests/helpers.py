"""Small builders shared by the tests."""

from __future__ import annotations

import random

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession


def played_session(seed: int = 11, moves: int = 25, game: str = "fugitive") -> GameSession:
    """A Fugitive game advanced by random legal commands (stops early if the game ends)."""
    session = GameSession.new(catalogue.get(game), {"players": 2}, seed, default_seats(2))
    rng = random.Random(seed)
    for _ in range(moves):
        acting = session.to_act()
        if not acting:
            break
        seat = acting[0]
        session.apply(rng.choice(session.legal(seat)))
    return session
