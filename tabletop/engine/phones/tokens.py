"""One random token per phone seat: the only thing that lets a phone act for a seat.

A seat's QR code carries its token; the page keeps it in its own storage to come back after a
reload.  Tokens are made for one game and forgotten when it ends, so an old photo of a QR code
opens nothing.  Looking a token up compares it with every seat's in constant time.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Iterable

#: bytes of randomness in a token: 96 bits (16 URL-safe characters, short enough to type from the
#: join screen when a phone's camera will not scan; guessing one through the rate limit is hopeless)
TOKEN_BYTES = 12
#: the letters a new token is made of: none that the join screen's font draws alike (I l 1, O o 0)
#: and no - or _, so a friend typing the letters under a code gets them right the first time
TYPABLE = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789"
#: letters in a new token: 17 of the 56 typable ones carry more than TOKEN_BYTES' 96 bits
TOKEN_LETTERS = 17


def new_token() -> str:
    """A fresh random token (a seat's or the spectators'), easy to read off the big screen."""
    return "".join(secrets.choice(TYPABLE) for _ in range(TOKEN_LETTERS))


class SeatTokens:
    """The tokens of one game's phone seats."""

    def __init__(self) -> None:
        self._by_seat: dict[int, str] = {}

    def issue(self, seats: Iterable[int]) -> dict[int, str]:
        """A fresh token for each of ``seats`` (a seat that had one gets a new one)."""
        for seat in seats:
            self._by_seat[seat] = new_token()
        return dict(self._by_seat)

    def restore(self, by_seat: dict[int, str]) -> None:
        """Take back the tokens a saved game kept, so phones that stored them rejoin by themselves
        when the game is continued (the game's tokens, not new ones)."""
        self._by_seat = dict(by_seat)

    def token(self, seat: int) -> str | None:
        return self._by_seat.get(seat)

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(sorted(self._by_seat))

    def seat_for(self, token: str) -> int | None:
        """The seat ``token`` belongs to, or None; every seat is compared, so the time taken says
        nothing about how close a guess came."""
        found: int | None = None
        for seat, known in self._by_seat.items():
            if hmac.compare_digest(known.encode(), token.encode()):
                found = seat
        return found

    def revoke_all(self) -> None:
        """The game ended: no token opens anything any more."""
        self._by_seat.clear()
