"""Demo mode for game nights: computer players play an implemented game on their own, with a banner.

Any click or key returns to the title.  A demo never writes the autosave, so it cannot cost anyone
their unfinished game.
"""

from __future__ import annotations

import random

from tabletop.core import catalogue
from tabletop.core.seats import SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.engine.scene import Host
from tabletop.scenes.play import new_seed


def start_demo(app: Host) -> None:
    playable = [info for info in catalogue.playable() if info.bots_module is not None]
    if not playable:
        return
    seed = new_seed()
    info = random.Random(seed).choice(playable)
    seats = [
        seat.__class__(seat.name, seat.colour, SeatKind.COMPUTER, "strong")
        for seat in default_seats(info.min_players)
    ]
    session = GameSession.new(info, {"players": info.min_players}, seed, seats)
    app.replace(info.table_class()(session, demo=True))
