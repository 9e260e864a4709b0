"""The end of an Outnumbered game on the game-over screen: the team's score worked out line by line
with its rating, the score bands with this one lit; or which lane fell; or, in Training, how many
villains got through and the best (lowest) count this app has seen, kept in the settings.
"""

from __future__ import annotations

import pygame

from tabletop.core.i18n import N_, _, ngettext
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.scene import Host
from tabletop.games.outnumbered.rules.view import OutnumberedView
from tabletop.games.outnumbered.table import art as art

#: the score bands in our words (the rules' ratings), lowest first
BANDS: tuple[tuple[int, int, str], ...] = (
    (10, 15, N_("The city is safe, for now.")),
    (16, 21, N_("Absolute Zero got away, but he will think twice.")),
    (22, 27, N_("Absolute Zero is stopped and the city sleeps soundly.")),
    (28, 30, N_("A perfect victory: Absolute Zero and all his minions are behind bars.")),
)
BAND_SIZE = txt.READABLE
WIN = (120, 230, 140)
LOSS = (240, 96, 80)


def training_best(settings: object) -> int | None:
    """The lowest Training count remembered, or None before the first Training game ends."""
    best = getattr(settings, "outnumbered_training_best", None)
    return best if isinstance(best, int) and not isinstance(best, bool) and best >= 0 else None


class ScorePanel:
    """Records Training results and draws the game-over details (the game-over screen asks the
    table, which hands this panel the app's settings)."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.previous_best: int | None = None  # the best before this game's count was recorded
        self.recorded_training = False

    def record_training(self, view: OutnumberedView, host: Host) -> None:
        """A Training game just ended at this table: remember the count if it beats the best."""
        if view.get("mode") != "training":
            return
        count = int(view.get("escaped", 0))
        best = training_best(host.settings)
        self.previous_best = best
        self.recorded_training = True
        if best is None or count < best:
            host.update_settings(host.settings.with_(outnumbered_training_best=count))

    def draw(self, surface: pygame.Surface, panel: pygame.Rect, settings: Settings | None) -> None:
        """The body of the game-over panel (headline, score, rating); the screen adds its buttons."""
        view = self.session.view(None)
        mode = view.get("mode")
        cx = panel.centerx
        if mode == "training":
            self._draw_training_result(surface, panel, view, settings)
        elif view.get("won"):
            self._draw_win(surface, panel, view)
        else:
            txt.draw_text(
                surface,
                _("The villains win"),
                (cx, panel.top + 60),
                88,
                LOSS,
                "midtop",
                bold=True,
                shadow=True,
                max_width=panel.width - 80,
            )
            lane = view.get("lost_lane")
            line = _("A villain broke through lane {lane} and stole the Infinity Generator.").format(
                lane=(lane if lane is not None else 0) + 1
            )
            txt.draw_wrapped(
                surface,
                line,
                pygame.Rect(panel.left + 120, panel.top + 200, panel.width - 240, 100),
                36,
                theme.TEXT,
                align="center",
            )
            route = view.get("route", [])
            truck = int(view.get("truck", 0))
            txt.draw_text(
                surface,
                ngettext(
                    "The truck got {done} of {total} space along its route.",
                    "The truck got {done} of {total} spaces along its route.",
                    max(0, len(route) - 1),
                ).format(done=truck, total=max(0, len(route) - 1)),
                (cx, panel.top + 340),
                30,
                theme.TEXT_DIM,
                "midtop",
                max_width=panel.width - 120,
            )
            txt.draw_text(
                surface,
                _("Tip: beat the villains nearest the barricades first; use the Hint when stuck."),
                (cx, panel.top + 420),
                26,
                theme.TEXT_DIM,
                "midtop",
                max_width=panel.width - 120,
            )
        txt.draw_text(
            surface,
            _("Moves played: {moves}").format(moves=len(self.session.steps)),
            (cx, panel.bottom - 150),
            24,
            theme.TEXT_DIM,
            "midtop",
        )

    def _draw_win(self, surface: pygame.Surface, panel: pygame.Rect, view: OutnumberedView) -> None:
        cx = panel.centerx
        score = int(view.get("score") or 0)
        txt.draw_text(
            surface,
            _("The heroes win!"),
            (cx, panel.top + 36),
            76,
            WIN,
            "midtop",
            bold=True,
            shadow=True,
            max_width=panel.width - 80,
        )
        txt.draw_text(
            surface,
            ngettext("{points} point", "{points} points", score).format(points=score),
            (cx, panel.top + 130),
            64,
            theme.HIGHLIGHT,
            "midtop",
            bold=True,
            shadow=True,
        )
        barricades = sum(1 for lane in view.get("lanes", []) if lane.get("barricade"))
        rows = [(_("The truck reached Atomix Lab"), "10")]
        rows.append(
            (_("Barricades still standing: {count} × 3").format(count=barricades), str(3 * barricades))
        )
        if view.get("mode") == "hero":
            beaten = bool(view.get("zero_defeated_with_dice"))
            rows.append(
                (
                    _("Absolute Zero beaten with dice")
                    if beaten
                    else _("Absolute Zero not beaten with dice"),
                    "5" if beaten else "0",
                )
            )
        y = panel.top + 222
        left, right = panel.left + 300, panel.right - 300
        for label, points in rows:
            txt.draw_text(surface, label, (left, y), 28, theme.TEXT, "topleft", max_width=right - left - 80)
            txt.draw_text(surface, f"+{points}", (right, y), 28, theme.TEXT, "topright", bold=True)
            y += 40
        pygame.draw.line(surface, (255, 255, 255), (left, y + 4), (right, y + 4), 1)
        rating = view.get("rating")
        if rating:
            txt.draw_wrapped(
                surface,
                "“" + _(rating) + "”",
                pygame.Rect(panel.left + 100, y + 22, panel.width - 200, 90),
                34,
                theme.HIGHLIGHT,
                bold=True,
                align="center",
            )
        y += 116
        for low, high, words in BANDS:
            here = low <= score <= high
            band = pygame.Rect(panel.left + 90, y, panel.width - 180, 36)
            if here:
                surface.blit(theme.rounded(band.size, (*theme.PRIMARY, 60), 10, 2, theme.PRIMARY), band)
            colour = theme.TEXT if here else theme.TEXT_DIM
            txt.draw_text(
                surface,
                f"{low}–{high}",
                (band.left + 14, band.centery),
                BAND_SIZE,
                colour,
                "midleft",
                bold=True,
            )
            txt.draw_text(
                surface,
                _(words),
                (band.left + 110, band.centery),
                BAND_SIZE,
                colour,
                "midleft",
                max_width=band.width - 124,
            )
            y += 40

    def _draw_training_result(
        self, surface: pygame.Surface, panel: pygame.Rect, view: OutnumberedView, settings: Settings | None
    ) -> None:
        cx = panel.centerx
        count = int(view.get("escaped", 0))
        txt.draw_text(
            surface, _("Training complete!"), (cx, panel.top + 50), 80, WIN, "midtop", bold=True, shadow=True
        )
        txt.draw_text(
            surface, str(count), (cx, panel.top + 160), 150, theme.HIGHLIGHT, "midtop", bold=True, shadow=True
        )
        words = ngettext("villain got through", "villains got through", count)
        txt.draw_text(surface, words, (cx, panel.top + 330), 40, theme.TEXT, "midtop", bold=True)
        for line in self.training_lines(settings):
            txt.draw_text(
                surface,
                line,
                (cx, panel.top + 490),
                28,
                theme.TEXT_DIM,
                "midtop",
                max_width=panel.width - 120,
            )
        best_line = self.training_best_line(settings)
        if best_line is not None:
            line, colour = best_line
            art.pill(surface, line, (cx, panel.top + 420), 30, (20, 30, 24, 230), colour, (*colour, 200))

    def training_best_line(self, settings: Settings | None) -> tuple[str, theme.Colour] | None:
        """The pill under a Training count: a new best, a first score, or the best so far."""
        count = int(self.session.view(None).get("escaped", 0))
        best = training_best(settings) if settings is not None else None
        previous = self.previous_best
        if best is None:
            return None
        if previous is not None and count < previous:
            return _("A new best! The old best was {best}.").format(best=previous), WIN
        if self._first_training_score(count, best):
            return _("Your first Training score. Fewer is better: try to beat it!"), theme.TEXT
        return _("Your best so far: {best}").format(best=best), theme.TEXT

    def training_lines(self, settings: Settings | None) -> list[str]:
        """The advice line under the pill, left out when the pill already says fewer is better."""
        count = int(self.session.view(None).get("escaped", 0))
        best = training_best(settings) if settings is not None else None
        if best is not None and self._first_training_score(count, best):
            return []
        return [_("Fewer is better. Keep practising to stop them all!")]

    def _first_training_score(self, count: int, best: int) -> bool:
        return self.previous_best is None and best == count and self.recorded_training
