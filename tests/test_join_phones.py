"""The join screen (issue 22, "What players do"): each phone seat's code big enough to scan from two
metres with the seat's name, colour and address; the big screen shows each phone joining; Start
only once every phone is in; a second phone takes a seat only when the host says so."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator

import pygame
import pytest
from websockets.sync.client import ClientConnection, connect

from tabletop.core.i18n import set_language
from tabletop.core.settings import Settings
from tabletop.engine import text
from tabletop.engine.app import App
from tabletop.engine.phones.addresses import Address, Reach
from tabletop.engine.phones.arrivals import Link
from tabletop.engine.phones.server import PhoneServer
from tabletop.engine.phones.tokens import SeatTokens
from tabletop.scenes.join_phones import SCAN_FROM_TWO_METRES, JoinPhonesScene, PhoneSeat, card_layout
from tabletop.scenes.navigator import open_app

NAMES = ("Anna", "Bartek", "Chloe", "Dominika", "Eryk", "Fatima")
ADDRESSES = [
    Address(Reach.LOCAL_NETWORK, "192.168.1.20", "wlan0"),
    Address(Reach.VPN, "100.101.102.103", "ts0"),
]


class Table:
    def __init__(self, count: int) -> None:
        tokens = SeatTokens()
        tokens.issue(range(count))
        self.server = PhoneServer(tokens, host="127.0.0.1")
        self.server.start()
        self.started: list[bool] = []
        self.app: App = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
        seats = [PhoneSeat(seat, NAMES[seat], seat) for seat in range(count)]
        self.scene = JoinPhonesScene(
            seats, self.server, ADDRESSES, lambda: self.started.append(True), lambda: None
        )
        self.app.push(self.scene)
        self.links = contextlib.ExitStack()

    def phone(self, seat: int) -> ClientConnection:
        link = self.links.enter_context(connect(f"ws://127.0.0.1:{self.server.port}/ws", open_timeout=5))
        link.send(json.dumps({"type": "hello", "token": self.server.tokens.token(seat)}))
        return link

    def frames_until(self, done: object, seconds: float = 5) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.app.step(dt=0.05)
            if callable(done) and done():
                return
            time.sleep(0.02)
        raise AssertionError("the join screen never got there")

    def click(self, pos: tuple[int, int]) -> None:
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.app.dispatch(pygame.event.Event(kind, pos=pos, button=1))
        self.app.step(dt=0.05)

    def close(self) -> None:
        self.links.close()
        self.server.stop()


@pytest.fixture
def table() -> Iterator[Table]:
    made = Table(3)
    yield made
    made.close()


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 6])
def test_every_phone_seat_gets_a_code_big_enough_for_two_metres_on_its_own_card(count: int) -> None:
    cards = card_layout(count)
    screen = pygame.Rect(0, 0, 1920, 1080)
    for index, card in enumerate(cards):
        assert card.code.w == card.code.h >= SCAN_FROM_TWO_METRES
        assert screen.contains(card.rect) and card.rect.contains(card.code)
        assert not card.code.colliderect(card.words) or card.code.top > card.words.top
        assert all(not card.rect.colliderect(other.rect) for other in cards[index + 1 :])


def test_start_waits_for_every_phone_and_the_screen_shows_each_one_joining(table: Table) -> None:
    start = table.scene.start_button.rect.center
    table.click(start)
    assert table.started == []
    for seat in (0, 1):
        table.phone(seat)
    table.frames_until(lambda: table.scene.links[1] is Link.JOINED and table.scene.links[0] is Link.JOINED)
    table.click(start)
    assert table.started == [] and table.scene.links[2] is Link.WAITING
    table.phone(2)
    table.frames_until(lambda: table.scene.all_joined())
    table.click(start)
    assert table.started == [True]


def test_a_phones_move_before_the_game_starts_is_refused_with_a_reason(table: Table) -> None:
    phone = table.phone(0)
    assert json.loads(phone.recv(timeout=5))["type"] == "welcome"
    phone.send(json.dumps({"type": "command", "command": {"type": "pass", "seat": 0}, "seq": 5}))
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        table.app.step(dt=0.05)
        try:
            refused = json.loads(phone.recv(timeout=0.05))
        except TimeoutError:
            continue
        assert refused == {"type": "refused", "seq": 5, "reason": "The game has not started yet."}
        return
    raise AssertionError("the move was never answered")


def test_a_second_phone_takes_a_seat_only_after_a_click_on_let_it_play(table: Table) -> None:
    table.phone(1)
    table.frames_until(lambda: table.scene.links[1] is Link.JOINED)
    second = table.phone(1)
    table.frames_until(lambda: table.scene.asking == [1])
    table.click(table.scene.start_button.rect.center)  # the question covers everything else
    assert table.started == [] and table.scene.asking == [1]
    table.click(table.scene.allow_button.rect.center)
    assert table.scene.asking == []
    frames = [json.loads(second.recv(timeout=5)) for _ in range(2)]
    assert [frame["type"] for frame in frames] == ["wait_for_host", "welcome"]


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_text_on_the_join_screen_is_readable_from_two_metres(language: str) -> None:
    set_language(language)
    for count in (3, 6):
        made = Table(count)
        try:
            surface = pygame.Surface((1920, 1080))
            with text.recording() as drawn:
                made.scene.draw(surface)
            small = [
                (item.text, item.size) for item in drawn if not item.decoration and item.size < text.READABLE
            ]
            cut = [item.text for item in drawn if item.cut]
            assert small == [] and cut == [], (small, cut)
            assert any(NAMES[count - 1] == item.text for item in drawn)
        finally:
            made.close()
            set_language("en")
