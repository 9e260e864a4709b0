"""Which seats play on phones, chosen at set-up and kept with the game (issue 22).

Set-up gives every person's seat one obvious choice: this screen or a phone.  Fugitive and
Outnumbered, which have no device column, get it from :class:`PhoneRows`; Outrun and Just Run offer
"Phone" among their devices (``engine/seat_device_rows.py``).  What a game with phone seats needs to
come back by Continue is kept in the session's ``table`` data under :data:`TABLE_KEY`
(:class:`PhoneSeating`): the seats, their tokens, the spectators' token and the port, so the same
address and codes come back and the phones, which stored their token, rejoin by themselves.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.i18n import N_, _
from tabletop.core.seats import Seat
from tabletop.core.settings import Settings
from tabletop.engine.setup_rows import Row, SetupRows

#: the key of the phone seating in the session's ``table`` data and in a game's last set-up
TABLE_KEY = "phones"
#: the port the phones' server tries first, so a phone that saved the address finds it again
DEFAULT_PORT = 8765


class PlaysOn(enum.Enum):
    """Where a person plays: here at the big screen, or on their own phone."""

    SCREEN = "screen"
    PHONE = "phone"


PLAYS_ON_NAMES: dict[PlaysOn, str] = {PlaysOn.SCREEN: N_("This screen"), PlaysOn.PHONE: N_("Phone")}


def plays_on_row(key: str, on_phone: bool) -> Row:
    """A seat's choice between this screen and a phone (a set-up row of the seats' column)."""
    choices = (PlaysOn.SCREEN, PlaysOn.PHONE)
    labels = tuple((lambda where=where: _(PLAYS_ON_NAMES[where])) for where in choices)
    return Row(key, "", choices, labels, PlaysOn.PHONE if on_phone else PlaysOn.SCREEN)


@dataclass(frozen=True)
class PhoneSeating:
    """A game's phone seats as kept with it: the seats, each seat's token, the spectators' token
    and the port the server listened on."""

    seats: tuple[int, ...]
    tokens: Mapping[int, str]
    spectator: str
    port: int = DEFAULT_PORT

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": list(self.seats),
            "tokens": {str(seat): token for seat, token in self.tokens.items()},
            "spectator": self.spectator,
            "port": self.port,
        }

    @classmethod
    def from_table(cls, table: Mapping[str, Any], seats: Sequence[Seat]) -> PhoneSeating | None:
        """The seating a game was saved with; None when it has none (every old save) or what it
        says does not fit its seats (a hand-edited file plays on this screen, as before)."""
        raw = table.get(TABLE_KEY)
        if not isinstance(raw, Mapping):
            return None
        chosen, tokens, spectator, port = (
            raw.get("seats"),
            raw.get("tokens"),
            raw.get("spectator"),
            raw.get("port"),
        )
        if not isinstance(chosen, list) or not isinstance(tokens, Mapping) or not isinstance(spectator, str):
            return None
        if not isinstance(port, int) or isinstance(port, bool) or not 0 <= port < 65536:
            port = DEFAULT_PORT
        people = {index for index, seat in enumerate(seats) if not seat.is_computer}
        if not chosen or not all(isinstance(seat, int) and seat in people for seat in chosen):
            return None
        kept: dict[int, str] = {}
        for seat in chosen:
            token = tokens.get(str(seat))
            if not isinstance(token, str) or not token:
                return None
            kept[seat] = token
        return cls(tuple(sorted(set(chosen))), kept, spectator, port)


def phone_seats_in(table: Mapping[str, Any], seats: Sequence[Seat]) -> tuple[int, ...]:
    """The seats a game's ``table`` data plays on phones (none for every game without)."""
    seating = PhoneSeating.from_table(table, seats)
    return seating.seats if seating is not None else ()


class PhoneRows(SetupRows):
    """The seats' column of a game without devices of its own (Fugitive, Outnumbered): each person
    plays on this screen or on a phone; remembered with the game's last set-up."""

    seat_heading = N_("Plays on")
    #: the game's id, its key in the settings' last set-up (each game's subclass sets it)
    game_id: str = ""

    def __init__(self) -> None:
        self.on_phone: set[int] = set()

    def recall(self, last: Mapping[str, Any], settings: Settings, seats: Sequence[Seat]) -> None:
        raw = last.get(TABLE_KEY)
        self.on_phone = {seat for seat in (raw if isinstance(raw, list) else []) if isinstance(seat, int)}

    def seat_row(self, index: int, seats: Sequence[Seat]) -> Row | None:
        if seats[index].is_computer:
            return None
        return plays_on_row(f"plays_on:{index}", index in self.on_phone)

    def choose(self, key: str, value: Any, seats: Sequence[Seat]) -> None:
        if key.startswith("plays_on:") and isinstance(value, PlaysOn):
            index = int(key.removeprefix("plays_on:"))
            if value is PlaysOn.PHONE:
                self.on_phone.add(index)
            else:
                self.on_phone.discard(index)

    def phone_seats(self, seats: Sequence[Seat]) -> list[int]:
        return [index for index, seat in enumerate(seats) if index in self.on_phone and not seat.is_computer]

    def notes(self, seats: Sequence[Seat]) -> list[str]:
        if not self.phone_seats(seats):
            return []
        return [
            _("Seats on a phone join on the next screen by scanning a code; their hands stay on the phones.")
        ]

    def remember(self, settings: Settings, seats: Sequence[Seat]) -> Settings:
        """The seats on phones, for the next set-up of this game (``game_id``: the game's own
        subclass says which game it is; the engine knows none by name)."""
        if not self.game_id:
            return settings
        last = {game: dict(setup) for game, setup in settings.last_setup.items()}
        last[self.game_id] = {**last.get(self.game_id, {}), TABLE_KEY: sorted(self.on_phone)}
        return settings.with_(last_setup=last)
