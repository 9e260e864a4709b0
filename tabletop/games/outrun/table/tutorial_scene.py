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

With runners on phones nobody may be at the mouse: while a note is up, every phone shows it too
(its title, words and Next, in the app's language, :mod:`tabletop.engine.phones.notes`), and a
phone's Next reads it exactly as the big screen's Next does.  The note is the table's own play, not
a menu, so pushing it leaves the phones going (``OutrunScene.phones_pause_under``); the real menu
over the note still stops them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from tabletop.core.i18n import _
from tabletop.core.session import GameSession
from tabletop.engine.intents import Intent, Key
from tabletop.engine.phones.notes import PhoneNote, note
from tabletop.engine.scene import Host
from tabletop.engine.seat_input import SeatInput
from tabletop.engine.timeline import Timeline
from tabletop.games.outrun.table.countdown import Countdown
from tabletop.games.outrun.table.layout import Lane, TableLayout
from tabletop.games.outrun.table.over_table import OverTable, TableBelow
from tabletop.games.outrun.table.race_modes import DevicePlan
from tabletop.games.outrun.table.tutorial import TITLES, Spots, Tutorial, controls_words

if TYPE_CHECKING:  # the network library loads only for a game with phones
    from tabletop.engine.phones.table_link import PhoneTable


class NoteTable(TableBelow, Protocol):
    """What the note reads of the table under it: its phones, which show the note too."""

    phones: PhoneTable | None

    def humans(self) -> list[int]: ...


class TutorialScene(OverTable[NoteTable]):
    """Over ``table`` while ``tutorial`` holds it (a note is up); on the phones too."""

    def __init__(self, table: NoteTable, tutorial: Tutorial) -> None:
        super().__init__(table)
        self.tutorial = tutorial

    def enter(self) -> None:
        """The note comes up on the phones too; when every person races on a phone, the notes say
        their cards are there (the table's phones are known by now, not when the tutorial began)."""
        phones = self.table.phones
        self.tutorial.phones = phones is not None and set(self.table.humans()) <= set(phones.seats)
        self.show_on_phones()

    def exit(self) -> None:
        """The note was read (or the table closed): it leaves every phone."""
        if self.table.phones is not None:
            self.table.phones.notes.show(None)

    def pause(self) -> None:
        """The menu over the note stops the phones (the note itself did not)."""
        super().pause()
        if self.table.phones is not None:
            self.table.phones.pause(True)

    def resume(self) -> None:
        super().resume()
        if self.table.phones is not None:
            self.table.phones.pause(False)
        self.show_on_phones()  # the menu may have changed the language

    def wake_in(self) -> float | None:
        """A phone's news (its Next above all) is due at once: the table under the note is paused,
        so the app's idle loop asks this scene whether to run."""
        phones = self.table.phones
        return 0.0 if phones is not None and phones.server.has_inbound() else None

    def show_on_phones(self) -> None:
        """Every phone shows the note up now, with its Next (sent only when it changed)."""
        phones = self.table.phones
        if phones is not None:
            shown = phone_note(self.tutorial)
            phones.notes.show(shown, self.read_on_phone if shown is not None else None)

    def read_on_phone(self) -> None:
        """A phone's Next: the note's own action, as the big screen's Next button."""
        self.tutorial.next()
        self.dirty = True
        if not self.tutorial.holding:
            self.close()
        else:
            self.show_on_phones()

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
        self.show_on_phones()  # the next note, after a Next on the big screen
        moving = self.tutorial.update(dt) or self.table.confirmation.update(dt)
        if moving:
            self.dirty = True
        return moving


def phone_note(tutorial: Tutorial) -> PhoneNote | None:
    """The note up now as the phones show it (None: none), in the app's language."""
    page = tutorial.page
    if page is None:
        return None
    return note(page.value, _(TITLES[page]), tutorial.lines(page), tutorial.next_label())


class TutorialTable(Protocol):
    """What starting the tutorial and opening its notes read of the table (``OutrunScene``)."""

    app: Host | None
    session: GameSession
    plan: DevicePlan | None
    seat_input: SeatInput
    layout: TableLayout
    lanes: tuple[Lane, ...]
    tutorial: Tutorial
    countdown: Countdown
    timeline: Timeline
    curtain_for: int | None
    dirty: bool

    @property
    def phase(self) -> str: ...
    def humans(self) -> list[int]: ...
    def racing(self) -> bool: ...
    def fresh_countdown(self) -> Countdown: ...


def explain_next_round(table: TutorialTable) -> None:
    """Explain the next round (the first of the game, or the next one when asked from the menu)."""
    assert table.plan is not None
    people = [
        (table.session.seats[seat].name, controls_words(table.plan, table.seat_input, seat))
        for seat in table.humans()
    ]
    boards = int(table.session.view(None)["boards"])
    table.tutorial.start(people, table.plan.mode, Spots.on(table.layout, table.lanes, table.humans(), boards))
    if table.phase == "reveal" and not table.racing():
        table.countdown = table.fresh_countdown()  # asked during a countdown: again after the notes
    table.dirty = True


def note_due(table: TutorialTable) -> bool:
    """A tutorial note is up (or opens now, as a path card is about to turn): the table waits."""
    tutorial, app = table.tutorial, table.app
    if tutorial.active and not tutorial.holding and not table.session.over and app is not None:
        resting = not table.timeline.playing and table.curtain_for is None and not table.racing()
        zero = table.countdown.zero_ns
        counting = zero is None or app.now_ns() < zero
        if table.phase == "reveal" and resting and counting and not app.commands_pending:
            tutorial.before_countdown()
            if tutorial.holding:
                table.countdown = table.fresh_countdown()  # from 3 again once the notes are read
    return tutorial.holding
