"""A game's own rows on the set-up screen, beside the seats and the rules' options.

Some games need choices the rules know nothing of: how each seat plays Outrun (a keyboard zone, a
gamepad, the mouse...) and whether everyone races at once.  The catalogue names such a class by
module path (``GameInfo.setup_rows``), the generic set-up screen builds its widgets from the
:class:`Row` values it hands out, and the game's class judges the whole form (:meth:`problems`,
in words a player reads; the screen refuses Start while there are any) and keeps what was chosen
with the game's last set-up.  The screen never knows which game it is talking to.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.seats import Seat
from tabletop.core.settings import Settings

Label = str | Callable[[], str]


@dataclass(frozen=True)
class Row:
    """One choice: ``label`` is an English msgid (empty for a seat's column), ``labels`` say the
    ``choices`` in the player's language (callables, so a language change shows at once)."""

    key: str
    label: str
    choices: tuple[Any, ...]
    labels: tuple[Label, ...]
    value: Any


class SetupRows:
    """The game's part of the form.  The screen asks again after every change, so a class keeps
    only what the players chose and derives the rest from the seats it is given."""

    #: the heading of the seats' extra column (an English msgid; empty: no column)
    seat_heading: str = ""

    def recall(self, last: Mapping[str, Any], settings: Settings, seats: Sequence[Seat]) -> None:
        """Fill in what was chosen at the last set-up of this game (``last``)."""

    def seat_row(self, index: int, seats: Sequence[Seat]) -> Row | None:
        """The choice in seat ``index``'s extra column, or None (a computer seat shows its
        strength there instead)."""
        return None

    def rows(self, seats: Sequence[Seat]) -> list[Row]:
        """The game's rows under the rules' options."""
        return []

    def choose(self, key: str, value: Any, seats: Sequence[Seat]) -> None:
        """A player changed the row (or seat column) called ``key``."""

    def notes(self, seats: Sequence[Seat]) -> list[str]:
        """Lines of explanation under the form, in the player's language."""
        return []

    def problems(self, seats: Sequence[Seat]) -> list[str]:
        """What stops the game starting, each a sentence in the player's language."""
        return []

    def see_form(self, options: Mapping[str, Any], pads: int) -> None:
        """What the rest of the form says now, told before the rows, notes and problems are asked
        for: the rules' options chosen and how many gamepads are plugged in (Just Run asks for
        devices only for its frenzied scavenge, and a gamepad seat needs a pad)."""

    def rules_options(self, seats: Sequence[Seat]) -> dict[str, Any]:
        """Options for the rules that the game's rows decide (Outrun's solo practice), added to
        the rules' own when the game starts and saved with it."""
        return {}

    def remember(self, settings: Settings, seats: Sequence[Seat]) -> Settings:
        """These settings with the game's choices kept for its next set-up."""
        return settings

    def phone_seats(self, seats: Sequence[Seat]) -> list[int]:
        """The seats whose person chose to play on a phone (none: nothing starts, issue 22)."""
        return []
