"""What the contract suite shares: the games of the catalogue, random games played through the
contract alone, and the checks themselves (plain functions, so the suite can show each one fails
on rules that break it).

Nothing here knows a game: a game added to ``tabletop.core.catalogue`` is played by every test of
``tests/contract/`` without a line written for it.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import types
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from tabletop.core import catalogue
from tabletop.core.catalogue import GameInfo
from tabletop.core.contract import Command, IllegalCommand, Outcome, Rules, RulesFor
from tabletop.core.rules_kit import is_whole
from tabletop.core.session import apply_step

#: the members of the RulesFor protocol, constants first (what a rules package must provide)
CONSTANTS: tuple[str, ...] = tuple(RulesFor.__annotations__)
FUNCTIONS: tuple[str, ...] = tuple(
    name for name, value in vars(RulesFor).items() if not name.startswith("_") and callable(value)
)
MEMBERS = CONSTANTS + FUNCTIONS

#: a random game is stopped here if it has not ended (past the game's own ``LONGEST_GAME``, so the
#: check that it ended within that says by how much it did not)
STEP_CAP = 5000
#: the random games each check plays per game (seed 0, 1, ...), enough to meet every option value
SEEDS = 12

#: every game with rules, its table built or not: the contract is the rules' alone
GAMES = catalogue.with_rules()


def each_game(test: Any) -> Any:
    """Run ``test(info)`` once for every game of the catalogue that has rules."""
    return pytest.mark.parametrize("info", GAMES, ids=[info.id for info in GAMES])(test)


def options_for(rules: Rules, seed: int) -> dict[str, Any]:
    """Set-up options by seed: every player count and every value of every option come round."""
    span = rules.MAX_PLAYERS - rules.MIN_PLAYERS + 1
    options: dict[str, Any] = {"players": rules.MIN_PLAYERS + seed % span}
    for index, option in enumerate(rules.OPTIONS):
        options[option.name] = option.choices[(seed + index * (seed // 5)) % len(option.choices)]
    return options


def seats_of(options: dict[str, Any]) -> list[int | None]:
    """Every viewer of a game: the table (None) and each seat."""
    return [None, *range(options["players"])]


@dataclass(frozen=True)
class RandomGame:
    """One game played by uniformly random legal commands; ``states[i]`` is before ``commands[i]``."""

    seed: int
    options: dict[str, Any]
    commands: tuple[Command, ...]
    states: tuple[Any, ...]

    @property
    def final(self) -> Any:
        return self.states[-1]


def play_random(rules: Rules, seed: int, options: dict[str, Any] | None = None) -> RandomGame:
    """A whole game of random legal commands, stopped at STEP_CAP (the playout test says if it was)."""
    options = options if options is not None else options_for(rules, seed)
    rng = random.Random(seed)
    state = rules.setup(options, seed)
    states = [state]
    commands: list[Command] = []
    cap = max(STEP_CAP, rules.LONGEST_GAME + 1)
    while rules.to_act(state) and len(commands) < cap:
        seat = rng.choice(rules.to_act(state))
        legal = rules.legal_commands(state, seat)
        assert legal, f"seat {seat} is to act but has no legal command"
        command = rng.choice(legal)
        state, _events = rules.apply(state, command)
        commands.append(command)
        states.append(state)
    return RandomGame(seed, options, tuple(commands), tuple(states))


@cache
def random_games(game_id: str) -> tuple[RandomGame, ...]:
    """The suite's random games of one game (played once per test process)."""
    rules = catalogue.get(game_id).rules()
    return tuple(play_random(rules, seed) for seed in range(SEEDS))


@cache
def sample_states(game_id: str, per_game: int = 24) -> tuple[tuple[Any, dict[str, Any]], ...]:
    """States spread over every random game (its first and last among them), with the game's options."""
    out: list[tuple[Any, dict[str, Any]]] = []
    for game in random_games(game_id):
        step = max(1, len(game.states) // per_game)
        picked = list(game.states[::step])
        if picked[-1] is not game.final:
            picked.append(game.final)
        out += [(state, game.options) for state in picked]
    return tuple(out)


def rules_of(info: GameInfo) -> Rules:
    return info.rules()


# -- the checks -------------------------------------------------------------------------------------


def json_round_trip(rules: Rules, command: Command) -> Command:
    """A command written as a save writes it and read back."""
    return rules.command_from_json(json.loads(json.dumps(command.to_json())))


def check_generated_command(rules: Rules, state: Any, command: Command) -> bool:
    """Apply any command: a refusal is an IllegalCommand that leaves the state as it was; a command
    accepted but not listed by ``legal_commands`` must be a declared shortcut.  True if accepted.
    """
    before = copy.deepcopy(state)
    try:
        rules.apply(state, command)
    except IllegalCommand:
        assert state == before, f"a refused {command!r} changed the state"
        return False
    assert state == before, f"{command!r} changed the state it was applied to"
    listed = command in rules.legal_commands(state, command.seat)
    assert listed or rules.is_shortcut(state, command), (
        f"apply accepted {command!r}, which legal_commands does not list and is_shortcut does not declare"
    )
    return True


def check_redeal(rules: Rules, state: Any, seat: int | None, rng: random.Random) -> bool:
    """``seat`` sees the redealt game exactly as the real one.

    True when the redeal changed more than the seed.
    """
    before = copy.deepcopy(state)
    redealt = rules.redeal_hidden(state, seat, rng)
    assert state == before, "redeal_hidden changed the state it was given"
    assert rules.view(redealt, seat) == rules.view(state, seat), (
        f"the view of {'the table' if seat is None else f'seat {seat}'} shows something the game "
        f"declares hidden from it (the view changed when only hidden things were dealt anew)"
    )
    return _without_seed(redealt) != _without_seed(state)


def _without_seed(state: Any) -> Any:
    """A new seed deals the future anew, but on its own it does not show the redeal did anything."""
    if dataclasses.is_dataclass(state) and any(f.name == "seed" for f in dataclasses.fields(state)):
        return dataclasses.replace(state, seed=0)
    return state


def legal_for_everyone(rules: Rules, state: Any, options: dict[str, Any]) -> Iterator[Command]:
    for seat in range(options["players"]):
        yield from rules.legal_commands(state, seat)


def redealt_for_each_viewer(
    rules: Rules, state: Any, viewers: list[int | None], redeals: int
) -> dict[int | None, list[Any]]:
    """``state`` with what each viewer cannot see dealt anew, ``redeals`` ways (for ``undo_barrier_leak``)."""
    return {
        viewer: [rules.redeal_hidden(state, viewer, random.Random(k)) for k in range(redeals)]
        for viewer in viewers
    }


def undo_barrier_leak(
    rules: Rules, state: Any, command: Command, redealt: dict[int | None, list[Any]]
) -> str | None:
    """Undo may cross ``command`` only if it showed nobody anything hidden: no die, draw or reveal.

    Applied to the game as it is and to the same game with what a viewer cannot see dealt anew
    (``redealt``, by ``redeal_hidden``: other hands, deck orders, the seed of every future roll), a
    command that rolls, draws or reveals nothing leaves that viewer's view the same.  If the view
    differs, the viewer has learnt something by it, so the session must make it an undo barrier
    (``session.apply_step``), or a player could take it back and choose again knowing it.
    A command after which its seat is not to act is left alone: undo takes back only the acting
    seat's own commands, so another seat must act before that one can, and undo never crosses that.
    None when all is well; else who learnt something from a command undo may cross.
    """
    after, _events, barrier = apply_step(rules, state, command)
    if barrier or command.seat not in rules.to_act(after):
        return None
    for viewer, games in redealt.items():
        seen = rules.view(after, viewer)
        for game in games:
            try:
                other, _more = rules.apply(game, command)
            except IllegalCommand:
                continue  # legal only with what the viewer cannot see: it tells nothing here
            if rules.view(other, viewer) != seen:
                return (
                    "the table"
                    if viewer is None
                    else "its own seat"
                    if viewer == command.seat
                    else "another seat"
                )
    return None


def undo_leaks_at(rules: Rules, state: Any, players: int, commands: list[Command] | None = None) -> list[str]:
    """``undo_barrier_leak`` for ``commands`` (else every listed one) at a moment a game's own tests
    built by hand, for the commands random games never come to: what each showed, and to whom."""
    redealt = redealt_for_each_viewer(rules, state, [None, *range(players)], 2)
    if commands is None:
        commands = list(legal_for_everyone(rules, state, {"players": players}))
    found = []
    for command in commands:
        learner = undo_barrier_leak(rules, state, command, redealt)
        if learner is not None:
            found.append(f"{command!r} showed {learner} something, yet undo may cross it")
    return found


def check_outcome(outcome: Outcome, players: int) -> None:
    """A finished game's outcome names real seats: winners each once, among the game's seats, and
    scores (if any) for exactly the game's seats, as whole numbers."""
    seats = set(range(players))
    winners = list(outcome.winners)
    assert len(set(winners)) == len(winners), f"a seat wins twice: {winners}"
    assert set(winners) <= seats, f"winners {winners} are not all seats of a {players}-seat game"
    assert all(is_whole(seat) for seat in winners), f"winners {winners} are not seat numbers"
    if outcome.scores is not None:
        assert set(outcome.scores) == seats, f"scores for {sorted(outcome.scores)}, seats are {sorted(seats)}"
        assert all(is_whole(score) for score in outcome.scores.values()), f"scores {outcome.scores}"


def view_type_of(rules: Any) -> Any:
    """The TypedDict a game's ``view`` declares it returns, or None for an untyped view."""
    declared = get_type_hints(rules.view).get("return")
    return declared if is_typeddict(declared) else None


def view_mismatches(value: Any, declared: Any, where: str = "view") -> list[str]:
    """Where ``value`` (a view, or part of one) is not what ``declared`` says: an undeclared key, a
    missing required key or a value of another type, each named by its path; [] when it matches."""
    origin = get_origin(declared)
    if declared is Any:
        return []
    if is_typeddict(declared):
        if not isinstance(value, dict):
            return [f"{where} is a {type(value).__name__}, not an object"]
        hints = get_type_hints(declared)
        out = [f"{where} has the undeclared key {key!r}" for key in sorted(set(value) - set(hints))]
        out += [f"{where} lacks the key {key!r}" for key in sorted(declared.__required_keys__ - set(value))]
        for key in hints:
            if key in value:
                out += view_mismatches(value[key], hints[key], f"{where}[{key!r}]")
        return out
    if origin in (Union, types.UnionType):
        tried = [view_mismatches(value, arm, where) for arm in get_args(declared)]
        if any(not problems for problems in tried):
            return []
        return [problem for problems in tried for problem in problems]
    if origin is Literal:
        return (
            [] if value in get_args(declared) else [f"{where} is {value!r}, not one of {get_args(declared)}"]
        )
    if origin in (list, tuple, Sequence):
        if not isinstance(value, list if origin is list else (list, tuple)):
            return [f"{where} is a {type(value).__name__}, not a list"]
        args = get_args(declared)
        item = args[0] if args else Any
        return [
            problem
            for index, one in enumerate(value)
            for problem in view_mismatches(one, item, f"{where}[{index}]")
        ]
    if origin in (dict, Mapping):
        if not isinstance(value, dict):
            return [f"{where} is a {type(value).__name__}, not an object"]
        key_type, value_type = get_args(declared) or (Any, Any)
        out = [
            f"{where} has the key {key!r} that is not a {key_type.__name__}"
            for key in value
            if not isinstance(key, key_type)
        ]
        for key, one in value.items():
            out += view_mismatches(one, value_type, f"{where}[{key!r}]")
        return out
    if declared is None or declared is type(None):
        return [] if value is None else [f"{where} is {value!r}, not None"]
    if declared is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return [] if ok else [f"{where} is {value!r}, not a number"]
    if declared is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
        return [] if ok else [f"{where} is {value!r}, not an int"]
    if isinstance(declared, type):
        return [] if isinstance(value, declared) else [f"{where} is {value!r}, not a {declared.__name__}"]
    raise TypeError(f"{where}: the view check cannot read the type {declared!r}")
