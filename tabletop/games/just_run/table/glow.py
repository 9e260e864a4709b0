"""The breathing glow of the lit rooms and doors: a small component owning its own clock.

Apart from the scene so the rule of issue 20 (an idle table draws nothing) lives with the one
state it needs: where the glow is in its breath and how long it still breathes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine import tween

#: seconds one breath of the glowing rooms and doors takes (bright, dim, bright)
GLOW_BREATH = 2.0
#: seconds the glow breathes after the rooms and doors lit change; it then holds still at full
#: brightness, so a table left alone draws nothing (issue 20: it redrew at 60 fps for ever)
GLOW_PULSE_SECONDS = 2 * GLOW_BREATH

Lit = tuple[frozenset[Any], frozenset[Any]]


class Glow:
    """Where the glow is in its breath, how long it still breathes and for what."""

    def __init__(self) -> None:
        #: where the glow is in its breath (0 to ``GLOW_BREATH``; 0 is full brightness)
        self.pulse = 0.0
        #: seconds the glow still breathes, and the rooms and doors it breathes for
        self.left = 0.0
        self.lit: Lit = (frozenset(), frozenset())

    def brightness(self) -> float:
        """How bright the lit rooms and doors are drawn now (0.6 to 1.0)."""
        return 0.6 + 0.4 * abs(1.0 - 2 * self.pulse / GLOW_BREATH)

    def breathe(self, dt: float, lit: Lit, over: bool, held: bool, busy: Callable[[], bool]) -> bool:
        """Advance the glow of the lit rooms and doors; True while it breathes.

        It breathes for ``GLOW_PULSE_SECONDS`` of the table at rest after what is lit changes (a
        new turn, a move, an event card picked; the seconds the beats of a move take do not count,
        so the player sees it) and while a pawn is ``held``, finishing the breath under way so it
        stops at full brightness without a jump; then it holds still, so an idle table draws
        nothing.  With animations off it never breathes."""
        if over or not (lit[0] or lit[1]) or tween.get_speed() == 0:
            self.lit, self.left, self.pulse = lit, 0.0, 0.0
            return False
        if lit != self.lit or held:
            if lit != self.lit:
                self.pulse = 0.0
            self.lit, self.left = lit, GLOW_PULSE_SECONDS
        if self.left <= 0:
            return False
        if not busy():
            self.left -= dt
        breath = self.pulse + dt
        if self.left <= 0 and breath >= GLOW_BREATH:
            self.left, self.pulse = 0.0, 0.0
            return False
        self.pulse = breath % GLOW_BREATH
        return True
