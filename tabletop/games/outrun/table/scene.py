"""The Outrun table: a "together" or relay game from the countdown to the game-over screen.

Each round: Ready after a load, the pads' claims and a 3-2-1 countdown (:mod:`.race_start`), the path card
turns, and every seat races at once on one race clock (:class:`.race.Race`; the mouse runner's hand is
:mod:`.mouse_hand`); each lane shows its cards going down live (:mod:`.lane_looks`). The last Finish sets
off the check, played as beats (:mod:`.beats`); then the choices after it are made in the hand panel
(:mod:`.choice_panel`). The menu stops everything, the race clock included.

Each mode has its own home. Modes that take the screen and the input for a while are scenes pushed on the
app's stack over this table (:mod:`.over_table`): the tutorial's notes (:mod:`.tutorial_scene`) and a relay's
runs, one at a time behind a curtain (:mod:`.relay_scene`; phones race meanwhile, :mod:`.relay_phones`).
Modes that only change the table's numbers are components it holds: a practice's clock, bests and ghost
(:mod:`.practice_table`) and the replay viewer's race (``playback``, :mod:`.race_replay`). The banner's
words are :mod:`.banner`, the tooltips :mod:`.tips`, and every call into the device plan, :mod:`.controls`.

Hidden information, as the players would expect it at a real table: every lane shows its hand of
interference cards face down, with the count. A person sees their own hand face up only on their turn to
choose; with more than one person at the screen, the curtain comes down first. The race itself is public:
the cards a runner lays are on the table for all to see, as at the real game. Computer players
(:mod:`.table_computers`) are held back while everyone races.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from tabletop.core.contract import Command, Event
from tabletop.core.i18n import _, decimal, language
from tabletop.core.seats import Seat
from tabletop.core.session import GameSession
from tabletop.engine import chrome, text, tween
from tabletop.engine.game_scene import SKIP_BEAT_KEY, GameScene
from tabletop.engine.intents import Intent
from tabletop.engine.key_zones import KeyZones
from tabletop.engine.phones.arrivals import PhoneCommand
from tabletop.engine.seat_devices import DeviceKind
from tabletop.engine.seat_input import SeatInput
from tabletop.engine.table_contract import Piece
from tabletop.engine.tooltip import Tip
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.outrun.rules.commands import Reveal
from tabletop.games.outrun.rules.options import OPTIONS
from tabletop.games.outrun.rules.view import (
    CardView,
    OutrunView,
    PathCardView,
    Position,
    RunnerView,
    path_card,
)
from tabletop.games.outrun.table import (
    banner,
    controls,
    lane_looks,
    phone_runners,
    race_start,
    relay_phones,
    table_draw,
    table_parts,
    tips,
    tutorial_scene,
)
from tabletop.games.outrun.table import beats as event_beats
from tabletop.games.outrun.table.before_race import BeforeRace
from tabletop.games.outrun.table.choice_panel import ChoicePanel
from tabletop.games.outrun.table.countdown import Countdown
from tabletop.games.outrun.table.layout import TableLayout, load
from tabletop.games.outrun.table.mouse_hand import MouseHand
from tabletop.games.outrun.table.over_table import OverTable
from tabletop.games.outrun.table.practice_table import PracticeTable, practice_seat
from tabletop.games.outrun.table.race import Race
from tabletop.games.outrun.table.race_actions import RACE_ACTIONS, SLOTS
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.race_replay import RacePlayback
from tabletop.games.outrun.table.relay import Relay, Stage
from tabletop.games.outrun.table.relay import log_lines as relay_log_lines
from tabletop.games.outrun.table.relay_scene import RelayScene
from tabletop.games.outrun.table.resume import ResumePanel
from tabletop.games.outrun.table.runner_hand import RunnerHand, specials_in_view
from tabletop.games.outrun.table.shown_cards import ShownCards
from tabletop.games.outrun.table.table_computers import TOGETHER_PHASES, TableComputers
from tabletop.games.outrun.table.table_layers import TableLayers
from tabletop.games.outrun.table.time_up import TimeUpQuestion, time_up_buttons
from tabletop.games.outrun.table.tutorial import Page, Tutorial

LOG_SIZE = 24
DEMO_RUNNERS = 4
NEXT_RACE_KEY = SKIP_BEAT_KEY  # the key that read the beats one by one starts the next race too


class OutrunScene(GameScene):
    """The Outrun table for a "together" game; ``plan`` says how each seat plays (by default the
    plan of the last set-up, see :meth:`DeviceRules.remembered` in ``tabletop.engine.seat_devices``)."""

    view: OutrunView  # the engine's scene holds any game's view; this table's is Outrun's own type

    def __init__(
        self,
        session: GameSession,
        *,
        plan: DevicePlan | None = None,
        demo: bool = False,
        autosave: bool = True,
        spectator: bool = False,
    ) -> None:
        super().__init__(session, demo=demo, autosave=autosave, spectator=spectator)
        self.computers = TableComputers(session, self.computers.pause)
        self.layout: TableLayout = load()
        self.players = len(session.seats)
        self.lanes = self.layout.lanes_for(self.players)
        self.plan = plan
        #: the lanes name each seat's device; not so on a replay of a save that does not say
        self.devices_known = True
        self.seat_input = SeatInput(KeyZones.default(), RACE_ACTIONS)
        self.seat_input.pause()
        self.pads_to_claim: list[int] = []
        self.before: BeforeRace | None = None  # pads to claim, the shared keyboard's notice
        #: a table opened from a save waits for Ready before any countdown or race clock runs
        self.ready_panel: ResumePanel | None = None
        #: a race loaded mid-way stands still (the finished runners shown) until its countdown ends
        self.race_waits = False
        self.countdown = self.fresh_countdown()
        self.reveal_ns: int | None = None
        self.race: Race | None = None
        #: a relay race, one person at a time: the scene over the table while it runs
        self.relay_scene: RelayScene | None = None
        self.panel = ChoicePanel(self)  # the choices after the check, made in the hand panel
        self.practice: PracticeTable | None = None  # a practice game: the person's clock and best
        self.tutorial = Tutorial(self.tutorial_done, self.ask_tutorial_skip)
        self.playback: RacePlayback | None = None  # the replay viewer's race, played again
        self.layers = TableLayers()  # the table's picture, repainted part by part
        #: the mouse runner's hand cards, dragged into their line (a click lays one too)
        self.hand = MouseHand(self)
        #: where the tokens stand on screen: the view's, moved one beat at a time while beats play
        self.shown_rooms: list[int] = [0] * self.players
        self.shown_places: list[Position] = [None] * self.players
        self.shown_checked: set[int] = set()  # the lanes whose run the check has read out
        #: the centre cards and the cards in front of the runners, moved one beat at a time too
        self.shown_cards = ShownCards((), ())
        #: the path card of the race just run, kept face up while the check's beats play (the
        #: view may have passed to the next round, whose card is face down until its countdown)
        self.raced_path: PathCardView | None = None
        self.time_up = TimeUpQuestion(self.confirmation, self.layout)
        self.time_up_buttons = time_up_buttons(self.lanes, self.ask_time_up)
        #: the check's result stays on the table (right or wrong, places, rooms) until someone
        #: at the table presses Next race: the next countdown does not start on its own
        self.result_waits = False
        card = pygame.Rect(self.layout.path_card.rect)
        self.next_race_button = Button(
            pygame.Rect(card.centerx - 190, card.centery - 40, 380, 80),
            lambda: _("Next race"),
            self.next_race,
            ButtonStyle.PRIMARY,
            hotkey=NEXT_RACE_KEY,
        )

    # -- set-up ---------------------------------------------------------

    @classmethod
    def demo_options(cls, rng: random.Random) -> dict[str, Any]:
        """The demo races four computer runners on one board (a game of a few minutes), against
        a monster drawn from the demo's seed."""
        monster = rng.choice(next(option for option in OPTIONS if option.name == "monster").choices)
        return {"players": DEMO_RUNNERS, "boards": 1, "monster": monster}

    def enter(self) -> None:
        assert self.app is not None
        if self.plan is None:
            self.plan = self.default_plan()
            # the plan is known only now: a relay's round needs no shared 3-2-1 before its curtain
            self.countdown = self.fresh_countdown()
        if not (self.demo or self.spectator):
            controls.keep(self.session, self.plan)
        self.seat_input, self.pads_to_claim = controls.open_input(self.plan, self.app.settings)
        if not (self.demo or self.spectator):
            self.before = BeforeRace(
                [seat.name for seat in self.session.seats],
                self.plan,
                self.seat_input,
                self.pads_to_claim,
                first_race=not any(isinstance(c, Reveal) for c in self.session.commands),
                on_change=self.plan_changed,
                on_setup=self.back_to_setup,
            )
        self.ready_panel = self.resume_panel()
        self.set_up_practice_and_tutorial()
        super().enter()

    def resume_panel(self) -> ResumePanel | None:
        return race_start.resume_panel(self)

    def ready(self) -> None:
        """Everyone is back at the table: the countdown starts (the round's, or the interrupted race's)."""
        self.ready_panel = None
        if self.race_waits:
            self.countdown = self.fresh_countdown()
        self.dirty = True

    def fresh_countdown(self) -> Countdown:
        """3-2-1 for the people at the table; computer runners alone (the demo, the smoke run) have
        nobody to get ready, nor a relay (each runner's own 3-2-1, :class:`Relay`): the card turns at once."""
        people = any(not seat.is_computer for seat in self.session.seats)
        relay = self.plan is not None and self.plan.mode is PlayMode.RELAY
        return Countdown() if people and not relay else Countdown(seconds=0)

    def plan_changed(self, plan: DevicePlan) -> None:
        """A seat without its pad took a keyboard zone, or the game became a relay: kept for
        Continue and for the next set-up."""
        assert self.app is not None and self.before is not None
        self.plan = plan
        if plan.mode is PlayMode.RELAY and self.race_waits:
            self.race, self.race_waits = None, False  # the interrupted race is run again as a relay
        controls.keep(self.session, plan)
        self.pads_to_claim = list(self.before.pads_to_claim)
        controls.remember(self.app, plan)
        self.dirty = True

    def back_to_setup(self) -> None:
        """No pad and no other way: the group goes back to the set-up (the game had not begun)."""
        assert self.app is not None
        from tabletop.scenes.setup import SetupScene

        self.app.replace(self.app.navigator.title(idle_demo=False))
        self.app.push(SetupScene(self.session.info))

    def default_plan(self) -> DevicePlan:
        """The plan of :func:`controls.choose_plan`; a replayed save that does not say races together."""
        assert self.app is not None
        plan = controls.choose_plan(self.session, self.app.settings, demo=self.demo, spectator=self.spectator)
        if self.spectator:
            self.devices_known = plan is not None
        return plan if plan is not None else controls.together(list(self.session.seats))

    def use_settings(self) -> None:
        super().use_settings()
        assert self.app is not None
        tween.set_speed(self.app.settings.animation_speed)

    def board_maps(self) -> list[Path]:
        return [table_draw.floor_map()]

    def layout_hud(self) -> None:
        """The log sits above the lanes where the lanes leave room (two runners); with more
        runners the banner's line says what happens and the menu's log keeps the game."""
        self.menu_button.rect = pygame.Rect(self.layout.zones["menu_button"])
        self.log.size = LOG_SIZE
        if self.players == 2:
            self.log.rect = pygame.Rect(16, 90, 520, 236)
        else:
            self.log.rect = pygame.Rect(0, 0, 0, 0)

    def device(self, seat: int) -> DeviceKind:
        assert self.plan is not None
        return self.plan.devices[seat].kind

    def pause(self) -> None:
        """The menu stops the race clock, the countdown and every seat's input (a card held by
        the mouse goes back to the hand)."""
        super().pause()
        self.hand.drag.cancel()
        if self.app is not None:
            now = self.app.now_ns()
            self.countdown.pause(now)
            for race in relay_phones.races_on_table(self):  # a relay's phones too, before its Ready
                race.pause(now)
        self.seat_input.pause()

    def resume(self) -> None:
        super().resume()
        assert self.app is not None
        now = self.app.now_ns()
        self.countdown.resume(now)
        for race in relay_phones.races_on_table(self):
            race.resume(now)
        if self.race is not None and not self.race_waits:
            self.seat_input.resume()

    # -- whose eyes ---------------------------------------------------------

    @property
    def phase(self) -> str:
        return str(self.view.get("phase", ""))

    def choose_viewer(self, initial: bool = False) -> None:
        """While everyone races the table shows the table's view and no curtain; after it, the
        engine's rule (the acting person's view, the curtain between people)."""
        if self.session.view(None)["phase"] in TOGETHER_PHASES and not self.session.over:
            self.viewer = None
            self.curtain_for = None
            return
        super().choose_viewer(initial)

    def bot_acting(self) -> bool:
        if self.phase in TOGETHER_PHASES:
            return False
        return super().bot_acting()

    def command_applied(self, command: Command, events: list[Event]) -> None:
        """Every command's events play as public beats first; the screen passes to the next
        person (the curtain, when it must) once they have played."""
        self.practice_heard(command)
        self.autosave()
        self.view = self.session.view(self.viewer)
        self.log.set_lines(self.log_lines())
        if isinstance(command, Reveal):
            self.countdown = self.fresh_countdown()
            self.start_race(self.reveal_ns)
        elif self.phase != "race" and self.racing():
            self.end_race()
        phone_runners.applied(self, command)  # before the beats: a phone hears its move at once
        self.animate(command, events)
        self.computers.acted()
        self.dirty = True

    def phone_decode(self, item: PhoneCommand) -> Command | None:
        return phone_runners.decode(self, item)  # a run takes the phone's own time

    def log_for(self, viewer: int | None, last: int | None = None) -> list[str]:
        """In a relay the path card turns for each runner after their countdown, so its line says so."""
        lines = super().log_for(viewer, last)
        if self.plan is None or self.plan.mode is not PlayMode.RELAY:
            return lines
        events = self.session.events[-(last or 0) :]
        return relay_log_lines(events, lines, [seat.name for seat in self.session.seats])

    def animate(self, command: Command, events: list[Event]) -> None:
        if self.session.view(None)["phase"] == "race" or isinstance(command, Reveal):
            self.after_beats()  # a runner finished: the race goes on, no beat holds it up
            return
        names = [seat.name for seat in self.session.seats]
        beats = event_beats.beats_for(
            events,
            self.first_log_index(events),
            lambda event: event.text_for(None, names=names),
            self.show_event,
        )
        if any(event.kind == "checked" for event in events) and self.humans() and not self.spectator:
            self.result_waits = True  # the group reads the check's result before the next countdown
        if beats:
            self.play_beats(beats, self.after_beats)
        else:
            self.after_beats()

    def show_event(self, event: Event) -> None:
        """A beat begins: the token it is about goes to its new place or room, the cards it is
        about come or go."""
        self.tutorial.beat(event.kind)
        self.show_tutorial_note()
        self.shown_cards = self.shown_cards.after(event, ShownCards.of(self.view))
        self.dirty = True
        seat = event.seat
        if seat is None or not 0 <= seat < self.players:
            return
        if event.kind == "placed":
            place = event.data.get("place")
            self.shown_places[seat] = "zero" if place is None else place
        elif event.kind in ("checked", "time_up"):
            self.shown_checked.add(seat)
        elif event.kind == "moved":
            self.shown_rooms[seat] = int(event.data.get("to", self.shown_rooms[seat]))
        self.dirty = True

    def after_beats(self) -> None:
        self.choose_viewer()
        self.refresh()

    def finish_motion(self) -> None:
        """Nothing slides on this table: a skipped beat leaves the table as the next beat finds it
        (the beats after it still move their pieces); skipping them all shows the end."""
        if self.timeline.beat is None:
            self.sync()

    def sync(self) -> None:
        seats = self.view.get("seats", [])
        self.shown_rooms = [entry["room"] for entry in seats]
        self.shown_places = [entry["position"] for entry in seats]
        self.shown_checked = {seat for seat, entry in enumerate(seats) if entry["last_run"] is not None}
        self.shown_cards = ShownCards.of(self.view)
        self.raced_path = None if self.view.get("path") is None else path_card(self.view)
        if self.phase != "race" and self.racing():
            self.end_race()
        acting = self.session.to_act()
        mine = (
            self.phase not in TOGETHER_PHASES
            and acting
            and self.viewer == acting[0]
            and not self.session.seats[acting[0]].is_computer
        )
        if mine:
            self.panel.choices.use(self.session.legal(acting[0]))
        else:
            self.panel.choices.clear()
        self.place_lanes()

    # -- the race ---------------------------------------------------------

    def start_race(self, zero_ns: int | None, *, held: bool = False) -> None:
        """The path card shows (:func:`race_start.start_race`)."""
        race_start.start_race(self, zero_ns, held=held)

    def run_relay(self, relay: Relay, phones: Race | None) -> None:  # phones race meanwhile
        relay_phones.run_relay(self, relay, phones)  # the relay takes the screen (:mod:`.relay_phones`)

    def phones_pause_under(self) -> bool:  # not the relay (phones race on), nor a note (phones read it)
        return relay_phones.phones_pause_under(self) and not self.tutorial.holding

    def end_race(self) -> None:
        """Every runner is in: the lanes show the runs as the check reads them out."""
        self.race = None
        relay_scene, self.relay_scene = self.relay_scene, None
        if relay_scene is not None:
            relay_scene.close()
        self.seat_input.pause()
        self.shown_checked = set()
        self.place_lanes()

    def place_lanes(self) -> None:
        race_start.place_lanes(self)

    @property
    def relay(self) -> Relay | None:
        """The relay being run (its scene is over the table), or None."""
        return self.relay_scene.relay if self.relay_scene is not None else None

    def give_controls_to(self, seat: int | None) -> None:
        """A relay's runner up takes over a keyboard zone shared with them."""
        if self.plan is not None:
            controls.hand_to_runner(self.plan, self.seat_input, seat)

    def racing(self) -> bool:
        return self.race is not None or self.relay is not None

    def parts(self, seat: int) -> table_draw.LaneParts:
        """The lane's race parts; a runner whose hand is in the tray has no row of places there."""
        if seat == self.hand.seat():
            return table_draw.lane_parts(self.lanes[seat], 0)
        count = len(self.hand_preview(seat)) or SLOTS
        if self.race is not None and seat in self.race.hands:
            count = len(self.race.hands[seat].cards)
        relay = self.relay
        if relay is not None and relay.up == seat and relay.hand is not None:
            count = len(relay.hand.cards)
        return table_draw.lane_parts(self.lanes[seat], count)

    def hand_preview(self, seat: int) -> tuple[str | None, ...]:
        """While the tutorial's note about the cards and the controls shows, each person's lane shows
        the hand they will race with, keys and all (a phone runner's is on the phone)."""
        shown = self.tutorial.page is Page.KEYS and not self.racing() and self.phase == "reveal"
        if not shown or seat not in self.screen_people() or not self.view.get("seats"):
            return ()
        return tuple(RunnerHand(specials_in_view(self.view, seat)).places())

    def fine_input(self) -> bool:
        return self.race is not None and not self.race.over

    # -- a relay ---------------------------------------------------------

    def path_hidden(self) -> bool:
        """In a relay the path card shows only while a person runs: behind the curtain, and once
        every run is in, until the check, it lies face down."""
        if self.race_waits:
            return True  # the runners still to run see the path again when their countdown ends
        relay = self.relay
        return relay is not None and relay.stage is not Stage.RUNNING

    def raw_event(self, event: pygame.event.Event, stamp_ns: int) -> bool:
        self.hand.stamp(event, stamp_ns)
        if self.curtain_for is not None:
            return False
        if self.claiming() and event.type == pygame.CONTROLLERBUTTONDOWN:
            assert self.before is not None and self.app is not None
            seat = self.before.press(event.instance_id)
            if seat is not None:
                name = self.session.seats[seat].name
                self.app.toast(_("{name} plays with this gamepad.").format(name=name))
            self.dirty = True
            return True
        # a question open over the race (Time's up?) does not stop the runners' presses
        used = self.seat_input.feed(event, stamp_ns)
        race_start.claim_next_pad(self)
        return used

    def claiming(self) -> bool:
        return race_start.claiming(self)

    def ask_time_up(self, seat: int) -> None:
        """Ask the group first (:mod:`~tabletop.games.outrun.table.time_up`): over the monster board."""
        self.time_up.ask(seat, self.session.seats[seat].name, lambda: self.call_time_up(seat))
        self.dirty = True

    def still_racing(self, seat: int) -> bool:
        if self.race is not None:
            return self.may_call_time_up(seat, self.race)
        return self.relay_scene is not None and self.relay_scene.still_running(seat)

    def call_time_up(self, seat: int) -> None:
        if self.race is not None and self.app is not None:
            self.race.time_up(seat, self.app.now_ns())
            self.dirty = True
        if self.relay_scene is not None:
            self.relay_scene.time_up(seat)

    def update_table(self, dt: float) -> bool:
        racing = race_start.update_race(self, dt)
        if self.practice is not None and self.app is not None:
            self.practice.watch(self.race, self.app.now_ns())  # the moments for the next ghost
        if self.next_race_shown() and self.next_race_button.update(dt):
            self.dirty = True
            racing = True
        self.dirty = self.time_up.forget_stale(self.still_racing) or self.dirty
        dragging = self.hand.update(dt)
        if dragging:
            self.dirty = True
        return racing or dragging

    def wake_in(self) -> float | None:
        waits = [w for w in (super().wake_in(),) if w is not None]
        if self.race is not None and self.app is not None:
            due = self.race.wake_in(self.app.now_ns())
            if due is not None:
                waits.append(due)
        return min(waits) if waits else None

    # -- the choices after the race ---------------------------------------------------------

    def my_choice(self) -> bool:
        return self.panel.mine()

    def next_race_shown(self) -> bool:
        """After the check, the table waits on Next race (over the face-down path card)."""
        return (
            self.result_waits
            and self.phase == "reveal"
            and not self.timeline.playing
            and self.curtain_for is None
            and not self.tutorial.holding
            and not self.spectator
        )

    def next_race(self) -> None:
        """Everyone has read the check: the countdown to the next race starts."""
        self.result_waits = False
        self.dirty = True

    def handle_table(self, intent: Intent) -> None:
        if self.ready_panel is not None and not self.tutorial.holding:
            if self.ready_panel.handle(intent):
                self.dirty = True
            return  # nothing else on the table works until Ready
        if self.race_waits:
            # the fresh countdown runs: nobody lays a card before the path card is theirs
            if self.claiming() and self.before is not None and self.before.handle(intent):
                self.dirty = True
            return
        if self.next_race_shown() and self.next_race_button.handle(intent):
            self.dirty = True
            return
        before = self.before
        holding = self.phase == "reveal" and not self.countdown.started and before is not None
        if holding and before is not None and before.holding() and before.handle(intent):
            self.dirty = True
            return
        if self.phase == "race" and self.relay_scene is not None:
            self.relay_scene.handle_run(intent)  # the relay over the table takes the table's input
            return
        if self.phase == "race" and self.race is not None:
            for seat, button in self.time_up_buttons.items():
                if self.may_call_time_up(seat, self.race) and button.handle(intent):
                    return
            mouse = self.hand.seat()
            if mouse is not None:
                self.hand.handle(mouse, intent)
            return
        self.panel.handle(intent)

    # -- what the banner says ---------------------------------------------------------

    def hud_line(self) -> str:
        if self.playback is not None:
            seconds = decimal(self.playback.elapsed_ms / 1000, 1)
            return _("Replay of the race: {seconds} s after the path card turned.").format(seconds=seconds)
        if self.phase in TOGETHER_PHASES and not self.timeline.playing and not self.spectator:
            return self.instruction()
        return super().hud_line()

    def instruction(self) -> str:
        return banner.instruction(self)

    # -- drawing ---------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The frame from the table's picture, where only the parts that changed since the last
        frame are repainted (:mod:`~tabletop.games.outrun.table.table_layers`)."""
        if self.curtain_for is not None or self.app is None:
            self.layers.forget()  # the curtain is painted, not the table
            super().draw(surface)
            return
        parts = table_parts.frame_parts(self)
        looks = (language(), text.get_scale(), self.app.settings)
        self.layers.draw(
            self.app, surface, parts, looks, on_top=self.drawn_alone(), paint_moving=self.hand.paint
        )
        self.draw_phone_marks(surface)  # a phone seat not linked, over the picture

    def drawn_alone(self) -> bool:
        """Nothing was drawn over the table's picture: it is the top scene, or a mode over it that
        paints through the table's own draw (:mod:`.over_table`)."""
        assert self.app is not None
        top = self.app.top
        return top is self or isinstance(top, OverTable) and top.table is self

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """The canvas areas the last draw changed, when it changed only those (else None)."""
        return self.layers.dirty_rects()

    def draw_table(self, surface: pygame.Surface) -> None:
        """The whole frame at once, without the picture (a table drawn with no app to time it)."""
        for part in table_parts.frame_parts(self):
            part.paint(surface)
        self.hand.paint(surface)

    def draw_hud(self, surface: pygame.Surface) -> None:
        """The banner, the log and the practice clock are parts of the frame (``draw_table``)."""

    def banner_words(self) -> tuple[Seat | None, str, str]:
        """Whose turn the banner names (nobody while everyone races, nor while the beats play: each
        beat's line names whom it is about, and needs the room), their role and its line."""
        if self.phase in TOGETHER_PHASES or self.timeline.playing:
            return None, "", self.hud_line()
        seat = self.acting_seat()
        who = self.session.seats[seat] if seat is not None else None
        return who, self.seat_label(seat) if seat is not None else "", self.hud_line()

    def paint_banner(
        self, who: Seat | None, label: str, line: str, reserve: int, surface: pygame.Surface
    ) -> None:
        chrome.draw_turn_banner(surface, who, label, line, reserve=reserve, two_lines=True)
        self.menu_button.draw(surface)

    def shown_entry(self, seat: int) -> RunnerView:
        """A runner's entry of the view with the cards in front of them as the beats have got to."""
        entry = self.view["seats"][seat]
        front = self.shown_cards.front_json(seat)
        return entry if front == entry["interference"] else {**entry, "interference": front}

    def shown_path(self) -> PathCardView | None:
        """The path card just raced, while the check's beats compare the runs with it."""
        return self.raced_path if self.timeline.playing else None

    def shown_center(self) -> list[CardView]:
        """The Vampire's centre cards as the beats have got to."""
        return self.shown_cards.center_json()

    def lane_look(self, seat: int, lit: bool) -> table_draw.LaneLook:
        """What seat ``seat``'s lane shows now (:mod:`~tabletop.games.outrun.table.lane_looks`)."""
        return lane_looks.lane_look(self, seat, lit)

    def may_call_time_up(self, seat: int, race: Race) -> bool:
        """A person still racing gets a "Time's up" button (the group calls it for them); a
        computer runner finishes in its own time, and nobody calls anything in a demo, nor before Ready."""
        waiting = self.demo or self.race_waits or self.ready_panel is not None
        if waiting or seat not in (*race.hands, *race.phones) or seat not in race.racing:
            return False
        return not race.finished(seat) and not self.session.seats[seat].is_computer

    # -- the replay viewer's race ---------------------------------------------------------

    def live_replay(self, commands: list[Command], position: int) -> RacePlayback | None:
        """The replay viewer's hook: when the table after ``position`` commands of the log stands
        in a race, the race plays again from there, card by card (the viewer runs its clock)."""
        self.playback = RacePlayback.at(commands, position)
        self.dirty = True
        return self.playback

    def controls_label(self, seat: int) -> str:
        """The seat's device under its name ("" when the replayed save does not say)."""
        if self.plan is None or not self.devices_known:
            return ""
        return controls.label(self.plan, self.seat_input, seat, spectator=self.spectator)

    def key_labels(self, seat: int, count: int) -> tuple[str, ...]:
        return controls.key_labels(self.seat_input, seat, count)

    def finish_key(self, seat: int) -> str:
        return controls.finish_key(self.seat_input, seat)

    # -- tooltips ---------------------------------------------------------

    def tip_at(self, pos: tuple[int, int]) -> Tip | None:
        """The table's pieces explain themselves (:mod:`~tabletop.games.outrun.table.tips`)."""
        return tips.button_tip(self, pos) or tips.table_tip(self, pos) or super().tip_at(pos)

    def drawn_pieces(self) -> list[Piece]:  # the table's own pieces, unless a curtain hides them
        return [*super().drawn_pieces(), *(tips.drawn_pieces(self) if self.curtain_for is None else [])]

    # -- practice ---------------------------------------------------------

    def set_up_practice_and_tutorial(self) -> None:
        """A practice game gets its clock; a newcomers' table its tutorial round."""
        assert self.app is not None and self.plan is not None
        if self.demo or self.spectator:
            return
        seat = practice_seat(self.session, self.plan.mode is PlayMode.PRACTICE)
        self.practice = PracticeTable(self.session, seat, self.app.settings) if seat is not None else None
        raced = any(command.TYPE in ("run", "time_up") for command in self.session.commands)
        if not self.app.settings.outrun_tutorial_seen and self.humans() and not raced:
            self.start_tutorial()

    def practice_heard(self, command: Command) -> None:
        if self.practice is not None and self.app is not None:
            self.practice.after(command, self.race, self.relay.times if self.relay else {}, self.app)

    def practice_status(self, seat: int, status: str) -> str:
        return self.practice.status(seat, status) if self.practice is not None else status

    def banner_reserve(self) -> int:
        reserve = super().banner_reserve()
        if self.practice is not None and self.app is not None:
            reserve += self.practice.clock_width(self.app, self.short_clock()) + 8
        return reserve

    def short_clock(self) -> bool:
        """While the beats play the clock stands still and the banner's line says what happens:
        the clock then shows the time alone and leaves the line its room."""
        return self.timeline.playing

    def practice_clock(
        self,
    ) -> tuple[pygame.Rect, tuple[str, int], Callable[[pygame.Surface], None]] | None:
        """A practice game's clock on the banner: its box, what it reads and its painter."""
        if self.practice is None or self.app is None:
            return None
        right = chrome.BANNER_RECT.right - 8 - super().banner_reserve()
        return self.practice.clock_part(self.app, self.race, right, self.short_clock())

    def score_text(self, seat: int, room: int) -> str:
        """A runner's line on the game-over screen: the room the token stands in, counted as the
        map counts them, or out of the museum."""
        name = self.session.seats[seat].name
        rooms = int(self.session.view(None)["rooms"])
        if room >= rooms:
            return _("{name}: out of the museum").format(name=name)
        return _("{name}: room {number} of {rooms}").format(name=name, number=room + 1, rooms=rooms)

    @property
    def draw_game_over(self) -> Callable[[pygame.Surface, pygame.Rect], None] | None:
        """The game-over screen's body: a practice game's result (other games use the screen's own)."""
        if self.practice is None or self.practice.won is None or self.app is None:
            return None
        return partial(self.practice.draw_game_over, host=self.app)

    # -- the tutorial round ---------------------------------------------------------

    def start_tutorial(self) -> None:
        """Explain the next round (the first of the game, or the next one when asked from the menu)."""
        tutorial_scene.explain_next_round(self)

    def tutorial_done(self) -> None:
        if self.app is not None and not self.app.settings.outrun_tutorial_seen:
            self.app.update_settings(self.app.settings.with_(outrun_tutorial_seen=True))
        self.dirty = True

    def ask_tutorial_skip(self, question: str, action: Callable[[], None]) -> None:
        self.ask_first(question, action, always=True)

    def seat_keys(self) -> frozenset[int]:
        return self.seat_input.keys_in_use()

    def menu_extras(self) -> list[tuple[Callable[[], str], Callable[[], None]]]:
        if self.demo or self.spectator or not self.humans():
            return []
        return [(lambda: _("Show the tutorial"), self.start_tutorial)]

    def skip_controls_shown(self) -> bool:
        """The beats' Next and Skip all hide while a tutorial note (with its own Next) is up."""
        return super().skip_controls_shown() and not self.tutorial.holding

    def update(self, dt: float) -> bool:
        """A tutorial note that opens takes the screen (:mod:`.tutorial_scene`): the table waits."""
        if tutorial_scene.note_due(self):
            self.show_tutorial_note()
            return True
        if relay_phones.screen_due(self):  # its card went down under the menu, or Ready was pressed
            relay_phones.take_screen(self)
            return True
        return super().update(dt)

    def show_tutorial_note(self) -> None:
        """A note is up: it takes the screen and the input at once (a click in the same frame too)."""
        app = self.app
        if app is None or not self.tutorial.holding or self.paused:
            return
        app.push(tutorial_scene.TutorialScene(self, self.tutorial))
