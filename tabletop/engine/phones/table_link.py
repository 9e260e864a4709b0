"""A game's phone seats joined to its session: each phone gets its seat's view and legal moves after
every change; its moves come back as the rules' own commands, and a refusal goes back to the phone
that made the move, with the rules' reason in the app's language.

Nothing here knows a game.  What a phone sends is decoded by the rules' ``command_from_json`` (which
checks the type, the fields and their plain JSON kinds) and then must be a move for the phone's own
seat; the rules themselves judge it when the app applies it, exactly as a click on the big screen.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.contract import Command, IllegalCommand, Rules
from tabletop.core.i18n import _, describe, language
from tabletop.core.seats import PALETTE, Seat
from tabletop.core.session import GameSession
from tabletop.engine.phones.arrivals import Inbound, NoteRead, PhoneCommand
from tabletop.engine.phones.notes import PhoneNotes
from tabletop.engine.phones.protocol import Reply, reply
from tabletop.engine.phones.server import SPECTATOR, PhoneServer

#: how a table turns a phone's move into a command (Outrun's adds the phone's own timing); None:
#: the table took the move up itself, with no command for the rules (Outrun's "Next race")
Decode = Callable[[PhoneCommand], Command | None]
#: the log a spectator may read: the public lines (no seat's secret) of the last ``n`` events, in
#: the app's language, as the big screen's log shows them to the table
PublicLog = Callable[[int], Sequence[str]]

#: how many of the log's last lines a spectator's frame carries (the page shows the newest first)
SPECTATOR_LOG_LINES = 30
#: how many of the last events are worded to find them: a table may fold a run of events into one
#: line (Just Run's "does nothing" runs), and wording the whole game each move cost a long Just Run
#: game 9 ms
SPECTATOR_LOG_EVENTS = 3 * SPECTATOR_LOG_LINES


@dataclass
class PhoneTable:
    """The link between one session and the phones of ``seats`` (and any spectators)."""

    session: GameSession
    server: PhoneServer
    seats: tuple[int, ...]
    decode: Decode | None = None
    #: the phone's sequence number of each move on its way to the rules, by the command itself
    _from_phone: dict[int, tuple[int, int]] = field(default_factory=dict)
    #: the phones' moves waiting for the big screen's beats to end (see :meth:`take`)
    _held: list[PhoneCommand] = field(default_factory=list)
    #: a move's views are made and sent by :meth:`flush`, after the big screen's frame showing it
    #: is drawn (set by a table in an app's loop): making every seat's view costs the frame
    #: 5-30 ms on a two-core machine, and the phones lose only the frame's drawing
    publish_later: bool = False
    #: the table's own log for spectators (a game's table words its lines: Just Run names its
    #: items in the app's language); None: each event's public line (``Event.text_for(None)``)
    public_log: PublicLog | None = None
    _due: bool = False
    #: the note the table waits on, on every phone too (a tutorial's Next; :mod:`.notes`)
    notes: PhoneNotes = field(init=False)

    def __post_init__(self) -> None:
        self.notes = PhoneNotes(self.server)

    def welcome(self) -> None:
        """What each phone is told on joining: its seat's name and colour, the game, the app's
        language (the page speaks it too)."""
        # every seat's name and colour (public at the table): a page names the others by them
        seats = seat_cards(self.session.seats)
        for seat in self.seats:
            person = self.session.seats[seat]
            self.server.set_welcome(
                seat,
                name=person.name,
                colour=_hex(person.rgb),
                language=language(),
                game=self.session.game_id,
                seats=seats,
            )

    def publish(self) -> None:
        """Send every phone its seat's view now (after a move, an undo, a load), and spectators the
        table's; a phone that comes back later is sent the last of these."""
        acting = set(self.session.to_act())
        over = self.session.over
        step = len(self.session.steps)  # lets a page (and a test) tell one view from the next
        # all at once: a game may make the part every seat sees once (``views_of``)
        *seat_views, table_view = self.session.views([*self.seats, None])
        for seat, view in zip(self.seats, seat_views, strict=True):
            self.server.publish(seat, self.view_frame(seat, view, acting))
        self.server.publish(
            SPECTATOR,
            reply(
                Reply.VIEW,
                view=table_view,
                legal=[],
                your_turn=False,
                over=over,
                step=step,
                log=self.spectator_log(),
            ),
        )

    def view_frame(
        self, seat: int, view: Any = None, acting: Collection[int] | None = None, **extra: Any
    ) -> str:
        """The frame of ``seat``'s view (made now when not given) with its legal moves while it is
        to act (``acting``: who is, asked now when not given), the game's step and ``extra``."""
        session = self.session
        turn = seat in (session.to_act() if acting is None else acting) and not session.over
        return reply(
            Reply.VIEW,
            view=session.view(seat) if view is None else view,
            legal=[command.to_json() for command in session.legal(seat)] if turn else [],
            your_turn=turn,
            over=session.over,
            step=len(session.steps),
            **extra,
        )

    def spectator_log(self) -> list[str]:
        """The log's last public lines for the spectators' page (empty lines, folded into a later
        one by the table, left out): the table's public log, never a seat's secret line."""
        if self.public_log is not None:
            lines = list(self.public_log(SPECTATOR_LOG_EVENTS))
        else:
            names = [person.name for person in self.session.seats]
            events = self.session.events[-SPECTATOR_LOG_EVENTS:]
            lines = [event.text_for(None, names=names) for event in events]
        return [line for line in lines if line][-SPECTATOR_LOG_LINES:]

    def pause(self, paused: bool) -> None:
        """The big screen's menu (or any screen over the table) opened or closed: every phone shows
        the table waiting, and an Outrun phone's clock stands still with it."""
        self.server.set_paused(paused and not self.session.over)

    def take(self, *, hold: bool = False) -> tuple[list[Command], list[Inbound]]:
        """The phones' moves since the last call as commands for the app's queue (junk and moves
        for another seat are refused to the phone at once), and everything else that arrived
        (joins, drops, takeover requests) for the table to show.  With ``hold`` (the big screen's
        beats play) the moves wait here, in order, as a click waits, and come at a later call; and
        only one comes a call, so each move's beats play before the next is applied."""
        commands: list[Command] = []
        others: list[Inbound] = []
        for item in self.server.take_inbound():
            if isinstance(item, PhoneCommand):
                self._held.append(item)
            elif isinstance(item, NoteRead):
                self.notes.read(item)  # a note's Next, never held: the beats may wait on the note
            else:
                others.append(item)
        # one move a call: the next waits until the app has applied this one and its beats end
        while self._held and not hold and not commands:
            item = self._held.pop(0)
            if item.seat not in self.seats:
                self.server.refuse(item.seat, item.seq, _("This phone has no seat in the game."))
                continue
            try:
                command = self._decode(item)
            except IllegalCommand as error:
                self.server.refuse(item.seat, item.seq, describe(error))
                continue
            if command is None:
                continue  # the table took it up itself
            if command.seat != item.seat:
                self.server.refuse(item.seat, item.seq, _("A phone can only move for its own seat."))
                continue
            self._from_phone[id(command)] = (item.seat, item.seq)
            commands.append(command)
        return commands, others

    def refuse_held(self, reason: str) -> None:
        """The game ended with moves still waiting for the beats: each phone hears why its move
        was not made (before the goodbye that closes its link)."""
        held, self._held = self._held, []
        for item in held:
            self.server.refuse(item.seat, item.seq, reason)

    def holding(self) -> bool:
        """Whether moves wait for the beats to end (the app's loop runs again to apply them)."""
        return bool(self._held)

    def applied(self, command: Command) -> None:
        """The app applied ``command``: every phone's view changed."""
        self._from_phone.pop(id(command), None)
        if self.publish_later:
            self._due = True
        else:
            self.publish()

    def flush(self) -> None:
        """Send the views a move made due (see :attr:`publish_later`), once."""
        if self._due:
            self._due = False
            self.publish()

    def refused(self, command: Command, error: IllegalCommand) -> bool:
        """The rules refused ``command``: if a phone sent it, that phone hears why (True)."""
        origin = self._from_phone.pop(id(command), None)
        if origin is not None:
            self.server.refuse(origin[0], origin[1], describe(error))
        return origin is not None

    def _decode(self, item: PhoneCommand) -> Command | None:
        if self.decode is not None:
            return self.decode(item)
        rules: Rules = self.session.rules
        return rules.command_from_json(item.command)


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def seat_cards(seats: Sequence[Seat]) -> list[dict[str, str]]:
    """Every seat as a page names it: its name, colour and symbol (public at the table; a page
    draws a seat's pawn in its colour with its symbol, so colour is never the only cue)."""
    return [
        {"name": seat.name, "colour": _hex(seat.rgb), "symbol": PALETTE[seat.colour % len(PALETTE)][1]}
        for seat in seats
    ]


def phone_seats(session: GameSession, chosen: Sequence[int]) -> tuple[int, ...]:
    """The seats of ``chosen`` that a person plays (a computer never plays on a phone)."""
    return tuple(seat for seat in chosen if not session.seats[seat].is_computer)


__all__ = ["SPECTATOR_LOG_LINES", "Decode", "PhoneTable", "PublicLog", "phone_seats", "seat_cards"]
