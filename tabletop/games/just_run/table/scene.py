"""The Just Run table: the board through the camera, the panels of each phase, the events as beats.

The scene is the table's top level, assembled from the engine and Just Run's own components; it
only routes intents and views between them:

- ``table_layout``: where things go, from ``maps/just_run.tmx``'s zones;
- :class:`~tabletop.engine.camera.Camera` and ``board_view``: the board in its zone, panned by
  dragging the background, arrow keys and the pointer resting at an edge, zoomed with the wheel
  and + / -, the Whole board button; it follows the acting survivor (``camera_follow``: still
  under the pointer while their room is in sight) and the zombie turn's rooms;
- ``draft_panel``: the calm draft and the gear-up (the engine's curtain between private hands);
- ``inventory``: the acting survivor's strip along the bottom (combine, use, drop, pick up, light,
  mend, the disguise, Whiskey on a barricade; a card let go on the board is resolved with the
  board's hit test into drop, attack or throw, and on another survivor into give, offer an
  exchange or attack, asked with a small menu unless giving is its one meaning); the kept
  "Optional Event" cards lie at its end and are played on the room or door they are let go on
  (their targets glow while one is held);
- ``room_menu``: a click on a door or a wall of the survivor's room or on the room itself (a
  click on another survivor there adds the attacks on them; on a room a kept event reaches, the
  event);
- ``fight_panel`` and ``zombie_beats``: fights and the zombie turn as timeline beats;
- ``table_beats``: the rest of a command's events (the door die, a new room sliding in, a card
  found shown big, deaths and escapes) as beats;
- ``mission``: the scenarios' goals and progress above the log and their outcomes at the game
  over; the cure and the heal are room-menu entries, and in the rescuee's turn their guide drags
  the rescuee's pawn or clicks a door of their room (``gestures.pawn_drop``, ``board_clicks``).

The gestures' meanings, what glows and the drawing live in pure modules the scene calls with
what they need (the view, the legal commands, the board's hit tests, the thing held):
``gestures`` (drags, drops, clicks and buttons into commands, menus, questions and toasts) and
``board_clicks`` (the board's hit tests and what a click means), ``highlights``, ``turn_words``
(the banner's instruction), ``story_telling`` (a command's beats and pace) and ``table_panels``
(the side panels, the supplies, an offer, a held pawn).  Small components own the rest of the
table's state: ``board_hand`` (the pawn held, the room pointed at, the held card's glowing
targets; it routes hit test -> gestures -> submit or toast), ``story_teller`` (the story the
board tells, the zombie turn's sight, arrows and pace, retold after loading), ``supplies_offer``
(the supplies' cards, the offer's buttons) and ``glow`` (the lit rooms' breathing);
``frenzy_host`` makes the frenzy's panel.

The frenzied scavenge is hosted by :meth:`JustRunScene.frenzy_host` (see there): its panel is a
component of its own, plugged in where the scene handles and draws the ``frenzy`` phase.

Every command offered comes from ``rules.legal_commands``; an attempt the rules refuse is still
submitted when the player clearly meant it (a pawn dropped on a room it cannot reach), so the toast
says the rules' own reason.  The scene draws ``session.view(seat)`` only.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.i18n import _
from tabletop.core.session import GameSession
from tabletop.engine import text, tween
from tabletop.engine.camera import ARROWS, ZOOM_IN_KEYS, ZOOM_OUT_KEYS, Camera
from tabletop.engine.game_scene import GameScene
from tabletop.engine.intents import Click, Drag, Drop, Hover, Intent, Key, PickUp, Wheel
from tabletop.engine.table_contract import Piece
from tabletop.engine.tooltip import Tip
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.just_run.rules.view import JustRunView
from tabletop.games.just_run.table import (
    art,
    camera_follow,
    frenzy_host,
    gestures,
    mission,
    phone_seats,
    story_telling,
    turn_words,
)
from tabletop.games.just_run.table import layout as table_layout
from tabletop.games.just_run.table import table_panels as panels
from tabletop.games.just_run.table.beats import TableBeats
from tabletop.games.just_run.table.board_hand import BoardHand
from tabletop.games.just_run.table.board_view import BoardView, Highlights
from tabletop.games.just_run.table.cards_ahead import CardsAhead
from tabletop.games.just_run.table.draft_panel import DraftPanel
from tabletop.games.just_run.table.draft_privacy import hands_hidden
from tabletop.games.just_run.table.event_words import event_line, log_lines, named_refusal
from tabletop.games.just_run.table.fight_panel import FightPanel
from tabletop.games.just_run.table.gestures import RoomKey
from tabletop.games.just_run.table.glow import Glow
from tabletop.games.just_run.table.highlights import board_highlights
from tabletop.games.just_run.table.inventory import InventoryStrip, ItemDrop
from tabletop.games.just_run.table.room_menu import RoomMenu
from tabletop.games.just_run.table.story_teller import StoryTeller
from tabletop.games.just_run.table.supplies_offer import OfferPanel, SuppliesPanel
from tabletop.games.just_run.table.table_panels import BACKGROUND
from tabletop.games.just_run.table.tips import BoardTips, drawn_pieces
from tabletop.games.just_run.table.zombie_beats import ZombieNarration, pace_factor

if TYPE_CHECKING:
    from tabletop.engine.phones.table_link import PhoneTable

#: the keys that move the camera, which never skip what plays
CAMERA_KEYS = frozenset({*ARROWS, *ZOOM_IN_KEYS, *ZOOM_OUT_KEYS})
#: the log keeps at least this much of its height under the scenarios' lines (its title and two lines)
LOG_KEPT = 100


class JustRunScene(GameScene):
    """The table friends play Just Run on (pass-and-play, with computer survivors, or a demo)."""

    view: JustRunView  # the view on screen, as Just Run's own type (the engine's scene holds any game's)

    def __init__(
        self, session: GameSession, demo: bool = False, autosave: bool = True, spectator: bool = False
    ) -> None:
        super().__init__(session, demo=demo, autosave=autosave, spectator=spectator)
        self.table = table_layout.load()
        zones = self.table.zones
        colours = [seat.colour for seat in session.seats]
        self.strip = InventoryStrip(names=[seat.name for seat in session.seats])
        self.strip.colours = colours
        board = pygame.Rect(self.table.board)
        board.height = min(board.height, self.strip.rect.top - board.top)  # the strip's cards stand tall
        self.camera = Camera(board, (1, 1), self.table.zoom, self.table.max_zoom)
        self.board = BoardView(self.camera)
        self._private_for: tuple[Any, bool] | None = None  # a state, and whether its hands are hidden
        #: the board's picture is still being made between frames (see ``after_frame``)
        self.warming = True
        self.follower = camera_follow.TurnFollower()
        self.names = [seat.name for seat in session.seats]
        self.draft = DraftPanel(self.names)
        self.draft.colours = self.draft.strip.colours = colours
        self.menu = RoomMenu()
        self.fight = FightPanel(pygame.Rect(zones["fight"]), seed=session.seed)
        self.narration = ZombieNarration()
        self.narration.lie_over(self.strip.rect)
        self.cards_ahead = CardsAhead(self.strip.rect, self.strip.names)
        self.beats = TableBeats(self.board, self.fight)
        self.beats.colours = colours
        self.board_tips = BoardTips(self.board)
        self.legal: list[Command] = []
        self.strip_seat: int | None = None
        self.highlights = Highlights()
        #: the lit rooms and doors' breathing (``pulse`` is where it is in its breath)
        self.glow = Glow()
        self.world_rows = 0
        #: the scenarios' goals and progress, above the log (empty without scenarios)
        self.mission_rect = pygame.Rect(0, 0, 0, 0)
        #: the frenzied scavenge's panel, made by :meth:`frenzy_host` (None: none in this game)
        self.frenzy: Any = None
        actions = pygame.Rect(zones["actions"])
        self.whole_button = Button(
            pygame.Rect(zones["whole_board"]),
            lambda: _("Whole board"),
            self.camera.show_all,
            hotkey=pygame.K_w,
        )
        self.end_button = Button(
            pygame.Rect(actions.left + 12, actions.bottom - 66, actions.w - 24, 56),
            lambda: _("End turn"),
            self.end_turn,
            ButtonStyle.PRIMARY,
            hotkey=pygame.K_RETURN,
        )
        self.offer = OfferPanel(self.answer)
        self.supplies = SuppliesPanel()
        self.teller = StoryTeller(
            self.board,
            self.camera,
            self.narration,
            session,
            lambda: not (self.demo or self.spectator),
            self._relight,
            self.sync,
            self._follow_current,
        )
        self.hand = BoardHand(
            self.board, self.strip, self.menu, colours, self.submit, self._ask, self.app_toast, self._relight
        )

    # -- life cycle -----------------------------------------------------------------------------

    @classmethod
    def demo_options(cls, rng: random.Random) -> dict[str, Any]:
        """The demo: four computer survivors, cooperative Get Out with the calm scavenge."""
        del rng
        return {"players": 4, "mode": "coop", "scavenge": "calm"}

    def enter(self) -> None:
        assert self.app is not None
        tween.set_speed(self.app.settings.animation_speed)
        self.narration.set_pace(pace_factor(self.app.settings.narration_pace))
        super().enter()
        art.warm()  # the board's picture, loaded here rather than in the frame the escape starts
        self.teller.retell(self.viewer, self.animate)

    def pause(self) -> None:
        super().pause()
        self.camera.pause()
        self.hand.held = None
        if self.frenzy_on() and self.app is not None:
            self.frenzy.pause(self.app.now_ns())

    def resume(self) -> None:
        self.camera.resume()
        if self.frenzy_on() and self.app is not None:
            self.frenzy.resume(self.app.now_ns())
        super().resume()

    def layout_hud(self) -> None:
        zones = self.table.zones
        self.log.rect = pygame.Rect(zones["log"])
        self.log.rect.height = min(self.log.rect.height, self.strip.rect.top - 8 - self.log.rect.top)
        self.log.title = lambda: _("Game log")
        self.log.size = text.READABLE
        self.log.set_lines(self.log_lines())
        self.menu_button.rect = pygame.Rect(zones["menu_button"])
        self._layout_mission()

    def _layout_mission(self) -> None:
        """The scenarios' box takes the top of the log's place, as tall as its lines need."""
        zone = pygame.Rect(self.table.zones["log"])
        bottom = min(zone.bottom, self.strip.rect.top - 8)
        lines = mission.mission_lines(self.view, self.names) if self.view else []
        height = mission.panel_height(lines, zone.w)
        # every scenario line is shown whole: when they leave the log too little to show a line,
        # the log gives them its whole place (a game of every scenario at once with many seats)
        self.log.visible = height <= bottom - zone.top - LOG_KEPT
        height = min(height, bottom - zone.top)
        self.mission_rect = pygame.Rect(zone.left, zone.top, zone.w, height)
        top = zone.top + (height + 8 if height else 0)
        log = pygame.Rect(zone.left, top, zone.w, max(0, bottom - top))
        if log != self.log.rect:
            self.log.rect = log
            self.log.set_lines(self.log_lines())

    def table_controls(self) -> list[Button]:
        return [self.end_button, *self.offer.buttons]

    def look_controls(self) -> list[Button]:
        return [self.whole_button]

    # -- whose eyes: several seats act at once in the draft ----------------------------------------

    def telling(self) -> bool:
        """Whether the board is telling a command's story (the zombie turn above all): the banner
        and the strip then show the table as told so far, not the next survivor's turn."""
        return self.teller.story is not None and self.timeline.playing

    def acting_seat(self) -> int | None:
        """The viewer while they are among those to act (the draft asks everyone at once); nobody
        while a story is told (the banner reads the beat's line, not "Ben: Actions left 2")."""
        if self.telling():
            return None
        acting = self.session.to_act()
        if self.viewer is not None and self.viewer in acting:
            return self.viewer
        return acting[0] if acting else None

    def bot_acting(self) -> bool:
        """Only computers are to act: the people's clicks on the table wait."""
        acting = self.session.to_act()
        return bool(acting) and all(self.session.seats[s].is_computer for s in acting)

    def private_now(self) -> bool:
        """Whether a hand on the table is private now (the calm draft's first rounds: see
        ``draft_privacy``); else nothing is hidden, so the screen passes between people without a
        curtain and everyone watches what a turn set off (the zombie turn above all).  Answered
        once per state: the public view it reads took 2 ms, asked twice a move."""
        state = self.session.state
        if self._private_for is None or self._private_for[0] is not state:
            self._private_for = (state, hands_hidden(self.session.view(None)))
        return self._private_for[1]

    def choose_viewer(self, initial: bool = False) -> None:
        super().choose_viewer(initial)
        if not self.private_now():
            self.curtain_for = None

    def log_for(self, viewer: int | None, last: int | None = None) -> list[str]:
        """The game's log as ``viewer`` may read it (the ``last`` events' lines when given), the
        rules' English item and room names in the player's language."""
        names = [seat.name for seat in self.session.seats]
        said = self.log_words.cached(names, lambda event, seat: event_line(event, seat, names))
        return log_lines(self.session.events[-(last or 0) :], viewer, names, said)

    def command_applied(self, command: Command, events: list[Event]) -> None:
        self.teller.view_before = self.view
        if self.frenzy is not None:
            self.frenzy.show_events(events)
        if self.private_now():
            super().command_applied(command, events)
            return
        self.save_after_move()
        self.choose_viewer()
        self.view = self.session.view(self.viewer)
        self.log.set_lines(self.log_lines())
        self.animate(command, events)
        self.computers.acted()
        if self.phones is not None:
            self.phones.applied(command)  # every phone sees the move, as after a private one
        self.dirty = True

    @property
    def phase(self) -> str:
        return str(self.view.get("phase", ""))

    def my_turn(self) -> bool:
        return bool(self.legal) and not self.spectator and not self.demo

    # -- the view at rest -------------------------------------------------------------------------

    def sync(self) -> None:
        view = self.view
        if not view:
            return
        story = self.teller.story
        self.board.set_view(story.view if story is not None else view)
        rows = int(view["rows"])
        if rows != self.world_rows:
            self.world_rows = rows
            self.camera.set_world(self.board.world_size())
            self.camera.reset()
            self._look_at_start()
        seat = self.viewer
        self.legal = self.session.legal(seat) if seat is not None and not self.spectator else []
        phase = self.phase
        if phase in ("draft", "gear_up"):
            self.draft.on_phones = self.phones is not None
            self.draft.set_view(view, seat, self.legal)
        shown = story.view if story is not None else view  # as told so far
        self.strip_seat = self._strip_seat(shown)
        if self.strip_seat is not None:
            own = self.strip_seat == seat and story is None
            self.strip.set_view(shown, self.strip_seat, self.legal if own else [])
        self.hand.let_go()  # the strip was rebuilt: nothing of it is held
        self.highlights = self._highlights()
        self.menu.close()
        self._layout_mission()
        self.end_button.visible = gestures.can_end_turn(self.legal, phase)
        self.offer.show(self.legal)
        self.supplies.place(view, self.supplies_rect())
        if self.frenzy_host() is not None and self.app is not None:
            self.frenzy.set_view(self.session.view(None), self.app.now_ns())
        self.dirty = True

    def _strip_seat(self, view: JustRunView) -> int | None:
        """Whose inventory the strip shows: the acting survivor's (everyone sees what a turn's
        survivor carries), else the viewer's while on the board."""
        survivors = view.get("survivors", [])
        current = view.get("current")
        if str(view.get("phase", "")) == "start" and current is not None:
            return int(current)  # the gear a survivor steps in with
        for seat in (current, self.viewer):
            if seat is not None and 0 <= seat < len(survivors) and survivors[seat].get("room"):
                return int(seat)
        return None

    def _highlights(self) -> Highlights:
        """What glows now (see ``highlights.board_highlights``)."""
        hand = self.hand
        plays = self.strip.event_plays(hand.event_glow) if hand.event_glow is not None else None
        zombies = self.teller.zombies_playing  # while they are told, nobody's moves glow nor who is next
        return board_highlights(
            self.phase,
            [] if zombies else self.legal,
            None if zombies else self.view.get("current"),
            self.teller.arrows,
            hand.hovered,
            event_plays=plays,
            throw_item=hand.throw_glow,
        )

    def _relight(self) -> None:
        self.highlights = self._highlights()

    def _look_at_start(self) -> None:
        """A new board: look at the acting survivor's room, else the start row (no glide)."""
        room = gestures.own_room(self.view, self.view.get("current")) or (0, 2)
        x, y, w, h = self.board.room_world_rect(*room)
        self.camera.set_view(x + w / 2, y + h / 2)
        self.follower.looked_at(self.view, self._rescuee_room())

    def _own_room(self) -> RoomKey | None:
        return gestures.own_room(self.view, self.viewer)

    def _follow_current(self) -> None:
        """The acting survivor's room in sight, the board still while it is (``camera_follow``)."""
        self.follower.follow(self.camera, self.view, self._rescuee_room(), self.board.room_world_rect)

    # -- what to do now ------------------------------------------------------------------------------

    def instruction(self) -> str:
        quick = self.session.options.get("scavenge") == "quick"
        return turn_words.instruction(
            self.phase, self.view, self.legal, self.hand.throw_glow is not None, quick
        )

    # -- input ---------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        # Esc closes an open menu, then puts a selected card back; the pause menu comes with the
        # next press
        if isinstance(intent, Key) and intent.key == pygame.K_ESCAPE and self.curtain_for is None:
            if self.menu.open:
                self.menu.close()
                self.dirty = True
                return
            if self.strip.deselect():
                self.dirty = True
                return
        super().handle(intent)

    def handle_table(self, intent: Intent) -> None:
        if isinstance(intent, Hover):
            self.camera.handle(intent)
        if self.whole_button.handle(intent):
            return
        if self.narration.handle(intent):
            self.teller.keep_pace(self.timeline, self.app)
            return
        if isinstance(intent, Click) and self.fight.visible and not self.timeline.playing:
            self.fight.handle(intent)
            return
        phase = self.phase
        if phase in ("draft", "gear_up"):
            self._handle_draft(intent)
            return
        if phase == "frenzy":
            if self.frenzy_on():
                self.frenzy.handle(intent)
            return
        if not self.my_turn():
            self._handle_board_only(intent)
            return
        if self.menu.open:
            command = self.menu.handle(intent)
            if command is not None:
                self.submit(command)
                return
            if self.menu.consumed:
                return
        for button in (self.end_button, *self.offer.buttons):
            if button.handle(intent):
                return
        if phase == "supplies" and self._handle_supplies(intent):
            return
        if self.strip_seat == self.viewer and self.strip_seat is not None:
            result = self.strip.handle(intent)
            if isinstance(result, ItemDrop):
                self.hand.resolve_drop(result, self.moment())
                return
            if result is not None:
                self.submit(result)
                return
            if self.strip.consumed:
                return
        if isinstance(intent, (Click, PickUp)) and self.strip.rect.collidepoint(
            getattr(intent, "pos", (0, 0))
        ):
            return
        if not self.hand.handle(intent, self.moment()):
            self._handle_board_only(intent)

    def moment(self) -> gestures.Moment:
        """What the viewer's gestures are read against now."""
        return gestures.Moment(self.view, self.legal, self.viewer, self.names)

    def _handle_board_only(self, intent: Intent) -> None:
        """What anyone may do with the board: pan, zoom, look."""
        if isinstance(intent, Hover):
            self.hand.hover(self.board.room_at(intent.pos))
            return
        if isinstance(intent, (PickUp, Drag, Drop, Wheel, Key)):
            self.camera.handle(intent)

    def _handle_draft(self, intent: Intent) -> None:
        command = self.draft.handle(intent)
        if command is not None:
            self.submit(command)

    def app_toast(self, line: str) -> None:
        assert self.app is not None
        self.app.toast(line)

    def _ask(self, question: str, action: Callable[[], None]) -> None:
        self.ask_first(question, action, always=True)

    def end_turn(self) -> None:
        """The End turn button (see ``gestures.end_turn``: asked first with actions left)."""
        if self.viewer is not None:
            self.hand.perform(gestures.end_turn(self.legal, self.view, self.viewer, self.phase), (0, 0))

    def answer(self, accept: bool) -> None:
        command = gestures.answer_command(self.legal, accept)
        if command is not None:
            self.submit(command)

    # -- the supplies ---------------------------------------------------------------------------------

    def supplies_rect(self) -> pygame.Rect:
        return pygame.Rect(self.camera.viewport).inflate(-40, -40)

    def _handle_supplies(self, intent: Intent) -> bool:
        on_card, command = self.supplies.handle(intent, self.legal)
        if command is not None:
            self.submit(command)
        return on_card

    # -- the frenzied scavenge's place --------------------------------------------------------------

    def frenzy_host(self) -> Any:
        """The one place the frenzied scavenge plugs in: its panel (``frenzy_panel.FrenzyPanel``, a
        component built apart, answering for every seat at once on its own devices) is made here
        when the module is there and the game has a frenzy phase.  The scene then hosts it as its
        docstring asks: ``set_view`` and ``show_events`` after every command, ``raw_event``,
        ``update`` (its answers and time's up submitted), ``refused``, ``pause``/``resume``,
        ``handle``, ``draw``, ``wake_in`` and ``seat_keys`` while the phase is ``frenzy``.  Without
        the module the phase shows a notice and the computer survivors still play it."""
        if self.frenzy is not None or self.app is None:
            return self.frenzy
        self.frenzy = frenzy_host.make_frenzy_panel(
            self.session, self.app.settings, not (self.demo or self.spectator)
        )
        if self.frenzy is None:
            return None
        self.frenzy.set_view(self.session.view(None), self.app.now_ns())
        if self.phones is not None:
            self.frenzy.on_phones(self.phones.seats)
        return self.frenzy

    def use_phones(self, link: PhoneTable) -> None:
        """As every table (see ``GameScene.use_phones``); a phone seat answers the frenzy on its
        phone, never through this screen's keys, pads or clicks."""
        super().use_phones(link)
        if self.frenzy is not None:
            self.frenzy.on_phones(link.seats)

    def frenzy_devices(self) -> Any:
        """What each seat answers the frenzy with (see ``frenzy_host.frenzy_devices``)."""
        assert self.app is not None
        return frenzy_host.frenzy_devices(self.session, self.app.settings, not (self.demo or self.spectator))

    def frenzy_on(self) -> bool:
        return self.frenzy is not None and self.phase == "frenzy"

    def raw_event(self, event: pygame.event.Event, stamp_ns: int) -> bool:
        if self.frenzy_on() and not self.paused and self.curtain_for is None:
            return bool(self.frenzy.raw_event(event, stamp_ns))
        return super().raw_event(event, stamp_ns)

    def seat_keys(self) -> frozenset[int]:
        return frozenset(self.frenzy.seat_keys()) if self.frenzy_on() else frozenset()

    def command_refused(self, command: Command, err: IllegalCommand) -> None:
        super().command_refused(command, named_refusal(err, self.names))
        if self.frenzy_on():
            self.frenzy.refused(command)

    def after_frame(self) -> None:
        """After the phones' views and the autosave, a few ms of making the board's picture and the
        survivors' cards for the frame that first shows them (a move then draws in a few ms, not 40)."""
        super().after_frame()
        self.warming = self.board.warm() or self.cards_ahead.warm(self.view)

    def wake_in(self) -> float | None:
        if self.warming:
            return 0.0  # the board's picture is being made: the loop runs again at once
        wait = super().wake_in()
        if self.frenzy_on() and self.app is not None and not self.spectator:
            own = self.frenzy.wake_in(self.app.now_ns())
            if own is not None:
                wait = own if wait is None else min(wait, own)
        return wait

    def _draw_frenzy_notice(self, surface: pygame.Surface) -> None:
        panels.draw_frenzy_notice(surface, pygame.Rect(self.table.board))

    # -- events as beats ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Undo and loading land on the true view: no beats' story is drawn any more."""
        self.teller.story = None
        super().refresh()

    def animate(self, command: Command, events: list[Event]) -> None:
        """The command's events as beats, told on the board by the :class:`StoryTeller`: the
        board shows what the beats have told so far."""
        self.teller.story = None
        self.sync()
        start = self.first_log_index(events)
        beats = self.teller.beats(
            events, self.view, self.names, start, self.beats, self.fight, lambda: self._pace_for(command)
        )
        if beats:
            story = self.teller.tell_on_board(beats, events, start, self.view)
            self.play_beats(beats, lambda: self.teller.beats_done(story, self.view))
        else:
            self._follow_current()

    def handle_while_busy(self, intent: Intent) -> bool:
        """While beats play, the pace button, Whole board and the camera's keys work without
        skipping them (any other click or key still skips, as on every table)."""
        if self.narration.handle(intent):
            self.teller.keep_pace(self.timeline, self.app)
            return True
        if self.whole_button.handle(intent):
            return True
        return isinstance(intent, Key) and intent.key in CAMERA_KEYS and self.camera.handle(intent)

    def _pace_for(self, command: Command) -> float:
        if self.app is None:
            return self.narration.pace
        return story_telling.pace_for(self.app.settings, self.session.seats, command)

    def update_table(self, dt: float) -> bool:
        if self.hand.glow_targets(self.legal, self.strip_seat == self.viewer):
            self.dirty = True
        busy = self.camera.update(dt)
        busy |= self.draft.update(dt) if self.phase in ("draft", "gear_up") else False
        busy |= self.strip.update(dt)
        busy |= self.fight.update(dt)
        busy |= self.narration.update(dt)
        busy |= self.beats.update(dt)
        for button in (self.whole_button, self.end_button, *self.offer.buttons):
            busy |= button.update(dt)
        if self.frenzy_on() and self.app is not None and not self.spectator:
            if self.phones is not None:  # a lost phone stops the clock: the game waits for it
                self.frenzy.links_down(phone_seats.links_down(self.phones), self.app.now_ns())
            for command in self.frenzy.update(dt, self.app.now_ns()):
                self.submit(command)
            self.dirty = True  # its clock runs; not "moving", so the computers answer meanwhile
        busy |= self._breathe(dt)
        return busy or self.hand.held is not None

    def _breathe(self, dt: float) -> bool:
        """Advance the glow of the lit rooms and doors (see :meth:`Glow.breathe`)."""
        lit = (self.highlights.rooms, self.highlights.doors)
        return self.glow.breathe(dt, lit, self.session.over, self.hand.held is not None, self.busy)

    @property
    def pulse(self) -> float:
        """Where the glow is in its breath (the glow's own; a test sets it to hold the frame)."""
        return self.glow.pulse

    @pulse.setter
    def pulse(self, value: float) -> None:
        self.glow.pulse = value

    def animating(self) -> bool:
        return self.beats.busy()

    def skip_animations(self) -> None:
        self.fight.skip()
        self.narration.skip()
        self.beats.skip()
        self.camera.skip()
        self.teller.skipped(self.timeline.playing, self.view)

    def finish_motion(self) -> None:
        self.fight.skip()
        self.narration.skip()
        self.beats.skip()

    # -- drawing --------------------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.fill(BACKGROUND)
        phase = self.phase
        if phase in ("draft", "gear_up"):
            self._draw_scavenge(surface)
        elif phase == "frenzy":
            if self.frenzy_on():
                self.frenzy.draw(surface)
            else:
                self._draw_frenzy_notice(surface)
        else:
            self._draw_board(surface)
        self._draw_side(surface)
        if phase not in ("draft", "gear_up") and self.strip_seat is not None:
            self.strip.draw(surface, detail=False)  # its card detail comes over the HUD (draw_hud)
        self.narration.draw(surface)  # over the strip, while the zombies play
        if phase == "supplies":
            self.supplies.draw(surface, self.supplies_rect())
        if self.offer.visible:
            self.offer.draw(surface, self.view, self.names)
        self.menu.draw(surface)

    def _draw_board(self, surface: pygame.Surface) -> None:
        self.board.draw(surface, self.highlights, self.glow.brightness())
        self.beats.draw_on_board(surface)
        self.hand.draw_held(surface, self.view, self.highlights.rooms)
        self.fight.draw(surface)
        self.beats.draw_over(surface)

    def _draw_scavenge(self, surface: pygame.Surface) -> None:
        """The draft panel has the table to itself (its card details use the right-hand column).
        With the hands on phones it shows the public part: who has picked, who is ready."""
        if self.viewer is None and self.phones is None:
            panels.draw_scavenge_wait(surface, pygame.Rect(self.table.board), self.phase)
            return
        self.draft.draw(surface)

    def draw_hud(self, surface: pygame.Surface) -> None:
        """The engine's banner, log and menu; in the scavenge the log gives its place to the draft's
        card details and Ready button."""
        if self.phase not in ("draft", "gear_up") and not self.frenzy_on():
            super().draw_hud(surface)
            if self.strip_seat is not None:
                self.strip.draw_detail(surface)  # a card's detail lies over the log and every panel
            return
        self.draw_banner(surface)
        self.menu_button.draw(surface)

    def _draw_side(self, surface: pygame.Surface) -> None:
        if self.phase in ("draft", "gear_up") or self.frenzy_on():
            return
        self.whole_button.draw(surface)
        self._draw_actions(surface)
        self._draw_team(surface)
        self._draw_mission(surface)

    def _draw_actions(self, surface: pygame.Surface) -> None:
        area = pygame.Rect(self.table.zones["actions"])
        if self.phase in ("draft", "gear_up"):
            return  # the draft's Ready button sits there
        zombies = self.teller.zombies_playing
        panels.draw_actions(surface, area, self.phase, self.view, self.names, zombies)
        if self.end_button.visible and not zombies:
            self.end_button.draw(surface)

    def _draw_team(self, surface: pygame.Surface) -> None:
        told = self.teller.story.view if self.teller.story is not None else self.view  # as told so far
        colours = [seat.colour for seat in self.session.seats]
        area = pygame.Rect(self.table.zones["team"])
        live = (
            {**self.view, "current": None} if self.teller.zombies_playing else self.view
        )  # nobody rings yet
        panels.draw_team(surface, area, told, live, colours, self.names, self.phase)

    # -- explaining -----------------------------------------------------------------------------------

    def tip_at(self, pos: tuple[int, int]) -> Tip | None:
        if self.whole_button.visible and self.whole_button.contains(pos):
            return Tip(
                _("Whole board"),
                _("Show the whole building; press again to go back. Drag the board to pan, wheel to zoom."),
                self.whole_button.rect,
            )
        if self.mission_rect.h > 0 and self.mission_rect.collidepoint(pos):
            return Tip(_("The mission"), mission.goals_text(self.view), self.mission_rect)
        if self._board_tips_now():
            told = self.teller.story.view if self.teller.story is not None else self.view
            tip = self.board_tips.at(pos, told, self.names)
            if tip is not None:
                return tip
        return super().tip_at(pos)

    def drawn_pieces(self) -> list[Piece]:
        shown = self._board_tips_now()
        mine = drawn_pieces(self.board, shown, self.whole_button, self.mission_rect)
        return [*super().drawn_pieces(), *mine] if self.curtain_for is None else []

    def _board_tips_now(self) -> bool:
        """The board explains its pieces while it is what the player looks at: not under a menu,
        the fight panel, the supplies or an offer, nor in the draft or the frenzy."""
        if self.phase in ("draft", "gear_up", "frenzy", "supplies") or self.menu.open:
            return False
        return not (self.offer.visible or self.fight.visible)

    # -- the scenarios on the table (Find the Cure; Rescue Mission; All About Scenarios) ---------------

    def _rescuee_room(self) -> RoomKey | None:
        return gestures.rescuee_room(self.view)

    def _draw_mission(self, surface: pygame.Surface) -> None:
        panels.draw_mission(surface, self.mission_rect, self.view, self.names)

    @property
    def draw_game_over(self) -> Any:
        """The game-over panel's body when scenarios beyond Get Out are played: the result, then
        how each scenario ended (the plain Get Out keeps the screen's own)."""
        if not mission.extra_scenarios(self.session.view(None)):
            return None
        return self._draw_game_over

    def _draw_game_over(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        panels.draw_game_over(surface, panel, self.session, self.names)
