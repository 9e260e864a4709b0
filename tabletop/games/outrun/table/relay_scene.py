"""A relay's runs as a scene pushed over the Outrun table, from the first curtain to the last run.

In a relay (:mod:`~tabletop.games.outrun.table.relay`) one person at a time runs while the others
look away: a curtain names who is up, their press lifts it, 3-2-1, their run, and the curtain falls
for the next.  For that stretch the relay owns the screen's middle and the input, so it is an
:class:`~tabletop.games.outrun.table.over_table.OverTable` scene: the table pushes it when the path
card has gone down behind the curtain (or a saved relay is taken up again after Ready), it owns the
:class:`~tabletop.games.outrun.table.relay.Relay` and the curtain's Start button, and the table pops
it when the last run is in and the check begins (``OutrunScene.end_race``).

The table under it is paused by the app, so this scene runs the relay on its clock and then lets the
table's own update go on for what must still move there (the Time's up question, the tooltips, a card
flying back to the mouse runner's hand).  An intent goes to the table first, for what the table does
under any mode (its question, its tooltips, the menu on Esc); what reaches the table's own layer comes
back here (:meth:`RelayScene.handle_run`).  The menu over the relay stops the runner's clock.

Runners on phones race at once beside the relay (:mod:`.relay_phones`): this scene holds their
race (``phones``), whose lanes, Time's up and floor under a phone's time are a race's; the menu
over the relay stops the phones too, while the relay itself leaves them racing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import N_, _
from tabletop.core.session import GameSession
from tabletop.engine import text, theme
from tabletop.engine.intents import Click, Intent
from tabletop.engine.scene import Host
from tabletop.engine.seat_input import SeatInput
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.outrun.rules.view import RunnerView
from tabletop.games.outrun.table import table_draw
from tabletop.games.outrun.table.countdown import Countdown
from tabletop.games.outrun.table.mouse_hand import MouseHand
from tabletop.games.outrun.table.over_table import OverTable, TableBelow
from tabletop.games.outrun.table.race import Race
from tabletop.games.outrun.table.relay import Curtain, Relay, Stage
from tabletop.games.outrun.table.table_draw import CURTAIN_PANEL

if TYPE_CHECKING:  # the network library loads only for a game with phones
    from tabletop.engine.phones.table_link import PhoneTable

RELAY_LINE = N_("{name}, your run: lay your cards in the order of the path, then Finish.")
RELAY_CURTAIN_LINE = N_("{name} runs next: everyone else, look away from the screen.")
#: every person at the screen has run; the runners on phones race on (:mod:`.relay_phones`)
PHONES_RUNNING_LINE = N_("Every run at the screen is in. Still running on their phones: {names}.")


class RelayTable(TableBelow, Protocol):
    """What the relay reads of the table (:class:`~tabletop.games.outrun.table.scene.OutrunScene`)."""

    app: Host | None
    session: GameSession
    seat_input: SeatInput
    hand: MouseHand
    time_up_buttons: dict[int, Button]
    relay_scene: RelayScene | None
    phones: PhoneTable | None

    def submit(self, command: Command) -> None: ...
    def wake_in(self) -> float | None: ...
    def give_controls_to(self, seat: int | None) -> None: ...
    def parts(self, seat: int) -> table_draw.LaneParts: ...
    def key_labels(self, seat: int, count: int) -> tuple[str, ...]: ...
    def finish_key(self, seat: int) -> str: ...


class RelayScene(OverTable[RelayTable]):
    """Over ``table`` while ``relay``'s runners run, one at a time (and ``phones``' runners race
    on their phones at once)."""

    def __init__(self, table: RelayTable, relay: Relay, phones: Race | None = None) -> None:
        super().__init__(table)
        self.relay = relay
        self.phones = phones
        #: being pushed now: the table's pause leaves the phones racing (``relay_phones``)
        self.arriving = False
        self.start_button = Button(
            pygame.Rect(CURTAIN_PANEL.centerx - 220, CURTAIN_PANEL.bottom - 96, 440, 72),
            lambda: _("Start my run"),
            self.start_run,
            ButtonStyle.PRIMARY,
        )

    def names(self) -> list[str]:
        return [seat.name for seat in self.table.session.seats]

    # -- lifecycle ---------------------------------------------------------------------------------------

    def enter(self) -> None:
        """The runner up takes over a keyboard zone shared with them; every seat's input runs."""
        self.table.give_controls_to(self.relay.up)
        self.table.seat_input.resume()

    def pause(self) -> None:
        """The menu over the relay stops the runner's clock and every seat's input (a card held by
        the mouse goes back to the hand), and the phones with their runners' clocks."""
        super().pause()
        self.table.hand.drag.cancel()
        if self.app is not None:
            self.relay.pause(self.app.now_ns())
            if self.phones is not None:
                self.phones.pause(self.app.now_ns())
        self.table.seat_input.pause()
        if self.table.phones is not None:
            self.table.phones.pause(True)

    def ended(self) -> bool:
        """The table ended the relay (the last run was applied) while the menu was over this
        scene, so it could not leave then: it leaves as soon as it is on top again."""
        return self.table.relay_scene is not self

    def resume(self) -> None:
        super().resume()
        if self.ended():
            return  # every seat's input stays off: the check has begun
        if self.app is not None:
            self.relay.resume(self.app.now_ns())
            if self.phones is not None:
                self.phones.resume(self.app.now_ns())
        self.table.seat_input.resume()
        if self.table.phones is not None:
            self.table.phones.pause(False)

    def fine_input(self) -> bool:
        return not self.relay.over

    def wake_in(self) -> float | None:
        """The table's timers, a phone's run waiting above all: once the screen's runs are in, the
        loop may idle while the phone runners race."""
        return self.table.wake_in()

    def update(self, dt: float) -> bool:
        """The relay on its clock (the runner's presses, the next curtain, the runs it submits),
        then the table's own update for what moves under it."""
        assert self.app is not None
        if self.ended():
            self.close()
            return True
        relay = self.relay
        stage = relay.stage
        if relay.feed(self.table.seat_input.take()):
            self.dirty = True
        for command in relay.update(self.app.now_ns()):
            self.table.submit(command)
        if self.phones is not None:
            for command in self.phones.update(self.app.now_ns()):
                self.table.submit(command)  # Time's up, called by the group for a phone runner
        if relay.stage is not stage:
            self.dirty = True
        self.table.give_controls_to(relay.up)  # the next runner up takes over a shared zone
        moving = self.table.update(dt)
        return moving or not relay.over

    # -- input -------------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """The table first (its question, tooltips and menu); its own layer comes to ``handle_run``."""
        self.table.handle(intent)

    def start_run(self) -> None:
        """The runner up starts: the curtain lifts and their clock starts."""
        if self.app is not None and self.relay.lift(self.app.now_ns()):
            self.dirty = True

    def handle_run(self, intent: Intent) -> None:
        """The mouse in a relay: the start button (or a click on the curtain) lifts it; then the
        runner's hand in the tray (:meth:`MouseHand.handle`), or for a runner with keys a click on a
        hand place of their lane lays that card, on its Finish finishes."""
        relay, table = self.relay, self.table
        for racer in self.phones.racing if self.phones is not None else ():
            if table.time_up_buttons[racer].handle(intent):
                return  # the group calls time on a runner on a phone
        seat = relay.up
        if seat is None:
            return
        if relay.stage is Stage.CURTAIN:
            if self.start_button.handle(intent):
                return
            if isinstance(intent, Click) and CURTAIN_PANEL.collidepoint(intent.pos):
                self.start_run()
            return
        if table.time_up_buttons[seat].handle(intent):
            return
        if seat == table.hand.seat():
            table.hand.handle(seat, intent)
            return
        if not isinstance(intent, Click):
            return
        parts = table.parts(seat)
        if parts.finish.collidepoint(intent.pos):
            if relay.finish(table.hand.click_ns()):
                self.dirty = True
            return
        for place, rect in enumerate(parts.places):
            if rect.collidepoint(intent.pos) and relay.click_place(place):
                self.dirty = True
                return

    def still_running(self, seat: int) -> bool:
        """The seat runs now (the runner up, or a runner on a phone): the group may call its time."""
        if self.phones is not None and seat in self.phones.racing:
            return True
        return self.relay.up == seat and self.relay.stage is Stage.RUNNING

    def time_up(self, seat: int) -> None:
        """The group called time on the runner up (or on a runner on a phone)."""
        if self.app is not None and self.phones is not None and self.phones.time_up(seat, self.app.now_ns()):
            self.dirty = True
        elif self.app is not None and self.relay.up == seat:
            self.relay.time_up(self.app.now_ns())
            self.dirty = True

    # -- what the table shows --------------------------------------------------------------------------------

    def line(self) -> str:
        """The banner's line: the last runner's time, and who is up (or the countdown's words)."""
        relay = self.relay
        seat = relay.up
        if seat is None:
            return self.phones_line()
        if relay.stage is Stage.COUNTDOWN:
            return Countdown.line()
        line = RELAY_LINE if relay.stage is Stage.RUNNING else RELAY_CURTAIN_LINE
        last = relay.last_line(self.names())
        return " ".join(filter(None, (last, _(line).format(name=self.names()[seat]))))

    def phones_line(self) -> str:
        """The screen's runs are in: whose phones the round still waits for ("" when nobody's)."""
        racing = self.phones.racing if self.phones is not None else []
        if not racing:
            return ""
        last = self.relay.last_line(self.names())
        names = ", ".join(self.names()[seat] for seat in racing)
        return " ".join(filter(None, (last, _(PHONES_RUNNING_LINE).format(names=names))))

    def lane_look(self, seat: int, name: str, controls: str, entry: RunnerView) -> table_draw.LaneLook:
        """A relay lane: the runner up's hand and cards while they run; the others only whether
        they have run, so nobody sees an earlier runner's sequence before the check."""
        relay, table = self.relay, self.table
        if relay.up == seat and relay.stage is Stage.RUNNING:
            places = tuple(relay.places()) if seat != table.hand.seat() else ()
            laid = relay.laid()
            return table_draw.LaneLook(
                name,
                controls,
                entry,
                laid=laid,
                racing=True,
                places=places,
                keys=table.key_labels(seat, len(places)),
                finish_key=table.finish_key(seat),
                status="" if laid else _("Running…"),
            )
        if seat in relay.queue:
            status = _("Your run is next") if relay.up == seat else _("Waiting to run")
        else:
            status = relay.time_words(seat)
        return table_draw.LaneLook(name, controls, entry, status=status)

    def curtain(self) -> Curtain | None:
        """The curtain's words while it is down (None: a runner runs, or every run is in)."""
        return self.relay.curtain(self.names())

    def draw_curtain(self, surface: pygame.Surface) -> None:
        """The relay's curtain over the covered path card: who runs now, and that everyone else
        looks away (a part of the table's picture, ``table_parts.curtain_part``)."""
        curtain = self.curtain()
        if curtain is None:
            return
        panel = theme.rounded(CURTAIN_PANEL.size, (18, 12, 28, 244), theme.RADIUS, 3, (233, 166, 36, 220))
        surface.blit(panel, CURTAIN_PANEL)
        title, *rest = curtain.lines
        draw_lines(surface, title, rest)
        self.start_button.draw(surface)


def draw_lines(surface: pygame.Surface, title: str, rest: Sequence[str]) -> None:
    """The curtain's title and its lines under it."""
    text.draw_text(
        surface, title, (CURTAIN_PANEL.centerx, CURTAIN_PANEL.top + 48), 40, theme.TEXT, "center", bold=True
    )
    top = CURTAIN_PANEL.top + 96
    for line in rest:
        words = pygame.Rect(CURTAIN_PANEL.left + 32, top, CURTAIN_PANEL.width - 64, 170)
        top += text.draw_wrapped(surface, line, words, 30, theme.TEXT, align="center") + 16
