"""Starting a game with seats on phones (issue 22): tokens, the server, the join screen, the table.

Off by default: nothing here runs unless the game's ``table`` data names phone seats
(:class:`~tabletop.engine.phone_seats.PhoneSeating`, written at set-up).  The server listens on
every address of this computer, on the game's port when it is free (8765 for a new game, so a phone
that saved the address finds it again; the same port as before on Continue), else on any free one.
The join screen shows each phone seat's code; when every phone has joined and the host presses
Start, the table opens with those seats on their phones.  Back stops the server and returns to
where the game was started from (set-up, the title, Load).  A finished game continues without
phones: its tokens open nothing any more.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.i18n import _, language
from tabletop.core.session import GameSession
from tabletop.engine.game_scene import GameScene
from tabletop.engine.phone_seats import DEFAULT_PORT, TABLE_KEY, PhoneSeating
from tabletop.engine.phones.tokens import SeatTokens, new_token
from tabletop.engine.scene import Host


def seat_phones(session: GameSession, seats: Sequence[int]) -> None:
    """Give a new game's phone seats their tokens (and the spectators theirs), kept with the game;
    computer seats never play on a phone."""
    people = [seat for seat in sorted(set(seats)) if not session.seats[seat].is_computer]
    if not people:
        return
    tokens = SeatTokens()
    issued = tokens.issue(people)
    seating = PhoneSeating(tuple(people), issued, new_token(), DEFAULT_PORT)
    session.table[TABLE_KEY] = seating.to_json()


def open_with_phones(app: Host, session: GameSession, table: GameScene) -> bool:
    """Show the join screen for ``table``'s phone seats, or say why the phones cannot play (False:
    the screen stays as it is).  True when the game has no phone seats too: nothing was started."""
    seating = PhoneSeating.from_table(session.table, session.seats)
    if seating is None or session.over:
        session.table.pop(TABLE_KEY, None)  # a finished game continues without phones
        app.replace(table)
        return True
    # imported here: only a game with phone seats loads the network library
    from tabletop.engine.phones.addresses import host_addresses, served_on
    from tabletop.engine.phones.server import SPECTATOR, PhoneServer
    from tabletop.engine.phones.table_link import PhoneTable, seat_cards
    from tabletop.scenes.join_phones import JoinPhonesScene, PhoneSeat

    tokens = SeatTokens()
    tokens.restore(dict(seating.tokens))
    server = None
    problem: OSError | None = None
    for port in dict.fromkeys((seating.port, DEFAULT_PORT, 0)):
        candidate = PhoneServer(tokens, port=port)
        candidate.spectator_token = seating.spectator
        try:
            candidate.start()
        except OSError as error:
            problem = error
            candidate.stop()
            continue
        server = candidate
        break
    if server is None:
        app.toast(
            _("The phones cannot join: this computer refused to listen for them ({problem}).").format(
                problem=problem
            ),
            8.0,
        )
        return False
    if server.port != seating.port:  # kept with the game, so Continue finds the same address
        session.table[TABLE_KEY] = PhoneSeating(
            seating.seats, seating.tokens, seating.spectator, server.port
        ).to_json()
    addresses = served_on(host_addresses(), server.host)  # only those a phone can open
    if not addresses:
        server.stop()
        app.toast(_("The phones cannot join: this computer has no network address."), 8.0)
        return False
    phone_seats = [
        PhoneSeat(seat, session.seats[seat].name, session.seats[seat].colour) for seat in seating.seats
    ]
    link = PhoneTable(session, server, seating.seats, decode=table.phone_decode)
    link.welcome()  # a phone joining now learns its seat's name, colour and game at once
    server.set_welcome(SPECTATOR, game=session.game_id, language=language(), seats=seat_cards(session.seats))

    def start() -> None:
        app.replace(table)
        table.use_phones(link)

    def back() -> None:
        server.stop()
        app.pop()

    app.push(JoinPhonesScene(phone_seats, server, addresses, start, back))
    return True
