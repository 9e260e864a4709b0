"""The frenzied scavenge on the Just Run table (rulebook, The Frenzied Method; Scavenging for Gear
the Frenzied Way), as a component the table scene hosts.

The card shown stands large in the middle with its details in words, the deck's size beside it and
the five-minute timer on the right (``frenzy_timer``: measured on the race clock, stopped with the
scene, kept in the session's ``table`` data).  Along the bottom every seat has its lane: its name,
its dice left, and only *whether* it has answered, never what.  Everyone answers at once on their
own device (``frenzy_seats``: keyboard zones, gamepads, touch lanes, the mouse's lane).  When the
last answer is in, every lane shows its answer for a moment; a fight's dice then roll in the
fighters' lanes, the winner's lane is lit and a tie is explained.

How the scene hosts it::

    panel = FrenzyPanel(session.seats, session.table, KeyZones.from_names(settings.key_zones))
    panel.set_view(session.view(None), app.now_ns())   # on enter and after every command
    panel.show_events(events)                          # the events of every command applied
    panel.raw_event(event, stamp_ns)                   # from Scene.raw_event (True: used)
    for command in panel.update(dt, app.now_ns()):     # answers and time's up
        scene.submit(command)
    panel.refused(command)                             # from command_refused: may answer again
    panel.pause(now) / panel.resume(now)               # with the scene
    panel.handle(intent); panel.draw(surface); panel.wake_in(now); panel.seat_keys()
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from tabletop.core import i18n
from tabletop.core.contract import Command, Event
from tabletop.core.i18n import N_, _, ngettext
from tabletop.core.seats import Seat
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.dice import DiceSprite, die_face
from tabletop.engine.intents import Click, Intent
from tabletop.engine.key_zones import KeyZones
from tabletop.engine.seat_devices import DeviceKind, NoModes, SeatDevice, SeatPlan, apply_plan
from tabletop.engine.seat_input import Lane, SeatInput, SeatIntent
from tabletop.games.just_run.rules.commands import TimeUp
from tabletop.games.just_run.rules.view import CardView, FrenzyView, JustRunView, card_json
from tabletop.games.just_run.table import frenzy_seats as fs
from tabletop.games.just_run.table.frenzy_timer import FrenzyTimer, clock_text, saved_ms
from tabletop.games.just_run.table.item_cards import CardLook, detail_image, item_name
from tabletop.games.just_run.table.table_view import before_first_view

PANEL_RECT = pygame.Rect(0, 80, 1920, 1000)
LANES_TOP = 806
LANE_HEIGHT = 262
LANE_GAP = 12
MARGIN = 24
BUTTON_HEIGHT = 92
BUTTON_WIDTH = 280  # at most: with two seats a lane is half the screen wide
DIE = 64
SMALL_DIE = 38
#: the card shown is grown up to this size (it stays clear of the lanes); it is never shrunk
CARD_MAX = (600, 680)
#: how long everyone's answers stay on show, and a fight's dice (seconds)
ANSWERS_TIME = 2.2
FIGHT_TIME = 3.6
ROLL_TIME = 0.9

YES_COLOUR = (72, 170, 92)
NO_COLOUR = (120, 120, 128)
WIN = (255, 214, 90)
LOW_TIME = (226, 86, 60)
#: a seat that has answered: neither the Yes green nor the No grey, so it gives nothing away
ANSWERED = (120, 200, 240)
LANE_FACE = (30, 30, 34, 236)
#: a key hint under an answer sits on a dark key cap of its own, so it reads as a key and keeps a
#: strong contrast on the amber face of a pressable button and the grey of the others alike
#: seats that answer somewhere else (a computer, a phone): nothing on this screen answers for them
ON_ITS_OWN = frozenset({DeviceKind.COMPUTER, DeviceKind.REMOTE})
KEY_CAP = (24, 20, 16)
KEY_INK = WIN
KEY_SIZE = 26
#: said on screen while a lane's gamepad is missing
MISSING_NOTE = N_(
    "No gamepad for a lane? Press a button on a free one to take it, or touch or click that lane's answers."
)


@dataclass
class Moment:
    """Something shown for a while after the last answer: everyone's answers, or a fight."""

    kind: str  # "answers" or "fight"
    card: int
    left: float
    wants: list[bool] = field(default_factory=list)
    fighters: list[Mapping[str, Any]] = field(default_factory=list)
    winner: int | None = None
    die: int | None = None
    dice: dict[int, list[DiceSprite]] = field(default_factory=dict)


class FrenzyPanel:
    """The frenzied scavenge for every seat at once, on one screen."""

    def __init__(
        self,
        seats: Sequence[Seat],
        table: dict[str, Any],
        zones: KeyZones | None = None,
        devices: Sequence[SeatDevice] | None = None,
        rect: pygame.Rect = PANEL_RECT,
        seed: int = 0,
    ) -> None:
        self.seats = list(seats)
        self.names = [seat.name for seat in seats]
        self.table = table
        self.rect = pygame.Rect(rect)
        self.seed = seed
        plan = (
            SeatPlan(NoModes.ONE, tuple(devices))
            if devices is not None
            else fs.DEVICES.saved_plan(table, seats)
        )
        if plan is None:
            plan = fs.DEVICES.default_plan(seats)
        self.devices = plan.devices
        fs.DEVICES.keep_with_game(table, plan)
        self.seat_input = SeatInput(zones if zones is not None else KeyZones.default(), fs.FRENZY_ACTIONS)
        self.pads_to_claim = apply_plan(plan, self.seat_input)
        self.timer = FrenzyTimer()
        self.view: JustRunView = before_first_view()
        self.moments: list[Moment] = []
        self.paused = False
        #: why the frenzy waits ("menu"; "phone": a phone seat's link is down): while any reason
        #: holds, the timer stops and no press is read
        self._holds: set[str] = set()
        self.phone_seats: frozenset[int] = frozenset()
        self.phones_down: frozenset[int] = frozenset()
        self.now_ns = 0
        self._cards: dict[int, CardView] = {}
        self._sent: set[int] = set()
        self._question: tuple[Any, ...] | None = None
        self._time_up_sent = False
        self._lanes: dict[int, pygame.Rect] = {}
        self._buttons: dict[int, tuple[pygame.Rect, pygame.Rect]] = {}
        #: where the mouse is, for the hover light on the buttons it may press
        self._hover: tuple[int, int] | None = None
        self._layout()
        self._claim_next_pad()

    # -- reading the game ---------------------------------------------------------------------------

    @property
    def frenzy(self) -> FrenzyView | None:
        return self.view.get("frenzy")

    @property
    def showing(self) -> bool:
        """Whether the panel has something to show: the phase is on, or its last moment plays."""
        return self.frenzy is not None or bool(self.moments)

    def set_view(self, view: JustRunView, now_ns: int) -> None:
        """The game now (the table's view: nobody's answers in it).  The timer starts with the first
        card shown, from the time the save kept when the game was loaded mid-scavenge."""
        self.view = view
        self.now_ns = now_ns
        frenzy = self.frenzy
        if frenzy is None:
            return
        card = int(frenzy["card"]["card"])
        self._cards[card] = frenzy["card"]
        question = (card, frenzy["deck"], frenzy["stage"])
        if question != self._question:
            self._question, self._sent = question, set()
        if not self.timer.started:
            self.timer.start(now_ns, saved_ms(self.table))
            if self.paused:
                self.timer.pause(now_ns)
        self.timer.keep(self.table, now_ns)

    def show_events(self, events: Sequence[Event]) -> None:
        """Once every answer is in: show them all, then a fight's dice (the rules' "wanted" and
        "scavenge_fight" events)."""
        for event in events:
            if event.kind == "wanted":
                wants = [bool(w) for w in event.data["wants"]]
                self.moments.append(Moment("answers", int(event.data["card"]), ANSWERS_TIME, wants=wants))
            elif event.kind == "scavenge_fight":
                data = event.data
                moment = Moment(
                    "fight",
                    int(data["card"]),
                    FIGHT_TIME,
                    fighters=list(data["fighters"]),
                    winner=data["winner"],
                    die=data["die"] if data["winner"] is not None else _top(data["fighters"]),
                )
                self.moments.append(moment)
        if self.moments:
            self._start_moment()

    # -- the devices --------------------------------------------------------------------------------

    def raw_event(self, event: pygame.event.Event, stamp_ns: int) -> bool:
        """A raw event stamped on arrival; True when it was a seat's answer (or a pad's claim)."""
        if event.type == pygame.MOUSEMOTION and not getattr(event, "touch", False):
            self._hover = tuple(event.pos)
        if self._lane_click(event, stamp_ns):
            return True
        used = self.seat_input.feed(event, stamp_ns)
        self._claim_next_pad()
        self._register_lanes()
        return used

    def device_missing(self, seat: int) -> bool:
        """A person's device is not there: a gamepad seat with no pad (none plugged in, or it was
        unplugged).  Their lane's buttons then take a touch or a click instead."""
        device = self.devices[seat]
        return device.kind is DeviceKind.PAD and self.seat_input.pads.pad_of(seat) is None

    def clickable(self, seat: int) -> bool:
        """Whether the mouse may press ``seat``'s answers: the mouse is that person's device, their
        own device is missing, or no person has the mouse (then a click is everyone's fallback; a
        finger's own copy as a mouse event is never read twice)."""
        kind = self.devices[seat].kind
        if kind in ON_ITS_OWN:
            return False
        mouse = self.seat_input.mouse_seat
        return mouse == seat or self.device_missing(seat) or mouse is None

    def _lane_click(self, event: pygame.event.Event, stamp_ns: int) -> bool:
        """The mouse's press on an answer of a lane whose device is missing, or of any person's lane
        while no person has the mouse, answers for that lane (the mouse seat's own lane is the seat
        input's)."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or getattr(event, "touch", False):
            return False
        if self.paused:
            return False
        for seat, buttons in self._buttons.items():
            if seat == self.seat_input.mouse_seat or not self.clickable(seat):
                continue
            for slot, rect in enumerate(buttons):
                if rect.collidepoint(event.pos):
                    press = fs.ANSWER_PRESSES[slot]
                    intent = SeatIntent(seat, press.action, stamp_ns, press.slot, DeviceKind.MOUSE)
                    return self.seat_input.put(intent)
        return False

    def _claim_next_pad(self) -> None:
        pads = self.seat_input.pads
        if pads.waiting is not None:
            return
        waiting = [seat for seat in self.pads_to_claim if pads.pad_of(seat) is None]
        if waiting:
            pads.wait_for(waiting[0])

    def seat_keys(self) -> frozenset[int]:
        """The keys the seats answer with (no screen over the table takes them as shortcuts)."""
        return self.seat_input.keys_in_use()

    def pause(self, now_ns: int) -> None:
        """The menu is open: the timer stops, presses are not read, and the time is kept."""
        self.hold("menu", True, now_ns)

    def resume(self, now_ns: int) -> None:
        self.hold("menu", False, now_ns)

    def hold(self, reason: str, on: bool, now_ns: int) -> None:
        """Stop the frenzy for ``reason`` (``on``) or end that reason; it runs again once no reason
        is left (the menu closed while a phone is still lost keeps it waiting)."""
        was = bool(self._holds)
        if on:
            self._holds.add(reason)
        else:
            self._holds.discard(reason)
        if bool(self._holds) == was:
            return
        self.paused = bool(self._holds)
        if self.paused:
            self.timer.pause(now_ns)
            self.seat_input.pause()
            if self.timer.started:
                self.timer.keep(self.table, now_ns)
        else:
            self.timer.resume(now_ns)
            self.seat_input.resume()

    def on_phones(self, seats: Sequence[int]) -> None:
        """``seats`` answer on their phones (issue 22): no key, pad or click here answers for them,
        and their lanes show no buttons."""
        self.phone_seats = frozenset(seats)
        devices = tuple(
            SeatDevice(DeviceKind.REMOTE) if seat in self.phone_seats else device
            for seat, device in enumerate(self.devices)
        )
        self.devices = devices
        self.seat_input = SeatInput(self.seat_input.zones, fs.FRENZY_ACTIONS)
        self.pads_to_claim = apply_plan(SeatPlan(NoModes.ONE, devices), self.seat_input)
        if self.paused:
            self.seat_input.pause()
        self._register_lanes()
        self._claim_next_pad()

    def links_down(self, seats: frozenset[int], now_ns: int) -> None:
        """The phone seats whose link is down now: the frenzy (its timer above all) waits for them."""
        self.phones_down = seats & self.phone_seats
        self.hold("phone", bool(self.phones_down), now_ns)

    # -- the frame ----------------------------------------------------------------------------------

    def update(self, dt: float, now_ns: int) -> list[Command]:
        """The answers pressed since the last frame (in the order of their stamps), and the time's
        up once five minutes have passed."""
        self.now_ns = now_ns
        out: list[Command] = []
        intents = self.seat_input.take()
        if self.paused:
            return out
        self._play_moments(dt)
        frenzy = self.frenzy
        if frenzy is None:
            return out
        if self.timer.started:
            self.timer.keep(self.table, now_ns)
        if not self.moments:
            for intent in intents:
                command = self.answer(intent.seat, fs.choice_of(intent))
                if command is not None:
                    out.append(command)
        if self.timer.due(now_ns) and not self._time_up_sent:
            to_act = list(self.view.get("to_act", []))
            if to_act:
                self._time_up_sent = True
                out.append(TimeUp(int(to_act[0]), self.timer.elapsed_ms(now_ns)))
        return out

    def answer(self, seat: int, choice: int | None) -> Command | None:
        """The command for ``seat``'s first (0) or second (1) answer, once per question."""
        if choice is None or seat in self._sent or self.devices[seat].kind in ON_ITS_OWN:
            return None
        command = fs.answers(self.view, seat)[choice]
        if command is not None:
            self._sent.add(seat)
        return command

    def refused(self, command: Command) -> None:
        """The rules refused a command the panel made (the game had moved on before it came):
        that seat may answer again, and the timer may call time's up again."""
        if isinstance(command, TimeUp):
            self._time_up_sent = False
        else:
            self._sent.discard(command.seat)

    def handle(self, intent: Intent) -> bool:
        """An ordinary click on the panel ends the moment on show (the timer runs on anyway)."""
        if isinstance(intent, Click) and self.moments and self.rect.collidepoint(intent.pos):
            self.skip()
            return True
        return False

    def skip(self) -> None:
        """Jump past every moment waiting."""
        self.moments.clear()

    def wake_in(self, now_ns: int) -> float | None:
        if self.moments:
            return 0.0
        return self.timer.wake_in(now_ns) if self.frenzy is not None else None

    def _play_moments(self, dt: float) -> None:
        while self.moments:
            moment = self.moments[0]
            moment.left -= dt
            for dice in moment.dice.values():
                for die in dice:
                    die.update(dt)
            if moment.left > 0:
                return
            self.moments.pop(0)
            dt = 0.0
            if self.moments:
                self._start_moment()

    def _start_moment(self) -> None:
        moment = self.moments[0]
        if moment.kind != "fight" or moment.dice:
            return
        tied = [int(f["seat"]) for f in moment.fighters if moment.winner is None and f["dice"]]
        for fighter in moment.fighters:
            seat = int(fighter["seat"])
            lane = self._lanes.get(seat)
            if lane is None:
                continue
            values = list(fighter["dice"])
            sprites: list[DiceSprite] = []
            for index, value in enumerate(values):
                x = lane.centerx + (index - (len(values) - 1) / 2) * (DIE + 20)
                die = DiceSprite((x, lane.top + 180), value, DIE, seed=self.seed + seat * 7 + index, faces=[])
                die.roll(value, ROLL_TIME)
                first_top = value == moment.die and all(d.value != value for d in sprites)
                die.highlight = first_top and seat in (moment.winner, *tied)
                sprites.append(die)
            moment.dice[seat] = sprites

    # -- where things are ---------------------------------------------------------------------------

    def _layout(self) -> None:
        count = max(1, len(self.seats))
        width = (self.rect.width - 2 * MARGIN - (count - 1) * LANE_GAP) // count
        for seat in range(len(self.seats)):
            area = pygame.Rect(
                self.rect.left + MARGIN + seat * (width + LANE_GAP), LANES_TOP, width, LANE_HEIGHT
            )
            self._lanes[seat] = area
            half = min(BUTTON_WIDTH, (area.width - 3 * 12) // 2)
            top = area.bottom - BUTTON_HEIGHT - 14
            first = pygame.Rect(area.centerx - 6 - half, top, half, BUTTON_HEIGHT)
            second = pygame.Rect(area.centerx + 6, top, half, BUTTON_HEIGHT)
            self._buttons[seat] = (first, second)
        self._register_lanes()

    def _register_lanes(self) -> None:
        """The lanes touch and the mouse answer in: touch lanes, the mouse seat's lane, and every
        lane whose device is missing (a finger on its buttons answers for it)."""
        lanes: dict[int, Lane] = {}
        for seat, area in self._lanes.items():
            kind = self.devices[seat].kind
            mouse = kind is DeviceKind.MOUSE and self.seat_input.mouse_seat == seat
            if kind is DeviceKind.TOUCH or mouse or self.device_missing(seat):
                lanes[seat] = Lane(area, tuple(zip(self._buttons[seat], fs.ANSWER_PRESSES, strict=True)))
        self.seat_input.set_lanes(lanes)

    def lane(self, seat: int) -> pygame.Rect:
        return self._lanes[seat]

    def buttons(self, seat: int) -> tuple[pygame.Rect, pygame.Rect]:
        return self._buttons[seat]

    # -- words --------------------------------------------------------------------------------------

    def _card_name(self, card: int) -> str:
        return item_name(str(self._card(card).get("name", "?")))

    def _card(self, card: int) -> CardView:
        """A scavenge card as the view gives it, also for a card no longer shown (a moment's card)."""
        if card not in self._cards:
            self._cards[card] = card_json(card)
        return self._cards[card]

    def status_line(self) -> str:
        """What the table is waiting for, or what the moment on show means."""
        if self.moments:
            return self._moment_line(self.moments[0])
        frenzy = self.frenzy
        if frenzy is None:
            return ""
        item = self._card_name(int(frenzy["card"]["card"]))
        if frenzy["stage"] == "want":
            return _("Who wants the {item}? Everyone answers at once: Yes or No.").format(item=item)
        names = self._names(frenzy["fighters"])
        if frenzy["choosers"] and all(not self.view["survivors"][s]["dice"] for s in frenzy["choosers"]):
            return _("{names} fight for the {item} with no dice left: stay in or give up.").format(
                names=names, item=item
            )
        return _("{names} fight for the {item}: roll one die or both, the highest single die wins.").format(
            names=names, item=item
        )

    def _names(self, seats: Sequence[int]) -> str:
        """ "Ana and Ben", "Ana, Ben and Cleo"."""
        names = [self.names[int(s)] for s in seats]
        if len(names) < 2:
            return "".join(names)
        return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])

    def _moment_line(self, moment: Moment) -> str:
        item = self._card_name(moment.card)
        if moment.kind == "answers":
            takers = [s for s, wanted in enumerate(moment.wants) if wanted]
            if not takers:
                return _("Nobody wants the {item}: it is discarded.").format(item=item)
            if len(takers) == 1:
                return _("Only {name} wants the {item} and takes it.").format(
                    name=self.names[takers[0]], item=item
                )
            return _("{names} want the {item}: they fight for it!").format(
                names=self._names(takers), item=item
            )
        if moment.winner is None:
            if moment.die:
                return _(
                    "A tie: the highest dice both show {die}. The {item} is damaged in the struggle "
                    "and discarded; nobody loses a die."
                ).format(die=moment.die, item=item)
            return _("A tie: nobody fighting has a die and nobody gave up. The {item} is discarded.").format(
                item=item
            )
        name = self.names[moment.winner]
        if moment.die:
            return _("{name} wins the {item} with the highest die, a {die}, and spends that die.").format(
                name=name, item=item, die=moment.die
            )
        return _("{name} is the only one left in the fight and takes the {item}.").format(
            name=name, item=item
        )

    def lane_status(self, seat: int) -> str:
        """Only whether a seat has answered, never what (until every answer is in)."""
        frenzy = self.frenzy
        if frenzy is None:
            return ""
        device = self.devices[seat]
        if frenzy["stage"] == "fight":
            if seat not in frenzy["fighters"]:
                return _("Not in this fight")
            if seat not in frenzy["choosers"]:
                return _("Waiting for the dice")
        if frenzy["answered"][seat]:
            return _("Answered")
        if seat in self.phones_down:
            return _("Phone lost: the game waits")
        if seat in self.phone_seats:
            return _("Answering on the phone")
        if device.kind is None:
            return _("Thinking…")
        if self.device_missing(seat):
            return _("Press your pad, or tap an answer")
        return _("Answer now")

    # -- drawing ------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if not self.showing:
            return
        moment = self.moments[0] if self.moments else None
        frenzy = self.frenzy
        card = moment.card if moment is not None else (int(frenzy["card"]["card"]) if frenzy else None)
        self._draw_title(surface)
        self._draw_deck(surface, int(frenzy["deck"]) if frenzy is not None else 0)
        if card is not None:
            image = big_card(CardLook.of(self._card(card)))
            rect = image.get_rect(midtop=(self.rect.centerx, self.rect.top + 12))
            rect.bottom = min(rect.bottom, LANES_TOP - 8)  # a card taller than CARD_MAX: clear of the lanes
            theme.blit_shadow(surface, rect, 18, (8, 14), 16, 170)
            surface.blit(image, rect)
        self._draw_timer(surface)
        status = pygame.Rect(self.rect.left + 48, self.rect.top + 470, 600, 250)
        colour = WIN if moment is not None else theme.TEXT
        txt.draw_wrapped(surface, self.status_line(), status, 32, colour, bold=moment is not None)
        for seat in range(len(self.seats)):
            self._draw_lane(surface, seat, moment)

    def _draw_title(self, surface: pygame.Surface) -> None:
        left = self.rect.left + 48
        room = self.rect.centerx - CARD_MAX[0] // 2 - 20 - left  # clear of the card in the middle
        txt.draw_text(
            surface,
            _("Frenzied scavenge"),
            (left, self.rect.top + 14),
            44,
            theme.TEXT,
            bold=True,
            max_width=room,
        )

    def _draw_deck(self, surface: pygame.Surface, size: int) -> None:
        left, top = self.rect.left + 48, self.rect.top + 96
        back = pygame.Rect(0, 0, 200, 272)
        for layer in range(min(4, size), 0, -1):
            back.topleft = (left + layer * 5, top + layer * 5)
            surface.blit(theme.rounded(back.size, (46, 34, 30), 14, 3, (120, 96, 80)), back)
        back.topleft = (left, top)
        surface.blit(theme.rounded(back.size, (58, 40, 34), 14, 3, (150, 120, 96)), back)
        txt.draw_text(surface, str(size), back.center, 80, theme.TEXT, "center", bold=True)
        words = ngettext("card left in the deck", "cards left in the deck", size)
        box = pygame.Rect(back.right + 40, top + 90, 340, 120)
        txt.draw_wrapped(surface, words, box, 30, theme.TEXT_DIM)

    def _draw_timer(self, surface: pygame.Surface) -> None:
        centre = self.rect.right - 330
        top = self.rect.top + 24
        left_ms = self.timer.left_ms(self.now_ns) if self.timer.started else self.timer.length_ms
        txt.draw_text(surface, _("Time left"), (centre, top), 32, theme.TEXT_DIM, "midtop")
        colour = LOW_TIME if left_ms <= 30_000 else theme.TEXT
        txt.draw_text(surface, clock_text(left_ms), (centre, top + 44), 140, colour, "midtop", bold=True)
        bar = pygame.Rect(centre - 260, top + 220, 520, 26)
        surface.blit(theme.rounded(bar.size, (50, 50, 56), 13), bar)
        filled = round(bar.width * left_ms / self.timer.length_ms)
        if filled > 26:
            surface.blit(theme.rounded((filled, bar.height), colour, 13), bar.topleft)
        if self.paused:
            txt.draw_text(surface, _("Paused"), (centre, bar.bottom + 18), 32, WIN, "midtop", bold=True)
        below = bar.bottom + 18 + txt.line_height(32, True) + 8  # under "Paused"
        # from beside the card to the edge, down to the lanes: Large text needs all of it
        left = self.rect.centerx + CARD_MAX[0] // 2 + 30
        hint = pygame.Rect(left, below, self.rect.right - 24 - left, LANES_TOP - 12 - below)
        txt.draw_wrapped(surface, self._how_to_answer(), hint, 28, theme.TEXT_DIM)

    def _how_to_answer(self) -> str:
        if all(device.kind in ON_ITS_OWN for device in self.devices) and self.phone_seats:
            return _("Answer on your phones. Nobody sees what the others answered until everyone has.")
        words = _(
            "Answer with your own keys, gamepad (A or B) or your lane's buttons. Nobody sees what "
            "the others answered until everyone has."
        )
        if any(self.device_missing(seat) for seat in range(len(self.seats))):
            words += " " + _(MISSING_NOTE)
        return words

    def _draw_lane(self, surface: pygame.Surface, seat: int, moment: Moment | None) -> None:
        area = self._lanes[seat]
        style = theme.seat_style(self.seats[seat].colour)
        lit = moment is not None and moment.kind == "fight" and moment.winner == seat and self._landed(moment)
        surface.blit(theme.rounded(area.size, LANE_FACE, 16, 4, WIN if lit else style.colour), area)
        if lit:
            theme.blit_glow(surface, area, WIN, 16, 5)
        pygame.draw.rect(surface, style.colour, (area.left + 4, area.top + 4, area.width - 8, 10))
        name_width = area.width - 28 - 2 * (SMALL_DIE + 6)
        txt.draw_text(
            surface,
            self.names[seat],
            (area.left + 14, area.top + 24),
            34,
            theme.TEXT,
            bold=True,
            max_width=name_width,
        )
        self._draw_dice_left(surface, seat, area)
        if moment is not None:
            self._draw_lane_moment(surface, seat, area, moment)
            return
        status = self.lane_status(seat)
        answered = status == _("Answered")
        colour = ANSWERED if answered else theme.TEXT_DIM
        words = f"✓ {status}" if answered else status
        box = pygame.Rect(area.left + 14, area.top + 74, area.width - 28, 76)
        txt.draw_wrapped(
            surface, words, box, txt.fit_wrapped(words, 28, box, answered), colour, bold=answered
        )
        if answered:
            # seen from across the room: a big tick, the same whatever the answer was
            centre = (area.centerx, area.bottom - 14 - BUTTON_HEIGHT // 2)
            pygame.draw.circle(surface, ANSWERED, centre, 40)
            tick = [
                (centre[0] - 20, centre[1] + 2),
                (centre[0] - 6, centre[1] + 16),
                (centre[0] + 20, centre[1] - 14),
            ]
            pygame.draw.lines(surface, LANE_FACE[:3], False, tick, 9)
        self._draw_answers(surface, seat)

    def _draw_dice_left(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        survivors = self.view.get("survivors") or []
        dice = (survivors[seat]["dice"] or 0) if seat < len(survivors) else 0
        x = area.right - 12 - SMALL_DIE
        for _index in range(2):
            face = die_face(6, SMALL_DIE)
            if _index >= dice:
                face = theme.dimmed(face, 0.25)
            surface.blit(face, (x, area.top + 24))
            x -= SMALL_DIE + 6

    def _draw_answers(self, surface: pygame.Surface, seat: int) -> None:
        device = self.devices[seat]
        if device.kind in ON_ITS_OWN:
            return
        commands = fs.answers(self.view, seat)
        if commands == (None, None):
            return
        hints = fs.key_hints(device, self.seat_input, seat)
        pressable = device.kind is DeviceKind.TOUCH or self.clickable(seat)
        for command, rect, hint in zip(commands, self._buttons[seat], hints, strict=True):
            if command is None:
                continue
            face = theme.PRIMARY if pressable else theme.SURFACE
            if (
                pressable
                and self.clickable(seat)
                and self._hover is not None
                and rect.collidepoint(self._hover)
            ):
                face = theme.lighten(face, 0.25)
            ink = theme.PRIMARY_TEXT if pressable else theme.TEXT
            surface.blit(theme.rounded(rect.size, face, 14, 2, theme.lighten(face, 0.3)), rect)
            word_y = rect.centery - (14 if hint else 0)
            txt.draw_text(
                surface,
                fs.answer_words(command),
                (rect.centerx, word_y),
                30,
                ink,
                "center",
                True,
                rect.width - 12,
            )
            if hint:
                _draw_key_cap(surface, hint, (rect.centerx, rect.centery + 24), rect.width - 12)

    def _landed(self, moment: Moment) -> bool:
        return all(not die.rolling for dice in moment.dice.values() for die in dice)

    def _draw_lane_moment(
        self, surface: pygame.Surface, seat: int, area: pygame.Rect, moment: Moment
    ) -> None:
        middle = (area.centerx, area.top + 170)
        if moment.kind == "answers":
            wanted = moment.wants[seat] if seat < len(moment.wants) else False
            word = _("YES") if wanted else _("NO")
            txt.draw_text(
                surface,
                word,
                middle,
                64,
                YES_COLOUR if wanted else NO_COLOUR,
                "center",
                True,
                area.width - 20,
            )
            return
        fighter = next((f for f in moment.fighters if int(f["seat"]) == seat), None)
        if fighter is None:
            txt.draw_text(
                surface,
                _("Not in this fight"),
                (area.left + 14, area.top + 78),
                28,
                theme.TEXT_DIM,
                max_width=area.width - 28,
            )
            return
        landed = self._landed(moment)
        if fighter["gave_up"]:
            txt.draw_text(surface, _("Gave up"), middle, 36, NO_COLOUR, "center", True, area.width - 20)
        elif not fighter["dice"]:
            txt.draw_text(surface, _("No dice"), middle, 36, NO_COLOUR, "center", True, area.width - 20)
        for die in moment.dice.get(seat, []):
            if landed and not die.highlight:
                image = theme.dimmed(die.image(), 0.45)
                surface.blit(image, image.get_rect(center=die.rect.center))
            else:
                die.draw(surface)
        if landed:
            if moment.winner == seat:
                line, colour = _("Wins the card!"), WIN
            elif moment.winner is None:
                line, colour = _("Tie"), WIN
            else:
                line, colour = _("Loses"), theme.TEXT_DIM
            txt.draw_text(
                surface,
                line,
                (area.left + 14, area.top + 78),
                30,
                colour,
                bold=True,
                max_width=area.width - 28,
            )


def _draw_key_cap(surface: pygame.Surface, hint: str, centre: tuple[int, int], width: int) -> None:
    """A key's name on a dark cap: light ink on near black, whatever the button's face."""
    words, size = txt.fit(hint, KEY_SIZE, width - 16, True)
    w, h = txt.measure(words, size, bold=True)
    cap = pygame.Rect(0, 0, min(width, w + 16), h + 2)
    cap.center = centre
    surface.blit(theme.rounded(cap.size, KEY_CAP, 8), cap)
    txt.draw_text(surface, hint, cap.center, KEY_SIZE, KEY_INK, "center", True, width - 16)


def big_card(look: CardLook) -> pygame.Surface:
    """The big card in the language shown (made once per look and language)."""
    return _big_card(look, i18n.language())


@lru_cache(maxsize=16)
def _big_card(look: CardLook, language: str) -> pygame.Surface:
    """The card shown with its details in words, as large as the middle of the table allows."""
    image = detail_image(look)
    # grown to fill the middle, never shrunk: a shrunk card's words would fall below 24 px
    scale = max(1.0, min(CARD_MAX[0] / image.get_width(), CARD_MAX[1] / image.get_height()))
    size = (round(image.get_width() * scale), round(image.get_height() * scale))
    return theme.prepare(pygame.transform.smoothscale(image, size))


def _top(fighters: Sequence[Mapping[str, Any]]) -> int | None:
    """The highest die thrown in a fight (a tie's value; None when nobody threw any)."""
    return max((int(d) for f in fighters for d in f["dice"]), default=None)
