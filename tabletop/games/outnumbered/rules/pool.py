"""The acting player's pool of values: looking values up with readable refusals, and changing them.

A raw die's value has the die's id (0, 1, 2, then 3... for extra dice); built values take ids from
``BUILT_IDS`` up, so an id always says whether it ever was a single die.
"""

from __future__ import annotations

from typing import TypedDict

from tabletop.core.contract import IllegalCommand
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import is_whole
from tabletop.games.outnumbered.rules.state import Die, State, Value

#: ids below this are dice; values built during a turn are numbered from here
BUILT_IDS = 10
#: no value may pass this (the rules and the solver agree)
MAX_NUMBER = 1_000_000


def _check_id(value_id: object) -> int:
    if is_whole(value_id):
        return value_id
    raise IllegalCommand(
        N_("There is no value {id} in your pool."),
        about=N_("There is no value {id} in {seat}'s pool."),
        id=value_id,
    )


def find_value(state: State, value_id: object) -> Value:
    """The pool value with this id, or a refusal saying why it is not there."""
    vid = _check_id(value_id)
    for value in state.pool:
        if value.id == vid:
            return value
    if 0 <= vid < len(state.dice):
        if state.dice[vid].spent:
            raise IllegalCommand(N_("That die is already used."))
        holder = next((v for v in state.pool if vid in v.dice), None)
        if holder is not None:
            raise IllegalCommand(N_("That die is already part of {text}."), text=holder.text)
    if BUILT_IDS <= vid < state.next_value:
        raise IllegalCommand(N_("That value is already used."))
    raise IllegalCommand(
        N_("There is no value {id} in your pool."),
        about=N_("There is no value {id} in {seat}'s pool."),
        id=vid,
    )


def raw_value(state: State, value_id: object) -> Value:
    """A single die not yet combined: hero powers and dice bonus powers act only on these."""
    value = find_value(state, value_id)
    if not value.raw:
        raise IllegalCommand(
            N_("{text} is not a single die; this works only on one unused die."), text=value.text
        )
    return value


def die_value(die: Die, bonus: bool = False) -> Value:
    """The pool entry for a freshly rolled die."""
    return Value(id=die.id, number=die.face, text=str(die.face), dice=(die.id,), raw=True, bonus=bonus)


def replace(pool: tuple[Value, ...], new: Value) -> tuple[Value, ...]:
    """The pool with the value of the same id swapped for ``new``."""
    return tuple(new if v.id == new.id else v for v in pool)


def without(pool: tuple[Value, ...], *ids: int) -> tuple[Value, ...]:
    return tuple(v for v in pool if v.id not in ids)


def set_face(dice: tuple[Die, ...], die_id: int, face: int) -> tuple[Die, ...]:
    """The dice with one face changed (hero powers and Wild Die change what the die shows)."""
    return tuple(Die(d.id, face, d.spent) if d.id == die_id else d for d in dice)


def check_number(number: int) -> None:
    if number > MAX_NUMBER:
        raise IllegalCommand(N_("{number} is too big to use."), number=number)


class ValueView(TypedDict):
    """A number in the acting player's pool (also written in events' data): a die as rolled
    (``raw``) or built from the ``dice`` (ids) by the formula ``text``; ``bonus`` when a bonus
    power touched it."""

    id: int
    number: int
    text: str
    dice: list[int]
    raw: bool
    bonus: bool


def value_json(value: Value) -> ValueView:
    """A pool value as the view and the events write it."""
    return {
        "id": value.id,
        "number": value.number,
        "text": value.text,
        "dice": list(value.dice),
        "raw": value.raw,
        "bonus": value.bonus,
    }
