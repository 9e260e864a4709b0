"""The rules contract every game implements, and the small value types it speaks in.

A game's rules package (``tabletop/games/<game>/rules``) is pure Python: it imports no pygame and
touches no files or clocks.  What it provides is the :class:`Rules` protocol at the end of this
module (constants, ``setup``, ``apply``, ``view``...); mypy checks each package against it, and the
contract suite in ``tests/contract/`` plays every registered game through it.
``tabletop.core.rules_kit`` has the parts every game would otherwise write by hand.

Commands are frozen dataclasses deriving from :class:`Command`; they round-trip through JSON.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, TypeAlias, TypeVar

from tabletop.core.i18n import DECIMAL_MARK, N_, Message, english, english_params, shown_decimal, translate


class IllegalCommand(ValueError):
    """A command the rules refuse; ``str(err)`` is a sentence a player can read (in English).

    ``reason`` is a msgid, or a counted one (``Nn_``) whose form follows the param it names;
    ``describe`` shows it in the player's language.  It is told to the player who tried ("Card 12
    is not in your hand"); ``about``, when given, is the same refusal told about that seat, with a
    ``{seat}`` param for the player's name ("Card 12 is not in the Fugitive's hand"), which a
    damaged save's message uses, since nobody there tried anything.  A param written
    ``"@" + msgid`` is shown translated.
    """

    def __init__(self, reason: Message, *, about: Message | None = None, **params: Any) -> None:
        super().__init__(english(reason, english_params(params)))
        self.reason = reason
        self.about = about
        self.params = params

    def told_about(self, name: str) -> IllegalCommand:
        """The refusal as said about the seat of player ``name`` (itself when it has no such form)."""
        if self.about is None:
            return self
        return IllegalCommand(self.about, **{**self.params, "seat": name})


@dataclass(frozen=True)
class Command:
    """Base of every game's commands.

    Subclasses set ``TYPE`` (the ``"type"`` written to JSON).  ``seat`` is always the first field.
    Tuples are written as JSON lists and read back as tuples.
    """

    TYPE: ClassVar[str] = ""
    #: True for commands that always reveal hidden information or a random outcome (a draw, a
    #: guess): undo never crosses them.  Events can mark further barriers (``Event.barrier``), and
    #: a command that takes a random number from the game's generator (``rules_kit.StateRandom``)
    #: is one whatever it declares (``session.apply_step``).  The contract suite checks that no
    #: command showing any seat or the table something hidden is left out.
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
    """Params that are msgids (marked by a leading ``@``) are translated too; seat params become
    names; decimal params take the reader's decimal separator."""
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
        elif isinstance(value, str) and value.startswith(DECIMAL_MARK):
            out[key] = shown_decimal(value)
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
    #: show this option on the set-up screen only when another option (or ``"players"``, the number
    #: of players) has one of these values
    shown_when: tuple[str, tuple[Any, ...]] | None = None
    #: what the set-up screen picks for a group that has not set this game up before, when that is
    #: not ``default`` (``default`` stays what a save without the option meant: old saves keep it)
    suggested: Any = None

    @property
    def first_choice(self) -> Any:
        """The value a first set-up of the game starts at."""
        return self.default if self.suggested is None else self.suggested

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


#: a game's own state type (a frozen dataclass); the app treats it as opaque
S = TypeVar("S")
#: a game's view type (``rules/view.py`` exports it); only returned by the rules...
V_co = TypeVar("V_co", covariant=True)
#: ...and only read by the bots
V_contra = TypeVar("V_contra", contravariant=True)


class RulesFor(Protocol[S, V_co]):
    """What a game's rules package provides, as a module: ``S`` is the game's state class, ``V_co``
    the type of its view.

    Each game's ``rules/__init__.py`` ends with a check that mypy reads, so a package that lacks a
    member or gives one the wrong type (a ``view`` that takes no None, an ``apply`` that returns
    another state class) fails the type check before anything runs::

        if TYPE_CHECKING:
            from tabletop.core.contract import RulesFor
            from tabletop.games.mygame import rules as _this

            _contract: RulesFor[State, MyGameView] = _this

    The package names its members by re-exporting them (``from .flow import apply as apply``), which
    mypy --strict reads as exported, rather than by an ``__all__`` list that every game would repeat.

    Views are typed as TypedDicts, not dataclasses: ``rules/view.py`` declares the view as a
    ``TypedDict`` (with nested ones for a seat, a card, a villain...) and ``view()`` returns it.  At
    run time a TypedDict is the same plain dict as before, so views stay JSON with no conversion at
    any boundary (replays, the contract suite's comparisons and old saves see identical views),
    while mypy checks every key a table, bot or benchmark reads and every value's type; every game
    declares its view (the contract suite fails a game that does not).  The app and
    the engine only pass views through, so they hold any game's rules as :data:`Rules`
    (``RulesFor[Any, Any]``) and see views as ``Any``; a TypedDict would not be accepted where a
    ``dict[str, Any]`` is asked for (a dict may be changed with any key), but it is a
    ``Mapping[str, object]``, which is what code common to games should take when it reads a view.
    The contract suite checks that each declared TypedDict matches the data, key for key.

    The contract suite (``tests/contract/``) then plays every game of the catalogue through these
    members: purity, JSON round trips, no mutation, legal commands accepted, declared shortcuts,
    determinism, hidden information, undo barriers on every roll, draw and reveal, and random
    games that finish.

    The rules are pure: no pygame, no files, no clocks, no global randomness.  A state is a frozen
    value; ``apply`` returns a new one and never changes the one it was given.  Randomness lives in
    the state (a seed, and a count of draws), so ``setup(options, seed)`` and the same commands
    always give the same states, events and views (saves are the seed and the command log).  Take
    every random outcome after set-up from ``rules_kit.StateRandom.draw``: the session sees what
    it rolled and keeps undo from crossing it.
    """

    #: the set-up screen is built from these; ``setup`` refuses any other option
    OPTIONS: tuple[GameOption, ...]
    MIN_PLAYERS: int
    MAX_PLAYERS: int
    #: True when some seat holds something another seat may not see, so pass-and-play drops the
    #: privacy curtain between people (what is hidden from whom is declared by ``redeal_hidden``)
    HIDDEN_INFORMATION: bool
    #: the most commands a game can take: the contract suite's random games must end within it (a
    #: longer one has a loop); playouts and the reliability runs stop there
    LONGEST_GAME: int
    #: every command class the game reads (``command_from_json`` knows exactly these)
    COMMAND_CLASSES: tuple[type[Command], ...]

    def setup(self, options: Mapping[str, Any], seed: int) -> S:
        """A new game; raises IllegalCommand for options outside ``OPTIONS`` or the player counts."""
        ...

    def to_act(self, state: S) -> tuple[int, ...]:
        """The seats expected to act now (empty once the game is over)."""
        ...

    def legal_commands(self, state: S, seat: int) -> list[Command]:
        """Every command ``seat`` may play now, each accepted by ``apply``; it drives the UI and bots.

        It may leave out commands that are only shortcuts for several listed ones (see
        ``is_shortcut``); nothing else ``apply`` accepts may be missing.
        """
        ...

    def apply(self, state: S, command: Command) -> tuple[S, list[Event]]:
        """Play ``command``: the new state and what happened, in order.

        Raises IllegalCommand (only that), with a reason a player can read, when the command is
        not allowed now; ``state`` is never changed, refused or not.
        """
        ...

    def view(self, state: S, seat: int | None) -> V_co:
        """The game as ``seat`` may see it (None: the table, a spectator): JSON-able data.

        Scenes and bots read only this.  It shows nothing ``redeal_hidden`` deals anew for that
        seat.  (A game may add ``views(state, seats)`` to make many at once: see :func:`views_of`.)
        """
        ...

    def outcome(self, state: S) -> Outcome | None:
        """None while the game runs; the winners and why once it is over."""
        ...

    def command_from_json(self, data: Mapping[str, Any]) -> Command:
        """The command a save or a bot wrote (``Command.to_json``); IllegalCommand when malformed."""
        ...

    def seat_role(self, seat: int) -> str:
        """What the seat plays, e.g. "Fugitive": an English msgid for the UI."""
        ...

    def is_shortcut(self, state: S, command: Command) -> bool:
        """True for a command ``apply`` may accept although ``legal_commands`` does not list it.

        Such commands do in one go what listed ones do in several (a typed formula, a series of
        guesses), so listing every one would be combinatorial.  Precise: the contract suite checks
        that every command ``apply`` accepts is listed or makes this True.
        """
        ...

    def redeal_hidden(self, state: S, seat: int | None, rng: random.Random) -> S:
        """The same game as ``seat`` sees it, with everything hidden from ``seat`` dealt anew.

        Hands of other seats, face-down cards, the order of every deck, the seed of future random
        outcomes...: whatever ``seat`` (None: the table) cannot see is shuffled or redealt with
        ``rng``, and everything it can see is kept.  This is the game's declaration of its hidden
        information (list what it deals in the function's docstring): the contract suite checks
        that ``view(redealt, seat) == view(state, seat)`` for every seat and the table over states
        of random games, and that early in a game, when something is always hidden, the redeal
        changes more than the seed.  The result need not be a position the rules could reach (the
        seat might rule it out by reasoning); it must only look the same to ``seat``.
        """
        ...


#: any game's rules, as the app and the engine hold them (the state and the view are opaque to them)
Rules: TypeAlias = RulesFor[Any, Any]


def views_of(rules: Rules, state: Any, seats: Sequence[int | None]) -> list[Any]:
    """Every view of ``seats`` in one go: ``[rules.view(state, seat) for seat in seats]``.

    A game whose view is costly and mostly the same for every seat may offer, beside ``view``, an
    optional ``views(state, seats)`` that makes the common part once and shares it among the views
    it returns (Just Run's rooms: the phones want seven views a move).  It must equal the loop,
    view for view (the contract suite checks it); its views may share values, so they are for
    reading only.  Games without it get the loop.
    """
    many = getattr(rules, "views", None)
    if many is None:
        return [rules.view(state, seat) for seat in seats]
    return list(many(state, seats))


class BotsFor(Protocol[V_contra]):
    """What a game's computer players provide, as a module (``tabletop/games/<game>/bots.py``):
    ``V_contra`` is the game's view type, as for :class:`RulesFor`.

    A bot decides from what its seat may see (the view) and the commands it may play, so it can
    never cheat and never play an illegal command; the engine asks it on a thread of its own.
    Each game's bots module ends with the same check as the rules
    (``_contract: BotsFor[MyGameView] = _this`` under ``TYPE_CHECKING``).
    """

    #: the strengths a set-up offers, weakest first (English msgids); the last is the default
    STRENGTHS: tuple[str, ...]

    def choose(
        self, view: V_contra, legal: Sequence[Command], seat: int, strength: str, rng: random.Random
    ) -> Command:
        """The seat's command, one of ``legal`` (or a declared shortcut), from ``view`` alone."""
        ...

    def random_move(
        self, view: V_contra, legal: Sequence[Command], seat: int, strength: str, rng: random.Random
    ) -> Command:
        """A uniformly random legal command: the benchmark's baseline player."""
        ...


def random_move(
    view: object, legal: Sequence[Command], seat: int, strength: str, rng: random.Random
) -> Command:
    """A player who picks uniformly among the legal commands: the benchmark's baseline, the same in
    every game, so each bots module re-exports this one (``BotsFor.random_move``)."""
    return rng.choice(list(legal))
