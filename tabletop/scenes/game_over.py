"""The end of a game: who won, why, the scores, and what next (play again, watch the replay, look
at the table, title)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from tabletop.core.i18n import _, ngettext, translate
from tabletop.engine import chrome, text, theme
from tabletop.engine.intents import Intent
from tabletop.engine.scene import Scene
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.scenes.common import draw_panel, route, spare_keys

if TYPE_CHECKING:
    from tabletop.engine.game_scene import GameScene


#: the scores sit between the reason (three lines at most) and the move count: three rows a column
SCORES_TOP, SCORE_ROW, SCORE_ROWS = 640, 44, 3
COLUMN_WIDTH = 400
#: the panel, wide enough for four buttons whose Polish labels and key badges fit at full size
PANEL = pygame.Rect(180, 120, 1560, 840)
BUTTON_W, BUTTON_H, BUTTON_GAP, BUTTONS_TOP = 360, 90, 20, 840


def score_spots(count: int) -> list[tuple[int, int]]:
    """Where each score's line goes (its top middle), best first down each column: one column for
    up to three scores, then two or more side by side, so six scores never reach the move count."""
    columns = max(1, -(-count // SCORE_ROWS))
    rows = max(1, -(-count // columns))
    left = 960 - (columns - 1) * COLUMN_WIDTH // 2
    return [
        (left + (index // rows) * COLUMN_WIDTH, SCORES_TOP + (index % rows) * SCORE_ROW)
        for index in range(count)
    ]


def result_buttons(actions: Sequence[Callable[[], None]]) -> list[Button]:
    """Play again, Watch the replay, Look at the table, Back to title: ``actions`` in that order."""
    entries = [
        (lambda: _("Play again"), pygame.K_RETURN),
        (lambda: _("Watch the replay"), pygame.K_r),
        (lambda: _("Look at the table"), pygame.K_ESCAPE),
        (lambda: _("Back to title"), pygame.K_t),
    ]
    left = PANEL.centerx - (len(entries) * BUTTON_W + (len(entries) - 1) * BUTTON_GAP) // 2
    buttons = [
        Button(
            pygame.Rect(left + i * (BUTTON_W + BUTTON_GAP), BUTTONS_TOP, BUTTON_W, BUTTON_H),
            label,
            action,
            hotkey=key,
        )
        for i, ((label, key), action) in enumerate(zip(entries, actions, strict=True))
    ]
    buttons[0].style = ButtonStyle.PRIMARY
    return buttons


_prepared = False


def prepare() -> None:
    """Make ahead what the result's first frame makes once a run (the shade, the panel, the
    buttons' faces): done as a table opens, not in the frame of the move that wins (15-25 ms).
    Once a run: what it makes is kept (``theme``'s and ``chrome``'s caches)."""
    global _prepared
    if _prepared:
        return
    _prepared = True
    scratch = pygame.Surface((1920, 1080))
    chrome.dim(scratch, 150)
    draw_panel(scratch, PANEL, alpha=245)
    for button in result_buttons([lambda: None] * 4):
        button.draw(scratch)


class GameOverScene(Scene):
    overlay = True

    def __init__(self, game: GameScene) -> None:
        super().__init__()
        self.game = game

    def enter(self) -> None:
        self.buttons = result_buttons([self.play_again, self.watch_replay, self.look, self.title])
        spare_keys(self.buttons, self.game.seat_keys())

    def play_again(self) -> None:
        assert self.app is not None
        from tabletop.engine.phone_seats import phone_seats_in
        from tabletop.scenes.play import start_new_game

        session = self.game.session
        phones = phone_seats_in(session.table, session.seats)  # the same seats on phones, new codes
        if self.game.phones is not None:  # this game is over: its port is free for the next one
            self.game.phones.server.stop()
        start_new_game(self.app, session.info, dict(session.options), list(session.seats), phones)

    def watch_replay(self) -> None:
        """The game just played, again from its first move, from its log in memory (a finished
        game's autosave is gone); Close comes back here."""
        assert self.app is not None
        from tabletop.scenes.replay import ReplayScene

        self.app.push(ReplayScene.of_session(self.game.session))

    def look(self) -> None:
        assert self.app is not None
        self.app.pop()

    def title(self) -> None:
        assert self.app is not None
        from tabletop.scenes.title import TitleScene

        self.app.replace(TitleScene(spare=self.game.seat_keys()))

    def handle(self, intent: Intent) -> None:
        route(self.buttons, intent)
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        chrome.dim(surface, 150)
        session = self.game.session
        outcome = session.outcome()
        panel = PANEL
        draw_panel(surface, panel, alpha=245)
        if outcome is None:
            return
        details = getattr(self.game, "draw_game_over", None)
        if details is not None:  # a game that shows its own result (a team's score, a best count)
            details(surface, panel)
            for button in self.buttons:
                button.draw(surface)
            return
        headline = chrome.winners_headline([session.seats[s].name for s in outcome.winners])
        colour = session.seats[outcome.winners[0]].rgb if outcome.winners else theme.TEXT
        if outcome.winners:
            icon = chrome.seat_symbol(session.seats[outcome.winners[0]].colour, 120)
            surface.blit(icon, icon.get_rect(midtop=(960, 160)))
        text.draw_text(
            surface, headline, (960, 300), 90, colour, anchor="midtop", bold=True, shadow=True, max_width=1200
        )
        if outcome.winners:
            text.draw_text(
                surface, self.game.seat_label(outcome.winners[0]), (960, 410), 40, theme.TEXT, anchor="midtop"
            )
        reason = translate(outcome.reason, outcome.params)
        for i, line in enumerate(text.wrap(reason, 36, 1160)[:3]):
            text.draw_text(surface, line, (960, 490 + 48 * i), 36, theme.TEXT, anchor="midtop")
        ranked = sorted((outcome.scores or {}).items(), key=lambda item: -item[1])
        #: a game whose score needs words ("room 14 of 18") says them; else the number
        score_text = getattr(self.game, "score_text", None)
        for (seat, score), spot in zip(ranked, score_spots(len(ranked)), strict=False):
            name = session.seats[int(seat)].name
            text.draw_text(
                surface,
                score_text(int(seat), score) if score_text is not None else f"{name}: {score}",
                spot,
                34,
                theme.TEXT_DIM,
                anchor="midtop",
                max_width=COLUMN_WIDTH - 32,  # a gap between two columns
            )
        text.draw_text(
            surface,
            ngettext("{moves} move", "{moves} moves", len(session.steps)).format(moves=len(session.steps)),
            (960, 780),
            26,
            theme.TEXT_DIM,
            anchor="midtop",
        )
        for button in self.buttons:
            button.draw(surface)
