"""Nothing important on one stray click: a question that must be answered before an action that
cannot be taken back (passing the turn, ending it).

The question opens in the middle of the table, away from the button that asked, so a double
click cannot answer it; Yes (Enter) does the action, No (Esc) or a click outside forgets it.
While it is open it takes every intent.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.intents import Click, Intent, Key
from tabletop.engine.widgets import Button, ButtonStyle

BOX = pygame.Rect(0, 0, 900, 300)
QUESTION_SIZE = 40


class Confirmation:
    """One yes-or-no question over a table."""

    def __init__(self, center: tuple[int, int] = (960, 500)) -> None:
        self.box = pygame.Rect(BOX)
        self.box.center = center
        self.question = ""
        self._action: Callable[[], object] | None = None
        self.yes = Button(
            pygame.Rect(0, 0, 300, 86), lambda: _("Yes"), self._confirm, ButtonStyle.PRIMARY, pygame.K_RETURN
        )
        self.no = Button(pygame.Rect(0, 0, 300, 86), lambda: _("No"), self.close, hotkey=pygame.K_ESCAPE)
        self.yes.rect.bottomright = (self.box.centerx - 20, self.box.bottom - 30)
        self.no.rect.bottomleft = (self.box.centerx + 20, self.box.bottom - 30)

    @property
    def open(self) -> bool:
        return self._action is not None

    def ask(self, question: str, action: Callable[[], object]) -> None:
        self.question, self._action = question, action

    def close(self) -> None:
        self._action = None

    def _confirm(self) -> None:
        action, self._action = self._action, None
        if action is not None:
            action()

    def handle(self, intent: Intent) -> bool:
        """True while open (every intent is the question's); Yes acts, No or outside forgets."""
        if not self.open:
            return False
        if self.yes.handle(intent) or self.no.handle(intent):
            return True
        if isinstance(intent, Click) and not self.box.collidepoint(intent.pos):
            self.close()
        if isinstance(intent, Key) and intent.key == pygame.K_KP_ENTER:
            self._confirm()
        return True

    def update(self, dt: float) -> bool:
        return self.open and (self.yes.update(dt) | self.no.update(dt))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.open:
            return
        theme.blit_shadow(surface, self.box, theme.RADIUS + 6, (8, 14), 16, 170)
        surface.blit(
            theme.rounded(self.box.size, (18, 20, 28, 250), theme.RADIUS + 6, 3, theme.HIGHLIGHT), self.box
        )
        words = pygame.Rect(self.box.left + 40, self.box.top + 36, self.box.width - 80, 120)
        txt.draw_wrapped(surface, self.question, words, QUESTION_SIZE, theme.TEXT, bold=True, align="center")
        self.yes.draw(surface)
        self.no.draw(surface)
