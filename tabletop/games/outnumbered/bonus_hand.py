"""The acting seat's bonus powers: the hand of cards (a bonus card flying in is hidden in its place
until it lands), a card's words on hover, and playing one.

Playing a bonus power is click the card, then (when it needs one) click its target: a villain for
Lightning Strike, Knockout or Push Back (only the legal ones glow, straight from the rules' legal
commands), a lane's barricade for Rebuild, a die and a face for Wild Die.  The chosen target's
command goes to the queue.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import N_, _
from tabletop.core.seats import Seat
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.flight import Flights
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.outnumbered import table_art as art
from tabletop.games.outnumbered.lanes import villain_at
from tabletop.games.outnumbered.rules.commands import PlayBonus
from tabletop.games.outnumbered.rules.content import BONUS_BY_KIND
from tabletop.games.outnumbered.table_layout import TableLayout
from tabletop.games.outnumbered.villain_sprites import card_flight

VILLAIN_TARGETS = frozenset({"lightning", "knockout", "push_back"})
CARD_RATIO = 280 / 200
DRAW_TIME = 0.55  # a drawn bonus card's flight from the deck to the hand

PROMPTS = {
    "lightning": N_("Lightning Strike: click a glowing villain (10 or less)."),
    "knockout": N_("Knockout: click the villain to knock out."),
    "push_back": N_("Push Back: click the villain to push back up its lane."),
    "rebuild": N_("Rebuild: click the lane whose barricade comes back."),
    "wild_die": N_("Wild Die: pick a die, then the face it turns to."),
}


class BonusHand:
    """The bonus hand and the card being played (``mode``: the card waiting for its target)."""

    def __init__(
        self,
        layout: TableLayout,
        seats: Sequence[Seat],
        *,
        submit: Callable[[Command], None],
        say: Callable[[str], None],
        changed: Callable[[], None],
    ) -> None:
        self.layout = layout
        self.seats = seats
        self.submit = submit
        self.say = say
        self.changed = changed  # what the still layer shows changed
        self.view: dict[str, Any] = {}
        self.my_turn = False
        self.legal: dict[str, list[PlayBonus]] = {}  # the cards playable now and their commands
        self.mode: str | None = None
        self.options: list[PlayBonus] = []
        self.wild_die: int | None = None
        self.hover_card: int | None = None
        self.hover_lane: int | None = None
        self.hidden = 0  # bonus cards still flying to the hand (drawn when they land)
        self.picker_buttons: list[Button] = []
        self.cancel_button = Button(
            pygame.Rect(0, 0, 180, 54), lambda: _("Cancel"), self.cancel, font_size=24
        )
        self.cancel_button.show_hotkey = False

    def set_view(self, view: dict[str, Any], legal: dict[str, list[PlayBonus]], my_turn: bool) -> None:
        """Show ``view`` with the cards ``legal`` now; a card waiting for a target it lost is put away."""
        self.view = view
        self.legal = legal
        self.my_turn = my_turn
        if self.mode is not None and self.mode not in legal:
            self.cancel()
        elif self.mode is not None:
            self.options = list(legal[self.mode])
            self._build_picker()

    def sync(self) -> None:
        """At rest: every card of the view is in the hand."""
        self.hidden = 0

    def hover(self, pos: tuple[int, int], choosing: bool) -> None:
        self.hover_lane = self.layout.lane_at(pos) if self.mode == "rebuild" else None
        self.hover_card = self.card_at(pos) if not choosing else None

    def buttons(self) -> list[Button]:
        return [self.cancel_button, *self.picker_buttons]

    def fly_in(self, card: str, seat: Any, flights: Flights) -> None:
        """A bonus card drawn for ``seat`` flies from the deck to the end of the hand shown."""
        if seat != self.hand_seat():
            return
        slots = self.slots()
        if not slots:
            return
        self.hidden += 1
        goal = slots[-1]
        start = pygame.Rect(0, 0, goal.width, goal.height)
        start.center = self.layout.zones["bonus_deck"].center
        flights.add(card_flight(art.bonus_card(card), start, goal, DRAW_TIME, self._land))

    def _land(self) -> None:
        self.hidden = max(0, self.hidden - 1)
        self.changed()

    # -- reading the view ---------------------------------------------------------------------------

    def hand_seat(self) -> int | None:
        if self.view.get("phase") in ("choose_hero",):
            return None
        seat = self.view.get("seat")
        return int(seat) if seat is not None else None

    def shown_hand(self) -> list[str]:
        seat = self.hand_seat()
        hands = self.view.get("hands", [])
        if seat is None or seat >= len(hands):
            return []
        return [str(card) for card in hands[seat]]

    # -- playing a card ----------------------------------------------------------------------------

    def play_card(self, card: str) -> None:
        """A click on a bonus card: play it now, or ask for its target."""
        if not self.my_turn:
            self.say(_("Bonus powers are played on your own turn."))
            return
        options = self.legal.get(card, [])
        if not options:
            self.say(self._why_not_bonus(card))
            return
        if self.mode == card:
            self.cancel()
            return
        picks_target = (
            card in VILLAIN_TARGETS or card == "wild_die" or (card == "rebuild" and len(options) > 1)
        )
        if not picks_target:
            self.cancel()
            self.submit(options[0])
            return
        self.mode = card
        self.options = list(options)
        self.wild_die = None
        self._build_picker()
        self.changed()

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

    def cancel(self) -> None:
        self.mode = None
        self.options = []
        self.wild_die = None
        self.picker_buttons = []
        self.changed()

    def targets(self) -> set[tuple[int, int]]:
        """The villain spaces the card being played may target."""
        if self.mode not in VILLAIN_TARGETS:
            return set()
        return {(c.lane, c.row) for c in self.options}

    def rebuild_lanes(self) -> set[int]:
        if self.mode != "rebuild":
            return set()
        return {c.lane for c in self.options}

    def _build_picker(self) -> None:
        """Wild Die: one button per usable die, then six face buttons for the chosen one."""
        self.picker_buttons = []
        if self.mode != "wild_die":
            return
        area = self.picker_rect()
        dice = sorted({c.die for c in self.options})
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
                command = next((c for c in self.options if c.die == self.wild_die and c.face == face), None)
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
        return pygame.Rect(self.layout.tray_rects["dice_tray"])

    def _pick_die(self, die: int) -> None:
        self.wild_die = die
        self._build_picker()
        self.changed()

    def _submit_bonus(self, command: PlayBonus | None) -> None:
        if command is None:
            return
        self.cancel()
        self.submit(command)

    def click(self, pos: tuple[int, int]) -> bool:
        """In targeting mode, a click on a legal target plays the card; True when used."""
        if self.mode is None:
            return False
        if self.mode in VILLAIN_TARGETS:
            space = self.layout.space_at(pos)
            command = next((c for c in self.options if space is not None and (c.lane, c.row) == space), None)
            if command is not None:
                self._submit_bonus(command)
                return True
            if space is not None and villain_at(self.view, *space) is not None:
                self.say(self._why_not_target(self.mode))
                return True
            return False
        if self.mode == "rebuild":
            lane = self.layout.lane_at(pos)
            command = next((c for c in self.options if c.lane == lane), None)
            if command is not None:
                self._submit_bonus(command)
                return True
            if lane is not None:
                self.say(_("That lane still has its barricade."))
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

    # -- geometry ----------------------------------------------------------------------------------

    def slots(self) -> list[pygame.Rect]:
        zone = self.layout.zones["bonus_hand"]
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
        for index in range(len(self.slots()) - 1, -1, -1):
            rect = self.slots()[index]
            if rect.move(0, -18 if index == self.hover_card else 0).union(rect).collidepoint(pos):
                return index
        return None

    # -- painting ---------------------------------------------------------------------------------

    def draw_panel(self, surface: pygame.Surface) -> None:
        zone = self.layout.zones["bonus_hand"]
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
        seat = self.hand_seat()
        title = (
            _("Bonus powers")
            if seat is None
            else _("{name}'s bonus powers").format(name=self.seats[seat].name)
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

    def draw_cards(self, surface: pygame.Surface, level: float) -> None:
        if self.view.get("mode") == "training":
            return
        cards = self.shown_hand()
        slots = self.slots()
        shown = len(cards) - self.hidden
        for index, (card, rect) in enumerate(zip(cards, slots, strict=False)):
            if index >= shown:
                break
            lifted = index == self.hover_card or card == self.mode
            rect = rect.move(0, -18) if lifted else rect
            info = BONUS_BY_KIND.get(card)
            image = art.card_with_text(
                art.bonus_card(card), rect.size, "bonus", _(info.name) if info else "", bold=True
            )
            playable = card in self.legal
            theme.blit_shadow(surface, rect, theme.CARD_RADIUS, (3, 6), 6, 120)
            surface.blit(image if playable or not self.my_turn else theme.dimmed(image, 0.55), rect)
            if card == self.mode:
                theme.blit_glow(surface, rect, theme.SELECTED, theme.CARD_RADIUS, 4, 1.0)
            elif playable:
                theme.blit_glow(
                    surface,
                    rect,
                    theme.HIGHLIGHT,
                    theme.CARD_RADIUS,
                    3,
                    0.55 + 0.45 * level if index == self.hover_card else 0.55,
                )
        if self.hover_card is not None and self.hover_card < len(cards) and self.mode is None:
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

    def draw_prompt(self, surface: pygame.Surface, level: float) -> None:
        """While a bonus power waits for its target: what to click, a Cancel button, the picker."""
        if self.mode is None:
            return
        words = _(PROMPTS.get(self.mode, N_("Pick a target.")))
        decks = self.layout.zones["villain_deck"].union(self.layout.zones["event_discard"])
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
            rect = self.layout.barricade_rects[lane]
            theme.blit_glow(surface, rect, (130, 240, 160), 10, 4, 1.0 if self.hover_lane == lane else level)
        if self.mode == "wild_die":
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
