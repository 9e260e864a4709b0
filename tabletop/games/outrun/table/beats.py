"""The events of one Outrun command as beats on the table's timeline, one line of text each.

After the last runner finishes, one command sets off the whole end of a round: every run checked,
the places taken on the monster board, the tokens moved along the map fastest first, the special
effects and the start of the interference stage.  Each event becomes a beat that holds long
enough to follow, its log line lit and its text in the banner; a beat's start moves the piece it
is about (a token to its place or room), so the board changes one step at a time.  The captions
are the table's (no seat's secrets): everyone watches them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from tabletop.core.contract import Event
from tabletop.engine.timeline import Beat

#: seconds each kind of event holds (before the animation speed setting); the rest hold DEFAULT
HOLD: dict[str, float] = {
    "finished": 0.6,
    "time_up": 0.6,
    "checked": 1.1,
    "placed": 1.0,
    "moved": 1.2,
    "escaped": 2.0,
    "round_cards_gone": 0.8,
    "reshuffled": 0.8,
}
DEFAULT = 1.0
#: events that happen while the race is on or when a card is turned: no beat of their own
QUIET = frozenset({"revealed"})


def beats_for(
    events: Sequence[Event],
    first_index: int,
    caption: Callable[[Event], str],
    show: Callable[[Event], object],
) -> list[Beat]:
    """One beat per event worth watching: ``show`` moves its piece, ``caption`` says it."""
    beats: list[Beat] = []
    for offset, event in enumerate(events):
        if event.kind in QUIET:
            continue
        beats.append(
            Beat(
                start=partial(show, event),
                hold=HOLD.get(event.kind, DEFAULT),
                log_index=first_index + offset,
                caption=caption(event),
            )
        )
    return beats
