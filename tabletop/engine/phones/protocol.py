"""The frames between a phone's page and the app, parsed strictly.

A phone is a stranger on the network until it shows a seat's token, and even then everything it
sends is data: a frame is size-capped, must be one JSON object of a known type with exactly that
type's fields of the right kinds, and is never evaluated or used as a path.  A frame that breaks
a rule raises :class:`BadFrame` with a reason the server sends back (a sentence for the player, in
the app's language, and the developer's detail beside it); the connection stays open.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeAlias

from tabletop.core.i18n import N_, _

#: the largest frame a phone may send (a command is a few hundred bytes)
MAX_FRAME_BYTES = 16 * 1024
#: how deep a frame's JSON may nest (a command is an object holding lists and objects)
MAX_DEPTH = 8
#: what a token looks like (``secrets.token_urlsafe``'s alphabet), checked before any lookup
TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
TOKEN_LENGTH = (16, 64)


class Kind(StrEnum):
    """The kinds of frame a phone sends."""

    HELLO = "hello"  # the first frame: the seat's token
    COMMAND = "command"  # a move, as the rules' JSON command
    PING = "ping"  # the page's heartbeat
    NOTE_READ = "note_read"  # the note the big screen waits on was read (its Next), by its key


class Reply(StrEnum):
    """The kinds of frame the app sends to a phone."""

    WELCOME = "welcome"  # the token was good: which seat, its name and colour, the language
    VIEW = "view"  # the seat's view (and its legal commands) after every change
    REFUSED = "refused"  # a frame or a command was refused, with the reason
    PONG = "pong"
    WAIT_FOR_HOST = "wait_for_host"  # another phone holds the seat: the big screen must confirm
    GOODBYE = "goodbye"  # the link ends (game over, token refused, taken over), with the reason
    PAUSED = "paused"  # the big screen's menu opened (paused: true) or closed (false): the table waits
    NOTE = "note"  # a note the table waits on (a tutorial's), with its words and button; null: none


#: what a phone's player reads when a frame is refused (the page sent something it should not:
#: an old page, a bad network, a stranger); the developer's detail goes with it, apart
UNREADABLE = N_("The table could not read what this phone sent. Reload the page and try again.")
TOO_LARGE = N_("What this phone sent was too large for the table. Reload the page and try again.")


class BadFrame(ValueError):
    """A frame the app refuses: ``detail`` says why in words a developer can act on, ``reason``
    (translated when read) in words a player understands."""

    def __init__(self, detail: str, message: str = UNREADABLE) -> None:
        super().__init__(detail)
        self.detail = detail
        self.message = message

    @property
    def reason(self) -> str:
        """The refusal in the app's language, for the phone's page."""
        return _(self.message)


@dataclass(frozen=True)
class Hello:
    token: str


@dataclass(frozen=True)
class CommandFrame:
    """A move: ``command`` is the rules' JSON form, ``seq`` the page's own counter (echoed in a
    refusal so the page knows which tap failed), ``elapsed_ms`` the phone's own timing where a
    game times a move (Outrun's run, from the path card shown on the phone to Finish)."""

    command: dict[str, Any]
    seq: int
    elapsed_ms: int | None = None


@dataclass(frozen=True)
class Ping:
    seq: int


@dataclass(frozen=True)
class NoteReadFrame:
    """The note named ``note`` (its key, as the ``note`` frame gave it) was read on the phone: its
    Next was tapped.  The key makes a second tap, or a late one, read nothing further."""

    note: str
    seq: int


ClientFrame: TypeAlias = Hello | CommandFrame | Ping | NoteReadFrame

_FIELDS: dict[Kind, tuple[frozenset[str], frozenset[str]]] = {
    # kind: (required fields, optional fields), besides "type"
    Kind.HELLO: (frozenset({"token"}), frozenset()),
    Kind.COMMAND: (frozenset({"command", "seq"}), frozenset({"elapsed_ms"})),
    Kind.PING: (frozenset({"seq"}), frozenset()),
    Kind.NOTE_READ: (frozenset({"note", "seq"}), frozenset()),
}
_MAX_SEQ = 2**31 - 1
_MAX_ELAPSED_MS = 24 * 3600 * 1000
#: what a note's key looks like (the table's own names: "path", "keys", ...), checked as data
NOTE_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_-")
NOTE_KEY_LENGTH = 40


def parse_frame(raw: str | bytes) -> ClientFrame:
    """The frame ``raw`` as one of the known kinds, or :class:`BadFrame` saying what is wrong."""
    if isinstance(raw, bytes):
        raise BadFrame("binary frames are not accepted: send JSON text")
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_FRAME_BYTES:
        raise BadFrame(f"the frame is larger than {MAX_FRAME_BYTES} bytes", TOO_LARGE)
    try:
        data = json.loads(raw, object_pairs_hook=_no_repeated_keys, parse_constant=_no_constant)
    except BadFrame:
        raise
    except (ValueError, RecursionError) as error:
        raise BadFrame(f"the frame is not JSON ({error.__class__.__name__})") from None
    if not isinstance(data, dict):
        raise BadFrame("the frame must be a JSON object")
    if _depth(data) > MAX_DEPTH:
        raise BadFrame(f"the frame nests deeper than {MAX_DEPTH} levels")
    kind_name = data.get("type")
    if not isinstance(kind_name, str) or kind_name not in Kind.__members__.values():
        raise BadFrame(f"unknown frame type {str(kind_name)[:40]!r}")
    kind = Kind(kind_name)
    required, optional = _FIELDS[kind]
    fields = set(data) - {"type"}
    if missing := sorted(required - fields):
        raise BadFrame(f"a {kind} frame needs {', '.join(missing)}")
    if extra := sorted(fields - required - optional):
        raise BadFrame(f"a {kind} frame has no field {', '.join(name[:40] for name in extra)}")
    if kind is Kind.HELLO:
        return Hello(_token(data["token"]))
    seq = _whole(data["seq"], "seq", _MAX_SEQ)
    if kind is Kind.PING:
        return Ping(seq)
    if kind is Kind.NOTE_READ:
        return NoteReadFrame(_note_key(data["note"]), seq)
    command = data["command"]
    if not isinstance(command, dict) or not isinstance(command.get("type"), str):
        raise BadFrame("command must be a JSON object with a string type")
    elapsed = data.get("elapsed_ms")
    return CommandFrame(
        command, seq, None if elapsed is None else _whole(elapsed, "elapsed_ms", _MAX_ELAPSED_MS)
    )


def is_token(value: object) -> bool:
    """True for a string shaped like a seat token (before it is looked up)."""
    return (
        isinstance(value, str)
        and TOKEN_LENGTH[0] <= len(value) <= TOKEN_LENGTH[1]
        and set(value) <= TOKEN_CHARS
    )


def reply(kind: Reply, **fields: Any) -> str:
    """A frame for a phone, as JSON text (the app's own data: views are JSON already)."""
    return json.dumps({"type": str(kind), **fields}, ensure_ascii=False, separators=(",", ":"))


def _token(value: object) -> str:
    if not is_token(value):
        raise BadFrame("token is not a seat token")
    assert isinstance(value, str)
    return value


def _note_key(value: object) -> str:
    shaped = isinstance(value, str) and 0 < len(value) <= NOTE_KEY_LENGTH and set(value) <= NOTE_KEY_CHARS
    if not shaped:
        raise BadFrame(f"note must be a note's key: up to {NOTE_KEY_LENGTH} small letters, digits, _ or -")
    assert isinstance(value, str)
    return value


def _whole(value: object, name: str, most: int) -> int:
    # bool is an int in Python; a phone sending true for a number is junk
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
        raise BadFrame(f"{name} must be a whole number from 0 to {most}")
    return value


def _no_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise BadFrame(f"the key {key[:40]!r} appears twice")
        data[key] = value
    return data


def _no_constant(name: str) -> Any:
    raise BadFrame(f"{name} is not a JSON number")


def _depth(value: object, level: int = 1) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max((_depth(item, level + 1) for item in value.values()), default=level)
    if isinstance(value, list):
        return max((_depth(item, level + 1) for item in value), default=level)
    return level
