"""The rules contract every game implements, and the small value types it speaks in.

A game's rules module (``tabletop/games/<game>/rules``) is pure Python: it imports no pygame and
touches no files or clocks.  It exposes::

    OPTIONS: tuple[GameOption, ...]          # the set-up screen is built from this
    MIN_PLAYERS, MAX_PLAYERS: int
    HIDDEN_INFORMATION: bool                 # True: pass-and-play needs the privacy curtain
    setup(options, seed) -> State
    to_act(state) -> tuple[int, ...]
    legal_commands(state, seat) -> list[Command]
    apply(state, command) -> tuple[State, list[Event]]   # raises IllegalCommand
    view(state, seat | None) -> dict         # JSON-able; exactly what that seat may see
    outcome(state) -> Outcome | None
    command_from_json(data) -> Command
    seat_role(seat) -> str                   # e.g. Np_("role", "Fugitive"); a msgid for the UI

Commands are frozen dataclasses deriving from :class:`Command`; they round-trip through JSON.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, TypeVar

from tabletop.core.i18n import N_, Message, english, translate


class IllegalCommand(ValueError):
    """A command the rules refuse; ``str(err)`` is a sentence a player can read (in English).

    ``reason`` is a msgid, or a counted one (``Nn_``) whose form follows the param it names;
    ``describe`` shows it in the player's language.
    """

    def __init__(self, reason: Message, **params: Any) -> None:
        super().__init__(english(reason, params))
        self.reason = reason
        self.params = params


@dataclass(frozen=True)
class Command:
    """Base of every game's commands.

    Subclasses set ``TYPE`` (the ``"type"`` written to JSON).  ``seat`` is always the first field.
    Tuples are written as JSON lists and read back as tuples.
    """

    TYPE: ClassVar[str] = ""
    #: True for commands that always reveal hidden information or a random outcome (a draw, a
    #: guess): undo never crosses them.  Events can mark further barriers (``Event.barrier``).
    REVEALS: ClassVar[bool] = False
    seat: int

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.TYPE}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, tuple):
                value = list(value)
            data[f.name] = value
        return data


C = TypeVar("C", bound=Command)


def make_command_reader(classes: Iterable[type[Command]]) -> Callable[[Mapping[str, Any]], Command]:
    """Build a ``command_from_json`` for a game from its command classes.

    The reader checks the type name, the field names and the plain JSON types, so a hand-edited
    save fails with a message naming what is wrong rather than with a Python traceback.
    """

    by_type = {cls.TYPE: cls for cls in classes}

    def command_from_json(data: Mapping[str, Any]) -> Command:
        if not isinstance(data, Mapping):
            raise IllegalCommand(N_("A command must be a JSON object, not {kind}."), kind=type(data).__name__)
        kind = data.get("type")
        cls = by_type.get(kind)  # type: ignore[arg-type]
        if cls is None:
            raise IllegalCommand(N_("Unknown command type {kind!r}."), kind=kind)
        names = {f.name for f in dataclasses.fields(cls)}
        given = set(data) - {"type"}
        missing = names - given
        extra = given - names
        if missing:
            raise IllegalCommand(
                N_("The {kind} command is missing {fields}."), kind=kind, fields=", ".join(sorted(missing))
            )
        if extra:
            raise IllegalCommand(
                N_("The {kind} command has unknown fields {fields}."),
                kind=kind,
                fields=", ".join(sorted(extra)),
            )
        values: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            value = data[f.name]
            if isinstance(value, list):
                value = tuple(value)
            values[f.name] = value
        for name, value in values.items():
            _check_plain(kind, name, value)
        return cls(**values)

    return command_from_json


def _check_plain(kind: Any, name: str, value: Any) -> None:
    if isinstance(value, tuple):
        for item in value:
            _check_plain(kind, name, item)
        return
    if value is None or isinstance(value, (bool, int, str)):
        return
    raise IllegalCommand(
        N_("The {kind} command's field {name} has a value of the wrong kind."), kind=kind, name=name
    )


class Visibility(enum.Enum):
    """Who may read an event's private text."""

    PUBLIC = "public"
    SEAT = "seat"


@dataclass(frozen=True)
class Event:
    """Something that happened, for the log and the animations.

    ``message`` (an English msgid with ``{name}`` fields filled from ``params``) is what the
    whole table may read.  ``secret`` (optional), filled from ``secret_params``, is what seat
    ``secret_to`` may also read; it never reaches another seat's screen.  ``barrier`` is True
    when the event revealed hidden information or a random outcome: undo never crosses it.
    Either message may be counted (``Nn_(singular, plural, count="name")``): the number in
    that param picks the form, so Polish reads "1 karta, 2 karty, 5 kart".
    """

    kind: str
    message: Message
    params: Mapping[str, Any] = field(default_factory=dict)
    seat: int | None = None
    barrier: bool = False
    secret: Message | None = None
    secret_to: int | None = None
    secret_params: Mapping[str, Any] = field(default_factory=dict)
    data: Mapping[str, Any] = field(default_factory=dict)

    def text_for(self, viewer: int | None, *, names: Sequence[str] | None = None) -> str:
        """The log line this viewer may read, in the current language; ``names`` are the seats' players."""
        if self.secret is not None and viewer is not None and viewer == self.secret_to:
            params = {**self.params, **self.secret_params}
            return translate(self.secret, _translated(params, names))
        return translate(self.message, _translated(self.params, names))


#: a message param written ``seat_param(n)`` is shown as seat n's player name (the rules never
#: know the names the players typed in)
SEAT_MARK = "#seat:"


def seat_param(seat: int) -> str:
    """A message param the log shows as the name of the player in ``seat``."""
    return f"{SEAT_MARK}{seat}"


def _translated(params: Mapping[str, Any], names: Sequence[str] | None = None) -> dict[str, Any]:
    """Params that are msgids (marked by a leading ``@``) are translated too; seat params become names."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, str) and value.startswith("@"):
            out[key] = translate(value[1:])
        elif isinstance(value, str) and value.startswith(SEAT_MARK):
            seat = int(value[len(SEAT_MARK) :])
            if names is not None and 0 <= seat < len(names):
                out[key] = names[seat]
            else:
                out[key] = translate(N_("Player {number}"), {"number": seat + 1})
        else:
            out[key] = value
    return out


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: winning seats, optional scores, and a sentence saying why.

    ``reason`` is a msgid (or a counted one) filled from ``params``; ``i18n.translate`` shows it.
    """

    winners: tuple[int, ...]
    reason: Message
    params: Mapping[str, Any] = field(default_factory=dict)
    scores: Mapping[int, int] | None = None


@dataclass(frozen=True)
class GameOption:
    """One set-up option; ``labels`` are msgids shown for the ``choices`` in the same order."""

    name: str
    label: str
    choices: tuple[Any, ...]
    default: Any
    labels: tuple[str, ...] = ()
    help: str = ""
    #: show this option on the set-up screen only when another option has one of these values
    shown_when: tuple[str, tuple[Any, ...]] | None = None

    def shown(self, values: Mapping[str, Any]) -> bool:
        if self.shown_when is None:
            return True
        name, allowed = self.shown_when
        return values.get(name) in allowed

    def label_for(self, value: Any) -> str:
        if self.labels:
            return self.labels[self.choices.index(value)]
        return str(value)


def validate_options(
    options: Mapping[str, Any], declared: Iterable[GameOption], min_players: int, max_players: int
) -> dict[str, Any]:
    """Fill defaults and refuse unknown or out-of-range options, with a readable reason."""
    declared = tuple(declared)
    result: dict[str, Any] = {opt.name: opt.default for opt in declared}
    result["players"] = options.get("players", min_players)
    names = {opt.name for opt in declared} | {"players"}
    for key, value in options.items():
        if key not in names:
            raise IllegalCommand(N_("Unknown option {name!r}."), name=key)
        result[key] = value
    players = result["players"]
    if not isinstance(players, int) or isinstance(players, bool) or not min_players <= players <= max_players:
        raise IllegalCommand(N_("This game needs {lo} to {hi} players."), lo=min_players, hi=max_players)
    for opt in declared:
        if result[opt.name] not in opt.choices:
            raise IllegalCommand(
                N_("Option {name!r} cannot be {value!r}."), name=opt.name, value=result[opt.name]
            )
    return result


class Rules(Protocol):
    """What a game's rules package provides (checked by mypy against each game's package).

    ``State`` is the game's own frozen state type; the app treats it as opaque.
    """

    OPTIONS: tuple[GameOption, ...]
    MIN_PLAYERS: int
    MAX_PLAYERS: int
    #: True: some seat holds something another seat may not see, so pass-and-play needs the curtain
    HIDDEN_INFORMATION: bool

    def setup(self, options: Mapping[str, Any], seed: int) -> Any: ...

    def to_act(self, state: Any) -> tuple[int, ...]: ...

    def legal_commands(self, state: Any, seat: int) -> list[Command]: ...

    def apply(self, state: Any, command: Command) -> tuple[Any, list[Event]]: ...

    def view(self, state: Any, seat: int | None) -> dict[str, Any]: ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def command_from_json(self, data: Mapping[str, Any]) -> Command: ...

    def seat_role(self, seat: int) -> str: ...
