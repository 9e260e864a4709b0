"""The tray's Hint and what the pool can still make: the solver's reachable numbers (cached per
pool), one way to beat the most dangerous villain in reach, and whether a bonus power in hand
could help when the dice alone make nothing.
"""

from __future__ import annotations

import re
from typing import Any

from tabletop.core.i18n import _
from tabletop.games.outnumbered.rules.content import BONUS_BY_KIND
from tabletop.games.outnumbered.rules.view import OutnumberedView, ValueView
from tabletop.games.outnumbered.table import tray_ops as ops
from tabletop.games.outnumbered.table.tray_state import TrayModel

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
