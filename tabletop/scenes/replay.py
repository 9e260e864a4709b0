"""The replay viewer: step through a game, forward and back, or jump to a move.

It opens from the game-over screen ("Watch the replay", on the finished game's log in memory),
from the Load screen (a save's "Replay") and from the command line (``tabletop replay FILE``).
Close goes back to the screen it was opened from; only the command line's viewer, which is the
whole app then, quits.

The whole table is shown as everyone sees it (a spectator table: no Menu, no control of its own).
Keys: Right/Left one move, Home/End, type a move number and press Enter to jump; Escape closes.

The bar of controls along the bottom slides away when nobody uses it (the pointer away from the
bottom and no key pressed for a few seconds), so it never hides part of the board for good (the
bottom row of Outrun's map, Fugitive's hands); moving the pointer near the bottom, a key or a
click brings it back.  While it is away a thin line along the bottom shows how far the replay has
got, and the first time it goes a short message says how to bring it back.  A click while it is
away only brings it back: a button nobody can see does nothing.

Some moves happened live, at a pace of their own: an Outrun race is a reveal and then every
runner's run with its time.  A table that can play such a stretch again offers
``live_replay(commands, position)``; when the table after ``position`` commands stands inside one,
it returns a playback the viewer runs on its clock (``advance(ms)``, ``position``: the move the
playback has reached, ``over``) and the table draws from it.  The move counter follows the
playback; Space pauses it and S changes its speed; the arrows and jumps work as anywhere, and a
move inside the race plays on from there.  When the playback is over, the table is rebuilt at the
move it reached.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from tabletop.core import catalogue, saves
from tabletop.core.i18n import _, decimal
from tabletop.core.session import GameSession, SaveError
from tabletop.engine import board, text, theme
from tabletop.engine.intents import Click, Hover, Intent, Key
from tabletop.engine.scene import Scene
from tabletop.engine.widgets import Button
from tabletop.scenes.common import route

BAR = pygame.Rect(0, 990, 1920, 90)
#: the label's room: from the step buttons to the hint or the live buttons
LABEL = pygame.Rect(460, BAR.y, 620, BAR.height)
#: the hint's room, or the live playback's buttons'
SIDE = pygame.Rect(1100, BAR.y, 550, BAR.height)
#: Close: wide enough for "Zamknij" beside its Esc badge
CLOSE = pygame.Rect(1670, BAR.y + 12, 220, 66)
MOVE_SIZE, NAME_SIZE, HINT_SIZE = 34, 24, 24
#: the bar comes back when the pointer is this close to the bottom of the screen
REVEAL_ZONE = 160
#: seconds without a key or the pointer near the bottom before the bar slides away
HIDE_AFTER = 3.0
SLIDE = 0.25  # seconds the bar takes to slide in or out
PROGRESS_HEIGHT = 6  # the thin line along the bottom while the bar is away
#: the speeds of a live playback, in turn (1: the real pace)
SPEEDS = (1.0, 2.0, 4.0, 0.5)


class ReplayScene(Scene):
    """``data`` is a save's JSON data (from a file or a session in memory); ``file_name`` names
    the save it came from, if any, as the Load screen names it (no ".json"; "The last finished
    game" for that one).
    ``start`` is the move it opens at (None: the end); ``quits`` makes Close end the app (the
    command line's viewer, which is the whole app)."""

    def __init__(
        self,
        data: dict[str, Any],
        file_name: str = "",
        *,
        start: int | None = None,
        quits: bool = False,
    ) -> None:
        super().__init__()
        self.full = GameSession.from_save(
            data, catalogue.get
        )  # fails here, with the command number, when broken
        self.data = data
        self.file_name = file_name
        self.title = self.full.info.title
        self.quits = quits
        self.total = len(self.full.steps)
        self.position = self.total if start is None else max(0, min(self.total, start))
        self.typed = ""
        self.table: Any = None
        self.commands = self.full.commands
        self.live: Any = None  # the table's live playback of a race (see the module's docstring)
        self.speed = 1.0
        self.live_paused = False
        self.shown = 1.0  # how far the bar is in: 1 shown, 0 away (see the module's docstring)
        self.idle = 0.0  # seconds since a key or the pointer near the bottom
        self.pointer_near = False
        self.told_where_the_bar_went = False  # said once, the first time it slides away
        self.outer_session: Any = None  # the app's game when the replay opened (given back on Close)
        self._bar_picture: pygame.Surface | None = None

    @classmethod
    def from_file(cls, path: Path, *, start: int | None = None, quits: bool = False) -> ReplayScene:
        try:
            return cls(saves.read_save_data(path), Path(path).stem, start=start, quits=quits)
        except SaveError as err:
            raise ValueError(f"{Path(path).name}: {err}") from None

    @classmethod
    def of_session(cls, session: GameSession) -> ReplayScene:
        """The replay of a game just played, from its log in memory (a finished game has no file).

        It opens at move 0, the set-up: the group has just seen how the game ended, and watching
        it again means watching it from the start; End jumps to the last move."""
        return cls(session.to_save(), start=0)

    def enter(self) -> None:
        assert self.app is not None
        self.outer_session = self.app.session
        self.buttons = [
            Button(pygame.Rect(40, BAR.y + 12, 90, 66), "|<", lambda: self.jump(0), hotkey=pygame.K_HOME),
            Button(
                pygame.Rect(140, BAR.y + 12, 90, 66),
                "<",
                lambda: self.jump(self.position - 1),
                hotkey=pygame.K_LEFT,
            ),
            Button(
                pygame.Rect(240, BAR.y + 12, 90, 66),
                ">",
                lambda: self.jump(self.position + 1),
                hotkey=pygame.K_RIGHT,
            ),
            Button(
                pygame.Rect(340, BAR.y + 12, 90, 66), ">|", lambda: self.jump(self.total), hotkey=pygame.K_END
            ),
            Button(CLOSE, lambda: _("Close"), self.close, hotkey=pygame.K_ESCAPE),
        ]
        for button in self.buttons[:4]:
            button.show_hotkey = False  # the arrows say it already; the badges would cover them
        self.live_buttons = [
            Button(
                pygame.Rect(SIDE.x, BAR.y + 12, 250, 66),
                lambda: _("Play") if self.live_paused else _("Pause"),
                self.toggle_live,
                hotkey=pygame.K_SPACE,
            ),
            Button(
                pygame.Rect(SIDE.x + 260, BAR.y + 12, SIDE.width - 260, 66),
                lambda: _("Speed {speed}\u00d7").format(
                    speed=decimal(self.speed, 0 if self.speed.is_integer() else 1)
                ),
                self.next_speed,
                hotkey=pygame.K_s,
            ),
        ]
        self.jump(self.position)

    def exit(self) -> None:
        """The game the replay was opened over is the app's game again (the game-over screen's
        Play again, the pause menu's Save read it)."""
        if self.table is not None:
            self.table.exit()
        if self.app is not None:
            self.app.session = self.outer_session

    def jump(self, position: int) -> None:
        """Show the table after ``position`` commands (rebuilt from the log)."""
        assert self.app is not None
        self.position = max(0, min(self.total, position))
        session = GameSession.from_save(self.data, catalogue.get, upto=self.position)
        info = session.info
        if self.table is not None:
            self.table.exit()
        self.table = info.table_class()(session, autosave=False)
        self.table.spectator = True  # the table view, no bots, no input, no Menu: see GameScene
        self.table.app = self.app
        for path in self.table.board_maps():  # a board that cannot be drawn is refused here
            board.render_layers(path)
        self.table.enter()
        starter = getattr(self.table, "live_replay", None)
        self.live = starter(self.commands, self.position) if callable(starter) else None
        self.dirty = True

    def toggle_live(self) -> None:
        self.live_paused = not self.live_paused

    def speed_words(self) -> str:
        """The live playback's speed as the language writes it ("0,5" in Polish, "2" not "2.0")."""
        return decimal(self.speed, 0 if self.speed.is_integer() else 1)

    def next_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)] if self.speed in SPEEDS else 1.0

    def close(self) -> None:
        """Back to the screen the replay was opened from; the command line's viewer ends the app."""
        assert self.app is not None
        if self.quits:
            self.app.quit()
        else:
            self.app.pop()

    # -- the bar comes and goes ------------------------------------------------------------------

    @property
    def bar_in(self) -> bool:
        """The bar is all the way in: its buttons take clicks."""
        return self.shown >= 1.0

    @property
    def bar_away(self) -> bool:
        return self.shown <= 0.0

    def reveal(self) -> None:
        """Bring the bar back (a key, a click, the pointer near the bottom) and keep it a while."""
        self.idle = 0.0
        self.dirty = True

    def bar_wanted(self) -> bool:
        return self.pointer_near or self.idle < HIDE_AFTER

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Hover):
            self.pointer_near = intent.pos[1] >= BAR.bottom - REVEAL_ZONE
            if self.pointer_near:
                self.reveal()
        elif isinstance(intent, Key):
            self.reveal()
        elif isinstance(intent, Click) and not self.bar_in:
            self.reveal()  # a click on a bar nobody can see (yet) only brings it back
            return
        if isinstance(intent, Key) and intent.text.isdigit():
            self.typed = (self.typed + intent.text)[-4:]
        elif isinstance(intent, Key) and intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.typed:
            self.jump(int(self.typed))
            self.typed = ""
        elif isinstance(intent, Key) and intent.key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
        else:
            route(self.controls(), intent)
        self.dirty = True

    def controls(self) -> list[Button]:
        return self.buttons + (self.live_buttons if self.live is not None else [])

    def update(self, dt: float) -> bool:
        moving = bool(self.table and self.table.update(dt))
        moving = any([button.update(dt) for button in self.controls()]) or moving
        if not self.pointer_near:
            self.idle += dt
        target = 1.0 if self.bar_wanted() else 0.0
        if target == 0.0 and self.shown == 1.0 and not self.told_where_the_bar_went and self.app is not None:
            self.told_where_the_bar_went = True
            self.app.toast(
                _("The controls come back when you move the pointer to the bottom or press a key.")
            )
        if self.shown != target:
            step = dt / SLIDE
            self.shown = (
                min(target, self.shown + step) if target > self.shown else max(target, self.shown - step)
            )
            self.dirty = True
            moving = True
        live = self.live
        if live is None or self.live_paused:
            return moving
        live.advance(dt * 1000 * self.speed)
        self.position = live.position
        if live.over:
            self.jump(self.position)  # the race is over: the table as it stood after it
        self.dirty = True
        return True

    def wake_in(self) -> float | None:
        """When the bar is due to slide away (nothing else here runs without input)."""
        if self.bar_wanted() and not self.pointer_near:
            return max(0.01, HIDE_AFTER - self.idle)
        return None

    # -- drawing -------------------------------------------------------------------------------------

    def label_lines(self) -> tuple[str, str]:
        """The label's two lines: the move (large) and, smaller, the game and the file, the file
        only when the room has it; what is being typed takes the second line."""
        move = _("Move {position} of {total}").format(position=self.position, total=self.total)
        if self.typed:
            return move, _("Go to move {number}: press Enter").format(number=self.typed)
        game = _("Replay: {game}").format(game=_(self.title))
        if self.file_name:
            both = f"{game} \u00b7 {self.file_name}"
            if text.measure(both, NAME_SIZE)[0] <= LABEL.width:
                return move, both
        return move, game

    def draw(self, surface: pygame.Surface) -> None:
        if self.table is not None:
            self.table.draw(surface)
        if self.bar_away:
            self.draw_progress(surface)
        elif self.bar_in:
            self.draw_bar(surface)
        else:  # sliding: the bar is painted aside and shown as far as it is in
            picture = self._bar_picture
            if picture is None or picture.get_size() != surface.get_size():
                picture = self._bar_picture = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            picture.fill((0, 0, 0, 0), BAR)
            self.draw_bar(picture)
            offset = round((1.0 - self.shown) * BAR.height)
            surface.blit(picture, (0, BAR.y + offset), BAR)  # what slides past the bottom is clipped

    def draw_progress(self, surface: pygame.Surface) -> None:
        """A thin line along the bottom: how far the replay has got, and that the bar is there."""
        line = pygame.Rect(0, BAR.bottom - PROGRESS_HEIGHT, BAR.width, PROGRESS_HEIGHT)
        surface.fill((0, 0, 0), line)
        done = line.width * self.position // max(1, self.total)
        surface.fill(theme.PRIMARY, line.inflate(0, -2).move(0, 1).clip(pygame.Rect(0, 0, done, BAR.bottom)))

    def draw_bar(self, surface: pygame.Surface) -> None:
        surface.blit(theme.rounded(BAR.size, (0, 0, 0, 215), 0), BAR)
        move, second = self.label_lines()
        gap = 4
        high = text.line_height(MOVE_SIZE, bold=True) + gap + text.line_height(NAME_SIZE)
        top = BAR.centery - high // 2
        text.draw_text(
            surface,
            move,
            (LABEL.x, top),
            MOVE_SIZE,
            theme.TEXT,
            anchor="topleft",
            bold=True,
            max_width=LABEL.width,
        )
        text.draw_text(
            surface,
            second,
            (LABEL.x, top + text.line_height(MOVE_SIZE, bold=True) + gap),
            NAME_SIZE,
            theme.TEXT_DIM,
            anchor="topleft",
            max_width=LABEL.width,
        )
        if self.live is None:
            hint = _("To jump, type a move number, then Enter")
            lines = text.wrap(hint, HINT_SIZE, SIDE.width)  # one line in English and Polish; two at most
            step = text.line_height(HINT_SIZE)
            y = BAR.centery - step * len(lines) // 2
            for line in lines:
                text.draw_text(surface, line, (SIDE.right, y), HINT_SIZE, theme.TEXT_DIM, anchor="topright")
                y += step
        for button in self.controls():
            button.draw(surface)
