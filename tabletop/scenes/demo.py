"""Demo mode for game nights: computer players play an implemented game on their own, with a banner.

Any click or key returns to the title.  A demo never writes the autosave, so it cannot cost anyone
their unfinished game.
"""

from __future__ import annotations

import random

from tabletop import games
from tabletop.core.seats import SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.engine.app import App
from tabletop.scenes.play import new_seed


def start_demo(app: App) -> None:
    playable = [info for info in games.GAMES.values() if info.available and info.bots is not None]
    if not playable:
        return
    seed = new_seed()
    info = random.Random(seed).choice(playable)
    seats = [
        seat.__class__(seat.name, seat.colour, SeatKind.COMPUTER, "strong")
        for seat in default_seats(info.min_players)
    ]
    session = GameSession.new(info.id, {"players": info.min_players}, seed, seats)
    assert info.scene is not None
    app.replace(info.scene()(session, demo=True))
