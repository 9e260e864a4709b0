"""Outrun's computer players at the table: the engine's, held back while everyone races at once.

Before a race the countdown turns the path card, and during it the race releases the computer
runners' runs on its own clock (:mod:`~tabletop.games.outrun.table.race`); only the choices made in
turn after the check (the +0 offer, infecting, interference) are asked of the engine's
:class:`~tabletop.engine.computer_players.ComputerPlayers` as at every table.
"""

from __future__ import annotations

from tabletop.engine.computer_players import ComputerPlayers

#: the phases in which everyone plays at once (no curtain, no computer player asked in turn)
TOGETHER_PHASES = ("reveal", "race")


class TableComputers(ComputerPlayers):
    """The engine's computer players, held back while the path card waits to turn and while the
    race is on: then the countdown turns the card and the race releases the computer runs."""

    _phase_of: tuple[object, str] | None = None  # the last state looked at and its phase

    def seats_to_move(self) -> tuple[int, ...]:
        if self.session.over or self.phase() in TOGETHER_PHASES:
            return ()
        return super().seats_to_move()

    def phase(self) -> str:
        """The phase of the game, read from the table's view once per state: the idle loop asks
        about fifty times a second, and a whole view of a six-seat game takes a fraction of a ms."""
        state = self.session.state
        if self._phase_of is None or self._phase_of[0] is not state:
            self._phase_of = (state, str(self.session.view(None)["phase"]))
        return self._phase_of[1]
