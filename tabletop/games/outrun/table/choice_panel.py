"""The hand panel after the check: a person's +0 offer, infection and interference choices.

A component the table holds (``OutrunScene.panel``), not a scene: the choices are one panel of the
table between races, made in turn with the curtain between people as at every table, and the
engine's own turn order (the curtain, the computer players) already runs them.  It owns the
:class:`~tabletop.games.outrun.table.choices.Choices` (what the seat may do, the card selected),
the panel's buttons and cards, and turns clicks into questions; only the question's "Yes" sends
the command (:class:`PanelTable` asks it), so nothing is spent by one stray click.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import _, translate
from tabletop.core.session import GameSession
from tabletop.engine import text, theme
from tabletop.engine.intents import Click, Intent
from tabletop.engine.scene import Host
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.outrun.rules.commands import Infect, Play
from tabletop.games.outrun.rules.content import card_name
from tabletop.games.outrun.rules.interference import KINDS, Kind
from tabletop.games.outrun.rules.view import CardView, OutrunView
from tabletop.games.outrun.table.art import interference
from tabletop.games.outrun.table.choices import Choices
from tabletop.games.outrun.table.layout import Lane
from tabletop.games.outrun.table.table_draw import HAND_PANEL

HAND_CARD = (90, 126)
HAND_COLUMNS, HAND_ROWS = 2, 3


class PanelTable(Protocol):
    """What the panel reads of the table (:class:`~tabletop.games.outrun.table.scene.OutrunScene`)."""

    app: Host | None
    session: GameSession
    view: OutrunView
    lanes: tuple[Lane, ...]

    @property
    def phase(self) -> str: ...
    def submit(self, command: Command) -> None: ...
    def ask_first(self, question: str, action: Any, *, always: bool = False) -> None: ...


class ChoicePanel:
    """The viewer's choices now, its cards and buttons, and what a click on them asks."""

    def __init__(self, table: PanelTable) -> None:
        self.table = table
        self.choices = Choices()
        middle = HAND_PANEL.centerx
        bottom = HAND_PANEL.bottom - 76
        self.keep_button = Button(
            pygame.Rect(middle - 200, bottom, 400, 64), lambda: _("Keep my cards"), self.ask_keep
        )
        self.take_button = Button(
            pygame.Rect(middle - 390, bottom, 380, 64),
            lambda: _("Take the +0 place"),
            lambda: self.ask_take_zero(True),
            ButtonStyle.PRIMARY,
        )
        self.stay_button = Button(
            pygame.Rect(middle + 10, bottom, 380, 64),
            lambda: _("Keep my place"),
            lambda: self.ask_take_zero(False),
        )

    def mine(self) -> bool:
        """The viewer has a choice to make now."""
        return bool(self.choices.legal)

    def hand_rects(self) -> list[tuple[CardView, pygame.Rect]]:
        """The viewer's interference cards in the hand panel, two columns of rows."""
        table = self.table
        if table.phase != "interfere" or not self.mine():
            return []
        top = HAND_PANEL.top + 64
        width = (HAND_PANEL.width - 48) // HAND_COLUMNS
        rects = []
        for i, card in enumerate(table.view["hand"][: HAND_COLUMNS * HAND_ROWS]):
            col, row = i % HAND_COLUMNS, i // HAND_COLUMNS
            rect = pygame.Rect(HAND_PANEL.left + 16 + col * (width + 16), top + row * 134, width, 128)
            rects.append((card, rect))
        return rects

    def buttons(self) -> list[Button]:
        if not self.mine():
            return []
        if self.table.phase == "take_zero":
            return [self.take_button, self.stay_button]
        if self.table.phase == "interfere":
            return [self.keep_button]
        return []

    # -- input ---------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """The panel's buttons, a click on a hand card, or on a lane (a target)."""
        for button in self.buttons():
            if button.handle(intent):
                return
        if not isinstance(intent, Click) or not self.mine():
            return
        for card, rect in self.hand_rects():
            if rect.collidepoint(intent.pos):
                self.click_card(card)
                return
        for seat, lane in enumerate(self.table.lanes):
            if pygame.Rect(lane.rect).collidepoint(intent.pos):
                self.click_lane(seat)
                return

    def click_card(self, card: CardView) -> None:
        choices = self.choices
        if card["id"] == choices.selected:
            play = choices.untargeted()
            if play is not None:
                self.ask_play(play)
            return
        if not choices.select(card["id"]):
            assert self.table.app is not None
            self.table.app.toast(_("That card cannot be played now."))
            return
        play = choices.untargeted()
        if play is not None and not choices.lit():
            self.ask_play(play)

    def click_lane(self, seat: int) -> None:
        table = self.table
        command = self.choices.on_lane(seat)
        if isinstance(command, Infect):
            name = table.session.seats[seat].name
            table.ask_first(_("Infect {name}?").format(name=name), lambda: table.submit(command), always=True)
        elif isinstance(command, Play):
            self.ask_play(command)

    def ask_play(self, play: Play) -> None:
        table = self.table
        card = next(c for c in table.view["hand"] if c["id"] == play.card)
        title = card_title(card)
        if play.target is None:
            question = _("Play {card}?").format(card=title)
        elif play.target == play.seat:
            question = _("Play {card} in front of yourself?").format(card=title)
        else:
            name = table.session.seats[play.target].name
            question = _("Play {card} in front of {name}?").format(card=title, name=name)
        table.ask_first(question, lambda: table.submit(play), always=True)

    def ask_keep(self) -> None:
        keep = self.choices.keep()
        if keep is not None:
            table = self.table
            table.ask_first(
                _("Keep your cards and play no more this round?"), lambda: table.submit(keep), always=True
            )

    def ask_take_zero(self, take: bool) -> None:
        command = self.choices.take_zero(take)
        if command is None:
            return
        question = (
            _("Take the +0 place and clear your interference cards?")
            if take
            else _("Keep the place you won?")
        )
        table = self.table
        table.ask_first(question, lambda: table.submit(command), always=True)

    # -- drawing --------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        buttons = self.buttons()
        cards = self.hand_rects()
        if not buttons and not cards:
            return
        phase = self.table.phase
        panel = theme.rounded(HAND_PANEL.size, (18, 12, 28, 236), theme.RADIUS, 3, (233, 166, 36, 200))
        surface.blit(panel, HAND_PANEL)
        title = _("Your interference cards") if phase == "interfere" else _("The +0 place")
        text.draw_text(
            surface, title, (HAND_PANEL.centerx, HAND_PANEL.top + 32), 32, theme.TEXT, "center", bold=True
        )
        playable = self.choices.playable()
        for card, rect in cards:
            chosen = card["id"] == self.choices.selected
            fill = (70, 60, 30) if chosen else (40, 32, 56)
            pygame.draw.rect(surface, fill, rect, border_radius=12)
            if chosen:
                pygame.draw.rect(surface, theme.SELECTED, rect, 4, border_radius=12)
            picture = interference(card, HAND_CARD)
            surface.blit(picture, (rect.left + 6, rect.top + 1))
            colour = theme.TEXT if card["id"] in playable else theme.TEXT_DIM
            words = pygame.Rect(
                rect.left + HAND_CARD[0] + 16, rect.top + 6, rect.width - HAND_CARD[0] - 24, 88
            )
            text.draw_wrapped(surface, card_title(card), words, 26, colour, bold=True)
            lasts = _("One round") if card["lasts"] == "round" else _("Until replaced")
            text.draw_text(surface, lasts, (words.left, rect.bottom - 8), 24, theme.TEXT_DIM, "bottomleft")
        if phase == "interfere" and not cards:
            text.draw_text(
                surface, _("You hold no interference cards."), HAND_PANEL.center, 28, theme.TEXT, "center"
            )
        for button in buttons:
            button.draw(surface)


def card_title(card: CardView) -> str:
    """An interference card's name, with what it names (a symbol, two symbols, a card number)."""
    name = translate(KINDS[Kind(card["kind"])].name)
    if card["kind"] == "not_that_way" and card["symbols"]:
        return f"{name} ({translate(card_name(card['symbols'][0]))})"
    if card["kind"] == "switcheroo" and len(card["symbols"]) == 2:
        first, second = (translate(card_name(s)) for s in card["symbols"])
        return f"{name} ({first} \u2194 {second})"
    if card["kind"] == "the_long_way" and card.get("after"):
        return _("{name} (after card {number})").format(name=name, number=card["after"])
    return name
