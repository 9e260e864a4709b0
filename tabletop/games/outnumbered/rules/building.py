"""Making numbers (rulebook, PLAYER TURNS, tools 1 and 2): combining two values with + - * /,
squaring a value, or typing a whole formula that does the same steps at once.

Every value stays a whole number from 0 to 1,000,000, so what a player builds is exactly what the
solver can find.
"""

from __future__ import annotations

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.games.outnumbered.rules import formula
from tabletop.games.outnumbered.rules.commands import Build, Combine, Square
from tabletop.games.outnumbered.rules.messages import event
from tabletop.games.outnumbered.rules.pool import MAX_NUMBER, check_number, find_value, value_json
from tabletop.games.outnumbered.rules.solver import combine_text, square_text
from tabletop.games.outnumbered.rules.state import State, Value, evolve

#: the four operations a Combine step names (typed formulas also read x, ×, ÷ and −: see formula.py);
#: one spelling each, so every Combine apply accepts is one legal_commands lists
OPERATIONS: tuple[str, ...] = ("+", "-", "*", "/")
#: the largest value that can still be squared
MAX_SQUARABLE = 1000


def combine_number(a: int, op: str, b: int) -> int:
    """``a op b`` as the rules allow it, or a refusal a player can read."""
    if op == "+":
        result = a + b
    elif op == "-":
        result = a - b
        if result < 0:
            raise IllegalCommand(formula.BELOW_ZERO, a=a, b=b)
    elif op == "*":
        result = a * b
    elif op == "/":
        if b == 0:
            raise IllegalCommand(formula.DIVIDE_BY_ZERO)
        if a % b:
            raise IllegalCommand(formula.NOT_WHOLE, a=a, b=b)
        result = a // b
    else:
        raise IllegalCommand(N_("{op} is not an operation; use + - * or /."), op=op)
    check_number(result)
    return result


def square_number(a: int) -> int:
    result = a * a
    check_number(result)
    return result


def _merged(state: State, parts: tuple[Value, ...], number: int, text: str) -> tuple[State, Value]:
    """The pool with ``parts`` replaced by one new built value, in the first part's place."""
    dice = tuple(sorted(d for v in parts for d in v.dice))
    new = Value(
        id=state.next_value, number=number, text=text, dice=dice, raw=False, bonus=any(v.bonus for v in parts)
    )
    ids = {v.id for v in parts}
    pool: list[Value] = []
    for v in state.pool:
        if v.id not in ids:
            pool.append(v)
        elif new not in pool:
            pool.append(new)
    return evolve(state, pool=tuple(pool), next_value=state.next_value + 1), new


def apply_combine(state: State, command: Combine) -> tuple[State, list[Event]]:
    op = command.op
    if not isinstance(op, str) or op not in OPERATIONS:
        raise IllegalCommand(N_("{op} is not an operation; use + - * or /."), op=op)
    a = find_value(state, command.a)
    b = find_value(state, command.b)
    if a.id == b.id:
        raise IllegalCommand(N_("Pick two different values to combine."))
    number = combine_number(a.number, op, b.number)
    state, new = _merged(state, (a, b), number, combine_text(a.text, op, b.text))
    return state, [
        event(
            "combined",
            N_("{text} makes {number}."),
            {"text": new.text, "number": number},
            data={"value": value_json(new)},
            seat=command.seat,
        )
    ]


def apply_square(state: State, command: Square) -> tuple[State, list[Event]]:
    a = find_value(state, command.value)
    number = square_number(a.number)
    state, new = _merged(state, (a,), number, square_text(a.text))
    return state, [
        event(
            "squared",
            N_("{text} makes {number}."),
            {"text": new.text, "number": number},
            data={"value": value_json(new)},
            seat=command.seat,
        )
    ]


def apply_build(state: State, command: Build) -> tuple[State, list[Event]]:
    """A typed formula: its numbers name distinct pool values, and it becomes one value."""
    if not isinstance(command.formula, str):
        raise IllegalCommand(N_("Type a formula such as (4+1)^2."))
    expr = formula.parse(command.formula)
    # a typed number names no particular value, so it takes one that still earns bonus cards first
    pool = sorted(state.pool, key=lambda v: v.bonus)
    number, used, text = formula.evaluate(
        expr, [(v.id, v.number) for v in pool], {v.id: v.text for v in pool}
    )
    parts = tuple(find_value(state, vid) for vid in used)
    if not parts or (len(parts) == 1 and text == parts[0].text):
        raise IllegalCommand(N_("That formula does not change anything; add an operation."))
    state, new = _merged(state, parts, number, text)
    return state, [
        event(
            "built",
            N_("{text} makes {number}."),
            {"text": new.text, "number": number},
            data={"value": value_json(new), "formula": command.formula},
            seat=command.seat,
        )
    ]


#: commands are frozen, so the ones listed again and again are built once and shared
_STEPS: dict[tuple[int, int, str, int], Command] = {}


def _step(seat: int, a: int, op: str, b: int) -> Command:
    key = (seat, a, op, b)
    command = _STEPS.get(key)
    if command is None:
        command = _STEPS[key] = Square(seat, a) if op == "^2" else Combine(seat, a, op, b)
    return command


def legal_builds(state: State, seat: int) -> list[Command]:
    """Every Combine (in both orders: 3+6 and 6+3 write different texts) and every Square."""
    pool = state.pool
    out: list[Command] = []
    for i, a in enumerate(pool):
        x = a.number
        if x <= MAX_SQUARABLE:
            out.append(_step(seat, a.id, "^2", -1))
        for b in pool[i + 1 :]:
            y = b.number
            if x + y <= MAX_NUMBER:
                out.append(_step(seat, a.id, "+", b.id))
                out.append(_step(seat, b.id, "+", a.id))
            if x * y <= MAX_NUMBER:
                out.append(_step(seat, a.id, "*", b.id))
                out.append(_step(seat, b.id, "*", a.id))
            if x >= y:
                out.append(_step(seat, a.id, "-", b.id))
            if y >= x:
                out.append(_step(seat, b.id, "-", a.id))
            if y and x % y == 0:
                out.append(_step(seat, a.id, "/", b.id))
            if x and y % x == 0:
                out.append(_step(seat, b.id, "/", a.id))
    return out
