"""One game in progress as one log: seed, options, seats and the commands applied so far.

The log is the single source of truth.  Saving writes it as JSON; loading replays it through the
rules (so a hand-edited illegal command is caught, with its number); undo drops commands from its
end; replay steps through it; crash recovery is an autosave of it after every command.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.catalogue import GameInfo
from tabletop.core.contract import Command, Event, IllegalCommand, Outcome, Rules, views_of
from tabletop.core.i18n import N_, Message, Nn_, english, english_params
from tabletop.core.rules_kit import randomness_watch
from tabletop.core.seats import Seat

SAVE_FORMAT = "tabletop-save"
SAVE_VERSION = 1
UNPLAYABLE = N_("Command {number} in the save cannot be played: {problem}")
#: a command whose values the rules could not even read (Python's own words would be English and
#: technical, so the player reads this instead, in their language)
UNREADABLE = N_("Command {number} in the save cannot be played: a value in it is not one the game can use.")


class SaveError(ValueError):
    """A save that cannot be loaded; ``str()`` names the problem (and the command number)."""

    def __init__(self, message: Message, **params: Any) -> None:
        super().__init__(english(message, english_params(params)))
        self.message = message
        self.params = params


@dataclass
class Step:
    """One applied command, with what it produced and whether undo may cross it."""

    command: Command
    events: list[Event]
    barrier: bool
    state_before: Any


def apply_step(rules: Rules, state: Any, command: Command) -> tuple[Any, list[Event], bool]:
    """``rules.apply``, and whether undo may never cross the command (True: it is a barrier).

    The one place that decides it (the contract suite checks this very rule for every command of
    every game): a command is a barrier when it took a random number from the game's generator (a
    die, a shuffle, a card or tile drawn at random: seen by ``rules_kit.randomness_watch``, so no
    game can forget to say it), when it declares it always reveals (``Command.REVEALS``) or when
    one of its events is a barrier (``Event.barrier``: a card drawn from a deck shuffled at set-up,
    a hidden card turned).
    """
    with randomness_watch() as watch:
        new_state, events = rules.apply(state, command)
    barrier = watch.used or command.REVEALS or any(event.barrier for event in events)
    return new_state, list(events), barrier


#: finds a game by its id when a save is loaded (``tabletop.core.catalogue.get`` in the app)
GameLookup = Callable[[str], GameInfo]


@dataclass
class GameSession:
    """A game being played: it is given its game and rules; it never looks a game up by itself."""

    info: GameInfo
    rules: Rules
    options: dict[str, Any]
    seed: int
    seats: list[Seat]
    state: Any = None
    steps: list[Step] = field(default_factory=list)
    #: what each seat keeps for itself at the table (the Marshal's notepad marks): JSON data by
    #: seat, saved with the game and shown only to that seat; the rules never see it
    private: dict[int, dict[str, Any]] = field(default_factory=dict)
    #: how the table is set to play this game (Outrun's device for each seat): public JSON data,
    #: saved with the game so its replay can show it; the rules never see it, and saves made
    #: before it existed have none
    table: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = self.rules.setup(self.options, self.seed)
        self.initial_state = self.state

    @property
    def game_id(self) -> str:
        return self.info.id

    # -- playing ---------------------------------------------------------------------------------

    @property
    def commands(self) -> list[Command]:
        return [step.command for step in self.steps]

    @property
    def events(self) -> list[Event]:
        return [event for step in self.steps for event in step.events]

    def to_act(self) -> tuple[int, ...]:
        return tuple(self.rules.to_act(self.state))

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    @property
    def over(self) -> bool:
        return self.outcome() is not None

    def legal(self, seat: int) -> list[Command]:
        return list(self.rules.legal_commands(self.state, seat))

    def view(self, seat: int | None) -> Any:
        """The game as ``seat`` sees it, of the game's own view type (a session holds any game)."""
        return self.rules.view(self.state, seat)

    def views(self, seats: Sequence[int | None]) -> list[Any]:
        """``[self.view(seat) for seat in seats]``, made at once where the rules offer ``views``
        (see ``RulesFor``): the phones need every seat's view after each move.  The views may share
        their public parts, so they are for reading only."""
        return views_of(self.rules, self.state, seats)

    def apply(self, command: Command) -> list[Event]:
        """Apply one command; raises IllegalCommand (state untouched) when the rules refuse it."""
        if command.seat not in self.to_act():
            raise IllegalCommand(N_("It is not your turn."), about=N_("It is not {seat}'s turn."))
        new_state, events, barrier = apply_step(self.rules, self.state, command)
        self.steps.append(Step(command, events, barrier, self.state))
        self.state = new_state
        return list(events)

    # -- each seat's own notes ---------------------------------------------------------------------

    def private_for(self, seat: int) -> dict[str, Any]:
        """What ``seat`` keeps for itself (a copy: change it with :meth:`keep_private`)."""
        return dict(self.private.get(seat, {}))

    def keep_private(self, seat: int, key: str, value: Any) -> None:
        """Keep ``value`` (plain JSON data) among ``seat``'s own notes under ``key``."""
        if not 0 <= seat < len(self.seats):
            raise ValueError(f"there is no seat {seat}")
        self.private.setdefault(seat, {})[key] = value

    # -- undo --------------------------------------------------------------------------------------

    def undoable(self, seat: int | None = None) -> int:
        """How many commands the acting seat may take back now.

        Only that seat's own commands at the end of the log, back to (not across) the last reveal
        or random outcome, and never past a command of another seat.
        """
        acting = self.to_act()
        if seat is None:
            if len(acting) != 1:
                return 0
            seat = acting[0]
        if seat not in acting:
            return 0
        count = 0
        for step in reversed(self.steps):
            if step.command.seat != seat or step.barrier:
                break
            count += 1
        return count

    def undo(self, seat: int | None = None) -> Command:
        if self.undoable(seat) == 0:
            raise IllegalCommand(N_("There is nothing you can take back now."))
        step = self.steps.pop()
        self.state = step.state_before
        return step.command

    # -- saving --------------------------------------------------------------------------------------

    def to_save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game_id,
            "options": dict(self.options),
            "seed": self.seed,
            "seats": [seat.to_json() for seat in self.seats],
            "commands": [command.to_json() for command in self.commands],
            "private": {str(seat): dict(notes) for seat, notes in sorted(self.private.items()) if notes},
            "table": dict(self.table),
        }

    @classmethod
    def new(cls, info: GameInfo, options: Mapping[str, Any], seed: int, seats: Sequence[Seat]) -> GameSession:
        """A new game of ``info``; raises SaveError for a game that is not built yet."""
        if not info.available:
            raise SaveError(N_("The game {game} is not available yet."), game=info.id)
        return cls(info=info, rules=info.rules(), options=dict(options), seed=seed, seats=list(seats))

    @classmethod
    def from_save(cls, data: Any, lookup: GameLookup, upto: int | None = None) -> GameSession:
        """Rebuild a game by replaying its commands; ``upto`` stops early (for replays).

        ``lookup`` finds the game named in the save (it raises KeyError for an unknown id)."""
        if not isinstance(data, dict):
            raise SaveError(N_("The save is not a JSON object."))
        if data.get("format") != SAVE_FORMAT:
            raise SaveError(N_("This file is not a Tabletop save."))
        version = data.get("version")
        if version != SAVE_VERSION:
            raise SaveError(
                N_("The save has format version {found}; this app reads version {wanted}."),
                found=version,
                wanted=SAVE_VERSION,
            )
        for key in ("game", "options", "seed", "seats", "commands"):
            if key not in data:
                raise SaveError(N_("The save is missing its {key!r} entry."), key=key)
        game_id = data["game"]
        try:
            if not isinstance(game_id, str):
                raise KeyError(game_id)
            info = lookup(game_id)
        except KeyError:
            raise SaveError(N_("The save is for an unknown game {game!r}."), game=game_id) from None
        seed = data["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SaveError(N_("The save's seed is not a whole number."))
        if not isinstance(data["options"], dict):
            raise SaveError(N_("The save's options are not a JSON object."))
        if not isinstance(data["seats"], list) or not isinstance(data["commands"], list):
            raise SaveError(N_("The save's seats and commands must be lists."))
        try:
            seats = [Seat.from_json(item) for item in data["seats"]]
        except ValueError as err:
            raise SaveError(N_("The save has a bad seat: {problem}."), problem=err) from None
        if len(seats) != data["options"].get("players", info.min_players):
            raise SaveError(
                Nn_(
                    "The save has {count} seat, which does not match its options.",
                    "The save has {count} seats, which does not match its options.",
                ),
                count=len(seats),
            )
        try:
            session = cls.new(info, data["options"], seed, seats)
        except IllegalCommand as err:
            raise SaveError(N_("The save's options are not valid: {problem}"), problem=err) from None
        session.private = _private_notes(data.get("private", {}), len(seats))
        table = data.get("table", {})
        if not isinstance(table, dict):
            raise SaveError(N_("The save's table settings are not a JSON object."))
        session.table = dict(table)
        reader = session.rules.command_from_json
        commands = data["commands"] if upto is None else data["commands"][:upto]
        for number, raw in enumerate(commands, start=1):
            try:
                command = reader(raw)
            except IllegalCommand as err:
                raise SaveError(UNPLAYABLE, number=number, problem=err) from None
            except (TypeError, ValueError):
                raise SaveError(UNREADABLE, number=number) from None
            try:
                session.apply(command)
            except IllegalCommand as err:
                seat = command.seat
                if not (isinstance(seat, int) and 0 <= seat < len(session.seats)):
                    raise SaveError(UNPLAYABLE, number=number, problem=err) from None
                name = session.seats[seat].name
                raise SaveError(
                    N_("Command {number} in the save ({name}, {role}) cannot be played: {problem}"),
                    number=number,
                    name=name,
                    role="@" + session.rules.seat_role(seat),
                    problem=err.told_about(name),
                ) from None
            except (TypeError, ValueError):
                raise SaveError(UNREADABLE, number=number) from None
        return session


def _private_notes(raw: Any, seats: int) -> dict[int, dict[str, Any]]:
    """The seats' own notes from a save (saves made before they existed have none)."""
    if not isinstance(raw, dict):
        raise SaveError(N_("The save's private notes are not a JSON object."))
    notes: dict[int, dict[str, Any]] = {}
    for key, value in raw.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < seats) or not isinstance(value, dict):
            raise SaveError(N_("The save has private notes for an unknown seat {seat!r}."), seat=key)
        notes[int(key)] = dict(value)
    return notes
