"""The dice tray's arithmetic in words: what an operation would give, why it is refused, what a
hero power would do to a die, pretty formulas, reading the board by danger, and the Hint's search.

The rules decide; these helpers only let the tray grey out a button *before* the player presses
it and explain why in the same words a player would use.

A file of its own because it is pure Python: it reads the view (never the state), keeps no tray
state and draws nothing, so the tray, its words, the table's tooltips (:mod:`..tips`) and the
tests all use it without a screen.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from tabletop.core.contract import IllegalCommand
from tabletop.core.i18n import _, describe
from tabletop.games.outnumbered.rules.building import combine_number, square_number
from tabletop.games.outnumbered.rules.content import HEROES, HEROES_BY_ID, HeroPower
from tabletop.games.outnumbered.rules.heroes import SPLICE_DIGIT_MAX
from tabletop.games.outnumbered.rules.view import OutnumberedView, ValueView, VillainView

OPS: tuple[str, ...] = ("+", "-", "*", "/")
#: how an operation is printed for people (the rules and the formula field use the plain ASCII)
SYMBOLS: dict[str, str] = {"+": "+", "-": "−", "*": "×", "/": "÷"}
BOSS = "boss"

Villain = VillainView
Reachable = Callable[[Sequence[int], int], Mapping[int, str]]


# -- operations -------------------------------------------------------------------------------


def combine(a: int, op: str, b: int) -> tuple[int | None, str]:
    """``a op b`` as the rules make it, or None and the rules' own reason (translated)."""
    try:
        return combine_number(a, op, b), ""
    except IllegalCommand as err:
        return None, describe(err)


def square(n: int) -> tuple[int | None, str]:
    """``n`` squared, or None and why not."""
    try:
        return square_number(n), ""
    except IllegalCommand as err:
        return None, describe(err)


_SPACED = re.compile(r"\s*([+\-*/×÷−])\s*")


def pretty(formula: str) -> str:
    """A formula as people write it: ``(4+1)^2`` becomes ``(4 + 1)²``, ``*`` becomes ``×``."""
    text = formula.replace("^2", "²").replace("**2", "²")
    text = _SPACED.sub(lambda m: " " + SYMBOLS.get(m.group(1), m.group(1)) + " ", text)
    return text.replace("  ", " ").strip()


def equation(formula: str, number: int) -> str:
    """``(4 + 1)² = 25``, or just ``25`` when the formula is the number itself (a plain die)."""
    shown = pretty(formula)
    return shown if shown == str(number) else f"{shown} = {number}"


# -- hero powers ------------------------------------------------------------------------------


def hero_name(view: OutnumberedView, seat: int, power: str) -> str:
    """The acting hero's name (translated), found from the view's heroes or else from the power."""
    heroes = view.get("heroes") or []
    hero_id = heroes[seat] if 0 <= seat < len(heroes) else None
    hero = HEROES_BY_ID.get(hero_id) if hero_id else None
    if hero is None or hero.power != power:
        hero = next((h for h in HEROES if h.power == power), None)
    return _(hero.name) if hero is not None else str(power)


def power_after(power: str, number: int, other: int | None = None) -> tuple[int | None, str]:
    """What a hero power would turn the die ``number`` into (None with a reason when it cannot;
    None and no reason when the result is not known in advance, a re-roll)."""
    if power == HeroPower.PLUS_ONE:
        return number + 1, ""
    if power == HeroPower.MINUS_ONE:
        if number <= 0:
            return None, _("A die showing 0 cannot go any lower.")
        return number - 1, ""
    if power == HeroPower.FLIP:
        if not 1 <= number <= 6:
            return None, _("Only a die showing 1 to 6 can be turned over.")
        return 7 - number, ""
    if power == HeroPower.DOUBLE:
        return number * 2, ""
    if power == HeroPower.SPLICE:
        if number > SPLICE_DIGIT_MAX or (other is not None and other > SPLICE_DIGIT_MAX):
            return None, _("Only single digits can be set side by side.")
        if other is None:
            return None, ""
        return number * 10 + other, ""
    return None, ""  # REROLL: the dice decide


def power_preview(power: str, number: int, other: int | None = None) -> str:
    """``4 → 5`` for the hover caption; ``4 → ?`` for a re-roll; the reason when refused."""
    after, reason = power_after(power, number, other)
    if reason:
        return reason
    if power == HeroPower.SPLICE:
        if other is None:
            return f"{number} & ? → ?"
        return f"{number} & {other} → {after}"
    return f"{number} → {'?' if after is None else after}"


# -- reading the board ------------------------------------------------------------------------


def villains(view: OutnumberedView) -> list[tuple[int, int, Villain]]:
    """Every villain on the board as (lane, row, villain)."""
    found = []
    for lane in view.get("lanes") or []:
        for row, villain in enumerate(lane.get("villains") or []):
            if villain:
                found.append((int(lane.get("lane", 0)), row, villain))
    return found


def by_danger(view: OutnumberedView) -> list[tuple[int, int, Villain]]:
    """Every villain, most dangerous first: lowest on the board; at the same row one in a lane
    whose barricade is gone (a breach there loses), then Absolute Zero, then bigger numbers."""
    open_lanes = {
        int(lane.get("lane", 0))
        for lane in view.get("lanes") or []
        if lane.get("active", True) and not lane.get("barricade", True)
    }

    def key(entry: tuple[int, int, Villain]) -> tuple[int, int, int, int]:
        lane, row, villain = entry
        return (
            -row,
            0 if lane in open_lanes else 1,
            0 if villain.get("kind") == BOSS else 1,
            -int(villain.get("value", 0)),
        )

    return sorted(villains(view), key=key)


def matches(view: OutnumberedView, number: int) -> list[tuple[int, int]]:
    """The spaces of villains a value of ``number`` defeats, most dangerous first."""
    return [(lane, row) for lane, row, v in by_danger(view) if int(v.get("value", -1)) == number]


# -- the hint ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Hint:
    """One way to beat the most dangerous villain this roll can reach (``target`` None: none)."""

    text: str
    target: tuple[int, int] | None = None
    formula: str = ""
    power_die: int | None = None  # value id the hero power should be used on first


def _villain_words(villain: Villain, lane: int) -> str:
    if villain.get("kind") == BOSS:
        return _("Absolute Zero in lane {lane}").format(lane=lane + 1)
    return _("the {number} in lane {lane}").format(number=int(villain.get("value", 0)), lane=lane + 1)


def _best(
    order: list[tuple[int, int, Villain]], numbers: Sequence[int], reachable: Reachable
) -> tuple[int, str] | None:
    """(rank in ``order``, expression) of the most dangerous villain ``numbers`` can make."""
    if not numbers or not order:
        return None
    limit = max(int(v.get("value", 0)) for _l, _r, v in order)
    made = reachable(list(numbers), limit)
    for rank, (_lane, _row, villain) in enumerate(order):
        expr = made.get(int(villain.get("value", -1)))
        if expr is not None:
            return rank, expr
    return None


def _power_options(power: str, pool: Sequence[ValueView]) -> list[tuple[list[int], int, list[int]]]:
    """Every way the power can change the pool: (the pool's numbers after, die id, die numbers)."""
    raws = [v for v in pool if v.get("raw")]

    def rest(*skip: int) -> list[int]:
        return [int(v["number"]) for v in pool if int(v["id"]) not in skip]

    options: list[tuple[list[int], int, list[int]]] = []
    if power == HeroPower.SPLICE:
        for a in raws:
            for b in raws:
                if a is b:
                    continue
                after, _reason = power_after(power, int(a["number"]), int(b["number"]))
                if after is not None:
                    options.append(
                        (
                            rest(int(a["id"]), int(b["id"])) + [after],
                            int(a["id"]),
                            [int(a["number"]), int(b["number"])],
                        )
                    )
        return options
    for die in raws:
        after, _reason = power_after(power, int(die["number"]))
        if after is not None:
            options.append((rest(int(die["id"])) + [after], int(die["id"]), [int(die["number"])]))
    return options


def find_hint(view: OutnumberedView, seat: int, reachable: Reachable, power: str | None = None) -> Hint:
    """The Hint button's advice, read from the view.

    Every value in the pool may be used.  When the hero power (still unused this turn) reaches a
    more dangerous villain than the numbers alone, the hint says to use the power first.
    """
    order = by_danger(view)
    pool = list(view.get("pool") or [])
    numbers = [int(v["number"]) for v in pool]
    if not pool:
        return Hint(
            _("Roll the dice first.") if view.get("phase") == "roll" else _("No numbers left: end your turn.")
        )
    if not order:
        return Hint(_("There is no villain on the board to beat."))
    plain = _best(order, numbers, reachable)
    powered: tuple[int, str, int, list[int]] | None = None
    if power and power != HeroPower.REROLL and int(view.get("hero_uses_left", 0)) > 0:
        for after_numbers, die_id, die_numbers in _power_options(power, pool):
            found = _best(order, after_numbers, reachable)
            if found is not None and (powered is None or found[0] < powered[0]):
                powered = (found[0], found[1], die_id, die_numbers)
    if powered is not None and (plain is None or powered[0] < plain[0]):
        rank, expr, die_id, die_numbers = powered
        lane, row, villain = order[rank]
        name = hero_name(view, seat, power or "")
        die_words = (
            _("the {a} and the {b}").format(a=die_numbers[0], b=die_numbers[1])
            if len(die_numbers) == 2
            else _("the {a}").format(a=die_numbers[0])
        )
        text = _("Hint: use {hero} on {dice} first, then {formula} beats {villain}.").format(
            hero=name,
            dice=die_words,
            formula=equation(expr, int(villain["value"])),
            villain=_villain_words(villain, lane),
        )
        return Hint(text, (lane, row), expr, die_id)
    if plain is None:
        return Hint(_("No villain on the board can be made from these numbers."))
    rank, expr = plain
    lane, row, villain = order[rank]
    number = int(villain["value"])
    if pretty(expr) == str(number):
        text = _("Hint: drag your {number} onto {villain}.").format(
            number=number, villain=_villain_words(villain, lane)
        )
    else:
        text = _("Hint: {formula} beats {villain}.").format(
            formula=equation(expr, number), villain=_villain_words(villain, lane)
        )
    return Hint(text, (lane, row), expr)
