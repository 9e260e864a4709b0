"""Demo mode for game nights: computer players play an implemented game on their own, with a banner.

Any click or key returns to the title.  A demo never writes the autosave, so it cannot cost anyone
their unfinished game.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.core import catalogue
from tabletop.core.i18n import _
from tabletop.core.layout import LayoutError
from tabletop.core.seats import SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.engine import board
from tabletop.engine.scene import Host
from tabletop.scenes.play import new_seed


def start_demo(app: Host) -> None:
    playable = [info for info in catalogue.playable() if info.bots_module is not None]
    if not playable:
        return
    seed = new_seed()
    rng = random.Random(seed)
    info = rng.choice(playable)
    table = info.table_class()
    options = demo_options(table, info.min_players, rng)
    seats = [
        seat.__class__(seat.name, seat.colour, SeatKind.COMPUTER, "strong")
        for seat in default_seats(int(options["players"]))
    ]
    session = GameSession.new(info, options, seed, seats)
    try:
        scene = table(session, demo=True)
        for path in scene.board_maps():
            board.render_layers(path)
    except LayoutError as err:  # a broken board map: say so and stay on the screen shown
        app.toast(_("The board cannot be shown: {problem}").format(problem=err), 8.0)
        return
    app.replace(scene)


def demo_options(table: type[Any], min_players: int, rng: random.Random) -> dict[str, Any]:
    """The set-up of a demo game: the fewest players, unless the table asks for another set-up
    that shows the game better (``demo_options(rng)`` on its class: Outrun races four runners on
    one board, so a race fills the screen and a game ends in good time)."""
    options: dict[str, Any] = {"players": min_players}
    own = getattr(table, "demo_options", None)
    if callable(own):
        options.update(own(rng))
    return options
