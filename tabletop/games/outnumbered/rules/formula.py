"""The typed formula of the Build command: read it, then work it out against the numbers in the pool.

Typing ``(4+1)^2`` must do exactly what building it step by step with Combine and Square would
do, so :func:`evaluate` applies the same refusals (below zero, not whole, divide by zero, too
big) in the same order the steps would be taken, and writes the result's text with the solver's
formatting.  Every refusal is an :class:`IllegalCommand` whose reason is an English msgid with
parameters, so the table can show it in the player's language.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tabletop.core.contract import IllegalCommand
from tabletop.core.i18n import N_
from tabletop.games.outnumbered.rules.solver import MAX_VALUE, combine_text, square_text

CANT_READ = N_("I can't read '{text}' as a formula.")
ONLY_SQUARING = N_("Only squaring (^2) is allowed.")
BRACKET_MISSING = N_("There is a bracket missing.")
NOT_ENOUGH = N_("Type at least two numbers joined by + - * / or square one with ^2.")
NONE_LEFT = N_("You have no {number} left to use.")
NOT_WHOLE = N_("{a} / {b} is not a whole number.")
BELOW_ZERO = N_("{a} - {b} would go below zero.")
DIVIDE_BY_ZERO = N_("You can't divide by zero.")
TOO_BIG = N_("{number} is too big to use.")
TOO_LONG = N_("That formula is too long; build it in smaller steps.")

#: deeper bracket nesting than this is refused as unreadable (and keeps the recursion shallow)
MAX_DEPTH = 60
#: longer texts are refused before reading: a real formula is far shorter, and a hand-edited save
#: must not reach Python's limits (huge digit strings, recursion over thousands of terms)
MAX_LENGTH = 200


class Op(enum.StrEnum):
    """The four ways of joining two numbers; the value is the sign written in texts."""

    ADD = "+"
    SUB = "-"
    MUL = "*"
    DIV = "/"


@dataclass(frozen=True)
class Num:
    """A number as typed; it must match a value in the pool."""

    value: int


@dataclass(frozen=True)
class Square:
    """``inner^2``."""

    inner: Expr


@dataclass(frozen=True)
class BinOp:
    """``left op right``."""

    op: Op
    left: Expr
    right: Expr


Expr = Num | Square | BinOp


class _Tok(enum.Enum):
    NUMBER = "number"
    OP = "op"
    POWER = "power"  # ^ or ** (an exponent must follow)
    SQUARED = "squared"  # the ² sign
    OPEN = "open"
    CLOSE = "close"


# Signs players may type for each operation: keyboard, Unicode, and ':' as Polish schools write division.
_OP_SIGNS = {
    "+": Op.ADD,
    "-": Op.SUB,
    "\u2212": Op.SUB,
    "\u2013": Op.SUB,
    "*": Op.MUL,
    "x": Op.MUL,
    "X": Op.MUL,
    "\u00d7": Op.MUL,
    "\u00b7": Op.MUL,
    "\u22c5": Op.MUL,
    "\u2219": Op.MUL,
    "/": Op.DIV,
    "\u00f7": Op.DIV,
    ":": Op.DIV,
}
_OTHER_POWERS = "\u2070\u00b9\u00b3\u2074\u2075\u2076\u2077\u2078\u2079"  # superscripts other than ²
_DIGITS = "0123456789"


def _tokens(text: str) -> list[tuple[_Tok, object]]:
    found: list[tuple[_Tok, object]] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char.isspace():
            i += 1
        elif char in _DIGITS:
            start = i
            while i < len(text) and text[i] in _DIGITS:
                i += 1
            found.append((_Tok.NUMBER, int(text[start:i])))
        elif char == "*" and text[i + 1 : i + 2] == "*":
            found.append((_Tok.POWER, "^"))
            i += 2
        elif char in _OP_SIGNS:
            found.append((_Tok.OP, _OP_SIGNS[char]))
            i += 1
        elif char == "^":
            found.append((_Tok.POWER, "^"))
            i += 1
        elif char == "\u00b2":
            found.append((_Tok.SQUARED, "\u00b2"))
            i += 1
        elif char in _OTHER_POWERS:
            raise IllegalCommand(ONLY_SQUARING)
        elif char == "(":
            found.append((_Tok.OPEN, char))
            i += 1
        elif char == ")":
            found.append((_Tok.CLOSE, char))
            i += 1
        else:
            raise IllegalCommand(CANT_READ, text=text.strip())
    return found


class _Parser:
    """Recursive descent: sums of products of squared factors; ``^2`` binds tightest."""

    def __init__(self, text: str) -> None:
        self.text = text.strip()
        self.toks = _tokens(text)
        self.at = 0
        self.depth = 0

    def unreadable(self) -> IllegalCommand:
        return IllegalCommand(CANT_READ, text=self.text)

    def peek(self) -> tuple[_Tok, object] | None:
        return self.toks[self.at] if self.at < len(self.toks) else None

    def take(self) -> tuple[_Tok, object]:
        tok = self.toks[self.at]
        self.at += 1
        return tok

    def expr(self) -> Expr:
        left = self.term()
        while (tok := self.peek()) is not None and tok[0] is _Tok.OP and tok[1] in (Op.ADD, Op.SUB):
            self.take()
            left = BinOp(tok[1], left, self.term())  # type: ignore[arg-type]
        return left

    def term(self) -> Expr:
        left = self.factor()
        while (tok := self.peek()) is not None and tok[0] is _Tok.OP and tok[1] in (Op.MUL, Op.DIV):
            self.take()
            left = BinOp(tok[1], left, self.factor())  # type: ignore[arg-type]
        return left

    def factor(self) -> Expr:
        base = self.primary()
        while (tok := self.peek()) is not None and tok[0] in (_Tok.POWER, _Tok.SQUARED):
            self.take()
            if tok[0] is _Tok.POWER:
                exponent = self.peek()
                if exponent is None:
                    raise self.unreadable()
                if exponent != (_Tok.NUMBER, 2):
                    raise IllegalCommand(ONLY_SQUARING)
                self.take()
            base = Square(base)
        return base

    def primary(self) -> Expr:
        tok = self.peek()
        if tok is None:
            raise self.unreadable()
        if tok[0] is _Tok.NUMBER:
            self.take()
            return Num(tok[1])  # type: ignore[arg-type]
        if tok[0] is _Tok.OPEN:
            self.take()
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise self.unreadable()
            inner = self.expr()
            closing = self.peek()
            if closing is None:
                raise IllegalCommand(BRACKET_MISSING)
            if closing[0] is not _Tok.CLOSE:
                raise self.unreadable()
            self.take()
            self.depth -= 1
            return inner
        raise self.unreadable()

    def check_brackets(self) -> None:
        """Name a bracket problem first: it is the likeliest slip in a long formula."""
        depth = 0
        for kind, _ in self.toks:
            if kind is _Tok.OPEN:
                depth += 1
            elif kind is _Tok.CLOSE:
                depth -= 1
                if depth < 0:
                    raise IllegalCommand(BRACKET_MISSING)
        if depth:
            raise IllegalCommand(BRACKET_MISSING)


def parse(text: str) -> Expr:
    """Read a typed formula such as ``(4+1)^2``, ``4 x 2`` or ``6÷(3−1)``.

    Raises IllegalCommand with a reason a player can act on.  A lone number is refused unless
    squared: building it would change nothing.
    """
    if len(text) > MAX_LENGTH:
        raise IllegalCommand(TOO_LONG)
    parser = _Parser(text)
    if not parser.toks:
        raise IllegalCommand(NOT_ENOUGH)
    parser.check_brackets()
    result = parser.expr()
    rest = parser.peek()
    if rest is not None:
        if rest[0] is _Tok.CLOSE:
            raise IllegalCommand(BRACKET_MISSING)
        raise parser.unreadable()
    if isinstance(result, Num):
        raise IllegalCommand(NOT_ENOUGH)
    return result


def literals(expr: Expr) -> tuple[int, ...]:
    """The numbers typed in the formula, left to right."""
    if isinstance(expr, Num):
        return (expr.value,)
    if isinstance(expr, Square):
        return literals(expr.inner)
    return literals(expr.left) + literals(expr.right)


def _match(numbers: tuple[int, ...], pool: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    """Give each typed number its own pool value: the first unused one with that number, in pool order."""
    used: list[int] = []
    taken: set[int] = set()
    for number in numbers:
        if number > MAX_VALUE:
            raise IllegalCommand(TOO_BIG, number=number)
        for value_id, pool_number in pool:
            if pool_number == number and value_id not in taken:
                taken.add(value_id)
                used.append(value_id)
                break
        else:
            raise IllegalCommand(NONE_LEFT, number=number)
    return tuple(used)


def _apply(op: Op, a: int, b: int) -> int:
    """One step exactly as Combine takes it, with the same refusals."""
    if op is Op.ADD:
        result = a + b
    elif op is Op.SUB:
        if b > a:
            raise IllegalCommand(BELOW_ZERO, a=a, b=b)
        result = a - b
    elif op is Op.MUL:
        result = a * b
    else:
        if b == 0:
            raise IllegalCommand(DIVIDE_BY_ZERO)
        if a % b:
            raise IllegalCommand(NOT_WHOLE, a=a, b=b)
        result = a // b
    if result > MAX_VALUE:
        raise IllegalCommand(TOO_BIG, number=result)
    return result


def evaluate(
    expr: Expr, pool: Sequence[tuple[int, int]], texts: Mapping[int, str] | None = None
) -> tuple[int, tuple[int, ...], str]:
    """Work a parsed formula out against the pool's ``(value_id, number)`` pairs.

    Returns the number, the ids of the pool values used (in the order the numbers were typed) and
    the text of the result.  ``texts`` (value id -> its text, optional) writes each used value the
    way it was built (``(4+1)^2`` rather than ``5^2``), as Combine would.
    """
    used = _match(literals(expr), pool)
    leaves = iter(used)

    def walk(node: Expr) -> tuple[int, str]:
        if isinstance(node, Num):
            value_id = next(leaves)
            text = texts.get(value_id, str(node.value)) if texts is not None else str(node.value)
            return node.value, text
        if isinstance(node, Square):
            value, text = walk(node.inner)
            result = value * value
            if result > MAX_VALUE:
                raise IllegalCommand(TOO_BIG, number=result)
            return result, square_text(text)
        a, a_text = walk(node.left)
        b, b_text = walk(node.right)
        return _apply(node.op, a, b), combine_text(a_text, node.op.value, b_text)

    number, text = walk(expr)
    return number, used, text
