"""The join screen: before a game with seats on phones, each such seat's QR code, big enough to
scan from two metres, with the seat's name, colour and symbol and the address typed out; the big
screen shows each phone joining (issue 22, "What players do").

Each seat's card shows its own code, so everyone can scan at once.  A code is sized for the
distance rule of thumb (a code scans from about ten times its width): at 1920x1080 on a 50-inch
screen, 350 px is 20 cm.  Up to three phone seats get codes of 450 px in one row; four to six get
two rows of wide cards with codes of 350 px.  A second phone showing a seat's code takes the seat
only when someone confirms it here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text, theme
from tabletop.engine.intents import Intent
from tabletop.engine.phones.addresses import Address, Reach
from tabletop.engine.phones.arrivals import Link, PhoneCommand, SeatDropped, SeatJoined, TakeoverAsked
from tabletop.engine.phones.qr import qr_surface
from tabletop.engine.phones.server import PhoneServer
from tabletop.engine.scene import Scene
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.scenes.common import draw_backdrop, draw_heading, draw_panel, route

#: the smallest code that scans from two metres on a 50-inch 1080p screen (see the docstring)
SCAN_FROM_TWO_METRES = 350
CARD_GAP = 36
CARDS_TOP = 230
NAME_SIZE = 36
LINE_SIZE = 28
ADDRESS_SIZE = 24
LETTERS_SIZE = 28
JOINED = (140, 230, 150)
#: the spectators' code: smaller (a spectator can walk up to it), at the foot's left
WATCH_CODE = (160, 112)  # its most size for up to three seats, and for four to six
WATCH_LEFT = 30
WATCH_WORDS_W = 600
#: the plates under the heading's hint and the VPN line: dark enough to read over the title art
PLATE_ALPHA = 170


@dataclass(frozen=True)
class PhoneSeat:
    """A seat that plays on a phone, as the join screen shows it."""

    seat: int
    name: str
    colour: int  # the palette entry (``Seat.colour``)


@dataclass(frozen=True)
class Card:
    """One seat's card: the panel, its code's square, and the column its words go in."""

    rect: pygame.Rect
    code: pygame.Rect
    words: pygame.Rect  # the name at its top, then the address and the status


def card_layout(count: int) -> list[Card]:
    """Where each seat's card goes.  Up to three seats: a row of tall cards, the code under the name
    (codes of 450 px).  Four to six: two rows of wide cards, the code at the left and the words
    beside it (codes of 350 px, the two-metre size)."""
    if count <= 3:
        width, height, top = min(600, (1800 - CARD_GAP * (count - 1)) // max(count, 1)), 670, CARDS_TOP
        rows, per_row = 1, count
    else:
        rows, per_row = 2, -(-count // 2)
        width, height, top = (1880 - CARD_GAP * (per_row - 1)) // per_row, 382, 148
    cards = []
    for index in range(count):
        row, column = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        left = (1920 - (in_row * width + (in_row - 1) * CARD_GAP)) // 2
        rect = pygame.Rect(left + column * (width + CARD_GAP), top + row * (height + CARD_GAP), width, height)
        if rows == 1:
            side = min(rect.w - 40, 450)
            code = pygame.Rect(0, 0, side, side)
            code.midtop = (rect.centerx, rect.y + NAME_SIZE + 52)
            words = pygame.Rect(rect.x + 20, rect.y + 20, rect.w - 40, rect.h - 40)
        else:
            side = rect.h - 32
            code = pygame.Rect(rect.x + 16, rect.y + 16, side, side)
            words = pygame.Rect(code.right + 16, rect.y + 24, rect.right - code.right - 32, rect.h - 48)
        cards.append(Card(rect, code, words))
    return cards


def draw_plate(surface: pygame.Surface, words: str, size: int, top: int, max_width: int) -> None:
    """A soft dark plate under a centred line of words: the title art's dice and cards lie under
    the ends of the longer lines, and dim words over a white die do not read from two metres."""
    width, height = text.measure(words, size)
    plate = pygame.Rect(0, 0, min(width, max_width) + 40, height + 12)
    plate.midtop = (960, top - 6)
    draw_panel(surface, plate, alpha=PLATE_ALPHA)


class JoinPhonesScene(Scene):
    """Shows the codes until every phone seat has joined, then offers to start."""

    def __init__(
        self,
        seats: Sequence[PhoneSeat],
        server: PhoneServer,
        addresses: Sequence[Address],
        start: Callable[[], None],
        back: Callable[[], None],
    ) -> None:
        super().__init__()
        if not addresses:
            raise ValueError("the join screen needs at least one address of this computer")
        self.seats = list(seats)
        self.server = server
        self.addresses = list(addresses)
        self.on_start = start
        self.on_back = back
        self.links: dict[int, Link] = {seat.seat: Link.WAITING for seat in self.seats}
        self.asking: list[int] = []  # seats a second phone asks to take over, oldest first
        self.cards = card_layout(len(self.seats))
        self.codes: dict[int, pygame.Surface] = {}
        self.start_button = Button(
            (0, 0, 520, 76), lambda: _("Start the game"), self.start, ButtonStyle.PRIMARY
        )
        # two rows of cards reach lower: the buttons move down beneath the addresses' line; the
        # foot's left is the spectators' code
        buttons_bottom = 1050 if len(self.seats) <= 3 else 1072
        if len(self.seats) > 3:
            self.start_button.rect.h = 64
        self.start_button.rect.midbottom = (1480, buttons_bottom)
        self.back_button = Button((0, 0, 360, self.start_button.rect.h), lambda: _("Back"), self.on_back)
        self.back_button.rect.midbottom = (1000, buttons_bottom)
        self.watch_code: pygame.Surface | None = None
        self.allow_button = Button(
            (0, 0, 420, 76), lambda: _("Let the new phone play"), self.allow, ButtonStyle.PRIMARY
        )
        self.keep_button = Button((0, 0, 420, 76), lambda: _("Keep the first phone"), self.keep)
        self.question = pygame.Rect(0, 0, 1100, 300)
        self.question.center = (960, 560)
        self.allow_button.rect.midbottom = (self.question.centerx + 230, self.question.bottom - 30)
        self.keep_button.rect.midbottom = (self.question.centerx - 230, self.question.bottom - 30)

    def enter(self) -> None:
        first = self.addresses[0]
        for seat, card in zip(self.seats, self.cards, strict=True):
            self.codes[seat.seat] = qr_surface(self.join_url(seat.seat, first), card.code.w)
        if self.server.spectator_token is not None:
            most = WATCH_CODE[0] if len(self.seats) <= 3 else WATCH_CODE[1]
            self.watch_code = qr_surface(self.watch_url(first), most)
        self._refresh()

    def join_url(self, seat: int, address: Address) -> str:
        token = self.server.tokens.token(seat)
        if token is None:
            raise ValueError(f"seat {seat} has no phone token")
        return address.url(self.server.port, f"t={token}")

    def watch_url(self, address: Address) -> str:
        """The spectators' page: the public table only, for any phone or laptop."""
        return address.url(self.server.port, f"t={self.server.spectator_token}")

    # -- what arrives from the phones -------------------------------------------------------

    def update(self, dt: float) -> bool:
        for item in self.server.take_inbound():
            if isinstance(item, SeatJoined):
                self.links[item.seat] = Link.JOINED
            elif isinstance(item, SeatDropped):
                self.links[item.seat] = Link.DROPPED
            elif isinstance(item, TakeoverAsked) and item.seat not in self.asking:
                self.asking.append(item.seat)
            elif isinstance(item, PhoneCommand):
                self.server.refuse(item.seat, item.seq, _("The game has not started yet."))
            self.dirty = True
        self._refresh()
        return False

    def wake_in(self) -> float | None:
        """Phones join on another thread: look again a few times a second while waiting."""
        return 0.2

    def all_joined(self) -> bool:
        return all(link is Link.JOINED for link in self.links.values())

    def _refresh(self) -> None:
        self.start_button.enabled = self.all_joined() and not self.asking

    # -- input ------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        buttons = (
            [self.allow_button, self.keep_button] if self.asking else [self.start_button, self.back_button]
        )
        if route(buttons, intent):
            self.dirty = True

    def start(self) -> None:
        if self.all_joined() and not self.asking:
            self.on_start()

    def allow(self) -> None:
        seat = self.asking.pop(0)
        self.server.answer_takeover(seat, allow=True)
        self._refresh()

    def keep(self) -> None:
        seat = self.asking.pop(0)
        self.server.answer_takeover(seat, allow=False)
        self._refresh()

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        title = _("Join on your phones")
        hint = _("Open the phone's camera and point it at your seat's code. No app, no account.")
        if len(self.seats) <= 3:
            draw_plate(surface, hint, 34, 170, 1600)
            draw_heading(surface, title, hint, top=40)
        else:  # two rows of codes need the room: a smaller heading, which also says how to type it
            site = self.addresses[0].url(self.server.port, "t=")
            hint = _(
                "Point the phone's camera at your seat's code, or type {address} and the seat's letters."
            )
            text.draw_text(surface, title, (960, 16), 56, theme.TEXT, "midtop", bold=True, shadow=True)
            draw_plate(surface, hint.format(address=site), LINE_SIZE, 90, 1840)
            text.draw_text(
                surface,
                hint.format(address=site),
                (960, 90),
                LINE_SIZE,
                theme.TEXT_DIM,
                "midtop",
                max_width=1840,
                shadow=True,
            )
        for seat, card in zip(self.seats, self.cards, strict=True):
            self._draw_card(surface, seat, card)
        self._draw_other_addresses(surface)
        self._draw_watch(surface)
        if self.asking:
            self._draw_takeover(surface, self.asking[0])
        else:
            self.start_button.draw(surface)
            self.back_button.draw(surface)

    def _draw_card(self, surface: pygame.Surface, seat: PhoneSeat, card: Card) -> None:
        style = theme.seat_style(seat.colour)
        rect, words = card.rect, card.words
        draw_panel(surface, rect)
        band = pygame.Rect(rect.x, rect.y, rect.w, 12)
        radius = theme.RADIUS
        pygame.draw.rect(
            surface, style.colour, band, border_top_left_radius=radius, border_top_right_radius=radius
        )
        symbol = theme.symbol_surface(style.symbol, 44, style.colour, style.dark)
        surface.blit(symbol, (words.x, words.y))
        name_left = words.x + 56
        text.draw_text(
            surface,
            seat.name,
            (name_left, words.y + 22),
            NAME_SIZE,
            theme.TEXT,
            "midleft",
            bold=True,
            max_width=words.right - name_left,
        )
        code = self.codes.get(seat.seat)
        if code is not None:
            code_rect = code.get_rect(center=card.code.center)
            surface.blit(code, code_rect)
            if self.links[seat.seat] is Link.JOINED:
                veil = pygame.Surface(code_rect.size, pygame.SRCALPHA)
                veil.fill((18, 24, 30, 200))
                surface.blit(veil, code_rect)
                text.draw_text(surface, _("Joined"), code_rect.center, 48, JOINED, "center", bold=True)
        status, colour = self._status(self.links[seat.seat])
        site, _hash, fragment = self.join_url(seat.seat, self.addresses[0]).partition("#")
        if card.code.y > words.y + NAME_SIZE:  # a tall card: the address and status under the code
            lines_top = card.code.bottom + 10
            centre = rect.centerx
            text.draw_text(
                surface, site, (centre, lines_top), ADDRESS_SIZE, theme.TEXT_DIM, "midtop", max_width=words.w
            )
            text.draw_text(
                surface,
                "#" + fragment,
                (centre, lines_top + ADDRESS_SIZE + 8),
                ADDRESS_SIZE,
                theme.TEXT_DIM,
                "midtop",
                max_width=words.w,
            )
            text.draw_text(
                surface,
                status,
                (centre, words.bottom),
                LINE_SIZE,
                colour,
                "midbottom",
                bold=True,
                max_width=words.w,
            )
            return
        # a wide card: the status under the name, the seat's letters of the address at the bottom
        # (the heading says the rest of the address, the same for every seat)
        status_rect = pygame.Rect(words.x, words.y + 70, words.w, 2 * LINE_SIZE + 16)
        text.draw_wrapped(surface, status, status_rect, LINE_SIZE, colour, bold=True)
        letters = fragment.removeprefix("t=")
        half = (len(letters) + 1) // 2
        for index, line in enumerate((letters[:half], letters[half:])):
            y = words.bottom - (2 - index) * (LETTERS_SIZE + 8)
            text.draw_text(
                surface, line, (words.x, y), LETTERS_SIZE, theme.TEXT, bold=True, max_width=words.w
            )

    @staticmethod
    def _status(link: Link) -> tuple[str, tuple[int, int, int]]:
        if link is Link.JOINED:
            return _("Phone joined"), JOINED
        if link is Link.DROPPED:
            return _("Phone lost: waiting for it"), theme.PRIMARY
        return _("Waiting for a phone…"), theme.TEXT

    def _draw_other_addresses(self, surface: pygame.Surface) -> None:
        """Friends on a VPN (or another network) use the same code with another address."""
        others = [address for address in self.addresses[1:] if address.reach is not Reach.THIS_COMPUTER]
        if not others:
            return
        hosts = ", ".join(
            address.url(self.server.port).removeprefix("http://").rstrip("/") for address in others[:3]
        )
        line = _("Playing through a VPN? Use the same address with {hosts} instead.")
        top = self.cards[-1].rect.bottom + 4
        left = WATCH_LEFT + WATCH_WORDS_W + 40  # beside the spectators' code and its words
        room = pygame.Rect(left, top, 1900 - left, self.start_button.rect.top - 2 - top)
        words = line.format(hosts=hosts)
        lines = text.wrap(words, ADDRESS_SIZE, room.w)
        width = max(text.measure(each, ADDRESS_SIZE)[0] for each in lines)
        plate = pygame.Rect(0, room.y, width + 32, len(lines) * text.line_height(ADDRESS_SIZE) + 6)
        plate.centerx = room.centerx
        draw_panel(surface, plate.inflate(0, 4), alpha=PLATE_ALPHA)
        text.draw_wrapped(surface, words, room.move(0, 4), ADDRESS_SIZE, theme.TEXT_DIM, align="center")

    def _draw_watch(self, surface: pygame.Surface) -> None:
        """The spectators' code, smaller, at the foot's left: "Watch on a phone" and its address."""
        code = self.watch_code
        if code is None:
            return
        rect = code.get_rect(bottomleft=(WATCH_LEFT, 1080 - 22))
        draw_panel(surface, pygame.Rect(rect.x - 12, rect.y - 12, WATCH_WORDS_W + 24, rect.h + 24))
        surface.blit(code, rect)
        site, _hash, fragment = self.watch_url(self.addresses[0]).partition("#")
        left, width = rect.right + 16, WATCH_WORDS_W - rect.w - 16
        lines = [
            (_("Watch on a phone"), LINE_SIZE, theme.TEXT, True),
            (site, ADDRESS_SIZE, theme.TEXT_DIM, False),
            ("#" + fragment, ADDRESS_SIZE, theme.TEXT_DIM, False),
        ]
        y = rect.top + 2
        for words, size, colour, bold in lines:
            text.draw_text(surface, words, (left, y), size, colour, bold=bold, max_width=width)
            y += size + 8

    def _draw_takeover(self, surface: pygame.Surface, seat: int) -> None:
        name = next(item.name for item in self.seats if item.seat == seat)
        panel = self.question
        draw_panel(surface, panel)
        text.draw_text(
            surface,
            _("Another phone wants to play as {name}.").format(name=name),
            (960, panel.y + 40),
            36,
            theme.TEXT,
            "midtop",
            bold=True,
            max_width=1040,
        )
        text.draw_text(
            surface,
            _("Let it, if {name} changed phones; otherwise keep the first one.").format(name=name),
            (960, panel.y + 100),
            LINE_SIZE,
            theme.TEXT_DIM,
            "midtop",
            max_width=1040,
        )
        self.allow_button.draw(surface)
        self.keep_button.draw(surface)
