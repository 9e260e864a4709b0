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


class SeatTokens:
    """The tokens of one game's phone seats."""

    def __init__(self) -> None:
        self._by_seat: dict[int, str] = {}

    def issue(self, seats: Iterable[int]) -> dict[int, str]:
        """A fresh token for each of ``seats`` (a seat that had one gets a new one)."""
        for seat in seats:
            self._by_seat[seat] = secrets.token_urlsafe(TOKEN_BYTES)
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
