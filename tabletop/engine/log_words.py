"""Each event's log line, worded once: a table rebuilds its log after every move, and wording every
event of a long game again took a Just Run table 9 ms a move (150 events) and grew with the game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from tabletop.core.contract import Event
from tabletop.core.i18n import language

if TYPE_CHECKING:
    from tabletop.core.session import GameSession

#: how a table words one event for a viewer (None: anyone) in the current language
Wording = Callable[[Event, int | None], str]


class LogWords:
    """The lines said so far, by event and viewer, in the language and with the names they were
    said in (a change of either words them again)."""

    def __init__(self) -> None:
        self._said: dict[tuple[int, int | None], tuple[Event, str]] = {}
        self._context: tuple[str, tuple[str, ...]] = ("", ())

    def cached(self, names: Sequence[str], word: Wording) -> Wording:
        """``word``, each event worded only the first time (in this language, with these names)."""
        context = (language(), tuple(names))
        if context != self._context:
            self._said.clear()
            self._context = context
        return lambda event, viewer: self.line(event, viewer, word)

    def lines(
        self, events: Sequence[Event], viewer: int | None, names: Sequence[str], word: Wording
    ) -> list[str]:
        """``[word(event, viewer) for event in events]``, each event worded only the first time."""
        said = self.cached(names, word)
        return [said(event, viewer) for event in events]

    def of_session(self, session: GameSession, viewer: int | None, last: int | None = None) -> list[str]:
        """The game's log as ``viewer`` (None: anyone) may read it, with the players' names: the
        lines of the ``last`` events only when given (the spectators' tail)."""
        names = [seat.name for seat in session.seats]
        events = session.events[-(last or 0) :]
        return self.lines(events, viewer, names, lambda event, seat: event.text_for(seat, names=names))

    def line(self, event: Event, viewer: int | None, word: Wording) -> str:
        """One event's line; the event is kept with it, so its ``id`` names no other while cached."""
        key = (id(event), viewer)
        said = self._said.get(key)
        if said is not None and said[0] is event:
            return said[1]
        line = word(event, viewer)
        self._said[key] = (event, line)
        return line
