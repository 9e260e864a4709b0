"""Starting a game: from set-up, Continue, Load or Play again, it always ends here."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

from tabletop.core.catalogue import GameInfo
from tabletop.core.i18n import _
from tabletop.core.layout import LayoutError
from tabletop.core.seats import Seat
from tabletop.core.session import GameSession
from tabletop.engine import board
from tabletop.engine.scene import Host


def new_seed() -> int:
    """A fresh seed for a new game; the rules never read the clock, the app may."""
    return random.SystemRandom().randrange(1, 2**31) ^ (time.time_ns() & 0xFFFF)


def start_session(app: Host, session: GameSession) -> bool:
    """Show the table for this game (replacing whatever is on screen).

    A board map that cannot be used (a bad edit in Tiled, a missing tileset) keeps the screen as
    it is and says what is wrong; False then.  Its art is built here, before the table is shown,
    so a map that reads but whose tiles cannot be drawn is refused the same way, not on the first
    frame (where nothing could be kept).

    A game with seats on phones shows the join screen first (``phone_start``); a server that
    cannot listen keeps the screen as it is too."""
    scene_class = session.info.table_class()
    try:
        table = scene_class(session)
        for path in table.board_maps():
            board.render_layers(path)
    except LayoutError as err:
        app.toast(_("The board cannot be shown: {problem}").format(problem=err), 8.0)
        return False
    from tabletop.scenes.phone_start import open_with_phones

    return open_with_phones(app, session, table)


def start_new_game(
    app: Host, info: GameInfo, options: dict[str, Any], seats: list[Seat], phones: Sequence[int] = ()
) -> bool:
    """A new game of ``info`` (``phones``: the seats that play on phones); False when it could not
    start and the screen stayed."""
    from tabletop.scenes.phone_start import seat_phones

    session = GameSession.new(info, options, new_seed(), seats)
    seat_phones(session, phones)
    return start_session(app, session)
