"""After the Fugitive plays 42: the panel over the row offering the Marshal a manhunt, with her
two big choices (everyone else reads who decides)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.core.i18n import _, ngettext
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.fugitive.table.seat_view import SeatView


class ManhuntOffer:
    """The offer's panel and its buttons; ``choose`` submits the Marshal's answer."""

    def __init__(self, rect: pygame.Rect, choose: Callable[[bool], None]) -> None:
        self.rect = pygame.Rect(rect)
        self.choose = choose
        self.buttons: list[Button] = []

    def show(self, seen: SeatView) -> None:
        """The two choices for the Marshal while the offer stands (none for anyone else)."""
        if not (seen.acting() and seen.phase == "manhunt_offer"):
            self.buttons = []
            return
        panel = self.rect
        w = (panel.width - 3 * 30) // 2
        go = pygame.Rect(panel.left + 30, panel.bottom - 110, w, 80)
        hunt = pygame.Rect(go.right + 30, go.top, w, 80)
        self.buttons = [
            Button(
                go,
                lambda: _("Let him go"),
                lambda: self.choose(False),
                ButtonStyle.NORMAL,
                pygame.K_n,
                font_size=34,
            ),
            Button(
                hunt,
                lambda: _("Start manhunt"),
                lambda: self.choose(True),
                ButtonStyle.DANGER,
                pygame.K_RETURN,
                font_size=34,
            ),
        ]

    def label_of(self, button: Button) -> str:
        return txt.resolve(button.label)

    def explained(self) -> list[tuple[Button, str]]:
        """Each choice with what it means (its tooltip)."""
        bodies = (
            _("The Fugitive escapes with hideout 42 and wins."),
            _(
                "Name the face-down hideouts one number at a time: find them all and you win, one miss "
                "and he escapes."
            ),
        )
        return list(zip(self.buttons, bodies, strict=False))

    def draw(self, surface: pygame.Surface, seen: SeatView) -> None:
        """The panel and its words (the buttons are drawn with the hand, over the still picture)."""
        rect = self.rect
        theme.blit_shadow(surface, rect, 20, (8, 14), 16, 160)
        surface.blit(theme.rounded(rect.size, (24, 14, 14, 245), 20, 4, (230, 90, 60)), rect)
        txt.draw_text(
            surface,
            _("The Fugitive played 42!"),
            (rect.centerx, rect.top + 28),
            46,
            theme.TEXT,
            "midtop",
            bold=True,
            max_width=rect.width - 40,
        )
        down = int(seen.view.get("face_down", 0))
        if seen.acting():
            line = ngettext(
                "Start a manhunt: name the {count} face-down hideout. One miss and he escapes.",
                "Start a manhunt: name the {count} face-down hideouts one at a time. "
                "One miss and he escapes.",
                down,
            ).format(count=down)
        else:
            line = _("The Marshal decides whether to start a manhunt.")
        txt.draw_wrapped(
            surface,
            line,
            pygame.Rect(rect.left + 40, rect.top + 92, rect.width - 80, 150),
            26,
            theme.TEXT,
            align="center",
        )
