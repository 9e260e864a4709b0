"""The computer heroes' turn planner: which villains to beat with which dice, and what to spend.

Everything here reads the view only.  A turn is planned as a set of *steps*: disjoint groups of
pool values, each turned into one villain's number (the solver's ``by_subset`` says which
numbers a group can make).  Each villain carries a *threat*, an estimate of what leaving it on
the board costs the team (a lost game, a lost barricade, an escaped villain), so the best plan is
the one that removes the most threat.  Hero powers and bonus powers are judged the same way: a
change to the pool or the board is worth the threat it removes beyond what the plain dice
already remove; a card is only spent when that gain beats what keeping it is worth.

The app asks for one command at a time, so the planner re-plans from the view on every call;
the solver's tables are cached by the sorted pool numbers, which keeps a decision cheap.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from tabletop.core.contract import Command, IllegalCommand
from tabletop.games.outnumbered.rules import formula as formula_rules
from tabletop.games.outnumbered.rules import solver
from tabletop.games.outnumbered.rules.board import ROWS
from tabletop.games.outnumbered.rules.commands import (
    Build,
    ChooseHero,
    Combine,
    Defeat,
    EndTurn,
    PlayBonus,
    Roll,
    Square,
    UseHeroPower,
)
from tabletop.games.outnumbered.rules.content import HEROES_BY_ID, BonusKind, HeroPower
from tabletop.games.outnumbered.rules.view import OutnumberedView

#: numbers the planner asks the solver for: every villain's number is at most this (Absolute Zero is 273)
LIMIT = 300
#: pools this small go to the solver itself; larger ones (Extra Die) to the planner's capped search
SOLVER_VALUES = 3
LARGE_POOL_CAP = 3000
#: pools larger than this are planned as they are: trying powers on them would take too long
MAX_VALUES_FOR_POWERS = 4
#: random outcomes (Extra Die, Second Wind) are averaged only for pools up to this size
MAX_VALUES_FOR_CHANCES = 3
FACES = (1, 2, 3, 4, 5, 6)

# What the team loses when a villain gets through (in the planner's own units).
LOSS = 1000.0  # a lane without its barricade: the game is lost
BARRICADE = 220.0  # a lane with its barricade keeps the game but loses 3 points and its safety
ESCAPE = 250.0  # Training: one more villain counted as escaped
#: every villain left on the board costs something: the lab can only be won on a clear board
BASE = 10.0
#: a hard number is worth taking while the dice make it (a random roll rarely will)
DIFFICULTY = 12.0
#: beating Absolute Zero with dice is worth 5 points at the end
ZERO_WITH_DICE = 60.0
#: a villain beaten with untouched dice on a yellow space earns a bonus power
YELLOW = 18.0
#: each further team turn before a villain's breach halves the worry about it (someone may beat it)
PATIENCE = 0.5
#: Hero mode's events advance lanes between attacks, so villains are nearer than the route says
HERO_MODE_PATIENCE = 0.62

#: what keeping a card is worth; one is spent only for a bigger gain (cheap in the final assault)
CARD_KEEP: dict[str, float] = {
    BonusKind.LIGHTNING.value: 45.0,
    BonusKind.KNOCKOUT.value: 140.0,
    BonusKind.WILD_DIE.value: 35.0,
    BonusKind.EXTRA_DIE.value: 35.0,
    BonusKind.SECOND_WIND.value: 45.0,
    BonusKind.POWER_SURGE.value: 35.0,
    BonusKind.PUSH_BACK.value: 70.0,
    BonusKind.REBUILD.value: 0.0,
}
FINAL_ASSAULT_KEEP = 0.1
#: a hero power or a card must gain at least this much, so ties never spend anything
MARGIN = 0.5
#: hero preference when a computer chooses (strongest first); every seat takes a distinct one
HERO_PREFERENCE = ("big_plus", "twin_turbo", "digitizer", "minus_mite", "second_chance", "splice")

DICE_CARDS = frozenset(
    {
        BonusKind.WILD_DIE.value,
        BonusKind.EXTRA_DIE.value,
        BonusKind.SECOND_WIND.value,
        BonusKind.POWER_SURGE.value,
    }
)
TARGET_CARDS = frozenset({BonusKind.LIGHTNING.value, BonusKind.KNOCKOUT.value, BonusKind.PUSH_BACK.value})


# ------------------------------------------------------------------------------------------
# what the planner sees


@dataclass(frozen=True, slots=True)
class Atom:
    """One value of the pool as the planner sees it (simulated values get negative ids)."""

    id: int
    number: int
    raw: bool
    bonus: bool


@dataclass(frozen=True, slots=True)
class Target:
    """A villain on the board with the threat of leaving it there."""

    lane: int
    row: int
    number: int
    threat: float
    yellow: bool
    zero: bool
    villain: str


@dataclass(frozen=True, slots=True)
class Step:
    """Beat ``target`` with the pool values ``ids`` through ``formula`` (the solver's expression)."""

    ids: tuple[int, ...]
    formula: str
    target: Target
    gain: float


@dataclass(frozen=True, slots=True)
class Plan:
    """The steps of a turn and what they are worth (sum of the step gains)."""

    value: float
    steps: tuple[Step, ...]


def atoms_of(view: OutnumberedView) -> tuple[Atom, ...]:
    return tuple(
        Atom(int(v["id"]), int(v["number"]), bool(v["raw"]), bool(v["bonus"])) for v in view.get("pool") or ()
    )


def advance_turns(view: OutnumberedView) -> list[int]:
    """For the 1st, 2nd ... ROWS-th coming advance: how many team turns, this one included, come first.

    The truck moves after every turn; a villain advance happens when it lands on an attack space
    or the lab, and after every turn of the final assault.
    """
    if view.get("final_assault"):
        return list(range(1, ROWS + 1))
    route = list(view.get("route") or ())
    truck = int(view.get("truck", 0))
    offsets = [j - truck for j in range(truck + 1, len(route)) if route[j] in ("attack", "lab")]
    last = offsets[-1] if offsets else 0
    while len(offsets) < ROWS:
        last += 1
        offsets.append(last)
    return offsets[:ROWS]


def _chances(mode: Any) -> dict[int, float]:
    """The chance that a random roll can make each number (for the difficulty term; cached by the solver)."""
    return solver.chance_table(2 if mode == "training" else 3, LIMIT)


def targets_of(view: OutnumberedView) -> list[Target]:
    """Every villain on the board with its threat (see the module docstring)."""
    mode = view.get("mode")
    turns = advance_turns(view)
    patience = HERO_MODE_PATIENCE if mode == "hero" else PATIENCE
    yellow = {(int(lane), int(r)) for lane, r in (view.get("spaces") or {}).get("yellow", ())}
    chances = _chances(mode)
    out: list[Target] = []
    for lane_info in view.get("lanes") or ():
        if not lane_info.get("active", True):
            continue
        lane = int(lane_info["lane"])
        villains = list(lane_info.get("villains") or ())
        barricade = bool(lane_info.get("barricade"))
        for row, villain in enumerate(villains):
            if not villain:
                continue
            ahead = any(villains[r] for r in range(row + 1, len(villains)))
            if mode == "training":
                cost = ESCAPE
            elif not barricade:
                cost = LOSS
            elif ahead:
                cost = 0.6 * LOSS  # the one ahead takes the barricade, then this one ends the game
            else:
                cost = BARRICADE
            when = turns[min(len(turns), ROWS - row) - 1]
            number = int(villain["value"])
            threat = BASE + DIFFICULTY * (1.0 - chances.get(number, 0.0)) + cost * patience ** (when - 1)
            out.append(
                Target(
                    lane,
                    row,
                    number,
                    threat,
                    (lane, row) in yellow,
                    villain.get("kind") == "boss",
                    str(villain.get("id", "")),
                )
            )
    return out


# ------------------------------------------------------------------------------------------
# the solver, cached


@functools.lru_cache(maxsize=8192)
def _tables(numbers: tuple[int, ...]) -> dict[int, dict[int, str]]:
    """Numbers made from exactly each subset of ``numbers`` (sorted; mask bits follow that order).

    Up to three values this is the solver's ``by_subset``.  With more (Extra Die) the exact
    search keeps every partial result up to a million and takes seconds, so four values go to the
    planner's own search with partial results capped at :data:`LARGE_POOL_CAP` (on every roll of
    four dice it finds the very same numbers up to :data:`LIMIT`, in a few milliseconds), and
    five or more are planned in groups of at most three values, each group by the solver.
    """
    if len(numbers) <= SOLVER_VALUES:
        found = solver.by_subset(list(numbers), LIMIT)
    elif len(numbers) == SOLVER_VALUES + 1:
        found = _capped_by_subset(numbers)
    else:
        found = _small_groups(numbers)
    return {mask: made for mask, made in found.items() if made}


def _small_groups(numbers: Sequence[int]) -> dict[int, dict[int, str]]:
    """Numbers made from exactly each group of up to three of ``numbers`` (larger groups left out)."""
    found: dict[int, dict[int, str]] = {}
    for group in itertools.combinations(range(len(numbers)), SOLVER_VALUES):
        for sub, made in _tables(tuple(numbers[i] for i in group)).items():
            mask = 0
            for bit, index in enumerate(group):
                if sub >> bit & 1:
                    mask |= 1 << index
            found.setdefault(mask, made)
    return found


def _capped_by_subset(numbers: Sequence[int]) -> dict[int, dict[int, str]]:
    """``by_subset`` for a large pool, with partial results up to
    LARGE_POOL_CAP (texts by the solver's writer).
    """
    n = len(numbers)
    full = (1 << n) - 1
    how: list[dict[int, tuple[Any, ...] | None]] = [{} for _ in range(1 << n)]

    def add_squares(made: dict[int, tuple[Any, ...] | None], cap: int) -> None:
        for value in [v for v in made if v > 1]:
            while value * value <= cap and value * value not in made:
                made[value * value] = (value,)
                value *= value

    for index, number in enumerate(numbers):
        mask = 1 << index
        how[mask][number] = None
        add_squares(how[mask], LIMIT if mask == full else LARGE_POOL_CAP)
    for mask in range(1, full + 1):
        if mask & (mask - 1) == 0:
            continue
        cap = LIMIT if mask == full else LARGE_POOL_CAP
        made = how[mask]
        low = mask & -mask
        sub = (mask - 1) & mask
        while sub:
            if sub & low:
                other = mask ^ sub
                for a in how[sub]:
                    for b in how[other]:
                        big, big_mask, small, small_mask = (
                            (a, sub, b, other) if a >= b else (b, other, a, sub)
                        )
                        for op, value in (("+", big + small), ("*", big * small), ("-", big - small)):
                            if value <= cap and value not in made:
                                made[value] = (op, big, big_mask, small, small_mask)
                        if small and big % small == 0 and big // small not in made:
                            made[big // small] = ("/", big, big_mask, small, small_mask)
            sub = (sub - 1) & mask
        add_squares(made, cap)

    written: dict[tuple[int, int], str] = {}

    def text(mask: int, value: int) -> str:
        key = (mask, value)
        if key not in written:
            recipe = how[mask][value]
            if recipe is None:
                written[key] = str(value)
            elif len(recipe) == 1:
                written[key] = solver.square_text(text(mask, recipe[0]))
            else:
                op, a, a_mask, b, b_mask = recipe
                written[key] = solver.combine_text(text(a_mask, a), op, text(b_mask, b))
        return written[key]

    return {mask: {v: text(mask, v) for v in sorted(how[mask]) if v <= LIMIT} for mask in range(1, full + 1)}


def best_plan(atoms: Sequence[Atom], targets: Sequence[Target]) -> Plan:
    """The most valuable set of steps: disjoint groups of values, each beating a distinct villain."""
    if not atoms or not targets:
        return Plan(0.0, ())
    order = sorted(atoms, key=lambda a: (a.number, a.id))
    tables = _tables(tuple(a.number for a in order))
    by_number: dict[int, list[Target]] = {}
    for target in targets:
        by_number.setdefault(target.number, []).append(target)
    width = len(order)
    options: dict[int, list[tuple[float, Target, str]]] = {}
    for mask, made in tables.items():
        members = [order[i] for i in range(width) if mask >> i & 1]
        touched = any(a.bonus for a in members)
        hits: list[tuple[float, Target, str]] = []
        for number, group in by_number.items():
            formula = made.get(number)
            if formula is None:
                continue
            for target in group:
                gain = target.threat
                if target.zero:
                    gain += ZERO_WITH_DICE
                if target.yellow and not touched:
                    gain += YELLOW
                hits.append((gain, target, formula))
        if hits:
            # a group can be blocked by at most width-1 other steps, so this many choices suffice
            hits.sort(key=lambda h: -h[0])
            options[mask] = hits[:width]

    def search(
        remaining: int, used: frozenset[str]
    ) -> tuple[float, tuple[tuple[int, float, Target, str], ...]]:
        if remaining == 0:
            return 0.0, ()
        low = remaining & -remaining
        best = search(remaining & ~low, used)
        rest = remaining & ~low
        sub = rest
        while True:
            group = sub | low
            for gain, target, formula in options.get(group, ()):
                key = f"{target.lane}:{target.row}"
                if key in used:
                    continue
                value, steps = search(remaining & ~group, used | {key})
                value += gain
                if value > best[0] + 1e-9:
                    best = (value, ((group, gain, target, formula), *steps))
            if sub == 0:
                break
            sub = (sub - 1) & rest
        return best

    value, chosen = search((1 << width) - 1, frozenset())
    steps = tuple(
        Step(tuple(order[i].id for i in range(width) if group >> i & 1), formula, target, gain)
        for group, gain, target, formula in sorted(chosen, key=lambda c: (-c[1], c[2].lane, c[2].row))
    )
    return Plan(value, steps)


def score(atoms: Sequence[Atom], targets: Sequence[Target]) -> float:
    """What the turn is worth from here: the plan's value minus the threat of every villain."""
    return best_plan(atoms, targets).value - sum(t.threat for t in targets)


# ------------------------------------------------------------------------------------------
# simulated changes to the pool


def _with_number(atoms: Sequence[Atom], die: int, number: int, bonus: bool | None = None) -> tuple[Atom, ...]:
    return tuple(
        replace(a, number=number, bonus=a.bonus if bonus is None else bonus) if a.id == die else a
        for a in atoms
    )


def _power_outcomes(
    power: HeroPower, atoms: Sequence[Atom], die: int, other: int
) -> list[tuple[float, tuple[Atom, ...]]]:
    """The pools a hero power can leave, with their chances (one for a sure change)."""
    by_id = {a.id: a for a in atoms}
    atom = by_id.get(die)
    if atom is None or not atom.raw:
        return []
    if power is HeroPower.PLUS_ONE:
        return [(1.0, _with_number(atoms, die, atom.number + 1))]
    if power is HeroPower.MINUS_ONE:
        return [(1.0, _with_number(atoms, die, atom.number - 1))] if atom.number > 0 else []
    if power is HeroPower.FLIP:
        return [(1.0, _with_number(atoms, die, 7 - atom.number))] if 1 <= atom.number <= 6 else []
    if power is HeroPower.DOUBLE:
        return [(1.0, _with_number(atoms, die, 2 * atom.number))]
    if power is HeroPower.REROLL:
        return [(1 / 6, _with_number(atoms, die, face)) for face in FACES]
    if power is HeroPower.SPLICE:
        second = by_id.get(other)
        if second is None or not second.raw or other == die:
            return []
        joined = Atom(-1, 10 * atom.number + second.number, False, atom.bonus or second.bonus)
        return [(1.0, tuple(a for a in atoms if a.id not in (die, other)) + (joined,))]
    return []


def _reroll_all(atoms: Sequence[Atom]) -> list[tuple[float, tuple[Atom, ...]]]:
    """Every outcome of rolling each raw value again (multisets, with their chances)."""
    raw = [a for a in atoms if a.raw]
    kept = tuple(a for a in atoms if not a.raw)
    if not raw:
        return []
    out: list[tuple[float, tuple[Atom, ...]]] = []
    n = len(raw)
    for faces in itertools.combinations_with_replacement(FACES, n):
        ways = math.factorial(n)
        for face in set(faces):
            ways //= math.factorial(faces.count(face))
        rolled = tuple(replace(a, number=f) for a, f in zip(raw, faces, strict=False))
        out.append((ways / 6**n, kept + rolled))
    return out


def expected(outcomes: Sequence[tuple[float, Sequence[Atom]]], targets: Sequence[Target]) -> float:
    return sum(p * score(pool, targets) for p, pool in outcomes)


# ------------------------------------------------------------------------------------------
# the decision


@dataclass(frozen=True, slots=True)
class Option:
    """A power or card to use now, with its net gain over playing the dice as they are."""

    net: float
    command: Command
    changes_dice_plan: bool


class Turn:
    """One decision's worth of facts read from the view."""

    def __init__(self, view: OutnumberedView, legal: Sequence[Command], seat: int) -> None:
        self.view = view
        self.legal = list(legal)
        self.seat = seat
        self.atoms = atoms_of(view)
        self.targets = targets_of(view)
        heroes = view.get("heroes") or ()
        hero_id = heroes[seat] if seat < len(heroes) else None
        hero = HEROES_BY_ID.get(hero_id) if hero_id else None
        self.power = hero.power if hero else None
        hands = view.get("hands") or ()
        self.hand = list(hands[seat]) if seat < len(hands) else []
        self.final = bool(view.get("final_assault"))
        self.plan = best_plan(self.atoms, self.targets)
        self.base = self.plan.value - sum(t.threat for t in self.targets)

    def keep(self, card: str) -> float:
        """What holding ``card`` is worth; little once the final assault leaves no later turns to use it."""
        value = CARD_KEEP.get(card, 30.0)
        if self.final:
            value *= FINAL_ASSAULT_KEEP
        return value

    def legal_of(self, kind: type[Command]) -> list[Command]:
        return [c for c in self.legal if isinstance(c, kind)]

    def bonus_commands(self, card: str) -> list[PlayBonus]:
        return [c for c in self.legal if isinstance(c, PlayBonus) and c.card == card]

    # --- options -----------------------------------------------------------------------

    def hero_power_options(self) -> list[Option]:
        if self.power is None or len(self.atoms) > MAX_VALUES_FOR_POWERS:
            return []
        out: list[Option] = []
        for command in self.legal_of(UseHeroPower):
            assert isinstance(command, UseHeroPower)
            outcomes = _power_outcomes(self.power, self.atoms, command.die, command.other)
            if outcomes:
                out.append(Option(expected(outcomes, self.targets) - self.base - MARGIN, command, True))
        return out

    def best_power_gain(self) -> float:
        """The most one more hero power use would gain now (for Power Surge)."""
        if self.power is None or len(self.atoms) > MAX_VALUES_FOR_POWERS:
            return 0.0
        best = 0.0
        raw = [a for a in self.atoms if a.raw]
        if self.power is HeroPower.SPLICE:
            digits = [a for a in raw if 0 <= a.number <= 9]
            pairs = [(a.id, b.id) for a in digits for b in digits if a.id != b.id]
        else:
            pairs = [(a.id, -1) for a in raw]
        for die, other in pairs:
            outcomes = _power_outcomes(self.power, self.atoms, die, other)
            if outcomes:
                best = max(best, expected(outcomes, self.targets) - self.base)
        return best

    def dice_card_options(self) -> list[Option]:
        out: list[Option] = []
        for card in sorted(set(self.hand) & DICE_CARDS):
            keep = self.keep(card) + MARGIN
            commands = self.bonus_commands(card)
            if not commands:
                continue
            if card == BonusKind.WILD_DIE.value:
                if len(self.atoms) > MAX_VALUES_FOR_POWERS:
                    continue
                for command in commands:
                    atom = next((a for a in self.atoms if a.id == command.die and a.raw), None)
                    if atom is None or not 1 <= command.face <= 6:
                        continue
                    pool = _with_number(self.atoms, command.die, command.face, bonus=True)
                    out.append(Option(score(pool, self.targets) - self.base - keep, command, True))
            elif card == BonusKind.EXTRA_DIE.value:
                if len(self.atoms) > MAX_VALUES_FOR_CHANCES:
                    continue
                outcomes = [(1 / 6, (*self.atoms, Atom(-2, face, True, True))) for face in FACES]
                out.append(Option(expected(outcomes, self.targets) - self.base - keep, commands[0], True))
            elif card == BonusKind.SECOND_WIND.value:
                if (
                    self.atoms
                    and len(self.atoms) <= MAX_VALUES_FOR_CHANCES
                    and all(a.raw for a in self.atoms)
                ):
                    gain = expected(_reroll_all(self.atoms), self.targets) - self.base
                    out.append(Option(gain - keep, commands[0], True))
            elif card == BonusKind.POWER_SURGE.value and int(self.view.get("hero_uses_left", 0)) == 0:
                out.append(Option(self.best_power_gain() - keep, commands[0], True))
        return out

    def target_card_options(self) -> list[Option]:
        out: list[Option] = []
        for card in sorted(set(self.hand) & TARGET_CARDS):
            keep = self.keep(card) + MARGIN
            for command in self.bonus_commands(card):
                target = next(
                    (t for t in self.targets if t.lane == command.lane and t.row == command.row), None
                )
                if target is None:
                    continue
                if card == BonusKind.PUSH_BACK.value:
                    moved = self._pushed_back(target)
                    if moved is None:
                        continue
                    targets = [moved if t is target else t for t in self.targets]
                else:
                    targets = [t for t in self.targets if t is not target]
                plan = best_plan(self.atoms, targets)
                after = plan.value - sum(t.threat for t in targets)
                out.append(Option(after - self.base - keep, command, plan.value != self.plan.value))
        return out

    def _pushed_back(self, target: Target) -> Target | None:
        """The villain one row back, with the threat it would have there (None if it cannot move)."""
        if target.row == 0 or any(t.lane == target.lane and t.row == target.row - 1 for t in self.targets):
            return None
        lane = next(ln for ln in self.view.get("lanes") or () if int(ln["lane"]) == target.lane)
        villains = list(lane["villains"])
        villains[target.row - 1], villains[target.row] = villains[target.row], None
        moved_lane = lane.copy()
        moved_lane["villains"] = villains
        moved_view = self.view.copy()
        moved_view["lanes"] = [moved_lane if ln["lane"] == target.lane else ln for ln in self.view["lanes"]]
        return next(t for t in targets_of(moved_view) if t.lane == target.lane and t.row == target.row - 1)

    def rebuild(self) -> Command | None:
        """Rebuild the lost barricade in the most threatened lane (a lost
        barricade is never worth keeping lost).
        """
        commands = self.bonus_commands(BonusKind.REBUILD.value)
        if not commands:
            return None
        threat = {lane: sum(t.threat for t in self.targets if t.lane == lane) for lane in range(8)}
        return max(commands, key=lambda c: (threat.get(c.lane, 0.0), -c.lane))

    # --- carrying out a step -----------------------------------------------------------------

    def step_command(self, step: Step) -> Command | None:
        """The next command towards ``step``: a Combine or Square from ``legal``, or the Defeat."""
        pool = {a.id: a for a in self.atoms}
        if len(step.ids) == 1 and pool[step.ids[0]].number == step.target.number:
            return Defeat(self.seat, step.ids[0], step.target.lane, step.target.row)
        command = first_operation(step.formula, [pool[i] for i in step.ids], self.seat, self.legal)
        if command is not None and command in self.legal:
            return command
        return Build(self.seat, step.formula)


# ------------------------------------------------------------------------------------------
# reading the solver's formula back into one operation at a time (read by the rules' own parser)


def first_operation(
    formula: str, atoms: Sequence[Atom], seat: int, legal: Sequence[Command] = ()
) -> Command | None:
    """The first Combine or Square of ``formula`` whose operands are values of the pool now."""
    try:
        tree = formula_rules.parse(formula)
    except IllegalCommand:
        return None
    free = list(atoms)

    def claim(number: int) -> int | None:
        for i, atom in enumerate(free):
            if atom.number == number:
                free.pop(i)
                return atom.id
        return None

    def walk(node: formula_rules.Expr) -> Command | None:
        if isinstance(node, formula_rules.Square):
            if isinstance(node.inner, formula_rules.Num):
                die = claim(node.inner.value)
                return Square(seat, die) if die is not None else None
            return walk(node.inner)
        if isinstance(node, formula_rules.BinOp):
            left, right, op = node.left, node.right, node.op.value
            if isinstance(left, formula_rules.Num) and isinstance(right, formula_rules.Num):
                a = claim(left.value)
                b = claim(right.value)
                if a is None or b is None:
                    return None
                if op in "+*" and Combine(seat, a, op, b) not in legal:
                    return Combine(seat, b, op, a)  # the rules list each sum and product once
                return Combine(seat, a, op, b)
            return walk(left) if not isinstance(left, formula_rules.Num) else walk(right)
        return None

    return walk(tree)


# ------------------------------------------------------------------------------------------
# the two heroes


def strong_command(view: OutnumberedView, legal: Sequence[Command], seat: int) -> Command | None:
    """The strong hero's next command in the roll or act phase (None: nothing sensible found)."""
    turn = Turn(view, legal, seat)
    rebuild = turn.rebuild()
    if rebuild is not None:
        return rebuild
    if view.get("phase") == "roll":
        return Roll(seat) if Roll(seat) in turn.legal else None
    options = turn.hero_power_options() + turn.dice_card_options() + turn.target_card_options()
    options.sort(key=lambda o: -o.net)
    for option in options:
        if option.net <= 0:
            break
        if (
            isinstance(option.command, PlayBonus)
            and option.command.card in TARGET_CARDS
            and not option.changes_dice_plan
            and turn.plan.steps
        ):
            continue  # the same card after the dice have done their work may be joined by a freshly drawn one
        return option.command
    if turn.plan.steps:
        return turn.step_command(turn.plan.steps[0])
    return EndTurn(seat)


def casual_command(view: OutnumberedView, legal: Sequence[Command], seat: int) -> Command | None:
    """A simpler hero: beat the most worrying villain it can, one at a time; cards only in an emergency."""
    turn = Turn(view, legal, seat)
    rebuild = turn.rebuild()
    if rebuild is not None:
        return rebuild
    if view.get("phase") == "roll":
        return Roll(seat) if Roll(seat) in turn.legal else None
    ranked = sorted(turn.targets, key=lambda t: (-t.threat, t.lane, t.row))
    step = _first_reachable(turn.atoms, ranked)
    if step is not None:
        return turn.step_command(step)
    if turn.power is not None and turn.power is not HeroPower.REROLL:
        for command in turn.legal_of(UseHeroPower):
            assert isinstance(command, UseHeroPower)
            for _, pool in _power_outcomes(turn.power, turn.atoms, command.die, command.other):
                if _first_reachable(pool, ranked) is not None:
                    return command
    elif turn.power is HeroPower.REROLL and turn.atoms and ranked:
        commands = turn.legal_of(UseHeroPower)
        if commands:
            return commands[0]
    emergency = [t for t in ranked if t.threat >= LOSS * 0.9]
    for card in (BonusKind.LIGHTNING.value, BonusKind.KNOCKOUT.value, BonusKind.PUSH_BACK.value):
        for target in emergency:
            for command in turn.bonus_commands(card):
                if (command.lane, command.row) == (target.lane, target.row):
                    return command
    return EndTurn(seat)


def _first_reachable(atoms: Sequence[Atom], ranked: Sequence[Target]) -> Step | None:
    """The most worrying villain some group of values can make, using the fewest values."""
    if not atoms:
        return None
    order = sorted(atoms, key=lambda a: (a.number, a.id))
    tables = _tables(tuple(a.number for a in order))
    masks = sorted(tables, key=lambda m: (bin(m).count("1"), m))
    for target in ranked:
        for mask in masks:
            formula = tables[mask].get(target.number)
            if formula is not None:
                ids = tuple(order[i].id for i in range(len(order)) if mask >> i & 1)
                return Step(ids, formula, target, target.threat)
    return None


def pick_hero(legal: Sequence[Command], strong: bool, rng: Any) -> Command | None:
    """A distinct hero for this seat: the strongest free one, or any free one for a casual player."""
    choices = [c for c in legal if isinstance(c, ChooseHero)]
    if not choices:
        return None
    if not strong:
        chosen: ChooseHero = rng.choice(choices)
        return chosen
    rank = {hero: i for i, hero in enumerate(HERO_PREFERENCE)}
    return min(choices, key=lambda c: rank.get(c.hero, len(rank)))
