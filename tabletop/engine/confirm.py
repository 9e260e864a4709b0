"""Nothing important on one stray click: a question that must be answered before an action that
cannot be taken back (passing the turn, ending it).

The question opens in the middle of the table, away from the button that asked, so a double
click cannot answer it; Yes (Enter) does the action, No (Esc) or a click outside forgets it.
While it is open it takes every intent.  A table may ask somewhere else and without Enter (a
race: the question stands over one runner's lane while the others race on, and Enter may be a
runner's key), in a box of its own.
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
BUTTON = (300, 86)


class Confirmation:
    """One yes-or-no question over a table."""

    def __init__(self, center: tuple[int, int] = (960, 500)) -> None:
        self.home = pygame.Rect(BOX)
        self.home.center = center
        self.box = pygame.Rect(self.home)
        self.question = ""
        self.size = QUESTION_SIZE
        self.enter = True  # Enter (and the keypad's) says Yes
        self._action: Callable[[], object] | None = None
        self._on_no: Callable[[], object] | None = None  # what No does besides closing, if anything
        self.yes = Button(pygame.Rect((0, 0), BUTTON), lambda: _("Yes"), self._confirm, ButtonStyle.PRIMARY)
        self.no = Button(pygame.Rect((0, 0), BUTTON), lambda: _("No"), self._refuse, hotkey=pygame.K_ESCAPE)
        self._place(self.home)

    @property
    def open(self) -> bool:
        return self._action is not None

    def ask(
        self,
        question: str,
        action: Callable[[], object],
        *,
        box: pygame.Rect | None = None,
        enter: bool = True,
        size: int = QUESTION_SIZE,
        on_no: Callable[[], object] | None = None,
    ) -> None:
        """Ask ``question``; ``box`` places it elsewhere than the middle, ``enter=False`` leaves
        Yes to a click (Esc still says No: it is never a player's key).  ``on_no`` runs on No (or
        a click outside), for a question whose No is an answer someone waits for (a second
        phone asking for a seat)."""
        self.question, self._action, self._on_no = question, action, on_no
        self.enter, self.size = enter, size
        self._place(box if box is not None else self.home)

    def _place(self, box: pygame.Rect) -> None:
        """The box and its two buttons, side by side at its foot (narrower in a narrow box)."""
        self.box = pygame.Rect(box)
        width = min(BUTTON[0], (self.box.width - 100) // 2)
        height = min(BUTTON[1], self.box.height // 3)
        self.yes.rect.size = self.no.rect.size = (width, height)
        self.yes.rect.bottomright = (self.box.centerx - 20, self.box.bottom - 30)
        self.no.rect.bottomleft = (self.box.centerx + 20, self.box.bottom - 30)
        self.yes.hotkey = pygame.K_RETURN if self.enter else None

    def close(self) -> None:
        self._action = self._on_no = None

    def _refuse(self) -> None:
        on_no = self._on_no
        self.close()
        if on_no is not None:
            on_no()

    def _confirm(self) -> None:
        action, self._action, self._on_no = self._action, None, None
        if action is not None:
            action()

    def handle(self, intent: Intent) -> bool:
        """True while open (every intent is the question's); Yes acts, No or outside forgets."""
        if not self.open:
            return False
        if self.yes.handle(intent) or self.no.handle(intent):
            return True
        if isinstance(intent, Click) and not self.box.collidepoint(intent.pos):
            self._refuse()
        if self.enter and isinstance(intent, Key) and intent.key == pygame.K_KP_ENTER:
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
        top = self.box.top + 36 if self.box.height >= BOX.height else self.box.top + 24
        words = pygame.Rect(self.box.left + 40, top, self.box.width - 80, self.yes.rect.top - 12 - top)
        txt.draw_wrapped(surface, self.question, words, self.size, theme.TEXT, bold=True, align="center")
        self.yes.draw(surface)
        self.no.draw(surface)
