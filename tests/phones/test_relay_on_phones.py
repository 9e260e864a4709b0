"""An Outrun relay with a runner on a phone, in real Chromium (issue 22): while the person at the
big screen waits behind the relay's curtain, the phone shows the path card (no "Paused on the big
screen" plate), its runner lays the trail and Finishes, and the run reaches the rules with the
phone's own time while the relay is still on."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable

from playwright.sync_api import Browser, BrowserContext, Playwright, expect

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.phones.server import PhoneServer
from tabletop.engine.phones.table_link import PhoneTable
from tabletop.engine.phones.tokens import SeatTokens
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Run
from tabletop.games.outrun.rules.runners import correct_run
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.relay import Stage
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.scenes.navigator import open_app
from tests.phones.conftest import new_phone

OPTIONS = {"players": 2, "monster": "bear", "boards": 1, "first": "first_seat", "time_limit": 0}


def test_a_phone_runner_races_and_finishes_while_the_screens_runner_waits_behind_the_relay_curtain(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> None:
    session = GameSession.new(catalogue.get("outrun"), OPTIONS, 12, default_seats(2))
    app = open_app(Settings(animation_speed=0.0, outrun_tutorial_seen=True), window_size=(1920, 1080))
    devices = (SeatDevice(DeviceKind.MOUSE), SeatDevice(DeviceKind.REMOTE, client="phone-1"))
    scene = OutrunScene(session, plan=DevicePlan(PlayMode.RELAY, devices), autosave=False)
    app.push(scene)
    tokens = SeatTokens()
    tokens.issue([1])
    server = PhoneServer(tokens, host="127.0.0.1")
    server.start()

    def pump(done: Callable[[], bool], what: str) -> None:
        deadline = time.monotonic() + 15
        while not done():
            assert time.monotonic() < deadline, f"waited for {what}"
            app.step(dt=0.02)
            time.sleep(0.005)

    try:
        scene.use_phones(PhoneTable(session, server, (1,)))
        page = new_phone(playwright, browser, phones).new_page()
        page.goto(f"http://127.0.0.1:{server.port}/#t={tokens.token(1)}")
        pump(lambda: server.links()[1] == "joined", "the phone joining")
        pump(lambda: scene.relay_scene is not None and app.top is scene.relay_scene, "the relay's curtain")
        expect(page.locator("[data-path-card]")).to_be_visible()
        expect(page.locator("#paused")).to_have_count(0)
        cards = correct_run(session.state, 1)
        for card in cards:
            page.locator(f'button[data-card="{card}"]').click()
        page.locator("button[data-finish]").click()
        pump(lambda: any(isinstance(c, Run) and c.seat == 1 for c in session.commands), "the phone's run")
        (run,) = [c for c in session.commands if isinstance(c, Run) and c.seat == 1]
        assert list(run.cards) == cards and run.ms == page.evaluate("window.outrunTiming")["elapsedMs"]
        relay = scene.relay
        assert relay is not None and relay.up == 0 and relay.stage is Stage.CURTAIN
        assert app.top is scene.relay_scene and session.view(None)["phase"] == "race"
    finally:
        with contextlib.suppress(Exception):
            server.stop()
