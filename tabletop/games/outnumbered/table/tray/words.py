"""What the dice tray says: the Hint (what the pool can still make and one way to beat the most
dangerous villain in reach) and the big running expression with the line under it.

A file of its own because choosing words reads the model, the formula field and the solver but
paints nothing: the painter draws them, and the tests read them without a screen.
"""

from __future__ import annotations

import re
from typing import Any

from tabletop.core.i18n import _
from tabletop.engine import theme
from tabletop.games.outnumbered.rules.content import BONUS_BY_KIND, HeroPower
from tabletop.games.outnumbered.rules.view import OutnumberedView, ValueView
from tabletop.games.outnumbered.table.tray import arithmetic as ops
from tabletop.games.outnumbered.table.tray.input import TrayControls
from tabletop.games.outnumbered.table.tray.state import Mode, TrayModel

# -- the Hint --------------------------------------------------------------------------------------
# The solver's reachable numbers (cached per pool), one way to beat the most dangerous villain
# in reach, and whether a bonus power in hand could help.

#: bonus powers that change the dice (or the hero power's uses): they may open a way when the
#: pool alone reaches no villain
DICE_BONUSES: tuple[str, ...] = ("wild_die", "extra_die", "second_wind", "power_surge")


class TrayHint:
    """The Hint button's answer and the solver's reach for the tray's model."""

    def __init__(self, model: TrayModel) -> None:
        self.model = model
        self.hint: ops.Hint | None = None  # the Hint on show (cleared when the pool changes)
        self._reach_cache: tuple[tuple[Any, ...], dict[int, str]] | None = None

    @property
    def view(self) -> OutnumberedView:
        return self.model.view

    @property
    def pool(self) -> list[ValueView]:
        return self.model.pool

    @property
    def seat(self) -> int:
        return self.model.seat

    def clear(self) -> None:
        self.hint = None

    @property
    def hint_target(self) -> tuple[int, int] | None:
        """The villain space the Hint points at (the scene pulses it), or None."""
        return self.hint.target if self.hint is not None else None

    def reachable_now(self) -> dict[int, str]:
        """What the pool can make now (the solver, cached per pool); empty without a solver."""
        numbers = tuple(sorted(int(v["number"]) for v in self.pool))
        limit = max([int(v.get("value", 0)) for _l, _r, v in ops.villains(self.view)] or [0])
        key = (numbers, limit)
        if self._reach_cache is not None and self._reach_cache[0] == key:
            return self._reach_cache[1]
        found: dict[int, str] = {}
        solver = _solver()
        if numbers and limit and solver is not None:
            found = dict(solver.reachable(list(numbers), limit))
        self._reach_cache = (key, found)
        return found

    def anything_to_beat(self) -> bool:
        """True while some villain on the board can still be made from the pool."""
        made = self.reachable_now()
        return any(int(v.get("value", -1)) in made for _l, _r, v in ops.villains(self.view))

    def bonus_could_help(self) -> bool:
        """True when the acting seat holds a bonus power that could still open a way this turn:
        Extra Die (a new die), or Wild Die, Second Wind or Power Surge (another hero power use)
        while a single die is in the pool.  A cheap look at the hand, no search."""
        return bool(self.helpful_bonuses())

    def helpful_bonuses(self) -> list[str]:
        """The acting seat's bonus cards that change the dice now (see :meth:`bonus_could_help`)."""
        if self.view.get("phase") != "act":
            return []
        hands = self.view.get("hands") or []
        seat = self.seat
        hand = [str(card) for card in hands[seat]] if 0 <= seat < len(hands) else []
        raw = any(v.get("raw") for v in self.pool)
        return [card for card in dict.fromkeys(hand) if card == "extra_die" or (raw and card in DICE_BONUSES)]

    def show_hint(self) -> None:
        """The Hint button: one way to beat the most dangerous villain this pool can reach."""
        solver = _solver()
        if solver is None:
            self.hint = ops.Hint(_("The hint is not available."))
            return
        heroes = self.view.get("heroes") or []
        seat = self.seat
        from tabletop.games.outnumbered.rules.content import HEROES_BY_ID

        hero_id = heroes[seat] if 0 <= seat < len(heroes) else None
        power = HEROES_BY_ID[hero_id].power.value if hero_id in HEROES_BY_ID else None
        self.hint = ops.find_hint(self.view, seat, solver.reachable, power)
        helpful = (
            self.helpful_bonuses()
            if self.hint.target is None and self.pool and ops.villains(self.view)
            else []
        )
        if helpful:
            names = ", ".join(_(BONUS_BY_KIND[card].name) for card in helpful if card in BONUS_BY_KIND)
            self.hint = ops.Hint(
                _("Nothing can be made yet: try a bonus power ({cards}).").format(cards=names)
            )

    def hint_chips(self) -> list[int]:
        """The chips the Hint's formula uses (or the die the hero power should change first)."""
        hint = self.hint
        if hint is None or hint.target is None:
            return []
        if hint.power_die is not None:
            return [hint.power_die]
        chosen: list[int] = []
        for token in re.findall(r"\d+", hint.formula):
            match = next(
                (
                    int(v["id"])
                    for v in self.pool
                    if int(v["number"]) == int(token) and int(v["id"]) not in chosen
                ),
                None,
            )
            if match is not None:
                chosen.append(match)
        return chosen


def _solver() -> Any:
    """The solver module, or None while it is not importable (the Hint then says so)."""
    try:
        from tabletop.games.outnumbered.rules import solver
    except ImportError:
        return None
    return solver


# -- the words: the big running expression and the line under it -----------------------------------

GOOD = (130, 230, 150)  # a move that works (also the painter's glow and captions)
BAD = (255, 140, 100)  # a refused move and its reason
GOLD = (255, 214, 90)  # a prompt or a hint to follow


class TrayWords:
    """The tray's words, worked out from its state each time they are asked for."""

    def __init__(self, model: TrayModel, controls: TrayControls, hints: TrayHint) -> None:
        self.model = model
        self.controls = controls
        self.hints = hints

    def expression_text(self) -> tuple[str, str]:
        """The running expression (big) and the line under it (what to do next, or why not)."""
        big, _bc, small, _sc = self.expression()
        return big, small

    def expression(self) -> tuple[str, theme.Colour, str, theme.Colour]:
        """The big line and the small one, each with its colour (the painter draws all four)."""
        ui = self.model.ui
        text, dim = theme.TEXT, theme.TEXT_DIM
        phase = self.model.phase
        if phase not in ("roll", "act"):
            return "", text, "", dim
        if not self.model.interactive:
            latest = self.model.latest_built()
            return (ops.equation(str(latest["text"]), int(latest["number"])) if latest else ""), text, "", dim
        if phase == "roll":
            return _("Roll the dice!"), GOLD, _("Press Roll (or Space) to throw them onto the tray."), dim
        if self.model.rolling:
            return _("Rolling…"), GOLD, "", dim
        error = self.controls.formula.error
        if error and ui.mode is Mode.IDLE:
            # a refused formula: the text in red and the rules' reason, in the big panel above the
            # field (a bubble by the field would cover the operation buttons)
            typed = self.controls.field.text
            return ops.pretty(typed) if typed else "", BAD, error, BAD
        hint = self.hints.hint
        if ui.mode is Mode.IDLE and hint is not None:
            if hint.target is None:
                return hint.text, GOLD, "", dim
            lane, row = hint.target
            number = self._villain_number(lane, row)
            return ops.equation(hint.formula, number), GOLD, hint.text, GOLD
        if ui.mode is Mode.HERO and ui.hero is not None:
            return self.hero_expression()
        if ui.mode is Mode.POPUP and ui.popup is not None:
            a, b = self.model.value(ui.popup.a), self.model.value(ui.popup.b)
            if a is None or b is None:
                return "", text, "", dim
            hover = ui.popup.hover if ui.popup.hover in ops.OPS else None
            if hover is not None:
                result, reason = ops.combine(int(a["number"]), hover, int(b["number"]))
                line = f"{a['number']} {ops.SYMBOLS[hover]} {b['number']}"
                if result is None:
                    return line, BAD, reason, BAD
                return f"{line} = {result}", text, _("Click to build it."), dim
            if ui.popup.reason:
                return f"{a['number']} ? {b['number']}", text, ui.popup.reason, BAD
            return f"{a['number']} ? {b['number']}", text, _("Pick an operation (or press + - * /)."), dim
        if ui.mode is Mode.DRAGGING and ui.held is not None:
            held = self.model.value(ui.held.id)
            if held is None:
                return "", text, "", dim
            return (
                self._equation(held),
                text,
                _("Drop it on another number, or on a villain showing {number}.").format(
                    number=held["number"]
                ),
                dim,
            )
        if ui.mode is Mode.OPERATION and ui.selected is not None and ui.op is not None:
            first = self.model.value(ui.selected)
            if first is None:
                return "", text, "", dim
            sym = ops.SYMBOLS[ui.op]
            other = self.model.value(ui.hover_chip) if ui.hover_chip not in (None, ui.selected) else None
            if other is not None:
                result, reason = ops.combine(int(first["number"]), ui.op, int(other["number"]))
                line = f"{first['number']} {sym} {other['number']}"
                if result is None:
                    return line, BAD, reason, BAD
                return f"{line} = {result}", text, _("Click to build it."), dim
            return f"{first['number']} {sym} ?", text, _("Now click the second number."), dim
        if ui.mode is Mode.SELECTED and ui.selected is not None:
            chosen = self.model.value(ui.selected)
            if chosen is not None:
                spaces = ops.matches(self.model.view, int(chosen["number"]))
                if spaces:
                    words = _(
                        "Pick an operation and a second number, or click the {number} in lane {lane}."
                    ).format(number=chosen["number"], lane=spaces[0][0] + 1)
                    return self._equation(chosen), text, words, dim
                return self._equation(chosen), text, _("Pick an operation below, then a second number."), dim
        if not self.model.pool:
            return _("All dice used"), text, _("Press End turn."), dim
        hovered = self.model.value(ui.hover_chip) if ui.hover_chip is not None else None
        shown = hovered or self.model.latest_built()
        if shown is not None:
            spaces = ops.matches(self.model.view, int(shown["number"]))
            if spaces:
                lane, _row = spaces[0]
                return (
                    self._equation(shown),
                    text,
                    _("Drag it onto the {number} in lane {lane} to defeat it!").format(
                        number=shown["number"], lane=lane + 1
                    ),
                    GOOD,
                )
            return self._equation(shown), text, _("Drag it onto another number to keep building."), dim
        return (
            _("Make a villain's number!"),
            text,
            _("Drag a number onto another (or click one) to combine them, or type a formula."),
            dim,
        )

    def hero_expression(self) -> tuple[str, theme.Colour, str, theme.Colour]:
        """The words while a hero power waits for its die (the painter's caption reuses them)."""
        ui = self.model.ui
        hero = ui.hero
        if hero is None:  # asked only while a hero power waits for its die
            return "", theme.TEXT, "", theme.TEXT_DIM
        name = ops.hero_name(self.model.view, self.model.seat, hero.power)
        first = self.model.value(hero.first) if hero.first is not None else None
        over = self.model.value(hero.hover) if hero.hover is not None else None
        dim = theme.TEXT_DIM
        if over is not None and over.get("raw") and (first is None or int(over["id"]) != int(first["id"])):
            if hero.power == HeroPower.SPLICE:
                if first is None:
                    return (
                        ops.power_preview(hero.power, int(over["number"])),
                        GOLD,
                        _("Click the first die."),
                        dim,
                    )
                return (
                    ops.power_preview(hero.power, int(first["number"]), int(over["number"])),
                    GOLD,
                    _("Click to splice them."),
                    dim,
                )
            after, reason = ops.power_after(hero.power, int(over["number"]))
            if reason:
                return f"{over['number']}", BAD, reason, BAD
            return (
                ops.power_preview(hero.power, int(over["number"])),
                GOLD,
                _("Click to use {hero} on this die.").format(hero=name),
                dim,
            )
        if over is not None and not over.get("raw"):
            return name, GOLD, _("Hero powers work on a single die, not on a number built from dice."), BAD
        if hero.power == HeroPower.SPLICE and first is not None:
            return (
                ops.power_preview(hero.power, int(first["number"])),
                GOLD,
                _("Now click the second die (Esc to cancel)."),
                dim,
            )
        return (
            _("{hero}: pick a die").format(hero=name),
            GOLD,
            _("Click one of your dice (Esc to cancel)."),
            dim,
        )

    def _equation(self, value: ValueView) -> str:
        return ops.equation(str(value.get("text") or value["number"]), int(value["number"]))

    def _villain_number(self, lane: int, row: int) -> int:
        for lane_i, row_i, villain in ops.villains(self.model.view):
            if (lane_i, row_i) == (lane, row):
                return int(villain.get("value", 0))
        return 0
