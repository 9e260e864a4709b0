"""A person's choices after the race, made with the mouse and never spent by one click.

The legal commands drive everything: the Bear's +0 offer (``take_zero``), the Zombie infector's
neighbour (``infect``) and the interference stage (``play`` a card on a target, or ``keep``).  A
click on a hand card selects it and lights the lanes it may be played on; a click on a lit lane
(or on the selected card again, for a card that needs no target) asks first, and only the "Yes"
sends the command.  Nothing here draws; the scene asks :meth:`Choices.lit` and
:meth:`Choices.selected` what to light.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.contract import Command
from tabletop.games.outrun.rules.commands import Infect, Keep, Play, TakeZero


class Choices:
    """What one seat may do now, and the card it has selected."""

    def __init__(self) -> None:
        self.legal: list[Command] = []
        self.selected: int | None = None  # the id of the hand card chosen

    def use(self, legal: Sequence[Command]) -> None:
        """The seat's legal commands now; a selection no longer playable is dropped."""
        self.legal = list(legal)
        if self.selected is not None and not self.plays(self.selected):
            self.selected = None

    def clear(self) -> None:
        self.legal, self.selected = [], None

    def plays(self, card: int) -> list[Play]:
        return [c for c in self.legal if isinstance(c, Play) and c.card == card]

    def playable(self) -> set[int]:
        return {c.card for c in self.legal if isinstance(c, Play)}

    def select(self, card: int) -> bool:
        """Select a hand card (again: it stays selected); False when it cannot be played now."""
        if not self.plays(card):
            return False
        self.selected = card
        return True

    def untargeted(self) -> Play | None:
        """The play of the selected card when it needs no target (Focus)."""
        if self.selected is None:
            return None
        return next((c for c in self.plays(self.selected) if c.target is None), None)

    def lit(self) -> set[int]:
        """The seats a click may choose now: the selected card's targets, or whom to infect."""
        infect = {c.target for c in self.legal if isinstance(c, Infect)}
        if infect:
            return infect
        if self.selected is None:
            return set()
        return {c.target for c in self.plays(self.selected) if c.target is not None}

    def on_lane(self, seat: int) -> Command | None:
        """The command a click on ``seat``'s lane proposes (to be confirmed), if any."""
        for command in self.legal:
            if isinstance(command, Infect) and command.target == seat:
                return command
        if self.selected is None:
            return None
        return next((c for c in self.plays(self.selected) if c.target == seat), None)

    def keep(self) -> Keep | None:
        return next((c for c in self.legal if isinstance(c, Keep)), None)

    def take_zero(self, take: bool) -> TakeZero | None:
        return next((c for c in self.legal if isinstance(c, TakeZero) and c.take == take), None)
