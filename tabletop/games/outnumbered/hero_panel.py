"""The heroes' side of the table: the acting hero's card with its "Use power" button, the team
strip (every seat's hero, colour and bonus cards) and the acting seat's bonus powers.

Playing a bonus power is click the card, then (when it needs one) click its target: a villain for
Lightning Strike, Knockout or Push Back (only the legal ones glow, straight from the rules' legal
commands), a lane's barricade for Rebuild, a die and a face for Wild Die.  The chosen target's
command goes to the queue.
"""

from __future__ import annotations

import pygame

from tabletop.core.i18n import N_, _
from tabletop.engine import chrome, theme
from tabletop.engine import text as txt
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.outnumbered import table_art as art
from tabletop.games.outnumbered.rules.commands import PlayBonus
from tabletop.games.outnumbered.rules.content import BONUS_BY_KIND, HEROES_BY_ID

VILLAIN_TARGETS = frozenset({"lightning", "knockout", "push_back"})
CARD_RATIO = 280 / 200

PROMPTS = {
    "lightning": N_("Lightning Strike: click a glowing villain (10 or less)."),
    "knockout": N_("Knockout: click the villain to knock out."),
    "push_back": N_("Push Back: click the villain to push back up its lane."),
    "rebuild": N_("Rebuild: click the lane whose barricade comes back."),
    "wild_die": N_("Wild Die: pick a die, then the face it turns to."),
}


class HeroPanel:
    """Hero card, team strip, bonus hand and bonus targeting."""

    def _init_hero_panel(self) -> None:
        self.bonus_mode: str | None = None
        self.bonus_options: list[PlayBonus] = []
        self.legal_bonus: dict[str, list[PlayBonus]] = {}
        self.hover_card: int | None = None
        self.hover_space: tuple[int, int] | None = None
        self.hover_lane: int | None = None
        self.hover_count: int | None = None  # the team strip's bonus-card count under the pointer
        self.wild_die: int | None = None
        self.picker_buttons: list[Button] = []
        zone = self.zones["hero_card"]
        self.power_button = Button(
            pygame.Rect(zone.left + 12, zone.bottom - 60, zone.width - 24, 52),
            lambda: self._power_label(),
            self.use_power,
            ButtonStyle.PRIMARY,
            pygame.K_p,
            font_size=26,
        )
        self.cancel_button = Button(
            pygame.Rect(0, 0, 180, 54), lambda: _("Cancel"), self.cancel_bonus, font_size=24
        )
        self.cancel_button.show_hotkey = False
        log = self.zones["log"]
        self.undo_button = Button(
            pygame.Rect(log.right - 178, log.top + 4, 166, 34),
            lambda: _("Take back"),
            self.undo,
            hotkey=pygame.K_u,
            font_size=20,
        )

    # -- reading the view ---------------------------------------------------------------------------

    def _hand_seat(self) -> int | None:
        if self.view.get("phase") in ("choose_hero",):
            return None
        seat = self.view.get("seat")
        return int(seat) if seat is not None else None

    def shown_hand(self) -> list[str]:
        seat = self._hand_seat()
        hands = self.view.get("hands", [])
        if seat is None or seat >= len(hands):
            return []
        return [str(card) for card in hands[seat]]

    def my_turn(self) -> bool:
        """The person at the screen acts now (not a computer, not a finished game)."""
        if self.viewer is None or self.session.over:
            return False
        seat = self.view.get("seat")
        return seat == self.viewer and not self.session.seats[self.viewer].is_computer

    def acting_hero(self) -> str | None:
        seat = self.view.get("seat")
        heroes = self.view.get("heroes", [])
        if seat is None or seat >= len(heroes):
            return None
        return heroes[seat]

    def _refresh_legal(self) -> None:
        self.legal_bonus = {}
        if not self.my_turn() or self.view.get("phase") not in ("roll", "act"):
            return
        for command in self.session.legal(self.viewer):
            if isinstance(command, PlayBonus):
                self.legal_bonus.setdefault(command.card, []).append(command)

    def _refresh_panel(self) -> None:
        self._refresh_legal()
        if self.bonus_mode is not None and self.bonus_mode not in self.legal_bonus:
            self.cancel_bonus()
        elif self.bonus_mode is not None:
            self.bonus_options = list(self.legal_bonus[self.bonus_mode])
            self._build_picker()
        hero = self.acting_hero()
        phase = self.view.get("phase")
        raw = [v for v in self.view.get("pool", []) if v.get("raw")]
        self.power_button.visible = hero is not None and phase in ("roll", "act")
        self.power_button.enabled = (
            self.my_turn() and phase == "act" and int(self.view.get("hero_uses_left", 0)) > 0 and bool(raw)
        )
        self.undo_button.visible = self.can_undo() and phase in ("roll", "act")

    def _power_label(self) -> str:
        phase = self.view.get("phase")
        if phase == "roll":
            return _("Roll first")
        if int(self.view.get("hero_uses_left", 0)) <= 0:
            return _("Power used")
        if not any(v.get("raw") for v in self.view.get("pool", [])):
            return _("No single die left")
        return _("Use power")

    # -- actions -------------------------------------------------------------------------------------

    def use_power(self) -> None:
        hero = HEROES_BY_ID.get(self.acting_hero() or "")
        if hero is not None and self.my_turn():
            self.tray.begin_hero_power(hero.power.value)

    def play_card(self, card: str) -> None:
        """A click on a bonus card: play it now, or ask for its target."""
        if not self.my_turn():
            self._say(_("Bonus powers are played on your own turn."))
            return
        options = self.legal_bonus.get(card, [])
        if not options:
            self._say(self._why_not_bonus(card))
            return
        if self.bonus_mode == card:
            self.cancel_bonus()
            return
        picks_target = (
            card in VILLAIN_TARGETS or card == "wild_die" or (card == "rebuild" and len(options) > 1)
        )
        if not picks_target:
            self.cancel_bonus()
            self.submit(options[0])
            return
        self.bonus_mode = card
        self.bonus_options = list(options)
        self.wild_die = None
        self._build_picker()
        self._base_dirty = True

    def _why_not_bonus(self, card: str) -> str:
        phase = self.view.get("phase")
        if card in ("wild_die", "extra_die", "second_wind", "power_surge") and phase == "roll":
            return _("Roll the dice first: this power works on your dice.")
        if card == "rebuild":
            return _("Every barricade is still standing.")
        if card == "lightning":
            return _("No villain numbered 10 or less is on the board.")
        if card == "push_back":
            return _("No villain can be pushed back: the space behind each one is taken.")
        if card == "wild_die":
            return _("You have no single unused die to change.")
        return _("You cannot play that card now.")

    def cancel_bonus(self) -> None:
        self.bonus_mode = None
        self.bonus_options = []
        self.wild_die = None
        self.picker_buttons = []
        self._base_dirty = True

    def bonus_targets(self) -> set[tuple[int, int]]:
        """The villain spaces the card being played may target."""
        if self.bonus_mode not in VILLAIN_TARGETS:
            return set()
        return {(c.lane, c.row) for c in self.bonus_options}

    def rebuild_lanes(self) -> set[int]:
        if self.bonus_mode != "rebuild":
            return set()
        return {c.lane for c in self.bonus_options}

    def _build_picker(self) -> None:
        """Wild Die: one button per usable die, then six face buttons for the chosen one."""
        self.picker_buttons = []
        if self.bonus_mode != "wild_die":
            return
        area = self.picker_rect()
        dice = sorted({c.die for c in self.bonus_options})
        numbers = {int(v["id"]): int(v["number"]) for v in self.view.get("pool", [])}
        x = area.left + 24
        for die in dice:
            rect = pygame.Rect(x, area.top + 70, 96, 80)
            style = ButtonStyle.PRIMARY if die == self.wild_die else ButtonStyle.NORMAL
            self.picker_buttons.append(
                Button(rect, str(numbers.get(die, "?")), lambda d=die: self._pick_die(d), style, font_size=40)
            )
            x += 110
        if self.wild_die is not None:
            x = area.left + 24
            for face in range(1, 7):
                command = next(
                    (c for c in self.bonus_options if c.die == self.wild_die and c.face == face), None
                )
                rect = pygame.Rect(x, area.top + 200, 84, 80)
                button = Button(
                    rect,
                    str(face),
                    (lambda c=command: self._submit_bonus(c)),
                    ButtonStyle.PRIMARY,
                    font_size=40,
                    enabled=command is not None,
                )
                self.picker_buttons.append(button)
                x += 96

    def picker_rect(self) -> pygame.Rect:
        return pygame.Rect(self.tray_rects["dice_tray"])

    def _pick_die(self, die: int) -> None:
        self.wild_die = die
        self._build_picker()
        self._base_dirty = True

    def _submit_bonus(self, command: PlayBonus | None) -> None:
        if command is None:
            return
        self.cancel_bonus()
        self.submit(command)

    def _bonus_click(self, pos: tuple[int, int]) -> bool:
        """In targeting mode, a click on a legal target plays the card; True when used."""
        if self.bonus_mode is None:
            return False
        if self.bonus_mode in VILLAIN_TARGETS:
            space = self.space_at(pos)
            command = next(
                (c for c in self.bonus_options if space is not None and (c.lane, c.row) == space), None
            )
            if command is not None:
                self._submit_bonus(command)
                return True
            if space is not None and self.villain_at(*space) is not None:
                self._say(self._why_not_target(self.bonus_mode))
                return True
            return False
        if self.bonus_mode == "rebuild":
            lane = self.lane_at(pos)
            command = next((c for c in self.bonus_options if c.lane == lane), None)
            if command is not None:
                self._submit_bonus(command)
                return True
            if lane is not None:
                self._say(_("That lane still has its barricade."))
                return True
        return False

    def _why_not_target(self, card: str) -> str:
        if card == "lightning":
            return _("Lightning Strike only beats a villain numbered 10 or less (never Absolute Zero).")
        if card == "push_back":
            return _(
                "That villain cannot be pushed back: the space behind it is taken or it is already "
                "at the top."
            )
        return _("That villain cannot be targeted.")

    # -- geometry --------------------------------------------------------------------------------------

    def hand_slots(self) -> list[pygame.Rect]:
        zone = self.zones["bonus_hand"]
        cards = self.shown_hand()
        n = len(cards)
        if n == 0:
            return []
        h = zone.height - 34
        w = round(h / CARD_RATIO)
        step = min(w + 14, (zone.width - w) / max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        left = zone.centerx - total / 2
        return [pygame.Rect(round(left + i * step), zone.bottom - h - 4, w, h) for i in range(n)]

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for index in range(len(self.hand_slots()) - 1, -1, -1):
            rect = self.hand_slots()[index]
            if rect.move(0, -18 if index == self.hover_card else 0).union(rect).collidepoint(pos):
                return index
        return None

    # -- drawing -----------------------------------------------------------------------------------------

    def _draw_hero_card(self, surface: pygame.Surface) -> None:
        zone = self.zones["hero_card"]
        hero_id = self.acting_hero()
        seat = self.view.get("seat")
        colour = (
            self.session.seats[int(seat)].rgb if seat is not None and hero_id is not None else (255, 255, 255)
        )
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

    def team_cells(self) -> list[pygame.Rect]:
        """One cell per seat in the team strip: one row for one or two players, else two rows."""
        zone = self.zones["team"]
        n = max(1, len(self.session.seats))
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
        return len(self.session.seats) > 4

    def bonus_count_at(self, pos: tuple[int, int]) -> int | None:
        for seat in range(len(self.session.seats)):
            rect = self.bonus_count_rect(seat)
            if rect is not None and rect.collidepoint(pos):
                return seat
        return None

    def _draw_team(self, surface: pygame.Surface) -> None:
        zone = self.zones["team"]
        surface.blit(theme.rounded(zone.size, theme.PANEL, theme.RADIUS, 2, theme.PANEL_BORDER), zone)
        seats = self.session.seats
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

    def _hand_size(self, seat: int) -> int:
        hands = self.view.get("hands", [])
        return len(hands[seat]) if 0 <= seat < len(hands) else 0

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

    def _draw_bonus_count_caption(self, surface: pygame.Surface) -> None:
        """Over the count under the pointer: whose bonus cards and how many, in words."""
        seat = self.hover_count
        rect = self.bonus_count_rect(seat) if seat is not None else None
        if seat is None or rect is None or seat >= len(self.session.seats):
            return
        words = _("{name} · bonus cards: {count}").format(
            name=self.session.seats[seat].name, count=self._hand_size(seat)
        )
        w, h = txt.measure(words, 20, bold=True)
        box = pygame.Rect(0, 0, w + 28, h + 14)
        box.midbottom = (rect.centerx, rect.top - 8)
        box.clamp_ip(surface.get_rect())
        surface.blit(theme.rounded(box.size, (18, 20, 28, 240), 10, 2, theme.HIGHLIGHT), box)
        txt.draw_text(surface, words, box.center, 20, theme.TEXT, "center", bold=True)

    def _draw_hand(self, surface: pygame.Surface) -> None:
        zone = self.zones["bonus_hand"]
        if self.view.get("mode") == "training":
            # say why the panel is empty instead of leaving a blank box
            txt.draw_text(
                surface,
                _("No bonus powers in Training."),
                zone.center,
                20,
                theme.TEXT_DIM,
                "center",
                max_width=zone.width - 30,
            )
            return
        surface.blit(theme.rounded(zone.size, (12, 16, 24, 150), theme.RADIUS, 1, theme.PANEL_BORDER), zone)
        seat = self._hand_seat()
        title = (
            _("Bonus powers")
            if seat is None
            else _("{name}'s bonus powers").format(name=self.session.seats[seat].name)
        )
        txt.draw_text(
            surface,
            title,
            (zone.left + 14, zone.top + 6),
            19,
            theme.TEXT_DIM,
            "topleft",
            bold=True,
            max_width=zone.width - 28,
        )
        cards = self.shown_hand()
        if not cards:
            txt.draw_text(
                surface,
                _("Beat a villain on a ★ space with your dice to earn one."),
                zone.center,
                20,
                theme.TEXT_DIM,
                "center",
                max_width=zone.width - 30,
            )

    def _draw_hand_cards(self, surface: pygame.Surface) -> None:
        if self.view.get("mode") == "training":
            return
        cards = self.shown_hand()
        slots = self.hand_slots()
        shown = len(cards) - self.hidden_hand
        for index, (card, rect) in enumerate(zip(cards, slots, strict=False)):
            if index >= shown:
                break
            lifted = index == self.hover_card or card == self.bonus_mode
            rect = rect.move(0, -18) if lifted else rect
            info = BONUS_BY_KIND.get(card)
            image = art.card_with_text(
                art.bonus_card(card), rect.size, "bonus", _(info.name) if info else "", bold=True
            )
            playable = card in self.legal_bonus
            theme.blit_shadow(surface, rect, theme.CARD_RADIUS, (3, 6), 6, 120)
            surface.blit(image if playable or not self.my_turn() else theme.dimmed(image, 0.55), rect)
            if card == self.bonus_mode:
                theme.blit_glow(surface, rect, theme.SELECTED, theme.CARD_RADIUS, 4, 1.0)
            elif playable:
                theme.blit_glow(
                    surface,
                    rect,
                    theme.HIGHLIGHT,
                    theme.CARD_RADIUS,
                    3,
                    0.55 + 0.45 * self.pulse.level if index == self.hover_card else 0.55,
                )
        if self.hover_card is not None and self.hover_card < len(cards) and self.bonus_mode is None:
            info = BONUS_BY_KIND.get(cards[self.hover_card])
            if info is not None:
                self._draw_card_tip(surface, slots[self.hover_card], _(info.name), _(info.text))

    def _draw_card_tip(self, surface: pygame.Surface, rect: pygame.Rect, title: str, body: str) -> None:
        width = 380
        lines = txt.wrap(body, 20, width - 28)
        height = 48 + 26 * len(lines)
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = (rect.centerx, rect.top - 26)
        box.clamp_ip(surface.get_rect())
        surface.blit(theme.rounded(box.size, (18, 20, 28, 240), 12, 2, theme.HIGHLIGHT), box)
        txt.draw_text(
            surface,
            title,
            (box.left + 14, box.top + 10),
            22,
            theme.HIGHLIGHT,
            "topleft",
            bold=True,
            max_width=width - 28,
        )
        y = box.top + 42
        for line in lines:
            txt.draw_text(surface, line, (box.left + 14, y), 20, theme.TEXT, "topleft")
            y += 26

    def _draw_bonus_prompt(self, surface: pygame.Surface) -> None:
        """While a bonus power waits for its target: what to click, a Cancel button, the picker."""
        if self.bonus_mode is None:
            return
        self.board_rect()
        words = _(PROMPTS.get(self.bonus_mode, N_("Pick a target.")))
        decks = self.zones["villain_deck"].union(self.zones["event_discard"])
        bar = pygame.Rect(0, 0, decks.width, min(84, decks.height))
        bar.center = decks.center
        surface.blit(theme.rounded(bar.size, (14, 40, 24, 235), 16, 3, (130, 240, 160)), bar)
        self.cancel_button.rect.midright = (bar.right - 10, bar.centery)
        txt.draw_text(
            surface,
            words,
            (bar.left + 20, bar.centery),
            26,
            theme.TEXT,
            "midleft",
            bold=True,
            max_width=self.cancel_button.rect.left - bar.left - 36,
        )
        self.cancel_button.draw(surface)
        for lane in self.rebuild_lanes():
            rect = self.barricade_rects[lane]
            theme.blit_glow(
                surface, rect, (130, 240, 160), 10, 4, 1.0 if self.hover_lane == lane else self.pulse.level
            )
        if self.bonus_mode == "wild_die":
            area = self.picker_rect()
            surface.blit(theme.rounded(area.size, (16, 20, 30, 245), 16, 3, (130, 240, 160)), area)
            txt.draw_text(
                surface,
                _("Which die?"),
                (area.left + 24, area.top + 20),
                28,
                theme.TEXT,
                "topleft",
                bold=True,
            )
            if self.wild_die is not None:
                txt.draw_text(
                    surface,
                    _("Turn it to:"),
                    (area.left + 24, area.top + 160),
                    28,
                    theme.TEXT,
                    "topleft",
                    bold=True,
                )
            for button in self.picker_buttons:
                button.draw(surface)
