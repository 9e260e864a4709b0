"""What a loaded Outrun table asks before its clock runs (issue 20, "Continue after a crash").

A game opened from a save or by Continue never starts a countdown or a race clock on its own:
the group may not even be at the screen yet.  A panel over the path card says where the game
stands and waits for Ready (its button, or its key):

* in the middle of a race (the path card turned, some runs not yet in the log): the runners who
  had finished keep their times, as the log has them; the cards the others had laid are not in
  the log and are gone, and the panel says so; after Ready a fresh countdown runs for them only
  (the runners on phones race at once, each on a fresh clock, and the panel names them apart);
* at the start of a round (the path card face down): after Ready the countdown starts as usual.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.core.i18n import N_, _, decimal
from tabletop.engine import text, theme
from tabletop.engine.intents import Intent
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.outrun.table.before_race import PANEL

#: the key that reads the check's result on (Next race) says Ready here too; no keyboard zone uses it
READY_KEY = pygame.K_n
RACE_TITLE = N_("Back to the race")
RACE_WORDS = N_(
    "The race was interrupted. The runners who had finished keep their times; the others run "
    "again from a fresh countdown."
)
KEPT = N_("Times kept: {runs}.")
NONE_KEPT = N_("Nobody had finished: everyone runs again.")
RUN_TIME = N_("{name} {seconds} s")
RUN_TIME_UP = N_("{name} (time\u2019s up)")
CLEARED = N_("Cards laid but not finished are cleared. Running again: {names}.")
#: the runners on phones who had not finished race at once, each on a fresh clock from now
PHONES_RACING = N_("Racing again on their phones already: {names}.")
ROUND_TITLE = N_("The game is loaded")
ROUND_WORDS = N_(
    "The next round starts with a countdown. Press Ready when everyone is at the table and has "
    "their controls."
)
LINE = N_("Press Ready when everyone is at the table: the countdown starts then.")


class ResumePanel:
    """The panel of a table opened from a save, until Ready; ``finished`` is each finished
    runner's name and time (None: their time was up), ``running`` the names of those to run."""

    def __init__(
        self,
        on_ready: Callable[[], None],
        *,
        in_race: bool,
        finished: Sequence[tuple[str, int | None]] = (),
        running: Sequence[str] = (),
        on_phones: Sequence[str] = (),
    ) -> None:
        self.in_race = in_race
        self.finished = list(finished)
        self.running = list(running)
        self.on_phones = list(on_phones)  # of the runners still to run, those racing on phones now
        width, height = 360, 76
        rect = pygame.Rect(PANEL.centerx - width // 2, PANEL.bottom - 32 - height, width, height)
        self.button = Button(
            rect, lambda: _("Ready"), on_ready, ButtonStyle.PRIMARY, hotkey=READY_KEY, font_size=32
        )

    def handle(self, intent: Intent) -> bool:
        return self.button.handle(intent)

    def update(self, dt: float) -> bool:
        return self.button.update(dt)

    @staticmethod
    def line() -> str:
        return _(LINE)

    def lines(self) -> list[str]:
        """The panel's words under its title."""
        if not self.in_race:
            return [_(ROUND_WORDS)]
        out = [_(RACE_WORDS)]
        if self.finished:
            runs = ", ".join(
                _(RUN_TIME_UP).format(name=name)
                if ms is None
                else _(RUN_TIME).format(name=name, seconds=decimal(ms / 1000, 3))
                for name, ms in self.finished
            )
            out.append(_(KEPT).format(runs=runs))
        else:
            out.append(_(NONE_KEPT))
        if self.running:
            out.append(_(CLEARED).format(names=", ".join(self.running)))
        if self.on_phones:
            out.append(_(PHONES_RACING).format(names=", ".join(self.on_phones)))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        panel = theme.rounded(PANEL.size, (18, 12, 28, 244), theme.RADIUS, 3, (233, 166, 36, 220))
        surface.blit(panel, PANEL)
        title = _(RACE_TITLE) if self.in_race else _(ROUND_TITLE)
        box = pygame.Rect(PANEL.left + 30, PANEL.top + 28, PANEL.width - 60, 110)
        top = box.top + text.draw_wrapped(surface, title, box, 36, theme.TEXT, bold=True, align="center") + 20
        words = pygame.Rect(PANEL.left + 36, top, PANEL.width - 72, 0)
        for line in self.lines():
            words.height = self.button.rect.top - 16 - words.top
            words.top += text.draw_wrapped(surface, line, words, 28, theme.TEXT, align="center") + 14
        self.button.draw(surface)
