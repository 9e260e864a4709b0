"""Telling a command's events on the board: the beats, the zombie turn's pace, the board's story.

Pure helpers of the scene's ``animate``: they build the beats of a command (what the survivor
did, the zombie turn narrated, what followed it), wrap the beats so the board steps forward as
each one begins, and choose the narration's pace; the scene keeps the story's state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from tabletop.core.contract import Command, Event
from tabletop.core.settings import ComputerSpeed, Settings
from tabletop.engine.timeline import Beat
from tabletop.games.just_run.rules.view import JustRunView
from tabletop.games.just_run.table.beats import TableBeats
from tabletop.games.just_run.table.board_story import BoardStory
from tabletop.games.just_run.table.fight_panel import FightPanel
from tabletop.games.just_run.table.zombie_beats import PACES, ZombieNarration, narrate, pace_factor

#: the "fast" narration pace, for a computer survivor set to play fast
FAST_PACE = PACES[2][0]


def pace_for(settings: Settings, seats: Sequence[Any], command: Command) -> float:
    """The group's pace, but a computer set to play fast is told fast (never waiting for Next:
    nobody at the table asked to read its turn line by line)."""
    chosen = pace_factor(settings.narration_pace)
    seat = command.seat
    fast_computer = (
        0 <= seat < len(seats) and seats[seat].is_computer and settings.computer_speed is ComputerSpeed.FAST
    )
    return min(chosen, FAST_PACE) if fast_computer else chosen


def command_beats(
    events: list[Event],
    view: JustRunView,
    names: Sequence[str],
    start: int,
    table_beats: TableBeats,
    narration: ZombieNarration,
    fight: FightPanel,
    pace: Callable[[], float],
    begin: Callable[[], None],
    done: Callable[[], None],
) -> list[Beat]:
    """The command's events as beats: what the survivor did, then the zombie turn narrated (its
    four steps, lines, arrows and dice, between ``begin`` and ``done``, told at ``pace``), then
    what followed it (a death, the next round)."""
    lines = narrate(events, names)
    told = [line.event_index for line in lines if line.event_index is not None]
    if not lines:
        return table_beats.beats(events, view, names, start)
    first = next((i for i, e in enumerate(events) if e.kind == "zombie_turn"), min(told or [0]))
    last = max(told or [first]) + 1
    beats = table_beats.beats(events[:first], view, names, start)
    beats.append(Beat(begin, 0.0))
    narration.pace = pace()
    beats += narration.beats(lines, start, fight)
    beats.append(Beat(done, 0.0))
    beats += table_beats.beats(events[last:], view, names, start + last)
    return beats


def step_story(
    story: BoardStory,
    beats: Sequence[Beat],
    events: list[Event],
    log_start: int,
    show: Callable[[BoardStory, int], None],
) -> None:
    """Each beat about an event first steps ``story`` to that event (``show``), then starts."""
    for beat in beats:
        if beat.log_index is None:
            continue
        index = beat.log_index - log_start
        if 0 <= index < len(events):
            beat.start = _teller(story, index, beat.start, show)


def _teller(story: BoardStory, index: int, then: Any, show: Callable[[BoardStory, int], None]) -> Any:
    def start() -> None:
        show(story, index)
        if then is not None:
            then()

    return start


def narration_clear(viewport: pygame.Rect, narration: pygame.Rect) -> pygame.Rect:
    """The board's part the zombie narration leaves in sight (the rooms it speaks of go there):
    the whole board when the panel lies over the table's chrome, else the side it leaves free."""
    if not narration.colliderect(viewport):
        return pygame.Rect(viewport)
    if narration.centery < viewport.centery:
        top = narration.bottom + 8
        return pygame.Rect(viewport.left, top, viewport.width, max(1, viewport.bottom - top))
    bottom = narration.top - 8
    return pygame.Rect(viewport.left, viewport.top, viewport.width, max(1, bottom - viewport.top))
