"""A note the big screen waits on, shown on every phone too (issue 22).

Some tables stop for a note that someone must read and move on from (Outrun's tutorial: "Next").
With every player on a phone nobody may be at the mouse, so the note goes to every seat's phone as
well, in the app's language, with the note's own button; a tap there does exactly what the big
screen's button does (the note's action, never a rules command), and the big screen's button keeps
working.  A phone names the note it read by its key, so two phones tapping at once, or a late
tap, read one note and not the next one too; a tap with no note waiting, or for a note already
read, is refused with a reason on that phone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.core.i18n import N_, _
from tabletop.engine.phones.arrivals import NoteRead

if TYPE_CHECKING:  # the network library loads only for a game with phones
    from tabletop.engine.phones.server import PhoneServer

NO_NOTE = N_("No note is waiting to be read on the big screen.")
READ_ALREADY = N_("That note was read already: the next one is showing.")


@dataclass(frozen=True)
class PhoneNote:
    """A note as the phones show it: its ``key`` (the table's name for it), its title, its
    paragraphs and its button's label, all in the app's language."""

    key: str
    title: str
    lines: tuple[str, ...]
    button: str

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "title": self.title, "lines": list(self.lines), "button": self.button}


class PhoneNotes:
    """The note every phone shows now (None: none), and what reading it does."""

    def __init__(self, server: PhoneServer) -> None:
        self.server = server
        self.shown: PhoneNote | None = None
        self._read: Callable[[], None] | None = None

    def show(self, note: PhoneNote | None, read: Callable[[], None] | None = None) -> None:
        """Every phone shows ``note`` (sent only when it changed), and ``read`` is its Next; None:
        the note is gone from every phone."""
        self.shown, self._read = note, read if note is not None else None
        self.server.set_note(None if note is None else note.to_json())

    def read(self, item: NoteRead) -> bool:
        """A phone read a note: the note's action, if that note is the one waiting (True); else the
        phone hears why not."""
        if self.shown is None or self._read is None:
            self.server.refuse(item.seat, item.seq, _(NO_NOTE))
            return False
        if item.note != self.shown.key:
            self.server.refuse(item.seat, item.seq, _(READ_ALREADY))
            return False
        self._read()
        return True


def note(key: str, title: str, lines: Sequence[str], button: str) -> PhoneNote:
    """A note for the phones (the words already in the app's language)."""
    return PhoneNote(key, title, tuple(lines), button)


__all__ = ["NO_NOTE", "READ_ALREADY", "PhoneNote", "PhoneNotes", "note"]
