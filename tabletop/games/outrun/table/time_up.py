"""The group's "Time's up?" question during a race (a runner's lane has a Time's up button).

It stands over the monster board, which nobody reads mid-race: between the lanes and above the
path card, so it covers no lane whose runner's keys still lay cards (the runner asked about lays
on until Yes), and the path card stays in sight for everyone.  Yes is a click only, as Enter or
Space may be a runner's key; the question goes as soon as its runner is no longer racing (they
finished, or the race ended), since a Yes then would answer something that is no longer so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from tabletop.core.i18n import _
from tabletop.engine.confirm import Confirmation
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.outrun.table import table_draw
from tabletop.games.outrun.table.layout import Lane, TableLayout
from tabletop.games.outrun.table.race_actions import SLOTS

QUESTION_SIZE = 30
BOX_MARGIN = 4  # how far past the monster board's top the box reaches


def question_box(layout: TableLayout) -> pygame.Rect:
    """The same for every runner: the monster board's width, down to just above the path card.
    A second click on a lane's Time's up lands outside it and forgets it."""
    board = pygame.Rect(layout.zones["monster_board"])
    top = board.top - BOX_MARGIN
    return pygame.Rect(board.left, top, board.width, layout.path_card.rect[1] - 2 - top)


class TimeUpQuestion:
    """Asks the table's one question box about one runner, and forgets it when it goes stale."""

    def __init__(self, confirmation: Confirmation, layout: TableLayout) -> None:
        self.confirmation = confirmation
        self.layout = layout
        self.asked: tuple[int, str] | None = None  # the runner asked about, and the words

    def ask(self, seat: int, name: str, call: Callable[[], None]) -> None:
        question = _("Time\u2019s up for {name}? Their run counts as wrong this round.").format(name=name)
        self.confirmation.ask(question, call, box=question_box(self.layout), enter=False, size=QUESTION_SIZE)
        self.asked = (seat, question)

    def forget_stale(self, still_racing: Callable[[int], bool]) -> bool:
        """Close the question when its runner no longer races; True when it closed it now."""
        if self.asked is None:
            return False
        seat, question = self.asked
        if not self.confirmation.open or self.confirmation.question != question:
            self.asked = None
            return False
        if still_racing(seat):
            return False
        self.confirmation.close()
        self.asked = None
        return True


def time_up_buttons(lanes: Sequence[Lane], ask: Callable[[int], None]) -> dict[int, Button]:
    """Each lane's "Time's up" button (shown while its person races), asking the group first."""
    return {
        seat: Button(
            table_draw.lane_parts(lane, SLOTS).time_up,
            lambda: _("Time\u2019s up"),
            partial(ask, seat),
            ButtonStyle.DANGER,
            font_size=24,
        )
        for seat, lane in enumerate(lanes)
    }
