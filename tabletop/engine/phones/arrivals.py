"""What reaches the table from the phones (a move, a phone joining, dropping or asking for a seat)
and how a seat is linked: plain data, apart from the server so a table can read it without
importing the network library (every table imports this; only a game with phones starts a server).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeAlias


class Link(StrEnum):
    """How a phone seat is connected, as the big screen shows it."""

    WAITING = "waiting"  # no phone has joined yet
    JOINED = "joined"
    DROPPED = "dropped"  # it was joined and the link went (sleep, Wi-Fi, reload): the game waits


@dataclass(frozen=True)
class PhoneCommand:
    """A move a phone sent for its seat; ``stamp_ns`` is when the server took it (the app's clock,
    ``time.perf_counter_ns``), ``elapsed_ms`` the phone's own timing where the game asks for it."""

    seat: int
    command: dict[str, Any]
    seq: int
    elapsed_ms: int | None
    stamp_ns: int


@dataclass(frozen=True)
class SeatJoined:
    seat: int


@dataclass(frozen=True)
class SeatDropped:
    seat: int


@dataclass(frozen=True)
class TakeoverAsked:
    """A second phone showed ``seat``'s token while the first is still linked: ask the host."""

    seat: int


@dataclass(frozen=True)
class NoteRead:
    """``seat``'s phone read the note ``note`` (tapped its Next); ``seq`` is the page's counter, for
    a refusal (no note waits, or another was read first)."""

    seat: int
    note: str
    seq: int


Inbound: TypeAlias = PhoneCommand | SeatJoined | SeatDropped | TakeoverAsked | NoteRead
