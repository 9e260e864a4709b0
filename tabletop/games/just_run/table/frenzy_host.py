"""Plugging the frenzied scavenge's panel into the table, when the game is a frenzied one.

Apart from the scene so the one place the frenzy's panel (``frenzy_panel.FrenzyPanel``, a
component of its own) is made reads alone; the scene then hosts the panel it returns.
"""

from __future__ import annotations

from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.key_zones import KeyZones
from tabletop.engine.seat_devices import SeatDevice
from tabletop.games.just_run.table.frenzy_panel import FrenzyPanel
from tabletop.games.just_run.table.frenzy_seats import DEVICES


def frenzy_devices(session: GameSession, settings: Settings, keep_own: bool) -> tuple[SeatDevice, ...] | None:
    """What each seat answers the frenzy with: as kept with the game (Continue, a replay), else
    as the last set-up chose unless ``keep_own`` is False (a demo or a spectator); the panel
    falls back to its defaults."""
    seats = session.seats
    saved = DEVICES.saved_plan(session.table, seats)
    if saved is not None:
        return saved.devices
    return DEVICES.remembered(settings, seats).devices if keep_own else None


def make_frenzy_panel(session: GameSession, settings: Settings, keep_own: bool) -> FrenzyPanel | None:
    """The frenzy's panel for a game of the frenzied scavenge (None: not one)."""
    if session.options.get("scavenge") != "frenzied":
        return None
    zones = KeyZones.from_names(settings.key_zones)
    return FrenzyPanel(
        session.seats, session.table, zones, devices=frenzy_devices(session, settings, keep_own)
    )
