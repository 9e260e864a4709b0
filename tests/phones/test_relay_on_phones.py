"""An Outrun relay with a runner on a phone, in real Chromium (issue 22): while the person at the
big screen waits behind the relay's curtain, the phone shows the path card (no "Paused on the big
screen" plate), its runner lays the trail and Finishes, and the run reaches the rules with the
phone's own time while the relay is still on."""

from __future__ import annotations

import contextlib

from playwright.sync_api import Browser, BrowserContext, Playwright, expect

from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Run
from tabletop.games.outrun.rules.runners import correct_run
from tabletop.games.outrun.table.race_modes import PlayMode
from tabletop.games.outrun.table.relay import Stage
from tests.phones.night import OutrunOnScreen


def test_a_phone_runner_races_and_finishes_while_the_screens_runner_waits_behind_the_relay_curtain(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> None:
    devices = (SeatDevice(DeviceKind.MOUSE), SeatDevice(DeviceKind.REMOTE, client="phone-1"))
    table = OutrunOnScreen(devices, PlayMode.RELAY, tutorial_seen=True)
    app, session, scene, pump = table.app, table.session, table.scene, table.pump
    try:
        (page,) = table.open_phones(playwright, browser, phones)
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
            table.close()
