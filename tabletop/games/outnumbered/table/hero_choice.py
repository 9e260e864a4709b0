"""Choosing heroes at the start: the six hero cards big across the table, each with its name and
power in words.  The seat choosing clicks one (a computer seat picks by itself); a hero already
taken shows who took it and cannot be picked again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import _
from tabletop.core.seats import Seat
from tabletop.engine import chrome, theme
from tabletop.engine import text as txt
from tabletop.games.outnumbered.rules.commands import ChooseHero
from tabletop.games.outnumbered.rules.content import HEROES
from tabletop.games.outnumbered.rules.view import OutnumberedView
from tabletop.games.outnumbered.table import art as art
from tabletop.games.outnumbered.table.table_view import before_first_view

CARD_W = 264
GAP = 30
TOP = 250
POWER_SIZE = txt.READABLE


class HeroChoice:
    """The hero-choice overlay shown while the view's phase is ``choose_hero``."""

    def __init__(
        self, seats: Sequence[Seat], *, submit: Callable[[Command], None], say: Callable[[str], None]
    ) -> None:
        self.seats = seats
        self.submit = submit
        self.say = say
        self.view: OutnumberedView = before_first_view()
        self.my_turn = False
        self.viewer: int | None = None
        self.hover_hero: str | None = None

    def set_view(self, view: OutnumberedView, my_turn: bool, viewer: int | None) -> None:
        """Show ``view``; ``viewer`` chooses when it is ``my_turn``."""
        self.view = view
        self.my_turn = my_turn
        self.viewer = viewer

    def hover(self, pos: tuple[int, int]) -> None:
        self.hover_hero = self.hero_at(pos) if self.choosing() else None

    def choosing(self) -> bool:
        return self.view.get("phase") == "choose_hero"

    def rects(self) -> list[pygame.Rect]:
        """The six cards, all as tall as the one whose power needs the most lines of readable type."""
        n = len(HEROES)
        total = n * CARD_W + (n - 1) * GAP
        left = (1920 - total) // 2
        height = max(
            art.tall_card_height(art.hero_card(h.id), CARD_W, "hero", _(h.text), POWER_SIZE) for h in HEROES
        )
        return [pygame.Rect(left + i * (CARD_W + GAP), TOP, CARD_W, height) for i in range(n)]

    def hero_at(self, pos: tuple[int, int]) -> str | None:
        for hero, rect in zip(HEROES, self.rects(), strict=False):
            if rect.inflate(0, 150).move(0, 60).collidepoint(pos):
                return hero.id
        return None

    def taken_by(self) -> dict[str, int]:
        return {hero: seat for seat, hero in enumerate(self.view.get("heroes", [])) if hero is not None}

    def choose_hero(self, hero_id: str) -> None:
        if not self.my_turn or self.viewer is None:
            return
        taken = self.taken_by()
        if hero_id in taken:
            name = self.seats[taken[hero_id]].name
            self.say(_("{name} has already chosen this hero; pick another.").format(name=name))
            return
        self.submit(ChooseHero(self.viewer, hero_id))

    def click(self, pos: tuple[int, int]) -> None:
        hero = self.hero_at(pos)
        if hero is not None:
            self.choose_hero(hero)

    def draw(self, surface: pygame.Surface) -> None:
        chrome.dim(surface, 200)
        seat = self.view.get("seat")
        who = self.seats[int(seat)] if seat is not None else None
        title = _("Choose your hero") if self.my_turn else _("Heroes are being chosen")
        txt.draw_text(surface, title, (960, 104), 64, theme.TEXT, "midtop", bold=True, shadow=True)
        if who is not None:
            if self.my_turn:
                line = _(
                    "{name}, click the hero you want to play. Each hero has one power, usable once per turn."
                ).format(name=who.name)
            elif who.is_computer:
                line = _("{name} is choosing a hero…").format(name=who.name)
            else:
                line = _("Waiting for {name} to choose a hero.").format(name=who.name)
            icon = chrome.seat_symbol(who.colour, 40)
            rect = txt.draw_text(surface, line, (980, 196), 30, who.rgb, "midtop", bold=True, max_width=1500)
            surface.blit(icon, icon.get_rect(midright=(rect.left - 12, rect.centery)))
        taken = self.taken_by()
        for hero, rect in zip(HEROES, self.rects(), strict=False):
            owner = taken.get(hero.id)
            hovered = self.hover_hero == hero.id and owner is None and self.my_turn
            card = rect.move(0, -16) if hovered else rect
            # every card as tall as the row: a shorter power's box grows with the others
            image = art.tall_card(
                art.hero_card(hero.id), card.width, "hero", _(hero.text), POWER_SIZE, height=card.height
            )
            if owner is not None:
                image = theme.dimmed(image, 0.45)
            theme.blit_shadow(surface, card, theme.CARD_RADIUS, (8, 16) if hovered else (5, 9), 12, 150)
            surface.blit(image, card)
            if hovered:
                theme.blit_glow(surface, card, theme.HOVER_GLOW, theme.CARD_RADIUS, 5, 1.0)
            elif owner is None and self.my_turn:
                theme.blit_glow(surface, card, theme.HIGHLIGHT, theme.CARD_RADIUS, 3, 0.6)
            txt.draw_text(
                surface,
                _(hero.name),
                (card.centerx, rect.bottom + 16),
                32,
                theme.HIGHLIGHT if owner is None else theme.TEXT_DIM,
                "midtop",
                bold=True,
                max_width=CARD_W + 20,
            )
            if owner is not None:
                seat_info = self.seats[owner]
                art.pill(
                    surface,
                    _("{name}'s hero").format(name=seat_info.name),
                    card.center,
                    26,
                    (*seat_info.rgb, 240),
                    theme.TEXT_DARK if sum(seat_info.rgb) > 380 else theme.TEXT,
                    (20, 20, 20),
                )
        chosen = [(s, h) for h, s in taken.items()]
        if chosen:
            y = 900
            parts = []
            for seat_index, hero_id in sorted(chosen):
                name = next((_(h.name) for h in HEROES if h.id == hero_id), hero_id)
                parts.append(_("{player}: {hero}").format(player=self.seats[seat_index].name, hero=name))
            txt.draw_text(surface, "   ·   ".join(parts), (960, y), 28, theme.TEXT, "midtop", max_width=1700)
