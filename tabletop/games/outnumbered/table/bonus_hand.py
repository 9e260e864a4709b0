"""The acting seat's bonus powers: the hand (one entry per kind of card, its name readable from
across the table, a bonus card flying in hidden until it lands), and playing one.

Nothing is spent by the click that picks a card.  A click on a card *selects* it: the card is
shown large over the dice tray with its name, what it does and what it needs now, and

- a card that aims (Lightning Strike, Knockout, Push Back: a villain; Rebuild: a lane; Wild Die:
  a die and a face) lights its legal targets, straight from the rules' legal commands, and is
  played by a click on one of them;
- a card that needs nothing more (Extra Die, Second Wind, Power Surge) is played by its Play
  button, away from the hand so a second click on the card cannot play it;
- a card that cannot help now says why and stays in hand.

Cancel (or Esc, or a right click, or a click away from it) puts the card back.
"""

from __future__ import annotations

import functools
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
from tabletop.games.outnumbered.rules.commands import PlayBonus
from tabletop.games.outnumbered.rules.content import BONUS_BY_KIND
from tabletop.games.outnumbered.rules.view import OutnumberedView
from tabletop.games.outnumbered.table import art as art
from tabletop.games.outnumbered.table.lanes import villain_at
from tabletop.games.outnumbered.table.layout import TableLayout
from tabletop.games.outnumbered.table.table_view import before_first_view
from tabletop.games.outnumbered.table.villain_sprites import card_flight

VILLAIN_TARGETS = frozenset({"lightning", "knockout", "push_back"})
AIMED = VILLAIN_TARGETS | {"rebuild", "wild_die"}
CARD_RATIO = 280 / 200
DRAW_TIME = 0.55  # a drawn bonus card's flight from the deck to the hand
TITLE_H = 36  # the hand panel's title line
ENTRY_GAP = 6
NAME_SIZE = txt.READABLE
TARGET_GREEN = (130, 240, 160)
REASON = (255, 170, 120)

#: what to do next, once a card that aims is selected
PROMPTS = {
    "lightning": N_("Click a glowing villain (10 or less) to defeat it."),
    "knockout": N_("Click the villain to knock out."),
    "push_back": N_("Click the villain to push back up its lane."),
    "rebuild": N_("Click the glowing barricade space whose barricade comes back."),
    "wild_die": N_("Pick a die, then the face it turns to."),
}


class BonusHand:
    """The bonus hand, the card selected (shown large) and the card waiting for its target.

    ``selected`` is the card shown large; ``mode`` is the same card while it waits for a
    target on the table (its targets glow), else None."""

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
        self.view: OutnumberedView = before_first_view()
        self.my_turn = False
        self.legal: dict[str, list[PlayBonus]] = {}  # the cards playable now and their commands
        self.selected: str | None = None
        self.mode: str | None = None
        self.options: list[PlayBonus] = []
        self.wild_die: int | None = None
        self.hover_card: int | None = None  # the entry under the pointer
        self.hover_lane: int | None = None
        self.hidden = 0  # bonus cards still flying to the hand (drawn when they land)
        self.picker_buttons: list[Button] = []
        self.cancel_button = Button(pygame.Rect(0, 0, 190, 56), self._cancel_label, self.cancel, font_size=26)
        self.cancel_button.show_hotkey = False
        self.play_button = Button(
            pygame.Rect(0, 0, 240, 64), lambda: _("Play it"), self.play, ButtonStyle.PRIMARY, font_size=30
        )
        self._place_buttons()

    # -- the view -------------------------------------------------------------------------------

    def set_view(self, view: OutnumberedView, legal: dict[str, list[PlayBonus]], my_turn: bool) -> None:
        """Show ``view`` with the cards ``legal`` now; a selected card no longer held is put away,
        one that can no longer be played says so."""
        self.view = view
        self.legal = legal
        self.my_turn = my_turn
        if self.selected is not None:
            if self.selected not in self.shown_hand():
                self.cancel()
            else:
                self._select(self.selected)

    def sync(self) -> None:
        """At rest: every card of the view is in the hand."""
        self.hidden = 0

    def hover(self, pos: tuple[int, int], choosing: bool) -> None:
        self.hover_lane = self.layout.lane_at(pos) if self.mode == "rebuild" else None
        self.hover_card = self.card_at(pos) if not choosing else None

    def buttons(self) -> list[Button]:
        """The preview's buttons while a card is selected (none otherwise)."""
        if self.selected is None:
            return []
        shown = [self.cancel_button, *self.picker_buttons]
        if self.play_button.visible:
            shown.insert(0, self.play_button)
        return shown

    def fly_in(self, card: str, seat: Any, flights: Flights) -> None:
        """A bonus card drawn for ``seat`` flies from the deck to its place in the hand shown."""
        if seat != self.hand_seat():
            return
        kinds = self.kinds(self.full_hand())
        if card not in kinds:
            return
        self.hidden += 1
        slots = self.slots(kinds)
        goal = self.thumb_rect(slots[kinds.index(card)])
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

    def full_hand(self) -> list[str]:
        seat = self.hand_seat()
        hands = self.view.get("hands", [])
        if seat is None or seat >= len(hands):
            return []
        return [str(card) for card in hands[seat]]

    def shown_hand(self) -> list[str]:
        """The cards in hand, less the ones still flying in (they land at the end)."""
        cards = self.full_hand()
        return cards[: len(cards) - self.hidden] if self.hidden else cards

    @staticmethod
    def kinds(cards: Sequence[str]) -> list[str]:
        """Each kind of card once, in the order first drawn."""
        return list(dict.fromkeys(cards))

    def entries(self) -> list[tuple[str, int]]:
        """The hand as shown: each kind of card and how many of it."""
        cards = self.shown_hand()
        return [(kind, cards.count(kind)) for kind in self.kinds(cards)]

    # -- selecting and playing a card ------------------------------------------------------------

    def choose(self, card: str) -> None:
        """A click on a card in hand: show it large with what it needs (nothing is played)."""
        if card not in self.shown_hand():
            return
        self._select(card)
        self.changed()

    def _select(self, card: str) -> None:
        previous = (self.selected, self.wild_die)
        self.selected = card
        options = self.legal.get(card, []) if self.my_turn else []
        self.options = list(options)
        self.mode = card if options and card in AIMED else None
        if card != previous[0] or not any(c.die == previous[1] for c in options):
            self.wild_die = None
        self.play_button.visible = bool(options) and card not in AIMED
        self._place_buttons()
        self._build_picker()

    def play(self) -> None:
        """The Play button of a card that needs nothing more."""
        if self.selected is None or self.selected in AIMED or not self.options:
            return
        self._submit_bonus(self.options[0])

    def status(self) -> tuple[str, theme.Colour]:
        """What the selected card needs now, or why it cannot be played (and stays in hand)."""
        card = self.selected
        if card is None:
            return "", theme.TEXT
        if not self.my_turn:
            return _("Bonus powers are played on your own turn."), REASON
        if not self.options:
            return self.why_not(card), REASON
        if card in AIMED:
            return _(PROMPTS[card]), TARGET_GREEN
        return _("Nothing is spent until you press Play it."), theme.TEXT_DIM

    def why_not(self, card: str) -> str:
        """Why ``card`` cannot be played now, in words (the card stays in hand)."""
        phase = self.view.get("phase")
        if card in ("wild_die", "extra_die", "second_wind", "power_surge") and phase == "roll":
            return _("Roll the dice first: this power works on your dice.")
        if card == "rebuild":
            return _("Every barricade is still standing.")
        if card == "lightning":
            return _("No villain numbered 10 or less is on the board.")
        if card == "push_back":
            return _("No villain can be pushed back: the space behind each one is taken.")
        if card in ("wild_die", "second_wind"):
            return _("You have no single unused die to change.")
        if card == "power_surge":
            return _("Your hero power can be used again only when a single die is left.")
        return _("You cannot play that card now.")

    def cancel(self) -> None:
        """Put the selected card back in hand (nothing was played)."""
        self.selected = None
        self.mode = None
        self.options = []
        self.wild_die = None
        self.picker_buttons = []
        self.play_button.visible = False
        self.changed()

    def _cancel_label(self) -> str:
        return _("Cancel") if self.options else _("Close")

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
        dice_row, faces_row = self.picker_rows()
        dice = sorted({c.die for c in self.options})
        numbers = {int(v["id"]): int(v["number"]) for v in self.view.get("pool", [])}
        x = dice_row.left
        for die in dice:
            rect = pygame.Rect(x, dice_row.top, 84, dice_row.height)
            style = ButtonStyle.PRIMARY if die == self.wild_die else ButtonStyle.NORMAL
            self.picker_buttons.append(
                Button(
                    rect,
                    str(numbers.get(die, "?")),
                    functools.partial(self._pick_die, die),
                    style,
                    font_size=40,
                )
            )
            x += 94
        if self.wild_die is not None:
            x = faces_row.left
            for face in range(1, 7):
                command = next((c for c in self.options if c.die == self.wild_die and c.face == face), None)
                rect = pygame.Rect(x, faces_row.top, 66, faces_row.height)
                button = Button(
                    rect,
                    str(face),
                    functools.partial(self._submit_bonus, command),
                    ButtonStyle.PRIMARY,
                    font_size=40,
                    enabled=command is not None,
                )
                self.picker_buttons.append(button)
                x += 74

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
        """While a card is selected: a click on a legal target plays it, one on a wrong target says
        why, one in the preview stays there, any other puts the card back.  True when used."""
        if self.selected is None:
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
        if self.mode == "rebuild":
            lane = self.layout.lane_at(pos)
            command = next((c for c in self.options if c.lane == lane), None)
            if command is not None:
                self._submit_bonus(command)
                return True
            if lane is not None:
                self.say(_("That lane still has its barricade."))
                return True
        if self.preview_rect().collidepoint(pos):
            return True
        self.cancel()
        return True

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

    def slots(self, kinds: Sequence[str] | None = None) -> list[pygame.Rect]:
        """One entry per kind of card in hand, in two columns under the panel's title."""
        zone = self.layout.zones["bonus_hand"]
        n = len(self.kinds(self.shown_hand()) if kinds is None else kinds)
        if n == 0:
            return []
        area = pygame.Rect(zone.left + 8, zone.top + TITLE_H, zone.width - 16, zone.height - TITLE_H - 8)
        rows = max(1, -(-n // 2))
        height = min(58, (area.height - ENTRY_GAP * (rows - 1)) // rows)
        width = (area.width - ENTRY_GAP) // 2
        return [
            pygame.Rect(
                area.left + (i % 2) * (width + ENTRY_GAP),
                area.top + (i // 2) * (height + ENTRY_GAP),
                width,
                height,
            )
            for i in range(n)
        ]

    @staticmethod
    def thumb_rect(entry: pygame.Rect) -> pygame.Rect:
        """The small picture of the card at an entry's left end."""
        h = entry.height - 6
        return pygame.Rect(entry.left + 4, entry.top + 3, round(h / CARD_RATIO), h)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for index, rect in enumerate(self.slots()):
            if rect.collidepoint(pos):
                return index
        return None

    def card_under(self, pos: tuple[int, int]) -> str | None:
        """The kind of card whose entry is under ``pos``."""
        index = self.card_at(pos)
        entries = self.entries()
        return entries[index][0] if index is not None and index < len(entries) else None

    def preview_rect(self) -> pygame.Rect:
        """The selected card shown large: over the dice tray and the expression panel (never over
        a button of the tray's rows, nor over the board where its targets are)."""
        zones = self.layout.tray_rects
        return zones["dice_tray"].union(zones["expression"])

    def preview_card_rect(self) -> pygame.Rect:
        """The card large at the panel's left (Wild Die's smaller, its Cancel button under it)."""
        panel = self.preview_rect()
        if self.selected == "wild_die":
            card = pygame.Rect(0, 0, round(190 / CARD_RATIO), 190)
            card.topleft = (panel.left + 24, panel.top + 20)
            return card
        height = panel.height - 40
        card = pygame.Rect(0, 0, round(height / CARD_RATIO), height)
        card.midleft = (panel.left + 24, panel.centery)
        return card

    def preview_words(self) -> pygame.Rect:
        """The column beside the large card: name, effect, what next, buttons."""
        panel = self.preview_rect()
        card = self.preview_card_rect()
        return pygame.Rect(
            card.right + 28, panel.top + 20, panel.right - 24 - card.right - 28, panel.height - 40
        )

    def picker_rows(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Wild Die's rows of buttons: the dice, then the faces, each after its label."""
        words = self.preview_words()
        labels = max(txt.measure(_("Which die?"), 28, True)[0], txt.measure(_("Turn it to:"), 28, True)[0])
        left = words.left + labels + 16
        return (
            pygame.Rect(left, words.bottom - 136, words.right - left, 64),
            pygame.Rect(left, words.bottom - 64, words.right - left, 64),
        )

    def _place_buttons(self) -> None:
        """The preview's buttons sit over the expression panel, where nothing else can be clicked:
        a second click on one after the card is put away lands on nothing (over the tray it
        would square a number or pick a chip)."""
        words = self.preview_words()
        self.play_button.rect.bottomright = (words.right, words.bottom)
        cancel = self.cancel_button.rect
        if self.selected == "wild_die":
            card = self.preview_card_rect()
            cancel.size = (card.width, 56)
            cancel.bottomleft = (card.left, words.bottom)
        else:
            cancel.size = (190, 56)
            right = self.play_button.rect.left - 12 if self.play_button.visible else words.right
            cancel.bottomright = (right, words.bottom)

    # -- painting ---------------------------------------------------------------------------------

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The hand's panel and its title (in the still layer)."""
        zone = self.layout.zones["bonus_hand"]
        if self.view.get("mode") == "training":
            # say why the panel is empty instead of leaving a blank box
            txt.draw_wrapped(
                surface,
                _("No bonus powers in Training."),
                zone.inflate(-30, -60),
                NAME_SIZE,
                theme.TEXT_DIM,
                align="center",
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
            (zone.left + 14, zone.top + 5),
            NAME_SIZE,
            theme.TEXT_DIM,
            "topleft",
            bold=True,
            max_width=zone.width - 28,
        )
        if not self.full_hand():
            words = pygame.Rect(
                zone.left + 20, zone.top + TITLE_H + 10, zone.width - 40, zone.height - TITLE_H
            )
            txt.draw_wrapped(
                surface,
                _("Beat a villain on a ★ space with your dice to earn one."),
                words,
                NAME_SIZE,
                theme.TEXT_DIM,
                align="center",
            )

    def draw_cards(self, surface: pygame.Surface, level: float) -> None:
        """Each kind of card in hand: its picture, its name, how many; lit when it can be played."""
        if self.view.get("mode") == "training":
            return
        for index, ((card, count), rect) in enumerate(zip(self.entries(), self.slots(), strict=False)):
            playable = card in self.legal
            hovered = index == self.hover_card
            chosen = card == self.selected
            fill = (44, 50, 70, 235) if hovered or chosen else (28, 32, 46, 230)
            surface.blit(theme.rounded(rect.size, fill, 12, 2, (255, 255, 255, 60)), rect)
            thumb = self.thumb_rect(rect)
            image = art.card_image(art.bonus_card(card), thumb.size, 5)
            surface.blit(image if playable or not self.my_turn else theme.dimmed(image, 0.55), thumb)
            if count > 1:
                art.pill(
                    surface,
                    f"×{count}",
                    (thumb.right - 2, thumb.bottom - 10),
                    txt.READABLE,
                    theme.BADGE,
                    theme.BADGE_TEXT,
                    (20, 20, 20),
                )
            info = BONUS_BY_KIND.get(card)
            name = _(info.name) if info else card
            ink = theme.TEXT if playable or not self.my_turn else theme.TEXT_DIM
            left = thumb.right + (22 if count > 1 else 8)
            art.draw_label(surface, name, (left, rect.centery), NAME_SIZE, ink, rect.right - 6 - left)
            if chosen:
                theme.blit_glow(surface, rect, theme.SELECTED, 12, 4, 1.0)
            elif playable:
                theme.blit_glow(
                    surface, rect, theme.HIGHLIGHT, 12, 3, 0.55 + 0.45 * level if hovered else 0.55
                )

    def draw_preview(self, surface: pygame.Surface, level: float) -> None:
        """The selected card large, what it does and needs, its buttons; the lanes it may rebuild."""
        card = self.selected
        if card is None:
            return
        for lane in self.rebuild_lanes():
            rect = self.layout.barricade_rects[lane]
            theme.blit_glow(surface, rect, TARGET_GREEN, 10, 4, 1.0 if self.hover_lane == lane else level)
        panel = self.preview_rect()
        theme.blit_shadow(surface, panel, 22, (8, 14), 16, 170)
        colour = TARGET_GREEN if self.options else REASON
        surface.blit(theme.rounded(panel.size, (16, 20, 30, 250), 22, 3, colour), panel)
        info = BONUS_BY_KIND.get(card)
        card_rect = self.preview_card_rect()
        theme.blit_shadow(surface, card_rect, theme.CARD_RADIUS, (4, 8), 8, 140)
        image = art.card_with_text(
            art.bonus_card(card), card_rect.size, "bonus", _(info.text) if info else "", bold=False
        )
        surface.blit(image, card_rect)
        words = self.preview_words()
        self._place_buttons()
        name_w = words.width
        txt.draw_text(
            surface,
            _(info.name) if info else card,
            (words.left, words.top + 4),
            40,
            theme.HIGHLIGHT,
            "topleft",
            bold=True,
            max_width=name_w,
        )
        y = words.top + 56
        if info is not None:
            lines = 2 if card == "wild_die" else 3
            effect = pygame.Rect(words.left, y, words.width, lines * txt.line_height(28))
            y += txt.draw_wrapped(surface, _(info.text), effect, 28, theme.TEXT) + 12
        if card == "wild_die" and self.options:
            self._draw_picker_labels(surface)
        else:
            line, ink = self.status()
            bottom = self.cancel_button.rect.top - 8
            txt.draw_wrapped(
                surface, line, pygame.Rect(words.left, y, words.width, bottom - y), 26, ink, bold=True
            )
        for button in self.buttons():
            button.draw(surface)

    def _draw_picker_labels(self, surface: pygame.Surface) -> None:
        dice_row, faces_row = self.picker_rows()
        left = self.preview_words().left
        txt.draw_text(
            surface, _("Which die?"), (left, dice_row.centery), 28, theme.TEXT, "midleft", bold=True
        )
        if self.wild_die is not None:
            txt.draw_text(
                surface, _("Turn it to:"), (left, faces_row.centery), 28, theme.TEXT, "midleft", bold=True
            )
