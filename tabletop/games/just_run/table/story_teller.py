"""The board telling a command's story, the zombie turn above all: a component owning that state.

A command's events play as beats (``story_telling.command_beats``); while they play the board
shows the table as told so far (a :class:`BoardStory`), the zombie turn's narration sets the
camera's sight and the arrows drawn, and its pace is the group's.  A game saved during the zombie
turn tells it again when loaded.  Apart from the scene so this state and its rules live in one
place; the scene hands over what it owns through the callbacks it gives (``relight``: what glows
is worked out again; ``resync``: the board, strip and banner take the view again; ``follow``: the
camera looks at the acting survivor).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.core.contract import Command, Event
from tabletop.core.session import GameSession
from tabletop.engine.camera import Camera
from tabletop.engine.scene import Host
from tabletop.engine.timeline import Beat, Timeline
from tabletop.games.just_run.rules.view import JustRunView
from tabletop.games.just_run.table import story_telling
from tabletop.games.just_run.table.beats import TableBeats
from tabletop.games.just_run.table.board_story import BoardStory
from tabletop.games.just_run.table.board_view import BoardView
from tabletop.games.just_run.table.fight_panel import FightPanel
from tabletop.games.just_run.table.gestures import RoomKey
from tabletop.games.just_run.table.table_view import before_first_view
from tabletop.games.just_run.table.zombie_beats import ZombieLine, ZombieNarration, pace_key

#: the session's table data that says a zombie turn was being told (the step it belongs to)
NARRATING = "zombie_turn_told_at"


class StoryTeller:
    """What the board tells now: the story of the command playing, the zombie turn, its arrows."""

    def __init__(
        self,
        board: BoardView,
        camera: Camera,
        narration: ZombieNarration,
        session: GameSession,
        records: Callable[[], bool],
        relight: Callable[[], None],
        resync: Callable[[], None],
        follow: Callable[[], None],
    ) -> None:
        self.board, self.camera, self.narration, self.session = board, camera, narration, session
        #: whether this table keeps the narration with the game and the pace chosen (not a demo
        #: nor a spectator; asked each time: the replay screen makes its table a spectator after
        #: building it)
        self.records = records
        self.relight, self.resync, self.follow = relight, resync, follow
        #: the board as the beats playing have told it so far (None: the board shows the view)
        self.story: BoardStory | None = None
        #: the zombie turn's narration is on screen
        self.zombies_playing = False
        #: the arrow the zombie turn's line draws on the board (from and to)
        self.arrows: tuple[tuple[RoomKey, RoomKey], ...] = ()
        #: the view before the command being applied
        self.view_before: JustRunView = before_first_view()
        narration.on_line = self._zombie_line

    def beats(
        self,
        events: list[Event],
        view: JustRunView,
        names: Sequence[str],
        start: int,
        table_beats: TableBeats,
        fight: FightPanel,
        pace: Callable[[], float],
    ) -> list[Beat]:
        """The command's events as beats (``story_telling.command_beats``), the zombie turn's
        between :meth:`zombies_begin` and :meth:`zombies_done`."""
        return story_telling.command_beats(
            events,
            view,
            names,
            start,
            table_beats,
            self.narration,
            fight,
            pace,
            self.zombies_begin,
            self.zombies_done,
        )

    def tell_on_board(
        self, beats: Sequence[Beat], events: list[Event], log_start: int, view: JustRunView
    ) -> BoardStory | None:
        """The board starts from the view before the command and steps forward as each beat
        about an event begins (a :class:`BoardStory`), so it never shows what the narration
        has not told yet; the end of the beats (or Skip) puts the true view back."""
        if not BoardStory.fits(self.view_before, view):
            return None
        story = BoardStory(self.view_before, view, events)
        self.story = story
        self.resync()  # the board, the strip and the banner as told so far
        story_telling.step_story(story, beats, events, log_start, self._tell)
        return story

    def _tell(self, story: BoardStory, index: int) -> None:
        """A beat about event ``index`` starts: the board shows ``story`` up to it (if still told)."""
        if story is self.story and story.reach(index):
            self.board.set_view(story.view)

    def beats_done(self, story: BoardStory | None, view: JustRunView) -> None:
        """The beats telling ``story`` have all been told: the board shows the true view (the
        beats of an earlier command, finished by a new one, leave the new one's story alone)."""
        if self.story is not None and story is self.story:
            self.story = None
            self.board.set_view(view)
            self.resync()  # the strip and the banner move on to the true view, the next turn's
        self.follow()

    def skipped(self, playing: bool, view: JustRunView) -> None:
        """Skip all: the zombie turn is over on screen, and so is the story once nothing plays."""
        self.zombies_done()
        if self.story is not None and not playing:
            self.beats_done(self.story, view)

    def _zombie_line(self, line: ZombieLine) -> None:
        """A zombie-turn line starts: the camera follows its room and the board draws its arrow."""
        room = line.room
        if room is not None:
            self.camera.follow(self.board.room_world_rect(room[0], room[1]))
        self.arrows = (line.arrow,) if line.arrow is not None else ()
        self.relight()

    def narration_clear(self) -> pygame.Rect:
        """The board's part the narration leaves in sight (see ``story_telling.narration_clear``)."""
        return story_telling.narration_clear(self.camera.viewport, self.narration.rect)

    def zombies_begin(self) -> None:
        self.zombies_playing = True
        self.relight()
        self.camera.set_sight(self.narration_clear())
        if self.records():
            # a save made now (the menu stops the table) tells the zombie turn again when loaded
            self.session.table[NARRATING] = len(self.session.steps)

    def zombies_done(self) -> None:
        self.zombies_playing = False
        self.relight()
        self.camera.set_sight(None)
        self.session.table.pop(NARRATING, None)

    def keep_pace(self, timeline: Timeline, app: Host | None) -> None:
        """The pace the group chose holds the line on screen at once, and stays for the next
        zombie turn and for a loaded game."""
        timeline.rehold()
        if app is not None and self.records():
            key = pace_key(self.narration.pace)
            if key != app.settings.narration_pace:
                app.update_settings(app.settings.with_(narration_pace=key))

    def retell(self, viewer: int | None, animate: Callable[[Command, list[Event]], None]) -> None:
        """A game saved during the zombie turn is loaded: tell that turn again from its start,
        the board showing the rooms as they were before it, as the table did when it was saved."""
        told = self.session.table.pop(NARRATING, None)
        steps = self.session.steps
        if not self.records() or not steps or told != len(steps):
            return
        step = steps[-1]
        self.view_before = self.session.rules.view(step.state_before, viewer)
        animate(step.command, list(step.events))
        self.arrows = ()
        self.relight()
