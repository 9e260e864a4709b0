"""An Outrun relay saved mid-race with a runner on a phone, then Continued, in real Chromium (issue
22): the phone's page kept its clock and a laid card from before the save, and the loaded table
shows it the card again before the screen's runner has pressed Ready; the run starts afresh there
(every card back in hand, the clock from the loaded table's card: the time the app was closed is
no one's), reaches the rules with the phone's own time, and the relay waits for the screen's run."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Playwright, expect

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.phones.server import PhoneServer
from tabletop.engine.phones.table_link import PhoneTable
from tabletop.engine.phones.tokens import SeatTokens
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Run
from tabletop.games.outrun.rules.runners import correct_run
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.scenes.navigator import open_app
from tests.phones.conftest import new_phone

OPTIONS = {"players": 2, "monster": "bear", "boards": 1, "first": "first_seat", "time_limit": 0}
DEVICES = (SeatDevice(DeviceKind.MOUSE), SeatDevice(DeviceKind.REMOTE, client="phone-1"))


class Table:
    """The app's Outrun relay: Anna at the mouse, Ben on his phone (``saved``: Continued, with the
    same code on the same port, as the app keeps them with the save)."""

    def __init__(self, saved: tuple[dict[str, Any], str, int] | None = None) -> None:
        if saved is None:
            self.session = GameSession.new(catalogue.get("outrun"), OPTIONS, 12, default_seats(2))
        else:
            self.session = GameSession.from_save(saved[0], catalogue.get)
        settings = Settings(animation_speed=0.0, outrun_tutorial_seen=True)
        self.app: App = open_app(settings, window_size=(1920, 1080))
        self.scene = OutrunScene(self.session, plan=DevicePlan(PlayMode.RELAY, DEVICES), autosave=False)
        self.app.push(self.scene)
        tokens = SeatTokens()
        if saved is None:
            tokens.issue([1])
        else:
            tokens.restore({1: saved[1]})
        self.server = PhoneServer(tokens, host="127.0.0.1", port=0 if saved is None else saved[2])
        self.server.start()
        self.scene.use_phones(PhoneTable(self.session, self.server, (1,)))

    def address(self) -> str:
        return f"http://127.0.0.1:{self.server.port}/#t={self.server.tokens.token(1)}"

    def pump(self, done: Callable[[], bool], what: str) -> None:
        deadline = time.monotonic() + 15
        while not done():
            assert time.monotonic() < deadline, f"waited for {what}"
            self.app.step(dt=0.02)
            time.sleep(0.005)

    def saved(self) -> tuple[dict[str, Any], str, int]:
        return self.session.to_save(), str(self.server.tokens.token(1)), self.server.port


@pytest.fixture
def tables() -> Iterator[list[Table]]:
    made: list[Table] = []
    yield made
    for table in made:
        with contextlib.suppress(Exception):
            table.server.stop()


def test_a_relay_continued_mid_race_starts_the_phone_runner_afresh_while_the_screen_waits_for_ready(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], tables: list[Table]
) -> None:
    tables.append(Table())
    first = tables[0]
    page = new_phone(playwright, browser, phones).new_page()
    page.goto(first.address())
    first.pump(lambda: first.app.top is first.scene.relay_scene, "the relay's curtain")
    expect(page.locator("[data-path-card]")).to_be_visible()
    shown = time.monotonic()
    cards = correct_run(first.session.state, 1)
    page.locator(f'button[data-card="{cards[0]}"]').click()
    expect(page.locator("[data-laid]")).to_have_count(1)
    first.pump(lambda: time.monotonic() - shown > 2.5, "a while of racing")
    saved = first.saved()
    first.server.stop()  # the host closes the app mid-race
    time.sleep(1.0)
    tables.append(Table(saved))
    loaded = tables[1]
    reopened = time.monotonic()
    page.goto(loaded.address())  # the phone opens the code again, its storage kept
    loaded.pump(lambda: loaded.server.links()[1] == "joined", "the phone rejoining")
    # the run starts afresh on the phone: every card back in hand
    loaded.pump(lambda: page.locator("[data-laid]").count() == 0, "the laid card back in hand")
    assert loaded.scene.ready_panel is not None  # the screen's relay waits for Ready meanwhile
    expect(page.locator("[data-path-card]")).to_be_visible()
    for card in cards:
        page.locator(f'button[data-card="{card}"]').click()
    page.locator("button[data-finish]").click()
    finished = time.monotonic()
    loaded.pump(lambda: any(isinstance(c, Run) and c.seat == 1 for c in loaded.session.commands), "the run")
    (run,) = [c for c in loaded.session.commands if isinstance(c, Run)]
    own = page.evaluate("window.outrunTiming")["elapsedMs"]
    assert run.ms == own and list(run.cards) == cards
    assert own <= (finished - reopened) * 1000 + 200, (own, (finished - reopened) * 1000)
    assert own < (finished - shown) * 1000 - 3_000  # not from the card before the save
    assert loaded.session.view(None)["phase"] == "race" and list(loaded.session.to_act()) == [0]
