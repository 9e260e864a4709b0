"""What every game's table shares: whose view is on screen, the privacy curtain, computer players,
the HUD (turn banner, what to do now, the log, the menu button), autosave, undo and game over.

A game's scene subclasses :class:`GameScene` and fills in four things: ``draw_table`` (paint the
view), ``handle_table`` (turn intents into commands via ``self.submit``), ``instruction`` (one
line saying what to do now) and ``animate`` (react to events).  It draws *views*, never the state:
``self.view`` is ``rules.view(state, self.viewer)``.
"""

from __future__ import annotations

import contextlib
import random
import threading
import time
from typing import Any

import pygame

from tabletop.core import saves
from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.i18n import _, describe
from tabletop.core.session import GameSession
from tabletop.engine import chrome
from tabletop.engine.intents import Click, Drag, Drop, Intent, Key, PickUp, Wheel
from tabletop.engine.scene import Scene
from tabletop.engine.sound import Sound
from tabletop.engine.widgets import Button, ScrollLog

BOT_PAUSE = 0.7  # seconds a computer player waits before moving, so people can follow
DEMO_BOT_PAUSE = 1.1
DEMO_END_PAUSE = 4.0  # seconds a finished demo game stays on screen before the next one starts
BOT_POLL = 0.02  # how often to look for a computer player's answer
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


class BotMove:
    """A computer player's decision, worked out on a thread so the table keeps drawing."""

    def __init__(self, session: GameSession, seat: int, wake: bool = True) -> None:
        self.seat = seat
        self.result: Command | None = None
        self.error: BaseException | None = None
        self.started = time.perf_counter()
        bots = session.info.bots()
        view = session.view(seat)
        legal = session.legal(seat)
        strength = session.seats[seat].strength
        rng = random.Random(session.seed * 1_000_003 + len(session.steps) * 7 + seat)

        def work() -> None:
            try:
                self.result = bots.choose(view, legal, seat, strength, rng)
            except BaseException as err:  # noqa: BLE001 - reported on the main thread
                self.error = err
            if wake and pygame.get_init():
                with contextlib.suppress(pygame.error):
                    pygame.event.post(pygame.event.Event(pygame.USEREVENT + 1))

        self.thread = threading.Thread(target=work, name=f"bot-{seat}", daemon=True)
        self.thread.start()

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()


class GameScene(Scene):
    """Base of every game's table."""

    def __init__(
        self, session: GameSession, *, demo: bool = False, autosave: bool = True, spectator: bool = False
    ) -> None:
        super().__init__()
        self.session = session
        self.demo = demo
        #: a spectator (the replay viewer) sees the table view, drives no bots and changes nothing
        self.spectator = spectator
        self.autosave_enabled = autosave and not demo and not spectator
        self.viewer: int | None = None
        self.curtain_for: int | None = None
        self.bot: BotMove | None = None
        self.bot_wait = 0.0
        self.bots_paused = False
        self.view: dict[str, Any] = {}
        self.over_shown = False
        self.log = ScrollLog(pygame.Rect(0, 0, 10, 10))
        self.menu_button = Button(
            pygame.Rect(1760, 18, 140, 56), lambda: _("Menu"), self.open_pause, hotkey=pygame.K_ESCAPE
        )

    # -- set-up -------------------------------------------------------------------------------------

    @property
    def rules(self) -> Any:
        return self.session.rules

    def enter(self) -> None:
        assert self.app is not None
        self.app.session = self.session
        self.layout_hud()
        self.choose_viewer(initial=True)
        self.refresh()

    def resume(self) -> None:
        """Back from a menu: the language may have changed, so the log is read again."""
        super().resume()
        self.log.set_lines(self.log_lines())

    def exit(self) -> None:
        if self.app is not None and self.app.session is self.session:
            self.app.session = None

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
        """Show the acting person's view; drop the curtain when the screen passes between people."""
        humans = self.humans()
        if self.demo or self.spectator or not humans:
            self.viewer = None
            return
        if self.session.over:
            self.viewer = humans[0] if len(humans) == 1 else None
            self.curtain_for = None
            return
        acting = [s for s in self.session.to_act() if s in humans]
        if acting:
            target: int | None = acting[0]
        elif len(humans) == 1:
            target = humans[0]
        else:
            target = self.viewer
        hides = getattr(self.rules, "HIDDEN_INFORMATION", False)
        if target != self.viewer and hides and len(humans) > 1 and target is not None:
            self.curtain_for = target
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
        """The whole game's log as this viewer may read it, with the players' own names."""
        names = [seat.name for seat in self.session.seats]
        return [event.text_for(self.viewer, _, names) for event in self.session.events]

    def sync(self) -> None:
        """Subclasses rebuild their sprites from ``self.view`` (no animation)."""

    def submit(self, command: Command) -> None:
        """What every click and drop ends in: the command goes to the app's queue."""
        assert self.app is not None
        self.app.enqueue(command)

    def command_applied(self, command: Command, events: list[Event]) -> None:
        if self.autosave_enabled:
            try:
                saves.autosave(self.session)
            except OSError as err:
                assert self.app is not None
                self.app.toast(_("Autosave failed: {problem}").format(problem=err))
        previous_viewer = self.viewer
        self.choose_viewer()
        self.view = self.session.view(self.viewer)
        self.log.set_lines(self.log_lines())
        # with nothing secret on the table everyone watches what a turn's end set off, even when
        # the screen passes to the next player
        if self.viewer == previous_viewer or not getattr(self.rules, "HIDDEN_INFORMATION", True):
            self.animate(command, events)
        else:
            self.sync()
        self.bot_wait = DEMO_BOT_PAUSE if self.demo else BOT_PAUSE
        self.dirty = True

    def command_refused(self, command: Command, err: IllegalCommand) -> None:
        assert self.app is not None
        self.app.toast(describe(err))
        self.sync()

    def animate(self, command: Command, events: list[Event]) -> None:
        """Subclasses start tweens for the events; the default just re-syncs."""
        self.sync()

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
        if self.autosave_enabled:
            saves.autosave(self.session)
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
        if self.animating() and isinstance(intent, (Click, Key)):
            self.skip_animations()
        if self.menu_button.handle(intent):
            return
        if isinstance(intent, Key) and (
            intent.key == pygame.K_z and intent.mod & pygame.KMOD_CTRL or intent.key == pygame.K_u
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

    def bot_acting(self) -> bool:
        seat = self.acting_seat()
        return seat is not None and self.session.seats[seat].is_computer

    def update(self, dt: float) -> bool:
        """Animations keep the loop drawing; waiting for a computer player does not (see ``wake_in``)."""
        moving = self.update_table(dt)
        if self.spectator:
            return moving
        if self.curtain_for is None and not self.session.over:
            self.drive_bot(dt, moving)
        if self.session.over and not moving and not self.over_shown and not self.demo:
            self.over_shown = True
            self.show_game_over()
        if self.demo and self.session.over and not moving:
            self.bot_wait -= dt
            if self.bot_wait <= -DEMO_END_PAUSE:
                self.restart_demo()
        return moving

    def drive_bot(self, dt: float, moving: bool) -> None:
        """Start a computer player's decision when it is its turn, and queue the result."""
        assert self.app is not None
        if self.bot is not None:
            if not self.bot.done:
                return
            bot, self.bot = self.bot, None
            if bot.error is not None:
                self.app.toast(_("A computer player failed: {problem}").format(problem=bot.error))
                self.bots_paused = True
                return
            if bot.result is not None and bot.seat in self.session.to_act():
                self.app.enqueue(bot.result)
            return
        if moving or self.bots_paused or self.app.commands_pending or not self.bot_acting():
            return
        if self.bot_wait > 0:
            self.bot_wait -= dt
            if self.bot_wait > 0:
                return
        seat = self.acting_seat()
        assert seat is not None
        self.bot = BotMove(self.session, seat)

    def wake_in(self) -> float | None:
        """When the loop must run again with no input: a bot's pause
        ending, its answer, the demo's restart.
        """
        if self.spectator:
            return None
        if self.bot is not None:
            return BOT_POLL  # the worker also posts an event when it is done
        if self.demo and self.session.over:
            return max(0.01, DEMO_END_PAUSE + self.bot_wait)
        if self.bot_acting() and self.curtain_for is None and not self.session.over and not self.bots_paused:
            return max(0.01, self.bot_wait)
        return None

    def show_game_over(self) -> None:
        assert self.app is not None
        outcome = self.session.outcome()
        if outcome is None:
            return
        self.over_shown = (
            True  # shown now (a key during the last animation): ``update`` must not push a second
        )
        if self.autosave_enabled:
            saves.clear_autosave()
        humans = self.humans()
        won = any(seat in outcome.winners for seat in humans) if humans else True
        self.app.play(Sound.WIN if won or len(humans) != 1 else Sound.LOSS)
        self.app.push(self.app.navigator.game_over(self))

    def restart_demo(self) -> None:
        assert self.app is not None
        self.app.navigator.start_demo(self.app)

    def open_pause(self) -> None:
        assert self.app is not None
        if self.demo:
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
        if self.demo:
            chrome.draw_demo_banner(surface)

    def draw_hud(self, surface: pygame.Surface) -> None:
        seat = self.acting_seat()
        who = self.session.seats[seat] if seat is not None else None
        chrome.draw_turn_banner(
            surface, who, self.seat_label(seat) if seat is not None else "", self.hud_line()
        )
        self.log.draw(surface)
        self.menu_button.draw(surface)

    def hud_line(self) -> str:
        """The banner's one line: what to do now, or who the table is waiting for."""
        seat = self.acting_seat()
        who = self.session.seats[seat] if seat is not None else None
        if self.spectator:
            line = _("Replay: the table as everyone saw it.")
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
        role = getattr(self.rules, "seat_role", None)
        return _(role(seat)) if role else _("Seat {number}").format(number=seat + 1)

    # -- for subclasses --------------------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.fill((20, 24, 32))

    def handle_table(self, intent: Intent) -> None:
        """Turn an intent on the table into a command (``self.submit``)."""

    def update_table(self, dt: float) -> bool:
        return False

    def animating(self) -> bool:
        return False

    def skip_animations(self) -> None:
        """Finish every running animation at once."""

    def instruction(self) -> str:
        return ""
