"""The events of one command, played back as beats the table can follow one after another.

A command can set off a chain (the truck moves, the villains advance lane by lane, a barricade
breaks; later a whole zombie turn).  The table turns each event into a :class:`Beat`: what starts
on screen (sprites begin to move, a banner shows), how long the table then holds before the next
beat, which log line the beat belongs to, and an optional caption.  :class:`Timeline` plays them
in order at the animation speed setting; players may skip the beat on screen or the whole rest.
While a beat plays, its log line is the one highlighted (``log_index``).

Nothing here knows a game: a beat's ``start`` is the table's own callback.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tabletop.engine import tween


@dataclass
class Beat:
    """One step: ``start`` runs when the beat begins, then the table holds ``hold`` seconds."""

    start: Callable[[], object] | None = None
    hold: float = 0.0
    #: the index (in the whole game's log) of the line this beat shows happening
    log_index: int | None = None
    #: a line saying what happens now ("3 zombies move toward Ana"); empty for none
    caption: str = ""


class Timeline:
    """Plays beats one after another; ``on_skip`` finishes what a skipped beat left moving."""

    def __init__(self, on_skip: Callable[[], object] | None = None) -> None:
        self.on_skip = on_skip
        self._beats: list[Beat] = []
        self._index = 0
        self._hold: tween.Tween | None = None
        self._on_end: Callable[[], object] | None = None

    # -- state ------------------------------------------------------------------------------------

    @property
    def playing(self) -> bool:
        return self._index < len(self._beats) or self._on_end is not None

    @property
    def beat(self) -> Beat | None:
        """The beat on screen now."""
        if 0 <= self._index < len(self._beats):
            return self._beats[self._index]
        return None

    @property
    def position(self) -> tuple[int, int]:
        """(the beat on screen, counted from 1; how many beats in all)."""
        return min(self._index + 1, len(self._beats)), len(self._beats)

    @property
    def log_index(self) -> int | None:
        beat = self.beat
        return beat.log_index if beat is not None else None

    @property
    def caption(self) -> str:
        beat = self.beat
        return beat.caption if beat is not None else ""

    # -- playing ----------------------------------------------------------------------------------

    def play(self, beats: Sequence[Beat], on_end: Callable[[], object] | None = None) -> None:
        """Start a new timeline; one still playing is finished first (its beats all happen)."""
        self.finish()
        self._beats = list(beats)
        self._index = -1
        self._on_end = on_end
        self._advance()
        if tween.get_speed() == 0:
            self.finish()

    def update(self, dt: float) -> bool:
        """Advance the hold of the beat on screen; True while the timeline plays."""
        if not self.playing:
            return False
        if self._hold is None or not self._hold.update(dt):
            self._advance()
        return self.playing

    def rehold(self) -> None:
        """The beat on screen takes its hold as it now is (a pace changed mid-beat), keeping the
        time it has already held: a pace set to wait holds the line that is being read."""
        if not self.playing or not 0 <= self._index < len(self._beats):
            return
        hold = self._beats[self._index].hold
        if hold <= 0:
            return
        held = self._hold.elapsed if self._hold is not None else 0.0
        self._hold = tween.wait(hold)
        self._hold.elapsed = held

    def skip_beat(self) -> None:
        """Finish the beat on screen now and go on to the next one."""
        if not self.playing:
            return
        if self.on_skip is not None:
            self.on_skip()
        self._advance()

    def finish(self) -> None:
        """Skip to the end: every remaining beat starts at once, then the end callback runs."""
        if not self.playing:
            return
        while self._index + 1 < len(self._beats):
            self._start(self._index + 1)
        self._index = len(self._beats)
        self._hold = None
        if self.on_skip is not None:
            self.on_skip()
        self._end()

    def _advance(self) -> None:
        """Start the next beat, and the ones after it that hold no time; end after the last."""
        while True:
            if self._index + 1 >= len(self._beats):
                self._index = len(self._beats)
                self._hold = None
                self._end()
                return
            self._start(self._index + 1)
            if self._hold is not None:
                return

    def _start(self, index: int) -> None:
        self._index = index
        beat = self._beats[index]
        if beat.start is not None:
            beat.start()
        hold = tween.wait(beat.hold) if beat.hold > 0 else None
        self._hold = None if hold is None or hold.done else hold

    def _end(self) -> None:
        on_end, self._on_end = self._on_end, None
        if on_end is not None:
            on_end()
