"""The heroes' side of the table: the acting hero's card with its "Use power" button, and the
team strip (every seat's hero, colour and how many bonus cards it holds, named on hover).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from tabletop.core.i18n import _
from tabletop.core.seats import Seat
from tabletop.engine import chrome, theme
from tabletop.engine import text as txt
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.outnumbered import table_art as art
from tabletop.games.outnumbered.rules.content import HEROES_BY_ID


class HeroPanel:
    """The hero card and the team strip for the view it is given."""

    def __init__(
        self, zones: dict[str, pygame.Rect], seats: Sequence[Seat], use_power: Callable[[], None]
    ) -> None:
        self.zones = zones
        self.seats = seats
        self.view: dict[str, Any] = {}
        self.hover_count: int | None = None  # the team strip's bonus-card count under the pointer
        zone = zones["hero_card"]
        self.power_button = Button(
            pygame.Rect(zone.left + 12, zone.bottom - 60, zone.width - 24, 52),
            lambda: self.power_label(),
            use_power,
            ButtonStyle.PRIMARY,
            pygame.K_p,
            font_size=26,
        )

    def set_view(self, view: dict[str, Any], my_turn: bool) -> None:
        """Show ``view``; the power button is live on the player's own turn once a single die is rolled."""
        self.view = view
        hero = self.acting_hero()
        phase = view.get("phase")
        raw = [v for v in view.get("pool", []) if v.get("raw")]
        self.power_button.visible = hero is not None and phase in ("roll", "act")
        self.power_button.enabled = (
            my_turn and phase == "act" and int(view.get("hero_uses_left", 0)) > 0 and bool(raw)
        )

    def hover(self, pos: tuple[int, int], choosing: bool) -> None:
        self.hover_count = self.bonus_count_at(pos) if not choosing else None

    def power_label(self) -> str:
        phase = self.view.get("phase")
        if phase == "roll":
            return _("Roll first")
        if int(self.view.get("hero_uses_left", 0)) <= 0:
            return _("Power used")
        if not any(v.get("raw") for v in self.view.get("pool", [])):
            return _("No single die left")
        return _("Use power")

    def acting_hero(self) -> str | None:
        seat = self.view.get("seat")
        heroes = self.view.get("heroes", [])
        if seat is None or seat >= len(heroes):
            return None
        hero: str | None = heroes[seat]
        return hero

    # -- the team strip ---------------------------------------------------------------------------

    def team_cells(self) -> list[pygame.Rect]:
        """One cell per seat in the team strip: one row for one or two players, else two rows."""
        zone = self.zones["team"]
        n = max(1, len(self.seats))
        rows = 1 if n <= 2 else 2
        per_row = -(-n // rows)
        cell_w = (zone.width - 16) / per_row
        cell_h = (zone.height - 12) / rows
        return [
            pygame.Rect(
                round(zone.left + 8 + (i % per_row) * cell_w),
                round(zone.top + 6 + (i // per_row) * cell_h),
                round(cell_w) - 6,
                round(cell_h) - 4,
            )
            for i in range(n)
        ]

    def bonus_count_rect(self, seat: int) -> pygame.Rect | None:
        """Where a seat's bonus-card count sits in its team cell (None in Training: no bonus cards)."""
        cells = self.team_cells()
        if self.view.get("mode") == "training" or not 0 <= seat < len(cells):
            return None
        cell = cells[seat]
        crowded = self._crowded_team()
        rect = pygame.Rect(0, 0, 46 if crowded else 62, min(cell.height - 4, 36))
        rect.midright = (cell.right - (4 if crowded else 6), cell.centery)
        return rect

    def _crowded_team(self) -> bool:
        """Five or six heroes share the strip: every part of a cell gets narrower, so the
        players' names keep room enough to be read whole."""
        return len(self.seats) > 4

    def bonus_count_at(self, pos: tuple[int, int]) -> int | None:
        for seat in range(len(self.seats)):
            rect = self.bonus_count_rect(seat)
            if rect is not None and rect.collidepoint(pos):
                return seat
        return None

    def _hand_size(self, seat: int) -> int:
        hands = self.view.get("hands", [])
        return len(hands[seat]) if 0 <= seat < len(hands) else 0

    # -- painting ---------------------------------------------------------------------------------

    def draw_hero_card(self, surface: pygame.Surface) -> None:
        zone = self.zones["hero_card"]
        hero_id = self.acting_hero()
        seat = self.view.get("seat")
        colour = self.seats[int(seat)].rgb if seat is not None and hero_id is not None else (255, 255, 255)
        surface.blit(theme.rounded(zone.size, theme.PANEL, theme.RADIUS, 3, (*colour, 150)), zone)
        if hero_id is None or seat is None:
            txt.draw_text(
                surface,
                _("Heroes are choosing…"),
                zone.center,
                24,
                theme.TEXT_DIM,
                "center",
                max_width=zone.width - 20,
            )
            return
        hero = HEROES_BY_ID[hero_id]
        room = self.power_button.rect.top - zone.top - 16
        card_h = room
        card_w = round(card_h * 300 / 420)
        card = pygame.Rect(0, 0, card_w, card_h)
        card.midtop = (zone.centerx, zone.top + 8)
        theme.blit_shadow(surface, card, theme.CARD_RADIUS, (4, 8), 8, 140)
        surface.blit(art.card_with_text(art.hero_card(hero_id), card.size, "hero", _(hero.text)), card)
        uses = int(self.view.get("hero_uses_left", 0))
        if self.view.get("phase") == "act" and uses > 1:
            art.pill(
                surface,
                _("×{count}").format(count=uses),
                (card.right - 6, card.top + 10),
                22,
                theme.PRIMARY,
                theme.PRIMARY_TEXT,
                (20, 20, 20),
            )

    def draw_team(self, surface: pygame.Surface) -> None:
        zone = self.zones["team"]
        surface.blit(theme.rounded(zone.size, theme.PANEL, theme.RADIUS, 2, theme.PANEL_BORDER), zone)
        seats = self.seats
        heroes = self.view.get("heroes", [])
        cells = self.team_cells()
        acting = self.view.get("seat")
        compact = len(seats) > 2
        crowded = self._crowded_team()
        for i, (seat, cell) in enumerate(zip(seats, cells, strict=False)):
            here = acting == i and self.view.get("phase") != "over"
            if here:
                surface.blit(theme.rounded(cell.size, (*seat.rgb, 60), 12, 3, (*seat.rgb, 255)), cell)
            hero_id = heroes[i] if i < len(heroes) else None
            gap = 6 if crowded else 8
            x = cell.left + gap
            portrait_h = cell.height - 10
            if hero_id is not None and portrait_h > 20:
                portrait = pygame.Rect(x, cell.top + 5, round(portrait_h * 300 / 420), portrait_h)
                art.blit_card(surface, art.hero_card(hero_id), portrait, shadow=False, radius=6)
                x = portrait.right + gap
            icon_size = 18 if crowded else 22 if compact else 26
            icon = chrome.seat_symbol(seat.colour, icon_size)
            name_y = cell.centery if compact else round(cell.top + cell.height * 0.3)
            surface.blit(icon, icon.get_rect(midleft=(x, name_y)))
            count_rect = self.bonus_count_rect(i)
            name_x = x + (icon_size + 4 if crowded else 28)
            room = (
                (count_rect.left if count_rect is not None else cell.right) - name_x - (4 if crowded else 8)
            )
            name_size = 18 if crowded else 20 if compact else 22
            txt.draw_text(
                surface,
                seat.name,
                (name_x, name_y),
                name_size,
                seat.rgb,
                "midleft",
                bold=True,
                max_width=room,
            )
            if not compact:
                hero_name = _(HEROES_BY_ID[hero_id].name) if hero_id in HEROES_BY_ID else _("choosing…")
                txt.draw_text(
                    surface,
                    hero_name,
                    (x, round(cell.top + cell.height * 0.72)),
                    19,
                    theme.TEXT,
                    "midleft",
                    max_width=room + 28,
                )
            if count_rect is not None:
                self._draw_bonus_count(surface, count_rect, self._hand_size(i))

    def _draw_bonus_count(self, surface: pygame.Surface, rect: pygame.Rect, count: int) -> None:
        """A seat's bonus cards: a small bonus card with the count beside it
        (the caption on hover says so in words).
        """
        held = count > 0
        surface.blit(
            theme.rounded(
                rect.size,
                (60, 48, 14, 230) if held else (40, 40, 44, 200),
                10,
                1,
                (255, 220, 120, 160) if held else theme.PANEL_BORDER,
            ),
            rect,
        )
        card_h = rect.height - 8
        card = pygame.Rect(rect.left + 6, rect.top + 4, round(card_h * 200 / 280), card_h)
        image = art.card_image(art.bonus_back(), card.size, 3)
        surface.blit(image if held else theme.dimmed(image, 0.5), card)
        txt.draw_text(
            surface,
            str(count),
            ((card.right + rect.right) // 2, rect.centery + 1),
            22,
            (255, 220, 120) if held else theme.TEXT_DIM,
            "center",
            bold=True,
        )

    def draw_count_caption(self, surface: pygame.Surface) -> None:
        """Over the count under the pointer: whose bonus cards and how many, in words."""
        seat = self.hover_count
        rect = self.bonus_count_rect(seat) if seat is not None else None
        if seat is None or rect is None or seat >= len(self.seats):
            return
        words = _("{name} · bonus cards: {count}").format(
            name=self.seats[seat].name, count=self._hand_size(seat)
        )
        w, h = txt.measure(words, 20, bold=True)
        box = pygame.Rect(0, 0, w + 28, h + 14)
        box.midbottom = (rect.centerx, rect.top - 8)
        box.clamp_ip(surface.get_rect())
        surface.blit(theme.rounded(box.size, (18, 20, 28, 240), 10, 2, theme.HIGHLIGHT), box)
        txt.draw_text(surface, words, box.center, 20, theme.TEXT, "center", bold=True)
