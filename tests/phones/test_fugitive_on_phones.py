"""A seeded Fugitive game played to its end entirely from two phones in real Chromium (issue 22,
"Tests and figures"): every move is a tap on the seat's own page; the log the phones made equals
the same commands applied directly, and no frame a phone received holds the other seat's secret."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from tabletop.core import catalogue
from tabletop.core.contract import Command
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.engine.phones.server import PhoneServer
from tabletop.engine.phones.table_link import PhoneTable
from tabletop.engine.phones.tokens import SeatTokens
from tests.phones.conftest import new_phone

SEED = 7
MOST_MOVES = 400


class Night:
    def __init__(self) -> None:
        self.session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, SEED, default_seats(2))
        tokens = SeatTokens()
        tokens.issue([0, 1])
        self.server = PhoneServer(tokens, host="127.0.0.1")
        self.server.start()
        self.link = PhoneTable(self.session, self.server, (0, 1))
        self.link.welcome()
        self.link.publish()


@pytest.fixture
def night() -> Iterator[Night]:
    made = Night()
    yield made
    made.server.stop()


def compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"))


def tap(page: Page, command: Command) -> None:
    """Make ``command`` on the seat's page the way a person would."""
    data = command.to_json()
    if "card" in data:
        page.locator(f'button[data-card="{data["card"]}"]').click()
    if data["type"] == "guess":
        for number in data["numbers"]:
            page.locator(f'button[data-number="{number}"]').click()
    button = page.locator(f"button[data-command='{compact(data)}']")
    button.click()
    if data["type"] in ("done", "pass", "guess") or (data["type"] == "manhunt" and data["start"]):
        button.click()  # the second tap a turn-spending button asks for


def the_move(night: Night) -> Command:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        commands, _ = night.link.take()
        if commands:
            (command,) = commands
            return command
        time.sleep(0.01)
    raise AssertionError("the phone's move never arrived")


def test_a_seeded_fugitive_game_is_played_to_the_end_from_two_phones(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    pages: list[Page] = []
    frames: list[list[str]] = [[], []]
    for seat in (0, 1):
        page = new_phone(playwright, browser, phones).new_page()
        keep = frames[seat].append
        page.on(
            "websocket", lambda socket, keep=keep: socket.on("framereceived", lambda data: keep(str(data)))
        )
        page.goto(f"http://127.0.0.1:{night.server.port}/#t={night.server.tokens.token(seat)}")
        pages.append(page)
    rng = random.Random(SEED)
    chosen: list[dict[str, Any]] = []
    views = {0: [json.loads(compact(night.session.view(seat))) for seat in (0, 1)]}
    for _ in range(MOST_MOVES):
        if night.session.over:
            break
        seat = night.session.to_act()[0]
        page = pages[seat]
        expect(page.locator("body")).to_have_attribute("data-step", str(len(night.session.steps)))
        legal = night.session.legal(seat)
        command = rng.choice(legal)
        chosen.append(command.to_json())
        tap(page, command)
        made = the_move(night)
        assert made == command
        night.session.apply(made)
        night.link.applied(made)
        views[len(night.session.steps)] = [json.loads(compact(night.session.view(seat))) for seat in (0, 1)]
    assert night.session.over, f"the game did not end within {MOST_MOVES} moves"
    # the log the phones made is the same commands applied directly
    direct = GameSession.new(catalogue.get("fugitive"), {"players": 2}, SEED, default_seats(2))
    rules = direct.rules
    for data in chosen:
        direct.apply(rules.command_from_json(data))
    assert [step.command.to_json() for step in night.session.steps] == chosen
    assert night.session.to_save() == direct.to_save()
    # every view a phone received was exactly its own seat's view at that step: nothing else crossed
    for seat in (0, 1):
        received = [json.loads(frame) for frame in frames[seat]]
        shown = [frame for frame in received if frame["type"] == "view"]
        assert len(shown) >= len(chosen) // 2
        for frame in shown:
            assert frame["view"] == views[frame["step"]][seat], f"seat {seat} saw more than its view"
