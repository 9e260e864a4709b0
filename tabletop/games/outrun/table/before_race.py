"""What the Outrun table asks before a race may start: gamepads claimed, and a word about the keyboard.

A seat set up to play on a gamepad claims one by pressing a button on it; the table asks one seat
at a time ("Anna: press a button on your gamepad") before the countdown, and a pad plugged in
while it asks works at once (the app opens every pad SDL announces).  A group whose pad is not
there is not stuck: that seat can take a free keyboard zone, the whole game can become a relay
(which needs no control of one's own), or the group can go back to the set-up.

When two or more seats share the keyboard, a short notice says that many keyboards drop keys held
together, for a few seconds before the first countdown; a click makes it go at once.  It never
stops the game.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import pygame

from tabletop.core.i18n import N_, _
from tabletop.engine import text, theme
from tabletop.engine.intents import Click, Intent
from tabletop.engine.seat_devices import ZONES, DeviceKind, SeatDevice
from tabletop.engine.seat_input import SeatInput
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode

PANEL = pygame.Rect(545, 250, 830, 580)
NOTICE_SECONDS = 6.0
PRESS = N_("{name}: press a button on your gamepad")
NO_PAD = N_("No gamepad is plugged in. Plug one in now: it works as soon as it is connected.")
PADS_IN = N_("Gamepads plugged in: {count}. Press any button on the one {name} will hold.")
CLAIMED = N_("Ready on a gamepad: {names}.")
SHARED_KEYS_TITLE = N_("{count} players share the keyboard")
SHARED_KEYS = N_(
    "Many keyboards lose a key when several are held at once. Tap each key and let go. If a press "
    "goes missing, move a player to a gamepad or the touch screen. Settings, Change keys lets you "
    "try your zones."
)


class BeforeRace:
    """The claims still to make and the keyboard notice; the table draws it over the path card
    and holds the countdown while :meth:`holding` says so."""

    def __init__(
        self,
        names: Sequence[str],
        plan: DevicePlan,
        seat_input: SeatInput,
        pads_to_claim: list[int],
        *,
        first_race: bool,
        on_change: Callable[[DevicePlan], None],
        on_setup: Callable[[], None],
    ) -> None:
        self.names = list(names)
        self.plan = plan
        self.seat_input = seat_input
        self.pads_to_claim = list(pads_to_claim)
        self.on_change = on_change
        self.on_setup = on_setup
        keyboard = sum(1 for device in plan.devices if device.kind is DeviceKind.KEYS)
        self.sharing = keyboard if plan.mode is PlayMode.TOGETHER and keyboard >= 2 else 0
        self.notice_left = NOTICE_SECONDS if first_race and self.sharing else 0.0
        self.buttons: list[Button] = []
        self._built_for: tuple[int | None, int | None] = (None, None)

    # -- state ----------------------------------------------------------------------------------

    def waiting(self) -> int | None:
        """The seat asked to press a button on its pad now (seat order), or None."""
        pads = self.seat_input.pads
        return next((seat for seat in self.pads_to_claim if pads.pad_of(seat) is None), None)

    def claimed(self) -> list[int]:
        pads = self.seat_input.pads
        return [seat for seat in self.pads_to_claim if pads.pad_of(seat) is not None]

    def notice(self) -> bool:
        return self.notice_left > 0 and self.waiting() is None

    def holding(self) -> bool:
        """True while the countdown must wait: a pad to claim, or the keyboard notice up."""
        return self.waiting() is not None or self.notice()

    def update(self, dt: float) -> bool:
        if self.waiting() is None and self.notice_left > 0:
            self.notice_left = max(0.0, self.notice_left - dt)
            return True
        return False

    def free_zone(self) -> int | None:
        used = {device.zone for device in self.plan.devices if device.kind is DeviceKind.KEYS}
        return next((zone for zone in range(ZONES) if zone not in used), None)

    # -- what the players do --------------------------------------------------------------------

    def press(self, instance_id: int) -> int | None:
        """A button pressed on a pad while the table asks: the seat that claimed it, if any."""
        seat = self.waiting()
        if seat is None:
            return None
        pads = self.seat_input.pads
        pads.wait_for(seat)
        owner, claimed = pads.press(instance_id)
        if not claimed:
            pads.wait_for(None)  # a pad already someone's: the question stays open
            return None
        return owner

    def use_zone(self, seat: int, zone: int) -> None:
        """No pad for this seat: it plays on a free keyboard zone instead."""
        changed = list(self.plan.devices)
        changed[seat] = SeatDevice(DeviceKind.KEYS, zone)
        self.seat_input.use_keys(seat, zone)
        self.pads_to_claim.remove(seat)
        self._change(DevicePlan(self.plan.mode, tuple(changed)))

    def use_relay(self) -> None:
        """No pads: the game becomes a relay; the seats without a pad need no device there."""
        pads = self.seat_input.pads
        changed = [
            SeatDevice(DeviceKind.NONE)
            if device.kind is DeviceKind.PAD and pads.pad_of(seat) is None
            else device
            for seat, device in enumerate(self.plan.devices)
        ]
        self.pads_to_claim = self.claimed()
        self.notice_left = 0.0
        self._change(DevicePlan(PlayMode.RELAY, tuple(changed)))

    def _change(self, plan: DevicePlan) -> None:
        self.plan = plan
        self._built_for = (None, None)
        self.on_change(plan)

    def handle(self, intent: Intent) -> bool:
        """The panel's buttons; a click on the notice puts it away.  True when the panel used it."""
        if self.waiting() is not None:
            self._build()
            return any(button.handle(intent) for button in self.buttons) or isinstance(intent, Click)
        if self.notice() and isinstance(intent, Click) and PANEL.collidepoint(intent.pos):
            self.notice_left = 0.0
            return True
        return False

    # -- drawing --------------------------------------------------------------------------------

    def _build(self) -> None:
        seat, zone = self.waiting(), self.free_zone()
        if self._built_for == (seat, zone) and self.buttons:
            return
        self._built_for = (seat, zone)
        self.buttons = []
        if seat is None:
            return
        width, height, gap = 600, 64, 14
        top = PANEL.bottom - 24 - 3 * height - 2 * gap
        actions: list[tuple[Callable[[], str], Callable[[], None]]] = []
        if zone is not None:
            actions.append(
                (
                    functools.partial(_zone_instead, zone),
                    functools.partial(self.use_zone, seat, zone),
                )
            )
        if len(self.plan.devices) > 1:  # one runner alone practises: a relay of one is no relay
            actions.append((lambda: _("Play this game as a relay"), self.use_relay))
        actions.append((lambda: _("Back to the set-up"), self.on_setup))
        top += (3 - len(actions)) * (height + gap)
        for index, (label, action) in enumerate(actions):
            rect = pygame.Rect(PANEL.centerx - width // 2, top + index * (height + gap), width, height)
            self.buttons.append(Button(rect, label, action, ButtonStyle.NORMAL, font_size=26))

    def line(self) -> str:
        """What the banner says while the table asks."""
        seat = self.waiting()
        if seat is not None:
            return _(PRESS).format(name=self.names[seat])
        return ""

    def draw(self, surface: pygame.Surface, connected: int) -> None:
        seat = self.waiting()
        if seat is None and not self.notice():
            return
        panel = theme.rounded(PANEL.size, (18, 12, 28, 244), theme.RADIUS, 3, (233, 166, 36, 220))
        surface.blit(panel, PANEL)
        if seat is None:
            top = self._title(surface, _(SHARED_KEYS_TITLE).format(count=self.sharing))
            words = pygame.Rect(PANEL.left + 36, top, PANEL.width - 72, PANEL.bottom - 24 - top)
            text.draw_wrapped(surface, _(SHARED_KEYS), words, 30, theme.TEXT, align="center")
            return
        top = self._title(surface, _(PRESS).format(name=self.names[seat]))
        words = pygame.Rect(PANEL.left + 36, top, PANEL.width - 72, 0)
        lines = [_(NO_PAD) if connected == 0 else _(PADS_IN).format(count=connected, name=self.names[seat])]
        ready = self.claimed()
        if ready:
            lines.append(_(CLAIMED).format(names=", ".join(self.names[s] for s in ready)))
        for line in lines:
            words.height = PANEL.bottom - 24 - 3 * 78 - words.top
            words.top += text.draw_wrapped(surface, line, words, 28, theme.TEXT, align="center") + 12
        self._build()
        for button in self.buttons:
            button.draw(surface)

    @staticmethod
    def _title(surface: pygame.Surface, title: str) -> int:
        """The panel's title, on two lines if it must; where the words under it begin."""
        box = pygame.Rect(PANEL.left + 30, PANEL.top + 28, PANEL.width - 60, 110)
        used = text.draw_wrapped(surface, title, box, 36, theme.TEXT, bold=True, align="center")
        return box.top + used + 20


def _zone_instead(zone: int) -> str:
    return _("Use keyboard zone {number} instead").format(number=zone + 1)
