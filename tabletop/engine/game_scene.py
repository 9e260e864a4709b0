"""What every game's table shares: whose view is on screen, the privacy curtain, computer players,
the HUD (turn banner, what to do now, the log, the menu button), the event timeline and its skip
controls, autosave, undo, pausing and game over.

A game's table subclasses :class:`GameScene` and fills in: ``draw_table`` (paint the view),
``handle_table`` (turn intents into commands via ``self.submit``), ``instruction`` (one line saying
what to do now), ``animate`` (play a command's events, usually as beats on ``self.timeline``) and
``sync`` (rebuild from the view at rest).  It draws *views*, never the state: ``self.view`` is
``rules.view(state, self.viewer)``.  The parts it is built from are engine components that own
their state: :class:`~tabletop.engine.timeline.Timeline`, :class:`~tabletop.engine.layers.StillLayer`
and :class:`~tabletop.engine.layers.MovingLayer`, :class:`~tabletop.engine.flight.Flights`,
:class:`~tabletop.engine.popup.Popup`, :class:`~tabletop.engine.drag.DragController`,
:class:`~tabletop.engine.dice.DiceSprite` and
:class:`~tabletop.engine.computer_players.ComputerPlayers`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core import saves
from tabletop.core.contract import Command, Event, IllegalCommand, Rules
from tabletop.core.i18n import _, describe
from tabletop.core.seats import same_person
from tabletop.core.session import GameSession
from tabletop.engine import chrome, phone_marks, text
from tabletop.engine.computer_players import BOT_PAUSE, DEMO_BOT_PAUSE, ComputerPlayers
from tabletop.engine.confirm import Confirmation
from tabletop.engine.game_log import ScrollLog
from tabletop.engine.intents import Click, Drag, Drop, Intent, Key, PickUp, Wheel, shortcut_held
from tabletop.engine.log_words import LogWords
from tabletop.engine.phone_marks import LostPhone, PhoneLinks
from tabletop.engine.phones.arrivals import Link, PhoneCommand, SeatDropped, SeatJoined, TakeoverAsked
from tabletop.engine.scene import Scene
from tabletop.engine.sound import Sound
from tabletop.engine.table_contract import Piece
from tabletop.engine.timeline import Beat, Timeline
from tabletop.engine.tooltip import Tip, Tooltips
from tabletop.engine.widgets import HOTKEY_SIZE, Button, ButtonStyle, key_label

if TYPE_CHECKING:
    from tabletop.engine.phones.table_link import PhoneTable

DEMO_END_PAUSE = 4.0  # seconds a finished demo game stays on screen before the next one starts
#: keys that never lift the curtain on their own (held with others, or pressed by accident)
MODIFIER_KEYS = frozenset(
    (
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_CAPSLOCK,
        pygame.K_F11,
    )
)
SKIP_BEAT_KEY = pygame.K_n
SKIP_ALL_KEY = pygame.K_END
SKIP_BEAT_WIDTH, SKIP_ALL_WIDTH = 170, 230


class GameScene(Scene):
    """Base of every game's table."""

    def __init__(
        self, session: GameSession, *, demo: bool = False, autosave: bool = True, spectator: bool = False
    ) -> None:
        super().__init__()
        self.session = session
        self.demo = demo
        self._spectator = False
        self.autosave_enabled = autosave and not demo and not spectator
        self.viewer: int | None = None
        self.curtain_for: int | None = None
        self.computers = ComputerPlayers(session, DEMO_BOT_PAUSE if demo else BOT_PAUSE)
        #: the seats played on phones and their link (issue 22); None: everyone plays on this screen
        self.phones: PhoneTable | None = None
        self.phone_seats = PhoneLinks()  # each phone seat's link, for the screen's marks
        #: with phones the autosave of a move is written after its frame and views (``after_frame``):
        #: its fsync took 9 ms at p50 and 20 ms at p90 (158 ms at worst) between a tap and its frame
        self.autosave_due = False
        self.demo_over_for = 0.0  # seconds a finished demo has been on screen
        #: any game's view, as the session gives it; a table names its game's own type by declaring
        #: ``view: MyGameView`` in its class (a ``dict[str, Any]`` here would forbid that)
        self.view: Any = {}
        self.over_shown = False
        #: a game already over when its table opened (a finished save loaded) ended before this
        #: table: it keeps nothing and drops no autosave, so opening it changes no file
        self.over_at_start = session.over
        # read from across the table at the floor's size: every table had set this itself
        self.log = ScrollLog(pygame.Rect(0, 0, 10, 10), size=text.READABLE)
        self.log_words = LogWords()  # each event worded once, not again after every move
        self.menu_button = Button(
            pygame.Rect(1760, 18, 140, 56), lambda: _("Menu"), self.open_pause, hotkey=pygame.K_ESCAPE
        )
        # the corner is narrow: "Menu" whole matters more than its Esc badge (Esc is on the menu's own
        # first line and in the keys screen)
        self.menu_button.show_hotkey = False
        self.timeline = Timeline(on_skip=self.finish_motion)
        self.skip_beat_button = Button(
            pygame.Rect(0, 0, 10, 10), lambda: _("Next"), self.timeline.skip_beat, hotkey=SKIP_BEAT_KEY
        )
        self.skip_all_button = Button(
            pygame.Rect(0, 0, 10, 10),
            lambda: _("Skip all"),
            self.skip_all,
            ButtonStyle.PRIMARY,
            hotkey=SKIP_ALL_KEY,
        )
        self.place_skip_buttons()
        self.tooltips = Tooltips(self.tip_at)
        self.confirmation = Confirmation()
        self._spectator = spectator
        self.menu_button.visible = not spectator  # the table's own buttons: see ``enter``

    @property
    def spectator(self) -> bool:
        """A spectator table (the replay viewer's) shows the table view, drives no bots and changes
        nothing; it shows no control that would act either: no Menu button (the viewer has its
        own Close), nor any button of the table's own (see :meth:`table_controls`)."""
        return self._spectator

    @spectator.setter
    def spectator(self, value: bool) -> None:
        self._spectator = value
        if value:
            self.autosave_enabled = False
        self.show_controls(not value)

    def show_controls(self, shown: bool) -> None:
        for button in (self.menu_button, *self.table_controls()):
            button.visible = shown

    def table_controls(self) -> list[Button]:
        """The buttons a table adds that act on the game (a spectator table hides them); a table
        whose controls come and go with the phase leaves them out of its spectator frame itself."""
        return []

    def look_controls(self) -> list[Button]:
        """The buttons that only change what the table shows (Just Run's "Whole board"): they act
        on no game, so a spectator table keeps them."""
        return []

    def place_skip_buttons(self) -> None:
        """The timeline's buttons sit at the right end of the turn banner, beside the menu, where
        the banner's line then shows what the beat on screen is about; each is as wide as its
        label and key badge need in the language shown ("Pomiń wszystko" is wider than "Skip all")."""
        banner = chrome.BANNER_RECT
        height = banner.height - 12
        top = banner.top + 6
        right = banner.right - 8
        for button, least in (
            (self.skip_all_button, SKIP_ALL_WIDTH),
            (self.skip_beat_button, SKIP_BEAT_WIDTH),
        ):
            label = text.measure(text.resolve(button.label), button.font_size, bold=True)[0]
            badge = text.measure(key_label(button.hotkey or 0), HOTKEY_SIZE, bold=True)[0] + 12
            button.rect = pygame.Rect(0, top, max(least, label + badge + 28 + 24), height)
            button.rect.right = right
            right = button.rect.left - 10

    # -- set-up -------------------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.session.rules

    def enter(self) -> None:
        assert self.app is not None
        self.app.session = self.session
        if self.spectator:
            self.show_controls(False)  # the table's own buttons exist by now
        self.use_settings()
        self.layout_hud()
        self.choose_viewer(initial=True)
        self.refresh()
        self.app.navigator.prepare_game_over()  # not in the winning move's frame
        if self.phones is not None:
            self.phones.server.on_arrival = self.app.wake

    def pause(self) -> None:
        """A menu (or any screen) opened over the table: computer players stop thinking; the app
        stops calling ``update``, so animations, popups' clocks and the demo stand still."""
        super().pause()
        self.computers.stop()
        self.tooltips.hide()
        if self.phones is not None and self.phones_pause_under():
            self.phones.pause(True)  # the phones stop too; their moves wait in the server's queue

    def phones_pause_under(self) -> bool:
        """Whether the scene now pushed over the table stops the phones too: the menu does (it
        stops the whole table); a mode of the table's own play need not (Outrun's relay, whose
        runners on phones race while the screen's people take turns)."""
        return True

    def resume(self) -> None:
        """Back from a menu: the language may have changed, so the log is read again."""
        super().resume()
        self.use_settings()
        self.log.set_lines(self.log_lines())
        self.log.set_highlight(self.timeline.log_index)
        if self.phones is not None:
            self.phones.pause(False)

    def use_settings(self) -> None:
        """Take up the settings that may have changed in a menu (the computer players' speed, the
        language the skip buttons are measured in)."""
        assert self.app is not None
        self.place_skip_buttons()
        self.computers.pause = DEMO_BOT_PAUSE if self.demo else self.app.settings.computer_pause

    def exit(self) -> None:
        self.after_frame()  # an autosave still due is written before the table goes
        if self.app is not None and self.app.session is self.session:
            self.app.session = None
        if self.phones is not None:
            self.phones.server.stop()

    def after_frame(self) -> None:
        """The phones get the views of the moves this frame showed (the big screen first), then the
        autosave is written (see ``autosave_due``)."""
        if self.phones is not None:
            self.phones.flush()
        if self.autosave_due:
            self.autosave_due = False
            self.autosave()

    def use_phones(self, link: PhoneTable) -> None:
        """Play the seats of ``link`` on their phones: each phone gets its seat's view now and after
        every move, its moves come in through the app's queue like any input, and this screen
        shows those seats only the public table (their hands never need the curtain)."""
        self.phones = link
        self.phone_seats.links = {seat: link.server.links().get(seat, Link.WAITING) for seat in link.seats}
        if link.decode is None:
            link.decode = self.phone_decode  # the table reads its phones' moves (Outrun's timing)
        link.public_log = functools.partial(self.log_for, None)  # the spectators read the table's own log
        if self.app is not None:
            link.server.on_arrival = self.app.wake  # a phone's move wakes an idle loop at once
            link.publish_later = True  # after the frame: see ``after_frame``
        link.welcome()
        link.publish()
        self.curtain_for = None  # the screen is passed no more between the people on phones
        self.choose_viewer(initial=True)
        self.refresh()
        self.sync()

    def phone_decode(self, item: PhoneCommand) -> Command | None:
        """A phone's move as the rules' command (``PhoneTable``'s ``decode``).  A table whose game
        takes the phone's own timing (Outrun's race: the phone times its runner from the path
        card's reveal) overrides this to put ``item.elapsed_ms`` into the command; None when the
        table takes the move up itself (Outrun's turner asking for the next race)."""
        return self.session.rules.command_from_json(item.command)

    def screen_people(self) -> list[int]:
        """The people who play on this screen: not computers, not seats on phones."""
        on_phones = set(self.phones.seats) if self.phones is not None else set()
        return [seat for seat in self.humans() if seat not in on_phones]

    def board_maps(self) -> list[Path]:
        """The board maps the table paints from its first frame: their art is built before the
        table is shown (see ``tabletop.scenes.play.start_session``), so a map whose tiles cannot be
        drawn is refused there, with the screen kept, like one whose zones cannot be read."""
        return []

    def layout_hud(self) -> None:
        """Place the log panel; games may override to use their map's zones."""
        self.log.rect = pygame.Rect(1500, 640, 400, 420)

    # -- whose eyes -------------------------------------------------------------------------------------

    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.session.seats) if not seat.is_computer]

    def acting_seat(self) -> int | None:
        acting = self.session.to_act()
        return acting[0] if acting else None

    def choose_viewer(self, initial: bool = False) -> None:
        """Show the acting person's view; drop the curtain when the screen passes between people.
        Seats on phones are never shown here: while one of them acts, the screen shows the table."""
        humans = self.screen_people()
        if self.demo or self.spectator or not humans:
            self.viewer = None
            return
        if self.session.over:
            self.viewer = humans[0] if len(humans) == 1 else None
            self.curtain_for = None
            return
        acting = [s for s in self.session.to_act() if s in humans]
        phone_turn = self.phones is not None and any(s in self.phones.seats for s in self.session.to_act())
        if acting:
            target: int | None = acting[0]
        elif phone_turn:
            target = None  # a phone's turn: the table as everyone may see it
        elif len(humans) == 1:
            target = humans[0]
        else:
            target = self.viewer
        passed = (
            target is not None
            and target != self.viewer
            and not same_person(self.session.seats, self.screen_people(), target, self.viewer)
        )
        if passed and self.rules.HIDDEN_INFORMATION:
            self.curtain_for = target
            self.tooltips.hide()  # what the last player pointed at is theirs, not the next one's
        self.viewer = target

    def lift_curtain(self) -> None:
        self.curtain_for = None
        self.refresh()

    # -- the log, the view and the queue -------------------------------------------------------------

    def refresh(self) -> None:
        """Re-read the view for the current viewer and rebuild the log from the whole game."""
        self.view = self.session.view(self.viewer)
        self.log.set_lines(self.log_lines())
        self.sync()
        self.dirty = True

    def log_lines(self) -> list[str]:
        """The log as this screen's viewer may read it."""
        return self.log_for(self.viewer)

    def log_for(self, viewer: int | None, last: int | None = None) -> list[str]:
        """The game's log as ``viewer`` (None: anyone) may read it, with the players' names: the
        lines of the ``last`` events only when given (the spectators' tail, worded each move)."""
        return self.log_words.of_session(self.session, viewer, last)

    def sync(self) -> None:
        """Subclasses rebuild their sprites from ``self.view`` (no animation)."""

    def submit(self, command: Command) -> None:
        """What every click and drop ends in: the command goes to the app's queue."""
        assert self.app is not None
        self.app.enqueue(command)

    def save_after_move(self) -> None:
        """The autosave of a move: with phones, after the frame and the views (``after_frame``)."""
        if self.phones is not None and self.phones.publish_later:
            self.autosave_due = True
        else:
            self.autosave()

    def command_applied(self, command: Command, events: list[Event]) -> None:
        self.save_after_move()
        previous_viewer = self.viewer
        self.choose_viewer()
        self.view = self.session.view(self.viewer)
        self.log.set_lines(self.log_lines())
        # with nothing secret on the table everyone watches what a turn's end set off, even when
        # the screen passes to the next player
        if self.viewer == previous_viewer or not self.rules.HIDDEN_INFORMATION:
            self.animate(command, events)
        else:
            self.sync()
        self.computers.acted()
        if self.phones is not None:
            self.phones.applied(command)
        self.dirty = True

    def keep_private(self, seat: int, key: str, value: Any) -> None:
        """Keep something ``seat`` notes for itself at the table (the Marshal's pencil marks) with
        the game, autosaved at once so Continue after a crash brings it back.  The table draws it
        only while ``seat`` is the viewer."""
        self.session.keep_private(seat, key, value)
        self.autosave()

    def autosave(self) -> None:
        """Write the game to the autosave (Continue after a crash); a failure is said, not raised."""
        if not self.autosave_enabled:
            return
        try:
            saves.autosave(self.session)
        except OSError as err:
            assert self.app is not None
            self.app.toast(_("Autosave failed: {problem}").format(problem=err))

    def command_refused(self, command: Command, err: IllegalCommand) -> None:
        assert self.app is not None
        # a phone's refused move is told on that phone only: its reason may name a secret card
        if self.phones is None or not self.phones.refused(command, err):
            self.app.toast(describe(err))
        self.sync()

    def animate(self, command: Command, events: list[Event]) -> None:
        """Play what ``command`` did; the default just re-syncs.  Tables usually turn the events
        into beats and call :meth:`play_beats`."""
        self.sync()

    def first_log_index(self, events: list[Event]) -> int:
        """The log index of the first of ``events`` (the events of the command just applied)."""
        return len(self.session.events) - len(events)

    def play_beats(self, beats: list[Beat], on_end: Any = None) -> None:
        """Play beats on the table's timeline, each beat's log line highlighted in turn."""
        self.timeline.play(beats, on_end)
        self.log.set_highlight(self.timeline.log_index)
        self.dirty = True

    # -- undo ----------------------------------------------------------------------------------------------

    def can_undo(self) -> bool:
        if self.demo or self.viewer is None or self.session.seats[self.viewer].is_computer:
            return False
        return self.session.undoable(self.viewer) > 0

    def undo(self) -> None:
        assert self.app is not None
        if not self.can_undo():
            self.app.toast(_("There is nothing you can take back now."))
            return
        self.session.undo(self.viewer)
        self.computers.stop()
        self.autosave()
        self.refresh()

    # -- the loop --------------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        assert self.app is not None
        if self.demo:
            if isinstance(intent, (Click, Key)):
                self.app.replace(self.app.navigator.title(idle_demo=False))
            return
        if self.curtain_for is not None:
            # Esc is the menu key: it opens the menu over the curtain and never lifts it, so
            # nobody reaching for the menu uncovers the next player's secrets
            if isinstance(intent, Key) and intent.key == pygame.K_ESCAPE:
                self.open_pause()
            elif isinstance(intent, Click) or isinstance(intent, Key) and intent.key not in MODIFIER_KEYS:
                self.lift_curtain()
            return
        if self.confirmation.handle(intent):
            self.dirty = True
            return
        tipped = self.tooltips.visible
        swallowed = self.tooltips.handle(intent)
        if tipped and not self.tooltips.visible:
            self.app.invalidate()  # the tip's box goes: every cached picture under it is put back
        if swallowed:
            return
        if self.skip_controls_shown() and any(b.handle(intent) for b in self.skip_buttons()):
            self.dirty = True
            return
        if self.menu_button.handle(intent):
            return  # the menu stops the table where it is: a save keeps what was playing
        if self.busy() and self.handle_while_busy(intent):
            self.dirty = True
            return
        if self.busy() and isinstance(intent, (Click, Key)):
            # what plays goes on: the beats tell what the group must read (Outrun's check, a
            # villain turn, the zombie turn), and clicks mashed during them used to skip it all and
            # then act for the next player; only Next and Skip all (and their keys) move them on
            self.dirty = True
            return
        if isinstance(intent, Key) and (
            intent.key == pygame.K_z and shortcut_held(intent.mod) or intent.key == pygame.K_u
        ):
            self.undo()
            return
        if isinstance(intent, Wheel) and self.log.rect.collidepoint(intent.pos):
            self.log.handle(intent)
            self.dirty = True
            return
        if self.session.over:
            if isinstance(intent, (Click, Key)):
                self.show_game_over()
            return
        if isinstance(intent, (PickUp, Drag, Drop)) or not self.bot_acting():
            self.handle_table(intent)
        self.dirty = True

    def handle_while_busy(self, intent: Intent) -> bool:
        """The table's controls that work while something plays out (Just Run's pace button and
        camera keys): True when ``intent`` was one of them, so it does not skip what plays."""
        return False

    def bot_acting(self) -> bool:
        seat = self.acting_seat()
        return seat is not None and self.session.seats[seat].is_computer

    def busy(self) -> bool:
        """Something plays out on the table: the timeline or the table's own animations."""
        return self.timeline.playing or self.animating()

    def skip_all(self) -> None:
        """Skip to the end of everything playing out (Skip all)."""
        self.timeline.finish()
        self.skip_animations()
        self.log.set_highlight(None)
        self.dirty = True

    def skip_controls_shown(self) -> bool:
        """The skip buttons show while a timeline of more than one beat plays."""
        return self.timeline.playing and self.timeline.position[1] > 1 and self.curtain_for is None

    def skip_buttons(self) -> tuple[Button, Button]:
        return self.skip_beat_button, self.skip_all_button

    def update(self, dt: float) -> bool:
        """Animations keep the loop drawing; waiting for a computer player does not (see ``wake_in``)."""
        playing = self.timeline.update(dt)
        moving = self.update_table(dt) or playing or self.timeline.playing
        if self.log.highlight != self._highlight_wanted():
            self.log.set_highlight(self.timeline.log_index)
            self.dirty = True
        for button in self.skip_buttons():
            moving = button.update(dt) or moving
        moving = self.confirmation.update(dt) or moving
        if self.tooltips.update(dt):
            assert self.app is not None
            self.app.invalidate()
        if self.spectator:
            return moving
        if self.curtain_for is None and not self.session.over:
            assert self.app is not None
            app = self.app
            self.computers.update(
                dt,
                blocked=moving or app.commands_pending,
                submit=app.enqueue,
                report=lambda problem: app.toast(
                    _("A computer player failed: {problem}").format(problem=problem)
                ),
            )
        if self.session.over and not moving and not self.over_shown and not self.demo:
            self.over_shown = True
            self.show_game_over()
        if self.demo and self.session.over and not moving:
            self.demo_over_for += dt
            if self.demo_over_for >= DEMO_END_PAUSE:
                self.demo_over_for = 0.0  # a next demo that cannot start is tried again later
                self.restart_demo()
        if moving:
            self.dirty = True
        return moving

    def take_input(self) -> None:
        """The phones' moves, taken before the app applies its queue: a move is applied and drawn
        in the pass that takes it (taken in ``update``, it waited a frame: 8 ms on average)."""
        if self.phones is not None and not self.spectator:
            self._take_phone_moves()

    def _take_phone_moves(self) -> None:
        """The phones' moves go to the app's queue like a click's; a phone lost or back is said
        here, and a second phone asking for a seat waits for a yes on this screen."""
        assert self.app is not None and self.phones is not None
        # once the game is over, what still came is refused with the reason (below), not applied
        commands, others = self.phones.take(hold=self.phone_moves_wait() or self.session.over)
        for command in commands:
            self.submit(command)
        for item in others:
            name = self.session.seats[item.seat].name if 0 <= item.seat < len(self.session.seats) else ""
            if isinstance(item, (SeatDropped, SeatJoined)):
                said = self.phone_seats.hear(item, name)
                self.app.invalidate()  # the lasting mark by the seat's name comes or goes
                if said:
                    self.app.toast(said)
            elif isinstance(item, TakeoverAsked):
                # Yes: the new phone plays the seat; No (or a click outside): the first one keeps it
                answer = self.phones.server.answer_takeover
                self.confirmation.ask(
                    _("Another phone wants to play as {name}. Let it?").format(name=name),
                    functools.partial(answer, item.seat, allow=True),
                    on_no=functools.partial(answer, item.seat, allow=False),
                )
                self.dirty = True
        if self.session.over and not self.phone_seats.told_over:
            self.phone_seats.told_over = True
            self.phones.refuse_held(_("The game is over: no more moves."))
            self.phones.flush()  # the last move's views before the goodbye
            self.phones.server.end_game(_("The game is over: see the big screen."))

    def phone_moves_wait(self) -> bool:
        """Whether the phones' moves wait now, as a click does: while the beats play (the attack
        after End turn), so the room sees what happened before the next move cuts it short."""
        return self.busy()

    def _highlight_wanted(self) -> int | None:
        index = self.timeline.log_index
        return None if index is None else index - self.log.dropped

    def wake_in(self) -> float | None:
        """When the loop must run again with no input: a tooltip due, a computer player's pause
        ending or its answer, the demo's restart."""
        if self.spectator:
            return None
        if self.phones is not None and (self.phones.server.has_inbound() or self.phones.holding()):
            return 0.0  # a phone's move (or its link's news) is waiting
        waits = [wait for wait in (self.tooltips.wake_in(), self._play_wakes()) if wait is not None]
        return min(waits) if waits else None

    def _play_wakes(self) -> float | None:
        """When the game itself must go on without input (computer players, the demo)."""
        if self.demo and self.session.over:
            return max(0.01, DEMO_END_PAUSE - self.demo_over_for)
        if self.curtain_for is None and not self.session.over:
            return self.computers.wake_in()
        return None

    def show_game_over(self) -> None:
        assert self.app is not None
        outcome = self.session.outcome()
        if outcome is None:
            return
        # shown now (a key during the last animation): ``update`` must not push a second
        self.over_shown = True
        self.autosave_due = False  # the finished game is kept instead, and the autosave goes
        if self.autosave_enabled and not self.over_at_start:  # it ended here, in play
            try:
                saves.keep_finished(self.session)  # to watch again from the Load screen
            except OSError as err:
                saves.clear_autosave()
                self.app.toast(_("The finished game could not be kept: {problem}").format(problem=err))
        humans = self.humans()
        won = any(seat in outcome.winners for seat in humans) if humans else True
        self.app.play(Sound.WIN if won or len(humans) != 1 else Sound.LOSS)
        self.app.push(self.app.navigator.game_over(self))

    def restart_demo(self) -> None:
        assert self.app is not None
        self.app.navigator.start_demo(self.app)

    def open_pause(self) -> None:
        assert self.app is not None
        if self.demo or self.spectator:
            return
        self.app.push(self.app.navigator.pause_menu(self))

    # -- drawing ---------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.curtain_for is not None:
            chrome.draw_curtain(
                surface, self.session.seats[self.curtain_for], self.seat_label(self.curtain_for)
            )
            return
        self.draw_table(surface)
        self.draw_hud(surface)
        self.draw_skip_controls(surface)
        self.draw_phone_marks(surface)
        if self.demo:
            chrome.draw_demo_banner(surface)
        self.confirmation.draw(surface)
        self.tooltips.draw(surface)

    def draw_hud(self, surface: pygame.Surface) -> None:
        self.draw_banner(surface)
        self.log.draw(surface)
        self.menu_button.draw(surface)

    def draw_phone_marks(self, surface: pygame.Surface) -> None:
        """Over the table and its HUD: a plate by the name of each phone seat not linked now (a
        table that paints its own frame, as Outrun's does, calls this after it)."""
        right = chrome.BANNER_RECT.right - 10 - self.skip_reserve()
        phone_marks.draw_lost_phones(surface, self.session.seats, self.lost_phones(), right)

    def lost_phones(self) -> list[LostPhone]:
        """The phone seats not linked now: the game waits for them, and the screen says so by
        their names for as long as it does."""
        return [] if self.session.over else self.phone_seats.not_linked()

    def draw_banner(self, surface: pygame.Surface) -> None:
        """The turn banner: who acts, and the line of what happens now (on two lines when it
        would otherwise be cut: a beat's line is read once, and whole)."""
        seat = self.acting_seat()
        who = self.session.seats[seat] if seat is not None else None
        chrome.draw_turn_banner(
            surface,
            who,
            self.seat_label(seat) if seat is not None else "",
            self.hud_line(),
            reserve=self.banner_reserve(),
            two_lines=True,
        )

    def banner_reserve(self) -> int:
        """Pixels at the banner's right end kept free for the timeline's buttons and the plates of
        phones not linked."""
        return self.skip_reserve() + phone_marks.reserve(self.session.seats, self.lost_phones())

    def skip_reserve(self) -> int:
        if not self.skip_controls_shown():
            return 0
        return chrome.BANNER_RECT.right - self.skip_beat_button.rect.left

    def draw_skip_controls(self, surface: pygame.Surface) -> None:
        """The timeline's Next and Skip all buttons, at the banner's right end, while it plays."""
        if self.skip_controls_shown():
            for button in self.skip_buttons():
                button.draw(surface)

    def hud_line(self) -> str:
        """The banner's one line: what to do now, or who the table is waiting for."""
        seat = self.acting_seat()
        who = self.session.seats[seat] if seat is not None else None
        if self.spectator:
            line = _("Replay: the table as everyone saw it.")
        elif self.timeline.playing and self.timeline.caption:
            line = self.timeline.caption
        elif self.session.over:
            line = _("The game is over.")
        elif who is not None and who.is_computer:
            line = _("{name} is thinking…").format(name=who.name)
        elif seat is not None and seat != self.viewer:
            line = _("Waiting for {name}.").format(name=who.name if who else "")
        else:
            line = self.instruction()
        return line

    def seat_label(self, seat: int) -> str:
        return _(self.rules.seat_role(seat))

    # -- asking first and explaining -----------------------------------------------------------------------

    def ask_first(self, question: str, action: Any, *, always: bool = False) -> None:
        """Run ``action`` once the player said yes to ``question``: always for what cannot be
        taken back, else only when the "ask before ending a turn" setting is on."""
        assert self.app is not None
        if always or self.app.settings.confirm_end_turn:
            self.confirmation.ask(question, action)
            self.dirty = True
        else:
            action()

    def tip_at(self, pos: tuple[int, int]) -> Tip | None:
        """What the piece under ``pos`` is and does (tables override); the HUD's own parts here."""
        if self.menu_button.contains(pos):
            return Tip(
                _("Menu"),
                _("Pause the game: save, load, rules, settings. Esc opens it too."),
                self.menu_button.rect,
            )
        if self.log.rect.collidepoint(pos):
            return Tip(
                _("Game log"),
                _("Everything that happened, newest at the bottom. Scroll back with the wheel."),
                self.log.rect,
            )
        return None

    def drawn_pieces(self) -> list[Piece]:
        """The pieces the last frame drew (``TableFor.drawn_pieces``): here the HUD's, which
        :meth:`tip_at` explains; a table adds its own (from its ``table/tips.py``)."""
        if self.curtain_for is not None:
            return []
        pieces = [Piece("game log", pygame.Rect(self.log.rect))]
        if self.menu_button.visible:
            pieces.append(Piece("menu button", pygame.Rect(self.menu_button.rect)))
        return pieces

    # -- for subclasses --------------------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.fill((20, 24, 32))

    def handle_table(self, intent: Intent) -> None:
        """Turn an intent on the table into a command (``self.submit``)."""

    def update_table(self, dt: float) -> bool:
        return False

    def animating(self) -> bool:
        """The table's own animations (besides the timeline) are running."""
        return False

    def skip_animations(self) -> None:
        """Finish every running animation of the table at once."""

    def finish_motion(self) -> None:
        """A timeline beat was skipped: finish what it set moving (sprites mid-slide)."""

    def instruction(self) -> str:
        return ""

    def seat_keys(self) -> frozenset[int]:
        """The keys the players at this table press to play (Outrun's keyboard zones).  A screen
        opened over the table, or the title reached from it, takes none of them as a shortcut:
        someone still racing, or mashing Finish as the game ends, must not save, load, start a
        new game or quit by it."""
        return frozenset()

    def menu_extras(self) -> list[tuple[Callable[[], str], Callable[[], None]]]:
        """Entries a table adds to its pause menu, after Rules: (label, action); the menu closes
        before the action runs.  Outrun offers its tutorial again there."""
        return []
