"""The first screen: the four games, Continue, Load, Demo, Settings and Quit.

A game not built yet is shown greyed with a "coming soon" ribbon, never as something playable.
Left alone for a minute, the title starts a demo game for the room to watch.
"""

from __future__ import annotations

import pygame

from tabletop.core import catalogue, saves
from tabletop.core.catalogue import GameInfo
from tabletop.core.files import printable_name
from tabletop.core.i18n import _, describe, ngettext
from tabletop.core.session import GameSession
from tabletop.engine import text, theme
from tabletop.engine.intents import Click, Hover, Intent, Key
from tabletop.engine.scene import Scene
from tabletop.engine.sound import Sound
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.scenes.common import draw_backdrop, route, spare_keys

IDLE_DEMO_SECONDS = 60.0
COVER_SIZE = (384, 500)
TAGLINE_SIZE = 24
#: how long the title says the last game could not be restored (it is said once: read it whole)
NOT_RESTORED_SECONDS = 14.0
#: the widest the row of buttons may be
ROW_WIDTH = 1880
#: a button's room beside its words: padding and the key badge
BUTTON_ROOM = 84


class TitleScene(Scene):
    def __init__(self, idle_demo: bool = True, spare: frozenset[int] = frozenset()) -> None:
        """``spare``: the keys the players of the table just left were playing with; none of them is
        a shortcut here, so a runner still pressing Q after "Quit to title" does not close the app."""
        super().__init__()
        self.idle_demo = idle_demo
        self.spare = spare
        self.idle = 0.0
        self.hover: str | None = None
        self.continuable: GameSession | None = None
        self.covers: list[tuple[GameInfo, pygame.Rect]] = []
        self.buttons: list[Button] = []

    def enter(self) -> None:
        restored = saves.restore_autosave()
        self.continuable = restored.session
        self.say_not_restored(restored)
        gap = 40
        total = len(catalogue.GAMES) * COVER_SIZE[0] + (len(catalogue.GAMES) - 1) * gap
        x = (1920 - total) // 2
        self.covers = []
        for info in catalogue.GAMES.values():
            self.covers.append((info, pygame.Rect(x, 258, *COVER_SIZE)))
            x += COVER_SIZE[0] + gap
        entries = []
        if self.continuable is not None:
            entries.append((self._continue_label, self.continue_game, pygame.K_c))
        entries += [
            (lambda: _("Load game"), self.load_game, pygame.K_l),
            (lambda: _("Watch a demo"), self.demo, pygame.K_d),
            (lambda: _("Settings"), self.settings, pygame.K_s),
            (lambda: _("Quit"), self.quit, pygame.K_q),
        ]
        gap = 24
        # each button as wide as its words and its key badge need (Continue names the game and the
        # move, so it gets the room for it), the row kept on the screen
        widths = [
            max(520 if i == 0 and self.continuable is not None else 200, _label_width(label()))
            for i, (label, _action, _key) in enumerate(entries)
        ]
        widths[0] -= max(0, sum(widths) + gap * (len(entries) - 1) - ROW_WIDTH)
        x = (1920 - sum(widths) - gap * (len(entries) - 1)) // 2
        self.buttons = []
        for i, (label, action, key) in enumerate(entries):
            rect = pygame.Rect(x, 900, widths[i], 84)
            x += widths[i] + gap
            button = Button(rect, label, action, hotkey=key)
            if i == 0 and self.continuable is not None:
                button.style = ButtonStyle.PRIMARY
            self.buttons.append(button)
        spare_keys(self.buttons, self.spare)

    def resume(self) -> None:
        super().resume()
        self.enter()

    def _continue_label(self) -> str:
        session = self.continuable
        if session is None:
            return _("Continue")
        moves = len(session.steps)  # counted as the Load screen counts them
        return ngettext("Continue {game} · {moves} move", "Continue {game} · {moves} moves", moves).format(
            game=short_title(session.info), moves=moves
        )

    # -- actions ----------------------------------------------------------------------------------

    def open_game(self, info: GameInfo) -> None:
        assert self.app is not None
        if not info.available:
            self.app.toast(
                _("{game} is not available yet: it is still being built.").format(game=_(info.title))
            )
            return
        from tabletop.scenes.setup import SetupScene

        self.app.play(Sound.CLICK)
        self.app.push(SetupScene(info))

    def say_not_restored(self, restored: saves.Restored) -> None:
        """A damaged autosave was put aside: say once that the last game could not be restored and
        why (the file is not there to say it again)."""
        if restored.problem is None or self.app is None:
            return
        problem = describe(restored.problem)
        if restored.kept_as is not None:
            message = _("The last game could not be restored: {problem} Its file was kept as {name}.").format(
                problem=problem, name=printable_name(restored.kept_as.name)
            )
        else:
            message = _("The last game could not be restored: {problem}").format(problem=problem)
        self.app.toast(message, NOT_RESTORED_SECONDS)

    def continue_game(self) -> None:
        assert self.app is not None
        restored = saves.restore_autosave()
        session = restored.session
        if session is None:
            if restored.problem is not None:
                self.say_not_restored(restored)
            else:
                self.app.toast(_("There is no unfinished game to continue."))
            self.enter()
            return
        from tabletop.scenes.play import start_session

        start_session(self.app, session)

    def load_game(self) -> None:
        assert self.app is not None
        from tabletop.scenes.load import LoadScene

        self.app.push(LoadScene())

    def demo(self) -> None:
        assert self.app is not None
        from tabletop.scenes.demo import start_demo

        start_demo(self.app)

    def settings(self) -> None:
        assert self.app is not None
        from tabletop.scenes.settings import SettingsScene

        self.app.push(SettingsScene())

    def quit(self) -> None:
        assert self.app is not None
        self.app.quit()

    # -- lifecycle ------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        self.idle = 0.0
        if route(self.buttons, intent):
            self.dirty = True
            return
        if isinstance(intent, Hover):
            hover = next((info.id for info, rect in self.covers if rect.collidepoint(intent.pos)), None)
            if hover != self.hover:
                self.hover = hover
                self.dirty = True
        elif isinstance(intent, Click):
            for info, rect in self.covers:
                if rect.collidepoint(intent.pos):
                    self.open_game(info)
                    return
        elif isinstance(intent, Key):
            keys = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}
            if intent.key in keys and intent.key not in self.spare:
                self.open_game(self.covers[keys[intent.key]][0])
        self.dirty = True

    def update(self, dt: float) -> bool:
        if self.idle_demo and self.app is not None and self.app.top is self:
            self.idle += dt
            if self.idle >= IDLE_DEMO_SECONDS:
                self.idle = 0.0
                self.demo()
        return False

    def wake_in(self) -> float | None:
        if not self.idle_demo:
            return None
        return max(0.05, IDLE_DEMO_SECONDS - self.idle)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        logo = theme.load_art("title", "logo.png")
        if logo is not None:
            if logo.get_height() > 170:
                logo = theme.scaled(logo, (int(logo.get_width() * 170 / logo.get_height()), 170))
            surface.blit(logo, logo.get_rect(midtop=(960, 14)))
        else:
            text.draw_text(
                surface, "Tabletop", (960, 40), 110, theme.TEXT, anchor="midtop", bold=True, shadow=True
            )
        text.draw_text(surface, _("Choose a game"), (960, 196), 36, theme.TEXT, anchor="midtop", shadow=True)
        for index, (info, rect) in enumerate(self.covers):
            self._draw_cover(surface, info, rect, index)
        for button in self.buttons:
            button.draw(surface)

    def _draw_cover(self, surface: pygame.Surface, info: GameInfo, rect: pygame.Rect, index: int) -> None:
        lifted = rect.move(0, -10) if self.hover == info.id and info.available else rect
        # a plain offset shadow: the blurred one costs a start-up delay the title should not pay
        surface.blit(theme.rounded(rect.size, (0, 0, 0, 120), theme.CARD_RADIUS), lifted.move(8, 12))
        image = theme.load_art(*info.cover.split("/")) if info.cover else None
        if image is not None:
            art = theme.scaled(image, rect.size, theme.CARD_RADIUS)
            if not info.available:
                art = _greyed(art)
            surface.blit(art, lifted)
        else:
            surface.blit(theme.rounded(rect.size, theme.SURFACE, theme.CARD_RADIUS), lifted)
        if self.hover == info.id and info.available:
            theme.blit_glow(surface, lifted, theme.HIGHLIGHT, theme.CARD_RADIUS)
        caption = pygame.Rect(lifted.x, lifted.bottom - 210, lifted.width, 210)
        surface.blit(theme.rounded(caption.size, (0, 0, 0, 215), theme.CARD_RADIUS), caption)
        title = _(info.title)
        if text.fit_size(title, 34, caption.width - 24, bold=True) < 30 and ":" in title:
            title = title.split(":")[0]  # "Outnumbered": the cover art carries the subtitle
        text.draw_text(
            surface,
            title,
            (caption.centerx, caption.y + 12),
            34,
            theme.TEXT,
            anchor="midtop",
            bold=True,
            max_width=caption.width - 24,
        )
        step = text.line_height(TAGLINE_SIZE)
        for i, line in enumerate(text.wrap(_(info.tagline), TAGLINE_SIZE, caption.width - 24)[:3]):
            text.draw_text(
                surface,
                line,
                (caption.centerx, caption.y + 54 + step * i),
                TAGLINE_SIZE,
                theme.TEXT_DIM,
                anchor="midtop",
            )
        players = (
            _("{lo}-{hi} players").format(lo=info.min_players, hi=info.max_players)
            if info.min_players != info.max_players
            else ngettext("{n} player", "{n} players", info.min_players).format(n=info.min_players)
        )
        text.draw_text(
            surface,
            players,
            (caption.centerx, caption.bottom - 10),
            TAGLINE_SIZE,
            (255, 214, 90),
            anchor="midbottom",
            bold=True,
        )
        badge = pygame.Rect(lifted.x + 10, lifted.y + 10, 44, 44)  # the key that opens this game
        surface.blit(theme.rounded(badge.size, (0, 0, 0, 170), 22, 2, (255, 214, 90)), badge)
        text.draw_text(surface, str(index + 1), badge.center, 26, (255, 214, 90), anchor="center", bold=True)
        if not info.available:
            ribbon = pygame.Rect(lifted.x, lifted.y + 190, lifted.width, 64)
            surface.blit(theme.rounded(ribbon.size, (150, 40, 40, 230), 0), ribbon)
            text.draw_text(
                surface, _("Coming soon"), ribbon.center, 36, theme.TEXT, anchor="center", bold=True
            )


_grey_cache: dict[int, pygame.Surface] = {}


def _label_width(label: str) -> int:
    return text.measure(label, theme.FONT_BODY, bold=True)[0] + BUTTON_ROOM


def short_title(info: GameInfo) -> str:
    """A game's name as a button says it: its title without the subtitle ("Just Run"), so that
    Continue names the game whole rather than cutting a long title short."""
    return _(info.title).split(":")[0].strip()


def _greyed(surface: pygame.Surface) -> pygame.Surface:
    """A washed-out copy for games that are not playable yet."""
    key = id(surface)
    if key not in _grey_cache:
        grey = pygame.transform.grayscale(surface)
        grey.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
        _grey_cache[key] = grey
    return _grey_cache[key]
