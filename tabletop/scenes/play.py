"""Starting a game: from set-up, Continue, Load or Play again, it always ends here."""

from __future__ import annotations

import random
import time

from tabletop.core.seats import Seat
from tabletop.core.session import GameSession
from tabletop.engine.app import App
from tabletop.games import GameInfo


def new_seed() -> int:
    """A fresh seed for a new game; the rules never read the clock, the app may."""
    return random.SystemRandom().randrange(1, 2**31) ^ (time.time_ns() & 0xFFFF)


def start_session(app: App, session: GameSession) -> None:
    """Show the table for this game (replacing whatever is on screen)."""
    assert session.info.scene is not None
    scene_class = session.info.scene()
    app.replace(scene_class(session))


def start_new_game(app: App, info: GameInfo, options: dict, seats: list[Seat]) -> None:
    session = GameSession.new(info.id, options, new_seed(), seats)
    start_session(app, session)
