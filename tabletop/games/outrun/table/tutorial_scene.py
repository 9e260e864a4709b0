"""The tutorial's notes as a scene pushed over the Outrun table while a note is up.

A note holds the whole table: no countdown, no beat and no computer player moves until it is read,
and every click and key goes to the note (its Next and Skip buttons) except Esc, which still opens
the menu, and the Skip question's answer.  That is a mode that takes the screen and the input for a
while, so it is a :class:`~tabletop.games.outrun.table.over_table.OverTable` scene: the table pushes
it when a note opens (before a path card turns, or as a beat of the check starts) and it pops
itself once the note is read.

What the tutorial knows (which notes were shown, which are queued, the people and their controls in
words) is the :class:`~tabletop.games.outrun.table.tutorial.Tutorial` the table keeps for the whole
round, since the check's beats open its later notes; the note is painted as a part of the table's
picture (``table_parts.tutorial_part``), under the table's question and tooltip.
"""

from __future__ import annotations

import pygame

from tabletop.engine.intents import Intent, Key
from tabletop.games.outrun.table.over_table import OverTable, TableBelow
from tabletop.games.outrun.table.tutorial import Tutorial


class TutorialScene(OverTable[TableBelow]):
    """Over ``table`` while ``tutorial`` holds it (a note is up)."""

    def __init__(self, table: TableBelow, tutorial: Tutorial) -> None:
        super().__init__(table)
        self.tutorial = tutorial

    def handle(self, intent: Intent) -> None:
        """The note takes every click and key; the question over it (Skip?), a curtain, and Esc
        (the menu) are the table's."""
        table = self.table
        if table.confirmation.open or table.curtain_for is not None:
            table.handle(intent)
        elif self.tutorial.handle(intent):
            self.dirty = True
        elif isinstance(intent, Key) and intent.key == pygame.K_ESCAPE:
            table.handle(intent)
        if not self.tutorial.holding:
            self.close()

    def update(self, dt: float) -> bool:
        """The table stands still under the note; only the note's buttons and the question move."""
        if not self.tutorial.holding:
            self.close()
            return True
        moving = self.tutorial.update(dt) or self.table.confirmation.update(dt)
        if moving:
            self.dirty = True
        return moving
