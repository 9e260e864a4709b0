"""Commands no player would choose: ``apply`` refuses them cleanly, or they are listed, or declared.

Hypothesis builds commands of every class a game declares (``COMMAND_CLASSES``), field by field
from the dataclass's types: whole numbers around the values the game's own commands use and far
outside them, true and false, strings from the game's vocabulary (what its commands and views
say) glued together, junk text, and now and then a value of the wrong kind altogether, as a
hand-edited save could hold.  Each is applied to states from random games:

* a refusal is an IllegalCommand (never another exception) and the state is as it was;
* a command accepted but not in ``legal_commands`` is one the game declares with ``is_shortcut``.

Settings are fixed (derandomized, no example database) so every run, here and in CI, tries the
same examples, within a few seconds per game.
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass
from functools import cache
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.core import catalogue
from tabletop.core.catalogue import GameInfo
from tabletop.core.contract import Command
from tests.contract import toy_game
from tests.contract.harness import (
    MEMBERS,
    check_generated_command,
    each_game,
    legal_for_everyone,
    rules_of,
    sample_states,
)

SETTINGS = settings(
    max_examples=400,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
JUNK = ("", " ", "?", "none", "0", "-1", "1e9", "ÿ", "𝟘", "((", "2^", "//")
WRONG_KIND = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.sampled_from(JUNK), st.just((1, 2)))


@dataclass(frozen=True)
class Vocabulary:
    """What a game's commands and views say: the raw material of generated fields.

    ``fields`` holds, per (command class, field name), the values its listed commands used;
    ``listed`` the sampled states (by index) in which each class was listed at least once, and
    ``busy`` the quarter of the states with the most listed commands (the middle of a turn).
    """

    ints: tuple[int, ...]
    strings: tuple[str, ...]
    separators: tuple[str, ...]
    fields: dict[tuple[type[Command], str], tuple[Any, ...]]
    listed: dict[type[Command], tuple[int, ...]]
    busy: tuple[int, ...]
    seats: int


def _walk(value: Any, ints: list[int], strings: list[str]) -> None:
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        if -10 <= value <= 1000:
            ints.append(value)
    elif isinstance(value, str):
        if len(value) <= 40:
            strings.append(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            _walk(key, ints, strings)
            _walk(item, ints, strings)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _walk(item, ints, strings)


@cache
def vocabulary(game_id: str) -> Vocabulary:
    rules = catalogue.get(game_id).rules()
    ints: list[int] = [-1, 0, 1]
    strings: list[str] = []
    fields: dict[tuple[type[Command], str], set[Any]] = {}
    listed: dict[type[Command], list[int]] = {}
    counts: list[int] = []
    for index, (state, options) in enumerate(sample_states(game_id)):
        counts.append(len(list(legal_for_everyone(rules, state, options))))
        for command in legal_for_everyone(rules, state, options):
            cls = type(command)
            if not listed.setdefault(cls, []) or listed[cls][-1] != index:
                listed[cls].append(index)
            for f in dataclasses.fields(command)[1:]:
                value = getattr(command, f.name)
                items = value if isinstance(value, tuple) else (value,)
                fields.setdefault((cls, f.name), set()).update(items)
            _walk(command.to_json(), ints, strings)
        _walk(rules.view(state, None), ints, strings)
    words = sorted(set(strings))
    return Vocabulary(
        ints=tuple(sorted(set(ints))),
        strings=tuple(words),
        separators=tuple(w for w in words if w and not any(c.isalnum() for c in w)) or ("+",),
        fields={key: tuple(sorted(values, key=repr)) for key, values in fields.items()},
        listed={cls: tuple(indexes) for cls, indexes in listed.items()},
        busy=tuple(sorted(range(len(counts)), key=lambda i: -counts[i])[: max(1, len(counts) // 4)]),
        seats=rules.MAX_PLAYERS,
    )


def view_words(rules: Any, state: Any) -> tuple[str, ...]:
    """Numbers the table's view writes as text ("3"), as often as it writes them; else small numbers."""
    ints: list[int] = []
    strings: list[str] = []
    _walk(rules.view(state, None), ints, strings)
    numeric = tuple(w for w in strings if len(w) <= 8 and w.isdigit())
    return numeric or tuple(str(n) for n in ints if 0 <= n <= 20) or ("1",)


@dataclass
class Maker:
    """Draws field values for one state: mostly plausible, sometimes far off, now and then nonsense.

    Every choice is a ``sampled_from`` whose first option is the plausible one, so Hypothesis
    shrinks a failure towards the plainest command that shows it.
    """

    data: st.DataObject
    vocab: Vocabulary
    words: tuple[str, ...]

    def choose(self, *options: Any, label: str = "choice") -> Any:
        return self.data.draw(st.sampled_from(options), label=label)

    def seat(self, acting: tuple[int, ...]) -> Any:
        if acting and self.choose(True, True, True, True, False, label="acting seat"):
            return self.choose(*acting, label="seat")
        return self.data.draw(st.one_of(st.integers(-1, self.vocab.seats + 1), st.booleans()), label="seat")

    def value(self, kind: Any, used: tuple[Any, ...]) -> Any:
        """A value for a field of type ``kind`` that listed commands filled with ``used``."""
        if self.choose(True, True, True, True, True, False, label="right kind"):
            return self.typed(kind, used)
        return self.data.draw(WRONG_KIND, label="wrong kind")

    def typed(self, kind: Any, used: tuple[Any, ...]) -> Any:
        if kind is bool:
            return self.choose(True, False, 0, 1, 2, -1, label="flag")
        if kind is int:
            return self.number(used)
        if kind is str:
            return self.text(used)
        if typing.get_origin(kind) is tuple:
            (item, *_rest) = typing.get_args(kind)
            length = self.choose(2, 1, 3, 0, 4, 5, label="length")
            return tuple(self.typed(item, used) for _ in range(length))
        return self.choose(self.number(used), self.text(used), label="either")

    def number(self, used: tuple[Any, ...]) -> Any:
        numbers = tuple(v for v in used if isinstance(v, int))
        how = (
            self.choose("used", "used", "game", "near", "far", "flag")
            if numbers
            else self.choose("game", "near", "far", "flag")
        )
        if how == "used":
            return self.choose(*numbers, label="number")
        if how == "game":
            return self.choose(*self.vocab.ints, label="number")
        if how == "near":
            low, high = min(self.vocab.ints), max(self.vocab.ints)
            return self.data.draw(st.integers(low - 3, high + 3), label="number")
        if how == "far":
            return self.choose(-(10**9), 10**6, 10**9, label="number")
        return self.choose(True, False, label="number")

    def text(self, used: tuple[Any, ...]) -> str:
        strings = tuple(v for v in used if isinstance(v, str))
        how = (
            self.choose("used", "used", "sum", "words", "junk")
            if strings
            else self.choose("sum", "sum", "sum", "words", "junk", "text")
        )
        if how == "used":
            return str(self.choose(*strings, label="text"))
        if how == "sum":  # what the view shows, joined by the game's operators: "3+4", "2^2*5"
            text = str(self.choose(*self.words, label="operand"))
            for _ in range(self.choose(1, 2, 0, 3, label="terms")):
                text += str(self.choose(*self.vocab.separators, label="operator"))
                text += str(self.choose(*self.words, label="operand"))
            return text
        if how == "words":
            count = self.choose(1, 2, 3, label="words")
            return "".join(
                str(self.choose(*(self.vocab.strings or JUNK), label="word")) for _ in range(count)
            )
        if how == "junk":
            return str(self.choose(*JUNK, label="junk"))
        return self.data.draw(st.text(max_size=8), label="text")

    def command(self, cls: type[Command], seat: Any) -> Command:
        hints = typing.get_type_hints(cls)
        names = [f.name for f in dataclasses.fields(cls)][1:]
        return cls(seat, *(self.value(hints[name], self.vocab.fields.get((cls, name), ())) for name in names))

    def mutated(self, command: Command) -> Command:
        """A listed command with one field (maybe the seat) given another value, or none."""
        fields = dataclasses.fields(command)
        index = self.choose(*range(1, len(fields)), 0, -1, label="field changed")
        if index < 0:
            return command
        name = fields[index].name
        if name == "seat":
            return dataclasses.replace(command, seat=self.seat((command.seat,)))
        hint = typing.get_type_hints(type(command))[name]
        return dataclasses.replace(
            command, **{name: self.value(hint, self.vocab.fields.get((type(command), name), ()))}
        )


def _any_command(rules: Any, game_id: str, data: st.DataObject) -> None:
    """A class; a state where it is listed, or (for a class never listed) a busy one, half the time;
    a seat, mostly the one to act; the fields.
    """
    vocab = vocabulary(game_id)
    states = sample_states(game_id)
    cls = data.draw(st.sampled_from(rules.COMMAND_CLASSES), label="class")
    likely = st.sampled_from(vocab.listed.get(cls) or vocab.busy)
    index = data.draw(st.one_of(likely, st.integers(0, len(states) - 1)), label="state")
    state, _options = states[index]
    maker = Maker(data, vocab, view_words(rules, state))
    check_generated_command(rules, state, maker.command(cls, maker.seat(rules.to_act(state))))


def _near_legal_command(rules: Any, game_id: str, data: st.DataObject) -> None:
    playing = [(s, o) for s, o in sample_states(game_id) if rules.to_act(s)]
    state, options = data.draw(st.sampled_from(playing), label="state")
    legal = list(legal_for_everyone(rules, state, options))
    maker = Maker(data, vocabulary(game_id), view_words(rules, state))
    check_generated_command(rules, state, maker.mutated(data.draw(st.sampled_from(legal), label="listed")))


@each_game
@SETTINGS
@given(data=st.data())
def test_any_command_of_the_game_is_refused_cleanly_or_listed_or_a_declared_shortcut(
    info: GameInfo, data: st.DataObject
) -> None:
    _any_command(rules_of(info), info.id, data)


@each_game
@SETTINGS
@given(data=st.data())
def test_a_listed_command_with_one_field_changed_is_refused_cleanly_or_listed_or_a_shortcut(
    info: GameInfo, data: st.DataObject
) -> None:
    _near_legal_command(rules_of(info), info.id, data)


def test_the_check_catches_a_command_accepted_but_neither_listed_nor_declared() -> None:
    """The toy game with Add(seat, 2) left out of its listing: applying it must fail the check."""
    members = {name: getattr(toy_game, name) for name in MEMBERS}
    members["legal_commands"] = lambda state, seat: toy_game.legal_commands(state, seat)[:1]
    forgetful = SimpleNamespace(**members)
    state = toy_game.setup({"players": 2}, 3)
    assert check_generated_command(forgetful, state, toy_game.Add(0, 1))
    with pytest.raises(AssertionError, match="does not list and is_shortcut does not declare"):
        check_generated_command(forgetful, state, toy_game.Add(0, 2))
    members["is_shortcut"] = lambda state, command: isinstance(command, toy_game.Add) and command.amount == 2
    assert check_generated_command(SimpleNamespace(**members), state, toy_game.Add(0, 2))


def test_the_check_catches_a_refusal_that_is_not_an_illegal_command() -> None:
    members = {name: getattr(toy_game, name) for name in MEMBERS}

    def crashing(state: Any, command: Any) -> Any:
        return toy_game.apply(state, command) if command.amount in (1, 2) else 1 / 0

    members["apply"] = crashing
    state = toy_game.setup({"players": 2}, 3)
    with pytest.raises(ZeroDivisionError):
        check_generated_command(SimpleNamespace(**members), state, toy_game.Add(0, 7))
