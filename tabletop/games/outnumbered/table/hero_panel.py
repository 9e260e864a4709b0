"""The heroes' side of the table: the acting hero's card with its "Use power" button (the card's
text box grows so its power reads from across the table), and the team strip (every seat's
name, hero and how many bonus cards it holds; the tooltips say it in words).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.core.i18n import _
from tabletop.core.seats import Seat
from tabletop.engine import chrome, theme
from tabletop.engine import text as txt
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.outnumbered.rules.content import HEROES_BY_ID
from tabletop.games.outnumbered.rules.view import OutnumberedView
from tabletop.games.outnumbered.table import art as art
from tabletop.games.outnumbered.table.table_view import before_first_view

POWER_SIZE = txt.READABLE  # the hero's power on its card, readable from across the table


class HeroPanel:
    """The hero card and the team strip for the view it is given."""

    def __init__(
        self, zones: dict[str, pygame.Rect], seats: Sequence[Seat], use_power: Callable[[], None]
    ) -> None:
        self.zones = zones
        self.seats = seats
        self.view: OutnumberedView = before_first_view()
        zone = zones["hero_card"]
        self.power_button = Button(
            pygame.Rect(zone.left + 12, zone.bottom - 64, zone.width - 24, 56),
            lambda: self.power_label(),
            use_power,
            ButtonStyle.PRIMARY,
            pygame.K_p,
            font_size=26,
        )

    def set_view(self, view: OutnumberedView, my_turn: bool) -> None:
        """Show ``view``; the power button is live on the player's own turn once a single die is rolled."""
        self.view = view
        hero = self.acting_hero()
        phase = view.get("phase")
        raw = [v for v in view.get("pool", []) if v.get("raw")]
        self.power_button.visible = hero is not None and phase in ("roll", "act")
        self.power_button.enabled = (
            my_turn and phase == "act" and int(view.get("hero_uses_left", 0)) > 0 and bool(raw)
        )
        # the P badge only while P does something: the longer labels of a resting button need its room
        self.power_button.show_hotkey = self.power_button.enabled

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

    def _columns(self) -> int:
        n = len(self.seats)
        return n if n <= 2 else 2 if n <= 4 else 3

    def team_cells(self) -> list[pygame.Rect]:
        """One cell per seat in the team strip: one row of two-line cells for one or two players,
        else two rows of one line (two or three cells across)."""
        zone = self.zones["team"]
        n = max(1, len(self.seats))
        per_row = max(1, self._columns())
        rows = -(-n // per_row)
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

    def team_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose team cell is under ``pos``."""
        for seat, cell in enumerate(self.team_cells()):
            if cell.collidepoint(pos):
                return seat
        return None

    def bonus_count_rect(self, seat: int) -> pygame.Rect | None:
        """Where a seat's bonus-card count sits in its team cell (None in Training: no bonus cards)."""
        cells = self.team_cells()
        if self.view.get("mode") == "training" or not 0 <= seat < len(cells):
            return None
        cell = cells[seat]
        rect = pygame.Rect(0, 0, 40 if self._crowded_team() else 58, min(cell.height - 4, 36))
        rect.midright = (cell.right - 4, cell.centery)
        return rect

    def _crowded_team(self) -> bool:
        """Five or six heroes share the strip: the cells leave out the hero's small portrait and
        the bonus count its small card, so the players' names keep room to be read whole."""
        return len(self.seats) > 4

    def bonus_count_at(self, pos: tuple[int, int]) -> int | None:
        for seat in range(len(self.seats)):
            rect = self.bonus_count_rect(seat)
            if rect is not None and rect.collidepoint(pos):
                return seat
        return None

    def hand_size(self, seat: int) -> int:
        hands = self.view.get("hands", [])
        return len(hands[seat]) if 0 <= seat < len(hands) else 0

    # -- painting ---------------------------------------------------------------------------------

    def hero_card_rect(self) -> pygame.Rect | None:
        """Where the acting hero's card is drawn: as wide as the column allows while its power,
        set in readable type, and the button below it still fit."""
        hero_id = self.acting_hero()
        if hero_id is None or hero_id not in HEROES_BY_ID:
            return None
        zone = self.zones["hero_card"]
        room = self.power_button.rect.top - zone.top - 16
        text = _(HEROES_BY_ID[hero_id].text)
        width = zone.width - 8
        while (
            width > 160
            and art.tall_card_height(art.hero_card(hero_id), width, "hero", text, POWER_SIZE) > room
        ):
            width -= 4
        height = art.tall_card_height(art.hero_card(hero_id), width, "hero", text, POWER_SIZE)
        card = pygame.Rect(0, 0, width, height)
        card.midtop = (zone.centerx, zone.top + 8)
        return card

    def draw_hero_card(self, surface: pygame.Surface) -> None:
        zone = self.zones["hero_card"]
        hero_id = self.acting_hero()
        seat = self.view.get("seat")
        colour = self.seats[int(seat)].rgb if seat is not None and hero_id is not None else (255, 255, 255)
        surface.blit(theme.rounded(zone.size, theme.PANEL, theme.RADIUS, 3, (*colour, 150)), zone)
        card = self.hero_card_rect()
        if hero_id is None or seat is None or card is None:
            txt.draw_wrapped(
                surface,
                _("Heroes are choosing…"),
                pygame.Rect(zone.left + 16, zone.centery - 30, zone.width - 32, 90),
                txt.READABLE,
                theme.TEXT_DIM,
                align="center",
            )
            return
        hero = HEROES_BY_ID[hero_id]
        theme.blit_shadow(surface, card, theme.CARD_RADIUS, (4, 8), 8, 140)
        surface.blit(
            art.tall_card(art.hero_card(hero_id), card.width, "hero", _(hero.text), POWER_SIZE), card
        )
        uses = int(self.view.get("hero_uses_left", 0))
        if self.view.get("phase") == "act" and uses > 1:
            art.pill(
                surface,
                _("×{count}").format(count=uses),
                (card.right - 6, card.top + 10),
                txt.READABLE,
                theme.PRIMARY,
                theme.PRIMARY_TEXT,
                (20, 20, 20),
            )

    def draw_team(self, surface: pygame.Surface) -> None:
        zone = self.zones["team"]
        surface.blit(theme.rounded(zone.size, theme.PANEL, theme.RADIUS, 2, theme.PANEL_BORDER), zone)
        heroes = self.view.get("heroes", [])
        acting = self.view.get("seat")
        two_lines = len(self.seats) <= 2
        for i, (seat, cell) in enumerate(zip(self.seats, self.team_cells(), strict=False)):
            if acting == i and self.view.get("phase") != "over":
                surface.blit(theme.rounded(cell.size, (*seat.rgb, 60), 12, 3, (*seat.rgb, 255)), cell)
            hero_id = heroes[i] if i < len(heroes) else None
            x = cell.left + 8
            if hero_id is not None and not self._crowded_team():
                portrait_h = cell.height - 8
                portrait = pygame.Rect(x, cell.top + 4, round(portrait_h * 300 / 420), portrait_h)
                art.blit_card(surface, art.hero_card(hero_id), portrait, shadow=False, radius=5)
                x = portrait.right + 8
            count_rect = self.bonus_count_rect(i)
            right = (count_rect.left if count_rect is not None else cell.right) - 6
            line = round(cell.top + cell.height * 0.28) if two_lines else cell.centery
            icon_size = 22
            icon = chrome.seat_symbol(seat.colour, icon_size)
            surface.blit(icon, icon.get_rect(midleft=(x, line)))
            name_x = x + icon_size + 6
            art.draw_label(surface, seat.name, (name_x, line), txt.READABLE, seat.rgb, right - name_x)
            if two_lines:
                hero_name = _(HEROES_BY_ID[hero_id].name) if hero_id in HEROES_BY_ID else _("choosing…")
                line2 = round(cell.top + cell.height * 0.74)
                art.draw_label(surface, hero_name, (x, line2), txt.READABLE, theme.TEXT, right - x)
            if count_rect is not None:
                self._draw_bonus_count(surface, count_rect, self.hand_size(i))

    def _draw_bonus_count(self, surface: pygame.Surface, rect: pygame.Rect, count: int) -> None:
        """A seat's bonus cards: a small bonus card with the count beside it (its tooltip says
        so in words)."""
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
        left = rect.left
        if not self._crowded_team():  # a small bonus card beside the number, when there is room
            card_h = rect.height - 8
            card = pygame.Rect(rect.left + 5, rect.top + 4, round(card_h * 200 / 280), card_h)
            image = art.card_image(art.bonus_back(), card.size, 3)
            surface.blit(image if held else theme.dimmed(image, 0.5), card)
            left = card.right
        txt.draw_text(
            surface,
            str(count),
            ((left + rect.right) // 2, rect.centery + 1),
            txt.READABLE,
            (255, 220, 120) if held else theme.TEXT_DIM,
            "center",
            bold=True,
        )
